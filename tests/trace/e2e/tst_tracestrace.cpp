// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tracee2e.h"

#include <QTest>

// The counts iolens reports for the system calls on a file equal what strace -f -c counts for the
// same program on the same file (strace -P follows the program's fds to their paths), for the
// pattern programs that make only system calls on their data files.

using namespace tracee2e;
using namespace Qt::StringLiterals;

class TestTraceStrace : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString path(const QString& name) const { return canonical(m_dir.path()) + u'/' + name; }

    // Every call kind on every file of the trace, summed.
    static QMap<QString, std::uint64_t> allCalls(const TraceRun& run)
    {
        QMap<QString, std::uint64_t> counts;
        for (const QJsonValue& f : run.files())
            for (const QJsonValue& c : f[u"calls"].toArray())
                counts[c[u"call"].toString()] += std::uint64_t(c[u"count"].toInteger());
        return counts;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(writeFile(path(u"bytes.txt"_s), patternBytes(50'000)));
        QVERIFY(writeFile(path(u"lines.txt"_s), fixedLines(1'024, 64)));
        QVERIFY(writeFile(path(u"polled.txt"_s), "polled\n"));
        QVERIFY(writeFile(path(u"whole.bin"_s), patternBytes(20ll << 20)));
        QVERIFY(writeFile(path(u"source.bin"_s), patternBytes(5ll << 20)));
        bool ok = false;
        straceCounts(m_dir.path(), { path(u"bytes.txt"_s) }, { u"/bin/true"_s }, &ok);
        QVERIFY2(ok, "strace -f -c cannot run here (is strace installed, is ptrace allowed?)");
    }

    void sameAsStrace_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::addColumn<QStringList>("paths"); // the files compared, their counts summed
        QTest::addColumn<QStringList>("outputs"); // files the program creates: removed before each run
        const auto p = [this](const char* name) { return path(QString::fromLatin1(name)); };
        QTest::addRow("small_io_read") << QStringList { pattern(u"small_io_read"_s), p("bytes.txt"), u"50000"_s }
                                       << QStringList { p("bytes.txt") } << QStringList {};
        QTest::addRow("reopen_per_record")
            << QStringList { pattern(u"reopen_per_record"_s), p("reopen.csv"), u"1500"_s }
            << QStringList { p("reopen.csv") } << QStringList { p("reopen.csv") };
        QTest::addRow("rescan_from_start") << QStringList { pattern(u"rescan_from_start"_s), p("lines.txt"), u"300"_s }
                                           << QStringList { p("lines.txt") } << QStringList {};
        QTest::addRow("stat_polling") << QStringList { pattern(u"stat_polling"_s), p("polled.txt"), u"60"_s, u"2"_s }
                                      << QStringList { p("polled.txt") } << QStringList {};
        QTest::addRow("fsync_per_record") << QStringList { pattern(u"fsync_per_record"_s), p("synced.csv"), u"50"_s }
                                          << QStringList { p("synced.csv") } << QStringList { p("synced.csv") };
        QTest::addRow("small_writes") << QStringList { pattern(u"small_writes"_s), p("small.csv"), u"12345"_s }
                                      << QStringList { p("small.csv") } << QStringList { p("small.csv") };
        QTest::addRow("whole_file") << QStringList { pattern(u"whole_file"_s), p("whole.bin") }
                                    << QStringList { p("whole.bin") } << QStringList {};
        QTest::addRow("clean_copy") << QStringList { pattern(u"clean_copy"_s), p("source.bin"), p("copy.bin") }
                                    << QStringList { p("source.bin"), p("copy.bin") } << QStringList { p("copy.bin") };
        QTest::addRow("csvmerge004") << QStringList { pattern(u"csvmerge004"_s), m_dir.path(), u"150"_s }
                                     << QStringList { p("test1.csv"), p("test2.csv"), p("test3.csv") }
                                     << QStringList { p("test3.csv") };
    }
    void sameAsStrace()
    {
        QFETCH(QStringList, command);
        QFETCH(QStringList, paths);
        QFETCH(QStringList, outputs);
        if (command.first().endsWith(u"csvmerge004")) // the first run creates test1.csv and test2.csv
            QCOMPARE(runPlain(command.first(), command.mid(1)), 0);
        for (const QString& out : outputs)
            QFile::remove(out);
        bool ok = false;
        const QMap<QString, std::uint64_t> strace = straceCounts(m_dir.path(), paths, command, &ok);
        QVERIFY(ok);
        for (const QString& out : outputs)
            QFile::remove(out);
        const TraceRun run = trace(path(u"trace.json"_s), command);
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        QMap<QString, std::uint64_t> iolens;
        for (const QString& p : paths)
            for (auto [call, n] : run.callsOn(p).asKeyValueRange())
                iolens[call] += n;
        QString diff;
        for (const QString& call : { u"open"_s, u"read"_s, u"write"_s, u"close"_s, u"fsync"_s, u"stat"_s }) {
            const std::uint64_t mine = iolensSum(iolens, call), theirs = straceSum(strace, call);
            if (mine != theirs)
                diff += call + u": iolens "_s + QString::number(mine) + u", strace "_s + QString::number(theirs)
                    + u"; "_s;
        }
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
        // And something was compared: the programs all open or stat their files.
        QVERIFY(iolensSum(iolens, u"open"_s) + iolensSum(iolens, u"stat"_s) > 0);
    }

    // Sockets have no path for strace -P: the program's socket calls are compared in total (the
    // dynamic loader makes none of them, so strace's totals are the program's own).
    void socketsSameAsStrace()
    {
        const QStringList command { pattern(u"round_trips"_s), u"500"_s };
        bool ok = false;
        const QMap<QString, std::uint64_t> strace = straceCounts(m_dir.path(), {}, command, &ok);
        QVERIFY(ok);
        const TraceRun run = trace(path(u"sockets.json"_s), command);
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        const QMap<QString, std::uint64_t> iolens = allCalls(run);
        for (const QString& call : { u"connect"_s, u"accept"_s, u"send"_s, u"recv"_s }) {
            QVERIFY2(iolensSum(iolens, call) > 0, qPrintable(call));
            QCOMPARE(iolensSum(iolens, call), straceSum(strace, call));
        }
    }
};

QTEST_GUILESS_MAIN(TestTraceStrace)
#include "tst_tracestrace.moc"
