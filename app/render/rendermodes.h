// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace iolens::render {

enum Exit { ExitOk = 0, ExitFailed = 1, ExitUsage = 2 };

inline const char* const kRenderUsage = "Usage: iolens-render --phases-plot OUT.png|pdf REPORT.json\n"
                                        "       iolens-render --report OUT.pdf|html REPORT.json\n"
                                        "       iolens-render --flame-graph OUT.png|pdf|svg TRACE.json\n"
                                        "Draws for iolens-cli what needs Qt Gui; REPORT.json and TRACE.json are\n"
                                        "iolens-cli's --json of run and of trace.\n";

// One thing the renderer can draw: `render(out, reportJson)` returns "" or one error sentence.
struct Mode {
    const char* option; // "--phases-plot"
    QString (*render)(const QString& outPath, const QString& reportPath);
};

// The mode for a command-line option, or nullptr.
const Mode* findMode(const char* option);

} // namespace iolens::render
