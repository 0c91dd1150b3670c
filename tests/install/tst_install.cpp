// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The installation as a user gets it: `cmake --install` of this build tree into a staging prefix,
// then the installed programs run from there (list, gen, run, trace with the installed preload),
// the desktop file, AppStream metadata and MIME type checked with the freedesktop tools, the man
// pages rendered, and the bash completion asked for a strategy id. The tools come from .ci/deps;
// one that is missing fails the test with the package to install, rather than passing unchecked.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMimeDatabase>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Outcome {
    int exitCode = -1;
    QByteArray out, err;
};

} // namespace

class TestInstall : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_prefix; // the staging prefix: <tmp>/usr
    QString m_cli; // <prefix>/bin/iolens-cli

    // Runs a program with a clean environment: PATH with the staged bin first, no IOLENS_* that
    // could point the installed programs back at the build tree.
    Outcome run(const QString& program, const QStringList& args, const QString& workingDir = {},
        const QStringList& extraEnv = {})
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const QString& key : env.keys())
            if (key.startsWith(QLatin1String("IOLENS_")) || key == QLatin1String("LD_PRELOAD"))
                env.remove(key);
        env.insert(QStringLiteral("PATH"), m_prefix + QStringLiteral("/bin:") + env.value(QStringLiteral("PATH")));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("TMPDIR"), m_dir.path());
        for (const QString& pair : extraEnv)
            env.insert(pair.section(QLatin1Char('='), 0, 0), pair.section(QLatin1Char('='), 1));
        process.setProcessEnvironment(env);
        if (!workingDir.isEmpty())
            process.setWorkingDirectory(workingDir);
        process.start(program, args);
        Outcome outcome;
        if (!process.waitForStarted(10000)) {
            outcome.err = "could not start " + program.toUtf8();
            return outcome;
        }
        process.closeWriteChannel();
        if (!process.waitForFinished(60000)) {
            process.kill();
            process.waitForFinished();
            outcome.err = "timed out";
            return outcome;
        }
        outcome.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        outcome.out = process.readAllStandardOutput();
        outcome.err = process.readAllStandardError();
        return outcome;
    }

    // The path of a tool from .ci/deps, or a failure naming the package that brings it.
    static QString tool(const char* name, const char* package)
    {
        const QString path = QStandardPaths::findExecutable(QString::fromLatin1(name));
        if (path.isEmpty())
            qWarning("%s is missing: install the Debian package %s (bash .ci/deps does).", name, package);
        return path;
    }

    QString staged(const char* relative) const { return m_prefix + QLatin1Char('/') + QLatin1String(relative); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_prefix = m_dir.filePath(QStringLiteral("usr"));
        m_cli = m_prefix + QStringLiteral("/bin/iolens-cli");
        const Outcome install = run(QStringLiteral(IOLENS_CMAKE),
            { QStringLiteral("--install"), QStringLiteral(IOLENS_BUILD_DIR), QStringLiteral("--prefix"), m_prefix });
        QVERIFY2(install.exitCode == 0, install.err.constData());
    }

    void installsEveryPart_data()
    {
        QTest::addColumn<QString>("path");
        for (const char* path : { "bin/iolens", "bin/iolens-cli", "bin/iolens-cli-full", "bin/iolens-render",
                 "lib/iolens/libiolens-trace.so", "libexec/iolens/csvmerge004", "include/iolens/stopwatch.h",
                 "share/applications/iolens.desktop", "share/metainfo/org.iolens.iolens.metainfo.xml",
                 "share/mime/packages/iolens.xml", "share/icons/hicolor/scalable/apps/iolens.svg",
                 "share/man/man1/iolens-cli.1.gz", "share/man/man1/iolens.1.gz",
                 "share/bash-completion/completions/iolens-cli", "share/zsh/site-functions/_iolens-cli",
                 "share/iolens/translations/iolens_ja.qm", "share/iolens/translations/iolens_ko.qm",
                 "share/iolens/java/StopwatchUtil.java", "share/doc/iolens/LICENSE" })
            QTest::addRow("%s", path) << QString::fromLatin1(path);
    }
    void installsEveryPart()
    {
        QFETCH(QString, path);
        const QFileInfo info(m_prefix + QLatin1Char('/') + path);
        QVERIFY2(info.isFile(), qPrintable(info.filePath()));
        QVERIFY2(info.size() > 0, qPrintable(info.filePath()));
    }

    void pngIconsHaveTheirSizes()
    {
        for (int size : { 16, 24, 32, 48, 64, 128, 256 }) {
            const QString path = m_prefix + QStringLiteral("/share/icons/hicolor/%1x%1/apps/iolens.png").arg(size);
            const QImage image(path);
            QVERIFY2(!image.isNull(), qPrintable(path));
            QCOMPARE(image.size(), QSize(size, size));
            // The corners are transparent, the middle is the icon's dark background.
            QCOMPARE(qAlpha(image.pixel(0, 0)), 0);
            QCOMPARE(qAlpha(image.pixel(size / 8 + 1, size / 2)), 255);
        }
    }

    void installedWindowStarts()
    {
        const Outcome version = run(
            staged("bin/iolens"), { QStringLiteral("--version") }, {}, { QStringLiteral("QT_QPA_PLATFORM=offscreen") });
        QCOMPARE(version.exitCode, 0);
        QVERIFY2(version.out.startsWith("iolens "), version.out.constData());
    }

    // The man pages and the AppStream release carry the version the programs report, so a new
    // version cannot ship with the old one's pages.
    void versionsAgree()
    {
        const Outcome version = run(m_cli, { QStringLiteral("--version") });
        QCOMPARE(version.exitCode, 0);
        QVERIFY2(version.out.startsWith("iolens-cli "), version.out.constData());
        const QByteArray number = version.out.mid(11).trimmed();
        QVERIFY(!number.isEmpty());
        const struct {
            const char* path;
            QByteArray expected;
        } files[] = { { "share/man/man1/iolens-cli.1.gz", "\"iolens " + number + '"' },
            { "share/man/man1/iolens.1.gz", "\"iolens " + number + '"' },
            { "share/metainfo/org.iolens.iolens.metainfo.xml", "<release version=\"" + number + '"' } };
        for (const auto& file : files) {
            // The man pages are installed compressed; gzip -dc -f passes the metainfo through as it is.
            const Outcome text
                = run(QStringLiteral("gzip"), { QStringLiteral("-dc"), QStringLiteral("-f"), staged(file.path) });
            QVERIFY2(text.exitCode == 0, text.err.constData());
            QVERIFY2(text.out.contains(file.expected),
                qPrintable(
                    QLatin1String(file.path) + QStringLiteral(" does not name version ") + QString::fromUtf8(number)));
        }
    }

    void installedCliListsAndRuns()
    {
        const Outcome list = run(m_cli, { QStringLiteral("list") });
        QCOMPARE(list.exitCode, 0);
        QVERIFY(list.out.contains("copy.buffer-loop"));
        QVERIFY(list.out.contains("read.buffer"));

        const QString input = m_dir.filePath(QStringLiteral("small.txt"));
        const Outcome gen = run(m_cli,
            { QStringLiteral("gen"), QStringLiteral("--kind"), QStringLiteral("text"), QStringLiteral("--size"),
                QStringLiteral("64K"), input });
        QVERIFY2(gen.exitCode == 0, gen.err.constData());
        QCOMPARE(QFileInfo(input).size(), 65536);

        const Outcome result = run(m_cli,
            { QStringLiteral("run"), QStringLiteral("--file"), input, QStringLiteral("--strategy"),
                QStringLiteral("copy.buffer-loop,read.buffer"), QStringLiteral("--reps"), QStringLiteral("2"),
                QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--json"), QStringLiteral("-") });
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(result.out).object();
        const QJsonArray results = report.value(u"results").toArray();
        QCOMPARE(results.size(), 2);
        for (const QJsonValue& r : results) {
            QCOMPARE(r[u"status"].toString(), QStringLiteral("ok"));
            QCOMPARE(r[u"verified"].toBool(), true);
            QCOMPARE(r[u"output"][u"bytes"].toInteger(), 65536);
        }

        // --plot runs the installed iolens-render beside the installed iolens-cli.
        const QString plot = m_dir.filePath(QStringLiteral("phases.png"));
        const Outcome plotted = run(m_cli,
            { QStringLiteral("run"), QStringLiteral("--file"), input, QStringLiteral("--strategy"),
                QStringLiteral("copy.buffer-loop"), QStringLiteral("--reps"), QStringLiteral("1"),
                QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--plot"), plot },
            {}, { QStringLiteral("QT_QPA_PLATFORM=offscreen") });
        QVERIFY2(plotted.exitCode == 0, plotted.err.constData());
        const QImage image(plot);
        QVERIFY2(!image.isNull(), qPrintable(plot));
        QVERIFY(image.width() > 100 && image.height() > 100);
    }

    // The installed iolens-cli finds the installed preload (<exe dir>/../lib/iolens/), not the
    // build tree's: the environment the kernel was given for the traced program names it first in
    // LD_PRELOAD (the program's own environ no longer shows it; /proc/self/environ does).
    void installedTraceFindsTheInstalledPreload()
    {
        const Outcome trueTrace
            = run(m_cli, { QStringLiteral("trace"), QStringLiteral("--"), QStringLiteral("/bin/true") });
        QVERIFY2(trueTrace.exitCode == 0, trueTrace.err.constData());
        QVERIFY2(trueTrace.err.contains("/bin/true (exited 0)"), trueTrace.err.constData());

        const QString cat = QStandardPaths::findExecutable(QStringLiteral("cat"));
        QVERIFY(!cat.isEmpty());
        const Outcome envTrace
            = run(m_cli, { QStringLiteral("trace"), QStringLiteral("--"), cat, QStringLiteral("/proc/self/environ") });
        QVERIFY2(envTrace.exitCode == 0, envTrace.err.constData());
        const QString library
            = QFileInfo(m_prefix + QStringLiteral("/lib/iolens/libiolens-trace.so")).canonicalFilePath();
        QString preload;
        for (const QByteArray& entry : envTrace.out.split('\0'))
            if (entry.startsWith("LD_PRELOAD="))
                preload = QString::fromUtf8(entry.mid(int(qstrlen("LD_PRELOAD="))));
        QVERIFY2(!preload.isEmpty(), envTrace.out.constData());
        QCOMPARE(preload.split(QLatin1Char(':')).constFirst(), library);
    }

    // The course's chapter 004 traces article 004's program: installed beside the window
    // (<prefix>/libexec/iolens/, where the Course page looks), and traceable by the installed CLI.
    void installedCourseProgramRunsTraced()
    {
        const QString dir = m_dir.filePath(QStringLiteral("csvmerge"));
        QVERIFY(QDir().mkpath(dir));
        const Outcome traced = run(m_cli,
            { QStringLiteral("trace"), QStringLiteral("--"), staged("libexec/iolens/csvmerge004"), dir,
                QStringLiteral("3") });
        QVERIFY2(traced.exitCode == 0, traced.err.constData());
        QVERIFY2(traced.err.contains("(exited 0)"), traced.err.constData());
        // Three iterations append two 32-byte rows each to test3.csv.
        QCOMPARE(QFileInfo(dir + QStringLiteral("/test3.csv")).size(), qint64(6 * 32));
    }

    void desktopFileIsValid()
    {
        const QString validator = tool("desktop-file-validate", "desktop-file-utils");
        QVERIFY(!validator.isEmpty());
        const Outcome check = run(validator, { staged("share/applications/iolens.desktop") });
        QVERIFY2(check.exitCode == 0 && check.out.isEmpty(), QByteArray(check.out + check.err).constData());
        QFile desktop(staged("share/applications/iolens.desktop"));
        QVERIFY(desktop.open(QIODevice::ReadOnly));
        const QByteArray text = desktop.readAll();
        QVERIFY(text.contains("\nExec=iolens %f\n"));
        QVERIFY(text.contains("\nMimeType=application/x-iolens-session;\n"));
    }

    void metainfoIsValid()
    {
        const QString validator = tool("appstreamcli", "appstream");
        QVERIFY(!validator.isEmpty());
        const Outcome check = run(validator,
            { QStringLiteral("validate"), QStringLiteral("--no-net"), QStringLiteral("--pedantic"),
                staged("share/metainfo/org.iolens.iolens.metainfo.xml") });
        QVERIFY2(check.exitCode == 0, QByteArray(check.out + check.err).constData());
    }

    // The MIME database built from the staged prefix tells a run result from other JSON by content.
    void mimeTypeTellsDocumentsByContent()
    {
        const QString updater = tool("update-mime-database", "shared-mime-info");
        QVERIFY(!updater.isEmpty());
        // With the staged share in XDG_DATA_DIRS, or it notes on stderr that no one would look there.
        const Outcome update = run(updater, { staged("share/mime") }, {},
            { QStringLiteral("XDG_DATA_DIRS=") + staged("share"),
                QStringLiteral("XDG_DATA_HOME=") + m_dir.filePath(QStringLiteral("nohome")) });
        QVERIFY2(update.exitCode == 0 && update.err.isEmpty(), update.err.constData());

        // A name with the type's suffix, and one with no suffix a glob knows (told by content).
        const QString result = m_dir.filePath(QStringLiteral("before.iolens.json"));
        const QString bare = m_dir.filePath(QStringLiteral("results"));
        const QString data = m_dir.filePath(QStringLiteral("data.json"));
        const QString input = m_dir.filePath(QStringLiteral("mime-input.txt"));
        QVERIFY(run(m_cli,
                    { QStringLiteral("gen"), QStringLiteral("--kind"), QStringLiteral("text"), QStringLiteral("--size"),
                        QStringLiteral("4K"), input })
                    .exitCode
            == 0);
        QCOMPARE(run(m_cli,
                     { QStringLiteral("run"), QStringLiteral("--file"), input, QStringLiteral("--strategy"),
                         QStringLiteral("read.buffer"), QStringLiteral("--reps"), QStringLiteral("1"),
                         QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--json"), result })
                     .exitCode,
            0);
        QVERIFY(QFile::copy(result, bare));
        QFile other(data);
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.write(R"({"rows": [1, 2, 3], "results": []})");
        other.close();

        // This process has not used QMimeDatabase before: it reads the staged prefix and the system.
        qputenv("XDG_DATA_DIRS", QFile::encodeName(staged("share") + QStringLiteral(":/usr/share")));
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("nohome"))));
        const QMimeDatabase mime;
        QCOMPARE(mime.mimeTypeForFile(result).name(), QStringLiteral("application/x-iolens-session"));
        QCOMPARE(mime.mimeTypeForFile(bare).name(), QStringLiteral("application/x-iolens-session"));
        QCOMPARE(mime.mimeTypeForFile(data).name(), QStringLiteral("application/json"));
        QVERIFY(mime.mimeTypeForName(QStringLiteral("application/x-iolens-session"))
                    .inherits(QStringLiteral("application/json")));
    }

    // Both man pages render without a warning, and iolens-cli's describes every command and every
    // option that the installed iolens-cli's --help texts name.
    void manPagesRenderAndCoverEveryOption()
    {
        const QString man = tool("man", "man-db");
        QVERIFY(!man.isEmpty());
        QString rendered;
        for (const char* page : { "share/man/man1/iolens.1.gz", "share/man/man1/iolens-cli.1.gz" }) {
            const Outcome out = run(man,
                { QStringLiteral("--warnings=all"), QStringLiteral("--nh"), QStringLiteral("--nj"),
                    QStringLiteral("-l"), staged(page) },
                {}, { QStringLiteral("MANWIDTH=100"), QStringLiteral("MANPAGER=cat"), QStringLiteral("PAGER=cat") });
            QVERIFY2(out.exitCode == 0 && out.err.isEmpty(), out.err.constData());
            QVERIFY(out.out.contains("SYNOPSIS"));
            rendered = QString::fromUtf8(out.out);
        }
        // "" is iolens-cli --help itself (it names --ext-file, which every command but trace takes).
        for (const char* command : { "", "list", "gen", "run", "scenario", "trace" }) {
            QVERIFY2(rendered.contains(QStringLiteral("iolens-cli ") + QLatin1String(command)), command);
            QStringList args { QString::fromLatin1(command), QStringLiteral("--help") };
            args.removeAll(QString());
            const Outcome help = run(m_cli, args);
            QCOMPARE(help.exitCode, 0);
            const QRegularExpression option(QStringLiteral("(?<![\\w-])--[a-z][a-z-]*"));
            int options = 0;
            for (auto it = option.globalMatch(QString::fromUtf8(help.out)); it.hasNext(); ++options) {
                const QString name = it.next().captured();
                QVERIFY2(rendered.contains(name),
                    qPrintable(QStringLiteral("'iolens-cli %1 --help' names %2, which resources/man/iolens-cli.1 does "
                                              "not describe")
                                   .arg(QLatin1String(command), name)));
            }
            QVERIFY2(options >= 2, command);
        }
    }

    void bashCompletionCompletesStrategies()
    {
        const QString framework = QStringLiteral("/usr/share/bash-completion/bash_completion");
        if (!QFileInfo::exists(framework))
            qWarning("bash-completion is missing: install the Debian package bash-completion (bash .ci/deps does).");
        QVERIFY(QFileInfo::exists(framework));
        // complete_line WORDS...: what pressing Tab after the last word offers, as bash would.
        const QString script
            = QStringLiteral("source %1; source %2; compopt() { :; }\n"
                             "complete_line() { COMP_WORDS=(\"$@\"); COMP_CWORD=$(($# - 1)); COMP_LINE=\"$*\"; "
                             "COMP_POINT=${#COMP_LINE}; COMPREPLY=(); _iolens_cli; echo \"${COMPREPLY[*]}\"; }\n"
                             "complete_line iolens-cli run --strategy copy.sendfile,read.mm\n"
                             "complete_line iolens-cli run --fam\n"
                             "complete_line iolens-cli scenario csv-merge --variant v\n")
                  .arg(framework, staged("share/bash-completion/completions/iolens-cli"));
        const Outcome out = run(QStringLiteral("/bin/bash"), { QStringLiteral("-c"), script });
        QVERIFY2(out.exitCode == 0, out.err.constData());
        QCOMPARE(QString::fromUtf8(out.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts),
            QStringList({ QStringLiteral("copy.sendfile,read.mmap"), QStringLiteral("--family"),
                QStringLiteral("v1 v2 v3 v4") }));
    }
};

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
