// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/tracephasesplot.h"

#include "ui/plotstyle.h"
#include "ui/qcp.h"
#include "ui/resultsmodel.h"
#include "ui/trace/traceformat.h"

#include "core/report/reportutil.h"
#include "core/trace/format/iolt.h"
#include "core/trace/tracetext.h"

#include <QFileInfo>
#include <QLocale>

#include <algorithm>
#include <map>
#include <numeric>

namespace iolens::ui {

namespace {

const trace::CallStats* findCall(const trace::FileStats& file, const std::string& call)
{
    for (const trace::CallStats& c : file.calls)
        if (c.call == call)
            return &c;
    return nullptr;
}

} // namespace

TracePhasesPlot::TracePhasesPlot(QWidget* parent)
    : TracePlotView(parent)
{
    setNote(tr("Each bar is one file as one process saw it; each segment the time inside one kind of call. "
               "Time of all threads is summed. Click a bar to select its file."));
    // A bar is a file, not a strategy: a click selects the file.
    connect(plot(), &QCustomPlot::mousePress, this, [this](QMouseEvent* event) {
        const int row = rowAt(event->position());
        if (row >= 0)
            emit fileClicked(m_rows[static_cast<std::size_t>(row)]);
    });
}

void TracePhasesPlot::rebuild()
{
    QCustomPlot* p = plot();
    m_rows.clear();
    m_kinds.clear();
    const TracePtr t = trace();
    if (!t || t->files.empty()) {
        showCentredText(t ? tr("The program made no file I/O calls that iolens could see.") : emptyText());
        p->xAxis->setLabel(tr("Time in calls [ms]"));
        return;
    }
    std::vector<int> order(t->files.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return TraceFileModel::ns(t->files[static_cast<std::size_t>(a)])
            > TraceFileModel::ns(t->files[static_cast<std::size_t>(b)]);
    });
    for (int i : order)
        if (static_cast<int>(m_rows.size()) < kMaxRows - 1 || i == selectedFile())
            m_rows.push_back(i);
    if (static_cast<int>(m_rows.size()) > kMaxRows) // the selection was already among the first
        m_rows.resize(kMaxRows);
    if (selectedFile() >= 0 && std::find(m_rows.begin(), m_rows.end(), selectedFile()) == m_rows.end())
        m_rows.back() = selectedFile();

    // Call kinds stacked in order of their total time over the shown files.
    std::map<std::string, std::uint64_t> kindNs;
    double maxTotal = 0;
    for (int i : m_rows) {
        const trace::FileStats& f = t->files[static_cast<std::size_t>(i)];
        for (const trace::CallStats& c : f.calls)
            kindNs[c.call] += c.ns;
        maxTotal = std::max(maxTotal, static_cast<double>(TraceFileModel::ns(f)));
    }
    for (const auto& [call, ns] : kindNs)
        m_kinds.push_back(call);
    std::stable_sort(m_kinds.begin(), m_kinds.end(),
        [&](const std::string& a, const std::string& b) { return kindNs[a] > kindNs[b]; });
    const report::DurationUnit unit = report::durationUnitFor(maxTotal > 0 ? maxTotal : 1);
    m_unitNs = unit.ns;

    QVector<double> keys;
    QVector<QString> labels;
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        const trace::FileStats& f = t->files[static_cast<std::size_t>(m_rows[r])];
        keys << static_cast<double>(r);
        QString name = QFileInfo(qs(f.path)).fileName();
        if (name.isEmpty())
            name = qs(trace::displayPath(f.path));
        labels << (t->processes.size() > 1 ? QStringLiteral("%1 [%2]").arg(name).arg(f.pid) : name);
    }
    QCPBars* below = nullptr;
    for (const std::string& kind : m_kinds) {
        auto* bars = new QCPBars(p->yAxis, p->xAxis);
        bars->setName(qs(kind));
        const QColor c = callColor(kind, palette());
        bars->setBrush(c);
        bars->setPen(QPen(c.darker(130), 0.5));
        bars->setWidth(0.7);
        bars->setStackingGap(0);
        if (below)
            bars->moveAbove(below);
        QVector<double> values;
        for (int i : m_rows) {
            const trace::CallStats* c = findCall(t->files[static_cast<std::size_t>(i)], kind);
            values << (c ? static_cast<double>(c->ns) / unit.ns : 0.0);
        }
        bars->setData(keys, values, true);
        below = bars;
    }
    setCategoryTicks(p->yAxis, keys, labels);
    p->yAxis->setRangeReversed(true); // the costliest file on top
    p->yAxis->setRange(-0.6, std::max<double>(0.6, static_cast<double>(m_rows.size()) - 0.4));
    p->yAxis->setLabel(tr("File"));
    p->xAxis->setLabel(tr("Time in calls [%1]").arg(unitName(unit.name)));
    p->xAxis->setRange(0, std::max(maxTotal / unit.ns * 1.05, 1e-9));
    p->legend->setVisible(below != nullptr);
    placeLegendBelow(10);
    for (std::size_t r = 0; r < m_rows.size(); ++r)
        if (m_rows[r] == selectedFile())
            highlightKey(p->yAxis, static_cast<double>(r));
}

int TracePhasesPlot::rowAt(const QPointF& pos) const
{
    if (!plot()->axisRect()->rect().contains(pos.toPoint()))
        return -1;
    const int row = static_cast<int>(std::lround(plot()->yAxis->pixelToCoord(pos.y())));
    return row >= 0 && row < static_cast<int>(m_rows.size()) ? row : -1;
}

QString TracePhasesPlot::toolTipAt(const QPointF& pos) const
{
    const int row = rowAt(pos);
    const TracePtr t = trace();
    if (row < 0 || !t)
        return {};
    const trace::FileStats& f = t->files[static_cast<std::size_t>(m_rows[static_cast<std::size_t>(row)])];
    const double total = static_cast<double>(TraceFileModel::ns(f));
    const double x = plot()->xAxis->pixelToCoord(pos.x()) * m_unitNs;
    const QLocale locale;
    QString lines = QStringLiteral("<b>%1</b><br>").arg(qs(trace::displayPath(f.path)).toHtmlEscaped());
    lines += tr("%1 in %2 calls")
                 .arg(formatNs(total), locale.toString(static_cast<qulonglong>(TraceFileModel::calls(f))));
    double cumulative = 0;
    for (const std::string& kind : m_kinds) {
        const trace::CallStats* c = findCall(f, kind);
        if (!c)
            continue;
        const double v = static_cast<double>(c->ns);
        const bool here = x >= cumulative && x < cumulative + v;
        cumulative += v;
        if (iolt_call_is_pages(static_cast<std::uint32_t>(c->callId))) { // no segment: time not measured
            lines += QStringLiteral("<br>")
                + tr("%1: %2 pages (%3), time not measured")
                      .arg(qs(kind), locale.toString(static_cast<qulonglong>(c->count)),
                          locale.formattedDataSize(
                              static_cast<qint64>(c->bytes), 1, QLocale::DataSizeTraditionalFormat));
            continue;
        }
        const QString line = tr("%1: %2 calls, %3 (%4 %)")
                                 .arg(qs(kind), locale.toString(static_cast<qulonglong>(c->count)), formatNs(v))
                                 .arg(total > 0 ? 100.0 * v / total : 0, 0, 'f', 1);
        lines += QStringLiteral("<br>") + (here ? QStringLiteral("<b>▶ ") + line + QStringLiteral("</b>") : line);
    }
    return lines;
}

} // namespace iolens::ui
