// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/trace/tracefilemodel.h"

#include <QStringList>
#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;
class QTextBrowser;

namespace iolens::ui {

// What the trace found, in plain words: one entry per finding (its title), and for the current
// one the evidence, the share of time it explains and the lesson of the matching strategy, with
// "Try the fix on this file", which hands the finding's strategies and file to the strategies page.
class TraceFindingsPane : public QWidget {
    Q_OBJECT
public:
    explicit TraceFindingsPane(QWidget* parent = nullptr);
    // The list's room, in findings whose titles take two lines each.
    static constexpr int kShownFindings = 5;

    void setTrace(TracePtr trace);
    int count() const;
    void setCurrent(int finding);
    int current() const;
    // The current finding's text as shown (title, evidence, share, lesson), for tests.
    QString detailText() const;
    QString messageText() const;
    // A finding as the pane shows it (title, file, evidence, share, zone, sites, lesson, strategies),
    // with userCode (a paragraph, or "") before the lesson; the trace report prints the same.
    static QString findingHtml(const trace::Finding& finding, const QString& userCode = {});
    // What the pane says of a trace without findings.
    static QString noPatternHtml();
    QPushButton* tryButton() const { return m_try; }
    QListWidget* list() const { return m_list; }

    // Emits tryFixRequested for the current finding, unless its file is gone (then the pane says
    // so and returns false) or it suggests nothing to run.
    bool tryCurrent();

signals:
    // file is empty when the finding is not about a file (a socket's peer, a whole process).
    void tryFixRequested(const QStringList& strategies, const QString& file);
    // The user picked a finding about a file: the page selects that file's row.
    void fileFocused(const QString& path, int pid);

private:
    void showFinding(int finding);
    const trace::Finding* finding(int index) const;

    TracePtr m_trace;
    QListWidget* m_list;
    QTextBrowser* m_detail;
    QLabel* m_message;
    QPushButton* m_try;
};

} // namespace iolens::ui
