// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/errors.h"
#include "core/registry.h"
#include "core/runner.h"
#include "core/strategy.h"
#include "core/watch/changeplan.h"
#include "core/watch/changewriter.h"
#include "core/watch/detectionsummary.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <chrono>
#include <cmath>
#include <limits>
#include <poll.h>
#include <thread>

using namespace iolens;

// watch.poll-stat and watch.inotify watch the same writer append to a file; they must see the
// same final file, and differ in how late they see each change, what it costs them, and how many
// changes they see merged. Timing bounds here are deliberately loose (the machine is shared):
// lower bounds where polling must be slow, upper bounds only far above what any healthy run shows.

namespace {

const char* const kMetricNames[] = { "latency_median_ns", "latency_p99_ns", "latency_max_ns", "detected_events",
    "missed_events", "watch_cpu_ns", "watch_syscalls", "empty_checks" };

double metricOf(const Sample& sample, std::string_view name)
{
    for (const RunMetric& m : sample.metrics)
        if (m.name == name)
            return m.value;
    return std::numeric_limits<double>::quiet_NaN();
}

QString missingMetrics(const Sample& sample)
{
    QStringList missing;
    for (const char* name : kMetricNames)
        if (std::isnan(metricOf(sample, name)))
            missing << QString::fromLatin1(name);
    return missing.join(QLatin1Char(','));
}

PhaseTotals phaseOf(const Sample& sample, Phase phase)
{
    for (const PhaseTotals& p : sample.phases)
        if (p.phase == phase)
            return p;
    return PhaseTotals { phase, 0, 0, 0 };
}

StrategyChoice choice(const char* id, ParamValues params, bool instrumented = true)
{
    return StrategyChoice { id, std::move(params), instrumented };
}

} // namespace

class TestWatchStrategies : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_source;
    QString m_outDir;

    RunSpec spec(std::vector<StrategyChoice> strategies) const
    {
        RunSpec s;
        s.file = m_source.toStdString();
        s.outDir = m_outDir.toStdString();
        s.reps = 1;
        s.warmup = 0;
        s.strategies = std::move(strategies);
        return s;
    }

    QStringList filesLeft() const
    {
        QStringList left;
        QDirIterator it(m_outDir, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext())
            left << it.next();
        return left;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // The runner wants a source file; the watch family does not read it.
        m_source = m_dir.filePath(QStringLiteral("source.txt"));
        QFile f(m_source);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write("a line\n"), qint64(7));
        f.close();
        m_outDir = m_dir.filePath(QStringLiteral("out"));
        QVERIFY(QDir().mkpath(m_outDir));
        QCOMPARE(Registry::instance().family("watch").size(), std::size_t(2));
    }

    void cleanup() { QVERIFY2(filesLeft().isEmpty(), qPrintable(filesLeft().join(QLatin1Char(',')))); }

    void planIsFixedAndEveryChangeGrowsTheFile()
    {
        const ChangePlan a = ChangePlan::make(40, 5, 75);
        const ChangePlan b = ChangePlan::make(40, 5, 75);
        QCOMPARE(a.records, b.records);
        QCOMPARE(a.gapsNs, b.gapsNs);
        QCOMPARE(a.count(), std::size_t(40));
        std::uint64_t size = 0;
        for (std::size_t i = 0; i < a.count(); ++i) {
            QVERIFY(a.records[i].size() > 1);
            QCOMPARE(a.records[i].back(), '\n');
            QCOMPARE(a.records[i].find('\n'), a.records[i].size() - 1); // one line per change
            size += a.records[i].size();
            QCOMPARE(a.sizeAfter[i], size);
            QVERIFY(a.gapsNs[i] >= 5'000'000 && a.gapsNs[i] <= 75'000'000);
        }
        QCOMPARE(a.finalSize(), size);
        // Not all gaps alike: the writer's pace varies.
        QVERIFY(
            *std::min_element(a.gapsNs.begin(), a.gapsNs.end()) < *std::max_element(a.gapsNs.begin(), a.gapsNs.end()));
        QVERIFY_THROWS_EXCEPTION(UsageError, ChangePlan::make(10, 50, 10));
    }

    void matching_data()
    {
        // Three changes of 10 bytes each, written at 100, 200 and 300 ns; observations as
        // (time, size) pairs.
        QTest::addColumn<QList<quint64>>("observations");
        QTest::addColumn<QList<quint64>>("latencies"); // sorted
        QTest::addColumn<quint64>("detected");
        QTest::addColumn<quint64>("missed");
        QTest::addColumn<quint64>("unseen");
        QTest::addRow("each seen alone") << QList<quint64> { 150, 10, 260, 20, 301, 30 } << QList<quint64> { 1, 50, 60 }
                                         << quint64(3) << quint64(0) << quint64(0);
        QTest::addRow("two merged") << QList<quint64> { 250, 20, 330, 30 } << QList<quint64> { 30, 50, 150 }
                                    << quint64(2) << quint64(1) << quint64(0);
        QTest::addRow("half a write seen first")
            << QList<quint64> { 150, 5, 160, 10, 350, 30 } << QList<quint64> { 50, 60, 150 } << quint64(2) << quint64(1)
            << quint64(0);
        QTest::addRow("cut short") << QList<quint64> { 150, 10 } << QList<quint64> { 50 } << quint64(1) << quint64(0)
                                   << quint64(2);
        QTest::addRow("all at once") << QList<quint64> { 1000, 30 } << QList<quint64> { 700, 800, 900 } << quint64(1)
                                     << quint64(2) << quint64(0);
    }

    void matching()
    {
        QFETCH(QList<quint64>, observations);
        QFETCH(QList<quint64>, latencies);
        QFETCH(quint64, detected);
        QFETCH(quint64, missed);
        QFETCH(quint64, unseen);
        std::vector<Observation> seen;
        for (qsizetype i = 0; i + 1 < observations.size(); i += 2)
            seen.push_back(Observation { observations[i], observations[i + 1] });
        const DetectionSummary s = DetectionSummary::match({ 10, 20, 30 }, { 100, 200, 300 }, seen);
        QCOMPARE(QList<quint64>(s.latenciesNs.begin(), s.latenciesNs.end()), latencies);
        QCOMPARE(s.detected, detected);
        QCOMPARE(s.missed, missed);
        QCOMPARE(s.unseen, unseen);
        QCOMPARE(s.maxNs(), double(latencies.back()));
        QCOMPARE(s.p99Ns(), double(latencies.back())); // nearest rank of fewer than 100 values
        const qsizetype n = latencies.size();
        QCOMPARE(s.medianNs(), n % 2 ? double(latencies[n / 2]) : (latencies[n / 2 - 1] + latencies[n / 2]) / 2.0);
    }

    void percentilesOfManyLatencies()
    {
        DetectionSummary s;
        for (std::uint64_t i = 1; i <= 200; ++i)
            s.latenciesNs.push_back(i);
        QCOMPARE(s.medianNs(), 100.5);
        QCOMPARE(s.p99Ns(), 198.0);
        QCOMPARE(s.maxNs(), 200.0);
        QCOMPARE(DetectionSummary().p99Ns(), 0.0);
    }

    void detectsEveryChange_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<qint64>("intervalMs"); // poll-stat only
        QTest::addRow("watch.inotify") << QStringLiteral("watch.inotify") << qint64(0);
        // An interval far below the shortest gap: nothing may merge.
        QTest::addRow("watch.poll-stat 2 ms") << QStringLiteral("watch.poll-stat") << qint64(2);
    }

    void detectsEveryChange()
    {
        QFETCH(QString, id);
        QFETCH(qint64, intervalMs);
        ParamValues params { { "changes", 10 }, { "min_gap_ms", 50 }, { "max_gap_ms", 70 } };
        if (intervalMs > 0)
            params["interval_ms"] = intervalMs;
        std::atomic<bool> cancel { false };
        std::atomic<std::uint64_t> progressed { 0 };
        const Report report = Runner().run(
            spec({ choice(qPrintable(id), params) }), cancel, [&](const Progress& p) { progressed = p.bytesDone; });
        const Result& r = report.results.at(0);
        QVERIFY2(r.status == Status::Ok, r.message.c_str());
        // Progress counts changes seen, in shares of the source's bytes: all of them at the end.
        QCOMPARE(progressed.load(), report.workload.bytes);
        QVERIFY(r.verified);
        QCOMPARE(r.output.lines, std::uint64_t(10));
        QCOMPARE(r.output.bytes, ChangePlan::make(10, 50, 70).finalSize());
        QCOMPARE(r.samples.size(), std::size_t(1));
        const Sample& s = r.samples[0];
        QVERIFY2(missingMetrics(s).isEmpty(), qPrintable(missingMetrics(s)));
        QCOMPARE(metricOf(s, "detected_events"), 10.0);
        QCOMPARE(metricOf(s, "missed_events"), 0.0);
        const double median = metricOf(s, "latency_median_ns");
        const double p99 = metricOf(s, "latency_p99_ns");
        const double max = metricOf(s, "latency_max_ns");
        QVERIFY2(median > 0 && median <= p99 && p99 <= max,
            qPrintable(QStringLiteral("%1 %2 %3").arg(median).arg(p99).arg(max)));
        // Far above a healthy run (microseconds for inotify, ~1 ms for a 2 ms poll), far below
        // the 50 ms gaps a latency measured from the wrong change would show.
        QVERIFY2(median < 25e6, qPrintable(QString::number(median)));
        QVERIFY(metricOf(s, "watch_cpu_ns") > 0);
        // The run lasts at least the writer's ten gaps.
        QVERIFY(s.wallNs >= 10 * 50'000'000ull);

        const PhaseTotals wait = phaseOf(s, Phase::Wait);
        const PhaseTotals detect = phaseOf(s, Phase::Detect);
        QVERIFY(wait.calls > 0);
        QVERIFY(detect.calls >= 10); // one look per change at least
        // The watcher spends its life waiting, not looking.
        QVERIFY2(wait.ns > detect.ns, qPrintable(QStringLiteral("wait %1 detect %2").arg(wait.ns).arg(detect.ns)));
        if (intervalMs > 0) {
            // Between changes 50 ms apart, a 2 ms poll mostly finds nothing.
            QVERIFY(metricOf(s, "empty_checks") > 10);
            QVERIFY(detect.calls > 20);
        }
    }

    // Both strategies, instrumented and not, in one run set: the family's AgreementVerifier holds
    // them to the same final file, and the uninstrumented build reports its metrics too.
    void familyAgreesAndPollingCostsMoreCalls()
    {
        const ParamValues workload { { "changes", 6 }, { "min_gap_ms", 40 }, { "max_gap_ms", 50 } };
        ParamValues poll = workload;
        poll["interval_ms"] = 1;
        std::atomic<bool> cancel { false };
        const Report report
            = Runner().run(spec({ choice("watch.inotify", workload), choice("watch.poll-stat", poll),
                               choice("watch.inotify", workload, false), choice("watch.poll-stat", poll, false) }),
                cancel);
        QCOMPARE(report.results.size(), std::size_t(4));
        for (const Result& r : report.results) {
            QVERIFY2(r.status == Status::Ok, (r.strategy + ": " + r.message).c_str());
            QVERIFY(r.verified);
            QCOMPARE(r.output.lines, std::uint64_t(6));
            QCOMPARE(
                QString::fromStdString(r.output.checksum), QString::fromStdString(report.results[0].output.checksum));
            QVERIFY2(missingMetrics(r.samples.at(0)).isEmpty(), qPrintable(missingMetrics(r.samples.at(0))));
        }
        QVERIFY(report.results[2].samples[0].phases.empty()); // the NullProbe build
        // Over a quarter of a second a 1 ms poll makes hundreds of calls; inotify about three per change.
        for (const std::size_t i : { 0, 2 }) {
            const Sample& inotify = report.results[i].samples[0];
            const Sample& polling = report.results[i + 1].samples[0];
            QVERIFY2(metricOf(inotify, "watch_syscalls") <= 3 * 6 + 6,
                qPrintable(QString::number(metricOf(inotify, "watch_syscalls"))));
            QVERIFY2(metricOf(polling, "watch_syscalls") > 3 * metricOf(inotify, "watch_syscalls"),
                qPrintable(QStringLiteral("poll %1 inotify %2")
                               .arg(metricOf(polling, "watch_syscalls"))
                               .arg(metricOf(inotify, "watch_syscalls"))));
            QVERIFY(metricOf(polling, "empty_checks") > metricOf(inotify, "empty_checks"));
        }
    }

    // The lesson's other half: a poll slower than the writer answers late and sees several
    // changes as one, yet still ends on the same file.
    void slowPollingMissesChanges()
    {
        const ParamValues workload { { "changes", 10 }, { "min_gap_ms", 5 }, { "max_gap_ms", 15 } };
        ParamValues poll = workload;
        poll["interval_ms"] = 250;
        std::atomic<bool> cancel { false };
        const Report report
            = Runner().run(spec({ choice("watch.inotify", workload), choice("watch.poll-stat", poll) }), cancel);
        for (const Result& r : report.results) {
            QVERIFY2(r.status == Status::Ok, (r.strategy + ": " + r.message).c_str());
            QVERIFY(r.verified); // missed events are the lesson, not a wrong result
        }
        const Sample& inotify = report.results[0].samples.at(0);
        const Sample& polling = report.results[1].samples.at(0);
        const double missed = metricOf(polling, "missed_events");
        const double detected = metricOf(polling, "detected_events");
        QCOMPARE(missed + detected, 10.0);
        // Ten changes within ~100 ms against one stat per 250 ms: a handful of looks at most.
        QVERIFY2(missed >= 5, qPrintable(QString::number(missed)));
        // The first stat comes 250 ms after the watch began, the last change ~100 ms in.
        QVERIFY2(metricOf(polling, "latency_median_ns") > 50e6,
            qPrintable(QString::number(metricOf(polling, "latency_median_ns"))));
        QVERIFY(metricOf(inotify, "latency_median_ns") < metricOf(polling, "latency_median_ns"));
        QCOMPARE(metricOf(inotify, "missed_events") + metricOf(inotify, "detected_events"), 10.0);
    }

    // What ends a watcher's wait when no change will come: the writer's wake-up descriptor, and
    // throwIfAborted() saying why.
    void writerWakesTheWatcher_data()
    {
        QTest::addColumn<QString>("why");
        QTest::addRow("timeout") << QStringLiteral("timeout");
        QTest::addRow("writer failed") << QStringLiteral("failed");
        QTest::addRow("cancel") << QStringLiteral("cancel");
    }

    void writerWakesTheWatcher()
    {
        QFETCH(QString, why);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QString file = dir.filePath(QStringLiteral("watched.log"));
        if (why != QLatin1String("failed")) { // else the writer cannot open it
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        // Cancel comes during a 10 s gap; the others see both changes at once.
        const std::int64_t gapMs = why == QLatin1String("cancel") ? 10000 : 1;
        const ChangePlan plan = ChangePlan::make(2, gapMs, gapMs);
        std::atomic<bool> cancel { false };
        const RunContext context(m_source.toStdString(), 7, file.toStdString(), {}, &cancel);
        ChangeWriter writer(file.toStdString(), plan, context, std::chrono::milliseconds(100));
        writer.throwIfAborted(); // nothing yet
        writer.start();
        if (why == QLatin1String("cancel"))
            cancel = true;
        pollfd wake { writer.wakeFd(), POLLIN, 0 };
        QCOMPARE(::poll(&wake, 1, 5000), 1); // ends a wait without a timeout of its own
        if (why == QLatin1String("timeout")) {
            try {
                writer.throwIfAborted();
                QFAIL("no timeout reported");
            } catch (const std::runtime_error& e) {
                const QString message = QString::fromUtf8(e.what());
                QVERIFY2(message.contains(QLatin1String("did not notice")) && message.contains(file)
                        && message.contains(QLatin1String("2 of 2 changes")),
                    e.what());
            }
            writer.stop();
            QCOMPARE(QFileInfo(file).size(), qint64(plan.finalSize()));
            QVERIFY(writer.writtenAtNs()[0] > 0 && writer.writtenAtNs()[0] <= writer.writtenAtNs()[1]);
        } else if (why == QLatin1String("failed")) {
            QVERIFY_THROWS_EXCEPTION(IoError, writer.throwIfAborted());
        } else {
            QVERIFY_THROWS_EXCEPTION(CancelledError, writer.throwIfAborted());
        }
    }

    void badGapsAreReported()
    {
        std::atomic<bool> cancel { false };
        const Report report
            = Runner().run(spec({ choice("watch.inotify", { { "min_gap_ms", 50 }, { "max_gap_ms", 10 } }) }), cancel);
        const Result& r = report.results.at(0);
        QCOMPARE(r.status, Status::Error);
        QVERIFY2(r.message.find("max_gap_ms") != std::string::npos, r.message.c_str());
    }

    void cancelStopsPromptly_data()
    {
        QTest::addColumn<QString>("id");
        for (const Strategy* s : Registry::instance().family("watch"))
            QTest::addRow("%s", s->info().id.c_str()) << QString::fromStdString(s->info().id);
    }

    void cancelStopsPromptly()
    {
        QFETCH(QString, id);
        // Three changes 3 s apart: nine seconds a run if cancel did not work. Nothing happens to
        // the file in the first 3 s, so inotify's watcher is blocked when cancel comes: only the
        // writer's wake-up can end its wait.
        const ParamValues params { { "changes", 3 }, { "min_gap_ms", 3000 }, { "max_gap_ms", 3000 } };
        std::atomic<bool> cancel { false };
        bool sawWatchedFile = false;
        std::chrono::steady_clock::time_point cancelledAt;
        std::thread canceller([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(400));
            // Mid-run: the watched file lives in the run's scratch dir right now.
            for (const QString& path : filesLeft())
                sawWatchedFile = sawWatchedFile || path.endsWith(QLatin1String("/watched.log"));
            cancelledAt = std::chrono::steady_clock::now();
            cancel = true;
        });
        const Report report = Runner().run(spec({ choice(qPrintable(id), params) }), cancel);
        const auto returnedAt = std::chrono::steady_clock::now();
        canceller.join();
        QVERIFY(sawWatchedFile);
        QCOMPARE(report.results.at(0).status, Status::Cancelled);
        const auto afterCancel = std::chrono::duration_cast<std::chrono::milliseconds>(returnedAt - cancelledAt);
        QVERIFY2(afterCancel < std::chrono::milliseconds(2000), qPrintable(QString::number(afterCancel.count())));
        // cleanup() checks that nothing is left in the out dir.
    }
};

QTEST_GUILESS_MAIN(TestWatchStrategies)
#include "tst_watchstrategies.moc"
