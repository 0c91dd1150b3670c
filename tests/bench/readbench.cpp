// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchmarks.h"

#include <algorithm>
#include <cstdio>

namespace iolens::bench {

namespace {

std::function<double()> strategyRun(
    const std::string& id, ParamValues params, const std::string& file, const Options& o)
{
    return [=, &o] { return timeStrategy(id, params, file, o.outDir); };
}

} // namespace

// Issue 3, section 7, the read family on ~80-byte ASCII lines, warm cache: the best single-thread
// line counter against wc -l (1 GiB), read.parallel with 2 threads against 1 (1 GiB), and
// read.char-syscall against read.buffer (10 MiB, the article's ~5x lesson).
void readBenchmark(const Options& options)
{
    const std::string& big = options.textFile;
    const std::string& small = options.smallTextFile;
    // wc -l hashes nothing: the fair comparison turns the strategies' line checksum off.
    enum Run { MmapCount, BufferCount, WcL, MmapHash, BufferHash, Parallel1, Parallel2, CharSyscall, BufferSmall };
    const std::vector<std::function<double()>> runs {
        strategyRun("read.mmap", { { "checksum", 0 } }, big, options),
        strategyRun("read.buffer", { { "checksum", 0 } }, big, options),
        [&] {
            return timeCommand({ "wc", "-l", big }, big, options.outDir);
        },
        strategyRun("read.mmap", { { "checksum", 1 } }, big, options),
        strategyRun("read.buffer", { { "checksum", 1 } }, big, options),
        strategyRun("read.parallel", { { "threads", 1 }, { "checksum", 1 } }, big, options),
        strategyRun("read.parallel", { { "threads", 2 }, { "checksum", 1 } }, big, options),
        strategyRun("read.char-syscall", {}, small, options),
        strategyRun("read.buffer", {}, small, options),
    };
    const std::vector<std::vector<double>> ns = runInterleaved(runs, options.reps);
    std::vector<double> m;
    for (const auto& samples : ns)
        m.push_back(median(samples));

    std::printf("read family: %s (1 GiB) and %s (10 MiB), ASCII lines of ~80 bytes\n", big.c_str(), small.c_str());
    std::printf("%d repetitions in shuffled order + 1 warm-up, warm cache, medians\n\n", options.reps);

    const bool mmapBest = m[MmapCount] <= m[BufferCount];
    std::printf("%-44s %15s %15s %8s\n", "single-thread line count vs wc -l", "iolens", "wc -l", "ratio");
    printRatioRow("read.mmap checksum=0", m[MmapCount], m[WcL], 0);
    printRatioRow("read.buffer checksum=0", m[BufferCount], m[WcL], 0);
    printRatioRow(std::string("best: ") + (mmapBest ? "read.mmap" : "read.buffer") + " checksum=0 (target <= 1.0)",
        std::min(m[MmapCount], m[BufferCount]), m[WcL], 1.0);
    printRatioRow("read.mmap checksum=1 (hashes every line)", m[MmapHash], m[WcL], 0);
    printRatioRow("read.buffer checksum=1 (hashes every line)", m[BufferHash], m[WcL], 0);
    std::printf("checksum=0 counts lines and bytes only, as wc -l does; checksum=1 (the default) also hashes\n"
                "every line's content with XXH3 for verification, work wc -l does not do.\n\n");

    std::printf("%-44s %15s %15s %8s\n", "read.parallel, checksum=1", "1 thread", "2 threads", "speedup");
    printSpeedupRow("threads=2 vs threads=1 (target >= 1.7x)", m[Parallel1], m[Parallel2], 1.7);
    std::printf("\n");

    const double charRatio = m[CharSyscall] / m[BufferSmall];
    std::printf("%-44s %15s %15s %8s\n", "10 MiB, checksum=1", "char-syscall", "buffer", "ratio");
    printRatioRow("read.char-syscall vs read.buffer", m[CharSyscall], m[BufferSmall], 0);
    std::printf("read.char-syscall is %.1fx %s than read.buffer (article 002: ~5x slower in Java): the direction "
                "%s.\n",
        charRatio >= 1 ? charRatio : 1 / charRatio, charRatio >= 1 ? "slower" : "faster",
        charRatio > 1 ? "reproduces" : "does NOT reproduce");
}

} // namespace iolens::bench
