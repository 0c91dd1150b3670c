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
    // statRoundRegularity: the intervals within a round, left out of the above.
    std::uint64_t repeats = 0;
};

// nullopt when the histogram is empty (a file older than the histogram) or counts no interval.
std::optional<StatRegularity> statRegularity(const std::vector<std::uint64_t>& histogram);

// The same over the intervals between rounds of a loop: one that stats its path twice a round (stat,
// then lstat) puts microseconds between the two, half of all its intervals, and the window above
// then holds only half of them. Intervals under kStatRoundGapNs are repeats within a round (counted
// in `repeats`) and left out; nullopt when no other interval is left.
inline constexpr std::uint64_t kStatRoundGapNs = 128'000; // octaves up to 64-128 us
std::optional<StatRegularity> statRoundRegularity(const std::vector<std::uint64_t>& histogram);

// The typical interval, for "every 10 ms": the mean of the intervals inside the window, which is
// the mean of all of them (meanNs) less those outside the window, each counted at the middle of
// its octave. Stalls no longer stretch it, nor repeats shorten it; it stands for the median, which
// the octaves alone place only within a factor of two. Clamped to the window.
double statTypicalIntervalNs(const StatRegularity& r, const std::vector<std::uint64_t>& histogram, double meanNs);

} // namespace iolens::trace
