// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/report/reportwriter.h"
#include "ui/runcontroller.h"
#include "ui/trace/tracefilemodel.h"

#include <QMainWindow>
#include <QTemporaryFile>

#include <memory>
#include <vector>

class QActionGroup;
class QDockWidget;
class QStackedWidget;
class QTabWidget;
class QToolBar;
class QToolButton;

namespace iolens::ui {

class ControlPanel;
class HotspotView;
class Settings;
class StrategiesPage;
class SweepView;
class TracePage;
class TracePageHost;
class WindowPage;

// The window holds pages (WindowPage): the Strategies page and the "Trace a program" page today.
// It only switches between them (each page owns its tables, plots, selection and docks), holds
// the menus and tool bars, and is the one way a saved document comes in (Open, a drop, Compare).
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    enum class Page { Strategies, Trace }; // the pages' positions, as registered in the constructor

    explicit MainWindow(Settings* settings, QWidget* parent = nullptr);

    // The version saveState() writes: a layout from before the docks had sensible first widths
    // (version 0) is not restored, so those users get the first layout once.
    static constexpr int kStateVersion = 2;
    // The first window on a screen with this available geometry (no saved geometry yet): most of
    // the screen, centred, at most 2200×1400 so a 4K screen does not get a wall of table; all of a
    // screen at most kSmallScreenHeight tall (a laptop's), where the plots need every pixel.
    static QRect firstGeometry(const QRect& available);
    static constexpr int kSmallScreenHeight = 900;
    // Whether the dock layout came from the settings (false: the first layout was applied).
    bool layoutRestored() const { return m_layoutRestored; }
    ~MainWindow() override;

    // Registers a page: a View-menu entry, a Pages tool bar button, Ctrl+<position>. Returns the position.
    int addPage(WindowPage* page);
    void showPage(WindowPage* page);
    void showPage(Page page);
    Page currentPage() const;
    WindowPage* currentWindowPage() const;
    const std::vector<WindowPage*>& pages() const { return m_pageList; }

    StrategiesPage* strategiesPage() const { return m_strategies; }
    TracePage* tracePage() const;
    // "Try the fix on this file": see StrategiesPage::tryFix.
    bool tryTraceFix(const QStringList& strategies, const QString& file);
    // The trace the last "Try the fix" replays (a temporary copy of the Trace page's trace), or "".
    QString replayTracePath() const;
    // File → Export report… of the Strategies page: with that trace when its run replayed it.
    ReportOptions strategiesReportOptions() const;

    // The Strategies page's parts, for main.cpp and the tests.
    ControlPanel* controlPanel() const;
    RunController* controller() const;
    QTabWidget* plotTabs() const;
    HotspotView* hotspot() const;
    SweepView* sweep() const;
    ReportPtr report() const;
    void ensureWorkload();
    void showReport(ReportPtr report, const QString& origin);
    void selectStrategy(const QString& id);
    bool showPlot(const QString& titleOrKey);

    // What a saved document turned out to be; opening one picks its page from its content.
    enum class Document { Session, Trace, Refused };
    // The one way documents come in: a saved session or a CLI --json result opens on the
    // Strategies page, a saved trace on the Trace page; Refused leaves everything as it was and
    // sets *error to Session::load's sentence.
    Document openDocument(const QString& path, QString* error);
    // Opens a saved session (or trace); a damaged one gives a warning with Session::load's
    // sentence and leaves the current report in place. False when it was refused.
    bool openSessionFile(const QString& path);
    // Opens the compare dialog with a saved session as the "before" side; a damaged one gives a
    // warning with Session::load's sentence. False when it was refused or there is no report yet.
    bool compareSessionFile(const QString& path);

public slots:
    void run();
    void cancel();

signals:
    void workloadReady();
    void runFinished();

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    QString saveTraceForReplay(const QString& file);
    void createPagesToolBar(QMenu* view);
    void openSession();
    void compareSession();
    void updateRunActions();

    Settings* m_settings;
    QStackedWidget* m_stack;
    StrategiesPage* m_strategies = nullptr;
    TracePageHost* m_trace = nullptr;
    std::unique_ptr<QTemporaryFile> m_replayTrace; // removed with the window
    TracePtr m_replayedTrace; // the trace saved there: its access map goes into a replay run's report
    std::vector<WindowPage*> m_pageList;
    std::vector<std::vector<QDockWidget*>> m_pageDocks; // by page position
    std::vector<std::vector<QDockWidget*>> m_hiddenDocks; // by page: hidden for another page, shown on return
    std::vector<QAction*> m_pageActions; // by page position
    QActionGroup* m_pageGroup = nullptr;
    QMenu* m_viewMenu = nullptr;
    QToolBar* m_pagesBar = nullptr;
    QToolBar* m_mainBar = nullptr;
    QAction* m_runAction = nullptr;
    QAction* m_cancelAction = nullptr;
    QToolButton* m_cancelButton = nullptr;
    bool m_layoutRestored = false;
    bool m_shown = false;
};

} // namespace iolens::ui
