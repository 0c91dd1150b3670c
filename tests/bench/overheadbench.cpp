#include "benchmarks.h"

#include "core/registry.h"
#include "core/runner.h"
#include "core/sizeparse.h"

#include <cstdio>
#include <map>

namespace iolens::bench {

namespace {

bool isByteAtATime(const std::string& id) { return id.rfind("copy.byte-", 0) == 0; }

// Runs every copy strategy twice per round, instrumented and with the NullProbe build,
// interleaved by the runner itself (A A' B B' …), and prints the ratio of the medians.
void runPairs(const std::vector<const Strategy*>& strategies, const std::string& file, const Options& options)
{
    RunSpec spec;
    spec.file = file;
    spec.outDir = options.outDir;
    spec.reps = options.reps;
    spec.warmup = 1;
    for (const Strategy* s : strategies) {
        spec.strategies.push_back(StrategyChoice { s->info().id, {}, true });
        spec.strategies.push_back(StrategyChoice { s->info().id, {}, false });
    }
    std::atomic<bool> cancel { false };
    const Report report = Runner().run(spec, cancel, [](const Progress& p) {
        static int last = -1;
        const int permille = p.bytesTotal ? static_cast<int>(p.bytesDone * 1000 / p.bytesTotal) : 0;
        if (permille / 10 != last / 10) {
            last = permille;
            std::fprintf(stderr, "\r%3d%% %-28s", permille / 10, p.strategy.c_str());
        }
    });
    std::fprintf(stderr, "\r%60s\r", "");
    std::printf("file %s (%s), %d repetitions + 1 warm-up, warm cache, medians\n", file.c_str(),
        formatSize(report.workload.bytes).c_str(), options.reps);
    std::printf("%-28s %14s %14s %9s %14s\n", "strategy", "instrumented", "no-op probe", "ratio", "peak RSS +");
    for (std::size_t i = 0; i + 1 < report.results.size(); i += 2) {
        const Result& with = report.results[i];
        const Result& without = report.results[i + 1];
        if (with.status != Status::Ok || without.status != Status::Ok) {
            std::printf("%-28s %s: %s\n", with.strategy.c_str(), std::string(statusName(with.status)).c_str(),
                with.message.c_str());
            continue;
        }
        std::vector<double> growth;
        for (const Sample& s : with.samples)
            growth.push_back(static_cast<double>(s.rssGrowthBytes()));
        const double ratio = with.stats.medianNs / without.stats.medianNs;
        const bool judged = !isByteAtATime(with.strategy);
        std::printf("%-28s %11.2f ms %11.2f ms %9.4f %14s  %s\n", with.strategy.c_str(), with.stats.medianNs / 1e6,
            without.stats.medianNs / 1e6, ratio, formatSize(static_cast<std::uint64_t>(median(growth))).c_str(),
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
