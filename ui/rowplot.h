// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/plotview.h"

namespace iolens::ui {

// Base of the plots with one row per strategy on the vertical axis, first strategy on top as in
// the table (phases, distribution, throughput, calls): the rows, which row the mouse is over, the
// strategy a click picks and the shading of the selected row. Subclasses fill the bars in
// rebuild() between takeRows() and finishRows().
class RowPlot : public PlotView {
    Q_OBJECT
public:
    using PlotView::PlotView;

protected:
    // The results that get a row (plottedResults()), remembered for rowAt(); call first in rebuild().
    const std::vector<const Result*>& takeRows();
    const std::vector<const Result*>& rows() const { return m_rows; }
    // The row keys 0, 1, … of the current rows.
    QVector<double> rowKeys() const;
    // The row labels on the vertical axis, its range, and the selected row's shading; call last.
    void finishRows();
    // The row under a point of the plot, or -1 outside the axis rect or past the last row.
    int rowAt(const QPointF& pos) const;
    // The result of that row, or nullptr.
    const Result* resultAt(const QPointF& pos) const;
    QString strategyAt(const QPointF& pos) const override;
    bool hasData() const override { return !plottedResults().empty(); }

private:
    std::vector<const Result*> m_rows;
};

} // namespace iolens::ui
