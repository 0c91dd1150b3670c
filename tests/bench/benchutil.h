#pragma once

#include "core/params.h"

#include <cstdint>
#include <string>
#include <vector>

namespace iolens::bench {

struct Options {
    std::string file; // the 1 GiB workload (generated when absent)
    std::string smallFile; // for byte-at-a-time strategies, which would take an hour on 1 GiB
    std::string outDir;
    int reps = 7;
};

double median(std::vector<double> values);

// Makes sure a random file of `size` bytes exists at path (generated with iolens' generator).
void ensureFile(const std::string& path, std::uint64_t size);

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

} // namespace iolens::bench
