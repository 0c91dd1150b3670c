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
// A MiB/s figure as the table shows it: two decimals under 10, one above, in the locale's digits.
QString formatThroughput(double mibPerSecond);
// "9.41 µs/record": the median wall time per unit of the family's work; empty when it did none.
QString perUnitText(const Stats& stats);
// True when a result's wall time is a child process's whole life (ext: exec, start-up, set-up, the
// work and the exit), so its MiB/s holds the start-up; the tool's own figure is toolThroughputMiBs.
bool fromChildWall(const Result& result);
// True when the CPU figure adds a child process's user + sys from wait4 (rusage) to the threads'
// CLOCK_THREAD_CPUTIME_ID: an external command's.
bool cpuIncludesChild(const Result& result);
// The medians of a result's run metrics: "latency p99 12.3 ms · missed events 0".
QString figuresText(const Result& result, const QString& separator = QStringLiteral(" · "));

} // namespace iolens::ui
