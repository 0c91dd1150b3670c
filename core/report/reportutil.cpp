// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/reportutil.h"

#include "core/sizeparse.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace iolens::report {

std::uint64_t medianSyscalls(const Result& result)
{
    std::vector<std::uint64_t> calls;
    for (const Sample& s : result.samples)
        calls.push_back(s.syscalls());
    if (calls.empty())
        return 0;
    std::sort(calls.begin(), calls.end());
    const std::size_t mid = calls.size() / 2;
    if (calls.size() % 2)
        return calls[mid];
    return calls[mid - 1] + (calls[mid] - calls[mid - 1]) / 2;
}

std::vector<std::pair<Phase, double>> phaseShares(const Sample& sample)
{
    std::uint64_t total = 0;
    for (const PhaseTotals& p : sample.phases)
        total += p.ns;
    std::vector<std::pair<Phase, double>> out;
    if (total == 0)
        return out;
    for (const PhaseTotals& p : sample.phases)
        out.emplace_back(p.phase, static_cast<double>(p.ns) / static_cast<double>(total));
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    return out;
}

DurationUnit durationUnitFor(double ns)
{
    const double magnitude = std::fabs(ns);
    if (magnitude < 1e3)
        return { "ns", 1.0 };
    if (magnitude < 1e6)
        return { "µs", 1e3 };
    if (magnitude < 1e9)
        return { "ms", 1e6 };
    return { "s", 1e9 };
}

std::string formatIn(double ns, DurationUnit unit)
{
    const double value = ns / unit.ns;
    const double magnitude = std::fabs(value);
    return fixed(value, magnitude < 10 ? 2 : magnitude < 100 ? 1 : 0);
}

std::string formatDuration(double ns)
{
    const DurationUnit unit = durationUnitFor(ns);
    return formatIn(ns, unit) + " " + std::string(unit.name);
}

std::string fixed(double value, int decimals)
{
    if (!std::isfinite(value))
        return "-";
    char buf[64];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, value, std::chars_format::fixed, decimals);
    return ec == std::errc() ? std::string(buf, end) : std::string("-");
}

std::string shortest(double value)
{
    if (!std::isfinite(value))
        return "";
    char buf[64];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, value);
    return ec == std::errc() ? std::string(buf, end) : std::string();
}

std::string metricLabel(const RunMetric& metric)
{
    const auto strip = [&](std::string_view suffix) {
        const std::string& n = metric.name;
        return n.size() > suffix.size() && n.ends_with(suffix) ? n.substr(0, n.size() - suffix.size()) : n;
    };
    if (metric.unit == "ns")
        return strip("_ns");
    if (metric.unit == "bytes")
        return strip("_bytes");
    if (metric.unit == "MiB/s")
        return strip("_mib_s");
    return metric.name;
}

std::string formatMetric(const RunMetric& metric)
{
    if (metric.unit == "ns")
        return formatDuration(metric.value);
    if (metric.unit == "bytes" && metric.value >= 0)
        return formatSize(static_cast<std::uint64_t>(metric.value));
    if (metric.unit == "count" || metric.unit.empty())
        return shortest(metric.value);
    return shortest(metric.value) + " " + metric.unit;
}

} // namespace iolens::report
