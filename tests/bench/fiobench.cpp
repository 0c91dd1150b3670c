#include "benchmarks.h"

#include "core/clock.h"
#include "core/errors.h"
#include "core/pagecache.h"
#include "core/probe.h"
#include "core/registry.h"
#include "core/runcontext.h"
#include "core/scratchdir.h"

#include <cstdio>
#include <filesystem>
#include <functional>
#include <stdexcept>

namespace iolens::bench {

namespace {

constexpr const char* kFioId = "ext.fio-read-8k";

struct FioRun {
    double wallNs = 0; // measured by us around the child: fio's start-up and setup included
    double bwMiBs = 0; // fio's own bandwidth (bw_bytes), its I/O time only
};

// One warm run of ext.fio-read-8k called directly, as timeStrategy does for our strategies.
FioRun runFio(const std::string& file, const std::string& outDir)
{
    const Strategy* fio = Registry::instance().find(kFioId);
    if (!fio)
        throw UsageError(std::string("unknown strategy ") + kFioId);
    if (const auto reason = fio->unsupportedReason())
        throw UnsupportedError(std::string(kFioId) + " is unsupported here: " + *reason);
    pagecache::warm(file);
    RunContext context(file, std::filesystem::file_size(file), outDir + "/iolens-fio-unused",
        resolveParams(fio->info().params, {}, kFioId));
    Probe probe;
    const Ticks begin = Clock::now();
    fio->run(context, probe);
    const Ticks end = Clock::now();
    FioRun run;
    run.wallNs = Clock::toNs(end - begin);
    for (const RunMetric& m : context.metrics())
        if (m.name == "fio_bw_mib_s")
            run.bwMiBs = m.value;
    if (run.bwMiBs <= 0)
        throw std::runtime_error("fio reported no bandwidth");
    return run;
}

double mibs(double bytes, double ns)
{
    return bytes / double(1 << 20) / (ns / 1e9);
}

} // namespace

// Accuracy against fio: read.buffer at 8 KiB (one read(2) per 8 KiB and a newline scan) and fio's
// psync sequential read with 8 KiB blocks, on the same file, warm cache, interleaved in shuffled
// order. Target: iolens' wall-based throughput within ±10 % of fio's own bandwidth. fio's wall
// (process start, setup, its worker) is shown too: that is what any external reference pays.
void fioBenchmark(const Options& options)
{
    const std::string& file = options.textFile;
    const double bytes = double(std::filesystem::file_size(file));
    std::vector<double> fioBw, fioWall;
    const std::vector<std::function<double()>> runs {
        [&] {
            return timeStrategy("read.buffer", { { "buffer_size", 8192 } }, file, options.outDir);
        },
        [&] {
            const FioRun r = runFio(file, options.outDir);
            fioBw.push_back(r.bwMiBs);
            return r.wallNs;
        },
    };
    const auto ns = runInterleaved(runs, options.reps);
    // runInterleaved runs one warm-up round first: its fio figures are not kept.
    if (fioBw.size() > ns[1].size())
        fioBw.erase(fioBw.begin(), fioBw.begin() + static_cast<std::ptrdiff_t>(fioBw.size() - ns[1].size()));
    const double oursNs = median(ns[0]), fioNs = median(ns[1]);
    const double ours = mibs(bytes, oursNs), fioOwn = median(fioBw), fioByWall = mibs(bytes, fioNs);
    std::printf("file %s (%.0f MiB), %d repetitions in shuffled order + 1 warm-up, warm cache, medians;"
                " MiB = 2^20 bytes\n",
        file.c_str(), bytes / double(1 << 20), options.reps);
    std::printf("%-40s %12.2f ms %10.1f MiB/s\n", "read.buffer buffer_size=8192 (wall)", oursNs / 1e6, ours);
    std::printf("%-40s %12.2f ms %10.1f MiB/s\n", "ext.fio-read-8k (wall, fio start-up in)", fioNs / 1e6, fioByWall);
    std::printf("%-40s %12s    %10.1f MiB/s\n", "ext.fio-read-8k (fio's own bw)", "", fioOwn);
    const double ratio = ours / fioOwn;
    std::printf("iolens / fio's bandwidth   %.3f  %s (target 0.90 .. 1.10)\n", ratio,
        ratio >= 0.9 && ratio <= 1.1 ? "within target" : "OUTSIDE TARGET");
    std::printf("iolens / fio's wall        %.3f  (reported)\n", ours / fioByWall);
}

} // namespace iolens::bench
