// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/trace.h"
#include "ui/workerjob.h"

#include <QMetaType>
#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>

namespace iolens::trace {
struct LaunchSpec;
}

namespace iolens::ui {

using TracePtr = std::shared_ptr<const trace::Trace>;

// Runs traces off the GUI thread through WorkerJob, like every worker of the window: live counters
// arrive as queued calls into the GUI thread, the result once the job has ended, never through a
// nested event loop. The latest job wins: starting another cancels the running one, and whatever
// the older one still reports is dropped. Destroying the controller cancels and joins every job.
class TraceController : public QObject {
    Q_OBJECT
public:
    using LiveFn = std::function<void(const trace::LiveCounters&)>;
    // The work of one job, run on the worker thread: it should watch `cancel`, may call `onLive`
    // any number of times, and returns the trace or throws std::exception with one sentence.
    using Job = std::function<TracePtr(const std::atomic<bool>& cancel, const LiveFn& onLive)>;

    explicit TraceController(QObject* parent = nullptr);
    ~TraceController() override;

    // Traces a program: TraceLauncher, then loadTrace, symbolizeSites and findFindings.
    void start(const trace::LaunchSpec& spec);
    // Attaches to the running process `pid` and records until cancel() (which here means Stop:
    // the process is let go and runs on), `durationS` seconds (0: no limit) or the process's end;
    // the trace then arrives through finished() as for a started program.
    void attach(int pid, int durationS = 0);
    // Runs any job the same way (tests, and reloading a saved trace).
    void startJob(Job job);
    // Asks the running job to stop; a traced program is killed and its partial trace still
    // arrives through finished().
    void cancel();
    bool isRunning() const { return m_job.isRunning(); }
    // Worker threads still working, the replaced ones included (a cancelled program may take a
    // grace period to end).
    int pendingJobs() const;

    // The job start() runs, exposed for the CLI-like tests: launch, wait, load, analyse.
    static TracePtr traceProgram(const trace::LaunchSpec& spec, const std::atomic<bool>& cancel, const LiveFn& onLive);

    // The job attach() runs (traceattachjob.cpp).
    static TracePtr traceRunningProcess(int pid, int durationS, const std::atomic<bool>& cancel, const LiveFn& onLive);

signals:
    void started();
    void live(const iolens::trace::LiveCounters& counters);
    void finished(std::shared_ptr<const iolens::trace::Trace> trace);
    void failed(const QString& message);

private:
    WorkerJob m_job; // last: joined before the members its job uses go
};

} // namespace iolens::ui

Q_DECLARE_METATYPE(iolens::trace::LiveCounters)
Q_DECLARE_METATYPE(std::shared_ptr<const iolens::trace::Trace>)
