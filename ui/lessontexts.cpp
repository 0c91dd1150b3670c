#include "ui/lessontexts.h"

#include "core/registry.h"

#include <QFile>
#include <QJsonDocument>

namespace iolens::ui {

namespace {

QJsonObject readJson(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QJsonObject strategyEntry(const QJsonObject& doc, const QString& strategyId)
{
    return doc.value(QStringLiteral("strategies")).toObject().value(strategyId).toObject();
}

} // namespace

LessonTexts::LessonTexts(const QString& language)
    : m_english(readJson(QStringLiteral(":/iolens/lessons/lessons.json")))
{
    if (!language.isEmpty())
        m_translated = readJson(QStringLiteral(":/iolens/lessons/lessons_%1.json").arg(language));
}

LessonTexts::LessonTexts(const QJsonObject& english, const QJsonObject& translated)
    : m_english(english)
    , m_translated(translated)
{ }

QString LessonTexts::languageFor(const QLocale& locale)
{
    switch (locale.language()) {
    case QLocale::Japanese:
        return QStringLiteral("ja");
    case QLocale::Korean:
        return QStringLiteral("ko");
    default:
        return {};
    }
}

QString LessonTexts::fieldKey(Field field)
{
    switch (field) {
    case Field::Title:
        return QStringLiteral("title");
    case Field::What:
        return QStringLiteral("what");
    case Field::JavaApi:
        return QStringLiteral("java_api");
    case Field::CostModel:
        return QStringLiteral("cost_model");
    case Field::Timing:
        return QStringLiteral("timing");
    case Field::Article:
        return QStringLiteral("article");
    }
    return {};
}

QString LessonTexts::translated(const QString& strategyId, Field field) const
{
    return strategyEntry(m_translated, strategyId).value(fieldKey(field)).toString();
}

QString LessonTexts::strategyText(const QString& strategyId, Field field) const
{
    const Strategy* s = Registry::instance().find(strategyId.toStdString());
    if (!s)
        return {};
    if (const QString t = translated(strategyId, field); !t.isEmpty())
        return t;
    const StrategyInfo& info = s->info();
    auto english = [](const std::string& text) { return QString::fromStdString(text); };
    switch (field) {
    case Field::Title:
        return english(info.title);
    case Field::What:
        return english(info.lesson.what);
    case Field::JavaApi:
        return english(info.lesson.javaApi);
    case Field::CostModel:
        return english(info.lesson.costModel);
    case Field::Timing:
        return english(info.lesson.timing);
    case Field::Article:
        break;
    }
    // A strategy-specific article beats the family's one even when only the family is translated.
    if (const QString article = strategyEntry(m_english, strategyId).value(fieldKey(field)).toString();
        !article.isEmpty())
        return article;
    return familyArticle(english(info.family));
}

QString LessonTexts::familyArticle(const QString& family) const
{
    const QString key = QStringLiteral("families");
    const QString t = m_translated.value(key).toObject().value(family).toString();
    return t.isEmpty() ? m_english.value(key).toObject().value(family).toString() : t;
}

QString LessonTexts::excerpt(const QString& strategyId) const
{
    return strategyEntry(m_english, strategyId).value(QStringLiteral("excerpt")).toString();
}

} // namespace iolens::ui
