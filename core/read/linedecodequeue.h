// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/batchedphase.h"
#include "core/phase.h"
#include "core/read/utf8decoder.h"

#include <memory>
#include <string>

namespace iolens {

// For line-wise readers with `decode` on: the lines they hand out are collected and decoded 64 KiB
// at a time as Phase::Decode. Decoding each line in an interval of its own would cost two clock
// reads a line, as much as the decoding. The reading batch is paused meanwhile.
template <class P> class LineDecodeQueue {
public:
    LineDecodeQueue(P& probe, BatchedPhase<P>& reading, bool enabled)
        : m_probe(probe)
        , m_reading(reading)
        , m_decoder(enabled ? std::make_unique<Utf8Decoder>() : nullptr)
    { }

    void add(const char* data, std::size_t size)
    {
        if (!m_decoder)
            return;
        m_pending.append(data, size);
        m_pending.push_back('\n');
        if (m_pending.size() >= kBlock) {
            m_reading.stop();
            decodePending();
            m_reading.start();
        }
    }
    // The rest, after the reading phase has stopped.
    void finish()
    {
        if (m_decoder)
            decodePending();
    }

private:
    static constexpr std::size_t kBlock = 64 * 1024;

    void decodePending()
    {
        if (m_pending.empty())
            return;
        auto scope = m_probe.phase(Phase::Decode);
        m_decoder->decode(m_pending.data(), m_pending.size());
        scope.addBytes(m_pending.size());
        m_pending.clear();
    }

    P& m_probe;
    BatchedPhase<P>& m_reading;
    std::unique_ptr<Utf8Decoder> m_decoder;
    std::string m_pending;
};

} // namespace iolens
