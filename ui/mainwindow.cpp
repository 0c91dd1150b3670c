// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow.h"

#include "ui/appicon.h"
#include "ui/controlpanel.h"
#include "ui/course/coursepage.h"
#include "ui/extcheck.h"
#include "ui/report/reportexport.h"
#include "ui/screenfit.h"
#include "ui/session.h"
#include "ui/settings.h"
#include "ui/strategiespage.h"
#include "ui/trace/accessmapexport.h"
#include "ui/trace/tracepage.h"
#include "ui/tracepagehost.h"

#include "core/documentkind.h"
#include "core/trace/tracejson.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>

#include <algorithm>

namespace iolens::ui {

MainWindow::MainWindow(Settings* settings, QWidget* parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_stack(new QStackedWidget(this))
{
    setWindowTitle(tr("iolens — where does the I/O time go?"));
    setWindowIcon(appIcon());
    setAcceptDrops(true);
    setCentralWidget(m_stack);

    m_strategies = new StrategiesPage(m_settings, m_stack);
    m_trace = new TracePageHost(m_settings, m_stack);
    connect(m_strategies, &StrategiesPage::workloadReady, this, &MainWindow::workloadReady);
    connect(m_strategies, &StrategiesPage::runFinished, this, &MainWindow::runFinished);
    connect(m_trace->page(), &TracePage::tryFixRequested, this, &MainWindow::tryTraceFix);
    createActions();

    // The pages, in the order of the View menu and the Ctrl+1, Ctrl+2 … shortcuts.
    addPage(m_strategies);
    addPage(m_trace);
    addPage(new CoursePage(m_settings, m_stack));

    m_cancelButton = new QToolButton(this);
    m_cancelButton->setDefaultAction(m_cancelAction);
    statusBar()->addPermanentWidget(m_cancelButton);
    updateRunActions();

    if (!restoreGeometry(m_settings->windowGeometry()))
        setGeometry(firstGeometry(screen()->availableGeometry()));
    new ScreenFit(this); // from the first show on, the frame stays on the screen
    m_layoutRestored = restoreState(m_settings->windowState(), kStateVersion);
    for (WindowPage* page : m_pageList)
        page->restoreLayout(m_settings->pageLayout(page->objectName()));

    // Otherwise a hostile or broken IOLENS_EXT_FILE only left a qWarning on a terminal the GUI
    // user may never see, and its strategies were silently missing from the tree.
    const QString extProblems = extDefinitionProblems();
    if (!extProblems.isEmpty())
        statusBar()->showMessage(extProblems, 15000);
}

MainWindow::~MainWindow() = default;

int MainWindow::addPage(WindowPage* page)
{
    const int index = static_cast<int>(m_pageList.size());
    m_stack->addWidget(page);
    m_stack->widget(0)->lower(); // see showPage
    m_pageList.push_back(page);
    connect(page, &WindowPage::statusMessage, this,
        [this](const QString& text, int timeoutMs) { statusBar()->showMessage(text, timeoutMs); });
    connect(page, &WindowPage::showRequested, this, [this, page] { showPage(page); });
    connect(page, &WindowPage::runStateChanged, this, [this, page] {
        if (page == currentWindowPage())
            updateRunActions();
    });

    std::vector<QDockWidget*> docks = page->attach(this);
    m_pageDocks.push_back(docks);
    m_hiddenDocks.emplace_back();
    if (page != currentWindowPage())
        for (QDockWidget* dock : docks) {
            m_hiddenDocks.back().push_back(dock);
            dock->hide();
        }

    QAction* action = new QAction(page->pageTitle(), this);
    action->setCheckable(true);
    action->setChecked(page == currentWindowPage());
    if (index < 9) {
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + index)));
        action->setToolTip(
            QStringLiteral("%1 (%2)").arg(page->pageToolTip(), action->shortcut().toString(QKeySequence::NativeText)));
    } else {
        action->setToolTip(page->pageToolTip());
    }
    action->setActionGroup(m_pageGroup);
    m_viewMenu->insertAction(m_viewMenu->actions().value(index), action);
    m_pagesBar->addAction(action);
    connect(action, &QAction::triggered, this, [this, page] { showPage(page); });
    m_pageActions.push_back(action);
    return index;
}

void MainWindow::createActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("Generate test file…"), controlPanel(), &ControlPanel::generateRequested);
    file->addSeparator();
    QAction* open = file->addAction(tr("&Open session…"), this, &MainWindow::openSession);
    open->setShortcut(QKeySequence::Open);
    QAction* save = file->addAction(tr("&Save session…"), m_strategies, &StrategiesPage::saveSession);
    save->setShortcut(QKeySequence::Save);
    file->addAction(tr("&Compare with session…"), this, &MainWindow::compareSession);
    file->addSeparator();
    // The table and plot of the page that shows: the trace's on the Trace page, else the runs'.
    file->addAction(tr("Export table as CSV…"), this, [this] {
        currentWindowPage() == m_trace ? tracePage()->exportTable(false) : m_strategies->exportTable(false);
    });
    file->addAction(tr("Export table as JSON…"), this,
        [this] { currentWindowPage() == m_trace ? tracePage()->exportTable(true) : m_strategies->exportTable(true); });
    QAction* exportPlotAction = file->addAction(tr("Export plot as PNG/PDF…"), this,
        [this] { currentWindowPage() == m_trace ? tracePage()->exportPlot() : m_strategies->exportPlot(); });
    // The report of the page that shows: the trace's on the Trace page, a course step's run with its
    // chapter, else the strategies' run.
    file->addAction(QCoreApplication::translate("Report", "Export report…"), this, [this] {
        auto* course = qobject_cast<CoursePage*>(currentWindowPage());
        const QString path = currentWindowPage() == m_trace
            ? exportTraceReportDialog(this, tracePage()->trace())
            : exportReportDialog(this, course ? course->lastReport() : report(),
                course ? course->reportOptions() : strategiesReportOptions());
        if (!path.isEmpty())
            statusBar()->showMessage(QCoreApplication::translate("Report", "Report written to %1").arg(path), 8000);
    });
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* runMenu = menuBar()->addMenu(tr("&Run"));
    m_runAction = runMenu->addAction(tr("&Run"), this, [this] { currentWindowPage()->run(); });
    m_runAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_runAction->setToolTip(tr("Run the checked strategies (Ctrl+R)"));
    m_cancelAction = runMenu->addAction(tr("&Cancel"), this, [this] { currentWindowPage()->cancel(); });
    m_cancelAction->setShortcut(QKeySequence(Qt::Key_Escape));

    // The pages' entries go above the separator as addPage registers them.
    m_viewMenu = menuBar()->addMenu(tr("&View"));
    createPagesToolBar(m_viewMenu);
    QMenu* language = m_viewMenu->addMenu(tr("Language"));
    auto* languages = new QActionGroup(this);
    const std::pair<QString, QString> choices[]
        = { { QString(), tr("System default") }, { QStringLiteral("en"), QStringLiteral("English") },
              { QStringLiteral("ja"), QStringLiteral("日本語") }, { QStringLiteral("ko"), QStringLiteral("한국어") } };
    for (const auto& [code, name] : choices) {
        QAction* action = language->addAction(name);
        action->setCheckable(true);
        action->setChecked(m_settings->language() == code);
        languages->addAction(action);
        connect(action, &QAction::triggered, this, [this, code = code] { // clang before 16 cannot capture a binding
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

void MainWindow::createPagesToolBar(QMenu* view)
{
    m_pageGroup = new QActionGroup(this);
    m_pagesBar = addToolBar(tr("Pages"));
    m_pagesBar->setObjectName(QStringLiteral("pagesToolBar"));
    m_pagesBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    view->addSeparator();
}

void MainWindow::showPage(WindowPage* page)
{
    const int index = m_stack->indexOf(page);
    const int from = m_stack->currentIndex();
    if (index < 0 || index == from)
        return;
    // Only the docks the user had open come back: one they closed stays closed.
    auto& leaving = m_hiddenDocks[static_cast<std::size_t>(from)];
    leaving.clear();
    for (QDockWidget* dock : m_pageDocks[static_cast<std::size_t>(from)])
        if (!dock->isHidden()) {
            leaving.push_back(dock);
            dock->hide();
        }
    m_stack->setCurrentIndex(index);
    // QStackedLayout raises and lowers its pages, which reorders the stack's children; keeping
    // the Strategies page first keeps findChild<QTableView*>() (scripts, tests) on its results
    // table. Only one page is visible, so their stacking order is otherwise irrelevant.
    m_stack->widget(0)->lower();
    m_pageActions[static_cast<std::size_t>(index)]->setChecked(true);
    m_mainBar->setVisible(page->showsMainToolBar());
    auto& returning = m_hiddenDocks[static_cast<std::size_t>(index)];
    for (QDockWidget* dock : returning)
        dock->show();
    returning.clear();
    updateRunActions();
}

void MainWindow::showPage(Page page)
{
    showPage(page == Page::Trace ? static_cast<WindowPage*>(m_trace) : m_strategies);
}

MainWindow::Page MainWindow::currentPage() const
{
    return currentWindowPage() == m_trace ? Page::Trace : Page::Strategies;
}

WindowPage* MainWindow::currentWindowPage() const
{
    return static_cast<WindowPage*>(m_stack->currentWidget());
}

TracePage* MainWindow::tracePage() const
{
    return m_trace->page();
}

bool MainWindow::tryTraceFix(const QStringList& strategies, const QString& file)
{
    return m_strategies->tryFix(strategies, file, saveTraceForReplay(file));
}

QString MainWindow::replayTracePath() const
{
    return m_replayTrace ? m_replayTrace->fileName() : QString();
}

ReportOptions MainWindow::strategiesReportOptions() const
{
    // A run of the replay family ("Try the fix on this file") reports the program's own pattern too.
    ReportOptions options;
    const ReportPtr r = report();
    const bool replayed
        = r && std::any_of(r->results.begin(), r->results.end(), [](const Result& x) { return x.family == "replay"; });
    if (replayed && m_replayedTrace && accessMapEntry(*m_replayedTrace, r->workload.file) >= 0)
        options.replayTrace = m_replayedTrace;
    return options;
}

QString MainWindow::saveTraceForReplay(const QString& file)
{
    // The replay family reads a saved trace; the page's may exist only in memory (a live run).
    // Only when the trace recorded where the program's calls on the file went: an older trace
    // has no offsets, and the replay would only say so.
    const TracePtr t = tracePage()->trace();
    if (!t || file.isEmpty())
        return {};
    const std::string path = file.toStdString();
    const bool hasRuns = std::any_of(t->events.begin(), t->events.end(), [&](const trace::Event& e) {
        return e.offset >= 0 && e.file >= 0 && t->files[static_cast<std::size_t>(e.file)].path == path;
    });
    if (!hasRuns)
        return {};
    auto saved = std::make_unique<QTemporaryFile>(QDir::temp().filePath(QStringLiteral("iolens-replay-XXXXXX.json")));
    const QByteArray json = trace::traceToJson(*t);
    if (!saved->open() || saved->write(json) != json.size() || !saved->flush())
        return {};
    saved->close();
    m_replayTrace = std::move(saved);
    m_replayedTrace = t;
    return m_replayTrace->fileName();
}

ControlPanel* MainWindow::controlPanel() const
{
    return m_strategies->controlPanel();
}

RunController* MainWindow::controller() const
{
    return m_strategies->controller();
}

QTabWidget* MainWindow::plotTabs() const
{
    return m_strategies->plotTabs();
}

HotspotView* MainWindow::hotspot() const
{
    return m_strategies->hotspot();
}

SweepView* MainWindow::sweep() const
{
    return m_strategies->sweep();
}

ReportPtr MainWindow::report() const
{
    return m_strategies->report();
}

void MainWindow::ensureWorkload()
{
    m_strategies->ensureWorkload();
}

void MainWindow::showReport(ReportPtr report, const QString& origin)
{
    m_strategies->showReport(std::move(report), origin);
}

void MainWindow::selectStrategy(const QString& id)
{
    m_strategies->selectStrategy(id);
}

bool MainWindow::showPlot(const QString& titleOrKey)
{
    return m_strategies->showPlot(titleOrKey);
}

void MainWindow::run()
{
    m_strategies->run();
}

void MainWindow::cancel()
{
    m_strategies->cancel();
}

// Run and Cancel act on the page that shows, so they follow its state.
void MainWindow::updateRunActions()
{
    const WindowPage* page = currentWindowPage();
    m_runAction->setEnabled(page && page->canRun());
    m_cancelAction->setEnabled(page && page->isRunning());
    if (m_cancelButton)
        m_cancelButton->setVisible(page && page->isRunning());
}

MainWindow::Document MainWindow::openDocument(const QString& path, QString* error)
{
    QString sessionError;
    if (auto report = Session::load(path, &sessionError)) {
        m_strategies->showReport(std::make_shared<const Report>(std::move(*report)), QFileInfo(path).fileName());
        return Document::Session;
    }
    // Traces save and reopen like sessions: a saved trace opens on the Trace page.
    const QString traceError = tracePage()->openTrace(path);
    if (traceError.isEmpty()) {
        showPage(m_trace);
        return Document::Trace;
    }
    // Refused by both: the loader of what the document says it is names what is wrong with it.
    if (error)
        *error = claimsToBeTrace(QFile::encodeName(path).toStdString()) ? traceError : sessionError;
    return Document::Refused;
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
    if (openDocument(path, &error) != Document::Refused)
        return true;
    QMessageBox::warning(this, tr("Open session"), error);
    return false;
}

void MainWindow::compareSession()
{
    if (!report()) {
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
    if (!report())
        return false;
    QString error;
    auto before = Session::load(path, &error);
    if (!before) {
        QMessageBox::warning(this, tr("Compare"), error);
        return false;
    }
    return m_strategies->compareWith(std::make_shared<const Report>(std::move(*before)), QFileInfo(path).fileName());
}

QRect MainWindow::firstGeometry(const QRect& available)
{
    // A laptop screen (900 px tall or less) has no room to spare around the window: a margin of a
    // tenth took 77 px from the plots at 1366×768, which left the hotspot's plot 150 px tall.
    if (available.height() <= kSmallScreenHeight)
        return available;
    const QSize size(std::min(available.width() * 9 / 10, 2200), std::min(available.height() * 9 / 10, 1400));
    QRect rect(QPoint(), size);
    rect.moveCenter(available.center());
    return rect;
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (m_shown)
        return;
    m_shown = true;
    // Only now do the docks and splitters have room to divide; in the constructor the first
    // widths were lost and the lesson dock came up 60 px wide.
    // Queued: the dock layout gets its real geometry only after the first show has been handled.
    if (!m_layoutRestored)
        QMetaObject::invokeMethod(
            this,
            [this] {
                for (WindowPage* page : m_pageList)
                    page->applyFirstLayout(this, size());
            },
            Qt::QueuedConnection);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    for (WindowPage* page : m_pageList)
        page->cancel();
    showPage(m_pageList.front()); // the saved dock layout is the first page's
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setWindowState(saveState(kStateVersion));
    for (WindowPage* page : m_pageList) {
        const QByteArray layout = page->saveLayout();
        if (!layout.isEmpty())
            m_settings->setPageLayout(page->objectName(), layout);
    }
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
    // Decided by content, as for `iolens FILE`: a session saved under any name opens as one, and a
    // JSON file iolens did not write (a data set, a config) is a workload like any other file.
    if (documentKind(QFile::encodeName(path).toStdString()) != DocumentKind::Workload) {
        QString error;
        if (openDocument(path, &error) != Document::Refused)
            return;
        // iolens' marker but not a document it can open (damaged, a newer iolens's): say why, once
        // the drop has returned, as below.
        QMetaObject::invokeMethod(
            this, [this, error] { QMessageBox::warning(this, tr("Open session"), error); }, Qt::QueuedConnection);
        return;
    }
    // A directory or FIFO dropped here gets the same warning as a chosen one, after the drop has
    // returned: a modal box inside dropEvent would keep the drag source waiting.
    QMetaObject::invokeMethod(
        this, [this, path] { controlPanel()->chooseFile(path); }, Qt::QueuedConnection);
}

} // namespace iolens::ui
