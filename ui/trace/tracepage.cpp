// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/tracepage.h"

#include "core/trace/findings.h"
#include "core/trace/framefilter.h"
#include "core/trace/tracetext.h"
#include "core/trace/usercode.h"

#include "ui/documentsavedialog.h"
#include "ui/resultsmodel.h"
#include "ui/settings.h"
#include "ui/trace/accessmapview.h"
#include "ui/trace/argsplit.h"
#include "ui/trace/attachdialog.h"
#include "ui/trace/flamepane.h"
#include "ui/trace/tracecontroller.h"
#include "ui/trace/tracefindingspane.h"
#include "ui/trace/traceformat.h"
#include "ui/trace/tracephasesplot.h"
#include "ui/trace/tracephrases.h"
#include "ui/trace/traceprocessmodel.h"
#include "ui/trace/tracesitemodel.h"
#include "ui/trace/tracesizeplot.h"
#include "ui/trace/tracestacks.h"
#include "ui/trace/tracetimelineplot.h"
#include "ui/trace/tracezonemodel.h"
#include "ui/trace/usercodebar.h"

#include "ui/trace/tracecomparemodel.h"

#include "core/savefile.h"
#include "core/trace/attach/attachrecording.h"
#include "core/trace/launch/tracelauncher.h"
#include "core/trace/traceerror.h"
#include "core/trace/tracejson.h"

#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace iolens::ui {

namespace {

QTableView* makeTable(QAbstractItemModel* model, QWidget* parent)
{
    auto* table = new QTableView(parent);
    table->setModel(model);
    table->setSortingEnabled(true);
    table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder); // the trace's order until a click
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setAlternatingRowColors(true);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

} // namespace

TracePage::TracePage(Settings* settings, QWidget* parent)
    : QWidget(parent)
    , m_settings(settings)
    , m_controller(new TraceController(this))
    , m_files(new TraceFileModel(this))
    , m_fileProxy(new QSortFilterProxyModel(this))
    , m_sites(new TraceSiteModel(this))
    , m_siteProxy(new QSortFilterProxyModel(this))
    , m_processes(new TraceProcessModel(this))
    , m_processProxy(new QSortFilterProxyModel(this))
    , m_zones(new TraceZoneModel(this))
    , m_zoneProxy(new QSortFilterProxyModel(this))
    , m_program(new QLineEdit(this))
    , m_arguments(new QLineEdit(this))
    , m_workingDir(new QLineEdit(this))
    , m_recent(new QComboBox(this))
    , m_run(new QPushButton(tr("Run"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_attach(new QPushButton(tr("Attach to process…"), this))
    , m_open(new QPushButton(tr("Open trace…"), this))
    , m_save(new QPushButton(tr("Save trace…"), this))
    , m_compare(new QPushButton(tr("Compare with trace…"), this))
    , m_live(new QLabel(this))
    , m_status(new QLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_phases(new TracePhasesPlot(this))
    , m_sizes(new TraceSizePlot(this))
    , m_timeline(new TraceTimelinePlot(this))
    , m_findings(new TraceFindingsPane(this))
    , m_userCodeBar(new UserCodeBar(this))
    , m_notices(new QTextBrowser(this))
    , m_flame(new FlamePane(this))
    , m_accessMap(new AccessMapView(this))
{
    m_fileProxy->setSourceModel(m_files);
    m_fileProxy->setSortRole(TraceFileModel::SortRole);
    m_siteProxy->setSourceModel(m_sites);
    m_siteProxy->setSortRole(TraceSiteModel::SortRole);
    m_fileTable = makeTable(m_fileProxy, this);
    m_siteTable = makeTable(m_siteProxy, this);
    m_fileTable->setObjectName(QStringLiteral("traceFiles"));
    // Long paths would push the figures off the table: the path column has a fixed, user-resizable
    // width and elides in the middle, where /tmp/…/records.csv still names the file.
    m_fileTable->setTextElideMode(Qt::ElideMiddle);
    m_fileTable->horizontalHeader()->setSectionResizeMode(TraceFileModel::FileColumn, QHeaderView::Interactive);
    m_fileTable->horizontalHeader()->resizeSection(TraceFileModel::FileColumn, fontMetrics().averageCharWidth() * 44);
    m_siteTable->setObjectName(QStringLiteral("traceSites"));
    m_processProxy->setSourceModel(m_processes);
    m_processProxy->setSortRole(TraceProcessModel::SortRole);
    m_processTable = makeTable(m_processProxy, this);
    m_zoneProxy->setSourceModel(m_zones);
    m_zoneProxy->setSortRole(TraceZoneModel::SortRole);
    m_zoneTable = makeTable(m_zoneProxy, this);

    // What to run
    m_program->setPlaceholderText(tr("a program in $PATH or its path, e.g. python3"));
    m_arguments->setPlaceholderText(tr("split like a shell would: 'quoted words' stay together; nothing is expanded"));
    m_workingDir->setPlaceholderText(tr("the current directory"));
    m_program->setClearButtonEnabled(true);
    auto* browseProgram = new QToolButton(this);
    browseProgram->setText(tr("Browse…"));
    auto* browseDir = new QToolButton(this);
    browseDir->setText(tr("Browse…"));
    auto* programRow = new QHBoxLayout;
    programRow->addWidget(m_program, 1);
    programRow->addWidget(browseProgram);
    programRow->addSpacing(12);
    programRow->addWidget(new QLabel(tr("Recent:"), this));
    programRow->addWidget(m_recent, 1);
    auto* dirRow = new QHBoxLayout;
    dirRow->addWidget(m_workingDir, 1);
    dirRow->addWidget(browseDir);
    auto* form = new QFormLayout;
    form->addRow(tr("Program:"), programRow);
    form->addRow(tr("Arguments:"), m_arguments);
    form->addRow(tr("Working directory:"), dirRow);
    auto* runRow = new QHBoxLayout;
    m_run->setDefault(true);
    m_run->setToolTip(tr("Run the program under iolens' tracing library and show where its I/O time goes"));
    runRow->addWidget(m_run);
    m_attach->setObjectName(QStringLiteral("traceAttach"));
    m_attach->setToolTip(tr("Record a program that is already running, from now until Stop, without restarting it"));
    runRow->addWidget(m_attach);
    runRow->addWidget(m_cancel);
    runRow->addSpacing(12);
    runRow->addWidget(m_live);
    runRow->addStretch(1);
    m_compare->setToolTip(tr("Compare a saved trace (before a fix) with the one shown (after), per file and call"));
    runRow->addWidget(m_open);
    runRow->addWidget(m_save);
    runRow->addWidget(m_compare);
    form->addRow(runRow);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(m_status);

    // What it cost
    m_plots = { m_phases, m_sizes, m_timeline };
    m_phases->setObjectName(QStringLiteral("tracePhases"));
    m_sizes->setObjectName(QStringLiteral("traceSizes"));
    m_timeline->setObjectName(QStringLiteral("traceTimeline"));
    for (TracePlotView* view : m_plots) {
        m_tabs->addTab(view, view->title());
        view->refresh();
        connect(view, &TracePlotView::fileClicked, this, &TracePage::selectFile);
    }
    // The call sites share the tabs with the plots: the file table above drives them all, and the
    // plots get the height they need to be read.
    m_tabs->addTab(m_siteTable, tr("Call sites"));
    m_flame->setObjectName(QStringLiteral("traceStacks"));
    m_tabs->addTab(m_flame, tr("Call stacks"));
    m_accessMap->setObjectName(QStringLiteral("traceAccessMap"));
    m_tabs->addTab(m_accessMap, tr("Access map"));
    m_zoneTable->setObjectName(QStringLiteral("traceZones"));
    m_tabs->addTab(m_zoneTable, tr("Stopwatch zones"));
    m_tabs->setTabEnabled(m_tabs->indexOf(m_zoneTable), false);
    m_processTable->setObjectName(QStringLiteral("traceProcesses"));
    m_tabs->addTab(m_processTable, tr("Processes"));
    m_notices->setObjectName(QStringLiteral("traceNotices"));
    m_tabs->addTab(m_notices, tr("Notices (%1)").arg(0));
    m_tabs->setTabEnabled(m_tabs->indexOf(m_notices), false);
    // Above the file table while the views show what one frame caused: what, and the way back.
    m_filterBar = new QWidget(this);
    m_filterBar->setObjectName(QStringLiteral("traceFrameFilter"));
    m_filterText = new QLabel(m_filterBar);
    m_filterText->setWordWrap(true);
    auto* showAll = new QPushButton(tr("Show everything"), m_filterBar);
    auto* filterRow = new QHBoxLayout(m_filterBar);
    filterRow->setContentsMargins(0, 0, 0, 0);
    filterRow->addWidget(m_filterText, 1);
    filterRow->addWidget(showAll);
    m_filterBar->hide();
    connect(showAll, &QPushButton::clicked, this, &TracePage::clearFrameFilter);
    auto* files = new QWidget(this);
    auto* filesColumn = new QVBoxLayout(files);
    filesColumn->setContentsMargins(0, 0, 0, 0);
    filesColumn->addWidget(m_filterBar);
    filesColumn->addWidget(m_fileTable, 1);
    auto* centre = new QSplitter(Qt::Vertical, this);
    centre->addWidget(files);
    centre->addWidget(m_tabs);
    centre->setStretchFactor(0, 1);
    centre->setStretchFactor(1, 2);
    auto* body = new QSplitter(Qt::Horizontal, this);
    body->addWidget(centre);
    auto* findings = new QWidget(this);
    auto* findingsColumn = new QVBoxLayout(findings);
    findingsColumn->setContentsMargins(0, 0, 0, 0);
    findingsColumn->addWidget(m_userCodeBar);
    findingsColumn->addWidget(m_findings, 1);
    body->addWidget(findings);
    // The findings and their lesson stay readable however many tabs the centre has: the splitter
    // shares the width by the widgets' size hints, and the tab bar's grows with every tab.
    m_findings->setMinimumWidth(280);
    m_tabs->setUsesScrollButtons(true);
    body->setStretchFactor(0, 3);
    body->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(body, 1);

    connect(m_flame, &FlamePane::filterRequested, this, &TracePage::filterToFrame);
    m_flame->setUserCodeOffer([this](std::size_t frame) { return userCodePathFor(frame); });
    connect(m_flame, &FlamePane::userCodeRequested, this, &TracePage::countAsUserCode);
    connect(m_userCodeBar, &UserCodeBar::resetRequested, this, &TracePage::resetUserCode);
    connect(browseProgram, &QToolButton::clicked, this, &TracePage::browseProgram);
    connect(browseDir, &QToolButton::clicked, this, &TracePage::browseWorkingDir);
    connect(m_run, &QPushButton::clicked, this, &TracePage::run);
    connect(m_program, &QLineEdit::returnPressed, this, &TracePage::run);
    connect(m_arguments, &QLineEdit::returnPressed, this, &TracePage::run);
    connect(m_cancel, &QPushButton::clicked, this, &TracePage::cancel);
    connect(m_attach, &QPushButton::clicked, this, [this] { attachDialog(); });
    connect(m_open, &QPushButton::clicked, this, &TracePage::openTraceDialog);
    connect(m_save, &QPushButton::clicked, this, &TracePage::saveTraceDialog);
    connect(m_compare, &QPushButton::clicked, this, &TracePage::compareDialog);
    connect(m_recent, &QComboBox::activated, this, &TracePage::chooseRecent);
    connect(m_controller, &TraceController::live, this, &TracePage::onLive);
    connect(m_controller, &TraceController::finished, this, &TracePage::onFinished);
    connect(m_controller, &TraceController::failed, this, &TracePage::onFailed);
    connect(m_fileTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex& current) {
            if (current.isValid())
                selectFile(current.data(TraceFileModel::FileIndexRole).toInt());
        });
    connect(m_findings, &TraceFindingsPane::tryFixRequested, this, &TracePage::tryFixRequested);
    connect(m_findings, &TraceFindingsPane::fileFocused, this, &TracePage::focusFile);

    updateRecent();
    const QList<TraceCommand> recent = m_settings->recentTraceCommands();
    if (!recent.isEmpty())
        setCommand(recent.front().program, recent.front().arguments, recent.front().workingDir);
    setRunning(false);
    setStatus(tr("Choose a program and press Run: iolens runs it unchanged, records every file and socket call "
                 "it makes (and its children's), and shows where the time went."));
}

TracePage::~TracePage() = default;

void TracePage::setCommand(const QString& program, const QString& arguments, const QString& workingDir)
{
    m_program->setText(program);
    m_arguments->setText(arguments);
    m_workingDir->setText(workingDir);
}

bool TracePage::isRunning() const
{
    return m_controller->isRunning();
}

bool TracePage::run()
{
    if (isRunning())
        return false; // Ctrl+R again while tracing would otherwise replace the running trace
    const QString program = m_program->text().trimmed();
    if (program.isEmpty()) {
        setStatus(tr("Choose a program to trace first."));
        return false;
    }
    QString error;
    const auto arguments = splitArguments(m_arguments->text(), &error);
    if (!arguments) {
        setStatus(error);
        return false;
    }
    const QString dir = m_workingDir->text().trimmed();
    if (!dir.isEmpty() && !QFileInfo(dir).isDir()) {
        setStatus(tr("The working directory '%1' does not exist or is not a directory.").arg(dir));
        return false;
    }
    trace::LaunchSpec spec;
    spec.argv.push_back(program.toStdString());
    for (const QString& a : *arguments)
        spec.argv.push_back(a.toStdString());
    spec.workingDir = dir.toStdString();
    spec.passStdio = false;
    m_pendingCommand = { program, m_arguments->text(), dir };
    QStringList words { program };
    words << *arguments;
    m_runningCommand = joinArguments(words);
    m_live->clear();
    setStatus(tr("Tracing %1 …").arg(m_runningCommand));
    m_controller->start(spec);
    setRunning(true);
    return true;
}

bool TracePage::attachTo(int pid, int durationS)
{
    if (isRunning())
        return false;
    if (pid <= 0) {
        setStatus(tr("Choose a process to attach to first."));
        return false;
    }
    QStringList words;
    for (const std::string& word : trace::commandLineOf(pid_t(pid)))
        words << QString::fromStdString(word);
    m_pendingCommand = {};
    m_runningCommand = joinArguments(words);
    m_attachedPid = pid;
    m_live->clear();
    // One arg() call: a command line holding "%2" must not be taken for a placeholder.
    QString shown = m_runningCommand.simplified();
    if (shown.size() > 120)
        shown = shown.left(119) + QStringLiteral("…");
    setStatus(durationS > 0
            ? tr("Recording process %1 (%2) for %3 s; Stop lets it go sooner.")
                  .arg(QString::number(pid), shown, QString::number(durationS))
            : tr("Recording process %1 (%2); Stop lets it go and shows its trace.").arg(QString::number(pid), shown));
    m_controller->attach(pid, durationS);
    setRunning(true);
    return true;
}

AttachDialog* TracePage::attachDialog()
{
    if (isRunning())
        return nullptr;
    // Not exec(): the window's event loop goes on while the list is open.
    auto* dialog = new AttachDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { attachTo(dialog->pid(), dialog->durationSeconds()); });
    dialog->open();
    return dialog;
}

void TracePage::cancel()
{
    if (!m_controller->isRunning())
        return;
    if (m_attachedPid > 0) {
        setStatus(tr("Letting process %1 go: it runs on; what it did so far is shown.").arg(m_attachedPid));
        m_controller->cancel();
        return;
    }
    setStatus(tr("Cancelling: the program gets SIGTERM, then SIGKILL; what it did so far is still shown."));
    m_controller->cancel();
}

void TracePage::setRunning(bool running)
{
    if (!running)
        m_attachedPid = 0;
    m_run->setEnabled(!running);
    m_attach->setEnabled(!running);
    m_cancel->setEnabled(running);
    // Cancel ends a started program; an attached one is only let go.
    m_cancel->setText(running && m_attachedPid > 0 ? tr("Stop") : tr("Cancel"));
    m_open->setEnabled(!running);
    m_save->setEnabled(!running && m_trace);
    m_compare->setEnabled(!running && m_trace);
    emit runningChanged(running);
}

void TracePage::setStatus(const QString& text)
{
    m_status->setText(text);
}

QString TracePage::liveText() const
{
    return m_live->text();
}

QString TracePage::statusText() const
{
    return m_status->text();
}

void TracePage::onLive(const trace::LiveCounters& c)
{
    const QLocale locale;
    m_live->setText(
        tr("calls %1 · %2 · files %3 · processes %4 · %5")
            .arg(locale.toString(static_cast<qulonglong>(c.calls)), formatBytes(static_cast<double>(c.bytes)),
                locale.toString(static_cast<qulonglong>(c.files)),
                locale.toString(static_cast<qulonglong>(c.processes)), formatNs(static_cast<double>(c.elapsedNs))));
}

void TracePage::onFinished(TracePtr trace)
{
    // The status line gives the final totals: the last poll's counts beside them would disagree.
    m_live->clear();
    setRunning(false);
    // Only a command that ran is remembered: a mistyped program should not stay in the list.
    if (!m_pendingCommand.program.isEmpty()) {
        m_settings->addRecentTraceCommand(m_pendingCommand);
        updateRecent();
    }
    m_pendingCommand = {};
    showTrace(std::move(trace), m_runningCommand);
}

void TracePage::onFailed(const QString& message)
{
    m_live->clear();
    setRunning(false);
    m_pendingCommand = {};
    setStatus(message);
}

void TracePage::showView()
{
    m_file = -1;
    m_files->setTrace(m_shown);
    m_sites->setTrace(m_shown);
    m_processes->setTrace(m_shown);
    m_zones->setTrace(m_shown);
    m_tabs->setTabEnabled(m_tabs->indexOf(m_zoneTable), m_shown && !m_shown->zones.empty());
    for (TracePlotView* view : m_plots)
        view->setTrace(m_shown);
    showStacks();
    m_accessMap->setTrace(m_shown);
}

void TracePage::filterToFrame(std::size_t frame)
{
    if (!m_trace || frame >= m_trace->frames.size())
        return;
    auto caused = std::make_shared<trace::Trace>(trace::traceCausedBy(*m_trace, frame));
    std::uint64_t calls = 0;
    for (const trace::FileStats& f : caused->files)
        for (const trace::CallStats& c : f.calls)
            calls += c.count;
    const QString name = qs(m_trace->frames[frame].label());
    const QString callCount = QLocale().toString(static_cast<qulonglong>(calls));
    m_filterText->setText(caused->files.size() == 1
            ? tr("Showing what %1 caused: 1 file, %2 calls (from its sampled stacks).").arg(name, callCount)
            : tr("Showing what %1 caused: %2 files, %3 calls (from its sampled stacks).")
                  .arg(name, QLocale().toString(static_cast<qulonglong>(caused->files.size())), callCount));
    m_shown = std::move(caused);
    m_filterBar->show();
    showView();
    if (!m_shown->files.empty())
        selectFile(m_fileProxy->mapToSource(m_fileProxy->index(0, 0)).row());
}

void TracePage::clearFrameFilter()
{
    if (m_shown == m_trace)
        return;
    m_shown = m_trace;
    m_filterBar->hide();
    showView();
    if (m_shown && !m_shown->files.empty())
        selectFile(m_fileProxy->mapToSource(m_fileProxy->index(0, 0)).row());
}

QString TracePage::frameFilterText() const
{
    return m_filterBar->isHidden() ? QString() : m_filterText->text();
}

void TracePage::showTrace(TracePtr trace, const QString& origin)
{
    m_trace = std::move(trace);
    m_shown = m_trace;
    m_filterBar->hide();
    m_loadedUserCode = m_trace ? m_trace->userCodeModules : std::vector<std::string>();
    m_userCodeBar->setAdded({});
    showView();
    m_findings->setTrace(m_trace);
    setRunning(m_controller->isRunning());
    if (!m_trace) {
        m_notices->clear();
        setStatus({});
        return;
    }
    const trace::Trace& t = *m_trace;
    QString end;
    // An attached process that was killed and reaped by its parent before iolens saw it has no
    // wait status: its image says "killed", and "exited with status 0" would be untrue.
    const bool killedUnseen
        = t.signal == 0 && t.exitStatus == 0 && !t.processes.empty() && t.processes.front().end == "killed";
    if (t.signal > 0)
        end = tr("was killed by signal %1").arg(QString::fromStdString(trace::signalText(t.signal)));
    else if (killedUnseen)
        end = tr("was killed by a signal iolens did not see");
    else
        end = tr("exited with status %1").arg(t.exitStatus);
    // A multi-line command (python3 -c '…') reads as one line here; the fields keep it as typed.
    QString shown = origin.simplified();
    if (shown.size() > 120)
        shown = shown.left(119) + QStringLiteral("…");
    const bool detached = !t.processes.empty() && t.processes.front().end == "detached";
    QString text = detached ? tr("%1 was recorded for %2 and let go; it runs on: files %3, findings %4.")
                                  .arg(shown, formatNs(static_cast<double>(t.wallNs)))
                                  .arg(t.files.size())
                                  .arg(t.findings.size())
                            : tr("%1 %2 after %3: files %4, findings %5.")
                                  .arg(shown, end, formatNs(static_cast<double>(t.wallNs)))
                                  .arg(t.files.size())
                                  .arg(t.findings.size());
    // A program that starts many shells gets a notice per process: they get a tab of their own
    // instead of pushing the tables off the page.
    QStringList notices;
    for (std::size_t i = 0; i < t.notices.size(); ++i)
        notices << traceNotice(t, i).toHtmlEscaped();
    m_notices->setHtml(notices.isEmpty()
            ? QString()
            : QStringLiteral("<p>") + notices.join(QStringLiteral("</p><p>")) + QStringLiteral("</p>"));
    const int noticesTab = m_tabs->indexOf(m_notices);
    m_tabs->setTabText(noticesTab, tr("Notices (%1)").arg(notices.size()));
    m_tabs->setTabEnabled(noticesTab, !notices.isEmpty());
    if (notices.size() == 1)
        text += QLatin1Char(' ') + traceNotice(t, 0);
    else if (notices.size() > 1)
        text += QLatin1Char(' ')
            + tr("%1 notices on what the tracing could not see: see the Notices tab.").arg(notices.size());
    setStatus(text);
    if (m_findings->count() == 0 && !t.files.empty())
        selectFile(m_fileProxy->mapToSource(m_fileProxy->index(0, 0)).row());
    emit traceShown();
}

QString TracePage::userCodePathFor(std::size_t frame) const
{
    if (!m_trace || isRunning() || frame >= m_trace->frames.size() || trace::isUserFrameAnywhere(*m_trace, frame))
        return {};
    return QString::fromStdString(trace::userCodePatternOf(m_trace->frames[frame]));
}

bool TracePage::countAsUserCode(std::size_t frame)
{
    const QString path = userCodePathFor(frame);
    if (path.isEmpty())
        return false;
    std::vector<std::string> patterns = m_trace->userCodeModules;
    patterns.push_back(path.toStdString());
    setUserCode(patterns);
    setStatus(tr("%1 counts as your code now: findings %2.").arg(path).arg(m_trace->findings.size()));
    return true;
}

void TracePage::resetUserCode()
{
    if (!m_trace || m_trace->userCodeModules == m_loadedUserCode)
        return;
    setUserCode(m_loadedUserCode);
    setStatus(tr("Your code is what the rules say again: findings %1.").arg(m_trace->findings.size()));
}

void TracePage::setUserCode(const std::vector<std::string>& patterns)
{
    QApplication::setOverrideCursor(Qt::WaitCursor);
    auto widened = std::make_shared<const trace::Trace>(trace::withUserCode(*m_trace, patterns));
    QApplication::restoreOverrideCursor();
    // The tables, plots and stacks do not depend on whose code is whose: they move to the new trace
    // (the old one would otherwise stay in memory) keeping the file the user looks at, unless they
    // show what one frame caused, a cut of their own.
    const bool filtered = m_shown != m_trace;
    const int file = m_file;
    m_trace = std::move(widened);
    m_findings->setTrace(m_trace); // may focus its first finding's file: the user's file comes after
    if (!filtered) {
        m_shown = m_trace;
        showView();
        if (file >= 0)
            selectFile(file);
    }
    QStringList added;
    for (const std::string& p : m_trace->userCodeModules)
        if (std::find(m_loadedUserCode.begin(), m_loadedUserCode.end(), p) == m_loadedUserCode.end())
            added << QString::fromStdString(p);
    m_userCodeBar->setAdded(added);
}

void TracePage::selectFile(int file)
{
    if (!m_shown || file < 0 || file >= static_cast<int>(m_shown->files.size()))
        return;
    const bool changed = file != m_file;
    m_file = file;
    const QModelIndex index = m_fileProxy->mapFromSource(m_files->index(file, 0));
    if (m_fileTable->currentIndex().row() != index.row())
        m_fileTable->selectionModel()->setCurrentIndex(
            index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    if (changed) {
        for (TracePlotView* view : m_plots)
            view->setSelectedFile(file);
        showStacks();
        m_accessMap->setSelectedFile(file);
    }
}

void TracePage::showStacks()
{
    if (!m_shown) {
        m_flame->setStacks({}, {}, {}, {});
        return;
    }
    TraceStacks stacks = traceStacks(*m_shown, m_file);
    QString scope;
    if (m_file >= 0 && m_file < static_cast<int>(m_shown->files.size()))
        scope = tr("The stacks of the calls on %1 (choose another file in the table above).")
                    .arg(qs(trace::displayPath(m_shown->files[static_cast<std::size_t>(m_file)].path)));
    else
        scope = tr("The stacks of every call.");
    m_flame->setSourcePlaces(std::move(stacks.places), m_workingDir->text().trimmed());
    m_flame->setStacks(std::move(stacks.paths), std::move(stacks.names), std::move(stacks.runtime),
        scope + QLatin1Char(' ') + stacks.sampling);
}

void TracePage::focusFile(const QString& path, int pid)
{
    if (!m_trace)
        return;
    // A finding's file is one of the whole trace's: the filter by frame is lifted if it hides it.
    const auto shows = [&] {
        return std::any_of(m_shown->files.begin(), m_shown->files.end(),
            [&](const trace::FileStats& f) { return qs(f.path) == path; });
    };
    if (!shows())
        clearFrameFilter();
    int fallback = -1;
    for (std::size_t i = 0; i < m_shown->files.size(); ++i) {
        const trace::FileStats& f = m_shown->files[i];
        if (qs(f.path) != path)
            continue;
        if (pid == 0 || f.pid == pid) {
            selectFile(static_cast<int>(i));
            return;
        }
        if (fallback < 0)
            fallback = static_cast<int>(i);
    }
    selectFile(fallback);
}

void TracePage::browseProgram()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Program to trace"), m_program->text());
    if (!path.isEmpty())
        m_program->setText(path);
}

void TracePage::browseWorkingDir()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Working directory"), m_workingDir->text());
    if (!dir.isEmpty())
        m_workingDir->setText(dir);
}

void TracePage::updateRecent()
{
    m_recent->clear();
    const QList<TraceCommand> recent = m_settings->recentTraceCommands();
    for (const TraceCommand& c : recent) {
        QString text = c.program;
        if (!c.arguments.isEmpty())
            text += QLatin1Char(' ') + c.arguments;
        m_recent->addItem(text.simplified());
        m_recent->setItemData(m_recent->count() - 1,
            c.workingDir.isEmpty() ? text : tr("%1\nin %2").arg(text, c.workingDir), Qt::ToolTipRole);
    }
    m_recent->setEnabled(!recent.isEmpty());
    m_recent->setMinimumContentsLength(24);
    m_recent->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
}

void TracePage::chooseRecent(int index)
{
    const QList<TraceCommand> recent = m_settings->recentTraceCommands();
    if (index < 0 || index >= recent.size())
        return;
    setCommand(recent[index].program, recent[index].arguments, recent[index].workingDir);
}

QString TracePage::saveTrace(const QString& path) const
{
    if (!m_trace)
        return tr("There is no trace to save yet: run a program first.");
    const QByteArray json = trace::traceToJson(*m_trace);
    if (const QString why = saveFileWhole(path, json); !why.isEmpty())
        return tr("Cannot write '%1': %2.").arg(path, why);
    return {};
}

QString TracePage::openTrace(const QString& path)
{
    try {
        showTrace(trace::readTraceJson(path.toStdString()), QFileInfo(path).fileName());
    } catch (const std::exception& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

QString TracePage::compareWithTrace(const QString& path)
{
    if (!m_trace)
        return tr("Run or open a trace first: it becomes the \"after\" side.");
    TracePtr before;
    try {
        before = trace::readTraceJson(path.toStdString());
    } catch (const std::exception& e) {
        return QString::fromStdString(e.what());
    }
    auto* dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(
        tr("Compare traces: %1 (before) and the current trace (after)").arg(QFileInfo(path).fileName()));
    auto* model = new TraceCompareModel(dialog);
    model->setTraces(before, m_trace);
    auto* proxy = new QSortFilterProxyModel(dialog);
    proxy->setSourceModel(model);
    proxy->setSortRole(TraceCompareModel::SortRole);
    auto* table = makeTable(proxy, dialog);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(new QLabel(tr("Per file and call kind, processes merged: what the fix changed."), dialog));
    layout->addWidget(table, 1);
    layout->addWidget(buttons);
    dialog->resize(900, 500);
    dialog->show();
    return {};
}

void TracePage::saveTraceDialog()
{
    const QString path = askDocumentSavePath(this, tr("Save trace"), QStringLiteral("iolens-trace"),
        { tr("iolens traces (*.iolens.json)"), tr("All files (*)") });
    if (path.isEmpty())
        return;
    const QString error = saveTrace(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Save trace"), error);
}

void TracePage::openTraceDialog()
{
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Open trace"), QString(), tr("iolens traces (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    const QString error = openTrace(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Open trace"), error);
}

void TracePage::compareDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Trace to compare against (before)"), QString(), tr("iolens traces (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    const QString error = compareWithTrace(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Compare traces"), error);
}

} // namespace iolens::ui
