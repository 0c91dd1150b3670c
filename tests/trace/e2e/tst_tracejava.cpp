// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tracee2e.h"

#include <QDir>
#include <QRegularExpression>
#include <QTest>

// resources/java: StopwatchUtil.java prints the article's table, and Article004.java (article 004's
// program with its stopwatches) traced in a real JVM has its stopwatches as zones, test3.csv's
// opens, writes and closes attributed to the write zones 4 and 6 — the article's finding, made by
// iolens from the program's own stopwatches.

using namespace tracee2e;
using namespace Qt::StringLiterals;

namespace {
constexpr int kIterations = 300;
}

class TestTraceJava : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_classes, m_data;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(
            !QStandardPaths::findExecutable(u"javac"_s).isEmpty(), "javac is not installed (.ci/deps installs it)");
        m_classes = canonical(m_dir.path()) + u"/classes"_s;
        m_data = canonical(m_dir.path()) + u"/data"_s;
        QVERIFY(QDir().mkpath(m_classes));
        QVERIFY(QDir().mkpath(m_data));
        QProcess javac;
        javac.setProcessChannelMode(QProcess::MergedChannels);
        javac.start(u"javac"_s,
            { u"-d"_s, m_classes, QStringLiteral(IOLENS_JAVA_DIR "/StopwatchUtil.java"),
                QStringLiteral(IOLENS_JAVA_DIR "/Article004.java") });
        QVERIFY(javac.waitForFinished(120'000));
        QVERIFY2(javac.exitCode() == 0, javac.readAll().constData());
    }

    // Without iolens: the article's table for stopwatches 1 to 6, and the merged file.
    void untracedTable()
    {
        const QString dir = canonical(m_dir.path()) + u"/plain"_s;
        QVERIFY(QDir().mkpath(dir));
        QByteArray out;
        QCOMPARE(runPlain(u"java"_s, { u"-cp"_s, m_classes, u"Article004"_s, u"4"_s, dir }, &out), 0);
        QStringList keys;
        static const QRegularExpression lineForm(u"^Stopwatch\\[(\\d)\\]: \\d+msec\\.$"_s);
        for (const QByteArray& line : out.split('\n'))
            if (const QRegularExpressionMatch m = lineForm.match(QString::fromUtf8(line)); m.hasMatch())
                keys << m.captured(1);
        QCOMPARE(keys, (QStringList { u"1"_s, u"2"_s, u"3"_s, u"4"_s, u"5"_s, u"6"_s }));
        QVERIFY(out.startsWith("start\n1/4\n2/4\n3/4\n4/4\n"));
        QCOMPARE(QFileInfo(dir + u"/test3.csv"_s).size(), 8 * 32);
        // The same rows as the C version of the program writes (tests/trace/patterns/csvmerge004.c).
        const QString cDir = canonical(m_dir.path()) + u"/c"_s;
        QVERIFY(QDir().mkpath(cDir));
        QCOMPARE(runPlain(pattern(u"csvmerge004"_s), { cDir, u"4"_s }), 0);
        for (const char* name : { "/test1.csv", "/test2.csv", "/test3.csv" }) {
            QFile java(dir + QLatin1StringView(name)), c(cDir + QLatin1StringView(name));
            QVERIFY(java.open(QIODevice::ReadOnly));
            QVERIFY(c.open(QIODevice::ReadOnly));
            QCOMPARE(java.readAll(), c.readAll());
        }
    }

    void zonesInTheJvm()
    {
        const QStringList command { QStandardPaths::findExecutable(u"java"_s), u"-cp"_s, m_classes, u"Article004"_s,
            QString::number(kIterations), m_data };
        QCOMPARE(runPlain(command.first(), command.mid(1)), 0); // creates the inputs
        QVERIFY(QFile::remove(m_data + u"/test3.csv"_s));
        const TraceRun run = trace(canonical(m_dir.path()) + u"/java.json"_s, command);
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        QVERIFY(run.cli.out.contains("Stopwatch[4]: "));
        const QString test1 = m_data + u"/test1.csv"_s, test2 = m_data + u"/test2.csv"_s;
        const QString test3 = m_data + u"/test3.csv"_s;
        QCOMPARE(run.zone(u"1"_s)[u"count"].toInteger(), 1);
        for (const char* z : { "2", "3", "4", "5", "6" })
            QCOMPARE(run.zone(QString::fromLatin1(z))[u"count"].toInteger(), kIterations);
        for (const char* z : { "4", "6" }) {
            const QString name = QString::fromLatin1(z);
            QCOMPARE(run.zoneCalls(name, u"open"_s, test3), std::uint64_t(kIterations));
            QCOMPARE(run.zoneCalls(name, u"write"_s, test3), std::uint64_t(kIterations));
            QCOMPARE(run.zoneCalls(name, u"close"_s, test3), std::uint64_t(kIterations));
        }
        for (const char* call : { "open", "write", "close" })
            QCOMPARE(run.zoneCalls(u"1"_s, QString::fromLatin1(call), test3), 0u);
        QCOMPARE(run.zoneCalls(u"3"_s, u"open"_s, test1), std::uint64_t(kIterations));
        QCOMPARE(run.zoneCalls(u"5"_s, u"open"_s, test2), std::uint64_t(kIterations));
        QCOMPARE(run.zoneCalls(u"3"_s, u"open"_s, test2), 0u);
        QCOMPARE(run.call(test3, u"open"_s).count, 2u * kIterations);
        QCOMPARE(run.call(test3, u"write"_s).bytes, 2u * 32u * kIterations);
        for (const QJsonValue& f : run.files()) // the zone channel is no file of the program
            QVERIFY2(!f[u"path"].toString().endsWith(u"/zones"), qPrintable(f[u"path"].toString()));
        QCOMPARE(QFileInfo(test3).size(), 2 * 32 * kIterations);
        // The article's finding at its own sizes: 600 opens of test3.csv (fewer than the 1,000
        // from which the count alone decides), each writing one 32-byte row.
        QStringList reopened;
        for (const QJsonValue& f : run.findings())
            if (f[u"id"].toString() == u"reopen-per-record")
                reopened << f[u"file"].toString();
        QCOMPARE(reopened, QStringList { test3 });
    }

    // The articles' own sin in their own language: FileInputStream.read() per byte. The read
    // stacks carry the Java frames (JVMTI, issue 23 §2) above the class library's native code, the
    // finding names ByteRead.countBytes at its line, and the JDK's own frames are the runtime's.
    // The program's output is unchanged: nothing printed by the JVM about an agent or options.
    void perByteReadNamesTheJavaLine()
    {
        const QString dir = canonical(m_dir.path()) + u"/byteread"_s;
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(writeFile(dir + u"/ByteRead.java"_s,
            "import java.io.FileInputStream;\n"
            "public class ByteRead {\n"
            "    static long countBytes(String path) throws Exception {\n"
            "        try (FileInputStream in = new FileInputStream(path)) {\n"
            "            long n = 0;\n"
            "            while (in.read() >= 0) n++;\n" // line 6
            "            return n;\n"
            "        }\n"
            "    }\n"
            "    public static void main(String[] args) throws Exception {\n"
            "        System.out.println(countBytes(args[0]));\n" // line 11
            "    }\n"
            "}\n"));
        QProcess javac;
        javac.setProcessChannelMode(QProcess::MergedChannels);
        javac.start(u"javac"_s, { u"-d"_s, dir, dir + u"/ByteRead.java"_s });
        QVERIFY(javac.waitForFinished(120'000));
        QVERIFY2(javac.exitCode() == 0, javac.readAll().constData());
        const QString in = dir + u"/in.bin"_s;
        QVERIFY(writeFile(in, QByteArray(30000, 'j')));
        const QStringList command { QStandardPaths::findExecutable(u"java"_s), u"-cp"_s, dir, u"ByteRead"_s, in };
        const TraceRun run = trace(dir + u"/t.json"_s, command);
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        QCOMPARE(run.cli.out, QByteArray("30000\n"));

        const QJsonArray frames = run.json[u"frames"].toArray(), files = run.files();
        qint64 calls = 0, named = 0;
        for (const QJsonValue& s : run.json[u"stacks"].toArray()) {
            const int file = s[u"file"].toInt();
            if (file < 0 || files[file][u"path"].toString() != in || s[u"call"].toString() != u"read")
                continue;
            calls += s[u"calls"].toInteger();
            QStringList java;
            for (const QJsonValue& id : s[u"frames"].toArray())
                if (const QJsonObject f = frames[id.toInt()].toObject(); f[u"language"].toString() == u"java")
                    java << f[u"function"].toString() + u':' + QString::number(f[u"line"].toInt());
            if (java.contains(u"ByteRead.countBytes:6"_s) && java.contains(u"ByteRead.main:11"_s)
                && java.first().startsWith(u"java.io.FileInputStream."_s))
                named += s[u"calls"].toInteger();
        }
        QCOMPARE(calls, 30001); // 30,000 bytes and the read that found the end
        QCOMPARE(named, calls);

        QJsonObject finding;
        for (const QJsonValue& f : run.findings())
            if (f[u"file"].toString() == in)
                finding = f.toObject();
        QVERIFY2(!finding.isEmpty(), run.cli.err.constData());
        const QJsonArray lines = finding[u"user_lines"].toArray();
        QVERIFY(!lines.isEmpty());
        const QJsonObject top = frames[lines[0][u"frame"].toInt()].toObject();
        QCOMPARE(top[u"function"].toString(), u"ByteRead.countBytes"_s);
        QCOMPARE(top[u"file"].toString(), u"ByteRead.java"_s);
        QCOMPARE(top[u"line"].toInt(), 6);
        QCOMPARE(lines[0][u"calls"].toInteger(), 30001);
        for (const QJsonValue& f : frames)
            if (f[u"language"].toString() == u"java" && f[u"function"].toString().startsWith(u"java."_s))
                QVERIFY2(f[u"runtime"].toBool(), qPrintable(f[u"function"].toString()));
        QVERIFY2(run.cli.err.contains("ByteRead.countBytes (ByteRead.java:6)"), run.cli.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestTraceJava)
#include "tst_tracejava.moc"
