// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 26 §5: replaying a recorded 1,000,000-call pattern costs within 10 % of the original
// program's I/O time on that file. Each round traces the program (`iolens-cli trace --json`; its
// time in calls on the file is what the trace measured there) and then replays that round's trace
// (`iolens-cli run --replay … --strategy replay.as-recorded --reps 1`: the strategy's wall time,
// its fresh copy made outside the timing), so the two alternate on the same machine phase.
#include "benchmarks.h"

#include "core/errors.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace iolens::bench {

namespace {

constexpr std::uint64_t kCalls = 1'000'000;
constexpr double kReplayTarget = 1.10;

void runQuiet(const std::vector<std::string>& argv)
{
    int status = 0;
    ::waitpid(spawnQuiet(argv), &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        throw UsageError("'" + argv[0] + " " + argv[1] + "' failed with status " + std::to_string(status));
}

QJsonObject readJson(const std::string& path)
{
    QFile f(QString::fromStdString(path));
    if (!f.open(QIODevice::ReadOnly))
        throw UsageError("'" + path + "' was not written");
    return QJsonDocument::fromJson(f.readAll()).object();
}

// The trace's time in calls on `path` (every process), in ns: the original program's I/O time there.
double timeOnFile(const QJsonObject& trace, const std::string& path)
{
    double ns = 0;
    for (const QJsonValue& file : trace[u"files"].toArray()) {
        if (file[u"path"].toString().toStdString() != path)
            continue;
        for (const QJsonValue& call : file[u"calls"].toArray())
            ns += call[u"ns"].toDouble();
    }
    return ns;
}

struct Round {
    double original = 0, replay = 0;
    std::uint64_t events = 0;
};

Round oneRound(const std::vector<std::string>& program, const std::string& input, const std::string& outDir)
{
    const std::string traceJson = outDir + "/iolens-bench-replay-trace.json";
    const std::string runJson = outDir + "/iolens-bench-replay-run.json";
    std::vector<std::string> traced { IOLENS_BENCH_CLI, "trace", "--no-symbols", "--json", traceJson, "--" };
    traced.insert(traced.end(), program.begin(), program.end());
    runQuiet(traced);
    const QJsonObject trace = readJson(traceJson);
    Round r;
    r.original = timeOnFile(trace, input);
    r.events = static_cast<std::uint64_t>(trace[u"events_kept"].toInteger());
    runQuiet({ IOLENS_BENCH_CLI, "run", "--replay", traceJson, "--file", input, "--strategy", "replay.as-recorded",
        "--reps", "1", "--warmup", "0", "--out-dir", outDir, "--json", runJson });
    const QJsonObject run = readJson(runJson);
    const QJsonObject result = run[u"results"].toArray().at(0).toObject();
    if (result[u"status"].toString() != u"ok" || !result[u"verified"].toBool())
        throw UsageError(
            "the replay of '" + input + "' did not run verified: " + result[u"message"].toString().toStdString());
    r.replay = result[u"stats"][u"median_ns"].toDouble();
    ::unlink(traceJson.c_str());
    ::unlink(runJson.c_str());
    return r;
}

void comparePattern(const std::string& title, const std::vector<std::string>& program, const std::string& input,
    const std::string& outDir, int reps)
{
    oneRound(program, input, outDir); // warm-up
    std::vector<double> original, replay, ratios;
    std::uint64_t events = 0;
    for (int i = 0; i < reps; ++i) {
        const Round r = oneRound(program, input, outDir);
        original.push_back(r.original);
        replay.push_back(r.replay);
        ratios.push_back(r.replay / r.original);
        events = r.events;
    }
    std::printf("%s\n", title.c_str());
    std::printf("%-44s %15s %15s %8s\n", "", "replay", "original", "ratio");
    printRatioRow("replay.as-recorded vs the program's calls", median(replay), median(original), kReplayTarget);
    std::printf("  per-round ratio median %.3f; the trace kept %llu time-line events in all\n\n", median(ratios),
        static_cast<unsigned long long>(events));
}

} // namespace

void replayBenchmark(const Options& options)
{
    const int reps = options.repsGiven ? options.reps : 7;
    const std::string input = options.outDir + "/iolens-bench-trace-1m.bin";
    ensureFile(input, kCalls);
    std::printf("replay: the time a traced program spent in calls on its input (as the trace measured it)\n"
                "against replay.as-recorded of that trace on a copy of the input (the strategy's wall time);\n"
                "%d rounds, each tracing then replaying, + 1 warm-up; medians. Target: replay <= %.2f x.\n\n",
        reps, kReplayTarget);
    comparePattern("1,000,000 one-byte read(2) calls (tests/trace/patterns/small_io_read)",
        { IOLENS_BENCH_READ_PROGRAM, input, std::to_string(kCalls) }, input, options.outDir, reps);
    const std::string copy = options.outDir + "/iolens-bench-replay-dd.out";
    comparePattern("dd bs=1: 1,000,000 one-byte reads, each followed by a write to another file",
        { "dd", "if=" + input, "of=" + copy, "bs=1", "status=none" }, input, options.outDir, reps);
    ::unlink(copy.c_str());
}

} // namespace iolens::bench
