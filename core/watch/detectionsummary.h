// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

namespace iolens {

// One moment a watcher looked at the watched file and saw it changed: when, and the size it saw.
struct Observation {
    std::uint64_t atNs = 0; // CLOCK_MONOTONIC right after the look (the stat, or inotify's read + fstat)
    std::uint64_t size = 0;
};

// Matches a watcher's observations to the writer's changes. The changes append, so a size names
// the changes it contains: an observation of size S shows every change whose size-after is <= S.
//
// - Latency, per change: from the writer's timestamp to the first observation that showed it.
//   Every change gets one, also one noticed together with later ones, so that "polling answers
//   late" is measured over all changes, not only over the lucky last one of each group.
// - Detected: observations that showed at least one new change. Missed: the changes that never
//   had an observation of their own, because they were seen together with the next one (a poll
//   that slept through two writes, inotify events merged before they were read). Detected plus
//   missed is the number of changes the watcher saw in all.
// - Unseen: changes no observation showed at all (only when a run is cut short).
struct DetectionSummary {
    std::vector<std::uint64_t> latenciesNs; // sorted ascending, one per seen change
    std::uint64_t detected = 0;
    std::uint64_t missed = 0;
    std::uint64_t unseen = 0;

    // `sizeAfter` and `writtenAtNs` are per change; `observations` in the order they were made.
    static DetectionSummary match(const std::vector<std::uint64_t>& sizeAfter,
        const std::vector<std::uint64_t>& writtenAtNs, const std::vector<Observation>& observations);

    // 0 without latencies. The median of an even count is the mean of the middle two; p99 is the
    // nearest rank (the ceil(0.99·n)-th smallest): with 50 changes it is the maximum.
    double medianNs() const noexcept;
    double p99Ns() const noexcept;
    double maxNs() const noexcept;
};

} // namespace iolens
