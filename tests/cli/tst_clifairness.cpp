// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fair comparisons end to end (issue 12, section 1): --work sets one amount for a whole family,
// the per-unit figure reaches the table and the JSON, and a family whose members did different
// work is marked not comparable in the table, the JSON and the exit status (3).
#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

QJsonObject parsed(const QByteArray& json)
{
    QJsonParseError error {};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    return error.error == QJsonParseError::NoError ? doc.object() : QJsonObject {};
}

} // namespace

class TestCliFairness : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath(QStringLiteral("input.txt"));
        const CliResult gen = runCli({ QStringLiteral("gen"), QStringLiteral("--kind"), QStringLiteral("text"),
            QStringLiteral("--size"), QStringLiteral("64K"), m_file });
        QCOMPARE(gen.exitCode, 0);
        m_outDir = m_dir.filePath(QStringLiteral("out"));
        QVERIFY(QDir().mkpath(m_outDir));
    }

    void workIsTheSameForTheWholeFamily()
    {
        const CliResult r = runCli({ QStringLiteral("run"), QStringLiteral("--file"), m_file,
            QStringLiteral("--family"), QStringLiteral("write"), QStringLiteral("--work"), QStringLiteral("200"),
            QStringLiteral("--reps"), QStringLiteral("1"), QStringLiteral("--warmup"), QStringLiteral("0"),
            QStringLiteral("--out-dir"), m_outDir, QStringLiteral("--json"), QStringLiteral("-") });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject root = parsed(r.out);
        QCOMPARE(root.value(u"comparable").toBool(false), true);
        QCOMPARE(root.value(u"workload").toObject().value(u"work").toInteger(), qint64(200));
        const QJsonArray results = root.value(u"results").toArray();
        QCOMPARE(results.size(), qsizetype(7)); // fsync-per-record among them, at the same 200 records
        const qint64 bytes = results.at(0).toObject().value(u"output").toObject().value(u"bytes").toInteger();
        for (const QJsonValue& v : results) {
            const QJsonObject o = v.toObject();
            QCOMPARE(o.value(u"params").toObject().value(u"records").toInteger(), qint64(200));
            QCOMPARE(o.value(u"output").toObject().value(u"bytes").toInteger(), bytes);
            const QJsonObject stats = o.value(u"stats").toObject();
            QCOMPARE(stats.value(u"unit").toString(), QStringLiteral("record"));
            QCOMPARE(stats.value(u"units").toDouble(), 200.0);
            QVERIFY(qFuzzyCompare(stats.value(u"ns_per_unit").toDouble() * 200, stats.value(u"median_ns").toDouble()));
            QCOMPARE(stats.value(u"throughput_basis").toString(), QStringLiteral("wall"));
            const QJsonObject run = o.value(u"runs").toArray().at(0).toObject();
            QCOMPARE(run.value(u"cpu_source").toString(), QStringLiteral("CLOCK_THREAD_CPUTIME_ID"));
            QVERIFY(run.value(u"cpu_ns").toInteger() > 0);
        }
        const QJsonArray comparisons = root.value(u"comparisons").toArray();
        QCOMPARE(comparisons.size(), qsizetype(1));
        QCOMPARE(comparisons.at(0).toObject().value(u"family").toString(), QStringLiteral("write"));
        QCOMPARE(comparisons.at(0).toObject().value(u"strategies").toArray().size(), qsizetype(7));
        QCOMPARE(dirEntries(m_outDir), QStringList {});
    }

    void differentWorkIsNotComparableAndExitsThree()
    {
        const QString json = m_dir.filePath(QStringLiteral("unfair.json"));
        const CliResult r = runCli({ QStringLiteral("run"), QStringLiteral("--file"), m_file,
            QStringLiteral("--strategy"), QStringLiteral("write.single-open,write.buffered"), QStringLiteral("--param"),
            QStringLiteral("write.buffered:records=20"), QStringLiteral("--work"), QStringLiteral("30"),
            QStringLiteral("--reps"), QStringLiteral("1"), QStringLiteral("--warmup"), QStringLiteral("0"),
            QStringLiteral("--out-dir"), m_outDir, QStringLiteral("--json"), json });
        QCOMPARE(r.exitCode, 3);
        const QString reason = QStringLiteral("The write strategies did different work, so their times do not compare: "
                                              "records = 20 (write.buffered) against 30 (write.single-open).");
        QCOMPARE(r.errorText(), QStringLiteral("iolens-cli: ") + reason);
        QVERIFY(r.out.contains(QByteArray(QByteArray("NOT COMPARABLE: ") + reason.toUtf8())));
        QVERIFY(r.out.contains("per unit"));
        QVERIFY(r.out.contains("/record"));
        QFile file(json);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject root = parsed(file.readAll());
        QCOMPARE(root.value(u"comparable").toBool(true), false);
        const QJsonObject c = root.value(u"comparisons").toArray().at(0).toObject();
        QCOMPARE(c.value(u"comparable").toBool(true), false);
        QCOMPARE(c.value(u"reason").toString(), reason);
        for (const QJsonValue& v : root.value(u"results").toArray())
            QCOMPARE(v.toObject().value(u"verified").toBool(), true); // each did its own work correctly
    }

    void workIsRefusedWhereNothingCountsIt_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("message");
        QTest::addRow("copy only") << QStringList {
            QStringLiteral("--strategy"), QStringLiteral("copy.sendfile"), QStringLiteral("--work"), QStringLiteral("5")
        } << QStringLiteral("iolens-cli: The amount of work (--work 5) sets records for write");
        QTest::addRow("zero") << QStringList { QStringLiteral("--family"), QStringLiteral("write"),
            QStringLiteral("--work"), QStringLiteral("0") }
                              << QStringLiteral("iolens-cli: --work");
        QTest::addRow("not a number") << QStringList { QStringLiteral("--family"), QStringLiteral("write"),
            QStringLiteral("--work"), QStringLiteral("lots") }
                                      << QStringLiteral("iolens-cli: --work");
    }

    void workIsRefusedWhereNothingCountsIt()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, message);
        const CliResult r = runCli(QStringList { QStringLiteral("run"), QStringLiteral("--file"), m_file,
                                       QStringLiteral("--out-dir"), m_outDir }
            + extra);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.errorText().startsWith(message), qPrintable(r.errorText()));
        QVERIFY(!r.errorText().contains(u'\n'));
        QCOMPARE(dirEntries(m_outDir), QStringList {});
    }

    void helpSaysWhatWorkAndExitThreeMean()
    {
        const CliResult r = runCli({ QStringLiteral("run"), QStringLiteral("--help") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("--work N"));
        QVERIFY(r.out.contains("3 all ran but the strategies of a family did different work"));
    }

private:
    QTemporaryDir m_dir;
    QString m_file;
    QString m_outDir;
};

QTEST_GUILESS_MAIN(TestCliFairness)
#include "tst_clifairness.moc"
