// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Trace Event Format (the JSON that chrome://tracing, Perfetto and speedscope open), written
// from plain lanes and intervals so that both `iolens-cli run --timeline` (a strategy's phases per
// thread) and `iolens-cli trace --timeline` (a program's I/O calls per thread) share one writer and
// users can look at either in the viewers they already have.

#include <cstdint>
#include <iosfwd>
#include <string>
#include <utility>
#include <vector>

namespace iolens {

struct Report;

// One lane of the viewer: a thread of a process. Written as "M" metadata events (process_name,
// thread_name); a lane with an empty name gets no metadata event for that name.
struct TraceEventLane {
    int pid = 0, tid = 0;
    std::string processName, threadName;
};

// One interval on a lane, written as a complete ("X") event. Times are nanoseconds on any common
// origin; the file stores microseconds as decimals, so nanosecond precision survives.
struct TraceEventInterval {
    int pid = 0, tid = 0;
    std::string name, category;
    std::uint64_t beginNs = 0, endNs = 0; // endNs < beginNs is written as a zero duration
    std::vector<std::pair<std::string, std::string>> args; // shown in the viewer's details pane
    long stackFrame = -1; // index into the stack frames written with it ("sf"), -1: none
};

// A node of the call stacks the intervals refer to (the format's "stackFrames": each names its
// caller by `parent`, -1 for an outermost frame).
struct TraceEventStackFrame {
    std::string name, category;
    long parent = -1;
};

// Writes {"traceEvents": [...], "displayTimeUnit": "ns"}. Strings are JSON-escaped; bytes that are
// not valid UTF-8 become U+FFFD so the file always parses. Numbers do not depend on the locale.
void writeTraceEvents(std::ostream& out, const std::vector<TraceEventLane>& lanes,
    const std::vector<TraceEventInterval>& intervals, const std::vector<TraceEventStackFrame>& stackFrames = {});

// The median run's phase timeline of every result in a report (`iolens-cli run --timeline`): one
// process per strategy, in report order, a lane per thread ("thread 0" is the one that started the
// run), every phase interval an "X" event relative to the run's start. A timeline that dropped
// intervals says how many in its process's name, so a gap in the viewer is not mistaken for idle time.
void writeReportTimeline(std::ostream& out, const Report& report);

} // namespace iolens
