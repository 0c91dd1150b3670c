// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A traced program started by one TraceLauncher and waited for by another (core/trace/launch/
// handover.h), as iolens-cli's front and the full CLI share it across execve: the encoding, the
// directory and its owner lock passed on, the wall time, the refusal of a stranger, and the kill
// of a program that nobody waits for.

#include "core/errors.h"
#include "core/trace/launch/handover.h"
#include "core/trace/launch/tracedir.h"
#include "core/trace/launch/tracelauncher.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace iolens::trace;

namespace {

const std::string kProg = CLIPROG;

std::string str(const QString& s)
{
    return QFile::encodeName(s).toStdString();
}

LaunchSpec specOf(std::vector<std::string> argv)
{
    LaunchSpec spec;
    spec.argv = std::move(argv);
    return spec;
}

bool exists(const std::string& path)
{
    return QFileInfo::exists(QString::fromStdString(path));
}

bool waitForFile(const QString& path)
{
    for (int i = 0; i < 1500 && !QFile::exists(path); ++i)
        QThread::msleep(10);
    return QFile::exists(path);
}

// What the front does: start the program, hand it over, and let go (the launcher's destructor
// then neither kills the program nor removes its directory).
Handover startAndHandOver(const LaunchSpec& spec)
{
    TraceLauncher starter(spec);
    starter.start();
    return starter.handOver();
}

// Sets $TMPDIR for one scope, so that private trace dirs land where the test can see them all.
class ScopedTmpdir {
public:
    explicit ScopedTmpdir(const std::string& dir)
    {
        if (const char* old = std::getenv("TMPDIR"))
            m_old = old;
        ::setenv("TMPDIR", dir.c_str(), 1);
    }
    ~ScopedTmpdir()
    {
        if (m_old.empty())
            ::unsetenv("TMPDIR");
        else
            ::setenv("TMPDIR", m_old.c_str(), 1);
    }

private:
    std::string m_old;
};

} // namespace

class TstTraceHandover : public QObject {
    Q_OBJECT

private slots:
    void encodingRoundTrips()
    {
        Handover h;
        h.pid = 4242;
        h.startNs = 123456789012345ull;
        h.program = "/opt/a b/prog:1";
        h.library = "/usr/lib/iolens/libiolens-trace.so";
        h.dir = "/tmp/x y\n 7:9/iolens-trace-AbC123"; // separators and a newline inside
        h.ownsDir = true;
        h.lockFd = 5;
        h.terminalFd = 0;
        h.terminalOwned = true;
        h.terminalGiven = false;
        const std::string text = encodeHandover(h);
        const std::optional<Handover> back = decodeHandover(text);
        QVERIFY(back.has_value());
        QCOMPARE(back->pid, h.pid);
        QCOMPARE(back->startNs, h.startNs);
        QCOMPARE(back->program, h.program);
        QCOMPARE(back->library, h.library);
        QCOMPARE(back->dir, h.dir);
        QCOMPARE(back->ownsDir, true);
        QCOMPARE(back->lockFd, 5);
        QCOMPARE(back->terminalFd, 0);
        QCOMPARE(back->terminalOwned, true);
        QCOMPARE(back->terminalGiven, false);

        // Every shorter text is refused, and so is anything after the end.
        for (std::size_t n = 0; n < text.size(); ++n)
            QVERIFY2(!decodeHandover(std::string_view(text).substr(0, n)), text.substr(0, n).c_str());
        QVERIFY(!decodeHandover(text + " "));
        QVERIFY(!decodeHandover("junk"));
        Handover noPid = h;
        noPid.pid = 0;
        QVERIFY(!decodeHandover(encodeHandover(noPid)));
    }

    void handedOverProgramIsWaitedForByTheAdopter()
    {
        QTemporaryDir tmp;
        const ScopedTmpdir tmpdir(str(tmp.path()));
        const LaunchSpec spec = specOf({ kProg, "exit", "7" });
        const Handover h = startAndHandOver(spec); // the starter let go: the program runs on, its dir stays
        QVERIFY(exists(h.dir));
        QVERIFY(h.ownsDir);
        QVERIFY(h.lockFd >= 0);
        QCOMPARE(::fcntl(h.lockFd, F_GETFD), 0); // survives execve
        // Still locked while handed over: the cleanup of dead runs' directories leaves it alone.
        static_cast<void>(removeDeadTraceDirs());
        QVERIFY(exists(h.dir));

        std::string dir;
        {
            TraceLauncher adopter(spec, h);
            QCOMPARE(::fcntl(h.lockFd, F_GETFD), FD_CLOEXEC); // not inherited by what it starts
            QCOMPARE(adopter.pid(), h.pid);
            QCOMPARE(adopter.traceDir(), h.dir);
            const int status = adopter.wait(std::atomic<bool> { false });
            QVERIFY(WIFEXITED(status));
            QCOMPARE(WEXITSTATUS(status), 7);
            dir = adopter.traceDir();
            QVERIFY(QDir(QString::fromStdString(dir)).entryList(QDir::Files).size() >= 1); // the program's trace
        }
        QVERIFY(!exists(dir));
        QCOMPARE(::fcntl(h.lockFd, F_GETFD), -1); // the lock went with the directory
        QCOMPARE(QDir(tmp.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
    }

    void wallTimeOfAProgramThatEndedUnseenIsLeftToTheTrace()
    {
        QTemporaryDir tmp;
        const ScopedTmpdir tmpdir(str(tmp.path()));
        const LaunchSpec spec = specOf({ kProg, "exit", "0" });
        const Handover h = startAndHandOver(spec);
        siginfo_t info {};
        for (int i = 0; i < 500; ++i) { // until it has ended, without reaping it
            info = {};
            if (::waitid(P_PID, id_t(h.pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == h.pid)
                break;
            QThread::msleep(10);
        }
        QCOMPARE(info.si_pid, h.pid);
        TraceLauncher adopter(spec, h);
        QCOMPARE(adopter.wait(std::atomic<bool> { false }), 0);
        QCOMPARE(adopter.wallNs(), std::uint64_t(0));
    }

    void adoptedProgramIsCancelledAndTimed()
    {
        QTemporaryDir tmp;
        const ScopedTmpdir tmpdir(str(tmp.path()));
        const QString marker = tmp.filePath(QStringLiteral("ready"));
        const LaunchSpec spec = specOf({ kProg, "ignoreterm", str(marker) });
        const Handover h = startAndHandOver(spec);
        TraceLauncher adopter(spec, h);
        QVERIFY(waitForFile(marker));
        const int status = adopter.wait(std::atomic<bool> { true });
        QVERIFY(WIFSIGNALED(status));
        QCOMPARE(WTERMSIG(status), SIGKILL); // it ignores SIGTERM
        QVERIFY(adopter.cancelled());
        QVERIFY(adopter.wallNs() > 0); // it was still running when the adopter began to wait
    }

    void strangerIsNotAdopted()
    {
        QTemporaryDir tmp;
        Handover h;
        h.pid = int(::getppid()); // alive, but not our child
        h.program = kProg;
        h.dir = str(tmp.path());
        h.ownsDir = true;
        QVERIFY_THROWS_EXCEPTION(iolens::UsageError, TraceLauncher(specOf({ kProg }), h));
        QVERIFY(exists(h.dir)); // not its directory to remove
        QCOMPARE(::kill(h.pid, 0), 0);
    }

    void programNobodyWaitsForIsKilled()
    {
        QTemporaryDir tmp;
        const ScopedTmpdir tmpdir(str(tmp.path()));
        const QString marker = tmp.filePath(QStringLiteral("ready"));
        int pid = -1;
        std::string dir;
        {
            TraceLauncher launcher(specOf({ kProg, "ignoreterm", str(marker) }));
            launcher.start();
            pid = launcher.pid();
            dir = launcher.traceDir();
            QVERIFY(waitForFile(marker));
        }
        errno = 0;
        QCOMPARE(::kill(pid, 0), -1); // gone, and reaped
        QCOMPARE(errno, ESRCH);
        QVERIFY(!exists(dir));
    }
};

QTEST_GUILESS_MAIN(TstTraceHandover)
#include "tst_tracehandover.moc"
