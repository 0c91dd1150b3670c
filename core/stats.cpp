// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stats.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace iolens {

namespace {

// Continued fraction for the regularised incomplete beta function, evaluated with the modified
// Lentz method; converges quickly for x < (a + 1) / (a + b + 2).
double betaContinuedFraction(double a, double b, double x)
{
    constexpr double tiny = 1e-300;
    double c = 1.0;
    double d = 1.0 - (a + b) * x / (a + 1.0);
    d = std::abs(d) < tiny ? tiny : d;
    d = 1.0 / d;
    double result = d;
    for (int m = 1; m <= 300; ++m) {
        const double m2 = 2.0 * m;
        // Even step.
        double numerator = m * (b - m) * x / ((a + m2 - 1.0) * (a + m2));
        d = 1.0 + numerator * d;
        c = 1.0 + numerator / c;
        d = std::abs(d) < tiny ? tiny : d;
        c = std::abs(c) < tiny ? tiny : c;
        d = 1.0 / d;
        result *= d * c;
        // Odd step.
        numerator = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1.0));
        d = 1.0 + numerator * d;
        c = 1.0 + numerator / c;
        d = std::abs(d) < tiny ? tiny : d;
        c = std::abs(c) < tiny ? tiny : c;
        d = 1.0 / d;
        const double step = d * c;
        result *= step;
        if (std::abs(step - 1.0) < 1e-15)
            break;
    }
    return result;
}

double regularisedIncompleteBeta(double a, double b, double x)
{
    if (x <= 0.0)
        return 0.0;
    if (x >= 1.0)
        return 1.0;
    const double logFront = std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) + a * std::log(x) + b * std::log1p(-x);
    const double front = std::exp(logFront);
    if (x < (a + 1.0) / (a + b + 2.0))
        return front * betaContinuedFraction(a, b, x) / a;
    return 1.0 - front * betaContinuedFraction(b, a, 1.0 - x) / b;
}

// P(|T| <= t) for Student's t with nu degrees of freedom.
double twoSidedCoverage(double t, double nu)
{
    return 1.0 - regularisedIncompleteBeta(nu / 2.0, 0.5, nu / (nu + t * t));
}

} // namespace

double studentTCritical(double confidence, double degreesOfFreedom)
{
    // Coverage grows monotonically with t: bisect on a bracket wide enough for nu = 1 at 99.9 %.
    double low = 0.0, high = 1e4;
    for (int i = 0; i < 200; ++i) {
        const double mid = 0.5 * (low + high);
        (twoSidedCoverage(mid, degreesOfFreedom) < confidence ? low : high) = mid;
    }
    return 0.5 * (low + high);
}

Stats computeStats(const std::vector<double>& wallNs, std::uint64_t bytesPerRun)
{
    Stats s;
    s.count = wallNs.size();
    if (wallNs.empty())
        return s;
    std::vector<double> sorted = wallNs;
    std::sort(sorted.begin(), sorted.end());
    const std::size_t n = sorted.size();
    s.medianNs = n % 2 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2]);
    s.minNs = sorted.front();
    s.maxNs = sorted.back();
    s.meanNs = std::accumulate(sorted.begin(), sorted.end(), 0.0) / static_cast<double>(n);
    if (n > 1) {
        double squares = 0.0;
        for (double v : sorted)
            squares += (v - s.meanNs) * (v - s.meanNs);
        s.stddevNs = std::sqrt(squares / static_cast<double>(n - 1));
        s.ci999Ns
            = studentTCritical(0.999, static_cast<double>(n - 1)) * s.stddevNs / std::sqrt(static_cast<double>(n));
    }
    s.cv = s.meanNs > 0.0 ? s.stddevNs / s.meanNs : 0.0;
    if (s.medianNs > 0.0)
        s.throughputMiBs = static_cast<double>(bytesPerRun) / (1024.0 * 1024.0) / (s.medianNs * 1e-9);
    return s;
}

std::optional<std::size_t> medianSampleIndex(const Result& result)
{
    if (result.samples.empty())
        return std::nullopt;
    std::vector<std::size_t> order(result.samples.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    // Stable, so equal wall times keep run order and the choice is reproducible.
    std::stable_sort(order.begin(), order.end(),
        [&](std::size_t a, std::size_t b) { return result.samples[a].wallNs < result.samples[b].wallNs; });
    return order[(order.size() - 1) / 2];
}

} // namespace iolens
