// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// iolens-bench trace-load: how long iolens takes to read the trace of a program that touched
// 100,000 files, and how much memory it takes (issue 22 §6: under 1 s). The program
// (manyfiles.c) is traced once through the preload; its trace directory is then loaded --reps
// times as iolens-cli trace loads it after the program ends (aggregation, symbols, findings), each
// time in a new process.
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
#include <stdexcept>
#include <string>
#include <vector>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

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

// The space the trace files take (allocated blocks): their sizes are mostly holes, which a process
// that wrote little never fills (the trace of `true` is 4 MiB long and takes 16 KiB).
} // namespace

void traceLoadBenchmark(const Options& options)
{
    const ScratchDir scratch(options.outDir);
    std::string traceDir = options.traceDir;
    double programSeconds = 0;
    trace::LoadOptions load;
    if (traceDir.empty()) {
        const std::string files = scratch.path() + "/files";
        std::filesystem::create_directories(files);
        trace::LaunchSpec spec;
        spec.argv = { IOLENS_BENCH_MANYFILES_PROGRAM, files, std::to_string(kFiles) };
        spec.passStdio = false;
        spec.keepDir = scratch.path() + "/trace";
        trace::TraceLauncher launcher(spec);
        std::atomic<bool> cancel { false };
        load.command = spec.argv;
        load.haveWaitStatus = true;
        const auto programStart = std::chrono::steady_clock::now();
        load.waitStatus = launcher.run(cancel);
        programSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - programStart).count();
        load.topPid = launcher.pid();
        load.wallNs = launcher.wallNs();
        std::filesystem::remove_all(files); // the trace is what is measured, not the files' page cache
        traceDir = launcher.traceDir();
    }

    // Each load in a child of its own, as iolens-cli loads once in a fresh process: a second load
    // in the same process reuses the heap the first one grew (on this VM a first touch of a page
    // costs ~13 us, and a first load of this trace touches ~600 MiB).
    std::vector<double> seconds;
    std::vector<double> peakMib;
    std::size_t loadedFiles = 0;
    for (int r = 0; r < options.reps; ++r) {
        int fds[2];
        if (::pipe(fds) != 0)
            throw std::runtime_error("trace-load: no pipe");
        const pid_t child = ::fork();
        if (child == 0) {
            ::close(fds[0]);
            const long before = peakKib();
            const auto t0 = std::chrono::steady_clock::now();
            std::shared_ptr<const trace::Trace> t;
            try {
                t = trace::loadTrace(traceDir, load);
            } catch (const std::exception& e) { // said here; the parent's error handling is not the child's
                std::fprintf(stderr, "iolens-bench: %s\n", e.what());
                ::_exit(1);
            }
            const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            const double result[3]
                = { s, static_cast<double>(peakKib() - before) / 1024, static_cast<double>(t->files.size()) };
            const bool written = ::write(fds[1], result, sizeof result) == static_cast<ssize_t>(sizeof result);
            ::_exit(written ? 0 : 1); // the trace is not freed: a process's end frees it
        }
        ::close(fds[1]);
        double result[3] = {};
        const bool read = ::read(fds[0], result, sizeof result) == static_cast<ssize_t>(sizeof result);
        ::close(fds[0]);
        int status = 0;
        ::waitpid(child, &status, 0);
        if (!read || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
            throw std::runtime_error("trace-load: the loading child failed");
        seconds.push_back(result[0]);
        peakMib.push_back(result[1]);
        loadedFiles = static_cast<std::size_t>(result[2]);
    }
    if (options.traceDir.empty())
        std::printf("trace-load: a program creating and reading back %d files (%s), traced once in %.2f s\n", kFiles,
            IOLENS_BENCH_MANYFILES_PROGRAM, programSeconds);
    else
        std::printf("trace-load: the kept trace directory %s\n", traceDir.c_str());
    std::printf("  trace directory: %.1f MiB on disk; loaded: %zu files\n",
        static_cast<double>(directoryBytes(traceDir)) / (1 << 20), loadedFiles);
    std::printf(
        "  loadTrace (aggregation, symbols, findings), %d runs: median %.3f s (min %.3f, max %.3f)  target < 1 s\n",
        options.reps, median(seconds), *std::min_element(seconds.begin(), seconds.end()),
        *std::max_element(seconds.begin(), seconds.end()));
    std::printf("  the loading process's peak resident memory grew by %.1f MiB (median)\n", median(peakMib));
}

} // namespace iolens::bench
