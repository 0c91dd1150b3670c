// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/tracetimelineplot.h"

#include "ui/intervallanes.h"
#include "ui/plotstyle.h"
#include "ui/qcp.h"
#include "ui/resultsmodel.h"
#include "ui/trace/traceformat.h"

#include "core/report/reportutil.h"

#include <QCheckBox>
#include <QFileInfo>
#include <QLocale>
#include <QPushButton>

#include <algorithm>
#include <map>

namespace iolens::ui {

TraceTimelinePlot::TraceTimelinePlot(QWidget* parent)
    : TracePlotView(parent)
{
    auto* reset = new QPushButton(tr("Reset zoom"), this);
    m_onlyBox = new QCheckBox(tr("Only the selected file"), this);
    controls()->addWidget(m_onlyBox);
    connect(m_onlyBox, &QCheckBox::toggled, this, &TraceTimelinePlot::setOnlySelectedFile);
    controls()->addStretch();
    controls()->addWidget(reset);
    connect(reset, &QPushButton::clicked, this, &PlotView::refresh);
    plot()->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    plot()->axisRect()->setRangeDrag(Qt::Horizontal);
    plot()->axisRect()->setRangeZoom(Qt::Horizontal);
}

void TraceTimelinePlot::setOnlySelectedFile(bool only)
{
    if (m_only == only)
        return;
    m_only = only;
    m_onlyBox->setChecked(only);
    refresh();
}

void TraceTimelinePlot::rebuild()
{
    QCustomPlot* p = plot();
    m_lanes.clear();
    m_plots.clear();
    const TracePtr t = trace();
    p->xAxis->setLabel(tr("Time since the program started [ms]"));
    if (!t || t->events.empty()) {
        p->setMinimumHeight(0);
        showCentredText(t ? tr("This trace kept no events for the time line.") : emptyText());
        setNote({});
        return;
    }
    // Lanes: per process (in pid order) a lane per stopwatch zone, in the order the zones first
    // opened (nested zones in one lane would hide each other behind the outermost), then its
    // threads. Zone lanes are keyed by a negative "tid": -1 for the first zone name, -2 …
    std::map<std::pair<int, int>, int> laneOf;
    std::map<std::pair<int, std::string>, int> zoneKey;
    {
        struct Entry {
            std::vector<std::string> zones;
            std::vector<int> tids;
        };
        std::map<int, Entry> perPid;
        for (const trace::Event& e : t->events) {
            Entry& entry = perPid[e.pid];
            if (e.isZone) {
                if (std::find(entry.zones.begin(), entry.zones.end(), e.call) == entry.zones.end()) {
                    // Past kMaxZoneLanes names, the rest share the last lane.
                    if (static_cast<int>(entry.zones.size()) < kMaxZoneLanes)
                        entry.zones.push_back(e.call);
                }
            } else if (std::find(entry.tids.begin(), entry.tids.end(), e.tid) == entry.tids.end()) {
                entry.tids.push_back(e.tid);
            }
        }
        const bool many = perPid.size() > 1;
        for (auto& [pid, entry] : perPid) {
            const QString process = TraceFileModel::processText(*t, pid);
            for (std::size_t z = 0; z < entry.zones.size(); ++z) {
                const int key = -static_cast<int>(z) - 1;
                zoneKey[{ pid, entry.zones[z] }] = key;
                laneOf[{ pid, key }] = static_cast<int>(m_lanes.size());
                const QString name = QStringLiteral("Stopwatch[%1]").arg(qs(entry.zones[z]));
                m_lanes.push_back({ pid, key, many ? process + QLatin1Char(' ') + name : name });
            }
            std::sort(entry.tids.begin(), entry.tids.end());
            for (int tid : entry.tids) {
                laneOf[{ pid, tid }] = static_cast<int>(m_lanes.size());
                m_lanes.push_back({ pid, tid, tid == pid ? process : tr("%1 thread %2").arg(process).arg(tid) });
            }
        }
    }
    auto zoneLane = [&](const trace::Event& e) {
        const auto it = zoneKey.find({ e.pid, e.call });
        // A name past kMaxZoneLanes goes to its process's last zone lane.
        int key = -kMaxZoneLanes;
        if (it != zoneKey.end())
            key = it->second;
        else
            while (!laneOf.count({ e.pid, key }))
                ++key;
        return laneOf[{ e.pid, key }];
    };
    double maxNs = static_cast<double>(t->wallNs);
    for (const trace::Event& e : t->events)
        maxNs = std::max(maxNs, static_cast<double>(e.endNs));
    const report::DurationUnit unit = report::durationUnitFor(maxNs > 0 ? maxNs : 1);
    m_unitNs = unit.ns;

    // One plottable per call kind, in the colour the Phases and Sizes tabs give that kind
    // (callColor), so that a colour names the same call on every tab; the zones get one more, in
    // the Wait colour. Kinds stack in a shared pixel column, and fill the legend, costliest first.
    const bool only = m_only && selectedFile() >= 0;
    auto shown = [&](const trace::Event& e) { return !only || e.isZone || e.file == selectedFile(); };
    std::vector<std::string> kinds; // in order of first appearance, then sorted by time
    std::map<std::string, double> kindNs;
    for (const trace::Event& e : t->events) {
        if (e.isZone || !shown(e))
            continue;
        if (!kindNs.count(e.call))
            kinds.push_back(e.call);
        kindNs[e.call] += static_cast<double>(std::max(e.endNs, e.beginNs) - e.beginNs);
    }
    std::stable_sort(
        kinds.begin(), kinds.end(), [&](const std::string& a, const std::string& b) { return kindNs[a] > kindNs[b]; });
    std::map<std::string, int> kindOf;
    for (std::size_t k = 0; k < kinds.size(); ++k)
        kindOf[kinds[k]] = static_cast<int>(k);
    const int zoneKind = static_cast<int>(kinds.size());
    std::vector<std::vector<IntervalLanes::Span>> spansOf(kinds.size() + 1);
    std::vector<std::vector<const trace::Event*>> eventsOf(kinds.size() + 1);
    std::vector<LaneCoverage::Span> all;
    for (const trace::Event& e : t->events) {
        if (!shown(e))
            continue;
        const int lane = e.isZone ? zoneLane(e) : laneOf[{ e.pid, e.tid }];
        const int kind = e.isZone ? zoneKind : kindOf[e.call];
        const double begin = static_cast<double>(e.beginNs) / unit.ns;
        const double end = static_cast<double>(std::max(e.endNs, e.beginNs)) / unit.ns;
        spansOf[static_cast<std::size_t>(kind)].push_back({ lane, begin, end });
        eventsOf[static_cast<std::size_t>(kind)].push_back(&e);
        all.push_back({ lane, kind, begin, end });
    }
    auto coverage = std::make_shared<LaneCoverage>();
    coverage->setSpans(std::move(all));
    for (int kind = 0; kind <= zoneKind; ++kind) {
        auto& spans = spansOf[static_cast<std::size_t>(kind)];
        if (spans.empty())
            continue;
        const bool zone = kind == zoneKind;
        auto* lanes = new IntervalLanes(p->xAxis, p->yAxis, kind, coverage);
        lanes->setName(zone ? tr("stopwatch zone") : qs(kinds[static_cast<std::size_t>(kind)]));
        const QColor c
            = zone ? phaseColor(Phase::Wait, palette()) : callColor(kinds[static_cast<std::size_t>(kind)], palette());
        lanes->setBrush(c);
        lanes->setPen(QPen(c.darker(130), 0.5));
        lanes->setSpans(std::move(spans));
        m_plots.emplace_back(lanes, std::move(eventsOf[static_cast<std::size_t>(kind)]));
    }

    QVector<double> keys;
    QVector<QString> labels;
    for (std::size_t lane = 0; lane < m_lanes.size(); ++lane) {
        keys << static_cast<double>(lane);
        labels << m_lanes[lane].label;
    }
    setCategoryTicks(p->yAxis, keys, labels);
    // A line of text per lane (up to kMinLanesShown) besides the ticks, the axis label and two
    // legend rows: on a 1366×768 screen the seven lanes of article 004's program shared 110
    // pixels, their names touching and the vertical axis label longer than the axis. The
    // splitter above gives the height from the file table.
    const int line = fontMetrics().height();
    p->setMinimumHeight(
        static_cast<int>(std::min<std::size_t>(m_lanes.size(), kMinLanesShown)) * (line + 4) + 7 * line);
    p->yAxis->setLabel(tr("Process and thread"));
    p->yAxis->setRangeReversed(true);
    p->yAxis->setRange(-0.6, static_cast<double>(m_lanes.size()) - 0.4);
    p->xAxis->setLabel(tr("Time since the program started [%1]").arg(unitName(unit.name)));
    p->xAxis->setRange(0, maxNs / unit.ns * 1.05);
    if (t->wallNs > 0) {
        auto* wall = new QCPItemStraightLine(p);
        wall->point1->setCoords(static_cast<double>(t->wallNs) / unit.ns, 0);
        wall->point2->setCoords(static_cast<double>(t->wallNs) / unit.ns, 1);
        wall->setPen(QPen(palette().color(QPalette::WindowText), 1.5, Qt::DashLine));
    }
    p->legend->setVisible(true);
    placeLegendBelow(10);

    QString note = tr("One lane per thread; each interval is a run of calls of one kind on one file, each beginning "
                      "where the one before ended (a thread's runs on two files may overlap in time: they then share "
                      "the lane's height). The dashed line is the program's wall time.");
    if (t->eventsDropped > 0)
        note += QLatin1Char(' ')
            + tr("%1 events not kept: the threads' event logs were full; their calls are in the totals.")
                  .arg(QLocale().toString(static_cast<qulonglong>(t->eventsDropped)));
    setNote(note);
}

QString TraceTimelinePlot::toolTipAt(const QPointF& pos) const
{
    const TracePtr t = trace();
    if (!t || !plot()->axisRect()->rect().contains(pos.toPoint()))
        return {};
    const double laneCoord = plot()->yAxis->pixelToCoord(pos.y());
    const double key = plot()->xAxis->pixelToCoord(pos.x());
    for (const auto& [lanes, events] : m_plots) {
        const IntervalLanes::Span* s = lanes->spanAt(key, laneCoord);
        if (!s)
            continue;
        const trace::Event& e = *events[static_cast<std::size_t>(s - lanes->spans().data())];
        const QString file = e.file >= 0 && e.file < static_cast<int>(t->files.size())
            ? qs(t->files[static_cast<std::size_t>(e.file)].path)
            : QString();
        QString text = e.isZone ? tr("<b>zone %1</b>").arg(qs(e.call).toHtmlEscaped())
                                : tr("<b>%1 × %2</b>").arg(qs(e.call).toHtmlEscaped()).arg(e.count);
        if (!file.isEmpty())
            text += QStringLiteral("<br>") + file.toHtmlEscaped();
        text += QStringLiteral("<br>")
            + tr("%1 from %2")
                  .arg(formatNs(static_cast<double>(e.endNs - e.beginNs)), formatNs(static_cast<double>(e.beginNs)));
        if (e.bytes > 0)
            text += QStringLiteral(", ") + formatBytes(static_cast<double>(e.bytes));
        return text;
    }
    return {};
}

} // namespace iolens::ui
