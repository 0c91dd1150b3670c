// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/progressline.h"

#include "core/clock.h"
#include "core/printable.h"

#include <unistd.h>

namespace iolens::cli {

namespace {

constexpr std::uint64_t kIntervalNs = 100'000'000;

// write(2) directly: stderr is unbuffered anyway, and this may run on a worker thread.
void writeStderr(const std::string& s)
{
    const char* p = s.data();
    std::size_t left = s.size();
    while (left > 0) {
        const ssize_t n = ::write(STDERR_FILENO, p, left);
        if (n <= 0)
            return; // a progress line is not worth an error
        p += n;
        left -= static_cast<std::size_t>(n);
    }
}

} // namespace

ProgressLine::ProgressLine()
    : m_enabled(::isatty(STDERR_FILENO) == 1)
{ }

ProgressLine::~ProgressLine()
{
    clear();
}

void ProgressLine::update(const std::string& text)
{
    if (!m_enabled)
        return;
    // Checked before locking: most calls are dropped here at the cost of one clock read.
    const std::uint64_t now = Clock::monotonicNs();
    if (now - m_lastNs.load(std::memory_order_relaxed) < kIntervalNs)
        return;
    std::unique_lock lock(m_mutex, std::try_to_lock);
    if (!lock)
        return;
    m_lastNs.store(now, std::memory_order_relaxed);
    // "\r\033[K": back to column 0 and erase to the end, so a shorter line leaves no debris. The
    // text may name a file: its control characters would break the line or drive the terminal.
    writeStderr("\r\033[K" + printable(text));
    m_shown = true;
}

void ProgressLine::clear()
{
    if (!m_enabled)
        return;
    std::lock_guard lock(m_mutex);
    if (m_shown)
        writeStderr("\r\033[K");
    m_shown = false;
    m_lastNs.store(0, std::memory_order_relaxed);
}

std::string ProgressLine::percent(std::uint64_t done, std::uint64_t total)
{
    if (total == 0)
        return {};
    const std::uint64_t p = done >= total ? 100 : done * 100 / total;
    return std::to_string(p) + "% ";
}

} // namespace iolens::cli
