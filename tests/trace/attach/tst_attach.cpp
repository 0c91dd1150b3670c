// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Attaching to a running process (issue 25, the mechanism under `iolens-cli trace --pid`): calls
// made inside a live program return what they return there, a library loads into it, and the
// program goes on with its own output and exit status, also when it was stopped inside a blocking
// system call. Refusals are one sentence naming the process.
#include "core/errors.h"
#include "core/trace/attach/attachedprocess.h"
#include "core/trace/attach/libraryloader.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <fcntl.h>
#include <fstream>
#include <optional>
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
        : Program(ATTACHPROG, arguments)
    { }
    // Any program (a path, or a name looked up in PATH) with its arguments.
    Program(const std::string& command, const std::vector<std::string>& arguments)
    {
        int in[2], out[2];
        if (::pipe2(in, O_CLOEXEC) != 0 || ::pipe2(out, O_CLOEXEC) != 0)
            qFatal("pipe");
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, in[0], 0);
        posix_spawn_file_actions_adddup2(&actions, out[1], 1);
        std::vector<std::string> words { command };
        words.insert(words.end(), arguments.begin(), arguments.end());
        std::vector<char*> argv;
        for (std::string& word : words)
            argv.push_back(word.data());
        argv.push_back(nullptr);
        if (::posix_spawnp(&m_pid, command.c_str(), &actions, nullptr, argv.data(), environ) != 0)
            qFatal("cannot start %s", command.c_str());
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

    // iolens-cli trace --pid, twice in a row on one running program that reads a file one byte
    // at a time: each trace has the reads from its attach on (fewer than the program made in
    // all), the small-io finding and the process "detached"; the program ends as untraced.
    void cliTracesARunningProgramTwice()
    {
        QTemporaryDir dir;
        const std::string data = inDir(dir, "data.bin");
        std::ofstream(data) << std::string(5000, 'x');
        Program program({ "bytes", data, inDir(dir, "stop") });
        program.readUntil("waiting\n");
        qint64 traced = 0;
        for (int round = 0; round < 2; ++round)
            traced += tracedReads(program.pid(), data, dir.filePath(QStringLiteral("trace%1.json").arg(round)));
        std::ofstream(inDir(dir, "stop")) << "";
        QVERIFY(program.finish() == 0);
        const QByteArray output = program.output();
        QVERIFY2(output.startsWith("waiting\ndone "), output.constData());
        const qint64 made = output.mid(int(qstrlen("waiting\ndone "))).trimmed().toLongLong();
        QVERIFY2(made > traced, qPrintable(QStringLiteral("%1 made, %2 traced").arg(made).arg(traced)));
    }

    // The same in the languages the issue names: Python's unbuffered f.read(1) and Java's
    // FileInputStream.read(), each a read(2) per byte through the interpreter's or the JVM's own
    // library (python3, libjava.so), whose GOT slots the attach redirects.
    void cliTracesPythonAndJava_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addRow("python3") << QStringLiteral("python3");
        QTest::addRow("java") << QStringLiteral("java");
    }
    void cliTracesPythonAndJava()
    {
        QFETCH(QString, language);
        QTemporaryDir dir;
        const std::string data = inDir(dir, "data.bin"), stop = inDir(dir, "stop");
        std::ofstream(data) << std::string(5000, 'x');
        std::optional<Program> program;
        if (language == u"python3") {
            program.emplace("python3",
                std::vector<std::string> { "-c",
                    "import os, sys\nprint('waiting', flush=True)\nn = 0\n"
                    "while not os.path.exists(sys.argv[2]):\n"
                    "    with open(sys.argv[1], 'rb', buffering=0) as f:\n"
                    "        while f.read(1):\n            n += 1\nprint('done', n)\n",
                    data, stop });
        } else {
            std::ofstream(inDir(dir, "ByteReader.java"))
                << "import java.io.*;\npublic class ByteReader { public static void main(String[] a) throws Exception "
                   "{\n"
                   "System.out.println(\"waiting\"); System.out.flush(); long n = 0;\n"
                   "while (!new File(a[1]).exists()) { try (FileInputStream in = new FileInputStream(a[0])) {\n"
                   "while (in.read() >= 0) n++; } }\nSystem.out.println(\"done \" + n); } }\n";
            QProcess javac;
            javac.start(QStringLiteral("javac"), { dir.filePath(QStringLiteral("ByteReader.java")) });
            QVERIFY2(javac.waitForFinished(120'000) && javac.exitCode() == 0, javac.readAllStandardError().constData());
            program.emplace(
                "java", std::vector<std::string> { "-cp", dir.path().toStdString(), "ByteReader", data, stop });
        }
        QVERIFY(program->readUntil("waiting\n").contains("waiting"));
        tracedReads(program->pid(), data, dir.filePath(QStringLiteral("trace.json")));
        std::ofstream(stop) << "";
        QCOMPARE(program->finish(), 0);
        QVERIFY2(program->output().startsWith("waiting\ndone "), program->output().constData());
    }

    // A program that ends on its own while iolens-cli is attached to it (for far longer): the CLI
    // ends with it, not at the end of --duration, and the report and the JSON say how it ended,
    // as for a program iolens started, never "detached". Returning from main calls exit inside
    // libc, past the GOT slots the attach redirects; exit() is called through them.
    void cliProcessEndsDuringTheAttach_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("end");
        QTest::addColumn<QString>("said");
        QTest::addColumn<int>("traceStatus");
        QTest::addRow("returns from main")
            << QStringLiteral("return") << 3 << QStringLiteral("exited") << QStringLiteral("(exited 3)") << 3;
        QTest::addRow("calls exit") << QStringLiteral("exit") << 4 << QStringLiteral("exited")
                                    << QStringLiteral("(exited 4)") << 4;
        QTest::addRow("killed by a signal") << QStringLiteral("signal") << int(SIGTERM) << QStringLiteral("killed")
                                            << QStringLiteral("(killed by signal 15 (SIGTERM))") << 128 + SIGTERM;
    }
    void cliProcessEndsDuringTheAttach()
    {
        QFETCH(QString, how);
        QFETCH(int, code);
        QFETCH(QString, end);
        QFETCH(QString, said);
        QFETCH(int, traceStatus);
        QTemporaryDir dir;
        const std::string data = inDir(dir, "data.bin");
        std::ofstream(data) << std::string(5000, 'x');
        Program program({ "bytesfor", data, "2500", how.toStdString(), std::to_string(code) });
        program.readUntil("waiting\n");
        const QString json = dir.filePath(QStringLiteral("trace.json"));
        QProcess cli;
        QElapsedTimer clock;
        clock.start();
        cli.start(QStringLiteral(IOLENS_CLI),
            { QStringLiteral("trace"), QStringLiteral("--pid"), QString::number(program.pid()),
                QStringLiteral("--duration"), QStringLiteral("600"), QStringLiteral("--json"), json });
        QVERIFY(cli.waitForFinished(120'000));
        // Not the 600 s of --duration: the CLI saw the end (the program's parent, this test, has
        // not reaped it yet: iolens must not take a zombie for a running process).
        QVERIFY2(clock.elapsed() < 60'000, qPrintable(QString::number(clock.elapsed())));
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QVERIFY2(cli.exitCode() == 0, qPrintable(err));
        QVERIFY2(err.contains(said), qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("detached")), qPrintable(err));
        QFile file(json);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject trace = QJsonDocument::fromJson(file.readAll()).object();
        const QJsonObject process = trace.value(u"processes").toArray().first().toObject();
        QCOMPARE(process.value(u"end").toString(), end);
        if (end == u"exited")
            QCOMPARE(process.value(u"exit_status").toInt(), code);
        else
            QCOMPARE(process.value(u"signal").toInt(), code);
        QCOMPARE(trace.value(u"exit_status").toInt(), traceStatus);
        const int status = program.finish();
        QCOMPARE(how == u"signal" ? WTERMSIG(status) : WEXITSTATUS(status), code);
    }

    void cliRefusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::addRow("not a pid") << QStringList { QStringLiteral("--pid"), QStringLiteral("0") }
                                   << QStringLiteral("--pid");
        QTest::addRow("pid and program") << QStringList { QStringLiteral("--pid"), QStringLiteral("1"),
            QStringLiteral("--"), QStringLiteral("true") }
                                         << QStringLiteral("Give either --pid or a program to start, not both.");
        QTest::addRow("duration alone") << QStringList { QStringLiteral("--duration"), QStringLiteral("3"),
            QStringLiteral("--"), QStringLiteral("true") }
                                        << QStringLiteral("--duration goes with --pid");
        QTest::addRow("wait-all with pid") << QStringList { QStringLiteral("--pid"), QStringLiteral("1"),
            QStringLiteral("--wait-all") } << QStringLiteral("--wait-all applies to a program iolens starts");
    }
    void cliRefusals()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        QProcess cli;
        cli.start(QStringLiteral(IOLENS_CLI), QStringList { QStringLiteral("trace") } + arguments);
        QVERIFY(cli.waitForFinished(30'000));
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QCOMPARE(cli.exitCode(), 2);
        QVERIFY2(err.contains(message), qPrintable(err));
        QCOMPARE(err.count(u'\n'), 1); // one sentence
    }

private:
    // Runs iolens-cli trace --pid PID --duration 1 --json JSON and checks what every attach must
    // show; returns the read calls on `data` it counted.
    static qint64 tracedReads(pid_t pid, const std::string& data, const QString& json)
    {
        QProcess cli;
        cli.start(QStringLiteral(IOLENS_CLI),
            { QStringLiteral("trace"), QStringLiteral("--pid"), QString::number(pid), QStringLiteral("--duration"),
                QStringLiteral("1"), QStringLiteral("--json"), json });
        [&] { QVERIFY(cli.waitForFinished(60'000)); }();
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        [&] {
            QVERIFY2(cli.exitCode() == 0, qPrintable(err));
            QVERIFY2(err.contains(QStringLiteral("(detached)")), qPrintable(err));
        }();
        QFile file(json);
        [&] { QVERIFY(file.open(QIODevice::ReadOnly)); }();
        const QJsonObject trace = QJsonDocument::fromJson(file.readAll()).object();
        [&] {
            QCOMPARE(trace.value(u"processes").toArray().first().toObject().value(u"end").toString(),
                QStringLiteral("detached"));
        }();
        qint64 reads = 0;
        for (const QJsonValue f : trace.value(u"files").toArray())
            if (f.toObject().value(u"path").toString() == QString::fromStdString(data))
                for (const QJsonValue c : f.toObject().value(u"calls").toArray())
                    if (c.toObject().value(u"call").toString() == u"read")
                        reads += c.toObject().value(u"count").toInteger();
        QStringList ids;
        for (const QJsonValue f : trace.value(u"findings").toArray())
            ids << f.toObject().value(u"id").toString();
        [&] {
            QVERIFY2(reads > 10'000, qPrintable(QString::number(reads)));
            QVERIFY2(ids.contains(QStringLiteral("small-io")), qPrintable(ids.join(u',')));
        }();
        return reads;
    }

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
