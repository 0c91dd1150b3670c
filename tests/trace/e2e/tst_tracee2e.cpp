// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tracee2e.h"

#include <QDir>
#include <QLocale>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>

#include <sys/stat.h>

// iolens-cli trace end to end on the pattern programs of tests/trace/patterns: exact counts per
// (file, call) for each, every finding on its own program and on no other (a matrix), and article
// 004's program (csvmerge004) with its stopwatch zones, the open/close of test3.csv attributed to
// the write zones.

using namespace tracee2e;
using namespace Qt::StringLiterals;

namespace {

// Sizes and counts the programs get as arguments; every expectation below follows from them.
constexpr int kFgetcCalls = 1'000'000;
constexpr int kByteReads = 100'000;
constexpr int kRecords = 2'000; // findings need 1,000 opens (thresholds.h)
constexpr int kLookups = 1'000; // rescan_from_start: lines 1..1000 of a file of 1024 lines of 64 bytes
constexpr int kLines = 1'024, kLineWidth = 64;
constexpr int kStats = 100, kStatIntervalMs = 10;
constexpr int kSyncedRecords = 200;
constexpr int kSmallWrites = 20'000;
constexpr int kExchanges = 1'000;
constexpr qint64 kWholeFile = 32ll << 20;
constexpr qint64 kCopyFile = 8ll << 20;
constexpr int kIterations = 600; // csvmerge004: 1,200 opens of test3.csv

struct Program {
    QStringList command;
    QString file; // the file its pattern is about ("" for the socket program and the clean one)
    QStringList findings; // the finding ids it must produce, no more
    QString tryStrategy; // one strategy the finding must suggest
};

std::uint64_t ceilDiv(std::uint64_t a, std::uint64_t b)
{
    return (a + b - 1) / b;
}

} // namespace

class TestTraceE2e : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QMap<QString, Program> m_programs;
    QMap<QString, TraceRun> m_runs; // each program traced once, shared by the test functions

    QString path(const QString& name) const { return canonical(m_dir.path()) + u'/' + name; }

    const TraceRun& runOf(const QString& name)
    {
        if (!m_runs.contains(name)) {
            // Outputs start afresh, so that every run of a program sees the same files.
            for (const QString& out : { u"reopen.csv"_s, u"synced.csv"_s, u"small.csv"_s, u"copy.bin"_s })
                QFile::remove(path(out));
            m_runs.insert(name, trace(path(name + u".json"), m_programs[name].command));
        }
        return m_runs[name];
    }

    void addPatternRows()
    {
        QTest::addColumn<QString>("program");
        for (auto it = m_programs.cbegin(); it != m_programs.cend(); ++it)
            QTest::newRow(qPrintable(it.key())) << it.key();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(writeFile(path(u"bytes.txt"_s), patternBytes(kFgetcCalls)));
        QVERIFY(writeFile(path(u"lines.txt"_s), fixedLines(kLines, kLineWidth)));
        QVERIFY(writeFile(path(u"polled.txt"_s), "polled\n"));
        QVERIFY(writeFile(path(u"whole.bin"_s), patternBytes(kWholeFile)));
        QVERIFY(writeFile(path(u"source.bin"_s), patternBytes(kCopyFile)));
        const auto n = [](int v) { return QString::number(v); };
        m_programs = {
            { u"small_io_fgetc"_s,
                { { pattern(u"small_io_fgetc"_s), path(u"bytes.txt"_s), n(kFgetcCalls) }, path(u"bytes.txt"_s),
                    { u"small-io"_s }, u"read.buffer"_s } },
            { u"small_io_read"_s,
                { { pattern(u"small_io_read"_s), path(u"bytes.txt"_s), n(kByteReads) }, path(u"bytes.txt"_s),
                    { u"small-io"_s }, u"read.buffer"_s } },
            { u"reopen_per_record"_s,
                { { pattern(u"reopen_per_record"_s), path(u"reopen.csv"_s), n(kRecords) }, path(u"reopen.csv"_s),
                    { u"reopen-per-record"_s }, u"write.single-open"_s } },
            { u"rescan_from_start"_s,
                { { pattern(u"rescan_from_start"_s), path(u"lines.txt"_s), n(kLookups) }, path(u"lines.txt"_s),
                    { u"rescan-from-start"_s }, u"lookup.index"_s } },
            { u"stat_polling"_s,
                { { pattern(u"stat_polling"_s), path(u"polled.txt"_s), n(kStats), n(kStatIntervalMs) },
                    path(u"polled.txt"_s), { u"stat-polling"_s }, u"watch.inotify"_s } },
            { u"fsync_per_record"_s,
                { { pattern(u"fsync_per_record"_s), path(u"synced.csv"_s), n(kSyncedRecords) }, path(u"synced.csv"_s),
                    { u"fsync-per-record"_s }, u"write.fsync-at-end"_s } },
            { u"small_writes"_s,
                { { pattern(u"small_writes"_s), path(u"small.csv"_s), n(kSmallWrites) }, path(u"small.csv"_s),
                    { u"small-unbuffered-writes"_s }, u"write.buffered"_s } },
            { u"round_trips"_s,
                { { pattern(u"round_trips"_s), n(kExchanges) }, QString(), { u"many-round-trips"_s },
                    u"net.range"_s } },
            { u"whole_file"_s,
                { { pattern(u"whole_file"_s), path(u"whole.bin"_s) }, path(u"whole.bin"_s),
                    { u"whole-file-in-memory"_s }, u"copy.buffer-loop"_s } },
            { u"clean_copy"_s,
                { { pattern(u"clean_copy"_s), path(u"source.bin"_s), path(u"copy.bin"_s) }, QString(), {},
                    QString() } },
        };
    }

    // Every pattern program runs to completion under iolens, with its exit status passed through
    // and a JSON trace of one process that kept events.
    void tracesEachProgram_data() { addPatternRows(); }
    void tracesEachProgram()
    {
        QFETCH(QString, program);
        const TraceRun& run = runOf(program);
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        QCOMPARE(run.json[u"kind"].toString(), u"trace"_s);
        QCOMPARE(run.json[u"exit_status"].toInt(), 0);
        QCOMPARE(run.json[u"signal"].toInt(), 0);
        QCOMPARE(run.processes().size(), 1);
        const QJsonObject process = run.processes().first().toObject();
        QCOMPARE(process[u"end"].toString(), u"exited"_s);
        QCOMPARE(process[u"exit_status"].toInt(), 0);
        QCOMPARE(process[u"argv"].toArray().first().toString(), m_programs[program].command.first());
        QVERIFY(process[u"wall_ns"].toDouble() > 0);
        QVERIFY(process[u"io_ns"].toInteger() > 0);
        QVERIFY(run.json[u"events_kept"].toDouble() > 0);
        QCOMPARE(run.json[u"events_dropped"].toDouble(), 0.0);
    }

    void exactCounts_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("call");
        QTest::addColumn<qint64>("count");
        QTest::addColumn<qint64>("bytes"); // -1: not compared (calls that move no data)
        const auto row = [](const char* program, const QString& file, const char* call, qint64 count, qint64 bytes) {
            QTest::addRow("%s %s %s", program, qPrintable(QFileInfo(file).fileName()), call)
                << QString::fromLatin1(program) << file << QString::fromLatin1(call) << count << bytes;
        };
        const QString bytes = path(u"bytes.txt"_s), lines = path(u"lines.txt"_s);
        row("small_io_fgetc", bytes, "fopen", 1, -1);
        row("small_io_fgetc", bytes, "fgetc", kFgetcCalls, kFgetcCalls);
        row("small_io_fgetc", bytes, "fclose", 1, -1);
        row("small_io_read", bytes, "open", 1, -1);
        row("small_io_read", bytes, "read", kByteReads, kByteReads);
        row("small_io_read", bytes, "close", 1, -1);
        row("reopen_per_record", path(u"reopen.csv"_s), "open", kRecords, -1);
        row("reopen_per_record", path(u"reopen.csv"_s), "write", kRecords, 64ll * kRecords);
        row("reopen_per_record", path(u"reopen.csv"_s), "close", kRecords, -1);
        // Lookup i reads ceil(64 i / 4096) chunks of 4096 bytes (the file is 16 full chunks).
        std::uint64_t rescanReads = 0;
        for (int i = 1; i <= kLookups; ++i)
            rescanReads += ceilDiv(std::uint64_t(kLineWidth) * i, 4096);
        row("rescan_from_start", lines, "open", kLookups, -1);
        row("rescan_from_start", lines, "read", qint64(rescanReads), qint64(rescanReads) * 4096);
        row("rescan_from_start", lines, "close", kLookups, -1);
        row("stat_polling", path(u"polled.txt"_s), "stat", kStats, -1);
        row("fsync_per_record", path(u"synced.csv"_s), "open", 1, -1);
        row("fsync_per_record", path(u"synced.csv"_s), "write", kSyncedRecords, 64ll * kSyncedRecords);
        row("fsync_per_record", path(u"synced.csv"_s), "fsync", kSyncedRecords, -1);
        row("fsync_per_record", path(u"synced.csv"_s), "close", 1, -1);
        row("small_writes", path(u"small.csv"_s), "open", 1, -1);
        row("small_writes", path(u"small.csv"_s), "write", kSmallWrites, 64ll * kSmallWrites);
        row("small_writes", path(u"small.csv"_s), "close", 1, -1);
        row("whole_file", path(u"whole.bin"_s), "open", 1, -1);
        row("whole_file", path(u"whole.bin"_s), "fstat", 1, -1);
        row("whole_file", path(u"whole.bin"_s), "read", 1, kWholeFile);
        row("whole_file", path(u"whole.bin"_s), "close", 1, -1);
        row("clean_copy", path(u"source.bin"_s), "open", 1, -1);
        row("clean_copy", path(u"source.bin"_s), "read", (kCopyFile >> 20) + 1, kCopyFile);
        row("clean_copy", path(u"source.bin"_s), "close", 1, -1);
        row("clean_copy", path(u"copy.bin"_s), "open", 1, -1);
        row("clean_copy", path(u"copy.bin"_s), "write", kCopyFile >> 20, kCopyFile);
        row("clean_copy", path(u"copy.bin"_s), "close", 1, -1);
    }
    void exactCounts()
    {
        QFETCH(QString, program);
        QFETCH(QString, file);
        QFETCH(QString, call);
        QFETCH(qint64, count);
        QFETCH(qint64, bytes);
        const TraceRun& run = runOf(program);
        QVERIFY2(run.jsonError.isEmpty(), run.describe().constData());
        const Totals t = run.call(file, call);
        QCOMPARE(t.entries, 1); // one process, one row per (file, call)
        QCOMPARE(qint64(t.count), count);
        if (bytes >= 0)
            QCOMPARE(qint64(t.bytes), bytes);
        QCOMPARE(qint64(t.errors), 0);
    }

    // Only the calls listed above touched the program's data files (no stray lseek, no extra open).
    void noOtherCallsOnDataFiles_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("calls");
        QTest::addRow("small_io_read") << u"small_io_read"_s << path(u"bytes.txt"_s)
                                       << QStringList { u"close"_s, u"open"_s, u"read"_s };
        QTest::addRow("reopen_per_record")
            << u"reopen_per_record"_s << path(u"reopen.csv"_s) << QStringList { u"close"_s, u"open"_s, u"write"_s };
        QTest::addRow("rescan_from_start")
            << u"rescan_from_start"_s << path(u"lines.txt"_s) << QStringList { u"close"_s, u"open"_s, u"read"_s };
        QTest::addRow("stat_polling") << u"stat_polling"_s << path(u"polled.txt"_s) << QStringList { u"stat"_s };
        QTest::addRow("fsync_per_record") << u"fsync_per_record"_s << path(u"synced.csv"_s)
                                          << QStringList { u"close"_s, u"fsync"_s, u"open"_s, u"write"_s };
        QTest::addRow("whole_file") << u"whole_file"_s << path(u"whole.bin"_s)
                                    << QStringList { u"close"_s, u"fstat"_s, u"open"_s, u"read"_s };
    }
    void noOtherCallsOnDataFiles()
    {
        QFETCH(QString, program);
        QFETCH(QString, file);
        QFETCH(QStringList, calls);
        const TraceRun& run = runOf(program);
        QVERIFY2(run.jsonError.isEmpty(), run.describe().constData());
        QCOMPARE(run.callsOn(file).keys(), calls);
    }

    // The sockets of round_trips: the client's connect/send/recv and the server's accept/recv/send,
    // each side a socket named by its peer on 127.0.0.1.
    void socketCounts()
    {
        const TraceRun& run = runOf(u"round_trips"_s);
        QVERIFY2(run.jsonError.isEmpty(), run.describe().constData());
        QJsonObject client, server;
        for (const QJsonValue& f : run.files()) {
            // The listening socket has no peer ("socket:[inode]"); the two connected ends do.
            if (f[u"kind"].toString() != u"socket" || f[u"path"].toString().startsWith(u"socket:["))
                continue;
            QVERIFY2(f[u"path"].toString().startsWith(u"127.0.0.1:"), qPrintable(f[u"path"].toString()));
            for (const QJsonValue& c : f[u"calls"].toArray()) {
                if (c[u"call"].toString() == u"connect")
                    client = f.toObject();
                if (c[u"call"].toString() == u"accept")
                    server = f.toObject();
            }
        }
        QVERIFY(!client.isEmpty());
        QVERIFY(!server.isEmpty());
        QVERIFY(client[u"path"] != server[u"path"]); // each side names its own peer
        const auto count = [](const QJsonObject& file, const QString& call, std::uint64_t* bytes) {
            for (const QJsonValue& c : file[u"calls"].toArray())
                if (c[u"call"].toString() == call) {
                    *bytes = std::uint64_t(c[u"bytes"].toDouble());
                    return std::uint64_t(c[u"count"].toDouble());
                }
            return std::uint64_t(0);
        };
        std::uint64_t bytes = 0;
        QCOMPARE(count(client, u"connect"_s, &bytes), 1u);
        QCOMPARE(count(client, u"send"_s, &bytes), std::uint64_t(kExchanges));
        QCOMPARE(bytes, 16u * kExchanges);
        QCOMPARE(count(client, u"recv"_s, &bytes), std::uint64_t(kExchanges));
        QCOMPARE(bytes, 32u * kExchanges);
        QCOMPARE(client[u"exchanges"].toDouble(), double(kExchanges));
        QCOMPARE(count(server, u"recv"_s, &bytes), std::uint64_t(kExchanges + 1)); // the last sees EOF
        QCOMPARE(bytes, 16u * kExchanges);
        QCOMPARE(count(server, u"send"_s, &bytes), std::uint64_t(kExchanges));
        QCOMPARE(bytes, 32u * kExchanges);
        // Two threads: the client (main) and the server.
        QCOMPARE(run.processes().first()[u"threads"].toArray().size(), 2);
    }

    // What a preload cannot see, the kernel counts: glibc refills fgetc's buffer with read system
    // calls of st_blksize bytes from inside libc, and the process's /proc/PID/io has them exactly.
    void stdioRefillsFromKernel()
    {
        const TraceRun& run = runOf(u"small_io_fgetc"_s);
        QVERIFY2(run.jsonError.isEmpty(), run.describe().constData());
        struct stat st { };
        QCOMPARE(::stat(QFile::encodeName(path(u"bytes.txt"_s)).constData(), &st), 0);
        const QJsonValue kernel = run.processes().first()[u"kernel"];
        QVERIFY(kernel.isObject());
        QCOMPARE(std::uint64_t(kernel[u"syscr"].toInteger()), ceilDiv(kFgetcCalls, std::uint64_t(st.st_blksize)));
        QCOMPARE(kernel[u"rchar"].toInteger(), kFgetcCalls);
        QCOMPARE(run.call(path(u"bytes.txt"_s), u"read"_s).count, 0u); // none of them went through read()
    }

    // Call sites name the function and source line of the program that made the calls (the
    // programs are built with line tables): reopen_per_record's open and close in main.
    void callSites()
    {
        const TraceRun& run = runOf(u"reopen_per_record"_s);
        QVERIFY2(run.jsonError.isEmpty(), run.describe().constData());
        QFile source(QStringLiteral(IOLENS_PATTERN_SOURCE_DIR "/reopen_per_record.c"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = source.readAll().split('\n');
        const auto lineOf = [&](const QByteArray& text) {
            for (qsizetype i = 0; i < lines.size(); ++i)
                if (lines[i].contains(text))
                    return QString::number(i + 1);
            return QString();
        };
        const QString openLine = lineOf("= open(argv[1]"), closeLine = lineOf("close(fd)");
        QVERIFY(!openLine.isEmpty() && !closeLine.isEmpty());
        QMap<QString, QString> siteOf; // call → "function location"
        for (const QJsonValue& site : run.json[u"sites"].toArray())
            for (const QString& call : site[u"calls"].toObject().keys()) {
                QCOMPARE(site[u"calls"][call].toInteger(), kRecords);
                siteOf[call] = site[u"function"].toString() + u' ' + site[u"location"].toString();
            }
        QCOMPARE(siteOf.value(u"open"_s), u"main reopen_per_record.c:"_s + openLine);
        QCOMPARE(siteOf.value(u"close"_s), u"main reopen_per_record.c:"_s + closeLine);
        QVERIFY2(siteOf.value(u"write"_s).startsWith(u"pattern_write_all patternutil.h:"),
            qPrintable(siteOf.value(u"write"_s)));
    }

    // The matrix: each program's findings are exactly its own pattern's, about its own file, with
    // the lesson and the strategies of issue 11's table; the clean copy has none.
    void findingMatrix_data() { addPatternRows(); }
    void findingMatrix()
    {
        QFETCH(QString, program);
        const TraceRun& run = runOf(program);
        QVERIFY2(run.jsonError.isEmpty(), run.describe().constData());
        const Program& p = m_programs[program];
        QStringList ids = run.findingIds();
        ids.removeDuplicates();
        QCOMPARE(ids, p.findings);
        for (const QJsonValue& f : run.findings()) {
            if (!p.file.isEmpty())
                QCOMPARE(f[u"file"].toString(), p.file);
            else
                QVERIFY2(f[u"file"].toString().startsWith(u"127.0.0.1:"), qPrintable(f[u"file"].toString()));
            const double share = f[u"share"].toDouble(-1);
            QVERIFY2(share >= 0 && share <= 1, qPrintable(QString::number(share)));
            QVERIFY(!f[u"title"].toString().isEmpty());
            QVERIFY(!f[u"evidence"].toString().isEmpty());
            QVERIFY(!f[u"lesson"].toString().isEmpty());
            QStringList tries;
            for (const QJsonValue& t : f[u"try"].toArray())
                tries << t.toString();
            QVERIFY2(tries.contains(p.tryStrategy), qPrintable(tries.join(u' ')));
        }
        // The findings are printed after the program's own output, by id.
        for (const QString& id : p.findings)
            QVERIFY2(run.cli.out.contains(id.toUtf8()) || run.cli.err.contains(id.toUtf8()), run.cli.out.constData());
    }

    // Zones belong to threads: the calls of two threads land in each thread's own zone (the C++
    // RAII form), none in the zone the main thread holds open meanwhile.
    void zonesPerThread()
    {
        const QString dir = canonical(m_dir.path()) + u"/threads"_s;
        QVERIFY(QDir().mkpath(dir));
        constexpr int kPerThread = 500;
        const TraceRun run
            = trace(path(u"threads.json"_s), { e2eProgram(u"zonethreads"_s), dir, QString::number(kPerThread) });
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        const QString a = dir + u"/a.txt"_s, b = dir + u"/b.txt"_s;
        for (const char* z : { "main", "thread A", "thread B" })
            QCOMPARE(run.zone(QString::fromLatin1(z))[u"count"].toInteger(), 1);
        QCOMPARE(run.zoneCalls(u"thread A"_s, u"write"_s, a), std::uint64_t(kPerThread));
        QCOMPARE(run.zoneCalls(u"thread A"_s, u"open"_s, a), 1u);
        QCOMPARE(run.zoneCalls(u"thread A"_s, u"write"_s, b), 0u);
        QCOMPARE(run.zoneCalls(u"thread B"_s, u"write"_s, b), std::uint64_t(kPerThread));
        QCOMPARE(run.zoneCalls(u"thread B"_s, u"write"_s, a), 0u);
        QCOMPARE(run.zoneCalls(u"main"_s, u"write"_s, a) + run.zoneCalls(u"main"_s, u"write"_s, b), 0u);
        QCOMPARE(run.processes().first()[u"threads"].toArray().size(), 3);
    }

    // Article 004's program: the zones are its stopwatches, and the calls inside each are
    // attributed to the innermost one: test3.csv's opens and closes to the write zones 4 and 6,
    // none to the enclosing zone 1.
    void csvMergeZones()
    {
        const QString dir = canonical(m_dir.path()) + u"/csv"_s;
        QVERIFY(QDir().mkpath(dir));
        const QString program = pattern(u"csvmerge004"_s);
        // An untraced run creates the inputs, so the traced one only reads them.
        QCOMPARE(runPlain(program, { dir, QString::number(kIterations) }), 0);
        QVERIFY(QFile::remove(dir + u"/test3.csv"_s));
        const TraceRun run = trace(
            path(u"csv.json"_s), { program, dir, QString::number(kIterations) }, { u"--format"_s, u"stopwatch"_s });
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        // The program's own showAll() table passes through.
        QVERIFY2(run.cli.out.contains("Stopwatch[4]: "), run.cli.out.right(2000).constData());

        const QString test1 = dir + u"/test1.csv"_s, test2 = dir + u"/test2.csv"_s, test3 = dir + u"/test3.csv"_s;
        QCOMPARE(run.zone(u"1"_s)[u"count"].toInt(), 1);
        for (const char* z : { "2", "3", "4", "5", "6" })
            QCOMPARE(run.zone(QString::fromLatin1(z))[u"count"].toInt(), kIterations);
        QVERIFY(run.zone(u"1"_s)[u"ns"].toDouble() >= run.zone(u"4"_s)[u"ns"].toDouble());
        for (const char* z : { "4", "6" }) {
            const QString name = QString::fromLatin1(z);
            QCOMPARE(run.zoneCalls(name, u"open"_s, test3), std::uint64_t(kIterations));
            QCOMPARE(run.zoneCalls(name, u"write"_s, test3), std::uint64_t(kIterations));
            QCOMPARE(run.zoneCalls(name, u"close"_s, test3), std::uint64_t(kIterations));
            QCOMPARE(run.zoneCalls(name, u"open"_s, test1), 0u);
        }
        for (const char* call : { "open", "write", "close" })
            QCOMPARE(run.zoneCalls(u"1"_s, QString::fromLatin1(call), test3), 0u);
        QCOMPARE(run.zoneCalls(u"2"_s, u"open"_s, test3), 0u);
        // Reads: lookup i ends at byte 32 i, the reader takes 8,192 bytes a call.
        std::uint64_t reads1 = 0, reads2 = 0;
        for (std::uint64_t i = 1; i <= std::uint64_t(kIterations); ++i) {
            reads1 += ceilDiv(32 * i, 8192);
            reads2 += ceilDiv(32 * (3000 + i), 8192);
        }
        QCOMPARE(run.zoneCalls(u"3"_s, u"open"_s, test1), std::uint64_t(kIterations));
        QCOMPARE(run.zoneCalls(u"3"_s, u"read"_s, test1), reads1);
        QCOMPARE(run.zoneCalls(u"5"_s, u"open"_s, test2), std::uint64_t(kIterations));
        QCOMPARE(run.zoneCalls(u"5"_s, u"read"_s, test2), reads2);
        QCOMPARE(run.zoneCalls(u"3"_s, u"read"_s, test2), 0u);
        // The report in the article's own form says what each write stopwatch spent its time on
        // (the calls listed most time first, so in any order).
        const QString report = QString::fromUtf8(run.cli.out + run.cli.err);
        const QString n = QLocale(QLocale::English).toString(kIterations);
        for (const char* z : { "4", "6" }) {
            const QRegularExpression line(
                u"^Stopwatch\\[%1\\]: \\d+msec\\., of which (.+) of test3\\.csv$"_s.arg(QLatin1StringView(z)),
                QRegularExpression::MultilineOption);
            const QRegularExpressionMatch m = line.match(report);
            QVERIFY2(m.hasMatch(), qPrintable(report.right(3000)));
            QStringList parts = m.captured(1).split(u" + "_s);
            parts.sort();
            QCOMPARE(parts, (QStringList { n + u" close"_s, n + u" open"_s, n + u" write"_s }));
        }
        // The whole file's totals agree with the zones.
        QCOMPARE(run.call(test3, u"open"_s).count, 2u * kIterations);
        QCOMPARE(run.call(test3, u"write"_s).bytes, 2u * 32u * kIterations);
        // The zone lines themselves are no I/O of the program: no file is the zone channel.
        for (const QJsonValue& f : run.files())
            QVERIFY2(!f[u"path"].toString().contains(u"zone"), qPrintable(f[u"path"].toString()));
        // The article's patterns, and only those, are what the findings name, each in the zone that
        // holds its calls. Whether each one passes its share-of-wall-time threshold depends on how
        // this machine's reads compare with its opens (on Linux both are near 15 % here), so the
        // test asserts what a finding says when it fires, and that one does.
        int named = 0;
        for (const QJsonValue& f : run.findings()) {
            const QString id = f[u"id"].toString(), file = f[u"file"].toString(), zone = f[u"zone"].toString();
            if (id == u"reopen-per-record" && file == test3)
                QVERIFY2(zone == u"4" || zone == u"6", qPrintable(zone));
            else if (id == u"rescan-from-start" && file == test2)
                QCOMPARE(zone, u"5"_s);
            else if (id == u"rescan-from-start" && file == test1)
                QCOMPARE(zone, u"3"_s);
            else
                QFAIL(qPrintable(u"unexpected finding "_s + id + u" on "_s + file));
            ++named;
        }
        QVERIFY2(named > 0, "neither the reopening of test3.csv nor the rescans of test2.csv were named");
        QCOMPARE(QFileInfo(test3).size(), 2 * 32 * kIterations);
    }
};

QTEST_GUILESS_MAIN(TestTraceE2e)
#include "tst_tracee2e.moc"
