// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `iolens-cli run --replay` on traces of programs nobody here wrote (python3 reading a CSV line by
// line and appending to a log with a reopen and an fsync per record; sqlite3 inserting rows; git
// committing files): every replay runs or says why it does not apply, the traced files stay as they
// were, a changed file is refused.
#include "clirunner.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

constexpr int kRecords = 200;

const char* const kProgram = R"(import os, sys
rows = 0
with open(sys.argv[1]) as f:
    for line in f:
        rows += 1
for i in range(%1):
    with open(sys.argv[2], 'a') as log:
        log.write('record %05d\n' % i)
        log.flush()
        os.fsync(log.fileno())
print(rows)
)";

} // namespace

class TestCliReplay : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_csv, m_log, m_trace;

    QJsonObject runReplay(const QString& file, int* exitCode, const QString& trace = QString())
    {
        const CliResult r = runCli({ QStringLiteral("run"), QStringLiteral("--replay"),
            trace.isEmpty() ? m_trace : trace, QStringLiteral("--file"), file, QStringLiteral("--reps"),
            QStringLiteral("2"), QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--out-dir"),
            m_dir.path(), QStringLiteral("--json"), QStringLiteral("-") });
        *exitCode = r.exitCode;
        if (r.exitCode != 0)
            qWarning("%s", r.err.constData());
        return QJsonDocument::fromJson(r.out).object();
    }

    // The statuses by strategy id.
    static QMap<QString, QString> statuses(const QJsonObject& report)
    {
        QMap<QString, QString> out;
        for (const QJsonValue& v : report[u"results"].toArray()) {
            const QJsonObject r = v.toObject();
            out[r[u"strategy"].toString()] = r[u"status"].toString();
            if (r[u"status"].toString() == u"ok")
                out[r[u"strategy"].toString()] += r[u"verified"].toBool() ? QString() : QStringLiteral(" unverified");
        }
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        // python3 is a test dependency (.ci/deps): without it the suite fails, it does not skip.
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty(),
            "python3 is not installed (.ci/deps lists it)");
        QVERIFY(m_dir.isValid());
        m_csv = m_dir.filePath(QStringLiteral("rows.csv"));
        m_log = m_dir.filePath(QStringLiteral("out.log"));
        m_trace = m_dir.filePath(QStringLiteral("trace.json"));
        QFile csv(m_csv);
        QVERIFY(csv.open(QIODevice::WriteOnly));
        for (int i = 0; i < 3000; ++i)
            csv.write(QStringLiteral("%1,name%1,%2\n").arg(i).arg(i * 7).toUtf8());
        csv.close();
        const CliResult traced = runCli({ QStringLiteral("trace"), QStringLiteral("--json"), m_trace,
            QStringLiteral("--"), QStringLiteral("python3"), QStringLiteral("-c"),
            QString::fromLatin1(kProgram).arg(kRecords), m_csv, m_log });
        QVERIFY2(traced.exitCode == 0, traced.err.constData());
        QCOMPARE(QFileInfo(m_log).size(), qint64(kRecords * 13));
    }

    // Line-by-line reads: as recorded, buffered and mmap run and agree; the write fixes do not apply.
    void csvReaderReplays()
    {
        const FileIdentity before = FileIdentity::of(m_csv);
        int exitCode = -1;
        const QJsonObject report = runReplay(m_csv, &exitCode);
        QCOMPARE(exitCode, 0);
        const QMap<QString, QString> expected { { QStringLiteral("replay.as-recorded"), QStringLiteral("ok") },
            { QStringLiteral("replay.buffered"), QStringLiteral("ok") },
            { QStringLiteral("replay.kept-open"), QStringLiteral("unsupported") },
            { QStringLiteral("replay.coalesced-writes"), QStringLiteral("unsupported") },
            { QStringLiteral("replay.mmap"), QStringLiteral("ok") },
            { QStringLiteral("replay.fsync-at-end"), QStringLiteral("unsupported") },
            { QStringLiteral("replay.indexed"), QStringLiteral("unsupported") }, // read once
            { QStringLiteral("replay.per-thread"), QStringLiteral("unsupported") } }; // one thread
        QCOMPARE(statuses(report), expected);
        // Every byte of the file read once, whichever calls read it.
        for (const QJsonValue& v : report[u"results"].toArray())
            if (v[u"status"].toString() == u"ok")
                QCOMPARE(v[u"output"][u"bytes"].toInteger(), before.size);
        QCOMPARE(FileIdentity::of(m_csv), before);
    }

    // A reopen and an fsync per record: as recorded, kept open and fsync at the end run and agree.
    void appendingLogReplays()
    {
        const FileIdentity before = FileIdentity::of(m_log);
        int exitCode = -1;
        const QJsonObject report = runReplay(m_log, &exitCode);
        QCOMPARE(exitCode, 0);
        const QMap<QString, QString> s = statuses(report);
        QCOMPARE(s.value(QStringLiteral("replay.as-recorded")), QStringLiteral("ok"));
        QCOMPARE(s.value(QStringLiteral("replay.kept-open")), QStringLiteral("ok"));
        QCOMPARE(s.value(QStringLiteral("replay.fsync-at-end")), QStringLiteral("ok"));
        QCOMPARE(s.value(QStringLiteral("replay.buffered")), QStringLiteral("unsupported"));
        for (const QJsonValue& v : report[u"results"].toArray()) {
            if (v[u"status"].toString() != u"ok")
                continue;
            QCOMPARE(v[u"output"][u"bytes"].toInteger(), qint64(kRecords * 13)); // the records written again
            // The fsyncs: one per record as recorded, one in all at the end.
            qint64 syncs = 0;
            for (const QJsonValue& phase : v[u"runs"][0][u"phases"].toArray())
                if (phase[u"name"].toString() == u"sync")
                    syncs = phase[u"calls"].toInteger();
            QCOMPARE(syncs, v[u"strategy"].toString() == u"replay.fsync-at-end" ? qint64(1) : qint64(kRecords));
        }
        QCOMPARE(FileIdentity::of(m_log), before);
    }

    // python3 reading a small file whole three times: replay.indexed applies and verifies, and its
    // read calls are at most the first pass's (a third of the recorded ones or fewer: the trace
    // may keep the read that found the end apart, and that one is known once the last byte is).
    void rescanningReaderIsIndexed()
    {
        const QString data = m_dir.filePath(QStringLiteral("rescanned.csv"));
        QFile file(data);
        QVERIFY(file.open(QIODevice::WriteOnly));
        for (int i = 0; i < 500; ++i)
            file.write(QStringLiteral("%1,name%1,%2\n").arg(i).arg(i * 7).toUtf8());
        file.close();
        const QString trace = m_dir.filePath(QStringLiteral("rescan.json"));
        const CliResult traced = runCli({ QStringLiteral("trace"), QStringLiteral("--no-symbols"),
            QStringLiteral("--json"), trace, QStringLiteral("--"), QStringLiteral("python3"), QStringLiteral("-c"),
            QStringLiteral("import sys\nfor _ in range(3):\n    with open(sys.argv[1]) as f:\n        f.read()\n"),
            data });
        QVERIFY2(traced.exitCode == 0, traced.err.constData());
        const FileIdentity before = FileIdentity::of(data);
        int exitCode = -1;
        const QJsonObject report = runReplay(data, &exitCode, trace);
        QCOMPARE(exitCode, 0);
        const QMap<QString, QString> s = statuses(report);
        QCOMPARE(s.value(QStringLiteral("replay.as-recorded")), QStringLiteral("ok"));
        QCOMPARE(s.value(QStringLiteral("replay.indexed")), QStringLiteral("ok"));
        QCOMPARE(s.value(QStringLiteral("replay.per-thread")), QStringLiteral("unsupported")); // one thread
        QMap<QString, qint64> reads;
        for (const QJsonValue& v : report[u"results"].toArray()) {
            if (v[u"status"].toString() != u"ok")
                continue;
            QCOMPARE(v[u"output"][u"bytes"].toInteger(), 3 * before.size); // the file three times
            for (const QJsonValue& phase : v[u"runs"][0][u"phases"].toArray())
                if (phase[u"name"].toString() == u"read")
                    reads[v[u"strategy"].toString()] = phase[u"calls"].toInteger();
        }
        const qint64 recorded = reads.value(QStringLiteral("replay.as-recorded"));
        const qint64 indexed = reads.value(QStringLiteral("replay.indexed"));
        QVERIFY2(recorded >= 3, qPrintable(QString::number(recorded)));
        QVERIFY2(indexed >= 1 && indexed * 3 <= recorded,
            qPrintable(QStringLiteral("indexed %1, as recorded %2").arg(indexed).arg(recorded)));
        QCOMPARE(FileIdentity::of(data), before);
    }

    // sqlite3 inserting rows, one transaction each (a journal and fsyncs per row), traced and its
    // database replayed: every replay runs or says why not, as recorded and fsync-at-end agree on
    // what they write, and fsync-at-end makes one fsync where the program made one per row or more.
    void sqliteInsertsReplay()
    {
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("sqlite3")).isEmpty(),
            "sqlite3 is not installed (.ci/deps lists it)");
        const QString db = m_dir.filePath(QStringLiteral("rows.db"));
        const QString sql = m_dir.filePath(QStringLiteral("rows.sql"));
        QFile script(sql);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("create table t(a integer, b text);\n");
        for (int i = 0; i < 100; ++i)
            script.write(QStringLiteral("insert into t values(%1, 'row %1');\n").arg(i).toUtf8());
        script.close();
        const QString trace = m_dir.filePath(QStringLiteral("sqlite.json"));
        const CliResult traced
            = runCli({ QStringLiteral("trace"), QStringLiteral("--no-symbols"), QStringLiteral("--json"), trace,
                QStringLiteral("--"), QStringLiteral("sqlite3"), db, QStringLiteral(".read ") + sql });
        QVERIFY2(traced.exitCode == 0, traced.err.constData());
        const FileIdentity before = FileIdentity::of(db);
        int exitCode = -1;
        const QJsonObject report = runReplay(db, &exitCode, trace);
        QCOMPARE(exitCode, 0);
        const QMap<QString, QString> s = statuses(report);
        QCOMPARE(s.value(QStringLiteral("replay.as-recorded")), QStringLiteral("ok"));
        QCOMPARE(s.value(QStringLiteral("replay.fsync-at-end")), QStringLiteral("ok"));
        for (const QString& status : s)
            QVERIFY2(status == u"ok" || status == u"unsupported", qPrintable(status));
        QMap<QString, qint64> syncs;
        for (const QJsonValue& v : report[u"results"].toArray())
            for (const QJsonValue& phase : v[u"runs"][0][u"phases"].toArray())
                if (phase[u"name"].toString() == u"sync")
                    syncs[v[u"strategy"].toString()] = phase[u"calls"].toInteger();
        QVERIFY2(syncs.value(QStringLiteral("replay.as-recorded")) >= 100,
            qPrintable(QString::number(syncs.value(QStringLiteral("replay.as-recorded")))));
        QCOMPARE(syncs.value(QStringLiteral("replay.fsync-at-end")), qint64(1));
        QCOMPARE(FileIdentity::of(db), before);
    }

    // git adding and committing files: its index (written whole through index.lock, read through
    // a mapping) replays without error.
    void gitCommitReplays()
    {
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("git")).isEmpty(),
            "git is not installed (.ci/deps lists it)");
        const QString repo = m_dir.filePath(QStringLiteral("repo"));
        QVERIFY(QDir().mkpath(repo));
        for (int i = 0; i < 50; ++i) {
            QFile f(repo + QStringLiteral("/f%1.txt").arg(i));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QStringLiteral("file %1\n").arg(i).toUtf8());
        }
        const QString trace = m_dir.filePath(QStringLiteral("git.json"));
        const CliResult traced = runCli({ QStringLiteral("trace"), QStringLiteral("--no-symbols"),
            QStringLiteral("--json"), trace, QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
            QStringLiteral(
                "cd '%1' && git init -q . && git add . && git -c user.name=a -c user.email=a@b commit -qm one")
                .arg(repo) });
        QVERIFY2(traced.exitCode == 0, traced.err.constData());
        const QString index = repo + QStringLiteral("/.git/index");
        const FileIdentity before = FileIdentity::of(index);
        int exitCode = -1;
        const QJsonObject report = runReplay(index, &exitCode, trace);
        QCOMPARE(exitCode, 0);
        const QMap<QString, QString> s = statuses(report);
        QCOMPARE(s.value(QStringLiteral("replay.as-recorded")), QStringLiteral("ok"));
        for (const QString& status : s)
            QVERIFY2(status == u"ok" || status == u"unsupported", qPrintable(status));
        QCOMPARE(FileIdentity::of(index), before);
    }

    // The report of a replay run draws the program's own pattern: the traced file's access map
    // after the run's plots.
    void reportHasTheAccessMap()
    {
        const QString html = m_dir.filePath(QStringLiteral("replay.html"));
        const CliResult r
            = runCli({ QStringLiteral("run"), QStringLiteral("--replay"), m_trace, QStringLiteral("--file"), m_log,
                QStringLiteral("--strategy"), QStringLiteral("replay.as-recorded"), QStringLiteral("--reps"),
                QStringLiteral("1"), QStringLiteral("--out-dir"), m_dir.path(), QStringLiteral("--report"), html });
        QCOMPARE(r.exitCode, 0);
        QFile file(html);
        QVERIFY2(file.open(QIODevice::ReadOnly), r.err.constData());
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("Plot: Access map"));
        // Five plots of the run, then the map.
        QCOMPARE(text.count("data:image/png;base64,"), 6);
        QVERIFY(text.indexOf("Plot: Timeline") < text.indexOf("Plot: Access map"));
    }

    void changedFileIsRefused()
    {
        QFile csv(m_csv);
        QVERIFY(csv.open(QIODevice::Append));
        csv.write("x");
        csv.close();
        const CliResult r
            = runCli({ QStringLiteral("run"), QStringLiteral("--replay"), m_trace, QStringLiteral("--file"), m_csv });
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errorText(),
            QStringLiteral("iolens-cli: '%1' has changed since the trace was made: it has %2 bytes where the trace "
                           "leads to %3.")
                .arg(m_csv)
                .arg(QFileInfo(m_csv).size())
                .arg(QFileInfo(m_csv).size() - 1));
    }
};

QTEST_GUILESS_MAIN(TestCliReplay)
#include "tst_clireplay.moc"
