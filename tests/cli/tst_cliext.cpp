// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

// iolens-cli --ext-file FILE (and $IOLENS_EXT_FILE): user-defined external commands next to the
// shipped ones, and usage errors that name the file and the line.

namespace {

const char* const kUserFile = "# counts lines and bytes the way wc does\n"
                              "[ext.user-wc]\n"
                              "job = read\n"
                              "title = my wc\n"
                              "command = wc -l -c -- {src}\n"
                              "output = wc\n"
                              "what = wc, defined by a user\n";

void writeFile(const QString& path, const QByteArray& data)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
        qFatal("cannot write %s", qPrintable(path));
}

} // namespace

class TestCliExt : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_text;
    QString m_user;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_text = m_dir.filePath(QStringLiteral("text.txt"));
        writeFile(m_text, QByteArray("alpha\nbeta\ngamma\n").repeated(1000));
        m_user = m_dir.filePath(QStringLiteral("user.ext"));
        writeFile(m_user, kUserFile);
    }

    void listShowsUserDefinitions()
    {
        const CliResult plain = runCli({ QStringLiteral("list"), QStringLiteral("--family"), QStringLiteral("ext") });
        QCOMPARE(plain.exitCode, 0);
        QVERIFY(!plain.out.contains("ext.user-wc"));
        QVERIFY(plain.out.contains("ext.wc-l")); // shipped: listed in family ext
        // Family read stays the in-process readers: no child processes sneak into --family read.
        const CliResult read = runCli({ QStringLiteral("list"), QStringLiteral("--family"), QStringLiteral("read") });
        QVERIFY(read.out.contains("read.buffer"));
        QVERIFY(!read.out.contains("ext."));

        const CliResult withFile = runCli({ QStringLiteral("list"), QStringLiteral("--ext-file"), m_user });
        QCOMPARE(withFile.exitCode, 0);
        QVERIFY2(withFile.out.contains("ext.user-wc"), withFile.out.constData());

        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("IOLENS_EXT_FILE"), m_user);
        const CliResult fromEnv = runCli({ QStringLiteral("list"), QStringLiteral("--json") }, {}, 300'000, false, env);
        QCOMPARE(fromEnv.exitCode, 0);
        bool found = false;
        for (const QJsonValue& s : QJsonDocument::fromJson(fromEnv.out).object()[u"strategies"].toArray())
            if (s.toObject()[u"id"].toString() == u"ext.user-wc") {
                found = true;
                QCOMPARE(s.toObject()[u"family"].toString(), QStringLiteral("ext"));
                QCOMPARE(s.toObject()[u"verified_as"].toString(), QStringLiteral("read"));
                QCOMPARE(
                    s.toObject()[u"lesson"].toObject()[u"what"].toString(), QStringLiteral("wc, defined by a user"));
            }
        QVERIFY(found);
    }

    void runVerifiesUserDefinition()
    {
        const CliResult run
            = runCli({ QStringLiteral("run"), QStringLiteral("--file"), m_text, QStringLiteral("--strategy"),
                QStringLiteral("ext.user-wc,ext.cp"), QStringLiteral("--reps"), QStringLiteral("2"),
                QStringLiteral("--json"), QStringLiteral("-"), QStringLiteral("--ext-file=") + m_user });
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonArray results = QJsonDocument::fromJson(run.out).object()[u"results"].toArray();
        QCOMPARE(results.size(), 2);
        for (const QJsonValue& v : results) {
            const QJsonObject r = v.toObject();
            QCOMPARE(r[u"status"].toString(), QStringLiteral("ok"));
            QVERIFY(r[u"verified"].toBool());
            QCOMPARE(r[u"output"].toObject()[u"bytes"].toInteger(), qint64(17 * 1000));
            QCOMPARE(r[u"runs"].toArray().size(), 2);
        }
        QCOMPARE(results[0].toObject()[u"output"].toObject()[u"lines"].toInteger(), qint64(3000));
        QCOMPARE(results[1].toObject()[u"family"].toString(), QStringLiteral("ext"));
        QCOMPARE(results[1].toObject()[u"verified_as"].toString(), QStringLiteral("copy"));
    }

    void badFilesAreUsageErrors_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::addRow("bad key") << QByteArray("[ext.a]\njob = read\ncolour = red\n")
                                 << QStringLiteral("bad.ext:3: unknown key 'colour'");
        QTest::addRow("shipped id") << QByteArray("[ext.cp]\njob = copy\ntitle = t\ncommand = cp {src} {dst}\n")
                                    << QStringLiteral("bad.ext:1: the id 'ext.cp' is already a shipped strategy");
        QTest::addRow("id twice") << QByteArray(kUserFile).repeated(2)
                                  << QStringLiteral("bad.ext:9: the id 'ext.user-wc' is defined twice");
        QTest::addRow("absurd timeout") << QByteArray(kUserFile).append("timeout_s = 1e400\n")
                                        << QStringLiteral("bad.ext:8: timeout_s must");
        // Refused before it is parsed: a definition file has no business being this large.
        QTest::addRow("10 MB file") << QByteArray("# padding\n").repeated(1'000'000) + kUserFile
                                    << QStringLiteral("larger than 1 MiB");
    }

    void badFilesAreUsageErrors()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        const QString bad = m_dir.filePath(QStringLiteral("bad.ext"));
        writeFile(bad, content);
        const CliResult r = runCli({ QStringLiteral("list"), QStringLiteral("--ext-file"), bad });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.errorText().contains(expected), qPrintable(r.errorText()));
        QVERIFY(r.out.isEmpty());
    }

    // Commands run without a shell: metacharacters are plain arguments, so none of these may create
    // the marker file. The destination is a file in a private scratch dir; "{dst}/.." names no
    // directory, so it cannot lead out of it. Each run fails cleanly and leaves nothing behind.
    void hostileCommandsRunLiterally_data()
    {
        QTest::addColumn<QString>("command"); // MARKER stands for the marker's path
        QTest::addRow("semicolon") << QStringLiteral("echo hi; touch MARKER {dst}");
        // Never "rm -rf ~" itself: a failing test must not cost a home directory. VICTIM is a scratch dir.
        QTest::addRow("rm -rf") << QStringLiteral("echo {dst} ; rm -rf VICTIM ; touch MARKER");
        QTest::addRow("$(...)") << QStringLiteral("echo $(touch MARKER) {dst}");
        QTest::addRow("backticks") << QStringLiteral("echo `touch MARKER` {dst}");
        QTest::addRow("pipe") << QStringLiteral("echo hi | touch MARKER {dst}");
        QTest::addRow("and") << QStringLiteral("true && touch MARKER {dst}");
        QTest::addRow("redirection") << QStringLiteral("echo {dst} > MARKER");
        QTest::addRow("../ after {dst}") << QStringLiteral("cp {src} {dst}/../../MARKER");
        QTest::addRow("../ before {dst}") << QStringLiteral("cp {src} ../../../../../..{dst}/../../MARKER");
    }
    void hostileCommandsRunLiterally()
    {
        QFETCH(QString, command);
        const QString marker = m_dir.filePath(QStringLiteral("marker"));
        const QString victim = m_dir.filePath(QStringLiteral("victim"));
        QVERIFY(QDir().mkpath(victim));
        const QString outDir = m_dir.filePath(QStringLiteral("hostile-out"));
        QVERIFY(QDir().mkpath(outDir));
        const QString def = m_dir.filePath(QStringLiteral("hostile.ext"));
        writeFile(def,
            "[ext.hostile]\njob = copy\ntitle = hostile\ncommand = "
                + QString(command)
                      .replace(QStringLiteral("MARKER"), marker)
                      .replace(QStringLiteral("VICTIM"), victim)
                      .toUtf8()
                + "\n");
        const QStringList before = dirEntries(m_dir.path());
        // Run from the out dir, so that a relative path written by the child would also show up in it.
        const CliResult r
            = runCli({ QStringLiteral("run"), QStringLiteral("--file"), m_text, QStringLiteral("--strategy"),
                         QStringLiteral("ext.hostile"), QStringLiteral("--reps"), QStringLiteral("1"),
                         QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--out-dir"), outDir,
                         QStringLiteral("--ext-file"), def },
                outDir);
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, 1); // the copy was not made: a failed run, not a crash or a usage error
        QVERIFY2(r.errorText().startsWith(QStringLiteral("iolens-cli: ")) && r.errorText().contains(u"ext.hostile")
                && !r.errorText().contains(u'\n'),
            qPrintable(r.errorText()));
        QVERIFY2(!QFile::exists(marker), "a shell ran the command");
        QCOMPARE(dirEntries(outDir), QStringList());
        QCOMPARE(dirEntries(m_dir.path()), before);
        QVERIFY(QFileInfo(victim).isDir());
    }

    // The problems of a definition file are listed one per line under the headline; a newline or an
    // escape sequence in the file's name (or in its text) is escaped, so the list keeps its shape.
    void problemsAreOneLineEach()
    {
        const QString bad = m_dir.filePath(QStringLiteral("bad\nname\x1b[2J.ext"));
        writeFile(bad, "[ext.a]\njob = read\ncolour = red\n[ext.b]\njob = read\nshade = \x1b]0;x\x07\n");
        const CliResult r = runCli({ QStringLiteral("list"), QStringLiteral("--ext-file"), bad });
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(!r.err.contains('\x1b') && !r.err.contains('\x07'), r.err.constData());
        const QStringList lines = QString::fromUtf8(r.err).split(u'\n');
        const QString escaped = QFileInfo(m_dir.path()).absoluteFilePath() + QStringLiteral("/bad\\nname\\x1b[2J.ext");
        QVERIFY2(lines.size() >= 4 && lines.last().isEmpty(), r.err.constData());
        QVERIFY2(
            lines[0].startsWith(u"iolens-cli: The ext definition file '" + escaped + u"' has "), r.err.constData());
        for (qsizetype i = 1; i + 1 < lines.size(); ++i)
            QVERIFY2(lines[i].startsWith(u"  " + escaped + u":"), r.err.constData());
        QVERIFY2(lines[1].contains(u"unknown key 'colour'"), r.err.constData());
        QVERIFY(QFile::remove(bad));
    }

    // `list` prints what a user's definition says: its control characters are escaped there too.
    void listEscapesUserText()
    {
        const QString defs = m_dir.filePath(QStringLiteral("escapes.ext"));
        writeFile(defs,
            "[ext.escapes]\njob = read\ntitle = red\x1b[31m title\rback\ncommand = no-such-program-\x1b[2J {src}\n"
            "output = wc\n");
        const CliResult r = runCli({ QStringLiteral("list"), QStringLiteral("--ext-file"), defs });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(!r.out.contains('\x1b') && !r.out.contains('\r'), r.out.constData());
        QVERIFY2(r.out.contains("red\\x1b[31m title\\rback"), r.out.constData());
        QVERIFY2(r.out.contains("no-such-program-\\x1b[2J"), r.out.constData());
        QVERIFY(QFile::remove(defs));
    }

    void missingFileIsAUsageError()
    {
        const QString missing = m_dir.filePath(QStringLiteral("missing.ext"));
        const CliResult r = runCli({ QStringLiteral("list"), QStringLiteral("--ext-file"), missing });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.errorText().contains(u"'" + missing + u"' cannot be read"), qPrintable(r.errorText()));
        // Not a file of definitions: refused at once, not read as empty (a directory) or waited on (a FIFO).
        const QString fifo = m_dir.filePath(QStringLiteral("defs.fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        for (const QString& special : { m_dir.path(), fifo, QStringLiteral("/dev/zero") }) {
            const CliResult s = runCli({ QStringLiteral("list"), QStringLiteral("--ext-file"), special }, {}, 10'000);
            QVERIFY2(!s.crashed, qPrintable(special)); // a timeout counts as crashed
            QCOMPARE(s.exitCode, 2);
            QVERIFY2(s.errorText().contains(u"'" + special + u"' is "), qPrintable(s.errorText()));
            QVERIFY2(s.errorText().contains(QStringLiteral("directory"))
                    || s.errorText().contains(QStringLiteral("not a regular file")),
                qPrintable(s.errorText()));
        }
        const CliResult noValue = runCli({ QStringLiteral("list"), QStringLiteral("--ext-file") });
        QCOMPARE(noValue.exitCode, 2);
        QVERIFY2(noValue.errorText().contains(u"--ext-file needs a file"), qPrintable(noValue.errorText()));
    }
};

QTEST_GUILESS_MAIN(TestCliExt)
#include "tst_cliext.moc"
