// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cliutil.h"
#include "app/cli/commands.h"

#include "core/errors.h"
#include "core/ext/extstrategies.h"
#include "core/hugepagemalloc.h"
#include "core/stopwatch.h"
#include "core/trace/launch/handover.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

const char* const kUsage = R"(Usage:
  iolens-cli list [--family F] [--json]
  iolens-cli gen  --kind random|text|zeros|sparse --size SIZE [--line-length N] [--text ascii|utf8]
                  [--seed N] [--force] OUT
  iolens-cli run  --file PATH (--family F ... | --strategy ID ...) [--reps N] [--warmup N]
                  [--cache warm|cold] [--work N] [--param KEY=VALUE ...] [--out-dir DIR]
                  [--format table|stopwatch] [--json FILE] [--csv FILE] [--plot FILE.png|pdf]
                  [--timeline FILE]
  iolens-cli scenario csv-merge --variant v1|v2|v3|v4|all [--iterations N] [--dir DIR] [--json FILE]
  iolens-cli trace [--format table|stopwatch] [--output FILE] [--json FILE] [--timeline FILE]
                   [--keep DIR] [--events N] [--no-symbols] [--mode auto|preload|ptrace] [--wait-all]
                   [--folded FILE] [--no-stacks] -- PROGRAM [ARGS...]

Any command but trace also takes --ext-file FILE: more ext.* strategies (external commands) from a
definition file (format: core/ext/extdefinition.h); $IOLENS_EXT_FILE does the same.

'iolens-cli COMMAND --help' describes a command. SIZE takes K, M, G suffixes (binary: 64M = 64 MiB).
)";

// Takes "--ext-file FILE" (or "--ext-file=FILE") out of the arguments, wherever it is, and loads it
// (or $IOLENS_EXT_FILE) before anything builds the registry. Returns false after printing an error.
bool takeExtFile(QStringList& args)
{
    std::string path;
    if (const char* env = std::getenv("IOLENS_EXT_FILE"); env && *env)
        path = env;
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args.at(i) == u"--ext-file") {
            if (i + 1 >= args.size()) {
                iolens::cli::printError("--ext-file needs a file.");
                return false;
            }
            path = iolens::cli::toStd(args.at(i + 1));
            args.remove(i, 2);
            --i;
        } else if (args.at(i).startsWith(u"--ext-file=")) {
            path = iolens::cli::toStd(args.at(i).mid(11));
            args.remove(i);
            --i;
        }
    }
    if (path.empty())
        return true;
    try {
        iolens::useExtDefinitionFile(path);
    } catch (const iolens::ExtDefinitionFileError& e) {
        iolens::cli::printError(e.headline(), e.problems());
        return false;
    } catch (const iolens::UsageError& e) {
        iolens::cli::printError(e.what());
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char** argv)
{
    using namespace iolens::cli;
    // The front asks for huge pages under malloc for `trace` (core/hugepagemalloc.h): the
    // environment as the user had it again, before this process starts anything.
    iolens::restoreUserTunables();
    // A traced program that the front (app/front/main.cpp) has started already. Taken out of the
    // environment at once: nothing this process starts (addr2line, iolens-render) inherits it.
    std::string handover;
    if (const char* text = std::getenv(iolens::trace::kHandoverEnv)) {
        handover = text;
        ::unsetenv(iolens::trace::kHandoverEnv);
    }
    // Calibrated before anything is timed: the first measurement must not pay for it. Not for
    // trace: it times nothing with the stopwatch (the preload has its own clock), and the
    // calibration's ~35 ms of busy windows would be start-up a traced program's user waits for.
    if (argc < 2 || std::strcmp(argv[1], "trace") != 0)
        iolens::Stopwatch::calibrate();

    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    if (args.size() < 2) {
        std::fputs(kUsage, stderr);
        return ExitUsage;
    }
    const QString command = args.at(1);
    // Each command parses "iolens-cli <its options>": the program name stays first.
    QStringList rest = args.mid(2);
    rest.prepend(args.at(0));
    // trace takes the bytes as given: the traced program's arguments must reach it unchanged (not
    // through the locale's decoding), and an --ext-file among them is the program's, not ours.
    const bool traced = command == u"trace";
    if (!traced && !takeExtFile(rest))
        return ExitUsage;

    int status = ExitUsage;
    if (traced) {
        std::vector<std::string> raw(argv + 2, argv + argc);
        raw.insert(raw.begin(), argv[0]);
        status = traceCommand(raw, handover);
    } else if (command == u"list") {
        status = listCommand(rest);
    } else if (command == u"gen") {
        status = genCommand(rest);
    } else if (command == u"run") {
        status = runCommand(rest);
    } else if (command == u"help" || command == u"--help" || command == u"-h") {
        std::fputs(kUsage, stdout);
        status = ExitOk;
    } else if (command == u"--version") {
        std::puts("iolens-cli " IOLENS_VERSION);
        status = ExitOk;
    } else if (command == u"scenario") {
        status = scenarioCommand(rest);
    } else {
        printError("Unknown command '" + toStd(command) + "'; the commands are list, gen, run, scenario and trace.");
        status = ExitUsage;
    }
    // A full disk or closed pipe on stdout must not pass for success.
    if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
        printError("Could not write to standard output.");
        return ExitFailed;
    }
    return status;
}
