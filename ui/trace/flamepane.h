// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/sourcelines.h"
#include "core/trace/stacktree.h"
#include "ui/trace/flamegraphview.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QSortFilterProxyModel;
class QTabWidget;
class QTreeView;

namespace iolens::ui {

class SourceView;
class StackTreeModel;

// The sampled stacks three ways, as hotspot shows them: a flame graph, a tree (top-down or
// bottom-up, sortable) and the source of a picked frame with each line's I/O beside it; with what
// a person needs around them: the metric (time, calls, bytes), top-down or bottom-up, runtime
// frames folded or shown, a search with its count of matches, saving the flame graph as an image,
// and a line that says how to read it and that the stacks are samples.
class FlamePane : public QWidget {
    Q_OBJECT
public:
    explicit FlamePane(QWidget* parent = nullptr);

    // The stacks to draw (already filtered to what the page shows), the frames' names and which
    // are runtime frames; sampling says how the stacks were sampled, shown under the graph.
    void setStacks(
        std::vector<trace::StackPath> paths, QStringList names, std::vector<bool> runtime, const QString& sampling);
    // Where each frame id's code is written, for the source view; a relative file is looked for
    // under baseDir (the directory the program ran in).
    void setSourcePlaces(std::vector<trace::SourcePlace> places, const QString& baseDir);
    // Shows a frame's source in the source view (without switching to it); false when it has
    // no readable source, the view then says why.
    bool showSource(std::size_t frame);
    // The flame graph as PNG, PDF or SVG; "" or one error sentence.
    QString saveImage(const QString& path);
    // Asks where, then saveImage (its Save image button, and the File menu's Export plot).
    void saveImageAs();

    // The context menu's first action for a frame named frameName ("Show only what … caused").
    static QString filterActionText(const QString& frameName);
    // A frame's menu offers "Count … as your code" when offer(frame) gives the path to count (a
    // module or a script; empty: nothing to offer, the frame is the user's already or has none).
    void setUserCodeOffer(std::function<QString(std::size_t frame)> offer) { m_userCodeOffer = std::move(offer); }
    static QString userCodeActionText(const QString& path);

    FlameGraphView* view() const { return m_view; }
    QComboBox* metricBox() const { return m_metric; }
    QComboBox* orderBox() const { return m_order; }
    QCheckBox* foldBox() const { return m_fold; }
    QLineEdit* searchEdit() const { return m_search; }
    QLabel* matchesLabel() const { return m_matches; }
    QTabWidget* views() const { return m_views; }
    QTreeView* tree() const { return m_tree; }
    QScrollArea* graphArea() const { return m_scroll; } // the flame graph's scroll area
    StackTreeModel* treeModel() const { return m_treeModel; }
    QSortFilterProxyModel* treeProxy() const { return m_treeProxy; }
    SourceView* sourceView() const { return m_source; }

signals:
    // "Show only what … caused" was chosen for a frame (an id into Trace::frames).
    void filterRequested(std::size_t frame);
    // "Count … as your code" was chosen for a frame (an id into Trace::frames).
    void userCodeRequested(std::size_t frame);

private:
    void frameMenu(std::size_t frame, const QString& name, const QPoint& globalAt);
    void rebuild();
    void search();

    FlameGraphView* m_view;
    QScrollArea* m_scroll;
    // The root row (at the bottom) is kept in view after a rebuild until the user scrolls: the
    // graph's new height comes with the next layout, after rebuild() has scrolled.
    bool m_rootInView = true;
    QComboBox* m_metric;
    QComboBox* m_order;
    QCheckBox* m_fold;
    QLineEdit* m_search;
    QLabel* m_matches;
    QLabel* m_caption;
    QPushButton* m_saveImage;
    QTabWidget* m_views;
    StackTreeModel* m_treeModel;
    QSortFilterProxyModel* m_treeProxy;
    QTreeView* m_tree;
    SourceView* m_source;
    std::vector<trace::SourcePlace> m_places;
    QString m_baseDir;
    std::vector<trace::StackPath> m_paths;
    QStringList m_names;
    std::vector<bool> m_runtime;
    std::function<QString(std::size_t)> m_userCodeOffer;
};

} // namespace iolens::ui
