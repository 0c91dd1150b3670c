// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/report/reportwriter.h"

#include "ui/distributionplot.h"
#include "ui/lessontexts.h"
#include "ui/metricplot.h"
#include "ui/phasesplot.h"
#include "ui/resultformat.h"
#include "ui/timelineplot.h"
#include "ui/trace/accessmapexport.h"
#include "ui/trace/accessmapplot.h"
#include "ui/trace/accessmapview.h"

#include "core/course/coursestep.h"
#include "core/report/reportutil.h"
#include "core/savefile.h"
#include "core/sizeparse.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>
#include <QUrl>

#include <algorithm>
#include <memory>

namespace iolens::ui {

namespace {

QString esc(const QString& s)
{
    return s.toHtmlEscaped();
}
QString esc(const std::string& s)
{
    return QString::fromStdString(s).toHtmlEscaped();
}

// The access map's section title: the plot's own name, without the file (the section says it).
QString accessMapTitle()
{
    return QCoreApplication::translate("iolens::ui::AccessMapPlot", "Access map");
}

struct Picture {
    QString name; // resource name: "plot-phases.png"
    QString title;
    QImage image;
};

// Each plot of the run drawn with the window's own code, the ones with something to show.
std::vector<Picture> drawPlots(const Report& report, const ReportOptions& options, QString* error)
{
    std::vector<Picture> out;
    auto shared = std::make_shared<const Report>(report);
    std::vector<std::pair<QString, std::unique_ptr<PlotView>>> views;
    views.emplace_back(QStringLiteral("phases"), std::make_unique<PhasesPlot>());
    views.emplace_back(QStringLiteral("distribution"), std::make_unique<DistributionPlot>());
    views.emplace_back(QStringLiteral("throughput"), std::make_unique<MetricPlot>(MetricPlot::Metric::Throughput));
    views.emplace_back(QStringLiteral("calls"), std::make_unique<MetricPlot>(MetricPlot::Metric::Calls));
    views.emplace_back(QStringLiteral("timeline"), std::make_unique<TimelinePlot>());
    for (auto& [key, view] : views) {
        view->resize(options.plotWidth, options.plotHeight);
        view->setReport(shared);
        // Drawn in memory: a full temporary directory cannot cut a plot short.
        const std::optional<QByteArray> png
            = view->exportBytes(PlotView::ExportFormat::Png, options.plotWidth, options.plotHeight);
        const QImage image = png ? QImage::fromData(*png, "PNG") : QImage();
        if (image.isNull()) {
            *error = QCoreApplication::translate("Report", "Could not draw the %1 plot.").arg(view->title());
            return {};
        }
        out.push_back({ QStringLiteral("plot-") + key + QStringLiteral(".png"), view->title(), image });
    }
    if (options.replayTrace) {
        AccessMapView map;
        map.setTrace(options.replayTrace);
        map.setSelectedFile(accessMapEntry(*options.replayTrace, report.workload.file));
        map.plot()->resize(options.plotWidth, options.plotHeight);
        const std::optional<QByteArray> png = map.showsPlot()
            ? map.plot()->exportBytes(PlotView::ExportFormat::Png, options.plotWidth, options.plotHeight)
            : std::nullopt;
        const QImage image = png ? QImage::fromData(*png, "PNG") : QImage();
        if (image.isNull()) {
            *error = QCoreApplication::translate("Report", "Could not draw the %1 plot.").arg(map.plot()->title());
            return {};
        }
        out.push_back({ QStringLiteral("plot-accessmap.png"), accessMapTitle(), image });
    }
    return out;
}

QString row(const QStringList& cells, bool header = false)
{
    const QString tag = header ? QStringLiteral("th") : QStringLiteral("td");
    QString out = QStringLiteral("<tr>");
    for (const QString& c : cells)
        out += QLatin1Char('<') + tag + QLatin1Char('>') + c + QStringLiteral("</") + tag + QLatin1Char('>');
    return out + QStringLiteral("</tr>");
}

QString section(const QString& title, bool first)
{
    // Every section but the first starts a page of its own in the PDF.
    return first ? QStringLiteral("<h1>") + esc(title) + QStringLiteral("</h1>")
                 : QStringLiteral("<h1 style=\"page-break-before: always\">") + esc(title) + QStringLiteral("</h1>");
}

QString paramsText(const ParamValues& params)
{
    QStringList out;
    for (const auto& [k, v] : params)
        out << QString::fromStdString(k) + QLatin1Char('=') + QString::number(v);
    return out.join(QStringLiteral(", "));
}

// The whole document; images are referenced as src (a resource name, or a data: URL for HTML).
QString documentHtml(const Report& report, const ReportOptions& options, const std::vector<Picture>& pictures,
    const std::function<QString(const Picture&)>& src)
{
    const QString title
        = options.title.isEmpty() ? QCoreApplication::translate("Report", "iolens report") : options.title;
    const QStringList sections = reportSections(report, options);
    QString h = QStringLiteral("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>") + esc(title)
        + QStringLiteral("</title><style>body{font-family:sans-serif;} table{border-collapse:collapse;} "
                         "th,td{border:1px solid #999;padding:3px 6px;text-align:left;vertical-align:top;} "
                         "th{background:#eee;} h1{font-size:16pt;} h2{font-size:13pt;} .mono{font-family:monospace;}"
                         "</style></head><body>");
    int s = 0;
    // 1. Environment.
    h += section(sections[s++], true);
    h += QStringLiteral("<p><b>") + esc(title) + QStringLiteral("</b></p><table>");
    const Environment& env = report.environment;
    h += row({ QCoreApplication::translate("Report", "Date"), esc(env.date) });
    h += row({ QCoreApplication::translate("Report", "iolens version"), esc(env.iolensVersion) });
    h += row({ QCoreApplication::translate("Report", "Kernel"), esc(env.kernel) });
    h += row({ QCoreApplication::translate("Report", "CPU"), esc(env.cpu) });
    h += row({ QCoreApplication::translate("Report", "Clock"),
        esc(env.clock) + QStringLiteral(", ")
            + QCoreApplication::translate("Report", "%1 ns per stopwatch start/stop")
                  .arg(env.clockOverheadNs, 0, 'f', 1) });
    h += row({ QCoreApplication::translate("Report", "Filesystem of the file"), esc(env.sourceFilesystem) });
    h += row({ QCoreApplication::translate("Report", "Filesystem of the out dir"), esc(env.outDirFilesystem) });
    h += QStringLiteral("</table>");
    // 2. Run settings.
    h += section(sections[s++], false);
    const Workload& w = report.workload;
    h += QStringLiteral("<table>");
    h += row({ QCoreApplication::translate("Report", "File"), esc(w.file) });
    h += row({ QCoreApplication::translate("Report", "Size"),
        QCoreApplication::translate("Report", "%1 (%2 bytes)")
            .arg(esc(formatSize(w.bytes)), QLocale().toString(static_cast<qulonglong>(w.bytes))) });
    h += row({ QCoreApplication::translate("Report", "Cache"), esc(std::string(cacheModeName(w.cache))) });
    h += row({ QCoreApplication::translate("Report", "Repetitions"), QString::number(w.reps) });
    h += row({ QCoreApplication::translate("Report", "Warm-up runs"), QString::number(w.warmup) });
    h += row({ QCoreApplication::translate("Report", "Out dir"),
        esc(w.outDir.empty() ? std::string("(system temp dir)") : w.outDir) });
    h += QStringLiteral("</table><p>")
        + QCoreApplication::translate("Report", "Strategies, in the order they ran (interleaved per repetition):")
        + QStringLiteral("</p><table>")
        + row(
            { QCoreApplication::translate("Report", "Strategy"), QCoreApplication::translate("Report", "Parameters") },
            true);
    for (const Result& r : report.results)
        h += row({ QStringLiteral("<span style=\"font-family:monospace; white-space:nowrap\">") + esc(r.strategy)
                + QStringLiteral("</span>"),
            esc(paramsText(r.params)) });
    h += QStringLiteral("</table>");
    // 3. Results.
    h += section(sections[s++], false);
    h += QStringLiteral("<table width=\"100%\">") // the ids need the room: QTextDocument breaks them at a hyphen
        + row({ QCoreApplication::translate("Report", "Strategy"), QCoreApplication::translate("Report", "Status"),
                  QCoreApplication::translate("Report", "Median"), QCoreApplication::translate("Report", "± 99.9 %"),
                  QCoreApplication::translate("Report", "MiB/s"), QCoreApplication::translate("Report", "System calls"),
                  QCoreApplication::translate("Report", "Runs"), QCoreApplication::translate("Report", "Verified") },
            true);
    for (const Result& r : report.results) {
        // An unsupported run measured nothing: a dash, where "0.00 ns" and "0.0 MiB/s" read like figures.
        const bool measured = r.status != Status::Unsupported && r.stats.count > 0;
        const QString none = QStringLiteral("–");
        h += row({ QStringLiteral("<span style=\"font-family:monospace; white-space:nowrap\">") + esc(r.strategy)
                + QStringLiteral("</span>"),
            esc(std::string(statusName(r.status))), measured ? formatNs(r.stats.medianNs) : none,
            measured ? formatNs(r.stats.ci999Ns) : none,
            measured ? QString::number(r.stats.throughputMiBs, 'f', 1) : none,
            measured ? QLocale().toString(static_cast<qulonglong>(report::medianSyscalls(r))) : none,
            QString::number(r.stats.count),
            r.verified ? QCoreApplication::translate("Report", "yes") : QCoreApplication::translate("Report", "no") });
    }
    h += QStringLiteral("</table>");
    // A run's message goes under the table: in the Status cell, copy.reflink's "unsupported: the
    // filesystem cannot share extents (FICLONE: EOPNOTSUPP)" took the width the ids needed, which
    // broke them in three ("copy.by / te- / syscall") and cut the status itself ("unsuppor").
    for (const Result& r : report.results)
        if (!r.message.empty())
            h += QStringLiteral("<p><span style=\"font-family:monospace\">") + esc(r.strategy)
                + QStringLiteral("</span>: ") + esc(std::string(statusName(r.status))) + QStringLiteral(": ")
                + esc(r.message) + QStringLiteral("</p>");
    h += QStringLiteral("<p>")
        + QCoreApplication::translate(
            "Report", "MiB = 2^20 bytes. The error is the 99.9 % confidence half-width of the mean.")
        + QStringLiteral("</p>");
    // 4. Plots, one to a page.
    for (const Picture& p : pictures) {
        h += section(QCoreApplication::translate("Report", "Plot: %1").arg(p.title), false);
        h += QStringLiteral("<p><img src=\"") + src(p)
            + QStringLiteral("\" width=\"%1\"></p>").arg(std::min(options.plotWidth, 660));
    }
    // 5. Lessons.
    h += section(QCoreApplication::translate("Report", "Lessons"), false);
    for (const Result& r : report.results) {
        const QString id = QString::fromStdString(r.strategy);
        h += QStringLiteral("<h2><span style=\"font-family:monospace; white-space:nowrap\">") + esc(id)
            + QStringLiteral("</span> — ") + esc(LessonTexts::strategyText(id, LessonTexts::Field::Title))
            + QStringLiteral("</h2>");
        const std::pair<QString, LessonTexts::Field> fields[] = {
            { QCoreApplication::translate("Report", "What it does"), LessonTexts::Field::What },
            { QCoreApplication::translate("Report", "Java API"), LessonTexts::Field::JavaApi },
            { QCoreApplication::translate("Report", "Cost model"), LessonTexts::Field::CostModel },
            { QCoreApplication::translate("Report", "How it is timed"), LessonTexts::Field::Timing },
            { QCoreApplication::translate("Report", "The article"), LessonTexts::Field::Article },
        };
        for (const auto& [label, field] : fields)
            if (const QString text = LessonTexts::strategyText(id, field); !text.isEmpty())
                h += QStringLiteral("<p><b>") + esc(label) + QStringLiteral(":</b> ") + esc(text)
                    + QStringLiteral("</p>");
    }
    // 6. The course chapter.
    if (options.hasCourse) {
        h += section(QCoreApplication::translate("Report", "Course: predictions and answers"), false);
        if (const course::Chapter* chapter = course::findChapter(options.course.chapterId.toStdString())) {
            h += QStringLiteral("<p>") + esc(courseText(chapter->intro)) + QStringLiteral("</p><table>")
                + row({ QCoreApplication::translate("Report", "Step"),
                          QCoreApplication::translate("Report", "Prediction"),
                          QCoreApplication::translate("Report", "Measured answer"),
                          QCoreApplication::translate("Report", "Figure"),
                          QCoreApplication::translate("Report", "The article") },
                    true);
            for (const CourseSummaryRow& r : courseSummary(*chapter, options.course.records))
                h += row({ esc(r.step), esc(r.prediction) + (r.right ? QStringLiteral(" ✓") : QString()), esc(r.answer),
                    esc(r.figure), esc(r.article) });
            h += QStringLiteral("</table>");
        }
        if (const course::Step* st = course::findStep(options.course.stepId.toStdString());
            st && !options.course.explanation.isEmpty()) {
            h += QStringLiteral("<h2>") + esc(courseText(st->title)) + QStringLiteral("</h2><p><i>")
                + esc(courseText(st->question)) + QStringLiteral("</i></p>");
            for (const QString& p : options.course.explanation)
                h += QStringLiteral("<p>") + esc(p) + QStringLiteral("</p>");
        }
    }
    return h + QStringLiteral("</body></html>");
}

QString writePdf(
    const QString& html, const std::vector<Picture>& pictures, const ReportOptions& options, const QString& path)
{
    QTextDocument doc;
    for (const Picture& p : pictures)
        doc.addResource(QTextDocument::ImageResource, QUrl(p.name), p.image);
    // Drawn in memory and saved whole: QPdfWriter writing to the file reports nothing when the
    // disk fills up, and would leave a truncated PDF in place of a good one.
    QByteArray pdf;
    QBuffer buffer(&pdf);
    if (!buffer.open(QIODevice::WriteOnly))
        return QCoreApplication::translate("Report", "Could not write '%1'.").arg(path);
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(options.pageSize));
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        writer.setTitle(
            options.title.isEmpty() ? QCoreApplication::translate("Report", "iolens report") : options.title);
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

} // namespace

QStringList reportSections(const Report& report, const ReportOptions& options)
{
    Q_UNUSED(report);
    QStringList out { QCoreApplication::translate("Report", "Environment"),
        QCoreApplication::translate("Report", "Run settings"), QCoreApplication::translate("Report", "Results") };
    out << QCoreApplication::translate("Report", "Plot: %1")
               .arg(QCoreApplication::translate("iolens::ui::PhasesPlot", "Phases"))
        << QCoreApplication::translate("Report", "Plot: %1")
               .arg(QCoreApplication::translate("iolens::ui::DistributionPlot", "Distribution"))
        << QCoreApplication::translate("Report", "Plot: %1")
               .arg(QCoreApplication::translate("iolens::ui::MetricPlot", "Throughput"))
        << QCoreApplication::translate("Report", "Plot: %1")
               .arg(QCoreApplication::translate("iolens::ui::MetricPlot", "Calls"))
        << QCoreApplication::translate("Report", "Plot: %1")
               .arg(QCoreApplication::translate("iolens::ui::TimelinePlot", "Timeline"));
    if (options.replayTrace)
        out << QCoreApplication::translate("Report", "Plot: %1").arg(accessMapTitle());
    out << QCoreApplication::translate("Report", "Lessons");
    if (options.hasCourse)
        out << QCoreApplication::translate("Report", "Course: predictions and answers");
    return out;
}

QString writeReport(const Report& report, const ReportOptions& options, const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const bool pdf = suffix == QLatin1String("pdf");
    if (!pdf && suffix != QLatin1String("html") && suffix != QLatin1String("htm"))
        return QCoreApplication::translate(
            "Report", "Cannot write a report to '%1': choose a file name ending in .pdf or .html.")
            .arg(path);
    QString error;
    const std::vector<Picture> pictures = drawPlots(report, options, &error);
    if (!error.isEmpty())
        return error;
    if (pdf) {
        const QString html = documentHtml(report, options, pictures, [](const Picture& p) { return p.name; });
        return writePdf(html, pictures, options, path);
    }
    const QString html = documentHtml(report, options, pictures, [](const Picture& p) -> QString {
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        p.image.save(&buffer, "PNG");
        return QStringLiteral("data:image/png;base64,") + QString::fromLatin1(png.toBase64());
    });
    if (const QString why = saveFileWhole(path, html.toUtf8()); !why.isEmpty())
        return QCoreApplication::translate("Report", "Could not write '%1': %2").arg(path, why + QLatin1Char('.'));
    return {};
}

} // namespace iolens::ui
