// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/stopwatchreport.h"

#include "core/printable.h"
#include "core/stats.h"

namespace iolens {

namespace {

std::string msec(std::uint64_t ns)
{
    return std::to_string((ns + 500'000) / 1'000'000) + "msec.";
}

} // namespace

std::string reportToStopwatch(const Report& report)
{
    std::string out;
    for (const Result& r : report.results) {
        if (!out.empty())
            out += '\n';
        const auto median = medianSampleIndex(r);
        if (!median) {
            out += r.strategy + " (" + std::string(statusName(r.status))
                + (r.message.empty() ? std::string() : ": " + printable(r.message)) + ")\n";
            continue;
        }
        const Sample& s = r.samples[*median];
        out += r.strategy + " (median run of " + std::to_string(r.samples.size()) + " by wall time: " + msec(s.wallNs)
            + (r.status == Status::Ok ? std::string()
                                      : " " + std::string(statusName(r.status)) + ": " + printable(r.message))
            + ")\n";
        for (const PhaseTotals& p : s.phases)
            out += "Stopwatch[" + std::string(phaseName(p.phase)) + "]: " + msec(p.ns) + "\n";
    }
    return out;
}

} // namespace iolens
