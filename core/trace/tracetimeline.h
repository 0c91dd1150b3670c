// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A trace's time line in the Trace Event Format (chrome://tracing, Perfetto), through the writer
// shared with `iolens-cli run --timeline` (core/report/traceeventwriter.h): a lane per thread of
// every process, an interval per merged run of calls, and the program's zones.

#include "core/trace/trace.h"

#include <ostream>

namespace iolens::trace {

void writeTraceTimeline(std::ostream& out, const Trace& trace);

} // namespace iolens::trace
