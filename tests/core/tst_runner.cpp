// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/environment.h"
#include "core/errors.h"
#include "core/filehash.h"
#include "core/pagecache.h"
#include "core/registry.h"
#include "core/report/reportutil.h"
#include "core/runner.h"
#include "core/strategy.h"
#include "core/verifier.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <set>

#include <fcntl.h>
#include <random>
#include <sys/stat.h>
#include <unistd.h>

using namespace iolens;

namespace {

void writeRandomFile(const QString& path, qint64 size, unsigned seed = 7)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    std::mt19937_64 rng(seed);
    QByteArray chunk(1 << 16, Qt::Uninitialized);
    for (qint64 done = 0; done < size; done += chunk.size()) {
        for (int i = 0; i < chunk.size(); i += 8) {
            const auto v = rng();
            std::memcpy(chunk.data() + i, &v, 8);
        }
        const qint64 n = std::min<qint64>(chunk.size(), size - done);
        QCOMPARE(f.write(chunk.constData(), n), n);
    }
}

QStringList entries(const QString& dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
}

RunSpec specFor(const QString& file, const QString& outDir, std::vector<StrategyChoice> strategies)
{
    RunSpec spec;
    spec.file = file.toStdString();
    spec.outDir = outDir.toStdString();
    spec.strategies = std::move(strategies);
    return spec;
}

StrategyChoice bufferLoop(std::int64_t bufferSize)
{
    return StrategyChoice { "copy.buffer-loop", { { "buffer_size", bufferSize } } };
}

} // namespace

class TestRunner : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_source;
    QString m_outDir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_source = m_dir.filePath(QStringLiteral("source.bin"));
        writeRandomFile(m_source, 3 * 1024 * 1024 + 12345);
        m_outDir = m_dir.filePath(QStringLiteral("out"));
        QVERIFY(QDir().mkpath(m_outDir));
    }

    void interleavesAndDiscardsWarmup()
    {
        RunSpec spec = specFor(m_source, m_outDir, { bufferLoop(4096), bufferLoop(65536) });
        spec.reps = 3;
        spec.warmup = 2;
        std::vector<std::pair<int, int>> order; // (strategy index, repetition) of each run, in time order
        std::atomic<bool> cancel { false };
        const Report report = Runner().run(spec, cancel, [&](const Progress& p) {
            if (order.empty() || order.back() != std::pair(p.strategyIndex, p.repetition))
                order.emplace_back(p.strategyIndex, p.repetition);
        });
        const std::vector<std::pair<int, int>> expected { { 0, 0 }, { 1, 0 }, { 0, 0 }, { 1, 0 }, { 0, 1 }, { 1, 1 },
            { 0, 2 }, { 1, 2 }, { 0, 3 }, { 1, 3 } };
        QCOMPARE(order, expected);
        QCOMPARE(report.results.size(), std::size_t(2));
        for (const Result& r : report.results) {
            QCOMPARE(r.status, Status::Ok);
            QVERIFY(r.verified);
            QCOMPARE(r.samples.size(), std::size_t(3)); // the two warm-up runs are not kept
            QCOMPARE(r.stats.count, std::uint64_t(3));
            QVERIFY(r.stats.medianNs > 0);
            QCOMPARE(r.output.bytes, std::uint64_t(3 * 1024 * 1024 + 12345));
            QCOMPARE(QString::fromStdString(r.output.checksum), QString::fromStdString(hashFile(spec.file).text()));
            for (const Sample& s : r.samples) {
                QVERIFY(s.wallNs > 0);
                QVERIFY(!s.phases.empty());
                QCOMPARE(s.cacheResidentBefore, 1.0); // warm mode
                QVERIFY(s.usage.syscr > 0 && s.usage.syscw > 0);
                QVERIFY(s.usage.rchar >= r.output.bytes);
            }
        }
        // A 4 KiB buffer needs 16 times the read calls of a 64 KiB one.
        const auto readCalls = [](const Sample& s) {
            for (const PhaseTotals& p : s.phases)
                if (p.phase == Phase::Read)
                    return p.calls;
            return std::uint64_t(0);
        };
        QVERIFY(readCalls(report.results[0].samples[0]) > 10 * readCalls(report.results[1].samples[0]));
        QCOMPARE(report.results[0].params.at("buffer_size"), std::int64_t(4096));
        QVERIFY(entries(m_outDir).isEmpty());
        QVERIFY(!report.environment.kernel.empty());
        QVERIFY(!report.environment.cpu.empty());
        QVERIFY(report.environment.clockOverheadNs > 0);
        QCOMPARE(report.workload.reps, 3);
    }

    void medianRunKeepsItsTimeline()
    {
        const StrategyChoice parallel { "copy.parallel", { { "threads", 2 }, { "buffer_size", 65536 } } };
        RunSpec spec = specFor(m_source, m_outDir, { parallel, bufferLoop(512) });
        spec.reps = 3;
        spec.warmup = 0;
        std::atomic<bool> cancel { false };
        const Report report = Runner().run(spec, cancel);
        for (const Result& r : report.results) {
            QCOMPARE(r.status, Status::Ok);
            const std::size_t median = *report::medianSampleIndex(r);
            for (std::size_t i = 0; i < r.samples.size(); ++i) {
                const PhaseTimeline& t = r.samples[i].timeline;
                QVERIFY2(
                    i == median ? !t.intervals.empty() : t.intervals.empty() && t.dropped == 0, r.strategy.c_str());
            }
            const Sample& s = r.samples[median];
            for (const PhaseInterval& i : s.timeline.intervals) {
                QVERIFY(i.beginNs <= i.endNs);
                QVERIFY(i.endNs <= s.wallNs);
                QVERIFY(i.thread < s.phasesPerThread.size());
            }
        }
        // copy.parallel: the runner's thread and both workers have lanes with intervals.
        const Sample& parallelRun = report.results[0].samples[*report::medianSampleIndex(report.results[0])];
        std::set<std::uint32_t> threads;
        for (const PhaseInterval& i : parallelRun.timeline.intervals)
            threads.insert(i.thread);
        QVERIFY2(threads.size() >= 3, qPrintable(QString::number(threads.size())));
        QCOMPARE(parallelRun.timeline.dropped, std::uint64_t(0));

        // 512-byte buffers on 3 MiB: ~12,300 reads and writes, more than a thread keeps; the rest
        // are counted as dropped. Every timed scope is one interval: one per read and write call,
        // one for opening both files (2 calls) and one for closing both.
        const Sample& small = report.results[1].samples[*report::medianSampleIndex(report.results[1])];
        QCOMPARE(small.timeline.intervals.size(), Probe::kIntervalsPerThread);
        std::uint64_t calls = 0;
        for (const PhaseTotals& p : small.phases)
            calls += p.calls;
        QCOMPARE(small.timeline.intervals.size() + small.timeline.dropped, calls - 2);
        QCOMPARE(small.timeline.intervals.front().phase, Phase::Open);
    }

    void cancelLeavesNoFileBehind()
    {
        const QString big = m_dir.filePath(QStringLiteral("big.bin"));
        writeRandomFile(big, 32 * 1024 * 1024);
        RunSpec spec = specFor(big, m_outDir, { bufferLoop(4096), bufferLoop(1 << 20) });
        std::atomic<bool> cancel { false };
        bool sawScratchFile = false;
        const Report report = Runner().run(spec, cancel, [&](const Progress& p) {
            if (p.bytesDone > 8u * 1024 * 1024 && !cancel) {
                // Mid-run: the destination exists in the private scratch dir right now.
                const QStringList scratch = entries(m_outDir);
                sawScratchFile = scratch.size() == 1 && !entries(m_outDir + QLatin1Char('/') + scratch[0]).isEmpty();
                cancel = true;
            }
        });
        QVERIFY(sawScratchFile);
        QCOMPARE(report.results[0].status, Status::Cancelled);
        QCOMPARE(report.results[1].status, Status::Cancelled);
        QVERIFY2(entries(m_outDir).isEmpty(), qPrintable(entries(m_outDir).join(QLatin1Char(','))));
        QFile::remove(big);
    }

    void coldModeRecordsResidency()
    {
        RunSpec spec = specFor(m_source, m_outDir, { bufferLoop(65536) });
        spec.cache = CacheMode::Cold;
        spec.reps = 2;
        std::atomic<bool> cancel { false };
        const Report report = Runner().run(spec, cancel);
        QCOMPARE(report.results[0].status, Status::Ok);
        const bool tmpfs = filesystemType(spec.file) == "tmpfs";
        for (const Sample& s : report.results[0].samples) {
            if (tmpfs) {
                // tmpfs pages have no backing store and cannot be dropped: the sample must say so.
                QVERIFY(!s.cacheModeHonoured);
                QVERIFY(s.cacheResidentBefore > 0.99);
            } else {
                QVERIFY2(s.cacheResidentBefore < 0.01, qPrintable(QString::number(s.cacheResidentBefore)));
                QVERIFY(s.cacheModeHonoured);
            }
        }
        // Warm again: the pre-read brings every page back.
        QCOMPARE(pagecache::warm(spec.file), 1.0);
    }

    void sourceChangedDuringRunIsReported()
    {
        const QString victim = m_dir.filePath(QStringLiteral("changing.bin"));
        writeRandomFile(victim, 12 * 1024 * 1024);
        RunSpec spec = specFor(victim, m_outDir, { bufferLoop(65536) });
        spec.warmup = 0;
        spec.reps = 1;
        std::atomic<bool> cancel { false };
        bool appended = false;
        const Report report = Runner().run(spec, cancel, [&](const Progress&) {
            if (!appended) {
                QFile f(victim);
                QVERIFY(f.open(QIODevice::Append));
                f.write("grown");
                appended = true;
            }
        });
        QCOMPARE(report.results[0].status, Status::Error);
        QVERIFY(report.results[0].message.find("changed") != std::string::npos);
        QVERIFY(!report.results[0].verified);
        QVERIFY(entries(m_outDir).isEmpty());
    }

    // A mapped source truncated by someone else: the mapping strategies read past the new end, which
    // is SIGBUS without a guard. The run must end, marked "source changed", and the process live on.
    void sourceShrinksUnderAMapping_data()
    {
        QTest::addColumn<QString>("strategy");
        QTest::addRow("read.mmap") << QStringLiteral("read.mmap");
        QTest::addRow("copy.mmap-write") << QStringLiteral("copy.mmap-write");
        QTest::addRow("copy.mmap-memcpy") << QStringLiteral("copy.mmap-memcpy");
    }
    void sourceShrinksUnderAMapping()
    {
        QFETCH(QString, strategy);
        const QString victim = m_dir.filePath(QStringLiteral("shrinking.bin"));
        QFile::remove(victim);
        writeRandomFile(victim, 48 * 1024 * 1024);
        // Small windows and progress steps: the truncation lands while the mapping is being read.
        RunSpec spec = specFor(victim, m_outDir, { StrategyChoice { strategy.toStdString(), {} } });
        spec.warmup = 0;
        spec.reps = 1;
        std::atomic<bool> cancel { false };
        bool truncated = false;
        const Report report = Runner().run(spec, cancel, [&](const Progress& p) {
            if (!truncated && p.bytesDone > 0) {
                QVERIFY(QFile::resize(victim, 4096));
                truncated = true;
            }
        });
        QVERIFY(truncated);
        QCOMPARE(report.results[0].status, Status::Error);
        QVERIFY2(report.results[0].message.find("changed") != std::string::npos, report.results[0].message.c_str());
        QVERIFY(entries(m_outDir).isEmpty());
        QVERIFY(QFile::remove(victim));
    }

    void verifierNamesFirstDifference()
    {
        const QString a = m_dir.filePath(QStringLiteral("a.bin"));
        const QString b = m_dir.filePath(QStringLiteral("b.bin"));
        writeRandomFile(a, 100000, 1);
        QVERIFY(QFile::copy(a, b));
        {
            QFile f(b);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.seek(70001));
            f.putChar('\xAA' ^ f.peek(1).at(0));
        }
        auto verifier = makeVerifier("copy");
        verifier->prepare(a.toStdString(), nullptr);
        try {
            verifier->check(Output { 100000, 0, {} }, b.toStdString());
            QFAIL("a differing copy passed verification");
        } catch (const VerificationError& e) {
            QVERIFY2(std::string(e.what()).find("70001") != std::string::npos, e.what());
        }
        const Output good = verifier->check(Output { 100000, 0, {} }, a.toStdString());
        QCOMPARE(good.checksum, hashFile(a.toStdString()).text());
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("strategy");
        QTest::addColumn<int>("reps");
        QTest::addColumn<QString>("outDir");
        QTest::addColumn<QString>("expected"); // a piece of the one-sentence message
        const QString src = QDir::tempPath(); // replaced by the real source below where marked
        QTest::addRow("missing file") << QStringLiteral("/nonexistent/x.bin") << QStringLiteral("copy.buffer-loop") << 1
                                      << QString() << QStringLiteral("'/nonexistent/x.bin' does not exist");
        QTest::addRow("directory") << QStringLiteral("/tmp") << QStringLiteral("copy.buffer-loop") << 1 << QString()
                                   << QStringLiteral("'/tmp' is a directory");
        QTest::addRow("character device") << QStringLiteral("/dev/zero") << QStringLiteral("copy.buffer-loop") << 1
                                          << QString() << QStringLiteral("'/dev/zero' is a character device");
        QTest::addRow("unknown strategy") << QStringLiteral("SOURCE") << QStringLiteral("copy.teleport") << 1
                                          << QString() << QStringLiteral("Unknown strategy 'copy.teleport'");
        QTest::addRow("zero reps") << QStringLiteral("SOURCE") << QStringLiteral("copy.buffer-loop") << 0 << QString()
                                   << QStringLiteral("Repetitions must be at least 1");
        QTest::addRow("missing out dir") << QStringLiteral("SOURCE") << QStringLiteral("copy.buffer-loop") << 1
                                         << QStringLiteral("/nonexistent-out")
                                         << QStringLiteral("'/nonexistent-out' does not exist");
        QTest::addRow("out dir is a file") << QStringLiteral("SOURCE") << QStringLiteral("copy.buffer-loop") << 1
                                           << QStringLiteral("SOURCE") << QStringLiteral("is not a directory");
        Q_UNUSED(src);
    }
    void badInput()
    {
        QFETCH(QString, file);
        QFETCH(QString, strategy);
        QFETCH(int, reps);
        QFETCH(QString, outDir);
        QFETCH(QString, expected);
        file.replace(QStringLiteral("SOURCE"), m_source);
        outDir.replace(QStringLiteral("SOURCE"), m_source);
        RunSpec spec
            = specFor(file, outDir.isEmpty() ? m_outDir : outDir, { StrategyChoice { strategy.toStdString(), {} } });
        spec.reps = reps;
        std::atomic<bool> cancel { false };
        try {
            Runner().run(spec, cancel);
            QFAIL("bad input was accepted");
        } catch (const UsageError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(expected), e.what());
        }
        QVERIFY(entries(m_outDir).isEmpty());
    }

    void fifoIsRefused()
    {
        const QString fifo = m_dir.filePath(QStringLiteral("pipe"));
        QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
        RunSpec spec = specFor(fifo, m_outDir, { bufferLoop(8192) });
        std::atomic<bool> cancel { false };
        QVERIFY_THROWS_EXCEPTION(UsageError, Runner().run(spec, cancel));
    }

    void parameterOutOfRange()
    {
        RunSpec spec = specFor(m_source, m_outDir, { bufferLoop(0) });
        std::atomic<bool> cancel { false };
        try {
            Runner().run(spec, cancel);
            QFAIL("buffer_size 0 was accepted");
        } catch (const UsageError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("'buffer_size'")), e.what());
        }
    }

    void sourceIsNeverModified()
    {
        struct stat before { };
        QCOMPARE(::stat(m_source.toLocal8Bit().constData(), &before), 0);
        const auto hashBefore = hashFile(m_source.toStdString()).xxh3;
        // Out dir = the source's own directory: the destination still lands in a private subdirectory.
        RunSpec spec = specFor(m_source, m_dir.path(), { bufferLoop(8192) });
        spec.reps = 1;
        std::atomic<bool> cancel { false };
        QCOMPARE(Runner().run(spec, cancel).results[0].status, Status::Ok);
        struct stat after { };
        QCOMPARE(::stat(m_source.toLocal8Bit().constData(), &after), 0);
        QCOMPARE(after.st_size, before.st_size);
        QCOMPARE(after.st_mtim.tv_nsec, before.st_mtim.tv_nsec);
        QCOMPARE(after.st_mtim.tv_sec, before.st_mtim.tv_sec);
        QCOMPARE(hashFile(m_source.toStdString()).xxh3, hashBefore);
        QVERIFY(!entries(m_dir.path()).join(QLatin1Char(' ')).contains(QStringLiteral("iolens-scratch")));
    }

    void workIsOneAmountForTheWholeFamily()
    {
        // Every write strategy at the family's 10,000 records by default, fsync-per-record too.
        for (const char* id : { "write.fsync-per-record", "write.buffered" }) {
            const Strategy* s = Registry::instance().find(id);
            QVERIFY(s);
            QCOMPARE(resolveParams(s->info().params, {}, id).at("records"), std::int64_t(10'000));
        }
        RunSpec spec = specFor(m_source, m_outDir,
            { StrategyChoice { "write.fsync-per-record", {} }, StrategyChoice { "write.buffered", {} },
                StrategyChoice { "copy.sendfile", {} } });
        spec.work = 40;
        spec.reps = 2;
        spec.warmup = 0;
        std::atomic<bool> cancel { false };
        const Report report = Runner().run(spec, cancel);
        QCOMPARE(report.workload.work, std::int64_t(40));
        QCOMPARE(report.results.size(), std::size_t(3));
        for (std::size_t i = 0; i < 2; ++i) {
            const Result& r = report.results[i];
            QCOMPARE(r.status, Status::Ok);
            QCOMPARE(r.params.at("records"), std::int64_t(40));
            QCOMPARE(r.stats.unit, std::string("record"));
            QCOMPARE(r.stats.units, 40.0);
            QCOMPARE(r.stats.nsPerUnit, r.stats.medianNs / 40.0);
        }
        QVERIFY(!report.results[2].params.contains("records")); // copy works on the whole file
        QCOMPARE(report.results[2].stats.unit, std::string("MiB"));
        QCOMPARE(report.comparisons.size(), std::size_t(2));
        QVERIFY(report.comparable());
        QVERIFY(report.notices.empty()); // 40 records: nothing long to announce
    }

    void aMemberGivenOtherWorkMakesTheFamilyNotComparable()
    {
        RunSpec spec = specFor(m_source, m_outDir,
            { StrategyChoice { "write.single-open", {} }, StrategyChoice { "write.writev", { { "records", 25 } } } });
        spec.work = 30;
        spec.reps = 1;
        spec.warmup = 0;
        std::atomic<bool> cancel { false };
        const Report report = Runner().run(spec, cancel);
        QCOMPARE(report.results[0].params.at("records"), std::int64_t(30));
        QCOMPARE(report.results[1].params.at("records"), std::int64_t(25)); // set for it alone: it wins
        QVERIFY(report.results[0].verified && report.results[1].verified);
        QVERIFY(report.allRan());
        QVERIFY(!report.comparable());
        QCOMPARE(report.comparisons.at(0).reason,
            std::string("The write strategies did different work, so their times do not compare: records = 25 "
                        "(write.writev) against 30 (write.single-open)."));
    }

    void workWithoutACountedFamilyIsRefused()
    {
        RunSpec spec = specFor(m_source, m_outDir, { bufferLoop(8192) });
        spec.work = 100;
        std::atomic<bool> cancel { false };
        try {
            Runner().run(spec, cancel);
            QFAIL("--work on copy alone was accepted");
        } catch (const UsageError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).startsWith(QStringLiteral("The amount of work (--work 100) sets "
                                                                           "records for write")),
                e.what());
        }
        QCOMPARE(entries(m_outDir), QStringList {});
    }

    void aLongRunIsAnnouncedBeforeItStarts()
    {
        // The threshold lowered to 1 ns, so that the sentence comes whatever this machine's speed.
        RunSpec spec = specFor(m_source, m_outDir, { StrategyChoice { "write.fsync-per-record", {} } });
        spec.work = 5000;
        spec.reps = 1;
        spec.warmup = 1;
        spec.announceAboveNs = 1;
        std::atomic<bool> cancel { false };
        std::vector<std::string> said;
        const auto notice = [&](const std::string& s) {
            said.push_back(s);
            cancel = true; // the test needs the sentence, not the run
        };
        const Report report = Runner().run(spec, cancel, {}, notice);
        QCOMPARE(said.size(), std::size_t(1));
        QCOMPARE(report.notices, said);
        QVERIFY2(said[0].starts_with("write.fsync-per-record will take about "), said[0].c_str());
        QVERIFY2(said[0].find(": 2 runs of 5,000 records at ") != std::string::npos, said[0].c_str());
        QVERIFY2(said[0].ends_with(" per record (timed on 50); --work shortens it."), said[0].c_str());
        QCOMPARE(report.results[0].status, Status::Cancelled);
        QCOMPARE(entries(m_outDir), QStringList {});
    }
};

QTEST_GUILESS_MAIN(TestRunner)
#include "tst_runner.moc"
