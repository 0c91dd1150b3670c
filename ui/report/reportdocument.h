// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The page machinery of the report documents (a strategies run, reportwriter.h; a trace,
// tracereportwriter.h): their HTML pieces, and the one writer that turns the HTML into a PDF
// (QPdfWriter, each section on a page of its own, numbered) or a self-contained HTML file (the
// pictures embedded as PNG data).

#include <QImage>
#include <QPageSize>
#include <QString>
#include <QStringList>

#include <vector>

namespace iolens::ui {

struct ReportPicture {
    QString name; // the resource name the document's <img src> uses: "plot-phases.png"
    QString title;
    QImage image;
};

// <!DOCTYPE html> … <body>: the head with the title and the report's style sheet.
QString reportHtmlStart(const QString& title);
// A section's heading; every section but the first starts a page of its own in the PDF.
QString reportSection(const QString& title, bool first);
// A table row of cells (already HTML), <th> for a header row.
QString reportRow(const QStringList& cells, bool header = false);
// A picture's paragraph, drawn `width` pixels wide on the page (96 per inch).
QString reportImage(const ReportPicture& picture, int width);

// The height in pixels (96 per inch) of a page's text area, between the margins and above the
// page number: what a picture under a heading must share with it.
int reportPageHeight(QPageSize::PageSizeId pageSize);

// "" when the path ends in .pdf, .html or .htm; else the sentence that says to choose one.
QString reportPathError(const QString& path);

// Writes html (a whole document from reportHtmlStart, its <img src> naming the pictures) as PDF or
// HTML by the path's suffix, whole or not at all. Returns "" or one error sentence naming the path.
QString writeReportDocument(const QString& html, const std::vector<ReportPicture>& pictures, const QString& title,
    QPageSize::PageSizeId pageSize, const QString& path);

} // namespace iolens::ui
