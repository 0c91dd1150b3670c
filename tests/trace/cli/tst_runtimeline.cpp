// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// iolens-cli run --timeline: the median run's phases in the Trace Event Format, one process per
// strategy (in the order run), a lane per thread, as Perfetto and chrome://tracing open it.

#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

class TstRunTimeline : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void timelineFile();
    void timelineOnStdout();
    void oneOutputOnStdout();

private:
    QTemporaryDir m_dir;
    QString m_input;
};

void TstRunTimeline::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_input = m_dir.filePath(QStringLiteral("in.txt"));
    const CliResult r = runCli({ QStringLiteral("gen"), QStringLiteral("--kind"), QStringLiteral("text"),
        QStringLiteral("--size"), QStringLiteral("256K"), m_input });
    QCOMPARE(r.exitCode, 0);
}

static QJsonArray eventsOf(const QByteArray& json)
{
    QJsonParseError error;
    const QJsonObject doc = QJsonDocument::fromJson(json, &error).object();
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON: %s", qPrintable(error.errorString()));
    if (doc.value(u"displayTimeUnit").toString() != u"ns")
        return {};
    return doc.value(u"traceEvents").toArray();
}

void TstRunTimeline::timelineFile()
{
    const QString timeline = m_dir.filePath(QStringLiteral("timeline.json"));
    const QString report = m_dir.filePath(QStringLiteral("report.json"));
    const CliResult r = runCli({ QStringLiteral("run"), QStringLiteral("--file"), m_input, QStringLiteral("--strategy"),
        QStringLiteral("copy.buffer-loop,copy.parallel"), QStringLiteral("--param"), QStringLiteral("threads=2"),
        QStringLiteral("--reps"), QStringLiteral("1"), QStringLiteral("--warmup"), QStringLiteral("0"),
        QStringLiteral("--out-dir"), m_dir.path(), QStringLiteral("--json"), report, QStringLiteral("--timeline"),
        timeline });
    QCOMPARE(r.exitCode, 0);
    QFile f(timeline);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonArray events = eventsOf(f.readAll());
    QVERIFY(!events.isEmpty());

    // The intervals of the run JSON's timeline, as (pid, tid, name) → count, must be the X events.
    QFile reportFile(report);
    QVERIFY(reportFile.open(QIODevice::ReadOnly));
    const QJsonArray results = QJsonDocument::fromJson(reportFile.readAll()).object().value(u"results").toArray();
    QCOMPARE(results.size(), 2);
    QMap<QString, int> expected;
    for (qsizetype i = 0; i < results.size(); ++i) {
        const QJsonArray runs = results[i].toObject().value(u"runs").toArray();
        QCOMPARE(runs.size(), 1);
        const QJsonArray rows = runs[0].toObject().value(u"timeline").toObject().value(u"intervals").toArray();
        QVERIFY(!rows.isEmpty());
        for (const QJsonValue& row : rows) {
            const QJsonArray a = row.toArray();
            expected[QStringLiteral("%1/%2/%3 %4-%5")
                         .arg(i + 1)
                         .arg(a[0].toInt())
                         .arg(a[1].toString())
                         .arg(a[2].toInteger())
                         .arg(a[3].toInteger())]
                += 1;
        }
    }

    QMap<QString, int> seen;
    QMap<int, QString> processNames;
    QSet<QString> lanes;
    for (const QJsonValue& v : events) {
        const QJsonObject e = v.toObject();
        const QString ph = e.value(u"ph").toString();
        if (ph == u"M") {
            if (e.value(u"name").toString() == u"process_name")
                processNames[e.value(u"pid").toInt()] = e.value(u"args").toObject().value(u"name").toString();
            else if (e.value(u"name").toString() == u"thread_name")
                lanes.insert(QStringLiteral("%1/%2").arg(e.value(u"pid").toInt()).arg(e.value(u"tid").toInt()));
            continue;
        }
        QCOMPARE(ph, QStringLiteral("X"));
        QCOMPARE(e.value(u"cat").toString(), QStringLiteral("phase"));
        // ts and dur are microseconds with three decimals: nanoseconds exactly.
        const qint64 begin = qRound64(e.value(u"ts").toDouble() * 1000);
        const qint64 end = begin + qRound64(e.value(u"dur").toDouble() * 1000);
        seen[QStringLiteral("%1/%2/%3 %4-%5")
                 .arg(e.value(u"pid").toInt())
                 .arg(e.value(u"tid").toInt())
                 .arg(e.value(u"name").toString())
                 .arg(begin)
                 .arg(end)]
            += 1;
    }
    QCOMPARE(seen, expected);
    QCOMPARE(processNames,
        (QMap<int, QString> { { 1, QStringLiteral("copy.buffer-loop") }, { 2, QStringLiteral("copy.parallel") } }));
    QVERIFY(lanes.contains(QStringLiteral("1/0")));
    QVERIFY(lanes.size() >= 3); // copy.parallel: its own thread and two workers that recorded
}

void TstRunTimeline::timelineOnStdout()
{
    const CliResult r = runCli({ QStringLiteral("run"), QStringLiteral("--file"), m_input, QStringLiteral("--strategy"),
        QStringLiteral("copy.buffer-loop"), QStringLiteral("--reps"), QStringLiteral("1"), QStringLiteral("--warmup"),
        QStringLiteral("0"), QStringLiteral("--out-dir"), m_dir.path(), QStringLiteral("--timeline"),
        QStringLiteral("-") });
    QCOMPARE(r.exitCode, 0);
    const QJsonArray events = eventsOf(r.out); // nothing else on stdout, or it would not parse
    QVERIFY(events.size() > 2);
    QCOMPARE(
        events[0].toObject().value(u"args").toObject().value(u"name").toString(), QStringLiteral("copy.buffer-loop"));
}

void TstRunTimeline::oneOutputOnStdout()
{
    const CliResult r = runCli({ QStringLiteral("run"), QStringLiteral("--file"), m_input, QStringLiteral("--strategy"),
        QStringLiteral("copy.buffer-loop"), QStringLiteral("--json"), QStringLiteral("-"), QStringLiteral("--timeline"),
        QStringLiteral("-") });
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.errorText(),
        QStringLiteral("iolens-cli: Only one of --json, --csv and --timeline can write to standard output."));
}

QTEST_GUILESS_MAIN(TstRunTimeline)
#include "tst_runtimeline.moc"
