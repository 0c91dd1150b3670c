// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <string>

namespace iolens::cli {

// True for a path ending in .png or .pdf (any case): the formats --plot can write.
bool isPlotPath(const std::string& path);

// Renders the phases plot of a report into path with the window's own plot code, run in
// iolens-render beside this program. Throws std::runtime_error with one sentence naming the path
// when it cannot be written.
void writePhasesPlot(const Report& report, const std::string& path);

} // namespace iolens::cli
