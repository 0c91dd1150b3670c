// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The trace JSON of `iolens-cli trace --json FILE` and of saved trace sessions. Field names are a
// contract like the run JSON's (DESIGN.md sections 5 and 7): fields may be added, never renamed or
// dropped. Integers are exact (nanoseconds, bytes, counts); shares are fractions 0..1.
//
// {"iolens_version", "kind": "trace", "command": [argv], "exit_status", "signal", "wall_ns",
//  "start_realtime_ns", "processes": [...], "files": [...], "sites": [...], "zones": [...],
//  "findings": [...], "events_kept", "events_dropped", "events_not_loaded", "notices": [...],
//  "timeline": [[pid, tid, call-or-zone, begin_ns, end_ns, count, bytes, file-index, is_zone, offset]],
//  (a file with reads or writes at known offsets also has "access": the figures of its pattern,
//  accesspattern.h; its runs are its timeline rows with an offset)
//  "mode": "preload" | "ptrace", "mode_reason", "call_cost_ns", "still_running",
//  "frames": [...], "stacks": [...], "stack_sampling": {...}}   (stackjson.h)
//
// still_running: traced processes still running when the trace ended (stillrunning.h); their
// processes[].end is "running". A process's "unseen" (null when its kernel counts are not known):
// {"read_calls", "read_bytes", "write_calls", "write_bytes": what the kernel counted that the trace
// did not see, "seen_read_calls", "seen_read_bytes", "seen_write_calls", "seen_write_bytes": the
// read(2)/write(2) family it attributed, "stdio_read_calls", "stdio_write_calls": the kernel's calls
// put down to stdio's buffers, "reasons": ["stdio" | "threads" | "signal" | "outside-libc" | "no-record"],
// "sentence"} (unseenio.h). Both are absent in a JSON written before them: 0 and null. A process's
// "told_by_parent": true when it made no record of its own and its traced parent wrote one when it
// reaped it (trace.h Process::toldByParent; false when absent). A process's
// "page_faults": {"minor", "major"} as the kernel counted them over its image (/proc/PID/stat), or
// null when they were not read (a process killed, or a trace written before them).
//
// mode says how the calls were seen (the trace library inside the program, or the ptrace tracer
// from outside, core/trace/ptrace/); for ptrace, mode_reason says why ("a static program") and
// call_cost_ns what one recorded system call cost the program (0: not measured). A JSON written
// before these fields reads as "preload".
//
// A file's "stat" object: {"calls", "interval_mean_ns", "interval_cv", "interval_regular_share",
// "interval_histogram": [26 counts]}: the intervals between consecutive stats of its path, their
// mean and coefficient of variation, and their counts by octave (trace.h kStatIntervalBuckets:
// under 1 us, 1-2 us, 2-4 us, … 16.8 s and up) with the share of them in the octave of the median
// and its fuller neighbour (statregularity.h), which stat-polling requires to be regular
// (thresholds.h). The last two are null for a trace file older than the histogram (format version
// 1), whose stat-polling the CV decided.
//
// The timeline holds at most kMaxJsonEvents rows (the earliest ones); what did not fit is added to
// events_not_loaded, so a reader knows the time line is cut and says so.

#include "core/trace/trace.h"

#include <QByteArray>

#include <cstddef>
#include <memory>
#include <ostream>
#include <string>

namespace iolens::trace {

// Rows of the saved time line: 250,000 rows are some 25 MB of JSON, enough for every interval of a
// typical trace; more would make saved sessions slow to reopen.
inline constexpr std::size_t kMaxJsonEvents = 250'000;

// Streams the document to out as it is made (core/jsonwriter.h), its members in a fixed order that
// readers must not rely on ("kind" second; before, Qt sorted them); the caller checks out's
// state. traceToJson() is the same text in memory.
void writeTraceJson(std::ostream& out, const Trace& trace);
QByteArray traceToJson(const Trace& trace);

// Reads what writeTraceJson() wrote. Missing fields keep their defaults; text that is not JSON, a
// document that is not a trace, a value of the wrong type or a time-line row that names a file
// the document does not have throws TraceError (one sentence, naming the path and the field).
std::shared_ptr<const Trace> readTraceJson(const std::string& path);
Trace traceFromJson(const QByteArray& json, const std::string& where);

} // namespace iolens::trace
