// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cliutil.h"
#include "app/cli/commands.h"
#include "app/cli/plotoutput.h"
#include "app/cli/tracesignals.h"

#include "core/errors.h"
#include "core/printable.h"
#include "core/trace/attach/attachrecording.h"
#include "core/trace/format/iolt.h"
#include "core/trace/format/iolts.h"
#include "core/trace/launch/handover.h"
#include "core/trace/launch/heapwarmer.h"
#include "core/trace/launch/tracedir.h"
#include "core/trace/launch/tracelauncher.h"
#include "core/trace/launch/zombiecounts.h"
#include "core/trace/stackfolded.h"
#include "core/trace/stillrunning.h"
#include "core/trace/traceerror.h"
#include "core/trace/tracejson.h"
#include "core/trace/traceloader.h"
#include "core/trace/tracereport.h"
#include "core/trace/tracetimeline.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <thread>

#include <sys/prctl.h>
#include <sys/wait.h>

namespace iolens::cli {

namespace {

const char* const kTraceHelp = R"(Usage: iolens-cli trace [options] [--] PROGRAM [ARGS...]
       iolens-cli trace [options] --pid PID [--duration SECONDS]

Runs PROGRAM under libiolens-trace.so (LD_PRELOAD: no root, no recompiling) and reports where its
I/O time went: per file and call kind the calls, time, bytes and sizes, the Stopwatch lines, and
the patterns found, with what to try. A statically linked PROGRAM (Go, musl, busybox), which
LD_PRELOAD cannot enter, is traced through ptrace instead: its I/O system calls are seen from
outside, each at a cost of a few microseconds, which the report states.

PROGRAM's standard input, output and error stay its own, so it can be piped and used as usual.
iolens' report comes after PROGRAM ends, on standard error (or in --output FILE).

Options (before PROGRAM; everything from PROGRAM on is its own):
  --format table|stopwatch  the report's form (default table)
  --output FILE          the report into FILE instead of standard error ('-': standard output)
  --json FILE            the trace as JSON ('-': standard output, after PROGRAM's own output)
  --timeline FILE        the time line in the Trace Event Format, which Perfetto
                         (ui.perfetto.dev) and chrome://tracing open ('-': standard output)
  --keep DIR             keep the raw trace files in DIR (created if missing, in an existing
                         directory; must be empty); without it they go to a private directory
                         under $TMPDIR (unset: a tmpfs, $XDG_RUNTIME_DIR or /dev/shm, else
                         /tmp), then removed
  --events N             time-line events kept per thread (default 65536); the rest are counted
  --no-symbols           do not look up the call sites' functions and lines
  --wait-all             after PROGRAM ends, wait for the traced processes it left running
                         (daemons, `nohup ... &`, background jobs) before the report; Ctrl+C
                         ends the wait and keeps the report. Without it the report says how
                         many were still running
  --pid PID              trace a process that is already running, from now on (ptrace loads the
                         trace library into it; x86-64; a static program is traced through
                         ptrace, stopped at every system call), until Ctrl+C, --duration or its
                         end; then it runs on as it was
  --duration SECONDS     with --pid: stop after this many seconds (default: Ctrl+C or its end)
  --mode auto|preload|ptrace
                         how the calls are seen: preload (the library inside PROGRAM: every
                         libc call, the cheapest), ptrace (from outside: the I/O system calls
                         only, any program but setuid ones), or auto (default: preload, and
                         ptrace for a statically linked PROGRAM)
  --folded FILE          the sampled call stacks as folded stacks, weighted by the time in I/O
                         calls in ns (flamegraph.pl, inferno, speedscope read them; '-': standard
                         output)
  --flame FILE           the flame graph of the sampled call stacks (time in I/O calls, runtime
                         frames folded, as the window draws it) as FILE.png, .pdf or .svg
  --access-map FILE      the access map (offset in the file across time, reads and writes, as
                         the window's Access map tab draws it) of the file with the most I/O
                         time among those with recorded offsets, or of --access-file PATH, as
                         FILE.png or .pdf
  --access-file PATH     the traced file --access-map draws
  --user-code PATTERN    count the frames of modules whose path contains PATTERN as the
                         program's own code when a finding names its line (repeatable; by
                         default: the program's executables and any library outside /lib,
                         /usr/lib and /usr/libexec, never libc or a language runtime)
  --no-stacks            take no call stacks (by default the preload samples full stacks: the
                         first calls of each file, call kind and site, every call over 1 ms, then
                         1 in 1,024, 1 in 16,384 for cheap stdio calls)

PROGRAM stays in the shell's process group, as it would without iolens: Ctrl+C reaches it, and
iolens still reports what was recorded. A SIGINT, SIGTERM, SIGHUP or SIGQUIT sent to iolens alone
is passed on to PROGRAM and the processes it started; a second one ends them (SIGTERM, then
SIGKILL after a second).

Exit status: PROGRAM's own (128+N when signal N ended it, as a shell says); 2 when PROGRAM could
not be traced (missing, not executable, setuid, statically linked with --mode preload …) or on
bad usage.
)";

// Everything up to PROGRAM is iolens', everything from it on PROGRAM's, whether or not "--"
// separates them: `iolens-cli trace ls -l` must not read -l as an option of its own. iolens'
// options become a QStringList for the parser; PROGRAM's arguments stay bytes.
void splitArguments(const std::vector<std::string>& args, QStringList& ours, std::vector<std::string>& program)
{
    static const QStringList valued = { QStringLiteral("json"), QStringLiteral("keep"), QStringLiteral("events"),
        QStringLiteral("format"), QStringLiteral("timeline"), QStringLiteral("output"), QStringLiteral("mode"),
        QStringLiteral("pid"), QStringLiteral("duration"), QStringLiteral("folded"), QStringLiteral("user-code"),
        QStringLiteral("flame"), QStringLiteral("access-map"), QStringLiteral("access-file") };
    const auto text = [](const std::string& s) { return QString::fromLocal8Bit(s.data(), qsizetype(s.size())); };
    ours << (args.empty() ? QStringLiteral("iolens-cli") : text(args.front()));
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--") {
            program.assign(args.begin() + std::ptrdiff_t(i) + 1, args.end());
            return;
        }
        if (a.size() > 1 && a.front() == '-') {
            ours << text(a);
            const QString name = text(a).mid(a.starts_with("--") ? 2 : 1);
            if (!name.contains(u'=') && valued.contains(name) && i + 1 < args.size())
                ours << text(args[++i]);
            continue;
        }
        program.assign(args.begin() + std::ptrdiff_t(i), args.end());
        return;
    }
}

// A shell's way of saying how a program ended: its exit code, or 128 + the signal that ended it.
int shellStatus(int waitStatus)
{
    if (WIFEXITED(waitStatus))
        return WEXITSTATUS(waitStatus);
    if (WIFSIGNALED(waitStatus))
        return 128 + WTERMSIG(waitStatus);
    return ExitFailed;
}

void writeText(const std::string& path, const std::string& text)
{
    if (path.empty()) {
        std::fflush(stdout);
        std::fwrite(text.data(), 1, text.size(), stderr);
        std::fflush(stderr);
        return;
    }
    writeOutput("the --output file", path, text);
}

// Said when the launched program is missing from its own trace while others are in it (the
// loader's notices already cover a trace with no process at all, and a traced program that went
// on as an untraced one).
std::string untracedSentence(const trace::Trace& t, int topPid, const std::string& program)
{
    if (t.processes.empty())
        return {};
    for (const trace::Process& p : t.processes)
        if (p.pid == topPid)
            return {};
    return "'" + printable(program)
        + "' never loaded the trace library (it may have cleared LD_PRELOAD or its environment): none of its calls "
          "are in this trace.";
}

// The loaded trace, left to the end of the process: the command's last step, and freeing the model
// of a large trace (100,000 files, 800,000 stacks) took 0.1 to 0.15 s that the user waited for
// before the prompt came back. A later trace in the same process frees the one before.
void keepUntilExit(std::shared_ptr<const trace::Trace> t)
{
    static auto* kept = new std::shared_ptr<const trace::Trace>;
    *kept = std::move(t);
}

// The report (standard error or --output), then --json and --timeline, as asked; `untraced` and
// `keptDir` add their sentences to the report when not empty.
void writeReports(const trace::Trace& t, const QString& formatName, const std::string& outputPath,
    const std::string& jsonPath, const std::string& timelinePath, const std::string& untraced,
    const std::string& keptDir)
{
    std::ostringstream text;
    if (formatName == u"stopwatch") {
        trace::writeTraceStopwatch(text, t);
        trace::writeTraceFindings(text, t); // the table ends with them; the article's form does not
    } else
        trace::writeTraceTable(text, t);
    if (!untraced.empty())
        text << "\n" << untraced << "\n";
    if (!keptDir.empty())
        text << "The trace files are kept in '" << printable(keptDir) << "'.\n";
    writeText(outputPath, text.str());
    if (!jsonPath.empty()) {
        // Streamed into the file as it is made: a 20,000-file trace's JSON is some 80 MB.
        writeOutput("the --json file", jsonPath, [&t](std::ostream& out) { trace::writeTraceJson(out, t); });
    }
    if (!timelinePath.empty()) {
        std::ostringstream out;
        trace::writeTraceTimeline(out, t);
        writeOutput("the --timeline file", timelinePath, out.str());
    }
}

// --pid: records the running process from now until --duration passes, a signal reaches iolens
// (Ctrl+C) or the process ends; the trace directory is private unless --keep names one.
trace::AttachRecording traceRunningProcess(
    pid_t pid, std::int64_t durationS, const std::string& keepDir, TraceSignals& stopSignals)
{
    const std::string dir = keepDir.empty() ? trace::makePrivateTraceDir() : trace::prepareKeepDir(keepDir);
    try {
        // The loader's heap made ready while the process is traced (heapwarmer.h); handed to malloc
        // as this returns, right before the trace is loaded.
        trace::HeapWarmer heapWarmer(dir);
        trace::AttachRecording out = trace::recordRunningProcess(
            pid, dir, std::chrono::seconds(durationS > 0 ? durationS : 0),
            [&] { return stopSignals.pending().load() != 0; },
            [&] {
                std::fprintf(stderr, "iolens: tracing process %d; %s\n", int(pid),
                    durationS > 0 ? ("for " + std::to_string(durationS) + " s (Ctrl+C stops sooner)").c_str()
                                  : "Ctrl+C stops");
            });
        stopSignals.pending().store(0); // the signal stopped the trace; it is not passed to the process
        return out;
    } catch (...) {
        if (keepDir.empty())
            trace::removeTraceDir(dir);
        throw;
    }
}

// Reaps the orphans of the program that came to iolens (a subreaper with --wait-all), noting the
// status of those a signal ended (their records cannot say it), and their kernel counts, read while
// they are zombies, into their records in dir (zombiecounts.h), as into the record begun for an
// orphan whose last image could not record itself; whether any child is left.
bool reapOrphans(const std::string& dir, std::map<int, int>& killed)
{
    while (true) {
        const std::optional<trace::ZombieCounts> dying = trace::endedChildCounts(P_ALL, 0);
        int status = 0;
        const pid_t r = ::waitpid(dying ? dying->pid : -1, &status, WNOHANG);
        if (r > 0 && WIFSIGNALED(status))
            killed[int(r)] = status;
        if (r > 0 && dying) {
            trace::finishBegunRecord(dir, *dying, status);
            trace::tellEndedRecord(dir, *dying, status);
        }
        if (r > 0)
            continue;
        return r == 0 || (r < 0 && errno == EINTR);
    }
}

// --wait-all: once the program has ended, until the traced processes it left running (daemons,
// background jobs) have ended too, or a signal reaches iolens (Ctrl+C: the report is still written,
// and the signal is not passed on). iolens is their subreaper, so a daemon whose trace file does not
// exist yet (its parent exited right after the fork) is waited for too. How long it waited, in ns.
std::uint64_t waitForTracedProcesses(const std::string& dir, TraceSignals& stopSignals, std::map<int, int>& killed)
{
    const auto begin = std::chrono::steady_clock::now();
    bool said = false;
    while (stopSignals.pending().load() == 0 && !stopSignals.cancel().load()) {
        const bool orphans = reapOrphans(dir, killed);
        if (!orphans && trace::countStillRunning(dir) == 0)
            break;
        if (!said)
            std::fputs("iolens: waiting for the processes the program left running (Ctrl+C stops waiting)\n", stderr);
        said = true;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    stopSignals.pending().store(0);
    return std::uint64_t(
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - begin).count());
}

} // namespace

int traceCommand(const std::vector<std::string>& args, const std::string& handover)
{
    return guarded([&] {
        QStringList ours;
        std::vector<std::string> program;
        splitArguments(args, ours, program);

        // A program the front started already (app/front/fasttrace.h) is adopted before the
        // options are looked at: should they be refused after all (the front takes only what it
        // is sure of), the launcher's destructor ends the program instead of leaving it unwatched.
        std::optional<TraceSignals> traceSignals;
        std::unique_ptr<trace::TraceLauncher> launcher;
        trace::LaunchSpec spec;
        spec.argv = program;
        spec.passStdio = true;
        if (!handover.empty()) {
            const std::optional<trace::Handover> h = trace::decodeHandover(handover);
            if (!h)
                throw UsageError("$" + std::string(trace::kHandoverEnv) + " is not a hand-over from iolens-cli.");
            traceSignals.emplace();
            spec.forwardSignal = &traceSignals->pending();
            launcher = std::make_unique<trace::TraceLauncher>(spec, *h);
            // Blocked by the front from before the fork; a signal that came meanwhile is
            // handled now and passed on to the program.
            const sigset_t forwarded = forwardedSignals();
            ::sigprocmask(SIG_UNBLOCK, &forwarded, nullptr);
        }

        QCommandLineParser parser;
        auto valued = [](const char* name, const char* valueName) {
            return QCommandLineOption(QString::fromLatin1(name), QString(), QString::fromLatin1(valueName));
        };
        const QCommandLineOption json = valued("json", "FILE"), keep = valued("keep", "DIR"),
                                 events = valued("events", "N"), format = valued("format", "FORMAT"),
                                 timeline = valued("timeline", "FILE"), output = valued("output", "FILE"),
                                 mode = valued("mode", "MODE"), pidOption = valued("pid", "PID"),
                                 duration = valued("duration", "SECONDS");
        const QCommandLineOption noSymbols(QStringLiteral("no-symbols")), waitAll(QStringLiteral("wait-all"));
        parser.addOptions(
            { json, keep, events, format, timeline, output, noSymbols, mode, pidOption, duration, waitAll });
        // Sampled call stacks (issue 23): --folded FILE, --no-stacks.
        const QCommandLineOption folded = valued("folded", "FILE"), noStacks(QStringLiteral("no-stacks")),
                                 flame = valued("flame", "FILE");
        parser.addOptions({ folded, noStacks, flame });
        // The access map (issue 26 §2): --access-map FILE, --access-file PATH.
        const QCommandLineOption accessMap = valued("access-map", "FILE"), accessFile = valued("access-file", "PATH");
        parser.addOptions({ accessMap, accessFile });
        const QCommandLineOption userCode = valued("user-code", "PATTERN");
        parser.addOption(userCode);
        if (!parseArguments(parser, ours, false)) {
            std::fputs(kTraceHelp, stdout);
            return int(ExitOk);
        }
        const bool attaching = parser.isSet(pidOption);
        if (attaching && !program.empty())
            throw UsageError("Give either --pid or a program to start, not both.");
        if (attaching && parser.isSet(mode))
            throw UsageError("--mode applies to a program iolens starts; --pid attaches to a running one.");
        if (attaching && parser.isSet(events))
            throw UsageError("--events applies to a program iolens starts; --pid keeps the default.");
        if (attaching && parser.isSet(waitAll))
            throw UsageError("--wait-all applies to a program iolens starts; --pid ends with the process or Ctrl+C.");
        if (parser.isSet(duration) && !attaching)
            throw UsageError("--duration goes with --pid: a program iolens starts is traced to its end.");
        if (program.empty() && !attaching)
            throw UsageError("Name the program to trace: iolens-cli trace [options] -- PROGRAM [ARGS...].");

        const QString formatName = parser.isSet(format) ? parser.value(format) : QStringLiteral("table");
        if (formatName != u"table" && formatName != u"stopwatch")
            throw UsageError("--format must be table or stopwatch, got '" + toStd(formatName) + "'.");
        if (parser.isSet(mode)) {
            const std::optional<trace::TraceMode> chosen = trace::parseTraceMode(toStd(parser.value(mode)));
            if (!chosen)
                throw UsageError("--mode must be auto, preload or ptrace, got '" + toStd(parser.value(mode)) + "'.");
            spec.mode = *chosen;
        }
        // The library takes up to 2^24 (16,777,216) events per thread and would ignore more.
        if (parser.isSet(events))
            spec.eventsPerThread = static_cast<std::uint64_t>(
                integerOption(QStringLiteral("events"), parser.value(events), 1, IOLT_MAX_EVENTS));
        if (parser.isSet(keep)) {
            spec.keepDir = toStd(parser.value(keep));
            if (spec.keepDir.empty())
                throw UsageError("--keep needs a directory.");
            checkKeepDirParent(spec.keepDir);
        }
        const std::string jsonPath = toStd(parser.value(json)), timelinePath = toStd(parser.value(timeline)),
                          outputPath = toStd(parser.value(output));
        if (parser.isSet(json))
            checkOutputPath("the --json file", jsonPath);
        if (parser.isSet(timeline))
            checkOutputPath("the --timeline file", timelinePath);
        if (parser.isSet(output))
            checkOutputPath("the --output file", outputPath);
        const std::string foldedPath = parser.isSet(folded) ? toStd(parser.value(folded)) : std::string();
        if (parser.isSet(folded))
            checkOutputPath("the --folded file", foldedPath);
        const std::string flamePath = parser.isSet(flame) ? toStd(parser.value(flame)) : std::string();
        if (parser.isSet(flame)) {
            if (!isFlamePath(flamePath))
                throw UsageError("--flame needs a file ending in .png, .pdf or .svg, got '" + flamePath + "'.");
            checkOutputPath("the --flame file", flamePath);
        }
        const std::string accessMapPath = parser.isSet(accessMap) ? toStd(parser.value(accessMap)) : std::string();
        if (parser.isSet(accessMap)) {
            if (!isPlotPath(accessMapPath))
                throw UsageError("--access-map needs a file ending in .png or .pdf, got '" + accessMapPath + "'.");
            checkOutputPath("the --access-map file", accessMapPath);
        }
        const std::string accessFilePath = parser.isSet(accessFile) ? toStd(parser.value(accessFile)) : std::string();
        if (parser.isSet(accessFile) && !parser.isSet(accessMap))
            throw UsageError("--access-file chooses the file --access-map draws: give --access-map FILE too.");
        if (parser.isSet(accessFile) && accessFilePath.empty())
            throw UsageError("--access-file needs the path of a file the program uses.");
        if (parser.isSet(noStacks) && attaching)
            throw UsageError("--no-stacks applies to a program iolens starts; --pid keeps the default.");
        std::vector<std::string> userCodeParts;
        for (const QString& part : parser.values(userCode)) {
            if (part.isEmpty())
                throw UsageError("--user-code needs a part of a module's path, such as 'libmylib' or '/home/me/src/'.");
            userCodeParts.push_back(toStd(part));
        }
        if (!userCodeParts.empty() && parser.isSet(noStacks))
            throw UsageError(
                "--user-code names lines from the call stacks that --no-stacks turns off: give one of them.");
        if (parser.isSet(noStacks) && parser.isSet(folded))
            throw UsageError("--folded writes the call stacks that --no-stacks turns off: give one of them.");
        if (parser.isSet(noStacks) && parser.isSet(flame))
            throw UsageError("--flame draws the call stacks that --no-stacks turns off: give one of them.");
        if (parser.isSet(noStacks)) // the traced program's environment is made from ours
            ::setenv(IOLT_ENV_STACKS, "0", 1);
        if ((parser.isSet(json) && jsonPath == "-") + (parser.isSet(timeline) && timelinePath == "-")
                + (parser.isSet(output) && outputPath == "-") + (parser.isSet(folded) && foldedPath == "-")
            > 1)
            throw UsageError("Only one of --json, --timeline, --output and --folded can write to standard output.");

        // The trace dirs (and scratch dirs) of iolens runs that died; a live trace's stay.
        removeLeftoversOfDeadRuns({});
        if (attaching) {
            const auto pid = pid_t(integerOption(QStringLiteral("pid"), parser.value(pidOption), 1, INT32_MAX));
            const std::int64_t seconds = parser.isSet(duration)
                ? integerOption(QStringLiteral("duration"), parser.value(duration), 1, 86'400)
                : 0;
            traceSignals.emplace();
            const trace::AttachRecording attached = traceRunningProcess(pid, seconds, spec.keepDir, *traceSignals);
            trace::LoadOptions options;
            options.command = trace::commandLineOf(pid);
            options.topPid = pid;
            options.wallNs = attached.wallNs;
            options.haveWaitStatus = attached.endStatus.has_value();
            options.waitStatus = attached.endStatus.value_or(0);
            options.symbolize = !parser.isSet(noSymbols);
            options.userCode = userCodeParts;
            std::shared_ptr<const trace::Trace> t;
            try {
                t = trace::loadTrace(attached.dir, options);
            } catch (const trace::TraceError& e) {
                if (spec.keepDir.empty())
                    trace::removeTraceDir(attached.dir);
                throw UsageError(e.what());
            }
            if (spec.keepDir.empty())
                trace::removeTraceDir(attached.dir);
            keepUntilExit(t);
            writeReports(*t, formatName, parser.isSet(output) ? outputPath : std::string(),
                parser.isSet(json) ? jsonPath : std::string(), parser.isSet(timeline) ? timelinePath : std::string(),
                {}, spec.keepDir.empty() ? std::string() : attached.dir);
            if (!foldedPath.empty())
                writeOutput("the --folded file", foldedPath, trace::foldedStacks(*t));
            if (!flamePath.empty())
                writeFlameGraph(*t, flamePath);
            if (!accessMapPath.empty())
                writeAccessMap(*t, absolutePath(accessFilePath), accessMapPath);
            return int(ExitOk);
        }
        if (!launcher) {
            // --wait-all: the program's orphans come to iolens rather than to init, to be waited for.
            if (parser.isSet(waitAll))
                ::prctl(PR_SET_CHILD_SUBREAPER, 1);
            traceSignals.emplace();
            spec.forwardSignal = &traceSignals->pending();
            launcher = std::make_unique<trace::TraceLauncher>(spec); // refuses what cannot be traced: exit status 2
            launcher->start();
        }
        // The loader's heap made ready on an idle core while the program runs (heapwarmer.h).
        trace::HeapWarmer heapWarmer(launcher->traceDir());
        const int waitStatus = launcher->wait(traceSignals->cancel());
        const int status = shellStatus(waitStatus);
        trace::LoadOptions options;
        const std::uint64_t waitedNs = parser.isSet(waitAll)
            ? waitForTracedProcesses(launcher->traceDir(), *traceSignals, options.reapedOrphans)
            : 0;
        heapWarmer.release();

        options.command = spec.argv;
        options.topPid = launcher->pid();
        options.haveWaitStatus = true;
        options.waitStatus = waitStatus;
        options.wallNs = launcher->wallNs() == 0 ? 0 : launcher->wallNs() + waitedNs;
        options.checkStillRunning = true;
        options.symbolize = !parser.isSet(noSymbols);
        options.userCode = userCodeParts;
        std::shared_ptr<const trace::Trace> t;
        try {
            t = trace::loadTrace(launcher->traceDir(), options);
        } catch (const trace::TraceError& e) {
            // The program ran; its status still says how. Only a success is turned into a failure,
            // so that a script sees that the trace is missing.
            printError(e.what());
            if (!spec.keepDir.empty())
                printError("The trace files are kept in '" + launcher->traceDir() + "'.");
            return status == 0 ? int(ExitFailed) : status;
        }

        // The trace files go while the reports are written (the launcher removes the directory).
        std::jthread fileRemoval;
        if (spec.keepDir.empty())
            fileRemoval = std::jthread([dir = launcher->traceDir()] { trace::removeTraceFiles(dir); });
        keepUntilExit(t);
        writeReports(*t, formatName, parser.isSet(output) ? outputPath : std::string(),
            parser.isSet(json) ? jsonPath : std::string(), parser.isSet(timeline) ? timelinePath : std::string(),
            untracedSentence(*t, launcher->pid(), spec.argv.front()),
            spec.keepDir.empty() ? std::string() : launcher->traceDir());
        if (!foldedPath.empty())
            writeOutput("the --folded file", foldedPath, trace::foldedStacks(*t));
        if (!flamePath.empty())
            writeFlameGraph(*t, flamePath);
        if (!accessMapPath.empty())
            writeAccessMap(*t, absolutePath(accessFilePath), accessMapPath);
        return status;
    });
}

} // namespace iolens::cli
