// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace iolens {

// A figure a run reports beyond its phases, because its family's lesson needs it: the watch
// family's detection latency, the net family's bytes on the wire, fio's own bandwidth.
struct RunMetric {
    std::string name; // "latency_p99_ns", snake_case, stable: scripts read it from the JSON
    double value = 0;
    std::string unit; // "ns", "bytes", "MiB/s", "count" — what the GUI formats by
};

// The median of every metric over the runs that reported it, in first-seen order.
std::vector<RunMetric> medianMetrics(const std::vector<std::vector<RunMetric>>& perRun);

} // namespace iolens
