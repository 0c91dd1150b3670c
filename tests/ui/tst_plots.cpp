// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "testreport.h"

#include "ui/distributionplot.h"
#include "ui/intervallanes.h"
#include "ui/lanecoverage.h"
#include "ui/metricplot.h"
#include "ui/phasesplot.h"
#include "ui/plotexport.h"
#include "ui/plotstyle.h"
#include "ui/qcp.h"
#include "ui/timelineplot.h"

#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

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

    // Every phase in one report (the "Everything fast" preset has 22): at any width each legend
    // entry gets the room its name needs, and the legend wraps into more rows instead.
    void legendEntriesKeepTheirWidth_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("columns"); // the most a 10-column legend may use at that width
        QTest::addRow("narrow") << 500 << 10;
        QTest::addRow("the window's") << 1000 << 10;
        QTest::addRow("wide") << 2400 << 10;
    }
    void legendEntriesKeepTheirWidth()
    {
        QFETCH(int, width);
        QFETCH(int, columns);
        auto report = std::make_shared<Report>();
        Result r = test::result("copy.buffer-loop", { 1'000'000 });
        r.samples[0].phases.clear();
        for (int p = 0; p < kPhaseCount; ++p)
            r.samples[0].phases.push_back(PhaseTotals { static_cast<Phase>(p), 1000, 1, 0 });
        report->results.push_back(r);
        PhasesPlot view;
        view.resize(width, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setReport(report);
        QCustomPlot* plot = view.plot();
        plot->replot();
        QCPLegend* legend = plot->legend;
        int entries = 0; // itemCount() also counts the empty cells of the legend's last row
        for (int i = 0; i < legend->itemCount(); ++i)
            entries += legend->item(i) != nullptr;
        QCOMPARE(entries, kPhaseCount);
        QVERIFY(legend->wrap() >= 1 && legend->wrap() <= columns);
        QVERIFY2(
            legend->outerRect().right() <= plot->width(), qPrintable(QString::number(legend->outerRect().right())));
        for (int i = 0; i < legend->itemCount(); ++i) {
            QCPAbstractLegendItem* item = legend->item(i);
            if (!item)
                continue;
            QVERIFY2(item->outerRect().width() >= item->minimumOuterSizeHint().width(),
                qPrintable(QStringLiteral("entry %1 at width %2: %3 < %4")
                               .arg(i)
                               .arg(width)
                               .arg(item->outerRect().width())
                               .arg(item->minimumOuterSizeHint().width())));
        }
        // Wider is never fewer columns than narrower: the wrap follows the width.
        const int wrapHere = legend->wrap();
        view.resize(width / 2, 600);
        QTest::qWait(50);
        plot->replot();
        QVERIFY(legend->wrap() <= wrapHere);
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

    void timelineLanesWithoutIntervals()
    {
        // The known report has totals per thread but no recorded intervals: aggregated lanes.
        TimelinePlot view;
        view.setReport(known());
        QCOMPARE(view.shownResult()->strategy, std::string("copy.buffer-loop"));
        QVERIFY(!view.showsRecordedIntervals());
        auto* first = qobject_cast<QCPBars*>(view.plot()->plottable(0));
        QVERIFY(first);
        QCOMPARE(first->data()->size(), 1); // one thread
        view.setSelectedStrategy(QStringLiteral("copy.parallel"));
        QCOMPARE(view.plot()->plottableCount(), 3); // open, read, write
        first = qobject_cast<QCPBars*>(view.plot()->plottable(0));
        QCOMPARE(first->data()->size(), 4); // four lanes
    }

    void timelineLaysOutRecordedIntervals()
    {
        Report report = test::knownReport();
        // copy.parallel's median run (600 µs, the second): thread 0 opens, threads 1-3 read and write.
        Sample& s = report.results[1].samples[1];
        s.timeline.intervals = { { 0, Phase::Open, 0, 20'000 }, { 1, Phase::Read, 20'000, 120'000 },
            { 1, Phase::Write, 120'000, 300'000 }, { 2, Phase::Read, 25'000, 140'000 },
            { 3, Phase::Read, 30'000, 90'000 }, { 3, Phase::Write, 90'000, 590'000 }, { 9, Phase::Read, 0, 5 } };
        s.timeline.dropped = 12;
        TimelinePlot view;
        view.setReport(std::make_shared<const Report>(report));
        view.setSelectedStrategy(QStringLiteral("copy.parallel"));
        QVERIFY(view.showsRecordedIntervals());
        QCOMPARE(view.plot()->plottableCount(), 3); // open, read, write: one plottable per phase
        auto* open = dynamic_cast<IntervalLanes*>(view.plot()->plottable(0));
        auto* read = dynamic_cast<IntervalLanes*>(view.plot()->plottable(1));
        auto* write = dynamic_cast<IntervalLanes*>(view.plot()->plottable(2));
        QVERIFY(open && read && write);
        QCOMPARE(open->name(), QStringLiteral("open"));
        QCOMPARE(open->spans().size(), std::size_t(1));
        QCOMPARE(read->spans().size(), std::size_t(3)); // the row for a thread that does not exist is dropped
        QCOMPARE(write->spans().size(), std::size_t(2));
        // Time in µs (the run lasts 600 µs): the write of thread 4 spans 90-590.
        QCOMPARE(write->spans()[1].lane, 3);
        QCOMPARE(write->spans()[1].begin, 90.0);
        QCOMPARE(write->spans()[1].end, 590.0);
        QVERIFY(view.plot()->xAxis->label().contains(QStringLiteral("µs")));
        QCOMPARE(view.plot()->yAxis->range().upper, 3.6); // four lanes
        QVERIFY(write->spanAt(300.0, 3.1));
        QVERIFY(!write->spanAt(300.0, 2.0)); // thread 3 only reads
        bool mentionsDropped = false;
        for (const QLabel* label : view.findChildren<QLabel*>())
            mentionsDropped = mentionsDropped || label->text().contains(QStringLiteral("12 later ones"));
        QVERIFY(mentionsDropped);
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("timeline.png"));
        QCOMPARE(view.exportTo(png), QString());
        QCOMPARE(head(png, 8), QByteArray("\x89PNG\r\n\x1a\n"));
    }

    void laneCoverageSplitsSharedPixels()
    {
        LaneCoverage coverage;
        const int read = 0, write = 1, open = 2; // kinds: the plottables' order, which is the stacking order
        // Lane 0: 0.5 px read, 0.5 px write alternating over columns 0-3, then a 10 px write.
        // Lane 1: nothing. One time unit is one pixel; lane height 20 px centred at y = 100 and 200.
        std::vector<LaneCoverage::Span> spans;
        for (int i = 0; i < 8; ++i)
            spans.push_back({ 0, i % 2 ? write : read, i * 0.5, i * 0.5 + 0.5 });
        spans.push_back({ 0, write, 4, 14 });
        coverage.setSpans(spans);
        LaneCoverage::Mapping mapping;
        mapping.timeToPixel0 = 0;
        mapping.pixelsPerTime = 1;
        mapping.laneHalfHeight = 10;
        mapping.laneCentre = { 100, 200 };
        const QVector<QRectF> reads = coverage.rects(read, mapping, 0, 99);
        const QVector<QRectF> writes = coverage.rects(write, mapping, 0, 99);
        // Reads: the top half of columns 0-3, joined into one rect.
        QCOMPARE(reads.size(), 1);
        QCOMPARE(reads[0], QRectF(0, 90, 4, 10));
        // Writes: the bottom half of columns 0-3, then the full height of columns 4-13.
        QCOMPARE(writes.size(), 2);
        QCOMPARE(writes[0], QRectF(0, 100, 4, 10));
        QCOMPARE(writes[1], QRectF(4, 90, 10, 20));
        // Zoomed in 10×: every interval is wider than a pixel and fills the lane's height.
        mapping.pixelsPerTime = 10;
        const QVector<QRectF> zoomedReads = coverage.rects(read, mapping, 0, 199);
        QCOMPARE(zoomedReads.size(), 4);
        QCOMPARE(zoomedReads[1], QRectF(10, 90, 5, 20));
        QCOMPARE(coverage.rects(open, mapping, 0, 199).size(), 0);

        // Two runs that overlap in time (a loop reading one file and writing another: each run
        // goes on across the other's calls) share their columns half and half, in kind order; the
        // write run's 2 px past the read run's end have the lane to themselves.
        LaneCoverage overlapping;
        overlapping.setSpans({ { 0, read, 0, 10 }, { 0, write, 0, 12 } });
        mapping.pixelsPerTime = 1;
        const QVector<QRectF> loopReads = overlapping.rects(read, mapping, 0, 99);
        const QVector<QRectF> loopWrites = overlapping.rects(write, mapping, 0, 99);
        QCOMPARE(loopReads.size(), 1);
        QCOMPARE(loopReads[0], QRectF(0, 90, 10, 10));
        QCOMPARE(loopWrites.size(), 2);
        QCOMPARE(loopWrites[0], QRectF(0, 100, 10, 10));
        QCOMPARE(loopWrites[1], QRectF(10, 90, 2, 20));
    }

    // Every phase keeps its own colour on the dark palette too: lighter(200) had taken Close to
    // Open's grey (distance 51) and Read to Map's blue (58), so open/close and read/map bars read
    // as one. The distance is the "redmean" RGB one; the light palette's closest pair is 89.
    void phaseColoursStayApartOnBothPalettes()
    {
        auto name = [](Phase phase) {
            const std::string_view n = phaseName(phase);
            return QString::fromLatin1(n.data(), static_cast<qsizetype>(n.size()));
        };
        auto distance = [](const QColor& a, const QColor& b) {
            const double rm = (a.red() + b.red()) / 2.0;
            const double dr = a.red() - b.red(), dg = a.green() - b.green(), db = a.blue() - b.blue();
            return std::sqrt((2 + rm / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rm) / 256) * db * db);
        };
        const QPalette dark = darkPalette();
        QVERIFY(isDark(dark));
        for (const QPalette& palette : { QPalette(QColor(0xEF, 0xEF, 0xEF)), dark }) {
            const QColor background = palette.color(QPalette::Base);
            for (int a = 0; a < kPhaseCount; ++a) {
                const QColor ca = phaseColor(static_cast<Phase>(a), palette);
                if (isDark(palette))
                    QVERIFY2(ca.lightness() >= 110, qPrintable(name(static_cast<Phase>(a))));
                QVERIFY(distance(ca, background) > 100);
                for (int b = a + 1; b < kPhaseCount; ++b) {
                    const QColor cb = phaseColor(static_cast<Phase>(b), palette);
                    QVERIFY2(distance(ca, cb) >= 70,
                        qPrintable(
                            QStringLiteral("%1 and %2: %3 and %4")
                                .arg(name(static_cast<Phase>(a)), name(static_cast<Phase>(b)), ca.name(), cb.name())));
                }
            }
        }
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
