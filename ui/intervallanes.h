// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lanecoverage.h"
#include "ui/qcp.h"

#include <memory>
#include <vector>

namespace iolens::ui {

// One kind's recorded intervals (a phase, or a traced call kind) in horizontal lanes: time on the key axis, the lane (a
// thread) on the value axis. QCPBars cannot start a bar at an arbitrary time, and an item per interval would be
// thousands of QObjects; this draws straight from vectors. The pixels come from a LaneCoverage shared by every kind of
// the plot, so kinds sharing a pixel column split its height instead of hiding each other. One plottable per kind gives
// the legend its entries and colours.
class IntervalLanes : public QCPAbstractPlottable {
public:
    struct Span {
        int lane = 0;
        double begin = 0; // key-axis units
        double end = 0;
    };

    // kind: this plottable's kind in the coverage's spans.
    IntervalLanes(QCPAxis* timeAxis, QCPAxis* laneAxis, int kind, std::shared_ptr<LaneCoverage> coverage);

    // Spans of one lane must come in time order (as recorded); lanes may interleave.
    void setSpans(std::vector<Span> spans);
    const std::vector<Span>& spans() const { return m_spans; }
    // The span under a point in axis coordinates, if any.
    const Span* spanAt(double key, double laneCoord) const;

    static constexpr double kHalfHeight = 0.3; // of a lane, in lane units

    double selectTest(const QPointF& pos, bool onlySelectable, QVariant* details = nullptr) const override;
    QCPRange getKeyRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth,
        const QCPRange& inKeyRange = QCPRange()) const override;

protected:
    void draw(QCPPainter* painter) override;
    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override;

private:
    int m_kind;
    std::shared_ptr<LaneCoverage> m_coverage;
    std::vector<Span> m_spans;
};

} // namespace iolens::ui
