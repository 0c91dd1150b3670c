// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/distributionplot.h"

#include "ui/plotstyle.h"
#include "ui/qcp.h"
#include "ui/resultformat.h"

#include "core/report/reportutil.h"

#include <algorithm>

namespace iolens::ui {

namespace {

double quantile(const std::vector<double>& sorted, double q)
{
    if (sorted.empty())
        return 0;
    const double pos = q * static_cast<double>(sorted.size() - 1);
    const auto lo = static_cast<std::size_t>(pos);
    const std::size_t hi = std::min(lo + 1, sorted.size() - 1);
    return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - static_cast<double>(lo));
}

} // namespace

DistributionPlot::DistributionPlot(QWidget* parent)
    : RowPlot(parent)
{
    setNote(tr("Boxes span the middle half of the repetitions (quartiles) with the median as a line; whiskers "
               "reach 1.5 × the box; every run is a dot. Wide boxes or stray dots mean noise: compare with the "
               "99.9 % error in the table."));
}

void DistributionPlot::rebuild()
{
    QCustomPlot* p = plot();
    const std::vector<const Result*>& rows = takeRows();
    double maxNs = 0;
    for (const Result* r : rows)
        for (const Sample& s : r->samples)
            maxNs = std::max(maxNs, static_cast<double>(s.wallNs));
    const report::DurationUnit unit = report::durationUnitFor(maxNs > 0 ? maxNs : 1);
    m_unitNs = unit.ns;

    auto* boxes = new QCPStatisticalBox(p->yAxis, p->xAxis);
    boxes->setName(tr("quartiles and median"));
    const QColor accent = seriesColor(0, palette());
    QColor fill = accent;
    fill.setAlphaF(0.25);
    boxes->setBrush(fill);
    boxes->setPen(QPen(accent, 1.2));
    boxes->setMedianPen(QPen(palette().color(QPalette::WindowText), 2));
    boxes->setWhiskerPen(QPen(accent, 1, Qt::SolidLine));
    boxes->setWidth(0.5);
    boxes->setOutlierStyle(QCPScatterStyle(QCPScatterStyle::ssNone));

    auto* points = new QCPGraph(p->yAxis, p->xAxis);
    points->setName(tr("one repetition"));
    points->setLineStyle(QCPGraph::lsNone);
    points->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, seriesColor(1, palette()), 5));

    for (std::size_t i = 0; i < rows.size(); ++i) {
        const double key = static_cast<double>(i);
        std::vector<double> values;
        for (const Sample& s : rows[i]->samples)
            values.push_back(static_cast<double>(s.wallNs) / unit.ns);
        std::sort(values.begin(), values.end());
        const double q1 = quantile(values, 0.25), q3 = quantile(values, 0.75);
        const double iqr = q3 - q1;
        double lowWhisker = values.front(), highWhisker = values.back();
        QVector<double> outliers;
        for (double v : values) {
            if (v < q1 - 1.5 * iqr || v > q3 + 1.5 * iqr)
                outliers << v;
        }
        for (double v : values)
            if (v >= q1 - 1.5 * iqr) {
                lowWhisker = v;
                break;
            }
        for (auto it = values.rbegin(); it != values.rend(); ++it)
            if (*it <= q3 + 1.5 * iqr) {
                highWhisker = *it;
                break;
            }
        boxes->addData(key, lowWhisker, q1, quantile(values, 0.5), q3, highWhisker, outliers);
        // A small deterministic spread across the row keeps equal values from hiding each other.
        for (std::size_t j = 0; j < rows[i]->samples.size(); ++j) {
            const double jitter = (static_cast<double>(j % 5) - 2.0) * 0.06;
            points->addData(key + jitter, static_cast<double>(rows[i]->samples[j].wallNs) / unit.ns);
        }
    }

    p->xAxis->setLabel(
        tr("Wall time per repetition [%1]").arg(QString::fromUtf8(unit.name.data(), qsizetype(unit.name.size()))));
    p->xAxis->setScaleType(QCPAxis::stLinear);
    p->xAxis->setRange(0, std::max(1.0, maxNs / unit.ns * 1.05));
    placeLegendBelow(2);
    finishRows();
}

QString DistributionPlot::toolTipAt(const QPointF& pos) const
{
    const Result* row = resultAt(pos);
    if (!row)
        return {};
    const Result& r = *row;
    QString text = tr("<b>%1</b><br>%2 runs: median %3, min %4, max %5<br>mean %6 ± %7 (99.9 %), CV %8 %")
                       .arg(resultLabel(r).toHtmlEscaped())
                       .arg(r.samples.size())
                       .arg(formatNs(r.stats.medianNs), formatNs(r.stats.minNs), formatNs(r.stats.maxNs),
                           formatNs(r.stats.meanNs), formatNs(r.stats.ci999Ns))
                       .arg(r.stats.cv * 100, 0, 'f', 1);
    if (!r.stats.unit.empty())
        text += QStringLiteral("<br>")
            + tr("median %1 per %2")
                  .arg(formatNs(r.stats.nsPerUnit), QString::fromStdString(r.stats.unit).toHtmlEscaped());
    return text;
}

} // namespace iolens::ui
