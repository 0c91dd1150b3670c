#include "ui/lessonpane.h"
#include "ui/lessontexts.h"
#include "ui/presets.h"

#include "core/registry.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QTest>

using namespace iolens;
using namespace iolens::ui;

// The catalogue around the strategies: presets name only strategies that exist, and the lesson
// texts compiled into the app parse and cover every shipped strategy and family, in English and in
// the Japanese and Korean translations.
class TestCatalogue : public QObject {
    Q_OBJECT

    // lessons_<language>.json, or lessons.json for an empty language.
    static QJsonObject translation(const QString& language)
    {
        QFile file(language.isEmpty() ? QStringLiteral(":/iolens/lessons/lessons.json")
                                      : QStringLiteral(":/iolens/lessons/lessons_%1.json").arg(language));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        QJsonParseError error {};
        const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
        if (error.error != QJsonParseError::NoError)
            qWarning() << language << error.errorString();
        return doc.object();
    }

    // The English text of every translated field: title and lesson from the registry, the article
    // from lessons.json (the strategy's own, else the family's).
    static QString english(const QString& id, LessonTexts::Field field)
    {
        return LessonTexts(QString()).strategyText(id, field);
    }

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

    void translationsParseAndNameRegisteredStrategies_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("ja") << QStringLiteral("ja");
        QTest::newRow("ko") << QStringLiteral("ko");
    }

    void translationsParseAndNameRegisteredStrategies()
    {
        QFETCH(QString, language);
        const QJsonObject doc = translation(language);
        const QJsonObject strategies = doc[u"strategies"].toObject();
        QVERIFY2(!strategies.isEmpty(), qPrintable(language));
        for (auto it = strategies.begin(); it != strategies.end(); ++it)
            QVERIFY2(Registry::instance().find(it.key().toStdString()), qPrintable(language + u' ' + it.key()));
        // Families are those of lessons.json: the registry's and "ext", whose strategies are
        // registered in the family whose job they do.
        const QJsonObject englishFamilies = translation(QString())[u"families"].toObject();
        const QJsonObject families = doc[u"families"].toObject();
        for (auto it = families.begin(); it != families.end(); ++it)
            QVERIFY2(englishFamilies.contains(it.key()), qPrintable(language + u' ' + it.key()));
    }

    // Adding a strategy or a family means adding its translation too: this fails until it is there.
    void translationsCoverEveryStrategy_data() { translationsParseAndNameRegisteredStrategies_data(); }

    void translationsCoverEveryStrategy()
    {
        QFETCH(QString, language);
        const QJsonObject doc = translation(language);
        // lessonsCoverEveryStrategy checks that lessons.json has every registered family.
        const QJsonObject families = doc[u"families"].toObject();
        const QJsonObject englishFamilies = translation(QString())[u"families"].toObject();
        QVERIFY(!englishFamilies.isEmpty());
        for (auto it = englishFamilies.begin(); it != englishFamilies.end(); ++it)
            QVERIFY2(!families[it.key()].toString().isEmpty(), qPrintable(language + u' ' + it.key()));
        const QJsonObject strategies = doc[u"strategies"].toObject();
        for (const auto& s : Registry::instance().all()) {
            const QString id = QString::fromStdString(s->info().id);
            const QJsonObject entry = strategies[id].toObject();
            for (const QString& key : { QStringLiteral("title"), QStringLiteral("what"), QStringLiteral("cost_model") })
                QVERIFY2(
                    !entry[key].toString().isEmpty(), qPrintable(QStringLiteral("%1 %2 %3").arg(language, id, key)));
            // Other fields only where English has them, so the translation never hides a text.
            for (const auto field :
                { LessonTexts::Field::JavaApi, LessonTexts::Field::Timing, LessonTexts::Field::Article }) {
                if (!english(id, field).isEmpty())
                    QVERIFY2(!entry[LessonTexts::fieldKey(field)].toString().isEmpty(),
                        qPrintable(QStringLiteral("%1 %2 %3").arg(language, id, LessonTexts::fieldKey(field))));
            }
        }
    }

    // Figures are what the articles measured: a translation must carry every number of the English
    // text unchanged (13.055, 10,000, 1 MiB). A number token ends in a digit, so that the full stop
    // or comma after a number at the end of an English sentence or clause is not taken for part of it.
    void translationsKeepTheNumbers_data() { translationsParseAndNameRegisteredStrategies_data(); }

    void translationsKeepTheNumbers()
    {
        QFETCH(QString, language);
        static const QRegularExpression number(QStringLiteral("\\d(?:[\\d,.]*\\d)?"));
        auto check = [&](const QString& where, const QString& source, const QString& translated) {
            for (const auto& match : number.globalMatch(source)) {
                const QString token = match.captured();
                if (!translated.contains(token))
                    return QStringLiteral("%1 %2: '%3' is missing").arg(language, where, token);
            }
            return QString();
        };
        const QJsonObject doc = translation(language);
        const LessonTexts texts({}, doc);
        int checked = 0;
        for (const auto& s : Registry::instance().all()) {
            const QString id = QString::fromStdString(s->info().id);
            for (const auto field : { LessonTexts::Field::Title, LessonTexts::Field::What, LessonTexts::Field::JavaApi,
                     LessonTexts::Field::CostModel, LessonTexts::Field::Timing, LessonTexts::Field::Article }) {
                const QString translated = doc[u"strategies"][id][LessonTexts::fieldKey(field)].toString();
                const QString error = check(id + u' ' + LessonTexts::fieldKey(field), english(id, field), translated);
                QVERIFY2(error.isEmpty(), qPrintable(error));
                ++checked;
            }
        }
        const QJsonObject englishFamilies = translation(QString())[u"families"].toObject();
        for (auto it = englishFamilies.begin(); it != englishFamilies.end(); ++it) {
            const QString family = it.key();
            const QString error
                = check(family, LessonTexts(QString()).familyArticle(family), texts.familyArticle(family));
            QVERIFY2(error.isEmpty(), qPrintable(error));
        }
        QVERIFY(checked > 0);
    }

    void missingTranslationFallsBackToEnglish()
    {
        const QString id = QStringLiteral("copy.buffer-loop");
        const std::string what = Registry::instance().find(id.toStdString())->info().lesson.what;
        QJsonObject entry;
        entry[u"title"] = QStringLiteral("バッファ");
        entry[u"cost_model"] = QString(); // present but empty: English too
        QJsonObject strategies;
        strategies[id] = entry;
        QJsonObject translated;
        translated[u"strategies"] = strategies;
        const LessonTexts texts(QJsonObject(), translated);
        QCOMPARE(texts.strategyText(id, LessonTexts::Field::Title), QStringLiteral("バッファ"));
        QCOMPARE(texts.strategyText(id, LessonTexts::Field::What), QString::fromStdString(what));
        QCOMPARE(texts.strategyText(id, LessonTexts::Field::CostModel),
            QString::fromStdString(Registry::instance().find(id.toStdString())->info().lesson.costModel));
        QCOMPARE(texts.strategyText(QStringLiteral("copy.no-such-strategy"), LessonTexts::Field::Title), QString());
        // A strategy without an entry at all is English, and so is a family without a translation.
        QCOMPARE(texts.strategyText(QStringLiteral("read.mmap"), LessonTexts::Field::Title),
            QString::fromStdString(Registry::instance().find("read.mmap")->info().title));
        QCOMPARE(texts.familyArticle(QStringLiteral("copy")), QString());
        QCOMPARE(LessonTexts(QString()).familyArticle(QStringLiteral("copy")).isEmpty(), false);
        QCOMPARE(LessonTexts::languageFor(QLocale(QLocale::Japanese)), QStringLiteral("ja"));
        QCOMPARE(LessonTexts::languageFor(QLocale(QLocale::Korean)), QStringLiteral("ko"));
        QCOMPARE(LessonTexts::languageFor(QLocale(QLocale::German)), QString());
    }

    void paneShowsTheDefaultLocalesLanguage()
    {
        const QString id = QStringLiteral("copy.buffer-loop");
        const QString japanese = translation(QStringLiteral("ja"))[u"strategies"][id][u"title"].toString();
        QVERIFY(!japanese.isEmpty());
        const QLocale previous;
        QLocale::setDefault(QLocale(QLocale::Japanese));
        QString text;
        {
            LessonPane pane;
            pane.showStrategy(id);
            text = pane.toPlainText();
        }
        QLocale::setDefault(previous);
        QVERIFY2(text.contains(japanese), qPrintable(text));
        LessonPane englishPane;
        englishPane.showStrategy(id);
        QVERIFY(englishPane.toPlainText().contains(
            QString::fromStdString(Registry::instance().find(id.toStdString())->info().title)));
    }
};

QTEST_MAIN(TestCatalogue)
#include "tst_catalogue.moc"
