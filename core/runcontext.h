// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/errors.h"
#include "core/params.h"
#include "core/runmetric.h"
#include "core/threadusage.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>

namespace iolens {

// Input a strategy builds before its timed runs and only reads in them (the write family's
// records): Strategy::prepareInput makes it once per run set, untimed, and the runner hands it to
// every run through RunContext::preparedInput().
class PreparedInput {
public:
    virtual ~PreparedInput() = default;
};

// Everything one run of one strategy gets from the runner.
class RunContext {
public:
    // Called with the bytes done so far in this run; may be called from any worker thread.
    using ProgressFn = std::function<void(std::uint64_t bytesDone)>;

    RunContext(std::string sourcePath, std::uint64_t sourceBytes, std::string destPath, ParamValues params,
        const std::atomic<bool>* cancel = nullptr, ProgressFn progress = {});

    const std::string& sourcePath() const noexcept { return m_sourcePath; }
    std::uint64_t sourceBytes() const noexcept { return m_sourceBytes; }
    // A path inside the run's private scratch directory that does not exist yet.
    const std::string& destPath() const noexcept { return m_destPath; }
    // The value of a declared parameter (resolved with defaults by the runner).
    std::int64_t param(const std::string& key) const;

    // Strategies call this at least every few MiB: it reports progress and throws
    // CancelledError once cancel was requested, so RAII unwinds and cleans up.
    void advance(std::uint64_t bytes)
    {
        const std::uint64_t done = m_done.fetch_add(bytes, std::memory_order_relaxed) + bytes;
        if (m_progress)
            m_progress(done);
        checkCancel();
    }
    void checkCancel() const
    {
        if (m_cancel && m_cancel->load(std::memory_order_relaxed))
            throw CancelledError();
    }
    bool cancelRequested() const noexcept { return m_cancel && m_cancel->load(std::memory_order_relaxed); }

    // The trace whose recorded calls the replay family repeats (RunSpec::replayTrace); empty for
    // every other run.
    void setTracePath(std::string path) { m_tracePath = std::move(path); }
    const std::string& tracePath() const noexcept { return m_tracePath; }

    void setPreparedInput(std::shared_ptr<const PreparedInput> input) { m_input = std::move(input); }
    // The input Strategy::prepareInput made for this run; throws std::logic_error when whoever
    // runs the strategy skipped that step (it would otherwise be built inside the timing).
    template <class T> const T& preparedInput() const
    {
        const auto* input = dynamic_cast<const T*>(m_input.get());
        if (!input)
            throw std::logic_error("the strategy's input was not prepared: call Strategy::prepareInput() before run()");
        return *input;
    }

    // A figure of this run beyond its phases (RunMetric); any thread may add one. Reported for the
    // uninstrumented build too: a watcher's latency is its result, not instrumentation.
    void addMetric(std::string name, double value, std::string unit);
    std::vector<RunMetric> metrics() const;
    // What child processes the run started cost (wait4's rusage): added to the run's CPU and faults,
    // which otherwise count only iolens' own threads.
    void addChildUsage(const ThreadUsage& usage);
    ThreadUsage childUsage() const;

private:
    std::string m_sourcePath;
    std::uint64_t m_sourceBytes;
    std::string m_destPath;
    ParamValues m_params;
    const std::atomic<bool>* m_cancel;
    ProgressFn m_progress;
    std::atomic<std::uint64_t> m_done { 0 };
    std::string m_tracePath;
    std::shared_ptr<const PreparedInput> m_input;
    mutable std::mutex m_extrasMutex;
    std::vector<RunMetric> m_metrics;
    ThreadUsage m_childUsage;
};

// How often strategies poll cancellation and report progress: every 4 MiB moved.
inline constexpr std::uint64_t kProgressStepBytes = 4ull << 20;

} // namespace iolens
