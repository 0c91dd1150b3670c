// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The report of a traced program (issue 23 §5), File → Export report… on the Trace page: the
// command and date, a summary (processes, files, calls, bytes, I/O time, how the calls were seen,
// the notices), the findings with their lessons and the program's own lines behind them, the files
// that took most time, the phases plot and the flame graph of time in I/O calls, each drawn by the
// page's own widgets offscreen. PDF or self-contained HTML, as the strategies' report
// (reportdocument.h). Needs a QApplication.

#include "ui/report/reportwriter.h"

#include <QString>
#include <QStringList>

namespace iolens::trace {
struct Trace;
}

namespace iolens::ui {

// Files listed in the hot files table, most time first: a build's thousand files would fill pages.
inline constexpr int kTraceReportHotFiles = 15;

// The sections' titles in document order.
QStringList traceReportSections(const trace::Trace& trace);

// Writes PDF or HTML by the path's suffix (.pdf, .html, .htm), with options' page size and plot
// size (options.title: none, the command names the report). Returns "" or one error sentence
// naming the path; nothing is left behind on failure.
QString writeTraceReport(const trace::Trace& trace, const ReportOptions& options, const QString& path);

} // namespace iolens::ui
