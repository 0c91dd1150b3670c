// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/qcp.h"

#include <vector>

namespace iolens::ui {

// One series of the access map: straight segments from (time, offset) at a run's start to (time,
// offset) at its end, drawn as lines, as dots at their start, or as a wide translucent halo
// behind other series (the re-read highlight). QCPGraph wants its keys sorted and draws one
// polyline; QCPCurve joins every point to the next; an item per run would be 250,000 QObjects. This
// draws straight from a vector, and one plottable per series gives the legend its entry.
class AccessSegments : public QCPAbstractPlottable {
public:
    enum class Style { Lines, Points, Halo };
    struct Segment {
        double beginKey = 0, beginValue = 0; // axis units
        double endKey = 0, endValue = 0;
    };

    AccessSegments(QCPAxis* keyAxis, QCPAxis* valueAxis, Style style);

    void setSegments(std::vector<Segment> segments);
    const std::vector<Segment>& segments() const { return m_segments; }
    Style style() const { return m_style; }

    // Not selectable: the view's tooltip names the run under the mouse.
    double selectTest(const QPointF& pos, bool onlySelectable, QVariant* details = nullptr) const override;
    QCPRange getKeyRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth,
        const QCPRange& inKeyRange = QCPRange()) const override;

    static constexpr double kPointRadius = 3.0; // pixels
    static constexpr double kHaloWidth = 11.0; // pixels: a ring of 2.5 around a dot

protected:
    void draw(QCPPainter* painter) override;
    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override;

private:
    Style m_style;
    std::vector<Segment> m_segments;
};

} // namespace iolens::ui
