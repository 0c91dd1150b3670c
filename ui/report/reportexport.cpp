// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/report/reportexport.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QLocale>
#include <QMessageBox>

namespace iolens::ui {

QPageSize::PageSizeId pageSizeForLocale(const QLocale& locale)
{
    return locale.measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter : QPageSize::A4;
}

QString exportReportDialog(QWidget* parent, ReportPtr report, ReportOptions options)
{
    if (!report || report->results.empty()) {
        QMessageBox::information(parent, QCoreApplication::translate("Report", "Export report"),
            QCoreApplication::translate("Report", "There is no run to report yet: run something first."));
        return {};
    }
    QString selected;
    QString path = QFileDialog::getSaveFileName(parent, QCoreApplication::translate("Report", "Export report"),
        QDir::home().filePath(QStringLiteral("iolens-report.pdf")),
        QCoreApplication::translate("Report", "PDF (*.pdf);;HTML, one self-contained file (*.html)"), &selected);
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += selected.contains(QLatin1String("html")) ? QStringLiteral(".html") : QStringLiteral(".pdf");
    options.pageSize = pageSizeForLocale(QLocale());
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QString error = writeReport(*report, options, path);
    QApplication::restoreOverrideCursor();
    if (!error.isEmpty()) {
        QMessageBox::warning(parent, QCoreApplication::translate("Report", "Export report"), error);
        return {};
    }
    return path;
}

} // namespace iolens::ui
