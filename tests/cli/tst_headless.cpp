// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// iolens-cli links no display library (issue 13, section 5): --plot is drawn by iolens-render.
// iolens-cli itself is a front without Qt that execs iolens-cli-full beside it (app/front/main.cpp).
#include "clirunner.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

// The shared libraries a binary loads, as `ldd` lists them (one "name => path" per line).
QByteArray sharedLibraries(const QString& binary)
{
    QProcess ldd;
    ldd.start(QStringLiteral("ldd"), { binary });
    if (!ldd.waitForFinished(30'000) || ldd.exitCode() != 0)
        return {};
    return ldd.readAllStandardOutput();
}

struct Run {
    int exitCode = -1;
    QByteArray err;
};

Run runProgram(const QString& program, const QStringList& args)
{
    QProcess process;
    process.start(program, args);
    Run run;
    if (!process.waitForFinished(120'000))
        return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.err = process.readAllStandardError();
    return run;
}

// A copy of an executable in dir, runnable by its owner; its path.
QString copyExecutable(const QString& from, const QTemporaryDir& dir, const QString& name)
{
    const QString to = dir.filePath(name);
    if (!QFile::copy(from, to) || !QFile::setPermissions(to, QFile::ReadOwner | QFile::ExeOwner))
        return {};
    return to;
}

} // namespace

class TestHeadless : public QObject {
    Q_OBJECT

private slots:
    void cliLinksNoDisplayLibrary()
    {
        const QByteArray libraries = sharedLibraries(QStringLiteral(IOLENS_CLI_FULL));
        // Core is there: the listing was read, so the absences below mean something.
        QVERIFY2(libraries.contains("libQt6Core.so"), libraries.constData());
        for (const char* display : { "libQt6Gui", "libQt6Widgets", "libQt6PrintSupport", "libqcustomplot",
                 "libQCustomPlot", "libX11", "libxcb", "libGL", "libEGL", "libfontconfig", "libfreetype" })
            QVERIFY2(!libraries.contains(display),
                qPrintable(QStringLiteral("iolens-cli-full loads %1").arg(QLatin1StringView(display))));
    }

    void frontLinksNoQt()
    {
        // What a traced program waits for before it starts: the front's own loading only.
        const QByteArray libraries = sharedLibraries(QStringLiteral(IOLENS_CLI));
        QVERIFY2(libraries.contains("libc.so"), libraries.constData());
        for (const char* heavy : { "libQt6", "libssl", "libcrypto", "libsqlite3", "libcpp-httplib" })
            QVERIFY2(!libraries.contains(heavy),
                qPrintable(QStringLiteral("iolens-cli loads %1: %2")
                               .arg(QLatin1StringView(heavy), QString::fromLocal8Bit(libraries))));
    }

    void frontWithoutFullCliNamesIt()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString cli = copyExecutable(QStringLiteral(IOLENS_CLI), dir, QStringLiteral("iolens-cli"));
        QVERIFY(!cli.isEmpty());
        const QString marker = dir.filePath(QStringLiteral("ran"));
        for (const QStringList& args : { QStringList { QStringLiteral("list") },
                 QStringList { QStringLiteral("trace"), QStringLiteral("--"), QStringLiteral("/bin/sh"),
                     QStringLiteral("-c"), QStringLiteral("touch '%1'").arg(marker) } }) {
            const Run run = runProgram(cli, args);
            QCOMPARE(run.exitCode, 2);
            const QString expected
                = QStringLiteral("iolens-cli: the full command line '%1' is missing or not executable")
                      .arg(dir.filePath(QStringLiteral("iolens-cli-full")));
            QVERIFY2(QString::fromLocal8Bit(run.err).startsWith(expected), run.err.constData());
            QVERIFY(!QFile::exists(marker)); // nothing was started that nobody would wait for
        }
    }

    void rendererLinksThePlotCode()
    {
        // The other half of the split: the plots still come from the window's own code.
        const QByteArray libraries = sharedLibraries(QStringLiteral(IOLENS_RENDER));
        QVERIFY2(libraries.contains("libQt6Widgets.so"), libraries.constData());
    }

    void plotWithoutRendererNamesIt()
    {
        // A copy of the CLI in a directory without iolens-render: --plot says what is missing.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString cli = copyExecutable(QStringLiteral(IOLENS_CLI), dir, QStringLiteral("iolens-cli"));
        QVERIFY(!cli.isEmpty());
        QVERIFY(!copyExecutable(QStringLiteral(IOLENS_CLI_FULL), dir, QStringLiteral("iolens-cli-full")).isEmpty());
        const QString source = dir.filePath(QStringLiteral("source.bin"));
        QVERIFY(runProgram(cli,
                    { QStringLiteral("gen"), QStringLiteral("--kind"), QStringLiteral("random"),
                        QStringLiteral("--size"), QStringLiteral("64K"), source })
                    .exitCode
            == 0);
        const QString plot = dir.filePath(QStringLiteral("phases.png"));
        const Run run = runProgram(cli,
            { QStringLiteral("run"), QStringLiteral("--file"), source, QStringLiteral("--strategy"),
                QStringLiteral("copy.buffer-loop"), QStringLiteral("--reps"), QStringLiteral("1"),
                QStringLiteral("--out-dir"), dir.path(), QStringLiteral("--plot"), plot });
        QCOMPARE(run.exitCode, 1);
        const QString expected = QStringLiteral("--plot needs iolens-render, which is not at '%1'")
                                     .arg(dir.filePath(QStringLiteral("iolens-render")));
        QVERIFY2(QString::fromLocal8Bit(run.err).contains(expected), run.err.constData());
        QVERIFY(!QFile::exists(plot));
    }

    void rendererRefusesWhatIsNotAReport()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString notReport = dir.filePath(QStringLiteral("notes.json"));
        QFile file(notReport);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.write("[1, 2, 3]") == 9);
        file.close();
        const QString plot = dir.filePath(QStringLiteral("phases.png"));
        const Run run = runProgram(QStringLiteral(IOLENS_RENDER), { QStringLiteral("--phases-plot"), plot, notReport });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith(QByteArray("The report '" + notReport.toLocal8Bit() + "' is not an iolens report")),
            run.err.constData());
        QVERIFY(!QFile::exists(plot));

        const Run missing = runProgram(QStringLiteral(IOLENS_RENDER),
            { QStringLiteral("--phases-plot"), plot, dir.filePath(QStringLiteral("absent.json")) });
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains("absent.json"), missing.err.constData());
    }

    void rendererRefusesWrongArguments()
    {
        QCOMPARE(runProgram(QStringLiteral(IOLENS_RENDER), {}).exitCode, 2);
        const Run run = runProgram(QStringLiteral(IOLENS_RENDER),
            { QStringLiteral("--bars"), QStringLiteral("a.png"), QStringLiteral("b.json") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith("iolens-render: unknown mode '--bars'."), run.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestHeadless)
#include "tst_headless.moc"
