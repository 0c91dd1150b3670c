// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/front/fasttrace.h"

#include "app/cli/outputpath.h"
#include "app/cli/tracesignals.h"
#include "core/hugepagemalloc.h"
#include "core/trace/format/iolt.h"
#include "core/trace/launch/handover.h"

#include <cerrno>
#include <charconv>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>

#include <unistd.h>

namespace iolens::front {

std::optional<FastTraceArgs> parseFastTraceArgs(const std::vector<std::string>& args)
{
    static const std::set<std::string> valued = { "format", "output", "json", "timeline", "keep", "events" };
    FastTraceArgs out;
    std::set<std::string> seen;
    std::string format = "table", events;
    std::vector<std::pair<std::string, std::string>> outputs; // (what, path)
    std::size_t i = 0;
    for (; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--") {
            ++i;
            break;
        }
        if (a.size() < 2 || a.front() != '-')
            break; // PROGRAM
        if (!a.starts_with("--"))
            return std::nullopt; // single-dash forms: the full CLI's parser decides
        const std::size_t equals = a.find('=');
        const std::string name = a.substr(2, equals == std::string::npos ? std::string::npos : equals - 2);
        if (!seen.insert(name).second)
            return std::nullopt;
        if (name == "no-symbols" && equals == std::string::npos)
            continue; // the full CLI reads it again from the same arguments
        if (!valued.contains(name))
            return std::nullopt;
        std::string value;
        if (equals != std::string::npos)
            value = a.substr(equals + 1);
        else if (i + 1 < args.size())
            value = args[++i];
        else
            return std::nullopt;
        if (name == "format")
            format = value;
        else if (name == "events")
            events = value;
        else if (name == "keep")
            out.keepDir = value;
        else
            outputs.emplace_back("the --" + name + " file", value);
    }
    out.program.assign(args.begin() + std::ptrdiff_t(i), args.end());
    if (out.program.empty() || out.program.front().empty() || (seen.contains("keep") && out.keepDir.empty()))
        return std::nullopt;
    if (format != "table" && format != "stopwatch")
        return std::nullopt;
    if (seen.contains("events")) {
        const auto [end, ec] = std::from_chars(events.data(), events.data() + events.size(), out.eventsPerThread);
        if (events.empty() || ec != std::errc() || end != events.data() + events.size() || out.eventsPerThread < 1
            || out.eventsPerThread > IOLT_MAX_EVENTS)
            return std::nullopt;
    }
    if (!out.keepDir.empty()) {
        try {
            cli::checkKeepDirParent(out.keepDir);
        } catch (const std::exception&) {
            return std::nullopt;
        }
    }
    int toStdout = 0;
    for (const auto& [what, path] : outputs) {
        toStdout += path == "-";
        try {
            cli::checkOutputPath(what, path);
        } catch (const std::exception&) {
            return std::nullopt;
        }
    }
    if (toStdout > 1)
        return std::nullopt;
    return out;
}

void startTraceAndHandOver(const std::vector<std::string>& args, const std::string& fullCli, char** argv)
{
    const std::optional<FastTraceArgs> parsed = parseFastTraceArgs(args);
    if (!parsed)
        return;
    const sigset_t forwarded = cli::forwardedSignals();
    sigset_t before;
    ::sigprocmask(SIG_BLOCK, &forwarded, &before);
    trace::LaunchSpec spec;
    spec.argv = parsed->program;
    spec.eventsPerThread = parsed->eventsPerThread;
    spec.keepDir = parsed->keepDir;
    spec.passStdio = true;
    // Only the preload's programs are started here: a static one (ptrace mode) is refused by the
    // launcher and left to the full CLI, whose thread must be the one that traces it.
    spec.mode = trace::TraceMode::Preload;
    trace::Handover handover;
    try {
        trace::TraceLauncher launcher(spec);
        launcher.start();
        handover = launcher.handOver();
    } catch (const std::exception&) {
        // Not traceable as asked (static, missing, a --keep directory in use …): the full CLI
        // finds the same and says so in its words. Nothing was left behind.
        ::sigprocmask(SIG_SETMASK, &before, nullptr);
        return;
    }
    ::setenv(trace::kHandoverEnv, trace::encodeHandover(handover).c_str(), 1);
    requestHugePageMalloc(); // for the loading, now that the program runs with the user's environment
    ::execv(fullCli.c_str(), argv);
    const int error = errno;
    // Nobody would wait for the program: it ends, and its directory and terminal are put back.
    ::unsetenv(trace::kHandoverEnv);
    try {
        trace::TraceLauncher orphan(spec, handover); // its destructor kills, reaps and cleans up
    } catch (const std::exception&) { }
    std::fprintf(stderr, "iolens-cli: could not run '%s': %s.\n", fullCli.c_str(), std::strerror(error));
    std::exit(2);
}

} // namespace iolens::front
