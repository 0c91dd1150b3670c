#include "app/cli/plotoutput.h"

#include "core/printable.h"
#include "ui/plotexport.h"

#include <QApplication>
#include <QString>

#include <cstdio>
#include <stdexcept>

namespace iolens::cli {

bool isPlotPath(const std::string& path)
{
    const QString p = QString::fromStdString(path);
    return p.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)
        || p.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive);
}

void writePhasesPlot(const Report& report, const std::string& path)
{
    // QCustomPlot draws with widgets, so a QApplication must exist; the CLI makes one only for
    // --plot, and on the offscreen platform: a file needs no display, and a terminal may have none.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "iolens-cli";
    static char* argv[] = { name, nullptr };
    // Qt's notes about the platform ("XDG_RUNTIME_DIR not set") are not the user's business here;
    // failures still come back as the error sentence below.
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext&, const QString& message) {
        if (type == QtCriticalMsg || type == QtFatalMsg)
            std::fprintf(stderr, "iolens-cli: %s\n", printable(message.toStdString()).c_str());
    });
    QApplication app(argc, argv);
    const QString error = ui::renderPhasesPlot(report, QString::fromStdString(path));
    if (!error.isEmpty())
        throw std::runtime_error(error.toStdString());
}

} // namespace iolens::cli
