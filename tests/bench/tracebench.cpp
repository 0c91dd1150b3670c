// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchmarks.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <string>
#include <unistd.h>
#include <vector>

namespace iolens::bench {

namespace {

std::vector<std::string> traced(std::vector<std::string> argv)
{
    argv.insert(argv.begin(), { IOLENS_BENCH_CLI, "trace", "--" });
    return argv;
}

constexpr std::uint64_t kReads = 1'000'000;
constexpr std::uint64_t kFgetcs = 100'000'000;
constexpr std::uint64_t kManyCalls = 10'000'000; // system calls, not fgetc: 10 M take seconds
// The targets (issue 11, section 7).
constexpr double kReadTarget = 1.15;
constexpr double kFgetcTarget = 1.5;
constexpr double kRssTargetMib = 64;
// strace is run on a workload only when one run of it takes less than this.
constexpr double kStraceBudgetNs = 60e9;

std::vector<std::string> straced(std::vector<std::string> argv)
{
    argv.insert(argv.begin(), { "strace", "-f", "-c", "-o", "/dev/null" });
    return argv;
}

bool haveStrace()
{
    return std::system("strace -V > /dev/null 2>&1") == 0;
}

std::uint64_t readKib(const std::string& path)
{
    std::ifstream in(path);
    std::uint64_t kib = 0;
    in >> kib;
    return kib;
}

std::string grouped(std::uint64_t n)
{
    // Built forwards rather than with insert(), which GCC 12's -Wrestrict misreads.
    const std::string digits = std::to_string(n);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return out;
}

// One workload: untraced, under iolens-cli trace and (when affordable) under strace -f -c,
// interleaved; the medians and the ratios against untraced, and what tracing costs per call once
// iolens' fixed cost (fixedNs: its start, an empty trace's analysis and report) is taken out.
void compare(const std::string& title, const std::vector<std::string>& program, const std::string& input, double target,
    int reps, bool withStrace, std::uint64_t calls, double fixedNs)
{
    std::vector<std::function<double()>> runs {
        [&] { return timeProcess(program, input); },
        [&] { return timeProcess(traced(program), input); },
    };
    if (withStrace)
        runs.push_back([&] { return timeProcess(straced(program), input); });
    const std::vector<std::vector<double>> ns = runInterleaved(runs, reps);
    const double bare = median(ns[0]), trace = median(ns[1]);
    std::printf("%s\n", title.c_str());
    std::printf("%-44s %15s %15s %8s\n", "", "run", "untraced", "ratio");
    printRatioRow("iolens-cli trace -- PROGRAM", trace, bare, target);
    if (withStrace)
        printRatioRow("strace -f -c -o /dev/null PROGRAM", median(ns[2]), bare, 0);
    // On a shared machine a neighbour's burst lands on some runs; the fastest of each is the cost
    // with the least of it.
    const double fastTrace = *std::min_element(ns[1].begin(), ns[1].end());
    const double fastBare = *std::min_element(ns[0].begin(), ns[0].end());
    std::printf("  fastest runs: traced %.2f ms, untraced %.2f ms, ratio %.3f\n", fastTrace / 1e6, fastBare / 1e6,
        fastTrace / fastBare);
    // This machine drifts between faster and slower phases that last seconds (twelve runs in a row
    // of the untraced fgetc program: 0.43 s falling to 0.33 s). A round's runs are seconds apart
    // and share a phase; the medians above mix the rounds. The per-round ratios show the spread.
    std::vector<double> perRound;
    for (std::size_t i = 0; i < ns[0].size() && i < ns[1].size(); ++i)
        perRound.push_back(ns[1][i] / ns[0][i]);
    const auto [lowest, highest] = std::minmax_element(perRound.begin(), perRound.end());
    std::printf("  per round (traced / untraced of the same round): median %.3f, from %.3f to %.3f\n", median(perRound),
        *lowest, *highest);
    const double perCall = (trace - bare - fixedNs) / double(calls);
    std::printf("  traced, less iolens' fixed %.1f ms: %+.2f ns a call, ratio %.3f\n\n", fixedNs / 1e6, perCall,
        (trace - fixedNs) / bare);
}

// How long a program waits for iolens before its main() runs: from the spawn to the moment the
// probe (startstamp.c) reads the clock, untraced and traced, interleaved.
void startLatency(int reps)
{
    const std::string stampFile = "/tmp/iolens-bench-startstamp-" + std::to_string(::getpid());
    const std::vector<std::string> probe { IOLENS_BENCH_STAMP_PROGRAM, stampFile };
    const auto latency = [&](const std::vector<std::string>& argv) {
        timespec before {};
        ::clock_gettime(CLOCK_MONOTONIC, &before);
        timeProcess(argv, "/dev/null");
        std::ifstream in(stampFile);
        long long stamp = 0;
        in >> stamp;
        ::unlink(stampFile.c_str());
        return double(stamp) - (double(before.tv_sec) * 1e9 + double(before.tv_nsec));
    };
    const std::vector<std::function<double()>> runs { [&] { return latency(probe); },
        [&] { return latency(traced(probe)); } };
    const std::vector<std::vector<double>> ns = runInterleaved(runs, reps);
    std::printf("A program's start (spawn to its main()): untraced %.2f ms, under iolens-cli trace %.2f ms\n",
        median(ns[0]) / 1e6, median(ns[1]) / 1e6);
}

// What iolens-cli trace costs around a program: traced minus untraced, for `true` (which ends
// before the full CLI has loaded, so nothing of iolens' start is hidden) and for `sleep 0.1` (which
// runs while it loads: iolens-cli's front starts the program first, app/front/main.cpp). The
// second is what a program of more than a few ms pays, and what the per-call figures take out.
double fixedCost(int reps)
{
    const std::vector<std::string> quick { "true" }, slow { "sleep", "0.1" };
    const std::vector<std::function<double()>> runs {
        [&] { return timeProcess(quick, "/dev/null"); },
        [&] { return timeProcess(traced(quick), "/dev/null"); },
        [&] { return timeProcess(slow, "/dev/null"); },
        [&] { return timeProcess(traced(slow), "/dev/null"); },
    };
    const std::vector<std::vector<double>> ns = runInterleaved(runs, reps);
    const double quickCost = median(ns[1]) - median(ns[0]), slowCost = median(ns[3]) - median(ns[2]);
    std::printf("iolens' fixed cost: 'true' %.1f ms untraced, %.1f ms under iolens-cli trace: %+.1f ms;\n"
                "  around 'sleep 0.1' (iolens' start hidden behind the running program): %+.1f ms\n\n",
        median(ns[0]) / 1e6, median(ns[1]) / 1e6, quickCost / 1e6, slowCost / 1e6);
    return slowCost;
}

// Issue 24, section 4: the 1,000,000 one-byte reads again, in a statically linked program, which
// iolens-cli trace follows through ptrace (a seccomp stop and a system-call exit stop per read),
// next to strace -f -c, which stops twice per call too and decodes and counts each.
void ptraceCompare(int reps, bool withStrace, const std::string& input, double fixedNs)
{
    const std::vector<std::string> program { IOLENS_BENCH_STATIC_READ_PROGRAM, input, std::to_string(kReads) };
    std::vector<std::function<double()>> runs {
        [&] { return timeProcess(program, input); },
        [&] { return timeProcess(traced(program), input); },
    };
    if (withStrace)
        runs.push_back([&] { return timeProcess(straced(program), input); });
    const std::vector<std::vector<double>> ns = runInterleaved(runs, reps);
    const double bare = median(ns[0]), trace = median(ns[1]);
    std::printf("%s one-byte read(2) calls of a statically linked program (iolens-cli trace: ptrace mode)\n",
        grouped(kReads).c_str());
    std::printf("%-44s %15s %15s %8s\n", "", "run", "untraced", "ratio");
    printRatioRow("iolens-cli trace -- PROGRAM (ptrace)", trace, bare, 0);
    std::printf("  per call, less iolens' fixed %.1f ms: %.2f us\n", fixedNs / 1e6,
        (trace - bare - fixedNs) / double(kReads) / 1e3);
    if (withStrace) {
        const double st = median(ns[2]);
        printRatioRow("strace -f -c -o /dev/null PROGRAM", st, bare, 0);
        std::printf("  per call: %.2f us; iolens' ptrace mode takes %.3f of strace's time (goal: well under 1)\n",
            (st - bare) / double(kReads) / 1e3, trace / st);
    }
    std::printf("\n");
}

} // namespace

void tracePtraceBenchmark(const Options& options)
{
    const int reps = options.repsGiven ? options.reps : 5;
    const std::string readInput = options.outDir + "/iolens-bench-trace-1m.bin";
    ensureFile(readInput, kReads);
    const bool strace = haveStrace();
    std::printf("trace-ptrace: whole processes as in 'trace'. %d repetitions in shuffled order + 1 warm-up, warm\n"
                "cache, medians.%s\n\n",
        reps, strace ? "" : " strace is not installed: its column is left out.");
    ptraceCompare(reps, strace, readInput, fixedCost(std::max(reps, 5)));
}

// Issue 11, section 7: what tracing costs a program, measured on whole processes as the user
// waits for them (iolens-cli's own start, the program, the analysis and the report), untraced vs
// traced vs strace, in interleaved rounds; and what tracing adds to the traced program's memory.
void traceBenchmark(const Options& options)
{
    // 9 rounds by default: with 5, one slow phase landing on two runs of one side moved the
    // ratio of medians by 0.1 and more.
    const int reps = options.repsGiven ? options.reps : 9;
    const std::string readInput = options.outDir + "/iolens-bench-trace-1m.bin";
    const std::string fgetcInput = options.outDir + "/iolens-bench-trace-100m.bin";
    const std::string halfA = options.outDir + "/iolens-bench-trace-50m-a.bin";
    const std::string halfB = options.outDir + "/iolens-bench-trace-50m-b.bin";
    ensureFile(readInput, kReads);
    ensureFile(fgetcInput, kFgetcs);
    ensureFile(halfA, kFgetcs / 2);
    ensureFile(halfB, kFgetcs / 2);
    const bool strace = haveStrace();

    std::printf("trace: whole processes as the user waits for them; iolens-cli trace includes its own start,\n"
                "the analysis and the report (to /dev/null). %d repetitions in shuffled order + 1 warm-up,\n"
                "warm cache, medians. Inputs in %s.\n\n",
        reps, options.outDir.c_str());
    if (!strace)
        std::printf("strace is not installed: its column is left out.\n\n");

    startLatency(std::max(reps, 15));
    const double fixedNs = fixedCost(std::max(reps, 9));

    const std::vector<std::string> reads { IOLENS_BENCH_READ_PROGRAM, readInput, std::to_string(kReads) };
    compare(grouped(kReads) + " one-byte read(2) calls (tests/trace/patterns/small_io_read)", reads, readInput,
        kReadTarget, reps, strace, kReads, fixedNs);
    ptraceCompare(reps, strace, readInput, fixedNs);
    traceAttachBenchmark(options);

    const std::vector<std::string> fgetcs { IOLENS_BENCH_FGETC_PROGRAM, fgetcInput, std::to_string(kFgetcs) };
    bool fgetcStrace = false;
    if (strace) {
        const double once = timeProcess(straced(fgetcs), fgetcInput);
        fgetcStrace = once < kStraceBudgetNs;
        if (!fgetcStrace)
            std::printf("strace -f -c on %s fgetc calls took %.0f s for one run: left out.\n", grouped(kFgetcs).c_str(),
                once / 1e9);
    }
    compare(grouped(kFgetcs) + " fgetc calls (tests/trace/patterns/small_io_fgetc)", fgetcs, fgetcInput, kFgetcTarget,
        reps, fgetcStrace, kFgetcs, fixedNs);

    // Peak memory at 10 M calls, the worst case for the event log: preads alternately of two files
    // and jumping within each, so no two calls merge into one event (reads that go on where the
    // one before ended would). The program reports its own VmHWM.
    const std::string plainRss = options.outDir + "/iolens-bench-trace-plain.rss";
    const std::string tracedRss = options.outDir + "/iolens-bench-trace-traced.rss";
    const std::vector<std::string> many { IOLENS_BENCH_MANYCALLS_PROGRAM, halfA, halfB, std::to_string(kManyCalls) };
    std::vector<std::string> plainRun = many, tracedRun = traced(many);
    plainRun.push_back(plainRss);
    tracedRun.push_back(tracedRss);
    const double plainNs = timeProcess(plainRun, halfA);
    const double tracedNs = timeProcess(tracedRun, halfA);
    const std::uint64_t plainKib = readKib(plainRss), tracedKib = readKib(tracedRss);
    ::unlink(plainRss.c_str());
    ::unlink(tracedRss.c_str());
    const double growthMib = (double(tracedKib) - double(plainKib)) / 1024.0;
    std::printf("%s one-byte preads alternating between two files, jumping in each (every call its own event; "
                "one run each)\n",
        grouped(kManyCalls).c_str());
    std::printf("  peak RSS (VmHWM) untraced %.1f MiB, traced %.1f MiB: grows by %.1f MiB (target < %.0f MiB): %s\n",
        double(plainKib) / 1024.0, double(tracedKib) / 1024.0, growthMib, kRssTargetMib,
        growthMib < kRssTargetMib ? "within target" : "OVER TARGET");
    std::printf("  time untraced %.2f s, traced %.2f s: ratio %.3f (reported)\n", plainNs / 1e9, tracedNs / 1e9,
        tracedNs / plainNs);
}

} // namespace iolens::bench
