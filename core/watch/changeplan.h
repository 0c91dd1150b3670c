// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace iolens {

// What the watch family's writer does to the watched file: K appends, each after a gap drawn
// from [minGapMs, maxGapMs]. The plan comes from a fixed seed, so every strategy (and every run)
// watches exactly the same changes at the same pace and must end with the same file; only the
// interval parameters of the watchers differ between runs.
struct ChangePlan {
    std::vector<std::string> records; // change i appends records[i], one line ending in '\n'
    std::vector<std::uint64_t> gapsNs; // how long the writer waits before change i
    std::vector<std::uint64_t> sizeAfter; // the file's size once change i is written

    // Throws UsageError naming the parameter when maxGapMs < minGapMs.
    static ChangePlan make(std::int64_t changes, std::int64_t minGapMs, std::int64_t maxGapMs);

    std::size_t count() const noexcept { return records.size(); }
    std::uint64_t finalSize() const noexcept { return sizeAfter.empty() ? 0 : sizeAfter.back(); }
};

} // namespace iolens
