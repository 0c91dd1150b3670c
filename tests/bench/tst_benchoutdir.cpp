// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// iolens-bench creates its --out-dir (issue 12, section 4): it generates its inputs there, and a
// missing directory used to end it with ENOENT from the first file it wrote.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct BenchRun {
    int exitCode = -1;
    QByteArray err;
};

BenchRun runBench(const QStringList& args)
{
    QProcess process;
    process.start(QStringLiteral(IOLENS_BENCH), args);
    BenchRun run;
    if (!process.waitForStarted() || !process.waitForFinished(120'000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.err = process.readAllStandardError();
    return run;
}

} // namespace

class TestBenchOutDir : public QObject {
    Q_OBJECT
private slots:
    void createsAMissingOutDir()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString outDir = tmp.filePath(QStringLiteral("not/yet/there"));
        QVERIFY(!QFileInfo::exists(outDir));
        // clock generates no input, so this stays short; the dir is made before any benchmark runs.
        const BenchRun run = runBench({ QStringLiteral("clock"), QStringLiteral("--out-dir"), outDir,
            QStringLiteral("--reps"), QStringLiteral("1") });
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), run.err.constData());
        QVERIFY(QFileInfo(outDir).isDir());
    }

    void refusesAFileInTheWayInOneSentence()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString blocker = tmp.filePath(QStringLiteral("a-file"));
        QFile file(blocker);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write("x"), 1);
        file.close();
        const BenchRun run = runBench({ QStringLiteral("clock"), QStringLiteral("--out-dir"), blocker,
            QStringLiteral("--reps"), QStringLiteral("1") });
        QCOMPARE(run.exitCode, 2);
        const QString err = QString::fromUtf8(run.err).trimmed();
        QVERIFY2(err.startsWith(
                     QStringLiteral("iolens-bench: the out dir '") + blocker + QStringLiteral("' cannot be created")),
            qPrintable(err));
        QCOMPARE(err.count(QLatin1Char('\n')), 0);
        QFile check(blocker);
        QVERIFY(check.open(QIODevice::ReadOnly));
        QCOMPARE(check.readAll(), QByteArray("x")); // left as it was
    }

    void refusesAnUnknownBenchmarkWithoutCreatingTheDir()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString outDir = tmp.filePath(QStringLiteral("never"));
        const BenchRun run = runBench({ QStringLiteral("no-such-benchmark"), QStringLiteral("--out-dir"), outDir });
        QCOMPARE(run.exitCode, 2);
        QVERIFY(!QFileInfo::exists(outDir));
    }
};

QTEST_GUILESS_MAIN(TestBenchOutDir)
#include "tst_benchoutdir.moc"
