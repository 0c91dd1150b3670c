// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/utf8.h"

#include <algorithm>

namespace iolens {

namespace {

// What starts at text[i]: the length of a complete valid sequence (2–4), 0 for invalid bytes, or
// the negative number of bytes present when a sequence that is valid so far is cut short.
int classifySequence(std::string_view text, std::size_t i)
{
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(i);
    int length = 0;
    // The range the second byte must fall in: it excludes overlong forms, surrogates and > U+10FFFF.
    unsigned char low = 0x80, high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) {
        length = 2;
    } else if (lead >= 0xe0 && lead <= 0xef) {
        length = 3;
        if (lead == 0xe0)
            low = 0xa0;
        else if (lead == 0xed)
            high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
        length = 4;
        if (lead == 0xf0)
            low = 0x90;
        else if (lead == 0xf4)
            high = 0x8f;
    } else {
        return 0;
    }
    const int present = static_cast<int>(std::min<std::size_t>(text.size() - i, static_cast<std::size_t>(length)));
    if (present >= 2 && (byte(i + 1) < low || byte(i + 1) > high))
        return 0;
    for (int k = 2; k < present; ++k)
        if (byte(i + k) < 0x80 || byte(i + k) > 0xbf)
            return 0;
    return present == length ? length : -present;
}

} // namespace

std::size_t utf8SequenceLength(std::string_view text, std::size_t i)
{
    const int kind = classifySequence(text, i);
    return kind > 0 ? static_cast<std::size_t>(kind) : 0;
}

std::size_t firstInvalidUtf8(std::string_view text, bool textContinues)
{
    for (std::size_t i = 0; i < text.size();) {
        if (static_cast<unsigned char>(text[i]) < 0x80) {
            ++i;
            continue;
        }
        const int kind = classifySequence(text, i);
        if (kind > 0) {
            i += static_cast<std::size_t>(kind);
            continue;
        }
        // A sequence valid so far and cut short only by the end of a peek is the input's, not an error.
        if (kind < 0 && textContinues)
            return std::string_view::npos;
        return i;
    }
    return std::string_view::npos;
}

} // namespace iolens
