// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstring>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

// Bad input end to end: each case must give the right exit status and exactly one line on stderr,
// "iolens-cli: " and a sentence naming the path or parameter at fault, and nothing on stdout.
class TestCliErrors : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_source;
    QString m_outDir;
    FileIdentity m_sourceIdentity;

    QString path(const char* name) const { return m_dir.filePath(QString::fromLatin1(name)); }
    QStringList run(const QStringList& more) const
    {
        return QStringList { QStringLiteral("run"), QStringLiteral("--family"), QStringLiteral("copy"),
            QStringLiteral("--reps"), QStringLiteral("1"), QStringLiteral("--out-dir"), m_outDir }
        + more;
    }
    QStringList runOn(const QString& file, const QStringList& more = {}) const
    {
        return run(QStringList { QStringLiteral("--file"), file } + more);
    }
    QStringList gen(const QStringList& more) const { return QStringList { QStringLiteral("gen") } + more; }
    static QByteArray readFile(const QString& file)
    {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_source = path("source.bin");
        QCOMPARE(runCli({ QStringLiteral("gen"), QStringLiteral("--kind"), QStringLiteral("random"),
                            QStringLiteral("--size"), QStringLiteral("64K"), m_source })
                     .exitCode,
            0);
        m_sourceIdentity = FileIdentity::of(m_source);
        m_outDir = path("out");
        QVERIFY(QDir().mkpath(m_outDir));
        QCOMPARE(::mkfifo(QFile::encodeName(path("fifo")).constData(), 0600), 0);
        QFile notADir(path("plain-file"));
        QVERIFY(notADir.open(QIODevice::WriteOnly));
        QFile unreadable(path("unreadable"));
        QVERIFY(unreadable.open(QIODevice::WriteOnly));
        unreadable.write("secret");
        unreadable.close();
        QVERIFY(unreadable.setPermissions(QFileDevice::Permissions()));
        // Let the user nobody reach the files (QTemporaryDir makes its directory 0700).
        QVERIFY(QFile::setPermissions(m_dir.path(),
            QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner | QFileDevice::ExeGroup
                | QFileDevice::ExeOther));
        QFile existing(path("existing"));
        QVERIFY(existing.open(QIODevice::WriteOnly));
        QCOMPARE(::symlink("loop-b", QFile::encodeName(path("loop-a")).constData()), 0);
        QCOMPARE(::symlink("loop-a", QFile::encodeName(path("loop-b")).constData()), 0);
    }

    void cleanup()
    {
        QVERIFY(FileIdentity::of(m_source) == m_sourceIdentity);
        QCOMPARE(dirEntries(m_outDir), QStringList());
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QStringList>("mentions"); // the path or parameter, and the problem

        const QString missing = path("no-such-file");
        QTest::addRow("missing file") << runOn(missing) << 2 << QStringList { missing, QStringLiteral("not exist") };
        QTest::addRow("directory") << runOn(m_dir.path()) << 2
                                   << QStringList { m_dir.path(), QStringLiteral("directory") };
        QTest::addRow("fifo") << runOn(path("fifo")) << 2 << QStringList { path("fifo"), QStringLiteral("FIFO") };
        QTest::addRow("/dev/zero") << runOn(QStringLiteral("/dev/zero")) << 2
                                   << QStringList { QStringLiteral("/dev/zero"), QStringLiteral("not a regular file") };
        // Root reads mode-000 files: as root, badInput() runs this case as the user nobody.
        QTest::addRow("unreadable") << runOn(path("unreadable")) << 2
                                    << QStringList { path("unreadable"), QStringLiteral("not readable") };
        QTest::addRow("missing --file") << run({}) << 2 << QStringList { QStringLiteral("--file") };
        // stat() fails with ELOOP: the sentence names the path and the kernel's reason.
        QTest::addRow("symlink loop") << runOn(path("loop-a")) << 2
                                      << QStringList { path("loop-a"), QStringLiteral("symbolic links") };

        const QStringList onSource { QStringLiteral("--file"), m_source };
        const QString noDir = path("no-such-dir");
        QTest::addRow("out dir missing") << QStringList { QStringLiteral("run"), QStringLiteral("--family"),
            QStringLiteral("copy"), QStringLiteral("--out-dir"), noDir }
                + onSource << 2 << QStringList { noDir, QStringLiteral("does not exist") };
        QTest::addRow("out dir is a symlink loop")
            << QStringList { QStringLiteral("run"), QStringLiteral("--family"), QStringLiteral("copy"),
                   QStringLiteral("--out-dir"), path("loop-a") }
                + onSource
            << 2
            << QStringList { path("loop-a"), QStringLiteral("cannot be examined"), QStringLiteral("symbolic links") };
        QTest::addRow("out dir is a file") << QStringList { QStringLiteral("run"), QStringLiteral("--family"),
            QStringLiteral("copy"), QStringLiteral("--out-dir"), path("plain-file") }
                + onSource << 2 << QStringList { path("plain-file"), QStringLiteral("not a directory") };
        // /sys refuses new directories even to root (EPERM, or EROFS in a container).
        if (QFileInfo(QStringLiteral("/sys")).isDir())
            QTest::addRow("out dir not writable") << QStringList { QStringLiteral("run"), QStringLiteral("--family"),
                QStringLiteral("copy"), QStringLiteral("--out-dir"), QStringLiteral("/sys") }
                    + onSource << 2 << QStringList { QStringLiteral("/sys"), QStringLiteral("not writable") };

        QTest::addRow("buffer_size=0") << run(
            onSource + QStringList { QStringLiteral("--param"), QStringLiteral("buffer_size=0") })
                                       << 2 << QStringList { QStringLiteral("buffer_size"), QStringLiteral("0") };
        QTest::addRow("buffer_size=8Q") << run(
            onSource + QStringList { QStringLiteral("--param"), QStringLiteral("buffer_size=8Q") })
                                        << 2 << QStringList { QStringLiteral("buffer_size"), QStringLiteral("8Q") };
        // Larger than this machine's memory: refused by the parameter's range, never allocated.
        QTest::addRow("buffer_size=64G") << run(
            onSource + QStringList { QStringLiteral("--param"), QStringLiteral("buffer_size=64G") })
                                         << 2
                                         << QStringList { QStringLiteral("buffer_size"), QStringLiteral("1 GiB"),
                                                QStringLiteral("68719476736") };
        for (const char* parallel : { "copy.parallel", "read.parallel" })
            QTest::addRow("%s threads=100000", parallel)
                << QStringList { QStringLiteral("run"), QStringLiteral("--strategy"), QString::fromLatin1(parallel),
                       QStringLiteral("--param"), QStringLiteral("threads=100000") }
                    + onSource
                << 2 << QStringList { QStringLiteral("threads"), QStringLiteral("256"), QStringLiteral("100000") };
        QTest::addRow("threads=-1") << QStringList { QStringLiteral("run"), QStringLiteral("--strategy"),
            QStringLiteral("copy.parallel"), QStringLiteral("--param"), QStringLiteral("threads=-1") }
                + onSource << 2 << QStringList { QStringLiteral("threads"), QStringLiteral("-1") };
        QTest::addRow("unknown param") << run(
            onSource + QStringList { QStringLiteral("--param"), QStringLiteral("colour=blue") })
                                       << 2 << QStringList { QStringLiteral("colour") };
        QTest::addRow("param without =") << run(
            onSource + QStringList { QStringLiteral("--param"), QStringLiteral("buffer_size") })
                                         << 2
                                         << QStringList { QStringLiteral("--param"), QStringLiteral("buffer_size") };
        QTest::addRow("param for another strategy") << QStringList { QStringLiteral("run"),
            QStringLiteral("--strategy"), QStringLiteral("copy.buffer-loop"), QStringLiteral("--param"),
            QStringLiteral("copy.nope:buffer_size=1") }
                + onSource << 2 << QStringList { QStringLiteral("copy.nope") };
        QTest::addRow("unknown strategy") << QStringList {
            QStringLiteral("run"), QStringLiteral("--strategy"), QStringLiteral("copy.buffer-loop,copy.nope")
        } + onSource << 2 << QStringList { QStringLiteral("copy.nope") };
        QTest::addRow("unknown family") << QStringList {
            QStringLiteral("run"), QStringLiteral("--family"), QStringLiteral("teleport")
        } + onSource << 2 << QStringList { QStringLiteral("teleport") };
        QTest::addRow("family and strategy")
            << run(onSource + QStringList { QStringLiteral("--strategy"), QStringLiteral("copy.buffer-loop") }) << 2
            << QStringList { QStringLiteral("--family"), QStringLiteral("--strategy") };
        QTest::addRow("no strategy") << (QStringList { QStringLiteral("run") } + onSource) << 2
                                     << QStringList { QStringLiteral("--family") };
        QTest::addRow("negative reps") << (QStringList { QStringLiteral("run"), QStringLiteral("--family"),
                                               QStringLiteral("copy"), QStringLiteral("--reps"), QStringLiteral("-3") }
            + onSource) << 2 << QStringList { QStringLiteral("--reps"), QStringLiteral("-3") };
        QTest::addRow("reps not a number")
            << run(onSource + QStringList { QStringLiteral("--reps"), QStringLiteral("five") }) << 2
            << QStringList { QStringLiteral("--reps"), QStringLiteral("five") };
        QTest::addRow("reps 1e9") << run(onSource + QStringList { QStringLiteral("--reps"), QStringLiteral("1e9") })
                                  << 2 << QStringList { QStringLiteral("--reps"), QStringLiteral("1e9") };
        QTest::addRow("reps above the limit")
            << run(onSource + QStringList { QStringLiteral("--reps"), QStringLiteral("1000000000") }) << 2
            << QStringList { QStringLiteral("--reps"), QStringLiteral("1000000000") };
        // Beyond 64 bits: from_chars reports out of range; no wrap-around to a small or negative count.
        QTest::addRow("reps overflow") << run(
            onSource + QStringList { QStringLiteral("--reps"), QStringLiteral("18446744073709551617") })
                                       << 2
                                       << QStringList { QStringLiteral("--reps"),
                                              QStringLiteral("18446744073709551617") };
        QTest::addRow("warmup overflow") << run(
            onSource + QStringList { QStringLiteral("--warmup"), QStringLiteral("99999999999999999999") })
                                         << 2
                                         << QStringList { QStringLiteral("--warmup"),
                                                QStringLiteral("99999999999999999999") };
        QTest::addRow("negative warmup") << run(
            onSource + QStringList { QStringLiteral("--warmup"), QStringLiteral("-1") })
                                         << 2 << QStringList { QStringLiteral("--warmup") };
        QTest::addRow("cache") << run(onSource + QStringList { QStringLiteral("--cache"), QStringLiteral("lukewarm") })
                               << 2 << QStringList { QStringLiteral("--cache"), QStringLiteral("lukewarm") };
        QTest::addRow("format") << run(onSource + QStringList { QStringLiteral("--format"), QStringLiteral("xml") })
                                << 2 << QStringList { QStringLiteral("--format"), QStringLiteral("xml") };
        QTest::addRow("unknown option") << run(onSource + QStringList { QStringLiteral("--bogus") }) << 2
                                        << QStringList { QStringLiteral("bogus") };
        QTest::addRow("missing value") << run(onSource + QStringList { QStringLiteral("--reps") }) << 2
                                       << QStringList { QStringLiteral("reps") };
        QTest::addRow("json in missing dir")
            << run(onSource + QStringList { QStringLiteral("--json"), noDir + QStringLiteral("/r.json") }) << 2
            << QStringList { QStringLiteral("--json"), noDir };
        QTest::addRow("json in a symlink loop")
            << run(onSource + QStringList { QStringLiteral("--json"), path("loop-a") + QStringLiteral("/r.json") }) << 2
            << QStringList { QStringLiteral("--json"), path("loop-a"), QStringLiteral("symbolic links") };
        QTest::addRow("json under a file")
            << run(onSource + QStringList { QStringLiteral("--json"), path("plain-file") + QStringLiteral("/r.json") })
            << 2 << QStringList { QStringLiteral("--json"), path("plain-file"), QStringLiteral("not a directory") };
        QTest::addRow("json over the source") << run(onSource + QStringList { QStringLiteral("--json"), m_source }) << 2
                                              << QStringList { QStringLiteral("--json"), m_source };
        QTest::addRow("csv over the source") << run(onSource + QStringList { QStringLiteral("--csv"), m_source }) << 2
                                             << QStringList { QStringLiteral("--csv"), m_source };
        QTest::addRow("both on stdout") << run(onSource
            + QStringList { QStringLiteral("--json"), QStringLiteral("-"), QStringLiteral("--csv"),
                QStringLiteral("-") }) << 2
                                        << QStringList { QStringLiteral("--json"), QStringLiteral("--csv") };

        const QString out = path("gen-out");
        QTest::addRow("gen kind") << gen(
            { QStringLiteral("--kind"), QStringLiteral("urandom"), QStringLiteral("--size"), QStringLiteral("1"), out })
                                  << 2 << QStringList { QStringLiteral("--kind"), QStringLiteral("urandom") };
        QTest::addRow("gen no kind") << gen({ QStringLiteral("--size"), QStringLiteral("1"), out }) << 2
                                     << QStringList { QStringLiteral("--kind") };
        QTest::addRow("gen size") << gen(
            { QStringLiteral("--kind"), QStringLiteral("zeros"), QStringLiteral("--size"), QStringLiteral("8Q"), out })
                                  << 2 << QStringList { QStringLiteral("--size"), QStringLiteral("8Q") };
        QTest::addRow("gen negative size") << gen(
            { QStringLiteral("--kind"), QStringLiteral("zeros"), QStringLiteral("--size"), QStringLiteral("-1"), out })
                                           << 2 << QStringList { QStringLiteral("--size"), QStringLiteral("-1") };
        QTest::addRow("gen no out") << gen(
            { QStringLiteral("--kind"), QStringLiteral("zeros"), QStringLiteral("--size"), QStringLiteral("1") })
                                    << 2 << QStringList { QStringLiteral("output file") };
        QTest::addRow("gen exists") << gen({ QStringLiteral("--kind"), QStringLiteral("zeros"),
            QStringLiteral("--size"), QStringLiteral("1"), path("existing") })
                                    << 2 << QStringList { path("existing"), QStringLiteral("exists") };
        QTest::addRow("gen into missing dir") << gen({ QStringLiteral("--kind"), QStringLiteral("zeros"),
            QStringLiteral("--size"), QStringLiteral("1"), noDir + QStringLiteral("/x") })
                                              << 2 << QStringList { noDir };
        QTest::addRow("gen line length") << gen({ QStringLiteral("--kind"), QStringLiteral("text"),
            QStringLiteral("--size"), QStringLiteral("1"), QStringLiteral("--line-length"), QStringLiteral("0"), out })
                                         << 2 << QStringList { QStringLiteral("--line-length"), QStringLiteral("0") };
        QTest::addRow("gen line length for random") << gen({ QStringLiteral("--kind"), QStringLiteral("random"),
            QStringLiteral("--size"), QStringLiteral("1"), QStringLiteral("--line-length"), QStringLiteral("10"), out })
                                                    << 2 << QStringList { QStringLiteral("--line-length") };
        QTest::addRow("gen charset") << gen({ QStringLiteral("--kind"), QStringLiteral("text"),
            QStringLiteral("--size"), QStringLiteral("1"), QStringLiteral("--text"), QStringLiteral("latin1"), out })
                                     << 2 << QStringList { QStringLiteral("--text"), QStringLiteral("latin1") };

        QTest::addRow("no command") << QStringList() << 2 << QStringList { QStringLiteral("Usage") };
        QTest::addRow("unknown command") << QStringList { QStringLiteral("walk") } << 2
                                         << QStringList { QStringLiteral("walk") };
        // The scenario command's own bad inputs are in tst_cliscenario.
        QTest::addRow("scenario") << QStringList { QStringLiteral("scenario"), QStringLiteral("csv-merge") } << 2
                                  << QStringList { QStringLiteral("--variant") };
        QTest::addRow("list family") << QStringList { QStringLiteral("list"), QStringLiteral("--family"),
            QStringLiteral("nope") } << 2
                                     << QStringList { QStringLiteral("nope") };
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QStringList, mentions);
        const bool asNobody = ::geteuid() == 0 && QByteArrayView(QTest::currentDataTag()) == "unreadable";
        const CliResult r = runCli(args, {}, 300'000, asNobody);
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        const QString err = r.errorText();
        for (const QString& m : mentions)
            QVERIFY2(err.contains(m), qPrintable(u"'" + m + u"' not in: " + err));
        if (!args.isEmpty()) { // without a command the usage is printed instead
            QVERIFY2(err.startsWith(QStringLiteral("iolens-cli: ")), qPrintable(err));
            QVERIFY2(!err.contains(u'\n'), qPrintable(err)); // one line
        }
        QVERIFY(!QFile::exists(path("gen-out")));
    }

    // Odd but valid inputs: each runs the whole family, verifies, and leaves nothing behind.
    void oddButValid_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("family");
        QTest::addColumn<QString>("outDir");

        const QString empty = path("empty.bin");
        QFile emptyFile(empty);
        QVERIFY(emptyFile.open(QIODevice::WriteOnly));
        emptyFile.close();
        // Spaces, a newline and Japanese in both the directory and the file name.
        const QString oddDir = m_dir.filePath(QStringLiteral("a dir\nwith 日本語 名前"));
        QVERIFY(QDir().mkpath(oddDir));
        const QString oddSource = oddDir + QStringLiteral("/source file\n読む.bin");
        QFile::remove(oddSource);
        // UTF-8 text: read.qtextstream turns invalid UTF-8 into U+FFFD (documented), so random data
        // would fail its verification whatever the name.
        QCOMPARE(
            runCli({ QStringLiteral("gen"), QStringLiteral("--kind"), QStringLiteral("text"), QStringLiteral("--text"),
                       QStringLiteral("utf8"), QStringLiteral("--size"), QStringLiteral("64K"), oddSource })
                .exitCode,
            0);
        const QString oddOut = m_dir.filePath(QStringLiteral("out dir\n出力 先"));
        QVERIFY(QDir().mkpath(oddOut));

        QTest::addRow("0-byte file, copy") << empty << QStringLiteral("copy") << m_outDir;
        QTest::addRow("0-byte file, read") << empty << QStringLiteral("read") << m_outDir;
        QTest::addRow("odd source name, copy") << oddSource << QStringLiteral("copy") << m_outDir;
        QTest::addRow("odd source name, read") << oddSource << QStringLiteral("read") << m_outDir;
        QTest::addRow("odd out dir") << m_source << QStringLiteral("copy") << oddOut;
        // Allowed: the outputs go to a private mkdtemp directory inside the out dir, never beside
        // the source, and the default out dir /tmp is often the source's own directory anyway.
        QTest::addRow("out dir is the source's directory") << m_source << QStringLiteral("copy") << m_dir.path();
    }
    void oddButValid()
    {
        QFETCH(QString, file);
        QFETCH(QString, family);
        QFETCH(QString, outDir);
        const FileIdentity before = FileIdentity::of(file);
        const QStringList outBefore = dirEntries(outDir);
        const CliResult r = runCli({ QStringLiteral("run"), QStringLiteral("--file"), file, QStringLiteral("--family"),
            family, QStringLiteral("--reps"), QStringLiteral("1"), QStringLiteral("--warmup"), QStringLiteral("0"),
            QStringLiteral("--out-dir"), outDir, QStringLiteral("--json"), QStringLiteral("-") });
        QVERIFY(!r.crashed);
        QVERIFY2(r.exitCode == 0, qPrintable(r.errorText()));
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        // A raw newline inside a JSON string would make the document invalid: parsing proves the escaping.
        QJsonParseError error;
        const QJsonObject doc = QJsonDocument::fromJson(r.out, &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const QJsonObject workload = doc[u"workload"].toObject();
        QCOMPARE(workload[u"file"].toString(), QFileInfo(file).canonicalFilePath());
        QCOMPARE(workload[u"bytes"].toInteger(), QFileInfo(file).size());
        const QJsonArray results = doc[u"results"].toArray();
        QVERIFY(!results.isEmpty());
        for (const QJsonValue& v : results) {
            const QJsonObject res = v.toObject();
            const QString status = res[u"status"].toString();
            QVERIFY2(status == u"unsupported" || (status == u"ok" && res[u"verified"].toBool()),
                qPrintable(res[u"strategy"].toString() + u": " + status + u" " + res[u"message"].toString()));
        }
        QVERIFY(FileIdentity::of(file) == before);
        QCOMPARE(dirEntries(outDir), outBefore);
    }

    // A name with a newline or an escape sequence: the error line escapes it (core/printable.h), so
    // stderr stays one line and the terminal is not driven by the name.
    void controlCharactersInErrors_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("escaped");
        QTest::addRow("newline") << QStringLiteral("no such\nfile") << QStringLiteral("no such\\nfile");
        QTest::addRow("ESC sequence") << QStringLiteral("no such\x1b[31mfile")
                                      << QStringLiteral("no such\\x1b[31mfile");
        QTest::addRow("C1 CSI") << QStringLiteral("no such\u009b31mfile") << QStringLiteral("no such\\u009b31mfile");
    }
    void controlCharactersInErrors()
    {
        QFETCH(QString, name);
        QFETCH(QString, escaped);
        const CliResult r = runCli(runOn(m_dir.filePath(name)));
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        QCOMPARE(r.err.count('\n'), 1); // exactly one line, ended
        QVERIFY(r.err.endsWith('\n'));
        QVERIFY2(!r.err.contains('\x1b') && !r.err.contains("\xc2\x9b"), r.err.constData());
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.startsWith(QStringLiteral("iolens-cli: ")), qPrintable(err));
        QVERIFY2(err.contains(u"/" + escaped + u"'") && err.contains(u"does not exist"), qPrintable(err));
    }

    // A run on a file whose name holds a newline: the table names it escaped on one line, the JSON
    // keeps the exact name (its writer escapes, and a reader gets the name back).
    void controlCharactersInTheTable()
    {
        const QString dir = m_dir.filePath(QStringLiteral("newline-name"));
        QVERIFY(QDir().mkpath(dir));
        const QString file = dir + QStringLiteral("/line one\nline two\x1b[0m.bin");
        QVERIFY(QFile::copy(m_source, file));
        const QString json = dir + QStringLiteral("/report.json");
        const CliResult r = runCli({ QStringLiteral("run"), QStringLiteral("--file"), file,
            QStringLiteral("--strategy"), QStringLiteral("copy.buffer-loop"), QStringLiteral("--reps"),
            QStringLiteral("1"), QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--out-dir"), m_outDir,
            QStringLiteral("--json"), json });
        QVERIFY(!r.crashed);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(!r.out.contains('\x1b'), r.out.constData());
        const QString canonical = QFileInfo(file).canonicalFilePath();
        const QString canonicalDir = QFileInfo(dir).canonicalFilePath();
        QString fileLine;
        for (const QString& line : QString::fromUtf8(r.out).split(u'\n'))
            if (line.startsWith(u"file: "))
                fileLine = line;
        QVERIFY2(
            fileLine.startsWith(u"file: " + canonicalDir + u"/line one\\nline two\\x1b[0m.bin ("), r.out.constData());
        QVERIFY2(!QString::fromUtf8(r.out).contains(u"\nline two"), r.out.constData());
        QJsonParseError error;
        const QJsonObject doc = QJsonDocument::fromJson(readFile(json), &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QCOMPARE(doc[u"workload"].toObject()[u"file"].toString(), canonical);
        QVERIFY(QFile::remove(file) && QFile::remove(json) && QDir().rmdir(dir));
    }

    // A file that grows while it is measured: no result from it is valid, and the exit status says so.
    void sourceGrowsDuringRun()
    {
        const QString victim = path("growing.bin");
        QFile::remove(victim);
        QVERIFY(QFile::copy(m_source, victim));
        QProcess process;
        // One system call per byte: each repetition takes long enough for appends to land inside it.
        process.start(QStringLiteral(IOLENS_CLI),
            { QStringLiteral("run"), QStringLiteral("--file"), victim, QStringLiteral("--strategy"),
                QStringLiteral("copy.byte-syscall"), QStringLiteral("--reps"), QStringLiteral("50"),
                QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--out-dir"), m_outDir,
                QStringLiteral("--json"), QStringLiteral("-") });
        QVERIFY(process.waitForStarted());
        QElapsedTimer timer;
        timer.start();
        // Keep appending until it ends: some append falls after the run took its snapshot of the source.
        while (!process.waitForFinished(50) && timer.elapsed() < 120'000) {
            QFile f(victim);
            QVERIFY(f.open(QIODevice::Append));
            f.write("grown");
        }
        QCOMPARE(process.state(), QProcess::NotRunning);
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 1);
        const QString err = QString::fromUtf8(process.readAllStandardError()).trimmed();
        QVERIFY2(err.startsWith(QStringLiteral("iolens-cli: "))
                && err.contains(QStringLiteral("copy.byte-syscall (error)")) && !err.contains(u'\n'),
            qPrintable(err));
        const QJsonObject doc = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
        const QJsonObject result = doc[u"results"].toArray().at(0).toObject();
        QCOMPARE(result[u"status"].toString(), QStringLiteral("error"));
        QVERIFY(!result[u"verified"].toBool());
        QVERIFY2(result[u"message"].toString().contains(QStringLiteral("source file changed")),
            qPrintable(result[u"message"].toString()));
        QVERIFY(QFile::remove(victim));
    }

    // A buffer_size within the parameter's range that still does not fit (here: a 768 MiB address
    // space limit and a 1 GiB buffer) fails the run with a sentence, not a crash or an OOM kill.
    void bufferLargerThanMemory()
    {
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
        QSKIP("sanitizers reserve terabytes of address space, so an RLIMIT_AS cannot be applied");
#endif
        QProcess process;
        process.setChildProcessModifier([] {
            const rlimit limit { rlim_t { 768 } << 20, rlim_t { 768 } << 20 };
            if (::setrlimit(RLIMIT_AS, &limit) != 0)
                ::_exit(127);
        });
        process.start(QStringLiteral(IOLENS_CLI),
            { QStringLiteral("run"), QStringLiteral("--file"), m_source, QStringLiteral("--strategy"),
                QStringLiteral("copy.buffer-loop"), QStringLiteral("--param"), QStringLiteral("buffer_size=1G"),
                QStringLiteral("--reps"), QStringLiteral("1"), QStringLiteral("--out-dir"), m_outDir,
                QStringLiteral("--json"), QStringLiteral("-") });
        QVERIFY(process.waitForFinished(120'000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        const QString err = QString::fromUtf8(process.readAllStandardError()).trimmed();
        QVERIFY2(process.exitCode() == 1, qPrintable(err));
        QVERIFY2(err.startsWith(QStringLiteral("iolens-cli: "))
                && err.contains(QStringLiteral("copy.buffer-loop (error)")) && !err.contains(u'\n'),
            qPrintable(err));
        const QJsonObject result
            = QJsonDocument::fromJson(process.readAllStandardOutput()).object()[u"results"].toArray().at(0).toObject();
        QVERIFY2(result[u"message"].toString().contains(QStringLiteral("out of memory")),
            qPrintable(result[u"message"].toString()));
    }

    // An out dir on a read-only filesystem: a read-only bind mount of an empty directory.
    void readOnlyOutDir()
    {
        if (::geteuid() != 0)
            QSKIP("a read-only bind mount needs root; the not-writable /sys row covers the rest");
        const QString dir = path("read-only");
        QVERIFY(QDir().mkpath(dir));
        const QByteArray native = QFile::encodeName(dir);
        if (::mount(native.constData(), native.constData(), nullptr, MS_BIND, nullptr) != 0)
            QSKIP(qPrintable(u"bind mount refused: " + QString::fromLocal8Bit(std::strerror(errno))));
        struct Unmount {
            QByteArray at;
            ~Unmount() { ::umount2(at.constData(), MNT_DETACH); }
        } unmount { native };
        if (::mount(nullptr, native.constData(), nullptr, MS_BIND | MS_REMOUNT | MS_RDONLY, nullptr) != 0)
            QSKIP(qPrintable(u"read-only remount refused: " + QString::fromLocal8Bit(std::strerror(errno))));
        const CliResult r = runCli(run({ QStringLiteral("--file"), m_source, QStringLiteral("--out-dir"), dir }));
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        const QString err = r.errorText();
        QVERIFY2(err.startsWith(QStringLiteral("iolens-cli: ")) && !err.contains(u'\n'), qPrintable(err));
        for (const QString& m : { dir, QStringLiteral("not writable"), QStringLiteral("Read-only file system") })
            QVERIFY2(err.contains(m), qPrintable(u"'" + m + u"' not in: " + err));
        QCOMPARE(dirEntries(dir), QStringList());
    }

    void helpIsNotAnError()
    {
        for (const char* command : { "list", "gen", "run", "scenario" }) {
            const CliResult r = runCli({ QString::fromLatin1(command), QStringLiteral("--help") });
            QCOMPARE(r.exitCode, 0);
            QVERIFY(r.out.startsWith("Usage: iolens-cli "));
            QVERIFY(r.err.isEmpty());
        }
        QCOMPARE(runCli({ QStringLiteral("--help") }).exitCode, 0);
    }
};

QTEST_GUILESS_MAIN(TestCliErrors)
#include "tst_clierrors.moc"
