// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/intervallanes.h"

#include <algorithm>
#include <cmath>

namespace iolens::ui {

IntervalLanes::IntervalLanes(QCPAxis* timeAxis, QCPAxis* laneAxis, int kind, std::shared_ptr<LaneCoverage> coverage)
    : QCPAbstractPlottable(timeAxis, laneAxis)
    , m_kind(kind)
    , m_coverage(std::move(coverage))
{ }

void IntervalLanes::setSpans(std::vector<Span> spans)
{
    m_spans = std::move(spans);
}

const IntervalLanes::Span* IntervalLanes::spanAt(double key, double laneCoord) const
{
    const int lane = static_cast<int>(std::lround(laneCoord));
    if (std::abs(laneCoord - lane) > kHalfHeight)
        return nullptr;
    // Sub-pixel spans are hard to hit: accept the nearest within a pixel's worth of time.
    double slack = mKeyAxis ? std::abs(mKeyAxis->pixelToCoord(1) - mKeyAxis->pixelToCoord(0)) : 0;
    if (!std::isfinite(slack))
        slack = 0; // an axis not laid out yet has no pixels

    const Span* best = nullptr;
    double bestDistance = slack;
    for (const Span& s : m_spans) {
        if (s.lane != lane)
            continue;
        const double distance = key < s.begin ? s.begin - key : (key > s.end ? key - s.end : 0);
        if (distance <= bestDistance) {
            best = &s;
            bestDistance = distance;
            if (distance == 0)
                break;
        }
    }
    return best;
}

double IntervalLanes::selectTest(const QPointF& pos, bool onlySelectable, QVariant*) const
{
    if ((onlySelectable && mSelectable == QCP::stNone) || !mKeyAxis || !mValueAxis)
        return -1;
    return spanAt(mKeyAxis->pixelToCoord(pos.x()), mValueAxis->pixelToCoord(pos.y())) ? 0 : -1;
}

QCPRange IntervalLanes::getKeyRange(bool& foundRange, QCP::SignDomain) const
{
    foundRange = !m_spans.empty();
    QCPRange range(0, 0);
    for (const Span& s : m_spans)
        range.upper = std::max(range.upper, s.end);
    return range;
}

QCPRange IntervalLanes::getValueRange(bool& foundRange, QCP::SignDomain, const QCPRange&) const
{
    foundRange = !m_spans.empty();
    QCPRange range(0, 0);
    for (const Span& s : m_spans)
        range.upper = std::max(range.upper, static_cast<double>(s.lane));
    range.lower -= kHalfHeight;
    range.upper += kHalfHeight;
    return range;
}

void IntervalLanes::draw(QCPPainter* painter)
{
    if (!mKeyAxis || !mValueAxis || !m_coverage)
        return;
    const QRect clip = clipRect();
    LaneCoverage::Mapping mapping;
    mapping.timeToPixel0 = mKeyAxis->coordToPixel(0);
    mapping.pixelsPerTime = mKeyAxis->coordToPixel(1) - mapping.timeToPixel0;
    mapping.laneHalfHeight = std::abs(mValueAxis->coordToPixel(kHalfHeight) - mValueAxis->coordToPixel(0));
    int lanes = 0;
    for (const LaneCoverage::Span& s : m_coverage->spans())
        lanes = std::max(lanes, s.lane + 1);
    for (int lane = 0; lane < lanes; ++lane)
        mapping.laneCentre.push_back(mValueAxis->coordToPixel(lane));
    const QVector<QRectF>& rects = m_coverage->rects(m_kind, mapping, clip.left(), clip.right());
    painter->setAntialiasing(false); // pixel columns: smoothing would blur neighbours together
    painter->setPen(Qt::NoPen);
    painter->setBrush(mBrush);
    painter->drawRects(rects);
}

void IntervalLanes::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const
{
    painter->setPen(mPen);
    painter->setBrush(mBrush);
    painter->drawRect(
        rect.adjusted(rect.width() * 0.1, rect.height() * 0.2, -rect.width() * 0.1, -rect.height() * 0.2));
}

} // namespace iolens::ui
