// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The trace JSON's sampled call stacks (issue 23), added to the document tracejson.h describes:
//
//  "frames": [{"function", "file", "line", "module", "module_offset", "runtime": bool}]
//  "stacks": [{"frames": [frame ids, innermost first], "truncated": bool, "pid", "file": index
//              into files[] (-1: none), "call", "calls", "ns", "bytes"}], most time first
//  "stack_sampling": {"enabled", "frame_order": "innermost_first", "max_frames", "first_calls",
//              "period", "stdio_period", "slow_ns", "samples", "truncated", "dropped", "failed", "unsampled_calls",
//              "site_shared_calls"}
//
// Stacks are sampled: every call of a (file, call kind, site, zone) up to first_calls, then one in
// `period` (stdio_period for stdio calls such as fgetc), and every call slower than slow_ns. Their calls, ns and bytes
// are scaled so that the stacks of each (process, file, call kind) add up to its exact figures in files[]; calls of a
// slot with no stored sample are in a stack with no frames (unsampled_calls counts them), or, past a
// thread's first-call budget, in the stacks sampled at the same call site (site_shared_calls).

#include "core/trace/trace.h"

namespace iolens {
class JsonWriter;
}

namespace iolens::trace {

// Writes "frames", "stacks" and "stack_sampling" as members of the object w is writing.
void writeStacksJson(JsonWriter& w, const Trace& t);

} // namespace iolens::trace
