// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/course/coursebarsplot.h"

#include "ui/plotstyle.h"
#include "ui/qcp.h"
#include "ui/resultformat.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace iolens::ui {

CourseBarsPlot::CourseBarsPlot(QWidget* parent)
    : PlotView(parent)
{ }

QString CourseBarsPlot::courseHint()
{
    return QCoreApplication::translate("Course", "Choose your prediction above, then press Predict and run.");
}

void CourseBarsPlot::setBars(const QString& title, const QStringList& labels, const QVector<double>& ns, int highlight)
{
    m_title = title;
    m_labels = labels;
    m_ns = ns;
    m_highlight = highlight;
    refresh();
}

void CourseBarsPlot::rebuild()
{
    QCustomPlot* p = plot();
    if (m_labels.isEmpty())
        return;
    const double maxNs = *std::max_element(m_ns.cbegin(), m_ns.cend());
    // One unit for the axis, chosen for the longest bar.
    const double unit = maxNs >= 1e9 ? 1e9 : maxNs >= 1e6 ? 1e6 : maxNs >= 1e3 ? 1e3 : 1;
    const QString unitName = unit == 1e9 ? QStringLiteral("s")
        : unit == 1e6                    ? QStringLiteral("ms")
        : unit == 1e3                    ? QStringLiteral("µs")
                                         : QStringLiteral("ns");
    auto* bars = new QCPBars(p->yAxis, p->xAxis);
    const QColor c = seriesColor(0, palette());
    bars->setBrush(c);
    bars->setPen(QPen(c.darker(130), 0.5));
    bars->setWidth(0.7);
    QVector<double> keys;
    QVector<QString> labels;
    for (int i = 0; i < m_labels.size(); ++i) {
        bars->addData(i, m_ns[i] / unit);
        keys << i;
        labels << m_labels[i];
    }
    setCategoryTicks(p->yAxis, keys, labels);
    p->yAxis->setRangeReversed(true);
    p->yAxis->setRange(-0.6, std::max(0.6, m_labels.size() - 0.4));
    p->xAxis->setLabel(QCoreApplication::translate("Course", "Time [%1]").arg(unitName));
    p->xAxis->setRange(0, std::max(1e-9, maxNs / unit * 1.08));
    if (m_highlight >= 0)
        highlightKey(p->yAxis, m_highlight);
}

QString CourseBarsPlot::toolTipAt(const QPointF& pos) const
{
    if (!plot()->axisRect()->rect().contains(pos.toPoint()))
        return {};
    const int row = static_cast<int>(std::lround(plot()->yAxis->pixelToCoord(pos.y())));
    if (row < 0 || row >= m_labels.size())
        return {};
    return QStringLiteral("<b>%1</b><br>%2").arg(m_labels[row].toHtmlEscaped(), formatNs(m_ns[row]));
}

} // namespace iolens::ui
