// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How the course compares two strategies' runs. A step affords few repetitions (3 to 7), where a
// 99.9 % Student interval of the mean is so wide (t = 31.6 at 3 runs) that one noisy strategy
// makes every interval overlap. So the course asks two plain questions of the runs themselves:
// are the medians within kSameRatio of each other, and does an exact rank test (Mann–Whitney)
// say their runs are apart? Pure logic, no Qt.

#include <cstdint>
#include <vector>

namespace iolens::course {

// "The same": the slower median at most 10 % above the faster one.
constexpr double kSameRatio = 1.10;
// "Apart": the chance of runs as far apart when both come from one distribution is at most 1 %.
// With n runs each, the rank test can reach it only from n = 5 (complete separation: 2/252).
constexpr double kApartP = 0.01;

// The two-sided exact Mann–Whitney p that `a` and `b` come from one distribution: the chance
// of a rank sum at least as extreme. Exact for up to 20 runs each (a normal approximation
// above), 1 when either side is empty.
double rankTestP(const std::vector<double>& a, const std::vector<double>& b);

struct Comparison {
    double ratio = 0; // median(slower) / median(faster), ≥ 1
    double p = 1; // rankTestP of the two strategies' runs
    bool apart() const { return p <= kApartP; }
    bool withinSameRatio() const { return ratio < kSameRatio; }
};

// `fasterMedian` ≤ `slowerMedian` as the step sorted them; the runs are the samples' wall times.
Comparison compareRuns(
    double fasterMedian, const std::vector<double>& faster, double slowerMedian, const std::vector<double>& slower);

} // namespace iolens::course
