// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/strategiespage.h"

#include "ui/comparedialog.h"
#include "ui/controlpanel.h"
#include "ui/distributionplot.h"
#include "ui/documentsavedialog.h"
#include "ui/filegenerator.h"
#include "ui/generatedialog.h"
#include "ui/hotspotview.h"
#include "ui/lessonpane.h"
#include "ui/metricplot.h"
#include "ui/phasesplot.h"
#include "ui/resultsmodel.h"
#include "ui/session.h"
#include "ui/settings.h"
#include "ui/strategytree.h"
#include "ui/sweepview.h"
#include "ui/timelineplot.h"

#include "core/registry.h"
#include "core/report/csvreport.h"
#include "core/report/jsonreport.h"
#include "core/savefile.h"

#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QMessageBox>
#include <QProgressBar>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace iolens::ui {

StrategiesPage::StrategiesPage(Settings* settings, QWidget* parent)
    : WindowPage(parent)
    , m_settings(settings)
    , m_controller(new RunController(this))
    , m_demo(new FileGenerator(this))
    , m_model(new ResultsModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_panel(new ControlPanel(settings, this))
    , m_table(new QTableView(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
    , m_tabs(new QTabWidget(this))
    , m_lesson(new LessonPane(this))
    , m_progress(new QProgressBar(this))
    , m_progressLabel(new QLabel(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ResultsModel::SortRole);
    m_table->setObjectName(QStringLiteral("resultsTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder); // report order until a click
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_model->setBaseline(m_panel->baseline());

    setObjectName(QStringLiteral("strategiesPage"));
    m_splitter->setObjectName(QStringLiteral("resultsSplitter"));
    m_splitter->addWidget(m_table);
    m_splitter->addWidget(m_tabs);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);

    auto* phases = new PhasesPlot(this);
    phases->setLogAxis(m_settings->logTimeAxis());
    connect(phases, &PhasesPlot::logAxisChanged, m_settings, &Settings::setLogTimeAxis);
    addPlot(phases, QStringLiteral("phases"));
    addPlot(new DistributionPlot(this), QStringLiteral("distribution"));
    addPlot(new MetricPlot(MetricPlot::Metric::Throughput, this), QStringLiteral("throughput"));
    addPlot(new MetricPlot(MetricPlot::Metric::Calls, this), QStringLiteral("calls"));
    m_sweep = new SweepView(this);
    addPlot(m_sweep, QStringLiteral("sweep"));
    connect(m_panel, &ControlPanel::fileChanged, m_sweep, &SweepView::setFile);
    addPlot(new TimelinePlot(this), QStringLiteral("timeline"));
    m_hotspot = new HotspotView(this);
    addPlot(m_hotspot, QStringLiteral("hotspot"));

    m_progress->setRange(0, 1000);
    m_progress->setMaximumWidth(260);
    m_progress->setFormat(QStringLiteral("%p %"));

    connect(m_controller, &RunController::progress, this, &StrategiesPage::onProgress);
    connect(m_controller, &RunController::resultReady, this,
        [this](ReportPtr report) { showReport(std::move(report), tr("run")); });
    connect(m_controller, &RunController::failed, this,
        [this](const QString& message) { QMessageBox::warning(this, tr("Run failed"), message); });
    connect(m_controller, &RunController::finished, this, [this] {
        setRunning(false);
        emit runFinished();
    });
    connect(
        m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
            if (current.isValid())
                selectStrategy(current.data(ResultsModel::StrategyIdRole).toString());
        });
    connect(m_panel->tree(), &StrategyTree::currentStrategyChanged, this, &StrategiesPage::selectStrategy);
    connect(m_panel, &ControlPanel::baselineChanged, m_model, &ResultsModel::setBaseline);
    connect(m_panel, &ControlPanel::statusMessage, this, [this](const QString& m) { showStatus(m, 8000); });
    connect(m_panel, &ControlPanel::generateRequested, this, [this] {
        GenerateDialog dialog(this);
        if (dialog.exec() == QDialog::Accepted)
            m_panel->chooseFile(dialog.generatedPath());
    });
    connect(m_panel, &ControlPanel::fileChanged, this, [this] { setRunning(m_controller->isRunning()); });

    connect(m_demo, &FileGenerator::progress, this, [this](int permille) {
        m_progress->setValue(permille);
        m_progressLabel->setText(tr("Generating the demo file…"));
    });
    connect(m_demo, &FileGenerator::done, this, [this](const QString& path) {
        m_progressLabel->clear();
        m_progress->setValue(0);
        QString error;
        if (!m_panel->setFile(path, &error)) {
            m_progressLabel->setText(tr("Demo file failed: %1").arg(error));
            return;
        }
        m_progress->setVisible(m_controller->isRunning()); // a finished demo file left "0 %" behind
        const QString generated = tr("Generated a 64 MiB demo file of random bytes; choose your own file any time.");
        showStatus(m_demoReason.isEmpty() ? generated : m_demoReason + QLatin1Char(' ') + generated, 10000);
        m_demoReason.clear();
        emit workloadReady();
    });
    connect(m_demo, &FileGenerator::failed, this,
        [this](const QString& message) { m_progressLabel->setText(tr("Demo file failed: %1").arg(message)); });
}

StrategiesPage::~StrategiesPage() = default;

std::vector<QDockWidget*> StrategiesPage::attach(QMainWindow* window)
{
    auto* left = new QDockWidget(tr("Run"), window);
    left->setObjectName(QStringLiteral("runDock"));
    left->setWidget(m_panel);
    left->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    window->addDockWidget(Qt::LeftDockWidgetArea, left);
    auto* right = new QDockWidget(tr("Lesson"), window);
    right->setObjectName(QStringLiteral("lessonDock"));
    right->setWidget(m_lesson);
    window->addDockWidget(Qt::RightDockWidgetArea, right);
    // A lesson squeezed to a few dozen pixels wrapped one word per line.
    right->setMinimumWidth(220);
    m_runDock = left;
    m_lessonDock = right;
    window->statusBar()->addPermanentWidget(m_progressLabel);
    window->statusBar()->addPermanentWidget(m_progress);
    setRunning(false);
    return { left, right };
}

std::pair<int, int> StrategiesPage::firstDockWidths(int windowWidth)
{
    return { std::clamp(windowWidth * 22 / 100, 280, 420), std::clamp(windowWidth * 24 / 100, 300, 520) };
}

void StrategiesPage::applyFirstLayout(QMainWindow* window, const QSize& windowSize)
{
    const auto [run, lesson] = firstDockWidths(windowSize.width());
    window->resizeDocks({ m_runDock, m_lessonDock }, { run, lesson }, Qt::Horizontal);
    // About a third for the table (eight or so rows before it scrolls), the rest for the plots; on
    // a short screen the plots come first: the busiest tab (the hotspot's controls, table, plot
    // and note) needs kPlotsRoom, and the table keeps its header and five rows.
    const int height = std::max(1, m_splitter->height());
    const int fiveRows = m_table->horizontalHeader()->sizeHint().height()
        + 5 * m_table->verticalHeader()->defaultSectionSize() + 2 * m_table->frameWidth();
    const int table = std::min(height * 35 / 100, std::max(fiveRows, height - kPlotsRoom));
    m_splitter->setSizes({ table, height - table });
}

QByteArray StrategiesPage::saveLayout() const
{
    return m_splitter->saveState();
}

bool StrategiesPage::restoreLayout(const QByteArray& layout)
{
    return m_splitter->restoreState(layout);
}

void StrategiesPage::addPlot(PlotView* view, const QString& key)
{
    view->setObjectName(key);
    m_plots.push_back(view);
    m_tabs->addTab(view, view->title());
    connect(view, &PlotView::strategyClicked, this, &StrategiesPage::selectStrategy);
}

bool StrategiesPage::tryFix(const QStringList& strategies, const QString& file, const QString& replayTrace)
{
    if (strategies.isEmpty())
        return false;
    if (m_controller->isRunning()) {
        QMessageBox::information(this, tr("Try the fix"), tr("A run is still going: cancel it or wait for it first."));
        return false;
    }
    // Checked before anything changes, so a refused fix leaves the user's selection and file alone.
    QStringList known, missing;
    for (const QString& id : strategies)
        (Registry::instance().find(id.toStdString()) ? known : missing) << id;
    if (known.isEmpty()) {
        QMessageBox::warning(this, tr("Try the fix"),
            tr("This build of iolens has none of the strategies the finding suggests (%1).")
                .arg(missing.join(QStringLiteral(", "))));
        return false;
    }
    emit showRequested();
    QString error;
    if (file.isEmpty() && m_panel->file().isEmpty()) {
        QMessageBox::information(this, tr("Try the fix"), tr("Choose a file first (or wait for the demo file)."));
        return false;
    }
    if (!file.isEmpty() && !m_panel->setFile(file, &error)) {
        QMessageBox::warning(this, tr("Try the fix"), error);
        return false;
    }
    // The program's own pattern, replayed as recorded and with each fix; then the recording is the
    // baseline ("your pattern: 1.21 s; kept open: 9.8 ms").
    const bool replay = !replayTrace.isEmpty() && !file.isEmpty();
    m_panel->setReplayTrace(replay ? replayTrace : QString());
    if (replay) {
        QStringList ids;
        for (const Strategy* s : Registry::instance().family("replay"))
            ids << QString::fromStdString(s->info().id);
        known = ids + known;
    }
    // The slow mirror comes first: as the baseline, the table shows how much faster each fix is.
    m_settings->setBaseline(known.front());
    m_panel->tree()->setCheckedStrategies(known);
    m_model->setBaseline(m_panel->baseline());
    selectStrategy(known.front());
    QString message = file.isEmpty()
        ? tr("Trying %1 on %2.").arg(known.join(QStringLiteral(", ")), QFileInfo(m_panel->file()).fileName())
        : replay ? tr("Replaying the traced program's own calls on a copy of %2, as recorded and with each fix, and "
                      "trying %1 on it.")
                       .arg(known.mid(static_cast<qsizetype>(Registry::instance().family("replay").size()))
                                .join(QStringLiteral(", ")),
                           QFileInfo(file).fileName())
                 : tr("Trying %1 on %2, the file the traced program used.")
                       .arg(known.join(QStringLiteral(", ")), QFileInfo(file).fileName());
    if (!missing.isEmpty())
        message += QLatin1Char(' ') + tr("Not in this build: %1.").arg(missing.join(QStringLiteral(", ")));
    showStatus(message, 10000);
    run();
    return true;
}

void StrategiesPage::ensureWorkload()
{
    const QString last = m_settings->lastFile();
    if (!last.isEmpty()) {
        QString error;
        if (m_panel->setFile(last, &error)) {
            emit workloadReady();
            return;
        }
        // Not a dialog at start-up: nobody asked for anything yet, and the window stays usable.
        m_settings->removeRecentFile(last);
        m_demoReason = tr("%1 The demo file is used instead.").arg(error);
        showStatus(m_demoReason, 10000);
    }
    generateDemo();
}

void StrategiesPage::generateDemo()
{
    const QString path = FileGenerator::demoFilePath();
    const QFileInfo demo(path);
    if (demo.isFile() && demo.size() == static_cast<qint64>(FileGenerator::kDemoSize) && m_panel->setFile(path)) {
        m_demoReason.clear(); // already shown by ensureWorkload
        emit workloadReady();
        return;
    }
    GenOptions options;
    options.overwrite = true;
    m_demo->start(path, GenKind::Random, FileGenerator::kDemoSize, options);
}

void StrategiesPage::run()
{
    if (m_controller->isRunning())
        return;
    const RunSpec spec = m_panel->runSpec();
    if (spec.file.empty()) {
        QMessageBox::information(this, tr("Run"), tr("Choose a file first (or wait for the demo file)."));
        return;
    }
    if (spec.strategies.empty()) {
        QMessageBox::information(this, tr("Run"), tr("Check at least one strategy."));
        return;
    }
    setRunning(true);
    m_progressLabel->setText(tr("Starting…"));
    m_controller->start(spec);
}

void StrategiesPage::cancel()
{
    if (!m_controller->isRunning())
        return;
    m_progressLabel->setText(tr("Cancelling…"));
    m_controller->cancel();
}

void StrategiesPage::setRunning(bool running)
{
    m_progress->setVisible(running || m_demo->isRunning());
    if (!running) {
        m_progress->setValue(0);
        m_progressLabel->clear();
    }
    emit runStateChanged();
}

bool StrategiesPage::canRun() const
{
    return !m_controller->isRunning() && !m_panel->file().isEmpty();
}

void StrategiesPage::onProgress(int permille, const QString& strategy, int repetition, qint64 msLeft)
{
    m_progress->setValue(permille);
    const QString rep = repetition == 0 ? tr("warm-up") : tr("rep %1").arg(repetition);
    QString text = tr("%1 (%2)").arg(strategy, rep);
    if (msLeft >= 0)
        text += tr(" — about %1 s left").arg((msLeft + 999) / 1000);
    m_progressLabel->setText(text);
}

void StrategiesPage::showReport(ReportPtr report, const QString& origin)
{
    m_report = std::move(report);
    m_model->setReport(m_report);
    m_model->setBaseline(m_panel->baseline());
    for (PlotView* view : m_plots)
        view->setReport(m_report);
    showFiguresNextToMedian();
    const QString file = m_report ? QString::fromStdString(m_report->workload.file) : QString();
    window()->setWindowTitle(tr("iolens — %1 (%2)").arg(QFileInfo(file).fileName(), origin));
    if (m_report && !m_report->results.empty())
        selectStrategy(QString::fromStdString(m_report->results.front().strategy));
}

// A family's own figures (watch latency, bytes on the wire) are its lesson, so when a report has
// any they move next to the median instead of waiting past the right edge of the table.
void StrategiesPage::showFiguresNextToMedian()
{
    bool any = false;
    if (m_report)
        for (const Result& r : m_report->results)
            for (const Sample& s : r.samples)
                any = any || !s.metrics.empty();
    QHeaderView* header = m_table->horizontalHeader();
    const int from = header->visualIndex(ResultsModel::FiguresColumn);
    const int to = any ? header->visualIndex(ResultsModel::MedianColumn) + 1 : header->count() - 1;
    if (from != to)
        header->moveSection(from, to);
    header->setSectionHidden(ResultsModel::FiguresColumn, !any);
    // The tool's own MiB/s only where a tool reported one (fio): elsewhere the column would be empty.
    const bool toolFigures = m_report
        && std::any_of(m_report->results.begin(), m_report->results.end(),
            [](const Result& r) { return r.stats.toolThroughputMiBs > 0; });
    header->setSectionHidden(ResultsModel::ToolThroughputColumn, !toolFigures);
    // The figures are long ("latency median 4.91 ms · latency p99 …"): a fixed, user-resizable
    // width keeps the timing columns on screen; the cell's tooltip lists every figure.
    header->setSectionResizeMode(ResultsModel::FiguresColumn, QHeaderView::Interactive);
    header->resizeSection(ResultsModel::FiguresColumn, fontMetrics().averageCharWidth() * 48);
}

void StrategiesPage::selectStrategy(const QString& id)
{
    if (m_selecting || id.isEmpty())
        return;
    m_selecting = true; // the table, tree and plots all echo the selection back
    const int row = m_model->rowOf(id);
    if (row >= 0) {
        const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
        m_table->selectionModel()->setCurrentIndex(
            index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    }
    m_panel->tree()->selectStrategy(id);
    for (PlotView* view : m_plots)
        view->setSelectedStrategy(id);
    m_lesson->showStrategy(id);
    m_selecting = false;
}

bool StrategiesPage::showPlot(const QString& titleOrKey)
{
    for (int i = 0; i < m_tabs->count(); ++i)
        if (m_tabs->tabText(i) == titleOrKey || m_tabs->widget(i)->objectName() == titleOrKey) {
            m_tabs->setCurrentIndex(i);
            return true;
        }
    return false;
}

bool StrategiesPage::compareWith(ReportPtr before, const QString& origin)
{
    if (!m_report)
        return false;
    auto* dialog = new CompareDialog(std::move(before), origin, m_report, tr("current"), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return true;
}

void StrategiesPage::saveSession()
{
    if (!m_report) {
        QMessageBox::information(this, tr("Save session"), tr("Run something first."));
        return;
    }
    const QString path = askDocumentSavePath(this, tr("Save session"), QStringLiteral("iolens-session"),
        { tr("iolens sessions (*.iolens.json)"), tr("All files (*)") });
    if (path.isEmpty())
        return;
    const QString error = Session::save(path, *m_report);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Save session"), error);
    else
        showStatus(tr("Saved %1").arg(path), 5000);
}

void StrategiesPage::exportTable(bool json)
{
    if (!m_report)
        return;
    // The JSON is the CLI's --json result, which the window reopens as a session: it is a document.
    const QString path = json
        ? askDocumentSavePath(this, tr("Export JSON"), QStringLiteral("iolens-results"),
            { tr("iolens run results (*.iolens.json)"), tr("All files (*)") })
        : QFileDialog::getSaveFileName(this, tr("Export CSV"), QStringLiteral("iolens.csv"), tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    const QByteArray data = json ? reportToJson(*m_report) : QByteArray::fromStdString(reportToCsv(*m_report));
    if (const QString why = saveFileWhole(path, data); !why.isEmpty())
        QMessageBox::warning(this, tr("Export"), tr("Cannot write '%1': %2.").arg(path, why));
}

void StrategiesPage::exportPlot()
{
    auto* view = qobject_cast<PlotView*>(m_tabs->currentWidget());
    if (!view)
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export plot"),
        QStringLiteral("iolens-%1.png").arg(view->title().toLower()), tr("PNG image (*.png);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    const QString error = view->exportTo(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Export plot"), error);
}

} // namespace iolens::ui
