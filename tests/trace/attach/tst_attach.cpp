// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Attaching to a running process (issue 25, the mechanism under `iolens-cli trace --pid`): calls
// made inside a live program return what they return there, a library loads into it, and the
// program goes on with its own output and exit status, also when it was stopped inside a blocking
// system call. Refusals are one sentence naming the process.
#include "core/errors.h"
#include "core/trace/attach/attachedprocess.h"
#include "core/trace/attach/libraryloader.h"

#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <fcntl.h>
#include <fstream>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

using iolens::UsageError;
using iolens::trace::AttachedProcess;
using iolens::trace::libcFunctionAddress;
using iolens::trace::RemoteLibraries;

namespace {

// attachprog started with pipes on its stdin and stdout; waited for on destruction.
class Program {
public:
    explicit Program(const std::vector<std::string>& arguments)
    {
        int in[2], out[2];
        if (::pipe2(in, O_CLOEXEC) != 0 || ::pipe2(out, O_CLOEXEC) != 0)
            qFatal("pipe");
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, in[0], 0);
        posix_spawn_file_actions_adddup2(&actions, out[1], 1);
        std::vector<std::string> words { ATTACHPROG };
        words.insert(words.end(), arguments.begin(), arguments.end());
        std::vector<char*> argv;
        for (std::string& word : words)
            argv.push_back(word.data());
        argv.push_back(nullptr);
        if (::posix_spawn(&m_pid, ATTACHPROG, &actions, nullptr, argv.data(), environ) != 0)
            qFatal("cannot start %s", ATTACHPROG);
        posix_spawn_file_actions_destroy(&actions);
        ::close(in[0]);
        ::close(out[1]);
        m_in = in[1];
        m_out = out[0];
    }
    ~Program()
    {
        if (m_pid > 0) {
            ::kill(m_pid, SIGKILL);
            ::waitpid(m_pid, nullptr, 0);
        }
        ::close(m_in);
        ::close(m_out);
    }
    pid_t pid() const { return m_pid; }

    // What the program wrote to stdout until `text` appeared in it (or 10 s passed).
    QByteArray readUntil(const QByteArray& text)
    {
        for (int i = 0; i < 1000 && !m_output.contains(text); ++i) {
            pollfd ready { m_out, POLLIN, 0 };
            if (::poll(&ready, 1, 10) > 0) {
                char chunk[256];
                const ssize_t got = ::read(m_out, chunk, sizeof chunk);
                if (got <= 0)
                    break;
                m_output.append(chunk, int(got));
            }
        }
        return m_output;
    }
    void write(const QByteArray& text)
    {
        QCOMPARE(::write(m_in, text.data(), size_t(text.size())), ssize_t(text.size()));
    }

    // Waits for the program's end; its wait status.
    int finish()
    {
        int status = -1;
        ::waitpid(m_pid, &status, 0);
        m_pid = -1;
        readUntil("\n\n\n"); // the rest, up to end of file
        return status;
    }
    QByteArray output() const { return m_output; }

private:
    pid_t m_pid = -1;
    int m_in = -1, m_out = -1;
    QByteArray m_output;
};

std::string inDir(const QTemporaryDir& dir, const char* name)
{
    return dir.filePath(QString::fromLatin1(name)).toStdString();
}

QString attachError(pid_t pid)
{
    try {
        AttachedProcess::attach(pid);
    } catch (const UsageError& error) {
        return QString::fromStdString(error.what());
    }
    return {};
}

} // namespace

class TestAttach : public QObject {
    Q_OBJECT

private slots:
    void callsRunInTheProcessAndItGoesOn()
    {
        QTemporaryDir dir;
        const std::string stop = inDir(dir, "stop");
        Program program({ "sleep", stop });
        QVERIFY(program.readUntil("waiting\n").contains("waiting"));
        {
            AttachedProcess process = AttachedProcess::attach(program.pid());
            const std::uint64_t getpid = libcFunctionAddress(program.pid(), "getpid");
            QCOMPARE(pid_t(process.call(getpid, {})), program.pid());
            QCOMPARE(pid_t(process.call(getpid, {})), program.pid()); // a second call from the same stop
            process.detach();
        }
        std::ofstream(stop) << "";
        const int status = program.finish();
        QVERIFY(WIFEXITED(status));
        QCOMPARE(WEXITSTATUS(status), 0);
        QCOMPARE(program.output(), QByteArray("waiting\ndone\n"));
    }

    void aLibraryLoadsAndItsFunctionAnswers()
    {
        QTemporaryDir dir;
        const std::string mark = inDir(dir, "mark");
        ::setenv("IOLENS_TEST_ATTACH_MARK", mark.c_str(), 1);
        Program program({ "sleep", inDir(dir, "stop") });
        ::unsetenv("IOLENS_TEST_ATTACH_MARK");
        program.readUntil("waiting\n");
        {
            AttachedProcess process = AttachedProcess::attach(program.pid());
            RemoteLibraries libraries(process);
            const std::uint64_t handle = libraries.load(ATTACHLIB);
            QVERIFY(handle != 0);
            const std::uint64_t twice = libraries.symbol(handle, "iolens_test_twice_the_length");
            QCOMPARE(process.call(twice, { AttachedProcess::kStringArgument }, "attached"), std::uint64_t(16));
            QVERIFY_THROWS_EXCEPTION(UsageError, libraries.symbol(handle, "no_such_function"));
        }
        QFile marked(QString::fromStdString(mark));
        QVERIFY(marked.open(QIODevice::ReadOnly));
        QCOMPARE(marked.readAll(), QByteArray("loaded in ") + QByteArray::number(program.pid()));
        std::ofstream(inDir(dir, "stop")) << "";
        const int status = program.finish();
        QVERIFY(WIFEXITED(status) && WEXITSTATUS(status) == 0);
        QCOMPARE(program.output(), QByteArray("waiting\ndone\n"));
    }

    // The program was stopped inside read(0): after the calls and the detach, the same read goes
    // on and gets the line (a read broken by the attach would say "read failed: Interrupted…").
    void aBlockedSystemCallGoesOnAfterTheDetach()
    {
        Program program({ "read" });
        program.readUntil("waiting\n");
        QTest::qWait(50); // into the read
        {
            AttachedProcess process = AttachedProcess::attach(program.pid());
            RemoteLibraries libraries(process);
            QVERIFY_THROWS_EXCEPTION(UsageError, libraries.load("/nonexistent/libnothing.so"));
            QCOMPARE(pid_t(process.call(libcFunctionAddress(program.pid(), "getpid"), {})), program.pid());
        }
        program.write("hello\n");
        const int status = program.finish();
        QCOMPARE(program.output(), QByteArray("waiting\ngot hello\n"));
        QVERIFY(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    }

    void attachTwiceInARow()
    {
        QTemporaryDir dir;
        Program program({ "sleep", inDir(dir, "stop") });
        program.readUntil("waiting\n");
        for (int round = 0; round < 2; ++round) {
            AttachedProcess process = AttachedProcess::attach(program.pid());
            QCOMPARE(pid_t(process.call(libcFunctionAddress(program.pid(), "getpid"), {})), program.pid());
        }
        std::ofstream(inDir(dir, "stop")) << "";
        const int status = program.finish();
        QVERIFY(WIFEXITED(status) && WEXITSTATUS(status) == 0);
        QCOMPARE(program.output(), QByteArray("waiting\ndone\n"));
    }

    // The process ends inside the call (it is made to call _exit(3)): one sentence, and the exit
    // status is the program's.
    void theProcessEndsDuringTheCall()
    {
        QTemporaryDir dir;
        Program program({ "sleep", inDir(dir, "stop") });
        program.readUntil("waiting\n");
        AttachedProcess process = AttachedProcess::attach(program.pid());
        const std::uint64_t exitFunction = libcFunctionAddress(program.pid(), "_exit");
        try {
            process.call(exitFunction, { 3 });
            QFAIL("the call returned from _exit");
        } catch (const UsageError& error) {
            QCOMPARE(QString::fromStdString(error.what()),
                QStringLiteral("process %1 ended during a call iolens made in it.").arg(program.pid()));
        }
        QVERIFY(::kill(program.pid(), 0) != 0 || errno != ESRCH); // a zombie until reaped
    }

    void refusals()
    {
        // A process that no longer exists.
        const pid_t gone = ::fork();
        if (gone == 0)
            ::_exit(0);
        ::waitpid(gone, nullptr, 0);
        QCOMPARE(attachError(gone), QStringLiteral("there is no process %1.").arg(gone));
        QCOMPARE(attachError(0), QStringLiteral("--pid 0 is not a process id: give a positive number."));

        // A process that is already traced (by this test).
        QTemporaryDir dir;
        Program program({ "sleep", inDir(dir, "stop") });
        program.readUntil("waiting\n");
        {
            AttachedProcess first = AttachedProcess::attach(program.pid());
            QCOMPARE(attachError(program.pid()),
                QStringLiteral("process %1 is already traced by process %2 (a debugger, strace or another iolens): "
                               "stop that first.")
                    .arg(program.pid())
                    .arg(::getpid()));
        }

        // Not permitted: another user's process. As root, a child drops to nobody and tries this
        // test's program; otherwise the test tries init, which is root's.
        const QString refusal = ::geteuid() == 0 ? attachErrorAsNobody(program.pid()) : attachError(1);
        QVERIFY2(refusal.startsWith(QStringLiteral("iolens may not attach to process ")), qPrintable(refusal));
        QVERIFY2(refusal.contains(QStringLiteral("belongs to user 0: run iolens as that user, or as root.")),
            qPrintable(refusal));
        std::ofstream(inDir(dir, "stop")) << "";
        QVERIFY(WIFEXITED(program.finish()));
    }

private:
    static QString attachErrorAsNobody(pid_t pid)
    {
        int pipe[2];
        if (::pipe(pipe) != 0)
            return {};
        const pid_t child = ::fork();
        if (child == 0) {
            ::close(pipe[0]);
            if (::setgid(65534) != 0 || ::setuid(65534) != 0)
                ::_exit(1);
            const QByteArray text = attachError(pid).toUtf8();
            ::_exit(::write(pipe[1], text.data(), size_t(text.size())) == text.size() ? 0 : 1);
        }
        ::close(pipe[1]);
        QByteArray text;
        char chunk[512];
        ssize_t got = 0;
        while ((got = ::read(pipe[0], chunk, sizeof chunk)) > 0)
            text.append(chunk, int(got));
        ::close(pipe[0]);
        ::waitpid(child, nullptr, 0);
        return QString::fromUtf8(text);
    }
};

QTEST_GUILESS_MAIN(TestAttach)
#include "tst_attach.moc"
