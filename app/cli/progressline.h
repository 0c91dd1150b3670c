// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>

namespace iolens::cli {

// One self-overwriting status line on stderr ("copy.sendfile rep 3/5  41% "), shown only when
// stderr is a terminal so that logs and pipes stay clean. Updates are throttled to about ten a
// second; the line is erased by clear() and on destruction. Safe to call from worker threads.
class ProgressLine {
public:
    ProgressLine();
    ~ProgressLine();
    ProgressLine(const ProgressLine&) = delete;
    ProgressLine& operator=(const ProgressLine&) = delete;

    bool enabled() const noexcept { return m_enabled; }
    // Shows text unless the last update was less than 100 ms ago.
    void update(const std::string& text);
    void clear();

    // "41% " of done/total, or "" when the total is unknown.
    static std::string percent(std::uint64_t done, std::uint64_t total);

private:
    bool m_enabled;
    std::mutex m_mutex;
    std::atomic<std::uint64_t> m_lastNs { 0 };
    bool m_shown = false;
};

} // namespace iolens::cli
