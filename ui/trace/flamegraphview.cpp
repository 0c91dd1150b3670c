// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/flamegraphview.h"

#include "ui/plotstyle.h"
#include "ui/resultformat.h"
#include "ui/trace/traceformat.h"

#include <QEvent>
#include <QHelpEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace iolens::ui {

namespace {

// Frames narrower than this are not drawn: a hair of colour says nothing and costs paint time.
constexpr double kMinBoxWidth = 1.0;
constexpr int kPadding = 3; // text inside a box, from its left edge

} // namespace

FlameGraphView::FlameGraphView(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void FlameGraphView::setTree(trace::StackNode root, QStringList names, std::vector<bool> runtime)
{
    m_root = std::move(root);
    m_names = std::move(names);
    m_runtime = std::move(runtime);
    m_path.clear();
    m_depth = depthOf(m_root);
    updateGeometry();
    layoutBoxes();
    update();
}

void FlameGraphView::setMetric(Metric metric)
{
    m_metric = metric;
    layoutBoxes();
    update();
}

int FlameGraphView::setSearch(const QString& text)
{
    m_search = text.trimmed();
    layoutBoxes();
    update();
    return int(std::count_if(m_boxes.begin(), m_boxes.end(), [](const Box& b) { return b.matched; }));
}

void FlameGraphView::zoomTo(const trace::StackNode* node)
{
    m_path.clear();
    if (node && node != &m_root) {
        // The path from the root: a depth-first search, the tree being at most a few thousand nodes
        // on each level that is drawn.
        std::vector<const trace::StackNode*> path { &m_root };
        const auto find = [&](const auto& self, const trace::StackNode& at) -> bool {
            for (const trace::StackNode& c : at.children) {
                path.push_back(&c);
                if (&c == node || self(self, c))
                    return true;
                path.pop_back();
            }
            return false;
        };
        if (find(find, m_root))
            m_path = std::move(path);
    }
    layoutBoxes();
    update();
}

QString FlameGraphView::nameOf(const trace::StackNode& node) const
{
    if (node.frame == trace::StackNode::kRoot)
        return tr("all sampled I/O calls");
    if (node.frame < std::size_t(m_names.size()))
        return m_names[qsizetype(node.frame)];
    return QStringLiteral("?");
}

std::uint64_t FlameGraphView::valueOf(const trace::StackNode& node) const
{
    switch (m_metric) {
    case Metric::Calls:
        return node.weight.calls;
    case Metric::Bytes:
        return node.weight.bytes;
    case Metric::Time:
        break;
    }
    return node.weight.ns;
}

QString FlameGraphView::describe(const trace::StackNode& node) const
{
    const QLocale locale;
    const double all = double(valueOf(m_root));
    const double share = all > 0 ? 100.0 * double(valueOf(node)) / all : 0.0;
    QString text
        = tr("%1: %2 in I/O calls, %3 calls, %4 (%5 % of the %6)")
              .arg(nameOf(node), formatNs(double(node.weight.ns)), locale.toString(qulonglong(node.weight.calls)),
                  formatBytes(double(node.weight.bytes)), locale.toString(share, 'f', 1),
                  m_metric == Metric::Calls       ? tr("calls")
                      : m_metric == Metric::Bytes ? tr("bytes")
                                                  : tr("time"));
    if (!node.callNs.empty())
        text += QLatin1Char('\n') + tr("Mostly %1").arg(qs(node.callNs.front().first));
    if (node.frame < m_runtime.size() && m_runtime[node.frame])
        text += QLatin1Char('\n') + tr("A runtime frame (a system library or the language's runtime)");
    return text;
}

int FlameGraphView::rowHeight() const
{
    return fontMetrics().height() + 6;
}

int FlameGraphView::depthOf(const trace::StackNode& node) const
{
    int deepest = 0;
    for (const trace::StackNode& c : node.children)
        deepest = std::max(deepest, depthOf(c));
    return deepest + 1;
}

QSize FlameGraphView::sizeHint() const
{
    return { 640, std::max(m_depth, 8) * rowHeight() };
}

QSize FlameGraphView::minimumSizeHint() const
{
    return { 200, std::max(m_depth, 1) * rowHeight() };
}

void FlameGraphView::layoutBoxes()
{
    m_boxes.clear();
    if (m_root.weight.ns == 0 && m_root.weight.calls == 0)
        return;
    const double w = width();
    int depth = 0;
    // The zoomed node and the rows beneath it fill the width; what it called is spread over it.
    std::vector<const trace::StackNode*> rows = m_path;
    if (rows.empty())
        rows.push_back(&m_root);
    for (const trace::StackNode* n : rows) {
        Box b;
        b.node = n;
        b.depth = depth++;
        m_boxes.push_back(b);
    }
    addChildren(*rows.back(), 0, w, depth);
    const int rowH = rowHeight();
    const QString search = m_search;
    for (Box& b : m_boxes) {
        if (b.rect.isNull())
            b.rect = QRectF(0, 0, w, rowH);
        b.rect.moveTop(height() - double(b.depth + 1) * rowH);
        b.rect.setHeight(rowH - 1);
        b.matched = !search.isEmpty() && nameOf(*b.node).contains(search, Qt::CaseInsensitive);
    }
}

void FlameGraphView::addChildren(const trace::StackNode& node, double x, double width, int depth)
{
    const double total = double(valueOf(node));
    if (total <= 0)
        return;
    for (const trace::StackNode& c : node.children) {
        const double cw = width * double(valueOf(c)) / total;
        if (cw >= kMinBoxWidth) {
            Box b;
            b.node = &c;
            b.depth = depth;
            b.rect = QRectF(x, 0, cw, 1);
            m_boxes.push_back(b);
            addChildren(c, x, cw, depth + 1);
        }
        x += cw;
    }
}

QColor FlameGraphView::colourOf(const Box& box) const
{
    const QPalette& pal = palette();
    QColor c = box.node->callNs.empty() ? pal.color(QPalette::Mid) : callColor(box.node->callNs.front().first, pal);
    if (box.node->frame == trace::StackNode::kRoot
        || (box.node->frame < m_runtime.size() && m_runtime[box.node->frame])) {
        // Paler: mixed halfway towards the background.
        const QColor bg = pal.color(QPalette::Base);
        c = QColor((c.red() + bg.red()) / 2, (c.green() + bg.green()) / 2, (c.blue() + bg.blue()) / 2);
    }
    if (!m_search.isEmpty() && !box.matched)
        c.setAlpha(70);
    return c;
}

void FlameGraphView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QPalette& pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    if (m_boxes.empty()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(rect().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap,
            tr("No call stacks in this trace: it was recorded without stacks (--no-stacks), in ptrace mode, or by an "
               "older iolens."));
        return;
    }
    const QFontMetrics fm = fontMetrics();
    for (const Box& b : m_boxes) {
        const QColor fill = colourOf(b);
        p.fillRect(b.rect, fill);
        if (b.matched) {
            p.setPen(QPen(pal.color(QPalette::Highlight), 2));
            p.drawRect(b.rect.adjusted(1, 1, -1, -1));
        }
        if (b.rect.width() < fm.horizontalAdvance(QStringLiteral("M…")) + 2 * kPadding)
            continue;
        // Text that stays readable on the fill, light or dark.
        const bool darkFill = fill.lightnessF() < 0.55 && fill.alpha() > 128;
        p.setPen(darkFill ? QColor(Qt::white) : QColor(Qt::black));
        if (fill.alpha() <= 128)
            p.setPen(pal.color(QPalette::Text));
        const QString label = fm.elidedText(nameOf(*b.node), Qt::ElideRight, int(b.rect.width()) - 2 * kPadding);
        p.drawText(b.rect.adjusted(kPadding, 0, -kPadding, 0), Qt::AlignVCenter | Qt::AlignLeft, label);
    }
}

void FlameGraphView::resizeEvent(QResizeEvent*)
{
    layoutBoxes();
}

const FlameGraphView::Box* FlameGraphView::boxAt(const QPointF& at) const
{
    for (const Box& b : m_boxes)
        if (b.rect.contains(at))
            return &b;
    return nullptr;
}

void FlameGraphView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    const Box* b = boxAt(event->position());
    if (!b)
        return;
    const trace::StackNode* node = b->node;
    zoomTo(node == &m_root ? nullptr : node);
    if (node->frame != trace::StackNode::kRoot)
        emit frameActivated(node->frame);
}

bool FlameGraphView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        if (const Box* b = boxAt(help->pos()))
            QToolTip::showText(help->globalPos(), describe(*b->node), this, b->rect.toRect());
        else
            QToolTip::hideText();
        return true;
    }
    if (event->type() == QEvent::PaletteChange)
        update();
    return QWidget::event(event);
}

} // namespace iolens::ui
