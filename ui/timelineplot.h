#pragma once

#include "ui/plotview.h"

class QLabel;

namespace iolens::ui {

// One run (the median one) of the selected strategy: a lane per thread that worked on it, its
// phase totals laid out one after another. The probe records totals per thread and phase, not a
// sequence of intervals, so the order inside a lane is aggregated (phase order), not recorded;
// the note under the plot says so. Drag to pan, wheel to zoom the time axis.
class TimelinePlot : public PlotView {
    Q_OBJECT
public:
    explicit TimelinePlot(QWidget* parent = nullptr);
    QString title() const override { return tr("Timeline"); }

    // The result the lanes show: the selected strategy, else the first with runs.
    const Result* shownResult() const;

protected:
    void rebuild() override;
    QString toolTipAt(const QPointF& pos) const override;

private:
    QLabel* m_caption = nullptr;
    std::vector<std::vector<PhaseTotals>> m_lanes;
    double m_unitNs = 1;
};

} // namespace iolens::ui
