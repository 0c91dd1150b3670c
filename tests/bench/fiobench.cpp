// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
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
    double readNs = 0; // its read phase: mean completion latency × I/Os, the pread calls alone
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
    for (const PhaseTotals& p : probe.phases())
        if (p.phase == Phase::Read)
            run.readNs = double(p.ns);
    for (const RunMetric& m : context.metrics())
        if (m.name == "fio_bw_mib_s")
            run.bwMiBs = m.value;
    if (run.bwMiBs <= 0)
        throw std::runtime_error("fio reported no bandwidth");
    return run;
}

struct OurRun {
    double wallNs = 0;
    double readNs = 0; // read.buffer's read phase: its read(2) calls alone, without the newline count
};

// One warm run of read.buffer at 8 KiB, called directly as timeStrategy does, keeping its read phase.
OurRun runReadBuffer(const std::string& file, const std::string& outDir)
{
    const std::string id = "read.buffer";
    const Strategy* s = Registry::instance().find(id);
    if (!s)
        throw UsageError("unknown strategy " + id);
    pagecache::warm(file);
    RunContext context(file, std::filesystem::file_size(file), outDir + "/iolens-read-unused",
        resolveParams(s->info().params, { { "buffer_size", 8192 } }, id));
    Probe probe;
    const Ticks begin = Clock::now();
    s->run(context, probe);
    const Ticks end = Clock::now();
    OurRun run;
    run.wallNs = Clock::toNs(end - begin);
    for (const PhaseTotals& p : probe.phases())
        if (p.phase == Phase::Read)
            run.readNs = double(p.ns);
    return run;
}

double mibs(double bytes, double ns)
{
    return bytes / double(1 << 20) / (ns / 1e9);
}

} // namespace

// Accuracy against fio: read.buffer at 8 KiB (one read(2) per 8 KiB and a newline count) and fio's
// psync sequential read with 8 KiB blocks, on the same file, warm cache, interleaved in shuffled
// order. Target: iolens' throughput within ±10 % of fio's own bandwidth, judged on read.buffer's
// read phase (fio's bandwidth covers its read loop only, read.buffer's wall also counts newlines);
// the wall-based ratios are printed too, and fio's wall (process start, setup, its worker) shows
// what any external reference pays.
void fioBenchmark(const Options& options)
{
    const std::string& file = options.textFile;
    const double bytes = double(std::filesystem::file_size(file));
    std::vector<double> fioBw, fioRead, ourRead;
    const std::vector<std::function<double()>> runs {
        [&] {
            const OurRun r = runReadBuffer(file, options.outDir);
            ourRead.push_back(r.readNs);
            return r.wallNs;
        },
        [&] {
            const FioRun r = runFio(file, options.outDir);
            fioBw.push_back(r.bwMiBs);
            fioRead.push_back(r.readNs);
            return r.wallNs;
        },
    };
    const auto ns = runInterleaved(runs, options.reps);
    // runInterleaved runs one warm-up round first: its figures are not kept.
    fioBw.erase(fioBw.begin());
    fioRead.erase(fioRead.begin());
    ourRead.erase(ourRead.begin());
    const double oursNs = median(ns[0]), fioNs = median(ns[1]), ourReadNs = median(ourRead);
    const double ours = mibs(bytes, oursNs), oursRead = mibs(bytes, ourReadNs), fioOwn = median(fioBw),
                 fioByWall = mibs(bytes, fioNs);
    std::printf("file %s (%.0f MiB), %d repetitions in shuffled order + 1 warm-up, warm cache, medians;"
                " MiB = 2^20 bytes\n",
        file.c_str(), bytes / double(1 << 20), options.reps);
    std::printf("%-40s %12.2f ms %10.1f MiB/s\n", "read.buffer buffer_size=8192 (wall)", oursNs / 1e6, ours);
    std::printf("%-40s %12.2f ms %10.1f MiB/s\n", "read.buffer (its read phase)", ourReadNs / 1e6, oursRead);
    std::printf("%-40s %12.2f ms %10.1f MiB/s\n", "ext.fio-read-8k (wall, fio start-up in)", fioNs / 1e6, fioByWall);
    std::printf("%-40s %15s %10.1f MiB/s\n", "ext.fio-read-8k (fio's own bw)", "", fioOwn);
    const double fioReadNs = median(fioRead), fioPhase = mibs(bytes, fioReadNs);
    std::printf(
        "%-40s %12.2f ms %10.1f MiB/s\n", "ext.fio-read-8k (read phase: clat x I/Os)", fioReadNs / 1e6, fioPhase);
    const double phaseRatio = oursRead / fioPhase;
    std::printf("iolens read phase / fio read phase   %.3f  %s (target 0.90 .. 1.10; the read calls alone)\n",
        phaseRatio, phaseRatio >= 0.9 && phaseRatio <= 1.1 ? "within target" : "OUTSIDE TARGET");
    const double ratio = oursRead / fioOwn;
    std::printf("iolens read phase / fio's bandwidth  %.3f  %s (target 0.90 .. 1.10; fio's bw adds its loop)\n", ratio,
        ratio >= 0.9 && ratio <= 1.1 ? "within target" : "OUTSIDE TARGET");
    std::printf(
        "iolens wall / fio's bandwidth        %.3f  (reported: the wall includes the newline count)\n", ours / fioOwn);
    std::printf(
        "iolens wall / fio's wall             %.3f  (reported: fio's wall includes its start-up)\n", ours / fioByWall);
}

} // namespace iolens::bench
