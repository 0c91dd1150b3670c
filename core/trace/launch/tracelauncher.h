// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Starts a program under libiolens-trace.so and waits for it: the one place that knows how a trace
// is set up (private trace directory, environment, process group, signals), shared by
// `iolens-cli trace` and the window's Trace page. No Qt Widgets; blocking calls, so the window runs
// it on a worker thread.

#include "core/trace/trace.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace iolens::trace {

struct LaunchSpec {
    std::vector<std::string> argv; // program (looked up in $PATH like execvp) and its arguments
    std::string workingDir; // empty: the current directory
    std::uint64_t eventsPerThread = 0; // 0: the library's default (IOLT_DEFAULT_MAX_EVENTS)
    std::string keepDir; // non-empty: the trace files are written here (created, must be empty)
                         // and kept; else a private dir under $TMPDIR, removed by ~TraceLauncher
    bool passStdio = true; // the program shares iolens' stdin/stdout/stderr (the CLI); the window
                           // gives it /dev/null for stdin and captures nothing else
    // Signals to pass on: a signal handler of the caller stores a signal number here (SIGINT,
    // SIGTERM); run() sends it to the program's process group and sets it back to 0. Null: none.
    // (The CLI's Ctrl+C when the program does not own the terminal, or a kill of iolens-cli.)
    std::atomic<int>* forwardSignal = nullptr;
};

class TraceLauncher {
public:
    // Throws UsageError with one sentence when the program cannot be traced: not found, not
    // executable, statically linked ("… is statically linked: LD_PRELOAD cannot see its calls"),
    // setuid/setgid, or the trace library is missing; or when keepDir is not usable.
    explicit TraceLauncher(LaunchSpec spec);
    ~TraceLauncher(); // removes a private trace directory (never a keepDir)
    TraceLauncher(const TraceLauncher&) = delete;
    TraceLauncher& operator=(const TraceLauncher&) = delete;

    // Starts the program in its own process group and waits for it, calling onLive about every
    // pollMs with the live counters. When cancel becomes true, the process group gets SIGTERM, then
    // SIGKILL after a grace period; the wait returns once the top program is gone. Returns the
    // top program's wait status (as waitpid's).
    int run(
        const std::atomic<bool>& cancel, const std::function<void(const LiveCounters&)>& onLive = {}, int pollMs = 200);

    const std::string& traceDir() const noexcept { return m_dir; }
    int pid() const noexcept { return m_pid; }
    std::uint64_t wallNs() const noexcept { return m_wallNs; }

    // The program as found in $PATH (absolute), and the library preloaded into it.
    const std::string& program() const noexcept { return m_program; }
    const std::string& library() const noexcept { return m_library; }
    bool cancelled() const noexcept { return m_cancelled; } // run() saw the cancel flag

    // The path of libiolens-trace.so this build uses: $IOLENS_TRACE_LIB, else next to the
    // executable (../lib/iolens/), else the build tree's. Empty when none exists.
    static std::string libraryPath();

private:
    LaunchSpec m_spec;
    std::string m_program; // resolved absolute path
    std::string m_dir;
    bool m_ownsDir = false;
    int m_pid = -1;
    std::uint64_t m_wallNs = 0;
    std::string m_library;
    bool m_cancelled = false;
};

} // namespace iolens::trace
