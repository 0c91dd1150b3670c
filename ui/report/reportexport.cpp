// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/report/reportexport.h"

#include "ui/report/tracereportwriter.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QLocale>
#include <QMessageBox>

#include <functional>

namespace iolens::ui {

QPageSize::PageSizeId pageSizeForLocale(const QLocale& locale)
{
    return locale.measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter : QPageSize::A4;
}

namespace {

// Asks where (PDF or HTML, the suffix added when none was typed), writes there with write(path)
// under a wait cursor and says how it went. The path written, or "".
QString exportTo(QWidget* parent, const std::function<QString(const QString&)>& write)
{
    QString selected;
    QString path = QFileDialog::getSaveFileName(parent, QCoreApplication::translate("Report", "Export report"),
        QDir::home().filePath(QStringLiteral("iolens-report.pdf")),
        QCoreApplication::translate("Report", "PDF (*.pdf);;HTML, one self-contained file (*.html)"), &selected);
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += selected.contains(QLatin1String("html")) ? QStringLiteral(".html") : QStringLiteral(".pdf");
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QString error = write(path);
    QApplication::restoreOverrideCursor();
    if (!error.isEmpty()) {
        QMessageBox::warning(parent, QCoreApplication::translate("Report", "Export report"), error);
        return {};
    }
    return path;
}

} // namespace

QString exportReportDialog(QWidget* parent, ReportPtr report, ReportOptions options)
{
    if (!report || report->results.empty()) {
        QMessageBox::information(parent, QCoreApplication::translate("Report", "Export report"),
            QCoreApplication::translate("Report", "There is no run to report yet: run something first."));
        return {};
    }
    options.pageSize = pageSizeForLocale(QLocale());
    return exportTo(parent, [&](const QString& path) { return writeReport(*report, options, path); });
}

QString exportTraceReportDialog(QWidget* parent, TracePtr trace)
{
    if (!trace) {
        QMessageBox::information(parent, QCoreApplication::translate("Report", "Export report"),
            QCoreApplication::translate(
                "Report", "There is no trace to report yet: trace a program or open a saved trace first."));
        return {};
    }
    ReportOptions options;
    options.pageSize = pageSizeForLocale(QLocale());
    return exportTo(parent, [&](const QString& path) { return writeTraceReport(*trace, options, path); });
}

} // namespace iolens::ui
