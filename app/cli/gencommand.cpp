// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cliutil.h"
#include "app/cli/commands.h"
#include "app/cli/interrupt.h"
#include "app/cli/progressline.h"

#include "core/clock.h"
#include "core/errors.h"
#include "core/generator.h"
#include "core/printable.h"
#include "core/report/reportutil.h"
#include "core/sizeparse.h"

#include <cstdio>

namespace iolens::cli {

namespace {

const char* const kGenHelp = R"(Usage: iolens-cli gen --kind random|text|zeros|sparse --size SIZE [options] OUT

Writes a test input of exactly SIZE bytes to OUT (K, M, G, T suffixes are binary: 64M = 64 MiB).
The file appears only when complete: it is written beside OUT under a temporary name and renamed.

  random   pseudo-random bytes (xoshiro256**), reproducible with --seed
  text     lines of text whose lengths vary around --line-length (bytes, '\n' included)
  zeros    written zero bytes (the blocks are allocated)
  sparse   a hole made with ftruncate, like RandomAccessFile.setLength

Options:
  --kind K          what to write (required)
  --size SIZE       how many bytes (required)
  --line-length N   average line length for text, 1 to 1048576 (default 80)
  --text ascii|utf8 ASCII, or UTF-8 mixing Japanese and Korean with ASCII (default ascii)
  --seed N          seed for random and text content (default fixed)
  --force           replace OUT if it exists
)";

} // namespace

int genCommand(const QStringList& args)
{
    return guarded([&] {
        QCommandLineParser parser;
        const QCommandLineOption kindOption(QStringLiteral("kind"), QStringLiteral("Kind."), QStringLiteral("K"));
        const QCommandLineOption sizeOpt(QStringLiteral("size"), QStringLiteral("Size."), QStringLiteral("SIZE"));
        const QCommandLineOption lineOption(
            QStringLiteral("line-length"), QStringLiteral("Line length."), QStringLiteral("N"));
        const QCommandLineOption textOption(QStringLiteral("text"), QStringLiteral("Charset."), QStringLiteral("C"));
        const QCommandLineOption seedOption(QStringLiteral("seed"), QStringLiteral("Seed."), QStringLiteral("N"));
        const QCommandLineOption forceOption(QStringLiteral("force"), QStringLiteral("Overwrite."));
        parser.addOptions({ kindOption, sizeOpt, lineOption, textOption, seedOption, forceOption });
        if (!parseArguments(parser, args, true)) {
            std::fputs(kGenHelp, stdout);
            return int(ExitOk);
        }

        if (!parser.isSet(kindOption))
            throw UsageError("Missing --kind: give random, text, zeros or sparse.");
        const std::string kindName = toStd(parser.value(kindOption));
        const auto kind = genKindFromName(kindName);
        if (!kind)
            throw UsageError("--kind must be random, text, zeros or sparse, got '" + kindName + "'.");
        if (!parser.isSet(sizeOpt))
            throw UsageError("Missing --size: give the file size, such as 64M.");
        const std::uint64_t size = sizeOption(QStringLiteral("size"), parser.value(sizeOpt));

        GenOptions options;
        if (parser.isSet(lineOption) || parser.isSet(textOption)) {
            if (*kind != GenKind::Text)
                throw UsageError(std::string(parser.isSet(lineOption) ? "--line-length" : "--text")
                    + " applies to --kind text only.");
        }
        if (parser.isSet(lineOption))
            options.lineLength = static_cast<std::uint64_t>(integerOption(
                QStringLiteral("line-length"), parser.value(lineOption), 1, static_cast<std::int64_t>(kMaxLineLength)));
        if (parser.isSet(textOption)) {
            const QString charset = parser.value(textOption);
            if (charset == u"ascii")
                options.charset = TextCharset::Ascii;
            else if (charset == u"utf8" || charset == u"utf-8")
                options.charset = TextCharset::Utf8;
            else
                throw UsageError("--text must be ascii or utf8, got '" + toStd(charset) + "'.");
        }
        if (parser.isSet(seedOption)) {
            if (*kind != GenKind::Random && *kind != GenKind::Text)
                throw UsageError("--seed applies to --kind random and text only.");
            options.seed = unsignedOption(QStringLiteral("seed"), parser.value(seedOption));
        }
        options.overwrite = parser.isSet(forceOption);

        const QStringList positional = parser.positionalArguments();
        if (positional.isEmpty())
            throw UsageError("Missing the output file: name it last, as in 'iolens-cli gen --kind random --size 64M "
                             "OUT'.");
        if (positional.size() > 1)
            throw UsageError("Expected one output file, got " + std::to_string(positional.size()) + ": '"
                + toStd(positional.join(QStringLiteral("', '"))) + "'.");
        const std::string out = toStd(positional.first());
        checkOutputPath("the output file", out);

        const std::atomic<bool>& cancel = installInterruptHandlers();
        ProgressLine progressLine;
        const std::string label = "gen " + kindName + " " + out + "  ";
        const std::uint64_t begin = Clock::monotonicNs();
        generateFile(out, *kind, size, options, cancel, [&](std::uint64_t done, std::uint64_t total) {
            progressLine.update(label + ProgressLine::percent(done, total));
        });
        progressLine.clear();
        const double seconds = static_cast<double>(Clock::monotonicNs() - begin) / 1e9;
        const char* what = *kind == GenKind::Random ? "random data"
            : *kind == GenKind::Text  ? (options.charset == TextCharset::Utf8 ? "UTF-8 text" : "ASCII text")
            : *kind == GenKind::Zeros ? "zeros"
                                      : "a hole (sparse)";
        std::string summary = "Wrote " + formatSize(size) + " (" + std::to_string(size) + " bytes) of " + what + " to '"
            + printable(out) + "' in " + report::fixed(seconds, 2) + " s";
        if (seconds > 0 && *kind != GenKind::Sparse)
            summary += " (" + report::fixed(static_cast<double>(size) / 1048576.0 / seconds, 0) + " MiB/s)";
        std::fputs((summary + ".\n").c_str(), stdout);
        return int(ExitOk);
    });
}

} // namespace iolens::cli
