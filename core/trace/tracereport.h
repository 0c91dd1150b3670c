// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The text forms of a trace that `iolens-cli trace` prints after the program: a table per process,
// file and call kind, then the findings and the notices; or the StopwatchUtil form of article 004
// ("Stopwatch[write test3.csv]: 71247msec."). Names and paths are escaped for the terminal
// (core/printable.h).

#include "core/trace/trace.h"

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace iolens::trace {

void writeTraceTable(std::ostream& out, const Trace& trace);
void writeTraceStopwatch(std::ostream& out, const Trace& trace);
// The findings and notices part of the table, also printed after the stopwatch form.
void writeTraceFindings(std::ostream& out, const Trace& trace);

// "1 B", "2–3 B", "16–31 B", "4 KiB–8 KiB", "≥ 1 GiB": histogram bucket k's sizes.
std::string bucketLabel(int k);
// "1 B" when every call moved one byte; "16–31 B … 4 KiB–8 KiB, most 64–127 B" otherwise; "-" empty.
std::string sizesSummary(const std::vector<std::uint64_t>& histogram);

} // namespace iolens::trace
