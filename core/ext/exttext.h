// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Text helpers of the ext family's two parsers: the definition file (extdefinition.cpp) and the
// phase lines an external program prints (extoutput.cpp).

#include <cstddef>
#include <string>
#include <string_view>

namespace iolens {

// s without the spaces, tabs and carriage returns at either end.
inline std::string_view trimBlanks(std::string_view s)
{
    constexpr std::string_view kBlanks = " \t\r";
    const auto first = s.find_first_not_of(kBlanks);
    if (first == std::string_view::npos)
        return {};
    return s.substr(first, s.find_last_not_of(kBlanks) - first + 1);
}

// Bad input quoted for a message: control bytes as '?', cut after 80 characters with "...".
inline std::string quotedExcerpt(std::string_view s)
{
    constexpr std::size_t maxChars = 80;
    std::string out = "'";
    for (const char c : s.substr(0, maxChars))
        out += (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) ? '?' : c;
    return out + (s.size() > maxChars ? "...'" : "'");
}

} // namespace iolens
