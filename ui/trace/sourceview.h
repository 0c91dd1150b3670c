// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/stacktree.h"
#include "ui/trace/sourcelinesmodel.h"

#include <QWidget>

class QLabel;
class QTableView;

namespace iolens::ui {

// The source view of the Call stacks tab (issue 23 §5): the file of the frame a person picked,
// scrolled to its line, with the I/O time and calls each line caused in the margin; or one
// sentence saying why there is nothing to show.
class SourceView : public QWidget {
    Q_OBJECT
public:
    explicit SourceView(QWidget* parent = nullptr);

    // Shows path around line; what says whose line it is ("caller_a (merge.c:21)").
    // Returns whether the file could be shown.
    bool showSource(const QString& path, int line, std::map<int, trace::StackWeight> weights, const QString& what);
    // Nothing to show, and why.
    void showReason(const QString& why);

    SourceLinesModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    QLabel* caption() const { return m_caption; }

private:
    SourceLinesModel* m_model;
    QTableView* m_table;
    QLabel* m_caption;
};

} // namespace iolens::ui
