// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/course/coursecompare.h"

#include <algorithm>
#include <cmath>

namespace iolens::course {

namespace {

constexpr std::size_t kExactUpTo = 20;

// U: the pairs (x from a, y from b) with x > y, a tie counting a half.
double mannWhitneyU(const std::vector<double>& a, const std::vector<double>& b)
{
    double u = 0;
    for (double x : a)
        for (double y : b)
            u += x > y ? 1.0 : x == y ? 0.5 : 0.0;
    return u;
}

// P(U ≤ u) when every ordering of the m + n runs is equally likely. ways[i][j][k]: the orderings
// of i runs of a and j of b with U = k; the largest run is a's (adding j pairs) or b's (none).
double lowerTail(std::size_t m, std::size_t n, double u)
{
    const std::size_t maxU = m * n;
    std::vector<std::vector<std::vector<double>>> ways(
        m + 1, std::vector<std::vector<double>>(n + 1, std::vector<double>(maxU + 1, 0.0)));
    for (std::size_t i = 0; i <= m; ++i)
        for (std::size_t j = 0; j <= n; ++j) {
            if (i == 0 || j == 0) {
                ways[i][j][0] = 1;
                continue;
            }
            for (std::size_t k = 0; k <= i * j; ++k)
                ways[i][j][k] = (k >= j ? ways[i - 1][j][k - j] : 0.0) + ways[i][j - 1][k];
        }
    double below = 0, all = 0;
    for (std::size_t k = 0; k <= maxU; ++k) {
        all += ways[m][n][k];
        if (static_cast<double>(k) <= u)
            below += ways[m][n][k];
    }
    return below / all;
}

double normalLowerTail(std::size_t m, std::size_t n, double u)
{
    const double mean = static_cast<double>(m * n) / 2;
    const double sd = std::sqrt(static_cast<double>(m * n * (m + n + 1)) / 12.0);
    return 0.5 * std::erfc(-((u + 0.5 - mean) / sd) / std::sqrt(2.0));
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n == 0 ? 0 : n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

} // namespace

double rankTestP(const std::vector<double>& a, const std::vector<double>& b)
{
    if (a.empty() || b.empty())
        return 1;
    // The side whose runs rank lower: its U is the small tail.
    const bool aLower = median(a) <= median(b);
    const std::vector<double>& low = aLower ? a : b;
    const std::vector<double>& high = aLower ? b : a;
    // A tie's half is rounded up: never a smaller p than the runs support.
    const double u = std::ceil(mannWhitneyU(low, high));
    const double tail = low.size() <= kExactUpTo && high.size() <= kExactUpTo
        ? lowerTail(low.size(), high.size(), u)
        : normalLowerTail(low.size(), high.size(), u);
    return std::min(1.0, 2 * tail);
}

Comparison compareRuns(
    double fasterMedian, const std::vector<double>& faster, double slowerMedian, const std::vector<double>& slower)
{
    Comparison c;
    c.ratio = fasterMedian > 0 ? slowerMedian / fasterMedian : 0;
    c.p = rankTestP(faster, slower);
    return c;
}

} // namespace iolens::course
