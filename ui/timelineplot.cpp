// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timelineplot.h"

#include "ui/intervallanes.h"
#include "ui/plotstyle.h"
#include "ui/qcp.h"
#include "ui/resultformat.h"

#include "core/report/reportutil.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

#include <array>

namespace iolens::ui {

namespace {

QString phaseText(Phase phase)
{
    const std::string_view name = phaseName(phase);
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

} // namespace

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
    m_lanes.clear();
    m_intervalPlots.clear();
    m_recorded = false;
    const Result* r = shownResult();
    const auto index = r ? report::medianSampleIndex(*r) : std::nullopt;
    if (!r || !index) {
        m_caption->setText(tr("Run something to see its threads."));
        setNote({});
        return;
    }
    const Sample& s = r->samples[*index];
    m_lanes = s.phasesPerThread;
    if (m_lanes.empty())
        m_lanes.push_back(s.phases);

    // The time axis spans the wall time, or the longest lane where aggregated lanes exceed it.
    double maxNs = static_cast<double>(s.wallNs);
    for (const PhaseInterval& i : s.timeline.intervals)
        maxNs = std::max(maxNs, static_cast<double>(i.endNs));
    m_recorded = !s.timeline.intervals.empty();
    if (!m_recorded)
        for (const auto& lane : m_lanes) {
            double total = 0;
            for (const PhaseTotals& t : lane)
                total += static_cast<double>(t.ns);
            maxNs = std::max(maxNs, total);
        }
    const report::DurationUnit unit = report::durationUnitFor(maxNs > 0 ? maxNs : 1);
    m_unitNs = unit.ns;

    m_caption->setText(tr("<b>%1</b> — median run %2 of %3, wall time %4, %5 thread(s)")
                           .arg(resultLabel(*r).toHtmlEscaped())
                           .arg(*index + 1)
                           .arg(r->samples.size())
                           .arg(formatNs(static_cast<double>(s.wallNs)))
                           .arg(m_lanes.size()));
    if (m_recorded) {
        buildRecorded(s, unit.ns);
        QString note = tr("One lane per thread of the median run, each phase interval where it happened. "
                          "Gaps are time in no timed phase: the loop's own work, or the thread waiting for a CPU. "
                          "Where intervals share a pixel, its height is split by each phase's share of that time; "
                          "zoom in (wheel) to separate them. "
                          "The dashed line is the run's wall time.");
        if (s.timeline.dropped > 0)
            note += QLatin1Char(' ')
                + tr("Each thread keeps its first %1 intervals; %2 later ones are in the totals but not drawn.")
                      .arg(Probe::kIntervalsPerThread)
                      .arg(s.timeline.dropped);
        setNote(note);
    } else {
        buildAggregated(unit.ns);
        setNote(tr("This run has no recorded intervals (an older report or the uninstrumented build): each lane "
                   "shows that thread's total time per phase as consecutive segments, in phase order. "
                   "The dashed line is the run's wall time; lanes that add up to more than it ran in parallel."));
    }
    finishAxes(s, unit.ns, QString::fromUtf8(unit.name.data(), qsizetype(unit.name.size())), maxNs);
}

void TimelinePlot::buildRecorded(const Sample& sample, double unitNs)
{
    QCustomPlot* p = plot();
    std::array<std::vector<IntervalLanes::Span>, kPhaseCount> perPhase;
    std::vector<LaneCoverage::Span> all;
    for (const PhaseInterval& i : sample.timeline.intervals) {
        const auto ph = static_cast<std::size_t>(i.phase);
        // A file may name threads the run has no totals for; such rows are not drawn.
        if (ph >= perPhase.size() || i.thread >= m_lanes.size())
            continue;
        const double begin = static_cast<double>(i.beginNs) / unitNs;
        const double end = static_cast<double>(i.endNs) / unitNs;
        perPhase[ph].push_back(IntervalLanes::Span { static_cast<int>(i.thread), begin, end });
        all.push_back(LaneCoverage::Span { static_cast<int>(i.thread), static_cast<int>(ph), begin, end });
    }
    auto coverage = std::make_shared<LaneCoverage>();
    coverage->setSpans(std::move(all));
    for (int ph = 0; ph < kPhaseCount; ++ph) {
        auto& spans = perPhase[static_cast<std::size_t>(ph)];
        if (spans.empty())
            continue;
        auto* lanes = new IntervalLanes(p->xAxis, p->yAxis, ph, coverage);
        lanes->setName(phaseText(static_cast<Phase>(ph)));
        const QColor c = phaseColor(static_cast<Phase>(ph), palette());
        lanes->setBrush(c);
        lanes->setPen(QPen(c.darker(130), 0.5));
        lanes->setSpans(std::move(spans));
        m_intervalPlots.emplace_back(lanes, static_cast<Phase>(ph));
    }
}

void TimelinePlot::buildAggregated(double unitNs)
{
    QCustomPlot* p = plot();
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
            values << ns / unitNs;
        }
        if (!used)
            continue;
        auto* bars = new QCPBars(p->yAxis, p->xAxis);
        bars->setName(phaseText(static_cast<Phase>(ph)));
        const QColor c = phaseColor(static_cast<Phase>(ph), palette());
        bars->setBrush(c);
        bars->setPen(QPen(c.darker(130), 0.5));
        bars->setWidth(2 * IntervalLanes::kHalfHeight);
        bars->setStackingGap(0);
        if (below)
            bars->moveAbove(below);
        bars->setData(keys, values, true);
        below = bars;
    }
}

void TimelinePlot::finishAxes(const Sample& sample, double unitNs, QString unitName, double maxNs)
{
    QCustomPlot* p = plot();
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
    wall->point1->setCoords(static_cast<double>(sample.wallNs) / unitNs, 0);
    wall->point2->setCoords(static_cast<double>(sample.wallNs) / unitNs, 1);
    wall->setPen(QPen(palette().color(QPalette::WindowText), 1.5, Qt::DashLine));

    p->xAxis->setLabel(tr("Time into the run [%1]").arg(unitName));
    p->xAxis->setScaleType(QCPAxis::stLinear);
    p->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    p->xAxis->setRange(0, maxNs / unitNs * 1.05);
    p->legend->setVisible(p->plottableCount() > 0);
    placeLegendBelow(10);
}

QString TimelinePlot::toolTipAt(const QPointF& pos) const
{
    if (!plot()->axisRect()->rect().contains(pos.toPoint()))
        return {};
    const double laneCoord = plot()->yAxis->pixelToCoord(pos.y());
    const int lane = static_cast<int>(std::lround(laneCoord));
    if (lane < 0 || lane >= static_cast<int>(m_lanes.size()))
        return {};
    const double key = plot()->xAxis->pixelToCoord(pos.x());
    if (!m_recorded)
        return aggregatedToolTip(lane, key * m_unitNs);
    for (const auto& [lanes, phase] : m_intervalPlots) {
        if (const IntervalLanes::Span* s = lanes->spanAt(key, laneCoord))
            return tr("<b>thread %1: %2</b><br>%3 from %4 to %5")
                .arg(lane + 1)
                .arg(phaseText(phase), formatNs((s->end - s->begin) * m_unitNs), formatNs(s->begin * m_unitNs),
                    formatNs(s->end * m_unitNs));
    }
    return {};
}

QString TimelinePlot::aggregatedToolTip(int lane, double ns) const
{
    double start = 0;
    for (int ph = 0; ph < kPhaseCount; ++ph) {
        double total = 0;
        std::uint64_t calls = 0, bytes = 0;
        for (const PhaseTotals& t : m_lanes[static_cast<std::size_t>(lane)])
            if (static_cast<int>(t.phase) == ph) {
                total += static_cast<double>(t.ns);
                calls += t.calls;
                bytes += t.bytes;
            }
        if (total <= 0)
            continue;
        if (ns >= start && ns < start + total)
            return tr("<b>thread %1: %2</b><br>%3 in %4 calls, %5")
                .arg(lane + 1)
                .arg(phaseText(static_cast<Phase>(ph)), formatNs(total))
                .arg(calls)
                .arg(formatBytes(static_cast<double>(bytes)));
        start += total;
    }
    return {};
}

} // namespace iolens::ui
