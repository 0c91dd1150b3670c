// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/clock.h"
#include "core/probe.h"
#include "core/stopwatch.h"

#include <QRegularExpression>
#include <QTest>

#include <thread>
#include <time.h>

using namespace iolens;

namespace {
// The spins below are measured on CLOCK_MONOTONIC and the stopwatch reads the TSC, whose calibration
// may be off by the 0.5 % that clockAgreesWithMonotonic allows: lower bounds carry that tolerance, or a
// calibration 0.1 % low fails them (seen once under ThreadSanitizer at load 6.5: a 2 ms spin read as
// just under 2 ms).
constexpr double kCalibration = 0.995;

// Busy-waits: sleeping would let the scheduler stretch the interval unpredictably.
void spinFor(std::uint64_t ns)
{
    const std::uint64_t end = Clock::monotonicNs() + ns;
    while (Clock::monotonicNs() < end) { }
}

const Stopwatch::Totals* findKey(const std::vector<Stopwatch::Totals>& totals, const std::string& name)
{
    for (const auto& t : totals)
        if (t.name == name)
            return &t;
    return nullptr;
}
} // namespace

class TestStopwatch : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Stopwatch::calibrate(); }

    void clockAgreesWithMonotonic()
    {
        // The TSC conversion must agree with CLOCK_MONOTONIC over 50 ms within 0.5 %. Each end of the
        // interval is a (monotonic, clock, monotonic) triple taken until the two monotonic reads lie
        // within 20 µs: a preemption between the reads would otherwise skew a loaded machine's result.
        const auto pairedRead = [] {
            for (;;) {
                const std::uint64_t before = Clock::monotonicNs();
                const Ticks ticks = Clock::now();
                const std::uint64_t after = Clock::monotonicNs();
                if (after - before < 20'000)
                    return std::pair((before + after) / 2, ticks);
            }
        };
        const auto [ns0, t0] = pairedRead();
        spinFor(50'000'000);
        const auto [ns1, t1] = pairedRead();
        const double viaClock = Clock::toNs(t1 - t0);
        const double viaMonotonic = static_cast<double>(ns1 - ns0);
        QVERIFY2(std::abs(viaClock / viaMonotonic - 1.0) < 0.005,
            qPrintable(QStringLiteral("clock %1 ns vs monotonic %2 ns").arg(viaClock).arg(viaMonotonic)));
        QVERIFY(Stopwatch::startStopOverheadNs() > 0.0);
        QVERIFY(Clock::readCostNs() > 0.0);
        QVERIFY(Clock::name() == "tsc" || Clock::name() == "steady_clock");
    }

    void totalsAndCalls()
    {
        Stopwatch sw;
        for (int i = 0; i < 3; ++i) {
            sw.start(4);
            spinFor(2'000'000);
            sw.stop(4);
        }
        const auto totals = sw.totals();
        QCOMPARE(totals.size(), std::size_t(1));
        QCOMPARE(totals[0].name, std::string("4"));
        QCOMPARE(totals[0].calls, std::uint64_t(3));
        // Lower bounds only: a loaded machine may stretch any interval, never shorten it.
        QVERIFY(totals[0].totalNs >= 6'000'000 * kCalibration);
        QVERIFY(totals[0].minNs >= 2'000'000 * kCalibration);
        QVERIFY(totals[0].maxNs >= totals[0].minNs);
        QVERIFY(totals[0].totalNs >= 3 * totals[0].minNs);
    }

    void nestingKeepsKeysApart()
    {
        Stopwatch sw;
        sw.start(1); // the article's "total" around the inner sections
        sw.start(3);
        spinFor(3'000'000);
        sw.stop(3);
        sw.start("write");
        spinFor(1'000'000);
        sw.stop("write");
        sw.stop(1);
        const auto totals = sw.totals();
        const auto* outer = findKey(totals, "1");
        const auto* read = findKey(totals, "3");
        const auto* write = findKey(totals, "write");
        QVERIFY(outer && read && write);
        QVERIFY(outer->totalNs >= read->totalNs + write->totalNs);
        QVERIFY(read->totalNs >= 3'000'000 * kCalibration);
        QVERIFY(write->totalNs >= 1'000'000 * kCalibration);
        QCOMPARE(outer->calls, std::uint64_t(1));
    }

    void stopWithoutStartRecordsNothing()
    {
        Stopwatch sw;
        sw.stop(7);
        QVERIFY(sw.totals().empty());
        QCOMPARE(sw.showAll(), std::string());
    }

    void scopeAndBytesAndBatches()
    {
        Stopwatch sw;
        const auto k = sw.key("read");
        {
            auto s = sw.scope(k);
            s.addBytes(100);
            s.setCalls(64); // one timing standing for a batch of 64 short calls
        }
        const auto totals = sw.totals();
        QCOMPARE(totals.size(), std::size_t(1));
        QCOMPARE(totals[0].bytes, std::uint64_t(100));
        QCOMPARE(totals[0].calls, std::uint64_t(64));
    }

    void lapChargesBothKeysWithOneRead()
    {
        Stopwatch sw;
        const auto a = sw.key("a");
        const auto b = sw.key("b");
        sw.start(a);
        spinFor(1'000'000);
        sw.lap(a, b);
        spinFor(2'000'000);
        sw.stop(b);
        const auto totals = sw.totals();
        QVERIFY(findKey(totals, "a")->totalNs >= 1'000'000 * kCalibration);
        QVERIFY(findKey(totals, "b")->totalNs >= 2'000'000 * kCalibration);
        QCOMPARE(findKey(totals, "a")->calls, std::uint64_t(1));
    }

    void threadsRecordIndependently()
    {
        Stopwatch sw;
        const auto k = sw.key("work");
        constexpr int kThreads = 4;
        constexpr int kCalls = 10'000;
        std::vector<std::thread> threads;
        for (int t = 0; t < kThreads; ++t)
            threads.emplace_back([&] {
                for (int i = 0; i < kCalls; ++i) {
                    sw.start(k);
                    sw.stop(k, 1);
                }
            });
        for (auto& t : threads)
            t.join();
        const auto totals = sw.totals();
        QCOMPARE(totals.size(), std::size_t(1));
        QCOMPARE(totals[0].calls, std::uint64_t(kThreads * kCalls));
        QCOMPARE(totals[0].bytes, std::uint64_t(kThreads * kCalls));
        const auto lanes = sw.perThreadTotals();
        QCOMPARE(lanes.size(), std::size_t(kThreads));
        for (const auto& lane : lanes)
            QCOMPARE(lane.at(0).calls, std::uint64_t(kCalls));
    }

    void showAllUsesTheArticleFormat()
    {
        Stopwatch sw;
        sw.start(4);
        spinFor(12'000'000);
        sw.stop(4);
        sw.start(2);
        sw.stop(2);
        const QString text = QString::fromStdString(sw.showAll());
        const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        const QRegularExpression format(QStringLiteral("^Stopwatch\\[(\\d+)\\]: (\\d+)msec\\.$"));
        const auto first = format.match(lines[0]);
        QVERIFY2(first.hasMatch(), qPrintable(lines[0]));
        QCOMPARE(first.captured(1), QStringLiteral("4"));
        // The printed figure is the recorded total truncated to whole msec, exactly. The total
        // itself comes from TSC ticks converted with the calibrated rate, so a 12 ms spin (timed
        // by CLOCK_MONOTONIC) can record 11.99 ms and print 11: comparing the line with 12 was
        // what made this test fail under load. How close the rate is lies with the calibration
        // test; here the total only has to be the spin's within a few per cent.
        const auto totals = sw.totals();
        const Stopwatch::Totals* four = findKey(totals, "4");
        QVERIFY(four);
        QCOMPARE(first.captured(2).toULongLong(), static_cast<qulonglong>(four->totalNs / 1'000'000));
        QVERIFY2(four->totalNs >= 11'500'000, qPrintable(QString::number(four->totalNs)));
        const auto second = format.match(lines[1]);
        QVERIFY(second.hasMatch());
        QCOMPARE(second.captured(1), QStringLiteral("2"));
        QCOMPARE(second.captured(2), QStringLiteral("0"));
    }

    void intervalsAreKeptInOrderUpToTheBound()
    {
        Stopwatch sw;
        sw.keepIntervals(3);
        const auto a = sw.key("a");
        const auto b = sw.key("b");
        sw.start(a);
        spinFor(100'000);
        sw.lap(a, b);
        spinFor(100'000);
        sw.stop(b);
        sw.start(a);
        sw.stop(a);
        sw.start(b); // past the bound: counted in totals and as dropped, not kept
        sw.stop(b);
        const auto threads = sw.intervalsPerThread();
        QCOMPARE(threads.size(), std::size_t(1));
        const auto& kept = threads[0].kept;
        QCOMPARE(kept.size(), std::size_t(3));
        QCOMPARE(threads[0].dropped, std::uint64_t(1));
        QCOMPARE(kept[0].slot, a.slot);
        QCOMPARE(kept[1].slot, b.slot);
        QCOMPARE(kept[1].begin, kept[0].end); // a lap is one clock read: b starts where a ended
        QVERIFY(kept[0].end - kept[0].begin > 0);
        QVERIFY(kept[2].begin >= kept[1].end);
        QCOMPARE(findKey(sw.totals(), "b")->calls, std::uint64_t(2));
    }

    void intervalsAreOffByDefault()
    {
        Stopwatch sw;
        sw.start(1);
        sw.stop(1);
        QCOMPARE(sw.intervalsPerThread().size(), std::size_t(1));
        QVERIFY(sw.intervalsPerThread()[0].kept.empty());
        QCOMPARE(sw.intervalsPerThread()[0].dropped, std::uint64_t(0));
    }

    void probeTimelineHasThreadsAndPhases()
    {
        Probe probe;
        const Ticks origin = Clock::now();
        {
            auto s = probe.phase(Phase::Read);
            spinFor(200'000);
        }
        std::thread worker([&] {
            auto s = probe.phase(Phase::Write);
            spinFor(200'000);
        });
        worker.join();
        const PhaseTimeline timeline = probe.timeline(origin);
        QCOMPARE(timeline.intervals.size(), std::size_t(2));
        QCOMPARE(timeline.dropped, std::uint64_t(0));
        QCOMPARE(timeline.intervals[0].thread, 0u);
        QCOMPARE(timeline.intervals[0].phase, Phase::Read);
        QCOMPARE(timeline.intervals[1].thread, 1u);
        QCOMPARE(timeline.intervals[1].phase, Phase::Write);
        QVERIFY(timeline.intervals[0].endNs - timeline.intervals[0].beginNs >= 200'000 * kCalibration);
        QVERIFY(timeline.intervals[1].beginNs >= timeline.intervals[0].endNs); // the worker began after
        QCOMPARE(probe.phasesPerThread().size(), std::size_t(2)); // lanes match the threads' indexes
    }

    void resetClearsTotals()
    {
        Stopwatch sw;
        sw.start(1);
        sw.stop(1);
        sw.reset();
        QVERIFY(sw.totals().empty());
    }

    void probeNamesPhases()
    {
        Probe probe;
        {
            auto s = probe.phase(Phase::Read);
            s.addBytes(42);
        }
        {
            auto w = probe.worker();
            auto s = probe.phase(Phase::Write);
        }
        const auto phases = probe.phases();
        QCOMPARE(phases.size(), std::size_t(2));
        QCOMPARE(phases[0].phase, Phase::Read);
        QCOMPARE(phases[0].bytes, std::uint64_t(42));
        QCOMPARE(phases[1].phase, Phase::Write);
        // An empty worker interval reads as zero system calls: the /proc read is subtracted.
        QCOMPARE(probe.usage().syscr, std::uint64_t(0));
    }
};

QTEST_GUILESS_MAIN(TestStopwatch)
#include "tst_stopwatch.moc"
