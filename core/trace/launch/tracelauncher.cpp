// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/launch/tracelauncher.h"

#include "core/errors.h"
#include "core/printable.h"
#include "core/trace/format/iolt.h"
#include "core/trace/launch/childenvironment.h"
#include "core/trace/launch/elfcheck.h"
#include "core/trace/launch/programpath.h"
#include "core/trace/launch/programsignals.h"
#include "core/trace/launch/sharedsignal.h"
#include "core/trace/launch/terminal.h"
#include "core/trace/launch/tracedir.h"
#include "core/trace/launch/zombiecounts.h"
#include "core/trace/livecounters.h"
#include "core/trace/ptrace/callcost.h"
#include "core/trace/ptrace/monotonic.h"
#include "core/trace/ptrace/ptracetracer.h"
#include "core/trace/ptrace/tracernote.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <climits>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <mutex>
#include <stdexcept>
#include <thread>

#include <fcntl.h>
#include <linux/close_range.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef IOLENS_TRACE_BUILD_LIB
#define IOLENS_TRACE_BUILD_LIB ""
#endif

namespace iolens::trace {

namespace {

constexpr std::uint64_t kKillGraceNs = 1'000'000'000; // SIGTERM, then SIGKILL this much later
constexpr int kCheckMs = 50; // how often the cancel and forward flags are looked at

// What both waits do between looks at the program (the preload's wait loop and ptrace's watcher
// thread): a signal sent to iolens passed on, Cancel (SIGTERM, then SIGKILL after the grace), the
// live counters every pollMs.
struct ProgramWatch {
    pid_t pid = 0;
    bool ownGroup = false;
    const std::string& dir;
    std::atomic<int>* forwardSignal = nullptr;
    std::uint64_t start = 0;
    int pollMs = 0;
    bool killed = false;
    std::uint64_t killAt = 0;
    std::uint64_t nextLive = start + std::uint64_t(pollMs) * 1'000'000u;
    SharedSignal shared { dir };

    void step(std::uint64_t now, bool& cancelled, const std::atomic<bool>& cancel,
        const std::function<void(const LiveCounters&)>& onLive)
    {
        if (forwardSignal) {
            if (const int value = forwardSignal->exchange(0); value > 0)
                passOn(value & ~SharedSignal::kFromKill, (value & SharedSignal::kFromKill) != 0, now);
        }
        if (!cancelled && cancel.load(std::memory_order_relaxed)) {
            cancelled = true;
            signalProgram(pid, ownGroup, dir, SIGTERM);
            signalProgram(pid, ownGroup, dir, SIGCONT); // a stopped program must run to see SIGTERM
            killAt = now + kKillGraceNs;
        }
        if (cancelled && !killed && now >= killAt) {
            signalProgram(pid, ownGroup, dir, SIGKILL);
            killed = true;
        }
        if (onLive && now >= nextLive) {
            LiveCounters live;
            try {
                live = readLiveCounters(dir);
            } catch (const std::exception&) {
                // A file being created as we look: the next poll sees it whole.
            }
            if (live.elapsedNs == 0)
                live.elapsedNs = now - start;
            onLive(live);
            nextLive = now + std::uint64_t(pollMs) * 1'000'000u;
        }
    }

    // A signal from kill() may have been sent to the whole process group, the program's too: it
    // goes only where it did not arrive by itself (sharedsignal.h).
    void passOn(int sig, bool fromKill, std::uint64_t now) noexcept
    {
        if (fromKill && !ownGroup) {
            try {
                shared.passOn(pid, sig, now);
                return;
            } catch (...) {
                // No memory to look: passed on as to any other signal.
            }
        }
        signalProgram(pid, ownGroup, dir, sig);
    }
};

bool isFile(const std::string& path)
{
    struct stat st { };
    return !path.empty() && ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

std::string executableDir()
{
    char buffer[PATH_MAX];
    const ssize_t n = ::readlink("/proc/self/exe", buffer, sizeof buffer - 1);
    if (n <= 0)
        return {};
    std::string path(buffer, std::size_t(n));
    const std::size_t slash = path.rfind('/');
    return slash == std::string::npos ? std::string() : path.substr(0, slash);
}

std::string canonical(const std::string& path)
{
    char buffer[PATH_MAX];
    return ::realpath(path.c_str(), buffer) ? std::string(buffer) : path;
}

// A pidfd becomes readable the moment the process ends, so the wall time is not rounded up to a
// polling interval (Linux ≥ 5.3; without it the loop sleeps in short steps instead).
int openPidfd(pid_t pid)
{
#ifdef SYS_pidfd_open
    const long fd = ::syscall(SYS_pidfd_open, pid, 0);
    if (fd >= 0) {
        ::fcntl(int(fd), F_SETFD, FD_CLOEXEC);
        return int(fd);
    }
#endif
    static_cast<void>(pid);
    return -1;
}

void waitUpTo(int pidfd, int ms)
{
    if (ms <= 0)
        return;
    if (pidfd >= 0) {
        pollfd p { pidfd, POLLIN, 0 };
        ::poll(&p, 1, ms); // EINTR (a signal for iolens) just ends the wait early
        return;
    }
    const int step = std::min(ms, 5);
    timespec ts { step / 1000, long(step % 1000) * 1'000'000L };
    ::nanosleep(&ts, nullptr);
}

// Marks every descriptor from `first` up close-on-exec. Async-signal-safe.
void closeFromOnExec(int first)
{
#if defined(SYS_close_range) && defined(CLOSE_RANGE_CLOEXEC)
    if (::syscall(SYS_close_range, unsigned(first), ~0u, unsigned(CLOSE_RANGE_CLOEXEC)) == 0)
        return;
#endif
    const long max = ::sysconf(_SC_OPEN_MAX);
    for (int fd = first; fd < (max > 0 && max < 65536 ? int(max) : 65536); ++fd)
        ::fcntl(fd, F_SETFD, FD_CLOEXEC);
}

// The program, in iolens' process group, stopped for job control (Ctrl+Z reaches both, but a
// SIGTSTP sent to the program alone does not): iolens stops too, so that the shell sees the job
// stop; the shell's SIGCONT to the group continues both.
void stopWithProgram(int stopSignal) noexcept
{
    if (stopSignal == SIGTSTP || stopSignal == SIGTTIN || stopSignal == SIGTTOU)
        ::kill(::getpid(), SIGSTOP);
}

struct ChildFailure {
    int stage = 0; // 1 chdir, 2 exec, 3 the seccomp filter, 4 the tracer could not seize it
    int error = 0;
};

// In ptrace mode the child waits on `syncFd` until its tracer has seized it (a traced call made
// unseized would fail with ENOSYS), then installs the filter last before exec.
struct PtraceChild {
    int syncFd = -1;
    const ptrace::IoSeccompFilter* filter = nullptr;
};

// Between fork and exec only async-signal-safe calls: the window forks from a process with
// threads. Everything it needs was prepared before the fork.
[[noreturn]] void childMain(const char* program, char* const* argv, char* const* envp, const char* workingDir,
    int stdinFd, bool ownGroup, int tty, int errorFd, const sigset_t& childMask, PtraceChild traced)
{
    // iolens' own handlers (the CLI's forwarding, Qt's) must not run in the child: a Ctrl+C that
    // arrived between fork and exec would be swallowed by a copy of iolens' handler, and the
    // program would never see it. Signals stay blocked (the parent blocked them all around fork)
    // until every caught one is back to its default; ignored ones stay ignored, as exec keeps them.
    for (int sig = 1; sig < NSIG; ++sig) {
        struct sigaction old { };
        if (sig == SIGKILL || sig == SIGSTOP || ::sigaction(sig, nullptr, &old) != 0)
            continue;
        if (old.sa_handler != SIG_IGN && old.sa_handler != SIG_DFL) {
            struct sigaction dfl { };
            dfl.sa_handler = SIG_DFL;
            sigemptyset(&dfl.sa_mask);
            ::sigaction(sig, &dfl, nullptr);
        }
    }
    ::sigprocmask(SIG_SETMASK, &childMask, nullptr);
    if (ownGroup)
        ::setpgid(0, 0);
    if (tty >= 0)
        giveTerminal(tty, ::getpid());
    if (stdinFd >= 0) {
        // The window's stdout and stderr (a log file it was started with, say) are not the
        // program's: it wrote there, and the Trace page listed iolens' own log as a file it used.
        ::dup2(stdinFd, STDIN_FILENO);
        ::dup2(stdinFd, STDOUT_FILENO);
        ::dup2(stdinFd, STDERR_FILENO);
        // The window's own descriptors (display connection, session files) must not leak into
        // the user's program: everything above stderr closes at exec. (The CLI passes its fds on,
        // as a shell does: `iolens-cli trace -- prog 3>log` gives prog its fd 3.)
        closeFromOnExec(3);
    }
    ChildFailure failure;
    char seized = 0;
    if (traced.filter && ::read(traced.syncFd, &seized, 1) != 1) {
        failure = { 4, 0 };
    } else if (workingDir && ::chdir(workingDir) != 0) {
        failure = { 1, errno };
    } else if (const int error = traced.filter ? traced.filter->install() : 0; error != 0) {
        failure = { 3, error };
    } else {
        ::execve(program, argv, envp); // checkTraceable refused files the kernel cannot run itself
        failure = { 2, errno };
    }
    [[maybe_unused]] const ssize_t written = ::write(errorFd, &failure, sizeof failure);
    ::_exit(127);
}

class CStrings {
public:
    explicit CStrings(const std::vector<std::string>& strings)
    {
        for (const std::string& s : strings)
            m_pointers.push_back(const_cast<char*>(s.c_str()));
        m_pointers.push_back(nullptr);
    }
    char* const* get() const { return m_pointers.data(); }

private:
    std::vector<char*> m_pointers;
};

} // namespace

std::string TraceLauncher::libraryPath()
{
    if (const char* env = std::getenv(IOLT_ENV_LIB); env && *env)
        return isFile(env) ? canonical(env) : std::string();
    if (const std::string dir = executableDir(); !dir.empty()) {
        const std::string installed = dir + "/../lib/iolens/libiolens-trace.so";
        if (isFile(installed))
            return canonical(installed);
    }
    if (isFile(IOLENS_TRACE_BUILD_LIB))
        return canonical(IOLENS_TRACE_BUILD_LIB);
    return {};
}

TraceLauncher::TraceLauncher(LaunchSpec spec)
    : m_spec(std::move(spec))
{
    if (m_spec.argv.empty() || m_spec.argv.front().empty())
        throw UsageError("Name the program to trace.");
    if (!m_spec.workingDir.empty()) {
        struct stat st { };
        if (::stat(m_spec.workingDir.c_str(), &st) != 0)
            throw UsageError("The working directory " + inQuotes(m_spec.workingDir) + " does not exist.");
        if (!S_ISDIR(st.st_mode))
            throw UsageError("The working directory " + inQuotes(m_spec.workingDir) + " is not a directory.");
    }

    m_program = resolveProgram(m_spec.argv.front(), m_spec.workingDir);
    if (m_spec.mode == TraceMode::Ptrace) {
        m_mode = TraceMode::Ptrace;
        m_modeReason = kReasonAskedFor;
    } else if (m_spec.mode == TraceMode::Auto && isStaticProgram(m_program)) {
        m_mode = TraceMode::Ptrace;
        m_modeReason = kReasonStaticProgram;
    }
    if (m_mode == TraceMode::Ptrace) {
#ifndef __x86_64__
        throw UsageError("Tracing through ptrace works on x86-64 only: " + inQuotes(m_spec.argv.front())
            + " cannot be traced here.");
#endif
        checkPtraceable(m_program, m_spec.argv.front());
    }

    m_library = m_mode == TraceMode::Ptrace ? std::string() : libraryPath();
    if (m_mode == TraceMode::Ptrace) {
        // No library: the tracer sees the calls from outside.
    } else if (m_library.empty()) {
        if (const char* env = std::getenv(IOLT_ENV_LIB); env && *env)
            throw UsageError("$" IOLT_ENV_LIB " names " + inQuotes(env) + ", which is not a file.");
        throw UsageError("The trace library libiolens-trace.so was not found next to iolens (" + executableDir()
            + "/../lib/iolens/): set $" IOLT_ENV_LIB " to its path.");
    }
    // LD_PRELOAD splits its list at spaces and colons; a path with one cannot be named in it.
    if (m_mode == TraceMode::Preload && m_library.find_first_of(" :") != std::string::npos)
        throw UsageError("The trace library's path " + inQuotes(m_library)
            + " contains a space or a colon, which LD_PRELOAD cannot carry.");

    m_ownGroup = !m_spec.passStdio;
    if (m_mode == TraceMode::Preload)
        checkPreloadable(m_program, m_spec.argv.front(), m_library);

    // Last, so that a refusal above leaves no directory behind.
    if (!m_spec.keepDir.empty()) {
        m_dir = prepareKeepDir(m_spec.keepDir);
    } else {
        m_dir = makePrivateTraceDir();
        m_ownsDir = true;
    }
}

TraceLauncher::TraceLauncher(LaunchSpec spec, const Handover& handover)
    : m_spec(std::move(spec))
    , m_program(handover.program)
    , m_dir(handover.dir)
    , m_ownsDir(handover.ownsDir)
    , m_pid(handover.pid)
    , m_startNs(handover.startNs)
    , m_library(handover.library)
{
    // Only a child of this process can be waited for; anything else is no hand-over of ours.
    siginfo_t info {};
    if (m_pid <= 0 || ::waitid(P_PID, id_t(m_pid), &info, WEXITED | WSTOPPED | WNOHANG | WNOWAIT) != 0) {
        m_pid = -1;
        m_ownsDir = false;
        throw UsageError("$" + std::string(kHandoverEnv) + " names process " + std::to_string(handover.pid)
            + ", which is not a child of this iolens-cli.");
    }
    m_adopted = true;
    // The front made the same choice from the same spec; a program that has made itself a group
    // leader since is signalled as one.
    m_ownGroup = ::getpgid(m_pid) == m_pid && m_pid != ::getpgrp();
    if (m_ownsDir)
        adoptTraceDir(m_dir, handover.lockFd);
    m_terminal
        = std::make_unique<ForegroundTerminal>(handover.terminalFd, handover.terminalOwned, handover.terminalGiven);
}

TraceLauncher::~TraceLauncher()
{
    if (m_pid > 0 && !m_waited) {
        signalProgram(m_pid, m_ownGroup, m_dir, SIGKILL);
        int ignored = 0;
        while (::waitpid(m_pid, &ignored, 0) < 0 && errno == EINTR) { }
    }
    m_terminal.reset(); // takes the terminal back
    if (m_ownsDir)
        removeTraceDir(m_dir);
}

Handover TraceLauncher::handOver()
{
    if (m_pid <= 0 || m_waited || m_tracer)
        throw std::logic_error(
            "TraceLauncher::handOver() needs a started program that is not being waited for, traced by the preload.");
    Handover h;
    h.pid = m_pid;
    h.startNs = m_startNs;
    h.program = m_program;
    h.library = m_library;
    h.dir = m_dir;
    h.ownsDir = m_ownsDir;
    h.lockFd = m_ownsDir ? handOverTraceDir(m_dir) : -1;
    if (m_terminal) {
        h.terminalFd = m_terminal->fd();
        h.terminalOwned = m_terminal->owned();
        h.terminalGiven = m_terminal->given();
        m_terminal->release();
    }
    m_ownsDir = false;
    m_waited = true;
    return h;
}

int TraceLauncher::run(
    const std::atomic<bool>& cancel, const std::function<void(const LiveCounters&)>& onLive, int pollMs)
{
    if (m_pid != -1)
        throw std::logic_error("TraceLauncher::run() may be called once.");
    start();
    return wait(cancel, onLive, pollMs);
}

void TraceLauncher::start()
{
    if (m_pid != -1)
        throw std::logic_error("TraceLauncher::start() may be called once.");

    const bool traced = m_mode == TraceMode::Ptrace;
    const std::vector<std::string> environment
        = traced ? ptraceChildEnvironment() : childEnvironment(m_dir, m_library, m_spec.eventsPerThread);
    int syncPipe[2] = { -1, -1 };
    if (traced) {
        m_tracer = std::make_unique<ptrace::PtraceTracer>(
            m_dir, m_spec.eventsPerThread > 0 ? m_spec.eventsPerThread : IOLT_DEFAULT_MAX_EVENTS);
        if (::pipe2(syncPipe, O_CLOEXEC) != 0)
            throw IoError("pipe2", m_program, errno);
    }
    const CStrings argv(m_spec.argv), envp(environment);

    // In a group of its own, the program gets the terminal when iolens has it, so that it can read
    // from it and Ctrl+C and Ctrl+Z go to its group. In the caller's group (the CLI) the terminal
    // is already its group's, as it would be without iolens.
    m_terminal = std::make_unique<ForegroundTerminal>(m_spec.passStdio && m_ownGroup);
    ForegroundTerminal& terminal = *m_terminal;

    int errorPipe[2];
    if (::pipe2(errorPipe, O_CLOEXEC) != 0) {
        const int error = errno;
        ::close(syncPipe[0]);
        ::close(syncPipe[1]);
        throw IoError("pipe2", m_program, error);
    }
    int devNull = -1;
    if (!m_spec.passStdio && (devNull = ::open("/dev/null", O_RDWR | O_CLOEXEC)) < 0) {
        const int error = errno;
        ::close(errorPipe[0]);
        ::close(errorPipe[1]);
        throw IoError("open", "/dev/null", error);
    }
    const char* workingDir = m_spec.workingDir.empty() ? nullptr : m_spec.workingDir.c_str();

    // The program starts with an empty signal mask, whatever the calling thread blocks (the
    // window's worker threads may block some).
    sigset_t all, callerMask, childMask;
    sigfillset(&all);
    sigemptyset(&childMask);
    ::pthread_sigmask(SIG_SETMASK, &all, &callerMask);
    m_startNs = ptrace::monotonicNs();
    const pid_t pid = ::fork();
    if (pid == 0)
        childMain(m_program.c_str(), argv.get(), envp.get(), workingDir, devNull, m_ownGroup,
            terminal.owned() ? terminal.fd() : -1, errorPipe[1], childMask,
            PtraceChild { syncPipe[0], traced ? &m_tracer->filter() : nullptr });
    const int forkError = errno;
    ::pthread_sigmask(SIG_SETMASK, &callerMask, nullptr); // a signal that came meanwhile is handled now
    ::close(errorPipe[1]);
    if (devNull >= 0)
        ::close(devNull);
    if (traced)
        ::close(syncPipe[0]);
    if (pid < 0) {
        ::close(errorPipe[0]);
        if (traced)
            ::close(syncPipe[1]);
        throw IoError("fork", m_program, forkError);
    }
    // Seized before it may go on; then followed to its exec (or its end, when the exec failed: its
    // report of why is a traced write, which must be let through before it can be read).
    int seizeError = 0;
    bool reaped = false;
    if (traced) {
        seizeError = m_tracer->seize(pid);
        if (seizeError == 0) {
            const char go = 1;
            [[maybe_unused]] const ssize_t n = ::write(syncPipe[1], &go, 1);
        }
        ::close(syncPipe[1]); // unseized, the child reads the end of the pipe and gives up
        reaped = seizeError == 0 && !m_tracer->runUntilExec();
    }
    m_pid = pid;
    // Also here, so that kill(-pid) and tcsetpgrp work whichever of parent and child runs first.
    if (m_ownGroup)
        ::setpgid(pid, pid);
    if (terminal.owned())
        terminal.giveTo(pid);

    ChildFailure failure;
    ssize_t got;
    while ((got = ::read(errorPipe[0], &failure, sizeof failure)) < 0 && errno == EINTR) { }
    ::close(errorPipe[0]);
    if (got == ssize_t(sizeof failure)) {
        int ignored = 0;
        while (!reaped && ::waitpid(pid, &ignored, 0) < 0 && errno == EINTR) { }
        m_waited = true;
        terminal.takeBack();
        if (failure.stage == 4)
            throw UsageError("Could not trace " + inQuotes(m_spec.argv.front())
                + " through ptrace: " + std::strerror(seizeError) + ".");
        if (failure.stage == 3)
            throw UsageError("Could not trace " + inQuotes(m_spec.argv.front())
                + ": the kernel refused its seccomp filter (" + std::strerror(failure.error) + ").");
        if (failure.stage == 1)
            throw UsageError("Could not enter the working directory " + inQuotes(m_spec.workingDir) + ": "
                + std::strerror(failure.error) + ".");
        throw UsageError(
            "Could not start " + inQuotes(m_spec.argv.front()) + ": " + std::strerror(failure.error) + ".");
    }
}

int TraceLauncher::wait(
    const std::atomic<bool>& cancel, const std::function<void(const LiveCounters&)>& onLive, int pollMs)
{
    if (m_pid <= 0 || m_waited || !m_terminal)
        throw std::logic_error("TraceLauncher::wait() needs a started program and may be called once.");
    m_waited = true;
    pollMs = std::max(pollMs, 10);
    if (m_tracer)
        return waitTraced(cancel, onLive, pollMs);
    const pid_t pid = m_pid;
    const std::uint64_t start = m_startNs;
    ForegroundTerminal& terminal = *m_terminal;
    // A handed-over program may have ended while the full CLI was loading: its end was not seen,
    // so the wall time is not known here (the loader then takes it from the trace).
    bool endedUnseen = false;
    if (m_adopted) {
        siginfo_t info {};
        endedUnseen = ::waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid;
    }

    const int pidfd = openPidfd(pid);
    ProgramWatch watch { pid, m_ownGroup, m_dir, m_spec.forwardSignal, start, pollMs };
    int status = 0;
    const auto cleanup = [&] {
        if (pidfd >= 0)
            ::close(pidfd);
        terminal.takeBack();
    };
    try {
        while (true) {
            // A program that ended is seen as a zombie first: its kernel counts are read before the
            // reap takes its /proc directory (zombiecounts.h), for its record when a signal ended it
            // or its last image could not record itself.
            const std::optional<ZombieCounts> ended = endedChildCounts(P_PID, id_t(pid));
            const pid_t r = ::waitpid(pid, &status, WNOHANG | WUNTRACED);
            if (r == pid && ended && (WIFEXITED(status) || WIFSIGNALED(status))) {
                finishBegunRecord(m_dir, *ended, status);
                tellEndedRecord(m_dir, *ended, status);
            }
            if (r == pid && WIFSTOPPED(status)) {
                // Ctrl+Z (or SIGTTIN): stop iolens too, so the shell sees the job stop; on `fg`,
                // hand the terminal back and let the program go on.
                if (m_spec.passStdio && m_ownGroup)
                    terminal.suspendWith(pid, WSTOPSIG(status));
                else if (m_spec.passStdio)
                    stopWithProgram(WSTOPSIG(status));
                continue;
            }
            if (r == pid)
                break;
            if (r < 0 && errno != EINTR)
                throw IoError("waitpid", m_program, errno);
            const std::uint64_t now = ptrace::monotonicNs();
            watch.step(now, m_cancelled, cancel, onLive);
            // nextLive only with live counters to show: without them it is never moved on, and
            // once past it would wake this loop every millisecond (the CLI's case).
            std::uint64_t wakeAt = now + std::uint64_t(kCheckMs) * 1'000'000u;
            if (onLive)
                wakeAt = std::min(wakeAt, watch.nextLive);
            if (m_cancelled && !watch.killed)
                wakeAt = std::min(wakeAt, watch.killAt);
            waitUpTo(pidfd, int((wakeAt > now ? wakeAt - now : 0) / 1'000'000u) + 1);
        }
        m_wallNs = endedUnseen ? 0 : ptrace::monotonicNs() - start;
        // On cancel the rest of the group (children the program started) goes too.
        if (m_cancelled) {
            signalProgram(pid, m_ownGroup, m_dir, SIGTERM);
            while (!watch.killed && programAlive(pid, m_ownGroup, m_dir) && ptrace::monotonicNs() < watch.killAt)
                waitUpTo(-1, 20);
            signalProgram(pid, m_ownGroup, m_dir, SIGKILL);
        }
    } catch (...) {
        // Not left running unwatched: the caller is about to remove its trace directory.
        signalProgram(pid, m_ownGroup, m_dir, SIGKILL);
        while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) { }
        cleanup();
        throw;
    }
    cleanup();
    return status;
}

// The ptrace mode's wait: this thread is the tracer (it seized the program) and follows it to the
// end of its last process; a helper thread does what the preload's wait loop does between its
// polls (signals passed on, cancel, live counters).
int TraceLauncher::waitTraced(
    const std::atomic<bool>& cancel, const std::function<void(const LiveCounters&)>& onLive, int pollMs)
{
    const pid_t pid = m_pid;
    const std::uint64_t start = m_startNs;
    std::mutex mutex;
    std::condition_variable wake;
    bool done = false;
    std::thread watcher([&] {
        ProgramWatch watch { pid, m_ownGroup, m_dir, m_spec.forwardSignal, start, pollMs };
        std::unique_lock lock(mutex);
        while (!done) {
            watch.step(ptrace::monotonicNs(), m_cancelled, cancel, onLive);
            wake.wait_for(lock, std::chrono::milliseconds(kCheckMs), [&] { return done; });
        }
    });
    const auto stopWatcher = [&] {
        {
            const std::lock_guard lock(mutex);
            done = true;
        }
        wake.notify_all();
        watcher.join();
    };
    int status = 0;
    try {
        status = m_tracer->runToEnd();
    } catch (...) {
        signalProgram(pid, m_ownGroup, m_dir, SIGKILL);
        stopWatcher();
        m_terminal->takeBack();
        throw;
    }
    stopWatcher();
    m_wallNs = ptrace::monotonicNs() - start;
    m_terminal->takeBack();
    // Measured after the program, so that it does not run beside it: what one recorded call cost
    // on this machine now (ptrace/callcost.h), said with the trace.
    TracerNote note;
    note.mode = "ptrace";
    note.reason = m_modeReason;
    note.callCostNs = ptrace::measureCallCost();
    writeTracerNote(m_dir, note);
    return status;
}

} // namespace iolens::trace
