// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// iolens-cli trace through the front (app/front/): the front starts the program itself when it is
// sure of the options, else the full CLI does everything. Either way the program runs once, is
// traced, and never sees the hand-over or the full CLI's heap tunable; the full CLI refuses a
// hand-over it was not given.

#include "tracecliutil.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace tracecli;

namespace {

const QString kProg = QStringLiteral(CLIPROG);

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

CliResult runFull(const QStringList& args, const QProcessEnvironment& env)
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(IOLENS_CLI_FULL), args);
    CliResult result;
    if (!process.waitForStarted() || !process.waitForFinished(120'000)) {
        process.kill();
        process.waitForFinished();
        result.crashed = true;
        return result;
    }
    result.exitCode = process.exitCode();
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

} // namespace

class TstTraceFront : public QObject {
    Q_OBJECT

private slots:
    void programRunsOnceWhateverTheRoute_data()
    {
        // %1 is a scratch directory. The first rows are the front's own route, the last ones the
        // full CLI's (options the front leaves to it).
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("reportFile"); // where the table goes; empty: stderr
        QTest::addRow("no options") << QStringList {} << QString();
        QTest::addRow("--format stopwatch")
            << QStringList { QStringLiteral("--format"), QStringLiteral("stopwatch") } << QString();
        QTest::addRow("--format=table --no-symbols --events 100") << QStringList { QStringLiteral("--format=table"),
            QStringLiteral("--no-symbols"), QStringLiteral("--events"), QStringLiteral("100") }
                                                                  << QString();
        QTest::addRow("--json --timeline --keep") << QStringList { QStringLiteral("--json"),
            QStringLiteral("%1/t.json"), QStringLiteral("--timeline=%1/t.tl"), QStringLiteral("--keep"),
            QStringLiteral("%1/keep") } << QString();
        QTest::addRow("--output") << QStringList { QStringLiteral("--output"), QStringLiteral("%1/report.txt") }
                                  << QStringLiteral("%1/report.txt");
        QTest::addRow("full CLI: an option twice") << QStringList { QStringLiteral("--format"), QStringLiteral("table"),
            QStringLiteral("--format"), QStringLiteral("stopwatch") }
                                                   << QString();
        QTest::addRow("full CLI: without --")
            << QStringList { QStringLiteral("--no-symbols"), QStringLiteral("@") } << QString();
    }

    void programRunsOnceWhateverTheRoute()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, reportFile);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString out = tmp.filePath(QStringLiteral("out.txt"));
        QStringList args { QStringLiteral("trace") };
        bool dashes = true;
        for (const QString& option : options) {
            if (option == u"@")
                dashes = false; // the program follows the options directly
            else
                args << QString(option).replace(QStringLiteral("%1"), tmp.path());
        }
        if (dashes)
            args << QStringLiteral("--");
        args << kProg << QStringLiteral("write") << out << QStringLiteral("1");
        const CliResult r = runCli(args, {}, 120'000, false, withTmpdir(tmp.path()));
        QVERIFY2(!r.crashed && r.exitCode == 0, r.err.constData());
        QCOMPARE(readAll(out), QByteArray("record 01\n")); // one run, one record
        const QByteArray report
            = reportFile.isEmpty() ? r.err : readAll(QString(reportFile).replace(u"%1"_qs, tmp.path()));
        QVERIFY2(report.contains("out.txt"), report.constData()); // and it was traced (by name in the Stopwatch form)
        // Only what was asked for stays: no private trace directory is left.
        for (const QString& entry : QDir(tmp.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden))
            QVERIFY2(!entry.startsWith(u"iolens-trace-"), qPrintable(entry));
    }

    void handOverIsInvisibleToTheProgram()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        QProcessEnvironment env = withTmpdir(tmp.path());
        // One the front was started with is not its own: it is dropped, not passed on.
        env.insert(
            QStringLiteral("IOLENS_CLI_HANDOVER"), QStringLiteral("iolens-handover-1 1 0 0 -1 -1 0 0 1:/ 1:/ 0:"));
        const CliResult r
            = runCli({ QStringLiteral("trace"), QStringLiteral("--"), QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                         QStringLiteral("ls -l /proc/$$/fd; echo \"handover=${IOLENS_CLI_HANDOVER-unset}\"") },
                {}, 120'000, false, env);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("handover=unset"), r.out.constData());
        QVERIFY2(r.out.contains(" 0 -> ") && !r.out.contains(".iolens-owner"), r.out.constData()); // no lock fd
    }

    // The front sets glibc.malloc.hugetlb for the full CLI's own heap (core/hugepagemalloc.h):
    // the program, started by either, sees GLIBC_TUNABLES as the user set it, and none of ours.
    void heapTunableReachesOnlyTheLoader_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("userTunables"); // "(unset)": not in the environment
        QTest::addColumn<QString>("cliTunables"); // as the full CLI was started with; empty: not checked
        const QString unset = QStringLiteral("(unset)");
        const QString added = QStringLiteral("glibc.malloc.hugetlb=1");
        const QStringList twice { QStringLiteral("--format"), QStringLiteral("table"), QStringLiteral("--format"),
            QStringLiteral("table") }; // the full CLI's route
        QTest::addRow("front, unset") << QStringList {} << unset << added;
        QTest::addRow("full CLI, unset") << twice << unset << added;
        // glibc rewrites its copy of the variable as it parses it: what the full CLI was started
        // with is checked only where the tunable is alone.
        QTest::addRow("front, the user's") << QStringList {} << QStringLiteral("glibc.malloc.check=0") << QString();
        QTest::addRow("full CLI, the user's") << twice << QStringLiteral("glibc.malloc.check=0") << QString();
        QTest::addRow("front, empty") << QStringList {} << QString() << QString();
        QTest::addRow("front, the user's hugetlb")
            << QStringList {} << QStringLiteral("glibc.malloc.hugetlb=0") << QStringLiteral("glibc.malloc.hugetlb=0");
    }

    void heapTunableReachesOnlyTheLoader()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, userTunables);
        QFETCH(QString, cliTunables);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        QProcessEnvironment env = withTmpdir(tmp.path());
        env.remove(QStringLiteral("GLIBC_TUNABLES"));
        if (userTunables != u"(unset)")
            env.insert(QStringLiteral("GLIBC_TUNABLES"), userTunables);
        // The parent is the full CLI once the front has exec'd it (the front starts the program
        // first): its environment as it was started is in /proc.
        const QString script = QStringLiteral(
            "for i in $(seq 1000); do [ \"$(readlink /proc/$PPID/exe)\" = '%1' ] && break; sleep 0.01; done\n"
            "echo \"program=${GLIBC_TUNABLES-(unset)}\"\n"
            "echo \"ours=$(env | grep -c '^IOLENS_HUGETLB_ADDED=\\|^IOLENS_USER_GLIBC_TUNABLES=')\"\n"
            "echo \"cli=$(tr '\\0' '\\n' < /proc/$PPID/environ | grep '^GLIBC_TUNABLES=' | cut -d= -f2-)\"\n")
                                   .arg(QStringLiteral(IOLENS_CLI_FULL));
        QStringList args { QStringLiteral("trace") };
        args << options << QStringLiteral("--") << QStringLiteral("/bin/sh") << QStringLiteral("-c") << script;
        const CliResult r = runCli(args, {}, 120'000, false, env);
        QVERIFY2(!r.crashed && r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains(QByteArray("program=" + userTunables.toUtf8() + "\n")), r.out.constData());
        QVERIFY2(r.out.contains("ours=0\n"), r.out.constData());
        if (!cliTunables.isEmpty())
            QVERIFY2(r.out.contains(QByteArray("cli=" + cliTunables.toUtf8() + "\n")), r.out.constData());
    }

    void fullCliRefusesAHandOverItWasNotGiven_data()
    {
        QTest::addColumn<QString>("handover");
        QTest::addColumn<QString>("error");
        QTest::addRow("garbage") << QStringLiteral("junk")
                                 << u"iolens-cli: $IOLENS_CLI_HANDOVER is not a hand-over from iolens-cli."_qs;
        // Well formed, but pid 1 is nobody's child here.
        QTest::addRow("a stranger")
            << QStringLiteral("iolens-handover-1 1 0 0 -1 -1 0 0 1:/ 9:/bin/true 0:")
            << u"iolens-cli: $IOLENS_CLI_HANDOVER names process 1, which is not a child of this iolens-cli."_qs;
    }

    void fullCliRefusesAHandOverItWasNotGiven()
    {
        QFETCH(QString, handover);
        QFETCH(QString, error);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        QProcessEnvironment env = withTmpdir(tmp.path());
        env.insert(QStringLiteral("IOLENS_CLI_HANDOVER"), handover);
        const QString marker = tmp.filePath(QStringLiteral("ran"));
        const CliResult r = runFull({ QStringLiteral("trace"), QStringLiteral("--"), QStringLiteral("/bin/sh"),
                                        QStringLiteral("-c"), QStringLiteral("touch '%1'").arg(marker) },
            env);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errorText(), error);
        QVERIFY(!QFile::exists(marker));
    }
};

QTEST_GUILESS_MAIN(TstTraceFront)
#include "tst_tracefront.moc"
