// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/tracejson.h"

#include "core/namebytes.h"
#include "core/trace/accesspattern.h"
#include "core/trace/jsonstream.h"
#include "core/trace/stackjson.h"
#include "core/trace/statregularity.h"
#include "core/trace/tracetext.h"
#include "core/trace/unseenio.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <sstream>

namespace iolens::trace {

namespace {

QString text(const std::string& s)
{
    return QString::fromStdString(s);
}

// JSON numbers as Qt stores them: 64-bit integers stay exact up to 2^63.
QJsonValue count(std::uint64_t value)
{
    constexpr auto max = static_cast<std::uint64_t>(std::numeric_limits<qint64>::max());
    return QJsonValue(static_cast<qint64>(value > max ? max : value));
}

QJsonValue real(double value)
{
    return QJsonValue(std::isfinite(value) ? value : 0.0);
}

QJsonArray strings(const std::vector<std::string>& list)
{
    QJsonArray out;
    for (const std::string& s : list)
        out.append(text(s));
    return out;
}

// A name from the program (a path, an argument) under key, and its exact bytes under key_bytes
// when it is not valid UTF-8 (core/trace/namebytes.h).
void putName(QJsonObject& o, const QString& key, const std::string& name)
{
    o[key] = text(name);
    if (!isJsonText(name))
        o[QString(key + QStringLiteral("_bytes"))] = text(percentEncoded(name));
}

// The same for a list: key_bytes holds every element percent-encoded when any is not UTF-8.
void putNames(QJsonObject& o, const QString& key, const std::vector<std::string>& names)
{
    o[key] = strings(names);
    if (std::all_of(names.begin(), names.end(), [](const std::string& n) { return isJsonText(n); }))
        return;
    QJsonArray exact;
    for (const std::string& n : names)
        exact.append(text(percentEncoded(n)));
    o[QString(key + QStringLiteral("_bytes"))] = exact;
}

// What the kernel counted that the trace did not attribute (unseenio.h); null when the kernel's
// counts are not known.
QJsonValue unseenJson(const Process& p)
{
    const UnseenIo& u = p.unseen;
    if (!u.valid)
        return QJsonValue(QJsonValue::Null);
    QJsonObject o;
    o[u"read_calls"] = count(u.readCalls);
    o[u"read_bytes"] = count(u.readBytes);
    o[u"write_calls"] = count(u.writeCalls);
    o[u"write_bytes"] = count(u.writeBytes);
    o[u"seen_read_calls"] = count(u.seenReadCalls);
    o[u"seen_read_bytes"] = count(u.seenReadBytes);
    o[u"seen_write_calls"] = count(u.seenWriteCalls);
    o[u"seen_write_bytes"] = count(u.seenWriteBytes);
    o[u"stdio_read_calls"] = count(u.stdioReadCalls);
    o[u"stdio_write_calls"] = count(u.stdioWriteCalls);
    o[u"reasons"] = strings(u.reasons);
    o[u"sentence"] = text(unseenSentence(p));
    return o;
}

QJsonObject processJson(const Process& p)
{
    QJsonObject o;
    o[u"pid"] = p.pid;
    o[u"parent"] = p.parent;
    o[u"generation"] = p.generation;
    putNames(o, QStringLiteral("argv"), p.argv);
    putName(o, QStringLiteral("exe"), p.exe);
    o[u"end"] = text(p.end);
    o[u"exit_status"] = p.exitStatus;
    o[u"signal"] = p.signal;
    o[u"start_ns"] = count(p.startNs);
    o[u"wall_ns"] = count(p.wallNs);
    o[u"io_ns"] = count(p.ioNs);
    QJsonArray threads;
    for (const Thread& t : p.threads) {
        QJsonObject th;
        th[u"tid"] = t.tid;
        th[u"name"] = text(t.name);
        th[u"events_kept"] = count(t.eventsKept);
        th[u"events_dropped"] = count(t.eventsDropped);
        threads.append(th);
    }
    o[u"threads"] = threads;
    if (p.kernel.valid) {
        QJsonObject k;
        k[u"syscr"] = count(p.kernel.syscr);
        k[u"syscw"] = count(p.kernel.syscw);
        k[u"rchar"] = count(p.kernel.rchar);
        k[u"wchar"] = count(p.kernel.wchar);
        k[u"read_bytes"] = count(p.kernel.readBytes);
        k[u"write_bytes"] = count(p.kernel.writeBytes);
        o[u"kernel"] = k;
    } else {
        o[u"kernel"] = QJsonValue(QJsonValue::Null);
    }
    o[u"untraced_execs"] = count(p.untracedExecs);
    putName(o, QStringLiteral("untraced_exec"), p.untracedExec);
    o[u"unseen"] = unseenJson(p);
    if (p.faults.valid) {
        QJsonObject f;
        f[u"minor"] = count(p.faults.minor);
        f[u"major"] = count(p.faults.major);
        o[u"page_faults"] = f;
    } else {
        o[u"page_faults"] = QJsonValue(QJsonValue::Null);
    }
    return o;
}

QJsonObject callJson(const CallStats& c)
{
    QJsonObject o;
    o[u"call"] = text(c.call);
    o[u"layer"] = text(std::string(layerName(c.layer)));
    o[u"count"] = count(c.count);
    o[u"ns"] = count(c.ns);
    o[u"timed"] = count(c.timed);
    o[u"bytes"] = count(c.bytes);
    o[u"errors"] = count(c.errors);
    o[u"min_ns"] = count(c.minNs);
    o[u"max_ns"] = count(c.maxNs);
    o[u"sequential"] = count(c.sequential);
    o[u"random"] = count(c.random);
    QJsonArray h;
    for (std::uint64_t n : c.histogram)
        h.append(count(n));
    o[u"histogram"] = h;
    return o;
}

// files[].access (issue 26): the figures of the file's access pattern; its runs are the file's
// timeline rows with an offset.
QJsonObject accessJson(const AccessSummary& s)
{
    QJsonObject o;
    o[u"reads_once_bytes"] = count(s.reads.once);
    o[u"reads_again_bytes"] = count(s.reads.again);
    o[u"read_runs"] = count(s.reads.runs);
    o[u"read_calls"] = count(s.reads.calls);
    o[u"read_typical_call_bytes"] = count(s.reads.typicalCallBytes);
    o[u"writes_once_bytes"] = count(s.writes.once);
    o[u"writes_again_bytes"] = count(s.writes.again);
    o[u"write_runs"] = count(s.writes.runs);
    o[u"write_calls"] = count(s.writes.calls);
    o[u"write_typical_call_bytes"] = count(s.writes.typicalCallBytes);
    o[u"whole_reads"] = count(s.wholeReads);
    o[u"file_size"] = count(s.fileSize);
    o[u"sequential_calls"] = count(s.sequentialCalls);
    o[u"calls_with_offset"] = count(s.callsWithOffset);
    o[u"calls_without_offset"] = count(s.callsWithoutOffset);
    return o;
}

QJsonObject fileJson(const FileStats& f)
{
    QJsonObject o;
    putName(o, QStringLiteral("path"), f.path);
    o[u"kind"] = text(std::string(fileKindName(f.kind)));
    o[u"pid"] = f.pid;
    o[u"opens"] = count(f.opens);
    o[u"size_at_open"] = count(f.sizeAtOpen);
    QJsonObject sessions;
    sessions[u"closed"] = count(f.sessionsClosed);
    sessions[u"written"] = count(f.sessionsWritten);
    sessions[u"write_bytes"] = count(f.sessionWriteBytes);
    sessions[u"read_from_start"] = count(f.sessionsReadFromStart);
    sessions[u"read_bytes"] = count(f.sessionReadBytes);
    o[u"sessions"] = sessions;
    QJsonObject stat;
    stat[u"calls"] = count(f.statCalls);
    stat[u"interval_mean_ns"] = real(f.statIntervalMeanNs);
    stat[u"interval_cv"] = real(f.statIntervalCv);
    // null for a trace file older than the histogram (then the CV decided stat-polling)
    const std::optional<StatRegularity> regular = statRegularity(f.statIntervalHistogram);
    stat[u"interval_regular_share"] = regular ? real(regular->share) : QJsonValue(QJsonValue::Null);
    if (f.statIntervalHistogram.empty()) {
        stat[u"interval_histogram"] = QJsonValue(QJsonValue::Null);
    } else {
        QJsonArray octaves;
        for (std::uint64_t n : f.statIntervalHistogram)
            octaves.append(count(n));
        stat[u"interval_histogram"] = octaves;
    }
    o[u"stat"] = stat;
    o[u"exchanges"] = count(f.exchanges);
    QJsonArray calls;
    for (const CallStats& c : f.calls)
        calls.append(callJson(c));
    o[u"calls"] = calls;
    return o;
}

QJsonObject siteJson(const Site& s)
{
    QJsonObject o;
    o[u"pid"] = s.pid;
    o[u"address"] = count(s.address);
    o[u"module"] = text(s.module);
    o[u"offset"] = count(s.moduleOffset);
    o[u"function"] = text(s.function);
    o[u"location"] = text(s.location);
    o[u"count"] = count(s.count);
    o[u"ns"] = count(s.ns);
    o[u"bytes"] = count(s.bytes);
    QJsonObject calls;
    for (const auto& [kind, n] : s.callsByKind)
        calls[text(kind)] = count(n);
    o[u"calls"] = calls;
    // A name that is not UTF-8 is a key only in paths_bytes, percent-encoded: as text, two such
    // names could become the same key.
    QJsonObject paths, exactPaths;
    for (const auto& [path, n] : s.callsByPath) {
        if (isJsonText(path))
            paths[text(path)] = count(n);
        else
            exactPaths[text(percentEncoded(path))] = count(n);
    }
    o[u"paths"] = paths;
    if (!exactPaths.isEmpty())
        o[u"paths_bytes"] = exactPaths;
    return o;
}

QJsonObject zoneJson(const Zone& z)
{
    QJsonObject o;
    o[u"name"] = text(z.name);
    o[u"pid"] = z.pid;
    o[u"count"] = count(z.count);
    o[u"ns"] = count(z.ns);
    QJsonArray io;
    for (const Zone::Attributed& a : z.io) {
        QJsonObject x;
        x[u"call"] = text(a.call);
        putName(x, QStringLiteral("path"), a.path);
        x[u"count"] = count(a.count);
        x[u"ns"] = count(a.ns);
        x[u"bytes"] = count(a.bytes);
        io.append(x);
    }
    o[u"io"] = io;
    return o;
}

QJsonObject findingJson(const Finding& f)
{
    QJsonObject o;
    o[u"id"] = text(f.id);
    putName(o, QStringLiteral("file"), f.file);
    o[u"pid"] = f.pid;
    o[u"share"] = real(f.share);
    o[u"title"] = text(f.title);
    o[u"evidence"] = text(f.evidence);
    o[u"lesson"] = text(f.lesson);
    o[u"try"] = strings(f.tryStrategies);
    o[u"sites"] = strings(f.sites);
    o[u"zone"] = text(f.zone);
    QJsonArray lines;
    for (const Finding::UserLine& l : f.userLines) {
        QJsonObject line;
        line[u"frame"] = count(l.frame);
        line[u"calls"] = count(l.calls);
        line[u"ns"] = count(l.ns);
        line[u"stack"] = l.stack < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(static_cast<qint64>(l.stack));
        lines.append(line);
    }
    o[u"user_lines"] = lines;
    return o;
}

} // namespace

void writeTraceJson(std::ostream& out, const Trace& t)
{
    // Written as it is made (jsonstream.h): the large arrays (files, the time line, frames, stacks)
    // element by element. "iolens_version" and "kind" come first, so that a reader can tell a
    // trace from its first bytes (documentkind.h).
    JsonStream json(out);
    const auto field = [&](std::string_view key, const QJsonValue& v) {
        json.key(key);
        json.value(v);
    };
    json.beginObject();
    field("iolens_version", QStringLiteral(IOLENS_VERSION));
    field("kind", QStringLiteral("trace"));
    QJsonObject command;
    putNames(command, QStringLiteral("command"), t.command);
    for (auto it = command.begin(); it != command.end(); ++it)
        field(it.key().toStdString(), it.value());
    field("exit_status", t.exitStatus);
    field("signal", t.signal);
    field("wall_ns", count(t.wallNs));
    field("start_realtime_ns", count(t.startRealtimeNs));
    field("mode", text(t.mode));
    field("mode_reason", text(t.modeReason));
    field("call_cost_ns", count(t.callCostNs));
    field("still_running", count(t.stillRunning));
    field("events_kept", count(t.eventsKept));
    field("events_dropped", count(t.eventsDropped));
    const std::size_t rows = std::min(t.events.size(), kMaxJsonEvents);
    field("events_not_loaded", count(t.eventsNotLoaded + (t.events.size() - rows)));
    field("notices", strings(t.notices));
    field("user_code", strings(t.userCodeModules));

    json.key("processes");
    json.beginArray();
    for (const Process& p : t.processes)
        json.value(processJson(p));
    json.endArray();

    json.key("files");
    json.beginArray();
    const std::vector<std::optional<AccessSummary>> access = accessSummaries(t);
    for (std::size_t i = 0; i < t.files.size(); ++i) {
        QJsonObject file = fileJson(t.files[i]);
        if (access[i])
            file[u"access"] = accessJson(*access[i]);
        json.value(file);
    }
    json.endArray();

    json.key("sites");
    json.beginArray();
    for (const Site& site : t.sites)
        json.value(siteJson(site));
    json.endArray();

    json.key("zones");
    json.beginArray();
    for (const Zone& z : t.zones)
        json.value(zoneJson(z));
    json.endArray();

    json.key("findings");
    json.beginArray();
    for (const Finding& f : t.findings)
        json.value(findingJson(f));
    json.endArray();

    // [pid, tid, call-or-zone, begin_ns, end_ns, count, bytes, file-index, is_zone, offset]
    json.key("timeline");
    json.beginArray();
    for (std::size_t i = 0; i < rows; ++i) {
        const Event& e = t.events[i];
        json.beginArray();
        json.value(std::int64_t { e.pid });
        json.value(std::int64_t { e.tid });
        json.value(std::string_view(e.call));
        json.value(count(e.beginNs).toInteger());
        json.value(count(e.endNs).toInteger());
        json.value(count(e.count).toInteger());
        json.value(count(e.bytes).toInteger());
        json.value(std::int64_t { e.file });
        json.value(std::int64_t { e.isZone ? 1 : 0 });
        json.value(static_cast<std::int64_t>(e.offset));
        json.endArray();
    }
    json.endArray();

    json.key("frames");
    json.beginArray();
    for (const Frame& f : t.frames)
        json.value(frameJson(f));
    json.endArray();
    json.key("stacks");
    json.beginArray();
    for (const Stack& st : t.stacks)
        json.value(stackJson(st));
    json.endArray();
    field("stack_sampling", stackSamplingJson(t));
    json.endObject();
}

QByteArray traceToJson(const Trace& t)
{
    std::ostringstream out;
    writeTraceJson(out, t);
    const std::string json = std::move(out).str();
    return QByteArray(json.data(), static_cast<qsizetype>(json.size()));
}

} // namespace iolens::trace
