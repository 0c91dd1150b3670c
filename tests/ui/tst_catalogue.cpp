#include "ui/presets.h"

#include "core/registry.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace iolens;
using namespace iolens::ui;

// The catalogue around the strategies: presets name only strategies that exist, and the lesson
// texts compiled into the app parse and cover every shipped strategy and family.
class TestCatalogue : public QObject {
    Q_OBJECT
private slots:
    void presetsNameRegisteredStrategies()
    {
        const auto all = presets();
        QVERIFY(all.size() >= 8);
        for (const Preset& p : all) {
            QVERIFY2(!p.strategies.isEmpty(), qPrintable(p.key));
            for (const QString& id : p.strategies)
                QVERIFY2(
                    Registry::instance().find(id.toStdString()), qPrintable(QStringLiteral("%1: %2").arg(p.key, id)));
            QVERIFY2(p.strategies.contains(p.baseline), qPrintable(p.key));
        }
    }

    void everythingFastLeavesOutTheSlowOnes()
    {
        for (const Preset& p : presets()) {
            if (p.key != u"Everything fast")
                continue;
            QVERIFY(p.strategies.contains(QStringLiteral("copy.buffer-loop")));
            QVERIFY(p.strategies.contains(QStringLiteral("net.range")));
            QVERIFY(!p.strategies.contains(QStringLiteral("copy.byte-syscall")));
            QVERIFY(!p.strategies.contains(QStringLiteral("watch.inotify"))); // seconds, whatever the file
            QVERIFY(!p.strategies.contains(QStringLiteral("ext.java-buffered-byte"))); // a JVM per run
            return;
        }
        QFAIL("no 'Everything fast' preset");
    }

    void lessonsCoverEveryStrategy()
    {
        QFile file(QStringLiteral(":/iolens/lessons/lessons.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonParseError error {};
        const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const QJsonObject families = doc[u"families"].toObject();
        const QJsonObject strategies = doc[u"strategies"].toObject();
        for (const std::string& family : Registry::instance().families())
            QVERIFY2(!families[QString::fromStdString(family)].toString().isEmpty(), family.c_str());
        for (const auto& s : Registry::instance().all()) {
            const QString id = QString::fromStdString(s->info().id);
            const QJsonObject entry = strategies[id].toObject();
            QVERIFY2(!entry[u"article"].toString().isEmpty(), qPrintable(id));
            QVERIFY2(!entry[u"excerpt"].toString().isEmpty(), qPrintable(id));
            QVERIFY2(!s->info().lesson.what.empty() && !s->info().lesson.costModel.empty(), qPrintable(id));
        }
    }
};

QTEST_MAIN(TestCatalogue)
#include "tst_catalogue.moc"
