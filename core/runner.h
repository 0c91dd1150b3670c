// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace iolens {

struct StrategyChoice {
    std::string id;
    ParamValues params; // only what the user set; defaults come from the strategy
    bool instrumented = true; // false runs the NullProbe build of the same code (benchmarks)
};

struct RunSpec {
    std::string file;
    std::vector<StrategyChoice> strategies;
    int reps = 5;
    int warmup = 1;
    CacheMode cache = CacheMode::Warm;
    std::string outDir; // empty: the system temp dir
    // The amount of work of every family that has one (FamilyWork::amountKey: records for write,
    // lookups for lookup, changes for watch), set on each of its strategies so that all do the same.
    // 0: each strategy's default, which is the family's. A value the user set for one strategy
    // (StrategyChoice::params) wins and makes the family not comparable (Report::comparisons).
    std::int64_t work = 0;
    // The trace whose recorded calls on `file` the replay family repeats (iolens-cli run --replay);
    // empty when no replay strategy is chosen.
    std::string replayTrace;
    // A strategy whose run set is estimated above this gets a notice before the runs (runestimate.h).
    double announceAboveNs = 30e9;
};

struct Progress {
    std::uint64_t bytesDone = 0;
    std::uint64_t bytesTotal = 0;
    std::string strategy; // running now
    int strategyIndex = 0; // its position in RunSpec::strategies
    int repetition = 0; // 1-based; warm-up runs count as 0
};
// May be called from any thread the strategy works on; keep it cheap and thread-safe.
using ProgressCallback = std::function<void(const Progress&)>;
// A sentence for the user before the runs begin (a run set estimated to take long, runestimate.h);
// called on the runner's thread. The same sentences end up in Report::notices.
using NoticeCallback = std::function<void(const std::string&)>;

// Runs a RunSpec: checks the input, then for every repetition runs each strategy once
// (A B C A B C …), preparing the cache, verifying the output and removing scratch files.
class Runner {
public:
    // Throws UsageError for input that cannot run at all (missing file, not a regular file,
    // unknown strategy, parameter out of range, out dir not writable). Failures of single
    // strategies land in their Result instead.
    Report run(const RunSpec& spec, const std::atomic<bool>& cancel, const ProgressCallback& progress = {},
        const NoticeCallback& notice = {}) const;
};

} // namespace iolens
