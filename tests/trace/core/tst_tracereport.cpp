// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The text forms of a trace: the table (per process, file and call kind, then findings and
// notices) and the StopwatchUtil form, with their exact lines; the Trace Event Format time line.

#include "tracebuilder.h"

#include "core/trace/findings.h"
#include "core/trace/tracereport.h"
#include "core/trace/tracetimeline.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <sstream>

using namespace iolens::trace;
using namespace iolens::trace::test;

namespace {

constexpr std::uint64_t kMs = 1'000'000;

// Article 004's program: test3.csv opened, appended to and closed 10,000 times inside zone 4.
Trace article004()
{
    FileStats csv = fileOf("/tmp/x/test3.csv", FileKind::Regular,
        { callOf(IOLT_CALL_OPEN, 10'000, 40'000 * kMs), callOf(IOLT_CALL_CLOSE, 10'000, 31'247 * kMs),
            callOf(IOLT_CALL_WRITE, 10'000, 200 * kMs, 40) });
    csv.sessionsWritten = 10'000;
    csv.sessionWriteBytes = 400'000;
    FileStats in = fileOf("/tmp/x/in\x1b[31m.csv", FileKind::Regular, { callOf(IOLT_CALL_FGETC, 1000, 1 * kMs, 1) });
    in.calls[0].timed = 16;
    Trace t = traceOf({ csv, in }, 80'000 * kMs);
    t.processes[0].argv = { "/usr/bin/java", "Merge" };
    t.processes[0].pid = 4242;
    for (FileStats& f : t.files)
        f.pid = 4242;
    Zone z;
    z.name = "4";
    z.pid = 4242;
    z.count = 1;
    z.ns = 71'247 * kMs;
    z.io = { { "open", "/tmp/x/test3.csv", 10'000, 40'000 * kMs, 0 },
        { "close", "/tmp/x/test3.csv", 10'000, 31'247 * kMs, 0 },
        { "write", "/tmp/x/test3.csv", 10'000, 200 * kMs, 400'000 } };
    t.zones.push_back(z);
    t.findings = findFindings(t);
    t.notices = { "a notice with a\nnewline" };
    return t;
}

std::vector<std::string> lines(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);)
        out.push_back(l);
    return out;
}

bool contains(const std::vector<std::string>& lines, const std::string& line)
{
    return std::find(lines.begin(), lines.end(), line) != lines.end();
}

} // namespace

class TestTraceReport : public QObject {
    Q_OBJECT

private slots:
    void stopwatch()
    {
        std::ostringstream out;
        writeTraceStopwatch(out, article004());
        const std::vector<std::string> expected = {
            "pid 4242 /usr/bin/java (wall 80000msec., in I/O calls 71448msec.)",
            "Stopwatch[open test3.csv]: 40000msec.",
            "Stopwatch[close test3.csv]: 31247msec.",
            "Stopwatch[write test3.csv]: 200msec.",
            "Stopwatch[fgetc in\\x1b[31m.csv]: 1msec.",
            "Stopwatch[4]: 71247msec., of which 10,000 open + 10,000 close + 10,000 write of test3.csv",
        };
        QCOMPARE(lines(out.str()), expected);
    }

    // As StopwatchUtil's showAll(): numbered zones by number (2 before 10), then named ones by
    // name, whatever order the program first opened them in.
    void stopwatchZonesInKeyOrder()
    {
        Trace t = article004();
        t.findings.clear();
        for (const char* name : { "write", "10", "2", "alpha" }) {
            Zone z;
            z.name = name;
            z.pid = 4242;
            z.ns = 5 * kMs;
            t.zones.push_back(z);
        }
        std::ostringstream out;
        writeTraceStopwatch(out, t);
        std::vector<std::string> zoneLines;
        for (const std::string& l : lines(out.str()))
            if (l.rfind("Stopwatch[", 0) == 0 && l.find(".csv]") == std::string::npos)
                zoneLines.push_back(l.substr(0, l.find(']') + 1));
        const std::vector<std::string> expected
            = { "Stopwatch[2]", "Stopwatch[4]", "Stopwatch[10]", "Stopwatch[alpha]", "Stopwatch[write]" };
        QCOMPARE(zoneLines, expected);
    }

    // Two threads each 60 s inside calls in an 80 s process: 120 s of call time, named as a sum,
    // never as "150 %" of the wall time.
    void tableSumsThreadsWithoutAPercentage()
    {
        Trace t = article004();
        Thread second = t.processes[0].threads[0];
        second.tid = 4243;
        t.processes[0].threads.push_back(second);
        t.processes[0].ioNs = 120'000 * kMs;
        std::ostringstream out;
        writeTraceTable(out, t);
        QCOMPARE(lines(out.str()).front(),
            std::string("pid 4242 /usr/bin/java (exited 0): wall 80,000 ms, in I/O calls 120,000 ms (summed over 2 "
                        "threads); kernel: 1,221 read and 3 write system calls, 0 B read, 0 B written"));
    }

    // A shell's kernel counts hold those of the commands it reaped: its line gives its own, and the
    // kernel's whole figures beside them; a process that reaped none has one set of figures.
    void processLineGivesItsOwnKernelCounts()
    {
        Trace t = article004();
        Process& p = t.processes[0];
        p.kernelOwn = p.kernel;
        p.kernelOwn.syscr = 21;
        p.kernelOwn.rchar = 2048;
        std::ostringstream out;
        writeTraceTable(out, t);
        QCOMPARE(lines(out.str()).front(),
            std::string("pid 4242 /usr/bin/java (exited 0): wall 80,000 ms, in I/O calls 71,448 ms (89 %); kernel: 21 "
                        "read and 3 write system calls, 2 KiB read, 0 B written (1,221 read and 3 write system calls, "
                        "0 B read, 0 B written with the children it reaped)"));
        p.kernelOwn = p.kernel;
        std::ostringstream same;
        writeTraceTable(same, t);
        QCOMPARE(lines(same.str()).front(),
            std::string("pid 4242 /usr/bin/java (exited 0): wall 80,000 ms, in I/O calls 71,448 ms (89 %); kernel: "
                        "1,221 read and 3 write system calls, 0 B read, 0 B written"));
    }

    void table()
    {
        std::ostringstream out;
        writeTraceTable(out, article004());
        const std::vector<std::string> l = lines(out.str());
        QCOMPARE(l.front(),
            std::string(
                "pid 4242 /usr/bin/java (exited 0): wall 80,000 ms, in I/O calls 71,448 ms (89 %); kernel: 1,221 "
                "read and 3 write system calls, 0 B read, 0 B written"));
        QVERIFY(contains(l, "  /tmp/x/test3.csv (regular, 10,000 opens)"));
        QVERIFY(contains(l, "    open                  10,000        40.0 s           -  -"));
        QVERIFY(contains(l, "    write                 10,000        200 ms   390.6 KiB  32–63 B"));
        QVERIFY(contains(l, "  /tmp/x/in\\x1b[31m.csv (regular)"));
        QVERIFY(contains(l, "    fgetc*                 1,000       1.00 ms      1000 B  1 B"));
        QVERIFY(contains(l, "  * time sampled: some calls were timed and the total estimated (see the notices)"));
        QVERIFY(contains(l, "  Stopwatch[4] pid 4242: 1 interval, 71,247 ms"));
        QVERIFY(contains(l,
            "  reopen-per-record: 10,000 opens of /tmp/x/test3.csv, each writing 40 bytes (89 % of pid "
            "4242's wall time)"));
        QVERIFY(contains(l, "    try: write.reopen-per-record, write.single-open, write.buffered"));
        QVERIFY(contains(l, "  - a notice with a\\nnewline"));
        const auto lesson
            = std::find_if(l.begin(), l.end(), [](const std::string& s) { return s.rfind("    Lesson: ", 0) == 0; });
        QVERIFY(lesson != l.end());
        QVERIFY(
            lesson->find("Open the file once, write every record through one buffered stream, and close it at the end.")
            != std::string::npos);
    }

    // With sampled stacks, each file's rows are followed by the lines of the program's own code that
    // made its calls, hottest first with their share of the time: a Java method above the JDK's
    // frames (a runtime), then a second caller; the JDK frame itself is never named.
    void tableNamesEachFilesUserLines()
    {
        Trace t = article004();
        const auto frame = [&](std::string function, std::string file, int line, bool runtime) {
            Frame f;
            f.language = "java";
            f.function = std::move(function);
            f.file = std::move(file);
            f.line = line;
            f.runtime = runtime;
            t.frames.push_back(f);
            return t.frames.size() - 1;
        };
        const std::size_t jdk = frame("java.io.FileOutputStream.write", "FileOutputStream.java", 349, true);
        const std::size_t merge = frame("Article004.merge", "Article004.java", 31, false);
        const std::size_t main = frame("Article004.main", "Article004.java", 12, false);
        const auto stack = [&](std::vector<std::size_t> frames, const char* call, std::uint64_t ns) {
            Stack s;
            s.frames = std::move(frames);
            s.pid = 4242;
            s.file = 0; // test3.csv
            s.call = call;
            s.calls = 10;
            s.ns = ns;
            t.stacks.push_back(s);
        };
        stack({ jdk, merge, main }, "open", 300 * kMs);
        stack({ jdk, main }, "close", 100 * kMs);
        std::ostringstream out;
        writeTraceTable(out, t);
        QVERIFY2(contains(lines(out.str()),
                     "    from Article004.merge (Article004.java:31) 75 %, Article004.main (Article004.java:12) 25 %"),
            out.str().c_str());
        t.stacks.clear();
        std::ostringstream without;
        writeTraceTable(without, t);
        QVERIFY(without.str().find("    from ") == std::string::npos);
    }

    void manyFilesAreSummedUp()
    {
        std::vector<FileStats> files;
        for (int i = 0; i < 15; ++i)
            files.push_back(fileOf("/missing/" + std::to_string(i), FileKind::Missing,
                { callOf(IOLT_CALL_STAT, 1, static_cast<std::uint64_t>(2000 - i)) }));
        std::ostringstream out;
        writeTraceTable(out, traceOf(files));
        const std::vector<std::string> l = lines(out.str());
        QVERIFY(contains(l, "  /missing/11 (missing)"));
        QVERIFY(!contains(l, "  /missing/12 (missing)"));
        QVERIFY(contains(l, "  … and 3 more files: 3 calls, 5.96 µs (the JSON lists every file)"));
    }

    void noFindingSaysSo()
    {
        std::ostringstream out;
        writeTraceTable(out, traceOf({}));
        QVERIFY(contains(lines(out.str()), "Findings: none of the known patterns."));
        QVERIFY(contains(lines(out.str()), "  (no I/O calls)"));
    }

    void sizes()
    {
        QCOMPARE(bucketLabel(0), std::string("0 B"));
        QCOMPARE(bucketLabel(1), std::string("1 B"));
        QCOMPARE(bucketLabel(2), std::string("2–3 B"));
        QCOMPARE(bucketLabel(10), std::string("512–1023 B"));
        QCOMPARE(bucketLabel(11), std::string("1 KiB–2 KiB"));
        QCOMPARE(bucketLabel(12), std::string("2 KiB–4 KiB"));
        QCOMPARE(bucketLabel(31), std::string("≥ 1 GiB"));
        std::vector<std::uint64_t> h(32, 0);
        QCOMPARE(sizesSummary(h), std::string("-"));
        h[1] = 5;
        QCOMPARE(sizesSummary(h), std::string("1 B"));
        h[7] = 9;
        h[17] = 2;
        QCOMPARE(sizesSummary(h), std::string("1 B … 64 KiB–128 KiB, most 64–127 B"));
        h[1] = 9; // a tie names no bucket
        QCOMPARE(sizesSummary(h), std::string("1 B … 64 KiB–128 KiB"));
    }

    void timeline()
    {
        Trace t = article004();
        t.events = { { 4242, 4242, 100, 900, "open", false, 0, 3, 0 }, { 4242, 4243, 50, 2000, "4", true, -1, 1, 0 } };
        t.processes[0].threads.push_back({ 4242, 4243, "worker", 1, 0 });
        t.processes[0].threads[0].tid = 4242;
        std::ostringstream out;
        writeTraceTimeline(out, t);
        QJsonParseError error {};
        const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(out.str()), &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonArray events = doc.object().value(u"traceEvents").toArray();
        QJsonArray complete;
        QStringList threadNames;
        for (const QJsonValue& v : events) {
            const QJsonObject e = v.toObject();
            if (e.value(u"ph").toString() == u"X")
                complete.append(e);
            if (e.value(u"name").toString() == u"thread_name")
                threadNames << e.value(u"args").toObject().value(u"name").toString();
        }
        QCOMPARE(complete.size(), 2);
        QCOMPARE(complete[0].toObject().value(u"name").toString(), QStringLiteral("open /tmp/x/test3.csv"));
        QCOMPARE(complete[0].toObject().value(u"cat").toString(), QStringLiteral("io"));
        QCOMPARE(complete[1].toObject().value(u"name").toString(), QStringLiteral("Stopwatch[4]"));
        QCOMPARE(complete[1].toObject().value(u"cat").toString(), QStringLiteral("zone"));
        QCOMPARE(complete[1].toObject().value(u"tid").toInt(), 4243);
        threadNames.sort();
        QCOMPARE(threadNames, (QStringList { QStringLiteral("prog (4242)"), QStringLiteral("worker (4243)") }));
        QVERIFY(!doc.object().contains(u"stackFrames")); // no stacks sampled, none written
    }

    // A thread's runs that overlap in time (reads of one file going on across writes to another)
    // are not nested, which the Trace Event Format needs on one lane: the second goes to a lane of
    // its own, named after its thread; a run that begins after the first ended shares its lane.
    void overlappingRunsGetTheirOwnLane()
    {
        Trace t = article004();
        t.events = { { 4242, 4242, 100, 900, "read", false, 0, 300, 300 },
            { 4242, 4242, 110, 910, "write", false, 0, 300, 300 }, { 4242, 4242, 950, 990, "close", false, 0, 1, 0 } };
        std::ostringstream out;
        writeTraceTimeline(out, t);
        const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(out.str()));
        QMap<QString, int> tidOf;
        QMap<int, QString> laneName;
        for (const QJsonValue& v : doc.object().value(u"traceEvents").toArray()) {
            if (v[u"ph"].toString() == u"X")
                tidOf[v[u"name"].toString().section(u' ', 0, 0)] = v[u"tid"].toInt();
            if (v[u"name"].toString() == u"thread_name")
                laneName[v[u"tid"].toInt()] = v[u"args"][u"name"].toString();
        }
        QCOMPARE(tidOf.value(QStringLiteral("read")), 4242);
        QCOMPARE(tidOf.value(QStringLiteral("close")), 4242);
        const int second = tidOf.value(QStringLiteral("write"));
        QVERIFY(second != 4242);
        QCOMPARE(laneName.value(second), QStringLiteral("tid 4242 (overlapping runs 2)"));
    }

    // With sampled stacks, an I/O event points ("sf") at the innermost frame of the stack that
    // took most of its process's time in that call kind on that file, the frames chained to their
    // callers in "stackFrames" (shared where two stacks share callers), and its args name the
    // user line; events of calls without a stack point nowhere.
    void timelineCarriesTheHottestStack()
    {
        Trace t = article004();
        const auto frame = [&](std::string function, std::string module, std::string language) {
            Frame f;
            f.function = std::move(function);
            f.module = std::move(module);
            f.language = std::move(language);
            f.runtime = f.module.find("libc") != std::string::npos;
            t.frames.push_back(f);
            return t.frames.size() - 1;
        };
        const std::size_t open64 = frame("open64", "/lib/libc.so.6", "");
        const std::size_t merge = frame("Article004.merge", "", "java");
        const std::size_t append = frame("Article004.append", "", "java");
        const std::size_t main = frame("Article004.main", "", "java");
        const auto stack = [&](std::vector<std::size_t> frames, std::uint64_t ns) {
            Stack s;
            s.frames = std::move(frames);
            s.pid = 4242;
            s.file = 0;
            s.call = "open";
            s.calls = 1;
            s.ns = ns;
            t.stacks.push_back(s);
        };
        stack({ open64, merge, main }, 900); // the hottest, listed first as the loader sorts them
        stack({ open64, append, main }, 100);
        t.events
            = { { 4242, 4242, 100, 900, "open", false, 0, 3, 0 }, { 4242, 4242, 900, 950, "close", false, 0, 1, 0 } };
        std::ostringstream out;
        writeTraceTimeline(out, t);
        QJsonParseError error {};
        const QJsonObject doc = QJsonDocument::fromJson(QByteArray::fromStdString(out.str()), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonObject frames = doc.value(u"stackFrames").toObject();
        QCOMPARE(frames.size(), 3); // main ← merge ← open64: one chain
        QJsonObject openEvent, closeEvent;
        for (const QJsonValue& v : doc.value(u"traceEvents").toArray()) {
            if (v[u"name"].toString().startsWith(u"open "))
                openEvent = v.toObject();
            if (v[u"name"].toString().startsWith(u"close "))
                closeEvent = v.toObject();
        }
        QStringList chain;
        for (QString id = openEvent.value(u"sf").toString(); !id.isEmpty();) {
            const QJsonObject f = frames.value(id).toObject();
            chain << f.value(u"name").toString() + u'/' + f.value(u"category").toString();
            id = f.value(u"parent").toString();
        }
        QCOMPARE(chain,
            (QStringList { QStringLiteral("open64/libc.so.6"), QStringLiteral("Article004.merge/java"),
                QStringLiteral("Article004.main/java") }));
        QCOMPARE(openEvent.value(u"args")[u"user_line"].toString(), QStringLiteral("Article004.merge"));
        QVERIFY(!closeEvent.isEmpty());
        QVERIFY(!closeEvent.contains(u"sf"));
        QVERIFY(!closeEvent.value(u"args").toObject().contains(u"user_line"));
    }
};

QTEST_GUILESS_MAIN(TestTraceReport)
#include "tst_tracereport.moc"
