// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/descendingsort.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>

namespace iolens::trace {

namespace {

// 11-bit digits: a time in nanoseconds of up to 17 s is 3 digits (passes), and a pass's 2,048
// counters stay in the cache while the ranks are scattered over them.
constexpr int kRankDigitBits = 11;
constexpr std::size_t kRankBuckets = std::size_t { 1 } << kRankDigitBits;
constexpr int kRankDigits = (64 + kRankDigitBits - 1) / kRankDigitBits;

// Digit d of a rank's major, least significant first, complemented: ascending digits are then
// larger counts first.
std::size_t rankDigit(const DescendingRank& r, int d)
{
    return static_cast<std::size_t>(~r.major >> (d * kRankDigitBits)) & (kRankBuckets - 1);
}

bool majorFirst(const DescendingRank& a, const DescendingRank& b)
{
    return a.major > b.major;
}

bool minorFirst(const DescendingRank& a, const DescendingRank& b)
{
    return a.minor > b.minor;
}

// Stable by major alone: least significant digit first, each pass a stable counting sort. A pass
// whose digit is the same in every rank is skipped (times and counts use their low digits only).
void radixByMajor(std::vector<DescendingRank>& ranks)
{
    const std::size_t n = ranks.size();
    std::vector<std::array<std::uint32_t, kRankBuckets>> counts(kRankDigits);
    for (const DescendingRank& r : ranks)
        for (int d = 0; d < kRankDigits; ++d)
            ++counts[d][rankDigit(r, d)];
    std::vector<DescendingRank> other;
    for (int d = 0; d < kRankDigits; ++d) {
        std::array<std::uint32_t, kRankBuckets>& place = counts[d];
        if (place[rankDigit(ranks.front(), d)] == n)
            continue;
        std::uint32_t sum = 0;
        for (std::uint32_t& c : place)
            sum += std::exchange(c, sum); // each bucket's first place
        if (other.empty())
            other.resize(n);
        for (const DescendingRank& r : ranks)
            other[place[rankDigit(r, d)]++] = r;
        ranks.swap(other);
    }
}

} // namespace

// By major first; then each run of equal majors, which is short (times are rarely equal), by minor.
void stableSortDescending(std::vector<DescendingRank>& ranks)
{
    if (ranks.size() < 2)
        return;
    if (ranks.size() > UINT32_MAX) // beyond the counters' range
        std::stable_sort(ranks.begin(), ranks.end(), majorFirst);
    else
        radixByMajor(ranks);
    for (auto first = ranks.begin(); first != ranks.end();) {
        const auto last
            = std::find_if(first + 1, ranks.end(), [&](const DescendingRank& r) { return r.major != first->major; });
        if (last - first > 1)
            std::stable_sort(first, last, minorFirst);
        first = last;
    }
}

} // namespace iolens::trace
