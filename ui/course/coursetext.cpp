// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/course/coursetext.h"

#include "core/report/reportutil.h"

#include <QCoreApplication>

namespace iolens::ui {

QString courseText(const char* text)
{
    return text && *text ? QCoreApplication::translate("Course", text) : QString();
}

QString courseParagraph(const course::Paragraph& paragraph)
{
    QString out = paragraph.count >= 0 && paragraph.text && *paragraph.text
        ? QCoreApplication::translate("Course", paragraph.text, nullptr, paragraph.count)
        : courseText(paragraph.text);
    for (const std::string& arg : paragraph.args)
        out = out.arg(QString::fromStdString(arg));
    return out;
}

QStringList courseExplanation(const course::Answer& answer)
{
    QStringList out;
    for (const course::Paragraph& p : answer.explanation)
        out << courseParagraph(p);
    return out;
}

QString courseChoiceText(const course::Step& step, int choice)
{
    if (choice < 0 || choice >= static_cast<int>(step.choices.size()))
        return QStringLiteral("—");
    return courseText(step.choices[static_cast<std::size_t>(choice)].text);
}

QString courseFigure(const course::Step& step, double value)
{
    if (value <= 0)
        return QStringLiteral("—");
    switch (step.kind) {
    case course::Question::Ratio:
        return QString::fromStdString(course::formatRatio(value));
    case course::Question::Fastest:
        return QCoreApplication::translate("Course", "runner-up %1")
            .arg(QString::fromStdString(course::formatRatio(value)));
    case course::Question::HottestZone:
    case course::Question::HottestFile:
        return QString::fromStdString(report::fixed(value * 100, 0)) + QStringLiteral(" %");
    }
    return {};
}

std::vector<CourseSummaryRow> courseSummary(
    const course::Chapter& chapter, const std::vector<CourseStepRecord>& records)
{
    std::vector<CourseSummaryRow> rows;
    for (const course::Step& step : chapter.steps) {
        CourseSummaryRow row;
        row.step = courseText(step.title);
        const QString id = QString::fromStdString(step.id);
        const CourseStepRecord* record = nullptr;
        for (const CourseStepRecord& r : records)
            if (r.stepId == id)
                record = &r;
        row.article = courseChoiceText(step, course::articleChoice(step));
        if (record) {
            row.prediction = courseChoiceText(step, record->prediction);
            row.answer = record->answer >= 0 && !record->decided
                ? QCoreApplication::translate("Course", "%1 (this run cannot tell)")
                      .arg(courseChoiceText(step, record->answer))
                : record->answer >= 0       ? courseChoiceText(step, record->answer)
                : record->failure.isEmpty() ? QCoreApplication::translate("Course", "not run yet")
                                            : QCoreApplication::translate("Course", "failed: %1").arg(record->failure);
            row.figure = record->answer >= 0 ? courseFigure(step, record->value) : QStringLiteral("—");
            // An unsettled answer is the lower median's, not a measured answer: never marked right.
            row.right = record->answer >= 0 && record->decided && record->prediction == record->answer;
        } else {
            row.prediction = QStringLiteral("—");
            row.answer = QCoreApplication::translate("Course", "not run yet");
            row.figure = QStringLiteral("—");
        }
        rows.push_back(row);
    }
    return rows;
}

} // namespace iolens::ui
