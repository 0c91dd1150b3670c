// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// iolens: the desktop window. Only wiring: parse the command line, build the window, and for
// --screenshot drive a run and save pictures (tests/ui/screenshots.sh uses it).
#include "core/course/coursestep.h"
#include "core/crashcleanup.h"
#include "core/documentkind.h"
#include "core/printable.h"
#include "core/sizeparse.h"
#include "ui/appicon.h"
#include "ui/controlpanel.h"
#include "ui/course/coursepage.h"
#include "ui/hotspotview.h"
#include "ui/mainwindow.h"
#include "ui/plotstyle.h"
#include "ui/pluraltranslator.h"
#include "ui/runcontroller.h"
#include "ui/settings.h"
#include "ui/sweepview.h"
#include "ui/trace/argsplit.h"
#include "ui/trace/attachdialog.h"
#include "ui/trace/flamepane.h"
#include "ui/trace/sourceview.h"
#include "ui/trace/stacktreemodel.h"
#include "ui/trace/tracecontroller.h"
#include "ui/trace/tracepage.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QSpinBox>
#include <QStatusBar>
#include <QStringList>
#include <QTabWidget>
#include <QTimer>
#include <QTranslator>
#include <QTreeView>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace iolens::ui;

namespace {

// Saves the window once per plot tab, one tab at a time, then quits. Timers, not a nested event
// loop, give each tab time to lay out and replot.
void screenshotTabs(MainWindow* window, const QString& dir, QStringList tabs)
{
    if (tabs.isEmpty()) {
        QApplication::quit();
        return;
    }
    const QString tab = tabs.takeFirst();
    if (!window->showPlot(tab)) {
        screenshotTabs(window, dir, tabs);
        return;
    }
    QTimer::singleShot(600, window, [window, dir, tabs, tab] {
        const QString path = dir + QStringLiteral("/iolens-")
            + tab.toLower().replace(QLatin1Char(' '), QLatin1Char('-')) + QStringLiteral(".png");
        window->grab().save(path);
        std::printf("%s\n", qPrintable(path));
        screenshotTabs(window, dir, tabs);
    });
}

// The Call stacks tab's tree, expanded, and the source of the first frame along its hottest path
// that has a readable source (the deepest one), one picture each; then `next`.
void screenshotStackViews(MainWindow* window, const QString& dir, std::function<void()> next)
{
    FlamePane* pane = window->tracePage()->flamePane();
    pane->views()->setCurrentWidget(pane->tree());
    pane->tree()->expandAll();
    QTimer::singleShot(400, window, [window, dir, pane, next] {
        const QString treePath = dir + QStringLiteral("/iolens-trace-stackTree.png");
        window->grab().save(treePath);
        std::printf("%s\n", qPrintable(treePath));
        std::vector<std::size_t> path; // the hottest path's frames, outermost first
        const QAbstractItemModel* model = pane->tree()->model();
        for (QModelIndex at = model->index(0, 0); at.isValid(); at = model->index(0, 0, at))
            path.push_back(std::size_t(at.data(StackTreeModel::FrameRole).toULongLong()));
        const bool shown
            = std::any_of(path.rbegin(), path.rend(), [pane](std::size_t f) { return pane->showSource(f); });
        if (!shown) {
            next();
            return;
        }
        pane->views()->setCurrentWidget(pane->sourceView());
        QTimer::singleShot(400, window, [window, dir, pane, next] {
            const QString sourcePath = dir + QStringLiteral("/iolens-trace-stackSource.png");
            window->grab().save(sourcePath);
            std::printf("%s\n", qPrintable(sourcePath));
            pane->views()->setCurrentIndex(0);
            next();
        });
    });
}

// The Trace page's tabs, one picture each, like screenshotTabs.
void screenshotTraceTabs(MainWindow* window, const QString& dir, int tab)
{
    QTabWidget* tabs = window->tracePage()->plotTabs();
    if (tab >= tabs->count()) {
        QApplication::quit();
        return;
    }
    if (!tabs->isTabEnabled(tab)) {
        screenshotTraceTabs(window, dir, tab + 1);
        return;
    }
    tabs->setCurrentIndex(tab);
    QTimer::singleShot(600, window, [window, dir, tab, tabs] {
        const QString path
            = dir + QStringLiteral("/iolens-trace-") + tabs->widget(tab)->objectName() + QStringLiteral(".png");
        window->grab().save(path);
        std::printf("%s\n", qPrintable(path));
        if (tabs->widget(tab) == window->tracePage()->flamePane())
            screenshotStackViews(window, dir, [window, dir, tab] { screenshotTraceTabs(window, dir, tab + 1); });
        else
            screenshotTraceTabs(window, dir, tab + 1);
    });
}

// The Course page's step after a run with its first prediction, then its chapter's summary: one
// picture each, then quits (a failed run is pictured too: its message is what there is to see).
void screenshotCourse(MainWindow* window, CoursePage* course, const QString& dir)
{
    const QString step = course->currentStep();
    QTimer::singleShot(600, window, [window, course, dir, step] {
        const QString stepPath = dir + QStringLiteral("/iolens-course-") + step + QStringLiteral(".png");
        window->grab().save(stepPath);
        std::printf("%s\n", qPrintable(stepPath));
        course->showSummary(step.section(QLatin1Char('.'), 0, 0));
        QTimer::singleShot(600, window, [window, dir] {
            const QString summaryPath = dir + QStringLiteral("/iolens-course-summary.png");
            window->grab().save(summaryPath);
            std::printf("%s\n", qPrintable(summaryPath));
            QApplication::quit();
        });
    });
}

CoursePage* coursePage(const MainWindow& window)
{
    for (WindowPage* page : window.pages())
        if (auto* course = qobject_cast<CoursePage*>(page))
            return course;
    return nullptr;
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("iolens"));
    QApplication::setApplicationName(QStringLiteral("iolens"));
    QApplication::setApplicationVersion(QStringLiteral(IOLENS_VERSION));
    // Wayland matches the window to iolens.desktop (its icon and name) by this.
    QApplication::setDesktopFileName(QStringLiteral("iolens"));
    QApplication::setWindowIcon(appIcon());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Desktop I/O profiler: where does the I/O time go?"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
        QApplication::translate("main", "The file to run strategies on, or a saved session or trace to open."));
    const QCommandLineOption presetOption(QStringLiteral("preset"),
        QApplication::translate("main", "Check the strategies of a preset, e.g. \"Article 000: copying a file\"."),
        QStringLiteral("name"));
    const QCommandLineOption runOption(QStringLiteral("run"), QApplication::translate("main", "Start a run at once."));
    const QCommandLineOption screenshotOption(QStringLiteral("screenshot"),
        QApplication::translate("main", "After the run, save a PNG of the window per plot tab into DIR and quit."),
        QStringLiteral("dir"));
    const QCommandLineOption settingsOption(QStringLiteral("settings"),
        QApplication::translate("main", "Read and write settings in this ini file instead of the user's."),
        QStringLiteral("file"));
    const QCommandLineOption selectOption(QStringLiteral("select"),
        QApplication::translate("main", "After the run, select this strategy (for --screenshot)."),
        QStringLiteral("id"));
    const QCommandLineOption hotspotOption(QStringLiteral("hotspot"),
        QApplication::translate(
            "main", "After the run, also run the CSV-merge scenario with N iterations (for --screenshot)."),
        QStringLiteral("n"));
    const QCommandLineOption sweepOption(QStringLiteral("sweep"),
        QApplication::translate("main", "After the run, also run the default buffer sweep (for --screenshot)."));
    const QCommandLineOption traceOption(QStringLiteral("trace"),
        QApplication::translate("main", "Show the Trace page and trace this command (split like a shell would)."),
        QStringLiteral("command"));
    const QCommandLineOption courseOption(QStringLiteral("course"),
        QApplication::translate("main",
            "Show the Course page at this step, e.g. 000.bulk (with --screenshot: run it with the first "
            "prediction, save it and its chapter's summary, and quit)."),
        QStringLiteral("step"));
    const QCommandLineOption attachOption(QStringLiteral("attach"),
        QApplication::translate("main",
            "Show the Trace page with Attach to process… open and this process chosen (with --screenshot: save "
            "the dialog, record the process for 2 s, save the trace's tabs and quit)."),
        QStringLiteral("pid"));
    const QCommandLineOption darkOption(
        QStringLiteral("dark"), QApplication::translate("main", "Use a dark palette (Fusion style)."));
    parser.addOptions({ presetOption, runOption, screenshotOption, settingsOption, selectOption, hotspotOption,
        sweepOption, traceOption, courseOption, attachOption, darkOption });
    parser.process(app);
    if (parser.isSet(darkOption)) {
        QApplication::setStyle(QStringLiteral("Fusion"));
        QApplication::setPalette(darkPalette());
    }

    Settings settings(parser.value(settingsOption));
    // English is the source language; Japanese and Korean come compiled in from resources/.
    const QLocale locale = settings.language().isEmpty() ? QLocale::system() : QLocale(settings.language());
    QLocale::setDefault(locale);
    installEnglishPlurals(); // first: the user's language is searched before it
    QTranslator qtTranslator, appTranslator;
    if (qtTranslator.load(
            locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    if (appTranslator.load(locale, QStringLiteral("iolens"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&appTranslator);
    MainWindow window(&settings); // --screenshot: the first window as this screen gets it
    window.show();
    // What iolens runs that died (SIGKILL, a crash, power loss) left in the out dir and the temp
    // dir, removed before the first run; live runs' directories stay (core/crashcleanup.h).
    // The status bar says it in the window's language; iolens-cli prints core's English summary().
    if (const iolens::DeadDirCleanup cleanup = iolens::removeLeftoversOfDeadRuns(settings.outDir().toStdString());
        !cleanup.removed.empty()) {
        QStringList paths;
        for (const std::string& path : cleanup.removed)
            paths << QString::fromStdString(iolens::printable(path));
        const QString freed = QString::fromStdString(iolens::formatSize(cleanup.bytes));
        const QString text = cleanup.removed.size() == 1
            ? QApplication::translate(
                "main", "Removed a directory left by an iolens run that ended without cleaning up (%1 freed): %2.")
                  .arg(freed, paths.constFirst())
            : QApplication::translate(
                "main", "Removed %1 directories left by iolens runs that ended without cleaning up (%2 freed): %3.")
                  .arg(cleanup.removed.size())
                  .arg(freed, paths.join(QStringLiteral(", ")));
        window.statusBar()->showMessage(text, 30'000);
    }

    if (parser.isSet(presetOption) && !window.controlPanel()->applyPreset(parser.value(presetOption))) {
        std::fprintf(stderr, "iolens: unknown preset '%s'.\n", qPrintable(parser.value(presetOption)));
        return 2;
    }
    if (parser.isSet(traceOption)) {
        const auto words = splitArguments(parser.value(traceOption));
        if (!words || words->isEmpty()) {
            std::fprintf(stderr, "iolens: --trace needs a command, e.g. --trace \"python3 -c 'print(1)'\".\n");
            return 2;
        }
        TracePage* page = window.tracePage();
        window.showPage(MainWindow::Page::Trace);
        page->setCommand(words->constFirst(), joinArguments(words->mid(1)), QDir::currentPath());
        if (parser.isSet(screenshotOption)) {
            const QString dir = parser.value(screenshotOption);
            QDir().mkpath(dir);
            QObject::connect(
                page, &TracePage::traceShown, &window, [&window, dir] { screenshotTraceTabs(&window, dir, 0); });
            QObject::connect(page->controller(), &TraceController::failed, &window, [](const QString& message) {
                std::fprintf(stderr, "iolens: %s\n", qPrintable(message));
                QApplication::exit(1);
            });
        }
        QTimer::singleShot(0, page, &TracePage::run);
        return app.exec();
    }
    if (parser.isSet(attachOption)) {
        bool ok = false;
        const int pid = parser.value(attachOption).toInt(&ok);
        if (!ok || pid <= 0) {
            std::fprintf(stderr, "iolens: --attach needs a process id, e.g. --attach 4242.\n");
            return 2;
        }
        TracePage* page = window.tracePage();
        window.showPage(MainWindow::Page::Trace);
        const QString dir = parser.isSet(screenshotOption) ? parser.value(screenshotOption) : QString();
        if (!dir.isEmpty()) {
            QDir().mkpath(dir);
            QObject::connect(
                page, &TracePage::traceShown, &window, [&window, dir] { screenshotTraceTabs(&window, dir, 0); });
            QObject::connect(page->controller(), &TraceController::failed, &window, [](const QString& message) {
                std::fprintf(stderr, "iolens: %s\n", qPrintable(message));
                QApplication::exit(1);
            });
        }
        QTimer::singleShot(0, page, [page, pid, dir] {
            AttachDialog* dialog = page->attachDialog();
            if (!dialog || !dialog->selectPid(pid)) {
                std::fprintf(stderr, "iolens: process %d is not one Attach to process… can choose.\n", pid);
                QApplication::exit(2);
                return;
            }
            if (dir.isEmpty())
                return;
            QTimer::singleShot(800, dialog, [dialog, dir] {
                const QString path = dir + QStringLiteral("/iolens-attach-dialog.png");
                dialog->grab().save(path);
                std::printf("%s\n", qPrintable(path));
                dialog->duration()->setValue(2);
                dialog->accept();
            });
        });
        return app.exec();
    }
    if (parser.isSet(courseOption)) {
        const QString step = parser.value(courseOption);
        CoursePage* course = coursePage(window);
        if (!iolens::course::findStep(step.toStdString())) {
            std::fprintf(stderr, "iolens: unknown course step '%s'.\n", qPrintable(step));
            return 2;
        }
        window.showPage(course);
        course->showStep(step);
        if (parser.isSet(screenshotOption)) {
            const QString dir = parser.value(screenshotOption);
            QDir().mkpath(dir);
            QObject::connect(course, &CoursePage::stepFinished, &window,
                [&window, course, dir] { screenshotCourse(&window, course, dir); });
            QTimer::singleShot(0, course, [course] {
                if (!course->predict(0) || !course->runStep())
                    QApplication::exit(1);
            });
        }
        return app.exec();
    }
    const bool autoRun = parser.isSet(runOption) || parser.isSet(screenshotOption);
    if (autoRun)
        QObject::connect(&window, &MainWindow::workloadReady, &window, &MainWindow::run, Qt::QueuedConnection);
    if (parser.isSet(screenshotOption)) {
        const QString dir = parser.value(screenshotOption);
        QDir().mkpath(dir);
        const QString select = parser.value(selectOption);
        const int hotspotIterations = parser.value(hotspotOption).toInt();
        auto shoot = [&window, dir] {
            QStringList tabs;
            for (int i = 0; i < window.plotTabs()->count(); ++i)
                tabs << window.plotTabs()->widget(i)->objectName();
            screenshotTabs(&window, dir, tabs);
        };
        // After the run: the optional sweep, then the optional scenario, then the pictures.
        const bool sweep = parser.isSet(sweepOption);
        auto hotspotThenShoot = [&window, hotspotIterations, shoot] {
            if (hotspotIterations > 0)
                window.hotspot()->start(hotspotIterations);
            else
                shoot();
        };
        QObject::connect(window.hotspot(), &HotspotView::scenarioFinished, &window, shoot);
        QObject::connect(window.sweep()->controller(), &RunController::finished, &window, hotspotThenShoot);
        QObject::connect(&window, &MainWindow::runFinished, &window, [&window, select, sweep, hotspotThenShoot] {
            if (!select.isEmpty())
                window.selectStrategy(select);
            if (sweep)
                window.sweep()->startSweep();
            else
                hotspotThenShoot();
        });
    }
    const QStringList files = parser.positionalArguments();
    const QString file = files.isEmpty() ? QString() : QFileInfo(files.constFirst()).absoluteFilePath();
    QString error;
    // A saved session, a run's --json result or a trace opens as a document (so does a double click
    // in a file manager, through the .desktop file's %f); any other file, JSON included, is the workload.
    if (!file.isEmpty()
        && iolens::documentKind(QFile::encodeName(file).toStdString()) != iolens::DocumentKind::Workload) {
        window.ensureWorkload();
        window.openSessionFile(file);
    } else if (!file.isEmpty() && window.controlPanel()->setFile(file, &error)) {
        emit window.workloadReady();
    } else {
        window.ensureWorkload();
        // A FIFO, directory or missing file named on the command line: the core's sentence on
        // stderr and in the status bar, and the window goes on with the last or the demo file.
        if (!error.isEmpty()) {
            std::fprintf(stderr, "iolens: %s\n", qPrintable(error));
            window.statusBar()->showMessage(error, 10000);
        }
    }
    return app.exec();
}
