// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/rowplot.h"

namespace iolens::ui {

// One bar per strategy for a single number: throughput (MiB/s, linear) or system calls of the
// median run (log scale) — "fewer calls" is the lesson of every article. Bars are coloured by
// family so that mixed runs stay readable.
class MetricPlot : public RowPlot {
    Q_OBJECT
public:
    enum class Metric { Throughput, Calls };
    explicit MetricPlot(Metric metric, QWidget* parent = nullptr);
    QString title() const override;

    static double value(const Result& result, Metric metric);

protected:
    void rebuild() override;
    QString toolTipAt(const QPointF& pos) const override;

private:
    Metric m_metric;
};

} // namespace iolens::ui
