// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// iolens-bench trace-stacks (issue 23 §7): what the sampled call stacks cost a traced program,
// whole processes as the user waits for them: untraced, iolens-cli trace (stacks on, as by
// default), iolens-cli trace --no-stacks, in interleaved rounds; and strace -f -k (a stack unwound
// and printed for every system call) on the same programs with a hundredth of the calls, its cost
// per call set beside iolens'. The workloads: 1,000,000 one-byte read(2) calls of a C program,
// and a Java program making 10,000,000 FileInputStream.read() calls (the articles' own sin).
#include "benchmarks.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace iolens::bench {

namespace {

constexpr std::uint64_t kStackReads = 1'000'000;
constexpr std::uint64_t kJavaReads = 10'000'000;
constexpr std::uint64_t kStraceShare = 100; // strace -k runs a hundredth of the calls
constexpr double kStackReadTarget = 1.15;
constexpr double kJavaTarget = 1.3;

const char* const kJavaSource = R"(import java.io.FileInputStream;
import java.io.IOException;

public class ByteRead {
    public static void main(String[] args) throws IOException {
        long n = 0;
        try (FileInputStream in = new FileInputStream(args[0])) {
            while (in.read() != -1)
                n++;
        }
        System.out.println(n);
    }
}
)";

std::vector<std::string> withPrefix(std::vector<std::string> prefix, const std::vector<std::string>& argv)
{
    prefix.insert(prefix.end(), argv.begin(), argv.end());
    return prefix;
}

std::vector<std::string> tracedWithStacks(const std::vector<std::string>& argv, bool stacks)
{
    std::vector<std::string> cli { IOLENS_BENCH_CLI, "trace" };
    if (!stacks)
        cli.emplace_back("--no-stacks");
    cli.emplace_back("--");
    return withPrefix(cli, argv);
}

std::vector<std::string> stracedWithStacks(const std::vector<std::string>& argv)
{
    return withPrefix({ "strace", "-f", "-k", "-o", "/dev/null" }, argv);
}

bool straceUnwinds()
{
    // strace prints "-k: ... not supported" (or exits non-zero) when built without an unwinder.
    return std::system("strace -f -k -o /dev/null true > /dev/null 2>&1") == 0;
}

// One workload: the full one untraced / traced / traced without stacks, interleaved; then, when
// strace -k works, the hundredth-size one untraced and under strace -f -k, interleaved, for its
// cost per call.
void compare(const std::string& title, const std::vector<std::string>& full, const std::vector<std::string>& small,
    std::uint64_t calls, const std::string& input, double target, int reps, bool strace)
{
    const std::vector<std::vector<double>> ns
        = runInterleaved({
                             [&] { return timeProcess(full, input); },
                             [&] { return timeProcess(tracedWithStacks(full, true), input); },
                             [&] { return timeProcess(tracedWithStacks(full, false), input); },
                         },
            reps);
    const double bare = median(ns[0]), withStacks = median(ns[1]), without = median(ns[2]);
    std::printf("%s\n", title.c_str());
    std::printf("%-44s %15s %15s %8s\n", "", "run", "untraced", "ratio");
    printRatioRow("iolens-cli trace (stacks on)", withStacks, bare, target);
    printRatioRow("iolens-cli trace --no-stacks", without, bare, 0);
    const double iolensPerCall = (withStacks - bare) / double(calls);
    std::printf("  iolens-cli trace: %.2f us a call (the stacks: %+.2f us a call)\n", iolensPerCall / 1e3,
        (withStacks - without) / double(calls) / 1e3);
    if (strace) {
        const std::uint64_t smallCalls = calls / kStraceShare;
        const std::vector<std::vector<double>> st
            = runInterleaved({
                                 [&] { return timeProcess(small, input); },
                                 [&] { return timeProcess(stracedWithStacks(small), input); },
                             },
                std::max(3, reps / 3));
        const double perCall = (median(st[1]) - median(st[0])) / double(smallCalls);
        std::printf("  strace -f -k -o /dev/null on %llu calls: %.2f s against %.2f s untraced: %.2f us a call (the\n"
                    "  program's start under strace included), %.0f times iolens' (for the full workload a ratio of\n"
                    "  about %.0f)\n",
            static_cast<unsigned long long>(smallCalls), median(st[1]) / 1e9, median(st[0]) / 1e9, perCall / 1e3,
            iolensPerCall > 0 ? perCall / iolensPerCall : 0, (bare + perCall * double(calls)) / bare);
    }
    std::printf("\n");
}

// javac's ByteRead in dir; "" when javac is missing or fails.
std::string buildJava(const std::string& dir)
{
    std::filesystem::create_directories(dir);
    {
        std::ofstream out(dir + "/ByteRead.java");
        out << kJavaSource;
    }
    const std::string command = "javac -d '" + dir + "' '" + dir + "/ByteRead.java' > /dev/null 2>&1";
    return std::system(command.c_str()) == 0 ? dir : std::string();
}

} // namespace

void traceStacksBenchmark(const Options& options)
{
    const int reps = options.repsGiven ? options.reps : 5;
    const bool strace = straceUnwinds();
    std::printf("trace-stacks: what sampled call stacks cost (issue 23 §7); whole processes, %d repetitions in\n"
                "shuffled order + 1 warm-up, warm cache, medians.%s\n\n",
        reps, strace ? "" : " strace -k is not available here: its rows are left out.");

    const std::string readInput = options.outDir + "/iolens-bench-trace-1m.bin";
    ensureFile(readInput, kStackReads);
    const std::string small = std::to_string(kStackReads / kStraceShare);
    compare("1,000,000 one-byte read(2) calls of a C program (tests/trace/patterns/small_io_read)",
        { IOLENS_BENCH_READ_PROGRAM, readInput, std::to_string(kStackReads) },
        { IOLENS_BENCH_READ_PROGRAM, readInput, small }, kStackReads, readInput, kStackReadTarget, reps, strace);

    const std::string classes = buildJava(options.outDir + "/iolens-bench-java");
    if (classes.empty()) {
        std::printf("javac is missing or failed: the Java workload is left out.\n");
        return;
    }
    const std::string javaInput = options.outDir + "/iolens-bench-trace-10m.bin";
    const std::string javaSmallInput = options.outDir + "/iolens-bench-trace-100k.bin";
    ensureFile(javaInput, kJavaReads);
    ensureFile(javaSmallInput, kJavaReads / kStraceShare);
    compare("10,000,000 FileInputStream.read() calls of a Java program (ByteRead, OpenJDK's java)",
        { "java", "-cp", classes, "ByteRead", javaInput }, { "java", "-cp", classes, "ByteRead", javaSmallInput },
        kJavaReads, javaInput, kJavaTarget, reps, strace);
}

} // namespace iolens::bench
