#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <exception>
#include <mutex>
#include <thread>

namespace iolens {

// The default for a `threads` parameter: the hardware threads, within the parameters' 1..256.
inline std::int64_t hardwareThreads()
{
    const unsigned n = std::thread::hardware_concurrency();
    return n == 0 ? 1 : std::min<std::int64_t>(n, 256);
}

// The first error of any worker thread, kept to be rethrown on the thread that joins them, and
// the flag that tells the other workers to stop early.
class FirstFailure {
public:
    void set(std::exception_ptr error)
    {
        std::lock_guard lock(m_mutex);
        if (!m_error)
            m_error = std::move(error);
        m_stop.store(true, std::memory_order_relaxed);
    }
    bool stopRequested() const noexcept { return m_stop.load(std::memory_order_relaxed); }
    void rethrow()
    {
        std::lock_guard lock(m_mutex);
        if (m_error)
            std::rethrow_exception(m_error);
    }

private:
    std::mutex m_mutex;
    std::exception_ptr m_error;
    std::atomic<bool> m_stop { false };
};

} // namespace iolens
