#include "ui/lessonpane.h"

#include "core/registry.h"

#include <QEvent>
#include <QFile>
#include <QJsonDocument>

namespace iolens::ui {

LessonPane::LessonPane(QWidget* parent)
    : QTextBrowser(parent)
{
    QFile file(QStringLiteral(":/iolens/lessons/lessons.json"));
    if (file.open(QIODevice::ReadOnly))
        m_lessons = QJsonDocument::fromJson(file.readAll()).object();
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
    if (event->type() == QEvent::PaletteChange)
        setHtml(html(m_strategy)); // the code block's background follows the palette
}

QString LessonPane::html(const QString& strategyId) const
{
    const Strategy* s = Registry::instance().find(strategyId.toStdString());
    if (!s)
        return tr("<h3>Lessons</h3><p>Select a strategy in the list, the table or a plot to read what it does, "
                  "what it costs and what the source articles measured.</p>");
    const StrategyInfo& info = s->info();
    auto text = [](const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); };
    QString out = QStringLiteral("<h3>%1</h3><p><code>%2</code> · %3</p>")
                      .arg(text(info.title), text(info.id), tr("family %1").arg(text(info.family)));
    auto section = [&out](const QString& heading, const QString& body) {
        if (!body.isEmpty())
            out += QStringLiteral("<p><b>%1</b><br>%2</p>").arg(heading, body);
    };
    section(tr("What it does"), text(info.lesson.what));
    section(tr("Java API it mirrors"), text(info.lesson.javaApi));
    section(tr("Cost model"), text(info.lesson.costModel));
    section(tr("How it is timed"), text(info.lesson.timing));
    if (const auto reason = s->unsupportedReason())
        section(tr("Not available here"), text(*reason));

    const QJsonObject entry = m_lessons.value(QStringLiteral("strategies")).toObject().value(strategyId).toObject();
    QString article = entry.value(QStringLiteral("article")).toString();
    if (article.isEmpty())
        article = m_lessons.value(QStringLiteral("families")).toObject().value(text(info.family)).toString();
    section(tr("What the article measured"), article.toHtmlEscaped());
    const QString excerpt = entry.value(QStringLiteral("excerpt")).toString();
    if (!excerpt.isEmpty()) {
        const QColor bg = palette().color(QPalette::AlternateBase);
        out += QStringLiteral("<p><b>%1</b></p><pre style=\"background:%2; white-space:pre-wrap\">%3</pre>")
                   .arg(tr("How iolens does it"), bg.name(), excerpt.toHtmlEscaped());
    }
    return out;
}

} // namespace iolens::ui
