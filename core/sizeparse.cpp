// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sizeparse.h"

#include <array>
#include <charconv>
#include <cstdio>

namespace iolens {

std::optional<std::uint64_t> parseSize(std::string_view text)
{
    if (text.empty() || text.front() < '0' || text.front() > '9')
        return std::nullopt;
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc())
        return std::nullopt;
    std::string_view suffix(end, static_cast<std::size_t>(text.data() + text.size() - end));
    if (suffix.size() > 1 && (suffix.back() == 'B' || suffix.back() == 'b')) {
        // Accept "KiB"/"KB"-style spellings as the same binary unit.
        suffix.remove_suffix(1);
        if (!suffix.empty() && (suffix.back() == 'i' || suffix.back() == 'I'))
            suffix.remove_suffix(1);
    }
    unsigned shift = 0;
    if (suffix.size() > 1)
        return std::nullopt;
    if (suffix.size() == 1) {
        switch (suffix.front()) {
        case 'k':
        case 'K':
            shift = 10;
            break;
        case 'm':
        case 'M':
            shift = 20;
            break;
        case 'g':
        case 'G':
            shift = 30;
            break;
        case 't':
        case 'T':
            shift = 40;
            break;
        default:
            return std::nullopt;
        }
    }
    if (shift && value > (~std::uint64_t { 0 } >> shift))
        return std::nullopt;
    return value << shift;
}

std::string formatSize(std::uint64_t bytes)
{
    static constexpr std::array<const char*, 5> units { "B", "KiB", "MiB", "GiB", "TiB" };
    double value = static_cast<double>(bytes);
    std::size_t unit = 0;
    while (value >= 1024.0 && unit + 1 < units.size()) {
        value /= 1024.0;
        ++unit;
    }
    char buf[32];
    if (unit == 0)
        std::snprintf(buf, sizeof buf, "%llu B", static_cast<unsigned long long>(bytes));
    else if (value == static_cast<double>(static_cast<std::uint64_t>(value)))
        std::snprintf(buf, sizeof buf, "%.0f %s", value, units[unit]);
    else
        std::snprintf(buf, sizeof buf, "%.1f %s", value, units[unit]);
    return buf;
}

} // namespace iolens
