// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/result.h"

namespace iolens {

std::string_view statusName(Status status) noexcept
{
    switch (status) {
    case Status::Ok:
        return "ok";
    case Status::Unsupported:
        return "unsupported";
    case Status::Error:
        return "error";
    case Status::Cancelled:
        return "cancelled";
    }
    return "error";
}

std::string_view cacheModeName(CacheMode mode) noexcept
{
    return mode == CacheMode::Cold ? "cold" : "warm";
}

std::vector<RunMetric> Result::metricMedians() const
{
    std::vector<std::vector<RunMetric>> perRun;
    for (const Sample& s : samples)
        perRun.push_back(s.metrics);
    return medianMetrics(perRun);
}

bool Report::allRan() const
{
    for (const Result& r : results)
        if (r.status != Status::Ok && r.status != Status::Unsupported)
            return false;
    return true;
}

bool Report::comparable() const
{
    for (const Comparison& c : comparisons)
        if (!c.comparable)
            return false;
    return true;
}

} // namespace iolens
