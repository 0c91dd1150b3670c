// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/render/rendermodes.h"

#include "core/documentkind.h"
#include "core/report/jsonreport.h"
#include "core/trace/tracejson.h"
#include "ui/plotexport.h"
#include "ui/report/reportexport.h"
#include "ui/report/reportwriter.h"
#include "ui/trace/accessmapexport.h"
#include "ui/trace/flameexport.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QTranslator>

#include <cstring>
#include <exception>
#include <iterator>

namespace iolens::render {

namespace {

// Reads iolens-cli's JSON report; on failure `error` holds one sentence naming the path.
bool readReport(const QString& path, Report& report, QString& error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = QStringLiteral("Could not read the report '%1': %2.").arg(path, file.errorString());
        return false;
    }
    const QByteArray text = file.readAll();
    // A trace reads as a report without results (it shares none of its fields): said as what it is.
    if (documentKindOfText(std::string_view(text.constData(), static_cast<std::size_t>(text.size())))
        == DocumentKind::Trace) {
        error = QStringLiteral("'%1' is a trace, not a run report: iolens-render draws from iolens-cli run --json.")
                    .arg(path);
        return false;
    }
    try {
        report = reportFromJson(text);
    } catch (const std::exception& e) {
        error = QStringLiteral("The report '%1' is not an iolens report: %2").arg(path, QString::fromUtf8(e.what()));
        return false;
    }
    return true;
}

QString renderPhases(const QString& outPath, const QString& reportPath, const QStringList&)
{
    Report report;
    QString error;
    if (!readReport(reportPath, report, error))
        return error;
    if (report.results.empty())
        return QStringLiteral("The report '%1' holds no results, so there is no phases plot to draw.").arg(reportPath);
    return ui::renderPhasesPlot(report, outPath);
}

// The report to hand out (PDF or HTML by the suffix), in the user's language (LC_ALL, LC_MESSAGES,
// LANG: Japanese and Korean are compiled in, anything else is English, as in the window), on A4 or,
// where the locale measures in inches, Letter paper.
QString renderReport(const QString& outPath, const QString& reportPath, const QStringList& extra)
{
    Report report;
    QString error;
    if (!readReport(reportPath, report, error))
        return error;
    ui::ReportOptions options;
    if (!extra.isEmpty()) { // the trace a replay run repeated: its access map of the file goes in
        try {
            options.replayTrace = trace::readTraceJson(extra.front().toStdString());
        } catch (const std::exception& e) {
            return QString::fromStdString(e.what());
        }
    }
    QTranslator translator;
    if (translator.load(QLocale::system(), QStringLiteral("iolens"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(&translator);
    options.pageSize = ui::pageSizeForLocale(QLocale::system());
    return ui::writeReport(report, options, outPath);
}

// The flame graph of a trace's sampled stacks (iolens-cli trace --flame), from its --json.
QString renderFlameGraph(const QString& outPath, const QString& tracePath, const QStringList&)
{
    std::shared_ptr<const trace::Trace> t;
    try {
        t = trace::readTraceJson(tracePath.toStdString());
    } catch (const std::exception& e) {
        return QString::fromStdString(e.what());
    }
    return ui::saveTraceFlameGraph(*t, outPath);
}

// The access map of one traced file (iolens-cli trace --access-map), from its --json; extra: the
// file's path, else the busiest file with offsets.
QString renderAccessMap(const QString& outPath, const QString& tracePath, const QStringList& extra)
{
    std::shared_ptr<const trace::Trace> t;
    try {
        t = trace::readTraceJson(tracePath.toStdString());
    } catch (const std::exception& e) {
        return QString::fromStdString(e.what());
    }
    return ui::saveTraceAccessMap(std::move(t), extra.value(0), outPath);
}

const Mode kModes[] = {
    { "--phases-plot", &renderPhases },
    { "--report", &renderReport, 1 },
    { "--flame-graph", &renderFlameGraph },
    { "--access-map", &renderAccessMap, 1 },
};

} // namespace

const Mode* findMode(const char* option)
{
    for (const Mode& mode : kModes)
        if (std::strcmp(mode.option, option) == 0)
            return &mode;
    return nullptr;
}

} // namespace iolens::render
