// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A report to hand out (issue "Teach", section 2): one document with the environment, the run
// settings, every plot of the run, the results table and each strategy's lesson, and for a course
// chapter the learner's predictions against the measured answers. PDF through QPdfWriter (each
// section starts a page), or HTML in one self-contained file (the plots embedded as PNG).
// File → Export report… and `iolens-cli run … --report FILE` (through iolens-render) both end here.
// Needs a QApplication: the plots are the window's own widgets, drawn offscreen.

#include "core/result.h"
#include "ui/course/coursetext.h"

#include <QPageSize>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace iolens::trace {
struct Trace;
}

namespace iolens::ui {

struct ReportCourse {
    QString chapterId; // "002"
    std::vector<CourseStepRecord> records; // the chapter's steps as the learner left them
    QString stepId; // the step whose run this report shows, if any
    QStringList explanation; // that step's explanation, translated
};

struct ReportOptions {
    QString title; // empty: "iolens report"
    QPageSize::PageSizeId pageSize = QPageSize::A4;
    QString language; // unused: the lessons and headings follow the installed translator
    bool hasCourse = false;
    ReportCourse course;
    // The trace a replay run repeated (iolens-cli run --replay): the report draws the access map of
    // the run's file from it, the program's own pattern beside the replays' results. Null: none.
    std::shared_ptr<const trace::Trace> replayTrace;
    // Pixels of each plot picture: about a page's text width at 113 dpi, so that the plot's 9 pt
    // labels print at about 7.5 pt (a wider picture scaled down to the page makes them unreadable).
    int plotWidth = 800, plotHeight = 500;
};

// The sections' titles in document order, for tests and the table of contents.
QStringList reportSections(const Report& report, const ReportOptions& options);

// Writes PDF or HTML, by the path's suffix (.pdf, .html, .htm). Returns "" or one error sentence
// naming the path. Nothing is left behind on failure.
QString writeReport(const Report& report, const ReportOptions& options, const QString& path);

} // namespace iolens::ui
