// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/probe.h"

#include <string>

namespace iolens {

Probe::Probe()
{
    // Intern every phase in enum order so that slot == Phase and keyOf() needs no lookup.
    for (int i = 0; i < kPhaseCount; ++i)
        m_stopwatch.key(std::string(phaseName(static_cast<Phase>(i))));
    m_stopwatch.keepIntervals(kIntervalsPerThread);
    m_stopwatch.prepareThread();
}

PhaseTimeline Probe::timeline(Ticks origin) const
{
    PhaseTimeline out;
    const auto sinceOrigin = [origin](Ticks t) { return t > origin ? Clock::toNsInt(t - origin) : 0; };
    const auto threads = m_stopwatch.intervalsPerThread();
    for (std::size_t thread = 0; thread < threads.size(); ++thread) {
        for (const Stopwatch::Interval& i : threads[thread].kept)
            out.intervals.push_back(PhaseInterval { static_cast<std::uint32_t>(thread), static_cast<Phase>(i.slot),
                sinceOrigin(i.begin), sinceOrigin(i.end) });
        out.dropped += threads[thread].dropped;
    }
    return out;
}

std::vector<PhaseTotals> Probe::toPhases(const std::vector<Stopwatch::Totals>& totals) const
{
    std::vector<PhaseTotals> out;
    for (const Stopwatch::Totals& t : totals) {
        for (int i = 0; i < kPhaseCount; ++i) {
            if (phaseName(static_cast<Phase>(i)) == t.name) {
                out.push_back(PhaseTotals { static_cast<Phase>(i), t.totalNs, t.calls, t.bytes });
                break;
            }
        }
    }
    return out;
}

std::vector<PhaseTotals> Probe::phases() const
{
    return toPhases(m_stopwatch.totals());
}

std::vector<std::vector<PhaseTotals>> Probe::phasesPerThread() const
{
    std::vector<std::vector<PhaseTotals>> out;
    for (const auto& thread : m_stopwatch.perThreadTotals())
        out.push_back(toPhases(thread));
    return out;
}

ThreadUsage Probe::usage() const
{
    std::lock_guard lock(m_usageMutex);
    return m_usage;
}

void Probe::addUsage(const ThreadUsage& usage)
{
    std::lock_guard lock(m_usageMutex);
    m_usage += usage;
}

} // namespace iolens
