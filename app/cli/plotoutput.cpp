// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/plotoutput.h"

#include "core/report/jsonreport.h"
#include "core/trace/tracejson.h"

#include <QByteArray>
#include <QDir>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryFile>

#include <filesystem>
#include <sstream>
#include <stdexcept>
#include <system_error>

#include <unistd.h>

namespace iolens::cli {

namespace {

// iolens-render sits beside iolens-cli, in the build tree and when installed (both in bin/).
std::filesystem::path rendererPath()
{
    std::error_code error;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error)
        throw std::runtime_error(
            "Drawing a plot needs iolens-render beside iolens-cli, but /proc/self/exe cannot be read: "
            + error.message() + ".");
    return self.parent_path() / "iolens-render";
}

} // namespace

bool isPlotPath(const std::string& path)
{
    const QString p = QString::fromStdString(path);
    return p.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)
        || p.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive);
}

namespace {

// Runs iolens-render MODE PATH DOCUMENT.json with json as the document; `option` names the CLI
// option in error sentences.
void render(const char* mode, const char* option, const QByteArray& bytes, const std::string& path,
    const QStringList& extra = {})
{
    // Drawn by the window's own code in a separate program, so that this one needs no display
    // libraries; the report reaches it as the --json it would write anyway.
    const std::filesystem::path renderer = rendererPath();
    if (::access(renderer.c_str(), X_OK) != 0)
        throw std::runtime_error(std::string(option) + " needs iolens-render, which is not at '" + renderer.string()
            + "'; it is built and installed with iolens-cli.");
    QTemporaryFile json(QDir::tempPath() + QStringLiteral("/iolens-plot-XXXXXX.json"));
    if (!json.open())
        throw std::runtime_error("Could not create a temporary file in '" + QDir::tempPath().toStdString()
            + "' for the " + option + " report: " + json.errorString().toStdString() + ".");
    if (json.write(bytes) != bytes.size() || !json.flush())
        throw std::runtime_error("Could not write the " + std::string(option) + " report to '"
            + json.fileName().toStdString() + "': " + json.errorString().toStdString() + ".");
    QProcess process;
    process.setProcessChannelMode(QProcess::SeparateChannels);
    process.start(QString::fromStdString(renderer.string()),
        QStringList { QString::fromLatin1(mode), QString::fromStdString(path), json.fileName() } + extra);
    if (!process.waitForFinished(-1) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        QString why = QString::fromLocal8Bit(process.readAllStandardError()).trimmed();
        if (why.isEmpty())
            why = QStringLiteral("iolens-render failed (%1) drawing '%2'.")
                      .arg(process.errorString(), QString::fromStdString(path));
        throw std::runtime_error(why.toStdString());
    }
}

} // namespace

void writePhasesPlot(const Report& report, const std::string& path)
{
    render("--phases-plot", "--plot", reportToJson(report), path);
}

bool isFlamePath(const std::string& path)
{
    const QString p = QString::fromStdString(path);
    return isPlotPath(path) || p.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive);
}

void writeFlameGraph(const trace::Trace& trace, const std::string& path)
{
    std::ostringstream json;
    trace::writeTraceJson(json, trace);
    render("--flame-graph", "--flame", QByteArray::fromStdString(json.str()), path);
}

void writeAccessMap(const trace::Trace& trace, const std::string& file, const std::string& path)
{
    std::ostringstream json;
    trace::writeTraceJson(json, trace);
    QStringList extra;
    if (!file.empty())
        extra << QString::fromStdString(file);
    render("--access-map", "--access-map", QByteArray::fromStdString(json.str()), path, extra);
}

bool isReportPath(const std::string& path)
{
    const QString p = QString::fromStdString(path);
    return p.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)
        || p.endsWith(QLatin1String(".html"), Qt::CaseInsensitive)
        || p.endsWith(QLatin1String(".htm"), Qt::CaseInsensitive);
}

void writeReportDocument(const Report& report, const std::string& path, const std::string& replayTrace)
{
    QStringList extra;
    if (!replayTrace.empty())
        extra << QString::fromStdString(replayTrace);
    render("--report", "--report", reportToJson(report), path, extra);
}

} // namespace iolens::cli
