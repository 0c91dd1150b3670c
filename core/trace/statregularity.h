// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Whether the stats of one path came at a regular interval, from the octave histogram of the
// intervals between them (iolt.h stat_interval_hist, FileStats::statIntervalHistogram). The
// stat-polling finding decides with it and the trace JSON reports it; thresholds.h says why the
// window is two octaves wide.

#include <cstdint>
#include <optional>
#include <vector>

namespace iolens::trace {

struct StatRegularity {
    std::uint64_t intervals = 0; // all of them
    std::uint64_t inWindow = 0; // those in the window
    double share = 0; // inWindow / intervals
    // The window: the octave that holds the median interval and the fuller of its two neighbours
    // (the upper one on a tie), [lowNs, highNs); highNs is UINT64_MAX when it includes the last
    // octave (16.8 s and up).
    std::uint64_t lowNs = 0, highNs = 0;
    // The median interval's octave ends here (exclusive; UINT64_MAX for the last octave).
    std::uint64_t medianHighNs = 0;
};

// nullopt when the histogram is empty (a file older than the histogram) or counts no interval.
std::optional<StatRegularity> statRegularity(const std::vector<std::uint64_t>& histogram);

} // namespace iolens::trace
