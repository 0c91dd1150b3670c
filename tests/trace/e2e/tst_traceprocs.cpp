// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tracee2e.h"

#include <QTest>

#include <csignal>

#include <sys/stat.h>
#include <unistd.h>

// Issue 22, end to end through iolens-cli trace --json: every process its own record (daemon(3),
// a raw clone), and unseen I/O, the kernel's counts less what the trace attributed.

using namespace tracee2e;
using namespace Qt::StringLiterals;

class TestTraceProcs : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString path(const QString& name) const { return m_dir.filePath(name); }

    static QJsonObject processOf(const TraceRun& r, const QString& argv0Suffix, int nth = 0)
    {
        for (const QJsonValue& p : r.processes())
            if (p[u"argv"].toArray().at(0).toString().endsWith(argv0Suffix) && nth-- == 0)
                return p.toObject();
        return {};
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // N reads through raw syscall(SYS_read) are unseen: about N calls and N * SIZE bytes; the same
    // reads through read(2) leave nothing unseen, and the program's exit status is unchanged.
    void unseenReads_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addRow("raw syscall") << QStringLiteral("raw");
        QTest::addRow("read(2)") << QStringLiteral("libc");
    }
    void unseenReads()
    {
        QFETCH(QString, mode);
        constexpr int kReads = 300, kSize = 4096;
        const QString data = path(QStringLiteral("unseen.") + mode);
        const QStringList command { e2eProgram(QStringLiteral("unseen_reads")), mode, data, QString::number(kReads),
            QString::number(kSize) };
        QCOMPARE(runPlain(command.front(), command.mid(1)), 0);
        const TraceRun r = trace(path(QStringLiteral("unseen.json")), command, { QStringLiteral("--no-symbols") });
        QVERIFY2(r.cli.exitCode == 0 && r.jsonError.isEmpty(), r.describe().constData());
        QCOMPARE(r.processes().size(), 1);
        const QJsonObject unseen = r.processes().first()[u"unseen"].toObject();
        QVERIFY2(!unseen.isEmpty(), r.describe().constData());
        const bool raw = mode == u"raw";
        QCOMPARE(r.call(data, QStringLiteral("read")).count, raw ? 0u : std::uint64_t(kReads));
        // The kernel's count may hold a few reads of libc's own (none in this program today).
        const qint64 calls = unseen[u"read_calls"].toInteger(), bytes = unseen[u"read_bytes"].toInteger();
        if (raw) {
            QVERIFY2(calls >= kReads && calls <= kReads + 4, QByteArray::number(calls).constData());
            QVERIFY2(bytes >= qint64(kReads) * kSize && bytes <= qint64(kReads) * kSize + 4096,
                QByteArray::number(bytes).constData());
            QVERIFY(unseen[u"reasons"].toArray().contains(QStringLiteral("outside-libc")));
            QVERIFY(unseen[u"sentence"].toString().contains(QStringLiteral("1.2 MiB read by")));
            QVERIFY2(r.cli.err.contains("unseen I/O: 1.2 MiB read by"), r.cli.err.constData());
            QVERIFY(r.json[u"notices"].toArray().first().toString().startsWith(QStringLiteral("Unseen I/O:")));
        } else {
            QVERIFY2(calls <= 4, QByteArray::number(calls).constData());
            QVERIFY2(bytes <= 4096, QByteArray::number(bytes).constData());
            QVERIFY(!r.cli.err.contains("unseen I/O"));
            for (const QJsonValue& n : r.json[u"notices"].toArray())
                QVERIFY(!n.toString().startsWith(QStringLiteral("Unseen I/O:")));
        }
        QCOMPARE(unseen[u"write_calls"].toInteger(), 0);
        QCOMPARE(unseen[u"write_bytes"].toInteger(), 0);
        QCOMPARE(unseen[u"seen_write_calls"].toInteger(), 1);
        QCOMPARE(unseen[u"seen_write_bytes"].toInteger(), qint64(kReads) * kSize);
    }

    // A program that reads through stdio only is accounted for: its buffer refills are system calls
    // no preload sees, but its bytes are in the trace.
    void stdioIsNotUnseen()
    {
        const QString data = path(QStringLiteral("stdio.in"));
        QFile in(data);
        QVERIFY(in.open(QIODevice::WriteOnly) && in.write(QByteArray(20'000, 'x')) == 20'000);
        in.close();
        const TraceRun r = trace(path(QStringLiteral("stdio.json")),
            { pattern(QStringLiteral("small_io_fgetc")), data, QStringLiteral("20000") },
            { QStringLiteral("--no-symbols") });
        QVERIFY2(r.cli.exitCode == 0 && r.jsonError.isEmpty(), r.describe().constData());
        for (const QJsonValue& p : r.processes()) {
            const QJsonObject unseen = p[u"unseen"].toObject();
            QVERIFY(!unseen.isEmpty());
            QVERIFY2(unseen[u"read_calls"].toInteger() + unseen[u"write_calls"].toInteger() <= 4,
                QJsonDocument(unseen).toJson().constData());
        }
    }

    // A shell's counts include those of the children it reaped: once theirs (and the read of their
    // last /proc/self/io snapshot) are taken out, a shell that only starts `cat`s has nothing unseen,
    // as the kernel counts it. (It had 3 bytes "read by 0 system calls" when a cat's read_bytes had
    // four digits, which needs a cold page cache; tst_unseenio holds that case and the calls.)
    void reapedChildrenLeaveTheShellNothingUnseen()
    {
        const QString data = path(QStringLiteral("hostname.txt"));
        QFile in(data);
        QVERIFY(in.open(QIODevice::WriteOnly) && in.write("vm\n") == 3);
        in.close();
        const TraceRun r = trace(path(QStringLiteral("shell.json")),
            { QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                QStringLiteral("for i in 1 2 3; do cat '%1' > /dev/null; done").arg(data) },
            { QStringLiteral("--no-symbols") });
        QVERIFY2(r.cli.exitCode == 0 && r.jsonError.isEmpty(), r.describe().constData());
        const QJsonObject shell = processOf(r, QStringLiteral("sh"));
        QVERIFY2(!shell.isEmpty(), r.describe().constData());
        const QJsonObject unseen = shell[u"unseen"].toObject();
        QVERIFY2(shell[u"kernel"].toObject()[u"syscr"].toInteger() > 0, r.describe().constData());
        QCOMPARE(unseen[u"read_calls"].toInteger(), 0);
        QCOMPARE(unseen[u"read_bytes"].toInteger(), 0);
        QCOMPARE(unseen[u"write_calls"].toInteger(), 0);
        QCOMPARE(unseen[u"write_bytes"].toInteger(), 0);
        for (int nth = 0; nth < 3; ++nth)
            QCOMPARE(
                r.callsOn(data, processOf(r, QStringLiteral("cat"), nth)[u"pid"].toInt()).value(QStringLiteral("read")),
                std::uint64_t(2)); // the 3 bytes, then the end
    }

    // exit() flushes the program's streams after the library recorded the image's end: glibc's
    // `getent passwd` leaves all its output in stdout's buffer, and its write came after its counts
    // were read: "0 write system calls, 0 B written", and the shell that reaped it showed that
    // write as its own unseen I/O. Its counts now include the flush, the shell has nothing unseen
    // written, and the output is unchanged.
    void stdioFlushAtExitIsInTheProgramsCounts()
    {
        const QString getent = QStandardPaths::findExecutable(QStringLiteral("getent"));
        QVERIFY2(!getent.isEmpty(), "getent (Debian's libc-bin) is missing");
        const QString untraced = path(QStringLiteral("getent-untraced.out"));
        const QString traced = path(QStringLiteral("getent-traced.out"));
        QProcess alone;
        alone.setStandardOutputFile(untraced);
        alone.start(getent, { QStringLiteral("passwd") });
        QVERIFY(alone.waitForFinished() && alone.exitCode() == 0);
        const TraceRun r = trace(path(QStringLiteral("getent.json")),
            { QStringLiteral("/bin/bash"), QStringLiteral("-c"),
                QStringLiteral("'%1' passwd > '%2'; true").arg(getent, traced) },
            { QStringLiteral("--no-symbols") });
        QVERIFY2(r.cli.exitCode == 0 && r.jsonError.isEmpty(), r.describe().constData());
        QFile a(untraced), b(traced);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        const QByteArray expected = a.readAll();
        QVERIFY(!expected.isEmpty());
        QCOMPARE(b.readAll(), expected);
        const QJsonObject image = processOf(r, QStringLiteral("getent"));
        QVERIFY2(!image.isEmpty(), r.describe().constData());
        QCOMPARE(image[u"kernel"].toObject()[u"wchar"].toInteger(), expected.size());
        QVERIFY2(image[u"kernel"].toObject()[u"syscw"].toInteger() >= 1, r.describe().constData());
        const QJsonObject shell = processOf(r, QStringLiteral("bash"));
        QVERIFY2(!shell.isEmpty(), r.describe().constData());
        QCOMPARE(shell[u"unseen"].toObject()[u"write_calls"].toInteger(), 0);
        QCOMPARE(shell[u"unseen"].toObject()[u"write_bytes"].toInteger(), 0);
    }

    // The same flush after an exit() from a SIGTERM handler, which may have interrupted malloc:
    // the library allocates nothing at exit (its stream was made at the printf), and the program's
    // output, status and counts are its own.
    void exitFromASignalHandlerKeepsItsOutput()
    {
        const TraceRun r = trace(path(QStringLiteral("exit_in_handler.json")),
            { e2eProgram(QStringLiteral("exit_in_handler")) }, { QStringLiteral("--no-symbols") });
        QCOMPARE(r.cli.exitCode, 3);
        QVERIFY2(r.jsonError.isEmpty(), r.describe().constData());
        QCOMPARE(r.cli.out, QByteArray("left in the buffer\n"));
        const QJsonObject image = processOf(r, QStringLiteral("exit_in_handler"));
        QVERIFY2(!image.isEmpty(), r.describe().constData());
        QCOMPARE(image[u"end"].toString(), QStringLiteral("exited"));
        QCOMPARE(image[u"exit_status"].toInt(), 3);
        QCOMPARE(image[u"kernel"].toObject()[u"wchar"].toInteger(), r.cli.out.size());
    }

    // Images that leave past the library's exit wrappers and destructor: with the exit_group system
    // call (Go's os.Exit in a program linked with cgo), or quick_exit (no destructor; libc's own
    // _exit). They read "ended without exiting (killed or crashed)", without counts, and under a
    // shell their writes were the shell's unseen I/O. Their reaper (the traced shell, or iolens for
    // the program it started) now tells their status, counts and end (when they were seen as
    // zombies, at the latest); quick_exit is followed as an exit.
    void exitsPastTheLibraryAreTold_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("written");
        QTest::addColumn<bool>("underShell");
        QTest::addRow("exit_group, reaped by a traced shell") << u"raw_exit_group"_s << 5 << QByteArray("r\n") << true;
        QTest::addRow("exit_group, reaped by iolens") << u"raw_exit_group"_s << 5 << QByteArray("r\n") << false;
        QTest::addRow("quick_exit, reaped by a traced shell")
            << u"quick_exit_write"_s << 4 << QByteArray("q\n") << true;
    }
    void exitsPastTheLibraryAreTold()
    {
        QFETCH(QString, program);
        QFETCH(int, status);
        QFETCH(QByteArray, written);
        QFETCH(bool, underShell);
        const QString binary = e2eProgram(program);
        const QStringList command = underShell
            ? QStringList { u"/bin/bash"_s, u"-c"_s, u"'%1'; echo rc=$?"_s.arg(binary) }
            : QStringList { binary };
        const TraceRun r = trace(path(u"exit.json"_s), command, { u"--no-symbols"_s });
        QCOMPARE(r.cli.exitCode, underShell ? 0 : status);
        QVERIFY2(r.jsonError.isEmpty(), r.describe().constData());
        QCOMPARE(r.cli.out, underShell ? written + "rc=" + QByteArray::number(status) + "\n" : written);
        const QJsonObject image = processOf(r, program);
        QVERIFY2(!image.isEmpty(), r.describe().constData());
        QCOMPARE(image[u"end"].toString(), u"exited"_s);
        QCOMPARE(image[u"exit_status"].toInt(), status);
        QCOMPARE(image[u"kernel"].toObject()[u"syscw"].toInteger(), 1);
        QCOMPARE(image[u"kernel"].toObject()[u"wchar"].toInteger(), written.size());
        QVERIFY2(image[u"wall_ns"].toInteger() > 0, r.describe().constData()); // until it was seen ended
        if (underShell) {
            const QJsonObject unseen = processOf(r, u"bash"_s)[u"unseen"].toObject();
            QCOMPARE(unseen[u"write_calls"].toInteger(), 0);
            QCOMPARE(unseen[u"write_bytes"].toInteger(), 0);
        }
        QVERIFY2(!r.cli.err.contains("ended without exiting"), r.cli.err.constData());
    }

    // daemon(3) forks inside libc: the daemon still gets a record of its own, with its parent named
    // and all its N writes, none in the parent's. The parent ends with _exit(0) inside libc, past
    // the library: its record says it exited, also under a shell, where no wait status of iolens'
    // tells (it said "ended without exiting (killed or crashed)").
    void daemonGetsItsOwnRecord_data()
    {
        QTest::addColumn<bool>("underShell");
        QTest::addRow("started by iolens") << false;
        QTest::addRow("started by a shell") << true;
    }
    void daemonGetsItsOwnRecord()
    {
        QFETCH(bool, underShell);
        constexpr int kRecords = 500;
        const QString data = path(underShell ? QStringLiteral("shell-daemon.out") : QStringLiteral("daemon.out"));
        const QString program = e2eProgram(QStringLiteral("daemon_records"));
        const QStringList command = underShell ? QStringList { QStringLiteral("/bin/sh"), QStringLiteral("-c"),
            QStringLiteral("'%1' '%2' %3; echo started").arg(program, data).arg(kRecords) }
                                               : QStringList { program, data, QString::number(kRecords) };
        const TraceRun r = trace(path(QStringLiteral("daemon.json")), command,
            { QStringLiteral("--no-symbols"), QStringLiteral("--wait-all") });
        QVERIFY2(r.cli.exitCode == 0 && r.jsonError.isEmpty(), r.describe().constData());
        QVERIFY(QFile::exists(data + QStringLiteral(".done")));
        const QJsonObject top = processOf(r, QStringLiteral("daemon_records"), 0);
        const QJsonObject daemon = processOf(r, QStringLiteral("daemon_records"), 1);
        QVERIFY2(!top.isEmpty() && !daemon.isEmpty(), r.describe().constData());
        QCOMPARE(daemon[u"parent"].toInt(), top[u"pid"].toInt());
        QCOMPARE(daemon[u"end"].toString(), QStringLiteral("exited"));
        const QString renamed = data + QStringLiteral(".done"); // the file keeps its entry under its new name
        QCOMPARE(r.callsOn(renamed, daemon[u"pid"].toInt()).value(QStringLiteral("write")), std::uint64_t(kRecords));
        QCOMPARE(r.callsOn(renamed, top[u"pid"].toInt()).value(QStringLiteral("write")), std::uint64_t(0));
        QCOMPARE(top[u"end"].toString(), QStringLiteral("exited"));
        QCOMPARE(top[u"exit_status"].toInt(), 0);
        QCOMPARE(r.json[u"still_running"].toInt(), 0);
        if (underShell)
            QCOMPARE(r.cli.out, QByteArray("started\n"));
        else
            QCOMPARE(r.processes().size(), 2);
    }

    // A raw clone(SIGCHLD) system call: no wrapper, no atfork handler; the child notices at its
    // first call and writes into a record of its own, with its parent.
    void rawCloneGetsItsOwnRecord()
    {
        constexpr int kRecords = 40;
        const QString data = path(QStringLiteral("clone.out"));
        const QStringList command { e2eProgram(QStringLiteral("raw_clone")), data, QString::number(kRecords) };
        QCOMPARE(runPlain(command.front(), command.mid(1)), 0);
        const TraceRun r = trace(path(QStringLiteral("clone.json")), command, { QStringLiteral("--no-symbols") });
        QVERIFY2(r.cli.exitCode == 0 && r.jsonError.isEmpty(), r.describe().constData());
        QCOMPARE(r.processes().size(), 2);
        const QJsonObject parent = processOf(r, QStringLiteral("raw_clone"), 0);
        const QJsonObject child = processOf(r, QStringLiteral("raw_clone"), 1);
        QCOMPARE(child[u"parent"].toInt(), parent[u"pid"].toInt());
        QCOMPARE(child[u"end"].toString(), QStringLiteral("exited"));
        QCOMPARE(parent[u"end"].toString(), QStringLiteral("exited"));
        QCOMPARE(r.callsOn(data, child[u"pid"].toInt()).value(QStringLiteral("write")), std::uint64_t(kRecords));
        QCOMPARE(r.callsOn(data, parent[u"pid"].toInt()).value(QStringLiteral("write")), std::uint64_t(2));
    }

    // A child a signal killed runs none of the library's code at its end: its traced parent tells its
    // record the signal when it reaps it, and the kernel's counts, read while it was a zombie
    // (wrap_wait.c). bash reaps with waitpid, dash with wait3. `yes` is killed by SIGPIPE once head
    // has its line: inside a write, which the kernel counted and the library never saw return. A
    // shell kills itself with SIGUSR1. The shell's output and status are what they are untraced, and
    // its own unseen I/O does not hold what its killed children wrote (the kernel adds a reaped
    // child's counts to its parent's; known, they are taken out).
    void killedChildrenNameTheirSignal_data()
    {
        QTest::addColumn<QString>("shell");
        QTest::addRow("bash") << QStringLiteral("/bin/bash");
        QTest::addRow("dash") << QStringLiteral("/bin/sh");
    }
    void killedChildrenNameTheirSignal()
    {
        QFETCH(QString, shell);
        const QStringList command { shell, QStringLiteral("-c"),
            QStringLiteral("yes | head -n 1; /bin/sh -c 'kill -USR1 $$'; echo status=$?") };
        QByteArray plainOut;
        QCOMPARE(runPlain(command.front(), command.mid(1), &plainOut), 0);
        QCOMPARE(plainOut, QByteArray("y\nstatus=") + QByteArray::number(128 + SIGUSR1) + "\n");
        const TraceRun r = trace(path(QStringLiteral("killed.json")), command, { QStringLiteral("--no-symbols") });
        QVERIFY2(r.cli.exitCode == 0 && r.jsonError.isEmpty(), r.describe().constData());
        QCOMPARE(r.cli.out, plainOut);
        const QJsonObject yes = processOf(r, QStringLiteral("yes"));
        QVERIFY2(!yes.isEmpty(), r.describe().constData());
        QCOMPARE(yes[u"end"].toString(), QStringLiteral("killed"));
        QCOMPARE(yes[u"signal"].toInt(), SIGPIPE);
        const QJsonObject yesKernel = yes[u"kernel"].toObject(), yesUnseen = yes[u"unseen"].toObject();
        QVERIFY2(!yesKernel.isEmpty() && !yesUnseen.isEmpty(), r.describe().constData());
        const qint64 seenWrites = yesUnseen[u"seen_write_calls"].toInteger();
        QVERIFY2(seenWrites >= 1, r.describe().constData());
        QCOMPARE(yesKernel[u"syscw"].toInteger(), seenWrites + 1); // the write SIGPIPE ended
        QCOMPARE(yesKernel[u"wchar"].toInteger(), yesUnseen[u"seen_write_bytes"].toInteger());
        QCOMPARE(yesUnseen[u"write_calls"].toInteger(), 1);
        QCOMPARE(yesUnseen[u"write_bytes"].toInteger(), 0);
        QVERIFY(yesUnseen[u"reasons"].toArray().contains(QStringLiteral("signal")));
        const QJsonObject top = r.processes().first().toObject();
        QVERIFY2(top[u"argv"].toArray().at(2).toString().startsWith(u"yes | head"), r.describe().constData());
        const QJsonObject shellUnseen = top[u"unseen"].toObject();
        QVERIFY2(!shellUnseen.isEmpty(), r.describe().constData());
        QVERIFY2(shellUnseen[u"write_bytes"].toInteger() < yesUnseen[u"seen_write_bytes"].toInteger(),
            r.describe().constData());
        QJsonObject suicide;
        for (const QJsonValue& p : r.processes())
            if (p[u"argv"].toArray().at(2).toString() == u"kill -USR1 $$")
                suicide = p.toObject();
        QVERIFY2(!suicide.isEmpty(), r.describe().constData());
        QCOMPARE(suicide[u"end"].toString(), QStringLiteral("killed"));
        QCOMPARE(suicide[u"signal"].toInt(), SIGUSR1);
        QVERIFY2(suicide[u"kernel"].isObject() && suicide[u"unseen"].isObject(), r.describe().constData());
        QVERIFY2(r.cli.err.contains("(yes) was killed by signal 13 (SIGPIPE)"), r.cli.err.right(2000).constData());
        QVERIFY2(r.cli.err.contains("was killed by signal 10 (SIGUSR1)"), r.cli.err.right(2000).constData());
    }

    // The shells glibc starts and reaps past every wrapper, in system() and in popen()/pclose(),
    // ended by signals: each record names its signal, the program's output is unchanged. system()
    // is the library's own (environment.c), which waits through the wait wrappers; pclose reaps
    // inside glibc, so the library learns the popen child's pid from /proc/thread-self/children
    // and tells its record what pclose returned (popenchild.h), without the kernel's end counts.
    void killedShellsOfSystemAndPopenNameTheirSignal()
    {
        const QStringList command { e2eProgram(QStringLiteral("killed_shells")) };
        QByteArray plainOut;
        QCOMPARE(runPlain(command.front(), {}, &plainOut), 0);
        QCOMPARE(plainOut, QByteArray("system 15 pclose 10\n"));
        const TraceRun r
            = trace(path(QStringLiteral("killedshells.json")), command, { QStringLiteral("--no-symbols") });
        QVERIFY2(r.cli.exitCode == 0 && r.jsonError.isEmpty(), r.describe().constData());
        QCOMPARE(r.cli.out, plainOut);
        QMap<QString, QJsonObject> shells; // by the command each ran
        for (const QJsonValue& p : r.processes())
            if (p[u"argv"].toArray().size() == 3)
                shells.insert(p[u"argv"].toArray().at(2).toString(), p.toObject());
        QVERIFY2(shells.contains(QStringLiteral("kill -TERM $$")) && shells.contains(QStringLiteral("kill -USR1 $$")),
            r.describe().constData());
        const QJsonObject bySystem = shells.value(QStringLiteral("kill -TERM $$"));
        QCOMPARE(bySystem[u"end"].toString(), QStringLiteral("killed"));
        QCOMPARE(bySystem[u"signal"].toInt(), SIGTERM);
        const QJsonObject byPopen = shells.value(QStringLiteral("kill -USR1 $$"));
        QCOMPARE(byPopen[u"end"].toString(), QStringLiteral("killed"));
        QCOMPARE(byPopen[u"signal"].toInt(), SIGUSR1);
        QCOMPARE(byPopen[u"parent"].toInt(), r.processes().first()[u"pid"].toInt());
        QVERIFY2(r.cli.err.contains("was killed by signal 10 (SIGUSR1)"), r.cli.err.right(2000).constData());
    }

    // Children that make no record of their own are told by the parent that reaps them
    // (preload/childrecord.h): a vfork child whose exec failed, which writes its message and exits
    // 127, and a fork child killed before its first traced call. Each is a process of the trace,
    // with its parent, its end and the kernel's counts; its write is its unseen I/O, not its
    // parent's.
    void childrenWithoutARecordAreToldByTheirParent()
    {
        const QStringList command { e2eProgram(QStringLiteral("unrecorded_children")) };
        QByteArray plainOut;
        QCOMPARE(runPlain(command.front(), {}, &plainOut), 0);
        QCOMPARE(plainOut, QByteArray("vfork 127 fork 9\n"));
        const TraceRun r = trace(path(QStringLiteral("unrecorded.json")), command, { QStringLiteral("--no-symbols") });
        QVERIFY2(r.cli.exitCode == 0 && r.jsonError.isEmpty(), r.describe().constData());
        QCOMPARE(r.cli.out, plainOut);
        QCOMPARE(r.processes().size(), 3);
        const QJsonObject top = r.processes().first().toObject();
        QCOMPARE(top[u"told_by_parent"].toBool(), false);
        QJsonObject vforked, forked;
        for (const QJsonValue& p : r.processes()) {
            if (p[u"end"].toString() == u"exited" && p[u"exit_status"].toInt() == 127)
                vforked = p.toObject();
            else if (p[u"end"].toString() == u"killed")
                forked = p.toObject();
        }
        QVERIFY2(!vforked.isEmpty() && !forked.isEmpty(), r.describe().constData());
        for (const QJsonObject& child : { vforked, forked }) {
            QCOMPARE(child[u"told_by_parent"].toBool(), true);
            QCOMPARE(child[u"parent"].toInt(), top[u"pid"].toInt());
            // Its name as the kernel keeps it (comm: the program's file name, cut at 15 bytes).
            QCOMPARE(child[u"argv"].toArray().size(), 1);
            const QString name = child[u"argv"].toArray().at(0).toString();
            QVERIFY2(
                !name.isEmpty() && QStringLiteral("trace_e2e_unrecorded_children").startsWith(name), qPrintable(name));
            const qint64 start = child[u"start_ns"].toInteger();
            QVERIFY2(start >= top[u"start_ns"].toInteger()
                    && start + child[u"wall_ns"].toInteger()
                        <= top[u"start_ns"].toInteger() + top[u"wall_ns"].toInteger(),
                r.describe().constData());
        }
        QCOMPARE(forked[u"signal"].toInt(), SIGKILL);
        const QJsonObject kernel = vforked[u"kernel"].toObject(), unseen = vforked[u"unseen"].toObject();
        QCOMPARE(kernel[u"syscw"].toInteger(), 1);
        QCOMPARE(kernel[u"wchar"].toInteger(), 12); // "exec failed\n"
        QCOMPARE(unseen[u"write_calls"].toInteger(), 1);
        QCOMPARE(unseen[u"write_bytes"].toInteger(), 12);
        QCOMPARE(unseen[u"reasons"].toArray(), QJsonArray { QStringLiteral("no-record") });
        // The parent's own counts leave the children's write out; with them, it is there.
        QCOMPARE(top[u"kernel_own"].toObject()[u"syscw"].toInteger(), 1); // its printf
        QCOMPARE(top[u"kernel"].toObject()[u"syscw"].toInteger(), 2);
        QCOMPARE(top[u"unseen"].toObject()[u"write_calls"].toInteger(), 0);
        QVERIFY2(r.cli.err.contains("(exited 127, as its parent told it)"), r.cli.err.right(2000).constData());
        QVERIFY2(r.cli.err.contains("was killed by signal 9 (SIGKILL) and made no record of its own"),
            r.cli.err.right(2000).constData());
    }

    // The commonest child without a record of its own: a shell's command not found (here a script
    // whose interpreter is missing). dash runs it in a vfork child, which prints the message and
    // exits 127; bash forks, and its child records itself. Either way the trace has the child, the
    // shell's output is unchanged, and the write calls of all processes together are what strace
    // counts.
    void shellCommandNotFoundHasItsOwnProcess_data()
    {
        QTest::addColumn<QString>("shell");
        QTest::addColumn<bool>("toldByParent");
        QTest::addRow("bash") << QStringLiteral("/bin/bash") << false;
        QTest::addRow("dash") << QStringLiteral("/bin/sh") << true;
    }
    void shellCommandNotFoundHasItsOwnProcess()
    {
        QFETCH(QString, shell);
        QFETCH(bool, toldByParent);
        const QString script = path(QStringLiteral("nointerpreter.sh"));
        {
            QFile f(script);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write("#!/nonexistent/interpreter\necho unreachable\n") > 0);
        }
        QVERIFY(QFile::setPermissions(script, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        const QStringList command { shell, QStringLiteral("-c"), script + QStringLiteral("; echo rc=$?") };
        QByteArray plainOut;
        QCOMPARE(runPlain(command.front(), command.mid(1), &plainOut), 0);
        QCOMPARE(plainOut, QByteArray("rc=127\n"));
        bool straced = false;
        const QMap<QString, std::uint64_t> strace = straceCounts(m_dir.path(), {}, command, &straced);
        QVERIFY(straced);
        const TraceRun r = trace(path(QStringLiteral("notfound.json")), command, { QStringLiteral("--no-symbols") });
        QVERIFY2(r.cli.exitCode == 0 && r.jsonError.isEmpty(), r.describe().constData());
        QCOMPARE(r.cli.out, plainOut);
        QCOMPARE(r.processes().size(), 2);
        const QJsonObject top = r.processes().first().toObject(), child = r.processes().at(1).toObject();
        QCOMPARE(child[u"parent"].toInt(), top[u"pid"].toInt());
        QCOMPARE(child[u"end"].toString(), QStringLiteral("exited"));
        QCOMPARE(child[u"exit_status"].toInt(), 127);
        QCOMPARE(child[u"told_by_parent"].toBool(), toldByParent);
        qint64 writes = 0;
        for (const QJsonValue& p : r.processes())
            writes += p[u"kernel_own"].toObject()[u"syscw"].toInteger();
        QCOMPARE(writes, qint64(strace.value(QStringLiteral("write"))));
        QCOMPARE(top[u"unseen"].toObject()[u"write_calls"].toInteger(), 0);
    }
    // A traced process that execs a statically linked program (busybox): that image runs none of the
    // library, and its I/O reached its parent at the reaping, where it showed as the parent's unseen
    // I/O (bash running `busybox cat` of 26 MiB: 26 MiB "unseen" in bash). The image that execs it
    // begins its record (preload/untracedimage.h), and the reaper finishes it: a traced parent (bash
    // after a fork), iolens itself for the program it started (`exec busybox`), or iolens as the
    // subreaper of an orphan (--wait-all). The image is then a process of its own, with its argv,
    // exit status and the kernel's counts: the file it read, unseen in it, none of it in bash.
    void staticProgramExecdGetsItsOwnImage_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<bool>("waitAll");
        QTest::addRow("reaped by a traced parent") << QStringLiteral("busybox cat '%1' > /dev/null; true") << false;
        QTest::addRow("the program iolens started") << QStringLiteral("exec busybox cat '%1' > /dev/null") << false;
        QTest::addRow("an orphan iolens reaps")
            << QStringLiteral("busybox sh -c \"sleep 0.3; cat '%1' > /dev/null\" & exit 0") << true;
    }
    void staticProgramExecdGetsItsOwnImage()
    {
        QFETCH(QString, script);
        QFETCH(bool, waitAll);
        const QString busybox = QStandardPaths::findExecutable(QStringLiteral("busybox"));
        QVERIFY2(!busybox.isEmpty(), "busybox (Debian's busybox-static) is not installed");
        const QString data = path(QStringLiteral("static-input.bin"));
        constexpr qint64 kBytes = 1 << 20;
        {
            QFile f(data);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write(QByteArray(kBytes, 'x')) == kBytes);
        }
        QStringList extra { QStringLiteral("--no-symbols") };
        if (waitAll)
            extra << QStringLiteral("--wait-all");
        const TraceRun r = trace(path(QStringLiteral("static.json")),
            { QStringLiteral("/bin/bash"), QStringLiteral("-c"), script.arg(data) }, extra);
        QVERIFY2(r.cli.exitCode == 0 && r.jsonError.isEmpty(), r.describe().constData());
        const QJsonObject bash = processOf(r, QStringLiteral("bash")), image = processOf(r, QStringLiteral("busybox"));
        QVERIFY2(!image.isEmpty(), r.describe().constData());
        QVERIFY2(image[u"generation"].toInt() >= 1, r.describe().constData());
        QCOMPARE(image[u"told_by_parent"].toBool(), true);
        QCOMPARE(image[u"end"].toString(), QStringLiteral("exited"));
        QCOMPARE(image[u"exit_status"].toInt(), 0);
        QCOMPARE(image[u"exe"].toString(), QFileInfo(busybox).canonicalFilePath());
        // Its own counts: the file read (and, in the shell's case, by its cat).
        QVERIFY2(image[u"kernel_own"][u"rchar"].toInteger() >= kBytes, r.describe().constData());
        QVERIFY2(image[u"unseen"][u"read_bytes"].toInteger() >= kBytes, r.describe().constData());
        QVERIFY2(
            image[u"unseen"][u"reasons"].toArray().contains(QStringLiteral("no-record")), r.describe().constData());
        // bash's own unseen reads are glibc's (locale.alias), not the file.
        QVERIFY2(!bash.isEmpty(), r.describe().constData());
        QVERIFY2(bash[u"unseen"][u"read_bytes"].toInteger() < kBytes / 16, r.describe().constData());
        // bash's fork child, before its exec, read only through the library's own check of the
        // target's ELF headers: taken out (they were its unseen I/O, and came off its parent's).
        int forkChildren = 0;
        for (const QJsonValue& p : r.processes())
            if (p[u"pid"].toInt() == image[u"pid"].toInt() && p[u"generation"].toInt() == 0
                && p[u"parent"].toInt() == bash[u"pid"].toInt() && p[u"end"].toString() == u"execed") {
                ++forkChildren;
                QCOMPARE(p[u"unseen"][u"read_calls"].toInteger(), 0);
                QCOMPARE(p[u"unseen"][u"read_bytes"].toInteger(), 0);
            }
        QCOMPARE(forkChildren, script.startsWith(u"exec ") ? 0 : 1); // bash forks but for its own exec
        QCOMPARE(r.json[u"still_running"].toInt(), 0);
    }

    // A set-uid program runs in secure mode, where the loader drops LD_PRELOAD, only when the exec
    // leaves the effective ids unlike the real ones: root running a set-uid-root program (chfn)
    // records it itself, with no record begun for it (it had one too, and a second image of its
    // I/O then, all of it "unseen"); another user's run of it is told.
    void setuidProgramIsToldOnlyInSecureMode()
    {
        const QString chfn = QStringLiteral("/usr/bin/chfn");
        QVERIFY2(QFileInfo(chfn).permissions() & QFile::ExeOther, "/usr/bin/chfn (Debian's passwd) is missing");
        const TraceRun r = trace(path(QStringLiteral("setuid.json")),
            { QStringLiteral("/bin/bash"), QStringLiteral("-c"), chfn + QStringLiteral(" --help > /dev/null; true") },
            { QStringLiteral("--no-symbols") });
        QVERIFY2(r.cli.exitCode == 0 && r.jsonError.isEmpty(), r.describe().constData());
        int images = 0;
        for (const QJsonValue& p : r.processes())
            images += p[u"argv"].toArray().at(0).toString() == chfn;
        QCOMPARE(images, 1);
        const QJsonObject image = processOf(r, QStringLiteral("chfn"));
        QCOMPARE(image[u"end"].toString(), QStringLiteral("exited"));
        QCOMPARE(image[u"exit_status"].toInt(), 0);
        QCOMPARE(image[u"told_by_parent"].toBool(), ::geteuid() != 0);
        QVERIFY2(!r.cli.err.contains("drops LD_PRELOAD") || ::geteuid() != 0, r.cli.err.constData());
    }

    // A static program's image that no traced process reaps (SIGCHLD ignored: the kernel reaps it)
    // keeps the record begun for it, unfinished: it is listed, and a notice says that how it ended
    // and its counts are not known (not "killed by signal 0").
    void unreapedStaticProgramIsListedWithoutItsEnd()
    {
        const QString busybox = QStandardPaths::findExecutable(QStringLiteral("busybox"));
        QVERIFY2(!busybox.isEmpty(), "busybox (Debian's busybox-static) is not installed");
        const TraceRun r = trace(path(QStringLiteral("unreaped.json")),
            { e2eProgram(QStringLiteral("unreaped_static_child")), busybox }, { QStringLiteral("--no-symbols") });
        QVERIFY2(r.cli.exitCode == 0 && r.jsonError.isEmpty(), r.describe().constData());
        QCOMPARE(r.cli.out, QByteArray("gone\n"));
        const QJsonObject image = processOf(r, QStringLiteral("busybox"));
        QVERIFY2(!image.isEmpty(), r.describe().constData());
        QCOMPARE(image[u"generation"].toInt(), 1);
        QCOMPARE(image[u"told_by_parent"].toBool(), true);
        QCOMPARE(image[u"argv"].toArray().at(1).toString(), QStringLiteral("true"));
        QVERIFY2(r.cli.err.contains("(busybox) could not make a record of its own (a program iolens cannot enter), and "
                                    "no traced process reaped it"),
            r.cli.err.constData());
        QVERIFY2(!r.cli.err.contains("killed by signal 0"), r.cli.err.constData());
    }

    // The program iolens started, exec'd into a static program that a signal ends: iolens reads its
    // counts as a zombie, and the begun record says the signal (not "its end is not known").
    void killedStaticProgramNamesItsSignal()
    {
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("busybox")).isEmpty(),
            "busybox (Debian's busybox-static) is not installed");
        const TraceRun r = trace(path(QStringLiteral("killedstatic.json")),
            { QStringLiteral("/bin/bash"), QStringLiteral("-c"), QStringLiteral("exec busybox sh -c 'kill -9 $$'") },
            { QStringLiteral("--no-symbols") });
        QCOMPARE(r.cli.exitCode, 128 + SIGKILL);
        QVERIFY2(r.jsonError.isEmpty(), r.describe().constData());
        const QJsonObject image = processOf(r, QStringLiteral("busybox"));
        QVERIFY2(!image.isEmpty(), r.describe().constData());
        QCOMPARE(image[u"end"].toString(), QStringLiteral("killed"));
        QCOMPARE(image[u"signal"].toInt(), SIGKILL);
        QCOMPARE(image[u"told_by_parent"].toBool(), true);
        QVERIFY2(image[u"kernel"].isObject(), r.describe().constData());
        QVERIFY2(r.cli.err.contains("(busybox) was killed by signal 9 (SIGKILL) and made no record of its own"),
            r.cli.err.constData());
    }

    // An exec of a static program that fails (not executable) removes the record begun for it: the
    // child is one image, which exited 126 as bash says.
    void failedExecOfAStaticProgramLeavesNoImage()
    {
        const QString busybox = QStandardPaths::findExecutable(QStringLiteral("busybox"));
        QVERIFY2(!busybox.isEmpty(), "busybox (Debian's busybox-static) is not installed");
        const QString copy = path(QStringLiteral("busybox-not-executable"));
        QFile::remove(copy);
        QVERIFY(QFile::copy(busybox, copy));
        QVERIFY(QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner));
        const TraceRun r = trace(path(QStringLiteral("noexec.json")),
            { QStringLiteral("/bin/bash"), QStringLiteral("-c"), QStringLiteral("'%1' true; echo rc=$?").arg(copy) },
            { QStringLiteral("--no-symbols") });
        QVERIFY2(r.cli.exitCode == 0 && r.jsonError.isEmpty(), r.describe().constData());
        QCOMPARE(r.cli.out, QByteArray("rc=126\n"));
        QCOMPARE(r.processes().size(), 2);
        const QJsonObject child = r.processes().at(1).toObject();
        QCOMPARE(child[u"generation"].toInt(), 0);
        QCOMPARE(child[u"end"].toString(), QStringLiteral("exited"));
        QCOMPARE(child[u"exit_status"].toInt(), 126);
        QCOMPARE(child[u"told_by_parent"].toBool(), false);
    }

    // An orphan a signal ends while iolens waits for it (--wait-all): iolens, its subreaper, reaps
    // it, and the report names the signal its record cannot, with the kernel's counts read while it
    // was a zombie (zombiecounts.h): the 6 bytes it wrote.
    void killedOrphanNamesItsSignal()
    {
        const QString out = path(QStringLiteral("orphan.out"));
        const QStringList command { QStringLiteral("/bin/sh"), QStringLiteral("-c"),
            QStringLiteral("/bin/sh -c 'sleep 0.3; echo hello > %1; kill -TERM $$' & echo started").arg(out) };
        const TraceRun r = trace(path(QStringLiteral("orphan.json")), command,
            { QStringLiteral("--no-symbols"), QStringLiteral("--wait-all") });
        QVERIFY2(r.cli.exitCode == 0 && r.jsonError.isEmpty(), r.describe().constData());
        QCOMPARE(r.cli.out, QByteArray("started\n"));
        QJsonObject orphan;
        for (const QJsonValue& p : r.processes())
            if (p[u"argv"].toArray().at(2).toString().startsWith(u"sleep 0.3; echo hello")
                && p[u"end"].toString() != u"execed")
                orphan = p.toObject();
        QVERIFY2(!orphan.isEmpty(), r.describe().constData());
        QCOMPARE(orphan[u"end"].toString(), QStringLiteral("killed"));
        QCOMPARE(orphan[u"signal"].toInt(), SIGTERM);
        QVERIFY2(orphan[u"kernel"].isObject(), r.describe().constData());
        QCOMPARE(orphan[u"kernel"][u"wchar"].toInteger(), 6);
        QCOMPARE(orphan[u"unseen"][u"write_calls"].toInteger(), 0);
        QCOMPARE(r.json[u"still_running"].toInt(), 0);
    }

    // The wait wrappers look at a child first (WNOWAIT) and then pass the program's call on: every
    // wait case (a stopped and continued child, EINTR, WNOHANG, a thread cancelled inside waitpid,
    // the program's own WNOWAIT look, waitpid(0), ECHILD) reads the same traced, and the child the
    // program looked at and reaped itself has its kernel counts: the 5 bytes it wrote.
    void waitCallsBehaveAsUntraced()
    {
        const QStringList command { e2eProgram(QStringLiteral("wait_semantics")) };
        QByteArray plainOut;
        QCOMPARE(runPlain(command.front(), {}, &plainOut), 0);
        QCOMPARE(plainOut,
            QByteArray("stop: stopped by 19\nstop: continued\nstop: exited 3\neintr: -1 EINTR\nnohang: 0\n"
                       "eintr: killed by 9\ncancel: cancelled\ncancel: killed by 9\npeek: killed by 15\n"
                       "peek: killed by 15\ngroup: exited 7\nechild: -1 ECHILD\n"));
        const TraceRun r = trace(path(QStringLiteral("wait.json")), command, { QStringLiteral("--no-symbols") });
        QVERIFY2(r.cli.exitCode == 0 && r.jsonError.isEmpty(), r.describe().constData());
        QCOMPARE(r.cli.out, plainOut);
        int termed = 0;
        for (const QJsonValue& p : r.processes()) {
            if (p[u"end"].toString() != u"killed" || p[u"signal"].toInt() != SIGTERM)
                continue;
            ++termed;
            QVERIFY2(p[u"kernel"].isObject(), r.describe().constData());
            QCOMPARE(p[u"kernel"][u"wchar"].toInteger(), 5);
            QCOMPARE(p[u"unseen"][u"write_calls"].toInteger(), 0);
        }
        QCOMPARE(termed, 1);
    }

    // The program iolens started, killed by a signal: iolens reads its kernel counts while it is a
    // zombie, before it reaps it (zombiecounts.h), and the 6 bytes it wrote are all seen.
    void killedProgramKeepsItsCounts()
    {
        const QString out = path(QStringLiteral("killed-program.out"));
        const QStringList command { QStringLiteral("/bin/sh"), QStringLiteral("-c"),
            QStringLiteral("echo hello > %1; kill -TERM $$").arg(out) };
        const TraceRun r
            = trace(path(QStringLiteral("killed-program.json")), command, { QStringLiteral("--no-symbols") });
        QVERIFY2(r.cli.exitCode == 128 + SIGTERM && r.jsonError.isEmpty(), r.describe().constData());
        QCOMPARE(r.processes().size(), 1);
        const QJsonObject p = r.processes().first().toObject();
        QCOMPARE(p[u"end"].toString(), QStringLiteral("killed"));
        QCOMPARE(p[u"signal"].toInt(), SIGTERM);
        QVERIFY2(p[u"kernel"].isObject() && p[u"unseen"].isObject(), r.describe().constData());
        QCOMPARE(p[u"kernel"][u"wchar"].toInteger(), 6);
        QCOMPARE(p[u"unseen"][u"seen_write_bytes"].toInteger(), 6);
        QCOMPARE(p[u"unseen"][u"write_calls"].toInteger(), 0);
        QVERIFY2(!r.cli.err.contains("not known"), r.cli.err.constData());
    }

    // A shell that leaves a background job: the trace ends with the shell, and says how many traced
    // processes were still running (the subshell and its second process); with --wait-all iolens
    // waits for them, and the job's write is in the trace. The program's output and exit status are
    // its own. The shell ends only once the job's second process has made a traced call (its
    // "ready" file), so that its record exists: without that wait, a loaded machine could end the
    // trace before the subshell had started it. Left running, that process waits on a FIFO no one
    // opens (rather than exec a sleep: the trace could end while the exec was under way, between the
    // shell's record and the sleep's), and the test kills it once the report has counted it.
    void backgroundJobs_data()
    {
        QTest::addColumn<bool>("waitAll");
        QTest::addRow("report at once") << false;
        QTest::addRow("--wait-all") << true;
    }
    void backgroundJobs()
    {
        QFETCH(bool, waitAll);
        const QString done = path(waitAll ? QStringLiteral("job.waited") : QStringLiteral("job.left"));
        const QString ready = done + QStringLiteral(".ready");
        const QString fifo = done + QStringLiteral(".fifo");
        QVERIFY(waitAll || ::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        const QString second = waitAll ? QStringLiteral("echo r > '%1'; exec sleep 1").arg(ready)
                                       : QStringLiteral("echo r > '%1'; read x < '%2'").arg(ready, fifo);
        const QString script = QStringLiteral("(sh -c \"%2\"; echo x > '%1') >/dev/null 2>&1 & "
                                              "while [ ! -s '%3' ]; do sleep 0.01; done; echo started")
                                   .arg(done, second, ready);
        const QStringList command { QStringLiteral("/bin/sh"), QStringLiteral("-c"), script };
        QStringList extra { QStringLiteral("--no-symbols") };
        if (waitAll)
            extra << QStringLiteral("--wait-all");
        const TraceRun r = trace(path(QStringLiteral("job.json")), command, extra);
        QVERIFY2(r.cli.exitCode == 0 && r.jsonError.isEmpty(), r.describe().constData());
        QCOMPARE(r.cli.out, QByteArray("started\n"));
        QCOMPARE(QFile::exists(done), waitAll);
        QCOMPARE(r.json[u"still_running"].toInt(), waitAll ? 0 : 2);
        QCOMPARE(r.call(done, QStringLiteral("open")).count, waitAll ? 1u : 0u);
        QCOMPARE(r.cli.err.contains("traced processes were still running when the trace ended"), !waitAll);
        int running = 0;
        for (const QJsonValue& p : r.processes()) {
            if (p[u"end"].toString() != u"running")
                continue;
            ++running;
            if (p[u"argv"].toArray().at(2).toString() == second)
                ::kill(pid_t(p[u"pid"].toInt()), SIGKILL); // the subshell then writes done and ends
        }
        QCOMPARE(running, waitAll ? 0 : 2);
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(done), 10'000); // the job's end, before the scratch dir goes
    }

    // Ctrl+C (a SIGINT to iolens) ends --wait-all's wait and keeps the report: the job left running
    // is counted, and iolens exits with the program's status.
    void interruptedWaitKeepsTheReport()
    {
        const QString json = path(QStringLiteral("interrupted.json"));
        QProcess cli;
        cli.start(QStringLiteral(IOLENS_CLI),
            { QStringLiteral("trace"), QStringLiteral("--no-symbols"), QStringLiteral("--wait-all"),
                QStringLiteral("--json"), json, QStringLiteral("--"), QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                QStringLiteral("sleep 30 >/dev/null 2>&1 & exit 3") });
        QVERIFY(cli.waitForStarted());
        QByteArray err;
        QTRY_VERIFY_WITH_TIMEOUT(
            (err += cli.readAllStandardError()).contains("left running (Ctrl+C stops waiting)"), 20'000);
        ::kill(pid_t(cli.processId()), SIGINT);
        QVERIFY(cli.waitForFinished(20'000));
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QCOMPARE(cli.exitCode(), 3);
        QFile f(json);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(root[u"still_running"].toInt(), 1);
        for (const QJsonValue& p : root[u"processes"].toArray())
            if (p[u"end"].toString() == u"running")
                ::kill(pid_t(p[u"pid"].toInt()), SIGKILL); // the sleep left behind
    }
};

QTEST_GUILESS_MAIN(TestTraceProcs)
#include "tst_traceprocs.moc"
