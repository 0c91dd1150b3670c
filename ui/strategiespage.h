// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/runcontroller.h"
#include "ui/windowpage.h"

#include <vector>

class QLabel;
class QSplitter;
class QProgressBar;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;

namespace iolens::ui {

class ControlPanel;
class FileGenerator;
class HotspotView;
class LessonPane;
class PlotView;
class ResultsModel;
class Settings;
class SweepView;

// The Strategies page: the control panel (a dock on the left), the results table over the plot
// tabs in the middle, the lesson pane (a dock on the right), progress in the status bar. It owns
// the report on show and the one selected strategy that table, tree, plots and lesson follow.
// Runs go through RunController, numbers through ResultsModel, pictures through PlotView.
class StrategiesPage : public WindowPage {
    Q_OBJECT
public:
    explicit StrategiesPage(Settings* settings, QWidget* parent = nullptr);
    ~StrategiesPage() override;

    QString pageTitle() const override { return tr("Strategies"); }
    QString pageToolTip() const override { return tr("Run iolens' strategies on a file and compare them"); }
    std::vector<QDockWidget*> attach(QMainWindow* window) override;
    void applyFirstLayout(QMainWindow* window, const QSize& windowSize) override;
    QByteArray saveLayout() const override;
    bool restoreLayout(const QByteArray& layout) override;
    bool showsMainToolBar() const override { return true; }

    // The docks' first widths (run, lesson) in a window this wide: wide enough that the lesson
    // reads as sentences, narrow enough to leave the table and plots most of the window.
    static std::pair<int, int> firstDockWidths(int windowWidth);
    // The height the plot tabs need on a first start before the results table gets more than five rows.
    static constexpr int kPlotsRoom = 500;
    void run() override;
    void cancel() override;

    ControlPanel* controlPanel() const { return m_panel; }
    RunController* controller() const { return m_controller; }
    QTabWidget* plotTabs() const { return m_tabs; }
    QTableView* table() const { return m_table; }
    HotspotView* hotspot() const { return m_hotspot; }
    SweepView* sweep() const { return m_sweep; }
    ReportPtr report() const { return m_report; }
    bool canRun() const override;
    bool isRunning() const override { return m_controller->isRunning(); }

    // Uses the last file, or generates the demo file when there is none (first start) or the last
    // file can no longer be measured (the status bar says why).
    void ensureWorkload();
    void showReport(ReportPtr report, const QString& origin);
    void selectStrategy(const QString& id);
    bool showPlot(const QString& titleOrKey);
    // "Try the fix on this file": exactly these strategies checked (the first, the slow mirror, as
    // the baseline), the file as the workload (empty: the current one), and a run started. With a
    // replay trace (a saved trace that recorded the file's offsets) the replay family runs too, as
    // recorded (then the baseline) and with each fix: the program's own pattern (issue 26 §3).
    // False, with a message box, when the file is refused, no strategy is known or a run is going.
    bool tryFix(const QStringList& strategies, const QString& file, const QString& replayTrace = {});

    // The File menu's actions on this page's report.
    void saveSession();
    // Opens the compare dialog with `before` as the "before" side. False when there is no report.
    bool compareWith(ReportPtr before, const QString& origin);
    void exportTable(bool json);
    void exportPlot();

signals:
    void workloadReady();
    void runFinished();

private:
    void addPlot(PlotView* view, const QString& key); // key: stable name for scripts ("phases")
    void showFiguresNextToMedian();
    void generateDemo();
    void onProgress(int permille, const QString& strategy, int repetition, qint64 msLeft);
    void setRunning(bool running);
    void showStatus(const QString& text, int timeoutMs) { emit statusMessage(text, timeoutMs); }

    Settings* m_settings;
    RunController* m_controller;
    FileGenerator* m_demo;
    ResultsModel* m_model;
    QSortFilterProxyModel* m_proxy;
    ControlPanel* m_panel;
    QTableView* m_table;
    QSplitter* m_splitter;
    QTabWidget* m_tabs;
    LessonPane* m_lesson;
    QProgressBar* m_progress;
    QLabel* m_progressLabel;
    std::vector<PlotView*> m_plots;
    QDockWidget* m_runDock = nullptr;
    QDockWidget* m_lessonDock = nullptr;
    HotspotView* m_hotspot = nullptr;
    SweepView* m_sweep = nullptr;
    ReportPtr m_report;
    QString m_demoReason; // why the demo file replaces the last file, shown when it is ready
    bool m_selecting = false;
};

} // namespace iolens::ui
