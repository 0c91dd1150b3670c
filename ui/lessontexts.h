// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/strategy.h"

#include <QString>

namespace iolens::ui {

// The lesson texts of the strategies and families in the reader's language. The English lives in
// core beside the code it describes (StrategyInfo::title and ::lesson, FamilyInfo::article, marked
// QT_TRANSLATE_NOOP("Lesson", …); a shipped ext strategy's in resources/ext/shipped.ext), the
// translations in resources/translations/iolens_<lang>.ts, context "Lesson", loaded with every other
// UI string by the QTranslator main() installs. A text without a translation shows in English.
class LessonTexts {
public:
    enum class Field { Title, What, JavaApi, CostModel, Timing, Article };

    // "title", "what", "java_api", "cost_model", "timing", "article": for messages.
    static QString fieldKey(Field field);
    // The untranslated English of a field; Article is the strategy's own, else its family's.
    static QString english(const StrategyInfo& info, Field field);
    // The field in the installed translation, English without one.
    static QString text(const StrategyInfo& info, Field field);
    // text() for a registered strategy; empty for an unknown id.
    static QString strategyText(const QString& strategyId, Field field);
    // The family's article, translated; empty for an unknown family.
    static QString familyArticle(const QString& family);
    // The code excerpt: never translated; empty for an unknown id.
    static QString excerpt(const QString& strategyId);
    // One lesson text through the installed translators (empty stays empty).
    static QString translated(const std::string& english);
};

} // namespace iolens::ui
