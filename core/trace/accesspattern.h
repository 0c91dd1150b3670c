// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How a program walked through one file (issue 26 §2): the time line's runs that carry a file
// offset, in time order, and the few numbers a person asks of such a walk (how much was read
// twice, how often the whole file went by, how large a typical call was, how sequential it was).
// Works on ranges, never on bytes: files may be gigabytes and traces hold 250,000 events.

#include "core/trace/trace.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace iolens::trace {

enum class AccessDirection { Read, Write };

// One time-line interval with an offset: `calls` calls of one kind, each beginning where the one
// before ended, covering [offset, offset + bytes) between beginNs and endNs.
struct AccessRun {
    std::size_t event = 0; // index into Trace::events
    AccessDirection direction = AccessDirection::Read;
    std::uint64_t beginNs = 0, endNs = 0;
    std::uint64_t offset = 0, bytes = 0;
    std::uint32_t calls = 1;
    // Bytes of its range that an earlier run of the same direction had already covered: read
    // again (reads) or written again (writes). Earlier means an earlier beginNs.
    std::uint64_t againBytes = 0;
    bool again() const { return againBytes > 0; }
    bool sequential() const { return calls >= 2; }
};

// Figures for one direction. once + again is every byte those runs moved.
struct AccessTotals {
    std::uint64_t once = 0; // bytes moved the first time: the union of the runs' ranges
    std::uint64_t again = 0; // bytes of ranges moved before
    std::uint64_t runs = 0;
    std::uint64_t calls = 0;
    // The typical call size: the call-weighted median of the runs' bytes per call (each run
    // counts as `calls` calls of its mean size). A median rather than the most common size, so
    // that a few long runs of large calls outweigh many scattered small ones only when they hold
    // more calls; the lower middle value when the calls are even in number. 0 without calls.
    std::uint64_t typicalCallBytes = 0;
};

struct AccessSummary {
    AccessTotals reads, writes;
    // Reads that went from offset 0 to the file's size, one run or several back to back (each
    // beginning where the one before ended), in time order. 0 for an empty file.
    std::uint64_t wholeReads = 0;
    // The size "whole" is measured against: the size at open, or the highest offset written when
    // the program made the file longer.
    std::uint64_t fileSize = 0;
    // Calls that began where the file's previous call of the same direction ended: inside a run,
    // or a run's first call that goes on from the run before (the time line splits runs at pauses
    // and reopens, and a program that reopens a log for each record still appends sequentially).
    std::uint64_t sequentialCalls = 0;
    std::uint64_t callsWithOffset = 0; // reads and writes with an offset
    // Reads and writes on the file whose offset is unknown (a socket or pipe, an older trace).
    std::uint64_t callsWithoutOffset = 0;
    // sequentialCalls / callsWithOffset (0..1); 0 without calls.
    double sequentialShare() const
    {
        return callsWithOffset == 0 ? 0.0 : static_cast<double>(sequentialCalls) / static_cast<double>(callsWithOffset);
    }
};

struct AccessPattern {
    std::vector<AccessRun> runs; // reads and writes with offsets, by beginNs (then event order)
    AccessSummary summary;
};

// Whether a call kind ("read", "fwrite" …) moves file data, and which way: iolt.h's table.
enum class CallDirection { None, Read, Write };
CallDirection callDirection(const std::string& call);

// The access pattern of trace.files[file]; empty for a file index out of range.
AccessPattern accessPattern(const Trace& trace, int file);

// The summary of every file's pattern in one pass over the events (index as Trace::files),
// nullopt for a file without a read or write with an offset: what the JSON and the report carry.
std::vector<std::optional<AccessSummary>> accessSummaries(const Trace& trace);

// The file with the most time in I/O calls among those with at least one read or write with an
// offset; -1 when no file has one.
int busiestFileWithOffsets(const Trace& trace);

} // namespace iolens::trace
