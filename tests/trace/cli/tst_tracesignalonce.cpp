// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A signal meant for the traced program reaches it once, as untraced (issue 28, case 4): sent to
// the process group that holds iolens-cli and the program (`kill -TERM -PGID`, timeout, a shell's
// job control), it reaches the program by itself and iolens does not pass it on again; sent to
// iolens-cli alone, iolens passes it on once. The program (sigprog.c) counts its handler's runs and
// reads its handlers back; its output traced must be its output untraced.
#include "tracecliutil.h"

#include "core/trace/format/iolt.h"

#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace tracecli;

namespace {

const QString kSigProg = QStringLiteral(SIGPROG);

struct Outcome {
    QByteArray out;
    int exitCode = -1;
    QProcess::ExitStatus exitStatus = QProcess::CrashExit;
};

// Runs program (in a process group of its own, which it leads) until MARKER holds the pid of
// sigprog, then sends sig to that group or to the group's leader alone, and waits for the end.
Outcome runAndSignal(const QString& program, const QStringList& args, const QString& marker, int sig, bool group)
{
    Outcome outcome;
    QProcess process;
    process.setChildProcessModifier([] { ::setpgid(0, 0); });
    process.start(program, args);
    if (!process.waitForStarted() || !waitForFile(marker, 30'000))
        return outcome;
    const pid_t leader = pid_t(process.processId());
    if (::kill(group ? -leader : leader, sig) != 0 || !process.waitForFinished(30'000))
        return outcome;
    outcome.out = process.readAllStandardOutput();
    outcome.exitCode = process.exitCode();
    outcome.exitStatus = process.exitStatus();
    return outcome;
}

// The header of pid's first image in a --keep directory; a zeroed one when it cannot be read.
iolt_header imageHeader(const QString& keep, pid_t pid)
{
    iolt_header header {};
    QFile image(QStringLiteral("%1/p%2.0.iolt").arg(keep).arg(pid));
    if (!image.open(QIODevice::ReadOnly)
        || image.read(reinterpret_cast<char*>(&header), sizeof header) != sizeof header)
        return iolt_header {};
    return header;
}

// The pid a program wrote to marker; 0 without one.
pid_t markerPid(const QString& marker)
{
    QFile f(marker);
    return f.open(QIODevice::ReadOnly) ? pid_t(f.readAll().trimmed().toInt()) : 0;
}

} // namespace

class TstTraceSignalOnce : public QObject {
    Q_OBJECT

private slots:
    void reachesTheProgramOnce_data();
    void reachesTheProgramOnce();
    void deliveriesAreCounted_data();
    void deliveriesAreCounted();
    void handlerFromBeforeTheLibrary();
};

void TstTraceSignalOnce::reachesTheProgramOnce_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<int>("sig");
    QTest::addColumn<bool>("group");
    QTest::addColumn<QStringList>("mode"); // iolens-cli's options: none (the front, then the preload), or ptrace
    const QStringList preload, ptrace = { QStringLiteral("--mode"), QStringLiteral("ptrace") };
    for (const char* how : { "sigaction", "siginfo", "resethand", "signal" }) {
        QTest::addRow("%s, SIGTERM to the group", how) << QString::fromLatin1(how) << int(SIGTERM) << true << preload;
        QTest::addRow("%s, SIGTERM to iolens alone", how)
            << QString::fromLatin1(how) << int(SIGTERM) << false << preload;
    }
    QTest::addRow("thread, SIGTERM to the group") << QStringLiteral("thread") << int(SIGTERM) << true << preload;
    QTest::addRow("sigaction, SIGINT to the group") << QStringLiteral("sigaction") << int(SIGINT) << true << preload;
    QTest::addRow("sigaction, SIGINT to iolens alone")
        << QStringLiteral("sigaction") << int(SIGINT) << false << preload;
    QTest::addRow("resethand, SIGTERM to the group, ptrace")
        << QStringLiteral("resethand") << int(SIGTERM) << true << ptrace;
    QTest::addRow("sigaction, SIGTERM to iolens alone, ptrace")
        << QStringLiteral("sigaction") << int(SIGTERM) << false << ptrace;
}

void TstTraceSignalOnce::reachesTheProgramOnce()
{
    QFETCH(QString, how);
    QFETCH(int, sig);
    QFETCH(bool, group);
    QFETCH(QStringList, mode);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());

    const QString untracedMarker = tmp.filePath(QStringLiteral("untraced"));
    const Outcome untraced = runAndSignal(kSigProg, { how, untracedMarker }, untracedMarker, sig, group);
    QCOMPARE(untraced.exitStatus, QProcess::NormalExit);
    QCOMPARE(untraced.exitCode, 0);
    const QByteArray once = QByteArrayLiteral("handled: SIGTERM ") + (sig == SIGTERM ? "1" : "0") + ", SIGINT "
        + (sig == SIGINT ? "1" : "0");
    QVERIFY2(untraced.out.contains(once), untraced.out.constData()); // the program's own behaviour
    QVERIFY2(untraced.out.startsWith("read back: SIGTERM own, SIGINT own\n"), untraced.out.constData());

    // iolens-cli leads the group, the program is in it (as a shell job would be).
    const QString tracedMarker = tmp.filePath(QStringLiteral("traced"));
    const Outcome traced = runAndSignal(QStringLiteral(IOLENS_CLI),
        QStringList { QStringLiteral("trace") } + mode + QStringList { kSigProg, how, tracedMarker }, tracedMarker, sig,
        group);
    QCOMPARE(traced.exitStatus, QProcess::NormalExit);
    QCOMPARE(traced.out, untraced.out);
    QCOMPARE(traced.exitCode, untraced.exitCode);
}

void TstTraceSignalOnce::deliveriesAreCounted_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<QStringList>("mode");
    QTest::addRow("preload, sigaction") << QStringLiteral("sigaction") << QStringList();
    QTest::addRow("preload, signal") << QStringLiteral("signal") << QStringList();
    QTest::addRow("ptrace") << QStringLiteral("sigaction")
                            << QStringList { QStringLiteral("--mode"), QStringLiteral("ptrace") };
}

void TstTraceSignalOnce::deliveriesAreCounted()
{
    // What iolens-cli decides from: a SIGTERM sent to the program alone is counted in its trace
    // file's header (by the preload's trampoline, or by the ptrace tracer), SIGINT stays 0.
    QFETCH(QString, how);
    QFETCH(QStringList, mode);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString keep = tmp.filePath(QStringLiteral("keep")), marker = tmp.filePath(QStringLiteral("pid"));
    QProcess process;
    process.start(QStringLiteral(IOLENS_CLI),
        QStringList { QStringLiteral("trace"), QStringLiteral("--keep"), keep } + mode
            + QStringList { kSigProg, how, marker });
    QVERIFY(process.waitForStarted());
    QVERIFY(waitForFile(marker, 30'000));
    const pid_t program = markerPid(marker);
    QVERIFY(program > 0);
    QCOMPARE(::kill(program, SIGTERM), 0);
    QVERIFY(process.waitForFinished(30'000));
    QCOMPARE(process.exitCode(), 0);

    const iolt_header header = imageHeader(keep, program);
    QCOMPARE(header.signal_deliveries[SIGTERM], 1u);
    QCOMPARE(header.signal_deliveries[SIGINT], 0u);
    QVERIFY(header.signal_last_ns[SIGTERM] > 0);
    QVERIFY(header.signal_last_ns[SIGTERM] <= header.end_ns);
}

void TstTraceSignalOnce::handlerFromBeforeTheLibrary()
{
    // A library the program links set the SIGTERM handler before the trace library's constructor
    // ran, past any wrapper (sigearly.c): the trace library finds it in the kernel, counts its
    // runs, and the program still reads back its own handler, flags and mask and handles SIGTERM
    // once, as untraced.
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString untracedMarker = tmp.filePath(QStringLiteral("untraced"));
    const Outcome untraced
        = runAndSignal(QStringLiteral(SIGEARLYPROG), { untracedMarker }, untracedMarker, SIGTERM, false);
    QCOMPARE(untraced.exitCode, 0);
    QCOMPARE(untraced.out, QByteArray("read back: own\nhandled: SIGTERM 1\n"));

    const QString keep = tmp.filePath(QStringLiteral("keep")), marker = tmp.filePath(QStringLiteral("traced"));
    const Outcome traced = runAndSignal(QStringLiteral(IOLENS_CLI),
        { QStringLiteral("trace"), QStringLiteral("--keep"), keep, QStringLiteral(SIGEARLYPROG), marker }, marker,
        SIGTERM, false);
    QCOMPARE(traced.exitCode, 0);
    QCOMPARE(traced.out, untraced.out);
    const iolt_header header = imageHeader(keep, markerPid(marker));
    QCOMPARE(header.signal_deliveries[SIGTERM], 1u);
}

QTEST_GUILESS_MAIN(TstTraceSignalOnce)
#include "tst_tracesignalonce.moc"
