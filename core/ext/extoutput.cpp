// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ext/extoutput.h"

#include "core/ext/exttext.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QString>

#include <charconv>
#include <cmath>
#include <limits>
#include <string>

namespace iolens {

namespace {

// A whole unsigned decimal number, nothing else.
std::optional<std::uint64_t> toNumber(std::string_view s)
{
    std::uint64_t value = 0;
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (s.empty() || ec != std::errc() || ptr != s.data() + s.size())
        return std::nullopt;
    return value;
}

std::vector<std::string_view> words(std::string_view line)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
            ++i;
        const std::size_t begin = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t')
            ++i;
        if (i > begin)
            out.push_back(line.substr(begin, i - begin));
    }
    return out;
}

std::optional<Phase> phaseFromName(std::string_view name)
{
    for (int i = 0; i < kPhaseCount; ++i)
        if (phaseName(static_cast<Phase>(i)) == name)
            return static_cast<Phase>(i);
    if (toNumber(name))
        return Phase::Other; // the article's numbered stopwatches
    return std::nullopt;
}

std::string vocabulary()
{
    std::string out;
    for (int i = 0; i < kPhaseCount; ++i)
        out += (i ? ", " : "") + std::string(phaseName(static_cast<Phase>(i)));
    return out;
}

// "Stopwatch[NAME]: Xmsec." → phase; nullopt when the line does not have that shape.
std::optional<ParsedPhase> parseStopwatchLine(std::string_view line, std::string& problem)
{
    const auto close = line.find("]:");
    if (close == std::string_view::npos)
        return std::nullopt;
    const std::string_view name = line.substr(10, close - 10);
    std::string_view rest = trimBlanks(line.substr(close + 2));
    if (rest.size() > 0 && rest.back() == '.')
        rest.remove_suffix(1);
    if (rest.size() < 5 || rest.substr(rest.size() - 4) != "msec")
        return std::nullopt;
    const auto ms = toNumber(rest.substr(0, rest.size() - 4));
    if (!ms || *ms > std::numeric_limits<std::uint64_t>::max() / 1'000'000u)
        return std::nullopt;
    const auto phase = phaseFromName(name);
    if (!phase) {
        problem = "the phase " + quotedExcerpt(name) + " is not one of " + vocabulary();
        return std::nullopt;
    }
    return ParsedPhase { *phase, *ms * 1'000'000u, 1, 0 };
}

// "iolens-phase NAME NS [CALLS [BYTES]]"
std::optional<ParsedPhase> parsePreciseLine(const std::vector<std::string_view>& w, std::string& problem)
{
    if (w.size() < 3 || w.size() > 5)
        return std::nullopt;
    const auto phase = phaseFromName(w[1]);
    if (!phase) {
        problem = "the phase " + quotedExcerpt(w[1]) + " is not one of " + vocabulary();
        return std::nullopt;
    }
    ParsedPhase p { *phase, 0, 1, 0 };
    const auto ns = toNumber(w[2]);
    const auto calls = w.size() > 3 ? toNumber(w[3]) : std::optional<std::uint64_t>(1);
    const auto bytes = w.size() > 4 ? toNumber(w[4]) : std::optional<std::uint64_t>(0);
    if (!ns || !calls || !bytes)
        return std::nullopt;
    p.ns = *ns;
    p.calls = *calls;
    p.bytes = *bytes;
    return p;
}

} // namespace

ParsedOutput parsePhaseOutput(std::string_view out)
{
    ParsedOutput parsed;
    std::size_t begin = 0;
    int lineNo = 0;
    while (begin < out.size()) {
        auto end = out.find('\n', begin);
        if (end == std::string_view::npos)
            end = out.size();
        ++lineNo;
        const std::string_view line = trimBlanks(out.substr(begin, end - begin));
        begin = end + 1;
        const bool stopwatch = line.substr(0, 10) == "Stopwatch[";
        const std::vector<std::string_view> w = stopwatch ? std::vector<std::string_view> {} : words(line);
        if (!stopwatch && (w.empty() || w[0].substr(0, 7) != "iolens-"))
            continue;
        std::string problem;
        std::optional<ParsedPhase> phase;
        bool understood = false;
        if (stopwatch) {
            phase = parseStopwatchLine(line, problem);
            understood = phase.has_value();
        } else if (w[0] == "iolens-phase") {
            phase = parsePreciseLine(w, problem);
            understood = phase.has_value();
        } else if ((w[0] == "iolens-lines" || w[0] == "iolens-bytes") && w.size() == 2) {
            if (const auto n = toNumber(w[1])) {
                (w[0] == "iolens-lines" ? parsed.lines : parsed.bytes) = *n;
                understood = true;
            }
        }
        if (!understood)
            throw ExtOutputError("line " + std::to_string(lineNo) + " of the output, " + quotedExcerpt(line) + ", "
                + (problem.empty()
                        ? std::string("is not a protocol line ('Stopwatch[NAME]: Xmsec.', 'iolens-phase "
                                      "NAME NANOSECONDS [CALLS [BYTES]]', 'iolens-lines N', 'iolens-bytes N')")
                        : "names an unknown phase: " + problem));
        if (phase)
            parsed.phases.push_back(*phase);
    }
    if (parsed.phases.empty())
        throw ExtOutputError("the output has no phase line ('Stopwatch[NAME]: Xmsec.' or 'iolens-phase NAME "
                             "NANOSECONDS'), though the definition says it prints them");
    return parsed;
}

ParsedOutput parseWcOutput(std::string_view out)
{
    const auto end = out.find('\n');
    const std::vector<std::string_view> w = words(trimBlanks(out.substr(0, end)));
    ParsedOutput parsed;
    if (w.empty() || !toNumber(w[0]))
        throw ExtOutputError("expected a line count from wc, got " + quotedExcerpt(trimBlanks(out.substr(0, end))));
    parsed.lines = toNumber(w[0]);
    if (w.size() > 1)
        parsed.bytes = toNumber(w[1]); // a path instead (plain `wc -l`) leaves it unset
    return parsed;
}

ParsedOutput parseFioJson(std::string_view out)
{
    // fio may print notes before the document.
    const auto brace = out.find('{');
    if (brace == std::string_view::npos)
        throw ExtOutputError("fio printed no JSON document (expected --output-format=json)");
    const QByteArray json(out.data() + brace, static_cast<qsizetype>(out.size() - brace));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (doc.isNull())
        throw ExtOutputError("fio's JSON does not parse: " + error.errorString().toStdString() + " at offset "
            + std::to_string(error.offset + static_cast<int>(brace)));
    const QJsonArray jobs = doc.object().value(u"jobs").toArray();
    if (jobs.isEmpty())
        throw ExtOutputError("fio's JSON has no jobs");
    const QJsonObject job = jobs.first().toObject();
    if (const int code = job.value(u"error").toInt(); code != 0)
        throw ExtOutputError("fio reported error " + std::to_string(code) + " for its job");
    const QJsonObject read = job.value(u"read").toObject();
    const QJsonValue ioBytes = read.value(u"io_bytes");
    if (!ioBytes.isDouble() || ioBytes.toDouble() < 0)
        throw ExtOutputError("fio's JSON has no read.io_bytes: not a read job?");
    // JSON numbers arrive as doubles, and converting one beyond the integer's range is undefined
    // behaviour: a count no fio can print (1e300) is refused instead.
    constexpr double kTwo63 = 9223372036854775808.0;
    if (!(ioBytes.toDouble() < 2 * kTwo63))
        throw ExtOutputError("fio's read.io_bytes is beyond any byte count");
    const auto bytes = static_cast<std::uint64_t>(ioBytes.toDouble());
    // bw_bytes (bytes/s) is exact; bw is rounded KiB/s, the only one older fio versions print.
    const double bwBytes
        = read.contains(u"bw_bytes") ? read.value(u"bw_bytes").toDouble() : read.value(u"bw").toDouble() * 1024.0;
    const QJsonObject clat = read.value(u"clat_ns").toObject();
    const double clatMean = clat.value(u"mean").toDouble();
    const double clatP99 = clat.value(u"percentile").toObject().value(u"99.000000").toDouble();
    const double ios = read.value(u"total_ios").toDouble();

    ParsedOutput parsed;
    parsed.bytes = bytes;
    parsed.metrics = {
        RunMetric { "fio_bw_mib_s", bwBytes / double(1 << 20), "MiB/s" },
        RunMetric { "fio_clat_mean_ns", clatMean, "ns" },
        RunMetric { "fio_clat_p99_ns", clatP99, "ns" },
        RunMetric { "fio_io_bytes", double(bytes), "bytes" },
        RunMetric { "fio_runtime_ns", read.value(u"runtime").toDouble() * 1e6, "ns" },
    };
    if (ios > 0) {
        // llround() needs a result within long long, and fio never measures a negative latency.
        const double readNs = clatMean * ios;
        if (!(ios < 2 * kTwo63) || !(readNs >= 0 && readNs < kTwo63))
            throw ExtOutputError("fio's read.total_ios and clat_ns.mean are out of range");
        parsed.phases.push_back(ParsedPhase {
            Phase::Read, static_cast<std::uint64_t>(std::llround(readNs)), static_cast<std::uint64_t>(ios), bytes });
    }
    return parsed;
}

} // namespace iolens
