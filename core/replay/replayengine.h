// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/phase.h"
#include "core/replay/replaycall.h"
#include "core/replay/replayfix.h"

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace iolens {
class RunContext;
}

namespace iolens::replay {

struct Plan;

// Where the replay reports its phases: one interval per recorded run of calls (a run of a million
// fgetc calls is timed once, credited with its calls), so timing costs two clock reads per run,
// not per call. Adapters for Probe and NullProbe are in replaystrategy.cpp.
class StepTimer {
public:
    virtual ~StepTimer() = default;
    virtual void begin(Phase phase) = 0;
    virtual void end(Phase phase, std::uint64_t bytes, std::uint64_t calls) = 0;
    // Runs `work` on the calling thread as one of the run's worker threads (Fix::PerThread: its
    // CPU time and I/O counted with the run's). The default just runs it.
    virtual void asWorker(const std::function<void()>& work) { work(); }
};

// What a replay did, call by call kind, as it made the calls: the tests compare it with the plan.
struct Tally {
    std::array<std::uint64_t, kCallCount> calls {};
    std::array<std::uint64_t, kCallCount> bytes {};
    // Where each read or write run began in the file, in order (its offset for pread/pwrite).
    std::vector<std::int64_t> offsets;
    std::uint64_t bytesRead = 0, bytesWritten = 0;
    std::uint64_t mappedReads = 0; // read runs served from the mapping (Fix::Mmap)
    std::uint64_t indexedReads = 0; // read calls answered from memory (Fix::Indexed)
    std::size_t threads = 1; // threads that replayed (Fix::PerThread: one per recorded thread)
    // Calls the recording does not hold but the replay needed: a seek where the file position was
    // not where the next run began (a reopened file kept open), a handle opened for a data call
    // before any recorded open of it, handles still open at the end.
    std::uint64_t extraSeeks = 0, implicitOpens = 0, implicitCloses = 0;
    // XXH3 over the XXH3 of each read run's bytes, in the plan's order: the same whichever calls
    // read them, and whichever thread (Fix::PerThread) read them when.
    std::uint64_t readHash = 0;
    // Fix::PerThread: each replaying thread's own tally, with the recorded thread it replayed, in
    // the order the threads first appear in the plan; the fields above add them up.
    std::vector<Tally> perThread;
    int pid = 0, tid = 0;

    std::uint64_t of(Call call) const { return calls[std::size_t(call)]; }
    std::uint64_t bytesOf(Call call) const { return bytes[std::size_t(call)]; }
};

// Replays the plan's steps on `copy` (a copy of the traced file, never the file itself) with `fix`
// applied, in one thread, in recorded time order (Fix::PerThread: each recorded thread's steps in
// their order, on threads of their own). Throws IoError naming the copy when a call
// fails, CancelledError when the context's cancel is set (context may be null: no progress).
Tally replaySteps(const Plan& plan, Fix fix, const std::string& copy, StepTimer& timer, RunContext* context);

} // namespace iolens::replay
