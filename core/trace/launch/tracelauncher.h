// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Starts a program under libiolens-trace.so and waits for it: the one place that knows how a trace
// is set up (private trace directory, environment, process group, signals), shared by
// `iolens-cli trace` and the window's Trace page. No Qt Widgets; blocking calls, so the window runs
// it on a worker thread.

#include "core/trace/launch/handover.h"
#include "core/trace/launch/tracemode.h"
#include "core/trace/trace.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace iolens::trace {

struct LaunchSpec {
    std::vector<std::string> argv; // program (looked up in $PATH like execvp) and its arguments
    std::string workingDir; // empty: the current directory
    std::uint64_t eventsPerThread = 0; // 0: the library's default (IOLT_DEFAULT_MAX_EVENTS)
    std::string keepDir; // non-empty: the trace files are written here (created, must be empty)
                         // and kept; else a private dir under $TMPDIR, removed by ~TraceLauncher
    bool passStdio = true; // the program shares iolens' stdin/stdout/stderr and stays in iolens'
                           // process group (the CLI, like a shell job); the window gives it
                           // /dev/null for stdin, stdout and stderr and starts it in a
                           // process group of its own (programsignals.h)
    // Signals to pass on: a signal handler of the caller stores a signal number here (SIGINT,
    // SIGTERM); run() sends it to the program and what it started (programsignals.h) and sets it
    // back to 0. Null: none. With SharedSignal::kFromKill or'ed in (it came from kill(), perhaps
    // sent to the whole process group, the program's too): only where it did not arrive by itself
    // (sharedsignal.h).
    // (The CLI's Ctrl+C when the program does not own the terminal, or a kill of iolens-cli.)
    std::atomic<int>* forwardSignal = nullptr;
    // How the calls are seen (tracemode.h). Auto takes the preload, and ptrace for a statically
    // linked program. A handed-over program (Handover) was always started with the preload.
    TraceMode mode = TraceMode::Auto;
};

class ForegroundTerminal;
namespace ptrace {
class PtraceTracer;
}

class TraceLauncher {
public:
    // Throws UsageError with one sentence when the program cannot be traced: not found, not
    // executable, statically linked in preload mode ("… is statically linked: LD_PRELOAD cannot
    // see its calls"), setuid/setgid, or the trace library is missing (preload mode); or when
    // keepDir is not usable.
    explicit TraceLauncher(LaunchSpec spec);
    // Takes over a program that another process started and handed over (handover.h): the spec's
    // argv, eventsPerThread and keepDir are what that process used; nothing is checked again.
    TraceLauncher(LaunchSpec spec, const Handover& handover);
    // Removes a private trace directory (never a keepDir). A program started but never waited
    // for or handed over is killed first (with its process group): it must not run on unwatched
    // into a directory that is being removed.
    ~TraceLauncher();
    TraceLauncher(const TraceLauncher&) = delete;
    TraceLauncher& operator=(const TraceLauncher&) = delete;

    // Starts the program (in its own process group unless passStdio) and waits for it, calling onLive about every
    // pollMs with the live counters (in ptrace mode from a helper thread: the calling thread is the tracer). When
    // cancel becomes true, the process group gets SIGTERM, then SIGKILL after a grace period; the wait returns once the
    // top program is gone. Returns the top program's wait status (as waitpid's).
    int run(
        const std::atomic<bool>& cancel, const std::function<void(const LiveCounters&)>& onLive = {}, int pollMs = 200);

    // run() in two steps. start() returns once the program runs (its exec succeeded) and throws
    // UsageError when it could not start; wait() is the rest of run(). Once each; in ptrace mode
    // both on the same thread (the kernel reports the program's stops to the thread that seized it).
    void start();
    int wait(
        const std::atomic<bool>& cancel, const std::function<void(const LiveCounters&)>& onLive = {}, int pollMs = 200);

    // After start(): what another program needs to wait for this one (encodeHandover), made to
    // survive execve (the directory's lock descriptor loses close-on-exec). This launcher then
    // lets go: it neither removes the directory nor takes the terminal back nor kills the program.
    Handover handOver();

    const std::string& traceDir() const noexcept { return m_dir; }
    int pid() const noexcept { return m_pid; }
    // From the fork to the end of the program; 0 when a handed-over program had ended before
    // wait() began, so that its end was not seen (LoadOptions::wallNs then takes it from the trace).
    std::uint64_t wallNs() const noexcept { return m_wallNs; }

    // The program as found in $PATH (absolute), and the library preloaded into it.
    const std::string& program() const noexcept { return m_program; }
    const std::string& library() const noexcept { return m_library; }
    bool cancelled() const noexcept { return m_cancelled; } // run() saw the cancel flag

    // The mode chosen (Preload or Ptrace, never Auto) and, for ptrace, why ("a static program").
    TraceMode mode() const noexcept { return m_mode; }
    const std::string& modeReason() const noexcept { return m_modeReason; }

    // The path of libiolens-trace.so this build uses: $IOLENS_TRACE_LIB, else next to the
    // executable (../lib/iolens/), else the build tree's. Empty when none exists.
    static std::string libraryPath();

private:
    LaunchSpec m_spec;
    std::string m_program; // resolved absolute path
    std::string m_dir;
    bool m_ownsDir = false;
    int m_pid = -1;
    bool m_adopted = false; // started by another process (Handover)
    bool m_waited = false; // wait() has begun (it reaps the program however it ends), or handed over
    std::uint64_t m_startNs = 0;
    std::unique_ptr<ForegroundTerminal> m_terminal; // from start() to the end of wait()
    std::uint64_t m_wallNs = 0;
    std::string m_library;
    bool m_cancelled = false;
    bool m_ownGroup = true; // the program leads a process group of its own (programsignals.h)
    TraceMode m_mode = TraceMode::Preload;
    std::string m_modeReason;
    std::unique_ptr<ptrace::PtraceTracer> m_tracer; // ptrace mode, from start() on

    int waitTraced(const std::atomic<bool>& cancel, const std::function<void(const LiveCounters&)>& onLive, int pollMs);
};

} // namespace iolens::trace
