// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/tracecontroller.h"

#include <exception>

namespace iolens::ui {

TraceController::TraceController(QObject* parent)
    : QObject(parent)
{
    qRegisterMetaType<trace::LiveCounters>();
    qRegisterMetaType<std::shared_ptr<const trace::Trace>>();
}

// m_job's destructor cancels and joins every job before ~QObject, and drops what they posted.
TraceController::~TraceController() = default;

void TraceController::startJob(Job job)
{
    struct Outcome {
        TracePtr trace;
        QString error;
    };
    // Written by the job before WorkerJob posts onFinished, read by onFinished on the GUI thread.
    auto outcome = std::make_shared<Outcome>();
    m_job.start(
        [this, outcome, job = std::move(job)](const std::atomic<bool>& cancel, const WorkerJob::Post& post) {
            const LiveFn onLive = [this, &post](const trace::LiveCounters& counters) {
                post([this, counters] { emit live(counters); });
            };
            try {
                outcome->trace = job(cancel, onLive);
                if (!outcome->trace)
                    outcome->error = tr("The trace could not be read.");
            } catch (const std::exception& e) {
                outcome->error = QString::fromStdString(e.what());
            } catch (...) {
                outcome->error = tr("The trace failed for an unknown reason.");
            }
        },
        // Emitted from onFinished, not posted by the job, so that isRunning() is already false
        // for the page's slots (it enables Run again from there).
        [this, outcome] {
            if (!outcome->error.isEmpty())
                emit failed(outcome->error);
            else
                emit finished(std::move(outcome->trace));
        });
    emit started();
}

int TraceController::pendingJobs() const
{
    return m_job.pendingThreads();
}

void TraceController::cancel()
{
    m_job.cancel();
}

} // namespace iolens::ui
