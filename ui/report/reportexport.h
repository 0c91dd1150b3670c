// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/report/reportwriter.h"
#include "ui/runcontroller.h"
#include "ui/trace/tracefilemodel.h"

class QWidget;

namespace iolens::ui {

// File → Export report…: asks where (PDF or HTML), picks A4 or Letter from the locale and the
// lessons' language from the UI's, writes the report and says how it went. Returns the path
// written, or an empty string when there was nothing to export, the user cancelled or it failed
// (a warning says why).
QString exportReportDialog(QWidget* parent, ReportPtr report, ReportOptions options);
// The same for the Trace page: the trace report (tracereportwriter.h) of trace, or one sentence
// that there is none yet.
QString exportTraceReportDialog(QWidget* parent, TracePtr trace);

// Letter where the locale measures in inches (US), A4 elsewhere.
QPageSize::PageSizeId pageSizeForLocale(const QLocale& locale);

} // namespace iolens::ui
