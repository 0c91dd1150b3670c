// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/rowplot.h"

namespace iolens::ui {

// Every repetition per strategy: a box (quartiles, whiskers at 1.5 × IQR, outliers beyond) with
// the runs drawn over it as points, so noise and outliers are visible rather than averaged away.
class DistributionPlot : public RowPlot {
    Q_OBJECT
public:
    explicit DistributionPlot(QWidget* parent = nullptr);
    QString title() const override { return tr("Distribution"); }

protected:
    void rebuild() override;
    QString toolTipAt(const QPointF& pos) const override;

private:
    double m_unitNs = 1;
};

} // namespace iolens::ui
