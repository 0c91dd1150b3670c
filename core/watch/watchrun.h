// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/clock.h"
#include "core/params.h"
#include "core/phase.h"
#include "core/progress.h"
#include "core/runcontext.h"
#include "core/strategy.h"
#include "core/watch/changeplan.h"
#include "core/watch/changewriter.h"
#include "core/watch/detectionsummary.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace iolens {

// The parameters every watch strategy shares: what the writer does.
std::vector<ParamSpec> watchWorkloadParams();

namespace watch {

// The writer's plan, made once per run set by Strategy::prepareInput (outside every timing) and
// read by each run: the same changes for every run and every strategy.
struct PreparedPlan final : PreparedInput {
    explicit PreparedPlan(ChangePlan changes)
        : plan(std::move(changes))
    { }
    ChangePlan plan;
};
// Reads the workload parameters (watchWorkloadParams) from the context; throws UsageError naming
// the parameter when the gaps are given the wrong way round.
std::shared_ptr<const PreparedInput> preparePlan(const RunContext& context);

// The watched file inside the run's scratch space: destPath() becomes a directory (inotify, like
// WatchService, watches directories) holding one empty file. Returns the file's path.
std::string createWatchedFile(const std::string& directory);
// CPU time (user + system) of the calling thread, CLOCK_THREAD_CPUTIME_ID: exact to the
// nanosecond, where getrusage(RUSAGE_THREAD) splits its total by timer ticks.
std::uint64_t threadCpuNs() noexcept;
// The watched file as the watcher finds it after the last change: bytes, lines (one per change)
// and XXH3, which every member of the family must agree on.
Output readWatchedFile(const std::string& path);
// How many of the plan's changes a file of `size` bytes contains.
inline std::uint64_t changesUpTo(const ChangePlan& plan, std::uint64_t size)
{
    return static_cast<std::uint64_t>(
        std::upper_bound(plan.sizeAfter.begin(), plan.sizeAfter.end(), size) - plan.sizeAfter.begin());
}
// Adds the run's metrics (RunContext::addMetric), also for the uninstrumented build.
void reportDetections(RunContext& context, const DetectionSummary& summary, std::uint64_t cpuNs, std::uint64_t syscalls,
    std::uint64_t emptyChecks);

// Runs one watch: creates the file, arms the watcher, starts the writer and lets the watcher
// look until it has seen the file's final size; then reports what it saw and how fast.
//
// A Watcher has
//   void arm(const std::string& directory, const std::string& file);   before the writer starts
//   template <class P> std::optional<Observation> look(P&, const ChangeWriter&);
//       waits for its next chance, looks once; the observation when it believes the file changed.
//       Throws what ChangeWriter::throwIfAborted() throws when woken through wakeFd().
//   std::uint64_t syscalls() const;   the calls look() made
//   void close();
// The watcher runs on the calling thread, whose Probe::WorkerScope the runner holds: its CPU and
// system calls are the run's; the writer's are not.
template <class P, class Watcher>
Output watchChanges(RunContext& context, P& probe, Watcher& watcher, std::chrono::milliseconds grace)
{
    const ChangePlan& plan = context.preparedInput<PreparedPlan>().plan;
    std::string file;
    {
        auto scope = probe.phase(Phase::Open);
        file = createWatchedFile(context.destPath());
        watcher.arm(context.destPath(), file);
    }
    // Reserved up front: the loop below must not allocate while it is being measured. A change
    // can be seen twice at most (half written, then whole).
    std::vector<Observation> observations;
    observations.reserve(2 * plan.count() + 1);
    std::uint64_t emptyChecks = 0;
    std::uint64_t cpuNs = 0;
    std::vector<std::uint64_t> writtenAtNs;
    {
        ChangeWriter writer(file, plan, context, grace);
        writer.start();
        // After start(): creating the writer's thread (its stack, clone) is not watching.
        const std::uint64_t cpuBefore = threadCpuNs();
        std::uint64_t lastSize = 0;
        // Progress in changes seen, a twentieth at a time: the callback runs on the watching thread
        // and must not become what the run measures.
        WorkProgress progress(context, plan.count(), std::max<std::uint64_t>(1, plan.count() / 20));
        while (lastSize < plan.finalSize()) {
            context.checkCancel();
            const std::optional<Observation> seen = watcher.look(probe, writer);
            if (seen && seen->size > lastSize) {
                observations.push_back(*seen);
                lastSize = seen->size;
                progress.done(changesUpTo(plan, lastSize));
            } else {
                ++emptyChecks;
            }
        }
        cpuNs = threadCpuNs() - cpuBefore;
        writer.stop();
        writtenAtNs = writer.writtenAtNs();
    }
    {
        auto scope = probe.phase(Phase::Close);
        watcher.close();
    }
    Output output;
    {
        auto scope = probe.phase(Phase::Read);
        output = readWatchedFile(file);
        scope.addBytes(output.bytes);
    }
    reportDetections(context, DetectionSummary::match(plan.sizeAfter, writtenAtNs, observations), cpuNs,
        watcher.syscalls(), emptyChecks);
    return output;
}

} // namespace watch

} // namespace iolens
