#pragma once

#include "ui/lessontexts.h"

#include <QTextBrowser>

namespace iolens::ui {

// What the selected strategy teaches: what it does, the Java API it mirrors, its cost model, how
// its phases are timed (from the registry), what the source article measured and a short code
// excerpt of how iolens does it (from resources/lessons/lessons.json). The texts are in the default
// QLocale's language when resources/lessons/lessons_<lang>.json translates them, else English.
class LessonPane : public QTextBrowser {
    Q_OBJECT
public:
    explicit LessonPane(QWidget* parent = nullptr);

    void showStrategy(const QString& strategyId);
    QString strategy() const { return m_strategy; }

protected:
    void changeEvent(QEvent* event) override;

private:
    QString html(const QString& strategyId) const;

    LessonTexts m_texts;
    QString m_strategy;
};

} // namespace iolens::ui
