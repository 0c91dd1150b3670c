#pragma once

#include "ui/plotview.h"

namespace iolens::ui {

// Every repetition per strategy: a box (quartiles, whiskers at 1.5 × IQR, outliers beyond) with
// the runs drawn over it as points, so noise and outliers are visible rather than averaged away.
class DistributionPlot : public PlotView {
    Q_OBJECT
public:
    explicit DistributionPlot(QWidget* parent = nullptr);
    QString title() const override { return tr("Distribution"); }

protected:
    void rebuild() override;
    QString toolTipAt(const QPointF& pos) const override;
    QString strategyAt(const QPointF& pos) const override;

private:
    int rowAt(const QPointF& pos) const;

    std::vector<const Result*> m_rows;
    double m_unitNs = 1;
};

} // namespace iolens::ui
