// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchmarks.h"

#include <cstdio>

namespace iolens::bench {

// Issue 3, section 7, the write family: article 004's hotspot, write.reopen-per-record (open,
// append one record, close, 10,000 times), against write.buffered (open once, 8 KiB buffer).
void writeBenchmark(const Options& options)
{
    constexpr std::int64_t kRecords = 10'000;
    // The write strategies make their records in memory; the source only satisfies the run context.
    const std::string& source = options.smallTextFile;
    const ParamValues params { { "records", kRecords } };
    const std::vector<std::function<double()>> runs {
        [&] { return timeStrategy("write.reopen-per-record", params, source, options.outDir); },
        [&] { return timeStrategy("write.buffered", params, source, options.outDir); },
    };
    const std::vector<std::vector<double>> ns = runInterleaved(runs, options.reps);
    const double reopen = median(ns[0]), buffered = median(ns[1]);

    std::printf("write family: %lld CSV records appended to a new file in %s\n", static_cast<long long>(kRecords),
        options.outDir.c_str());
    std::printf("%d repetitions in shuffled order + 1 warm-up, warm cache, medians\n\n", options.reps);
    std::printf("%-44s %15s %15s %8s\n", "10,000 records", "reopen", "buffered", "ratio");
    printRatioRow("write.reopen-per-record vs write.buffered", reopen, buffered, 0);
    const double ratio = reopen / buffered;
    std::printf("write.reopen-per-record is %.0fx %s than write.buffered (article 004: ~3,000x slower in Java): "
                "the direction %s.\n",
        ratio >= 1 ? ratio : 1 / ratio, ratio >= 1 ? "slower" : "faster",
        ratio > 1 ? "reproduces" : "does NOT reproduce");
}

} // namespace iolens::bench
