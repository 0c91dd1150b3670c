// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/accesssegments.h"

#include <algorithm>

namespace iolens::ui {

AccessSegments::AccessSegments(QCPAxis* keyAxis, QCPAxis* valueAxis, Style style)
    : QCPAbstractPlottable(keyAxis, valueAxis)
    , m_style(style)
{
    setSelectable(QCP::stNone);
}

void AccessSegments::setSegments(std::vector<Segment> segments)
{
    m_segments = std::move(segments);
}

double AccessSegments::selectTest(const QPointF&, bool, QVariant*) const
{
    return -1;
}

QCPRange AccessSegments::getKeyRange(bool& foundRange, QCP::SignDomain) const
{
    foundRange = !m_segments.empty();
    QCPRange range(0, 0);
    for (const Segment& s : m_segments)
        range.upper = std::max({ range.upper, s.beginKey, s.endKey });
    return range;
}

QCPRange AccessSegments::getValueRange(bool& foundRange, QCP::SignDomain, const QCPRange&) const
{
    foundRange = !m_segments.empty();
    QCPRange range(0, 0);
    for (const Segment& s : m_segments)
        range.upper = std::max({ range.upper, s.beginValue, s.endValue });
    return range;
}

void AccessSegments::draw(QCPPainter* painter)
{
    if (!mKeyAxis || !mValueAxis)
        return;
    // Only what lies in the visible time range is turned into pixels: zoomed into one second of
    // a long trace, the rest costs a comparison each.
    const QCPRange keys = mKeyAxis->range();
    QVector<QLineF> lines;
    QVector<QPointF> dots;
    for (const Segment& s : m_segments) {
        if (std::max(s.beginKey, s.endKey) < keys.lower || std::min(s.beginKey, s.endKey) > keys.upper)
            continue;
        const QPointF begin(mKeyAxis->coordToPixel(s.beginKey), mValueAxis->coordToPixel(s.beginValue));
        const QPointF end(mKeyAxis->coordToPixel(s.endKey), mValueAxis->coordToPixel(s.endValue));
        // A run shorter than a pixel both ways draws as a dot: a zero-length line draws nothing.
        if (m_style == Style::Points || (std::abs(end.x() - begin.x()) < 1 && std::abs(end.y() - begin.y()) < 1))
            dots << begin;
        else
            lines << QLineF(begin, end);
    }
    painter->setBrush(Qt::NoBrush);
    if (m_style == Style::Halo) {
        QPen halo = mPen;
        halo.setWidthF(kHaloWidth);
        halo.setCapStyle(Qt::RoundCap);
        painter->setPen(halo);
        painter->drawLines(lines);
        painter->setPen(Qt::NoPen);
        painter->setBrush(mPen.color());
        for (const QPointF& p : dots)
            painter->drawEllipse(p, kHaloWidth / 2, kHaloWidth / 2);
        return;
    }
    painter->setPen(mPen);
    painter->drawLines(lines);
    painter->setBrush(mBrush);
    for (const QPointF& p : dots)
        painter->drawEllipse(p, kPointRadius, kPointRadius);
}

void AccessSegments::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const
{
    const QPointF centre = rect.center();
    switch (m_style) {
    case Style::Lines:
        painter->setPen(mPen);
        painter->drawLine(QLineF(rect.left(), rect.bottom() - 2, rect.right(), rect.top() + 2));
        break;
    case Style::Points:
        painter->setPen(mPen);
        painter->setBrush(mBrush);
        painter->drawEllipse(centre, kPointRadius, kPointRadius);
        break;
    case Style::Halo: {
        QPen halo = mPen;
        halo.setWidthF(kHaloWidth);
        halo.setCapStyle(Qt::RoundCap);
        painter->setPen(halo);
        painter->drawLine(QLineF(rect.left() + 4, centre.y(), rect.right() - 4, centre.y()));
        break;
    }
    }
}

} // namespace iolens::ui
