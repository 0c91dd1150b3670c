#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

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

    void missingFileIsAUsageError()
    {
        const QString missing = m_dir.filePath(QStringLiteral("missing.ext"));
        const CliResult r = runCli({ QStringLiteral("list"), QStringLiteral("--ext-file"), missing });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.errorText().contains(u"'" + missing + u"' cannot be read"), qPrintable(r.errorText()));
        const CliResult noValue = runCli({ QStringLiteral("list"), QStringLiteral("--ext-file") });
        QCOMPARE(noValue.exitCode, 2);
        QVERIFY2(noValue.errorText().contains(u"--ext-file needs a file"), qPrintable(noValue.errorText()));
    }
};

QTEST_GUILESS_MAIN(TestCliExt)
#include "tst_cliext.moc"
