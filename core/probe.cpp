#include "core/probe.h"

#include <string>

namespace iolens {

Probe::Probe()
{
    // Intern every phase in enum order so that slot == Phase and keyOf() needs no lookup.
    for (int i = 0; i < kPhaseCount; ++i)
        m_stopwatch.key(std::string(phaseName(static_cast<Phase>(i))));
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
