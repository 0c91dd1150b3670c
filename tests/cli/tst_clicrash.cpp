// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing left behind after a crash (issue 12, section 5): a run killed with SIGKILL mid-copy
// leaves its scratch directory, and the next iolens-cli run removes it and says so in one line; a
// live run's directory survives another run's cleanup.
#include "clirunner.h"

#include <QDeadlineTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>

namespace {

const QString kScratchPattern = QStringLiteral("iolens-scratch-*");

QStringList scratchDirs(const QString& outDir)
{
    return QDir(outDir).entryList({ kScratchPattern }, QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden);
}

// Waits until a run in outDir is mid-copy: its scratch dir holds a destination with bytes in it.
// Returns that scratch dir's path, empty after the deadline.
QString waitUntilMidCopy(const QString& outDir, int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        for (const QString& name : scratchDirs(outDir)) {
            const QDir dir(outDir + u'/' + name);
            for (const QFileInfo& file : dir.entryInfoList({ QStringLiteral("dest-*") }, QDir::Files))
                if (file.size() > 0)
                    return dir.path();
        }
        QThread::msleep(20);
    }
    return {};
}

// copy.byte-syscall makes two system calls a byte: 20 MiB take it tens of seconds, so it is
// mid-copy for long after its first bytes land.
QStringList slowRun(const QString& file, const QString& outDir)
{
    return { QStringLiteral("run"), QStringLiteral("--file"), file, QStringLiteral("--strategy"),
        QStringLiteral("copy.byte-syscall"), QStringLiteral("--reps"), QStringLiteral("1"), QStringLiteral("--warmup"),
        QStringLiteral("0"), QStringLiteral("--out-dir"), outDir };
}

QStringList quickRun(const QString& file, const QString& outDir)
{
    return { QStringLiteral("run"), QStringLiteral("--file"), file, QStringLiteral("--strategy"),
        QStringLiteral("copy.sendfile"), QStringLiteral("--reps"), QStringLiteral("1"), QStringLiteral("--warmup"),
        QStringLiteral("0"), QStringLiteral("--out-dir"), outDir };
}

} // namespace

class TestCliCrash : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_big = m_dir.filePath(QStringLiteral("big.bin"));
        m_small = m_dir.filePath(QStringLiteral("small.bin"));
        for (const auto& [path, size] :
            { std::pair { m_big, QStringLiteral("20M") }, { m_small, QStringLiteral("64K") } }) {
            const CliResult gen = runCli({ QStringLiteral("gen"), QStringLiteral("--kind"), QStringLiteral("random"),
                QStringLiteral("--size"), size, path });
            QCOMPARE(gen.exitCode, 0);
        }
    }

    void aKilledRunsScratchDirIsRemovedByTheNextRun()
    {
        const QString outDir = m_dir.filePath(QStringLiteral("out-killed"));
        QVERIFY(QDir().mkpath(outDir));
        QProcess victim;
        victim.start(QStringLiteral(IOLENS_CLI), slowRun(m_big, outDir));
        QVERIFY(victim.waitForStarted());
        const QString left = waitUntilMidCopy(outDir, 60'000);
        QVERIFY2(!left.isEmpty(), "the slow run never started copying");
        QCOMPARE(::kill(static_cast<pid_t>(victim.processId()), SIGKILL), 0);
        QVERIFY(victim.waitForFinished());
        QCOMPARE(victim.exitStatus(), QProcess::CrashExit);
        // What the issue saw: the killed run's directory, its partial copy in it.
        QCOMPARE(scratchDirs(outDir), QStringList { QFileInfo(left).fileName() });

        const CliResult next = runCli(quickRun(m_small, outDir));
        QCOMPARE(next.exitCode, 0);
        const QStringList lines = next.errorText().split(u'\n');
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.front().startsWith(QStringLiteral("iolens-cli: Removed 1 directory left by an iolens run that "
                                                         "ended without cleaning up (")),
            qPrintable(next.errorText()));
        QVERIFY2(lines.front().endsWith(QStringLiteral(" freed): ") + left + u'.'), qPrintable(next.errorText()));
        QVERIFY(!lines.front().contains(QStringLiteral("(0 B freed)")));
        QCOMPARE(dirEntries(outDir), QStringList {});

        // Once removed, nothing more is said.
        const CliResult again = runCli(quickRun(m_small, outDir));
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(again.errorText(), QString());
    }

    void aLiveRunsScratchDirSurvivesAnotherRunsCleanup()
    {
        const QString outDir = m_dir.filePath(QStringLiteral("out-live"));
        QVERIFY(QDir().mkpath(outDir));
        QProcess live;
        live.start(QStringLiteral(IOLENS_CLI), slowRun(m_big, outDir));
        QVERIFY(live.waitForStarted());
        const QString liveDir = waitUntilMidCopy(outDir, 60'000);
        QVERIFY2(!liveDir.isEmpty(), "the slow run never started copying");

        const CliResult other = runCli(quickRun(m_small, outDir));
        QCOMPARE(other.exitCode, 0);
        QCOMPARE(other.errorText(), QString());
        QVERIFY(QFileInfo(liveDir).isDir());
        QVERIFY(QFileInfo(liveDir + QStringLiteral("/.iolens-owner")).isFile());
        QCOMPARE(live.state(), QProcess::Running);

        QCOMPARE(::kill(static_cast<pid_t>(live.processId()), SIGKILL), 0);
        QVERIFY(live.waitForFinished());
        const CliResult after = runCli(quickRun(m_small, outDir));
        QCOMPARE(after.exitCode, 0);
        QVERIFY(after.errorText().contains(liveDir));
        QCOMPARE(dirEntries(outDir), QStringList {});
    }

private:
    QTemporaryDir m_dir;
    QString m_big;
    QString m_small;
};

QTEST_GUILESS_MAIN(TestCliCrash)
#include "tst_clicrash.moc"
