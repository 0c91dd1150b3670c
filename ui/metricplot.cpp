#include "ui/metricplot.h"

#include "ui/plotstyle.h"
#include "ui/qcp.h"
#include "ui/resultsmodel.h"

#include "core/report/reportutil.h"

#include <QLocale>

#include <map>

namespace iolens::ui {

MetricPlot::MetricPlot(Metric metric, QWidget* parent)
    : PlotView(parent)
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
    m_rows = plottedResults();
    std::map<std::string, QCPBars*> byFamily;
    double maxValue = 0;
    QVector<double> keys;
    QVector<QString> labels;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const Result& r = *m_rows[i];
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
        keys << static_cast<double>(i);
        labels << resultLabel(r);
    }
    setCategoryTicks(p->yAxis, keys, labels);
    p->yAxis->setRangeReversed(true);
    p->yAxis->setRange(-0.6, std::max<double>(0.6, static_cast<double>(m_rows.size()) - 0.4));
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
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (QString::fromStdString(m_rows[i]->strategy) == selectedStrategy())
            highlightKey(p->yAxis, static_cast<double>(i));
}

int MetricPlot::rowAt(const QPointF& pos) const
{
    if (!plot()->axisRect()->rect().contains(pos.toPoint()))
        return -1;
    const int row = static_cast<int>(std::lround(plot()->yAxis->pixelToCoord(pos.y())));
    return row >= 0 && row < static_cast<int>(m_rows.size()) ? row : -1;
}

QString MetricPlot::strategyAt(const QPointF& pos) const
{
    const int row = rowAt(pos);
    return row < 0 ? QString() : QString::fromStdString(m_rows[static_cast<std::size_t>(row)]->strategy);
}

QString MetricPlot::toolTipAt(const QPointF& pos) const
{
    const int row = rowAt(pos);
    if (row < 0)
        return {};
    const Result& r = *m_rows[static_cast<std::size_t>(row)];
    const QLocale locale;
    return m_metric == Metric::Throughput
        ? tr("<b>%1</b><br>%2 MiB/s (median %3)")
              .arg(resultLabel(r).toHtmlEscaped(), locale.toString(r.stats.throughputMiBs, 'f', 1),
                  formatNs(r.stats.medianNs))
        : tr("<b>%1</b><br>%2 system calls in the median run")
              .arg(resultLabel(r).toHtmlEscaped(), locale.toString(static_cast<qulonglong>(value(r, m_metric))));
}

} // namespace iolens::ui
