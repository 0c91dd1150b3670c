// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/report/reportdocument.h"

#include "core/savefile.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>
#include <QUrl>

namespace iolens::ui {

namespace {

constexpr double kMarginMm = 15;
// The page number's line under the text: two lines of the default font (about 9 pt).
constexpr int kNumberLine = 30;

QString writePdf(const QString& html, const std::vector<ReportPicture>& pictures, const QString& title,
    QPageSize::PageSizeId pageSize, const QString& path)
{
    QTextDocument doc;
    for (const ReportPicture& p : pictures)
        doc.addResource(QTextDocument::ImageResource, QUrl(p.name), p.image);
    // Drawn in memory and saved whole: QPdfWriter writing to the file reports nothing when the
    // disk fills up, and would leave a truncated PDF in place of a good one.
    QByteArray pdf;
    QBuffer buffer(&pdf);
    if (!buffer.open(QIODevice::WriteOnly))
        return QCoreApplication::translate("Report", "Could not write '%1'.").arg(path);
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(pageSize));
        writer.setPageMargins(QMarginsF(kMarginMm, kMarginMm, kMarginMm, kMarginMm), QPageLayout::Millimeter);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("iolens"));
        // The document is laid out on the writer's printable area and its pages drawn here:
        // QTextDocument::print() of a document without a page size lays out a copy with 2 cm
        // margins of its own inside the writer's 15 mm, which left the text 140 of A4's 210 mm.
        doc.documentLayout()->setPaintDevice(&writer);
        doc.setHtml(html);
        QPainter painter(&writer);
        const QFontMetricsF numberMetrics(doc.defaultFont(), &writer);
        const QSizeF area(writer.width(), writer.height() - 2 * numberMetrics.height()); // the number's line
        doc.setPageSize(area);
        for (int page = 0; page < doc.pageCount(); ++page) {
            if (page > 0)
                writer.newPage();
            painter.save();
            painter.translate(0, -page * area.height());
            doc.drawContents(&painter, QRectF(QPointF(0, page * area.height()), area));
            painter.restore();
            painter.setFont(doc.defaultFont());
            painter.drawText(QRectF(0, area.height(), area.width(), 2 * numberMetrics.height()),
                Qt::AlignRight | Qt::AlignBottom, QString::number(page + 1));
        }
    }
    buffer.close();
    if (pdf.isEmpty() || !saveFileWhole(path, pdf).isEmpty())
        return QCoreApplication::translate("Report", "Could not write '%1'.").arg(path);
    return {};
}

// The pictures' resource names in the document become data: URLs, so the file stands alone. The
// rest of the document is escaped text, in which src=" cannot occur.
QString embedPictures(QString html, const std::vector<ReportPicture>& pictures)
{
    for (const ReportPicture& p : pictures) {
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        p.image.save(&buffer, "PNG");
        html.replace(QStringLiteral("src=\"") + p.name + QLatin1Char('"'),
            QStringLiteral("src=\"data:image/png;base64,") + QString::fromLatin1(png.toBase64()) + QLatin1Char('"'));
    }
    return html;
}

} // namespace

QString reportHtmlStart(const QString& title)
{
    return QStringLiteral("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>") + title.toHtmlEscaped()
        + QStringLiteral("</title><style>body{font-family:sans-serif;} table{border-collapse:collapse;} "
                         "th,td{border:1px solid #999;padding:3px 6px;text-align:left;vertical-align:top;} "
                         "th{background:#eee;} h1{font-size:16pt;} h2{font-size:13pt;} .mono{font-family:monospace;}"
                         "</style></head><body>");
}

QString reportSection(const QString& title, bool first)
{
    return first
        ? QStringLiteral("<h1>") + title.toHtmlEscaped() + QStringLiteral("</h1>")
        : QStringLiteral("<h1 style=\"page-break-before: always\">") + title.toHtmlEscaped() + QStringLiteral("</h1>");
}

QString reportRow(const QStringList& cells, bool header)
{
    const QString tag = header ? QStringLiteral("th") : QStringLiteral("td");
    QString out = QStringLiteral("<tr>");
    for (const QString& c : cells)
        out += QLatin1Char('<') + tag + QLatin1Char('>') + c + QStringLiteral("</") + tag + QLatin1Char('>');
    return out + QStringLiteral("</tr>");
}

QString reportImage(const ReportPicture& picture, int width)
{
    return QStringLiteral("<p><img src=\"") + picture.name + QStringLiteral("\" width=\"%1\" alt=\"").arg(width)
        + picture.title.toHtmlEscaped() + QStringLiteral("\"></p>");
}

int reportPageHeight(QPageSize::PageSizeId pageSize)
{
    const double mm = QPageSize(pageSize).size(QPageSize::Millimeter).height() - 2 * kMarginMm;
    return int(mm / 25.4 * 96) - kNumberLine;
}

QString reportPathError(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("pdf") || suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
        return {};
    return QCoreApplication::translate(
        "Report", "Cannot write a report to '%1': choose a file name ending in .pdf or .html.")
        .arg(path);
}

QString writeReportDocument(const QString& html, const std::vector<ReportPicture>& pictures, const QString& title,
    QPageSize::PageSizeId pageSize, const QString& path)
{
    if (const QString error = reportPathError(path); !error.isEmpty())
        return error;
    if (QFileInfo(path).suffix().toLower() == QLatin1String("pdf"))
        return writePdf(html, pictures, title, pageSize, path);
    if (const QString why = saveFileWhole(path, embedPictures(html, pictures).toUtf8()); !why.isEmpty())
        return QCoreApplication::translate("Report", "Could not write '%1': %2").arg(path, why + QLatin1Char('.'));
    return {};
}

} // namespace iolens::ui
