// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The patterns the articles teach, searched for in a trace: the eight rules of the trace issue's
// table (small-io, reopen-per-record, rescan-from-start, stat-polling, fsync-per-record,
// small-unbuffered-writes, many-round-trips, whole-file-in-memory). Thresholds: thresholds.h.

#include "core/trace/trace.h"

#include <string>
#include <vector>

namespace iolens::trace {

// Every finding of the trace, most share of wall time first. A program with none of the patterns
// gets none.
std::vector<Finding> findFindings(const Trace& trace);

// The ids of the rules, in the table's order.
const std::vector<std::string>& findingIds();

} // namespace iolens::trace
