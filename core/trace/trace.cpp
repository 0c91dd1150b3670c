// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/trace.h"

#include "core/trace/format/iolt.h"

#include <algorithm>
#include <cstdio>

namespace iolens::trace {

PathCounts::PathCounts(std::vector<Entry> entries)
{
    std::stable_sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.first < b.first; });
    // Of equal paths the last given is kept, as assigning them to a map one by one would.
    auto paths = std::make_shared<std::vector<std::string>>();
    for (Entry& e : entries) {
        if (!paths->empty() && paths->back() == e.first) {
            m_counts.back().second = e.second;
            continue;
        }
        m_counts.emplace_back(static_cast<std::uint32_t>(paths->size()), e.second);
        paths->push_back(std::move(e.first));
    }
    m_paths = std::move(paths);
}

PathCounts PathCounts::fromTable(Paths paths, std::vector<std::pair<std::uint32_t, std::uint64_t>> counts)
{
    PathCounts out;
    out.m_paths = std::move(paths);
    out.m_counts = std::move(counts);
    return out;
}

PathCounts::const_iterator PathCounts::find(const std::string& path) const
{
    const auto it = std::lower_bound(m_counts.begin(), m_counts.end(), path,
        [&](const auto& e, const std::string& p) { return (*m_paths)[e.first] < p; });
    if (it == m_counts.end() || (*m_paths)[it->first] != path)
        return end();
    return { m_paths.get(), &*it };
}

bool operator==(const PathCounts& a, const PathCounts& b)
{
    return std::equal(
        a.begin(), a.end(), b.begin(), b.end(), [](const PathCounts::value_type& x, const PathCounts::value_type& y) {
            return x.first == y.first && x.second == y.second;
        });
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
