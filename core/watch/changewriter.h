// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sysio.h"
#include "core/watch/changeplan.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace iolens {

class RunContext;

// The other party of a watch run: a thread that appends the plan's records to the watched file at
// the plan's pace. It holds no Probe::WorkerScope on purpose: what it costs is the workload, not
// the watcher's price, so its CPU and system calls stay out of the run's figures.
//
// It also does the waiting the watcher must not do itself: it polls cancel every few milliseconds
// and, after its last change, gives the watcher `grace` to notice before declaring a timeout. In
// each case it makes wakeFd() readable, so a watcher can block without a timeout (as inotify's
// does) and still stop at once. Destruction stops and joins the thread, on every path.
class ChangeWriter {
public:
    ChangeWriter(std::string path, const ChangePlan& plan, const RunContext& context, std::chrono::milliseconds grace);
    ~ChangeWriter();
    ChangeWriter(const ChangeWriter&) = delete;
    ChangeWriter& operator=(const ChangeWriter&) = delete;

    void start();
    // Asks the thread to end and joins it; idempotent. writtenAtNs() is complete after it.
    void stop() noexcept;

    // Readable once the watcher has to stop waiting: cancel, the writer failed, or the grace ran out.
    int wakeFd() const noexcept { return m_wake.get(); }
    // Throws what made wakeFd() readable: CancelledError, the writer's own error, or a timeout
    // error saying which change was never seen. Returns when nothing happened.
    void throwIfAborted() const;

    // CLOCK_MONOTONIC just before the write(2) of change i began: a watcher cannot see the change
    // earlier, so a latency measured from it is never negative (and includes the write call itself,
    // a few microseconds).
    const std::vector<std::uint64_t>& writtenAtNs() const noexcept { return m_writtenAtNs; }

private:
    enum class Outcome { Running, Cancelled, Failed, TimedOut };
    void work();
    // Sleeps until the deadline; false when stop() or cancel came first.
    bool waitUntil(std::chrono::steady_clock::time_point deadline);
    void abort(Outcome outcome) noexcept;

    std::string m_path;
    const ChangePlan& m_plan;
    const RunContext& m_context;
    std::chrono::milliseconds m_grace;
    sys::UniqueFd m_wake; // an eventfd
    std::vector<std::uint64_t> m_writtenAtNs;
    std::mutex m_mutex;
    std::condition_variable m_wakeWriter;
    bool m_stop = false;
    std::atomic<Outcome> m_outcome { Outcome::Running };
    std::exception_ptr m_error; // set before m_outcome becomes Failed
    std::atomic<std::size_t> m_written { 0 };
    std::thread m_thread;
};

} // namespace iolens
