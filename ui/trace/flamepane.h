// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/stacktree.h"
#include "ui/trace/flamegraphview.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QScrollArea;

namespace iolens::ui {

// The flame graph with what a person needs around it: the metric (time, calls, bytes), top-down
// or bottom-up, runtime frames folded or shown, a search with its count of matches, and a line that
// says how to read it and that the stacks are samples.
class FlamePane : public QWidget {
    Q_OBJECT
public:
    explicit FlamePane(QWidget* parent = nullptr);

    // The stacks to draw (already filtered to what the page shows), the frames' names and which
    // are runtime frames; sampling says how the stacks were sampled, shown under the graph.
    void setStacks(
        std::vector<trace::StackPath> paths, QStringList names, std::vector<bool> runtime, const QString& sampling);

    FlameGraphView* view() const { return m_view; }
    QComboBox* metricBox() const { return m_metric; }
    QComboBox* orderBox() const { return m_order; }
    QCheckBox* foldBox() const { return m_fold; }
    QLineEdit* searchEdit() const { return m_search; }
    QLabel* matchesLabel() const { return m_matches; }

private:
    void rebuild();
    void search();

    FlameGraphView* m_view;
    QScrollArea* m_scroll;
    QComboBox* m_metric;
    QComboBox* m_order;
    QCheckBox* m_fold;
    QLineEdit* m_search;
    QLabel* m_matches;
    QLabel* m_caption;
    std::vector<trace::StackPath> m_paths;
    QStringList m_names;
    std::vector<bool> m_runtime;
};

} // namespace iolens::ui
