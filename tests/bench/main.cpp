// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// iolens-bench: the speed and memory targets of iolens, measured as ratios of interleaved runs.
//   iolens-bench clock|overhead|reference|read|write|scenario|fio|trace|trace-ptrace|trace-attach|trace-load|
//                trace-stacks|trace-scale|symbolize|replay|all
//   [--file F]
//   [--small-file F]
//                [--text-file F] [--small-text-file F] [--out-dir D] [--reps N] [--trace-dir D]
//                [--scale-processes N] [--scale-threads N] [--scale-sites N] [--scale-files N]
// Without --file a 1 GiB random file is generated under the out dir (and kept for the next run);
// without --text-file a 1 GiB text file of ~80-byte lines, for read, likewise (and 10 MiB of it).
#include "benchmarks.h"

#include "core/hugepagemalloc.h"
#include "core/scratchdir.h"
#include "core/stopwatch.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>
#include <string>
#include <system_error>

#include <unistd.h>

using namespace iolens::bench;

namespace {

// The kernel's transparent huge page mode, the bracketed word of its sysfs file ("madvise").
std::string transparentHugePageMode()
{
    std::ifstream in("/sys/kernel/mm/transparent_hugepage/enabled");
    std::string line;
    std::getline(in, line);
    const std::size_t open = line.find('['), close = line.find(']');
    return open != std::string::npos && close > open ? line.substr(open + 1, close - open - 1) : "unknown";
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fprintf(stderr,
            "usage: iolens-bench "
            "clock|overhead|reference|read|write|scenario|fio|trace|trace-ptrace|trace-attach|trace-load|trace-stacks|"
            "trace-scale|symbolize|"
            "replay|all "
            "[--file F] "
            "[--small-file "
            "F] "
            "[--text-file F] [--small-text-file F] [--out-dir D] [--reps N] [--trace-dir D] [--scale-processes N] "
            "[--scale-threads N] [--scale-sites N] [--scale-files N]\n");
        return 2;
    }
    const std::string what = argv[1];
    // trace-load measures loading as iolens-cli trace loads: with malloc on huge pages
    // (core/hugepagemalloc.h), which glibc takes only at a program's start, hence the exec.
    const bool hugePageMalloc = iolens::restoreUserTunables();
    if (!hugePageMalloc && what == "trace-load" && iolens::requestHugePageMalloc()) {
        ::execv("/proc/self/exe", argv);
        iolens::restoreUserTunables(); // not run again: loads with the usual heap
    }
    if (what == "trace-load") {
        // Without ours: the user's GLIBC_TUNABLES decides (it set hugetlb), or the re-exec failed.
        const char* tunables = std::getenv("GLIBC_TUNABLES");
        const std::string how = hugePageMalloc ? std::string("asks for huge pages, as iolens-cli trace's does")
            : tunables                         ? "as GLIBC_TUNABLES='" + std::string(tunables) + "' says"
                                               : std::string("as usual (the re-exec failed)");
        std::printf(
            "trace-load: malloc %s (transparent huge pages: %s)\n", how.c_str(), transparentHugePageMode().c_str());
        std::fflush(stdout); // before trace-load forks its loading children
    }
    Options options;
    options.outDir = iolens::ScratchDir::systemTempDir();
    for (int i = 2; i + 1 < argc; i += 2) {
        const std::string flag = argv[i];
        if (flag == "--file")
            options.file = argv[i + 1];
        else if (flag == "--small-file")
            options.smallFile = argv[i + 1];
        else if (flag == "--text-file")
            options.textFile = argv[i + 1];
        else if (flag == "--small-text-file")
            options.smallTextFile = argv[i + 1];
        else if (flag == "--out-dir")
            options.outDir = argv[i + 1];
        else if (flag == "--trace-dir")
            options.traceDir = argv[i + 1];
        else if (flag == "--scale-processes" || flag == "--scale-threads" || flag == "--scale-sites"
            || flag == "--scale-files") {
            long& size = flag == "--scale-processes" ? options.scaleProcesses
                : flag == "--scale-threads"          ? options.scaleThreads
                : flag == "--scale-sites"            ? options.scaleSites
                                                     : options.scaleFiles;
            size = std::stol(argv[i + 1]);
            if (size < 1) {
                std::fprintf(stderr, "iolens-bench: %s needs a count of 1 or more.\n", flag.c_str());
                return 2;
            }
        } else if (flag == "--reps") {
            options.reps = std::max(1, std::stoi(argv[i + 1]));
            options.repsGiven = true;
        } else {
            std::fprintf(stderr, "iolens-bench: unknown option '%s'\n", flag.c_str());
            return 2;
        }
    }
    if (options.file.empty())
        options.file = options.outDir + "/iolens-bench-1g.bin";
    if (options.smallFile.empty())
        options.smallFile = options.outDir + "/iolens-bench-16m.bin";
    if (options.textFile.empty())
        options.textFile = options.outDir + "/iolens-bench-1g.txt";
    if (options.smallTextFile.empty())
        options.smallTextFile = options.outDir + "/iolens-bench-10m.txt";
    const bool all = what == "all";
    const bool known = all || what == "clock" || what == "overhead" || what == "reference" || what == "read"
        || what == "write" || what == "scenario" || what == "fio" || what == "trace" || what == "trace-ptrace"
        || what == "trace-attach" || what == "trace-load" || what == "trace-stacks" || what == "symbolize"
        || what == "replay" || what == "trace-scale";
    if (!known) {
        std::fprintf(stderr, "iolens-bench: unknown benchmark '%s'\n", what.c_str());
        return 2;
    }
    if (options.outDir.empty()) {
        std::fprintf(stderr, "iolens-bench: --out-dir needs a directory.\n");
        return 2;
    }
    // Created as `iolens-cli scenario --dir` creates its dir: the inputs are generated into it.
    std::error_code ec;
    std::filesystem::create_directories(options.outDir, ec);
    if (ec || !std::filesystem::is_directory(options.outDir)) {
        std::fprintf(stderr, "iolens-bench: the out dir '%s' cannot be created: %s.\n", options.outDir.c_str(),
            ec ? ec.message().c_str() : "a file of that name is in the way");
        return 2;
    }
    try {
        iolens::Stopwatch::calibrate();
        // Not for trace-ptrace alone either: its cost is the program's stops, not where its memory lies;
        // nor for replay, whose cost is system calls on a 1 MB file.
        if (what != "clock" && what != "trace-ptrace" && what != "trace-attach" && what != "trace-load"
            && what != "replay" && what != "symbolize" && what != "trace-scale")
            touchMemoryOnce(6ull << 30);
        // Each benchmark generates only the inputs it reads.
        if (all || what == "overhead" || what == "reference") {
            ensureFile(options.file, 1ull << 30);
            ensureFile(options.smallFile, 16ull << 20);
        }
        if (all || what == "read" || what == "write")
            ensureTextFile(options.smallTextFile, 10ull << 20);
        if (all || what == "read" || what == "fio")
            ensureTextFile(options.textFile, 1ull << 30);
        if (what == "clock" || what == "all")
            clockBenchmark(options);
        if (what == "overhead" || what == "all")
            overheadBenchmark(options);
        if (what == "reference" || what == "all")
            referenceBenchmark(options);
        if (what == "read" || what == "all")
            readBenchmark(options);
        if (what == "write" || what == "all")
            writeBenchmark(options);
        if (what == "scenario" || what == "all")
            scenarioBenchmark(options);
        if (what == "fio" || what == "all")
            fioBenchmark(options);
        if (what == "trace" || what == "all")
            traceBenchmark(options);
        if (what == "trace-ptrace")
            tracePtraceBenchmark(options); // traceBenchmark includes it
        if (what == "trace-attach")
            traceAttachBenchmark(options); // traceBenchmark includes it
        if (what == "trace-load" || what == "all")
            traceLoadBenchmark(options);
        if (what == "trace-stacks" || what == "all")
            traceStacksBenchmark(options);
        if (what == "trace-scale") // not in all: it takes minutes and gigabytes, and measures no time
            traceScaleBenchmark(options);
        if (what == "symbolize" || what == "all")
            symbolizeBenchmark(options);
        if (what == "replay" || what == "all")
            replayBenchmark(options);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "iolens-bench: %s\n", e.what());
        return 1;
    }
    return 0;
}
