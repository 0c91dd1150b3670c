// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/stacktree.h"

#include <QStringList>
#include <QWidget>

#include <vector>

namespace iolens::ui {

// A flame graph of a stack tree (core/trace/stacktree.h): the root, every sampled stack, is the
// bottom row; each frame stands on its caller (top-down) or on what it called (bottom-up), as wide
// as its share of the metric. A frame takes the phase colour of the call kind that most of its time
// went to, the same colours as the phases plot; runtime frames are paler. Click a frame to zoom to
// it, click one of the full-width rows beneath to zoom back out.
class FlameGraphView : public QWidget {
    Q_OBJECT
public:
    enum class Metric { Time, Calls, Bytes };

    // One drawn frame, in widget coordinates (public for the tests and for tooltips).
    struct Box {
        QRectF rect;
        const trace::StackNode* node = nullptr;
        int depth = 0;
        bool matched = false; // its name contains the search text
    };

    explicit FlameGraphView(QWidget* parent = nullptr);

    // names[frame id] is what a frame is called, runtime[frame id] whether it is a runtime frame.
    void setTree(trace::StackNode root, QStringList names, std::vector<bool> runtime);
    void setMetric(Metric metric);
    Metric metric() const { return m_metric; }
    // Frames whose name contains text (case-insensitive) are outlined, the others paled; empty
    // clears. Returns how many drawn frames match.
    int setSearch(const QString& text);
    // Zooms to the drawn frame of that node (nullptr: the whole tree).
    void zoomTo(const trace::StackNode* node);
    const trace::StackNode* zoomed() const { return m_path.empty() ? nullptr : m_path.back(); }

    const std::vector<Box>& boxes() const { return m_boxes; }
    QString nameOf(const trace::StackNode& node) const;
    // The box under a point, or nullptr.
    const Box* boxAt(const QPointF& at) const;
    // "caller_a: 12.3 ms of I/O calls (41.0 %), 1,200 calls, 4.7 KiB; mostly write"
    QString describe(const trace::StackNode& node) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // A frame was clicked (the root is not a frame).
    void frameActivated(std::size_t frame);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    std::uint64_t valueOf(const trace::StackNode& node) const;
    int rowHeight() const;
    int depthOf(const trace::StackNode& node) const;
    void layoutBoxes();
    void addChildren(const trace::StackNode& node, double x, double width, int depth);
    QColor colourOf(const Box& box) const;

    trace::StackNode m_root;
    QStringList m_names;
    std::vector<bool> m_runtime;
    Metric m_metric = Metric::Time;
    QString m_search;
    std::vector<const trace::StackNode*> m_path; // root … zoomed node; empty: not zoomed
    std::vector<Box> m_boxes;
    int m_depth = 0; // rows of the whole tree
};

} // namespace iolens::ui
