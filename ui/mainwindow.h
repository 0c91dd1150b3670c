#pragma once

#include "ui/runcontroller.h"

#include <QMainWindow>

#include <vector>

class QActionGroup;
class QDockWidget;
class QLabel;
class QProgressBar;
class QSortFilterProxyModel;
class QStackedWidget;
class QTabWidget;
class QToolBar;
class QTableView;
class QToolButton;

namespace iolens::ui {

class ControlPanel;
class FileGenerator;
class HotspotView;
class SweepView;
class LessonPane;
class PlotView;
class ResultsModel;
class Settings;
class TracePage;

// The window holds pages. The Strategies page: control panel on the left, results table over the
// plot tabs in the middle, the lesson pane on the right, progress and Cancel in the status bar.
// The "Trace a program" page (TracePage) owns its own form, tables and plots; while it shows, the
// strategies' docks and tool bar are hidden so that neither page clutters the other. Wiring
// only: runs go through RunController, numbers through ResultsModel, pictures through the
// PlotView subclasses.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    enum class Page { Strategies, Trace };

    explicit MainWindow(Settings* settings, QWidget* parent = nullptr);
    ~MainWindow() override;

    void showPage(Page page);
    Page currentPage() const;
    TracePage* tracePage() const { return m_tracePage; }
    // "Try the fix on this file": the Strategies page with exactly these strategies checked (the
    // first, the slow mirror, as the baseline), the traced file as the workload (an empty file:
    // the current workload), and a run started. False, with a warning, when the file is refused,
    // no strategy is known or a run is already going.
    bool tryTraceFix(const QStringList& strategies, const QString& file);

    ControlPanel* controlPanel() const { return m_panel; }
    RunController* controller() const { return m_controller; }
    QTabWidget* plotTabs() const { return m_tabs; }
    HotspotView* hotspot() const { return m_hotspot; }
    SweepView* sweep() const { return m_sweep; }
    ReportPtr report() const { return m_report; }

    // Uses the last file, or generates the demo file when there is none (first start) or the last
    // file can no longer be measured (the status bar says why).
    void ensureWorkload();
    // Opens a saved session; a damaged one gives a warning with Session::load's sentence and
    // leaves the current report in place. False when it was refused.
    bool openSessionFile(const QString& path);
    // Opens the compare dialog with a saved session as the "before" side; a damaged one gives a
    // warning with Session::load's sentence. False when it was refused or there is no report yet.
    bool compareSessionFile(const QString& path);
    void showReport(ReportPtr report, const QString& origin);
    void selectStrategy(const QString& id);
    bool showPlot(const QString& titleOrKey);

public slots:
    void run();
    void cancel();

signals:
    void workloadReady();
    void runFinished();

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    void showFiguresNextToMedian();
    void addPlot(PlotView* view, const QString& key); // key: stable name for scripts ("phases")
    void generateDemo();
    void openSession();
    void saveSession();
    void compareSession();
    void exportTable(bool json);
    void exportPlot();
    void onProgress(int permille, const QString& strategy, int repetition, qint64 msLeft);
    void setRunning(bool running);
    void createPageActions(QMenu* view);

    Settings* m_settings;
    RunController* m_controller;
    FileGenerator* m_demo;
    ResultsModel* m_model;
    QSortFilterProxyModel* m_proxy;
    ControlPanel* m_panel;
    QTableView* m_table;
    QTabWidget* m_tabs;
    LessonPane* m_lesson;
    QProgressBar* m_progress;
    QLabel* m_progressLabel;
    QToolButton* m_cancelButton;
    QAction* m_runAction = nullptr;
    QAction* m_cancelAction = nullptr;
    std::vector<PlotView*> m_plots;
    HotspotView* m_hotspot = nullptr;
    SweepView* m_sweep = nullptr;
    ReportPtr m_report;
    QString m_demoReason; // why the demo file replaces the last file, shown when it is ready
    bool m_selecting = false;
    QStackedWidget* m_pages = nullptr;
    TracePage* m_tracePage = nullptr;
    QToolBar* m_mainBar = nullptr;
    std::vector<QAction*> m_pageActions; // indexed by Page
    std::vector<QDockWidget*> m_docks; // the Strategies page's
    std::vector<QDockWidget*> m_hiddenDocks; // hidden for the Trace page, shown again on return
};

} // namespace iolens::ui
