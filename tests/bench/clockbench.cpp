// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchmarks.h"

#include "benchutil.h"
#include "core/clock.h"
#include "core/stopwatch.h"

#include <cstdio>

namespace iolens::bench {

// A stopwatch start/stop pair against two raw reads of its clock, in alternating batches.
void clockBenchmark(const Options& options)
{
    constexpr int kBatch = 1'000'000;
    Stopwatch stopwatch;
    const auto key = stopwatch.key("bench");
    // The timeline's configuration: every interval kept (the probe keeps the first 4096 per thread,
    // so this is the dearer case: a store of 24 bytes per interval on top of the totals).
    Stopwatch recording;
    recording.keepIntervals(kBatch);
    recording.prepareThread();
    const auto recordingKey = recording.key("bench");
    std::vector<double> pair, kept, raw;
    volatile Ticks sink = 0;
    for (int rep = 0; rep < options.reps; ++rep) {
        std::uint64_t begin = Clock::monotonicNs();
        for (int i = 0; i < kBatch; ++i) {
            stopwatch.start(key);
            stopwatch.stop(key);
        }
        pair.push_back(static_cast<double>(Clock::monotonicNs() - begin) / kBatch);
        recording.reset();
        begin = Clock::monotonicNs();
        for (int i = 0; i < kBatch; ++i) {
            recording.start(recordingKey);
            recording.stop(recordingKey);
        }
        kept.push_back(static_cast<double>(Clock::monotonicNs() - begin) / kBatch);
        begin = Clock::monotonicNs();
        for (int i = 0; i < kBatch; ++i) {
            sink = sink + Clock::now();
            sink = sink + Clock::now();
        }
        raw.push_back(static_cast<double>(Clock::monotonicNs() - begin) / kBatch);
    }
    const double pairNs = median(pair), rawNs = median(raw);
    std::printf("clock: %s\n", std::string(Clock::name()).c_str());
    std::printf("stopwatch start/stop pair: %.2f ns (median of %d batches of %d)\n", pairNs, options.reps, kBatch);
    std::printf("pair keeping its interval: %.2f ns (ratio to two reads %.3f)\n", median(kept), median(kept) / rawNs);
    std::printf("two raw clock reads:       %.2f ns\n", rawNs);
    std::printf("ratio pair / two reads:    %.3f  (target <= 1.2: %s)\n", pairNs / rawNs,
        pairNs / rawNs <= 1.2 ? "met" : "NOT met");
}

} // namespace iolens::bench
