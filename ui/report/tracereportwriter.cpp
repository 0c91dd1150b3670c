// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/report/tracereportwriter.h"

#include "ui/report/reportdocument.h"
#include "ui/resultformat.h"
#include "ui/trace/argsplit.h"
#include "ui/trace/flameexport.h"
#include "ui/trace/tracefilemodel.h"
#include "ui/trace/tracefindingspane.h"
#include "ui/trace/traceformat.h"
#include "ui/trace/tracephasesplot.h"
#include "ui/trace/tracephrases.h"
#include "ui/trace/tracestacks.h"

#include "core/trace/tracetext.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

#include <algorithm>
#include <numeric>
#include <set>

namespace iolens::ui {

namespace {

// The widest a picture is drawn on the page (96 per inch: about the 180 mm between the margins),
// and the room the flame graph's page keeps for its heading and the caption beneath.
constexpr int kPageWidth = 660;
constexpr int kHeadingAndCaption = 200;

QString reportText(const char* text)
{
    // The report's context: coursetranslations.py fills it from strings_course.py.
    return QCoreApplication::translate("Report", text);
}

QString escHtml(const QString& s)
{
    return s.toHtmlEscaped();
}

QString commandText(const trace::Trace& t)
{
    QStringList words;
    for (const std::string& w : t.command)
        words << qs(w);
    return joinArguments(words);
}

QString traceReportTitle(const trace::Trace& t)
{
    return reportText(QT_TRANSLATE_NOOP("Report", "Trace report: %1")).arg(commandText(t));
}

QString plotSection(const QString& title)
{
    return QCoreApplication::translate("Report", "Plot: %1").arg(title);
}

QString phasesTitle()
{
    return QCoreApplication::translate("iolens::ui::TracePhasesPlot", "Phases");
}

QString flameTitle()
{
    return QCoreApplication::translate("iolens::ui::FlamePane", "Flame graph");
}

// How the program ended, in the Trace page's words.
QString endText(const trace::Trace& t)
{
    const auto page = [](const char* text) { return QCoreApplication::translate("iolens::ui::TracePage", text); };
    if (!t.processes.empty() && t.processes.front().end == "detached")
        return reportText(QT_TRANSLATE_NOOP("Report", "recorded, then let go: it runs on"));
    if (t.signal > 0)
        return page("was killed by signal %1").arg(QString::fromStdString(trace::signalText(t.signal)));
    if (t.exitStatus == 0 && !t.processes.empty() && t.processes.front().end == "killed")
        return page("was killed by a signal iolens did not see");
    return page("exited with status %1").arg(t.exitStatus);
}

QString summaryHtml(const trace::Trace& t)
{
    const QLocale locale;
    std::set<int> pids;
    for (const trace::Process& p : t.processes)
        pids.insert(p.pid);
    std::uint64_t calls = 0, read = 0, written = 0, ioNs = 0;
    for (const trace::FileStats& f : t.files) {
        calls += TraceFileModel::calls(f);
        read += TraceFileModel::bytesRead(f);
        written += TraceFileModel::bytesWritten(f);
    }
    for (const trace::Process& p : t.processes)
        ioNs += p.ioNs;
    QString h = QStringLiteral("<p><b>") + escHtml(traceReportTitle(t)) + QStringLiteral("</b></p><table>");
    if (t.startRealtimeNs > 0)
        h += reportRow({ QCoreApplication::translate("Report", "Date"),
            QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(t.startRealtimeNs / 1'000'000), Qt::UTC)
                .toString(Qt::ISODate) });
    h += reportRow({ reportText(QT_TRANSLATE_NOOP("Report", "Ended")), escHtml(endText(t)) });
    h += reportRow({ reportText(QT_TRANSLATE_NOOP("Report", "Wall time")), formatNs(static_cast<double>(t.wallNs)) });
    h += reportRow({ reportText(QT_TRANSLATE_NOOP("Report", "Processes")),
        locale.toString(static_cast<qulonglong>(pids.size())) });
    h += reportRow(
        { reportText(QT_TRANSLATE_NOOP("Report", "Files")), locale.toString(static_cast<qulonglong>(t.files.size())) });
    h += reportRow(
        { reportText(QT_TRANSLATE_NOOP("Report", "I/O calls")), locale.toString(static_cast<qulonglong>(calls)) });
    h += reportRow({ reportText(QT_TRANSLATE_NOOP("Report", "Bytes read")), formatBytes(static_cast<double>(read)) });
    h += reportRow(
        { reportText(QT_TRANSLATE_NOOP("Report", "Bytes written")), formatBytes(static_cast<double>(written)) });
    h += reportRow({ QCoreApplication::translate("iolens::ui::FlamePane", "Time in I/O calls"),
        formatNs(static_cast<double>(ioNs)) });
    h += reportRow({ reportText(QT_TRANSLATE_NOOP("Report", "Mode")),
        t.mode == "ptrace"
            ? reportText(QT_TRANSLATE_NOOP("Report", "ptrace: the system calls, seen from outside the program"))
            : reportText(QT_TRANSLATE_NOOP("Report", "preload: the library calls, seen inside the program")) });
    h += reportRow({ reportText(QT_TRANSLATE_NOOP("Report", "Call stacks")), escHtml(traceStacks(t, -1).sampling) });
    h += QStringLiteral("</table>");
    if (!t.notices.empty()) {
        h += QStringLiteral("<h2>") + escHtml(reportText(QT_TRANSLATE_NOOP("Report", "Notices")))
            + QStringLiteral("</h2>");
        for (std::size_t i = 0; i < t.notices.size(); ++i)
            h += QStringLiteral("<p>") + escHtml(traceNotice(t, i)) + QStringLiteral("</p>");
    }
    return h;
}

// The program's own lines behind a finding (core/trace/usercode.h), hottest first.
QString userCodeHtml(const trace::Trace& t, const trace::Finding& f)
{
    constexpr std::size_t kLines = 3;
    QStringList lines;
    for (std::size_t i = 0; i < f.userLines.size() && i < kLines; ++i)
        if (f.userLines[i].frame < t.frames.size())
            lines << escHtml(qs(trace::displayPath(t.frames[f.userLines[i].frame].label())));
    if (lines.isEmpty())
        return {};
    return reportText(QT_TRANSLATE_NOOP("Report", "<p><b>Your code:</b> %1</p>")).arg(lines.join(QStringLiteral(", ")));
}

QString findingsHtml(const trace::Trace& t)
{
    if (t.findings.empty())
        return TraceFindingsPane::noPatternHtml();
    QString h;
    for (const trace::Finding& f : t.findings)
        h += TraceFindingsPane::findingHtml(f, userCodeHtml(t, f));
    return h;
}

QString hotFilesHtml(const TracePtr& trace)
{
    TraceFileModel model;
    model.setTrace(trace);
    std::vector<int> rows(static_cast<std::size_t>(model.rowCount()));
    std::iota(rows.begin(), rows.end(), 0);
    const auto ns = [&](int row) {
        return model.index(row, TraceFileModel::TimeColumn).data(TraceFileModel::SortRole).toULongLong();
    };
    std::stable_sort(rows.begin(), rows.end(), [&](int a, int b) { return ns(a) > ns(b); });
    const QLocale locale;
    QString h = QStringLiteral("<p>")
        + (rows.size() > std::size_t(kTraceReportHotFiles)
                ? reportText(QT_TRANSLATE_NOOP("Report", "The %1 files with the most time in I/O calls, of %2."))
                      .arg(locale.toString(kTraceReportHotFiles), locale.toString(qulonglong(rows.size())))
                : reportText(QT_TRANSLATE_NOOP("Report", "Every file, the most time in I/O calls first.")))
        + QStringLiteral("</p>");
    if (rows.empty())
        return h;
    rows.resize(std::min(rows.size(), std::size_t(kTraceReportHotFiles)));
    const int columns[] = { TraceFileModel::FileColumn, TraceFileModel::ProcessColumn, TraceFileModel::CallsColumn,
        TraceFileModel::TimeColumn, TraceFileModel::BytesReadColumn, TraceFileModel::BytesWrittenColumn };
    QStringList header;
    for (int c : columns)
        header << escHtml(model.headerData(c, Qt::Horizontal).toString());
    h += QStringLiteral("<table width=\"100%\">") + reportRow(header, true);
    for (int r : rows) {
        QStringList cells;
        for (int c : columns)
            cells << escHtml(model.index(r, c).data().toString());
        h += reportRow(cells);
    }
    return h + QStringLiteral("</table>");
}

// A displayed width for a picture: the page's width, less for one too tall for the page's room.
int shownWidth(const QImage& image, int room)
{
    const double scale = std::min(double(kPageWidth) / image.width(), double(room) / image.height());
    return std::min(image.width(), int(image.width() * scale));
}

} // namespace

QStringList traceReportSections(const trace::Trace& trace)
{
    Q_UNUSED(trace);
    return { reportText(QT_TRANSLATE_NOOP("Report", "Summary")), reportText(QT_TRANSLATE_NOOP("Report", "Findings")),
        reportText(QT_TRANSLATE_NOOP("Report", "Hot files")), plotSection(phasesTitle()), plotSection(flameTitle()) };
}

QString writeTraceReport(const trace::Trace& trace, const ReportOptions& options, const QString& path)
{
    // A wrong suffix is refused before anything is drawn.
    if (const QString error = reportPathError(path); !error.isEmpty())
        return error;
    // The page's widgets take a shared trace; this one only lives as long as the call, so the
    // pointer owns nothing (aliasing an empty owner) instead of copying a trace of 100,000 files.
    const TracePtr shared(std::shared_ptr<void>(), &trace);
    std::vector<ReportPicture> pictures;
    {
        TracePhasesPlot phases;
        phases.resize(options.plotWidth, options.plotHeight);
        phases.setTrace(shared);
        const std::optional<QByteArray> png
            = phases.exportBytes(PlotView::ExportFormat::Png, options.plotWidth, options.plotHeight);
        const QImage image = png ? QImage::fromData(*png, "PNG") : QImage();
        if (image.isNull())
            return QCoreApplication::translate("Report", "Could not draw the %1 plot.").arg(phasesTitle());
        pictures.push_back({ QStringLiteral("plot-phases.png"), phasesTitle(), image });
    }
    // The flame graph as the page first shows it (top-down, time, runtime frames folded), of every
    // call: as wide as the plots, so that its labels print at the same size.
    const QImage flame = traceFlameImage(trace, options.plotWidth);
    if (!flame.isNull())
        pictures.push_back({ QStringLiteral("flame-graph.png"), flameTitle(), flame });

    const QStringList sections = traceReportSections(trace);
    QString h = reportHtmlStart(traceReportTitle(trace));
    h += reportSection(sections[0], true) + summaryHtml(trace);
    h += reportSection(sections[1], false) + findingsHtml(trace);
    h += reportSection(sections[2], false) + hotFilesHtml(shared);
    h += reportSection(sections[3], false) + reportImage(pictures.front(), std::min(options.plotWidth, kPageWidth));
    h += reportSection(sections[4], false);
    if (flame.isNull()) {
        h += QStringLiteral("<p>") + escHtml(traceStacks(trace, -1).sampling) + QStringLiteral("</p>");
    } else {
        h += reportImage(pictures.back(), shownWidth(flame, reportPageHeight(options.pageSize) - kHeadingAndCaption));
        h += QStringLiteral("<p>")
            + escHtml(reportText(
                QT_TRANSLATE_NOOP("Report",
                    "Each box is a function, as wide as its share of the time in I/O calls, standing on its caller: "
                    "the program's entry at the bottom, the I/O calls at the top. The frames of system libraries and "
                    "language runtimes are folded. The colour is the phase of the calls most of its time went to, as "
                    "in the phases plot. %1"))
                          .arg(QCoreApplication::translate("iolens::ui::TracePage", "The stacks of every call.")
                              + QLatin1Char(' ') + traceStacks(trace, -1).sampling))
            + QStringLiteral("</p>");
    }
    h += QStringLiteral("</body></html>");
    return writeReportDocument(h, pictures, traceReportTitle(trace), options.pageSize, path);
}

} // namespace iolens::ui
