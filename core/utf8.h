// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <string_view>

namespace iolens {

// The length of the valid UTF-8 sequence of two or more bytes that starts at text[i], or 0 when
// there is none there: a stray continuation byte, an overlong form, a surrogate, a code point
// beyond U+10FFFF, or a sequence cut short by the end of text.
std::size_t utf8SequenceLength(std::string_view text, std::size_t i);

// The offset of the first byte of text that is not valid UTF-8, or npos when all of it is. A
// sequence cut short by the end of text counts as valid when text is only the start of a longer
// input (a peek at a file's first bytes), and as invalid when it is all of it.
std::size_t firstInvalidUtf8(std::string_view text, bool textContinues);

} // namespace iolens
