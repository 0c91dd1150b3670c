// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/plotview.h"

class QLabel;

namespace iolens::ui {

class IntervalLanes;

// One run (the median one) of the selected strategy: a lane per thread that worked on it, its
// recorded phase intervals laid out in time. Drag to pan, wheel to zoom the time axis.
// A report without recorded intervals (older files, the uninstrumented build) shows each thread's
// phase totals as consecutive segments instead, and the note says so.
class TimelinePlot : public PlotView {
    Q_OBJECT
public:
    explicit TimelinePlot(QWidget* parent = nullptr);
    QString title() const override { return tr("Timeline"); }

    // The result the lanes show: the selected strategy, else the first with runs.
    const Result* shownResult() const;
    // True when the lanes show recorded intervals, false when aggregated totals.
    bool showsRecordedIntervals() const { return m_recorded; }

protected:
    void rebuild() override;
    QString toolTipAt(const QPointF& pos) const override;
    bool hasData() const override { return !plottedResults().empty(); }

private:
    void buildRecorded(const Sample& sample, double unitNs);
    void buildAggregated(double unitNs);
    void finishAxes(const Sample& sample, double unitNs, QString unitName, double maxNs);
    QString aggregatedToolTip(int lane, double ns) const;

    QLabel* m_caption = nullptr;
    std::vector<std::vector<PhaseTotals>> m_lanes;
    std::vector<std::pair<IntervalLanes*, Phase>> m_intervalPlots;
    double m_unitNs = 1;
    bool m_recorded = false;
};

} // namespace iolens::ui
