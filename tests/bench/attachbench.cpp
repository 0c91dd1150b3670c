// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 25, section 3: what `iolens-cli trace --pid` costs the program it attaches to. In each
// round a fresh attachreader (one-byte reads, timed per batch by the program itself) runs untraced
// for a while, then `iolens-cli trace --pid PID --duration 1` records it, then it runs on after
// the detach. Untraced, attached and detached batches of the same process are compared round by
// round (interleaved in time), and the program's longest read around the attach and the detach is
// the pause it saw.
#include "benchmarks.h"

#include "core/errors.h"
#include "core/trace/ioltfile.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <spawn.h>
#include <string>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

extern char** environ;

namespace iolens::bench {

namespace {

constexpr int kBatchReads = 20'000; // attachreader.c's batch

std::uint64_t realtimeNs()
{
    timespec t {};
    ::clock_gettime(CLOCK_REALTIME, &t);
    return std::uint64_t(t.tv_sec) * 1'000'000'000u + std::uint64_t(t.tv_nsec);
}

int waitFor(pid_t pid)
{
    int status = 0;
    ::waitpid(pid, &status, 0);
    return status;
}

struct Batch {
    std::uint64_t begin = 0, end = 0, longest = 0;
    double nsPerRead() const { return double(end - begin) / kBatchReads; }
};

struct Round {
    double before = 0, attached = 0, after = 0; // median ns per read of the phase's batches
    double toRecording = 0; // ns from the command to the start of recording
    double attachPause = 0, detachPause = 0; // the program's longest read around each, ns
};

double medianOf(const std::vector<Batch>& batches, std::uint64_t from, std::uint64_t to)
{
    std::vector<double> ns;
    for (const Batch& b : batches)
        if (b.begin >= from && b.end <= to)
            ns.push_back(b.nsPerRead());
    return ns.empty() ? 0 : median(ns);
}

double longestIn(const std::vector<Batch>& batches, std::uint64_t from, std::uint64_t to)
{
    std::uint64_t longest = 0;
    for (const Batch& b : batches)
        if (b.end >= from && b.begin <= to)
            longest = std::max(longest, b.longest);
    return double(longest);
}

Round attachRound(const char* reader, const std::string& input, const std::string& scratch)
{
    const std::string out = scratch + "/batches", stop = scratch + "/stop", keep = scratch + "/trace";
    const pid_t program = spawnQuiet({ reader, input, out, stop });
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    const std::uint64_t command = realtimeNs();
    const pid_t cli = spawnQuiet({ IOLENS_BENCH_CLI, "trace", "--pid", std::to_string(program), "--duration", "1",
        "--keep", keep, "--no-symbols" });
    const int cliStatus = waitFor(cli);
    const std::uint64_t cliEnd = realtimeNs();
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    std::ofstream(stop).flush();
    waitFor(program);
    if (!WIFEXITED(cliStatus) || WEXITSTATUS(cliStatus) != 0)
        throw UsageError("iolens-cli trace --pid failed with status " + std::to_string(cliStatus));

    std::uint64_t recordStart = 0, recordEnd = 0;
    for (const auto& entry : std::filesystem::directory_iterator(keep))
        if (entry.path().extension() == ".iolt") {
            const trace::IoltFile image(entry.path().string());
            recordStart = image.header().start_realtime_ns;
            recordEnd = recordStart + trace::loadAcquire(image.header().end_ns);
        }
    if (recordStart == 0)
        throw UsageError("the attached program left no trace in " + keep);
    std::vector<Batch> batches;
    std::ifstream in(out);
    for (Batch b; in >> b.begin >> b.end >> b.longest;)
        batches.push_back(b);

    Round r;
    r.before = medianOf(batches, 0, command);
    r.attached = medianOf(batches, recordStart, recordEnd);
    r.after = medianOf(batches, cliEnd, ~std::uint64_t(0));
    r.toRecording = double(recordStart - command);
    // 5 ms either side: the batch that holds the stop, whichever side of the stamp it ends.
    r.attachPause = longestIn(batches, recordStart - 5'000'000, recordStart + 5'000'000);
    r.detachPause = longestIn(batches, recordEnd - 5'000'000, recordEnd + 5'000'000);
    std::filesystem::remove_all(scratch + "/trace");
    ::unlink(out.c_str());
    ::unlink(stop.c_str());
    return r;
}

void printRounds(const char* what, const std::vector<Round>& rounds, const char* target)
{
    const auto medianBy = [&](auto field) {
        std::vector<double> values;
        for (const Round& r : rounds)
            values.push_back(field(r));
        return median(values);
    };
    const auto longestBy = [&](auto field) {
        double most = 0;
        for (const Round& r : rounds)
            most = std::max(most, field(r));
        return most;
    };
    std::printf("  %s:\n", what);
    std::printf("  one read untraced %.0f ns, attached %.0f ns, after the detach %.0f ns\n",
        medianBy([](const Round& r) { return r.before; }), medianBy([](const Round& r) { return r.attached; }),
        medianBy([](const Round& r) { return r.after; }));
    std::printf("  slowdown while attached: %.3f (per round, attached / untraced%s%s)\n",
        medianBy([](const Round& r) { return r.attached / r.before; }), target ? "; target <= " : "",
        target ? target : "");
    std::printf("  slowdown after the detach: %.3f (per round, after / untraced; target 1.00)\n",
        medianBy([](const Round& r) { return r.after / r.before; }));
    std::printf("  from the command to the start of recording: %.1f ms (longest %.1f ms)\n",
        medianBy([](const Round& r) { return r.toRecording; }) / 1e6,
        longestBy([](const Round& r) { return r.toRecording; }) / 1e6);
    std::printf("  the program's longest read at the attach: %.2f ms (longest %.2f ms); at the detach: %.2f ms "
                "(longest %.2f ms)\n\n",
        medianBy([](const Round& r) { return r.attachPause; }) / 1e6,
        longestBy([](const Round& r) { return r.attachPause; }) / 1e6,
        medianBy([](const Round& r) { return r.detachPause; }) / 1e6,
        longestBy([](const Round& r) { return r.detachPause; }) / 1e6);
}

} // namespace

void traceAttachBenchmark(const Options& options)
{
    const int reps = options.repsGiven ? options.reps : 9;
    const std::string input = options.outDir + "/iolens-bench-trace-attach.bin";
    ensureFile(input, 4096);
    const std::string scratch = options.outDir + "/iolens-bench-attach-" + std::to_string(::getpid());
    std::filesystem::create_directories(scratch);
    // The dynamic reader (the library loaded into it) and the same reader linked with -static
    // (attached through ptrace, every system call stopped), round by round in turn.
    std::vector<Round> rounds, staticRounds;
    for (int i = 0; i < reps; ++i) {
        rounds.push_back(attachRound(IOLENS_BENCH_ATTACH_READER, input, scratch));
        staticRounds.push_back(attachRound(IOLENS_BENCH_ATTACH_READER_STATIC, input, scratch));
    }
    std::filesystem::remove_all(scratch);

    std::printf("trace-attach: iolens-cli trace --pid PID --duration 1 on a program reading one byte per read(2)\n"
                "(tests/bench/attachreader.c, its own clock per batch of %d reads), %d rounds, a fresh program\n"
                "each: 0.5 s untraced, attached for 1 s, 0.5 s after the detach. Medians of the rounds; the\n"
                "dynamic and the static (-static, attached through ptrace) reader in turn.\n\n",
        kBatchReads, reps);
    printRounds("dynamic (the trace library loaded into it)", rounds, "1.15");
    printRounds("static (attached through ptrace, stopped at every system call)", staticRounds, nullptr);
}

} // namespace iolens::bench
