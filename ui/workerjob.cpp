// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/workerjob.h"

#include <QMetaObject>

namespace iolens::ui {

WorkerJob::WorkerJob()
    : m_context(std::make_unique<QObject>())
{ }

WorkerJob::~WorkerJob()
{
    // Joined before m_context goes, so no job can post to a dead object; ~QObject then drops
    // what they posted.
    cancel();
    m_workers.clear();
}

void WorkerJob::reap()
{
    std::erase_if(m_workers, [](const std::unique_ptr<Worker>& w) { return w->done.load(); });
}

void WorkerJob::start(Work work, std::function<void()> onFinished)
{
    reap();
    cancel(); // the latest job wins
    const std::uint64_t id = ++m_latest;
    auto worker = std::make_unique<Worker>();
    Worker* state = worker.get();
    m_running = true;
    worker->thread = std::jthread([this, state, id, work = std::move(work), onFinished = std::move(onFinished)] {
        const Post post = [this, id](std::function<void()> call) {
            QMetaObject::invokeMethod(
                m_context.get(),
                [this, id, call = std::move(call)] {
                    if (id == m_latest)
                        call();
                },
                Qt::QueuedConnection);
        };
        work(state->cancel, post);
        QMetaObject::invokeMethod(
            m_context.get(),
            [this, id, onFinished] {
                if (id != m_latest)
                    return;
                m_running = false;
                reap();
                if (onFinished)
                    onFinished();
            },
            Qt::QueuedConnection);
        state->done = true;
    });
    m_workers.push_back(std::move(worker));
}

void WorkerJob::cancel()
{
    for (auto& w : m_workers)
        w->cancel = true;
}

int WorkerJob::pendingThreads() const
{
    int n = 0;
    for (const auto& w : m_workers)
        n += w->done ? 0 : 1;
    return n;
}

} // namespace iolens::ui
