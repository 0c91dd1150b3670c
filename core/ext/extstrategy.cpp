// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ext/extstrategy.h"

#include "core/errors.h"
#include "core/ext/childprocess.h"
#include "core/ext/extoutput.h"
#include "core/ext/javaclasses.h"
#include "core/ext/shippedlessons.h"
#include "core/sysio.h"

#include <algorithm>
#include <cstring>
#include <sys/stat.h>

namespace iolens {

namespace {

// Whether the command names the destination ({dst} in an argument or as its stdout file).
bool writesDestination(const ExtDefinition& d)
{
    const auto names = [](const std::string& s) { return s.find("{dst}") != std::string::npos; };
    return names(d.stdoutTo) || std::any_of(d.args.begin(), d.args.end(), names);
}

StrategyInfo makeInfo(const ExtDefinition& d)
{
    const ShippedExtLesson* shipped = shippedExtLesson(d.id);
    return withFamily({ .id = d.id,
        .title = d.title,
        // Per run overridable (--param ext.cp:timeout_s=5); the definition gives the default.
        .params = { ParamSpec { "timeout_s", "seconds before the child is killed and the run fails", ParamType::Count,
            d.timeoutS, 1, kExtMaxTimeoutS } },
        .lesson = { .what = d.what,
            .javaApi = d.javaApi,
            .costModel = d.costModel,
            .timing = d.timing,
            .article = shipped ? shipped->article : "",
            .excerpt = shipped ? shipped->excerpt : "" },
        .verifiedAs = d.job });
}

std::string signalName(int signal)
{
    const char* description = ::strsignal(signal);
    return "signal " + std::to_string(signal) + (description ? std::string(" (") + description + ")" : std::string());
}

} // namespace

ExtStrategy::ExtStrategy(ExtDefinition definition)
    : m_definition(std::move(definition))
    , m_info(makeInfo(m_definition))
{ }

std::optional<std::string> ExtStrategy::unsupportedReason() const
{
    std::vector<std::string> programs { m_definition.args.front() };
    programs.insert(programs.end(), m_definition.requiredPrograms.begin(), m_definition.requiredPrograms.end());
    if (m_definition.prepareJava)
        programs.push_back("javac");
    for (const std::string& program : programs)
        if (!findProgram(program))
            return "'" + program + "' not found";
    return std::nullopt;
}

std::shared_ptr<const PreparedInput> ExtStrategy::prepareInput(const RunContext& context) const
{
    if (!m_definition.prepareJava)
        return nullptr;
    return compileJavaClasses(context);
}

std::string ExtStrategy::substitute(const std::string& arg, const RunContext& context) const
{
    // The same rule as the parser's: '{' lowercase letters '}' is a placeholder, other braces are literal.
    std::string out;
    std::size_t pos = 0;
    while (pos < arg.size()) {
        const char c = arg[pos];
        std::size_t end = pos + 1;
        while (c == '{' && end < arg.size() && arg[end] >= 'a' && arg[end] <= 'z')
            ++end;
        if (c != '{' || end == pos + 1 || end >= arg.size() || arg[end] != '}') {
            out += c;
            ++pos;
            continue;
        }
        const std::string_view name = std::string_view(arg).substr(pos + 1, end - pos - 1);
        if (name == "src")
            out += context.sourcePath();
        else if (name == "dst")
            out += context.destPath();
        else if (name == "size")
            out += std::to_string(context.sourceBytes());
        else if (name == "classes")
            out += context.preparedInput<JavaClasses>().dir();
        else
            out.append(arg, pos, end - pos + 1); // the parser lets no other name through
        pos = end + 1;
    }
    return out;
}

std::vector<std::string> ExtStrategy::commandFor(const RunContext& context) const
{
    std::vector<std::string> args;
    for (const std::string& arg : m_definition.args)
        args.push_back(substitute(arg, context));
    return args;
}

void ExtStrategy::checkOutcome(const ChildOutcome& outcome, std::int64_t timeoutS) const
{
    const std::string program = "'" + m_definition.args.front() + "'";
    const std::string lastErr = outcome.lastErrLine();
    const std::string quotedErr = lastErr.empty() ? std::string(" (nothing on stderr)") : ": " + lastErr;
    if (outcome.cancelled)
        throw CancelledError();
    if (outcome.timedOut)
        throw std::runtime_error(program + " timed out after " + std::to_string(timeoutS) + " s and was killed");
    if (outcome.signal != 0)
        throw std::runtime_error(program + " was killed by " + signalName(outcome.signal) + quotedErr);
    if (outcome.exitCode != 0)
        throw std::runtime_error(program + " failed with exit code " + std::to_string(outcome.exitCode) + quotedErr);
    if (outcome.outTruncated)
        throw std::runtime_error(program + " printed more than 16 MiB on standard output; its output was not parsed");
}

Output ExtStrategy::execute(RunContext& context, Probe* probe) const
{
    // No unsupportedReason() here: the runner asked before the run, and runChild's own PATH lookup
    // throws UnsupportedError for a program that vanished since; the timing stays the child's.
    // The child opens {dst} itself, and cp, dd or Java's streams follow a link found there and
    // truncate its target: iolens cannot give them O_EXCL, so it refuses an existing destination
    // itself, as O_EXCL would. The scratch directory is private (mkdtemp, 0700): nobody else can
    // plant anything between this check and the child's open.
    if (writesDestination(m_definition)) {
        struct stat st { };
        if (::lstat(context.destPath().c_str(), &st) == 0)
            throw std::runtime_error("The destination '" + context.destPath() + "' already exists (EEXIST); '"
                + m_definition.args.front() + "' was not started, as it would write through whatever is there");
    }
    ChildRequest request;
    request.args = commandFor(context);
    if (!m_definition.stdoutTo.empty())
        request.stdoutPath = substitute(m_definition.stdoutTo, context);
    request.timeoutS = context.param("timeout_s");
    request.cancelled = [&context] { return context.cancelRequested(); };
    const ChildOutcome outcome = runChild(request);

    // The child's costs are the run's, whatever became of it.
    context.addChildUsage(outcome.usage);
    context.addMetric("child_wall_ns", static_cast<double>(outcome.wallNs), "ns");
    context.addMetric("child_peak_rss_bytes", static_cast<double>(outcome.peakRssBytes), "bytes");
    context.addMetric("child_peak_rss_exact", outcome.peakRssExact ? 1.0 : 0.0, "count"); // 0: sampled, a lower bound
    checkOutcome(outcome, request.timeoutS);

    ParsedOutput parsed;
    try {
        switch (m_definition.output) {
        case ExtOutputMode::None:
            break;
        case ExtOutputMode::Phases:
            parsed = parsePhaseOutput(outcome.out);
            break;
        case ExtOutputMode::Wc:
            parsed = parseWcOutput(outcome.out);
            break;
        case ExtOutputMode::FioJson:
            parsed = parseFioJson(outcome.out);
            break;
        }
    } catch (const ExtOutputError& e) {
        throw std::runtime_error("'" + m_definition.args.front() + "' printed output that is not "
            + std::string(extOutputModeName(m_definition.output)) + ": " + e.what());
    }
    for (const RunMetric& metric : parsed.metrics)
        context.addMetric(metric.name, metric.value, metric.unit);

    Output output;
    if (m_definition.job == "copy") {
        struct stat st { };
        if (::stat(context.destPath().c_str(), &st) < 0)
            throw std::runtime_error("'" + m_definition.args.front() + "' exited with 0 but wrote no destination file");
        output.bytes = static_cast<std::uint64_t>(st.st_size); // the copy verifier checks the content
    } else {
        if (!parsed.bytes)
            throw std::runtime_error("'" + m_definition.args.front()
                + "' did not say how many bytes it read (wc needs -c; a Java reader prints 'iolens-bytes N')");
        output.bytes = *parsed.bytes;
        output.linesCounted = parsed.lines.has_value() || m_definition.output != ExtOutputMode::FioJson;
        if (!parsed.lines && output.linesCounted)
            throw std::runtime_error(
                "'" + m_definition.args.front() + "' did not say how many lines it read ('iolens-lines N')");
        output.lines = parsed.lines.value_or(0);
        output.linesAreNewlines = m_definition.output == ExtOutputMode::Wc; // wc -l counts '\n's
    }
    if (probe) {
        if (m_definition.output == ExtOutputMode::None)
            probe->record(Phase::Other, outcome.wallNs, 1, output.bytes); // no phases printed: the child's life
        for (const ParsedPhase& p : parsed.phases)
            probe->record(p.phase, p.ns, p.calls, p.bytes);
    }
    context.advance(context.sourceBytes());
    return output;
}

Output ExtStrategy::run(RunContext& context, Probe& probe) const
{
    return execute(context, &probe);
}

Output ExtStrategy::runUninstrumented(RunContext& context) const
{
    return execute(context, nullptr);
}

} // namespace iolens
