// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The course's steps (core/course): every step runs strategies that exist, with parameters they
// accept, and its answer is computed from the run or trace it is given, never stored.

#include "core/course/courseanswer.h"
#include "core/course/coursestep.h"
#include "core/errors.h"
#include "core/generator.h"
#include "core/registry.h"
#include "core/runner.h"

#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace iolens;
using namespace iolens::course;

namespace {

Result result(const std::string& id, double medianNs, double ci = 0, Status status = Status::Ok)
{
    Result r;
    r.strategy = id;
    r.family = id.substr(0, id.find('.'));
    r.status = status;
    r.verified = status == Status::Ok;
    r.stats.count = 3;
    r.stats.medianNs = medianNs;
    r.stats.ci999Ns = ci;
    r.stats.throughputMiBs = 100;
    if (status == Status::Ok)
        r.samples.resize(3);
    for (Sample& s : r.samples)
        s.wallNs = static_cast<std::uint64_t>(medianNs);
    return r;
}

bool hasParagraph(const Answer& a, const char* text)
{
    for (const Paragraph& p : a.explanation)
        if (std::string_view(p.text) == text)
            return true;
    return false;
}

// The English sentence as the learner reads it, its arguments filled in.
QString filled(const Paragraph& p)
{
    QString out = QString::fromUtf8(p.text);
    if (p.count >= 0)
        out.replace(QStringLiteral("%n"), QString::number(p.count));
    for (const std::string& arg : p.args)
        out = out.arg(QString::fromStdString(arg));
    return out;
}

const Paragraph* paragraph(const Answer& a, const char* text)
{
    for (const Paragraph& p : a.explanation)
        if (std::string_view(p.text) == text)
            return &p;
    return nullptr;
}

} // namespace

class TestCourse : public QObject {
    Q_OBJECT
private slots:
    void chaptersFollowTheArticles()
    {
        std::vector<std::string> ids;
        for (const Chapter& c : chapters())
            ids.push_back(c.id);
        QCOMPARE(ids, (std::vector<std::string> { "000", "001", "002", "004" }));
        std::set<std::string> stepIds;
        for (const Chapter& c : chapters()) {
            QVERIFY2(c.steps.size() >= 2, c.id.c_str());
            for (const Step& s : c.steps) {
                QVERIFY2(s.id.starts_with(c.id + "."), s.id.c_str());
                QVERIFY2(stepIds.insert(s.id).second, s.id.c_str());
                QCOMPARE(findStep(s.id), &s);
            }
        }
        QVERIFY(findStep("004.trace-zones") && findStep("004.trace-zones")->kind == Question::HottestZone);
        QVERIFY(findStep("004.trace-files") && findStep("004.trace-files")->kind == Question::HottestFile);
        QCOMPARE(findStep("nope"), nullptr);
    }

    void everyStepRunsStrategiesThatExist()
    {
        for (const Chapter& c : chapters()) {
            for (const Step& s : c.steps) {
                const QByteArray at = QByteArray::fromStdString(s.id);
                QVERIFY2(s.choices.size() >= 2, at);
                if (s.isTrace()) {
                    QVERIFY2(s.strategies.empty() && s.iterations > 0, at);
                    for (const Choice& choice : s.choices)
                        QVERIFY2(!choice.key.empty(), at);
                    continue;
                }
                QVERIFY2(s.strategies.size() >= 2 && s.fileBytes > 0 && s.reps >= 1, at);
                std::set<std::string> ran;
                for (const StrategyChoice& sc : s.strategies) {
                    const Strategy* strategy = Registry::instance().find(sc.id);
                    QVERIFY2(strategy, QByteArray(at + ": " + QByteArray::fromStdString(sc.id)));
                    // The parameters are the strategy's own and in range (throws UsageError otherwise).
                    resolveParams(strategy->info().params, sc.params, sc.id);
                    ran.insert(sc.id);
                }
                if (s.kind == Question::Ratio) {
                    QVERIFY2(ran.count(s.slow) && ran.count(s.fast), at);
                    // The ranges tile [0, ∞) with no gap and no overlap.
                    QCOMPARE(s.choices.front().from, 0.0);
                    for (std::size_t i = 1; i < s.choices.size(); ++i)
                        QCOMPARE(s.choices[i].from, s.choices[i - 1].to);
                    QCOMPARE(s.choices.back().to, 0.0);
                } else {
                    for (const Choice& choice : s.choices)
                        QVERIFY2(choice.strategy.empty() || ran.count(choice.strategy), at);
                }
                if (s.analogue) {
                    // Throughput compares the run's own fastest and slowest: it names no strategy.
                    QVERIFY2(s.analogue->kind == Analogue::Kind::Throughput || ran.count(s.analogue->slow), at);
                    QVERIFY2(s.analogue->fast.empty() || ran.count(s.analogue->fast), at);
                    QVERIFY2(std::string_view(s.analogue->why).size() > 20, at);
                }
            }
        }
    }

    void ratioAnswerIsComputedFromTheRun_data()
    {
        QTest::addColumn<double>("slow");
        QTest::addColumn<double>("fast");
        QTest::addColumn<int>("choice");
        QTest::addColumn<int>("agreement");
        // 002.char-vs-buffer: the article's 450 / 80 = 5.6× is "about 10×" (choice 1).
        QTest::addRow("1,500x disagrees") << 1.5e9 << 1e6 << 3 << int(Agreement::Disagrees);
        QTest::addRow("5.6x agrees") << 5.6e6 << 1e6 << 1 << int(Agreement::Agrees);
        QTest::addRow("2x disagrees") << 2e6 << 1e6 << 0 << int(Agreement::Disagrees);
        QTest::addRow("100x") << 1e8 << 1e6 << 2 << int(Agreement::Disagrees);
    }
    void ratioAnswerIsComputedFromTheRun()
    {
        QFETCH(double, slow);
        QFETCH(double, fast);
        QFETCH(int, choice);
        QFETCH(int, agreement);
        const Step& step = *findStep("002.char-vs-buffer");
        Report report;
        report.results
            = { result("read.char-syscall", slow), result("read.char-stdio", fast * 6), result("read.buffer", fast) };
        const Answer a = computeAnswer(step, report);
        QVERIFY(a.ok);
        QVERIFY(a.failures.empty());
        QCOMPARE(a.choice, choice);
        QCOMPARE(a.value, slow / fast);
        QCOMPARE(int(a.agreement), agreement);
        QCOMPARE(a.highlight, std::string("read.char-syscall"));
        QCOMPARE(a.measured.size(), std::size_t(3));
        QCOMPARE(a.measured[0].medianNs, slow);
        const Paragraph* head
            = paragraph(a, "%1 took %2 as long as %3 on this machine (medians %4 against %5, %n runs each).");
        QVERIFY(head);
        QCOMPARE(head->args[0], std::string("read.char-syscall"));
        QCOMPARE(head->args[1], formatRatio(slow / fast));
        QCOMPARE(head->args.size(), std::size_t(5));
        QCOMPARE(head->count, 3); // the runs, for the plural form
        QVERIFY(hasParagraph(a, step.article.text));
        QVERIFY(hasParagraph(a, step.lesson));
        // The analogue (read.char-stdio against read.buffer, measured in the same run) says why,
        // only when this machine disagrees.
        const Paragraph* why = paragraph(a, step.analogue->why);
        if (agreement == int(Agreement::Disagrees)) {
            QVERIFY(why);
            QCOMPARE(why->args, (std::vector<std::string> { "6.0×", "5.6×" }));
            QVERIFY(hasParagraph(a, "This machine disagrees with the article."));
        } else {
            QVERIFY(!why);
            QVERIFY(hasParagraph(a, "This machine agrees with the article."));
        }
    }

    void openClosePerRecordComesFromThePhases()
    {
        const Step& step = *findStep("004.reopen");
        Report report;
        Result slow = result("write.reopen-per-record", 60e6);
        for (Sample& s : slow.samples)
            s.phases = { { Phase::Open, 40'000'000, 20000, 0 }, { Phase::Write, 15'000'000, 20000, 800000 },
                { Phase::Close, 20'000'000, 20000, 0 } };
        report.results = { slow, result("write.single-open", 20e6) };
        const Answer a = computeAnswer(step, report);
        QVERIFY(a.ok);
        QCOMPARE(a.value, 3.0);
        QCOMPARE(a.choice, 0); // about 2×; the article's 4,547× is "1,000× or more"
        QCOMPARE(a.agreement, Agreement::Disagrees);
        const Paragraph* why = paragraph(a, step.analogue->why);
        QVERIFY(why);
        // (40 ms + 20 ms) / 20,000 opens = 3 µs; the article's 140,972 ms / 20,000 = 7.05 ms.
        QCOMPARE(why->args, (std::vector<std::string> { "3.00 µs", "7.05 ms" }));
    }

    void fastestAnswer_data()
    {
        QTest::addColumn<double>("ci");
        QTest::addColumn<int>("choice");
        QTest::addColumn<int>("agreement");
        // 000.bulk: the article found them all the same within the error (choice 5).
        QTest::addRow("clear winner") << 1e5 << 3 << int(Agreement::Disagrees);
        QTest::addRow("within error") << 5e6 << 5 << int(Agreement::Agrees);
    }
    void fastestAnswer()
    {
        QFETCH(double, ci);
        QFETCH(int, choice);
        QFETCH(int, agreement);
        const Step& step = *findStep("000.bulk");
        Report report;
        report.results = { result("copy.buffer-loop", 12e6, ci), result("copy.read-all", 13e6, ci),
            result("copy.std-filesystem", 11e6, ci), result("copy.sendfile", 10e6, ci),
            result("copy.copy-file-range", 10.5e6, ci) };
        const Answer a = computeAnswer(step, report);
        QVERIFY(a.ok);
        QCOMPARE(a.choice, choice);
        QCOMPARE(a.highlight, std::string("copy.sendfile"));
        QCOMPARE(a.value, 1.05);
        QCOMPARE(int(a.agreement), agreement);
        QCOMPARE(a.explanation.front().args[0], std::string("copy.sendfile"));
        QCOMPARE(a.explanation.front().args[3], std::string("copy.copy-file-range"));
        QCOMPARE(a.explanation.front().count, 3); // "over %n runs"
    }

    // Where this machine disagrees with the article, the step says why with a figure of the same
    // run: the bulk copies' MiB/s (the article's were held to its disk's pace) ...
    void bulkCopiesSayWhyWithTheirThroughput()
    {
        const Step& step = *findStep("000.bulk");
        Report report;
        report.results = { result("copy.buffer-loop", 12e6, 1e5), result("copy.read-all", 13e6, 1e5),
            result("copy.std-filesystem", 11e6, 1e5), result("copy.sendfile", 10e6, 1e5),
            result("copy.copy-file-range", 10.5e6, 1e5) };
        report.results[1].stats.throughputMiBs = 2461.5;
        report.results[3].stats.throughputMiBs = 3200.2;
        const Answer a = computeAnswer(step, report);
        QCOMPARE(a.agreement, Agreement::Disagrees);
        const Paragraph* why = paragraph(a, step.analogue->why);
        QVERIFY(why);
        // 10 GiB in 12.257 s is 835 MiB/s.
        QCOMPARE(why->args, (std::vector<std::string> { "copy.sendfile", "3200", "copy.read-all", "2462", "835" }));
        const QString text = filled(*why);
        QVERIFY2(text.contains(QStringLiteral("copy.sendfile, moved 3200 MiB/s")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Files.copy moved 835 MiB/s")), qPrintable(text));
        // Agreeing (all within the error), the step has nothing to explain away.
        for (Result& r : report.results)
            r.stats.ci999Ns = 5e6;
        QVERIFY(!paragraph(computeAnswer(step, report), step.analogue->why));
    }

    // ... the parallel reader against the fastest, and the article's sequential reader against it.
    void fastestReaderSaysWhyWithItsThreads()
    {
        const Step& step = *findStep("001.fastest-reader");
        Report report;
        report.results = { result("read.getline-istream", 100e6, 1e5), result("read.buffer", 10e6, 1e5),
            result("read.mmap", 11e6, 1e5), result("read.parallel", 15e6, 1e5) };
        report.results[3].params["threads"] = 2;
        const Answer a = computeAnswer(step, report);
        QCOMPARE(a.highlight, std::string("read.buffer"));
        QCOMPARE(a.agreement, Agreement::Disagrees);
        const Paragraph* why = paragraph(a, step.analogue->why);
        QVERIFY(why);
        QCOMPARE(why->args, (std::vector<std::string> { "1.50×", "read.buffer", "10.0×" }));
        QCOMPARE(why->count, 2);
        const QString text = filled(*why);
        QVERIFY2(text.contains(QStringLiteral("ran 2 threads here")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("took 1.50× as long as the fastest, read.buffer")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("read.getline-istream, took 10.0× as long")), qPrintable(text));
    }

    void unsupportedStrategyIsSaidAndLeftOut()
    {
        const Step& step = *findStep("000.bulk");
        Report report;
        report.results
            = { result("copy.buffer-loop", 12e6), result("copy.read-all", 13e6), result("copy.std-filesystem", 11e6),
                  result("copy.sendfile", 10e6), result("copy.copy-file-range", 0, 0, Status::Unsupported) };
        report.results.back().message = "not on this filesystem";
        const Answer a = computeAnswer(step, report);
        QVERIFY(a.ok);
        QCOMPARE(a.highlight, std::string("copy.sendfile"));
        const Paragraph* p = paragraph(a, "%1 cannot run on this machine: %2");
        QVERIFY(p);
        QCOMPARE(p->args, (std::vector<std::string> { "copy.copy-file-range", "not on this filesystem" }));
    }

    void failedRunGivesNoAnswer()
    {
        const Step& step = *findStep("000.per-byte");
        Report report;
        report.results = { result("copy.byte-stdio", 0, 0, Status::Error), result("copy.buffer-loop", 1e6) };
        report.results[0].message = "cannot open /x";
        Answer a = computeAnswer(step, report);
        QVERIFY(!a.ok);
        QCOMPARE(a.choice, -1);
        QCOMPARE(a.failures, (std::vector<std::string> { "copy.byte-stdio: error: cannot open /x" }));
        report.results.pop_back(); // and a strategy missing from the run
        a = computeAnswer(step, report);
        QVERIFY(!a.ok);
        QCOMPARE(a.failures.back(), std::string("copy.buffer-loop: not in the run"));
    }

    void traceAnswers()
    {
        trace::Trace t;
        t.zones = { { "1", 1, 1, 900, {} }, { "2", 1, 100, 10, {} }, { "3", 1, 100, 150, {} }, { "4", 1, 100, 60, {} },
            { "5", 1, 100, 600, {} }, { "6", 1, 100, 80, {} } };
        const Step& zones = *findStep("004.trace-zones");
        Answer a = computeTraceAnswer(zones, t);
        QVERIFY(a.ok);
        QCOMPARE(a.highlight, std::string("5"));
        QCOMPARE(zones.choices[std::size_t(a.choice)].key, std::string("5"));
        QCOMPARE(a.value, 600.0 / 900.0);
        QCOMPARE(a.agreement, Agreement::Disagrees);
        t.zones[4].ns = 50;
        t.zones[2].ns = 20; // now zone 6 (a write) holds most: the article's answer too
        a = computeTraceAnswer(zones, t);
        QCOMPARE(a.highlight, std::string("6"));
        QCOMPARE(a.agreement, Agreement::Agrees);

        trace::FileStats f1, f2, f3;
        f1.path = "/tmp/x/test1.csv";
        f1.calls = { { .call = "read", .count = 10, .ns = 100 } };
        f2.path = "/tmp/x/test2.csv";
        f2.calls = { { .call = "read", .count = 10, .ns = 700 } };
        f3.path = "/tmp/x/test3.csv";
        f3.opens = 4;
        f3.calls = { { .call = "openat", .count = 4, .ns = 120 }, { .call = "write", .count = 4, .ns = 40 },
            { .call = "close", .count = 4, .ns = 40 } };
        t.files = { f1, f2, f3 };
        t.findings.resize(2);
        t.findings[0].id = "rescan-from-start";
        t.findings[1].id = "reopen-per-record";
        const Step& files = *findStep("004.trace-files");
        a = computeTraceAnswer(files, t);
        QVERIFY(a.ok);
        QCOMPARE(a.highlight, std::string("test2.csv"));
        QCOMPARE(a.value, 700.0 / 1000.0);
        QCOMPARE(a.agreement, Agreement::Disagrees);
        const Paragraph* found = paragraph(a, "The trace's findings name the patterns it saw: %1.");
        QVERIFY(found);
        QCOMPARE(found->args[0], std::string("rescan-from-start, reopen-per-record"));
        // Why test3.csv is not the hotspot here, measured in the trace: (120 + 40) ns / 4 opens of
        // test3.csv, against the article's 140,972 ms / 20,000; and the file that costs the most.
        const Paragraph* filesWhy = paragraph(a, files.analogue->why);
        QVERIFY(filesWhy);
        QCOMPARE(filesWhy->args, (std::vector<std::string> { "40.0 ns", "7.05 ms", "test2.csv", "700 ns" }));
        QVERIFY2(filled(*filesWhy).contains(QStringLiteral("test3.csv took 40.0 ns per record")),
            qPrintable(filled(*filesWhy)));
        QVERIFY(filled(*filesWhy).contains(QStringLiteral("is test2.csv, 700 ns in all")));
        // Zones again, disagreeing: the open + close of test3.csv per open, (120 + 40) / 4 = 40 ns.
        t.zones[4].ns = 600;
        a = computeTraceAnswer(zones, t);
        const Paragraph* why = paragraph(a, zones.analogue->why);
        QVERIFY(why);
        QCOMPARE(why->args, (std::vector<std::string> { "40.0 ns", "7.05 ms", "test2.csv", "700 ns" }));
        QVERIFY(
            filled(*why).contains(QStringLiteral("the file whose calls cost the most is test2.csv (700 ns in all)")));

        t.zones.clear();
        a = computeTraceAnswer(zones, t);
        QVERIFY(!a.ok);
        QCOMPARE(a.failures.size(), std::size_t(1));
    }

    void formatsRatios()
    {
        QCOMPARE(formatRatio(5.625), std::string("5.6×"));
        QCOMPARE(formatRatio(1.05), std::string("1.05×"));
        QCOMPARE(formatRatio(37.48), std::string("37.5×"));
        QCOMPARE(formatRatio(1523.4), std::string("1,523×"));
        QCOMPARE(formatRatio(4547.5), std::string("4,548×"));
        QCOMPARE(formatRatio(0), std::string("—"));
    }

    // A real run of a step on a small file: the answer is the ratio of the run's own medians.
    void answersARealRun()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string file = dir.filePath(QStringLiteral("in.bin")).toStdString();
        std::atomic<bool> cancel { false };
        generateFile(file, GenKind::Random, 64 * 1024, {}, cancel);
        const Step& step = *findStep("000.per-byte");
        RunSpec spec = step.runSpec(file, dir.path().toStdString());
        spec.reps = 1;
        spec.warmup = 0;
        const Report report = Runner().run(spec, cancel);
        const Answer a = computeAnswer(step, report);
        QVERIFY2(a.ok, a.failures.empty() ? "" : a.failures.front().c_str());
        QCOMPARE(a.value, report.results[0].stats.medianNs / report.results[1].stats.medianNs);
        QCOMPARE(a.measured[0].strategy, std::string("copy.byte-stdio"));
        QVERIFY(a.value >= step.choices[std::size_t(a.choice)].from);
    }
};

QTEST_GUILESS_MAIN(TestCourse)
#include "tst_course.moc"
