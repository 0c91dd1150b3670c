// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/stackworker.h"

#include <utility>

namespace iolens::trace {

StackWorker::StackWorker()
    : m_thread([this] { run(); })
{ }

StackWorker::~StackWorker()
{
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_closed = true;
        m_stop = true;
    }
    m_wake.notify_one();
    if (m_thread.joinable())
        m_thread.join();
}

void StackWorker::add(std::string ioltPath, int pid, SlotTotals slots, bool ended)
{
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_queue.push_back({ std::move(ioltPath), pid, std::move(slots), ended });
    }
    m_wake.notify_one();
}

void StackWorker::run()
{
    try {
        for (;;) {
            Image image;
            {
                std::unique_lock<std::mutex> lock(m_mutex);
                m_wake.wait(lock, [this] { return m_stop || m_closed || !m_queue.empty(); });
                if (m_stop)
                    return;
                if (m_queue.empty())
                    break; // closed, and every image read
                image = std::move(m_queue.front());
                m_queue.pop_front();
            }
            mergeSlotTotals(image.slots);
            m_loader.addImage(m_stacks, image.ioltPath, image.pid, image.slots, image.ended);
        }
        m_loader.finish(m_stacks);
    } catch (...) {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_error = std::current_exception(); // a damaged stacks file: finish() throws it
    }
}

void StackWorker::close()
{
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_closed = true;
    }
    m_wake.notify_one();
}

Trace StackWorker::finish()
{
    close();
    m_thread.join();
    if (m_error)
        std::rethrow_exception(m_error);
    return std::move(m_stacks);
}

} // namespace iolens::trace
