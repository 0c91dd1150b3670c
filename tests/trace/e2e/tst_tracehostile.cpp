// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tracee2e.h"

#include <QTest>

// Programs that make tracing hard: one that crashes mid-run (the trace up to the crash is kept and
// the signal is shown), one that forks 100 children (101 processes), one that makes 10,000,000
// calls (the event log drops and says so, the traced program's memory stays bounded), and one that
// does not exist (exit status 2 and one sentence).

using namespace tracee2e;
using namespace Qt::StringLiterals;

namespace {

constexpr int kCrashRecords = 1'000;
constexpr int kChildren = 100;
constexpr int kManyCalls = 10'000'000;
// The bound on what tracing may add to the traced program's peak memory.
constexpr qint64 kMaxRssGrowthKib = 64 * 1024;

qint64 readKib(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    bool ok = false;
    const qint64 kib = f.readAll().trimmed().toLongLong(&ok);
    return ok ? kib : -1;
}

} // namespace

class TestTraceHostile : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString path(const QString& name) const { return canonical(m_dir.path()) + u'/' + name; }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void crashMidRun_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("signal");
        QTest::addColumn<int>("exitStatus");
        QTest::newRow("SIGSEGV") << u"segv"_s << 11 << 139;
        QTest::newRow("SIGABRT") << u"abort"_s << 6 << 134;
    }
    void crashMidRun()
    {
        QFETCH(QString, mode);
        QFETCH(int, signal);
        QFETCH(int, exitStatus);
        const QString out = path(u"crash-"_s + mode + u".csv"_s);
        const TraceRun run
            = trace(path(u"crash.json"_s), { e2eProgram(u"crash"_s), out, QString::number(kCrashRecords), mode });
        QVERIFY2(!run.cli.crashed && run.jsonError.isEmpty(), run.describe().constData());
        QCOMPARE(run.cli.exitCode, exitStatus); // 128 + signal, as a shell reports it
        QCOMPARE(run.json[u"exit_status"].toInt(), exitStatus);
        QCOMPARE(run.json[u"signal"].toInt(), signal);
        QCOMPARE(run.processes().size(), 1);
        const QJsonObject p = run.processes().first().toObject();
        QCOMPARE(p[u"end"].toString(), u"killed"_s);
        QCOMPARE(p[u"signal"].toInt(), signal);
        // Everything up to the crash is in the trace.
        QCOMPARE(run.call(out, u"open"_s).count, 1u);
        QCOMPARE(run.call(out, u"write"_s).count, std::uint64_t(kCrashRecords));
        QCOMPARE(run.call(out, u"write"_s).bytes, 64u * kCrashRecords);
        QCOMPARE(QFileInfo(out).size(), 64 * kCrashRecords);
        // And the report says how it ended.
        const QByteArray said = run.cli.out + run.cli.err;
        const QByteArray name = signal == 11 ? "SIGSEGV" : "SIGABRT";
        QVERIFY2(said.contains(name) || said.contains(QByteArray("signal " + QByteArray::number(signal))),
            said.right(3000).constData());
    }

    void forksHundredChildren()
    {
        const QString out = path(u"children.csv"_s);
        const TraceRun run = trace(path(u"fork.json"_s), { e2eProgram(u"fork"_s), out, QString::number(kChildren) });
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        QCOMPARE(run.processes().size(), kChildren + 1);
        int top = 0;
        for (const QJsonValue& p : run.processes())
            if (p[u"argv"].toArray().size() == 3 && p[u"parent"].toInt() != 0 && !top) {
                // the top program is the one whose parent is not among the traced processes
                bool parentTraced = false;
                for (const QJsonValue& q : run.processes())
                    parentTraced |= q[u"pid"].toInt() == p[u"parent"].toInt();
                if (!parentTraced)
                    top = p[u"pid"].toInt();
            }
        QVERIFY(top > 0);
        QSet<int> children;
        for (const QJsonValue& p : run.processes()) {
            QCOMPARE(p[u"end"].toString(), u"exited"_s);
            QCOMPARE(p[u"exit_status"].toInt(), 0);
            if (p[u"pid"].toInt() != top) {
                QCOMPARE(p[u"parent"].toInt(), top);
                children.insert(p[u"pid"].toInt());
                QCOMPARE(run.callsOn(out, p[u"pid"].toInt()).value(u"write"_s), 1u);
            }
        }
        QCOMPARE(children.size(), kChildren);
        QCOMPARE(run.call(out, u"open"_s).count, std::uint64_t(kChildren));
        QCOMPARE(run.call(out, u"write"_s).count, std::uint64_t(kChildren));
        QCOMPARE(run.call(out, u"write"_s).entries, kChildren);
        QCOMPARE(run.callsOn(out, top).value(u"write"_s), 0u);
        QCOMPARE(QFileInfo(out).size(), 64 * kChildren);
    }

    // 10,000,000 preads alternating between two files and jumping within each: every call is its
    // own time-line event, so the log drops most of them, counts them and says so; the counts stay
    // exact and the traced program's peak RSS grows by less than 64 MiB over the same program
    // untraced.
    void tenMillionCalls()
    {
        const QString a = path(u"a.txt"_s), b = path(u"b.txt"_s);
        QVERIFY(writeFile(a, patternBytes(4)));
        QVERIFY(writeFile(b, patternBytes(4)));
        const QString plainRss = path(u"plain.rss"_s), tracedRss = path(u"traced.rss"_s);
        QCOMPARE(runPlain(e2eProgram(u"manycalls"_s), { a, b, QString::number(kManyCalls), plainRss }), 0);
        const TraceRun run
            = trace(path(u"many.json"_s), { e2eProgram(u"manycalls"_s), a, b, QString::number(kManyCalls), tracedRss });
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        QCOMPARE(run.call(a, u"pread"_s).count, std::uint64_t(kManyCalls / 2));
        QCOMPARE(run.call(b, u"pread"_s).count, std::uint64_t(kManyCalls / 2));
        const qint64 dropped = run.json[u"events_dropped"].toInteger();
        const qint64 kept = run.json[u"events_kept"].toInteger();
        QVERIFY2(dropped > 0, qPrintable(QString::number(dropped)));
        QVERIFY(kept > 0);
        // Every call is one event (kept or dropped), give or take the few other calls of the program.
        QVERIFY2(kept + dropped >= kManyCalls, qPrintable(u"%1 + %2"_s.arg(kept).arg(dropped)));
        // The dropped count is shown, in plain or grouped digits.
        const QByteArray said = run.cli.out + run.cli.err;
        const QByteArray plain = QByteArray::number(dropped);
        QByteArray grouped = plain;
        for (qsizetype at = grouped.size() - 3; at > 0; at -= 3)
            grouped.insert(at, ',');
        QVERIFY2(said.contains(plain) || said.contains(grouped), said.right(3000).constData());
        const qint64 plainKib = readKib(plainRss), tracedKib = readKib(tracedRss);
        QVERIFY(plainKib > 0);
        QVERIFY(tracedKib > 0);
        QVERIFY2(tracedKib - plainKib < kMaxRssGrowthKib,
            qPrintable(u"peak RSS %1 KiB traced, %2 KiB untraced"_s.arg(tracedKib).arg(plainKib)));
    }

    void missingProgram()
    {
        const QString missing = path(u"no-such-program"_s);
        const TraceRun run = trace(path(u"missing.json"_s), { missing });
        QVERIFY(!run.cli.crashed);
        QCOMPARE(run.cli.exitCode, 2);
        const QString err = run.cli.errorText();
        QVERIFY2(err.contains(missing), qPrintable(err));
        QCOMPARE(err.count(u'\n'), 0); // one sentence
        QVERIFY(!QFile::exists(path(u"missing.json"_s)));
    }
};

QTEST_GUILESS_MAIN(TestTraceHostile)
#include "tst_tracehostile.moc"
