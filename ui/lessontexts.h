#pragma once

#include <QJsonObject>
#include <QLocale>
#include <QString>

namespace iolens::ui {

// The lesson texts of the strategies and families in one language, falling back to English field
// by field: the English comes from the registry (StrategyInfo) and resources/lessons/lessons.json,
// the translations from resources/lessons/lessons_<lang>.json. A strategy added without a
// translation, or a field left empty, thus still shows its English text instead of nothing.
class LessonTexts {
public:
    // Fields of a strategy's entry in lessons_<lang>.json.
    enum class Field { Title, What, JavaApi, CostModel, Timing, Article };

    // Loads the compiled-in lessons.json and, for "ja" or "ko", lessons_<language>.json.
    explicit LessonTexts(const QString& language);
    // Explicit documents, so that tests can check the fallback without the resources.
    LessonTexts(const QJsonObject& english, const QJsonObject& translated);

    // "ja", "ko" or empty (English) for a locale, usually the default QLocale() set by main.
    static QString languageFor(const QLocale& locale);
    static QString fieldKey(Field field);

    // The text of a field of a strategy: the translation when present and non-empty, else English;
    // empty for an unknown strategy. Article falls back to the family's article.
    QString strategyText(const QString& strategyId, Field field) const;
    // The family's article, translated when possible.
    QString familyArticle(const QString& family) const;
    // The code excerpt: never translated.
    QString excerpt(const QString& strategyId) const;

private:
    QString translated(const QString& strategyId, Field field) const;

    QJsonObject m_english;
    QJsonObject m_translated;
};

} // namespace iolens::ui
