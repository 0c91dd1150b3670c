// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/trace.h"

#include "core/trace/format/iolt.h"

#include <algorithm>
#include <cstdio>

namespace iolens::trace {

PathCounts::PathCounts(std::vector<value_type> entries)
    : m_entries(std::move(entries))
{
    std::stable_sort(
        m_entries.begin(), m_entries.end(), [](const value_type& a, const value_type& b) { return a.first < b.first; });
    // Of equal paths the last given is kept, as assigning them to a map one by one would.
    std::size_t kept = 0;
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        if (kept > 0 && m_entries[kept - 1].first == m_entries[i].first)
            m_entries[kept - 1].second = m_entries[i].second;
        else if (kept++ != i)
            m_entries[kept - 1] = std::move(m_entries[i]);
    }
    m_entries.resize(kept);
}

PathCounts PathCounts::fromSorted(std::vector<value_type> entries)
{
    PathCounts out;
    out.m_entries = std::move(entries);
    return out;
}

PathCounts::const_iterator PathCounts::find(const std::string& path) const
{
    const auto it = std::lower_bound(m_entries.begin(), m_entries.end(), path,
        [](const value_type& e, const std::string& p) { return e.first < p; });
    return it != m_entries.end() && it->first == path ? it : m_entries.end();
}

std::uint64_t FileStats::ns() const
{
    std::uint64_t total = 0;
    for (const CallStats& c : calls)
        total += c.ns;
    return total;
}

std::uint64_t FileStats::bytesRead() const
{
    std::uint64_t total = 0;
    for (const CallStats& c : calls)
        if (iolt_call_reads(static_cast<std::uint32_t>(c.callId)))
            total += c.bytes;
    return total;
}

std::uint64_t FileStats::bytesWritten() const
{
    std::uint64_t total = 0;
    for (const CallStats& c : calls)
        if (iolt_call_writes(static_cast<std::uint32_t>(c.callId)))
            total += c.bytes;
    return total;
}

std::string Site::label() const
{
    if (!function.empty())
        return location.empty() ? function : function + " (" + location + ")";
    char offset[32];
    std::snprintf(offset, sizeof offset, "0x%llx", static_cast<unsigned long long>(moduleOffset));
    if (module.empty()) {
        std::snprintf(offset, sizeof offset, "0x%llx", static_cast<unsigned long long>(address));
        return std::string("(unknown module)+") + offset;
    }
    const std::size_t slash = module.rfind('/');
    return (slash == std::string::npos ? module : module.substr(slash + 1)) + "+" + offset;
}

std::string Frame::label() const
{
    if (!function.empty()) {
        if (file.empty())
            return function;
        return function + " (" + file + (line > 0 ? ":" + std::to_string(line) : std::string()) + ")";
    }
    char offset[32];
    std::snprintf(offset, sizeof offset, "0x%llx", static_cast<unsigned long long>(moduleOffset));
    if (module.empty())
        return std::string("(unknown module)+") + offset;
    const std::size_t slash = module.rfind('/');
    return (slash == std::string::npos ? module : module.substr(slash + 1)) + "+" + offset;
}

} // namespace iolens::trace
