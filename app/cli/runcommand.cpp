// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cliutil.h"
#include "app/cli/commands.h"
#include "app/cli/interrupt.h"
#include "app/cli/plotoutput.h"
#include "app/cli/progressline.h"
#include "app/cli/strategyargs.h"

#include "core/errors.h"
#include "core/replay/replayinput.h"
#include "core/report/csvreport.h"
#include "core/report/jsonreport.h"
#include "core/report/stopwatchreport.h"
#include "core/report/tablereport.h"
#include "core/report/traceeventwriter.h"
#include "core/runner.h"
#include "core/sourcefile.h"

#include <algorithm>
#include <cstdio>
#include <sstream>

namespace iolens::cli {

namespace {

const char* const kRunHelp = R"(Usage: iolens-cli run --file PATH (--family F | --strategy ID ...) [options]
       iolens-cli run --replay TRACE.json --file PATH [--strategy replay.ID ...] [options]

Runs strategies on PATH (never modified; outputs go to a scratch directory that is removed) and
prints a table, the Stopwatch lines, JSON or CSV. Repetitions are interleaved (A B C A B C ...).

Options:
  --file PATH            the input file (a regular file)
  --family F             every strategy of family F (see 'iolens-cli list'); may be repeated
  --strategy ID[,ID...]  these strategies; may be repeated
  --replay TRACE.json    repeat the calls the trace (iolens-cli trace --json) recorded on PATH, on a
                         copy of it in the scratch directory: as recorded and with every fix that
                         applies (the replay family, or the replay.* strategies chosen). PATH must be
                         as the traced program left it; it is only read, to copy it
  --reps N               measured runs per strategy (default 5)
  --warmup N             unmeasured runs before them (default 1)
  --cache warm|cold      page cache state of PATH before each run (default warm)
  --work N               the amount of work, the same for every strategy of a family: records
                         for write, lookups for lookup, changes for watch (default: the family's,
                         10,000 records, 1,000 lookups, 50 changes); copy, read and alloc work on
                         the whole file. The table and JSON give the time per unit of it.
  --param KEY=VALUE      a parameter for every chosen strategy that has it; ID:KEY=VALUE for one
  --out-dir DIR          where scratch files go (default $TMPDIR or /tmp)
  --format table|stopwatch  text printed on standard output (default table)
  --json FILE            the report as JSON ('-': standard output, instead of the text)
  --csv FILE             one CSV row per strategy ('-': standard output, instead of the text)
  --plot FILE.png|pdf    the phases plot, drawn as the window draws it
  --report FILE.pdf|html a report to hand out: environment, settings, every plot, the table
                         and each strategy's lesson (HTML in one file, plots embedded)
  --timeline FILE        the median run's phases per thread in the Trace Event Format, which
                         Perfetto (ui.perfetto.dev) and chrome://tracing open ('-': standard output)

Exit status: 0 all ran (unsupported counts as ran), 1 a run failed, failed verification or was
cancelled, 2 bad usage, 3 all ran but the strategies of a family did different work (an
ID:KEY=VALUE that changed one member's amount, say), so their times do not compare.
)";

std::vector<std::string> values(const QCommandLineParser& parser, const QCommandLineOption& option)
{
    std::vector<std::string> out;
    for (const QString& v : parser.values(option))
        out.push_back(toStd(v));
    return out;
}

std::string progressText(const Progress& p, int reps)
{
    const std::string rep = p.repetition == 0 ? std::string("warm-up")
                                              : "rep " + std::to_string(p.repetition) + "/" + std::to_string(reps);
    return p.strategy + " " + rep + "  " + ProgressLine::percent(p.bytesDone, p.bytesTotal);
}

// One sentence for scripts watching stderr: which strategies did not run cleanly.
int summarize(const Report& report)
{
    std::string failed;
    std::size_t count = 0;
    for (const Result& r : report.results) {
        const bool ran = r.status == Status::Unsupported || (r.status == Status::Ok && r.verified);
        if (ran)
            continue;
        ++count;
        failed += (failed.empty() ? "" : ", ") + r.strategy + " ("
            + (r.status == Status::Ok ? std::string("unverified") : std::string(statusName(r.status))) + ")";
    }
    if (count == 0) {
        if (report.comparable())
            return ExitOk;
        for (const Comparison& c : report.comparisons)
            if (!c.comparable)
                printError(c.reason);
        return ExitNotComparable;
    }
    printError(std::to_string(count) + " of " + std::to_string(report.results.size()) + " strategies did not run "
        + "cleanly: " + failed + ".");
    return ExitFailed;
}

// A replay needs its trace and the trace a replay: refused before anything runs, in one sentence
// naming the path (a file the trace never touched, or changed since).
void checkReplay(RunSpec& spec, const std::string& tracePath)
{
    const bool replays = std::any_of(spec.strategies.begin(), spec.strategies.end(),
        [](const StrategyChoice& c) { return c.id.starts_with("replay."); });
    if (tracePath.empty()) {
        if (replays)
            throw UsageError("The replay strategies repeat a trace's calls: give the trace with --replay TRACE.json.");
        return;
    }
    if (!replays)
        throw UsageError("--replay needs a replay strategy to run; leave out --family and --strategy to run them all.");
    replay::loadPlan(tracePath, spec.file);
    spec.replayTrace = tracePath;
}

} // namespace

int runCommand(const QStringList& args)
{
    return guarded([&] {
        QCommandLineParser parser;
        auto valued = [](const char* name, const char* valueName) {
            return QCommandLineOption(QString::fromLatin1(name), QString(), QString::fromLatin1(valueName));
        };
        const QCommandLineOption file
            = valued("file", "PATH"),
            family = valued("family", "F"), strategy = valued("strategy", "ID"), reps = valued("reps", "N"),
            warmup = valued("warmup", "N"), cache = valued("cache", "MODE"), param = valued("param", "KEY=VALUE"),
            outDir = valued("out-dir", "DIR"), format = valued("format", "FORMAT"), json = valued("json", "FILE"),
            csv = valued("csv", "FILE"), plot = valued("plot", "FILE"), reportOption = valued("report", "FILE");
        const QCommandLineOption timeline = valued("timeline", "FILE"), work = valued("work", "N"),
                                 replayTrace = valued("replay", "TRACE");
        parser.addOptions({ file, family, strategy, reps, warmup, cache, param, outDir, format, json, csv, plot,
            reportOption, timeline, work, replayTrace });
        if (!parseArguments(parser, args, false)) {
            std::fputs(kRunHelp, stdout);
            return int(ExitOk);
        }

        RunSpec spec;
        if (!parser.isSet(file))
            throw UsageError("Missing --file: name the file to run the strategies on.");
        spec.file = absolutePath(toStd(parser.value(file)));
        if (parser.isSet(family) && parser.isSet(strategy))
            throw UsageError("Give --family or --strategy, not both.");
        if (parser.isSet(family)) {
            // Repeatable, as --strategy is: "--family copy --family read" runs both (a family named
            // twice runs once). QCommandLineParser::value() would silently keep only the last.
            std::vector<std::string> seen;
            for (const std::string& name : values(parser, family)) {
                if (std::find(seen.begin(), seen.end(), name) != seen.end())
                    continue;
                seen.push_back(name);
                const std::vector<StrategyChoice> chosen = chooseFamily(name);
                spec.strategies.insert(spec.strategies.end(), chosen.begin(), chosen.end());
            }
        } else if (parser.isSet(strategy))
            spec.strategies = chooseStrategies(values(parser, strategy));
        else if (parser.isSet(replayTrace))
            spec.strategies = chooseFamily("replay");
        else
            throw UsageError("Missing --family or --strategy: choose what to run ('iolens-cli list' shows both).");
        checkReplay(spec, parser.isSet(replayTrace) ? absolutePath(toStd(parser.value(replayTrace))) : std::string());
        applyParams(spec.strategies, values(parser, param));

        if (parser.isSet(reps))
            spec.reps = static_cast<int>(integerOption(QStringLiteral("reps"), parser.value(reps), 1, 1'000'000));
        if (parser.isSet(warmup))
            spec.warmup = static_cast<int>(integerOption(QStringLiteral("warmup"), parser.value(warmup), 0, 1'000'000));
        if (parser.isSet(work))
            spec.work = integerOption(QStringLiteral("work"), parser.value(work), 1, 100'000'000);
        if (parser.isSet(cache)) {
            const QString mode = parser.value(cache);
            if (mode == u"warm")
                spec.cache = CacheMode::Warm;
            else if (mode == u"cold")
                spec.cache = CacheMode::Cold;
            else
                throw UsageError("--cache must be warm or cold, got '" + toStd(mode) + "'.");
        }
        if (parser.isSet(outDir) && parser.value(outDir).isEmpty())
            throw UsageError("--out-dir needs a directory.");
        spec.outDir = absolutePath(toStd(parser.value(outDir)));

        const QString formatName = parser.isSet(format) ? parser.value(format) : QStringLiteral("table");
        if (formatName != u"table" && formatName != u"stopwatch")
            throw UsageError("--format must be table or stopwatch, got '" + toStd(formatName) + "'.");
        const std::string jsonPath = toStd(parser.value(json));
        const std::string csvPath = toStd(parser.value(csv));
        if (parser.isSet(json))
            checkOutputPath("the --json file", jsonPath, spec.file);
        if (parser.isSet(csv))
            checkOutputPath("the --csv file", csvPath, spec.file);
        const std::string plotPath = toStd(parser.value(plot));
        if (parser.isSet(plot)) {
            if (!isPlotPath(plotPath))
                throw UsageError("--plot needs a file ending in .png or .pdf, got '" + plotPath + "'.");
            checkOutputPath("the --plot file", plotPath, spec.file);
        }
        const std::string reportPath = toStd(parser.value(reportOption));
        if (parser.isSet(reportOption)) {
            if (!isReportPath(reportPath))
                throw UsageError("--report needs a file ending in .pdf or .html, got '" + reportPath + "'.");
            checkOutputPath("the --report file", reportPath, spec.file);
        }
        const std::string timelinePath = toStd(parser.value(timeline));
        if (parser.isSet(timeline))
            checkOutputPath("the --timeline file", timelinePath, spec.file);
        const int onStdout = (parser.isSet(json) && jsonPath == "-") + (parser.isSet(csv) && csvPath == "-")
            + (parser.isSet(timeline) && timelinePath == "-");
        if (onStdout > 1)
            throw UsageError("Only one of --json, --csv and --timeline can write to standard output.");

        // A bad --file is told in its one sentence before anything is done, the clean-up below
        // included (whose own line would otherwise come first). The runner checks it again.
        checkSourceFile(spec.file);
        // Before this run makes its own: a dead run's directories are told apart by their lock.
        removeLeftoversOfDeadRuns(spec.outDir);
        const std::atomic<bool>& cancel = installInterruptHandlers();
        ProgressLine progressLine;
        ProgressCallback onProgress;
        if (progressLine.enabled())
            onProgress = [&](const Progress& p) { progressLine.update(progressText(p, spec.reps)); };
        const auto onNotice = [&](const std::string& sentence) {
            progressLine.clear();
            printError(sentence);
        };
        const Report report = Runner().run(spec, cancel, onProgress, onNotice);
        progressLine.clear();

        // Standard output carries exactly one thing: the JSON, CSV or timeline asked for with "-", else the text.
        const bool dataOnStdout = onStdout > 0;
        if (!dataOnStdout) {
            const std::string text = formatName == u"stopwatch" ? reportToStopwatch(report) : reportToTable(report);
            writeOutput("the report", "-", text);
        }
        if (parser.isSet(json)) {
            const QByteArray data = reportToJson(report);
            writeOutput("the --json file", jsonPath, std::string_view(data.constData(), std::size_t(data.size())));
        }
        if (parser.isSet(csv))
            writeOutput("the --csv file", csvPath, reportToCsv(report));
        if (parser.isSet(plot))
            writePhasesPlot(report, plotPath);
        if (parser.isSet(reportOption))
            writeReportDocument(report, reportPath, spec.replayTrace);
        if (parser.isSet(timeline)) {
            std::ostringstream events;
            writeReportTimeline(events, report);
            writeOutput("the --timeline file", timelinePath, events.str());
        }

        if (interrupted())
            throw CancelledError();
        return summarize(report);
    });
}

} // namespace iolens::cli
