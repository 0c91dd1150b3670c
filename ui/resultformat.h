// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <QString>

namespace iolens::ui {

// Text shared by the results table, the plots' tooltips and the other views.
QString formatNs(double ns);
QString formatBytes(double bytes);
QString statusText(const Result& result);
// "copy.buffer-loop" or "copy.buffer-loop (buffer_size=64 KiB)" when a parameter differs from
// its default, so the buffer sweep's results stay distinguishable.
QString resultLabel(const Result& result);
// The medians of a result's run metrics: "latency p99 12.3 ms · missed events 0".
QString figuresText(const Result& result, const QString& separator = QStringLiteral(" · "));

} // namespace iolens::ui
