// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <mutex>
#include <stop_token>
#include <thread>
#include <utility>
#include <vector>

namespace iolens {

// The default for a `threads` parameter: the hardware threads, within the parameters' 1..256.
inline std::int64_t hardwareThreads()
{
    const unsigned n = std::thread::hardware_concurrency();
    return n == 0 ? 1 : std::min<std::int64_t>(n, 256);
}

// The threads of one parallel strategy run (copy.parallel, read.parallel): one std::jthread per
// job, all joined before the run's result is read. A job is called with a stop token that turns
// true once any job has failed, so the others can end early; join() then rethrows the first
// failure on the calling thread, where the runner reports it. A thread that cannot be started is
// such a failure too (no later job starts), and leaving the scope without join(), through an
// exception, stops and joins the threads instead of terminating the process as std::thread would.
class WorkerThreads {
public:
    // Room for `count` threads, reserved up front so that starting one never reallocates.
    explicit WorkerThreads(std::size_t count) { m_threads.reserve(count); }
    ~WorkerThreads() { m_stop.request_stop(); } // m_threads, the last member, joins first
    WorkerThreads(const WorkerThreads&) = delete;
    WorkerThreads& operator=(const WorkerThreads&) = delete;

    // Starts `job(std::stop_token)` on a thread of its own, unless a job has already failed.
    template <class Job> void start(Job job)
    {
        if (m_stop.stop_requested())
            return;
        try {
            m_threads.emplace_back([this, job = std::move(job)]() mutable {
                try {
                    job(m_stop.get_token());
                } catch (...) {
                    fail(std::current_exception());
                }
            });
        } catch (...) {
            fail(std::current_exception());
        }
    }

    // Waits for every thread; rethrows the first failure.
    void join()
    {
        for (std::jthread& thread : m_threads)
            thread.join();
        m_threads.clear();
        std::lock_guard lock(m_mutex);
        if (m_error)
            std::rethrow_exception(m_error);
    }

private:
    void fail(std::exception_ptr error)
    {
        std::lock_guard lock(m_mutex);
        if (!m_error)
            m_error = std::move(error);
        m_stop.request_stop();
    }

    std::mutex m_mutex;
    std::exception_ptr m_error;
    std::stop_source m_stop;
    std::vector<std::jthread> m_threads;
};

} // namespace iolens
