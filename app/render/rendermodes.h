// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace iolens::render {

enum Exit { ExitOk = 0, ExitFailed = 1, ExitUsage = 2 };

inline const char* const kRenderUsage = "Usage: iolens-render --phases-plot OUT.png|pdf REPORT.json\n"
                                        "       iolens-render --report OUT.pdf|html REPORT.json [TRACE.json]\n"
                                        "       iolens-render --flame-graph OUT.png|pdf|svg TRACE.json\n"
                                        "       iolens-render --access-map OUT.png|pdf TRACE.json [PATH]\n"
                                        "Draws for iolens-cli what needs Qt Gui; REPORT.json and TRACE.json are\n"
                                        "iolens-cli's --json of run and of trace.\n";

// One thing the renderer can draw: `render(out, reportJson, extra)` returns "" or one error
// sentence; `extra` holds the arguments after the JSON, at most maxExtra of them.
struct Mode {
    const char* option; // "--phases-plot"
    QString (*render)(const QString& outPath, const QString& reportPath, const QStringList& extra);
    int maxExtra = 0;
};

// The mode for a command-line option, or nullptr.
const Mode* findMode(const char* option);

} // namespace iolens::render
