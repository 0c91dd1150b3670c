// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/phase.h"
#include "core/result.h"
#include "core/stats.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// Helpers shared by the text formats: which run represents a result, and numbers written the same
// way whatever the process locale is (QCoreApplication calls setlocale, which would turn printf's
// "12.5" into "12,5" in a German locale).
namespace iolens::report {

// Defined in core/stats.h; named here too for callers that still write report::medianSampleIndex
// (core/runner.cpp, ui/), which can drop the report:: prefix when they are next edited.
using iolens::medianSampleIndex;

// Median of the runs' system calls (syscr + syscw); 0 without runs.
std::uint64_t medianSyscalls(const Result& result);

// Each phase's share of the run's phase total, biggest first.
std::vector<std::pair<Phase, double>> phaseShares(const Sample& sample);

// A unit chosen for a duration: "ns", "µs", "ms" or "s", and its size in ns.
struct DurationUnit {
    std::string_view name;
    double ns;
};
DurationUnit durationUnitFor(double ns);
// "12.3" in the given unit: two decimals below 10, one below 100, none above.
std::string formatIn(double ns, DurationUnit unit);
// "12.3 ms", unit picked for the value.
std::string formatDuration(double ns);

// A metric's name without the unit its formatted value already shows: "latency_p99_ns" → "latency_p99",
// "child_peak_rss_bytes" → "child_peak_rss", "fio_bw_mib_s" → "fio_bw".
std::string metricLabel(const RunMetric& metric);
// A metric in its unit: durations and sizes scaled ("1.25 ms", "4.0 MiB"), counts plain.
std::string formatMetric(const RunMetric& metric);

// Fixed-point number, locale-independent: fixed(3.14159, 2) == "3.14".
std::string fixed(double value, int decimals);
// Shortest round-trip representation of a double, locale-independent.
std::string shortest(double value);

} // namespace iolens::report
