#include "ui/appicon.h"
#include "ui/controlpanel.h"
#include "ui/hotspotview.h"
#include "ui/mainwindow.h"
#include "ui/qcp.h"
#include "ui/resultsmodel.h"
#include "ui/settings.h"
#include "ui/strategytree.h"
#include "ui/sweepview.h"

#include "core/generator.h"

#include <QHeaderView>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace iolens;
using namespace iolens::ui;

// The window wired together: a preset checked, a run through the real controller, the results in
// every plot, and the scenario and sweep views fed with small real runs.
class TestMainWindow : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_file;

private slots:
    void initTestCase()
    {
        m_file = m_dir.filePath(QStringLiteral("input.bin"));
        std::atomic<bool> cancel { false };
        generateFile(m_file.toStdString(), GenKind::Random, 2ull << 20, GenOptions {}, cancel);
    }

    void runFromWindow()
    {
        Settings settings(m_dir.filePath(QStringLiteral("s.ini")));
        MainWindow window(&settings);
        window.controlPanel()->setFile(m_file);
        window.controlPanel()->tree()->setCheckedStrategies(
            { QStringLiteral("copy.buffer-loop"), QStringLiteral("copy.sendfile") });
        QSignalSpy finished(&window, &MainWindow::runFinished);
        window.run();
        QVERIFY(finished.wait(30000));
        QVERIFY(window.report());
        QCOMPARE(window.report()->results.size(), std::size_t(2));
        QVERIFY(window.showPlot(QStringLiteral("Phases")));
        window.selectStrategy(QStringLiteral("copy.sendfile"));
        auto* table = window.findChild<QTableView*>();
        QCOMPARE(table->currentIndex().row(), 1);
    }

    void familyFiguresMoveNextToTheMedian()
    {
        Settings settings(m_dir.filePath(QStringLiteral("f.ini")));
        MainWindow window(&settings);
        auto* table = window.findChild<QTableView*>();
        QHeaderView* header = table->horizontalHeader();

        auto report = std::make_shared<Report>();
        Result r;
        r.strategy = "watch.inotify";
        r.family = "watch";
        r.samples.resize(1);
        r.samples[0].wallNs = 1000;
        report->results.push_back(r);
        window.showReport(report, QStringLiteral("test"));
        QVERIFY(header->isSectionHidden(ResultsModel::FiguresColumn)); // nothing to show

        report = std::make_shared<Report>(*report);
        report->results[0].samples[0].metrics = { { "latency_median_ns", 35'000, "ns" } };
        window.showReport(report, QStringLiteral("test"));
        QVERIFY(!header->isSectionHidden(ResultsModel::FiguresColumn));
        QCOMPARE(header->visualIndex(ResultsModel::FiguresColumn), header->visualIndex(ResultsModel::MedianColumn) + 1);
        QCOMPARE(table->model()->index(0, ResultsModel::FiguresColumn).data().toString(),
            QStringLiteral("latency median 35.0 µs"));
    }

    void iconPainted()
    {
        const QIcon icon = appIcon();
        QVERIFY(!icon.isNull());
        const QImage image = icon.pixmap(64).toImage();
        QCOMPARE(image.pixelColor(32, 8).alpha(), 255); // the rounded square is opaque inside
        QCOMPARE(image.pixelColor(0, 0).alpha(), 0); // and transparent in its corners
    }

    void presetsCheckKnownStrategies()
    {
        Settings settings(m_dir.filePath(QStringLiteral("s2.ini")));
        MainWindow window(&settings);
        QVERIFY(window.controlPanel()->applyPreset(QStringLiteral("Article 000: copying a file")));
        QVERIFY(window.controlPanel()->tree()->checkedStrategies().contains(QStringLiteral("copy.byte-stdio")));
        QVERIFY(!window.controlPanel()->applyPreset(QStringLiteral("no such preset")));
    }

    void sweepSpec()
    {
        const RunSpec spec = SweepView::sweepSpec(m_file, QStringLiteral("copy.buffer-loop"), 512, 8192, 2);
        QCOMPARE(spec.strategies.size(), std::size_t(5)); // 512, 1K, 2K, 4K, 8K
        QCOMPARE(spec.strategies.back().params.at("buffer_size"), 8192);
    }

    void hotspotScenario()
    {
        HotspotView view;
        QSignalSpy done(&view, &HotspotView::scenarioFinished);
        view.start(20);
        QVERIFY(done.wait(60000));
        QCOMPARE(view.results().size(), std::size_t(4));
        QCOMPARE(view.plot()->plottableCount(), 4); // v1..v4 side by side
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
