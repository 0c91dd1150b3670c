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

TraceController::~TraceController()
{
    // Every worker posts into this object; joining here, before QObject's destructor, keeps it
    // alive for them, and ~QObject then drops what they posted.
    for (auto& w : m_workers)
        w->cancel = true;
    m_workers.clear();
}

void TraceController::reap()
{
    std::erase_if(m_workers, [](const std::unique_ptr<Worker>& w) { return w->done.load(); });
}

void TraceController::startJob(Job job)
{
    reap();
    for (auto& w : m_workers)
        w->cancel = true; // the latest job wins
    const std::uint64_t id = ++m_latest;
    auto worker = std::make_unique<Worker>();
    Worker* state = worker.get();
    m_running = true;
    worker->thread = std::jthread([this, state, id, job = std::move(job)] {
        TracePtr result;
        QString error;
        const LiveFn onLive = [this, id](const trace::LiveCounters& counters) {
            QMetaObject::invokeMethod(
                this,
                [this, id, counters] {
                    if (id == m_latest && m_running)
                        emit live(counters);
                },
                Qt::QueuedConnection);
        };
        try {
            result = job(state->cancel, onLive);
            if (!result)
                error = tr("The trace could not be read.");
        } catch (const std::exception& e) {
            error = QString::fromStdString(e.what());
        } catch (...) {
            error = tr("The trace failed for an unknown reason.");
        }
        QMetaObject::invokeMethod(
            this, [this, id, result, error] { onDone(id, result, error); }, Qt::QueuedConnection);
        state->done = true;
    });
    m_workers.push_back(std::move(worker));
    emit started();
}

int TraceController::pendingJobs() const
{
    int n = 0;
    for (const auto& w : m_workers)
        n += w->done ? 0 : 1;
    return n;
}

void TraceController::cancel()
{
    for (auto& w : m_workers)
        w->cancel = true;
}

void TraceController::onDone(std::uint64_t id, TracePtr trace, const QString& error)
{
    if (id != m_latest)
        return; // an older job, already replaced
    m_running = false;
    reap();
    if (!error.isEmpty())
        emit failed(error);
    else
        emit finished(std::move(trace));
}

} // namespace iolens::ui
