// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/tracejson.h"

#include "core/namebytes.h"
#include "core/trace/format/iolt.h"
#include "core/trace/traceerror.h"
#include "core/trace/tracetext.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <limits>
#include <optional>

#include <sys/stat.h>

namespace iolens::trace {

namespace {

// The largest trace JSON read: what QJsonDocument::fromJson() can parse. Qt 6.4's parser takes the
// text's length as an int, so 2 GiB - 1 bytes. A program that touched 20,000 files saves some
// 81 MB; the time line is bounded (kMaxJsonEvents), the files and stacks are not.
constexpr qint64 kMaxFileBytes = std::numeric_limits<int>::max();

// Hand-made JSON turns a few bytes into hundreds of bytes of records ("files": [{}, {}, …] is a
// 400-byte FileStats per 3 bytes), so what one document's records may take is capped: four times
// its text, and 256 MiB for a smaller document. A trace iolens wrote needs about 1.5 times its
// text (the 81 MB trace of a Python program that wrote 20,000 files: 123 MB).
class Budget {
public:
    static constexpr std::size_t kMinBytes = std::size_t { 256 } << 20;
    explicit Budget(std::size_t textBytes)
        : m_max(std::max(kMinBytes, 4 * textBytes))
        , m_left(m_max)
    { }
    bool spend(std::size_t bytes)
    {
        if (bytes > m_left)
            return false;
        m_left -= bytes;
        return true;
    }
    std::size_t max() const { return m_max; }

private:
    std::size_t m_max;
    std::size_t m_left;
};

// Field access that tolerates absence and rejects a wrong type with one sentence naming the
// document and the field's place in it ("processes[2].wall_ns").
class Fields {
public:
    Fields(const QJsonObject& object, const std::string& doc, std::string where, Budget& budget)
        : m_object(object)
        , m_doc(doc)
        , m_where(std::move(where))
        , m_budget(budget)
    { }

    // Charges a record of `bytes` to the document's budget.
    void spend(std::size_t bytes) const
    {
        if (!m_budget.spend(bytes))
            throw TraceError("The trace '" + m_doc + "' is too large to load: at '" + m_where + "' its records pass "
                + std::to_string(m_budget.max() >> 20) + " MiB.");
    }

    std::string string(const char* key) const
    {
        const QJsonValue v = value(key);
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isString())
            wrong(key, "a string");
        return v.toString().toStdString();
    }
    // A name the writer may have stored twice (putName, core/trace/namebytes.h): its exact
    // bytes from key_bytes when that is there, else the text under key.
    std::string name(const char* key) const
    {
        const std::string exactKey = std::string(key) + "_bytes";
        const QJsonValue v = value(exactKey.c_str());
        if (v.isUndefined() || v.isNull())
            return string(key);
        if (!v.isString())
            wrong(exactKey.c_str(), "a percent-encoded string");
        return decoded(v.toString(), path(exactKey.c_str()));
    }
    std::vector<std::string> names(const char* key) const
    {
        const std::string exactKey = std::string(key) + "_bytes";
        if (isNull(exactKey.c_str()))
            return strings(key);
        std::vector<std::string> out;
        const QJsonArray a = array(exactKey.c_str());
        for (qsizetype i = 0; i < a.size(); ++i) {
            const std::string where = path(exactKey.c_str()) + "[" + std::to_string(i) + "]";
            if (!a[i].isString())
                fail(where, "a percent-encoded string");
            out.push_back(decoded(a[i].toString(), where));
            spend(sizeof(std::string) + out.back().size());
        }
        return out;
    }
    std::string decoded(const QString& text, const std::string& where) const
    {
        std::optional<std::string> bytes = percentDecoded(text.toStdString());
        if (!bytes)
            fail(where, "percent-encoded ('%' and two hex digits for a byte)");
        return std::move(*bytes);
    }
    std::int64_t integer(const char* key, std::int64_t min, std::int64_t max) const
    {
        const QJsonValue v = value(key);
        if (v.isUndefined() || v.isNull())
            return 0;
        return checkedInteger(v, path(key), min, max);
    }
    int small(const char* key) const
    {
        return static_cast<int>(integer(key, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
    }
    std::uint64_t count(const char* key) const
    {
        return static_cast<std::uint64_t>(integer(key, 0, std::numeric_limits<qint64>::max()));
    }
    bool flag(const char* key) const
    {
        const QJsonValue v = value(key);
        if (v.isUndefined() || v.isNull())
            return false;
        if (!v.isBool())
            wrong(key, "true or false");
        return v.toBool();
    }
    double real(const char* key) const
    {
        const QJsonValue v = value(key);
        if (v.isUndefined() || v.isNull())
            return 0;
        if (!v.isDouble())
            wrong(key, "a number");
        return v.toDouble();
    }
    QJsonObject object(const char* key) const
    {
        const QJsonValue v = value(key);
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isObject())
            wrong(key, "an object");
        return v.toObject();
    }
    QJsonArray array(const char* key) const
    {
        const QJsonValue v = value(key);
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isArray())
            wrong(key, "an array");
        return v.toArray();
    }
    bool isNull(const char* key) const { return value(key).isNull() || value(key).isUndefined(); }
    std::vector<std::string> strings(const char* key) const
    {
        std::vector<std::string> out;
        const QJsonArray a = array(key);
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (!a[i].isString())
                fail(path(key) + "[" + std::to_string(i) + "]", "a string");
            out.push_back(a[i].toString().toStdString());
            spend(sizeof(std::string) + out.back().size());
        }
        return out;
    }
    Fields child(const QJsonValue& v, const std::string& where) const
    {
        if (!v.isObject())
            fail(where, "an object");
        return Fields(v.toObject(), m_doc, where, m_budget);
    }
    std::string path(const char* key) const { return m_where.empty() ? std::string(key) : m_where + "." + key; }
    const QJsonObject& raw() const { return m_object; }

    std::int64_t checkedInteger(const QJsonValue& v, const std::string& where, std::int64_t min, std::int64_t max) const
    {
        if (!v.isDouble())
            fail(where, "a number");
        const qint64 exact = v.toInteger(std::numeric_limits<qint64>::min());
        if (exact == std::numeric_limits<qint64>::min() || exact < min || exact > max)
            fail(where, "a whole number from " + std::to_string(min) + " to " + std::to_string(max));
        return exact;
    }
    [[noreturn]] void fail(const std::string& where, const std::string& expected) const
    {
        throw TraceError(
            "The trace '" + m_doc + "' cannot be read: its field '" + where + "' must be " + expected + ".");
    }

private:
    QJsonValue value(const char* key) const { return m_object.value(QLatin1StringView(key)); }
    [[noreturn]] void wrong(const char* key, const std::string& expected) const { fail(path(key), expected); }

    QJsonObject m_object;
    const std::string& m_doc;
    std::string m_where;
    Budget& m_budget;
};

std::string indexed(const std::string& base, qsizetype i)
{
    return base + "[" + std::to_string(i) + "]";
}

// /proc/PID/io's counts under `key`; not valid where null.
KernelIo kernelIo(const Fields& f, const char* key)
{
    KernelIo io;
    if (f.isNull(key))
        return io;
    const Fields k = f.child(f.raw().value(QLatin1StringView(key)), f.path(key));
    io.valid = true;
    io.syscr = k.count("syscr");
    io.syscw = k.count("syscw");
    io.rchar = k.count("rchar");
    io.wchar = k.count("wchar");
    io.readBytes = k.count("read_bytes");
    io.writeBytes = k.count("write_bytes");
    return io;
}

Process readProcess(const Fields& f)
{
    f.spend(sizeof(Process));
    Process p;
    p.pid = f.small("pid");
    p.parent = f.small("parent");
    p.generation = f.small("generation");
    p.argv = f.names("argv");
    p.exe = f.name("exe");
    if (const std::string end = f.string("end"); !end.empty())
        p.end = end;
    if (p.end != "exited" && p.end != "execed" && p.end != "killed" && p.end != "running" && p.end != "detached")
        f.fail(f.path("end"), "one of exited, execed, killed, running, detached");
    p.exitStatus = f.small("exit_status");
    p.signal = f.small("signal");
    p.startNs = f.count("start_ns");
    p.wallNs = f.count("wall_ns");
    p.ioNs = f.count("io_ns");
    const QJsonArray threads = f.array("threads");
    for (qsizetype i = 0; i < threads.size(); ++i) {
        const Fields t = f.child(threads[i], indexed(f.path("threads"), i));
        t.spend(sizeof(Thread));
        Thread th;
        th.pid = p.pid;
        th.tid = t.small("tid");
        th.name = t.string("name");
        th.eventsKept = t.count("events_kept");
        th.eventsDropped = t.count("events_dropped");
        p.threads.push_back(std::move(th));
    }
    p.kernel = kernelIo(f, "kernel");
    // Absent before the own counts were split out: then as the kernel's.
    p.kernelOwn = f.isNull("kernel_own") ? p.kernel : kernelIo(f, "kernel_own");
    p.toldByParent = f.flag("told_by_parent"); // absent before it: false
    if (!f.isNull("page_faults")) { // absent before issue 24 §3
        const Fields pf = f.child(f.raw().value(QLatin1StringView("page_faults")), f.path("page_faults"));
        p.faults.valid = true;
        p.faults.minor = pf.count("minor");
        p.faults.major = pf.count("major");
    }
    p.untracedExecs = f.count("untraced_execs");
    p.untracedExec = f.name("untraced_exec");
    if (!f.isNull("unseen")) { // absent before issue 22
        const Fields u = f.child(f.raw().value(QLatin1StringView("unseen")), f.path("unseen"));
        p.unseen.valid = true;
        p.unseen.readCalls = u.count("read_calls");
        p.unseen.readBytes = u.count("read_bytes");
        p.unseen.writeCalls = u.count("write_calls");
        p.unseen.writeBytes = u.count("write_bytes");
        p.unseen.seenReadCalls = u.count("seen_read_calls");
        p.unseen.seenReadBytes = u.count("seen_read_bytes");
        p.unseen.seenWriteCalls = u.count("seen_write_calls");
        p.unseen.seenWriteBytes = u.count("seen_write_bytes");
        p.unseen.stdioReadCalls = u.count("stdio_read_calls");
        p.unseen.stdioWriteCalls = u.count("stdio_write_calls");
        p.unseen.reasons = u.strings("reasons");
    }
    return p;
}

int callIdOf(const std::string& name)
{
    for (std::uint32_t i = 0; i < IOLT_CALL_COUNT; ++i)
        if (name == iolt_call_name(i))
            return static_cast<int>(i);
    return -1; // a call kind of a newer iolens: shown, but in no rule
}

CallStats readCall(const Fields& f)
{
    f.spend(sizeof(CallStats) + kHistogramBuckets * sizeof(std::uint64_t));
    CallStats c;
    c.call = f.string("call");
    c.callId = callIdOf(c.call);
    if (!layerFromName(f.string("layer"), c.layer))
        f.fail(f.path("layer"), "one of posix, stdio, socket, meta");
    c.count = f.count("count");
    c.ns = f.count("ns");
    c.timed = f.count("timed");
    c.bytes = f.count("bytes");
    c.errors = f.count("errors");
    c.minNs = f.count("min_ns");
    c.maxNs = f.count("max_ns");
    c.sequential = f.count("sequential");
    c.random = f.count("random");
    const QJsonArray h = f.array("histogram");
    if (h.size() != kHistogramBuckets)
        f.fail(f.path("histogram"), "an array of " + std::to_string(kHistogramBuckets) + " counts");
    for (qsizetype k = 0; k < h.size(); ++k)
        c.histogram[static_cast<std::size_t>(k)] = static_cast<std::uint64_t>(
            f.checkedInteger(h[k], indexed(f.path("histogram"), k), 0, std::numeric_limits<qint64>::max()));
    return c;
}

FileStats readFile(const Fields& f)
{
    f.spend(sizeof(FileStats) + kStatIntervalBuckets * sizeof(std::uint64_t));
    FileStats fs;
    fs.path = f.name("path");
    if (!fileKindFromName(f.string("kind"), fs.kind))
        f.fail(f.path("kind"), "a file kind (regular, socket, pipe, tty, device, directory, other, missing, none)");
    fs.pid = f.small("pid");
    fs.opens = f.count("opens");
    fs.sizeAtOpen = f.count("size_at_open");
    const Fields sessions = f.child(QJsonValue(f.object("sessions")), f.path("sessions"));
    fs.sessionsClosed = sessions.count("closed");
    fs.sessionsWritten = sessions.count("written");
    fs.sessionWriteBytes = sessions.count("write_bytes");
    fs.sessionsReadFromStart = sessions.count("read_from_start");
    fs.sessionReadBytes = sessions.count("read_bytes");
    const Fields stat = f.child(QJsonValue(f.object("stat")), f.path("stat"));
    fs.statCalls = stat.count("calls");
    fs.statIntervalMeanNs = stat.real("interval_mean_ns");
    fs.statIntervalCv = stat.real("interval_cv");
    // Absent in JSON written before the histogram, null for a trace file older than it. The
    // regular share beside it is derived from it, so it is not read.
    const QJsonArray octaves = stat.array("interval_histogram");
    if (!octaves.isEmpty()) {
        if (octaves.size() != kStatIntervalBuckets)
            stat.fail(
                stat.path("interval_histogram"), "an array of " + std::to_string(kStatIntervalBuckets) + " counts");
        for (qsizetype k = 0; k < octaves.size(); ++k)
            fs.statIntervalHistogram.push_back(static_cast<std::uint64_t>(stat.checkedInteger(
                octaves[k], indexed(stat.path("interval_histogram"), k), 0, std::numeric_limits<qint64>::max())));
    }
    fs.exchanges = f.count("exchanges");
    const QJsonArray calls = f.array("calls");
    for (qsizetype i = 0; i < calls.size(); ++i)
        fs.calls.push_back(readCall(f.child(calls[i], indexed(f.path("calls"), i))));
    return fs;
}

Site readSite(const Fields& f)
{
    f.spend(sizeof(Site));
    Site s;
    s.pid = f.small("pid");
    s.address = f.count("address");
    s.module = f.string("module");
    s.moduleOffset = f.count("offset");
    s.function = f.string("function");
    s.location = f.string("location");
    s.count = f.count("count");
    s.ns = f.count("ns");
    s.bytes = f.count("bytes");
    const QJsonObject calls = f.object("calls");
    f.spend(static_cast<std::size_t>(calls.size() + f.object("paths").size() + f.object("paths_bytes").size()) * 64);
    for (auto it = calls.begin(); it != calls.end(); ++it)
        s.callsByKind[it.key().toStdString()] = static_cast<std::uint64_t>(f.checkedInteger(
            it.value(), f.path("calls") + "." + it.key().toStdString(), 0, std::numeric_limits<qint64>::max()));
    const QJsonObject paths = f.object("paths");
    std::vector<PathCounts::Entry> byPath; // in any order: PathCounts sorts them once
    for (auto it = paths.begin(); it != paths.end(); ++it)
        byPath.emplace_back(it.key().toStdString(),
            static_cast<std::uint64_t>(f.checkedInteger(
                it.value(), f.path("paths") + "." + it.key().toStdString(), 0, std::numeric_limits<qint64>::max())));
    // Names that are not UTF-8, percent-encoded (core/trace/namebytes.h).
    const QJsonObject exactPaths = f.object("paths_bytes");
    for (auto it = exactPaths.begin(); it != exactPaths.end(); ++it) {
        const std::string where = f.path("paths_bytes") + "." + it.key().toStdString();
        byPath.emplace_back(f.decoded(it.key(), where),
            static_cast<std::uint64_t>(f.checkedInteger(it.value(), where, 0, std::numeric_limits<qint64>::max())));
    }
    s.callsByPath = PathCounts(std::move(byPath));
    return s;
}

Zone readZone(const Fields& f)
{
    f.spend(sizeof(Zone));
    Zone z;
    z.name = f.string("name");
    z.pid = f.small("pid");
    z.count = f.count("count");
    z.ns = f.count("ns");
    const QJsonArray io = f.array("io");
    for (qsizetype i = 0; i < io.size(); ++i) {
        const Fields a = f.child(io[i], indexed(f.path("io"), i));
        a.spend(sizeof(Zone::Attributed));
        Zone::Attributed x;
        x.call = a.string("call");
        x.path = a.name("path");
        x.count = a.count("count");
        x.ns = a.count("ns");
        x.bytes = a.count("bytes");
        z.io.push_back(std::move(x));
    }
    return z;
}

Finding readFinding(const Fields& f)
{
    f.spend(sizeof(Finding));
    Finding x;
    x.id = f.string("id");
    x.file = f.name("file");
    x.pid = f.small("pid");
    x.share = f.real("share");
    x.title = f.string("title");
    x.evidence = f.string("evidence");
    x.lesson = f.string("lesson");
    x.tryStrategies = f.strings("try");
    x.sites = f.strings("sites");
    x.zone = f.string("zone");
    const QJsonArray lines = f.array("user_lines");
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const Fields l = f.child(lines[i], indexed(f.path("user_lines"), i));
        Finding::UserLine line;
        line.frame = l.count("frame");
        line.calls = l.count("calls");
        line.ns = l.count("ns");
        line.stack = l.isNull("stack") ? -1 : static_cast<long>(l.count("stack"));
        x.userLines.push_back(line);
    }
    return x;
}

Frame readFrame(const Fields& f)
{
    f.spend(sizeof(Frame));
    Frame x;
    x.function = f.string("function");
    x.file = f.string("file");
    x.line = f.small("line");
    x.module = f.string("module");
    x.moduleOffset = f.count("module_offset");
    x.runtime = f.flag("runtime");
    x.language = f.string("language");
    x.sourcePath = f.string("source_path");
    x.inlined = f.flag("inlined");
    return x;
}

// `lists`: the frame lists read so far, so that the stacks with the same frames share one list as
// the loader's do.
Stack readStack(
    const Fields& f, std::size_t frames, std::size_t files, std::map<std::vector<std::size_t>, FrameList>& lists)
{
    f.spend(sizeof(Stack));
    Stack x;
    const QJsonArray ids = f.array("frames");
    std::vector<std::size_t> read;
    read.reserve(static_cast<std::size_t>(ids.size()));
    for (qsizetype i = 0; i < ids.size(); ++i) {
        const std::int64_t id
            = f.checkedInteger(ids[i], indexed(f.path("frames"), i), 0, static_cast<qint64>(frames) - 1);
        read.push_back(static_cast<std::size_t>(id));
        f.spend(sizeof(std::size_t));
    }
    if (!read.empty()) {
        auto it = lists.find(read);
        if (it == lists.end())
            it = lists.emplace(read, FrameList(read)).first;
        x.frames = it->second;
    }
    x.truncated = f.flag("truncated");
    x.pid = f.small("pid");
    x.file = f.small("file");
    if (x.file < -1 || (x.file >= 0 && static_cast<std::size_t>(x.file) >= files))
        f.fail(f.path("file"), "-1 or an index into files[]");
    x.call = f.string("call");
    x.calls = f.count("calls");
    x.ns = f.count("ns");
    x.bytes = f.count("bytes");
    return x;
}

StackSampling readStackSampling(const Fields& g)
{
    StackSampling x;
    x.enabled = g.flag("enabled");
    x.maxFrames = g.small("max_frames");
    x.firstCalls = g.count("first_calls");
    x.period = g.count("period");
    x.stdioPeriod = g.count("stdio_period");
    x.slowNs = g.count("slow_ns");
    x.samples = g.count("samples");
    x.truncated = g.count("truncated");
    x.dropped = g.count("dropped");
    x.failed = g.count("failed");
    x.unsampledCalls = g.count("unsampled_calls");
    x.siteSharedCalls = g.count("site_shared_calls");
    return x;
}

// A finding's user lines must name frames and stacks the document has.
void checkUserLines(const Fields& root, const Trace& t)
{
    for (std::size_t i = 0; i < t.findings.size(); ++i)
        for (const Finding::UserLine& l : t.findings[i].userLines)
            if (l.frame >= t.frames.size() || l.stack >= static_cast<long>(t.stacks.size()))
                root.fail(indexed("findings", static_cast<qsizetype>(i)) + ".user_lines",
                    "frame and stack indices into frames[] and stacks[]");
}

Event readEvent(const Fields& root, const QJsonValue& v, const std::string& where, std::size_t files)
{
    if (!v.isArray() || v.toArray().size() < 8)
        root.fail(where, "an array [pid, tid, call, begin_ns, end_ns, count, bytes, file, is_zone, offset]");
    const QJsonArray a = v.toArray();
    constexpr std::int64_t maxInt = std::numeric_limits<int>::max(), minInt = std::numeric_limits<int>::min();
    constexpr std::int64_t maxCount = std::numeric_limits<qint64>::max();
    Event e;
    e.pid = static_cast<int>(root.checkedInteger(a[0], where + "[0]", minInt, maxInt));
    e.tid = static_cast<int>(root.checkedInteger(a[1], where + "[1]", minInt, maxInt));
    if (!a[2].isString())
        root.fail(where + "[2]", "a string");
    e.call = a[2].toString().toStdString();
    e.beginNs = static_cast<std::uint64_t>(root.checkedInteger(a[3], where + "[3]", 0, maxCount));
    e.endNs = static_cast<std::uint64_t>(root.checkedInteger(a[4], where + "[4]", 0, maxCount));
    e.count = static_cast<std::uint32_t>(root.checkedInteger(a[5], where + "[5]", 0, 0xffffffffll));
    e.bytes = static_cast<std::uint64_t>(root.checkedInteger(a[6], where + "[6]", 0, maxCount));
    e.file = static_cast<int>(root.checkedInteger(a[7], where + "[7]", -1, static_cast<std::int64_t>(files) - 1));
    e.isZone = a.size() > 8 && root.checkedInteger(a[8], where + "[8]", 0, 1) == 1;
    // Appended (issue 26 §1); a trace saved before has no offsets.
    if (a.size() > 9)
        e.offset = root.checkedInteger(a[9], where + "[9]", -1, maxCount);
    return e;
}

} // namespace

Trace traceFromJson(const QByteArray& json, const std::string& where)
{
    QJsonParseError error {};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        throw TraceError("The trace '" + where + "' is not JSON: " + error.errorString().toStdString() + " at byte "
            + std::to_string(error.offset) + ".");
    if (!doc.isObject() || doc.object().value(u"kind").toString() != u"trace")
        throw TraceError("'" + where + "' is not a trace: its top level has no \"kind\": \"trace\".");
    Budget budget(static_cast<std::size_t>(json.size()));
    const Fields root(doc.object(), where, "", budget);
    Trace t;
    t.command = root.names("command");
    t.exitStatus = root.small("exit_status");
    t.signal = root.small("signal");
    t.wallNs = root.count("wall_ns");
    t.startRealtimeNs = root.count("start_realtime_ns");
    const auto each = [&root](const char* key, auto&& read) {
        const QJsonArray a = root.array(key);
        for (qsizetype i = 0; i < a.size(); ++i)
            read(root.child(a[i], indexed(key, i)));
    };
    each("processes", [&t](const Fields& f) { t.processes.push_back(readProcess(f)); });
    each("files", [&t](const Fields& f) { t.files.push_back(readFile(f)); });
    each("sites", [&t](const Fields& f) { t.sites.push_back(readSite(f)); });
    each("zones", [&t](const Fields& f) { t.zones.push_back(readZone(f)); });
    each("findings", [&t](const Fields& f) { t.findings.push_back(readFinding(f)); });
    each("frames", [&t](const Fields& f) { t.frames.push_back(readFrame(f)); });
    std::map<std::vector<std::size_t>, FrameList> frameLists;
    each("stacks", [&t, &frameLists](const Fields& f) {
        t.stacks.push_back(readStack(f, t.frames.size(), t.files.size(), frameLists));
    });
    if (!root.isNull("stack_sampling"))
        t.stackSampling = readStackSampling(root.child(root.object("stack_sampling"), "stack_sampling"));
    checkUserLines(root, t);
    t.userCodeModules = root.strings("user_code");
    t.eventsKept = root.count("events_kept");
    t.eventsDropped = root.count("events_dropped");
    t.eventsNotLoaded = root.count("events_not_loaded");
    t.notices = root.strings("notices");
    if (const std::string mode = root.string("mode"); !mode.empty()) // older files: the preload's
        t.mode = mode;
    t.modeReason = root.string("mode_reason");
    t.callCostNs = root.count("call_cost_ns");
    t.stillRunning = root.count("still_running"); // absent before issue 22: 0
    const QJsonArray timeline = root.array("timeline");
    if (static_cast<std::size_t>(timeline.size()) > kMaxJsonEvents)
        root.fail("timeline", "an array of at most " + grouped(kMaxJsonEvents) + " rows");
    t.events.reserve(static_cast<std::size_t>(timeline.size()));
    for (qsizetype i = 0; i < timeline.size(); ++i)
        t.events.push_back(readEvent(root, timeline[i], indexed("timeline", i), t.files.size()));
    return t;
}

std::shared_ptr<const Trace> readTraceJson(const std::string& path)
{
    struct stat st { };
    if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode))
        throw TraceError("'" + path + "' is not a saved trace: it is not a regular file.");
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly))
        throw TraceError("Cannot open the trace '" + path + "': " + file.errorString().toStdString() + ".");
    const auto tooLarge = [&path] {
        return TraceError("The trace '" + path + "' is too large to open: iolens reads a trace JSON of at most "
            + std::to_string(kMaxFileBytes) + " bytes (2 GiB), as much as Qt's JSON parser takes.");
    };
    if (file.size() > kMaxFileBytes)
        throw tooLarge();
    // What the file has, not the limit: QIODevice::read() sizes its buffer to what it is asked for.
    // The one byte more shows a file that has grown past the limit since.
    const QByteArray bytes = file.read(file.size() + 1);
    if (bytes.size() > kMaxFileBytes)
        throw tooLarge();
    return std::make_shared<const Trace>(traceFromJson(bytes, path));
}

} // namespace iolens::trace
