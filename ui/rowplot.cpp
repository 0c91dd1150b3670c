// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/rowplot.h"

#include "ui/qcp.h"
#include "ui/resultformat.h"

#include <cmath>

namespace iolens::ui {

const std::vector<const Result*>& RowPlot::takeRows()
{
    m_rows = plottedResults();
    return m_rows;
}

QVector<double> RowPlot::rowKeys() const
{
    QVector<double> keys;
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        keys << static_cast<double>(i);
    return keys;
}

void RowPlot::finishRows()
{
    QCustomPlot* p = plot();
    QVector<QString> labels;
    for (const Result* r : m_rows)
        labels << resultLabel(*r);
    setCategoryTicks(p->yAxis, rowKeys(), labels);
    p->yAxis->setRangeReversed(true); // the first strategy on top, as in the table
    p->yAxis->setRange(-0.6, std::max<double>(0.6, static_cast<double>(m_rows.size()) - 0.4));
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (QString::fromStdString(m_rows[i]->strategy) == selectedStrategy())
            highlightKey(p->yAxis, static_cast<double>(i));
}

int RowPlot::rowAt(const QPointF& pos) const
{
    if (!plot()->axisRect()->rect().contains(pos.toPoint()))
        return -1;
    const int row = static_cast<int>(std::lround(plot()->yAxis->pixelToCoord(pos.y())));
    return row >= 0 && row < static_cast<int>(m_rows.size()) ? row : -1;
}

const Result* RowPlot::resultAt(const QPointF& pos) const
{
    const int row = rowAt(pos);
    return row < 0 ? nullptr : m_rows[static_cast<std::size_t>(row)];
}

QString RowPlot::strategyAt(const QPointF& pos) const
{
    const Result* r = resultAt(pos);
    return r ? QString::fromStdString(r->strategy) : QString();
}

} // namespace iolens::ui
