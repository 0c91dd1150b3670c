// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The plain sentences a trace carries about what the preload could not see or could not keep
// (Trace::notices): sampled timing, stdio's hidden refills, events and table entries not kept,
// untraced execs, static children, memory-mapped access. Used by the loader.

#include "core/trace/trace.h"
#include "core/trace/uringnotices.h"

#include <cstdint>
#include <string>
#include <vector>

namespace iolens::trace {

// What one image's header says beyond the model (traceloader.cpp fills one per image).
struct ImageFacts {
    int pid = 0;
    int generation = 0;
    std::uint64_t samplePeriod = 0; // stdio calls' (header.sample_period)
    std::uint64_t callSamplePeriod = 0; // the other layers' (header.call_sample_period; 0: as stdio's)
    std::uint64_t filesDropped = 0, sitesDropped = 0, zonesDropped = 0, slotsDropped = 0;
    std::uint64_t maxEvents = 0;
    std::uint32_t maxThreads = 0; // thread blocks, the last one the shared overflow block
    std::uint64_t overflowEventsDropped = 0; // of the threads in the overflow block: they log none
    bool staticChild = false;
    bool noSpace = false; // IOLT_FLAG_NO_SPACE: the trace stopped growing
    std::uint64_t untracedChildren = 0; // header.untraced_children
    std::string missingSymbol; // IOLT_FLAG_MISSING_SYMBOL: a wrapped function the preload found no real one of
    bool sampledCapped = false; // a thread's sampled estimates were capped at its life (traceloader.cpp)
    UringFacts uring; // header.uring_*: its io_uring requests, seen and not
    // File mappings whose pages the preload measured, and those it could not (header.maps_*).
    std::uint64_t mapsMeasured = 0, mapsUnmeasured = 0;
    std::uint64_t mapsCacheSeen = 0; // measured, and whose pages from disk are known
};

void addNotices(Trace& trace, const std::vector<ImageFacts>& facts);

// The zones file (traceloader.h kZonesFileName) that a program writes when it kept
// IOLENS_TRACE_ZONES but dropped LD_PRELOAD: its closed zones are added (counts only: the lines
// carry no times) unless the preload already recorded a zone of that name.
void readZonesFallback(Trace& trace, const std::string& dir);

} // namespace iolens::trace
