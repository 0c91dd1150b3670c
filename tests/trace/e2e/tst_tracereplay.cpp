// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Replays of traced pattern programs (issue 26 §4): `iolens-cli run --replay` repeats exactly the
// calls the trace counted on the file (opens, reads, writes, fsyncs, closes), each fix changes
// only its own calls, every replay is verified against the others, and the traced file is never
// written.

#include "tracee2e.h"

#include <QJsonDocument>
#include <QSet>
#include <QTest>

using namespace tracee2e;
using namespace Qt::StringLiterals;

namespace {

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The replay's phase a traced call kind is counted in.
QString phaseOf(const QString& call)
{
    static const QMap<QString, QString> phases {
        { QStringLiteral("open"), QStringLiteral("open") },
        { QStringLiteral("fopen"), QStringLiteral("open") },
        { QStringLiteral("read"), QStringLiteral("read") },
        { QStringLiteral("pread"), QStringLiteral("read") },
        { QStringLiteral("fgetc"), QStringLiteral("read") },
        { QStringLiteral("fread"), QStringLiteral("read") },
        { QStringLiteral("write"), QStringLiteral("write") },
        { QStringLiteral("pwrite"), QStringLiteral("write") },
        { QStringLiteral("fwrite"), QStringLiteral("write") },
        { QStringLiteral("fsync"), QStringLiteral("sync") },
        { QStringLiteral("fdatasync"), QStringLiteral("sync") },
        { QStringLiteral("close"), QStringLiteral("close") },
        { QStringLiteral("fclose"), QStringLiteral("close") },
    };
    return phases.value(call);
}

// The time line's rows (runs of like calls) on `path` per phase: what a buffered replay makes one
// call of (or a few, where a run spans more than its buffer), however a loaded machine split the
// program's calls into runs.
QMap<QString, qint64> recordedRuns(const TraceRun& run, const QString& path)
{
    QSet<int> indexes;
    const QJsonArray files = run.files();
    for (int i = 0; i < files.size(); ++i)
        if (files[i][u"path"].toString() == path)
            indexes.insert(i);
    QMap<QString, qint64> out;
    for (const QJsonValue& row : run.json[u"timeline"].toArray()) {
        const QJsonArray r = row.toArray();
        if (r.size() >= 9 && r[8].toInt() == 0 && indexes.contains(r[7].toInt()) && !phaseOf(r[2].toString()).isEmpty())
            ++out[phaseOf(r[2].toString())];
    }
    return out;
}

// Calls per phase of one strategy's first measured run.
QMap<QString, qint64> phaseCalls(const QJsonObject& result)
{
    QMap<QString, qint64> out;
    for (const QJsonValue& phase : result[u"runs"][0][u"phases"].toArray())
        out[phase[u"name"].toString()] = phase[u"calls"].toInteger();
    return out;
}

} // namespace

class TestTraceReplay : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void replayRepeatsTheTracedCalls_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<int>("n");
        QTest::addColumn<qint64>("fileBytes"); // the file before the program ran; -1: created by it
        QTest::addColumn<QString>("fix"); // a fix that applies
        QTest::addColumn<QStringList>("fixPhases"); // the phases whose calls it changes
        // ... to at most this many (a buffered replay: or as many as the time line recorded runs of
        // the phase's calls, recordedRuns): a buffered read is one per recorded run, and a run ends
        // where the calls paused (a loaded machine may split one); an open or an fsync is one in all.
        QTest::addColumn<qint64>("fixAtMost");
        QTest::addRow("small_io_read") << QStringLiteral("small_io_read") << 20000 << qint64(20000)
                                       << QStringLiteral("replay.buffered") << QStringList { QStringLiteral("read") }
                                       << qint64(20);
        QTest::addRow("small_io_fgetc") << QStringLiteral("small_io_fgetc") << 5000 << qint64(5000)
                                        << QStringLiteral("replay.buffered") << QStringList { QStringLiteral("read") }
                                        << qint64(20);
        QTest::addRow("reopen_per_record")
            << QStringLiteral("reopen_per_record") << 300 << qint64(-1) << QStringLiteral("replay.kept-open")
            << QStringList { QStringLiteral("open"), QStringLiteral("close") } << qint64(1);
        // Lookups of lines 1..100 in a file of 128 lines of 64 bytes, each reading from the start in
        // 4 KiB chunks: 136 reads as recorded; indexed reads each range once (the file's two 4 KiB
        // chunks; the read that finds the end is answered from memory; more only where a loaded
        // machine split a run).
        QTest::addRow("rescan_from_start")
            << QStringLiteral("rescan_from_start") << 100 << qint64(128 * 64) << QStringLiteral("replay.indexed")
            << QStringList { QStringLiteral("read") } << qint64(20);
        QTest::addRow("fsync_per_record")
            << QStringLiteral("fsync_per_record") << 100 << qint64(-1) << QStringLiteral("replay.fsync-at-end")
            << QStringList { QStringLiteral("sync") } << qint64(1);
    }
    void replayRepeatsTheTracedCalls()
    {
        QFETCH(QString, program);
        QFETCH(int, n);
        QFETCH(qint64, fileBytes);
        QFETCH(QString, fix);
        QFETCH(QStringList, fixPhases);
        QFETCH(qint64, fixAtMost);
        const QString file = m_dir.filePath(program + QStringLiteral(".data"));
        QFile::remove(file);
        if (program == u"rescan_from_start") { // lines of 64 bytes
            QByteArray lines;
            for (qint64 i = 0; i < fileBytes / 64; ++i)
                lines += QByteArray(63, char('a' + i % 26)) + '\n';
            QVERIFY(writeFile(file, lines));
        } else if (fileBytes >= 0) {
            QVERIFY(writeFile(file, patternBytes(fileBytes)));
        }
        const TraceRun run
            = trace(m_dir.filePath(program + QStringLiteral(".json")), { pattern(program), file, QString::number(n) });
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        const QString tracePath = m_dir.filePath(program + QStringLiteral("-trace.json"));
        QVERIFY(writeFile(tracePath, QJsonDocument(run.json).toJson(QJsonDocument::Compact)));

        QMap<QString, qint64> traced;
        const QMap<QString, std::uint64_t> calls = run.callsOn(file);
        for (auto it = calls.begin(); it != calls.end(); ++it)
            if (!phaseOf(it.key()).isEmpty())
                traced[phaseOf(it.key())] += qint64(it.value());
        QVERIFY2(traced.value(QStringLiteral("read")) + traced.value(QStringLiteral("write")) >= n,
            qPrintable(QStringList(calls.keys()).join(u' ')));

        const QByteArray before = readFile(file);
        const CliResult replay
            = runCli({ QStringLiteral("run"), QStringLiteral("--replay"), tracePath, QStringLiteral("--file"), file,
                QStringLiteral("--strategy"), QStringLiteral("replay.as-recorded"), QStringLiteral("--strategy"), fix,
                QStringLiteral("--reps"), QStringLiteral("1"), QStringLiteral("--warmup"), QStringLiteral("0"),
                QStringLiteral("--out-dir"), m_dir.path(), QStringLiteral("--json"), QStringLiteral("-") });
        QVERIFY2(replay.exitCode == 0, replay.err.constData());
        const QJsonArray results = QJsonDocument::fromJson(replay.out).object()[u"results"].toArray();
        QCOMPARE(results.size(), 2);
        QJsonObject asRecorded, fixed;
        for (const QJsonValue& v : results)
            (v[u"strategy"].toString() == u"replay.as-recorded" ? asRecorded : fixed) = v.toObject();
        QCOMPARE(asRecorded[u"status"].toString(), QStringLiteral("ok"));
        QVERIFY(asRecorded[u"verified"].toBool());
        QCOMPARE(fixed[u"status"].toString(), QStringLiteral("ok"));
        QVERIFY(fixed[u"verified"].toBool());

        // As recorded: every phase has exactly the calls the trace counted.
        const QMap<QString, qint64> replayed = phaseCalls(asRecorded);
        for (auto it = traced.begin(); it != traced.end(); ++it)
            QVERIFY2(replayed.value(it.key()) == it.value(),
                qPrintable(QStringLiteral("%1: traced %2, replayed %3")
                               .arg(it.key())
                               .arg(it.value())
                               .arg(replayed.value(it.key()))));
        // The fix: its own phases changed, the others as recorded.
        const QMap<QString, qint64> withFix = phaseCalls(fixed);
        const QMap<QString, qint64> runs = recordedRuns(run, file);
        for (const QString& phase : fixPhases) {
            QVERIFY2(runs.value(phase) >= 1, qPrintable(phase)); // the time line has the phase's calls
            // A buffered replay makes a read per recorded run (of up to 64 KiB, as here).
            const qint64 atMost = fix == u"replay.buffered" ? std::max(fixAtMost, runs.value(phase)) : fixAtMost;
            QVERIFY2(withFix.value(phase) >= 1 && withFix.value(phase) <= atMost
                    && withFix.value(phase) < traced.value(phase),
                qPrintable(QStringLiteral("%1: traced %2 in %3 runs, with the fix %4")
                               .arg(phase)
                               .arg(traced.value(phase))
                               .arg(runs.value(phase))
                               .arg(withFix.value(phase))));
        }
        for (auto it = traced.begin(); it != traced.end(); ++it)
            if (!fixPhases.contains(it.key()))
                QCOMPARE(withFix.value(it.key()), it.value());
        QCOMPARE(readFile(file), before); // replays work on copies
    }

    // python3 with three threads reading one file 512 bytes at a time, traced, replayed per thread:
    // each recorded thread on a thread of its own (the run's phases per thread), every read as
    // recorded, the same bytes read as the one-thread replay.
    void threadsReplayOnThreadsOfTheirOwn()
    {
        const QString file = m_dir.filePath(QStringLiteral("threads.bin"));
        QVERIFY(writeFile(file, patternBytes(8192)));
        const QString script = QStringLiteral("import sys, threading\n"
                                              "def work():\n"
                                              "    with open(sys.argv[1], 'rb', buffering=0) as f:\n"
                                              "        while f.read(512):\n"
                                              "            pass\n"
                                              "ts = [threading.Thread(target=work) for _ in range(3)]\n"
                                              "for t in ts: t.start()\n"
                                              "for t in ts: t.join()\n");
        const TraceRun run = trace(m_dir.filePath(QStringLiteral("threads.json")),
            { QStringLiteral("python3"), QStringLiteral("-c"), script, file }, { QStringLiteral("--no-symbols") });
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        const QString tracePath = m_dir.filePath(QStringLiteral("threads-trace.json"));
        QVERIFY(writeFile(tracePath, QJsonDocument(run.json).toJson(QJsonDocument::Compact)));
        const qint64 reads = qint64(run.call(file, QStringLiteral("read")).count);
        QCOMPARE(reads, qint64(3 * 17)); // 16 of 512 bytes and the one that finds the end, per thread

        const CliResult replay = runCli({ QStringLiteral("run"), QStringLiteral("--replay"), tracePath,
            QStringLiteral("--file"), file, QStringLiteral("--strategy"), QStringLiteral("replay.as-recorded"),
            QStringLiteral("--strategy"), QStringLiteral("replay.per-thread"), QStringLiteral("--reps"),
            QStringLiteral("2"), QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--out-dir"),
            m_dir.path(), QStringLiteral("--json"), QStringLiteral("-") });
        QVERIFY2(replay.exitCode == 0, replay.err.constData());
        const QJsonArray results = QJsonDocument::fromJson(replay.out).object()[u"results"].toArray();
        QCOMPARE(results.size(), 2);
        for (const QJsonValue& v : results) {
            QVERIFY2(v[u"status"].toString() == u"ok" && v[u"verified"].toBool(),
                qPrintable(v[u"strategy"].toString() + u": "_s + v[u"message"].toString()));
            QCOMPARE(phaseCalls(v.toObject()).value(QStringLiteral("read")), reads);
        }
        const QJsonObject perThread = results[1][u"strategy"].toString() == u"replay.per-thread"
            ? results[1].toObject()
            : results[0].toObject();
        // The run's phases per thread: the calling thread's (nothing) and one per recorded thread.
        int replaying = 0;
        for (const QJsonValue& thread : perThread[u"runs"][0][u"threads"].toArray())
            replaying += thread.toArray().isEmpty() ? 0 : 1;
        QCOMPARE(replaying, 3);
    }
};

QTEST_GUILESS_MAIN(TestTraceReplay)
#include "tst_tracereplay.moc"
