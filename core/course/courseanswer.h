// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A step's answer, computed from what the step ran: the run's report for a strategy step, the
// program's trace for a trace step. Pure logic, no Qt beyond Core: the window and the report both
// show what these functions return, and tests feed them hand-made reports.

#include "core/course/coursestep.h"
#include "core/result.h"
#include "core/trace/trace.h"

#include <string>
#include <vector>

namespace iolens::course {

// One sentence of the explanation: a translatable template (QT_TRANSLATE_NOOP("Course", …)) and
// its arguments %1, %2 … already formatted (numbers in the C locale, ids as they are).
struct Paragraph {
    const char* text = "";
    std::vector<std::string> args;
    // A text with %n (QT_TRANSLATE_N_NOOP): the count that picks its plural form; -1 for none.
    int count = -1;
};

enum class Agreement {
    NoFigure, // the article gives no figure for this question
    Agrees,
    Disagrees,
    // A Ratio step whose figure lies within kCloseToLine of the dividing line between its answer
    // and the article's (28.6× against the article's 37×, the line at 32×): close, not a disagreement.
    Close,
    // A Fastest step whose runs could not separate the two fastest: this run cannot tell.
    Undecided,
};

// A figure within 15 % of a dividing line is on a knife edge: the next run may land on either side.
constexpr double kCloseToLine = 1.15;

// One strategy's figures as the step used them (in the step's strategy order).
struct Measured {
    std::string strategy;
    Status status = Status::Ok;
    std::string message;
    double medianNs = 0;
    double ci999Ns = 0;
    double throughputMiBs = 0;
    std::uint64_t runs = 0;
};

struct Answer {
    bool ok = false; // false: no answer (a strategy failed, or the run is not this step's)
    std::vector<std::string> failures; // "read.char-syscall: error: cannot open …", one per failure
    int choice = -1; // index into Step::choices
    std::string highlight; // the strategy (or zone, or file) the plot should mark
    double value = 0; // Ratio: the measured ratio; Fastest: runner-up / fastest; traces: its share
    // Fastest: false when the runs could not tell the fastest from the runner-up; `choice` is then
    // the lower median's, and the explanation says the run does not settle the question.
    bool decided = true;
    std::vector<Measured> measured;
    Agreement agreement = Agreement::NoFigure;
    std::vector<Paragraph> explanation; // the answer, the article beside it, why, the lesson
};

// The choice the article's own figures give, -1 when the article has none for this question.
int articleChoice(const Step& step);

Answer computeAnswer(const Step& step, const Report& report);
Answer computeTraceAnswer(const Step& step, const trace::Trace& trace);

// "1,523×", "37.5×", "5.6×", "1.08×": two decimals below 2, one below 100, none above, thousands grouped.
std::string formatRatio(double ratio);

} // namespace iolens::course
