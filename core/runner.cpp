// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/runner.h"

#include "core/clock.h"
#include "core/environment.h"
#include "core/errors.h"
#include "core/faultwindow.h"
#include "core/pagecache.h"
#include "core/registry.h"
#include "core/report/reportutil.h"
#include "core/runestimate.h"
#include "core/scratchdir.h"
#include "core/sourcefile.h"
#include "core/stats.h"
#include "core/verifier.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <new>

namespace iolens {

namespace {

// Eviction counts as honoured when less than 1 % of the source stayed resident.
constexpr double kColdResidencyLimit = 0.01;

struct Planned {
    const Strategy* strategy = nullptr;
    Verifier* verifier = nullptr;
    std::shared_ptr<const PreparedInput> input; // Strategy::prepareInput's, made once before the runs
    Result result;
    std::vector<double> wallNs;
};

std::vector<Planned> plan(const RunSpec& spec)
{
    if (spec.strategies.empty())
        throw UsageError("No strategy was chosen: give --family or --strategy.");
    if (spec.reps < 1)
        throw UsageError("Repetitions must be at least 1, got " + std::to_string(spec.reps) + ".");
    if (spec.warmup < 0)
        throw UsageError("Warm-up runs cannot be negative, got " + std::to_string(spec.warmup) + ".");
    if (spec.work < 0)
        throw UsageError("The amount of work cannot be negative, got " + std::to_string(spec.work) + ".");
    std::vector<Planned> planned;
    bool workApplied = false;
    for (const StrategyChoice& choice : spec.strategies) {
        const Strategy* strategy = Registry::instance().find(choice.id);
        if (!strategy)
            throw UsageError("Unknown strategy '" + choice.id + "'; 'iolens-cli list' shows the known ones.");
        ParamValues given = choice.params;
        const FamilyWork* work = familyWork(strategy->info().job());
        if (spec.work > 0 && work && !work->amountKey.empty()) {
            const std::string key(work->amountKey);
            const bool declared = std::any_of(strategy->info().params.begin(), strategy->info().params.end(),
                [&](const ParamSpec& ps) { return ps.key == key; });
            if (declared) {
                given.try_emplace(key, spec.work); // a value set for this strategy alone wins
                workApplied = true;
            }
        }
        Planned p;
        p.strategy = strategy;
        p.result.strategy = strategy->info().id;
        p.result.family = strategy->info().family;
        p.result.verifiedAs = strategy->info().verifiedAs;
        p.result.params = resolveParams(strategy->info().params, given, choice.id);
        p.result.instrumented = choice.instrumented;
        planned.push_back(std::move(p));
    }
    if (spec.work > 0 && !workApplied)
        throw UsageError("The amount of work (--work " + std::to_string(spec.work)
            + ") sets records for write, lookups for lookup and changes for watch; none of the chosen strategies "
              "has one (copy, read, alloc and ext work on the whole file, net on its 29 ids).");
    return planned;
}

void fail(Planned& p, Status status, std::string message)
{
    p.result.status = status;
    p.result.message = std::move(message);
    p.result.verified = false;
}

// Brings the source into the requested cache state and returns the measured residency.
double prepareCache(const RunSpec& spec, const std::atomic<bool>& cancel)
{
    return spec.cache == CacheMode::Cold ? pagecache::evict(spec.file) : pagecache::warm(spec.file, &cancel);
}

// Removes a run's destination however the run ends.
class RemoveOnExit {
public:
    explicit RemoveOnExit(std::string path)
        : m_path(std::move(path))
    { }
    ~RemoveOnExit() { ScratchDir::remove(m_path); }
    RemoveOnExit(const RemoveOnExit&) = delete;
    RemoveOnExit& operator=(const RemoveOnExit&) = delete;

private:
    std::string m_path;
};

// A timeline is for looking at one run; the median one represents the result (as in the table).
void keepMedianTimelineOnly(Result& result)
{
    const auto median = report::medianSampleIndex(result);
    for (std::size_t i = 0; i < result.samples.size(); ++i)
        if (!median || i != *median)
            result.samples[i].timeline = {};
}

class RunSet {
public:
    RunSet(const RunSpec& spec, const SourceSnapshot& source, ScratchDir& scratch, const std::atomic<bool>& cancel,
        const ProgressCallback& progress)
        : m_spec(spec)
        , m_source(source)
        , m_scratch(scratch)
        , m_cancel(cancel)
        , m_progress(progress)
    { }

    void runOnce(Planned& p, int index, int round, std::uint64_t bytesBefore, std::uint64_t bytesTotal)
    {
        if (auto reason = p.strategy->unsupportedReason())
            return fail(p, Status::Unsupported, *reason);

        Sample sample;
        try {
            sample.cacheResidentBefore = prepareCache(m_spec, m_cancel);
        } catch (const CancelledError&) {
            return fail(p, Status::Cancelled, "cancelled");
        } catch (const std::exception& e) {
            return fail(p, Status::Error, std::string("preparing the page cache failed: ") + e.what());
        }
        sample.cacheModeHonoured = m_spec.cache == CacheMode::Warm || m_source.bytes == 0
            || sample.cacheResidentBefore < kColdResidencyLimit;

        const std::string dest = m_scratch.newFilePath("dest");
        RemoveOnExit removal(dest);
        const int repetition = round < m_spec.warmup ? 0 : round - m_spec.warmup + 1;
        RunContext::ProgressFn onProgress;
        if (m_progress)
            onProgress = [&, index, bytesBefore, repetition](std::uint64_t done) {
                m_progress(Progress { bytesBefore + done, bytesTotal, p.result.strategy, index, repetition });
            };
        RunContext context(m_spec.file, m_source.bytes, dest, p.result.params, &m_cancel, onProgress);
        context.setTracePath(m_spec.replayTrace);
        context.setPreparedInput(p.input);
        try {
            std::error_code missing;
            p.strategy->prepareRun(context); // untimed: a replay's fresh copy of the file
            if (m_spec.cache == CacheMode::Cold && std::filesystem::exists(dest, missing))
                pagecache::evict(dest); // the run reads its copy, not the source
        } catch (const CancelledError&) {
            return fail(p, Status::Cancelled, "cancelled");
        } catch (const UnsupportedError& e) {
            return fail(p, Status::Unsupported, e.what());
        } catch (const std::exception& e) {
            return fail(p, Status::Error, std::string("preparing the run failed: ") + e.what());
        }

        Probe probe;
        Output output;
        sample.rssBeforeBytes = MemoryUsage::currentRssBytes();
        const bool peakReset = MemoryUsage::resetPeak();
        try {
            Ticks begin = 0, end = 0;
            {
                auto worker = probe.worker();
                const FaultWindow faultWindow; // the strategy's own calls only (tests/faults)
                begin = Clock::now();
                output
                    = p.result.instrumented ? p.strategy->run(context, probe) : p.strategy->runUninstrumented(context);
                end = Clock::now();
            }
            sample.wallNs = Clock::toNsInt(end - begin);
            sample.timeline = probe.timeline(begin);
        } catch (const CancelledError&) {
            return fail(p, Status::Cancelled, "cancelled");
        } catch (const UnsupportedError& e) {
            return fail(p, Status::Unsupported, e.what());
        } catch (const std::bad_alloc&) {
            // what() is just "std::bad_alloc": say which memory and what to lower.
            return fail(p, Status::Error,
                "out of memory: the run could not allocate its buffers (lower buffer_size or threads)");
        } catch (const std::exception& e) {
            // A source that changed under the run often fails it oddly (EFAULT from a truncated
            // mapping, a short read): the change is the cause worth naming.
            return fail(p, Status::Error, sourceChanged() ? kSourceChanged : e.what());
        }
        // Without a reset the high-water mark is the whole process's; better none than a wrong one.
        sample.peakRssBytes = peakReset ? MemoryUsage::peakRssBytes() : 0;
        sample.usage = probe.usage();
        sample.usage += context.childUsage();
        sample.metrics = context.metrics();
        sample.phases = probe.phases();
        sample.phasesPerThread = probe.phasesPerThread();

        try {
            if (!(snapshotSource(m_spec.file) == m_source))
                return fail(p, Status::Error, kSourceChanged);
            p.result.output = p.verifier->check(output, dest, p.result.params);
            p.result.verified = true;
        } catch (const VerificationError& e) {
            return fail(p, Status::Error, std::string("verification failed: ") + e.what());
        } catch (const std::exception& e) {
            return fail(p, Status::Error, std::string("verification could not run: ") + e.what());
        }
        if (repetition > 0) {
            p.wallNs.push_back(static_cast<double>(sample.wallNs));
            p.result.samples.push_back(std::move(sample));
        }
    }

private:
    static constexpr const char* kSourceChanged
        = "the source file changed while it was being measured; no result is valid";

    bool sourceChanged() const noexcept
    {
        try {
            return !(snapshotSource(m_spec.file) == m_source);
        } catch (...) {
            return true; // gone or unreadable: changed too
        }
    }

    const RunSpec& m_spec;
    const SourceSnapshot& m_source;
    ScratchDir& m_scratch;
    const std::atomic<bool>& m_cancel;
    const ProgressCallback& m_progress;
};

} // namespace

Report Runner::run(const RunSpec& spec, const std::atomic<bool>& cancel, const ProgressCallback& progress,
    const NoticeCallback& notice) const
{
    std::vector<Planned> planned = plan(spec);
    const SourceSnapshot source = checkSourceFile(spec.file);
    const std::string outDir = spec.outDir.empty() ? ScratchDir::systemTempDir() : spec.outDir;
    ScratchDir scratch(outDir);

    Report report;
    report.environment = collectEnvironment(spec.file, outDir);
    report.workload = Workload { spec.file, source.bytes, spec.cache, spec.reps, spec.warmup, outDir, spec.work };

    std::map<std::string, std::unique_ptr<Verifier>> verifiers;
    for (Planned& p : planned) {
        const std::string& job = p.strategy->info().job();
        auto& verifier = verifiers[job];
        if (!verifier) {
            verifier = makeVerifier(job);
            try {
                verifier->prepare(spec.file, &cancel);
            } catch (const CancelledError&) {
                // Left as it is: the loop below marks every strategy cancelled.
            } catch (const std::exception& e) {
                throw UsageError("The file '" + spec.file + "' could not be read: " + e.what());
            }
        }
        p.verifier = verifier.get();
    }

    // Inputs are built here, before the first run and outside every timing.
    for (Planned& p : planned) {
        if (p.strategy->unsupportedReason())
            continue; // runOnce reports it
        try {
            // Its destination path is where the input may keep files (the net family's database):
            // inside the scratch dir, so they go with it.
            RunContext context(spec.file, source.bytes, scratch.newFilePath("input"), p.result.params, &cancel);
            context.setTracePath(spec.replayTrace);
            p.input = p.strategy->prepareInput(context);
        } catch (const CancelledError&) {
            fail(p, Status::Cancelled, "cancelled");
        } catch (const UnsupportedError& e) {
            fail(p, Status::Unsupported, e.what()); // a replay without a trace
        } catch (const std::exception& e) {
            fail(p, Status::Error, std::string("preparing the input failed: ") + e.what());
        }
    }

    const int rounds = spec.warmup + spec.reps;
    // Said before the first run: a member that would take long at this amount of work (the
    // family's, the same for all) is announced, not quietly given less to do.
    for (Planned& p : planned) {
        if (p.result.status != Status::Ok)
            continue;
        try {
            const auto estimate
                = estimateRun(*p.strategy, p.result.params, spec.file, source.bytes, rounds, scratch, cancel);
            if (estimate && estimate->totalNs > spec.announceAboveNs) {
                report.notices.push_back(longRunNotice(p.result.strategy, rounds, *estimate));
                if (notice)
                    notice(report.notices.back());
            }
        } catch (const CancelledError&) {
            fail(p, Status::Cancelled, "cancelled");
        }
    }

    RunSet runs(spec, source, scratch, cancel, progress);
    const std::uint64_t bytesTotal = source.bytes * static_cast<std::uint64_t>(rounds) * planned.size();
    std::uint64_t bytesBefore = 0;
    for (int round = 0; round < rounds; ++round) {
        // Interleaved: every strategy once per round, so drift of the machine hits all alike.
        for (std::size_t i = 0; i < planned.size(); ++i) {
            Planned& p = planned[i];
            if (cancel.load() && p.result.status == Status::Ok)
                fail(p, Status::Cancelled, "cancelled");
            if (p.result.status == Status::Ok)
                runs.runOnce(p, static_cast<int>(i), round, bytesBefore, bytesTotal);
            bytesBefore += source.bytes;
        }
    }

    // Throughput of what the runs moved: the source for copy, read and alloc, the records written
    // for write (whose source is not read), the answers for lookup.
    for (Planned& p : planned) {
        if (p.result.status == Status::Ok) {
            p.result.stats = computeStats(p.wallNs, p.result.output.bytes);
            if (const auto figure = unitFigure(p.result)) {
                p.result.stats.unit = figure->unit;
                p.result.stats.units = figure->units;
                p.result.stats.nsPerUnit = figure->nsPerUnit;
            }
            if (p.result.family == "ext")
                p.result.stats.throughputBasis = "child wall";
            for (const RunMetric& m : p.result.metricMedians())
                if (m.unit == "MiB/s" && m.name.ends_with("_bw_mib_s"))
                    p.result.stats.toolThroughputMiBs = m.value;
        }
        keepMedianTimelineOnly(p.result);
        report.results.push_back(std::move(p.result));
        p.input.reset(); // stops what the input runs (a server) before its scratch files go
    }
    report.comparisons = compareFamilies(report.results);
    return report;
}

} // namespace iolens
