// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/tracesizeplot.h"

#include "ui/plotstyle.h"
#include "ui/qcp.h"
#include "ui/trace/traceformat.h"

#include <QLocale>

#include <algorithm>

namespace iolens::ui {

TraceSizePlot::TraceSizePlot(QWidget* parent)
    : TracePlotView(parent)
{
    setNote(tr("Bytes moved per call, in power-of-two buckets: a bar in 1 means one-byte calls, the costliest "
               "way to move data. The count axis is logarithmic."));
}

void TraceSizePlot::rebuild()
{
    QCustomPlot* p = plot();
    m_kinds.clear();
    p->xAxis->setLabel(tr("Bytes per call"));
    p->yAxis->setLabel(tr("Calls (logarithmic)"));
    QVector<double> keys;
    QVector<QString> labels;
    for (int b = 0; b < trace::kHistogramBuckets; ++b) {
        keys << b;
        labels << bucketLabel(b);
    }
    setCategoryTicks(p->xAxis, keys, labels);
    p->xAxis->setTickLabelRotation(-60);
    p->xAxis->setRange(-0.7, trace::kHistogramBuckets - 0.3);
    p->yAxis->setScaleType(QCPAxis::stLogarithmic);
    p->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    p->yAxis->setNumberFormat(QStringLiteral("eb"));
    p->yAxis->setNumberPrecision(0);
    p->yAxis->setRange(0.5, 10);

    const trace::FileStats* f = selectedFileStats();
    if (!f) {
        showCentredText(trace() ? tr("Select a file in the table to see its call sizes.") : emptyText());
        return;
    }
    std::uint64_t maxCount = 1;
    std::vector<const trace::CallStats*> calls;
    for (const trace::CallStats& c : f->calls) {
        std::uint64_t sum = 0;
        for (std::uint64_t n : c.histogram) {
            sum += n;
            maxCount = std::max(maxCount, n);
        }
        if (sum > 0)
            calls.push_back(&c);
    }
    if (calls.empty()) {
        showCentredText(tr("No call on this file moved data (only opens, stats or closes)."));
        return;
    }
    auto* group = new QCPBarsGroup(p);
    group->setSpacingType(QCPBarsGroup::stAbsolute);
    group->setSpacing(0);
    const double width = 0.8 / static_cast<double>(calls.size());
    for (const trace::CallStats* c : calls) {
        m_kinds.push_back(c->call);
        auto* bars = new QCPBars(p->xAxis, p->yAxis);
        bars->setName(qs(c->call));
        const QColor colour = callColor(c->call, palette());
        bars->setBrush(colour);
        bars->setPen(QPen(colour.darker(130), 0.5));
        bars->setWidth(width);
        bars->setBarsGroup(group);
        // Bars grow from the base value 0, which a log axis puts below its bottom edge: a bucket
        // of one call still shows, an empty one does not.
        QVector<double> values;
        for (int b = 0; b < trace::kHistogramBuckets; ++b) {
            const auto n = b < static_cast<int>(c->histogram.size()) ? c->histogram[static_cast<std::size_t>(b)] : 0;
            values << static_cast<double>(n);
        }
        bars->setData(keys, values, true);
    }
    p->yAxis->setRange(0.5, static_cast<double>(maxCount) * 3);
    p->legend->setVisible(true);
    placeLegendBelow(10);
}

QString TraceSizePlot::toolTipAt(const QPointF& pos) const
{
    const trace::FileStats* f = selectedFileStats();
    if (!f || !plot()->axisRect()->rect().contains(pos.toPoint()))
        return {};
    const int b = static_cast<int>(std::lround(plot()->xAxis->pixelToCoord(pos.x())));
    if (b < 0 || b >= trace::kHistogramBuckets)
        return {};
    const QLocale locale;
    QString lines = QStringLiteral("<b>%1</b>").arg(bucketText(b).toHtmlEscaped());
    for (const trace::CallStats& c : f->calls)
        if (b < static_cast<int>(c.histogram.size()) && c.histogram[static_cast<std::size_t>(b)] > 0)
            lines += QStringLiteral("<br>")
                + tr("%1: %2 calls")
                      .arg(qs(c.call),
                          locale.toString(static_cast<qulonglong>(c.histogram[static_cast<std::size_t>(b)])));
    return lines;
}

} // namespace iolens::ui
