// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The course's words in the learner's language: core/course marks every text with
// QT_TRANSLATE_NOOP("Course", …); these look them up in the "Course" context of the .ts files and
// fill in the arguments the answer computed.

#include "core/course/courseanswer.h"
#include "core/course/coursestep.h"

#include <QString>
#include <QStringList>

namespace iolens::ui {

QString courseText(const char* text);
QString courseParagraph(const course::Paragraph& paragraph);
// Every paragraph of the explanation, translated and filled in, one string each.
QStringList courseExplanation(const course::Answer& answer);
// The choice's text, or "—" for -1.
QString courseChoiceText(const course::Step& step, int choice);

// One row of a chapter's summary: the learner's prediction against the measured answer.
struct CourseSummaryRow {
    QString step; // the step's title
    QString prediction;
    QString answer; // the measured answer's choice, or the failure
    QString figure; // the measured figure ("1,523×", "66 %")
    QString article; // the article's answer, "—" when it gives none
    bool right = false; // the prediction was the measured answer
};
// The rows of a chapter for predictions and answers kept as (stepId → prediction, answer, value).
struct CourseStepRecord {
    QString stepId;
    int prediction = -1;
    int answer = -1;
    double value = 0;
    QString failure;
    bool decided = true; // false: the run could not tell its strategies apart
};
std::vector<CourseSummaryRow> courseSummary(
    const course::Chapter& chapter, const std::vector<CourseStepRecord>& records);
QString courseFigure(const course::Step& step, double value);

} // namespace iolens::ui
