#include "testreport.h"

#include "ui/session.h"

#include "core/report/jsonreport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace iolens;
using namespace iolens::ui;

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
        QTest::addRow("not json") << QByteArray("this is not a session");
        QTest::addRow("truncated") << reportToJson(test::knownReport()).left(200);
        QTest::addRow("wrong type") << QByteArray(R"({"results": 5})");
        QTest::addRow("empty") << QByteArray();
    }
    void damaged()
    {
        QFETCH(QByteArray, content);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();
        QString error;
        QVERIFY(!Session::load(path, &error));
        QVERIFY(error.contains(path));
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
