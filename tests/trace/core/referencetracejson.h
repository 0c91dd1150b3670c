// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The trace JSON as iolens wrote it before the streaming writer (core/jsonwriter.h): a
// QJsonObject built field by field, the code of core/trace/tracejson.cpp and stackjson.cpp as it
// was. tst_tracejson compares what writeTraceJson() writes, parsed, with this object, so that the
// new writer is held to the old one's fields, values and types rather than to itself.

#include "core/namebytes.h"
#include "core/trace/accesspattern.h"
#include "core/trace/statregularity.h"
#include "core/trace/trace.h"
#include "core/trace/tracejson.h"
#include "core/trace/tracetext.h"
#include "core/trace/unseenio.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace iolens::trace::test::reference {

inline QString text(const std::string& s)
{
    return QString::fromStdString(s);
}

// JSON numbers as Qt stores them: 64-bit integers stay exact up to 2^63.
inline QJsonValue count(std::uint64_t value)
{
    constexpr auto max = static_cast<std::uint64_t>(std::numeric_limits<qint64>::max());
    return QJsonValue(static_cast<qint64>(value > max ? max : value));
}

inline QJsonValue real(double value)
{
    return QJsonValue(std::isfinite(value) ? value : 0.0);
}

inline QJsonArray strings(const std::vector<std::string>& list)
{
    QJsonArray out;
    for (const std::string& s : list)
        out.append(text(s));
    return out;
}

// A name from the program (a path, an argument) under key, and its exact bytes under key_bytes
// when it is not valid UTF-8 (core/trace/namebytes.h).
inline void putName(QJsonObject& o, const QString& key, const std::string& name)
{
    o[key] = text(name);
    if (!isJsonText(name))
        o[QString(key + QStringLiteral("_bytes"))] = text(percentEncoded(name));
}

// The same for a list: key_bytes holds every element percent-encoded when any is not UTF-8.
inline void putNames(QJsonObject& o, const QString& key, const std::vector<std::string>& names)
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
inline QJsonValue unseenJson(const Process& p)
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

// /proc/PID/io's counts, null where not known.
inline QJsonValue kernelJson(const KernelIo& io)
{
    if (!io.valid)
        return QJsonValue(QJsonValue::Null);
    QJsonObject k;
    k[u"syscr"] = count(io.syscr);
    k[u"syscw"] = count(io.syscw);
    k[u"rchar"] = count(io.rchar);
    k[u"wchar"] = count(io.wchar);
    k[u"read_bytes"] = count(io.readBytes);
    k[u"write_bytes"] = count(io.writeBytes);
    return k;
}
inline QJsonObject processJson(const Process& p)
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
    o[u"kernel"] = kernelJson(p.kernel);
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
    o[u"kernel_own"] = kernelJson(p.ownKernel());
    o[u"told_by_parent"] = p.toldByParent;
    return o;
}

inline QJsonObject callJson(const CallStats& c)
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
    for (std::size_t k = 0; k < static_cast<std::size_t>(kHistogramBuckets); ++k)
        h.append(count(c.bucket(k)));
    o[u"histogram"] = h;
    return o;
}

// files[].access (issue 26): the figures of the file's access pattern; its runs are the file's
// timeline rows with an offset.
inline QJsonObject accessJson(const AccessSummary& s)
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

inline QJsonObject fileJson(const FileStats& f)
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

inline QJsonObject siteJson(const Site& s)
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

inline QJsonObject zoneJson(const Zone& z)
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

inline QJsonObject findingJson(const Finding& f)
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

inline void referenceStacksJson(QJsonObject& root, const Trace& t)
{
    QJsonArray frames, stacks;
    for (const Frame& f : t.frames) {
        QJsonObject o;
        o[u"function"] = text(f.function);
        o[u"file"] = text(f.file);
        o[u"line"] = f.line;
        o[u"module"] = text(f.module);
        o[u"module_offset"] = count(f.moduleOffset);
        o[u"runtime"] = f.runtime;
        if (!f.language.empty())
            o[u"language"] = text(f.language);
        if (!f.sourcePath.empty())
            o[u"source_path"] = text(f.sourcePath);
        if (f.inlined)
            o[u"inlined"] = true;
        frames.append(o);
    }
    for (const Stack& s : t.stacks) {
        QJsonArray ids;
        for (std::size_t id : s.frames)
            ids.append(count(id));
        QJsonObject o;
        o[u"frames"] = ids;
        o[u"truncated"] = s.truncated;
        o[u"pid"] = s.pid;
        o[u"file"] = s.file;
        o[u"call"] = text(s.call);
        o[u"calls"] = count(s.calls);
        o[u"ns"] = count(s.ns);
        o[u"bytes"] = count(s.bytes);
        stacks.append(o);
    }
    const StackSampling& g = t.stackSampling;
    QJsonObject sampling;
    sampling[u"enabled"] = g.enabled;
    sampling[u"frame_order"] = QStringLiteral("innermost_first");
    sampling[u"max_frames"] = g.maxFrames;
    sampling[u"first_calls"] = count(g.firstCalls);
    sampling[u"period"] = count(g.period);
    sampling[u"stdio_period"] = count(g.stdioPeriod);
    sampling[u"slow_ns"] = count(g.slowNs);
    sampling[u"samples"] = count(g.samples);
    sampling[u"truncated"] = count(g.truncated);
    sampling[u"dropped"] = count(g.dropped);
    sampling[u"failed"] = count(g.failed);
    sampling[u"unsampled_calls"] = count(g.unsampledCalls);
    sampling[u"site_shared_calls"] = count(g.siteSharedCalls);
    root[u"frames"] = frames;
    root[u"stacks"] = stacks;
    root[u"stack_sampling"] = sampling;
}

inline QJsonObject referenceTraceJson(const Trace& t)
{
    QJsonObject root;
    root[u"iolens_version"] = QStringLiteral(IOLENS_VERSION);
    root[u"kind"] = QStringLiteral("trace");
    putNames(root, QStringLiteral("command"), t.command);
    root[u"exit_status"] = t.exitStatus;
    root[u"signal"] = t.signal;
    root[u"wall_ns"] = count(t.wallNs);
    root[u"start_realtime_ns"] = count(t.startRealtimeNs);
    QJsonArray processes, files, sites, zones, findings, timeline;
    for (const Process& p : t.processes)
        processes.append(processJson(p));
    const std::vector<std::optional<AccessSummary>> access = accessSummaries(t);
    for (std::size_t i = 0; i < t.files.size(); ++i) {
        QJsonObject file = fileJson(t.files[i]);
        if (access[i])
            file[u"access"] = accessJson(*access[i]);
        files.append(file);
    }
    for (const Site& s : t.sites)
        sites.append(siteJson(s));
    for (const Zone& z : t.zones)
        zones.append(zoneJson(z));
    for (const Finding& f : t.findings)
        findings.append(findingJson(f));
    const std::size_t rows = std::min(t.events.size(), kMaxJsonEvents);
    for (std::size_t i = 0; i < rows; ++i) {
        const Event& e = t.events[i];
        timeline.append(QJsonArray { e.pid, e.tid, text(e.call), count(e.beginNs), count(e.endNs), count(e.count),
            count(e.bytes), e.file, e.isZone ? 1 : 0, static_cast<qint64>(e.offset) });
    }
    root[u"processes"] = processes;
    root[u"files"] = files;
    root[u"sites"] = sites;
    root[u"zones"] = zones;
    root[u"findings"] = findings;
    root[u"events_kept"] = count(t.eventsKept);
    root[u"events_dropped"] = count(t.eventsDropped);
    root[u"events_not_loaded"] = count(t.eventsNotLoaded + (t.events.size() - rows));
    root[u"notices"] = strings(t.notices);
    root[u"still_running"] = count(t.stillRunning);
    root[u"mode"] = text(t.mode);
    root[u"mode_reason"] = text(t.modeReason);
    root[u"call_cost_ns"] = count(t.callCostNs);
    root[u"timeline"] = timeline;
    referenceStacksJson(root, t);
    root[u"user_code"] = strings(t.userCodeModules);
    return root;
}

} // namespace iolens::trace::test::reference
