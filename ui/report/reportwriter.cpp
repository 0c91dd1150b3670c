// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/report/reportwriter.h"

#include "ui/distributionplot.h"
#include "ui/lessontexts.h"
#include "ui/metricplot.h"
#include "ui/phasesplot.h"
#include "ui/report/reportdocument.h"
#include "ui/resultformat.h"
#include "ui/timelineplot.h"
#include "ui/trace/accessmapexport.h"
#include "ui/trace/accessmapplot.h"
#include "ui/trace/accessmapview.h"

#include "core/course/coursestep.h"
#include "core/report/reportutil.h"
#include "core/sizeparse.h"

#include <QCoreApplication>
#include <QImage>
#include <QLocale>

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

QString reportTitle(const ReportOptions& options)
{
    return options.title.isEmpty() ? QCoreApplication::translate("Report", "iolens report") : options.title;
}

// The access map's section title: the plot's own name, without the file (the section says it).
QString accessMapTitle()
{
    return QCoreApplication::translate("iolens::ui::AccessMapPlot", "Access map");
}

// Each plot of the run drawn with the window's own code, the ones with something to show.
std::vector<ReportPicture> drawPlots(const Report& report, const ReportOptions& options, QString* error)
{
    std::vector<ReportPicture> out;
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

QString paramsText(const ParamValues& params)
{
    QStringList out;
    for (const auto& [k, v] : params)
        out << QString::fromStdString(k) + QLatin1Char('=') + QString::number(v);
    return out.join(QStringLiteral(", "));
}

// The whole document; images are referenced by their resource names.
QString documentHtml(const Report& report, const ReportOptions& options, const std::vector<ReportPicture>& pictures)
{
    const QString title = reportTitle(options);
    const QStringList sections = reportSections(report, options);
    QString h = reportHtmlStart(title);
    int s = 0;
    // 1. Environment.
    h += reportSection(sections[s++], true);
    h += QStringLiteral("<p><b>") + esc(title) + QStringLiteral("</b></p><table>");
    const Environment& env = report.environment;
    h += reportRow({ QCoreApplication::translate("Report", "Date"), esc(env.date) });
    h += reportRow({ QCoreApplication::translate("Report", "iolens version"), esc(env.iolensVersion) });
    h += reportRow({ QCoreApplication::translate("Report", "Kernel"), esc(env.kernel) });
    h += reportRow({ QCoreApplication::translate("Report", "CPU"), esc(env.cpu) });
    h += reportRow({ QCoreApplication::translate("Report", "Clock"),
        esc(env.clock) + QStringLiteral(", ")
            + QCoreApplication::translate("Report", "%1 ns per stopwatch start/stop")
                  .arg(env.clockOverheadNs, 0, 'f', 1) });
    h += reportRow({ QCoreApplication::translate("Report", "Filesystem of the file"), esc(env.sourceFilesystem) });
    h += reportRow({ QCoreApplication::translate("Report", "Filesystem of the out dir"), esc(env.outDirFilesystem) });
    h += QStringLiteral("</table>");
    // 2. Run settings.
    h += reportSection(sections[s++], false);
    const Workload& w = report.workload;
    h += QStringLiteral("<table>");
    h += reportRow({ QCoreApplication::translate("Report", "File"), esc(w.file) });
    h += reportRow({ QCoreApplication::translate("Report", "Size"),
        QCoreApplication::translate("Report", "%1 (%2 bytes)")
            .arg(esc(formatSize(w.bytes)), QLocale().toString(static_cast<qulonglong>(w.bytes))) });
    h += reportRow({ QCoreApplication::translate("Report", "Cache"), esc(std::string(cacheModeName(w.cache))) });
    h += reportRow({ QCoreApplication::translate("Report", "Repetitions"), QString::number(w.reps) });
    h += reportRow({ QCoreApplication::translate("Report", "Warm-up runs"), QString::number(w.warmup) });
    h += reportRow({ QCoreApplication::translate("Report", "Out dir"),
        esc(w.outDir.empty() ? std::string("(system temp dir)") : w.outDir) });
    h += QStringLiteral("</table><p>")
        + QCoreApplication::translate("Report", "Strategies, in the order they ran (interleaved per repetition):")
        + QStringLiteral("</p><table>")
        + reportRow(
            { QCoreApplication::translate("Report", "Strategy"), QCoreApplication::translate("Report", "Parameters") },
            true);
    for (const Result& r : report.results)
        h += reportRow({ QStringLiteral("<span style=\"font-family:monospace; white-space:nowrap\">") + esc(r.strategy)
                + QStringLiteral("</span>"),
            esc(paramsText(r.params)) });
    h += QStringLiteral("</table>");
    // 3. Results.
    h += reportSection(sections[s++], false);
    h += QStringLiteral("<table width=\"100%\">") // the ids need the room: QTextDocument breaks them at a hyphen
        + reportRow(
            { QCoreApplication::translate("Report", "Strategy"), QCoreApplication::translate("Report", "Status"),
                QCoreApplication::translate("Report", "Median"), QCoreApplication::translate("Report", "± 99.9 %"),
                QCoreApplication::translate("Report", "MiB/s"), QCoreApplication::translate("Report", "System calls"),
                QCoreApplication::translate("Report", "Runs"), QCoreApplication::translate("Report", "Verified") },
            true);
    for (const Result& r : report.results) {
        // An unsupported run measured nothing: a dash, where "0.00 ns" and "0.0 MiB/s" read like figures.
        const bool measured = r.status != Status::Unsupported && r.stats.count > 0;
        const QString none = QStringLiteral("–");
        h += reportRow({ QStringLiteral("<span style=\"font-family:monospace; white-space:nowrap\">") + esc(r.strategy)
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
    for (const ReportPicture& p : pictures) {
        h += reportSection(QCoreApplication::translate("Report", "Plot: %1").arg(p.title), false);
        h += reportImage(p, std::min(options.plotWidth, 660));
    }
    // 5. Lessons.
    h += reportSection(QCoreApplication::translate("Report", "Lessons"), false);
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
        h += reportSection(QCoreApplication::translate("Report", "Course: predictions and answers"), false);
        if (const course::Chapter* chapter = course::findChapter(options.course.chapterId.toStdString())) {
            h += QStringLiteral("<p>") + esc(courseText(chapter->intro)) + QStringLiteral("</p><table>")
                + reportRow({ QCoreApplication::translate("Report", "Step"),
                                QCoreApplication::translate("Report", "Prediction"),
                                QCoreApplication::translate("Report", "Measured answer"),
                                QCoreApplication::translate("Report", "Figure"),
                                QCoreApplication::translate("Report", "The article") },
                    true);
            for (const CourseSummaryRow& r : courseSummary(*chapter, options.course.records))
                h += reportRow({ esc(r.step), esc(r.prediction) + (r.right ? QStringLiteral(" ✓") : QString()),
                    esc(r.answer), esc(r.figure), esc(r.article) });
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
    // A wrong suffix is refused before any plot is drawn.
    if (const QString error = reportPathError(path); !error.isEmpty())
        return error;
    QString error;
    const std::vector<ReportPicture> pictures = drawPlots(report, options, &error);
    if (!error.isEmpty())
        return error;
    return writeReportDocument(
        documentHtml(report, options, pictures), pictures, reportTitle(options), options.pageSize, path);
}

} // namespace iolens::ui
