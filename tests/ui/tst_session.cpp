// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hostilepaths.h"
#include "testreport.h"

#include "ui/session.h"

#include "core/report/jsonreport.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace iolens;
using namespace iolens::ui;
using iolens::testsupport::makeHostilePath;

class TestSession : public QObject {
    Q_OBJECT
private slots:
    void roundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.json"));
        const Report original = test::knownReport();
        QCOMPARE(Session::save(path, original), QString());
        QString error;
        const auto reopened = Session::load(path, &error);
        QVERIFY2(reopened, qPrintable(error));
        QCOMPARE(reopened->results.size(), original.results.size());
        QCOMPARE(reopened->environment.kernel, original.environment.kernel);
        QCOMPARE(reopened->results[1].samples.size(), original.results[1].samples.size());
        QCOMPARE(reportToJson(*reopened), reportToJson(original));
    }

    void damaged_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("mentions"); // the field or the problem, besides the path
        QTest::addRow("not json") << QByteArray("this is not a session") << QStringLiteral("not valid JSON");
        QTest::addRow("truncated") << reportToJson(test::knownReport()).left(200) << QStringLiteral("not valid JSON");
        const QByteArray whole = reportToJson(test::knownReport());
        QTest::addRow("truncated at the last byte") << whole.trimmed().chopped(1) << QStringLiteral("not valid JSON");
        QTest::addRow("wrong type") << QByteArray(R"({"results": 5})") << QStringLiteral("results");
        QTest::addRow("wrong type inside") << QByteArray(R"({"results": [{"runs": [{"wall_ns": "5"}]}]})")
                                           << QStringLiteral("results[0].runs[0].wall_ns");
        QTest::addRow("empty") << QByteArray() << QString();
        QTest::addRow("result without its strategy")
            << QByteArray(R"({"results": [{"runs": [{}]}]})") << QStringLiteral("'results[0].strategy' must name");
        QTest::addRow("deep nesting") << QByteArray(100'000, '[') << QStringLiteral("not valid JSON");
        // 3.6 MB of "{}" runs would take over 256 MiB as records: refused at the budget, quickly.
        QByteArray runs = "{\"results\": [{\"runs\": [{}";
        runs += QByteArray(",{}").repeated(1'200'000);
        runs += "]}]}";
        QTest::addRow("huge array of runs") << runs << QStringLiteral("too large");
    }
    void damaged()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();
        QString error;
        QVERIFY(!Session::load(path, &error));
        QVERIFY2(error.contains(path) && error.contains(mentions), qPrintable(error));
        QVERIFY2(!error.contains(u'\n'), qPrintable(error));
    }

    // Not session files at all: each is refused before it is read, without hanging or filling memory.
    void notAFile_data()
    {
        QTest::addColumn<QString>("kind"); // made in notAFile()
        QTest::addColumn<QString>("mentions");
        QTest::addRow("/dev/zero") << QStringLiteral("/dev/zero") << QStringLiteral("not a regular file");
        QTest::addRow("fifo") << QStringLiteral("fifo") << QStringLiteral("not a regular file");
        QTest::addRow("directory") << QStringLiteral("directory") << QStringLiteral("not a regular file");
        QTest::addRow("symlink loop") << QStringLiteral("loop") << QStringLiteral("Cannot open");
        QTest::addRow("sparse 2 GiB file") << QStringLiteral("huge") << QStringLiteral("too large");
    }
    void notAFile()
    {
        QFETCH(QString, kind);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const QString path = kind.startsWith(u'/') ? kind : dir.filePath(kind);
        const QString made = makeHostilePath(path, kind);
        QVERIFY2(made.isEmpty(), qPrintable(made));
        QString error;
        QVERIFY(!Session::load(path, &error));
        QVERIFY2(error.contains(path) && error.contains(mentions), qPrintable(error));
    }

    void missing()
    {
        QString error;
        QVERIFY(!Session::load(QStringLiteral("/nonexistent/iolens.json"), &error));
        QVERIFY(error.contains(QStringLiteral("/nonexistent/iolens.json")));
    }
};

QTEST_MAIN(TestSession)
#include "tst_session.moc"
