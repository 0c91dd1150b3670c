// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The trace's file table for spreadsheets (the window's File → Export table as CSV on the Trace
// page): one row per (process, file, call kind) after a header row,
//   pid, path, kind, call, layer, count, timed, time_ns, bytes, errors, min_ns, max_ns,
//   sequential, random
// with the same numbers as the trace JSON's files[].calls[] (time_ns is the estimated total where
// calls were sampled; timed says how many were timed). Quoted as csvreport.h says.

#include "core/trace/trace.h"

#include <string>

namespace iolens::trace {

std::string traceToCsv(const Trace& trace);

} // namespace iolens::trace
