// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/printable.h"

#include "core/utf8.h"

namespace iolens {

namespace {

constexpr char kHex[] = "0123456789abcdef";

void appendHexByte(std::string& out, unsigned char byte)
{
    out += "\\x";
    out += kHex[byte >> 4];
    out += kHex[byte & 0xf];
}

} // namespace

std::string printable(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 0x20 && c < 0x7f) {
            out += static_cast<char>(c);
            ++i;
            continue;
        }
        if (c < 0x80) { // C0 control or DEL
            if (c == '\n')
                out += "\\n";
            else if (c == '\t')
                out += "\\t";
            else if (c == '\r')
                out += "\\r";
            else
                appendHexByte(out, c);
            ++i;
            continue;
        }
        const std::size_t length = utf8SequenceLength(text, i);
        if (length == 0) {
            appendHexByte(out, c);
            ++i;
            continue;
        }
        if (length == 2 && c == 0xc2 && static_cast<unsigned char>(text[i + 1]) <= 0x9f) {
            const auto second = static_cast<unsigned char>(text[i + 1]); // U+0080 … U+009F
            out += "\\u00";
            out += kHex[second >> 4];
            out += kHex[second & 0xf];
        } else {
            out.append(text.substr(i, length));
        }
        i += length;
    }
    return out;
}

std::string inQuotes(std::string_view text)
{
    return "'" + printable(text) + "'";
}

} // namespace iolens
