// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The window on a laptop screen (1366×768) and a desktop one (1920×1080), from the first start to
// "Try the fix": every page, a small run, a small trace and the fix's run leave the window's
// frame inside the screen, and the panes keep the room they need (the findings list five
// findings, the lesson a readable width, the plots 250 px). IOLENS_TEST_SCREEN picks the
// offscreen platform's screen size (CMake registers the test once per size).

#include "offscreenscreen.h"

#include "ui/controlpanel.h"
#include "ui/hotspotview.h"
#include "ui/mainwindow.h"
#include "ui/plotview.h"
#include "ui/qcp.h"
#include "ui/screenfit.h"
#include "ui/settings.h"
#include "ui/strategytree.h"
#include "ui/trace/argsplit.h"
#include "ui/trace/tracefindingspane.h"
#include "ui/trace/tracepage.h"
#include "ui/trace/traceplotview.h"
#include "ui/windowpage.h"

#include "core/generator.h"

#include <QApplication>
#include <QDockWidget>
#include <QListWidget>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>

using namespace iolens;
using namespace iolens::ui;

namespace {

QSize testScreenSize()
{
    const QStringList wh
        = qEnvironmentVariable("IOLENS_TEST_SCREEN", QStringLiteral("1366x768")).split(QLatin1Char('x'));
    return wh.size() == 2 ? QSize(wh[0].toInt(), wh[1].toInt()) : QSize(1366, 768);
}

// The CSV-merge scenario's four variants with their eight sections, as the hotspot tab gets them:
// its table of eight rows and its longest note share the tab with the plot.
std::vector<CsvMergeResult> scenarioResults()
{
    std::vector<CsvMergeResult> results(4);
    for (std::size_t v = 0; v < results.size(); ++v) {
        results[v].variant = static_cast<CsvMergeVariant>(v);
        for (int k = 1; k <= 8; ++k)
            results[v].stopwatches.push_back({ std::to_string(k), std::uint64_t(k) * 1'000'000, 10, 1, 1, 0 });
    }
    return results;
}

// The warnings QPainter printed ("QPainter::begin: Paint device returned engine == 0" when a plot
// drew into a buffer of no size): the screenshot runs printed hundreds of them.
QStringList& painterWarnings()
{
    static QStringList warnings;
    return warnings;
}

QtMessageHandler g_previousHandler = nullptr;

void countPainterWarnings(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (message.startsWith(QLatin1String("QPainter")))
        painterWarnings() << message;
    if (g_previousHandler)
        g_previousHandler(type, context, message);
}

QString rectText(const QRect& r)
{
    return QStringLiteral("%1x%2 at (%3, %4)").arg(r.width()).arg(r.height()).arg(r.x()).arg(r.y());
}

} // namespace

class TestWindowFit : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_file;

    // The frame inside the screen's available geometry, once the queued layout has settled.
    static void checkOnScreen(MainWindow& window, const char* when)
    {
        QTest::qWait(50);
        const QRect available = window.screen()->availableGeometry();
        QTRY_VERIFY2(available.contains(window.frameGeometry()),
            qPrintable(QStringLiteral("%1: frame %2 outside %3")
                           .arg(QLatin1String(when), rectText(window.frameGeometry()), rectText(available))));
    }

    // Every plot of every tab of the page that shows, one tab after the other: at least 250 px tall.
    static void checkEveryPlotTab(QWidget* page, const char* when)
    {
        for (QTabWidget* tabs : page->findChildren<QTabWidget*>()) {
            if (!tabs->isVisibleTo(page))
                continue;
            const int shown = tabs->currentIndex();
            for (int i = 0; i < tabs->count(); ++i) {
                if (!tabs->isTabEnabled(i))
                    continue;
                tabs->setCurrentIndex(i);
                QTest::qWait(20); // the tab's own layout is queued
                QList<PlotView*> views = tabs->widget(i)->findChildren<PlotView*>();
                if (auto* view = qobject_cast<PlotView*>(tabs->widget(i)))
                    views << view;
                for (PlotView* view : views) // QTRY: on a loaded machine the layout may come later
                    QTRY_VERIFY2(view->plot()->height() >= 250,
                        qPrintable(QStringLiteral("%1: %2, tab \"%3\": plot %4 px tall")
                                       .arg(QLatin1String(when), QString::fromLatin1(page->metaObject()->className()),
                                           tabs->tabText(i))
                                       .arg(view->plot()->height())));
            }
            tabs->setCurrentIndex(shown);
        }
    }

    // The panes of the page that shows have their room.
    static void checkPanes(MainWindow& window, const char* when)
    {
        checkEveryPlotTab(window.currentWindowPage(), when);
        // The Course page's step (question, choices, plots, explanation) fits without scrolling.
        if (auto* step = window.currentWindowPage()->findChild<QScrollArea*>(QStringLiteral("courseStepScroll")))
            QTRY_VERIFY2(step->widget()->height() <= step->viewport()->height(),
                qPrintable(QStringLiteral("%1: the course step is %2 px tall in %3 px")
                               .arg(QLatin1String(when))
                               .arg(step->widget()->height())
                               .arg(step->viewport()->height())));
        if (QTest::currentTestFailed())
            return;
        if (window.currentPage() == MainWindow::Page::Strategies && window.currentWindowPage() == window.pages()[0]) {
            auto* lesson = window.findChild<QDockWidget*>(QStringLiteral("lessonDock"));
            QVERIFY2(lesson->width() >= 280, qPrintable(QString::number(lesson->width())));
            QVERIFY2(lesson->height() >= 300, qPrintable(QString::number(lesson->height())));
            QVERIFY(window.rect().contains(QRect(lesson->mapTo(&window, QPoint()), lesson->size())));
            auto* table = window.findChild<QTableView*>(QStringLiteral("resultsTable"));
            QVERIFY2(table->height() >= 120, qPrintable(QString::number(table->height())));
            // The run settings' fields show their text whole ("family default" was cut to "amily defaul").
            auto* work = window.findChild<QSpinBox*>(QStringLiteral("workAmount"));
            QVERIFY2(work->width() >= work->sizeHint().width(), qPrintable(QString::number(work->width())));
        } else if (window.currentPage() == MainWindow::Page::Trace) {
            TracePage* page = window.tracePage();
            QListWidget* list = page->findings()->list();
            const int fiveFindings = TraceFindingsPane::kShownFindings * (2 * list->fontMetrics().lineSpacing() + 4)
                + 2 * list->frameWidth();
            QVERIFY2(list->height() >= fiveFindings, qPrintable(QString::number(list->height())));
            QVERIFY2(page->findings()->width() >= 260, qPrintable(QString::number(page->findings()->width())));
            // The finding's text (its lesson): a readable width and a few lines at least.
            auto* detail = page->findings()->findChild<QTextBrowser*>();
            QVERIFY2(detail->width() >= 260 && detail->height() >= 6 * detail->fontMetrics().lineSpacing(),
                qPrintable(rectText(detail->geometry())));
            QVERIFY2(page->fileTable()->height() >= 100, qPrintable(QString::number(page->fileTable()->height())));
        }
    }

    static void checkNoPainterWarnings(const char* when)
    {
        QVERIFY2(painterWarnings().isEmpty(),
            qPrintable(QStringLiteral("%1: %2 QPainter warnings, the first: %3")
                           .arg(QLatin1String(when))
                           .arg(painterWarnings().size())
                           .arg(painterWarnings().value(0))));
    }

    static void everyPage(MainWindow& window, const char* when)
    {
        for (WindowPage* page : window.pages()) {
            window.showPage(page);
            checkOnScreen(window, when);
            checkPanes(window, when);
            if (QTest::currentTestFailed())
                return;
        }
        window.showPage(window.pages()[0]);
    }

private slots:
    void initTestCase()
    {
        // Here, not in main(): Qt Test installs its own handler when the tests start; this one
        // counts and hands every message on to it.
        g_previousHandler = qInstallMessageHandler(countPainterWarnings);
        QCOMPARE(QGuiApplication::primaryScreen()->size(), testScreenSize());
        m_file = m_dir.filePath(QStringLiteral("input.bin"));
        std::atomic<bool> cancel { false };
        generateFile(m_file.toStdString(), GenKind::Random, 256 * 1024, GenOptions {}, cancel);
    }

    void fittedMovesThenShrinks_data()
    {
        QTest::addColumn<QRect>("frame");
        QTest::addColumn<QRect>("fitted");
        QTest::addRow("inside") << QRect(68, 38, 1229, 691) << QRect(68, 38, 1229, 691);
        QTest::addRow("too wide") << QRect(68, 38, 1370, 691) << QRect(0, 38, 1366, 691);
        QTest::addRow("pushed right") << QRect(300, 38, 1229, 691) << QRect(137, 38, 1229, 691);
        QTest::addRow("too tall, above") << QRect(10, 0, 800, 900) << QRect(10, 27, 800, 741);
        QTest::addRow("left of the screen") << QRect(-50, 100, 400, 300) << QRect(0, 100, 400, 300);
    }
    void fittedMovesThenShrinks()
    {
        QFETCH(QRect, frame);
        QFETCH(QRect, fitted);
        QCOMPARE(ScreenFit::fitted(frame, QRect(0, 27, 1366, 741)), fitted); // under a panel
    }

    void cleanupTestCase() { qInstallMessageHandler(g_previousHandler); }

    // The counter sees what QPainter prints.
    void painterWarningsAreCounted()
    {
        painterWarnings().clear();
        QPixmap nothing;
        QPainter painter(&nothing); // "QPainter::begin: Paint device returned engine == 0, type: 2"
        QCOMPARE(painterWarnings().size(), 1);
        painterWarnings().clear();
    }

    // Every page and every tab shown and pictured as tests/ui/screenshots.sh does (window->grab()),
    // before and after a run: no QPainter warning.
    void pageTourPaintsWithoutWarnings()
    {
        painterWarnings().clear();
        QTemporaryDir home;
        Settings settings(home.filePath(QStringLiteral("tour.ini")));
        settings.setReps(1);
        settings.setWarmup(0);
        MainWindow window(&settings);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(100);
        const auto tour = [&window] {
            for (WindowPage* page : window.pages()) {
                window.showPage(page);
                for (QTabWidget* tabs : page->findChildren<QTabWidget*>())
                    for (int i = 0; i < tabs->count(); ++i) {
                        if (!tabs->isTabEnabled(i))
                            continue;
                        tabs->setCurrentIndex(i);
                        QTest::qWait(20);
                        QVERIFY(!window.grab().isNull());
                    }
            }
            window.showPage(window.pages()[0]);
        };
        tour();
        checkNoPainterWarnings("a tour at the first start");
        QVERIFY(window.controlPanel()->setFile(m_file));
        window.controlPanel()->tree()->setCheckedStrategies({ QStringLiteral("copy.buffer-loop") });
        QSignalSpy ran(&window, &MainWindow::runFinished);
        window.run();
        QVERIFY(ran.wait(30000));
        window.hotspot()->setResults(scenarioResults(), 5e6);
        tour();
        checkNoPainterWarnings("a tour after a run");
    }

    // The Course page's step fits the screen in every language (Japanese's taller lines pushed the
    // plot's axis below a 1366×768 screen), and its plots keep their height.
    void courseStepFitsInEveryLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QString();
        QTest::newRow("ja") << QStringLiteral("ja");
        QTest::newRow("ko") << QStringLiteral("ko");
    }
    void courseStepFitsInEveryLanguage()
    {
        QFETCH(QString, language);
        QTranslator translator;
        if (!language.isEmpty()) {
            QVERIFY(translator.load(QStringLiteral(":/i18n/iolens_%1.qm").arg(language)));
            QCoreApplication::installTranslator(&translator);
        }
        QTemporaryDir home;
        Settings settings(home.filePath(QStringLiteral("course.ini")));
        MainWindow window(&settings);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(100);
        window.showPage(window.pages().back());
        QVERIFY(window.currentWindowPage()->findChild<QScrollArea*>(QStringLiteral("courseStepScroll")));
        checkOnScreen(window, "the course");
        checkPanes(window, "the course");
        QCoreApplication::removeTranslator(&translator);
    }

    // From the first start to the fix's run, the frame stays on the screen and the panes keep their room.
    void firstStartToTheFix()
    {
        painterWarnings().clear();
        QTemporaryDir home;
        Settings settings(home.filePath(QStringLiteral("first.ini")));
        settings.setReps(1);
        settings.setWarmup(0);
        MainWindow window(&settings);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(100); // the first layout is queued after the first show
        everyPage(window, "first start");
        if (QTest::currentTestFailed())
            return;

        QVERIFY(window.controlPanel()->setFile(m_file));
        window.controlPanel()->tree()->setCheckedStrategies(
            { QStringLiteral("copy.buffer-loop"), QStringLiteral("copy.sendfile") });
        QSignalSpy ran(&window, &MainWindow::runFinished);
        window.run();
        QVERIFY(ran.wait(30000));
        window.hotspot()->setResults(scenarioResults(), 5e6);
        everyPage(window, "after a run");

        const QString output = m_dir.filePath(QStringLiteral("records-with-a-rather-long-name-to-widen-columns.csv"));
        window.showPage(MainWindow::Page::Trace);
        TracePage* page = window.tracePage();
        page->setCommand(QStringLiteral(IOLENS_PATTERN_REOPEN), joinArguments({ output, QStringLiteral("2000") }));
        QSignalSpy shown(page, &TracePage::traceShown);
        QVERIFY(page->run());
        QVERIFY2(shown.wait(30000), qPrintable(page->statusText()));
        checkOnScreen(window, "after a trace");
        checkPanes(window, "after a trace");
        int index = -1;
        for (std::size_t i = 0; i < page->trace()->findings.size(); ++i)
            if (!page->trace()->findings[i].tryStrategies.empty())
                index = static_cast<int>(i);
        QVERIFY(index >= 0);
        page->findings()->setCurrent(index);

        QSignalSpy fixed(&window, &MainWindow::runFinished);
        page->findings()->tryButton()->click();
        QVERIFY(fixed.wait(60000));
        checkOnScreen(window, "after Try the fix");
        checkPanes(window, "after Try the fix");
        everyPage(window, "after Try the fix");

        // A dock closed and shown again, and a page switch with it.
        auto* lesson = window.findChild<QDockWidget*>(QStringLiteral("lessonDock"));
        lesson->close();
        checkOnScreen(window, "lesson closed");
        lesson->show();
        everyPage(window, "lesson shown again");
        checkNoPainterWarnings("from the first start to the fix");
    }
};

int main(int argc, char** argv)
{
    const auto screen = useOffscreenScreen(testScreenSize());
    if (!screen)
        return 2;
    QApplication app(argc, argv);
    TestWindowFit test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_windowfit.moc"
