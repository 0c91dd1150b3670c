// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/watch/changeplan.h"

#include "core/errors.h"

#include <cstdio>
#include <random>

namespace iolens {

namespace {

// Article 002's number: the seed only has to be fixed, not meaningful.
constexpr std::uint64_t kSeed = 2002;

// A value in [lo, hi] from the generator's raw output. std::uniform_int_distribution is not used:
// its algorithm differs between standard libraries, and the plan must be the same everywhere.
std::uint64_t drawBetween(std::mt19937_64& random, std::uint64_t lo, std::uint64_t hi)
{
    return lo + random() % (hi - lo + 1);
}

} // namespace

ChangePlan ChangePlan::make(std::int64_t changes, std::int64_t minGapMs, std::int64_t maxGapMs)
{
    if (maxGapMs < minGapMs)
        throw UsageError("Parameter 'max_gap_ms' (" + std::to_string(maxGapMs) + ") must be at least 'min_gap_ms' ("
            + std::to_string(minGapMs) + ").");
    ChangePlan plan;
    std::mt19937_64 random(kSeed);
    std::uint64_t size = 0;
    const auto count = static_cast<std::size_t>(changes);
    plan.records.reserve(count);
    plan.gapsNs.reserve(count);
    plan.sizeAfter.reserve(count);
    static constexpr char kHex[] = "0123456789abcdef";
    for (std::size_t i = 0; i < count; ++i) {
        const std::uint64_t gapMs
            = drawBetween(random, static_cast<std::uint64_t>(minGapMs), static_cast<std::uint64_t>(maxGapMs));
        // A log line of varying length: every change grows the file, so a stat can always tell it.
        char head[32];
        std::snprintf(head, sizeof head, "change %06zu ", i);
        std::string record(head);
        const std::uint64_t payload = drawBetween(random, 8, 64);
        for (std::uint64_t k = 0; k < payload; ++k)
            record += kHex[random() % 16];
        record += '\n';
        size += record.size();
        plan.gapsNs.push_back(gapMs * 1'000'000ull);
        plan.sizeAfter.push_back(size);
        plan.records.push_back(std::move(record));
    }
    return plan;
}

} // namespace iolens
