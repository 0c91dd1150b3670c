// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/phase.h"
#include "core/read/linesplitter.h"
#include "core/read/readoptions.h"
#include "core/read/utf8decoder.h"

#include <memory>

namespace iolens {

// What a block-wise reader does with each block it got (from read(2), a mapping, a range): split
// it into lines (Phase::Split, the checksum included) and, with `decode`, decode it to UTF-16
// (Phase::Decode). Blocks may cut lines and characters anywhere.
class TextBlocks {
public:
    explicit TextBlocks(const ReadOptions& options)
        : m_splitter(options.checksum)
        , m_decoder(options.decode ? std::make_unique<Utf8Decoder>() : nullptr)
    { }

    template <class P> void take(P& probe, const char* data, std::size_t size)
    {
        {
            auto scope = probe.phase(Phase::Split);
            m_splitter.feed(data, size);
            scope.addBytes(size);
        }
        if (m_decoder) {
            auto scope = probe.phase(Phase::Decode);
            m_decoder->decode(data, size);
            scope.addBytes(size);
        }
    }
    void finish() { m_splitter.finish(); }

    const LineSplitter& splitter() const noexcept { return m_splitter; }
    Output output() const { return readOutput(m_splitter.bytes(), m_splitter.digest()); }

private:
    LineSplitter m_splitter;
    std::unique_ptr<Utf8Decoder> m_decoder;
};

} // namespace iolens
