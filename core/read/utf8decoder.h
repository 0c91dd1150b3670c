// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringDecoder>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace iolens {

// Decodes UTF-8 to UTF-16, the text a Java String or a QString holds, into a buffer reused from
// call to call: what is measured is the decoding, not memory allocation. Stateful: a character
// split between two blocks is completed by the next call. Invalid bytes become U+FFFD, as Java's
// decoders and Qt's do.
class Utf8Decoder {
public:
    Utf8Decoder();
    // Returns the UTF-16 code units the block decoded to.
    std::size_t decode(const char* data, std::size_t size);
    std::uint64_t units() const noexcept { return m_units; }

private:
    QStringDecoder m_decoder;
    std::vector<QChar> m_buffer;
    std::uint64_t m_units = 0;
};

} // namespace iolens
