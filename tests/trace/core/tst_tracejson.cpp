// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The trace JSON: write → read → write gives the same bytes, every field survives, the time line
// is bounded, and hostile documents give one TraceError sentence naming the file and the field.

#include "ioltwriter.h"
#include "referencetracejson.h"
#include "tracebuilder.h"

#include "core/documentkind.h"
#include "core/trace/ptrace/tracernote.h"
#include "core/trace/traceerror.h"
#include "core/trace/tracejson.h"
#include "core/trace/traceloader.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <limits>
#include <sstream>

using namespace iolens::trace;
using namespace iolens::trace::test;

namespace {

Trace richTrace()
{
    FileStats in = fileOf("/data/in \"x\"\n.txt", FileKind::Regular,
        { callOf(IOLT_CALL_FGETC, 6464, 67'200, 1), callOf(IOLT_CALL_READ, 12, 11'000, 100) });
    in.calls[0].timed = 101;
    in.calls[0].errors = 2;
    in.calls[0].sequential = 5;
    in.calls[0].random = 7;
    in.sizeAtOpen = 8192;
    in.sessionsWritten = 1;
    in.sessionWriteBytes = 3;
    in.sessionsReadFromStart = 2;
    in.sessionReadBytes = 4096;
    in.statCalls = 51;
    in.statIntervalMeanNs = 1234567.891;
    in.statIntervalCv = 0.1234567890123;
    in.statIntervalHistogram.assign(kStatIntervalBuckets, 0);
    in.statIntervalHistogram[14] = 45; // 8.2-16.4 ms
    in.statIntervalHistogram[17] = 5; // 65.5-131 ms
    FileStats sock = fileOf("127.0.0.1:8080", FileKind::Socket, { callOf(IOLT_CALL_SEND, 3, 300, 10) }, 2);
    sock.exchanges = 3;
    Trace t = traceOf({ in, sock, fileOf("", FileKind::None, { callOf(IOLT_CALL_MUNMAP, 1, 5) }) }, 8'000'000);
    t.command = { "/bin/prog", "a b", "日本語" };
    t.exitStatus = 137;
    t.signal = 9;
    t.startRealtimeNs = 1'700'000'000'123'456'789ull;
    Process child;
    child.pid = 2;
    child.parent = 1;
    child.generation = 1;
    child.argv = { "/bin/child" };
    child.exe = "/usr/bin/child";
    child.end = "killed";
    child.signal = 9;
    child.startNs = 1000;
    child.wallNs = 7000;
    child.ioNs = 300;
    child.untracedExecs = 2;
    child.untracedExec = "/usr/bin/env";
    child.threads = { { 2, 2, "child", 10, 3 }, { 2, 3, "", 0, 0 } };
    t.processes.push_back(child);
    Site s;
    s.pid = 1;
    s.address = 0x401234;
    s.module = "/bin/prog";
    s.moduleOffset = 0x1234;
    s.function = "writeFile(std::string const&)";
    s.location = "merge.c:42";
    s.count = 12;
    s.ns = 11'000;
    s.bytes = 1200;
    s.callsByKind = { { "read", 10 }, { "write", 2 } };
    s.callsByPath = { { "/data/in \"x\"\n.txt", 12 } };
    t.sites.push_back(s);
    Zone z;
    z.name = "write test3.csv";
    z.pid = 1;
    z.count = 3;
    z.ns = 1'500'000;
    z.io = { { "read", "/data/in \"x\"\n.txt", 2, 1000, 100 } };
    t.zones.push_back(z);
    Finding f;
    f.id = "small-io";
    f.file = in.path;
    f.pid = 1;
    f.share = 0.123456789;
    f.title = "title";
    f.evidence = "evidence";
    f.lesson = "lesson";
    f.tryStrategies = { "read.char-stdio", "read.buffer" };
    f.sites = { "writeFile (merge.c:42)" };
    f.zone = "write test3.csv";
    t.findings.push_back(f);
    t.events = { { 1, 1, 500, 900, "read", false, 0, 10, 1000, 65536 },
        { 1, 1, 600, 700, "write test3.csv", true, -1, 1, 0 }, { 2, 3, 1500, 1600, "send", false, 1, 3, 30 } };
    t.eventsKept = 3;
    t.eventsDropped = 412'000;
    t.eventsNotLoaded = 5;
    t.notices = { "412,000 events not kept." };
    t.mode = "ptrace";
    t.modeReason = "a static program";
    t.callCostNs = 21'000;
    // Sampled stacks (issue 23): a native frame with its source path, a Python frame, a runtime one.
    Frame native;
    native.function = "writeFile";
    native.file = "merge.c";
    native.line = 42;
    native.module = "/usr/bin/merge";
    native.moduleOffset = 0x1234;
    native.sourcePath = "/home/me/src/merge.c";
    Frame script;
    script.function = "count";
    script.file = "/home/me/slow.py";
    script.line = 5;
    script.language = "python";
    Frame libc;
    libc.module = "/usr/lib/x86_64-linux-gnu/libc.so.6";
    libc.moduleOffset = 0x10;
    libc.runtime = true;
    t.frames = { native, script, libc };
    Stack stack;
    stack.frames = { 2, 0, 1 };
    stack.truncated = true;
    stack.pid = 1;
    stack.file = 0;
    stack.call = "read";
    stack.calls = 12;
    stack.ns = 11'000;
    stack.bytes = 100;
    t.stacks = { stack };
    t.stackSampling = { true, 64, 16, 1024, 1'000'000, 16384, 30, 1, 0, 0, 0 };
    return t;
}

std::string json(const Trace& t)
{
    std::ostringstream out;
    writeTraceJson(out, t);
    return out.str();
}

// richTrace() with every remaining field filled: a process's unseen I/O, page faults and record
// told by its parent, a finding's user lines, an inlined frame, user code modules, still-running
// processes, notices with quotes, new lines, control characters and non-ASCII text, and doubles
// that are not short in binary.
Trace fullTrace()
{
    Trace t = richTrace();
    UnseenIo& u = t.processes[0].unseen;
    u.valid = true;
    u.readCalls = 1;
    u.readBytes = 2;
    u.writeCalls = 3;
    u.writeBytes = 4;
    u.seenReadCalls = 5;
    u.seenReadBytes = 6;
    u.seenWriteCalls = 7;
    u.seenWriteBytes = 8;
    u.stdioReadCalls = 9;
    u.stdioWriteCalls = 10;
    u.reasons = { "stdio", "threads" };
    PageFaults& faults = t.processes[0].faults; // the second process keeps none: null
    faults.valid = true;
    faults.minor = 1234;
    faults.major = 56;
    t.processes[1].toldByParent = true; // the first keeps false
    t.files[0].statIntervalMeanNs = 0.1;
    t.files[0].statIntervalCv = 1e-9;
    t.files[1].statIntervalMeanNs = 1.0 / 3;
    t.findings[0].userLines = { { 0, 12, 11'000, 0 }, { 1, 3, 500, -1 } };
    t.frames[1].inlined = true;
    t.userCodeModules = { "/usr/bin/merge", "/home/me/lib/libx.so" };
    t.stillRunning = 2;
    t.notices.push_back("A \"quoted\" path\nover two lines, a tab\there, a bell \a, \\ and 日本語 — é.");
    t.notices.push_back(std::string("a NUL \0 inside", 14));
    t.zones[0].io.push_back({ "write", "/tmp/é/out.csv", 1, 2, 3 });
    t.sites[0].callsByKind["fgetc"] = std::numeric_limits<std::uint64_t>::max(); // clamped to 2^63 - 1
    t.eventsKept = (std::uint64_t { 1 } << 53) + 1; // exact past a double's 53 bits
    return t;
}

// The first place where two JSON values differ ("files[0].stat.interval_cv: 1e-09 vs 0"), or "".
QString firstDifference(const QJsonValue& a, const QJsonValue& b, const QString& where)
{
    if (a == b) // deep and quick; the walk below only looks for where they differ
        return {};
    const auto show = [](const QJsonValue& v) {
        return QString::fromUtf8(QJsonDocument(QJsonArray { v }).toJson(QJsonDocument::Compact));
    };
    if (a.type() != b.type())
        return where + QStringLiteral(": ") + show(a) + QStringLiteral(" vs ") + show(b);
    if (a.isObject()) {
        const QJsonObject x = a.toObject(), y = b.toObject();
        QStringList keys = x.keys() + y.keys();
        keys.removeDuplicates();
        for (const QString& k : keys) {
            if (!x.contains(k) || !y.contains(k))
                return where + QLatin1Char('.') + k + QStringLiteral(" is only on one side");
            if (QString d = firstDifference(x.value(k), y.value(k), where + QLatin1Char('.') + k); !d.isEmpty())
                return d;
        }
        return {};
    }
    if (a.isArray()) {
        const QJsonArray x = a.toArray(), y = b.toArray();
        if (x.size() != y.size())
            return where + QStringLiteral(": %1 vs %2 elements").arg(x.size()).arg(y.size());
        for (qsizetype i = 0; i < x.size(); ++i)
            if (QString d = firstDifference(x[i], y[i], where + QStringLiteral("[%1]").arg(i)); !d.isEmpty())
                return d;
        return {};
    }
    return where + QStringLiteral(": ") + show(a) + QStringLiteral(" vs ") + show(b);
}

// A trace of 20,000 files, each with four call kinds, under a deep directory (2,300 bytes of
// path): some 70 MB of JSON, past the 64 MiB the reader once refused. The paths make most of the
// size, as they are quick to read; a real trace of that size has more files with shorter ones.
Trace largeTrace()
{
    Trace t = richTrace();
    std::string dir = "/data";
    while (dir.size() < 2'300)
        dir += "/deep";
    for (std::size_t i = 0; i < 20'000; ++i) {
        FileStats f = fileOf(dir + "/file-" + std::to_string(i) + ".txt", FileKind::Regular,
            { callOf(IOLT_CALL_OPEN, 1, 2'000), callOf(IOLT_CALL_READ, 4 + i, 9'000, 100),
                callOf(IOLT_CALL_WRITE, 1, 3'000, 100), callOf(IOLT_CALL_CLOSE, 1, 500) });
        t.files.push_back(std::move(f));
    }
    return t;
}

} // namespace

class TestTraceJson : public QObject {
    Q_OBJECT

private slots:
    void roundTripIsExact()
    {
        const Trace t = richTrace();
        const std::string first = json(t);
        const Trace back = traceFromJson(QByteArray::fromStdString(first), "mem");
        QCOMPARE(json(back), first);
        QCOMPARE(back.command, t.command);
        QCOMPARE(back.exitStatus, 137);
        QCOMPARE(back.signal, 9);
        QCOMPARE(back.startRealtimeNs, t.startRealtimeNs);
        QCOMPARE(back.processes.size(), std::size_t { 2 });
        QVERIFY(back.processes[0].kernel.valid);
        QCOMPARE(back.processes[0].kernel.syscr, std::uint64_t { 1221 });
        QVERIFY(!back.processes[1].kernel.valid);
        QCOMPARE(back.processes[1].end, std::string("killed"));
        QCOMPARE(back.processes[1].threads[0].eventsDropped, std::uint64_t { 3 });
        QCOMPARE(back.processes[1].threads[0].pid, 2);
        QCOMPARE(back.files[0].path, t.files[0].path);
        QCOMPARE(back.files[0].statIntervalCv, t.files[0].statIntervalCv);
        QCOMPARE(back.files[0].statIntervalHistogram, t.files[0].statIntervalHistogram);
        QVERIFY(back.files[1].statIntervalHistogram.empty());
        QCOMPARE(back.files[0].calls[0].callId, int { IOLT_CALL_FGETC });
        QCOMPARE(back.files[0].calls[0].layer, Layer::Stdio);
        QCOMPARE(back.files[0].calls[0].timed, std::uint64_t { 101 });
        QCOMPARE(back.files[0].calls[0].histogram, t.files[0].calls[0].histogram);
        QCOMPARE(back.files[1].kind, FileKind::Socket);
        QCOMPARE(back.files[2].kind, FileKind::None);
        QCOMPARE(back.sites[0].callsByKind, t.sites[0].callsByKind);
        QCOMPARE(back.sites[0].callsByPath, t.sites[0].callsByPath);
        QCOMPARE(back.zones[0].io[0].path, t.zones[0].io[0].path);
        QCOMPARE(back.findings[0].share, 0.123456789);
        QCOMPARE(back.findings[0].tryStrategies, t.findings[0].tryStrategies);
        QCOMPARE(back.events.size(), std::size_t { 3 });
        QVERIFY(back.events[1].isZone);
        QCOMPARE(back.events[1].call, std::string("write test3.csv"));
        QCOMPARE(back.events[2].file, 1);
        QCOMPARE(back.events[0].offset, std::int64_t { 65536 });
        QCOMPARE(back.events[2].offset, std::int64_t { -1 });
        QCOMPARE(back.eventsDropped, std::uint64_t { 412'000 });
        QCOMPARE(back.eventsNotLoaded, std::uint64_t { 5 });
        QCOMPARE(back.notices, t.notices);
        QCOMPARE(back.mode, std::string("ptrace"));
        QCOMPARE(back.modeReason, std::string("a static program"));
        QCOMPARE(back.callCostNs, std::uint64_t { 21'000 });
    }

    // Stacks with the same frames share one list (trace.h FrameList), as the loader makes them: the
    // JSON writes each stack's frame ids, and reading it back shares the lists again, each stack
    // keeping its own frames.
    void stacksShareTheirFramesThroughJson()
    {
        Trace t = richTrace();
        Stack other = t.stacks[0];
        other.file = -1;
        other.call = "write";
        Stack different = t.stacks[0];
        different.frames = { 0, 1 };
        t.stacks.push_back(other); // the same list object: a copy shares it
        t.stacks.push_back(different);
        QVERIFY(t.stacks[1].frames.sharedWith(t.stacks[0].frames));
        QVERIFY(!t.stacks[2].frames.sharedWith(t.stacks[0].frames));
        const std::string first = json(t);
        const Trace back = traceFromJson(QByteArray::fromStdString(first), "mem");
        QCOMPARE(json(back), first);
        QCOMPARE(back.stacks.size(), std::size_t { 3 });
        QCOMPARE(back.stacks[0].frames.ids(), (std::vector<std::size_t> { 2, 0, 1 }));
        QCOMPARE(back.stacks[1].frames.ids(), (std::vector<std::size_t> { 2, 0, 1 }));
        QCOMPARE(back.stacks[2].frames.ids(), (std::vector<std::size_t> { 0, 1 }));
        QVERIFY(back.stacks[1].frames.sharedWith(back.stacks[0].frames));
        QVERIFY(!back.stacks[2].frames.sharedWith(back.stacks[0].frames));
        QCOMPARE(back.frames[back.stacks[1].frames[0]].module, t.frames[2].module);
        // Equal lists compare equal whether shared or not; a vector assigned makes a list of its own.
        Stack copy = back.stacks[0];
        copy.frames = std::vector<std::size_t> { 2, 0, 1 };
        QVERIFY(!copy.frames.sharedWith(back.stacks[0].frames));
        QVERIFY(copy.frames == back.stacks[0].frames);
        QVERIFY(!(copy.frames == back.stacks[2].frames));
    }

    // A trace directory with the ptrace tracer's note (core/trace/ptrace/tracernote.h) loads as a
    // ptrace trace whose first notice says so and what a call cost; the JSON carries the same.
    void tracerNoteNamesTheMode_data()
    {
        QTest::addColumn<std::uint64_t>("costNs");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("notice");
        QTest::addColumn<QStringList>("phraseArgs"); // the translatable phrase's arguments; absent: none
        const QString staticProgram = QString::fromUtf8(iolens::trace::kReasonStaticProgram);
        QTest::addRow("measured") << std::uint64_t { 3'456 } << staticProgram
                                  << QStringLiteral("Traced through ptrace: a static program; each recorded system "
                                                    "call costs about 3.5 \u00b5s more.")
                                  << QStringList { QStringLiteral("3.5") };
        QTest::addRow("slow machine") << std::uint64_t { 43'210 } << staticProgram
                                      << QStringLiteral("Traced through ptrace: a static program; each recorded system "
                                                        "call costs about 43 \u00b5s more.")
                                      << QStringList { QStringLiteral("43") };
        QTest::addRow("not measured") << std::uint64_t { 0 } << staticProgram
                                      << QStringLiteral("Traced through ptrace: a static program; each recorded system "
                                                        "call stops the program (its cost could not be measured).")
                                      << QStringList {};
        QTest::addRow("asked for") << std::uint64_t { 21'000 } << QString::fromUtf8(iolens::trace::kReasonAskedFor)
                                   << QStringLiteral("Traced through ptrace: as asked (--mode ptrace); each recorded "
                                                     "system call costs about 21 \u00b5s more.")
                                   << QStringList { QStringLiteral("21") };
        // A reason this iolens does not give (a newer one's kept directory): said, in English only.
        QTest::addRow("unknown reason") << std::uint64_t { 0 } << QStringLiteral("a reason from elsewhere")
                                        << QStringLiteral(
                                               "Traced through ptrace: a reason from elsewhere; each recorded "
                                               "system call stops the program (its cost could not be "
                                               "measured).")
                                        << QStringList { QStringLiteral("no phrase") };
    }
    void tracerNoteNamesTheMode()
    {
        QFETCH(std::uint64_t, costNs);
        QFETCH(QString, reason);
        QFETCH(QString, notice);
        QFETCH(QStringList, phraseArgs);
        QTemporaryDir d;
        iolens::trace::test::IoltWriter w(78);
        w.setArgv({ "/bin/static" });
        const std::uint32_t t = w.addThread(78, "static");
        w.calls(t, w.addFile(IOLT_KIND_REGULAR, "/data/in.txt"), IOLT_CALL_READ, 10, 1, 200);
        w.exited(0, 1'000'000);
        w.write(d.path().toStdString());
        QVERIFY(writeTracerNote(d.path().toStdString(), { "ptrace", reason.toStdString(), costNs }));
        const std::shared_ptr<const Trace> loaded = loadTrace(d.path().toStdString());
        QCOMPARE(loaded->mode, std::string("ptrace"));
        QCOMPARE(loaded->callCostNs, costNs);
        QCOMPARE(QString::fromStdString(loaded->notices.front()), notice);
        const std::vector<iolens::trace::Phrase>& phrases = loaded->noticePhrases.front();
        if (phraseArgs == QStringList { QStringLiteral("no phrase") }) {
            QVERIFY(phrases.empty());
        } else {
            QCOMPARE(phrases.size(), std::size_t(1));
            QCOMPARE(QString::fromUtf8(phrases.front().context), QStringLiteral("TraceNotice"));
            QStringList args;
            for (const std::string& a : phrases.front().args)
                args << QString::fromStdString(a);
            QCOMPARE(args, phraseArgs);
            // The phrase filled in with its arguments is the English notice.
            QString filled = QString::fromUtf8(phrases.front().source);
            for (const QString& a : args)
                filled = filled.arg(a);
            QCOMPARE(filled, notice);
        }
        const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(json(*loaded))).object();
        QCOMPARE(o.value(u"mode").toString(), QStringLiteral("ptrace"));
        QCOMPARE(o.value(u"mode_reason").toString(), reason);
        QCOMPARE(o.value(u"call_cost_ns").toInteger(), qint64(costNs));
    }

    // Without the note, and in a JSON written before the field existed, the mode is the preload's.
    void preloadIsTheDefaultMode()
    {
        QTemporaryDir d;
        iolens::trace::test::IoltWriter w(79);
        w.setArgv({ "/bin/prog" });
        w.addThread(79, "prog");
        w.exited(0, 1'000'000);
        w.write(d.path().toStdString());
        QCOMPARE(loadTrace(d.path().toStdString())->mode, std::string("preload"));
        QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(json(richTrace()))).object();
        o.remove(u"mode");
        o.remove(u"mode_reason");
        o.remove(u"call_cost_ns");
        const Trace back = traceFromJson(QJsonDocument(o).toJson(), "old");
        QCOMPARE(back.mode, std::string("preload"));
        QCOMPARE(back.callCostNs, std::uint64_t { 0 });
    }

    // A trace as the loader builds it (findings, notices, events with files) round-trips too.
    void loadedTraceRoundTrips()
    {
        QTemporaryDir d;
        iolens::trace::test::IoltWriter w(77);
        w.setArgv({ "/bin/prog" });
        const std::uint32_t f = w.addFile(IOLT_KIND_REGULAR, "/data/in.txt");
        const std::uint32_t site = w.addSite("/nonexistent/prog", 0x1234, 0x234);
        const std::uint32_t zone = w.addZone("4");
        const std::uint32_t t = w.addThread(77, "prog");
        w.calls(t, f, IOLT_CALL_FGETC, 100'000, 1, 200, site, zone, 2000);
        w.zoneTotal(t, zone) = { 1, 30'000'000 };
        w.addEvent(t, { 10, 20'000'000, 100'000, 100'000, f, IOLT_CALL_FGETC, static_cast<std::uint16_t>(zone), 0, 0 });
        w.addEvent(t, { 5, 30'000'000, 0, 1, 0, IOLT_CALL_ZONE, static_cast<std::uint16_t>(zone), 0, 0 });
        w.exited(0, 40'000'000);
        w.write(d.path().toStdString());
        const std::shared_ptr<const Trace> loaded = loadTrace(d.path().toStdString());
        QCOMPARE(loaded->findings.size(), std::size_t { 1 });
        QVERIFY(!loaded->notices.empty());
        const std::string first = json(*loaded);
        QCOMPARE(json(traceFromJson(QByteArray::fromStdString(first), "mem")), first);
    }

    void contractFields()
    {
        const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(json(richTrace()))).object();
        QCOMPARE(o.value(u"kind").toString(), QStringLiteral("trace"));
        for (const char* key : { "iolens_version", "command", "exit_status", "signal", "wall_ns", "processes", "files",
                 "sites", "zones", "findings", "events_kept", "events_dropped", "notices", "timeline", "mode",
                 "mode_reason", "call_cost_ns" })
            QVERIFY2(o.contains(QLatin1StringView(key)), key);
        const QJsonObject p = o.value(u"processes").toArray()[0].toObject();
        for (const char* key : { "pid", "parent", "argv", "exit_status", "wall_ns", "io_ns", "kernel", "threads" })
            QVERIFY2(p.contains(QLatin1StringView(key)), key);
        QVERIFY(o.value(u"processes").toArray()[1].toObject().value(u"kernel").isNull());
        const QJsonObject f = o.value(u"files").toArray()[0].toObject();
        QCOMPARE(f.value(u"kind").toString(), QStringLiteral("regular"));
        const QJsonObject c = f.value(u"calls").toArray()[0].toObject();
        QCOMPARE(c.value(u"call").toString(), QStringLiteral("fgetc"));
        QCOMPARE(c.value(u"layer").toString(), QStringLiteral("stdio"));
        QCOMPARE(c.value(u"histogram").toArray().size(), 32);
        const QJsonObject stat = f.value(u"stat").toObject();
        for (const char* key : { "calls", "interval_mean_ns", "interval_cv" })
            QVERIFY2(stat.contains(QLatin1StringView(key)), key);
        QCOMPARE(stat.value(u"interval_regular_share").toDouble(), 0.9); // 45 of 50 in 8.2-32.8 ms
        QCOMPARE(stat.value(u"interval_histogram").toArray().size(), kStatIntervalBuckets);
        QCOMPARE(stat.value(u"interval_histogram").toArray()[14].toInteger(), 45);
        // A file without the histogram (a trace file of format version 1) has null for both.
        const QJsonObject noOctaves = o.value(u"files").toArray()[1].toObject().value(u"stat").toObject();
        QVERIFY(noOctaves.value(u"interval_regular_share").isNull());
        QVERIFY(noOctaves.value(u"interval_histogram").isNull());
        QCOMPARE(o.value(u"findings").toArray()[0].toObject().value(u"try").toArray()[0].toString(),
            QStringLiteral("read.char-stdio"));
        QCOMPARE(o.value(u"timeline").toArray()[0].toArray(),
            (QJsonArray { 1, 1, QStringLiteral("read"), 500, 900, 10, 1000, 0, 0, 65536 }));
        QCOMPARE(o.value(u"timeline").toArray()[1].toArray()[9].toInteger(), -1); // a zone has no offset
    }

    void timelineIsBounded()
    {
        Trace t = richTrace();
        t.events.assign(kMaxJsonEvents + 7, Event { 1, 1, 5, 6, "read", false, 0, 1, 1 });
        const Trace back = traceFromJson(QByteArray::fromStdString(json(t)), "mem");
        QCOMPARE(back.events.size(), kMaxJsonEvents);
        QCOMPARE(back.eventsNotLoaded, std::uint64_t { 5 + 7 });
    }

    // A reader can tell a trace from its first bytes (documentkind.h reads 64 KiB to find out).
    void kindComesFirst()
    {
        const std::string text = json(richTrace());
        const std::string head = "{\"iolens_version\":\"" IOLENS_VERSION "\",\"kind\":\"trace\",";
        QCOMPARE(text.substr(0, head.size()), head);
    }

    void fromFile()
    {
        QTemporaryDir d;
        const QString path = d.filePath(QStringLiteral("t.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(json(richTrace())));
        f.close();
        QCOMPARE(json(*readTraceJson(path.toStdString())), json(richTrace()));
    }

    void hostile_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::addRow("not json") << QByteArray("{\"kind\": ")
                                  << "The trace 'mem' is not JSON: unterminated object at byte 9.";
        QTest::addRow("not a trace") << QByteArray("{\"results\": []}")
                                     << "'mem' is not a trace: its top level has no \"kind\": \"trace\".";
        QTest::addRow("array") << QByteArray("[1]")
                               << "'mem' is not a trace: its top level has no \"kind\": \"trace\".";
        QTest::addRow("wrong type") << QByteArray(R"({"kind":"trace","wall_ns":"x"})")
                                    << "The trace 'mem' cannot be read: its field 'wall_ns' must be a number.";
        QTest::addRow("negative") << QByteArray(R"({"kind":"trace","processes":[{"wall_ns":-1}]})")
                                  << "The trace 'mem' cannot be read: its field 'processes[0].wall_ns' must be a "
                                     "whole number from 0 to 9223372036854775807.";
        QTest::addRow("fraction") << QByteArray(R"({"kind":"trace","events_kept":1.5})")
                                  << "The trace 'mem' cannot be read: its field 'events_kept' must be a whole number "
                                     "from 0 to 9223372036854775807.";
        QTest::addRow("process not object") << QByteArray(R"({"kind":"trace","processes":[3]})")
                                            << "The trace 'mem' cannot be read: its field 'processes[0]' must be an "
                                               "object.";
        QTest::addRow("end") << QByteArray(R"({"kind":"trace","processes":[{"end":"asleep"}]})")
                             << "The trace 'mem' cannot be read: its field 'processes[0].end' must be one of exited, "
                                "execed, killed, running, detached.";
        QTest::addRow("kind") << QByteArray(R"({"kind":"trace","files":[{"kind":"fifo"}]})")
                              << "The trace 'mem' cannot be read: its field 'files[0].kind' must be a file kind "
                                 "(regular, socket, pipe, tty, device, directory, other, missing, none).";
        QTest::addRow("histogram") << QByteArray(
            R"({"kind":"trace","files":[{"kind":"regular","calls":[{"layer":"posix","histogram":[1]}]}]})")
                                   << "The trace 'mem' cannot be read: its field 'files[0].calls[0].histogram' must "
                                      "be an array of 32 counts.";
        QTest::addRow("stat histogram") << QByteArray(
            R"({"kind":"trace","files":[{"kind":"regular","stat":{"interval_histogram":[1,2]}}]})")
                                        << "The trace 'mem' cannot be read: its field "
                                           "'files[0].stat.interval_histogram' must be an array of 26 counts.";
        QTest::addRow("row short") << QByteArray(R"({"kind":"trace","timeline":[[1,1,"read"]]})")
                                   << "The trace 'mem' cannot be read: its field 'timeline[0]' must be an array [pid, "
                                      "tid, call, begin_ns, end_ns, count, bytes, file, is_zone, offset].";
        QTest::addRow("row file") << QByteArray(R"({"kind":"trace","timeline":[[1,1,"read",0,1,1,0,0]]})")
                                  << "The trace 'mem' cannot be read: its field 'timeline[0][7]' must be a whole "
                                     "number from -1 to -1.";
        QTest::addRow("row offset")
            << QByteArray(R"({"kind":"trace","timeline":[[1,1,"read",0,1,1,0,-1,0,-2]]})")
            << "The trace 'mem' cannot be read: its field 'timeline[0][9]' must be a whole number from -1 to "
               "9223372036854775807.";
        QTest::addRow("argv") << QByteArray(R"({"kind":"trace","command":["a",2]})")
                              << "The trace 'mem' cannot be read: its field 'command[1]' must be a string.";
        QTest::addRow("path bytes cut") << QByteArray(
            R"({"kind":"trace","files":[{"kind":"regular","path_bytes":"a%F"}]})")
                                        << "The trace 'mem' cannot be read: its field 'files[0].path_bytes' must be "
                                           "percent-encoded ('%' and two hex digits for a byte).";
        QTest::addRow("path bytes not hex") << QByteArray(R"({"kind":"trace","findings":[{"file_bytes":"%G0"}]})")
                                            << "The trace 'mem' cannot be read: its field 'findings[0].file_bytes' "
                                               "must be percent-encoded ('%' and two hex digits for a byte).";
        QTest::addRow("path bytes number") << QByteArray(R"({"kind":"trace","processes":[{"exe_bytes":1}]})")
                                           << "The trace 'mem' cannot be read: its field 'processes[0].exe_bytes' "
                                              "must be a percent-encoded string.";
        QTest::addRow("argv bytes") << QByteArray(R"({"kind":"trace","command_bytes":["a",2]})")
                                    << "The trace 'mem' cannot be read: its field 'command_bytes[1]' must be a "
                                       "percent-encoded string.";
        QTest::addRow("site key bytes") << QByteArray(R"({"kind":"trace","sites":[{"paths_bytes":{"%":1}}]})")
                                        << "The trace 'mem' cannot be read: its field 'sites[0].paths_bytes.%' must "
                                           "be percent-encoded ('%' and two hex digits for a byte).";
    }
    void hostile()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        try {
            traceFromJson(text, "mem");
            QFAIL("no TraceError");
        } catch (const TraceError& e) {
            QCOMPARE(QString::fromUtf8(e.what()), message);
        }
    }

    void recordsAreBudgeted()
    {
        // 19 bytes of JSON per file record of ~170 bytes: 2 million of them pass the budget.
        const QByteArray text = R"({"kind":"trace","files":[)"
            + QByteArray(R"({"kind":"regular"},)").repeated(2'000'000) + R"({"kind":"regular"}]})";
        try {
            traceFromJson(text, "mem");
            QFAIL("no TraceError");
        } catch (const TraceError& e) {
            const std::string what = e.what();
            QVERIFY2(what.rfind("The trace 'mem' is too large to load: at 'files[", 0) == 0, e.what());
            QVERIFY2(what.find("]' its records pass 256 MiB.") != std::string::npos, e.what());
        }
    }

    // Names that are not UTF-8 keep their exact bytes through the JSON (README, "Exact names in
    // the JSON"): the text field stays readable, key_bytes holds them percent-encoded.
    void exactNames_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<QString>("encoded");
        QTest::addRow("two bad bytes") << QByteArray("bad\xff\xfeutf8") << "bad%FF%FEutf8";
        QTest::addRow("lone continuation") << QByteArray("/d/\x80.txt") << "/d/%80.txt";
        QTest::addRow("cut sequence") << QByteArray("/d/\xe6\x97") << "/d/%E6%97";
        QTest::addRow("overlong slash") << QByteArray("/d/\xc0\xaf") << "/d/%C0%AF";
        QTest::addRow("surrogate") << QByteArray("/d/\xed\xa0\x80") << "/d/%ED%A0%80";
        QTest::addRow("percent space control") << QByteArray("/d/100% a\x01\xff") << "/d/100%25%20a%01%FF";
        QTest::addRow("valid part kept exact") << QByteArray("/d/日\xff") << "/d/%E6%97%A5%FF";
    }
    void exactNames()
    {
        QFETCH(QByteArray, name);
        QFETCH(QString, encoded);
        const std::string bytes = name.toStdString();
        Trace t = richTrace();
        t.files[0].path = bytes;
        t.command = { "/bin/prog", bytes };
        t.processes[1].argv = { bytes };
        t.processes[1].exe = bytes;
        t.processes[1].untracedExec = bytes;
        // Two names that are the same as text: as keys of "paths" one would overwrite the other.
        t.sites[0].callsByPath = { { bytes, 12 }, { bytes + "\xfe", 3 }, { "/ok.txt", 1 } };
        t.zones[0].io[0].path = bytes;
        t.findings[0].file = bytes;
        const std::string text = json(t);
        const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(text)).object();
        const QJsonObject file = o.value(u"files").toArray()[0].toObject();
        QCOMPARE(file.value(u"path_bytes").toString(), encoded);
        QCOMPARE(file.value(u"path").toString(), QString::fromUtf8(name)); // readable, U+FFFD for each bad byte
        QCOMPARE(o.value(u"command_bytes").toArray()[1].toString(), encoded);
        QCOMPARE(o.value(u"command_bytes").toArray()[0].toString(), QStringLiteral("/bin/prog"));
        const QJsonObject site = o.value(u"sites").toArray()[0].toObject();
        QCOMPARE(site.value(u"paths").toObject().keys(), QStringList { QStringLiteral("/ok.txt") });
        QCOMPARE(site.value(u"paths_bytes").toObject().value(encoded).toInteger(), 12);
        QCOMPARE(site.value(u"paths_bytes").toObject().value(encoded + QStringLiteral("%FE")).toInteger(), 3);
        // The second file, a socket with a UTF-8 name, gets no second field.
        QVERIFY(!o.value(u"files").toArray()[1].toObject().contains(u"path_bytes"));

        const Trace back = traceFromJson(QByteArray::fromStdString(text), "mem");
        QCOMPARE(back.files[0].path, bytes);
        QCOMPARE(back.command, t.command);
        QCOMPARE(back.processes[1].argv, t.processes[1].argv);
        QCOMPARE(back.processes[1].exe, bytes);
        QCOMPARE(back.processes[1].untracedExec, bytes);
        QCOMPARE(back.sites[0].callsByPath, t.sites[0].callsByPath);
        QCOMPARE(back.zones[0].io[0].path, bytes);
        QCOMPARE(back.findings[0].file, bytes);
        QCOMPARE(json(back), text);
    }

    // UTF-8 names, '%' included, are written as before: no second field.
    void utf8NamesAddNothing()
    {
        Trace t = richTrace();
        t.files[0].path = "/d/100%25 日本語.txt";
        const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(json(t))).object();
        const QJsonObject file = o.value(u"files").toArray()[0].toObject();
        QVERIFY(!file.contains(u"path_bytes"));
        QVERIFY(!o.contains(u"command_bytes"));
        QVERIFY(!o.value(u"sites").toArray()[0].toObject().contains(u"paths_bytes"));
        QCOMPARE(traceFromJson(QByteArray::fromStdString(json(t)), "mem").files[0].path, t.files[0].path);
    }

    // The streamed document holds what the QJsonDocument writer it replaced wrote (the old code,
    // referencetracejson.h): both parsed, the same members with the same values and types.
    void sameAsTheQJsonDocumentWriter_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addRow("rich") << 0;
        QTest::addRow("every field") << 1;
        QTest::addRow("empty") << 2;
        QTest::addRow("names not UTF-8") << 3;
        QTest::addRow("numbers at their edges") << 4;
        QTest::addRow("time line past its bound") << 5;
    }
    void sameAsTheQJsonDocumentWriter()
    {
        QFETCH(int, variant);
        Trace t = variant == 2 ? Trace {} : fullTrace();
        if (variant == 3) {
            const std::string bad = "/d/bad\xff\xfe name\x01\"";
            t.command.push_back(bad);
            t.files[0].path = bad;
            t.processes[1].argv = { bad, "ok" };
            t.processes[1].exe = bad;
            t.processes[1].untracedExec = "/d/\xc0\xaf";
            t.processes[1].threads[0].name = "th\xe6\x97";
            t.sites[0].callsByPath = { { bad, 12 }, { bad + "\xfe", 3 }, { "/ok.txt", 1 }, { "/é.txt", 2 } };
            t.sites[0].module = "/lib/\xed\xa0\x80.so";
            t.zones[0].io[0].path = bad;
            t.findings[0].file = bad;
            t.frames[0].function = "f\xff";
            t.notices.push_back("notice \xff");
            t.events[0].call = "re\xff"
                               "ad";
        }
        if (variant == 4) {
            t.files[0].statIntervalMeanNs = std::numeric_limits<double>::quiet_NaN(); // written as 0
            t.files[0].statIntervalCv = std::numeric_limits<double>::infinity(); // written as 0
            t.files[1].statIntervalMeanNs = std::numeric_limits<double>::denorm_min();
            t.files[1].statIntervalCv = std::numeric_limits<double>::max();
            t.findings[0].share = -std::numeric_limits<double>::infinity();
            t.wallNs = std::numeric_limits<std::uint64_t>::max();
            t.exitStatus = std::numeric_limits<int>::min();
            t.signal = std::numeric_limits<int>::max();
            t.processes[0].startNs = std::uint64_t { 1 } << 63; // clamped to 2^63 - 1
            t.events[0].offset = (std::int64_t { 1 } << 53) + 1;
            t.sites[0].address = 0xffff'ffff'ffff'f000ull;
        }
        if (variant == 5)
            t.events.assign(kMaxJsonEvents + 3, Event { 2, 3, 7, 9, "write", false, -1, 4, 4096 });

        const QByteArray streamed = traceToJson(t);
        QCOMPARE(streamed, QByteArray::fromStdString(json(t))); // the wrapper writes what the stream gets
        QJsonParseError error {};
        const QJsonDocument now = QJsonDocument::fromJson(streamed, &error);
        QCOMPARE(error.errorString(), QJsonParseError {}.errorString());
        const QByteArray oldText = QJsonDocument(reference::referenceTraceJson(t)).toJson(QJsonDocument::Compact);
        const QJsonDocument before = QJsonDocument::fromJson(oldText, &error);
        QCOMPARE(error.errorString(), QJsonParseError {}.errorString());
        QCOMPARE(firstDifference(now.object(), before.object(), QStringLiteral("trace")), QString());
        QVERIFY(now == before);
        // Written again by Qt, both give the same bytes: no member, value or type differs.
        QCOMPARE(now.toJson(QJsonDocument::Compact), before.toJson(QJsonDocument::Compact));
        if (variant == 1) { // every optional member is there to be compared
            const QJsonObject o = now.object();
            QVERIFY(o.value(u"files").toArray()[0].toObject().contains(u"access"));
            QVERIFY(o.value(u"processes").toArray()[0].toObject().value(u"unseen").isObject());
            QCOMPARE(o.value(u"findings").toArray()[0].toObject().value(u"user_lines").toArray().size(), 2);
            QCOMPARE(o.value(u"frames").toArray()[1].toObject().value(u"inlined").toBool(), true);
            QCOMPARE(
                o.value(u"files").toArray()[0].toObject().value(u"stat").toObject().value(u"interval_cv").toDouble(),
                1e-9);
            QCOMPARE(o.value(u"notices").toArray()[1].toString(), QString::fromStdString(t.notices[1]));
            QCOMPARE(o.value(u"events_kept").toInteger(), qint64 { (qint64 { 1 } << 53) + 1 });
        }
        // And the reader gets back what it got before.
        QCOMPARE(json(traceFromJson(streamed, "new")), json(traceFromJson(oldText, "old")));
    }

    // A trace JSON over the 64 MiB the reader once refused reads back (issue 22 §6: an
    // 81 MB trace of a 20,000-file program could not be reopened).
    void readsATraceLargerThan64MiB()
    {
        QTemporaryDir d;
        const std::string path = d.filePath(QStringLiteral("large.json")).toStdString();
        const Trace t = largeTrace();
        {
            std::ofstream out(path, std::ios::binary);
            writeTraceJson(out, t);
            QVERIFY(out.good());
        }
        const qint64 size = QFileInfo(QString::fromStdString(path)).size();
        QVERIFY2(size > (qint64 { 64 } << 20), qPrintable(QString::number(size)));
        const std::shared_ptr<const Trace> back = readTraceJson(path);
        QCOMPARE(back->files.size(), t.files.size());
        for (const std::size_t i : { std::size_t { 0 }, std::size_t { 3 }, t.files.size() - 1 }) {
            QCOMPARE(back->files[i].path, t.files[i].path);
            QCOMPARE(back->files[i].calls.size(), t.files[i].calls.size());
            QCOMPARE(back->files[i].calls[1].count, t.files[i].calls[1].count);
            QCOMPARE(back->files[i].calls[1].histogram, t.files[i].calls[1].histogram);
        }
        QCOMPARE(back->events.size(), t.events.size());
        QCOMPARE(back->findings.size(), t.findings.size());
    }

    // A file past what Qt's JSON parser takes is refused in one sentence naming it, unread.
    void refusesAFileLargerThanTheParserTakes()
    {
        QTemporaryDir d;
        const QString path = d.filePath(QStringLiteral("huge.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(qint64 { std::numeric_limits<int>::max() } + 1)); // sparse: no disk used
        f.close();
        try {
            readTraceJson(path.toStdString());
            QFAIL("no TraceError");
        } catch (const TraceError& e) {
            QCOMPARE(QString::fromUtf8(e.what()),
                QStringLiteral("The trace '%1' is too large to open: iolens reads a trace JSON of at most 2147483647 "
                               "bytes (2 GiB), as much as Qt's JSON parser takes.")
                    .arg(path));
        }
    }

    void hostilePaths()
    {
        QTemporaryDir d;
        for (const std::string& path : { d.path().toStdString(), d.path().toStdString() + "/missing.json" }) {
            try {
                readTraceJson(path);
                QFAIL("no TraceError");
            } catch (const TraceError& e) {
                const std::string what = e.what();
                QVERIFY2(what.find("'" + path + "'") != std::string::npos, e.what());
                QCOMPARE(what.back(), '.');
                QCOMPARE(what.find('\n'), std::string::npos);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestTraceJson)
#include "tst_tracejson.moc"
