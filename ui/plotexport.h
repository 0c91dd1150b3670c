// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <QString>

namespace iolens::ui {

// Renders the Phases plot of a report into a PNG or PDF (by suffix) with the same code as the
// window, for `iolens-cli run … --plot FILE`. Needs a QApplication (QCustomPlot is a widget);
// without a display, run it with QT_QPA_PLATFORM=offscreen. Returns "" or one error sentence.
QString renderPhasesPlot(const Report& report, const QString& path, int width = 1400, int height = 800);

} // namespace iolens::ui
