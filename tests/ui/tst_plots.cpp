#include "testreport.h"

#include "ui/distributionplot.h"
#include "ui/metricplot.h"
#include "ui/phasesplot.h"
#include "ui/plotexport.h"
#include "ui/qcp.h"
#include "ui/timelineplot.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace iolens;
using namespace iolens::ui;

namespace {

std::shared_ptr<const Report> known()
{
    return std::make_shared<const Report>(test::knownReport());
}

QByteArray head(const QString& path, int n)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.read(n) : QByteArray();
}

} // namespace

class TestPlots : public QObject {
    Q_OBJECT
private slots:
    void phases()
    {
        PhasesPlot view;
        view.resize(900, 600);
        view.setReport(known());
        QCustomPlot* plot = view.plot();
        // open, read and write: one stacked QCPBars per phase, one bar per strategy with runs.
        QCOMPARE(plot->plottableCount(), 3);
        QStringList names;
        for (int i = 0; i < plot->plottableCount(); ++i) {
            auto* bars = qobject_cast<QCPBars*>(plot->plottable(i));
            QVERIFY(bars);
            names << bars->name();
            QCOMPARE(bars->data()->size(), 2); // copy.reflink has no runs
        }
        QCOMPARE(names, (QStringList { QStringLiteral("open"), QStringLiteral("read"), QStringLiteral("write") }));
        auto* read = qobject_cast<QCPBars*>(plot->plottable(1));
        QCOMPARE(read->barBelow(), qobject_cast<QCPBars*>(plot->plottable(0)));
        // Median read phase of copy.buffer-loop: 2 ms / 2 = 1 ms, shown in ms.
        QCOMPARE(read->data()->at(0)->value, 1.0);
        QVERIFY(plot->xAxis->label().contains(QStringLiteral("[ms]")));
        QVERIFY(plot->legend->visible());

        view.setLogAxis(true);
        QCOMPARE(plot->xAxis->scaleType(), QCPAxis::stLogarithmic);
        QCOMPARE(plot->plottableCount(), 3);
    }

    void distribution()
    {
        DistributionPlot view;
        view.setReport(known());
        QCustomPlot* plot = view.plot();
        QCOMPARE(plot->plottableCount(), 2);
        auto* boxes = qobject_cast<QCPStatisticalBox*>(plot->plottable(0));
        QVERIFY(boxes);
        QCOMPARE(boxes->data()->size(), 2);
        // copy.buffer-loop ran 1, 2 and 3 ms: median 2, quartiles 1.5 and 2.5 (in ms).
        QCOMPARE(boxes->data()->at(0)->median, 2.0);
        QCOMPARE(boxes->data()->at(0)->lowerQuartile, 1.5);
        QCOMPARE(boxes->data()->at(0)->upperQuartile, 2.5);
        auto* points = qobject_cast<QCPGraph*>(plot->plottable(1));
        QVERIFY(points);
        QCOMPARE(points->data()->size(), 6); // every repetition of both strategies
    }

    void metrics()
    {
        MetricPlot calls(MetricPlot::Metric::Calls);
        calls.setReport(known());
        QCOMPARE(calls.plot()->plottableCount(), 1); // one family
        auto* bars = qobject_cast<QCPBars*>(calls.plot()->plottable(0));
        QCOMPARE(bars->data()->size(), 2);
        QCOMPARE(bars->data()->at(0)->value, 30.0);
        QCOMPARE(calls.plot()->xAxis->scaleType(), QCPAxis::stLogarithmic);

        MetricPlot throughput(MetricPlot::Metric::Throughput);
        throughput.setReport(known());
        auto* tbars = qobject_cast<QCPBars*>(throughput.plot()->plottable(0));
        QCOMPARE(tbars->data()->size(), 2);
        QVERIFY(throughput.plot()->xAxis->label().contains(QStringLiteral("MiB/s")));
    }

    void timelineLanes()
    {
        TimelinePlot view;
        view.setReport(known());
        QCOMPARE(view.shownResult()->strategy, std::string("copy.buffer-loop"));
        auto* first = qobject_cast<QCPBars*>(view.plot()->plottable(0));
        QCOMPARE(first->data()->size(), 1); // one thread
        view.setSelectedStrategy(QStringLiteral("copy.parallel"));
        QCOMPARE(view.plot()->plottableCount(), 3); // open, read, write
        first = qobject_cast<QCPBars*>(view.plot()->plottable(0));
        QCOMPARE(first->data()->size(), 4); // four lanes
    }

    void recoloursOnPaletteChange()
    {
        PhasesPlot view;
        view.setReport(known());
        QPalette dark = view.palette();
        dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
        dark.setColor(QPalette::Base, QColor(0x10, 0x10, 0x10));
        dark.setColor(QPalette::WindowText, Qt::white);
        view.setPalette(dark); // delivers QEvent::PaletteChange
        QCOMPARE(view.plot()->xAxis->tickLabelColor(), QColor(Qt::white));
        QCOMPARE(view.plot()->axisRect()->backgroundBrush().color(), QColor(0x10, 0x10, 0x10));
    }

    void headlessRender()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cli.pdf"));
        QCOMPARE(renderPhasesPlot(test::knownReport(), path), QString());
        QCOMPARE(head(path, 5), QByteArray("%PDF-"));
    }

    void selectionHighlights()
    {
        PhasesPlot view;
        view.setReport(known());
        QCOMPARE(view.plot()->itemCount(), 0);
        view.setSelectedStrategy(QStringLiteral("copy.parallel"));
        QCOMPARE(view.plot()->itemCount(), 1);
    }

    void exportFiles_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("magic");
        QTest::addRow("png") << QStringLiteral("phases.png") << QByteArray("\x89PNG\r\n\x1a\n");
        QTest::addRow("pdf") << QStringLiteral("phases.pdf") << QByteArray("%PDF-");
    }
    void exportFiles()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, magic);
        QTemporaryDir dir;
        PhasesPlot view;
        view.resize(900, 600);
        view.setReport(known());
        const QString path = dir.filePath(name);
        QCOMPARE(view.exportTo(path), QString());
        QCOMPARE(head(path, magic.size()), magic);
        QVERIFY(QFileInfo(path).size() > 5000);
        QVERIFY(!view.exportTo(dir.filePath(QStringLiteral("phases.bmpx"))).isEmpty());
    }
};

QTEST_MAIN(TestPlots)
#include "tst_plots.moc"
