// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cliutil.h"
#include "app/cli/outputpath.h"

#include "core/crashcleanup.h"
#include "core/errors.h"
#include "core/printable.h"
#include "core/savefile.h"
#include "core/sizeparse.h"

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <limits>
#include <unistd.h>

namespace iolens::cli {

namespace {

std::string quoted(const QString& s)
{
    return "'" + toStd(s) + "'";
}

bool parseInteger(const QString& text, std::int64_t& value)
{
    const std::string s = toStd(text);
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    return !s.empty() && ec == std::errc() && end == s.data() + s.size();
}

} // namespace

void printError(std::string_view message, const std::vector<std::string>& details)
{
    // One line, whatever the message quotes: a path with a newline or an escape sequence in it
    // must neither split the line nor drive the terminal.
    std::string line = "iolens-cli: ";
    line += printable(message);
    for (const std::string& detail : details)
        line += "\n  " + printable(detail);
    // Messages from the system layer ("write on 'x' failed: …") carry no full stop; ours do.
    if (!line.ends_with('.') && !line.ends_with('?') && !line.ends_with('!'))
        line += '.';
    line += '\n';
    std::fflush(stdout); // keep the order of a table and a following error when both go to a terminal
    std::fputs(line.c_str(), stderr);
}

void removeLeftoversOfDeadRuns(const std::string& outDir)
{
    const DeadDirCleanup cleanup = iolens::removeLeftoversOfDeadRuns(outDir);
    if (const std::string summary = cleanup.summary(); !summary.empty())
        printError(summary);
    for (const std::string& failure : cleanup.failed)
        printError(failure);
}

int guarded(const std::function<int()>& body)
{
    try {
        return body();
    } catch (const UsageError& e) {
        printError(e.what());
        return ExitUsage;
    } catch (const CancelledError&) {
        printError("cancelled.");
        return ExitFailed;
    } catch (const std::exception& e) {
        printError(e.what());
        return ExitFailed;
    }
}

std::string toStd(const QString& s)
{
    return s.toStdString();
}

bool parseArguments(QCommandLineParser& parser, const QStringList& args, bool allowPositional)
{
    // "-reps 3" works like "--reps 3": there are no single-letter options to compact.
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOption(QCommandLineOption({ QStringLiteral("h"), QStringLiteral("help") }, QStringLiteral("Show help.")));
    if (!parser.parse(args))
        throw UsageError(toStd(parser.errorText()));
    if (parser.isSet(QStringLiteral("help")))
        return false;
    const QStringList positional = parser.positionalArguments();
    if (!allowPositional && !positional.isEmpty())
        throw UsageError("Unexpected argument " + quoted(positional.first()) + ".");
    return true;
}

std::uint64_t sizeOption(const QString& option, const QString& text)
{
    const auto size = parseSize(toStd(text));
    if (!size)
        throw UsageError(
            "--" + toStd(option) + " needs a size such as 4096, 64K, 64M or 1G, got " + quoted(text) + ".");
    return *size;
}

std::int64_t integerOption(const QString& option, const QString& text, std::int64_t min, std::int64_t max)
{
    std::int64_t value = 0;
    if (parseInteger(text, value) && value >= min && value <= max)
        return value;
    const std::string range = max == std::numeric_limits<std::int64_t>::max()
        ? "of at least " + std::to_string(min)
        : "from " + std::to_string(min) + " to " + std::to_string(max);
    throw UsageError("--" + toStd(option) + " must be a whole number " + range + ", got " + quoted(text) + ".");
}

std::uint64_t unsignedOption(const QString& option, const QString& text)
{
    const std::string s = toStd(text);
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (s.empty() || ec != std::errc() || end != s.data() + s.size())
        throw UsageError("--" + toStd(option) + " must be a whole number from 0 to "
            + std::to_string(std::numeric_limits<std::uint64_t>::max()) + ", got " + quoted(text) + ".");
    return value;
}

std::string absolutePath(const std::string& path)
{
    if (path.empty() || path == "-")
        return path;
    const auto slash = path.rfind('/');
    const std::string base = slash == std::string::npos ? path : path.substr(slash + 1);
    // "..", "." and "dir/" are resolved whole; otherwise only the directory, so that a final
    // symlink stays what the user named (lexical cleaning would get "link/.." wrong).
    const bool whole = base.empty() || base == "." || base == "..";
    const std::string dir = whole ? path : directoryOf(path);
    char* resolved = ::realpath(dir.c_str(), nullptr);
    if (!resolved)
        return path;
    std::string out = resolved;
    std::free(resolved);
    if (!whole)
        out += (out == "/" ? "" : "/") + base;
    return out;
}

void writeOutput(const std::string& what, const std::string& path, std::string_view data)
{
    if (path == "-") {
        if (std::fwrite(data.data(), 1, data.size(), stdout) != data.size() || std::fflush(stdout) != 0)
            throw std::runtime_error("Could not write " + what + " to standard output.");
        return;
    }
    // A reader of the file never sees half a report, and a failed write keeps the previous one.
    if (const std::string why = saveFileWhole(path, data); !why.empty())
        throw std::runtime_error("Could not write " + what + " '" + path + "': " + why + ".");
}

void writeOutput(const std::string& what, const std::string& path, const std::function<void(std::ostream&)>& write)
{
    if (path == "-") {
        write(std::cout);
        std::cout.flush();
        if (!std::cout || std::fflush(stdout) != 0)
            throw std::runtime_error("Could not write " + what + " to standard output.");
        return;
    }
    if (const std::string why = saveFileWhole(path, write); !why.empty())
        throw std::runtime_error("Could not write " + what + " '" + path + "': " + why + ".");
}

} // namespace iolens::cli
