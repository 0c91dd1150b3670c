// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The course's steps (core/course): every step runs strategies that exist, with parameters they
// accept, and its answer is computed from the run or trace it is given, never stored.

#include "core/course/courseanswer.h"
#include "core/course/coursecompare.h"
#include "core/course/coursestep.h"
#include "core/errors.h"
#include "core/generator.h"
#include "core/registry.h"
#include "core/runner.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
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

// A strategy with these runs (wall ns); its median is theirs.
Result withRuns(const std::string& id, std::vector<double> ns)
{
    Result r = result(id, 1);
    r.samples.resize(ns.size());
    for (std::size_t i = 0; i < ns.size(); ++i)
        r.samples[i].wallNs = static_cast<std::uint64_t>(ns[i]);
    std::sort(ns.begin(), ns.end());
    const std::size_t n = ns.size();
    r.stats.count = n;
    r.stats.medianNs = n % 2 ? ns[n / 2] : (ns[n / 2 - 1] + ns[n / 2]) / 2;
    return r;
}

// `reps` runs spread evenly ±`spread` (a fraction) around `medianNs`.
Result spread(const std::string& id, double medianNs, int reps, double spreadFraction)
{
    std::vector<double> ns;
    for (int i = 0; i < reps; ++i)
        ns.push_back(medianNs * (1 + spreadFraction * (reps > 1 ? (2.0 * i / (reps - 1) - 1) : 0)));
    return withRuns(id, ns);
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
                        for (const QString& id :
                            QString::fromStdString(choice.strategy).split(u'|', Qt::SkipEmptyParts))
                            QVERIFY2(ran.count(id.toStdString()), at);
                }
                if (s.analogue) {
                    // Throughput compares the run's own fastest and slowest: it names no strategy.
                    QVERIFY2(s.analogue->kind == Analogue::Kind::Throughput || ran.count(s.analogue->slow), at);
                    QVERIFY2(s.analogue->fast.empty() || ran.count(s.analogue->fast), at);
                    QVERIFY2(s.analogue->single.empty() || ran.count(s.analogue->single), at);
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
        QTest::addColumn<int>("reps");
        QTest::addColumn<double>("spread");
        QTest::addColumn<int>("choice");
        QTest::addColumn<bool>("decided");
        QTest::addColumn<int>("agreement");
        // 000.bulk, medians 10 (sendfile), 10.5 (copy_file_range), 11 (std::filesystem), 12
        // (buffer-loop) and 13 ms (read-all); the three kernel copies are one choice (2), and the
        // article found them all the same (choice 3). The kernel copies are never compared with
        // one another: sendfile's rival is the buffer loop.
        // 7 tight runs each: sendfile's are apart from the buffer loop's, 20 % slower.
        QTest::addRow("7 runs, apart") << 7 << 0.01 << 2 << true << int(Agreement::Disagrees);
        // 3 runs cannot set anything apart at 1 % (the least p is 10 %), and 30 % is not the same.
        QTest::addRow("3 runs, undecided") << 3 << 0.01 << 2 << false << int(Agreement::Undecided);
        // Wide runs interleave: 20 % apart is not separated, and the slowest 30 % is not the same.
        QTest::addRow("7 wide runs, undecided") << 7 << 0.3 << 2 << false << int(Agreement::Undecided);
    }
    void fastestAnswer()
    {
        QFETCH(int, reps);
        QFETCH(double, spread);
        QFETCH(int, choice);
        QFETCH(bool, decided);
        QFETCH(int, agreement);
        const Step& step = *findStep("000.bulk");
        Report report;
        report.results = { ::spread("copy.buffer-loop", 12e6, reps, spread),
            ::spread("copy.read-all", 13e6, reps, spread), ::spread("copy.std-filesystem", 11e6, reps, spread),
            ::spread("copy.sendfile", 10e6, reps, spread), ::spread("copy.copy-file-range", 10.5e6, reps, spread) };
        const Answer a = computeAnswer(step, report);
        QVERIFY(a.ok);
        QCOMPARE(a.choice, choice);
        QCOMPARE(a.decided, decided);
        QCOMPARE(a.highlight, std::string("copy.sendfile"));
        QCOMPARE(a.value, 1.05);
        QCOMPARE(int(a.agreement), agreement);
        QCOMPARE(a.explanation.front().args[0], std::string("copy.sendfile"));
        QCOMPARE(a.explanation.front().args[3], std::string("copy.copy-file-range"));
        QCOMPARE(a.explanation.front().count, reps); // "over %n runs"
        // The sentence after the head is about the fastest and its rival, and says their rank test's.
        const Paragraph& second = a.explanation[1];
        QCOMPARE(second.args[0], std::string("copy.sendfile"));
        QCOMPARE(second.args[1], std::string("copy.buffer-loop"));
        std::vector<double> sendfile, bufferLoop;
        for (const Sample& x : report.results[3].samples)
            sendfile.push_back(double(x.wallNs));
        for (const Sample& x : report.results[0].samples)
            bufferLoop.push_back(double(x.wallNs));
        QCOMPARE(rankTestP(sendfile, bufferLoop) <= kApartP, decided);
        QCOMPARE(second.count, reps);
        QCOMPARE(std::string_view(second.text).starts_with("The runs of"), decided);
        if (!decided)
            QVERIFY(hasParagraph(a, "This run cannot tell whether this machine agrees with the article."));
    }

    // Issue 29: 3 runs, one strategy very noisy, medians 10× apart: never "the same".
    void tenTimesApartIsNeverTheSame_data()
    {
        QTest::addColumn<std::vector<double>>("getline");
        QTest::addColumn<int>("choice");
        QTest::addColumn<int>("agreement");
        // 002.readline: getline (choice 0), read.buffer (1), the same (2); the article: read.buffer.
        QTest::addRow("noisy, 3 runs") << std::vector<double> { 100e6, 9e6, 2000e6 } << 1 << int(Agreement::Undecided);
        QTest::addRow("noisy, 7 runs") << std::vector<double> { 100e6, 30e6, 2000e6, 95e6, 120e6, 400e6, 99e6 } << 1
                                       << int(Agreement::Agrees);
    }
    void tenTimesApartIsNeverTheSame()
    {
        QFETCH(std::vector<double>, getline);
        QFETCH(int, choice);
        QFETCH(int, agreement);
        const Step& step = *findStep("002.readline");
        std::vector<double> buffer;
        for (std::size_t i = 0; i < getline.size(); ++i)
            buffer.push_back(10e6 + 1e4 * double(i));
        Report report;
        report.results = { withRuns("read.getline-istream", getline), withRuns("read.buffer", buffer) };
        const Answer a = computeAnswer(step, report);
        QVERIFY(a.ok);
        QVERIFY(a.value > 9.5);
        QCOMPARE(a.choice, choice);
        QVERIFY(!hasParagraph(a,
            "Every median lies within 10 % of the fastest's (the slowest, %1, took %2 as long), and a rank test sets "
            "no strategy's runs apart from the fastest's: they are the same within the error."));
        QCOMPARE(int(a.agreement), agreement);
    }

    // Two strategies 2 % apart with tight runs are the same, at 3 runs and at 7.
    void twoPercentApartIsTheSame_data()
    {
        QTest::addColumn<int>("reps");
        QTest::addRow("3 runs") << 3;
        QTest::addRow("7 runs") << 7;
    }
    void twoPercentApartIsTheSame()
    {
        QFETCH(int, reps);
        const Step& step = *findStep("002.readline");
        Report report;
        // Runs interleave (±3 % around medians 2 % apart): the rank test cannot set them apart.
        report.results
            = { spread("read.getline-istream", 10.2e6, reps, 0.03), spread("read.buffer", 10e6, reps, 0.03) };
        const Answer a = computeAnswer(step, report);
        QVERIFY(a.ok);
        QVERIFY(a.decided);
        QCOMPARE(a.choice, 2);
        QCOMPARE(a.value, 1.02);
        const Paragraph& same = a.explanation[1];
        QCOMPARE(same.args, (std::vector<std::string> { "read.getline-istream", "1.02×" }));
        QCOMPARE(a.agreement, Agreement::Disagrees); // the article found read.buffer faster
    }

    // The top two interleave while the others are far behind: the sentence is about the top two,
    // never "the difference is beyond the error" taken from another pair (issue 29's bulk copies).
    void theTopTwoSentenceIsAboutTheTopTwo()
    {
        const Step& step = *findStep("001.fastest-reader");
        Report report;
        report.results = { spread("read.getline-istream", 90e6, 7, 0.01),
            withRuns("read.buffer", { 8.5e6, 8.2e6, 8.7e6, 8.45e6, 8.6e6, 8.35e6, 8.9e6 }),
            withRuns("read.mmap", { 8.1e6, 8.5e6, 8.16e6, 8.3e6, 9.0e6, 8.0e6, 8.2e6 }),
            withRuns("read.parallel", { 8.39e6, 8.1e6, 8.6e6, 8.2e6, 8.35e6, 9.1e6, 8.45e6 }) };
        const Answer a = computeAnswer(step, report);
        QVERIFY(a.ok);
        QVERIFY(!a.decided);
        QCOMPARE(a.highlight, std::string("read.mmap"));
        QCOMPARE(a.choice, 1); // the scanning thread, the lower median, said to be unsettled
        const Paragraph& second = a.explanation[1];
        QVERIFY(std::string_view(second.text).starts_with("%1 cannot be told from %2"));
        QCOMPARE(second.args[0], std::string("read.mmap"));
        QCOMPARE(second.args[1], std::string("read.parallel")); // read.buffer scans alike: no rival
        QCOMPARE(a.agreement, Agreement::Undecided);
        QVERIFY(!paragraph(a, step.analogue->why)); // nothing to explain away while undecided
    }

    void rankTest_data()
    {
        QTest::addColumn<std::vector<double>>("a");
        QTest::addColumn<std::vector<double>>("b");
        QTest::addColumn<double>("p");
        // Every ordering of 3 + 3 runs is one of C(6, 3) = 20; complete separation is 1 of them
        // each way: 2/20. 5 + 5: 2/252. 7 + 7 with one pair inverted: 2 · 2/3432.
        QTest::addRow("3+3 apart") << std::vector<double> { 1, 2, 3 } << std::vector<double> { 4, 5, 6 } << 0.1;
        QTest::addRow("5+5 apart") << std::vector<double> { 1, 2, 3, 4, 5 } << std::vector<double> { 6, 7, 8, 9, 10 }
                                   << 2.0 / 252;
        QTest::addRow("7+7, one inverted") << std::vector<double> { 1, 2, 3, 4, 5, 6, 8 }
                                           << std::vector<double> { 7, 9, 10, 11, 12, 13, 14 } << 4.0 / 3432;
        // U = 3 of 9 pairs inverted: 7 of the 20 orderings have U ≤ 3, two-sided 0.7.
        QTest::addRow("interleaved") << std::vector<double> { 1, 3, 5 } << std::vector<double> { 2, 4, 6 } << 0.7;
        QTest::addRow("reversed") << std::vector<double> { 4, 5, 6 } << std::vector<double> { 1, 2, 3 } << 0.1;
        QTest::addRow("empty") << std::vector<double> {} << std::vector<double> { 1 } << 1.0;
    }
    void rankTest()
    {
        QFETCH(std::vector<double>, a);
        QFETCH(std::vector<double>, b);
        QFETCH(double, p);
        QCOMPARE(rankTestP(a, b), p);
    }

    // A ratio within 15 % of the line between the measured range and the article's is close to
    // the article's figure, not a disagreement (issue 29: Round trips' 28.6× against 37×, a line at
    // 32×; that step now asks in decades).
    void knifeEdgeIsCloseToTheArticle_data()
    {
        QTest::addColumn<double>("ratio");
        QTest::addColumn<int>("agreement");
        QTest::addColumn<QString>("line");
        // 002.char-vs-buffer: the article's 5.6× is "about 10×", 4.5× to 32×.
        QTest::addRow("4.0x, below the 4.5x line") << 4.0 << int(Agreement::Close) << QStringLiteral("4.5×");
        QTest::addRow("5.6x, the article's range") << 5.6 << int(Agreement::Agrees) << QString();
        QTest::addRow("30x, near a line, in the article's range") << 30.0 << int(Agreement::Agrees) << QString();
        QTest::addRow("35x, above the 32x line") << 35.0 << int(Agreement::Close) << QStringLiteral("32.0×");
        QTest::addRow("3x, far below") << 3.0 << int(Agreement::Disagrees) << QString();
        QTest::addRow("50x, far above") << 50.0 << int(Agreement::Disagrees) << QString();
        QTest::addRow("400x, two ranges away") << 400.0 << int(Agreement::Disagrees) << QString();
    }
    void knifeEdgeIsCloseToTheArticle()
    {
        QFETCH(double, ratio);
        QFETCH(int, agreement);
        QFETCH(QString, line);
        const Step& step = *findStep("002.char-vs-buffer");
        Report report;
        report.results
            = { result("read.char-syscall", ratio * 1e6), result("read.char-stdio", 6e6), result("read.buffer", 1e6) };
        const Answer a = computeAnswer(step, report);
        QVERIFY(a.ok);
        QCOMPARE(int(a.agreement), agreement);
        const Paragraph* close = paragraph(a,
            "This machine's %1 lies within 15 % of the %2 line between its answer and the article's: it is close to "
            "the article's figure, not a disagreement.");
        QCOMPARE(close != nullptr, agreement == int(Agreement::Close));
        if (close)
            QCOMPARE(close->args, (std::vector<std::string> { formatRatio(ratio), line.toStdString() }));
        // The analogue explains a disagreement only.
        QCOMPARE(paragraph(a, step.analogue->why) != nullptr, agreement == int(Agreement::Disagrees));
        // Round trips asks in decades: 28.6× and the article's 37× are both "tens of times".
        const Step& trips = *findStep("004.round-trips");
        report.results = { result("net.per-id", 28.6e6), result("net.range", 5e6), result("net.range-projected", 1e6) };
        QCOMPARE(computeAnswer(trips, report).agreement, Agreement::Agrees);
    }

    // 001.parallel: a gap above the article's 2.5× is not blamed on the threads; it splits into
    // what the threads gave (read.mmap, the same scan on one thread) and getline's own work.
    void splitTheBytesExplainsTheGapItMeasured_data()
    {
        QTest::addColumn<double>("getline");
        QTest::addColumn<bool>("above");
        QTest::addRow("19.4x") << 19.4e6 << true;
        QTest::addRow("1.2x") << 1.2e6 << false; // 1.5× would be within 15 % of the 1.6× line: close
    }
    void splitTheBytesExplainsTheGapItMeasured()
    {
        QFETCH(double, getline);
        QFETCH(bool, above);
        const Step& step = *findStep("001.parallel");
        Report report;
        report.results
            = { result("read.getline-istream", getline), result("read.mmap", 1.8e6), result("read.parallel", 1e6) };
        report.results[2].params["threads"] = 2;
        const Answer a = computeAnswer(step, report);
        QCOMPARE(a.agreement, Agreement::Disagrees);
        const Paragraph* threads = paragraph(a, step.analogue->why);
        const Paragraph* split = paragraph(a, step.analogue->whyAbove);
        QCOMPARE(threads != nullptr, !above);
        QCOMPARE(split != nullptr, above);
        if (split) {
            QCOMPARE(split->count, 2);
            QCOMPARE(split->args, (std::vector<std::string> { "1.80×", formatRatio(getline / 1.8e6) }));
            QVERIFY2(filled(*split).contains(QStringLiteral("took 1.80× as long as read.parallel")),
                qPrintable(filled(*split)));
        }
    }

    // Every ratio an explanation states is one of its own strategies' medians over another's (or
    // the article's figure, or a dividing line), and every strategy it names is one the step ran.
    void explanationsNameOnlyTheirOwnFigures_data()
    {
        QTest::addColumn<double>("scale");
        QTest::addRow("close together") << 1.03;
        QTest::addRow("apart") << 1.7;
        QTest::addRow("far apart") << 9.0;
    }
    void explanationsNameOnlyTheirOwnFigures()
    {
        QFETCH(double, scale);
        std::set<std::string> everyStrategy;
        for (const auto& s : Registry::instance().all())
            everyStrategy.insert(s->info().id);
        for (const Chapter& c : chapters())
            for (const Step& step : c.steps) {
                if (step.isTrace())
                    continue;
                Report report;
                double median = 1e6;
                std::set<std::string> ids, ratios { formatRatio(step.article.ratio) };
                for (const Choice& choice : step.choices)
                    for (double line : { choice.from, choice.to })
                        ratios.insert(formatRatio(line));
                for (const StrategyChoice& sc : step.strategies) {
                    report.results.push_back(spread(sc.id, median, 7, 0.001));
                    ids.insert(sc.id);
                    median *= scale;
                }
                for (const Result& x : report.results)
                    for (const Result& y : report.results)
                        ratios.insert(formatRatio(x.stats.medianNs / y.stats.medianNs));
                const Answer a = computeAnswer(step, report);
                QVERIFY2(a.ok, step.id.c_str());
                for (const Paragraph& p : a.explanation)
                    for (const std::string& arg : p.args) {
                        const QByteArray at = QByteArray::fromStdString(step.id + ": " + p.text + " ← " + arg);
                        QVERIFY2(!everyStrategy.count(arg) || ids.count(arg), at);
                        if (arg.ends_with("×"))
                            QVERIFY2(ratios.count(arg), at);
                    }
            }
    }

    // Where this machine disagrees with the article, the step says why with a figure of the same
    // run: the bulk copies' MiB/s (the article's were held to its disk's pace) ...
    void bulkCopiesSayWhyWithTheirThroughput()
    {
        const Step& step = *findStep("000.bulk");
        Report report;
        report.results = { spread("copy.buffer-loop", 12e6, 7, 0.01), spread("copy.read-all", 13e6, 7, 0.01),
            spread("copy.std-filesystem", 11e6, 7, 0.01), spread("copy.sendfile", 10e6, 7, 0.01),
            spread("copy.copy-file-range", 10.5e6, 7, 0.01) };
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
        // Agreeing (all within 10 %, runs interleaved), the step has nothing to explain away.
        report.results = { spread("copy.buffer-loop", 10.2e6, 7, 0.05), spread("copy.read-all", 10.3e6, 7, 0.05),
            spread("copy.std-filesystem", 10.1e6, 7, 0.05), spread("copy.sendfile", 10e6, 7, 0.05),
            spread("copy.copy-file-range", 10.05e6, 7, 0.05) };
        const Answer same = computeAnswer(step, report);
        QCOMPARE(same.agreement, Agreement::Agrees);
        QVERIFY(!paragraph(same, step.analogue->why));
    }

    // ... the parallel reader against the fastest, and the article's sequential reader against it.
    void fastestReaderSaysWhyWithItsThreads()
    {
        const Step& step = *findStep("001.fastest-reader");
        Report report;
        report.results = { spread("read.getline-istream", 100e6, 7, 0.01), spread("read.buffer", 10e6, 7, 0.01),
            spread("read.mmap", 11e6, 7, 0.01), spread("read.parallel", 15e6, 7, 0.01) };
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
        // read.parallel the fastest, all the same: never "took 1.00× as long as the fastest, read.parallel".
        report.results = { spread("read.getline-istream", 10.5e6, 7, 0.05), spread("read.buffer", 10.2e6, 7, 0.05),
            spread("read.mmap", 10.1e6, 7, 0.05), spread("read.parallel", 10e6, 7, 0.05) };
        const Answer same = computeAnswer(step, report);
        QCOMPARE(same.agreement, Agreement::Disagrees);
        QCOMPARE(same.highlight, std::string("read.parallel"));
        QVERIFY(!paragraph(same, step.analogue->why));
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

        // test2.csv's calls within 15 % of test3.csv's: one trace cannot tell them apart.
        t.files[2].calls[0].ns = 540; // test3.csv: 540 + 40 + 40 = 620 ns against test2.csv's 700
        a = computeTraceAnswer(files, t);
        QCOMPARE(a.highlight, std::string("test2.csv"));
        QVERIFY(!a.decided);
        QCOMPARE(a.agreement, Agreement::Undecided);
        const Paragraph* close = paragraph(a,
            "%1 and %2 are within 15 % of each other (%3 against %4): one trace cannot tell which costs more; trace "
            "the program again.");
        QVERIFY(close);
        QCOMPARE(close->args, (std::vector<std::string> { "test2.csv", "test3.csv", "700 ns", "620 ns" }));
        t.files[2].calls[0].ns = 120;
        QVERIFY(computeTraceAnswer(files, t).decided);

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
