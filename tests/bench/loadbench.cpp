// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// iolens-bench trace-load: how long iolens takes to read the trace of a program that touched
// 100,000 files, and how much memory it takes (issue 22 §6: under 1 s). The program
// (manyfiles.c) is traced once through the preload; its trace directory is then loaded --reps
// times as iolens-cli trace loads it after the program ends (aggregation, symbols, findings).
#include "benchmarks.h"

#include "core/scratchdir.h"
#include "core/stopwatch.h"
#include "core/trace/launch/tracelauncher.h"
#include "core/trace/traceloader.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace iolens::bench {

namespace {

constexpr int kFiles = 100'000;

// The peak resident set of this process so far (VmHWM), in KiB.
long peakKib()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmHWM:", 0) == 0)
            return std::stol(line.substr(6));
    return 0;
}

std::uint64_t directoryBytes(const std::string& dir)
{
    std::uint64_t bytes = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir))
        if (entry.is_regular_file())
            bytes += entry.file_size();
    return bytes;
}

} // namespace

void traceLoadBenchmark(const Options& options)
{
    const ScratchDir scratch(options.outDir);
    const std::string files = scratch.path() + "/files";
    std::filesystem::create_directories(files);
    trace::LaunchSpec spec;
    spec.argv = { IOLENS_BENCH_MANYFILES_PROGRAM, files, std::to_string(kFiles) };
    spec.passStdio = false;
    spec.keepDir = scratch.path() + "/trace";
    trace::TraceLauncher launcher(spec);
    std::atomic<bool> cancel { false };
    trace::LoadOptions load;
    load.command = spec.argv;
    load.haveWaitStatus = true;
    const auto programStart = std::chrono::steady_clock::now();
    load.waitStatus = launcher.run(cancel);
    const double programSeconds
        = std::chrono::duration<double>(std::chrono::steady_clock::now() - programStart).count();
    load.topPid = launcher.pid();
    load.wallNs = launcher.wallNs();
    std::filesystem::remove_all(files); // the trace is what is measured, not the files' page cache

    const long before = peakKib();
    std::vector<double> seconds;
    std::size_t loadedFiles = 0;
    for (int r = 0; r < options.reps; ++r) {
        const auto t0 = std::chrono::steady_clock::now();
        const std::shared_ptr<const trace::Trace> t = trace::loadTrace(launcher.traceDir(), load);
        seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
        loadedFiles = t->files.size();
    }
    const long after = peakKib();
    std::printf("trace-load: a program creating and reading back %d files (%s), traced once in %.2f s\n", kFiles,
        IOLENS_BENCH_MANYFILES_PROGRAM, programSeconds);
    std::printf("  trace directory: %.1f MiB; loaded: %zu files\n",
        static_cast<double>(directoryBytes(spec.keepDir)) / (1 << 20), loadedFiles);
    std::printf(
        "  loadTrace (aggregation, symbols, findings), %d runs: median %.3f s (min %.3f, max %.3f)  target < 1 s\n",
        options.reps, median(seconds), *std::min_element(seconds.begin(), seconds.end()),
        *std::max_element(seconds.begin(), seconds.end()));
    std::printf("  iolens' peak resident memory grew by %.1f MiB while loading (VmHWM %ld -> %ld KiB)\n",
        static_cast<double>(after - before) / 1024, before, after);
}

} // namespace iolens::bench
