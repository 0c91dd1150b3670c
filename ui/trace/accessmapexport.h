// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/trace/tracefilemodel.h"

#include <QString>

namespace iolens::ui {

// The access map of one traced file, drawn as the window's Access map tab draws it, saved to
// outPath as PNG or PDF by the suffix: iolens-cli trace --access-map. `file` is the traced path
// ("" for the file with the most I/O time among those with recorded offsets; a path several
// processes used: the entry with the most calls at known offsets). Returns "" or one sentence
// naming the path and what went wrong (no such file in the trace, no offsets recorded for it).
QString saveTraceAccessMap(TracePtr trace, const QString& file, const QString& outPath);

// The entry of `path` in trace.files with the most reads and writes at known offsets (several
// processes each have their own entry of a file), else its first entry; -1 when the trace never
// touched it.
int accessMapEntry(const trace::Trace& trace, const std::string& path);

} // namespace iolens::ui
