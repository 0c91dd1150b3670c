// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/errors.h"
#include "core/ext/childprocess.h"
#include "core/ext/extdefinition.h"
#include "core/ext/extstrategy.h"
#include "core/params.h"
#include "core/probe.h"
#include "core/registry.h"
#include "core/report/jsonreport.h"
#include "core/runcontext.h"
#include "core/runner.h"
#include "core/verifier.h"
#include "strategysupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <chrono>
#include <thread>

using namespace iolens;

// ext strategies: external commands run as child processes, verified like the family they join.
// Errors of the child (exit code, timeout, garbage output, a missing program) must come back as
// one clear sentence; the references and the articles' Java code must verify through the Runner.

namespace {

constexpr int kLineLength = 64; // 63 characters and '\n'
constexpr int kLines = 1 << 14; // 1 MiB: a multiple of fio's largest block, so fio reads it all

std::unique_ptr<ExtStrategy> fromText(const std::string& body, std::string job = "read")
{
    const std::string text = "[ext.test]\njob = " + job + "\ntitle = test\n" + body;
    ExtParseResult r = parseExtDefinitions(text, "test.ext");
    if (!r.errors.empty() || r.definitions.size() != 1)
        qFatal("test definition does not parse: %s", r.errors.empty() ? "" : r.errors.front().c_str());
    return std::make_unique<ExtStrategy>(r.definitions.front());
}

std::uint64_t phaseNs(const std::vector<PhaseTotals>& phases, Phase phase)
{
    for (const PhaseTotals& p : phases)
        if (p.phase == phase)
            return p.ns;
    return 0;
}

const RunMetric* metric(const Sample& sample, const std::string& name)
{
    for (const RunMetric& m : sample.metrics)
        if (m.name == name)
            return &m;
    return nullptr;
}

} // namespace

class TestExtStrategies : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_text; // kLines lines of kLineLength bytes

    // Runs one strategy directly (no Runner) and returns what it threw, "" when it did not.
    QString runError(const Strategy& s, const std::atomic<bool>* cancel = nullptr, qint64* elapsedMs = nullptr)
    {
        const std::string dest = m_dir.filePath(QStringLiteral("direct-dest")).toStdString();
        QFile::remove(QString::fromStdString(dest));
        RunContext context(m_text.toStdString(), QFileInfo(m_text).size(), dest,
            resolveParams(s.info().params, {}, s.info().id), cancel);
        Probe probe;
        QElapsedTimer timer;
        timer.start();
        QString error;
        try {
            s.run(context, probe);
        } catch (const CancelledError&) {
            error = QStringLiteral("cancelled");
        } catch (const UnsupportedError& e) {
            error = u"unsupported: " + QString::fromUtf8(e.what());
        } catch (const std::exception& e) {
            error = QString::fromUtf8(e.what());
        }
        if (elapsedMs)
            *elapsedMs = timer.elapsed();
        QFile::remove(QString::fromStdString(dest));
        return error;
    }

    Report runAll(const std::vector<std::string>& ids)
    {
        RunSpec spec;
        spec.file = m_text.toStdString();
        for (const std::string& id : ids)
            spec.strategies.push_back(StrategyChoice { id, {}, true });
        spec.reps = 1;
        spec.warmup = 0;
        spec.outDir = m_dir.filePath(QStringLiteral("out")).toStdString();
        std::atomic<bool> cancel { false };
        return Runner().run(spec, cancel);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir(m_dir.path()).mkdir(QStringLiteral("out")));
        m_text = m_dir.filePath(QStringLiteral("text.txt"));
        QFile f(m_text);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QByteArray all;
        for (int i = 0; i < kLines; ++i) {
            QByteArray line = QByteArray::number(i).rightJustified(kLineLength - 1, 'x');
            all += line + '\n';
        }
        QCOMPARE(f.write(all), qint64(kLines) * kLineLength);
    }

    // Scratch files go on every path: the out dir is empty after each test.
    void cleanup()
    {
        QCOMPARE(QDir(m_dir.filePath(QStringLiteral("out"))).entryList(QDir::NoDotAndDotDot | QDir::AllEntries),
            QStringList());
    }

    void shippedCatalogue()
    {
        const std::pair<const char*, const char*> expected[]
            = { { "ext.cp", "copy" }, { "ext.cat", "copy" }, { "ext.dd-8k", "copy" }, { "ext.dd-1m", "copy" },
                  { "ext.wc-l", "read" }, { "ext.fio-read-8k", "read" }, { "ext.fio-read-1m", "read" },
                  { "ext.java-file-input-stream", "copy" }, { "ext.java-buffered-byte", "copy" },
                  { "ext.java-read-all-bytes", "copy" }, { "ext.java-transfer-to", "copy" },
                  { "ext.java-files-copy", "copy" }, { "ext.java-file-reader-char", "read" },
                  { "ext.java-char-buffer", "read" }, { "ext.java-buffered-reader", "read" },
                  { "ext.java-files-lines", "read" }, { "ext.java-files-lines-parallel", "read" } };
        for (const auto& [id, job] : expected) {
            const Strategy* s = Registry::instance().find(id);
            QVERIFY2(s, id);
            const StrategyInfo& info = s->info();
            QCOMPARE(info.family, std::string("ext")); // listed together, verified as their job
            QCOMPARE(info.verifiedAs, std::string(job));
            QVERIFY2(!info.title.empty() && !info.lesson.what.empty() && !info.lesson.javaApi.empty()
                    && !info.lesson.costModel.empty() && !info.lesson.timing.empty(),
                id);
            QCOMPARE(info.params.size(), std::size_t(1));
            QCOMPARE(info.params[0].key, std::string("timeout_s"));
        }
    }

    // Both forms of the protocol, printed by a real child, land in the probe's phases.
    void phasesFromBothForms()
    {
        const auto s = fromText("output = phases\ncommand = printf \"%s\\n\" \"Stopwatch[read]: 12msec.\" "
                                "\"iolens-phase write 3456 2 100\" \"iolens-lines 3\" \"iolens-bytes 9\"\n");
        const std::string dest = m_dir.filePath(QStringLiteral("unused")).toStdString();
        RunContext context(m_text.toStdString(), 0, dest, resolveParams(s->info().params, {}, "ext.test"));
        Probe probe;
        const Output out = s->run(context, probe);
        QCOMPARE(out.lines, std::uint64_t(3));
        QCOMPARE(out.bytes, std::uint64_t(9));
        QCOMPARE(phaseNs(probe.phases(), Phase::Read), std::uint64_t(12'000'000));
        // The probe stores ticks: allow the rounding of one tick.
        QVERIFY(std::llabs(static_cast<long long>(phaseNs(probe.phases(), Phase::Write)) - 3456) <= 1);
        bool sawWrite = false;
        for (const PhaseTotals& p : probe.phases())
            if (p.phase == Phase::Write) {
                sawWrite = true;
                QCOMPARE(p.calls, std::uint64_t(2));
                QCOMPARE(p.bytes, std::uint64_t(100));
            }
        QVERIFY(sawWrite);
        // The child's usage and figures are the run's.
        bool sawWall = false;
        for (const RunMetric& m : context.metrics())
            sawWall = sawWall || (m.name == "child_wall_ns" && m.value > 0);
        QVERIFY(sawWall);
    }

    void failuresAreClear_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("expected");
        QTest::addRow("exit code and stderr") << QStringLiteral("output = wc\ncommand = ls /nonexistent-iolens-dir\n")
                                              << QStringLiteral("'ls' failed with exit code 2: ls: cannot access "
                                                                "'/nonexistent-iolens-dir': No such file or directory");
        QTest::addRow("garbage instead of phases")
            << QStringLiteral("output = phases\ncommand = echo iolens-phase read soon\n")
            << QStringLiteral("'echo' printed output that is not phases: line 1 of "
                              "the output, 'iolens-phase read soon', is not a protocol line");
        QTest::addRow("no phases at all")
            << QStringLiteral("output = phases\ncommand = echo 42\n")
            << QStringLiteral("'echo' printed output that is not phases: the output has no phase line");
        QTest::addRow("wc garbage")
            << QStringLiteral("output = wc\ncommand = echo many lines\n")
            << QStringLiteral("'echo' printed output that is not wc: expected a line count from wc, got 'many lines'");
        QTest::addRow("wc without bytes") << QStringLiteral("output = wc\ncommand = wc -l {src}\n")
                                          << QStringLiteral("'wc' did not say how many bytes it read");
        QTest::addRow("fio garbage") << QStringLiteral("output = fio-json\ncommand = echo {\"jobs\": 3\n")
                                     << QStringLiteral(
                                            "'echo' printed output that is not fio-json: fio's JSON does not parse");
        QTest::addRow("missing program") << QStringLiteral("output = wc\ncommand = iolens-no-such-program {src}\n")
                                         << QStringLiteral("unsupported: 'iolens-no-such-program' not found");
        QTest::addRow("killed by a signal") << QStringLiteral("output = wc\ncommand = sh -c \"kill -9 $$\"\n")
                                            << QStringLiteral("'sh' was killed by signal 9");
    }

    void failuresAreClear()
    {
        QFETCH(QString, body);
        QFETCH(QString, expected);
        const auto s = fromText(body.toStdString());
        const QString error = runError(*s);
        QVERIFY2(error.startsWith(expected), qPrintable(error));
    }

    void missingProgramIsUnsupported()
    {
        const auto s = fromText("output = wc\ncommand = wc -l -c {src}\nrequires = iolens-no-such-tool\n");
        QCOMPARE(s->unsupportedReason(), std::optional<std::string>("'iolens-no-such-tool' not found"));
        const auto fine = fromText("output = wc\ncommand = wc -l -c {src}\n");
        QCOMPARE(fine->unsupportedReason(), std::optional<std::string>());
    }

    void timeoutKillsTheChild()
    {
        const auto s = fromText("output = wc\ncommand = sleep 30\ntimeout_s = 1\n");
        qint64 ms = 0;
        const QString error = runError(*s, nullptr, &ms);
        QCOMPARE(error, QStringLiteral("'sleep' timed out after 1 s and was killed"));
        QVERIFY2(ms >= 900 && ms < 5000, qPrintable(QString::number(ms)));
    }

    // The child's own children are killed with it: they share its process group.
    void cancelKillsPromptly()
    {
        const auto s = fromText("output = wc\ncommand = sh -c \"sleep 30; sleep 30\"\n");
        std::atomic<bool> cancel { false };
        std::thread canceller([&cancel] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            cancel = true;
        });
        qint64 ms = 0;
        const QString error = runError(*s, &cancel, &ms);
        canceller.join();
        QCOMPARE(error, QStringLiteral("cancelled"));
        QVERIFY2(ms < 300 + 500, qPrintable(QString::number(ms)));
    }

    // wait4's ru_maxrss after a fork counts the parent's memory: a small child of a big parent must
    // not report the parent's size.
    void peakRssIsTheChilds()
    {
        std::vector<char> ballast(256u << 20, 1); // this process: at least 256 MiB resident
        for (std::size_t i = 0; i < ballast.size(); i += 4096)
            ballast[i] = char(1 + i % 7);
        ChildRequest request;
        request.args = { "sleep", "0.2" };
        const ChildOutcome outcome = runChild(request);
        QCOMPARE(outcome.exitCode, 0);
        QVERIFY(ballast[4096] != 0); // keeps the ballast alive and resident until here
        QVERIFY(!outcome.peakRssExact);
        QVERIFY2(outcome.peakRssBytes > 0 && outcome.peakRssBytes < (64u << 20),
            qPrintable(QString::number(outcome.peakRssBytes)));
    }

    void outputIsBounded()
    {
        ChildRequest request;
        request.args = { "head", "-c", "100000", "/dev/zero" };
        request.maxStdoutBytes = 1000;
        const ChildOutcome outcome = runChild(request);
        QCOMPARE(outcome.exitCode, 0);
        QCOMPARE(outcome.out.size(), std::size_t(1000));
        QVERIFY(outcome.outTruncated);
    }

    void wcCountsNewlinesAndStillVerifies()
    {
        // A last line without '\n': iolens counts 3 lines, wc -l 2 newlines; both are right.
        const QString path = m_dir.filePath(QStringLiteral("unterminated.txt"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.write("one\ntwo\nthree") == 13);
        f.close();
        RunSpec spec;
        spec.file = path.toStdString();
        spec.strategies = { StrategyChoice { "ext.wc-l", {}, true }, StrategyChoice { "read.buffer", {}, true } };
        spec.reps = 1;
        spec.warmup = 0;
        spec.outDir = m_dir.filePath(QStringLiteral("out")).toStdString();
        std::atomic<bool> cancel { false };
        const Report report = Runner().run(spec, cancel);
        QVERIFY2(
            report.results[0].status == Status::Ok && report.results[0].verified, report.results[0].message.c_str());
        QCOMPARE(report.results[0].output.lines, std::uint64_t(2));
        QVERIFY(report.results[0].output.linesAreNewlines);
        QCOMPARE(report.results[1].output.lines, std::uint64_t(3));

        // A wc that claimed the iolens count (3) would be wrong: the verifier knows it counts newlines.
        ParamValues none;
        auto verifier = makeVerifier("read");
        verifier->prepare(path.toStdString(), nullptr);
        Output claimed { 13, 3, {}, true, true };
        QVERIFY_THROWS_EXCEPTION(VerificationError, verifier->check(claimed, std::string(), none));
    }

    void referencesVerify()
    {
        const std::vector<std::string> ids { "ext.cp", "ext.cat", "ext.dd-8k", "ext.dd-1m", "ext.wc-l" };
        const Report report = runAll(ids);
        QCOMPARE(report.results.size(), ids.size());
        for (const Result& r : report.results) {
            QVERIFY2(r.status == Status::Ok && r.verified, (r.strategy + ": " + r.message).c_str());
            QCOMPARE(r.output.bytes, std::uint64_t(kLines) * kLineLength);
            QCOMPARE(r.samples.size(), std::size_t(1));
            // A child of a few milliseconds may end before its memory is sampled: only present here.
            QVERIFY2(metric(r.samples[0], "child_peak_rss_bytes"), r.strategy.c_str());
            if (r.verifiedAs == "read")
                QCOMPARE(r.output.lines, std::uint64_t(kLines));
            else // cp, cat and dd print no phases: the child's life is one 'other' phase
                QVERIFY2(phaseNs(r.samples[0].phases, Phase::Other) > 0, r.strategy.c_str());
        }
    }

    void fioVerifiesBytes()
    {
        if (!findProgram("fio"))
            QSKIP("fio is not installed");
        const Report report = runAll({ "ext.fio-read-8k", "ext.fio-read-1m" });
        for (const Result& r : report.results) {
            QVERIFY2(r.status == Status::Ok && r.verified, (r.strategy + ": " + r.message).c_str());
            QCOMPARE(r.output.bytes, std::uint64_t(kLines) * kLineLength);
            QVERIFY(!r.output.linesCounted);
            const RunMetric* bw = metric(r.samples[0], "fio_bw_mib_s");
            QVERIFY2(bw && bw->value > 0, r.strategy.c_str());
            QVERIFY(phaseNs(r.samples[0].phases, Phase::Read) > 0);
        }
        // The JSON says the lines were not counted (a field added only then), and reads back.
        const QByteArray json = reportToJson(report);
        const QJsonObject output
            = QJsonDocument::fromJson(json).object()[u"results"].toArray()[0].toObject()[u"output"].toObject();
        QCOMPARE(output[u"lines_counted"].toBool(true), false);
        QCOMPARE(reportFromJson(json).results.at(0).output.linesCounted, false);
    }

    // One run set: javac runs once for all of them (untimed), each strategy starts its own JVM.
    void javaStrategiesVerify()
    {
        if (!findProgram("javac") || !findProgram("java"))
            QSKIP("no JDK installed");
        std::vector<std::string> ids;
        for (const auto& s : Registry::instance().all())
            if (s->info().id.starts_with("ext.java-"))
                ids.push_back(s->info().id);
        QCOMPARE(ids.size(), std::size_t(10));
        const Report report = runAll(ids);
        for (const Result& r : report.results) {
            QVERIFY2(r.status == Status::Ok && r.verified, (r.strategy + ": " + r.message).c_str());
            QCOMPARE(r.output.bytes, std::uint64_t(kLines) * kLineLength);
            const Sample& sample = r.samples.at(0);
            const bool moved = phaseNs(sample.phases, Phase::Read) > 0 || phaseNs(sample.phases, Phase::Transfer) > 0;
            QVERIFY2(moved, r.strategy.c_str());
            // The JVM's start-up is in the wall but in no phase.
            std::uint64_t phased = 0;
            for (const PhaseTotals& p : sample.phases)
                phased += p.ns;
            QVERIFY2(phased < sample.wallNs, r.strategy.c_str());
            QVERIFY2(
                sample.usage.cpuUserNs + sample.usage.cpuSysNs > 0, r.strategy.c_str()); // the JVM's CPU, via wait4
            // A JVM holds tens of MiB: its own peak, not the test process's memory it was forked with.
            const RunMetric* rss = metric(sample, "child_peak_rss_bytes");
            QVERIFY2(rss && rss->value > 16 * 1024 * 1024, r.strategy.c_str());
            if (r.verifiedAs == "read")
                QCOMPARE(r.output.lines, std::uint64_t(kLines));
        }
    }
};

QTEST_GUILESS_MAIN(TestExtStrategies)
#include "tst_extstrategies.moc"
