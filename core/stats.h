// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace iolens {

// Summary statistics of repeated wall times, as JMH reports them: the "Error" is the half-width
// of the 99.9 % confidence interval of the mean (Student t with n-1 degrees of freedom).
Stats computeStats(const std::vector<double>& wallNs, std::uint64_t bytesPerRun);

// The two-sided Student t critical value: P(|T| <= t) = confidence for `degreesOfFreedom`.
double studentTCritical(double confidence, double degreesOfFreedom);

// The run whose wall time is the median (the lower of the two middle ones for an even count; equal
// wall times keep run order): a real run, so its phases add up, unlike an average of runs.
std::optional<std::size_t> medianSampleIndex(const Result& result);

} // namespace iolens
