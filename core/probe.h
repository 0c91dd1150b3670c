// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/phase.h"
#include "core/stopwatch.h"
#include "core/threadusage.h"

#include <mutex>
#include <vector>

namespace iolens {

struct PhaseTotals {
    Phase phase = Phase::Other;
    std::uint64_t ns = 0;
    std::uint64_t calls = 0;
    std::uint64_t bytes = 0;
};

// One phase interval of one thread, in ns from the run's start: what the timeline lays out.
struct PhaseInterval {
    std::uint32_t thread = 0; // index into Sample::phasesPerThread
    Phase phase = Phase::Other;
    std::uint64_t beginNs = 0;
    std::uint64_t endNs = 0;
};

// The recorded intervals of a run: each thread's first Probe::kIntervalsPerThread, in time order
// per thread; `dropped` counts the later ones, which are in the totals but not here.
struct PhaseTimeline {
    std::vector<PhaseInterval> intervals;
    std::uint64_t dropped = 0;
};

// What a strategy records through during one run: phases (a Stopwatch keyed by Phase) and the
// kernel's per-thread counters of every thread that worked on the run.
//
// Strategies are written once as templates over the probe type and instantiated twice: with Probe,
// and with NullProbe below, whose calls compile to nothing. The benchmark compares the two builds
// of the same code to show what the instrumentation costs.
class Probe {
public:
    // Intervals kept per thread for the timeline: 4096 × 24 bytes, allocated (and its pages
    // touched) when a thread first records; the creating thread's at construction, before the run.
    static constexpr std::size_t kIntervalsPerThread = 4096;

    Probe();

    class PhaseScope {
    public:
        PhaseScope(Stopwatch& stopwatch, Stopwatch::Key key) noexcept
            : m_scope(stopwatch, key)
        { }
        void addBytes(std::uint64_t bytes) noexcept { m_scope.addBytes(bytes); }
        // For a batch of calls too short to time one by one (fgetc), timed around the batch.
        void setCalls(std::uint64_t calls) noexcept { m_scope.setCalls(calls); }

    private:
        Stopwatch::Scope m_scope;
    };
    PhaseScope phase(Phase phase) noexcept { return PhaseScope(m_stopwatch, keyOf(phase)); }
    // Ends one phase (crediting it `bytes`) and begins the next with a single clock read.
    void lap(Phase from, Phase to, std::uint64_t bytes = 0) noexcept { m_stopwatch.lap(keyOf(from), keyOf(to), bytes); }
    void begin(Phase phase) noexcept { m_stopwatch.start(keyOf(phase)); }
    void end(Phase phase, std::uint64_t bytes = 0, std::uint64_t calls = 1) noexcept
    {
        m_stopwatch.stop(keyOf(phase), bytes, calls);
    }

    // Credits a phase timed by someone else: an external program printed it (the ext family).
    void record(Phase phase, std::uint64_t ns, std::uint64_t calls, std::uint64_t bytes) noexcept
    {
        m_stopwatch.add(
            keyOf(phase), static_cast<Ticks>(static_cast<double>(ns) / Clock::nsPerTick() + 0.5), bytes, calls);
    }

    // Accounts the kernel's counters of the thread it lives on to this run. Every thread that
    // does a run's work holds one for its whole life (the runner holds one on its own thread).
    class WorkerScope {
    public:
        explicit WorkerScope(Probe& probe) noexcept
            : m_probe(probe)
            , m_begin(ThreadUsage::sample())
        { }
        ~WorkerScope() { m_probe.addUsage(ThreadUsage::sample().delta(m_begin)); }
        WorkerScope(const WorkerScope&) = delete;
        WorkerScope& operator=(const WorkerScope&) = delete;

    private:
        Probe& m_probe;
        ThreadUsage m_begin;
    };
    WorkerScope worker() noexcept { return WorkerScope(*this); }

    std::vector<PhaseTotals> phases() const;
    std::vector<std::vector<PhaseTotals>> phasesPerThread() const;
    // The kept intervals, as ns after `origin` (a Clock::now() taken before the run began).
    PhaseTimeline timeline(Ticks origin) const;
    ThreadUsage usage() const;
    const Stopwatch& stopwatch() const { return m_stopwatch; }

private:
    static Stopwatch::Key keyOf(Phase phase) noexcept { return Stopwatch::Key { static_cast<std::uint16_t>(phase) }; }
    void addUsage(const ThreadUsage& usage);
    std::vector<PhaseTotals> toPhases(const std::vector<Stopwatch::Totals>& totals) const;

    Stopwatch m_stopwatch;
    mutable std::mutex m_usageMutex;
    ThreadUsage m_usage;
};

// The same interface doing nothing: the "uninstrumented build" of a strategy.
class NullProbe {
public:
    struct PhaseScope {
        ~PhaseScope() { } // user-provided, so an unused scope raises no warning
        void addBytes(std::uint64_t) noexcept { }
        void setCalls(std::uint64_t) noexcept { }
    };
    PhaseScope phase(Phase) noexcept { return {}; }
    void lap(Phase, Phase, std::uint64_t = 0) noexcept { }
    void begin(Phase) noexcept { }
    void end(Phase, std::uint64_t = 0, std::uint64_t = 1) noexcept { }
    struct WorkerScope {
        ~WorkerScope() { }
    };
    WorkerScope worker() noexcept { return {}; }
};

} // namespace iolens
