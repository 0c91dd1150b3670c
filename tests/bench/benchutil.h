// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/params.h"

#include <cstdint>
#include <functional>
#include <string>
#include <sys/types.h>
#include <vector>

namespace iolens::bench {

struct Options {
    std::string file; // the 1 GiB workload (generated when absent)
    std::string smallFile; // for byte-at-a-time strategies, which would take an hour on 1 GiB
    std::string outDir;
    int reps = 7;
    bool repsGiven = false; // --reps was on the command line (else a benchmark may use its own default)
    std::string textFile; // 1 GiB of ~80-byte ASCII lines, for the read family
    std::string smallTextFile; // 10 MiB of the same, for byte-at-a-time readers
    // trace-scale's workload sizes (issue 22 §1's targets by default)
    long scaleProcesses = 10'000, scaleThreads = 10'000, scaleSites = 100'000, scaleFiles = 1'000'000;
    // trace-load: a trace directory kept earlier (iolens-cli trace --keep) loaded instead of
    // tracing the many-files program again, for profiling and before/after comparisons of the
    // loader on the very same trace.
    std::string traceDir;
};

double median(std::vector<double> values);

// Makes sure a random file of `size` bytes exists at path (generated with iolens' generator).
void ensureFile(const std::string& path, std::uint64_t size);

// The disk space the regular files under dir take (allocated blocks: a sparse file counts what
// it holds, not its size).
std::uint64_t directoryBytes(const std::string& dir);

// Makes sure an ASCII text file of `size` bytes with lines of about 80 bytes exists at path.
void ensureTextFile(const std::string& path, std::uint64_t size);

// One warm-up round, then `reps` rounds of every run, the order shuffled in each round with a fixed
// seed; returns the ns of every measured run, per run. Interleaving exposes all runs to the same
// noise of a shared machine; a fixed order would pin a periodic cost (a VM's fresh page cache, a
// neighbour's cron job) on the same runs.
std::vector<std::vector<double>> runInterleaved(const std::vector<std::function<double()>>& runs, int reps);

// One warm-cache run of a strategy called directly (no runner around it), in ns of wall time.
// The destination is created in outDir and removed afterwards.
double timeStrategy(
    const std::string& id, const ParamValues& params, const std::string& source, const std::string& outDir);

// One warm-cache run of an external command (posix_spawn, no shell), in ns of wall time; {dst} in
// an argument is replaced by a fresh destination path in outDir, removed afterwards.
double timeCommand(std::vector<std::string> argv, const std::string& source, const std::string& outDir);

// On a virtual machine the first touch of guest memory costs the host a page fault: writing a
// 1 GiB destination into fresh page cache then takes up to twice as long, every few runs. Touching
// a few GiB once before measuring makes that cost the same for every run.
void touchMemoryOnce(std::uint64_t bytes);

void printRatioRow(const std::string& label, double a, double b, double limit);
// As printRatioRow, for a target that is a speed-up: slow / fast must reach minSpeedup.
void printSpeedupRow(const std::string& label, double slow, double fast, double minSpeedup);

// Starts argv (no shell, looked up in PATH) with its stdout and stderr on /dev/null: a traced
// program's or iolens-cli's report is part of the work, not of the bench's table. Throws
// UsageError when it cannot be started; the caller waits for it.
pid_t spawnQuiet(const std::vector<std::string>& argv);

// One whole process, as the user waits for it: `input` warmed into the page cache, argv spawned
// (spawnQuiet), waited for; its wall time in ns. Throws UsageError naming the command when it
// fails.
double timeProcess(const std::vector<std::string>& argv, const std::string& input);

} // namespace iolens::bench
