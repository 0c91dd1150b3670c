// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include <iolens/stopwatch.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstdio>
#include <thread>

// iolens/stopwatch.h without iolens: the article's `Stopwatch[4]: 71247msec.` table, totals and
// counts per key, and the zone lines ("+NAME\n", "-NAME\n", one write each) it appends to
// $IOLENS_TRACE_ZONES, in C++ here and in C through csvmerge004 (tests/trace/patterns).

using namespace Qt::StringLiterals;

extern "C" void stopwatchheader_c_section(int times); // stopwatchheader_c.c

namespace {

// What showAll() prints, captured through a temporary FILE*.
QByteArray table()
{
    FILE* f = std::tmpfile();
    if (!f)
        return {};
    iolens::stopwatch::showAll(f);
    std::rewind(f);
    QByteArray text;
    char buffer[4096];
    while (const size_t n = std::fread(buffer, 1, sizeof buffer, f))
        text.append(buffer, qsizetype(n));
    std::fclose(f);
    return text;
}

// The line of one key in showAll()'s table, or an empty array.
QByteArray lineOf(const QByteArray& text, const QByteArray& key)
{
    for (const QByteArray& line : text.split('\n'))
        if (line.startsWith(QByteArray(QByteArray("Stopwatch[") + key + "]: ")))
            return line;
    return {};
}

void spin(std::uint64_t ns)
{
    const std::uint64_t until = iolens_stopwatch_now_ns_() + ns;
    while (iolens_stopwatch_now_ns_() < until) { }
}

} // namespace

class TestStopwatchHeader : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_zones;

    QByteArray takeZoneLines()
    {
        QFile f(m_zones);
        if (!f.open(QIODevice::ReadWrite))
            return "(cannot open the zone file)";
        const QByteArray lines = f.readAll();
        f.resize(0); // the header's fd appends, so the next test starts from an empty file
        return lines;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_zones = m_dir.filePath(u"zones"_s);
        QFile f(m_zones);
        QVERIFY(f.open(QIODevice::WriteOnly));
        // Before the first start: the header decides once per process whether zones are on.
        qputenv("IOLENS_TRACE_ZONES", QFile::encodeName(m_zones));
    }

    void totalsAndCounts()
    {
        iolens::stopwatch::start(41);
        spin(3'000'000);
        iolens::stopwatch::stop(41);
        iolens::stopwatch::start("41"); // the same key as 41
        iolens::stopwatch::stop(41);
        QCOMPARE(iolens::stopwatch::count("41"), 2u);
        QVERIFY(iolens::stopwatch::totalNs("41") >= 3'000'000u);
        {
            iolens::stopwatch::Zone zone("write test3.csv");
            QCOMPARE(iolens::stopwatch::count("write test3.csv"), 0u); // still open
        }
        QCOMPARE(iolens::stopwatch::count("write test3.csv"), 1u);
        QCOMPARE(iolens::stopwatch::count("never started"), 0u);
        QCOMPARE(iolens::stopwatch::totalNs("never started"), 0u);
        takeZoneLines();
    }

    // showAll() is the article's table: numeric keys in numeric order (9 before 10), then named
    // keys as first started, each figure the whole milliseconds of the total, truncated.
    void tableFormat()
    {
        for (const int key : { 10, 9, 1 }) {
            iolens::stopwatch::start(key);
            spin(1'500'000);
            iolens::stopwatch::stop(key);
        }
        const QByteArray text = table();
        QStringList keys;
        static const QRegularExpression lineForm(u"^Stopwatch\\[([^\\]]+)\\]: (\\d+)msec\\.$"_s);
        for (const QByteArray& line : text.trimmed().split('\n')) {
            const QRegularExpressionMatch m = lineForm.match(QString::fromUtf8(line));
            QVERIFY2(m.hasMatch(), line.constData());
            keys << m.captured(1);
            const std::uint64_t total = iolens::stopwatch::totalNs(m.captured(1).toStdString());
            QCOMPARE(m.captured(2).toULongLong(), total / 1'000'000u);
        }
        QCOMPARE(keys, (QStringList { u"1"_s, u"9"_s, u"10"_s, u"41"_s, u"write test3.csv"_s }));
        const QByteArray one = QByteArray("Stopwatch[1]: ")
            + QByteArray::number(qulonglong(iolens::stopwatch::totalNs("1") / 1'000'000u)) + QByteArray("msec.");
        QCOMPARE(lineOf(text, "1"), one);
        takeZoneLines();
    }

    // One line per start and per stop, in order, the innermost start of a name closing first.
    void zoneLines()
    {
        takeZoneLines();
        iolens::stopwatch::start(1);
        iolens::stopwatch::start("read test1.csv");
        iolens::stopwatch::stop("read test1.csv");
        {
            iolens::stopwatch::Zone write("write");
            iolens::stopwatch::Zone inner("write"); // nested, same name
        }
        iolens::stopwatch::stop(1);
        QCOMPARE(
            takeZoneLines(), QByteArray("+1\n+read test1.csv\n-read test1.csv\n+write\n+write\n-write\n-write\n-1\n"));
        QCOMPARE(iolens::stopwatch::count("write"), 2u);
    }

    // C and C++ files of one program share one set of stopwatches, and a start in one file can be
    // stopped in another.
    void sharedAcrossLanguages()
    {
        takeZoneLines();
        stopwatchheader_c_section(3);
        QCOMPARE(iolens::stopwatch::count("from C"), 3u);
        iolens::stopwatch::stop(42);
        QCOMPARE(iolens::stopwatch::count("42"), 1u);
        QCOMPARE(takeZoneLines(), QByteArray("+from C\n-from C\n+from C\n-from C\n+from C\n-from C\n+42\n-42\n"));
    }

    // A stop without a start changes nothing and writes nothing.
    void stopWithoutStart()
    {
        takeZoneLines();
        const std::uint64_t before = iolens::stopwatch::count("1");
        iolens::stopwatch::stop(1);
        iolens::stopwatch::stop("no such key");
        QCOMPARE(iolens::stopwatch::count("1"), before);
        QCOMPARE(takeZoneLines(), QByteArray());
    }

    // Names are one line of at most 63 bytes, as the zone protocol needs.
    void namesAreCleaned()
    {
        takeZoneLines();
        iolens::stopwatch::start("two\nlines");
        iolens::stopwatch::stop("two\nlines");
        QCOMPARE(iolens::stopwatch::count("two lines"), 1u);
        const std::string longName(100, 'x');
        iolens::stopwatch::start(longName);
        iolens::stopwatch::stop(longName);
        QCOMPARE(iolens::stopwatch::count(std::string(63, 'x')), 1u);
        QCOMPARE(takeZoneLines(),
            QByteArray("+two lines\n-two lines\n+") + QByteArray(63, 'x') + "\n-" + QByteArray(63, 'x') + "\n");
    }

    // The program's errno is never disturbed by timing it.
    void errnoKept()
    {
        errno = EDOM;
        iolens::stopwatch::start(7);
        QCOMPARE(errno, EDOM);
        iolens::stopwatch::stop(7);
        QCOMPARE(errno, EDOM);
        table();
        QCOMPARE(errno, EDOM);
        takeZoneLines();
    }

    // Threads share the totals; each thread's start is its own.
    void threads()
    {
        const auto work = [] {
            for (int i = 0; i < 1000; ++i) {
                iolens::stopwatch::start("threaded");
                iolens::stopwatch::stop("threaded");
            }
        };
        std::thread a(work), b(work);
        a.join();
        b.join();
        QCOMPARE(iolens::stopwatch::count("threaded"), 2000u);
        const QByteArray lines = takeZoneLines();
        QCOMPARE(lines.count("+threaded\n"), 2000);
        QCOMPARE(lines.count("-threaded\n"), 2000);
        QCOMPARE(lines.size(), qsizetype(2000 * (10 + 10)));
    }

    // The C API through article 004's program: the table for stopwatches 1-6 and, with
    // $IOLENS_TRACE_ZONES set but no trace library, exactly the article's sequence of zone lines.
    void cProgram()
    {
        const QString dir = m_dir.filePath(u"csv"_s);
        QVERIFY(QDir().mkpath(dir));
        const QString zones = m_dir.filePath(u"c-zones"_s);
        QVERIFY(QFile(zones).open(QIODevice::WriteOnly));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"IOLENS_TRACE_ZONES"_s, zones);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(IOLENS_CSVMERGE004), { dir, u"3"_s });
        QVERIFY(p.waitForFinished(60'000));
        QCOMPARE(p.exitCode(), 0);
        const QByteArray out = p.readAllStandardOutput();
        QStringList keys;
        static const QRegularExpression lineForm(u"^Stopwatch\\[(\\d)\\]: \\d+msec\\.$"_s);
        for (const QByteArray& line : out.split('\n'))
            if (const QRegularExpressionMatch m = lineForm.match(QString::fromUtf8(line)); m.hasMatch())
                keys << m.captured(1);
        QCOMPARE(keys, (QStringList { u"1"_s, u"2"_s, u"3"_s, u"4"_s, u"5"_s, u"6"_s }));
        QVERIFY(out.startsWith("start\n1/3\n2/3\n3/3\n"));
        QVERIFY(out.endsWith("end\n"));
        QByteArray expected = "+1\n";
        for (int i = 0; i < 3; ++i)
            expected += "+2\n-2\n+3\n-3\n+4\n-4\n+5\n-5\n+6\n-6\n";
        expected += "-1\n";
        QFile f(zones);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), expected);
        QCOMPARE(QFileInfo(dir + u"/test3.csv"_s).size(), 6 * 32);
    }

    // A zone path that cannot be opened leaves the program working and its output unchanged.
    void unusableZonePath()
    {
        const QString dir = m_dir.filePath(u"csv2"_s);
        QVERIFY(QDir().mkpath(dir));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"IOLENS_TRACE_ZONES"_s, m_dir.filePath(u"no/such/dir/zones"_s));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(IOLENS_CSVMERGE004), { dir, u"2"_s });
        QVERIFY(p.waitForFinished(60'000));
        QCOMPARE(p.exitCode(), 0);
        QCOMPARE(p.readAllStandardError(), QByteArray());
        QVERIFY(p.readAllStandardOutput().contains("Stopwatch[6]: "));
        QVERIFY(!QFile::exists(m_dir.filePath(u"no"_s)));
    }
};

QTEST_GUILESS_MAIN(TestStopwatchHeader)
#include "tst_stopwatchheader.moc"
