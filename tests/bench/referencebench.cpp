#include "benchmarks.h"

#include <cstdio>
#include <functional>

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
        [&] { return timeCommand({ "cp", src, "{dst}" }, src, out); }, {}, {} });
    pairs.push_back({ "copy.buffer-loop 8 KiB vs dd bs=8k",
        [&] { return timeStrategy("copy.buffer-loop", { { "buffer_size", 8192 } }, src, out); },
        [&] { return timeCommand({ "dd", "if=" + src, "of={dst}", "bs=8k", "status=none" }, src, out); }, {}, {} });
    pairs.push_back({ "copy.buffer-loop 1 MiB vs dd bs=1M",
        [&] { return timeStrategy("copy.buffer-loop", { { "buffer_size", 1 << 20 } }, src, out); },
        [&] { return timeCommand({ "dd", "if=" + src, "of={dst}", "bs=1M", "status=none" }, src, out); }, {}, {} });

    for (auto& p : pairs) { // one warm-up round, discarded
        p.ours();
        p.theirs();
    }
    for (int rep = 0; rep < options.reps; ++rep) {
        std::fprintf(stderr, "\rrepetition %d/%d", rep + 1, options.reps);
        for (auto& p : pairs) {
            p.oursNs.push_back(p.ours());
            p.theirsNs.push_back(p.theirs());
        }
    }
    std::fprintf(stderr, "\r%30s\r", "");
    std::printf("file %s, %d interleaved repetitions + 1 warm-up, warm cache, medians\n", src.c_str(), options.reps);
    std::printf("%-44s %15s %15s %8s\n", "pair", "iolens", "reference", "ratio");
    for (auto& p : pairs)
        printRatioRow(p.label, median(p.oursNs), median(p.theirsNs), 1.05);
}

} // namespace iolens::bench
