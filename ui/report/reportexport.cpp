#include "ui/report/reportexport.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QLocale>
#include <QMessageBox>

namespace iolens::ui {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("Report", text);
}

} // namespace

QPageSize::PageSizeId pageSizeForLocale(const QLocale& locale)
{
    return locale.measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter : QPageSize::A4;
}

QString exportReportDialog(QWidget* parent, ReportPtr report, ReportOptions options)
{
    if (!report || report->results.empty()) {
        QMessageBox::information(
            parent, tr("Export report"), tr("There is no run to report yet: run something first."));
        return {};
    }
    QString selected;
    QString path = QFileDialog::getSaveFileName(parent, tr("Export report"),
        QDir::home().filePath(QStringLiteral("iolens-report.pdf")),
        tr("PDF (*.pdf);;HTML, one self-contained file (*.html)"), &selected);
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += selected.contains(QLatin1String("html")) ? QStringLiteral(".html") : QStringLiteral(".pdf");
    options.pageSize = pageSizeForLocale(QLocale());
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QString error = writeReport(*report, options, path);
    QApplication::restoreOverrideCursor();
    if (!error.isEmpty()) {
        QMessageBox::warning(parent, tr("Export report"), error);
        return {};
    }
    return path;
}

} // namespace iolens::ui
