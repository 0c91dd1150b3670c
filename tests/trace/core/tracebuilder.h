// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Builds Trace models directly, for the tests of findings and reports: one process (pid 1, 1 s of
// wall time unless told) and the files given, each call kind with its count, time and size.

#include "core/trace/format/iolt.h"
#include "core/trace/trace.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

namespace iolens::trace::test {

inline CallStats callOf(int id, std::uint64_t count, std::uint64_t totalNs, std::uint64_t sizeEach = 0)
{
    CallStats c;
    c.callId = id;
    c.call = iolt_call_name(static_cast<std::uint32_t>(id));
    c.layer = static_cast<Layer>(iolt_call_layer(static_cast<std::uint32_t>(id)));
    c.count = count;
    c.timed = count;
    c.ns = totalNs;
    const bool moves = iolt_call_reads(static_cast<std::uint32_t>(id))
        || iolt_call_writes(static_cast<std::uint32_t>(id)) || id == IOLT_CALL_MMAP;
    if (moves) {
        c.bytes = count * sizeEach;
        c.histogram[iolt_hist_bucket(sizeEach)] = count;
    }
    c.minNs = count ? totalNs / count : 0;
    c.maxNs = c.minNs;
    return c;
}

inline FileStats fileOf(const std::string& path, FileKind kind, std::vector<CallStats> calls, int pid = 1)
{
    FileStats f;
    f.path = path;
    f.kind = kind;
    f.pid = pid;
    f.calls = std::move(calls);
    for (const CallStats& c : f.calls)
        if (c.callId == IOLT_CALL_OPEN || c.callId == IOLT_CALL_FOPEN)
            f.opens += c.count;
    f.sessionsClosed = f.opens;
    return f;
}

// f's stat regularity as the loader gives it for stats at these intervals (ns) apart: their count
// + 1 stats, the mean and coefficient of variation, and the octave histogram (iolt_stat_bucket).
inline void setStatIntervals(FileStats& f, const std::vector<double>& intervalsNs)
{
    const double n = static_cast<double>(intervalsNs.size());
    double sum = 0, sumSq = 0;
    f.statIntervalHistogram.assign(kStatIntervalBuckets, 0);
    for (const double ns : intervalsNs) {
        sum += ns;
        sumSq += ns * ns;
        ++f.statIntervalHistogram[iolt_stat_bucket(static_cast<std::uint64_t>(ns))];
    }
    f.statCalls = intervalsNs.size() + 1;
    f.statIntervalMeanNs = sum / n;
    f.statIntervalCv
        = std::sqrt(std::max(0.0, sumSq / n - f.statIntervalMeanNs * f.statIntervalMeanNs)) / f.statIntervalMeanNs;
}

inline Trace traceOf(std::vector<FileStats> files, std::uint64_t wallNs = 1'000'000'000)
{
    Trace t;
    t.command = { "/usr/bin/prog" };
    t.wallNs = wallNs;
    Process p;
    p.pid = 1;
    p.argv = { "/usr/bin/prog" };
    p.end = "exited";
    p.wallNs = wallNs;
    p.kernel.valid = true;
    p.kernel.syscr = 1221;
    p.kernel.syscw = 3;
    Thread th;
    th.pid = 1;
    th.tid = 1;
    th.name = "prog";
    p.threads.push_back(th);
    for (const FileStats& f : files)
        for (const CallStats& c : f.calls)
            p.ioNs += c.ns;
    t.processes.push_back(std::move(p));
    t.files = std::move(files);
    return t;
}

} // namespace iolens::trace::test
