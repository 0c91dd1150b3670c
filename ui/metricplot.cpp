// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/metricplot.h"

#include "ui/plotstyle.h"
#include "ui/qcp.h"
#include "ui/resultformat.h"

#include "core/report/reportutil.h"

#include <QLocale>

#include <map>

namespace iolens::ui {

MetricPlot::MetricPlot(Metric metric, QWidget* parent)
    : RowPlot(parent)
    , m_metric(metric)
{
    setNote(metric == Metric::Throughput
            ? tr("File bytes divided by the median wall time. MiB = 2^20 bytes.")
            : tr("Read- and write-class system calls of the median run, from /proc/thread-self/io (log scale): "
                 "each call costs a kernel entry, so fewer calls usually means faster."));
}

QString MetricPlot::title() const
{
    return m_metric == Metric::Throughput ? tr("Throughput") : tr("Calls");
}

double MetricPlot::value(const Result& result, Metric metric)
{
    return metric == Metric::Throughput ? result.stats.throughputMiBs
                                        : static_cast<double>(report::medianSyscalls(result));
}

void MetricPlot::rebuild()
{
    QCustomPlot* p = plot();
    const std::vector<const Result*>& rows = takeRows();
    std::map<std::string, QCPBars*> byFamily;
    double maxValue = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const Result& r = *rows[i];
        QCPBars*& bars = byFamily[r.family];
        if (!bars) {
            bars = new QCPBars(p->yAxis, p->xAxis);
            bars->setName(QString::fromStdString(r.family));
            const QColor c = seriesColor(static_cast<int>(byFamily.size()) - 1, palette());
            bars->setBrush(c);
            bars->setPen(QPen(c.darker(130), 0.5));
            bars->setWidth(0.7);
            if (m_metric == Metric::Calls)
                bars->setBaseValue(0.5); // a log axis has no zero; one call reaches past the base
        }
        const double v = value(r, m_metric);
        bars->addData(static_cast<double>(i), m_metric == Metric::Calls ? std::max(v, 0.5) : v);
        maxValue = std::max(maxValue, v);
    }
    if (m_metric == Metric::Calls) {
        p->xAxis->setLabel(tr("System calls per run (median run, log scale)"));
        p->xAxis->setScaleType(QCPAxis::stLogarithmic);
        p->xAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
        p->xAxis->setNumberFormat(QStringLiteral("eb"));
        p->xAxis->setNumberPrecision(0);
        p->xAxis->setRange(0.5, std::max(10.0, maxValue * 3));
    } else {
        p->xAxis->setLabel(tr("Throughput [MiB/s] (MiB = 2^20 bytes)"));
        p->xAxis->setScaleType(QCPAxis::stLinear);
        p->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        p->xAxis->setRange(0, std::max(1.0, maxValue * 1.08));
    }
    placeLegendBelow(8);
    finishRows();
}

QString MetricPlot::toolTipAt(const QPointF& pos) const
{
    const Result* row = resultAt(pos);
    if (!row)
        return {};
    const Result& r = *row;
    const QLocale locale;
    return m_metric == Metric::Throughput
        ? tr("<b>%1</b><br>%2 MiB/s (median %3)")
              .arg(resultLabel(r).toHtmlEscaped(), locale.toString(r.stats.throughputMiBs, 'f', 1),
                  formatNs(r.stats.medianNs))
        : tr("<b>%1</b><br>%2 system calls in the median run")
              .arg(resultLabel(r).toHtmlEscaped(), locale.toString(static_cast<qulonglong>(value(r, m_metric))));
}

} // namespace iolens::ui
