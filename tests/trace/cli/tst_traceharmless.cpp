// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tracecliutil.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

// The traced program behaves exactly as untraced (issue 28), run both ways and compared: a file
// system that fills up under the trace directory, vfork, a program that drops its privileges.

using namespace tracecli;

namespace {

const QString kProg = QStringLiteral(HARMPROG);

struct Outcome {
    QByteArray out, err;
    int exitCode = -1;
    bool crashed = true;
};

Outcome run(const QStringList& command, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(command.first(), command.mid(1));
    Outcome o;
    if (!p.waitForStarted() || !p.waitForFinished(120'000)) {
        p.kill();
        p.waitForFinished();
        return o;
    }
    o.out = p.readAllStandardOutput();
    o.err = p.readAllStandardError();
    o.crashed = p.exitStatus() != QProcess::NormalExit;
    o.exitCode = o.crashed ? -1 : p.exitCode();
    return o;
}

// `command`, in a mount namespace of its own where mountPoint is a tmpfs of sizeMib: nothing to
// clean up if the test dies, and no real disk is filled. As root unshare needs nothing more; any
// other user maps itself to root in a user namespace of its own to mount it.
QStringList onSmallTmpfs(const QString& mountPoint, int sizeMib, const QStringList& command)
{
    QStringList args { QStringLiteral("unshare") };
    args << (::geteuid() == 0 ? QStringLiteral("--mount") : QStringLiteral("--map-root-user"));
    if (::geteuid() != 0)
        args << QStringLiteral("--mount");
    args << QStringLiteral("--") << QStringLiteral("sh") << QStringLiteral("-c")
         << QStringLiteral("mount -t tmpfs -o size=%1m iolens-full \"$1\" && shift && exec \"$@\"").arg(sizeMib)
         << QStringLiteral("sh") << mountPoint << command;
    return args;
}

QStringList notices(const QJsonObject& trace)
{
    QStringList all;
    for (const QJsonValue& n : trace.value(u"notices").toArray())
        all << n.toString();
    return all;
}

QString describe(const Outcome& o)
{
    return QStringLiteral("exit %1%2, stdout: %3, stderr: %4")
        .arg(o.exitCode)
        .arg(o.crashed ? QStringLiteral(" (crashed)") : QString())
        .arg(QString::fromLocal8Bit(o.out.left(1000)), QString::fromLocal8Bit(o.err.left(2000)));
}

} // namespace

class TstTraceHarmless : public QObject {
    Q_OBJECT

private slots:
    // The program fills the tmpfs its trace directory is on: untraced it prints "No space left on
    // device" and exits 0. Traced, its trace file never faults it (SIGBUS) nor iolens-cli-full: the
    // same output and status, a report with a notice, and a JSON of the trace up to there.
    void fullFileSystem()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString fs = tmp.filePath(QStringLiteral("fs")), json = tmp.filePath(QStringLiteral("trace.json"));
        QVERIFY(QDir().mkdir(fs));
        const Outcome plain = run(onSmallTmpfs(fs, 24, { kProg, QStringLiteral("fill"), fs }));
        QVERIFY2(plain.exitCode == 0, qPrintable(describe(plain)));
        QCOMPARE(plain.out, QByteArray("No space left on device\n"));

        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("TMPDIR"), fs); // the private trace directory on the small tmpfs
        const Outcome traced
            = run(onSmallTmpfs(fs, 24,
                      { QStringLiteral(IOLENS_CLI_FULL), QStringLiteral("trace"), QStringLiteral("--json"), json,
                          QStringLiteral("--"), kProg, QStringLiteral("fill"), fs }),
                env);
        QVERIFY2(!traced.crashed && traced.exitCode == 0, qPrintable(describe(traced)));
        QVERIFY2(traced.out.startsWith(plain.out), qPrintable(describe(traced)));
        const QJsonObject trace = readJsonFile(json);
        QCOMPARE(trace.value(u"exit_status").toInt(-1), 0);
        QCOMPARE(trace.value(u"processes").toArray().size(), 1);
        QCOMPARE(trace.value(u"processes").toArray().first().toObject().value(u"end").toString(), u"exited"_qs);
        const QString space = QStringLiteral("ran out of space");
        QVERIFY2(notices(trace).join(u'\n').contains(space), qPrintable(notices(trace).join(u'\n')));
        QVERIFY2(QByteArray(traced.out + traced.err).contains(space.toUtf8()), qPrintable(describe(traced)));
    }

    // vfork keeps its semantics: the child runs first in the parent's memory, so its output comes
    // first, the variable it set is seen by the parent, and so is the errno of its failed exec.
    void vforkKeepsItsSemantics()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString json = tmp.filePath(QStringLiteral("trace.json"));
        const Outcome plain = run({ kProg, QStringLiteral("vfork") });
        QCOMPARE(plain.exitCode, 0);
        QCOMPARE(plain.out,
            QByteArray("child 0\nparent 0 sees shared=100 exec_errno=2 status=127\n"
                       "child 1\nparent 1 sees shared=100 exec_errno=2 status=127\nexec'd\necho ended 0\n"));
        const Outcome traced = run({ QStringLiteral(IOLENS_CLI), QStringLiteral("trace"), QStringLiteral("--json"),
            json, QStringLiteral("--"), kProg, QStringLiteral("vfork") });
        QVERIFY2(traced.exitCode == 0, qPrintable(describe(traced)));
        QVERIFY2(traced.out.startsWith(plain.out), qPrintable(describe(traced)));
        // The program and the echo its third child exec'd; the two children whose exec failed ran
        // nothing traced, and their records are the program's account of them (childrecord.h).
        const QJsonArray processes = readJsonFile(json).value(u"processes").toArray();
        QCOMPARE(processes.size(), 4);
        QStringList argv0;
        int toldByParent = 0;
        for (const QJsonValue& p : processes) {
            const QJsonObject o = p.toObject();
            if (o.value(u"told_by_parent").toBool()) {
                ++toldByParent;
                QCOMPARE(o.value(u"exit_status").toInt(), 127);
                QCOMPARE(o.value(u"parent").toInt(), processes.first().toObject().value(u"pid").toInt());
                continue;
            }
            argv0 << o.value(u"argv").toArray().first().toString();
        }
        QCOMPARE(toldByParent, 2);
        QStringList expected { u"echo"_qs, kProg };
        argv0.sort();
        expected.sort();
        QCOMPARE(argv0, expected);
    }

    // Fault injection: what the program does under a storm of interrupted calls, out of
    // descriptors, or from a signal handler that forks or vforks and execs, comes out the same.
    void faultsAsUntraced_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QByteArray>("expected");
        QTest::addRow("EINTR storm, fork in the handler")
            << u"eintr"_qs << QByteArray("20000 rounds, children forked\n");
        QTest::addRow("EMFILE, then fork and exec") // how many depends on the descriptors inherited
            << u"emfile"_qs << QByteArray(" more, then Too many open files\ntrue ended 0\n");
        QTest::addRow("vfork and exec in a signal handler")
            << u"handlerexec"_qs << QByteArray("50 children ran true\n");
    }
    void faultsAsUntraced()
    {
        QFETCH(QString, mode);
        QFETCH(QByteArray, expected);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString json = tmp.filePath(QStringLiteral("trace.json"));
        const Outcome plain = run({ kProg, mode });
        QVERIFY2(plain.exitCode == 0, qPrintable(describe(plain)));
        QVERIFY2(plain.out.endsWith(expected), plain.out.constData());
        const Outcome traced = run({ QStringLiteral(IOLENS_CLI), QStringLiteral("trace"), QStringLiteral("--json"),
            json, QStringLiteral("--"), kProg, mode });
        QVERIFY2(traced.exitCode == 0, qPrintable(describe(traced)));
        QVERIFY2(traced.out.startsWith(plain.out), qPrintable(describe(traced)));
        QCOMPARE(readJsonFile(json).value(u"exit_status").toInt(-1), 0);
    }

    // A program that drops root for nobody: the cat its fork child execs writes its trace file into
    // the 0700 trace directory all the same (the new uid was let in). The fork child calls nothing
    // before its exec, so it has no image of its own: cat is that pid's generation 0.
    void droppedPrivilegesStayTraced()
    {
        QVERIFY2(::geteuid() == 0, "this test changes uid: run it as root (CI does)");
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString json = tmp.filePath(QStringLiteral("trace.json"));
        const Outcome plain = run({ kProg, QStringLiteral("dropuid") });
        QCOMPARE(plain.exitCode, 0);
        QCOMPARE(plain.out, QByteArray("uid 65534, cat ended 0\n"));
        const Outcome traced = run({ QStringLiteral(IOLENS_CLI), QStringLiteral("trace"), QStringLiteral("--json"),
            json, QStringLiteral("--"), kProg, QStringLiteral("dropuid") });
        QVERIFY2(traced.exitCode == 0, qPrintable(describe(traced)));
        QVERIFY2(traced.out.startsWith(plain.out), qPrintable(describe(traced)));
        const QJsonObject trace = readJsonFile(json);
        const QJsonArray processes = trace.value(u"processes").toArray();
        QCOMPARE(processes.size(), 2); // the program, and the cat its fork child became
        int cats = 0, programPid = 0;
        for (const QJsonValue& p : processes)
            if (p.toObject().value(u"argv").toArray().first().toString() != u"cat")
                programPid = p.toObject().value(u"pid").toInt();
        for (const QJsonValue& p : processes) {
            const QJsonObject o = p.toObject();
            if (o.value(u"argv").toArray().first().toString() != u"cat")
                continue;
            ++cats;
            QCOMPARE(o.value(u"generation").toInt(-1), 0);
            QCOMPARE(o.value(u"parent").toInt(), programPid);
            QCOMPARE(o.value(u"end").toString(), QStringLiteral("exited"));
        }
        QCOMPARE(cats, 1);
        QVERIFY2(!notices(trace).join(u'\n').contains(u"could not write a trace file"),
            qPrintable(notices(trace).join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TstTraceHarmless)
#include "tst_traceharmless.moc"
