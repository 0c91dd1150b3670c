// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/trace.h"

#include <QImage>
#include <QString>

namespace iolens::ui {

class FlameGraphView;

// Saves the flame graph as it is drawn (zoom, search and metric included, its whole height) to
// path, as PNG, PDF or SVG by the suffix. A view not on screen (a closed tab, the CLI) is drawn 1200 pixels
// wide first. Returns "" or one sentence naming the path and what went wrong.
QString saveFlameGraph(FlameGraphView& view, const QString& path);

// The flame graph of every sampled stack of a trace, top-down, time in I/O calls, runtime frames
// folded (the window's defaults), saved as saveFlameGraph does: iolens-cli trace --flame. A
// trace without stacks gets an error sentence, not an empty picture.
QString saveTraceFlameGraph(const trace::Trace& trace, const QString& path);

// The same flame graph as a picture `width` pixels wide and as tall as its rows (the trace report
// embeds it); a null image when the trace has no stacks.
QImage traceFlameImage(const trace::Trace& trace, int width);

} // namespace iolens::ui
