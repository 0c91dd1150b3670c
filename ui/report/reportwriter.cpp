#include "ui/report/reportwriter.h"

#include "ui/distributionplot.h"
#include "ui/lessontexts.h"
#include "ui/metricplot.h"
#include "ui/phasesplot.h"
#include "ui/resultformat.h"
#include "ui/timelineplot.h"

#include "core/course/coursestep.h"
#include "core/report/reportutil.h"
#include "core/sizeparse.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLocale>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QUrl>

#include <algorithm>
#include <memory>

namespace iolens::ui {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("Report", text);
}

QString esc(const QString& s)
{
    return s.toHtmlEscaped();
}
QString esc(const std::string& s)
{
    return QString::fromStdString(s).toHtmlEscaped();
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
    QTemporaryDir dir;
    if (!dir.isValid()) {
        *error = tr("Cannot create a temporary directory for the plots.");
        return out;
    }
    auto shared = std::make_shared<const Report>(report);
    std::vector<std::pair<QString, std::unique_ptr<PlotView>>> views;
    views.emplace_back(QStringLiteral("phases"), std::make_unique<PhasesPlot>());
    views.emplace_back(QStringLiteral("distribution"), std::make_unique<DistributionPlot>());
    views.emplace_back(QStringLiteral("throughput"), std::make_unique<MetricPlot>(MetricPlot::Metric::Throughput));
    views.emplace_back(QStringLiteral("calls"), std::make_unique<MetricPlot>(MetricPlot::Metric::Calls));
    views.emplace_back(QStringLiteral("timeline"), std::make_unique<TimelinePlot>());
    for (auto& [key, view] : views) {
        view->resize(options.plotWidth, options.plotHeight);
        const QString path = dir.filePath(key + QStringLiteral(".png"));
        view->setReport(shared);
        if (const QString e = view->exportTo(path, options.plotWidth, options.plotHeight); !e.isEmpty()) {
            *error = e;
            return {};
        }
        QImage image(path);
        if (image.isNull()) {
            *error = tr("Could not draw the %1 plot.").arg(view->title());
            return {};
        }
        out.push_back({ QStringLiteral("plot-") + key + QStringLiteral(".png"), view->title(), image });
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
    const QString title = options.title.isEmpty() ? tr("iolens report") : options.title;
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
    h += row({ tr("Date"), esc(env.date) });
    h += row({ tr("iolens version"), esc(env.iolensVersion) });
    h += row({ tr("Kernel"), esc(env.kernel) });
    h += row({ tr("CPU"), esc(env.cpu) });
    h += row({ tr("Clock"),
        esc(env.clock) + QStringLiteral(", ")
            + tr("%1 ns per stopwatch start/stop").arg(env.clockOverheadNs, 0, 'f', 1) });
    h += row({ tr("Filesystem of the file"), esc(env.sourceFilesystem) });
    h += row({ tr("Filesystem of the out dir"), esc(env.outDirFilesystem) });
    h += QStringLiteral("</table>");
    // 2. Run settings.
    h += section(sections[s++], false);
    const Workload& w = report.workload;
    h += QStringLiteral("<table>");
    h += row({ tr("File"), esc(w.file) });
    h += row({ tr("Size"),
        tr("%1 (%2 bytes)").arg(esc(formatSize(w.bytes)), QLocale().toString(static_cast<qulonglong>(w.bytes))) });
    h += row({ tr("Cache"), esc(std::string(cacheModeName(w.cache))) });
    h += row({ tr("Repetitions"), QString::number(w.reps) });
    h += row({ tr("Warm-up runs"), QString::number(w.warmup) });
    h += row({ tr("Out dir"), esc(w.outDir.empty() ? std::string("(system temp dir)") : w.outDir) });
    h += QStringLiteral("</table><p>") + tr("Strategies, in the order they ran (interleaved per repetition):")
        + QStringLiteral("</p><table>") + row({ tr("Strategy"), tr("Parameters") }, true);
    for (const Result& r : report.results)
        h += row({ QStringLiteral("<span style=\"font-family:monospace; white-space:nowrap\">") + esc(r.strategy)
                + QStringLiteral("</span>"),
            esc(paramsText(r.params)) });
    h += QStringLiteral("</table>");
    // 3. Results.
    h += section(sections[s++], false);
    h += QStringLiteral("<table>")
        + row({ tr("Strategy"), tr("Status"), tr("Median"), tr("± 99.9 %"), tr("MiB/s"), tr("System calls"), tr("Runs"),
                  tr("Verified") },
            true);
    for (const Result& r : report.results)
        h += row({ QStringLiteral("<span style=\"font-family:monospace; white-space:nowrap\">") + esc(r.strategy)
                + QStringLiteral("</span>"),
            esc(std::string(statusName(r.status)))
                + (r.message.empty() ? QString() : QStringLiteral(": ") + esc(r.message)),
            formatNs(r.stats.medianNs), formatNs(r.stats.ci999Ns), QString::number(r.stats.throughputMiBs, 'f', 1),
            QLocale().toString(static_cast<qulonglong>(report::medianSyscalls(r))), QString::number(r.stats.count),
            r.verified ? tr("yes") : tr("no") });
    h += QStringLiteral("</table><p>")
        + tr("MiB = 2^20 bytes. The error is the 99.9 % confidence half-width of the mean.") + QStringLiteral("</p>");
    // 4. Plots, one to a page.
    for (const Picture& p : pictures) {
        h += section(tr("Plot: %1").arg(p.title), false);
        h += QStringLiteral("<p><img src=\"") + src(p)
            + QStringLiteral("\" width=\"%1\"></p>").arg(std::min(options.plotWidth, 660));
    }
    // 5. Lessons.
    h += section(tr("Lessons"), false);
    for (const Result& r : report.results) {
        const QString id = QString::fromStdString(r.strategy);
        h += QStringLiteral("<h2><span style=\"font-family:monospace; white-space:nowrap\">") + esc(id)
            + QStringLiteral("</span> — ") + esc(LessonTexts::strategyText(id, LessonTexts::Field::Title))
            + QStringLiteral("</h2>");
        const std::pair<QString, LessonTexts::Field> fields[] = {
            { tr("What it does"), LessonTexts::Field::What },
            { tr("Java API"), LessonTexts::Field::JavaApi },
            { tr("Cost model"), LessonTexts::Field::CostModel },
            { tr("How it is timed"), LessonTexts::Field::Timing },
            { tr("The article"), LessonTexts::Field::Article },
        };
        for (const auto& [label, field] : fields)
            if (const QString text = LessonTexts::strategyText(id, field); !text.isEmpty())
                h += QStringLiteral("<p><b>") + esc(label) + QStringLiteral(":</b> ") + esc(text)
                    + QStringLiteral("</p>");
    }
    // 6. The course chapter.
    if (options.hasCourse) {
        h += section(tr("Course: predictions and answers"), false);
        if (const course::Chapter* chapter = course::findChapter(options.course.chapterId.toStdString())) {
            h += QStringLiteral("<p>") + esc(courseText(chapter->intro)) + QStringLiteral("</p><table>")
                + row({ tr("Step"), tr("Prediction"), tr("Measured answer"), tr("Figure"), tr("The article") }, true);
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
    doc.setHtml(html);
    {
        QPdfWriter writer(path);
        writer.setPageSize(QPageSize(options.pageSize));
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        writer.setTitle(options.title.isEmpty() ? tr("iolens report") : options.title);
        writer.setCreator(QStringLiteral("iolens"));
        doc.print(&writer);
    }
    if (QFileInfo(path).size() <= 0) {
        QFile::remove(path);
        return tr("Could not write '%1'.").arg(path);
    }
    return {};
}

} // namespace

QStringList reportSections(const Report& report, const ReportOptions& options)
{
    Q_UNUSED(report);
    QStringList out { tr("Environment"), tr("Run settings"), tr("Results") };
    out << tr("Plot: %1").arg(QCoreApplication::translate("iolens::ui::PhasesPlot", "Phases"))
        << tr("Plot: %1").arg(QCoreApplication::translate("iolens::ui::DistributionPlot", "Distribution"))
        << tr("Plot: %1").arg(QCoreApplication::translate("iolens::ui::MetricPlot", "Throughput"))
        << tr("Plot: %1").arg(QCoreApplication::translate("iolens::ui::MetricPlot", "Calls"))
        << tr("Plot: %1").arg(QCoreApplication::translate("iolens::ui::TimelinePlot", "Timeline"));
    out << tr("Lessons");
    if (options.hasCourse)
        out << tr("Course: predictions and answers");
    return out;
}

QString writeReport(const Report& report, const ReportOptions& options, const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const bool pdf = suffix == QLatin1String("pdf");
    if (!pdf && suffix != QLatin1String("html") && suffix != QLatin1String("htm"))
        return tr("Cannot write a report to '%1': choose a file name ending in .pdf or .html.").arg(path);
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
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(html.toUtf8()) < 0 || !file.commit())
        return tr("Could not write '%1': %2").arg(path, file.errorString());
    return {};
}

} // namespace iolens::ui
