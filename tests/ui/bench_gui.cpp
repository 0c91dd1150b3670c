// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Not a timed test: measures (1) the longest stall of the GUI event loop while the window runs
// strategies on a 1 GiB file and (2) how long the plots take to rebuild and redraw for
// 30 strategies × 10 repetitions. Run: QT_QPA_PLATFORM=offscreen build/tests/ui/bench_gui [DIR]
#include "offscreenscreen.h"

#include "ui/controlpanel.h"
#include "ui/distributionplot.h"
#include "ui/mainwindow.h"
#include "ui/metricplot.h"
#include "ui/phasesplot.h"
#include "ui/qcp.h"
#include "ui/settings.h"
#include "ui/strategytree.h"
#include "ui/timelineplot.h"

#include "core/generator.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>

using namespace iolens;
using namespace iolens::ui;

namespace {

std::shared_ptr<const Report> bigReport()
{
    Report report;
    report.workload.bytes = 64ull << 20;
    for (int s = 0; s < 30; ++s) {
        Result r;
        r.strategy = "copy.bench-" + std::to_string(s);
        r.family = s < 15 ? "copy" : "read";
        for (int rep = 0; rep < 10; ++rep) {
            Sample sample;
            sample.wallNs = 1000000u * static_cast<unsigned>(s + 1) + static_cast<unsigned>(rep) * 10000u;
            sample.phases = { { Phase::Open, 1000, 1, 0 }, { Phase::Read, sample.wallNs / 2, 100, 4096 },
                { Phase::Write, sample.wallNs / 3, 100, 4096 }, { Phase::Close, 2000, 1, 0 } };
            sample.phasesPerThread = { sample.phases, sample.phases };
            sample.usage.syscr = 100;
            if (rep == 4) // the median run keeps a full timeline: 2 threads × 4096 intervals, read/write
                for (std::uint32_t t = 0; t < 2; ++t)
                    for (std::uint64_t i = 0; i < Probe::kIntervalsPerThread; ++i) {
                        const std::uint64_t step = sample.wallNs / Probe::kIntervalsPerThread;
                        sample.timeline.intervals.push_back(
                            { t, i % 2 ? Phase::Write : Phase::Read, i * step, i * step + step * 9 / 10 });
                    }
            r.samples.push_back(sample);
        }
        r.stats.medianNs = static_cast<double>(r.samples[5].wallNs);
        r.stats.throughputMiBs = 64e9 / r.stats.medianNs;
        report.results.push_back(std::move(r));
    }
    return std::make_shared<const Report>(std::move(report));
}

void benchRedraw()
{
    const auto report = bigReport();
    std::vector<std::unique_ptr<PlotView>> views;
    views.emplace_back(new PhasesPlot);
    views.emplace_back(new DistributionPlot);
    views.emplace_back(new MetricPlot(MetricPlot::Metric::Throughput));
    views.emplace_back(new MetricPlot(MetricPlot::Metric::Calls));
    views.emplace_back(new TimelinePlot);
    for (auto& v : views)
        v->resize(1200, 800);
    QElapsedTimer clock;
    clock.start();
    for (auto& v : views) {
        v->setReport(report);
        v->plot()->replot(QCustomPlot::rpImmediateRefresh);
    }
    std::printf("redraw of %zu plots, 30 strategies x 10 repetitions: %.1f ms\n", views.size(),
        static_cast<double>(clock.nsecsElapsed()) / 1e6);
    // The timeline alone, zoomed out and in: 8,192 recorded intervals through LaneCoverage.
    PlotView& timeline = *views.back();
    clock.restart();
    for (int i = 0; i < 10; ++i) {
        timeline.plot()->xAxis->scaleRange(i % 2 ? 4.0 : 0.25);
        timeline.plot()->replot(QCustomPlot::rpImmediateRefresh);
    }
    std::printf("timeline of 2 x 4096 intervals, 10 zoomed redraws: %.1f ms each\n",
        static_cast<double>(clock.nsecsElapsed()) / 1e6 / 10);
}

void benchStall(const QString& dir)
{
    const QString file = dir + QStringLiteral("/bench-1GiB.bin");
    std::atomic<bool> cancel { false };
    GenOptions options;
    options.overwrite = true;
    generateFile(file.toStdString(), GenKind::Random, 1ull << 30, options, cancel);
    Settings settings(dir + QStringLiteral("/bench.ini"));
    MainWindow window(&settings);
    window.resize(1600, 1000);
    window.show();
    window.controlPanel()->setFile(file);
    window.controlPanel()->tree()->setCheckedStrategies(
        { QStringLiteral("copy.buffer-loop"), QStringLiteral("copy.sendfile"), QStringLiteral("copy.parallel") });
    QElapsedTimer clock, total;
    qint64 longest = 0, longestAt = 0;
    QTimer ticker;
    ticker.setInterval(5);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        const qint64 gap = clock.restart();
        if (gap > longest) {
            longest = gap;
            longestAt = total.elapsed();
        }
    });
    QSignalSpy finished(&window, &MainWindow::runFinished);
    total.start();
    clock.start();
    ticker.start();
    window.run();
    finished.wait(600000);
    ticker.stop();
    std::printf("1 GiB run (3 strategies, 5 reps + 1 warm-up) took %.1f s; longest event-loop stall %lld ms "
                "(timer interval 5 ms), %.1f s into the run\n",
        static_cast<double>(total.elapsed()) / 1000, static_cast<long long>(longest),
        static_cast<double>(longestAt) / 1000);
    QFile::remove(file);
}

} // namespace

int main(int argc, char** argv)
{
    // The window keeps to its screen: offscreen's own (800×800) would shrink the 1600×1000 window.
    std::unique_ptr<QTemporaryDir> screen;
    if (qgetenv("QT_QPA_PLATFORM") == "offscreen")
        screen = useOffscreenScreen(QSize(1920, 1080));
    QApplication app(argc, argv);
    QTemporaryDir tmp;
    const QString dir = argc > 1 ? QString::fromLocal8Bit(argv[1]) : tmp.path();
    benchRedraw();
    benchStall(dir);
    return 0;
}
