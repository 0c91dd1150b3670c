// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Loading a trace directory (the p<pid>.<generation>.iolt files of format/iolt.h) into the Trace
// model: aggregated per process image, file, call kind, call site and zone, with the notices that
// say what the preload could not see, then symbolised and searched for findings.

#include "core/trace/trace.h"

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace iolens::trace {

// The file the launcher names in IOLENS_TRACE_ZONES, inside the trace directory: a program that
// dropped LD_PRELOAD but kept that variable writes its zone lines into it (iolt.h).
inline constexpr const char* kZonesFileName = "zones";

// Events beyond this many are counted in Trace::eventsNotLoaded instead of being loaded: 80 bytes
// each in memory, so a trace of a hundred busy processes stays within ~100 MB.
inline constexpr std::size_t kMaxLoadedEvents = 1'000'000;

struct LoadOptions {
    std::vector<std::string> command; // what was launched; empty: the first image's argv
    int topPid = 0; // the launched program; 0: the earliest image whose parent is not traced
    bool haveWaitStatus = false; // waitStatus holds waitpid's status of the top program
    int waitStatus = 0;
    std::uint64_t wallNs = 0; // as iolens waited for the program; 0: from the images
    bool finished = true; // false while the program runs: unfinished images are "running", not "killed"
    // With finished: an unfinished image whose process still runs (stillrunning.h) is "running" and
    // counted in Trace::stillRunning. Only for a trace that just ended on this machine.
    bool checkStillRunning = false;
    // The wait statuses of the program's orphans that iolens reaped as their subreaper (--wait-all),
    // by pid: an image that ended without exit is named killed by the signal its status holds.
    std::map<int, int> reapedOrphans;
    bool symbolize = true; // name the call sites by function and line (symbolizer.h)
    bool findings = true; // run the rules of findings.h
    // Module path parts whose frames count as the program's own code (usercode.h), for the
    // findings' "In the program's own code, …" sentence.
    std::vector<std::string> userCode;
};

// Throws TraceError (one sentence naming the path) when the directory cannot be read or one of its
// trace files is truncated or damaged.
std::shared_ptr<const Trace> loadTrace(const std::string& dir, const LoadOptions& options = {});

// The aggregation alone, for tests and for loadTrace: no symbols, no findings.
Trace loadTraceModel(const std::string& dir, const LoadOptions& options = {});

} // namespace iolens::trace
