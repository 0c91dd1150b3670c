// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <sys/types.h>
#include <unistd.h>

// `iolens-cli scenario csv-merge` end to end: the article's Stopwatch lines and the JSON for each
// variant, identical test3.csv from all four, files kept with --dir and nothing left without it,
// and bad input refused with exit status 2 and a sentence naming the parameter.

namespace {

const QString kIterations = QStringLiteral("200");

QStringList scenario(const QStringList& more)
{
    return QStringList { QStringLiteral("scenario"), QStringLiteral("csv-merge") } + more;
}

QByteArray sha256(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&f);
    return hash.result();
}

// This process's environment with TMPDIR pointing at dir: where the CLI must make its scratch directory.
QProcessEnvironment withTmpDir(const QString& dir)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("TMPDIR"), dir);
    return environment;
}

QStringList stopwatchLines(const QByteArray& out)
{
    static const QRegularExpression line(QStringLiteral("^Stopwatch\\[\\d+\\]: \\d+msec\\."));
    QStringList found;
    for (const QString& l : QString::fromUtf8(out).split(u'\n'))
        if (line.match(l).hasMatch())
            found << l;
    return found;
}

// The keys of a variant's sections, as the core's tst_scenario lists them.
QStringList sectionsOf(const QString& variant)
{
    const char* keys = variant == u"v1" ? "1 2 3 4 5 6" : variant == u"v2" ? "1 2 3 5 6" : "1 2 3 5 6 7 8";
    return QString::fromLatin1(keys).split(u' ');
}

// Every field of one variant's stopwatches and output; returns the first problem or an empty string.
QString variantError(const QJsonObject& o, const QString& variant)
{
    const QJsonArray stopwatches = o.value(u"stopwatches").toArray();
    const QStringList want = sectionsOf(variant);
    if (stopwatches.size() != want.size())
        return u"stopwatches has " + QString::number(stopwatches.size()) + u" entries";
    for (qsizetype i = 0; i < stopwatches.size(); ++i) {
        const QJsonObject s = stopwatches[i].toObject();
        if (s.value(u"key").toString() != want[i] || s.value(u"name").toString().isEmpty() || !s.value(u"ms").isDouble()
            || !s.value(u"ns").isDouble() || !s.value(u"calls").isDouble())
            return u"stopwatch " + QString::number(i) + u" is incomplete";
        if (s.value(u"ms").toInteger() != s.value(u"ns").toInteger() / 1'000'000)
            return u"stopwatch " + QString::number(i) + u": ms is not ns / 1e6";
    }
    if (stopwatches[0].toObject().value(u"name").toString() != u"total")
        return QStringLiteral("stopwatch 1 is not named total");
    const QJsonObject output = o.value(u"output").toObject();
    if (output.value(u"bytes").toInteger() <= 0 || output.value(u"lines").toInteger() != 2 * kIterations.toInt()
        || !output.value(u"checksum").toString().startsWith(u"xxh3:"))
        return QStringLiteral("output is incomplete");
    return {};
}

QString rootError(const QJsonObject& root, const QString& variant)
{
    for (const char* key : { "iolens_version", "scenario", "variant", "iterations", "environment" })
        if (!root.contains(QLatin1StringView(key)))
            return QLatin1StringView(key) + QStringLiteral(" is missing");
    if (root.value(u"scenario").toString() != u"csv-merge" || root.value(u"variant").toString() != variant
        || root.value(u"iterations").toInteger() != kIterations.toInt())
        return QStringLiteral("scenario, variant or iterations is wrong");
    const QJsonObject environment = root.value(u"environment").toObject();
    for (const char* key : { "kernel", "cpu", "clock", "clock_overhead_ns" })
        if (!environment.contains(QLatin1StringView(key)))
            return QStringLiteral("environment.") + QLatin1StringView(key) + QStringLiteral(" is missing");
    return {};
}

} // namespace

class TestCliScenario : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QMap<QString, QByteArray> m_outputHashes; // variant → sha256 of the test3.csv it left
    QSet<QString> m_checksums; // output.checksum of every variant's JSON

    QString keptDir() const { return m_dir.filePath(QStringLiteral("kept/nested")); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // Each variant in one --dir (created, nested): the inputs are generated once and kept.
    void eachVariant_data()
    {
        QTest::addColumn<QString>("variant");
        for (const char* v : { "v1", "v2", "v3", "v4" })
            QTest::addRow("%s", v) << QString::fromLatin1(v);
    }
    void eachVariant()
    {
        QFETCH(QString, variant);
        const QString json = m_dir.filePath(variant + u".json");
        const CliResult r = runCli(scenario({ QStringLiteral("--variant"), variant, QStringLiteral("--iterations"),
            kIterations, QStringLiteral("--dir"), keptDir(), QStringLiteral("--json"), json }));
        QVERIFY(!r.crashed);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.isEmpty(), r.err.constData());

        // The article's lines, one per section the variant has, in key order.
        const QStringList lines = stopwatchLines(r.out);
        const QStringList sections = sectionsOf(variant);
        QCOMPARE(lines.size(), sections.size());
        for (qsizetype i = 0; i < lines.size(); ++i)
            QVERIFY2(lines[i].startsWith(QString(u"Stopwatch[" + sections[i] + u"]: ")), qPrintable(lines[i]));
        QVERIFY2(lines[0].contains(u"total"), qPrintable(lines[0]));
        QVERIFY2(r.out.contains("test3.csv: ") && r.out.contains("xxh3:"), r.out.constData());

        QFile file(json);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const QJsonObject root = doc.object();
        QString problem = rootError(root, variant);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        problem = variantError(root, variant);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        // The checksum printed is the one in the JSON.
        const QString checksum = root.value(u"output").toObject().value(u"checksum").toString();
        QVERIFY(r.out.contains(checksum.toUtf8()));
        m_checksums.insert(checksum);

        for (const char* name : { "test1.csv", "test2.csv", "test3.csv" })
            QVERIFY2(QFile::exists(keptDir() + u'/' + QLatin1StringView(name)), name);
        m_outputHashes[variant] = sha256(keptDir() + QStringLiteral("/test3.csv"));
    }

    void variantsWriteTheSameFile()
    {
        QCOMPARE(m_outputHashes.size(), 4);
        QCOMPARE(QSet<QByteArray>(m_outputHashes.begin(), m_outputHashes.end()).size(), 1);
        QCOMPARE(m_checksums.size(), 1);
    }

    // Without --dir the scratch directory goes away: nothing is left in TMPDIR. "--json -" puts
    // only the JSON on standard output.
    void scratchIsRemoved()
    {
        QTemporaryDir tmp;
        const CliResult r
            = runCli(scenario({ QStringLiteral("--variant"), QStringLiteral("v3"), QStringLiteral("--iterations"),
                         kIterations, QStringLiteral("--json"), QStringLiteral("-") }),
                {}, 300'000, false, withTmpDir(tmp.path()));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QJsonParseError error;
        const QJsonObject root = QJsonDocument::fromJson(r.out, &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const QString problem = variantError(root, QStringLiteral("v3"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(root.value(u"dir").toString(), QString());
        QCOMPARE(dirEntries(tmp.path()), QStringList());
    }

    // --variant all: the variants side by side, the JSON's `variants` array, one scratch dir removed.
    void allVariants()
    {
        QTemporaryDir tmp;
        const QString json = m_dir.filePath(QStringLiteral("all.json"));
        const CliResult r = runCli(scenario({ QStringLiteral("--variant"), QStringLiteral("all"),
                                       QStringLiteral("--iterations"), kIterations, QStringLiteral("--json"), json }),
            {}, 300'000, false, withTmpDir(tmp.path()));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString text = QString::fromUtf8(r.out);
        static const QRegularExpression header(
            QStringLiteral("^section\\s+v1\\s+v2\\s+v3\\s+v4$"), QRegularExpression::MultilineOption);
        QVERIFY2(header.match(text).hasMatch(), r.out.constData());
        for (int key = 1; key <= 8; ++key)
            QVERIFY2(text.contains(QString(u"Stopwatch[" + QString::number(key) + u"] ")), qPrintable(text));
        QVERIFY2(text.contains(u"All variants wrote the same test3.csv."), qPrintable(text));

        QFile file(json);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        QString problem = rootError(root, QStringLiteral("all"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const QJsonArray variants = root.value(u"variants").toArray();
        QCOMPARE(variants.size(), 4);
        for (qsizetype i = 0; i < variants.size(); ++i) {
            const QString name = u'v' + QString::number(i + 1);
            QCOMPARE(variants[i].toObject().value(u"variant").toString(), name);
            problem = variantError(variants[i].toObject(), name);
            QVERIFY2(problem.isEmpty(), qPrintable(name + u": " + problem));
        }
        QCOMPARE(dirEntries(tmp.path()), QStringList());
    }

    // Ctrl-C in the middle of a long v1: exit status 1, and the scratch directory is gone.
    void interruptRemovesScratch()
    {
        QTemporaryDir tmp;
        QProcess process;
        process.setProcessEnvironment(withTmpDir(tmp.path()));
        process.start(QStringLiteral(IOLENS_CLI),
            scenario({ QStringLiteral("--variant"), QStringLiteral("v1"), QStringLiteral("--iterations"),
                QStringLiteral("1000000") }));
        QVERIFY(process.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(dirEntries(tmp.path()).size() == 1, 10000); // the scratch directory exists
        QThread::msleep(300);
        ::kill(pid_t(process.processId()), SIGINT);
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 1);
        QVERIFY(process.readAllStandardError().contains("cancelled"));
        QCOMPARE(dirEntries(tmp.path()), QStringList());
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("mentions");
        const QString file = m_dir.filePath(QStringLiteral("plain-file"));
        QFile plain(file);
        QVERIFY(plain.open(QIODevice::WriteOnly));
        const QStringList v1 { QStringLiteral("--variant"), QStringLiteral("v1") };

        QTest::addRow("no scenario") << QStringList { QStringLiteral("scenario") }
                                     << QStringList { QStringLiteral("csv-merge") };
        QTest::addRow("unknown scenario") << QStringList { QStringLiteral("scenario"), QStringLiteral("csv-split") }
                + v1 << QStringList { QStringLiteral("csv-split") };
        QTest::addRow("no variant") << scenario({}) << QStringList { QStringLiteral("--variant") };
        QTest::addRow("unknown variant") << scenario({ QStringLiteral("--variant"), QStringLiteral("v5") })
                                         << QStringList { QStringLiteral("--variant"), QStringLiteral("v5") };
        QTest::addRow("iterations 0") << scenario(
            v1 + QStringList { QStringLiteral("--iterations"), QStringLiteral("0") })
                                      << QStringList { QStringLiteral("--iterations"), QStringLiteral("'0'") };
        QTest::addRow("iterations negative")
            << scenario(v1 + QStringList { QStringLiteral("--iterations"), QStringLiteral("-3") })
            << QStringList { QStringLiteral("--iterations") };
        QTest::addRow("iterations not a number")
            << scenario(v1 + QStringList { QStringLiteral("--iterations"), QStringLiteral("many") })
            << QStringList { QStringLiteral("--iterations"), QStringLiteral("many") };
        QTest::addRow("dir is a file") << scenario(v1 + QStringList { QStringLiteral("--dir"), file })
                                       << QStringList { QStringLiteral("--dir"), file };
        // /sys is mounted read-only: not writable even for root.
        QTest::addRow("dir not writable")
            << scenario(v1 + QStringList { QStringLiteral("--dir"), QStringLiteral("/sys") })
            << QStringList { QStringLiteral("--dir"), QStringLiteral("not writable") };
        QTest::addRow("dir cannot be made")
            << scenario(v1 + QStringList { QStringLiteral("--dir"), file + QStringLiteral("/sub") })
            << QStringList { QStringLiteral("--dir"), file + QStringLiteral("/sub") };
        QTest::addRow("json dir missing")
            << scenario(v1 + QStringList { QStringLiteral("--json"), QStringLiteral("/nonexistent/x.json") })
            << QStringList { QStringLiteral("--json"), QStringLiteral("/nonexistent/x.json") };
        QTest::addRow("stray argument") << scenario(v1 + QStringList { QStringLiteral("extra") })
                                        << QStringList { QStringLiteral("extra") };
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, mentions);
        QTemporaryDir tmp;
        const CliResult r = runCli(args, {}, 60'000, false, withTmpDir(tmp.path()));
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        const QString err = r.errorText();
        QVERIFY2(err.startsWith(QStringLiteral("iolens-cli: ")), qPrintable(err));
        QVERIFY2(!err.contains(u'\n'), qPrintable(err));
        for (const QString& m : mentions)
            QVERIFY2(err.contains(m), qPrintable(u"'" + m + u"' not in: " + err));
        QCOMPARE(dirEntries(tmp.path()), QStringList()); // refused before any file was made
    }
};

QTEST_GUILESS_MAIN(TestCliScenario)
#include "tst_cliscenario.moc"
