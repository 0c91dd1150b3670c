// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// iolens-render: draws what needs Qt Gui (plots, documents) from a report the CLI wrote as JSON.
// It exists so that iolens-cli itself links no display libraries (issue 13, section 5): the CLI
// runs this program for --plot and is usable on a machine without X11/Wayland/fontconfig stacks.
//
//   iolens-render --phases-plot OUT.png|pdf REPORT.json
//   iolens-render --report OUT.pdf|html REPORT.json [TRACE.json: a replayed trace, its access map]
//   iolens-render --flame-graph OUT.png|pdf|svg TRACE.json
//   iolens-render --access-map OUT.png|pdf TRACE.json [PATH]
//
// Exit status: 0 written, 1 the output or the report could not be handled (one sentence on
// stderr naming the path), 2 wrong arguments.
#include "app/render/rendermodes.h"

#include "core/printable.h"
#include "ui/pluraltranslator.h"

#include <QApplication>
#include <QString>

#include <cstdio>
#include <cstring>

int main(int argc, char** argv)
{
    using namespace iolens::render;
    if (argc < 4) {
        std::fputs(kRenderUsage, stderr);
        return ExitUsage;
    }
    const Mode* mode = findMode(argv[1]);
    if (!mode) {
        std::fprintf(stderr, "iolens-render: unknown mode '%s'.\n%s", iolens::printable(argv[1]).c_str(), kRenderUsage);
        return ExitUsage;
    }
    if (argc - 4 > mode->maxExtra) {
        std::fputs(kRenderUsage, stderr);
        return ExitUsage;
    }
    // QCustomPlot draws with widgets, so a QApplication must exist, on the offscreen platform: a
    // file needs no display, and the terminal iolens-cli runs in may have none.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Qt's notes about the platform ("XDG_RUNTIME_DIR not set") are not the user's business;
    // failures still come back as the error sentence of the mode.
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext&, const QString& message) {
        if (type == QtCriticalMsg || type == QtFatalMsg)
            std::fprintf(stderr, "iolens-render: %s\n", iolens::printable(message.toStdString()).c_str());
    });
    QApplication app(argc, argv);
    iolens::ui::installEnglishPlurals(); // the report's counts ("1 run each")
    QStringList extra;
    for (int i = 4; i < argc; ++i)
        extra << QString::fromLocal8Bit(argv[i]);
    const QString error = mode->render(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]), extra);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "%s\n", error.toLocal8Bit().constData());
        return ExitFailed;
    }
    return ExitOk;
}
