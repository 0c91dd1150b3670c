// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Attaching to a running static program (issue 25: no dynamic loader, so no library to load):
// `iolens-cli trace --pid` traces it through ptrace from the attach on. The calls counted are the
// calls the program made while attached, exactly; the small-io finding is there; the report names
// the mode; after the detach the program goes on and ends with its own output and status. Also a
// program that ends during the attach, and the refusal of a process already traced.
#include "core/errors.h"
#include "core/trace/attach/attachedprocess.h"
#include "core/trace/attach/ptraceattachsession.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
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

namespace {

// A program started with a pipe on its stdout; killed and waited for on destruction.
class Program {
public:
    Program(const std::string& command, std::vector<std::string> arguments)
    {
        int out[2];
        if (::pipe2(out, O_CLOEXEC) != 0)
            qFatal("pipe");
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, out[1], 1);
        arguments.insert(arguments.begin(), command);
        std::vector<char*> argv;
        for (std::string& word : arguments)
            argv.push_back(word.data());
        argv.push_back(nullptr);
        if (::posix_spawn(&m_pid, command.c_str(), &actions, nullptr, argv.data(), environ) != 0)
            qFatal("cannot start %s", command.c_str());
        posix_spawn_file_actions_destroy(&actions);
        ::close(out[1]);
        m_out = out[0];
    }
    ~Program()
    {
        if (m_pid > 0) {
            ::kill(m_pid, SIGKILL);
            ::waitpid(m_pid, nullptr, 0);
        }
        ::close(m_out);
    }
    pid_t pid() const { return m_pid; }

    // What the program wrote to stdout until `text` appeared in it (or 20 s passed).
    QByteArray readUntil(const QByteArray& text)
    {
        for (int i = 0; i < 2000 && !m_output.contains(text); ++i) {
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
    int m_out = -1;
    QByteArray m_output;
};

std::string inDir(const QTemporaryDir& dir, const char* name)
{
    return dir.filePath(QString::fromLatin1(name)).toStdString();
}

void touch(const std::string& path)
{
    std::ofstream(path) << "";
}

QJsonObject readJson(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// The `call` calls on `path` in the trace, and their bytes.
qint64 callsOn(const QJsonObject& trace, const std::string& path, const QString& call)
{
    qint64 count = 0;
    for (const QJsonValue f : trace.value(u"files").toArray())
        if (f.toObject().value(u"path").toString() == QString::fromStdString(path))
            for (const QJsonValue c : f.toObject().value(u"calls").toArray())
                if (c.toObject().value(u"call").toString() == call)
                    count += c.toObject().value(u"count").toInteger();
    return count;
}

QStringList findingIds(const QJsonObject& trace)
{
    QStringList ids;
    for (const QJsonValue f : trace.value(u"findings").toArray())
        ids << f.toObject().value(u"id").toString();
    return ids;
}

} // namespace

class TestAttachStatic : public QObject {
    Q_OBJECT

private slots:
    void staticProgramsCannotTakeTheLibrary()
    {
        QTemporaryDir dir;
        Program program(ATTACHPROG_STATIC, { "sleep", inDir(dir, "stop") });
        QVERIFY(program.readUntil("waiting\n").contains("waiting"));
        QVERIFY(iolens::trace::cannotTakeTraceLibrary(program.pid()));
        QVERIFY(!iolens::trace::cannotTakeTraceLibrary(::getpid())); // this test is dynamic
        touch(inDir(dir, "stop"));
        QVERIFY(WIFEXITED(program.finish()));
    }

    // iolens-cli attaches while the program waits, the program then makes exactly N one-byte
    // reads, and Ctrl+C ends the trace: the trace has those N reads, no more and no fewer, and the
    // mode (8000 reads are too few for the small-io finding: cliResolves… checks it); the program goes on after the
    // detach to its normal end.
    void cliTracesARunningStaticProgram_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addRow("C, gcc -static") << QStringLiteral("c");
        QTest::addRow("Go") << QStringLiteral("go");
    }
    void cliTracesARunningStaticProgram()
    {
        QFETCH(QString, language);
        QTemporaryDir dir;
        const std::string data = inDir(dir, "data.bin"), go = inDir(dir, "go"), stop = inDir(dir, "stop");
        std::ofstream(data) << std::string(3000, 'x');
        constexpr int kReads = 8000;
        const std::vector<std::string> arguments { go, data, std::to_string(kReads), stop };
        std::vector<std::string> withMode = arguments;
        withMode.insert(withMode.begin(), "exact");
        Program program(language == u"c" ? ATTACHPROG_STATIC : ATTACHGO, language == u"c" ? withMode : arguments);
        QVERIFY(program.readUntil("waiting\n").contains("waiting"));

        const QString json = dir.filePath(QStringLiteral("trace.json"));
        QProcess cli;
        cli.setReadChannel(QProcess::StandardError); // waitForReadyRead waits for what iolens says there
        cli.start(QStringLiteral(IOLENS_CLI),
            { QStringLiteral("trace"), QStringLiteral("--pid"), QString::number(program.pid()),
                QStringLiteral("--json"), json });
        QByteArray err;
        while (!err.contains("Ctrl+C stops") && cli.waitForReadyRead(20'000))
            err += cli.readAllStandardError();
        QVERIFY2(err.contains("iolens: tracing process"), err.constData());
        touch(go);
        const QByteArray said = "read " + QByteArray::number(kReads) + "\n";
        QVERIFY2(program.readUntil(said).contains(said), program.output().constData());
        ::kill(cli.processId(), SIGINT);
        QVERIFY(cli.waitForFinished(60'000));
        err += cli.readAllStandardError();
        QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0, err.constData());
        QVERIFY2(err.contains("(detached)"), err.constData());
        QVERIFY2(err.contains("Attached through ptrace: a static program"), err.constData());

        const QJsonObject trace = readJson(json);
        QCOMPARE(trace.value(u"processes").toArray().first().toObject().value(u"end").toString(),
            QStringLiteral("detached"));
        QCOMPARE(trace.value(u"mode").toString(), QStringLiteral("ptrace"));
        QCOMPARE(callsOn(trace, data, QStringLiteral("read")), qint64(kReads));
        QCOMPARE(callsOn(trace, data, QStringLiteral("lseek")), qint64(kReads / 3001));

        // Detached: the program was not left stopped, and ends as it would have.
        touch(stop);
        const int status = program.finish();
        QVERIFY(WIFEXITED(status));
        QCOMPARE(WEXITSTATUS(status), 0);
        QCOMPARE(program.output(), QByteArray("waiting\n") + said + "done\n");
    }

    // The file was opened before the attach: its reads are on its path (from /proc/PID/fd), and
    // --duration ends the trace; the program made more reads in all than were traced. Three
    // seconds: stopped at every read, the program makes about 29,000 a second here, and a loaded
    // CI machine made fewer than small-io's 10,000 in one.
    void cliResolvesAFileOpenedBeforeTheAttach()
    {
        QTemporaryDir dir;
        const std::string data = inDir(dir, "data.bin"), stop = inDir(dir, "stop");
        std::ofstream(data) << std::string(3000, 'x');
        Program program(ATTACHPROG_STATIC, { "bytes", data, stop });
        QVERIFY(program.readUntil("waiting\n").contains("waiting"));
        const QString json = dir.filePath(QStringLiteral("trace.json"));
        QProcess cli;
        cli.start(QStringLiteral(IOLENS_CLI),
            { QStringLiteral("trace"), QStringLiteral("--pid"), QString::number(program.pid()),
                QStringLiteral("--duration"), QStringLiteral("3"), QStringLiteral("--json"), json });
        QVERIFY(cli.waitForFinished(60'000));
        const QByteArray err = cli.readAllStandardError();
        QVERIFY2(cli.exitCode() == 0, err.constData());
        const QJsonObject trace = readJson(json);
        const qint64 traced = callsOn(trace, data, QStringLiteral("read"));
        QVERIFY2(traced > 1000, qPrintable(QString::number(traced)));
        QVERIFY2(findingIds(trace).contains(QStringLiteral("small-io")), qPrintable(findingIds(trace).join(u',')));
        touch(stop);
        QCOMPARE(program.finish(), 0);
        QVERIFY2(program.output().startsWith("waiting\ndone "), program.output().constData());
        const qint64 made = program.output().mid(int(qstrlen("waiting\ndone "))).trimmed().toLongLong();
        QVERIFY2(made > traced, qPrintable(QStringLiteral("%1 made, %2 traced").arg(made).arg(traced)));
    }

    // A static program that ends on its own while attached (for far longer): the CLI ends with
    // it and says how it ended.
    void cliStaticProgramEndsDuringTheAttach_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("said");
        QTest::addRow("calls exit") << QStringLiteral("exit") << 4 << QStringLiteral("(exited 4)");
        QTest::addRow("killed by a signal")
            << QStringLiteral("signal") << int(SIGTERM) << QStringLiteral("(killed by signal 15 (SIGTERM))");
    }
    void cliStaticProgramEndsDuringTheAttach()
    {
        QFETCH(QString, how);
        QFETCH(int, code);
        QFETCH(QString, said);
        QTemporaryDir dir;
        const std::string data = inDir(dir, "data.bin");
        std::ofstream(data) << std::string(3000, 'x');
        Program program(ATTACHPROG_STATIC, { "bytesfor", data, "1500", how.toStdString(), std::to_string(code) });
        program.readUntil("waiting\n");
        const QString json = dir.filePath(QStringLiteral("trace.json"));
        QProcess cli;
        cli.start(QStringLiteral(IOLENS_CLI),
            { QStringLiteral("trace"), QStringLiteral("--pid"), QString::number(program.pid()),
                QStringLiteral("--duration"), QStringLiteral("600"), QStringLiteral("--json"), json });
        QVERIFY(cli.waitForFinished(60'000));
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QVERIFY2(cli.exitCode() == 0, qPrintable(err));
        QVERIFY2(err.contains(said), qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("detached")), qPrintable(err));
        const QJsonObject process = readJson(json).value(u"processes").toArray().first().toObject();
        QCOMPARE(
            process.value(u"end").toString(), how == u"exit" ? QStringLiteral("exited") : QStringLiteral("killed"));
        QVERIFY(callsOn(readJson(json), data, QStringLiteral("read")) > 100);
        const int status = program.finish();
        QCOMPARE(how == u"signal" ? WTERMSIG(status) : WEXITSTATUS(status), code);
    }

    // Already traced (here by this test): one sentence with the reason and the remedy.
    void cliRefusesAProcessAlreadyTraced()
    {
        QTemporaryDir dir;
        Program program(ATTACHPROG_STATIC, { "sleep", inDir(dir, "stop") });
        program.readUntil("waiting\n");
        {
            iolens::trace::AttachedProcess held = iolens::trace::AttachedProcess::attach(program.pid());
            QProcess cli;
            cli.start(QStringLiteral(IOLENS_CLI),
                { QStringLiteral("trace"), QStringLiteral("--pid"), QString::number(program.pid()) });
            QVERIFY(cli.waitForFinished(30'000));
            const QString err = QString::fromUtf8(cli.readAllStandardError());
            QCOMPARE(cli.exitCode(), 2);
            QVERIFY2(
                err.contains(
                    QStringLiteral("process %1 is already traced by process %2").arg(program.pid()).arg(::getpid())),
                qPrintable(err));
            QVERIFY2(err.count(u'\n') == 1, qPrintable(err));
        }
        touch(inDir(dir, "stop"));
        const int status = program.finish();
        QVERIFY(WIFEXITED(status) && WEXITSTATUS(status) == 0);
        QCOMPARE(program.output(), QByteArray("waiting\ndone\n"));
    }
};

QTEST_GUILESS_MAIN(TestAttachStatic)
#include "tst_attachstatic.moc"
