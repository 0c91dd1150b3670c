// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <initializer_list>

// A hand-built Report with known numbers, so that model and plot tests can assert exact values.
namespace iolens::test {

inline Sample sample(std::uint64_t wallNs, std::initializer_list<PhaseTotals> phases, int threads = 1)
{
    Sample s;
    s.wallNs = wallNs;
    s.phases = phases;
    s.usage.syscr = 10;
    s.usage.syscw = 20;
    s.usage.rchar = 1000;
    s.usage.wchar = 1000;
    s.usage.cpuNs = wallNs * 3 / 4;
    s.usage.cpuUserNs = wallNs / 4;
    s.usage.cpuSysNs = wallNs / 2;
    for (int t = 0; t < threads; ++t)
        s.phasesPerThread.push_back(phases);
    return s;
}

inline Result result(const char* id, std::initializer_list<std::uint64_t> walls, int threads = 1)
{
    Result r;
    r.strategy = id;
    r.family = "copy";
    r.verified = true;
    for (std::uint64_t w : walls)
        r.samples.push_back(sample(w,
            { PhaseTotals { Phase::Open, w / 10, 1, 0 }, PhaseTotals { Phase::Read, w / 2, 100, 4096 },
                PhaseTotals { Phase::Write, w * 4 / 10, 100, 4096 } },
            threads));
    r.stats.count = r.samples.size();
    r.stats.medianNs = static_cast<double>(*(walls.begin() + static_cast<std::ptrdiff_t>(walls.size() / 2)));
    r.stats.meanNs = r.stats.medianNs;
    r.stats.ci999Ns = r.stats.medianNs / 10;
    r.stats.throughputMiBs = 4096.0 / (1 << 20) / (r.stats.medianNs / 1e9);
    return r;
}

// Three strategies: a fast one, a slow one and one that could not run.
inline Report knownReport()
{
    Report report;
    report.environment.date = "2026-11-29T12:00:00Z";
    report.environment.kernel = "6.1.0-test";
    report.environment.iolensVersion = "0.1.0";
    report.workload.file = "/tmp/known.bin";
    report.workload.bytes = 4096;
    report.workload.reps = 3;
    report.workload.warmup = 1;
    report.results.push_back(result("copy.buffer-loop", { 1000000, 2000000, 3000000 }));
    report.results.push_back(result("copy.parallel", { 500000, 600000, 900000 }, 4));
    Result unsupported;
    unsupported.strategy = "copy.reflink";
    unsupported.family = "copy";
    unsupported.status = Status::Unsupported;
    unsupported.message = "FICLONE is not supported by ext4";
    report.results.push_back(unsupported);
    return report;
}

} // namespace iolens::test
