// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/read/utf8decoder.h"

#include <algorithm>

namespace iolens {

namespace {
// Blocks larger than this are decoded in slices, so that the buffer stays small.
constexpr std::size_t kSlice = 1u << 20;
} // namespace

Utf8Decoder::Utf8Decoder()
    : m_decoder(QStringDecoder::Utf8) // stateful by default: blocks may split a character
{ }

std::size_t Utf8Decoder::decode(const char* data, std::size_t size)
{
    std::size_t produced = 0;
    while (size > 0) {
        const std::size_t slice = std::min(size, kSlice);
        const auto length = static_cast<qsizetype>(slice);
        const auto needed = static_cast<std::size_t>(m_decoder.requiredSpace(length));
        if (m_buffer.size() < needed)
            m_buffer.resize(needed);
        const QChar* end = m_decoder.appendToBuffer(m_buffer.data(), QByteArrayView(data, length));
        produced += static_cast<std::size_t>(end - m_buffer.data());
        data += slice;
        size -= slice;
    }
    m_units += produced;
    return produced;
}

} // namespace iolens
