// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/course/courseanswer.h"

#include "core/course/coursecompare.h"

#include "core/report/reportutil.h"

#include <QtGlobal>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <map>
#include <thread>

namespace iolens::course {

namespace {

const Result* findResult(const Report& report, const std::string& id)
{
    for (const Result& r : report.results)
        if (r.strategy == id)
            return &r;
    return nullptr;
}

bool hasRuns(const Result& r)
{
    return r.status == Status::Ok && !r.samples.empty() && r.stats.medianNs > 0;
}

// The wall time of each run, what the rank test compares.
std::vector<double> runs(const Result& r)
{
    std::vector<double> ns;
    for (const Sample& s : r.samples)
        ns.push_back(static_cast<double>(s.wallNs));
    return ns;
}

Comparison compare(const Result& faster, const Result& slower)
{
    return compareRuns(faster.stats.medianNs, runs(faster), slower.stats.medianNs, runs(slower));
}

// A rank test's p as a chance a learner reads: "0.8 %", "10 %", "< 0.1 %".
std::string chance(double p)
{
    if (p < 0.001)
        return "< 0.1 %";
    return report::fixed(p * 100.0, p < 0.1 ? 1 : 0) + " %";
}

// The dividing line between a Ratio step's answer and the article's, when their ranges are
// neighbours and the figure lies within kCloseToLine of that line; 0 otherwise.
double knifeEdge(const Step& step, int choice, int article, double value)
{
    if (choice < 0 || article < 0 || std::abs(choice - article) != 1 || !(value > 0))
        return 0;
    const Choice& c = step.choices[static_cast<std::size_t>(choice)];
    const double line = article > choice ? c.to : c.from;
    if (!(line > 0))
        return 0;
    return std::max(value / line, line / value) <= kCloseToLine ? line : 0;
}

int bucketOf(const Step& step, double ratio)
{
    for (std::size_t i = 0; i < step.choices.size(); ++i) {
        const Choice& c = step.choices[i];
        if (ratio >= c.from && (c.to == 0 || ratio < c.to))
            return static_cast<int>(i);
    }
    return -1;
}

// Whether `key` is one of the '|'-separated names in `all`.
bool listed(std::string_view all, std::string_view key)
{
    while (!all.empty()) {
        const auto bar = all.find('|');
        if (all.substr(0, bar) == key)
            return true;
        all = bar == std::string_view::npos ? std::string_view {} : all.substr(bar + 1);
    }
    return false;
}

int choiceForKey(const Step& step, std::string_view key)
{
    for (std::size_t i = 0; i < step.choices.size(); ++i) {
        const Choice& c = step.choices[i];
        if ((step.kind == Question::Fastest && !key.empty() && listed(c.strategy, key))
            || (step.isTrace() && c.key == key))
            return static_cast<int>(i);
    }
    return -1;
}

// The "all the same within the error" choice of a Fastest step, -1 if it has none.
int equalChoice(const Step& step)
{
    for (std::size_t i = 0; i < step.choices.size(); ++i)
        if (step.choices[i].strategy.empty())
            return static_cast<int>(i);
    return -1;
}

bool articleAccepts(const Step& step, std::string_view key)
{
    return listed(step.article.answer, key);
}

std::string percent(double share)
{
    return report::fixed(share * 100.0, share < 0.1 ? 1 : 0) + " %";
}

// A count for a %n text (Qt's plural forms take an int).
int count(std::uint64_t n)
{
    return static_cast<int>(std::min<std::uint64_t>(n, std::numeric_limits<int>::max()));
}

std::string grouped(std::uint64_t n)
{
    std::string digits = std::to_string(n);
    for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(static_cast<std::size_t>(i), ",");
    return digits;
}

// The ns of one phase in the run whose wall time is the median (a real run whose phases add up).
const PhaseTotals* medianPhase(const Result& r, Phase phase)
{
    const auto index = report::medianSampleIndex(r);
    if (!index)
        return nullptr;
    for (const PhaseTotals& p : r.samples[*index].phases)
        if (p.phase == phase)
            return &p;
    return nullptr;
}

// `line`: for Agreement::Close, the dividing line the figure lies near.
void addArticle(const Step& step, Answer& answer, double line = 0)
{
    answer.explanation.push_back({ step.article.text, {} });
    switch (answer.agreement) {
    case Agreement::NoFigure:
        break;
    case Agreement::Agrees:
        answer.explanation.push_back({ QT_TRANSLATE_NOOP("Course", "This machine agrees with the article."), {} });
        break;
    case Agreement::Disagrees:
        answer.explanation.push_back({ QT_TRANSLATE_NOOP("Course", "This machine disagrees with the article."), {} });
        break;
    case Agreement::Close:
        answer.explanation.push_back({ QT_TRANSLATE_NOOP("Course",
                                           "This machine's %1 lies within 15 % of the %2 line between its answer and "
                                           "the article's: it is close to the article's figure, not a disagreement."),
            { formatRatio(answer.value), formatRatio(line) } });
        break;
    case Agreement::Undecided:
        answer.explanation.push_back(
            { QT_TRANSLATE_NOOP("Course", "This run cannot tell whether this machine agrees with the article."), {} });
        break;
    }
}

std::int64_t threadsOf(const Result& r)
{
    const auto it = r.params.find("threads");
    const std::int64_t threads = it != r.params.end() ? it->second : 0;
    return threads > 0 ? threads : std::max(1u, std::thread::hardware_concurrency());
}

// The analogue paragraph of a run step, when this machine disagrees and the step has one.
void addRunAnalogue(const Step& step, const Report& report, Answer& answer)
{
    if (answer.agreement != Agreement::Disagrees || !step.analogue)
        return;
    const Analogue& a = *step.analogue;
    const Result* slow = findResult(report, a.slow);
    if (!slow || !hasRuns(*slow))
        return;
    switch (a.kind) {
    case Analogue::Kind::Ratio: {
        const Result* fast = findResult(report, a.fast);
        if (!fast || !hasRuns(*fast))
            return;
        answer.explanation.push_back(
            { a.why, { formatRatio(slow->stats.medianNs / fast->stats.medianNs), formatRatio(step.article.ratio) } });
        return;
    }
    case Analogue::Kind::OpenClosePerRecord: {
        const PhaseTotals* open = medianPhase(*slow, Phase::Open);
        const PhaseTotals* close = medianPhase(*slow, Phase::Close);
        if (!open || open->calls == 0)
            return;
        const double ns = (static_cast<double>(open->ns) + (close ? static_cast<double>(close->ns) : 0.0))
            / static_cast<double>(open->calls);
        answer.explanation.push_back({ a.why, { report::formatDuration(ns), report::formatDuration(a.articleNs) } });
        return;
    }
    case Analogue::Kind::HardwareThreads:
        answer.explanation.push_back({ a.why, {}, count(static_cast<std::uint64_t>(threadsOf(*slow))) });
        return;
    case Analogue::Kind::ParallelSplit: {
        // Fewer threads than the article's can explain a smaller gain, never a larger one: above
        // the article's ratio, the gap splits into what the threads gave (the same scan on one
        // thread against the parallel one) and the sequential strategy's own work per line.
        const Result* parallel = findResult(report, a.fast);
        if (!parallel || !hasRuns(*parallel))
            return;
        const int threads = count(static_cast<std::uint64_t>(threadsOf(*parallel)));
        if (answer.value <= step.article.ratio) {
            answer.explanation.push_back({ a.why, {}, threads });
            return;
        }
        const Result* single = findResult(report, a.single);
        if (!single || !hasRuns(*single))
            return;
        answer.explanation.push_back({ a.whyAbove,
            { formatRatio(single->stats.medianNs / parallel->stats.medianNs),
                formatRatio(slow->stats.medianNs / single->stats.medianNs) },
            threads });
        return;
    }
    case Analogue::Kind::Throughput:
    case Analogue::Kind::ParallelAgainstFastest:
    case Analogue::Kind::TraceOpenClose:
        return;
    }
}

// The analogue paragraph of a Fastest step: `ran` is every strategy that ran, fastest first.
void addFastestAnalogue(const Step& step, const std::vector<const Result*>& ran, Answer& answer)
{
    if (answer.agreement != Agreement::Disagrees || !step.analogue || ran.size() < 2)
        return;
    const Analogue& a = *step.analogue;
    const Result* fastest = ran.front();
    const auto find = [&ran](const std::string& id) -> const Result* {
        for (const Result* r : ran)
            if (r->strategy == id)
                return r;
        return nullptr;
    };
    if (a.kind == Analogue::Kind::Throughput) {
        const Result* slowest = ran.back();
        answer.explanation.push_back({ a.why,
            { fastest->strategy, report::fixed(fastest->stats.throughputMiBs, 0), slowest->strategy,
                report::fixed(slowest->stats.throughputMiBs, 0), report::fixed(a.articleMiBs, 0) } });
    } else if (a.kind == Analogue::Kind::ParallelAgainstFastest) {
        const Result* parallel = find(a.slow);
        const Result* sequential = find(a.fast);
        // "took 1.00× as long as the fastest, read.parallel" says nothing: only against another.
        if (!parallel || !sequential || parallel == fastest || sequential == fastest)
            return;
        answer.explanation.push_back({ a.why,
            { formatRatio(parallel->stats.medianNs / fastest->stats.medianNs), fastest->strategy,
                formatRatio(sequential->stats.medianNs / fastest->stats.medianNs) },
            count(static_cast<std::uint64_t>(threadsOf(*parallel))) });
    }
}

// Article 004's program reads test1.csv and test2.csv and writes test3.csv.
constexpr const char* kProgramFiles[] = { "test1.csv", "test2.csv", "test3.csv" };

bool endsWithName(const std::string& path, const std::string& name)
{
    return path.size() > name.size() && path.compare(path.size() - name.size(), name.size(), name) == 0
        && path[path.size() - name.size() - 1] == '/';
}

bool isOpenOrClose(const std::string& call)
{
    return call.starts_with("open") || call == "creat" || call == "fopen" || call == "close" || call == "fclose";
}

} // namespace

std::string formatRatio(double ratio)
{
    if (!(ratio > 0) || !std::isfinite(ratio))
        return "—";
    if (ratio >= 100)
        return grouped(static_cast<std::uint64_t>(std::llround(ratio))) + "×";
    return report::fixed(ratio, ratio < 2 ? 2 : 1) + "×";
}

int articleChoice(const Step& step)
{
    switch (step.kind) {
    case Question::Ratio:
        return step.article.ratio > 0 ? bucketOf(step, step.article.ratio) : -1;
    case Question::Fastest:
        if (step.article.answer == "=")
            return equalChoice(step);
        return choiceForKey(step, step.article.answer);
    case Question::HottestZone:
    case Question::HottestFile: {
        const std::string first = step.article.answer.substr(0, step.article.answer.find('|'));
        return choiceForKey(step, first);
    }
    }
    return -1;
}

Answer computeAnswer(const Step& step, const Report& report)
{
    Answer answer;
    if (step.isTrace()) {
        answer.failures.push_back(step.id + ": this step traces a program; it has no strategy run");
        return answer;
    }
    for (const StrategyChoice& s : step.strategies) {
        const Result* r = findResult(report, s.id);
        if (!r) {
            answer.failures.push_back(s.id + ": not in the run");
            continue;
        }
        answer.measured.push_back({ r->strategy, r->status, r->message, r->stats.medianNs, r->stats.ci999Ns,
            r->stats.throughputMiBs, r->stats.count });
        if (r->status == Status::Unsupported)
            answer.explanation.push_back(
                { QT_TRANSLATE_NOOP("Course", "%1 cannot run on this machine: %2"), { r->strategy, r->message } });
        else if (!hasRuns(*r))
            answer.failures.push_back(r->strategy + ": " + std::string(statusName(r->status))
                + (r->message.empty() ? std::string() : ": " + r->message));
        else if (!r->verified)
            answer.failures.push_back(r->strategy + ": its output did not verify");
    }

    if (step.kind == Question::Ratio) {
        const Result* slow = findResult(report, step.slow);
        const Result* fast = findResult(report, step.fast);
        if (!slow || !fast || !hasRuns(*slow) || !hasRuns(*fast) || !answer.failures.empty()) {
            if (answer.failures.empty())
                answer.failures.push_back(step.slow + " or " + step.fast + ": no runs to compare");
            return answer;
        }
        answer.value = slow->stats.medianNs / fast->stats.medianNs;
        answer.choice = bucketOf(step, answer.value);
        answer.highlight = step.slow;
        answer.ok = answer.choice >= 0;
        const int article = articleChoice(step);
        const double line = knifeEdge(step, answer.choice, article, answer.value);
        answer.agreement = article < 0 ? Agreement::NoFigure
            : article == answer.choice ? Agreement::Agrees
            : line > 0                 ? Agreement::Close
                                       : Agreement::Disagrees;
        answer.explanation.insert(answer.explanation.begin(),
            { QT_TRANSLATE_N_NOOP(
                  "Course", "%1 took %2 as long as %3 on this machine (medians %4 against %5, %n runs each)."),
                { step.slow, formatRatio(answer.value), step.fast, report::formatDuration(slow->stats.medianNs),
                    report::formatDuration(fast->stats.medianNs) },
                count(slow->stats.count) });
        addArticle(step, answer, line);
        addRunAnalogue(step, report, answer);
        answer.explanation.push_back({ step.lesson, {} });
        return answer;
    }

    // Fastest: every strategy that ran, by median.
    std::vector<const Result*> ran;
    for (const StrategyChoice& s : step.strategies)
        if (const Result* r = findResult(report, s.id); r && hasRuns(*r))
            ran.push_back(r);
    if (!answer.failures.empty() || ran.size() < 2) {
        if (answer.failures.empty())
            answer.failures.push_back(step.id + ": fewer than two strategies ran");
        return answer;
    }
    std::stable_sort(
        ran.begin(), ran.end(), [](const Result* a, const Result* b) { return a->stats.medianNs < b->stats.medianNs; });
    const Result* fastest = ran.front();
    const Result* second = ran[1];
    // The fastest's rival: the fastest strategy outside its choice. Strategies one choice names
    // together (two kernel copies, a buffer and a mapping scanned alike) need not be told apart.
    const int fastestChoice = choiceForKey(step, fastest->strategy);
    const Result* rival = second;
    for (const Result* r : ran)
        if (r != fastest && (fastestChoice < 0 || choiceForKey(step, r->strategy) != fastestChoice)) {
            rival = r;
            break;
        }
    const Comparison top = compare(*fastest, *rival);
    // All the same: every median within kSameRatio of the fastest's, and no strategy's runs apart
    // from the fastest's. A wide interval alone never makes a tie: 10× apart is not "the same".
    bool same = true;
    for (const Result* r : ran) {
        const Comparison c = compare(*fastest, *r);
        same = same && c.withinSameRatio() && !c.apart();
    }
    const int equal = equalChoice(step);
    answer.value = second->stats.medianNs / fastest->stats.medianNs;
    answer.highlight = fastest->strategy;
    answer.decided = (same && equal >= 0) || top.apart();
    answer.choice = same && equal >= 0 ? equal : fastestChoice;
    answer.ok = answer.choice >= 0;
    if (step.article.answer.empty())
        answer.agreement = Agreement::NoFigure;
    else if (!answer.decided)
        answer.agreement = Agreement::Undecided;
    else
        answer.agreement = answer.choice == articleChoice(step) ? Agreement::Agrees : Agreement::Disagrees;
    const int each = count(std::min(fastest->samples.size(), rival->samples.size()));
    answer.explanation.push_back({ QT_TRANSLATE_N_NOOP("Course",
                                       "Fastest here: %1, median %2 (%3 MiB/s, MiB = 2^20 bytes) over %n runs; the "
                                       "runner-up %4 took %5 as long."),
        { fastest->strategy, report::formatDuration(fastest->stats.medianNs),
            report::fixed(fastest->stats.throughputMiBs, 0), second->strategy, formatRatio(answer.value) },
        count(fastest->stats.count) });
    if (same && equal >= 0)
        answer.explanation.push_back({ QT_TRANSLATE_NOOP("Course",
                                           "Every median lies within 10 % of the fastest's (the slowest, %1, took %2 "
                                           "as long), and a rank test sets no strategy's runs apart from the "
                                           "fastest's: they are the same within the error."),
            { ran.back()->strategy, formatRatio(ran.back()->stats.medianNs / fastest->stats.medianNs) } });
    else if (top.apart())
        answer.explanation.push_back({ QT_TRANSLATE_N_NOOP("Course",
                                           "The runs of %1 and %2 are apart: a rank test (Mann–Whitney) of their %n "
                                           "runs each gives a %3 chance of runs this far apart if they did not "
                                           "differ, within the 1 % the course asks for."),
            { fastest->strategy, rival->strategy, chance(top.p) }, each });
    else
        answer.explanation.push_back({ QT_TRANSLATE_N_NOOP("Course",
                                           "%1 cannot be told from %2 in %n runs each: a rank test (Mann–Whitney) "
                                           "gives a %3 chance of runs this far apart if they did not differ, above "
                                           "the 1 % the course asks for. This run does not settle which is faster; "
                                           "run the step again."),
            { fastest->strategy, rival->strategy, chance(top.p) }, each });
    addArticle(step, answer);
    addFastestAnalogue(step, ran, answer);
    answer.explanation.push_back({ step.lesson, {} });
    return answer;
}

Answer computeTraceAnswer(const Step& step, const trace::Trace& trace)
{
    Answer answer;
    if (!step.isTrace()) {
        answer.failures.push_back(step.id + ": this step runs strategies; it has no trace");
        return answer;
    }
    std::map<std::string, std::uint64_t> ns; // choice key → time
    std::uint64_t total = 0;
    if (step.kind == Question::HottestZone) {
        for (const trace::Zone& z : trace.zones)
            if (choiceForKey(step, z.name) >= 0)
                ns[z.name] += z.ns;
        if (ns.empty()) {
            answer.failures.push_back("the program recorded none of the stopwatch zones 2 to 6");
            return answer;
        }
    } else {
        for (const trace::FileStats& f : trace.files)
            for (const Choice& c : step.choices)
                if (endsWithName(f.path, c.key))
                    ns[c.key] += f.ns();
        if (ns.empty()) {
            answer.failures.push_back("the trace has none of the program's files (test1.csv, test2.csv, test3.csv)");
            return answer;
        }
    }
    std::string hottest;
    for (const auto& [key, t] : ns) {
        total += t;
        if (hottest.empty() || t > ns[hottest])
            hottest = key;
    }
    std::string runnerUp; // the key with the most time after the hottest
    for (const auto& [key, t] : ns)
        if (key != hottest && (runnerUp.empty() || t > ns[runnerUp]))
            runnerUp = key;
    answer.highlight = hottest;
    answer.choice = choiceForKey(step, hottest);
    answer.value = total > 0 ? static_cast<double>(ns[hottest]) / static_cast<double>(total) : 0;
    answer.ok = answer.choice >= 0;
    // One trace is one run: the two hottest within kCloseToLine of each other swap places from
    // trace to trace (issue 29: test2.csv and test3.csv), so such a trace settles nothing.
    answer.decided
        = runnerUp.empty() || static_cast<double>(ns[hottest]) >= kCloseToLine * static_cast<double>(ns[runnerUp]);
    answer.agreement = step.article.answer.empty()                                           ? Agreement::NoFigure
        : !answer.decided && articleAccepts(step, hottest) != articleAccepts(step, runnerUp) ? Agreement::Undecided
        : articleAccepts(step, hottest)                                                      ? Agreement::Agrees
                                                                                             : Agreement::Disagrees;
    if (step.kind == Question::HottestZone)
        answer.explanation.push_back(
            { QT_TRANSLATE_NOOP("Course", "Stopwatch %1 holds the most time here: %2, %3 of the time in zones 2 to 6."),
                { hottest, report::formatDuration(static_cast<double>(ns[hottest])), percent(answer.value) } });
    else
        answer.explanation.push_back({ QT_TRANSLATE_NOOP("Course",
                                           "%1 costs the most time in calls here: %2, %3 of the time in calls on the "
                                           "program's three files."),
            { hottest, report::formatDuration(static_cast<double>(ns[hottest])), percent(answer.value) } });
    if (!answer.decided)
        answer.explanation.push_back({ QT_TRANSLATE_NOOP("Course",
                                           "%1 and %2 are within 15 % of each other (%3 against %4): one trace cannot "
                                           "tell which costs more; trace the program again."),
            { hottest, runnerUp, report::formatDuration(static_cast<double>(ns[hottest])),
                report::formatDuration(static_cast<double>(ns[runnerUp])) } });
    addArticle(step, answer);
    if (answer.agreement == Agreement::Disagrees && step.analogue
        && step.analogue->kind == Analogue::Kind::TraceOpenClose) {
        // Why the writes are not the hotspot here: what an open and a close cost on this machine,
        // and which file's calls cost the most instead.
        std::uint64_t openCloseNs = 0, opens = 0;
        std::string busiest;
        std::uint64_t busiestNs = 0;
        for (const trace::FileStats& f : trace.files) {
            for (const char* name : kProgramFiles)
                if (endsWithName(f.path, name) && f.ns() > busiestNs) {
                    busiest = name;
                    busiestNs = f.ns();
                }
            if (!endsWithName(f.path, step.analogue->slow))
                continue;
            for (const trace::CallStats& c : f.calls)
                if (isOpenOrClose(c.call))
                    openCloseNs += c.ns;
            opens += f.opens;
        }
        if (opens > 0 && !busiest.empty())
            answer.explanation.push_back({ step.analogue->why,
                { report::formatDuration(static_cast<double>(openCloseNs) / static_cast<double>(opens)),
                    report::formatDuration(step.analogue->articleNs), busiest,
                    report::formatDuration(static_cast<double>(busiestNs)) } });
    }
    if (step.kind == Question::HottestFile && !trace.findings.empty()) {
        std::string ids;
        for (const trace::Finding& f : trace.findings)
            if (ids.find(f.id) == std::string::npos)
                ids += (ids.empty() ? "" : ", ") + f.id;
        answer.explanation.push_back(
            { QT_TRANSLATE_NOOP("Course", "The trace's findings name the patterns it saw: %1."), { ids } });
    }
    answer.explanation.push_back({ step.lesson, {} });
    return answer;
}

} // namespace iolens::course
