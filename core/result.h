// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/familywork.h"
#include "core/params.h"
#include "core/probe.h"
#include "core/runmetric.h"
#include "core/strategy.h"

#include <cstdint>
#include <string>
#include <vector>

namespace iolens {

enum class Status { Ok, Unsupported, Error, Cancelled };
std::string_view statusName(Status status) noexcept; // "ok", "unsupported", "error", "cancelled"

enum class CacheMode { Warm, Cold };
std::string_view cacheModeName(CacheMode mode) noexcept;

// One run of one strategy (warm-up runs are never kept).
struct Sample {
    std::uint64_t wallNs = 0;
    ThreadUsage usage; // summed over every thread that worked on the run
    std::uint64_t peakRssBytes = 0; // the process's resident high-water mark during the run
    std::uint64_t rssBeforeBytes = 0; // resident memory when the run began
    double cacheResidentBefore = 0.0; // fraction of the source in the page cache (mincore)
    bool cacheModeHonoured = true; // false when cold was asked but eviction did not work
    std::vector<PhaseTotals> phases;
    std::vector<std::vector<PhaseTotals>> phasesPerThread;
    std::vector<RunMetric> metrics; // RunContext::addMetric's, in the order added
    PhaseTimeline timeline; // kept for the median run only (memory, file size); empty elsewhere

    std::uint64_t syscalls() const noexcept { return usage.syscr + usage.syscw; }
    std::uint64_t rssGrowthBytes() const noexcept
    {
        return peakRssBytes > rssBeforeBytes ? peakRssBytes - rssBeforeBytes : 0;
    }
};

struct Stats {
    std::uint64_t count = 0;
    double medianNs = 0, meanNs = 0, stddevNs = 0, minNs = 0, maxNs = 0;
    double cv = 0; // stddev / mean
    double ci999Ns = 0; // 99.9 % confidence half-width of the mean (Student t), JMH's "Error"
    double throughputMiBs = 0; // bytes / median, MiB = 2^20 bytes
    // The median per unit of the family's work (unitFigure): "record", "lookup", "line", "MiB" …;
    // empty unit when the run did none.
    std::string unit = {};
    double units = 0;
    double nsPerUnit = 0;
    // What throughputMiBs is over: "wall" (the run's wall time) or, for an external command,
    // "child wall" (the child's whole life: exec, its start-up and set-up, the work, its exit).
    std::string throughputBasis = "wall";
    // The tool's own bandwidth, over its own measured time only, where it reports one (fio's bw;
    // the median of its `*_bw_mib_s` metric); 0 when it reports none.
    double toolThroughputMiBs = 0;
};

struct Result {
    std::string strategy;
    std::string family;
    std::string verifiedAs; // StrategyInfo::verifiedAs: the family whose verifier checked it, if not its own
    ParamValues params;
    bool instrumented = true; // false: the NullProbe build ran, so there are no phases
    Status status = Status::Ok;
    std::string message;
    bool verified = false;
    Output output;
    std::vector<Sample> samples;
    Stats stats;

    // The median of each run metric over the runs that reported it (medianMetrics).
    std::vector<RunMetric> metricMedians() const;
};

struct Environment {
    std::string date; // ISO 8601, UTC
    std::string iolensVersion;
    std::string kernel;
    std::string cpu;
    std::string clock;
    double clockOverheadNs = 0; // one stopwatch start/stop pair
    double clockReadNs = 0; // one raw clock read
    std::string sourceFilesystem;
    std::string outDirFilesystem;
};

struct Workload {
    std::string file;
    std::uint64_t bytes = 0;
    CacheMode cache = CacheMode::Warm;
    int reps = 0;
    int warmup = 0;
    std::string outDir;
    std::int64_t work = 0; // RunSpec::work: the amount of work set for every family; 0 = their default
};

struct Report {
    Environment environment;
    Workload workload;
    std::vector<Result> results;
    // Whether the members of each family did the same work (compareFamilies), in run order.
    std::vector<Comparison> comparisons;
    // Sentences said before the runs began (an estimate of a long run), kept with the report.
    std::vector<std::string> notices;

    bool allRan() const; // every result ok or unsupported
    bool comparable() const; // no family's members did different work
};

} // namespace iolens
