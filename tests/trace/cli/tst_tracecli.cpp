// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// iolens-cli trace end to end, as a user or a script runs it: arguments and refusals (one sentence,
// exit status 2), the program's exit status and stdio passed through, the trace directory kept or
// removed, the report forms, a program that leaves the trace, and signals.

#include "tracecliutil.h"

#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace tracecli;

namespace {

const QString kProg = QStringLiteral(CLIPROG);
const QString kStaticProg = QStringLiteral(CLIPROG_STATIC);

QString sentence(const QString& text)
{
    return QStringLiteral("iolens-cli: ") + text;
}

// The kernel's clocksource, as iolens passes it to the traced programs (IOLENS_TRACE_CLOCK).
QString currentClocksource()
{
    QFile f(QStringLiteral("/sys/devices/system/clocksource/clocksource0/current_clocksource"));
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()).trimmed() : QString();
}

} // namespace

class TstTraceCli : public QObject {
    Q_OBJECT
private slots:
    void usageErrors_data();
    void usageErrors();
    void refusals_data();
    void refusals();
    void notExecutableRefused();
    void setuidRefused();
    void setuidRefusedInPtraceMode_data();
    void setuidRefusedInPtraceMode();
    void keepDirMustBeEmpty();
    void keepDirParentMustExist_data();
    void keepDirParentMustExist();
    void exitStatusPassesThrough();
    void killedProgramStillReported();
    void stdinToStdoutByteExact();
    void environmentAndGroup();
    void optionsBeforeProgramOnly();
    void argumentsReachTheProgramUnchanged();
    void keepDirKept();
    void privateDirRemoved();
    void jsonOnStdout();
    void stopwatchFormat();
    void noSymbols();
    void outputFile();
    void outputAndTimelineOnStdout();
    void timelineFile();
    void envDashIChildIsTraced();
    void sigintEndsTheGroup_data();
    void sigintEndsTheGroup();
    void secondSigintKills();
    void groupKillReachesTheProgram();
    void ignoredSigintStaysIgnored();
    void ctrlCAtTheTerminal();
    void ctrlZStopsAndContinues();
    void help();
};

void TstTraceCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("error");
    QTest::addRow("bad --mode") << QStringList { QStringLiteral("trace"), QStringLiteral("--mode"),
        QStringLiteral("strace"), QStringLiteral("--"), QStringLiteral("true") }
                                << sentence(u"--mode must be auto, preload or ptrace, got 'strace'."_qs);
    QTest::addRow("no program") << QStringList { QStringLiteral(
        "trace") } << sentence(u"Name the program to trace: iolens-cli trace [options] -- PROGRAM [ARGS...]."_qs);
    QTest::addRow("only --") << QStringList { QStringLiteral("trace"), QStringLiteral("--") }
                             << sentence(
                                    u"Name the program to trace: iolens-cli trace [options] -- PROGRAM [ARGS...]."_qs);
    QTest::addRow("unknown option") << QStringList { QStringLiteral("trace"), QStringLiteral("--bogus"),
        QStringLiteral("--"), kProg, QStringLiteral("exit"), QStringLiteral("0") }
                                    << sentence(u"Unknown option 'bogus'."_qs);
    QTest::addRow("events not a number") << QStringList { QStringLiteral("trace"), QStringLiteral("--events"),
        QStringLiteral("many"), QStringLiteral("--"), kProg, QStringLiteral("exit"),
        QStringLiteral("0") } << sentence(u"--events must be a whole number from 1 to 16777216, got 'many'."_qs);
    QTest::addRow("events zero") << QStringList { QStringLiteral("trace"), QStringLiteral("--events=0"), kProg,
        QStringLiteral("exit"), QStringLiteral("0") }
                                 << sentence(u"--events must be a whole number from 1 to 16777216, got '0'."_qs);
    QTest::addRow("bad format") << QStringList { QStringLiteral("trace"), QStringLiteral("--format"),
        QStringLiteral("csv"), kProg, QStringLiteral("exit"), QStringLiteral("0") }
                                << sentence(u"--format must be table or stopwatch, got 'csv'."_qs);
    QTest::addRow("two on stdout") << QStringList {
        QStringLiteral("trace"), QStringLiteral("--json"), QStringLiteral("-"), QStringLiteral("--timeline"),
        QStringLiteral("-"), kProg, QStringLiteral("exit"), QStringLiteral("0")
    } << sentence(u"Only one of --json, --timeline, --output and --folded can write to standard output."_qs);
    QTest::addRow("json dir missing") << QStringList {
        QStringLiteral("trace"), QStringLiteral("--json"), QStringLiteral("/nonexistent-iolens/x.json"), kProg,
        QStringLiteral("exit"), QStringLiteral("0")
    } << sentence(u"The directory of the --json file '/nonexistent-iolens/x.json' does not exist."_qs);
}

void TstTraceCli::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, error);
    const CliResult r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.errorText(), error);
    QCOMPARE(r.out, QByteArray());
}

void TstTraceCli::refusals_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QString>("mode"); // --mode, or none
    QTest::addColumn<QString>("error");
    QTest::addRow("missing") << QStringLiteral("iolens-no-such-program") << QString()
                             << sentence(u"'iolens-no-such-program' was not found in $PATH."_qs);
    QTest::addRow("missing path") << QStringLiteral("/nonexistent-iolens/prog") << QString()
                                  << sentence(u"'/nonexistent-iolens/prog' does not exist."_qs);
    QTest::addRow("directory") << QStringLiteral("/tmp") << QString()
                               << sentence(u"'/tmp' is a directory, not a program."_qs);
    QTest::addRow("static, preload") << kStaticProg << u"preload"_qs
                                     << sentence(QLatin1Char('\'') + kStaticProg
                                            + u"' is statically linked: LD_PRELOAD cannot see its calls."_qs);
    QTest::addRow("missing, ptrace") << QStringLiteral("/nonexistent-iolens/prog") << u"ptrace"_qs
                                     << sentence(u"'/nonexistent-iolens/prog' does not exist."_qs);
}

void TstTraceCli::refusals()
{
    QFETCH(QString, program);
    QFETCH(QString, mode);
    QFETCH(QString, error);
    QTemporaryDir tmp;
    QStringList args { QStringLiteral("trace") };
    if (!mode.isEmpty())
        args << QStringLiteral("--mode") << mode;
    args << QStringLiteral("--") << program << QStringLiteral("exit") << QStringLiteral("0");
    const CliResult r = runCli(args, {}, 60'000, false, withTmpdir(tmp.path()));
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.errorText(), error);
    QCOMPARE(r.out, QByteArray());
    QCOMPARE(dirEntries(tmp.path()), QStringList()); // refused before any trace directory was made
}

void TstTraceCli::notExecutableRefused()
{
    QTemporaryDir tmp;
    const QString file = tmp.filePath(QStringLiteral("data.txt"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write("#!/bin/sh\n") == 10);
    f.close();
    QVERIFY(f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther));
    const CliResult r = runCli({ QStringLiteral("trace"), file }, {}, 60'000, false, withTmpdir(tmp.path()));
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.errorText(), sentence(QLatin1Char('\'') + file + u"' is not executable."_qs));
    QCOMPARE(dirEntries(tmp.path()), QStringList { QStringLiteral("data.txt") });
}

void TstTraceCli::setuidRefused()
{
    // The kernel starts a program in secure mode (and the loader drops LD_PRELOAD) only when exec
    // changes the ids: a setuid file owned by someone else. A root test run can make one; others
    // check that their own setuid file is no obstacle, as it is none for the loader.
    QTemporaryDir tmp;
    const QString copy = tmp.filePath(QStringLiteral("setuid-prog"));
    QVERIFY(QFile::copy(kProg, copy));
    const QByteArray path = QFile::encodeName(copy);
    const bool root = ::geteuid() == 0;
    if (root)
        QCOMPARE(::chown(path.constData(), 65534, 65534), 0);
    QCOMPARE(::chmod(path.constData(), 04755), 0);
    const CliResult r = runCli({ QStringLiteral("trace"), copy, QStringLiteral("exit"), QStringLiteral("5") });
    if (root) {
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errorText(),
            sentence(QLatin1Char('\'') + copy + u"' is setuid: the kernel ignores LD_PRELOAD for it."_qs));
    } else {
        QCOMPARE(r.exitCode, 5);
    }
    if (root) {
        QCOMPARE(::chmod(path.constData(), 02755), 0); // chown cleared the bits; setgid alone now
        const CliResult g = runCli({ QStringLiteral("trace"), copy, QStringLiteral("exit"), QStringLiteral("5") });
        QCOMPARE(g.exitCode, 2);
        QCOMPARE(g.errorText(),
            sentence(QLatin1Char('\'') + copy + u"' is setgid: the kernel ignores LD_PRELOAD for it."_qs));
    }
}

// Under ptrace (a static program in auto mode, or any with --mode ptrace) a setuid program would
// run without its privileges (no_new_privs), so it is refused as well; a root run can make one.
void TstTraceCli::setuidRefusedInPtraceMode_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("options");
    QTest::addRow("static, auto") << kStaticProg << QStringList {};
    QTest::addRow("dynamic, --mode ptrace")
        << kProg << QStringList { QStringLiteral("--mode"), QStringLiteral("ptrace") };
}

void TstTraceCli::setuidRefusedInPtraceMode()
{
    QFETCH(QString, program);
    QFETCH(QStringList, options);
    QTemporaryDir tmp;
    const QString copy = tmp.filePath(QStringLiteral("setuid-prog"));
    QVERIFY(QFile::copy(program, copy));
    const QByteArray path = QFile::encodeName(copy);
    const bool root = ::geteuid() == 0;
    if (root)
        QCOMPARE(::chown(path.constData(), 65534, 65534), 0);
    QCOMPARE(::chmod(path.constData(), 04755), 0);
    const CliResult r = runCli(QStringList { QStringLiteral("trace") } + options
        + QStringList { QStringLiteral("--"), copy, QStringLiteral("exit"), QStringLiteral("5") });
    if (root) {
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errorText(),
            sentence(QLatin1Char('\'') + copy
                + u"' is setuid, setgid or has file capabilities: under ptrace it would run without its privileges, "
                  "so iolens does not trace it."_qs));
    } else {
        QCOMPARE(r.exitCode, 5); // its own setuid file changes no ids: traced as any other
    }
}

void TstTraceCli::keepDirMustBeEmpty()
{
    QTemporaryDir tmp;
    QFile other(tmp.filePath(QStringLiteral("other.txt")));
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.close();
    const CliResult r = runCli({ QStringLiteral("trace"), QStringLiteral("--keep"), tmp.path(), kProg,
        QStringLiteral("exit"), QStringLiteral("0") });
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.errorText(),
        sentence(u"The --keep directory '"_qs + tmp.path()
            + u"' is not empty: give an empty or new directory, so the trace holds this run's files only."_qs));
    QCOMPARE(dirEntries(tmp.path()), QStringList { QStringLiteral("other.txt") });
}

// A mistyped --keep path makes no tree of directories: only its last directory is created.
void TstTraceCli::keepDirParentMustExist_data()
{
    QTest::addColumn<QString>("cli");
    QTest::addColumn<QString>("keep"); // under the test's directory
    QTest::addRow("front, missing parent") << QStringLiteral(IOLENS_CLI) << QStringLiteral("missing/keep");
    QTest::addRow("front, trailing slash") << QStringLiteral(IOLENS_CLI) << QStringLiteral("missing/keep/");
    QTest::addRow("front, two missing") << QStringLiteral(IOLENS_CLI) << QStringLiteral("missing/deeper/keep");
    QTest::addRow("full CLI, missing parent") << QStringLiteral(IOLENS_CLI_FULL) << QStringLiteral("missing/keep");
}

void TstTraceCli::keepDirParentMustExist()
{
    QFETCH(QString, cli);
    QFETCH(QString, keep);
    QTemporaryDir tmp;
    const QString dir = tmp.filePath(keep);
    QProcess process;
    process.start(cli,
        { QStringLiteral("trace"), QStringLiteral("--keep"), dir, kProg, QStringLiteral("exit"), QStringLiteral("0") });
    QVERIFY(process.waitForFinished(60'000));
    QCOMPARE(process.exitCode(), 2);
    const QString parent = QFileInfo(QDir::cleanPath(dir)).path();
    QCOMPARE(QString::fromLocal8Bit(process.readAllStandardError()).trimmed(),
        sentence(u"The --keep directory '"_qs + dir + u"' cannot be created: its parent '"_qs + parent
            + u"' does not exist."_qs));
    QCOMPARE(dirEntries(tmp.path()), QStringList());

    // A new directory in one that exists is created, as before.
    const QString fresh = tmp.filePath(QStringLiteral("keep"));
    const CliResult made = runCli({ QStringLiteral("trace"), QStringLiteral("--keep"), fresh, kProg,
        QStringLiteral("exit"), QStringLiteral("0") });
    QCOMPARE(made.exitCode, 0);
    QVERIFY(QFileInfo(fresh).isDir());
}

void TstTraceCli::exitStatusPassesThrough()
{
    const CliResult r
        = runCli({ QStringLiteral("trace"), QStringLiteral("--"), kProg, QStringLiteral("exit"), QStringLiteral("7") });
    QCOMPARE(r.crashed, false);
    QCOMPARE(r.exitCode, 7);
    QCOMPARE(r.out, QByteArray());
}

void TstTraceCli::killedProgramStillReported()
{
    QTemporaryDir tmp;
    const QString data = tmp.filePath(QStringLiteral("records.txt"));
    const QString json = tmp.filePath(QStringLiteral("trace.json"));
    const CliResult r = runCli({ QStringLiteral("trace"), QStringLiteral("--json"), json, QStringLiteral("--"), kProg,
                                   QStringLiteral("kill9"), data },
        {}, 60'000, false, withTmpdir(tmp.path()));
    QCOMPARE(r.exitCode, 128 + SIGKILL);
    QVERIFY2(r.err.contains(QFile::encodeName(data)), r.err.constData()); // the table names the file
    const QJsonObject trace = readJsonFile(json);
    QCOMPARE(trace.value(u"exit_status").toInt(), 137);
    QCOMPARE(trace.value(u"signal").toInt(), SIGKILL);
    const QMap<QString, qint64> calls = callCounts(fileEntry(trace, data));
    QCOMPARE(calls.value(QStringLiteral("open")), 3);
    QCOMPARE(calls.value(QStringLiteral("write")), 3);
    QCOMPARE(calls.value(QStringLiteral("close")), 3);
    QCOMPARE(dirEntries(tmp.path()), (QStringList { QStringLiteral("records.txt"), QStringLiteral("trace.json") }));
}

void TstTraceCli::stdinToStdoutByteExact()
{
    QByteArray input(300'000, Qt::Uninitialized);
    QRandomGenerator generator(11);
    for (char& c : input)
        c = char(generator.bounded(256));
    input.append("\0\r\n\x1b[31m", 7);
    QProcess process;
    process.start(
        QStringLiteral(IOLENS_CLI), { QStringLiteral("trace"), QStringLiteral("--"), kProg, QStringLiteral("cat") });
    QVERIFY(process.waitForStarted());
    process.write(input);
    process.closeWriteChannel();
    QVERIFY(process.waitForFinished(60'000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 0);
    const QByteArray out = process.readAllStandardOutput();
    QCOMPARE(out.size(), input.size());
    QVERIFY(out == input);
    QVERIFY(!process.readAllStandardError().isEmpty()); // the report went there
}

void TstTraceCli::environmentAndGroup()
{
    QTemporaryDir keep;
    const QString dir = keep.filePath(QStringLiteral("t"));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString userLib = QStringLiteral("/nonexistent-iolens/libuser.so");
    env.insert(QStringLiteral("LD_PRELOAD"), userLib); // the loader skips a missing one, after ours
    env.insert(QStringLiteral("IOLENS_TRACE_DIR"), QStringLiteral("/elsewhere")); // an outer trace's
    const CliResult r
        = runWithInput({ QStringLiteral("trace"), QStringLiteral("--keep"), dir, QStringLiteral("--events"),
                           QStringLiteral("1234"), kProg, QStringLiteral("env") },
            "12345", env);
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = QString::fromUtf8(r.out).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 15);
    // What the program sees: only the user's preload and the stopwatch's variable (the library
    // took itself and its own variables out of the environment)...
    QCOMPARE(lines[0], u"IOLENS_TRACE_DIR=(unset)"_qs);
    QCOMPARE(lines[1], u"IOLENS_TRACE_LIB=(unset)"_qs);
    QCOMPARE(lines[2], u"IOLENS_TRACE_ZONES="_qs + dir + u"/zones"_qs);
    QCOMPARE(lines[3], u"IOLENS_TRACE_EVENTS=(unset)"_qs);
    QCOMPARE(lines[4], u"IOLENS_TRACE_CLOCK=(unset)"_qs);
    QCOMPARE(lines[5], u"LD_PRELOAD="_qs + userLib);
    // ...while the environment iolens gave it (the kernel's copy, which no process can change)
    // has the trace set for this run, the outer trace's directory replaced, the library first,
    // and the kernel's clocksource, read once by iolens for every traced process.
    QStringList initial = lines.mid(6, 6);
    initial.sort();
    QCOMPARE(initial[0], u"initial IOLENS_TRACE_CLOCK="_qs + currentClocksource());
    QCOMPARE(initial[1], u"initial IOLENS_TRACE_DIR="_qs + dir);
    QCOMPARE(initial[2], u"initial IOLENS_TRACE_EVENTS=1234"_qs);
    QVERIFY2(initial[3].startsWith(u"initial IOLENS_TRACE_LIB=/"_qs) && initial[3].endsWith(u"/libiolens-trace.so"_qs),
        qPrintable(initial[3]));
    const QString lib = initial[3].mid(25);
    QCOMPARE(initial[4], u"initial IOLENS_TRACE_ZONES="_qs + dir + u"/zones"_qs);
    QCOMPARE(initial[5], u"initial LD_PRELOAD="_qs + lib + u":"_qs + userLib);
    QCOMPARE(lines[12], u"cwd="_qs + QDir::currentPath());
    QCOMPARE(lines[13], u"own_group=0"_qs); // the caller's process group, as untraced
    QCOMPARE(lines[14], u"stdin_bytes=5"_qs); // iolens' stdin is the program's
}

void TstTraceCli::optionsBeforeProgramOnly()
{
    // Without "--", the first argument that is not an option starts the program's own; its options
    // (here "--json", which is also one of ours) are its own.
    QTemporaryDir tmp;
    const QString data = tmp.filePath(QStringLiteral("--json"));
    const CliResult r = runCli({ QStringLiteral("trace"), kProg, QStringLiteral("write"), data, QStringLiteral("2") });
    QCOMPARE(r.exitCode, 0);
    QFile f(data);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("record 01\nrecord 01\n"));
}

void TstTraceCli::argumentsReachTheProgramUnchanged()
{
    // Bytes that are not UTF-8, and options of iolens' own (even --ext-file, which every other
    // command takes from anywhere), go to the program as they were given.
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("out.txt"));
    const std::vector<QByteArray> args { "trace", "--output", QFile::encodeName(tmp.filePath(QStringLiteral("r.txt"))),
        "--", QFile::encodeName(kProg), "args", "\xff\xfe not UTF-8", "--ext-file", "/nonexistent-iolens/ext", "--json",
        "-", "" };
    QCOMPARE(runRaw(args, out), 0);
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("\xff\xfe not UTF-8\n--ext-file\n/nonexistent-iolens/ext\n--json\n-\n\n"));
}

void TstTraceCli::keepDirKept()
{
    QTemporaryDir tmp;
    // New, in a directory that exists (a missing parent is refused: keepDirParentMustExist).
    const QString keep = tmp.filePath(QStringLiteral("trace"));
    const QString data = tmp.filePath(QStringLiteral("out.txt"));
    const CliResult r = runCli({ QStringLiteral("trace"), QStringLiteral("--keep"), keep, QStringLiteral("--"), kProg,
        QStringLiteral("write"), data, QStringLiteral("4") });
    QCOMPARE(r.exitCode, 0);
    // The image's trace file, and beside it its sampled call stacks (format/iolts.h), sorted after it.
    QStringList files = dirEntries(keep);
    files.sort();
    QVERIFY2(files.size() == 2 && files.first().startsWith(u'p') && files.first().endsWith(u".0.iolt"_qs)
            && files.last() == files.first() + u's',
        qPrintable(files.join(u' ')));
    QVERIFY(QFileInfo(keep + u'/' + files.first()).size() > 0);
    QCOMPARE(QFileInfo(keep).permissions() & (QFile::ReadGroup | QFile::ReadOther | QFile::WriteOther),
        QFile::Permissions());
    QVERIFY2(r.err.contains(QByteArray("The trace files are kept in '" + QFile::encodeName(keep) + "'.")),
        r.err.constData());
}

void TstTraceCli::privateDirRemoved()
{
    QTemporaryDir tmp;
    const QString work = tmp.filePath(QStringLiteral("work"));
    QVERIFY(QDir().mkdir(work));
    const QString data = work + u"/out.txt"_qs;
    const CliResult ok = runCli({ QStringLiteral("trace"), kProg, QStringLiteral("write"), data, QStringLiteral("2") },
        {}, 60'000, false, withTmpdir(tmp.path()));
    QCOMPARE(ok.exitCode, 0);
    QCOMPARE(dirEntries(tmp.path()), QStringList { QStringLiteral("work") });
    const CliResult failed = runCli({ QStringLiteral("trace"), kProg, QStringLiteral("exit"), QStringLiteral("3") }, {},
        60'000, false, withTmpdir(tmp.path()));
    QCOMPARE(failed.exitCode, 3);
    QCOMPARE(dirEntries(tmp.path()), QStringList { QStringLiteral("work") });
}

void TstTraceCli::jsonOnStdout()
{
    QTemporaryDir tmp;
    const QString data = tmp.filePath(QStringLiteral("records.txt"));
    const CliResult r = runCli({ QStringLiteral("trace"), QStringLiteral("--json"), QStringLiteral("-"),
        QStringLiteral("--"), kProg, QStringLiteral("write"), data, QStringLiteral("5") });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject trace = parseObject(r.out);
    for (const char* key : { "command", "exit_status", "wall_ns", "processes", "files", "sites", "zones", "findings",
             "events_kept", "events_dropped" })
        QVERIFY2(trace.contains(QLatin1String(key)), key);
    QCOMPARE(
        trace.value(u"command").toArray(), (QJsonArray { kProg, QStringLiteral("write"), data, QStringLiteral("5") }));
    QCOMPARE(trace.value(u"exit_status").toInt(-1), 0);
    QVERIFY(trace.value(u"wall_ns").toInteger() > 0);
    const QJsonArray processes = trace.value(u"processes").toArray();
    QCOMPARE(processes.size(), 1);
    const QJsonObject p = processes.first().toObject();
    for (const char* key : { "pid", "parent", "argv", "exit_status", "wall_ns", "io_ns", "kernel" })
        QVERIFY2(p.contains(QLatin1String(key)), key);
    QVERIFY(p.value(u"pid").toInt() > 0);
    QCOMPARE(p.value(u"argv").toArray(), trace.value(u"command").toArray());
    QCOMPARE(p.value(u"exit_status").toInt(-1), 0);
    const QJsonObject kernel = p.value(u"kernel").toObject();
    for (const char* key : { "syscr", "syscw", "rchar", "wchar", "read_bytes", "write_bytes" })
        QVERIFY2(kernel.contains(QLatin1String(key)), key);
    const QJsonObject file = fileEntry(trace, data);
    QCOMPARE(file.value(u"kind").toString(), QStringLiteral("regular"));
    QCOMPARE(file.value(u"opens").toInteger(), 5);
    const QMap<QString, qint64> calls = callCounts(file);
    QCOMPARE(calls.value(QStringLiteral("open")), 5);
    QCOMPARE(calls.value(QStringLiteral("write")), 5);
    QCOMPARE(calls.value(QStringLiteral("close")), 5);
    for (const QJsonValue& v : file.value(u"calls").toArray())
        if (v.toObject().value(u"call").toString() == u"write") {
            QCOMPARE(v.toObject().value(u"bytes").toInteger(), 50);
            QCOMPARE(v.toObject().value(u"histogram").toArray().size(), 32);
        }
}

void TstTraceCli::stopwatchFormat()
{
    QTemporaryDir tmp;
    const QString data = tmp.filePath(QStringLiteral("records.txt"));
    const CliResult r = runCli({ QStringLiteral("trace"), QStringLiteral("--format"), QStringLiteral("stopwatch"),
        kProg, QStringLiteral("write"), data, QStringLiteral("3") });
    QCOMPARE(r.exitCode, 0);
    const QRegularExpression line(
        u"^Stopwatch\\[write records.txt\\]: \\d+msec\\.$"_qs, QRegularExpression::MultilineOption);
    QVERIFY2(line.match(QString::fromUtf8(r.err)).hasMatch(), r.err.constData());
    // The findings follow the article's lines, as they end the table.
    QVERIFY(r.err.indexOf("\nFindings") > r.err.indexOf("Stopwatch[close records.txt]"));
    QCOMPARE(r.out, QByteArray());
}

void TstTraceCli::noSymbols()
{
    QTemporaryDir tmp;
    const QString data = tmp.filePath(QStringLiteral("records.txt"));
    QStringList functions[2];
    for (const bool symbols : { true, false }) {
        QStringList args { QStringLiteral("trace"), QStringLiteral("--json"), QStringLiteral("-"),
            QStringLiteral("--output"), QStringLiteral("/dev/null") };
        if (!symbols)
            args << QStringLiteral("--no-symbols");
        args << kProg << QStringLiteral("write") << data << QStringLiteral("1");
        const CliResult r = runCli(args);
        QCOMPARE(r.exitCode, 0);
        const QJsonArray sites = parseObject(r.out).value(u"sites").toArray();
        QCOMPARE(sites.size(), 3); // open, write and close, each from its own line
        for (const QJsonValue& v : sites) {
            QCOMPARE(v.toObject().value(u"module").toString(), kProg);
            functions[symbols ? 0 : 1] << v.toObject().value(u"function").toString();
        }
    }
    QCOMPARE(functions[0], QStringList(3, QStringLiteral("writeRecords")));
    QCOMPARE(functions[1], QStringList(3, QString()));
}

void TstTraceCli::outputFile()
{
    QTemporaryDir tmp;
    const QString data = tmp.filePath(QStringLiteral("records.txt"));
    const QString report = tmp.filePath(QStringLiteral("report.txt"));
    const CliResult r = runCli({ QStringLiteral("trace"), QStringLiteral("--output"), report, kProg,
        QStringLiteral("write"), data, QStringLiteral("3") });
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(r.out, QByteArray());
    QFile f(report);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().contains(QFile::encodeName(data)));
}

void TstTraceCli::outputAndTimelineOnStdout()
{
    QTemporaryDir tmp;
    const QString data = tmp.filePath(QStringLiteral("records.txt"));
    const CliResult text = runCli({ QStringLiteral("trace"), QStringLiteral("--output"), QStringLiteral("-"), kProg,
        QStringLiteral("write"), data, QStringLiteral("1") });
    QCOMPARE(text.exitCode, 0);
    QCOMPARE(text.err, QByteArray());
    QVERIFY(text.out.contains(QFile::encodeName(data)));
    const CliResult timeline = runCli({ QStringLiteral("trace"), QStringLiteral("--timeline"), QStringLiteral("-"),
        kProg, QStringLiteral("write"), data, QStringLiteral("1") });
    QCOMPARE(timeline.exitCode, 0);
    QVERIFY(timeline.err.contains(QFile::encodeName(data))); // the report stays on stderr
    QCOMPARE(parseObject(timeline.out).value(u"displayTimeUnit").toString(), QStringLiteral("ns"));
}

void TstTraceCli::timelineFile()
{
    QTemporaryDir tmp;
    const QString data = tmp.filePath(QStringLiteral("records.txt"));
    const QString timeline = tmp.filePath(QStringLiteral("timeline.json"));
    const CliResult r = runCli({ QStringLiteral("trace"), QStringLiteral("--timeline"), timeline, kProg,
        QStringLiteral("write"), data, QStringLiteral("3") });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject doc = readJsonFile(timeline);
    QCOMPARE(doc.value(u"displayTimeUnit").toString(), QStringLiteral("ns"));
    const QJsonArray events = doc.value(u"traceEvents").toArray();
    int writes = 0, processNames = 0;
    for (const QJsonValue& v : events) {
        const QJsonObject e = v.toObject();
        if (e.value(u"ph").toString() == u"M" && e.value(u"name").toString() == u"process_name")
            ++processNames;
        if (e.value(u"ph").toString() == u"X" && e.value(u"name").toString().startsWith(u"write"))
            writes += 1;
    }
    QCOMPARE(processNames, 1);
    QVERIFY2(writes >= 1, qPrintable(QString::number(events.size())));
}

void TstTraceCli::envDashIChildIsTraced()
{
    // env -i empties the environment: env itself is traced, and the exec wrapper puts the library
    // and its variables back for the program env starts, which still sees the empty environment
    // it was given (before the library hid itself, its children were lost with a notice).
    QTemporaryDir tmp;
    const QString json = tmp.filePath(QStringLiteral("trace.json"));
    const CliResult r = runWithInput({ QStringLiteral("trace"), QStringLiteral("--json"), json, QStringLiteral("env"),
                                         QStringLiteral("-i"), kProg, QStringLiteral("env") },
        {});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(!r.err.contains("drops LD_PRELOAD"), r.err.constData());
    const QStringList lines = QString::fromUtf8(r.out).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 13);
    for (int i = 0; i < 5; ++i)
        QVERIFY2(lines[i].endsWith(u"=(unset)"_qs), qPrintable(lines[i]));
    QCOMPARE(lines[5], u"LD_PRELOAD=(unset)"_qs);
    QVERIFY2(lines[6].startsWith(u"initial LD_PRELOAD=/"_qs) && lines[6].endsWith(u"/libiolens-trace.so"_qs),
        qPrintable(lines[6]));
    QVERIFY(lines[7].startsWith(u"initial IOLENS_TRACE_DIR=/"_qs));
    QVERIFY(lines[8].startsWith(u"initial IOLENS_TRACE_LIB=/"_qs));
    QCOMPARE(lines[9], u"initial IOLENS_TRACE_CLOCK="_qs + currentClocksource());
    QCOMPARE(lines[10], u"cwd="_qs + QDir::currentPath());
    const QJsonArray processes = readJsonFile(json).value(u"processes").toArray();
    QStringList images; // an entry per image: env, and the program it became
    for (const QJsonValue& p : processes)
        images.append(QFileInfo(p.toObject().value(u"exe").toString()).fileName());
    images.sort();
    QCOMPARE(images, QStringList({ u"env"_qs, QFileInfo(kProg).fileName() })); // sorted
}

void TstTraceCli::sigintEndsTheGroup_data()
{
    QTest::addColumn<int>("sig");
    QTest::addRow("SIGINT") << int(SIGINT);
    QTest::addRow("SIGTERM") << int(SIGTERM);
}

void TstTraceCli::sigintEndsTheGroup()
{
    // iolens-cli itself gets the signal (the program is not in a terminal's foreground here): it
    // passes it on to the program's whole process group, then reports.
    QFETCH(int, sig);
    QTemporaryDir tmp;
    const QString marker = tmp.filePath(QStringLiteral("pids"));
    const QString json = tmp.filePath(QStringLiteral("trace.json"));
    QProcess process;
    process.start(QStringLiteral(IOLENS_CLI),
        { QStringLiteral("trace"), QStringLiteral("--json"), json, kProg, QStringLiteral("sleep"), marker });
    QVERIFY(process.waitForStarted());
    const auto [parent, child] = waitForSleepingPids(marker);
    QVERIFY(parent > 0 && child > 0);
    QCOMPARE(::kill(pid_t(process.processId()), sig), 0);
    QVERIFY(process.waitForFinished(30'000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 128 + sig);
    QVERIFY(waitEnded(parent, 10'000));
    QVERIFY(waitEnded(child, 10'000)); // the whole group got it, not only the top program
    const QByteArray err = process.readAllStandardError();
    QVERIFY2(err.contains(QFile::encodeName(marker)), err.constData()); // the report still came
    QCOMPARE(readJsonFile(json).value(u"exit_status").toInt(), 128 + sig);
}

void TstTraceCli::groupKillReachesTheProgram()
{
    // `kill -KILL 0` in the caller's group (what `timeout -s KILL` does to its own): the program
    // and the child it forked are in that group, as they would be untraced, and die with iolens
    // instead of running on as orphans.
    QTemporaryDir tmp;
    const QString marker = tmp.filePath(QStringLiteral("pids"));
    QProcess process;
    process.setChildProcessModifier([] { ::setpgid(0, 0); }); // the caller's group, led by iolens
    process.start(QStringLiteral(IOLENS_CLI), { QStringLiteral("trace"), kProg, QStringLiteral("sleep"), marker });
    QVERIFY(process.waitForStarted());
    const auto [parent, child] = waitForSleepingPids(marker);
    QVERIFY(parent > 0 && child > 0);
    const pid_t group = pid_t(process.processId());
    QCOMPARE(::getpgid(parent), group);
    QCOMPARE(::getpgid(child), group);
    QCOMPARE(::kill(-group, SIGKILL), 0);
    QVERIFY(process.waitForFinished(30'000));
    QVERIFY(waitEnded(parent, 10'000));
    QVERIFY(waitEnded(child, 10'000));
}

void TstTraceCli::secondSigintKills()
{
    // The program ignores SIGINT and SIGTERM: the first Ctrl+C is passed on and ignored, the second
    // cancels (SIGTERM, ignored, then SIGKILL a second later). The report still comes.
    QTemporaryDir tmp;
    const QString marker = tmp.filePath(QStringLiteral("ready"));
    QProcess process;
    process.start(QStringLiteral(IOLENS_CLI), { QStringLiteral("trace"), kProg, QStringLiteral("ignoreterm"), marker });
    QVERIFY(process.waitForStarted());
    QVERIFY(waitForFile(marker, 30'000));
    QCOMPARE(::kill(pid_t(process.processId()), SIGINT), 0);
    QThread::msleep(200);
    QCOMPARE(process.state(), QProcess::Running);
    QCOMPARE(::kill(pid_t(process.processId()), SIGINT), 0);
    QVERIFY(process.waitForFinished(30'000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 128 + SIGKILL);
    const QByteArray err = process.readAllStandardError();
    QVERIFY2(err.contains(QFile::encodeName(marker)), err.constData());
}

void TstTraceCli::ctrlCAtTheTerminal()
{
    // The program's group owns the terminal: it reads what is typed, and Ctrl+C goes to it.
    PtySession session({ QStringLiteral("trace"), QStringLiteral("--"), kProg, QStringLiteral("cat") });
    QVERIFY(session.started());
    session.type("hello\n");
    QVERIFY2(session.readUntil("hello\r\nhello\r\n", 30'000), session.output().constData()); // echo, then cat
    session.type("\x03");
    QVERIFY(session.readUntil({}, 30'000));
    QCOMPARE(session.wait(), 128 + SIGINT);
    const QByteArray after = session.output().mid(session.output().indexOf("^C"));
    QVERIFY2(after.contains(QFile::encodeName(kProg)), after.constData()); // the report, after the program
}

void TstTraceCli::ctrlZStopsAndContinues()
{
    // Ctrl+Z stops the program and iolens with it (one process group, as untraced), so a shell
    // sees the job stop; continued as a shell continues a job (SIGCONT to its group), the program
    // reads on. (PtySession's shell made iolens the leader of the job's group.)
    PtySession session({ QStringLiteral("trace"), QStringLiteral("--"), kProg, QStringLiteral("cat") });
    QVERIFY(session.started());
    session.type("one\n");
    QVERIFY(session.readUntil("one\r\none\r\n", 30'000));
    session.type("\x1a");
    bool stopped = false;
    for (int i = 0; i < 1500 && !stopped; ++i) {
        stopped = processState(session.pid()) == 'T';
        QThread::msleep(20);
    }
    QVERIFY(stopped);
    QCOMPARE(::kill(-session.pid(), SIGCONT), 0);
    session.type("two\n");
    QVERIFY2(session.readUntil("two\r\ntwo\r\n", 30'000), session.output().constData());
    session.type("\x04");
    QVERIFY(session.readUntil({}, 30'000));
    QCOMPARE(session.wait(), 0);
}

void TstTraceCli::ignoredSigintStaysIgnored()
{
    // Started with SIGINT ignored (a background job of a script, nohup): iolens and the program
    // ignore it, as the program alone would; SIGTERM still passes.
    QTemporaryDir tmp;
    const QString marker = tmp.filePath(QStringLiteral("pids"));
    QProcess process;
    process.setChildProcessModifier([] { ::signal(SIGINT, SIG_IGN); });
    process.start(QStringLiteral(IOLENS_CLI), { QStringLiteral("trace"), kProg, QStringLiteral("sleep"), marker });
    QVERIFY(process.waitForStarted());
    QVERIFY(waitForFile(marker, 30'000));
    QFile f(marker);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const pid_t program = f.readAll().split(' ').value(0).toInt();
    QVERIFY(program > 0);
    QFile status(QStringLiteral("/proc/%1/status").arg(program));
    QVERIFY(status.open(QIODevice::ReadOnly));
    const QByteArray text = status.readAll();
    const qsizetype at = text.indexOf("SigIgn:");
    QVERIFY(at >= 0);
    const quint64 ignored = text.mid(at + 7).trimmed().left(16).toULongLong(nullptr, 16);
    QVERIFY(ignored & (quint64(1) << (SIGINT - 1)));
    QCOMPARE(::kill(pid_t(process.processId()), SIGINT), 0);
    QVERIFY(!process.waitForFinished(300)); // nothing happens: both ignore it
    QCOMPARE(::kill(pid_t(process.processId()), SIGTERM), 0);
    QVERIFY(process.waitForFinished(30'000));
    QCOMPARE(process.exitCode(), 128 + SIGTERM);
}

void TstTraceCli::help()
{
    const CliResult r = runCli({ QStringLiteral("trace"), QStringLiteral("--help") });
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("Usage: iolens-cli trace [options] [--] PROGRAM [ARGS...]\n"));
    QVERIFY(r.out.contains("on standard error"));
    const CliResult usage = runCli({ QStringLiteral("--help") });
    QVERIFY(usage.out.contains("iolens-cli trace [--format table|stopwatch]"));
}

QTEST_GUILESS_MAIN(TstTraceCli)
#include "tst_tracecli.moc"
