// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The job of TraceController::attach(): attach to a running process, record until Cancel, the
// duration or the process's end, detach, then load and analyse the trace as for a started program.
#include "ui/trace/tracecontroller.h"

#include "core/trace/attach/attachrecording.h"
#include "core/trace/launch/tracedir.h"
#include "core/trace/livecounters.h"
#include "core/trace/traceloader.h"

#include <chrono>

namespace iolens::ui {

TracePtr TraceController::traceRunningProcess(
    int pid, int durationS, const std::atomic<bool>& cancel, const LiveFn& onLive)
{
    const std::string dir = trace::makePrivateTraceDir();
    // Removed however the job ends: a refusal, a failed load or a trace shown.
    struct RemoveDir {
        const std::string& dir;
        ~RemoveDir() { trace::removeTraceDir(dir); }
    } remove { dir };
    const auto begin = std::chrono::steady_clock::now();
    auto nextLive = begin;
    // Cancel is the page's Stop: the process is let go and what it did so far is shown.
    const auto stopRequested = [&] {
        const auto now = std::chrono::steady_clock::now();
        if (onLive && now >= nextLive) {
            trace::LiveCounters counters = trace::readLiveCounters(dir);
            counters.elapsedNs = std::uint64_t(std::chrono::nanoseconds(now - begin).count());
            onLive(counters);
            nextLive = now + std::chrono::milliseconds(200);
        }
        return cancel.load();
    };
    const trace::AttachRecording recording = trace::recordRunningProcess(
        pid_t(pid), dir, std::chrono::seconds(durationS > 0 ? durationS : 0), stopRequested);
    trace::LoadOptions options;
    options.command = trace::commandLineOf(pid_t(pid));
    options.topPid = pid_t(pid);
    options.wallNs = recording.wallNs;
    options.haveWaitStatus = recording.endStatus.has_value();
    options.waitStatus = recording.endStatus.value_or(0);
    return trace::loadTrace(dir, options);
}

void TraceController::attach(int pid, int durationS)
{
    startJob([pid, durationS](const std::atomic<bool>& cancel, const LiveFn& onLive) {
        return traceRunningProcess(pid, durationS, cancel, onLive);
    });
}

} // namespace iolens::ui
