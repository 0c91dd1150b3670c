// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>

namespace iolens {

// Text made safe to print on one line of a terminal or a one-line display: a path or a message
// that contains a newline or an escape sequence must neither break the line nor drive the
// terminal. C0 controls and DEL become "\n", "\t", "\r" or "\xHH"; C1 controls (U+0080–U+009F,
// which some terminals obey like ESC) become "\u0080"-style escapes; bytes that are not valid
// UTF-8 become "\xHH". Everything else, valid UTF-8 such as Japanese included, is unchanged.
// For display only: JSON and CSV keep the exact bytes (their writers quote), so that names
// round-trip there.
std::string printable(std::string_view text);
// printable(text) between single quotes: a path or a name inside a message.
std::string inQuotes(std::string_view text);

} // namespace iolens
