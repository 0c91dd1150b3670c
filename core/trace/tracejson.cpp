// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/tracejson.h"

#include "core/jsonwriter.h"
#include "core/namebytes.h"
#include "core/trace/accesspattern.h"
#include "core/trace/stackjson.h"
#include "core/trace/statregularity.h"
#include "core/trace/tracetext.h"
#include "core/trace/unseenio.h"

#include <QByteArray>

#include <algorithm>
#include <cmath>
#include <optional>
#include <streambuf>

namespace iolens::trace {

namespace {

// A ratio or mean that came out NaN or infinite is written as 0, as it always was.
double real(double value)
{
    return std::isfinite(value) ? value : 0.0;
}

void strings(JsonWriter& w, const std::vector<std::string>& list)
{
    w.beginArray();
    for (const std::string& s : list)
        w.string(s);
    w.endArray();
}

// A name from the program (a path, an argument) under key, and its exact bytes under key_bytes
// when it is not valid UTF-8 (core/namebytes.h).
void putName(JsonWriter& w, std::string_view key, const std::string& name)
{
    w.key(key).string(name);
    if (!isJsonText(name))
        w.key(std::string(key) + "_bytes").string(percentEncoded(name));
}

// The same for a list: key_bytes holds every element percent-encoded when any is not UTF-8.
void putNames(JsonWriter& w, std::string_view key, const std::vector<std::string>& names)
{
    w.key(key);
    strings(w, names);
    if (std::all_of(names.begin(), names.end(), [](const std::string& n) { return isJsonText(n); }))
        return;
    w.key(std::string(key) + "_bytes").beginArray();
    for (const std::string& n : names)
        w.string(percentEncoded(n));
    w.endArray();
}

// What the kernel counted that the trace did not attribute (unseenio.h); null when the kernel's
// counts are not known.
// /proc/PID/io's counts, or null where they are not known.
void writeKernelIo(JsonWriter& w, const KernelIo& k)
{
    if (!k.valid) {
        w.null();
        return;
    }
    w.beginObject();
    w.key("syscr").integer(jsonCount(k.syscr));
    w.key("syscw").integer(jsonCount(k.syscw));
    w.key("rchar").integer(jsonCount(k.rchar));
    w.key("wchar").integer(jsonCount(k.wchar));
    w.key("read_bytes").integer(jsonCount(k.readBytes));
    w.key("write_bytes").integer(jsonCount(k.writeBytes));
    w.endObject();
}

void writeUnseen(JsonWriter& w, const Process& p)
{
    const UnseenIo& u = p.unseen;
    if (!u.valid) {
        w.null();
        return;
    }
    w.beginObject();
    w.key("read_calls").integer(jsonCount(u.readCalls));
    w.key("read_bytes").integer(jsonCount(u.readBytes));
    w.key("write_calls").integer(jsonCount(u.writeCalls));
    w.key("write_bytes").integer(jsonCount(u.writeBytes));
    w.key("seen_read_calls").integer(jsonCount(u.seenReadCalls));
    w.key("seen_read_bytes").integer(jsonCount(u.seenReadBytes));
    w.key("seen_write_calls").integer(jsonCount(u.seenWriteCalls));
    w.key("seen_write_bytes").integer(jsonCount(u.seenWriteBytes));
    w.key("stdio_read_calls").integer(jsonCount(u.stdioReadCalls));
    w.key("stdio_write_calls").integer(jsonCount(u.stdioWriteCalls));
    w.key("reasons");
    strings(w, u.reasons);
    w.key("sentence").string(unseenSentence(p));
    w.endObject();
}

void writeProcess(JsonWriter& w, const Process& p)
{
    w.beginObject();
    w.key("pid").integer(p.pid);
    w.key("parent").integer(p.parent);
    w.key("generation").integer(p.generation);
    putNames(w, "argv", p.argv);
    putName(w, "exe", p.exe);
    w.key("end").string(p.end);
    w.key("exit_status").integer(p.exitStatus);
    w.key("signal").integer(p.signal);
    w.key("start_ns").integer(jsonCount(p.startNs));
    w.key("wall_ns").integer(jsonCount(p.wallNs));
    w.key("io_ns").integer(jsonCount(p.ioNs));
    w.key("threads").beginArray();
    for (const Thread& t : p.threads) {
        w.beginObject();
        w.key("tid").integer(t.tid);
        w.key("name").string(t.name);
        w.key("events_kept").integer(jsonCount(t.eventsKept));
        w.key("events_dropped").integer(jsonCount(t.eventsDropped));
        w.endObject();
    }
    w.endArray();
    w.key("kernel");
    writeKernelIo(w, p.kernel);
    w.key("untraced_execs").integer(jsonCount(p.untracedExecs));
    putName(w, "untraced_exec", p.untracedExec);
    w.key("unseen");
    writeUnseen(w, p);
    w.key("page_faults");
    if (p.faults.valid) {
        w.beginObject();
        w.key("minor").integer(jsonCount(p.faults.minor));
        w.key("major").integer(jsonCount(p.faults.major));
        w.endObject();
    } else {
        w.null();
    }
    w.key("kernel_own"); // appended: `kernel` less the counts of the children it reaped
    writeKernelIo(w, p.ownKernel());
    w.key("told_by_parent").boolean(p.toldByParent); // appended: no record of its own (trace.h)
    w.endObject();
}

void writeCall(JsonWriter& w, const CallStats& c)
{
    w.beginObject();
    w.key("call").string(c.call);
    w.key("layer").string(layerName(c.layer));
    w.key("count").integer(jsonCount(c.count));
    w.key("ns").integer(jsonCount(c.ns));
    w.key("timed").integer(jsonCount(c.timed));
    w.key("bytes").integer(jsonCount(c.bytes));
    w.key("errors").integer(jsonCount(c.errors));
    w.key("min_ns").integer(jsonCount(c.minNs));
    w.key("max_ns").integer(jsonCount(c.maxNs));
    w.key("sequential").integer(jsonCount(c.sequential));
    w.key("random").integer(jsonCount(c.random));
    w.key("histogram").beginArray(); // always kHistogramBuckets counts, an empty histogram's zeros too
    for (std::size_t k = 0; k < static_cast<std::size_t>(kHistogramBuckets); ++k)
        w.integer(jsonCount(c.bucket(k)));
    w.endArray();
    w.endObject();
}

// files[].access (issue 26): the figures of the file's access pattern; its runs are the file's
// timeline rows with an offset.
void writeAccess(JsonWriter& w, const AccessSummary& s)
{
    w.beginObject();
    w.key("reads_once_bytes").integer(jsonCount(s.reads.once));
    w.key("reads_again_bytes").integer(jsonCount(s.reads.again));
    w.key("read_runs").integer(jsonCount(s.reads.runs));
    w.key("read_calls").integer(jsonCount(s.reads.calls));
    w.key("read_typical_call_bytes").integer(jsonCount(s.reads.typicalCallBytes));
    w.key("writes_once_bytes").integer(jsonCount(s.writes.once));
    w.key("writes_again_bytes").integer(jsonCount(s.writes.again));
    w.key("write_runs").integer(jsonCount(s.writes.runs));
    w.key("write_calls").integer(jsonCount(s.writes.calls));
    w.key("write_typical_call_bytes").integer(jsonCount(s.writes.typicalCallBytes));
    w.key("whole_reads").integer(jsonCount(s.wholeReads));
    w.key("file_size").integer(jsonCount(s.fileSize));
    w.key("sequential_calls").integer(jsonCount(s.sequentialCalls));
    w.key("calls_with_offset").integer(jsonCount(s.callsWithOffset));
    w.key("calls_without_offset").integer(jsonCount(s.callsWithoutOffset));
    w.endObject();
}

void writeFile(JsonWriter& w, const FileStats& f, const std::optional<AccessSummary>& access)
{
    w.beginObject();
    putName(w, "path", f.path);
    w.key("kind").string(fileKindName(f.kind));
    w.key("pid").integer(f.pid);
    w.key("opens").integer(jsonCount(f.opens));
    w.key("size_at_open").integer(jsonCount(f.sizeAtOpen));
    w.key("sessions").beginObject();
    w.key("closed").integer(jsonCount(f.sessionsClosed));
    w.key("written").integer(jsonCount(f.sessionsWritten));
    w.key("write_bytes").integer(jsonCount(f.sessionWriteBytes));
    w.key("read_from_start").integer(jsonCount(f.sessionsReadFromStart));
    w.key("read_bytes").integer(jsonCount(f.sessionReadBytes));
    w.endObject();
    w.key("stat").beginObject();
    w.key("calls").integer(jsonCount(f.statCalls));
    w.key("interval_mean_ns").number(real(f.statIntervalMeanNs));
    w.key("interval_cv").number(real(f.statIntervalCv));
    // null for a trace file older than the histogram (then the CV decided stat-polling)
    w.key("interval_regular_share");
    if (const std::optional<StatRegularity> regular = statRegularity(f.statIntervalHistogram))
        w.number(real(regular->share));
    else
        w.null();
    w.key("interval_histogram");
    if (f.statIntervalHistogram.empty()) {
        w.null();
    } else {
        w.beginArray();
        for (std::uint64_t n : f.statIntervalHistogram)
            w.integer(jsonCount(n));
        w.endArray();
    }
    w.endObject();
    w.key("exchanges").integer(jsonCount(f.exchanges));
    w.key("calls").beginArray();
    for (const CallStats& c : f.calls)
        writeCall(w, c);
    w.endArray();
    if (access) {
        w.key("access");
        writeAccess(w, *access);
    }
    w.endObject();
}

void writeSite(JsonWriter& w, const Site& s)
{
    w.beginObject();
    w.key("pid").integer(s.pid);
    w.key("address").integer(jsonCount(s.address));
    w.key("module").string(s.module);
    w.key("offset").integer(jsonCount(s.moduleOffset));
    w.key("function").string(s.function);
    w.key("location").string(s.location);
    w.key("count").integer(jsonCount(s.count));
    w.key("ns").integer(jsonCount(s.ns));
    w.key("bytes").integer(jsonCount(s.bytes));
    // Call kinds are the fixed names of iolt_call_name(), so no two are the same key.
    w.key("calls").beginObject();
    for (const auto& [kind, n] : s.callsByKind)
        w.key(kind).integer(jsonCount(n));
    w.endObject();
    // A name that is not UTF-8 is a key only in paths_bytes, percent-encoded: as text, two such
    // names could become the same key.
    w.key("paths").beginObject();
    bool anyExact = false;
    for (const auto& [path, n] : s.callsByPath) {
        if (isJsonText(path))
            w.key(path).integer(jsonCount(n));
        else
            anyExact = true;
    }
    w.endObject();
    if (anyExact) {
        w.key("paths_bytes").beginObject();
        for (const auto& [path, n] : s.callsByPath)
            if (!isJsonText(path))
                w.key(percentEncoded(path)).integer(jsonCount(n));
        w.endObject();
    }
    w.endObject();
}

void writeZone(JsonWriter& w, const Zone& z)
{
    w.beginObject();
    w.key("name").string(z.name);
    w.key("pid").integer(z.pid);
    w.key("count").integer(jsonCount(z.count));
    w.key("ns").integer(jsonCount(z.ns));
    w.key("io").beginArray();
    for (const Zone::Attributed& a : z.io) {
        w.beginObject();
        w.key("call").string(a.call);
        putName(w, "path", a.path);
        w.key("count").integer(jsonCount(a.count));
        w.key("ns").integer(jsonCount(a.ns));
        w.key("bytes").integer(jsonCount(a.bytes));
        w.endObject();
    }
    w.endArray();
    w.endObject();
}

void writeFinding(JsonWriter& w, const Finding& f)
{
    w.beginObject();
    w.key("id").string(f.id);
    putName(w, "file", f.file);
    w.key("pid").integer(f.pid);
    w.key("share").number(real(f.share));
    w.key("title").string(f.title);
    w.key("evidence").string(f.evidence);
    w.key("lesson").string(f.lesson);
    w.key("try");
    strings(w, f.tryStrategies);
    w.key("sites");
    strings(w, f.sites);
    w.key("zone").string(f.zone);
    w.key("user_lines").beginArray();
    for (const Finding::UserLine& l : f.userLines) {
        w.beginObject();
        w.key("frame").integer(jsonCount(l.frame));
        w.key("calls").integer(jsonCount(l.calls));
        w.key("ns").integer(jsonCount(l.ns));
        w.key("stack");
        if (l.stack < 0)
            w.null();
        else
            w.integer(l.stack);
        w.endObject();
    }
    w.endArray();
    w.endObject();
}

// Appends what is written to it to a QByteArray: traceToJson() without a second copy of the text.
class ByteArrayBuffer : public std::streambuf {
public:
    explicit ByteArrayBuffer(QByteArray& bytes)
        : m_bytes(bytes)
    { }

protected:
    std::streamsize xsputn(const char* s, std::streamsize n) override
    {
        m_bytes.append(s, static_cast<qsizetype>(n));
        return n;
    }
    int_type overflow(int_type c) override
    {
        if (!traits_type::eq_int_type(c, traits_type::eof()))
            m_bytes.append(traits_type::to_char_type(c));
        return traits_type::not_eof(c);
    }

private:
    QByteArray& m_bytes;
};

} // namespace

void writeTraceJson(std::ostream& out, const Trace& t)
{
    JsonWriter w(out);
    w.beginObject();
    // "kind" comes early so that a reader sniffing for a trace finds it in the first bytes.
    w.key("iolens_version").string(IOLENS_VERSION);
    w.key("kind").string("trace");
    putNames(w, "command", t.command);
    w.key("exit_status").integer(t.exitStatus);
    w.key("signal").integer(t.signal);
    w.key("wall_ns").integer(jsonCount(t.wallNs));
    w.key("start_realtime_ns").integer(jsonCount(t.startRealtimeNs));
    w.key("processes").beginArray();
    for (const Process& p : t.processes)
        writeProcess(w, p);
    w.endArray();
    const std::vector<std::optional<AccessSummary>> access = accessSummaries(t);
    w.key("files").beginArray();
    for (std::size_t i = 0; i < t.files.size(); ++i)
        writeFile(w, t.files[i], access[i]);
    w.endArray();
    w.key("sites").beginArray();
    for (const Site& s : t.sites)
        writeSite(w, s);
    w.endArray();
    w.key("zones").beginArray();
    for (const Zone& z : t.zones)
        writeZone(w, z);
    w.endArray();
    w.key("findings").beginArray();
    for (const Finding& f : t.findings)
        writeFinding(w, f);
    w.endArray();
    const std::size_t rows = std::min(t.events.size(), kMaxJsonEvents);
    w.key("events_kept").integer(jsonCount(t.eventsKept));
    w.key("events_dropped").integer(jsonCount(t.eventsDropped));
    w.key("events_not_loaded").integer(jsonCount(t.eventsNotLoaded + (t.events.size() - rows)));
    w.key("notices");
    strings(w, t.notices);
    w.key("still_running").integer(jsonCount(t.stillRunning));
    w.key("mode").string(t.mode);
    w.key("mode_reason").string(t.modeReason);
    w.key("call_cost_ns").integer(jsonCount(t.callCostNs));
    w.key("timeline").beginArray();
    for (std::size_t i = 0; i < rows; ++i) {
        const Event& e = t.events[i];
        w.beginArray()
            .integer(e.pid)
            .integer(e.tid)
            .string(e.call)
            .integer(jsonCount(e.beginNs))
            .integer(jsonCount(e.endNs))
            .integer(jsonCount(e.count))
            .integer(jsonCount(e.bytes))
            .integer(e.file)
            .integer(e.isZone ? 1 : 0)
            .integer(e.offset)
            .endArray();
    }
    w.endArray();
    writeStacksJson(w, t);
    w.key("user_code");
    strings(w, t.userCodeModules);
    w.endObject();
    w.flush();
}

QByteArray traceToJson(const Trace& t)
{
    QByteArray json;
    ByteArrayBuffer buffer(json);
    std::ostream out(&buffer);
    writeTraceJson(out, t);
    return json;
}

} // namespace iolens::trace
