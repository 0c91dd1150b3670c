#include "clirunner.h"

#include <QTemporaryDir>
#include <QTest>

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

        const QStringList onSource { QStringLiteral("--file"), m_source };
        const QString noDir = path("no-such-dir");
        QTest::addRow("out dir missing") << QStringList { QStringLiteral("run"), QStringLiteral("--family"),
            QStringLiteral("copy"), QStringLiteral("--out-dir"), noDir }
                + onSource << 2 << QStringList { noDir, QStringLiteral("does not exist") };
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
