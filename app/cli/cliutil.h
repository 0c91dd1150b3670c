// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/outputpath.h"

#include <QCommandLineParser>
#include <QString>

#include <cstdint>
#include <functional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

// What every command shares: exit statuses, the one-sentence error line, option value parsing that
// names the option, and writing results to a file or standard output.
namespace iolens::cli {

// DESIGN.md section 5: 0 everything requested ran (unsupported counts as ran), 1 a run failed,
// failed verification or was cancelled, 2 bad usage; and 3 (run only) everything ran, but the
// strategies of a family did different work, so their times do not compare (Report::comparisons).
enum ExitCode { ExitOk = 0, ExitFailed = 1, ExitUsage = 2, ExitNotComparable = 3 };

// "iolens-cli: <message>" on stderr, on one line: control characters in the message (a path with
// a newline or an escape sequence) are escaped (core/printable.h). Each detail, escaped likewise,
// goes on a line of its own below it, indented.
void printError(std::string_view message, const std::vector<std::string>& details = {});

// Runs a command body and turns its exceptions into the error line and exit status:
// UsageError → 2, CancelledError → 1 ("cancelled."), anything else → 1.
int guarded(const std::function<int()>& body);

std::string toStd(const QString& s);

// Parses args with parser; unknown options, missing values and stray arguments throw UsageError.
// Returns false when --help was asked for (the caller prints its help).
bool parseArguments(QCommandLineParser& parser, const QStringList& args, bool allowPositional);

// Option values, each throwing UsageError with one sentence that names the option.
std::uint64_t sizeOption(const QString& option, const QString& text);
std::int64_t integerOption(const QString& option, const QString& text, std::int64_t min, std::int64_t max);
std::uint64_t unsignedOption(const QString& option, const QString& text);

// The path with its directory made absolute and free of symlinks (realpath), its last component
// kept as typed, so reports say which file was measured. Unchanged when the directory is missing:
// the error about it then names the path as the user wrote it.
std::string absolutePath(const std::string& path);

// Removes what iolens runs that died left in outDir and the temp dir (core/crashcleanup.h) and
// says so in one line on stderr, with how much was freed; silent when there was nothing.
void removeLeftoversOfDeadRuns(const std::string& outDir);

// Writes data to path atomically (temporary file, then rename), or to stdout for "-".
// Throws std::runtime_error naming the path.
void writeOutput(const std::string& what, const std::string& path, std::string_view data);
// The same for text written as it is made (a trace's --json), never held in memory whole.
void writeOutput(const std::string& what, const std::string& path, const std::function<void(std::ostream&)>& write);

} // namespace iolens::cli
