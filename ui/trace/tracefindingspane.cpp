// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/tracefindingspane.h"

#include "ui/trace/traceformat.h"
#include "ui/trace/tracephrases.h"

#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace iolens::ui {

TraceFindingsPane::TraceFindingsPane(QWidget* parent)
    : QWidget(parent)
    , m_list(new QListWidget(this))
    , m_detail(new QTextBrowser(this))
    , m_message(new QLabel(this))
    , m_try(new QPushButton(tr("Try the fix on this file"), this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* heading = new QLabel(tr("<b>Findings</b>"), this);
    layout->addWidget(heading);
    // The list and the finding's text share the height, the user moves the line between them. A
    // fifth of it (as before) showed two findings and a half on a laptop screen: the list keeps
    // room for five titles of two lines each.
    auto* split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("findingsSplitter"));
    split->addWidget(m_list);
    split->addWidget(m_detail);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setChildrenCollapsible(false);
    layout->addWidget(split, 1);
    layout->addWidget(m_message);
    layout->addWidget(m_try);
    m_list->setObjectName(QStringLiteral("findingsList"));
    m_list->setWordWrap(true);
    // Without Adjust the titles keep the width they were laid out at, and a narrow pane cut them.
    m_list->setResizeMode(QListView::Adjust);
    m_list->setTextElideMode(Qt::ElideMiddle);
    m_list->setMinimumHeight(kShownFindings * (2 * fontMetrics().lineSpacing() + 4) + 2 * m_list->frameWidth());
    m_detail->setOpenLinks(false);
    m_message->setWordWrap(true);
    m_message->hide();
    m_try->setToolTip(tr("Runs the strategies that show this pattern and its fix on the traced file, "
                         "on the Strategies page"));
    connect(m_list, &QListWidget::currentRowChanged, this, &TraceFindingsPane::showFinding);
    connect(m_try, &QPushButton::clicked, this, &TraceFindingsPane::tryCurrent);
    setTrace(nullptr);
}

void TraceFindingsPane::setTrace(TracePtr trace)
{
    m_trace = std::move(trace);
    m_list->clear();
    if (m_trace)
        for (const trace::Finding& f : m_trace->findings) {
            m_list->addItem(findingTitle(f));
            m_list->item(m_list->count() - 1)->setToolTip(findingTitle(f));
        }
    if (count() > 0) {
        m_list->setCurrentRow(0);
    } else {
        showFinding(-1);
    }
}

int TraceFindingsPane::count() const
{
    return m_trace ? static_cast<int>(m_trace->findings.size()) : 0;
}

void TraceFindingsPane::setCurrent(int finding)
{
    m_list->setCurrentRow(finding);
}

int TraceFindingsPane::current() const
{
    return m_list->currentRow();
}

const trace::Finding* TraceFindingsPane::finding(int index) const
{
    return index >= 0 && index < count() ? &m_trace->findings[static_cast<std::size_t>(index)] : nullptr;
}

QString TraceFindingsPane::detailText() const
{
    return m_detail->toPlainText();
}

QString TraceFindingsPane::messageText() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void TraceFindingsPane::showFinding(int index)
{
    m_message->clear();
    m_message->hide();
    const trace::Finding* f = finding(index);
    if (!f) {
        m_try->setEnabled(false);
        if (!m_trace)
            m_detail->setHtml(tr("<p>Choose a program and press Run. iolens then names the patterns that cost "
                                 "it time (one-byte calls, a file reopened per record, …) and the strategies "
                                 "that show the fix.</p>"));
        else
            m_detail->setHtml(noPatternHtml());
        return;
    }
    m_detail->setHtml(findingHtml(*f));
    m_try->setEnabled(!f->tryStrategies.empty());
    if (!f->file.empty())
        emit fileFocused(qs(f->file), f->pid);
}

QString TraceFindingsPane::noPatternHtml()
{
    return tr("<p>No pattern found: none of the known slow patterns explains a noticeable share of this "
              "program's time.</p>");
}

QString TraceFindingsPane::findingHtml(const trace::Finding& f, const QString& userCode)
{
    QString html = QStringLiteral("<h3>%1</h3>").arg(findingTitle(f).toHtmlEscaped());
    if (!f.file.empty())
        html += tr("<p><b>File:</b> %1</p>").arg(qs(f.file).toHtmlEscaped());
    html += tr("<p><b>Evidence:</b> %1</p>").arg(findingEvidence(f).toHtmlEscaped());
    html += tr("<p><b>Share:</b> these calls account for %1 % of the process's wall time.</p>")
                .arg(f.share * 100, 0, 'f', 1);
    if (!f.zone.empty())
        html += tr("<p><b>Stopwatch zone:</b> %1</p>").arg(qs(f.zone).toHtmlEscaped());
    if (!f.sites.empty()) {
        QStringList sites;
        for (const std::string& s : f.sites)
            sites << qs(s).toHtmlEscaped();
        html += tr("<p><b>Call sites:</b> %1</p>").arg(sites.join(QStringLiteral(", ")));
    }
    html += userCode;
    html += tr("<p><b>Lesson:</b> %1</p>").arg(findingLesson(f).toHtmlEscaped());
    if (!f.tryStrategies.empty()) {
        QStringList ids;
        for (const std::string& s : f.tryStrategies)
            ids << qs(s);
        html += tr("<p><b>Strategies to try:</b> %1</p>").arg(ids.join(QStringLiteral(", ")).toHtmlEscaped());
    }
    return html;
}

bool TraceFindingsPane::tryCurrent()
{
    const trace::Finding* f = finding(current());
    if (!f || f->tryStrategies.empty())
        return false;
    // A finding about a connection ("127.0.0.1:8080") or about a whole process has no file to
    // run on: its strategies run on the Strategies page's own workload (the net family serves it
    // from iolens' own server).
    QString path = qs(f->file);
    if (!path.startsWith(QLatin1Char('/')))
        path.clear();
    if (!path.isEmpty() && !QFileInfo(path).isFile()) {
        // The program may have deleted its scratch file, or the trace came from another machine.
        m_message->setText(tr("%1 no longer exists, so the fix cannot be tried on it: run the program again, or "
                              "choose a similar file on the Strategies page.")
                               .arg(path));
        m_message->show();
        return false;
    }
    QStringList ids;
    for (const std::string& s : f->tryStrategies)
        ids << qs(s);
    emit tryFixRequested(ids, path);
    return true;
}

} // namespace iolens::ui
