// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchmarks.h"

#include "core/registry.h"
#include "core/runner.h"
#include "core/sizeparse.h"

#include <algorithm>
#include <cstdio>
#include <map>

namespace iolens::bench {

namespace {

bool isByteAtATime(const std::string& id)
{
    return id.rfind("copy.byte-", 0) == 0;
}

std::vector<double> walls(const Result& a, const Result& b)
{
    std::vector<double> out;
    for (const Result* r : { &a, &b })
        for (const Sample& s : r->samples)
            out.push_back(static_cast<double>(s.wallNs));
    return out;
}

// Runs every copy strategy four times per round — instrumented, no-op probe, no-op probe,
// instrumented (ABBA, so neither build always runs first after another strategy) — interleaved
// by the runner itself, and prints the ratio of the medians of the two builds.
void runPairs(const std::vector<const Strategy*>& strategies, const std::string& file, const Options& options)
{
    RunSpec spec;
    spec.file = file;
    spec.outDir = options.outDir;
    spec.reps = options.reps;
    spec.warmup = 1;
    for (const Strategy* s : strategies)
        for (const bool instrumented : { true, false, false, true })
            spec.strategies.push_back(StrategyChoice { s->info().id, {}, instrumented });
    std::atomic<bool> cancel { false };
    const Report report = Runner().run(spec, cancel, [](const Progress& p) {
        static int last = -1;
        const int percent = p.bytesTotal ? static_cast<int>(p.bytesDone * 100 / p.bytesTotal) : 0;
        if (percent != last) {
            last = percent;
            std::fprintf(stderr, "\r%3d%% %-28s", percent, p.strategy.c_str());
        }
    });
    std::fprintf(stderr, "\r%60s\r", "");
    std::printf("file %s (%s), %d repetitions (ABBA: %d samples per build) + 1 warm-up, warm cache, medians\n",
        file.c_str(), formatSize(report.workload.bytes).c_str(), options.reps, 2 * options.reps);
    std::printf("%-28s %14s %14s %9s %14s\n", "strategy", "instrumented", "no-op probe", "ratio", "peak RSS +");
    for (std::size_t i = 0; i + 3 < report.results.size(); i += 4) {
        const Result& with = report.results[i];
        const Result& without = report.results[i + 1];
        const bool allOk = std::all_of(report.results.begin() + static_cast<long>(i),
            report.results.begin() + static_cast<long>(i + 4), [](const Result& r) { return r.status == Status::Ok; });
        if (!allOk) {
            const Result& bad = with.status != Status::Ok ? with : without;
            std::printf("%-28s %s: %s\n", bad.strategy.c_str(), std::string(statusName(bad.status)).c_str(),
                bad.message.c_str());
            continue;
        }
        const double withNs = median(walls(with, report.results[i + 3]));
        const double withoutNs = median(walls(without, report.results[i + 2]));
        std::vector<double> growth;
        for (const Sample& s : with.samples)
            growth.push_back(static_cast<double>(s.rssGrowthBytes()));
        const double ratio = withNs / withoutNs;
        const bool judged = !isByteAtATime(with.strategy);
        std::printf("%-28s %11.2f ms %11.2f ms %9.4f %14s  %s\n", with.strategy.c_str(), withNs / 1e6, withoutNs / 1e6,
            ratio, formatSize(static_cast<std::uint64_t>(median(growth))).c_str(),
            judged ? (ratio <= 1.02 ? "within 1.02" : "OVER 1.02") : "(byte-at-a-time: reported)");
    }
}

} // namespace

void overheadBenchmark(const Options& options)
{
    std::vector<const Strategy*> bulk, bytewise;
    for (const Strategy* s : Registry::instance().family("copy"))
        (isByteAtATime(s->info().id) ? bytewise : bulk).push_back(s);
    runPairs(bulk, options.file, options);
    std::printf("\n");
    runPairs(bytewise, options.smallFile, options);
}

} // namespace iolens::bench
