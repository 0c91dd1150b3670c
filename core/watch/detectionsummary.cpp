// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/watch/detectionsummary.h"

#include <algorithm>

namespace iolens {

DetectionSummary DetectionSummary::match(const std::vector<std::uint64_t>& sizeAfter,
    const std::vector<std::uint64_t>& writtenAtNs, const std::vector<Observation>& observations)
{
    DetectionSummary summary;
    std::size_t next = 0; // the first change no observation has shown yet
    for (const Observation& seen : observations) {
        std::size_t shown = 0;
        while (next < sizeAfter.size() && sizeAfter[next] <= seen.size) {
            // The writer stamps a change before its write starts and the watcher after its look
            // returns, so this cannot underflow; saturate anyway rather than report 18 exaseconds.
            const std::uint64_t written = writtenAtNs[next];
            summary.latenciesNs.push_back(seen.atNs > written ? seen.atNs - written : 0);
            ++next;
            ++shown;
        }
        // A size between two changes (a write seen half done) shows nothing new yet.
        if (shown > 0) {
            ++summary.detected;
            summary.missed += shown - 1;
        }
    }
    summary.unseen = sizeAfter.size() - next;
    std::sort(summary.latenciesNs.begin(), summary.latenciesNs.end());
    return summary;
}

double DetectionSummary::medianNs() const noexcept
{
    const std::size_t n = latenciesNs.size();
    if (n == 0)
        return 0;
    if (n % 2)
        return static_cast<double>(latenciesNs[n / 2]);
    return (static_cast<double>(latenciesNs[n / 2 - 1]) + static_cast<double>(latenciesNs[n / 2])) / 2;
}

double DetectionSummary::p99Ns() const noexcept
{
    const std::size_t n = latenciesNs.size();
    if (n == 0)
        return 0;
    const std::size_t rank = (99 * n + 99) / 100; // ceil(0.99·n) in integers: 0.99 has no exact double
    return static_cast<double>(latenciesNs[rank - 1]);
}

double DetectionSummary::maxNs() const noexcept
{
    return latenciesNs.empty() ? 0 : static_cast<double>(latenciesNs.back());
}

} // namespace iolens
