// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchmarks.h"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <random>

namespace iolens::bench {

// iolens strategies against the commands people compare them with, interleaved per repetition.
void referenceBenchmark(const Options& options)
{
    struct Pair {
        std::string label;
        std::function<double()> ours;
        std::function<double()> theirs;
        std::vector<double> oursNs, theirsNs;
    };
    const std::string& src = options.file;
    const std::string& out = options.outDir;
    std::vector<Pair> pairs;
    pairs.push_back({ "copy.copy-file-range vs cp", [&] { return timeStrategy("copy.copy-file-range", {}, src, out); },
        [&] {
            return timeCommand({ "cp", src, "{dst}" }, src, out);
        },
        {}, {} });
    pairs.push_back({ "copy.buffer-loop 8 KiB vs dd bs=8k",
        [&] {
            return timeStrategy("copy.buffer-loop", { { "buffer_size", 8192 } }, src, out);
        },
        [&] {
            return timeCommand({ "dd", "if=" + src, "of={dst}", "bs=8k", "status=none" }, src, out);
        },
        {}, {} });
    pairs.push_back({ "copy.buffer-loop 1 MiB vs dd bs=1M",
        [&] {
            return timeStrategy("copy.buffer-loop", { { "buffer_size", 1 << 20 } }, src, out);
        },
        [&] {
            return timeCommand({ "dd", "if=" + src, "of={dst}", "bs=1M", "status=none" }, src, out);
        },
        {}, {} });

    for (auto& p : pairs) { // one warm-up round, discarded
        p.ours();
        p.theirs();
    }
    // The order of the runs is shuffled in every repetition (fixed seed): on a VM, writing fresh page
    // cache is slower every few runs, and a fixed order would pin that cost on the same runs.
    std::mt19937 shuffler(2026);
    for (int rep = 0; rep < options.reps; ++rep) {
        std::fprintf(stderr, "\rrepetition %d/%d", rep + 1, options.reps);
        std::vector<std::pair<std::size_t, bool>> order; // (pair, ours?)
        for (std::size_t i = 0; i < pairs.size(); ++i)
            order.insert(order.end(), { { i, true }, { i, false } });
        std::shuffle(order.begin(), order.end(), shuffler);
        for (const auto& [i, ours] : order) {
            Pair& p = pairs[i];
            (ours ? p.oursNs : p.theirsNs).push_back(ours ? p.ours() : p.theirs());
        }
    }
    std::fprintf(stderr, "\r%30s\r", "");
    std::printf(
        "file %s, %d repetitions in shuffled order + 1 warm-up, warm cache, medians\n", src.c_str(), options.reps);
    std::printf("%-44s %15s %15s %8s\n", "pair", "iolens", "reference", "ratio");
    for (auto& p : pairs)
        printRatioRow(p.label, median(p.oursNs), median(p.theirsNs), 1.05);
}

} // namespace iolens::bench
