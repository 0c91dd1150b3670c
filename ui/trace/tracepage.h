// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/settings.h"
#include "ui/trace/tracefilemodel.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QTextBrowser;

namespace iolens::ui {

class AccessMapView;
class AttachDialog;
class TraceController;
class TraceFindingsPane;
class TracePhasesPlot;
class TracePlotView;
class TraceProcessModel;
class TraceZoneModel;
class TraceSiteModel;
class UserCodeBar;
class FlamePane;
class TraceSizePlot;
class TraceTimelinePlot;

// The "Trace a program" page: what to run (program, arguments split like a shell would, working
// directory, recent commands), Run and Cancel with live counters, then what the program's I/O
// cost: a table per file, the phases, call sizes and time line of the selected file, the call
// sites and the findings with their lessons. Runs go through TraceController, off the GUI thread.
class TracePage : public QWidget {
    Q_OBJECT
public:
    explicit TracePage(Settings* settings, QWidget* parent = nullptr);
    ~TracePage() override;

    void setCommand(const QString& program, const QString& arguments, const QString& workingDir = {});
    // Starts tracing the command in the fields; false (and the status line says why) when the
    // program field is empty or the arguments do not split, and false while a trace runs.
    bool run();
    void cancel();
    bool isRunning() const;
    // Attaches to the running process `pid` and records until Stop (cancel()), `durationS` seconds
    // (0: no limit) or its end; then the trace is shown as for a started program. False (and the
    // status line says why) while a trace runs.
    bool attachTo(int pid, int durationS = 0);
    // Opens Attach to process… (AttachDialog, window-modal, deleted when closed); choosing a
    // process calls attachTo(). Null while a trace runs.
    AttachDialog* attachDialog();
    int attachedPid() const { return m_attachedPid; }

    // Shows a trace (from a run or a file); origin names it in the status line.
    void showTrace(TracePtr trace, const QString& origin);
    TracePtr trace() const { return m_trace; }
    // What the file table, plots, stacks and access map show: the trace, or what one frame of its
    // stacks caused (filterToFrame); file indices (selectFile) are into its files.
    TracePtr shownTrace() const { return m_shown; }
    // Cuts those views down to what the stacks through frame (an index into Trace::frames) caused
    // (core/trace/framefilter.h), with a bar above the file table that says so and undoes it.
    void filterToFrame(std::size_t frame);
    void clearFrameFilter();
    QWidget* frameFilterBar() const { return m_filterBar; }
    QString frameFilterText() const;
    // "Count … as your code" (issue 23 §3): the path of the frame's module (or script) joins the
    // patterns of the user's code, and the findings are found again so that they name lines
    // there; the bar above the findings lists what was added and undoes it. userCodePathFor is
    // what a frame's menu offers: empty when the frame is the user's already or has no module.
    QString userCodePathFor(std::size_t frame) const;
    bool countAsUserCode(std::size_t frame);
    void resetUserCode();
    UserCodeBar* userCodeBar() const { return m_userCodeBar; }
    // Selects a row of the file table by its index in Trace::files.
    void selectFile(int file);
    int selectedFile() const { return m_file; }

    TraceController* controller() const { return m_controller; }
    TraceFileModel* fileModel() const { return m_files; }
    QSortFilterProxyModel* fileProxy() const { return m_fileProxy; }
    QTableView* fileTable() const { return m_fileTable; }
    TraceSiteModel* siteModel() const { return m_sites; }
    FlamePane* flamePane() const { return m_flame; }
    AccessMapView* accessMap() const { return m_accessMap; }
    TraceProcessModel* processModel() const { return m_processes; }
    TraceZoneModel* zoneModel() const { return m_zones; }
    TraceFindingsPane* findings() const { return m_findings; }
    TracePhasesPlot* phasesPlot() const { return m_phases; }
    TraceSizePlot* sizePlot() const { return m_sizes; }
    TraceTimelinePlot* timelinePlot() const { return m_timeline; }
    QTabWidget* plotTabs() const { return m_tabs; }
    QString liveText() const;
    QString statusText() const;

    // Save and open traces as JSON (core/trace/tracejson.h); an empty string or the sentence.
    QString saveTrace(const QString& path) const;
    QString openTrace(const QString& path);
    // Opens a window comparing a saved trace (before) with the one shown (after).
    QString compareWithTrace(const QString& path);

    // The File menu's exports while this page shows (tracepageexport.cpp): the table as CSV (the
    // file table as shown, core/trace/tracecsv.h) or JSON (the trace, as Save trace writes it), and
    // the plot of the current tab (the phases, sizes and time line plots, the flame graph, the
    // access map); another tab gets a sentence saying which tabs are plots.
    void exportTable(bool json);
    void exportPlot();
    QString writeTableCsv(const QString& path) const; // "" or one sentence naming the path

signals:
    void tryFixRequested(const QStringList& strategies, const QString& file);
    void traceShown();
    void runningChanged(bool running);

private:
    void browseProgram();
    void browseWorkingDir();
    void updateRecent();
    void chooseRecent(int index);
    void onLive(const trace::LiveCounters& counters);
    void onFinished(TracePtr trace);
    void onFailed(const QString& message);
    void setRunning(bool running);
    void setStatus(const QString& text);
    void focusFile(const QString& path, int pid);
    void setUserCode(const std::vector<std::string>& patterns);
    void showView(); // m_shown in the file table, sites, processes, zones, plots, stacks, access map
    void saveTraceDialog();
    void openTraceDialog();
    void compareDialog();

    Settings* m_settings;
    TraceController* m_controller;
    TraceFileModel* m_files;
    QSortFilterProxyModel* m_fileProxy;
    TraceSiteModel* m_sites;
    QSortFilterProxyModel* m_siteProxy;
    TraceProcessModel* m_processes;
    QSortFilterProxyModel* m_processProxy;
    TraceZoneModel* m_zones;
    QSortFilterProxyModel* m_zoneProxy;
    QLineEdit* m_program;
    QLineEdit* m_arguments;
    QLineEdit* m_workingDir;
    QComboBox* m_recent;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QPushButton* m_attach;
    QPushButton* m_open;
    QPushButton* m_save;
    QPushButton* m_compare;
    QLabel* m_live;
    QLabel* m_status;
    QTableView* m_fileTable;
    QTableView* m_siteTable;
    QTableView* m_processTable = nullptr;
    QTableView* m_zoneTable = nullptr;
    QTabWidget* m_tabs;
    TracePhasesPlot* m_phases;
    TraceSizePlot* m_sizes;
    TraceTimelinePlot* m_timeline;
    std::vector<TracePlotView*> m_plots;
    TraceFindingsPane* m_findings;
    QWidget* m_filterBar = nullptr;
    QLabel* m_filterText = nullptr;
    UserCodeBar* m_userCodeBar;
    std::vector<std::string> m_loadedUserCode; // the trace's patterns as it was shown
    QTextBrowser* m_notices; // what the preload could not see, one paragraph per notice
    FlamePane* m_flame; // the sampled call stacks of the selected file (or of every call)
    AccessMapView* m_accessMap; // how the program walked through the selected file
    TracePtr m_trace;
    TracePtr m_shown; // m_trace, or what one frame caused (filterToFrame)
    int m_file = -1;
    void showStacks(); // the flame graph of m_file's stacks, or of every call's without one
    QString m_runningCommand;
    int m_attachedPid = 0; // the process being recorded by attachTo(), 0 when none
    TraceCommand m_pendingCommand; // what run() started, remembered once it has run
};

} // namespace iolens::ui
