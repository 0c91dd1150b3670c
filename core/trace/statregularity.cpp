// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/statregularity.h"

#include "core/trace/format/iolt.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace iolens::trace {

namespace {

std::uint64_t octaveEndNs(std::size_t k, std::size_t buckets)
{
    return k + 1 < buckets ? iolt_stat_bucket_low_ns(static_cast<std::uint32_t>(k + 1))
                           : std::numeric_limits<std::uint64_t>::max();
}

// The middle of octave k: its interval counted when only its octave is known.
double octaveMiddleNs(std::size_t k, std::size_t buckets)
{
    const double low = static_cast<double>(iolt_stat_bucket_low_ns(static_cast<std::uint32_t>(k)));
    if (k == 0)
        return 500; // under 1 us
    const double high = k + 1 < buckets ? static_cast<double>(octaveEndNs(k, buckets)) : 2 * low;
    return (low + high) / 2;
}

} // namespace

std::optional<StatRegularity> statRegularity(const std::vector<std::uint64_t>& histogram)
{
    const std::uint64_t total = std::accumulate(histogram.begin(), histogram.end(), std::uint64_t { 0 });
    if (total == 0)
        return std::nullopt;
    // The median's octave: the first whose running count reaches half of the intervals.
    std::size_t median = 0;
    for (std::uint64_t seen = 0; median < histogram.size(); ++median) {
        seen += histogram[median];
        if (2 * seen >= total)
            break;
    }
    const std::uint64_t below = median > 0 ? histogram[median - 1] : 0;
    const std::uint64_t above = median + 1 < histogram.size() ? histogram[median + 1] : 0;
    // On a tie (two empty neighbours, often) the longer side: late wake-ups lengthen a sleep.
    const bool lower = below > above;
    const std::size_t first = lower ? median - 1 : median;
    const std::size_t last = lower || median + 1 >= histogram.size() ? median : median + 1;

    StatRegularity r;
    r.intervals = total;
    r.inWindow = histogram[median] + (lower ? below : above);
    r.share = static_cast<double>(r.inWindow) / static_cast<double>(total);
    r.lowNs = iolt_stat_bucket_low_ns(static_cast<std::uint32_t>(first));
    r.highNs = octaveEndNs(last, histogram.size());
    r.medianHighNs = octaveEndNs(median, histogram.size());
    return r;
}

std::optional<StatRegularity> statRoundRegularity(const std::vector<std::uint64_t>& histogram)
{
    std::vector<std::uint64_t> between = histogram;
    std::uint64_t repeats = 0;
    for (std::size_t k = 0; k < between.size() && octaveEndNs(k, between.size()) <= kStatRoundGapNs; ++k) {
        repeats += between[k];
        between[k] = 0;
    }
    std::optional<StatRegularity> r = statRegularity(between);
    if (r)
        r->repeats = repeats;
    return r;
}

double statTypicalIntervalNs(const StatRegularity& r, const std::vector<std::uint64_t>& histogram, double meanNs)
{
    const std::uint64_t all = std::accumulate(histogram.begin(), histogram.end(), std::uint64_t { 0 });
    double inside = meanNs * static_cast<double>(all);
    for (std::size_t k = 0; k < histogram.size(); ++k) {
        const std::uint64_t low = iolt_stat_bucket_low_ns(static_cast<std::uint32_t>(k));
        if (low >= r.lowNs && low < r.highNs)
            continue;
        inside -= static_cast<double>(histogram[k]) * octaveMiddleNs(k, histogram.size());
    }
    const double typical = r.inWindow > 0 ? inside / static_cast<double>(r.inWindow) : meanNs;
    const double high = r.highNs == std::numeric_limits<std::uint64_t>::max() ? typical : static_cast<double>(r.highNs);
    return std::clamp(typical, static_cast<double>(r.lowNs), high);
}

} // namespace iolens::trace
