// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "core/trace/trace.h"

#include <string>

namespace iolens::cli {

// True for a path ending in .png or .pdf (any case): the formats --plot can write.
bool isPlotPath(const std::string& path);

// Renders the phases plot of a report into path with the window's own plot code, run in
// iolens-render beside this program. Throws std::runtime_error with one sentence naming the path
// when it cannot be written.
void writePhasesPlot(const Report& report, const std::string& path);

// True for a path ending in .pdf, .html or .htm (any case): the formats --report can write.
bool isReportPath(const std::string& path);

// Writes the report to hand out (environment, settings, every plot, the table, the lessons) as
// PDF or HTML, drawn by iolens-render like --plot. Throws std::runtime_error with one sentence.
// With replayTrace (a run --replay), the report also draws that trace's access map of the file.
void writeReportDocument(const Report& report, const std::string& path, const std::string& replayTrace = {});

// True for a path ending in .png, .pdf or .svg (any case): the formats --flame can write.
bool isFlamePath(const std::string& path);

// Draws the flame graph of a trace's sampled stacks into path (iolens-cli trace --flame), with
// the window's flame graph code in iolens-render. Throws std::runtime_error with one sentence.
void writeFlameGraph(const trace::Trace& trace, const std::string& path);

// The access map of `file` in the trace ("": the file with the most I/O time among those with
// recorded offsets) as a PNG or PDF by the suffix (iolens-render --access-map; iolens-cli trace
// --access-map). Throws std::runtime_error with one sentence.
void writeAccessMap(const trace::Trace& trace, const std::string& file, const std::string& path);

} // namespace iolens::cli
