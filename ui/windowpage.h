// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QWidget>

#include <vector>

class QDockWidget;
class QMainWindow;

namespace iolens::ui {

// One page of the main window (the Strategies page, the Trace page …): it owns its tables, plots
// and selection, and the window only switches between pages. Adding a page is one line in
// MainWindow's constructor, `addPage(new MyPage(…))`: the page then gets a View-menu entry, a
// button on the Pages tool bar and the shortcut Ctrl+<its position>.
class WindowPage : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    // The page's name in the View menu and on the Pages tool bar ("Strategies").
    virtual QString pageTitle() const = 0;
    // One sentence saying what the page is for; the window appends the shortcut.
    virtual QString pageToolTip() const = 0;
    // Called once by MainWindow::addPage: a page with docks or status-bar widgets adds them to the
    // window here and returns the docks, which the window shows only while the page is current.
    virtual std::vector<QDockWidget*> attach(QMainWindow* window)
    {
        Q_UNUSED(window);
        return {};
    }
    // The page's first layout, when no saved one exists: its docks' widths and its splitters,
    // for a window of this size (called once the window is shown).
    virtual void applyFirstLayout(QMainWindow* window, const QSize& windowSize)
    {
        Q_UNUSED(window);
        Q_UNUSED(windowSize);
    }
    // The page's own layout beyond the docks (splitters), kept in the settings under its object
    // name; restoreLayout returns false for a layout it cannot use.
    virtual QByteArray saveLayout() const { return {}; }
    virtual bool restoreLayout(const QByteArray& layout)
    {
        Q_UNUSED(layout);
        return false;
    }
    // Whether the window's Main tool bar (Run, Cancel, sessions, export) belongs on this page.
    virtual bool showsMainToolBar() const { return false; }
    // What Run (Ctrl+R) and Cancel (Esc) do while the page shows; by default nothing.
    virtual void run() { }
    virtual void cancel() { }
    // Whether Run and Cancel are enabled now; a change is announced with runStateChanged().
    virtual bool canRun() const { return true; }
    virtual bool isRunning() const { return false; }

signals:
    // A line for the window's status bar (0: until replaced).
    void statusMessage(const QString& text, int timeoutMs);
    // The page wants to be the current one (a link from another page, an opened document).
    void showRequested();
    void runStateChanged();
};

} // namespace iolens::ui
