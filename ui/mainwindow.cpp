#include "ui/mainwindow.h"

#include "ui/appicon.h"
#include "ui/comparedialog.h"
#include "ui/controlpanel.h"
#include "ui/distributionplot.h"
#include "ui/extcheck.h"
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
#include "ui/trace/tracepage.h"

#include "core/registry.h"
#include "core/report/csvreport.h"
#include "core/report/jsonreport.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QSaveFile>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>

namespace iolens::ui {

MainWindow::MainWindow(Settings* settings, QWidget* parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_controller(new RunController(this))
    , m_demo(new FileGenerator(this))
    , m_model(new ResultsModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_panel(new ControlPanel(settings, this))
    , m_table(new QTableView(this))
    , m_tabs(new QTabWidget(this))
    , m_lesson(new LessonPane(this))
    , m_progress(new QProgressBar(this))
    , m_progressLabel(new QLabel(this))
    , m_cancelButton(new QToolButton(this))
{
    setWindowTitle(tr("iolens — where does the I/O time go?"));
    setWindowIcon(appIcon());
    setAcceptDrops(true);

    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ResultsModel::SortRole);
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

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    m_pages = new QStackedWidget(this);
    m_pages->addWidget(splitter);
    m_tracePage = new TracePage(m_settings, this);
    m_pages->addWidget(m_tracePage);
    splitter->lower(); // see showPage
    setCentralWidget(m_pages);
    connect(m_tracePage, &TracePage::tryFixRequested, this, &MainWindow::tryTraceFix);

    auto* left = new QDockWidget(tr("Run"), this);
    left->setObjectName(QStringLiteral("runDock"));
    left->setWidget(m_panel);
    left->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::LeftDockWidgetArea, left);
    auto* right = new QDockWidget(tr("Lesson"), this);
    right->setObjectName(QStringLiteral("lessonDock"));
    right->setWidget(m_lesson);
    addDockWidget(Qt::RightDockWidgetArea, right);
    resizeDocks({ left, right }, { 330, 320 }, Qt::Horizontal);
    m_docks = { left, right };

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
    statusBar()->addPermanentWidget(m_progressLabel);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancelButton);

    createActions();
    setRunning(false);

    connect(m_controller, &RunController::progress, this, &MainWindow::onProgress);
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
    connect(m_panel->tree(), &StrategyTree::currentStrategyChanged, this, &MainWindow::selectStrategy);
    connect(m_panel, &ControlPanel::baselineChanged, m_model, &ResultsModel::setBaseline);
    connect(
        m_panel, &ControlPanel::statusMessage, this, [this](const QString& m) { statusBar()->showMessage(m, 8000); });
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
        const QString generated = tr("Generated a 64 MiB demo file of random bytes; choose your own file any time.");
        statusBar()->showMessage(
            m_demoReason.isEmpty() ? generated : m_demoReason + QLatin1Char(' ') + generated, 10000);
        m_demoReason.clear();
        emit workloadReady();
    });
    connect(m_demo, &FileGenerator::failed, this,
        [this](const QString& message) { m_progressLabel->setText(tr("Demo file failed: %1").arg(message)); });

    restoreGeometry(m_settings->windowGeometry());
    restoreState(m_settings->windowState());

    // Otherwise a hostile or broken IOLENS_EXT_FILE only left a qWarning on a terminal the GUI
    // user may never see, and its strategies were silently missing from the tree.
    const QString extProblems = extDefinitionProblems();
    if (!extProblems.isEmpty())
        statusBar()->showMessage(extProblems, 15000);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("Generate test file…"), m_panel, &ControlPanel::generateRequested);
    file->addSeparator();
    QAction* open = file->addAction(tr("&Open session…"), this, &MainWindow::openSession);
    open->setShortcut(QKeySequence::Open);
    QAction* save = file->addAction(tr("&Save session…"), this, &MainWindow::saveSession);
    save->setShortcut(QKeySequence::Save);
    file->addAction(tr("&Compare with session…"), this, &MainWindow::compareSession);
    file->addSeparator();
    file->addAction(tr("Export table as CSV…"), this, [this] { exportTable(false); });
    file->addAction(tr("Export table as JSON…"), this, [this] { exportTable(true); });
    QAction* exportPlotAction = file->addAction(tr("Export plot as PNG/PDF…"), this, &MainWindow::exportPlot);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* runMenu = menuBar()->addMenu(tr("&Run"));
    m_runAction = runMenu->addAction(tr("&Run"), this, [this] {
        if (currentPage() == Page::Trace)
            m_tracePage->run();
        else
            run();
    });
    m_runAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_runAction->setToolTip(tr("Run the checked strategies (Ctrl+R)"));
    m_cancelAction = runMenu->addAction(tr("&Cancel"), this, [this] {
        if (currentPage() == Page::Trace)
            m_tracePage->cancel();
        else
            cancel();
    });
    m_cancelAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_cancelButton->setDefaultAction(m_cancelAction);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    createPageActions(view);
    QMenu* language = view->addMenu(tr("Language"));
    auto* languages = new QActionGroup(this);
    const std::pair<QString, QString> choices[]
        = { { QString(), tr("System default") }, { QStringLiteral("en"), QStringLiteral("English") },
              { QStringLiteral("ja"), QStringLiteral("日本語") }, { QStringLiteral("ko"), QStringLiteral("한국어") } };
    for (const auto& [code, name] : choices) {
        QAction* action = language->addAction(name);
        action->setCheckable(true);
        action->setChecked(m_settings->language() == code);
        languages->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] {
            m_settings->setLanguage(code);
            statusBar()->showMessage(tr("The language changes the next time iolens starts."), 8000);
        });
    }

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About iolens"), this, [this] {
        QMessageBox::about(this, tr("About iolens"),
            tr("<h3>iolens %1</h3><p>Runs many ways of copying, reading and writing a file, times every phase "
               "with stopwatches and shows where the time goes.</p>")
                .arg(QStringLiteral(IOLENS_VERSION)));
    });

    QToolBar* bar = addToolBar(tr("Main"));
    m_mainBar = bar;
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->addAction(m_runAction);
    bar->addAction(m_cancelAction);
    bar->addSeparator();
    bar->addAction(open);
    bar->addAction(save);
    bar->addAction(exportPlotAction);
}

void MainWindow::createPageActions(QMenu* view)
{
    auto* group = new QActionGroup(this);
    QToolBar* pages = addToolBar(tr("Pages"));
    pages->setObjectName(QStringLiteral("pagesToolBar"));
    pages->setToolButtonStyle(Qt::ToolButtonTextOnly);
    const std::pair<Page, QString> entries[]
        = { { Page::Strategies, tr("Strategies") }, { Page::Trace, tr("Trace a program") } };
    for (const auto& [page, name] : entries) {
        QAction* action = view->addAction(name);
        action->setCheckable(true);
        action->setShortcut(QKeySequence(Qt::CTRL | (page == Page::Strategies ? Qt::Key_1 : Qt::Key_2)));
        action->setToolTip(page == Page::Strategies
                ? tr("Run iolens' strategies on a file and compare them (Ctrl+1)")
                : tr("Run your own program and see where its I/O time goes (Ctrl+2)"));
        group->addAction(action);
        pages->addAction(action);
        connect(action, &QAction::triggered, this, [this, page] { showPage(page); });
        m_pageActions.push_back(action);
    }
    m_pageActions.front()->setChecked(true);
    view->addSeparator();
}

void MainWindow::showPage(Page page)
{
    if (page == currentPage())
        return;
    const bool trace = page == Page::Trace;
    m_pages->setCurrentIndex(trace ? 1 : 0);
    // QStackedLayout raises and lowers its pages, which reorders the window's children; keeping
    // the Strategies page first keeps findChild<QTableView*>() (scripts, tests) on its results
    // table. Only one page is visible, so their stacking order is otherwise irrelevant.
    m_pages->widget(0)->lower();
    m_pageActions[trace ? 1 : 0]->setChecked(true);
    m_mainBar->setVisible(!trace);
    if (trace) {
        // Only the docks the user had open come back: one they closed stays closed.
        m_hiddenDocks.clear();
        for (QDockWidget* dock : m_docks)
            if (!dock->isHidden()) {
                m_hiddenDocks.push_back(dock);
                dock->hide();
            }
    } else {
        for (QDockWidget* dock : m_hiddenDocks)
            dock->show();
        m_hiddenDocks.clear();
    }
}

MainWindow::Page MainWindow::currentPage() const
{
    return m_pages->currentIndex() == 1 ? Page::Trace : Page::Strategies;
}

bool MainWindow::tryTraceFix(const QStringList& strategies, const QString& file)
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
    showPage(Page::Strategies);
    QString error;
    if (file.isEmpty() && m_panel->file().isEmpty()) {
        QMessageBox::information(this, tr("Try the fix"), tr("Choose a file first (or wait for the demo file)."));
        return false;
    }
    if (!file.isEmpty() && !m_panel->setFile(file, &error)) {
        QMessageBox::warning(this, tr("Try the fix"), error);
        return false;
    }
    // The slow mirror comes first: as the baseline, the table shows how much faster each fix is.
    m_settings->setBaseline(known.front());
    m_panel->tree()->setCheckedStrategies(known);
    m_model->setBaseline(m_panel->baseline());
    selectStrategy(known.front());
    QString message = file.isEmpty()
        ? tr("Trying %1 on %2.").arg(known.join(QStringLiteral(", ")), QFileInfo(m_panel->file()).fileName())
        : tr("Trying %1 on %2, the file the traced program used.")
              .arg(known.join(QStringLiteral(", ")), QFileInfo(file).fileName());
    if (!missing.isEmpty())
        message += QLatin1Char(' ') + tr("Not in this build: %1.").arg(missing.join(QStringLiteral(", ")));
    statusBar()->showMessage(message, 10000);
    run();
    return true;
}

void MainWindow::addPlot(PlotView* view, const QString& key)
{
    view->setObjectName(key);
    m_plots.push_back(view);
    m_tabs->addTab(view, view->title());
    connect(view, &PlotView::strategyClicked, this, &MainWindow::selectStrategy);
}

void MainWindow::ensureWorkload()
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
        statusBar()->showMessage(m_demoReason, 10000);
    }
    generateDemo();
}

void MainWindow::generateDemo()
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

void MainWindow::run()
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

void MainWindow::cancel()
{
    if (!m_controller->isRunning())
        return;
    m_progressLabel->setText(tr("Cancelling…"));
    m_controller->cancel();
}

void MainWindow::setRunning(bool running)
{
    m_runAction->setEnabled(!running && !m_panel->file().isEmpty());
    m_cancelAction->setEnabled(running);
    m_cancelButton->setVisible(running);
    m_progress->setVisible(running || m_demo->isRunning());
    if (!running) {
        m_progress->setValue(0);
        m_progressLabel->clear();
    }
}

void MainWindow::onProgress(int permille, const QString& strategy, int repetition, qint64 msLeft)
{
    m_progress->setValue(permille);
    const QString rep = repetition == 0 ? tr("warm-up") : tr("rep %1").arg(repetition);
    QString text = tr("%1 (%2)").arg(strategy, rep);
    if (msLeft >= 0)
        text += tr(" — about %1 s left").arg((msLeft + 999) / 1000);
    m_progressLabel->setText(text);
}

void MainWindow::showReport(ReportPtr report, const QString& origin)
{
    m_report = std::move(report);
    m_model->setReport(m_report);
    m_model->setBaseline(m_panel->baseline());
    for (PlotView* view : m_plots)
        view->setReport(m_report);
    showFiguresNextToMedian();
    const QString file = m_report ? QString::fromStdString(m_report->workload.file) : QString();
    setWindowTitle(tr("iolens — %1 (%2)").arg(QFileInfo(file).fileName(), origin));
    if (m_report && !m_report->results.empty())
        selectStrategy(QString::fromStdString(m_report->results.front().strategy));
}

// A family's own figures (watch latency, bytes on the wire) are its lesson, so when a report has
// any they move next to the median instead of waiting past the right edge of the table.
void MainWindow::showFiguresNextToMedian()
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
    // The figures are long ("latency median 4.91 ms · latency p99 …"): a fixed, user-resizable
    // width keeps the timing columns on screen; the cell's tooltip lists every figure.
    header->setSectionResizeMode(ResultsModel::FiguresColumn, QHeaderView::Interactive);
    header->resizeSection(ResultsModel::FiguresColumn, fontMetrics().averageCharWidth() * 48);
}

void MainWindow::selectStrategy(const QString& id)
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

bool MainWindow::showPlot(const QString& titleOrKey)
{
    for (int i = 0; i < m_tabs->count(); ++i)
        if (m_tabs->tabText(i) == titleOrKey || m_tabs->widget(i)->objectName() == titleOrKey) {
            m_tabs->setCurrentIndex(i);
            return true;
        }
    return false;
}

void MainWindow::openSession()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open session"), QString(), tr("iolens sessions (*.json);;All files (*)"));
    if (!path.isEmpty())
        openSessionFile(path);
}

bool MainWindow::openSessionFile(const QString& path)
{
    QString error;
    auto report = Session::load(path, &error);
    if (!report) {
        // Traces save and reopen like sessions: a saved trace opens on the Trace page.
        if (m_tracePage->openTrace(path).isEmpty()) {
            showPage(Page::Trace);
            return true;
        }
        QMessageBox::warning(this, tr("Open session"), error);
        return false;
    }
    showReport(std::make_shared<const Report>(std::move(*report)), QFileInfo(path).fileName());
    return true;
}

void MainWindow::compareSession()
{
    if (!m_report) {
        QMessageBox::information(
            this, tr("Compare"), tr("Run or open a session first: it becomes the \"after\" side."));
        return;
    }
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Session to compare against (before)"), QString(), tr("iolens sessions (*.json);;All files (*)"));
    if (!path.isEmpty())
        compareSessionFile(path);
}

bool MainWindow::compareSessionFile(const QString& path)
{
    if (!m_report)
        return false;
    QString error;
    auto before = Session::load(path, &error);
    if (!before) {
        QMessageBox::warning(this, tr("Compare"), error);
        return false;
    }
    auto* dialog = new CompareDialog(
        std::make_shared<const Report>(std::move(*before)), QFileInfo(path).fileName(), m_report, tr("current"), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return true;
}

void MainWindow::saveSession()
{
    if (!m_report) {
        QMessageBox::information(this, tr("Save session"), tr("Run something first."));
        return;
    }
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save session"), QStringLiteral("iolens-session.json"), tr("iolens sessions (*.json)"));
    if (path.isEmpty())
        return;
    const QString error = Session::save(path, *m_report);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Save session"), error);
    else
        statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
}

void MainWindow::exportTable(bool json)
{
    if (!m_report)
        return;
    const QString path = QFileDialog::getSaveFileName(this, json ? tr("Export JSON") : tr("Export CSV"),
        json ? QStringLiteral("iolens.json") : QStringLiteral("iolens.csv"),
        json ? tr("JSON (*.json)") : tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    QSaveFile out(path);
    const QByteArray data = json ? reportToJson(*m_report) : QByteArray::fromStdString(reportToCsv(*m_report));
    if (!out.open(QIODevice::WriteOnly) || out.write(data) != data.size() || !out.commit())
        QMessageBox::warning(this, tr("Export"), tr("Cannot write '%1': %2.").arg(path, out.errorString()));
}

void MainWindow::exportPlot()
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

void MainWindow::closeEvent(QCloseEvent* event)
{
    m_controller->cancel();
    m_tracePage->cancel();
    showPage(Page::Strategies); // the saved dock layout is the Strategies page's
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setWindowState(saveState());
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls() && event->mimeData()->urls().constFirst().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QString path = event->mimeData()->urls().constFirst().toLocalFile();
    if (path.endsWith(QLatin1String(".json"))) {
        QString error;
        if (auto report = Session::load(path, &error)) {
            showReport(std::make_shared<const Report>(std::move(*report)), QFileInfo(path).fileName());
            return;
        }
        if (m_tracePage->openTrace(path).isEmpty()) {
            showPage(Page::Trace);
            return;
        }
    }
    // A directory or FIFO dropped here gets the same warning as a chosen one, after the drop has
    // returned: a modal box inside dropEvent would keep the drag source waiting.
    QMetaObject::invokeMethod(
        this, [this, path] { m_panel->chooseFile(path); }, Qt::QueuedConnection);
}

} // namespace iolens::ui
