// iolens-bench: the speed and memory targets of iolens, measured as ratios of interleaved runs.
//   iolens-bench clock|overhead|reference|all [--file F] [--small-file F] [--out-dir D] [--reps N]
// Without --file a 1 GiB random file is generated under the out dir (and kept for the next run).
#include "benchmarks.h"

#include "core/clock.h"
#include "core/scratchdir.h"

#include <cstdio>
#include <cstring>
#include <exception>
#include <string>

using namespace iolens::bench;

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fprintf(stderr,
            "usage: iolens-bench clock|overhead|reference|all [--file F] [--small-file F] "
            "[--out-dir D] [--reps N]\n");
        return 2;
    }
    const std::string what = argv[1];
    Options options;
    options.outDir = iolens::ScratchDir::systemTempDir();
    for (int i = 2; i + 1 < argc; i += 2) {
        const std::string flag = argv[i];
        if (flag == "--file")
            options.file = argv[i + 1];
        else if (flag == "--small-file")
            options.smallFile = argv[i + 1];
        else if (flag == "--out-dir")
            options.outDir = argv[i + 1];
        else if (flag == "--reps")
            options.reps = std::stoi(argv[i + 1]);
        else {
            std::fprintf(stderr, "iolens-bench: unknown option '%s'\n", flag.c_str());
            return 2;
        }
    }
    if (options.file.empty())
        options.file = options.outDir + "/iolens-bench-1g.bin";
    if (options.smallFile.empty())
        options.smallFile = options.outDir + "/iolens-bench-16m.bin";
    try {
        iolens::Clock::calibrate();
        if (what != "clock") {
            touchMemoryOnce(6ull << 30);
            ensureFile(options.file, 1ull << 30);
            ensureFile(options.smallFile, 16ull << 20);
        }
        if (what == "clock" || what == "all")
            clockBenchmark(options);
        if (what == "overhead" || what == "all")
            overheadBenchmark(options);
        if (what == "reference" || what == "all")
            referenceBenchmark(options);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "iolens-bench: %s\n", e.what());
        return 1;
    }
    return 0;
}
