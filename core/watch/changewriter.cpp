// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/watch/changewriter.h"

#include "core/clock.h"
#include "core/errors.h"
#include "core/runcontext.h"

#include <cerrno>
#include <fcntl.h>
#include <stdexcept>
#include <sys/eventfd.h>
#include <unistd.h>

namespace iolens {

namespace {

// How often the writer looks at the cancel flag while it waits: well inside "a fraction of a
// second", and free for the measurement because this thread is not accounted.
constexpr std::chrono::milliseconds kCancelPoll { 20 };

sys::UniqueFd makeEventFd()
{
    const int fd = ::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    if (fd < 0)
        throw IoError("eventfd", "(the watch run's wake-up)", errno);
    return sys::UniqueFd(fd);
}

} // namespace

ChangeWriter::ChangeWriter(
    std::string path, const ChangePlan& plan, const RunContext& context, std::chrono::milliseconds grace)
    : m_path(std::move(path))
    , m_plan(plan)
    , m_context(context)
    , m_grace(grace)
    , m_wake(makeEventFd())
    , m_writtenAtNs(plan.count(), 0)
{ }

ChangeWriter::~ChangeWriter()
{
    stop();
}

void ChangeWriter::start()
{
    m_thread = std::thread([this] { work(); });
}

void ChangeWriter::stop() noexcept
{
    {
        const std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wakeWriter.notify_all();
    if (m_thread.joinable())
        m_thread.join();
}

void ChangeWriter::throwIfAborted() const
{
    switch (m_outcome.load(std::memory_order_acquire)) {
    case Outcome::Running:
        return;
    case Outcome::Cancelled:
        throw CancelledError();
    case Outcome::Failed:
        std::rethrow_exception(m_error);
    case Outcome::TimedOut:
        break;
    }
    const std::size_t written = m_written.load();
    throw std::runtime_error("the watcher did not notice the change to '" + m_path + "' within "
        + std::to_string(m_grace.count()) + " ms after the writer's last one (" + std::to_string(written) + " of "
        + std::to_string(m_plan.count()) + " changes written, the file should have "
        + std::to_string(m_plan.finalSize()) + " bytes)");
}

void ChangeWriter::work()
{
    try {
        sys::UniqueFd fd = sys::open(m_path, O_WRONLY | O_APPEND);
        // The schedule is fixed in advance: a writer that falls behind (a loaded machine) makes the
        // next gap shorter rather than shifting every later change.
        auto next = std::chrono::steady_clock::now();
        for (std::size_t i = 0; i < m_plan.count(); ++i) {
            next += std::chrono::nanoseconds(m_plan.gapsNs[i]);
            if (!waitUntil(next))
                return;
            const std::string& record = m_plan.records[i];
            m_writtenAtNs[i] = Clock::monotonicNs();
            sys::writeAll(fd.get(), record.data(), record.size(), m_path);
            m_written.store(i + 1);
        }
        sys::close(fd, m_path);
        if (waitUntil(std::chrono::steady_clock::now() + m_grace))
            abort(Outcome::TimedOut);
    } catch (...) {
        m_error = std::current_exception();
        abort(Outcome::Failed);
    }
}

bool ChangeWriter::waitUntil(std::chrono::steady_clock::time_point deadline)
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        if (m_stop)
            return false;
        if (m_context.cancelRequested()) {
            abort(Outcome::Cancelled);
            return false;
        }
        const auto now = std::chrono::steady_clock::now();
        if (now >= deadline)
            return true;
        m_wakeWriter.wait_until(lock, std::min(deadline, now + kCancelPoll));
    }
}

void ChangeWriter::abort(Outcome outcome) noexcept
{
    m_outcome.store(outcome, std::memory_order_release);
    const std::uint64_t one = 1;
    // Cannot fail short of a counter overflow; a watcher that missed it still times out.
    [[maybe_unused]] const ssize_t n = ::write(m_wake.get(), &one, sizeof one);
}

} // namespace iolens
