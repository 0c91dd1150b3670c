// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/accessmapplot.h"

#include "ui/qcp.h"
#include "ui/resultformat.h"
#include "ui/trace/accesssegments.h"
#include "ui/trace/traceformat.h"

#include <QFileInfo>
#include <QTextLayout>

#include <algorithm>
#include <cmath>
#include <map>

namespace iolens::ui {

namespace {

// The layer the halos are drawn on, under the runs they mark.
const QString kHaloLayer = QStringLiteral("accessHalo");

// Past this many seconds the time axis counts seconds, below it milliseconds.
constexpr double kSecondsFromNs = 10e9;

// A halo colour no call kind has (the phase colours are blues, oranges, greens and greys), seen
// through so that the run on top keeps its own colour.
QColor againColor()
{
    QColor c(0xE0, 0x1E, 0x5A);
    c.setAlphaF(0.55);
    return c;
}

struct ByteUnit {
    const char* name;
    double bytes;
};

// The offset axis's unit, from the file's size: its ticks then read 0 … a few thousand at most.
ByteUnit byteUnitFor(double size)
{
    if (size >= double(1ull << 30))
        return { "GiB", double(1ull << 30) };
    if (size >= double(1ull << 20))
        return { "MiB", double(1ull << 20) };
    if (size >= 1024)
        return { "KiB", 1024 };
    return { "B", 1 };
}

// How far a point is from the segment a–b, in pixels.
double distanceToSegment(const QPointF& p, const QPointF& a, const QPointF& b)
{
    const QPointF ab = b - a;
    const double lengthSq = QPointF::dotProduct(ab, ab);
    const double t = lengthSq > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / lengthSq, 0.0, 1.0) : 0.0;
    const QPointF nearest = a + t * ab;
    return std::hypot(p.x() - nearest.x(), p.y() - nearest.y());
}

} // namespace

AccessMapPlot::AccessMapPlot(QWidget* parent)
    : PlotView(parent)
{
    plot()->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    plot()->axisRect()->setRangeDrag(Qt::Horizontal | Qt::Vertical);
    plot()->axisRect()->setRangeZoom(Qt::Horizontal | Qt::Vertical);
    plot()->addLayer(kHaloLayer, plot()->layer(QStringLiteral("main")), QCustomPlot::limBelow);
    setMinimumHeight(kReadableHeight);
}

QString AccessMapPlot::title() const
{
    if (!m_trace || m_file < 0 || m_file >= static_cast<int>(m_trace->files.size()))
        return tr("Access map");
    return tr("Access map of %1").arg(QFileInfo(qs(m_trace->files[static_cast<std::size_t>(m_file)].path)).fileName());
}

void AccessMapPlot::setPattern(TracePtr trace, int file, trace::AccessPattern pattern)
{
    m_trace = std::move(trace);
    m_file = file;
    m_pattern = std::move(pattern);
    refresh();
}

bool AccessMapPlot::hasData() const
{
    return m_trace && !m_pattern.runs.empty();
}

QString AccessMapPlot::emptyHint() const
{
    // A sentence names a path and why: broken into lines that fit the plot (QTextLayout breaks
    // Japanese, which has no spaces, too), since a plot's text item does not wrap.
    QFont font = this->font();
    font.setPointSizeF(font.pointSizeF() * 1.3); // as PlotView::refresh draws it
    const qreal width = plot()->width() > 200 ? plot()->width() - 48 : 700;
    QTextLayout layout(m_emptyText, font);
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        lines << m_emptyText.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    return lines.join(QLatin1Char('\n'));
}

std::vector<AccessSegments*> AccessMapPlot::series() const
{
    std::vector<AccessSegments*> out;
    for (int i = 0; i < plot()->plottableCount(); ++i)
        if (auto* s = dynamic_cast<AccessSegments*>(plot()->plottable(i)))
            out.push_back(s);
    return out;
}

void AccessMapPlot::resetZoom()
{
    plot()->xAxis->setRange(m_keyRange);
    plot()->yAxis->setRange(m_valueRange);
    plot()->replot(QCustomPlot::rpQueuedReplot);
}

void AccessMapPlot::rebuild()
{
    QCustomPlot* p = plot();
    m_lineRuns = m_pointRuns = 0;
    m_readAgain = m_writtenAgain = nullptr;
    m_readAgainRuns.clear();
    p->legend->setVisible(false);
    if (!hasData())
        return;
    const trace::Trace& t = *m_trace;
    double maxNs = 0;
    double top = static_cast<double>(m_pattern.summary.fileSize);
    for (const trace::AccessRun& r : m_pattern.runs) {
        maxNs = std::max(maxNs, static_cast<double>(r.endNs));
        top = std::max(top, static_cast<double>(r.offset + r.bytes));
    }
    const bool seconds = maxNs >= kSecondsFromNs;
    m_nsPerKey = seconds ? 1e9 : 1e6;
    const ByteUnit unit = byteUnitFor(top);
    m_bytesPerValue = unit.bytes;

    // A series per call kind and shape, reads' kinds before writes' in the legend.
    struct Kind {
        std::string call;
        bool reads = true;
        std::vector<AccessSegments::Segment> lines, points;
    };
    std::vector<Kind> kinds;
    std::map<std::string, std::size_t> kindOf;
    std::vector<AccessSegments::Segment> readAgain, writtenAgain;
    for (std::size_t i = 0; i < m_pattern.runs.size(); ++i) {
        const trace::AccessRun& r = m_pattern.runs[i];
        const std::string& call = t.events[r.event].call;
        auto [it, added] = kindOf.emplace(call, kinds.size());
        if (added)
            kinds.push_back({ call, r.direction == trace::AccessDirection::Read, {}, {} });
        const AccessSegments::Segment segment { static_cast<double>(r.beginNs) / m_nsPerKey,
            static_cast<double>(r.offset) / m_bytesPerValue, static_cast<double>(r.endNs) / m_nsPerKey,
            static_cast<double>(r.offset + r.bytes) / m_bytesPerValue };
        Kind& kind = kinds[it->second];
        if (r.sequential()) {
            kind.lines.push_back(segment);
            ++m_lineRuns;
        } else {
            kind.points.push_back(segment);
            ++m_pointRuns;
        }
        if (r.again()) {
            if (r.direction == trace::AccessDirection::Read) {
                readAgain.push_back(segment);
                m_readAgainRuns.push_back(i);
            } else {
                writtenAgain.push_back(segment);
            }
        }
    }
    std::stable_sort(kinds.begin(), kinds.end(), [](const Kind& a, const Kind& b) { return a.reads && !b.reads; });
    for (Kind& kind : kinds) {
        const QColor colour = callColor(kind.call, palette());
        if (!kind.lines.empty()) {
            auto* lines = new AccessSegments(p->xAxis, p->yAxis, AccessSegments::Style::Lines);
            lines->setName(tr("%1, sequential runs").arg(qs(kind.call)));
            lines->setPen(QPen(colour, 2));
            lines->setSegments(std::move(kind.lines));
        }
        if (!kind.points.empty()) {
            auto* points = new AccessSegments(p->xAxis, p->yAxis, AccessSegments::Style::Points);
            points->setName(tr("%1, single calls").arg(qs(kind.call)));
            points->setPen(QPen(colour.darker(130), 1));
            points->setBrush(colour);
            points->setSegments(std::move(kind.points));
        }
    }
    auto addHalo = [&](std::vector<AccessSegments::Segment> segments, const QString& name) -> AccessSegments* {
        if (segments.empty())
            return nullptr;
        auto* halo = new AccessSegments(p->xAxis, p->yAxis, AccessSegments::Style::Halo);
        halo->setLayer(kHaloLayer);
        halo->setName(name);
        halo->setPen(QPen(againColor()));
        halo->setSegments(std::move(segments));
        return halo;
    };
    m_readAgain = addHalo(std::move(readAgain), tr("read again"));
    m_writtenAgain = addHalo(std::move(writtenAgain), tr("written again"));

    p->xAxis->setLabel(
        tr("Time since the program started [%1]").arg(seconds ? QStringLiteral("s") : QStringLiteral("ms")));
    p->yAxis->setLabel(tr("Offset in the file [%1]").arg(QString::fromLatin1(unit.name)));
    // A little room below 0 on both axes: a call at offset 0 or at the start would lose half its dot.
    const double keyTop = std::max(maxNs / m_nsPerKey, 1e-3);
    const double valueTop = top > 0 ? top / m_bytesPerValue : 1.0;
    m_keyRange = QCPRange(-0.01 * keyTop, 1.03 * keyTop);
    m_valueRange = QCPRange(-0.02 * valueTop, 1.05 * valueTop);
    p->xAxis->setRange(m_keyRange);
    p->yAxis->setRange(m_valueRange);
    p->legend->setVisible(true);
    placeLegendBelow(4);
}

QString AccessMapPlot::toolTipAt(const QPointF& pos) const
{
    if (!hasData() || !plot()->axisRect()->rect().contains(pos.toPoint()))
        return {};
    constexpr double kReach = 6; // pixels
    const QCPAxis* x = plot()->xAxis;
    const QCPAxis* y = plot()->yAxis;
    const trace::AccessRun* best = nullptr;
    double bestDistance = kReach;
    for (const trace::AccessRun& r : m_pattern.runs) {
        const QPointF a(x->coordToPixel(static_cast<double>(r.beginNs) / m_nsPerKey),
            y->coordToPixel(static_cast<double>(r.offset) / m_bytesPerValue));
        const QPointF b = r.sequential() ? QPointF(x->coordToPixel(static_cast<double>(r.endNs) / m_nsPerKey),
                              y->coordToPixel(static_cast<double>(r.offset + r.bytes) / m_bytesPerValue))
                                         : a;
        const double distance = distanceToSegment(pos, a, b);
        if (distance <= bestDistance) {
            best = &r;
            bestDistance = distance;
        }
    }
    if (!best)
        return {};
    const trace::AccessRun& r = *best;
    QString text = tr("<b>%1 × %2</b>").arg(qs(m_trace->events[r.event].call).toHtmlEscaped()).arg(r.calls);
    text += QStringLiteral("<br>")
        + tr("%1 at offsets %2 to %3")
              .arg(formatBytes(static_cast<double>(r.bytes)), formatBytes(static_cast<double>(r.offset)),
                  formatBytes(static_cast<double>(r.offset + r.bytes)));
    text += QStringLiteral("<br>")
        + tr("%1 from %2")
              .arg(formatNs(static_cast<double>(r.endNs - r.beginNs)), formatNs(static_cast<double>(r.beginNs)));
    if (r.again())
        text += QStringLiteral("<br>")
            + (r.direction == trace::AccessDirection::Read ? tr("%1 of it read before") : tr("%1 of it written before"))
                  .arg(formatBytes(static_cast<double>(r.againBytes)));
    return text;
}

} // namespace iolens::ui
