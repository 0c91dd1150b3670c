// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cliutil.h"
#include "app/cli/commands.h"
#include "app/cli/interrupt.h"
#include "app/cli/progressline.h"
#include "app/cli/scenarioformat.h"

#include "core/environment.h"
#include "core/errors.h"
#include "core/scenario/csvmerge.h"
#include "core/scratchdir.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>

namespace iolens::cli {

namespace {

const char* const kScenarioHelp = R"(Usage: iolens-cli scenario csv-merge --variant v1|v2|v3|v4|all [options]

Runs article 004's program: for idx = 1..N it reads line idx of test1.csv and line 3000+idx of
test2.csv and appends both to test3.csv, timing the article's numbered sections (1 total, 2 print,
3 read test1, 4 write, 5 read test2, 6 write, 7 open, 8 close). Prints the article's
"Stopwatch[n]: Xmsec." lines, then test3.csv's size and checksum.

  v1   as written: every read reopens its file, every write opens, appends and closes
  v2   the two writes of an iteration merged into one
  v3   the writer opened once, with an 8 KiB buffer
  v4   as v3, and each input indexed once, then one pread(2) per line
  all  v1 to v4 one after another, side by side (the article's before and after)

Options:
  --variant V      which program (required)
  --iterations N   loop iterations, at least 1 (default 10000, the article's)
  --dir DIR        keep test1.csv, test2.csv (generated when absent) and test3.csv in DIR, created
                   if needed; without it a scratch directory is used and removed
  --json FILE      the result as JSON ('-': standard output, instead of the text)

Exit status: 0 ran, 1 failed or cancelled, 2 bad usage.
)";

// Loop iterations are O(N²) line reads in v1; beyond ten million nobody waits for the answer.
constexpr std::int64_t kMaxIterations = 10'000'000;

// Makes --dir exist and checks it can hold the files, before any long work begins.
std::string prepareDir(const std::string& typed)
{
    if (typed.empty())
        throw UsageError("--dir needs a directory.");
    struct stat st { };
    if (::stat(typed.c_str(), &st) == 0) {
        if (!S_ISDIR(st.st_mode))
            throw UsageError("--dir '" + typed + "' is not a directory.");
    } else {
        std::error_code ec;
        std::filesystem::create_directories(typed, ec);
        if (ec)
            throw UsageError("--dir '" + typed + "' does not exist and could not be created: " + ec.message() + ".");
    }
    // A file made and removed again: access(2) says yes to root everywhere, even where sysfs or a
    // read-only bind mount refuses every new file.
    std::string probe = typed + "/.iolens-probe-XXXXXX";
    const int fd = ::mkstemp(probe.data());
    if (fd < 0)
        throw UsageError("--dir '" + typed + "' is not writable: " + std::strerror(errno) + ".");
    ::close(fd);
    ::unlink(probe.c_str());
    return absolutePath(typed);
}

std::vector<CsvMergeVariant> chooseVariants(const std::string& name)
{
    if (name == "all")
        return { CsvMergeVariant::V1, CsvMergeVariant::V2, CsvMergeVariant::V3, CsvMergeVariant::V4 };
    if (const auto variant = csvMergeVariantFromName(name))
        return { *variant };
    throw UsageError("--variant must be v1, v2, v3, v4 or all, got '" + name + "'.");
}

} // namespace

int scenarioCommand(const QStringList& args)
{
    return guarded([&] {
        QCommandLineParser parser;
        auto valued = [](const char* name, const char* valueName) {
            return QCommandLineOption(QString::fromLatin1(name), QString(), QString::fromLatin1(valueName));
        };
        const QCommandLineOption variant = valued("variant", "V"), iterations = valued("iterations", "N"),
                                 dir = valued("dir", "DIR"), json = valued("json", "FILE");
        parser.addOptions({ variant, iterations, dir, json });
        if (!parseArguments(parser, args, true)) {
            std::fputs(kScenarioHelp, stdout);
            return int(ExitOk);
        }
        const QStringList positional = parser.positionalArguments();
        if (positional.isEmpty())
            throw UsageError("Missing the scenario: the only one is csv-merge, as in 'iolens-cli scenario csv-merge "
                             "--variant v1'.");
        if (positional.first() != u"csv-merge")
            throw UsageError("Unknown scenario '" + toStd(positional.first()) + "'; the only one is csv-merge.");
        if (positional.size() > 1)
            throw UsageError("Unexpected argument '" + toStd(positional.at(1)) + "'.");

        if (!parser.isSet(variant))
            throw UsageError("Missing --variant: give v1, v2, v3, v4 or all.");
        const bool all = parser.value(variant) == u"all";
        const std::vector<CsvMergeVariant> variants = chooseVariants(toStd(parser.value(variant)));
        CsvMergeOptions options;
        if (parser.isSet(iterations))
            options.iterations = static_cast<std::uint64_t>(
                integerOption(QStringLiteral("iterations"), parser.value(iterations), 1, kMaxIterations));
        const std::string jsonPath = toStd(parser.value(json));
        if (parser.isSet(json))
            checkOutputPath("the --json file", jsonPath);

        // Before any file exists: a Ctrl-C from here on unwinds and removes what was made.
        const std::atomic<bool>& cancel = installInterruptHandlers();
        options.cancel = &cancel;
        // One scratch directory for every variant, so that --variant all generates the inputs once;
        // its destructor removes it on success, error and cancel alike.
        removeLeftoversOfDeadRuns({});
        std::unique_ptr<ScratchDir> scratch;
        if (parser.isSet(dir)) {
            options.dir = prepareDir(toStd(parser.value(dir)));
        } else {
            scratch = std::make_unique<ScratchDir>(ScratchDir::systemTempDir());
            options.dir = scratch->path();
        }
        const Environment environment = collectEnvironment(options.dir, options.dir);

        ProgressLine progressLine;
        std::vector<CsvMergeResult> results;
        for (std::size_t i = 0; i < variants.size(); ++i) {
            options.variant = variants[i];
            std::string label = "csv-merge " + std::string(csvMergeVariantName(variants[i]));
            if (all)
                label += " (" + std::to_string(i + 1) + "/" + std::to_string(variants.size()) + ")";
            options.progress = [&](std::uint64_t done, std::uint64_t total) {
                progressLine.update(label + "  " + ProgressLine::percent(done, total));
            };
            results.push_back(runCsvMerge(options));
            if (scratch)
                results.back().dir.clear(); // nothing is kept: the text and JSON say so
        }
        progressLine.clear();

        if (jsonPath != "-")
            writeOutput("the result", "-", all ? csvMergeComparisonText(results) : csvMergeText(results.front()));
        if (parser.isSet(json)) {
            const QByteArray data = csvMergeJson(results, all, environment);
            writeOutput("the --json file", jsonPath, std::string_view(data.constData(), std::size_t(data.size())));
        }
        for (const CsvMergeResult& r : results)
            if (r.outputChecksum != results.front().outputChecksum) {
                printError("The variants wrote different test3.csv files (" + results.front().outputChecksum + " and "
                    + r.outputChecksum + ").");
                return int(ExitFailed);
            }
        return int(ExitOk);
    });
}

} // namespace iolens::cli
