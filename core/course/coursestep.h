// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The course (issue "Teach"): one chapter per source article, a few steps each in the
// predict → observe → explain form. A step is data only: the question and its choices, the
// strategies it runs on a file sized for it, how its answer is read from the run, what the
// article measured and, for a machine that disagrees, the second measurement that says why.
// Every text is marked with QT_TRANSLATE_NOOP("Course", …) and translated by the window through
// the .ts files; core never translates. The answer itself is never stored: courseanswer.h
// computes it from the run (or the trace) every time.

#include "core/generator.h"
#include "core/phase.h"
#include "core/runner.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace iolens::course {

// How a step's answer is read from what it ran.
enum class Question {
    Fastest, // the choices name strategies (or "all equal within error"); lowest median wins
    Ratio, // median(slow) / median(fast) of the run, placed in the choice whose range holds it
    HottestZone, // a trace: the program's own stopwatch zone with the most time
    HottestFile, // a trace: the file with the most time in calls, found without the program's zones
};

struct Choice {
    const char* text = ""; // QT_TRANSLATE_NOOP("Course", …)
    // Fastest: the strategy it names, or several that work alike separated by '|' (the answer
    // when any of them is fastest; they are never compared with one another); "" = "all equal
    // within error".
    std::string strategy;
    double from = 0, to = 0; // Ratio: the choice holds ratios in [from, to); to == 0: no upper end
    std::string key; // HottestZone: the zone name ("4"); HottestFile: the file name ("test3.csv")
};

// What the article measured for the question, to set beside this machine's figure.
struct ArticleFigure {
    const char* text = ""; // "FileReader.read() per char 450 ms, with a 1 MiB char[] 80 ms"
    double ratio = 0; // Ratio: the article's own ratio; 0 when the article gives none
    // Fastest: the strategy the article found fastest, "=" all equal; traces: the zone or file key.
    // Several keys separated by '|' all count as the article's answer (zones 4 and 6 are both its writes).
    std::string answer;
};

// A second figure from the same run that explains why this machine differs from the article.
struct Analogue {
    enum class Kind {
        Ratio, // median(slow) / median(fast): the analogue of the article's code here
        OpenClosePerRecord, // the open + close phases of `slow` per record, in µs
        HardwareThreads, // the threads that ran the parallel strategy
        // A parallel strategy `fast` against a sequential one `slow`, with `single` the parallel
        // strategy's own work on one thread. Below the article's ratio: `why` with %n the threads.
        // Above it: `whyAbove`, %n the threads, %1 median(single) / median(fast) (what the threads
        // gave), %2 median(slow) / median(single) (what the sequential strategy's own work cost).
        ParallelSplit,
        // A Fastest step: %1 the fastest, %2 its MiB/s, %3 the slowest, %4 its MiB/s, %5 articleMiBs.
        Throughput,
        // A Fastest step: %1 the threads `slow` ran, %2 median(slow) / the fastest's, %3 the fastest,
        // %4 median(fast) / the fastest's.
        ParallelAgainstFastest,
        // A trace: %1 open + close calls on `slow` (a file name) per open, %2 articleNs, %3 the file
        // with the most time in calls, %4 that time.
        TraceOpenClose,
    };
    Kind kind = Kind::Ratio;
    std::string slow, fast;
    // QT_TRANSLATE_NOOP("Course", …); unless the kind says otherwise %1 is the figure measured here,
    // %2 the article's.
    const char* why = "";
    double articleNs = 0; // the article's figure for the per-record kinds, in ns (ratios use ArticleFigure)
    double articleMiBs = 0; // Throughput: the article's MiB/s
    std::string single; // ParallelSplit: the parallel strategy's work on one thread
    const char* whyAbove = ""; // ParallelSplit: QT_TRANSLATE_N_NOOP("Course", …) above the article's ratio
};

struct Step {
    std::string id; // "002.char-vs-buffer": chapter, then the step's name
    const char* title = "";
    const char* question = "";
    Question kind = Question::Fastest;
    std::vector<Choice> choices;
    // Run steps: what runs, on which file.
    std::vector<StrategyChoice> strategies;
    std::string slow, fast; // Ratio: the two strategies whose medians are compared
    GenKind fileKind = GenKind::Random;
    std::uint64_t fileBytes = 0;
    int reps = 3;
    int warmup = 1;
    // Trace steps: the example program's iterations (article 004's program, tests/trace/patterns).
    int iterations = 0;
    ArticleFigure article;
    std::optional<Analogue> analogue; // shown when this machine disagrees with the article
    const char* lesson = ""; // what the learner should take away, whatever the figures
    bool isTrace() const { return kind == Question::HottestZone || kind == Question::HottestFile; }
    RunSpec runSpec(const std::string& file, const std::string& outDir = {}) const;
};

struct Chapter {
    std::string id; // "000": the article's number
    const char* title = "";
    const char* intro = "";
    std::vector<Step> steps;
};

// The four chapters, in the articles' order.
const std::vector<Chapter>& chapters();
const Chapter* findChapter(std::string_view id);
const Step* findStep(std::string_view id);

} // namespace iolens::course
