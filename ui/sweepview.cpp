// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sweepview.h"

#include "ui/plotstyle.h"
#include "ui/qcp.h"
#include "ui/resultformat.h"
#include "ui/runcontroller.h"

#include "core/registry.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>

#include <cmath>

namespace iolens::ui {

namespace {

const char* const kParam = "buffer_size";

const ParamSpec* bufferSpec(const QString& id)
{
    const Strategy* s = Registry::instance().find(id.toStdString());
    if (s)
        for (const ParamSpec& p : s->info().params)
            if (p.key == kParam)
                return &p;
    return nullptr;
}

} // namespace

SweepView::SweepView(QWidget* parent)
    : PlotView(parent)
    , m_strategy(new QComboBox(this))
    , m_from(new QComboBox(this))
    , m_to(new QComboBox(this))
    , m_reps(new QSpinBox(this))
    , m_run(new QPushButton(tr("Run sweep"), this))
    , m_controller(new RunController(this))
{
    for (const auto& s : Registry::instance().all())
        if (bufferSpec(QString::fromStdString(s->info().id)))
            m_strategy->addItem(QString::fromStdString(s->info().id));
    m_strategy->setCurrentText(QStringLiteral("copy.buffer-loop"));
    m_reps->setRange(1, 50);
    m_reps->setValue(3);
    m_reps->setPrefix(tr("reps: "));
    // The longest id would set the plot's (and the window's) minimum width; the list shows it whole.
    m_strategy->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_strategy->setMinimumContentsLength(14);
    // Two rows: in one, the controls set the plot's minimum width, and with it the window's, past
    // a laptop screen's room beside the docks.
    auto* grid = new QGridLayout;
    grid->addWidget(new QLabel(tr("Strategy:"), this), 0, 0);
    grid->addWidget(m_strategy, 0, 1, 1, 3);
    grid->addWidget(m_reps, 0, 4);
    grid->addWidget(m_run, 0, 5);
    grid->addWidget(new QLabel(tr("buffer from"), this), 1, 0);
    grid->addWidget(m_from, 1, 1);
    grid->addWidget(new QLabel(tr("to"), this), 1, 2);
    grid->addWidget(m_to, 1, 3);
    controls()->addLayout(grid);
    controls()->addStretch();
    updateSizes();
    connect(m_strategy, &QComboBox::currentTextChanged, this, &SweepView::updateSizes);
    connect(m_run, &QPushButton::clicked, this, [this] {
        if (m_controller->isRunning())
            m_controller->cancel();
        else
            startSweep();
    });
    connect(m_controller, &RunController::started, this, [this] { m_run->setText(tr("Cancel sweep")); });
    connect(m_controller, &RunController::progress, this,
        [this](int permille) { m_run->setText(tr("Cancel sweep (%1 %)").arg(permille / 10)); });
    connect(m_controller, &RunController::finished, this, [this] { m_run->setText(tr("Run sweep")); });
    connect(m_controller, &RunController::resultReady, this, &SweepView::setSweep);
    connect(m_controller, &RunController::failed, this,
        [this](const QString& message) { QMessageBox::warning(this, title(), message); });
    setNote(tr("Throughput of one strategy per buffer size (median of the repetitions; MiB = 2^20 bytes). Tiny "
               "buffers pay one system call per few bytes; past a few hundred KiB the curve flattens. A 1-byte "
               "sweep of a large file takes minutes."));
}

void SweepView::updateSizes()
{
    const ParamSpec* spec = bufferSpec(m_strategy->currentText());
    for (QComboBox* box : { m_from, m_to }) {
        box->clear();
        for (int shift = 0; shift <= 24; ++shift) {
            const std::int64_t size = std::int64_t { 1 } << shift;
            if (spec && (size < spec->min || size > spec->max))
                continue;
            box->addItem(formatBytes(static_cast<double>(size)), QVariant::fromValue<qlonglong>(size));
        }
    }
    m_from->setCurrentIndex(std::max(0, m_from->findData(QVariant::fromValue<qlonglong>(512))));
    m_to->setCurrentIndex(m_to->count() - 1);
}

RunSpec SweepView::sweepSpec(const QString& file, const QString& strategy, std::int64_t from, std::int64_t to, int reps)
{
    RunSpec spec;
    spec.file = file.toStdString();
    spec.reps = reps;
    spec.warmup = 1;
    for (std::int64_t size = from; size <= to; size *= 2) {
        StrategyChoice choice;
        choice.id = strategy.toStdString();
        choice.params[kParam] = size;
        spec.strategies.push_back(std::move(choice));
    }
    return spec;
}

void SweepView::startSweep()
{
    if (m_file.isEmpty())
        return;
    const std::int64_t from = m_from->currentData().toLongLong();
    const std::int64_t to = m_to->currentData().toLongLong();
    if (from <= 0 || to < from) {
        QMessageBox::information(this, title(), tr("Choose a range whose end is not below its start."));
        return;
    }
    m_controller->start(sweepSpec(m_file, m_strategy->currentText(), from, to, m_reps->value()));
}

void SweepView::setSweep(std::shared_ptr<const Report> report)
{
    m_sweep = std::move(report);
    refresh();
}

void SweepView::rebuild()
{
    QCustomPlot* p = plot();
    auto* graph = new QCPGraph(p->xAxis, p->yAxis);
    const QColor c = seriesColor(0, palette());
    graph->setPen(QPen(c, 2));
    graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, c, palette().color(QPalette::Base), 7));
    double maxY = 0, minX = 1, maxX = 1 << 24;
    QString name;
    if (m_sweep) {
        minX = 1e30;
        maxX = 0;
        for (const Result& r : m_sweep->results) {
            const auto it = r.params.find(kParam);
            if (it == r.params.end() || r.status != Status::Ok)
                continue;
            const double x = static_cast<double>(it->second);
            graph->addData(x, r.stats.throughputMiBs);
            maxY = std::max(maxY, r.stats.throughputMiBs);
            minX = std::min(minX, x);
            maxX = std::max(maxX, x);
            name = QString::fromStdString(r.strategy);
        }
    }
    graph->setName(name.isEmpty() ? tr("throughput") : name);
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int shift = 0; shift <= 30; shift += 2)
        ticker->addTick(std::ldexp(1.0, shift), formatBytes(std::ldexp(1.0, shift)));
    p->xAxis->setScaleType(QCPAxis::stLogarithmic);
    p->xAxis->setTicker(ticker);
    p->xAxis->setLabel(tr("Buffer size [bytes] (log2 axis)"));
    p->xAxis->setRange(minX / 1.5, maxX * 1.5);
    // The note under the plot says what a MiB is: the longer label ran past the axis's ends on a
    // 768-pixel screen.
    p->yAxis->setLabel(tr("Throughput [MiB/s]"));
    p->yAxis->setRange(0, std::max(1.0, maxY * 1.1));
    p->legend->setVisible(m_sweep != nullptr);
    placeLegendBelow(2);
}

QString SweepView::toolTipAt(const QPointF& pos) const
{
    if (!m_sweep || !plot()->axisRect()->rect().contains(pos.toPoint()))
        return {};
    const double x = plot()->xAxis->pixelToCoord(pos.x());
    const Result* best = nullptr;
    double bestDistance = 0.5; // within half a power of two
    for (const Result& r : m_sweep->results) {
        const auto it = r.params.find(kParam);
        if (it == r.params.end() || r.status != Status::Ok)
            continue;
        const double d = std::abs(std::log2(static_cast<double>(it->second)) - std::log2(x));
        if (d < bestDistance) {
            bestDistance = d;
            best = &r;
        }
    }
    if (!best)
        return {};
    return tr("<b>%1</b><br>%2 MiB/s, median %3, %4 calls")
        .arg(formatBytes(static_cast<double>(best->params.find(kParam)->second)),
            QLocale().toString(best->stats.throughputMiBs, 'f', 1), formatNs(best->stats.medianNs))
        .arg(QLocale().toString(static_cast<qulonglong>(best->samples.empty() ? 0 : best->samples.front().syscalls())));
}

} // namespace iolens::ui
