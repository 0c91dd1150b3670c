// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessonpane.h"
#include "ui/lessontexts.h"
#include "ui/presets.h"

#include "core/registry.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include <memory>

using namespace iolens;
using namespace iolens::ui;

namespace {

using Field = LessonTexts::Field;
constexpr Field kFields[]
    = { Field::Title, Field::What, Field::JavaApi, Field::CostModel, Field::Timing, Field::Article };

// The compiled-in translation of a language, as main() installs it.
std::unique_ptr<QTranslator> translator(const QString& language)
{
    auto t = std::make_unique<QTranslator>();
    if (!t->load(QStringLiteral(":/i18n/iolens_%1.qm").arg(language)))
        return nullptr;
    return t;
}

QString translation(const QTranslator& t, const QString& english)
{
    return t.translate(kLessonContext, english.toUtf8().constData());
}

// Every English lesson text of the registry: strategies' fields, their articles, families' articles.
QSet<QString> englishTexts()
{
    QSet<QString> out;
    for (const auto& s : Registry::instance().all())
        for (const Field field : kFields)
            if (const QString text = LessonTexts::english(s->info(), field); !text.isEmpty())
                out.insert(text);
    for (const std::string& family : Registry::instance().families())
        out.insert(QString::fromStdString(Registry::instance().familyInfo(family)->article));
    return out;
}

// The sources of the "Lesson" messages of a .ts file that lrelease compiles (not vanished or obsolete).
QStringList tsLessonSources(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(" cannot be read");
        return {};
    }
    QXmlStreamReader xml(&file);
    QStringList out;
    QString context, source;
    bool live = true;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == u"name")
            context = xml.readElementText();
        else if (xml.isStartElement() && xml.name() == u"source")
            source = xml.readElementText();
        else if (xml.isStartElement() && xml.name() == u"translation") {
            const auto type = xml.attributes().value(QLatin1String("type"));
            live = type != u"vanished" && type != u"obsolete";
        } else if (xml.isEndElement() && xml.name() == u"message" && context == QLatin1String(kLessonContext) && live)
            out << source;
    }
    if (xml.hasError())
        *error = path + u": " + xml.errorString();
    return out;
}

} // namespace

// The catalogue around the strategies: presets name only strategies that exist, and every lesson
// text (core's English, the .ts files' Japanese and Korean) covers every shipped strategy and family.
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
        for (const std::string& family : Registry::instance().families())
            QVERIFY2(!Registry::instance().familyInfo(family)->article.empty(), family.c_str());
        for (const auto& s : Registry::instance().all()) {
            const StrategyInfo& info = s->info();
            const char* id = info.id.c_str();
            QVERIFY2(!info.title.empty(), id);
            QVERIFY2(!info.lesson.what.empty() && !info.lesson.costModel.empty(), id);
            QVERIFY2(!info.lesson.article.empty(), id); // its own, not only the family's
            QVERIFY2(!info.lesson.excerpt.empty(), id);
        }
    }

    void translationsLoad_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("ja") << QStringLiteral("ja");
        QTest::newRow("ko") << QStringLiteral("ko");
    }

    // Every "Lesson" message of the .ts files is a text the registry has: a strategy's changed
    // English leaves its old translation behind here, which lupdate would mark vanished.
    void translationsNameRegisteredTexts_data() { translationsLoad_data(); }

    void translationsNameRegisteredTexts()
    {
        QFETCH(QString, language);
        QString error;
        const QStringList sources
            = tsLessonSources(QStringLiteral(IOLENS_TRANSLATIONS_DIR "/iolens_%1.ts").arg(language), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QSet<QString> english = englishTexts();
        QCOMPARE(sources.size(), english.size()); // every text once
        for (const QString& source : sources)
            QVERIFY2(english.contains(source), qPrintable(language + u' ' + source));
    }

    // Adding a strategy or a family means adding its translation too: this fails until it is there.
    void translationsCoverEveryStrategy_data() { translationsLoad_data(); }

    void translationsCoverEveryStrategy()
    {
        QFETCH(QString, language);
        const auto t = translator(language);
        QVERIFY2(t, qPrintable(language));
        for (const std::string& family : Registry::instance().families()) {
            const QString article = QString::fromStdString(Registry::instance().familyInfo(family)->article);
            QVERIFY2(!translation(*t, article).isEmpty(), qPrintable(language + u' ' + QString::fromStdString(family)));
        }
        for (const auto& s : Registry::instance().all()) {
            const QString id = QString::fromStdString(s->info().id);
            for (const Field field : kFields) {
                const QString english = LessonTexts::english(s->info(), field);
                // Title, what and cost model always; the others where English has them.
                if (field == Field::Title || field == Field::What || field == Field::CostModel)
                    QVERIFY2(!english.isEmpty(), qPrintable(id + u' ' + LessonTexts::fieldKey(field)));
                if (!english.isEmpty())
                    QVERIFY2(!translation(*t, english).isEmpty(),
                        qPrintable(QStringLiteral("%1 %2 %3").arg(language, id, LessonTexts::fieldKey(field))));
            }
        }
    }

    // Figures are what the articles measured: a translation must carry every number of the English
    // text unchanged (13.055, 10,000, 1 MiB). A number token ends in a digit, so that the full stop
    // or comma after a number at the end of an English sentence or clause is not taken for part of it.
    void translationsKeepTheNumbers_data() { translationsLoad_data(); }

    void translationsKeepTheNumbers()
    {
        QFETCH(QString, language);
        const auto t = translator(language);
        QVERIFY2(t, qPrintable(language));
        static const QRegularExpression number(QStringLiteral("\\d(?:[\\d,.]*\\d)?"));
        int checked = 0;
        for (const QString& english : englishTexts()) {
            const QString translated = translation(*t, english);
            for (const auto& match : number.globalMatch(english)) {
                QVERIFY2(translated.contains(match.captured()),
                    qPrintable(QStringLiteral("%1: '%2' is missing from the translation of: %3")
                                   .arg(language, match.captured(), english)));
                ++checked;
            }
        }
        QVERIFY(checked > 100);
    }

    // A text the translation does not have (a user's ext definition, a new strategy) shows in English.
    void missingTranslationFallsBackToEnglish()
    {
        const auto t = translator(QStringLiteral("ja"));
        QVERIFY(t);
        QCoreApplication::installTranslator(t.get());
        const StrategyInfo& known = Registry::instance().find("copy.buffer-loop")->info();
        StrategyInfo info = withFamily({ .id = "copy.not-translated",
            .title = "a title no translation has",
            .lesson = { .what = known.lesson.what } });
        const QString title = LessonTexts::text(info, Field::Title);
        const QString what = LessonTexts::text(info, Field::What);
        const QString article = LessonTexts::text(info, Field::Article);
        const QString familyArticle = LessonTexts::familyArticle(QStringLiteral("copy"));
        QCoreApplication::removeTranslator(t.get());
        QCOMPARE(title, QStringLiteral("a title no translation has"));
        QCOMPARE(what, translation(*t, QString::fromStdString(known.lesson.what)));
        QVERIFY(what != QString::fromStdString(known.lesson.what));
        // No article of its own: the family's, translated.
        QCOMPARE(article, familyArticle);
        QCOMPARE(article, translation(*t, QString::fromStdString(Registry::instance().familyInfo("copy")->article)));
        QCOMPARE(LessonTexts::text(info, Field::What), QString::fromStdString(known.lesson.what)); // none installed
        QCOMPARE(LessonTexts::strategyText(QStringLiteral("copy.no-such-strategy"), Field::Title), QString());
        QCOMPARE(LessonTexts::familyArticle(QStringLiteral("nosuch")), QString());
        QCOMPARE(LessonTexts::text(info, Field::Timing), QString()); // empty stays empty, not the .qm header
    }

    void paneShowsTheInstalledTranslation()
    {
        const QString id = QStringLiteral("copy.buffer-loop");
        const StrategyInfo& info = Registry::instance().find(id.toStdString())->info();
        const QString english = QString::fromStdString(info.title);
        const auto t = translator(QStringLiteral("ja"));
        QVERIFY(t);
        const QString japanese = translation(*t, english);
        QVERIFY(!japanese.isEmpty() && japanese != english);
        LessonPane pane;
        pane.showStrategy(id);
        QVERIFY2(pane.toPlainText().contains(english), qPrintable(pane.toPlainText()));
        QCoreApplication::installTranslator(t.get()); // posts LanguageChange: the pane redraws itself
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        const QString text = pane.toPlainText();
        QCoreApplication::removeTranslator(t.get());
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        QVERIFY2(text.contains(japanese), qPrintable(text));
        QVERIFY(text.contains(translation(*t, QString::fromStdString(info.lesson.article))));
        QVERIFY(text.contains(QString::fromStdString(info.lesson.excerpt))); // code stays as it is
        QVERIFY2(pane.toPlainText().contains(english), qPrintable(pane.toPlainText()));
    }
};

QTEST_MAIN(TestCatalogue)
#include "tst_catalogue.moc"
