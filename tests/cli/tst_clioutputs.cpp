// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every file iolens-cli and iolens-render write: a write that fails is one sentence naming the
// path and a non-zero exit, and a good file is never replaced by a cut one (issue 28). A full disk
// is /dev/full (ENOSPC on every write) or RLIMIT_FSIZE (EFBIG past the limit), which need neither
// root nor a mount; and what iolens-render refuses to draw.
#include "clirunner.h"

#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

namespace {

const QString kProg = QStringLiteral(CLIPROG);

// The file size limit of the child: a write past it fails with EFBIG, and SIGXFSZ, which would
// end the process, is ignored (exec keeps an ignored signal ignored).
constexpr rlim_t kFileSizeLimit = 256;

struct ProgramRun {
    int exitCode = -1;
    QByteArray err;
};

ProgramRun runLimited(const QString& program, const QStringList& args, bool limitFileSize)
{
    QProcess process;
    if (limitFileSize)
        process.setChildProcessModifier([] {
            ::signal(SIGXFSZ, SIG_IGN);
            const rlimit limit { kFileSizeLimit, kFileSizeLimit };
            if (::setrlimit(RLIMIT_FSIZE, &limit) != 0)
                ::_exit(127);
        });
    process.start(program, args);
    ProgramRun run;
    if (!process.waitForFinished(120'000) || process.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = process.exitCode();
    run.err = process.readAllStandardError();
    return run;
}

QByteArray contentOf(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(unreadable)");
}

bool writeFile(const QString& path, const QByteArray& data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size() && f.flush();
}

// The arguments of a row with its placeholders filled in.
QStringList expand(
    QStringList args, const QString& out, const QString& source, const QString& dir, const QString& report)
{
    for (QString& a : args)
        a.replace(QStringLiteral("%OUT"), out)
            .replace(QStringLiteral("%SRC"), source)
            .replace(QStringLiteral("%DIR"), dir)
            .replace(QStringLiteral("%REPORT"), report)
            .replace(QStringLiteral("%PROG"), kProg);
    return args;
}

QStringList runArgs(const QString& option)
{
    return { QStringLiteral("run"), QStringLiteral("--file"), QStringLiteral("%SRC"), QStringLiteral("--strategy"),
        QStringLiteral("read.buffer"), QStringLiteral("--reps"), QStringLiteral("1"), QStringLiteral("--warmup"),
        QStringLiteral("0"), QStringLiteral("--out-dir"), QStringLiteral("%DIR"), option, QStringLiteral("%OUT") };
}

QStringList traceArgs(const QString& option)
{
    return { QStringLiteral("trace"), option, QStringLiteral("%OUT"), QStringLiteral("--"), QStringLiteral("%PROG"),
        QStringLiteral("exit"), QStringLiteral("0") };
}

} // namespace

class TestCliOutputs : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_source = m_dir.filePath(QStringLiteral("source.txt"));
        QVERIFY(writeFile(m_source, QByteArray("a line of text\n").repeated(4)));
        m_outDir = m_dir.filePath(QStringLiteral("out"));
        QVERIFY(QDir().mkpath(m_outDir));
        m_report = m_dir.filePath(QStringLiteral("report.json"));
        const CliResult r = runCli(expand(runArgs(QStringLiteral("--json")), m_report, m_source, m_outDir, {}));
        QVERIFY2(r.exitCode == 0, r.err.constData());
    }

    // ENOSPC on every write: the device cannot be renamed over, so it is written in place, and
    // what it refuses is said. Named through a link where the option wants a suffix.
    void fullDevice_data()
    {
        QTest::addColumn<QString>("program"); // cli or render
        QTest::addColumn<QString>("name"); // of the link to /dev/full; empty: /dev/full itself
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("what");
        const QString cli = QStringLiteral("cli"), render = QStringLiteral("render");
        QTest::addRow("run --json") << cli << QString() << runArgs(QStringLiteral("--json")) << "the --json file";
        QTest::addRow("run --csv") << cli << QString() << runArgs(QStringLiteral("--csv")) << "the --csv file";
        QTest::addRow("run --timeline") << cli << QString() << runArgs(QStringLiteral("--timeline"))
                                        << "the --timeline file";
        QTest::addRow("trace --json") << cli << QString() << traceArgs(QStringLiteral("--json")) << "the --json file";
        QTest::addRow("trace --output") << cli << QString() << traceArgs(QStringLiteral("--output"))
                                        << "the --output file";
        QTest::addRow("trace --timeline")
            << cli << QString() << traceArgs(QStringLiteral("--timeline")) << "the --timeline file";
        QTest::addRow("render phases png")
            << render << QStringLiteral("full.png")
            << QStringList { QStringLiteral("--phases-plot"), QStringLiteral("%OUT"), QStringLiteral("%REPORT") }
            << QString();
        QTest::addRow("render phases pdf")
            << render << QStringLiteral("full.pdf")
            << QStringList { QStringLiteral("--phases-plot"), QStringLiteral("%OUT"), QStringLiteral("%REPORT") }
            << QString();
        QTest::addRow("render report html")
            << render << QStringLiteral("full.html")
            << QStringList { QStringLiteral("--report"), QStringLiteral("%OUT"), QStringLiteral("%REPORT") }
            << QString();
        QTest::addRow("render report pdf")
            << render << QStringLiteral("full.pdf")
            << QStringList { QStringLiteral("--report"), QStringLiteral("%OUT"), QStringLiteral("%REPORT") }
            << QString();
    }
    void fullDevice()
    {
        QFETCH(QString, program);
        QFETCH(QString, name);
        QFETCH(QStringList, args);
        QFETCH(QString, what);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QString out = QStringLiteral("/dev/full");
        if (!name.isEmpty()) {
            out = dir.filePath(name);
            QVERIFY(QFile::link(QStringLiteral("/dev/full"), out));
        }
        const bool cli = program == u"cli";
        const ProgramRun run = runLimited(cli ? QStringLiteral(IOLENS_CLI) : QStringLiteral(IOLENS_RENDER),
            expand(args, out, m_source, m_outDir, m_report), false);
        QCOMPARE(run.exitCode, 1);
        const QString error = QString::fromLocal8Bit(run.err).trimmed();
        const QString expected = cli
            ? QStringLiteral("iolens-cli: Could not write %1 '%2': No space left on device.").arg(what, out)
            : QStringLiteral("Could not write '%1'").arg(out);
        QVERIFY2(error.endsWith(expected) || error.startsWith(expected), qPrintable(error));
        QVERIFY2(!error.contains(u'\n') || cli, qPrintable(error)); // the renderer says one line
        QCOMPARE(error.count(expected), 1);
    }

    // A file size limit that the new output passes: the write fails with EFBIG part-way, the
    // previous file stays byte for byte, and no scratch file is left beside it.
    void goodFileKept_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected"); // %OUT: the path
        const QString cli = QStringLiteral("cli"), render = QStringLiteral("render");
        QTest::addRow("run --json") << cli << QStringLiteral("result.json") << runArgs(QStringLiteral("--json"))
                                    << "iolens-cli: Could not write the --json file '%OUT': File too large.";
        QTest::addRow("run --csv") << cli << QStringLiteral("result.csv") << runArgs(QStringLiteral("--csv"))
                                   << "iolens-cli: Could not write the --csv file '%OUT': File too large.";
        QTest::addRow("run --timeline") << cli << QStringLiteral("timeline.json")
                                        << runArgs(QStringLiteral("--timeline"))
                                        << "iolens-cli: Could not write the --timeline file '%OUT': File too large.";
        QTest::addRow("render phases png")
            << render << QStringLiteral("phases.png")
            << QStringList { QStringLiteral("--phases-plot"), QStringLiteral("%OUT"), QStringLiteral("%REPORT") }
            << "Could not write '%OUT'.";
        QTest::addRow("render report html")
            << render << QStringLiteral("report.html")
            << QStringList { QStringLiteral("--report"), QStringLiteral("%OUT"), QStringLiteral("%REPORT") }
            << "Could not write '%OUT': File too large.";
        QTest::addRow("render report pdf")
            << render << QStringLiteral("report.pdf")
            << QStringList { QStringLiteral("--report"), QStringLiteral("%OUT"), QStringLiteral("%REPORT") }
            << "Could not write '%OUT'.";
    }
    void goodFileKept()
    {
        QFETCH(QString, program);
        QFETCH(QString, name);
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(name);
        const QByteArray good = QByteArray("a good previous output\n").repeated(400); // 9,200 bytes
        QVERIFY(writeFile(out, good));
        const bool cli = program == u"cli";
        // The runner's own files (its scratch copy, its lock) stay under the limit: the source is 60 bytes.
        const ProgramRun run = runLimited(cli ? QStringLiteral(IOLENS_CLI) : QStringLiteral(IOLENS_RENDER),
            expand(args, out, m_source, m_outDir, m_report), true);
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(QString::fromLocal8Bit(run.err).trimmed(), QString(expected).replace(QStringLiteral("%OUT"), out));
        QCOMPARE(contentOf(out), good);
        QCOMPARE(dirEntries(dir.path()), QStringList { name });
    }

    // A trace or a report without results is not drawn as a blank plot.
    void renderRefusesNothingToPlot_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected"); // %IN: the report's path
        QTest::addRow("trace") << QByteArray(R"({"iolens_version": "0.1.0", "kind": "trace", "files": []})")
                               << "'%IN' is a trace, not a run report: iolens-render draws from iolens-cli run --json.";
        QTest::addRow("no results") << QByteArray(R"({"iolens_version": "0.1.0", "results": []})")
                                    << "The report '%IN' holds no results, so there is no phases plot to draw.";
        QTest::addRow("results missing") << QByteArray(R"({"iolens_version": "0.1.0"})")
                                         << "The report '%IN' holds no results, so there is no phases plot to draw.";
    }
    void renderRefusesNothingToPlot()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString in = dir.filePath(QStringLiteral("in.json"));
        QVERIFY(writeFile(in, json));
        const QString plot = dir.filePath(QStringLiteral("phases.png"));
        const ProgramRun run
            = runLimited(QStringLiteral(IOLENS_RENDER), { QStringLiteral("--phases-plot"), plot, in }, false);
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(QString::fromLocal8Bit(run.err).trimmed(), QString(expected).replace(QStringLiteral("%IN"), in));
        QVERIFY(!QFile::exists(plot));
    }

private:
    QTemporaryDir m_dir;
    QString m_source;
    QString m_outDir;
    QString m_report;
};

QTEST_GUILESS_MAIN(TestCliOutputs)
#include "tst_clioutputs.moc"
