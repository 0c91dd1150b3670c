// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTextBrowser>

namespace iolens::ui {

// What the selected strategy teaches: what it does, the Java API it mirrors, its cost model, how
// its phases are timed, what the source article measured and a short code excerpt of how iolens
// does it (StrategyInfo::lesson). The texts are in the installed translation's language where
// resources/translations/iolens_<lang>.ts has them (LessonTexts), else English.
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

    QString m_strategy;
};

} // namespace iolens::ui
