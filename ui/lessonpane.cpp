// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessonpane.h"
#include "ui/lessontexts.h"

#include "core/registry.h"

#include <QEvent>

namespace iolens::ui {

LessonPane::LessonPane(QWidget* parent)
    : QTextBrowser(parent)
{
    setOpenExternalLinks(true);
    showStrategy({});
}

void LessonPane::showStrategy(const QString& strategyId)
{
    m_strategy = strategyId;
    setHtml(html(strategyId));
}

void LessonPane::changeEvent(QEvent* event)
{
    QTextBrowser::changeEvent(event);
    // The code block's background follows the palette, the texts the installed translator.
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        setHtml(html(m_strategy));
}

QString LessonPane::html(const QString& strategyId) const
{
    const Strategy* s = Registry::instance().find(strategyId.toStdString());
    if (!s)
        return tr("<h3>Lessons</h3><p>Select a strategy in the list, the table or a plot to read what it does, "
                  "what it costs and what the source articles measured.</p>");
    const StrategyInfo& info = s->info();
    using Field = LessonTexts::Field;
    auto text = [&info](Field field) { return LessonTexts::text(info, field).toHtmlEscaped(); };
    auto escaped = [](const std::string& raw) { return QString::fromStdString(raw).toHtmlEscaped(); };
    QString out = QStringLiteral("<h3>%1</h3><p><code>%2</code> · %3</p>")
                      .arg(text(Field::Title), escaped(info.id), tr("family %1").arg(escaped(info.family)));
    auto section = [&out](const QString& heading, const QString& body) {
        if (!body.isEmpty())
            out += QStringLiteral("<p><b>%1</b><br>%2</p>").arg(heading, body);
    };
    section(tr("What it does"), text(Field::What));
    section(tr("Java API it mirrors"), text(Field::JavaApi));
    section(tr("Cost model"), text(Field::CostModel));
    section(tr("How it is timed"), text(Field::Timing));
    if (const auto reason = s->unsupportedReason())
        section(tr("Not available here"), escaped(*reason));

    section(tr("What the article measured"), text(Field::Article));
    const QString excerpt = QString::fromStdString(info.lesson.excerpt);
    if (!excerpt.isEmpty()) {
        const QColor bg = palette().color(QPalette::AlternateBase);
        out += QStringLiteral("<p><b>%1</b></p><pre style=\"background:%2; white-space:pre-wrap\">%3</pre>")
                   .arg(tr("How iolens does it"), bg.name(), excerpt.toHtmlEscaped());
    }
    return out;
}

} // namespace iolens::ui
