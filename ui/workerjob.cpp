// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/workerjob.h"

#include <QCoreApplication>
#include <QEvent>

namespace iolens::ui {

namespace {

// A post travels as an event that owns its call, handed to Qt's event queue whole: after
// postEvent() the worker never touches it again, and the GUI thread runs and deletes it.
// (QMetaObject::invokeMethod with a functor does not do that: its slot object is reference
// counted, and the worker may drop the last reference after the GUI thread has run it, an
// ordering made by atomics inside uninstrumented Qt that ThreadSanitizer reports as a race.)
class CallEvent : public QEvent {
public:
    explicit CallEvent(std::function<void()> call)
        : QEvent(callType())
        , m_call(std::move(call))
    { }
    static QEvent::Type callType()
    {
        static const auto type = static_cast<QEvent::Type>(QEvent::registerEventType());
        return type;
    }
    void run() const { m_call(); }

private:
    std::function<void()> m_call;
};

class CallContext : public QObject {
public:
    bool event(QEvent* e) override
    {
        if (e->type() != CallEvent::callType())
            return QObject::event(e);
        static_cast<CallEvent*>(e)->run();
        return true;
    }
};

void postCall(QObject* context, std::function<void()> call)
{
    QCoreApplication::postEvent(context, new CallEvent(std::move(call)));
}

} // namespace

WorkerJob::WorkerJob()
    : m_context(std::make_unique<CallContext>())
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
            postCall(m_context.get(), [this, id, call = std::move(call)] {
                if (id == m_latest)
                    call();
            });
        };
        work(state->cancel, post);
        postCall(m_context.get(), [this, id, onFinished] {
            if (id != m_latest)
                return;
            m_running = false;
            reap();
            if (onFinished)
                onFinished();
        });
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
