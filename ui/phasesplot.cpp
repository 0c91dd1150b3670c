// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/phasesplot.h"

#include "ui/plotstyle.h"
#include "ui/resultformat.h"

#include "core/report/reportutil.h"

#include <QCheckBox>
#include <QHBoxLayout>

#include "ui/qcp.h"

#include <algorithm>
#include <iterator>

namespace iolens::ui {

namespace {

// The phases' names for the legend and the tooltip, in core's order (phaseName()), translated:
// a Japanese or Korean legend read "open", "read" in English.
constexpr const char* kPhaseTitles[] = { QT_TRANSLATE_NOOP("iolens::ui::PhasesPlot", "open"),
    QT_TRANSLATE_NOOP("iolens::ui::PhasesPlot", "alloc"), QT_TRANSLATE_NOOP("iolens::ui::PhasesPlot", "map"),
    QT_TRANSLATE_NOOP("iolens::ui::PhasesPlot", "read"), QT_TRANSLATE_NOOP("iolens::ui::PhasesPlot", "write"),
    QT_TRANSLATE_NOOP("iolens::ui::PhasesPlot", "flush"), QT_TRANSLATE_NOOP("iolens::ui::PhasesPlot", "sync"),
    QT_TRANSLATE_NOOP("iolens::ui::PhasesPlot", "close"), QT_TRANSLATE_NOOP("iolens::ui::PhasesPlot", "split"),
    QT_TRANSLATE_NOOP("iolens::ui::PhasesPlot", "decode"), QT_TRANSLATE_NOOP("iolens::ui::PhasesPlot", "parse"),
    QT_TRANSLATE_NOOP("iolens::ui::PhasesPlot", "lookup"), QT_TRANSLATE_NOOP("iolens::ui::PhasesPlot", "index"),
    QT_TRANSLATE_NOOP("iolens::ui::PhasesPlot", "connect"), QT_TRANSLATE_NOOP("iolens::ui::PhasesPlot", "request"),
    QT_TRANSLATE_NOOP("iolens::ui::PhasesPlot", "query"), QT_TRANSLATE_NOOP("iolens::ui::PhasesPlot", "transfer"),
    QT_TRANSLATE_NOOP("iolens::ui::PhasesPlot", "response"), QT_TRANSLATE_NOOP("iolens::ui::PhasesPlot", "detect"),
    QT_TRANSLATE_NOOP("iolens::ui::PhasesPlot", "wait"), QT_TRANSLATE_NOOP("iolens::ui::PhasesPlot", "other") };
static_assert(std::size(kPhaseTitles) == kPhaseCount);

} // namespace

QString PhasesPlot::phaseTitle(Phase phase)
{
    const auto i = static_cast<std::size_t>(phase);
    return i < std::size(kPhaseTitles) ? tr(kPhaseTitles[i]) : QString::fromLatin1(phaseName(phase).data());
}

PhasesPlot::PhasesPlot(QWidget* parent)
    : RowPlot(parent)
    , m_logBox(new QCheckBox(tr("Logarithmic time axis"), this))
{
    controls()->addWidget(m_logBox);
    controls()->addStretch();
    connect(m_logBox, &QCheckBox::toggled, this, &PhasesPlot::setLogAxis);
    setNote(tr("Each bar is one strategy; each segment the median time of one phase over the repetitions. "
               "Phases of worker threads are summed, so a parallel strategy's bar can be longer than its wall time."));
}

void PhasesPlot::setLogAxis(bool log)
{
    if (m_log == log)
        return;
    m_log = log;
    m_logBox->setChecked(log);
    refresh();
    emit logAxisChanged(log);
}

std::array<double, kPhaseCount> PhasesPlot::medianPhases(const Result& result)
{
    std::array<double, kPhaseCount> out {};
    for (int p = 0; p < kPhaseCount; ++p) {
        std::vector<double> values;
        for (const Sample& s : result.samples) {
            double ns = 0;
            for (const PhaseTotals& t : s.phases)
                if (static_cast<int>(t.phase) == p)
                    ns += static_cast<double>(t.ns);
            values.push_back(ns);
        }
        if (values.empty())
            continue;
        std::sort(values.begin(), values.end());
        const std::size_t n = values.size();
        out[static_cast<std::size_t>(p)] = n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    }
    return out;
}

void PhasesPlot::rebuild()
{
    QCustomPlot* p = plot();
    const std::vector<const Result*>& rows = takeRows();
    std::vector<std::array<double, kPhaseCount>> medians;
    double maxTotal = 0, minPositive = 0;
    for (const Result* r : rows) {
        medians.push_back(medianPhases(*r));
        double total = 0;
        for (double v : medians.back()) {
            total += v;
            if (v > 0 && (minPositive == 0 || v < minPositive))
                minPositive = v;
        }
        maxTotal = std::max(maxTotal, total);
    }
    const report::DurationUnit unit = report::durationUnitFor(maxTotal > 0 ? maxTotal : 1);
    m_unitNs = unit.ns;

    const QVector<double> keys = rowKeys();
    // On a log axis a stack cannot start at 0; it starts a decade below the smallest segment.
    const double base = m_log ? std::max(1e-3, minPositive / unit.ns / 10) : 0;
    QCPBars* below = nullptr;
    for (int ph = 0; ph < kPhaseCount; ++ph) {
        bool used = false;
        for (const auto& m : medians)
            used = used || m[static_cast<std::size_t>(ph)] > 0;
        if (!used)
            continue;
        auto* bars = new QCPBars(p->yAxis, p->xAxis);
        bars->setName(phaseTitle(static_cast<Phase>(ph)));
        const QColor c = phaseColor(static_cast<Phase>(ph), palette());
        bars->setBrush(c);
        bars->setPen(QPen(c.darker(130), 0.5));
        bars->setWidth(0.7);
        bars->setStackingGap(0);
        if (below)
            bars->moveAbove(below);
        else
            bars->setBaseValue(base);
        QVector<double> values;
        for (const auto& m : medians)
            values << m[static_cast<std::size_t>(ph)] / unit.ns;
        bars->setData(keys, values, true);
        below = bars;
    }

    p->xAxis->setLabel(
        tr("Median time per phase [%1]").arg(QString::fromUtf8(unit.name.data(), qsizetype(unit.name.size()))));
    if (m_log) {
        p->xAxis->setScaleType(QCPAxis::stLogarithmic);
        p->xAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
        p->xAxis->setRange(base, std::max(base * 10, maxTotal / unit.ns * 2));
    } else {
        p->xAxis->setScaleType(QCPAxis::stLinear);
        p->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        p->xAxis->setRange(0, std::max(1.0, maxTotal / unit.ns * 1.05));
    }
    p->legend->setVisible(below != nullptr);
    placeLegendBelow(10);

    finishRows();
}

QString PhasesPlot::toolTipAt(const QPointF& pos) const
{
    const Result* row = resultAt(pos);
    if (!row)
        return {};
    const Result& r = *row;
    const auto medians = medianPhases(r);
    double total = 0;
    for (double v : medians)
        total += v;
    const double x = plot()->xAxis->pixelToCoord(pos.x()) * m_unitNs;
    double cumulative = 0;
    QString lines = QStringLiteral("<b>%1</b><br>").arg(resultLabel(r).toHtmlEscaped());
    lines += tr("median wall time %1, %2 runs").arg(formatNs(r.stats.medianNs)).arg(r.samples.size());
    if (!r.stats.unit.empty())
        lines += QStringLiteral("<br>")
            + tr("%1 per %2 (%3 of them)")
                  .arg(formatNs(r.stats.nsPerUnit), QString::fromStdString(r.stats.unit).toHtmlEscaped())
                  .arg(r.stats.units, 0, 'g', 6);
    for (int ph = 0; ph < kPhaseCount; ++ph) {
        const double v = medians[static_cast<std::size_t>(ph)];
        if (v <= 0)
            continue;
        const bool here = x >= cumulative && x < cumulative + v;
        cumulative += v;
        const QString line = QStringLiteral("%1: %2 (%3 %)")
                                 .arg(phaseTitle(static_cast<Phase>(ph)), formatNs(v))
                                 .arg(total > 0 ? 100.0 * v / total : 0, 0, 'f', 1);
        lines += QStringLiteral("<br>") + (here ? QStringLiteral("<b>▶ ") + line + QStringLiteral("</b>") : line);
    }
    return lines;
}

} // namespace iolens::ui
