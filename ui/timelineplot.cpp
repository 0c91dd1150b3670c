#include "ui/timelineplot.h"

#include "ui/plotstyle.h"
#include "ui/qcp.h"
#include "ui/resultsmodel.h"

#include "core/report/reportutil.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace iolens::ui {

TimelinePlot::TimelinePlot(QWidget* parent)
    : PlotView(parent)
    , m_caption(new QLabel(this))
{
    auto* reset = new QPushButton(tr("Reset zoom"), this);
    controls()->addWidget(m_caption, 1);
    controls()->addWidget(reset);
    connect(reset, &QPushButton::clicked, this, &PlotView::refresh);
    plot()->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    plot()->axisRect()->setRangeDrag(Qt::Horizontal);
    plot()->axisRect()->setRangeZoom(Qt::Horizontal);
    setNote(tr("One lane per thread of the median run. Each lane shows that thread's total time per phase as "
               "consecutive segments: the order within a lane is aggregated by phase, not a recorded sequence. "
               "The dashed line is the run's wall time; lanes that add up to more than it ran in parallel."));
}

const Result* TimelinePlot::shownResult() const
{
    const auto rows = plottedResults();
    for (const Result* r : rows)
        if (QString::fromStdString(r->strategy) == selectedStrategy())
            return r;
    return rows.empty() ? nullptr : rows.front();
}

void TimelinePlot::rebuild()
{
    QCustomPlot* p = plot();
    m_lanes.clear();
    const Result* r = shownResult();
    const auto index = r ? report::medianSampleIndex(*r) : std::nullopt;
    if (!r || !index) {
        m_caption->setText(tr("Run something to see its threads."));
        return;
    }
    const Sample& s = r->samples[*index];
    m_lanes = s.phasesPerThread;
    if (m_lanes.empty())
        m_lanes.push_back(s.phases);
    double maxLane = static_cast<double>(s.wallNs);
    for (const auto& lane : m_lanes) {
        double total = 0;
        for (const PhaseTotals& t : lane)
            total += static_cast<double>(t.ns);
        maxLane = std::max(maxLane, total);
    }
    const report::DurationUnit unit = report::durationUnitFor(maxLane > 0 ? maxLane : 1);
    m_unitNs = unit.ns;
    m_caption->setText(tr("<b>%1</b> — median run %2 of %3, wall time %4, %5 thread(s)")
                           .arg(resultLabel(*r).toHtmlEscaped())
                           .arg(*index + 1)
                           .arg(r->samples.size())
                           .arg(formatNs(static_cast<double>(s.wallNs)))
                           .arg(m_lanes.size()));

    QCPBars* below = nullptr;
    for (int ph = 0; ph < kPhaseCount; ++ph) {
        QVector<double> keys, values;
        bool used = false;
        for (std::size_t lane = 0; lane < m_lanes.size(); ++lane) {
            double ns = 0;
            for (const PhaseTotals& t : m_lanes[lane])
                if (static_cast<int>(t.phase) == ph)
                    ns += static_cast<double>(t.ns);
            used = used || ns > 0;
            keys << static_cast<double>(lane);
            values << ns / unit.ns;
        }
        if (!used)
            continue;
        auto* bars = new QCPBars(p->yAxis, p->xAxis);
        bars->setName(QString::fromLatin1(phaseName(static_cast<Phase>(ph)).data()));
        const QColor c = phaseColor(static_cast<Phase>(ph), palette());
        bars->setBrush(c);
        bars->setPen(QPen(c.darker(130), 0.5));
        bars->setWidth(0.6);
        bars->setStackingGap(0);
        if (below)
            bars->moveAbove(below);
        bars->setData(keys, values, true);
        below = bars;
    }
    QVector<double> keys;
    QVector<QString> labels;
    for (std::size_t lane = 0; lane < m_lanes.size(); ++lane) {
        keys << static_cast<double>(lane);
        labels << tr("thread %1").arg(lane + 1);
    }
    setCategoryTicks(p->yAxis, keys, labels);
    p->yAxis->setRangeReversed(true);
    p->yAxis->setRange(-0.6, static_cast<double>(m_lanes.size()) - 0.4);

    auto* wall = new QCPItemStraightLine(p);
    wall->point1->setCoords(static_cast<double>(s.wallNs) / unit.ns, 0);
    wall->point2->setCoords(static_cast<double>(s.wallNs) / unit.ns, 1);
    wall->setPen(QPen(palette().color(QPalette::WindowText), 1.5, Qt::DashLine));

    p->xAxis->setLabel(
        tr("Time into the run [%1]").arg(QString::fromUtf8(unit.name.data(), qsizetype(unit.name.size()))));
    p->xAxis->setScaleType(QCPAxis::stLinear);
    p->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    p->xAxis->setRange(0, maxLane / unit.ns * 1.05);
    p->legend->setVisible(below != nullptr);
    placeLegendBelow(10);
}

QString TimelinePlot::toolTipAt(const QPointF& pos) const
{
    if (!plot()->axisRect()->rect().contains(pos.toPoint()))
        return {};
    const int lane = static_cast<int>(std::lround(plot()->yAxis->pixelToCoord(pos.y())));
    if (lane < 0 || lane >= static_cast<int>(m_lanes.size()))
        return {};
    const double x = plot()->xAxis->pixelToCoord(pos.x()) * m_unitNs;
    double start = 0;
    for (int ph = 0; ph < kPhaseCount; ++ph) {
        double ns = 0;
        std::uint64_t calls = 0, bytes = 0;
        for (const PhaseTotals& t : m_lanes[static_cast<std::size_t>(lane)])
            if (static_cast<int>(t.phase) == ph) {
                ns += static_cast<double>(t.ns);
                calls += t.calls;
                bytes += t.bytes;
            }
        if (ns <= 0)
            continue;
        if (x >= start && x < start + ns)
            return tr("<b>thread %1: %2</b><br>%3 in %4 calls, %5")
                .arg(lane + 1)
                .arg(QString::fromLatin1(phaseName(static_cast<Phase>(ph)).data()), formatNs(ns))
                .arg(calls)
                .arg(formatBytes(static_cast<double>(bytes)));
        start += ns;
    }
    return {};
}

} // namespace iolens::ui
