// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// iolens-bench-course: runs every step of the course N times as the window does (the step's own
// file size and repetitions; a trace step traces article 004's program) and prints, per step, the
// answer of every round, how many rounds gave another answer than the most common one, how many could not
// settle it, and what the article says. A step whose answer flips in more than 1 of 5 rounds
// cannot teach anything on this machine (issue 29).
//   iolens-bench-course [--rounds N] [--out-dir D] [--program CSVMERGE004] [--step ID]
#include "core/course/courseanswer.h"
#include "core/course/coursestep.h"
#include "core/generator.h"
#include "core/runner.h"
#include "core/scratchdir.h"
#include "core/trace/launch/tracelauncher.h"
#include "core/trace/traceloader.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

using namespace iolens;
using namespace iolens::course;

namespace {

const char* agreementName(Agreement a)
{
    switch (a) {
    case Agreement::NoFigure:
        return "no figure";
    case Agreement::Agrees:
        return "agrees";
    case Agreement::Disagrees:
        return "disagrees";
    case Agreement::Close:
        return "close";
    case Agreement::Undecided:
        return "undecided";
    }
    return "?";
}

// One round of a step: its answer (computed as the window does).
Answer runOnce(const Step& step, const std::string& dir, const std::string& program)
{
    std::atomic<bool> cancel { false };
    if (step.isTrace()) {
        const std::string work = dir + "/csvmerge-" + std::to_string(step.iterations);
        std::filesystem::create_directories(work);
        std::filesystem::remove(work + "/test3.csv"); // the program appends: start empty
        trace::LaunchSpec spec;
        spec.argv = { program, work, std::to_string(step.iterations) };
        spec.passStdio = false;
        trace::TraceLauncher launcher(spec);
        trace::LoadOptions options;
        options.command = spec.argv;
        options.haveWaitStatus = true;
        // The program prints its progress and stopwatches on the stdout it inherits: not into the table.
        std::fflush(stdout);
        const int savedStdout = ::dup(STDOUT_FILENO);
        const int devNull = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
        if (devNull >= 0) {
            ::dup2(devNull, STDOUT_FILENO);
            ::close(devNull);
        }
        options.waitStatus = launcher.run(cancel);
        if (savedStdout >= 0) {
            ::dup2(savedStdout, STDOUT_FILENO);
            ::close(savedStdout);
        }
        options.topPid = launcher.pid();
        options.wallNs = launcher.wallNs();
        return computeTraceAnswer(step, *trace::loadTrace(launcher.traceDir(), options));
    }
    const std::string file
        = dir + "/course-" + std::string(genKindName(step.fileKind)) + "-" + std::to_string(step.fileBytes) + ".bin";
    std::error_code ec;
    if (std::filesystem::file_size(file, ec) != step.fileBytes || ec)
        generateFile(file, step.fileKind, step.fileBytes, {}, cancel);
    return computeAnswer(step, Runner().run(step.runSpec(file, dir), cancel));
}

} // namespace

int main(int argc, char** argv)
{
    int rounds = 5;
    std::string outDir = ScratchDir::systemTempDir();
    std::string program;
    std::string only;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string flag = argv[i];
        if (flag == "--rounds")
            rounds = std::max(1, std::atoi(argv[i + 1]));
        else if (flag == "--out-dir")
            outDir = argv[i + 1];
        else if (flag == "--program")
            program = argv[i + 1];
        else if (flag == "--step")
            only = argv[i + 1];
        else {
            std::fprintf(stderr, "iolens-bench-course: unknown option '%s'\n", flag.c_str());
            return 2;
        }
    }
    if (program.empty())
        program = IOLENS_BENCH_CSVMERGE004;
    if (!std::filesystem::is_directory(outDir)) {
        std::fprintf(stderr, "iolens-bench-course: --out-dir '%s' is not a directory\n", outDir.c_str());
        return 2;
    }
    const std::string dir = outDir + "/iolens-bench-course";
    std::filesystem::create_directories(dir);
    int exitCode = 0;
    std::printf("%-24s %-7s %-9s %-44s %s\n", "step", "flips", "unsettled", "answers (choice:figure, round by round)",
        "agreement with the article");
    for (const Chapter& c : chapters())
        for (const Step& step : c.steps) {
            if (!only.empty() && step.id != only)
                continue;
            std::string answers;
            std::map<std::string, int> agreements;
            std::map<int, int> choices; // choice → rounds that gave it
            int unsettled = 0, answered = 0;
            for (int r = 0; r < rounds; ++r) {
                try {
                    const Answer a = runOnce(step, dir, program);
                    if (!a.ok) {
                        answers += " fail";
                        exitCode = 1;
                        continue;
                    }
                    ++choices[a.choice];
                    ++answered;
                    unsettled += a.decided ? 0 : 1;
                    ++agreements[agreementName(a.agreement)];
                    answers += " " + std::to_string(a.choice) + (a.decided ? "" : "?") + ":"
                        + (step.isTrace() ? std::to_string(static_cast<int>(a.value * 100)) + "%"
                                          : formatRatio(a.value));
                } catch (const std::exception& e) {
                    answers += " error";
                    std::fprintf(stderr, "%s: %s\n", step.id.c_str(), e.what());
                    exitCode = 1;
                }
            }
            int mostCommon = 0;
            for (const auto& [choice, n] : choices)
                mostCommon = std::max(mostCommon, n);
            const int flips = answered - mostCommon; // rounds whose answer was not the usual one
            std::string agreement;
            for (const auto& [name, n] : agreements)
                agreement += (agreement.empty() ? "" : ", ") + std::to_string(n) + " " + name;
            std::printf("%-24s %-7s %-9d %-44s %s\n", step.id.c_str(),
                (std::to_string(flips) + "/" + std::to_string(rounds)).c_str(), unsettled, answers.c_str(),
                agreement.c_str());
            std::fflush(stdout);
        }
    std::error_code ec;
    std::filesystem::remove_all(dir, ec); // the steps' files and the program's csv files
    return exitCode;
}
