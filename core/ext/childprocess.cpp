// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ext/childprocess.h"

#include "core/clock.h"
#include "core/errors.h"
#include "core/sysio.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace iolens {

namespace {

constexpr std::size_t kErrTailBytes = 64u << 10;
// How long one wait for output lasts at most: it bounds how late a cancel or a timeout is noticed.
constexpr int kPollMs = 5;
// How often the child's VmHWM is read while it runs (see peakRssBytes).
constexpr std::uint64_t kRssSampleNs = 5'000'000;

bool isExecutableFile(const std::string& path)
{
    struct stat st { };
    return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && ::access(path.c_str(), X_OK) == 0;
}

// A pidfd turns "the child exited" into a readable descriptor poll() can wait on next to the pipes,
// so the exit is seen at once instead of at the next polling tick (which would inflate the wall).
int openPidfd(pid_t pid)
{
#ifdef SYS_pidfd_open
    return static_cast<int>(::syscall(SYS_pidfd_open, pid, 0));
#else
    (void)pid;
    return -1;
#endif
}

// VmHWM of a running process, 0 when it is gone (a zombie has no memory left to report).
std::uint64_t peakRssOf(pid_t pid)
{
    const std::string path = "/proc/" + std::to_string(pid) + "/status";
    const sys::UniqueFd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
    if (!fd)
        return 0;
    char buffer[4096];
    const ssize_t n = ::read(fd.get(), buffer, sizeof buffer - 1);
    if (n <= 0)
        return 0;
    buffer[n] = '\0';
    const char* line = std::strstr(buffer, "VmHWM:");
    return line ? std::strtoull(line + 6, nullptr, 10) * 1024u : 0;
}

enum class Drain { More, Empty, Eof };

// Reads what one read() gives; keeps at most `cap` bytes (the head, or the tail when keepTail).
Drain drainOnce(int fd, std::string& sink, std::size_t cap, bool keepTail, bool& truncated)
{
    char buffer[65536];
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n < 0)
        return (errno == EINTR || errno == EAGAIN) ? (errno == EINTR ? Drain::More : Drain::Empty) : Drain::Eof;
    if (n == 0)
        return Drain::Eof;
    const auto got = static_cast<std::size_t>(n);
    if (keepTail) {
        sink.append(buffer, got);
        if (sink.size() > cap)
            sink.erase(0, sink.size() - cap);
    } else if (sink.size() < cap) {
        const std::size_t room = cap - sink.size();
        sink.append(buffer, got < room ? got : room);
        truncated = truncated || got > room;
    } else {
        truncated = true;
    }
    return Drain::More;
}

// Kills and reaps the child when runChild leaves by an exception: no zombie, no orphan left running.
class ChildGuard {
public:
    explicit ChildGuard(pid_t pid)
        : m_pid(pid)
    { }
    ~ChildGuard()
    {
        if (m_pid > 0) {
            killGroup();
            reap(nullptr, nullptr);
        }
    }
    ChildGuard(const ChildGuard&) = delete;
    ChildGuard& operator=(const ChildGuard&) = delete;

    void killGroup() const
    {
        ::kill(-m_pid, SIGKILL);
        ::kill(m_pid, SIGKILL); // in case it never got to lead its group
    }
    // Blocking wait4; afterwards the guard has nothing left to do.
    void reap(int* status, rusage* usage)
    {
        int s = 0;
        rusage ru {};
        while (::wait4(m_pid, &s, 0, &ru) < 0 && errno == EINTR) { }
        if (status)
            *status = s;
        if (usage)
            *usage = ru;
        m_pid = -1;
    }
    // Non-blocking wait4: true once the child is reaped.
    bool tryReap(int& status, rusage& usage)
    {
        if (::wait4(m_pid, &status, WNOHANG, &usage) == m_pid) {
            m_pid = -1;
            return true;
        }
        return false;
    }

private:
    pid_t m_pid;
};

} // namespace

std::optional<std::string> findProgram(const std::string& name)
{
    if (name.empty())
        return std::nullopt;
    if (name.find('/') != std::string::npos)
        return isExecutableFile(name) ? std::optional<std::string>(name) : std::nullopt;
    const char* pathEnv = std::getenv("PATH");
    const std::string path = pathEnv ? pathEnv : "/usr/local/bin:/usr/bin:/bin";
    std::size_t begin = 0;
    while (begin <= path.size()) {
        auto end = path.find(':', begin);
        if (end == std::string::npos)
            end = path.size();
        const std::string dir = end > begin ? path.substr(begin, end - begin) : std::string(".");
        const std::string candidate = dir + "/" + name;
        if (isExecutableFile(candidate))
            return candidate;
        begin = end + 1;
    }
    return std::nullopt;
}

std::string ChildOutcome::lastErrLine() const
{
    auto end = errTail.find_last_not_of(" \t\r\n");
    if (end == std::string::npos)
        return {};
    const auto begin = errTail.rfind('\n', end);
    return errTail.substr(
        begin == std::string::npos ? 0 : begin + 1, end - (begin == std::string::npos ? 0 : begin + 1) + 1);
}

ChildOutcome runChild(const ChildRequest& request)
{
    if (request.args.empty())
        throw UsageError("an external strategy needs a command");
    const std::optional<std::string> program = findProgram(request.args[0]);
    if (!program)
        throw UnsupportedError("'" + request.args[0] + "' not found");

    // Everything the child touches between fork and execve is prepared here: after fork only
    // async-signal-safe calls are allowed (we may have other threads).
    std::vector<char*> argv;
    for (const std::string& a : request.args)
        argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    auto [outRead, outWrite] = sys::pipe();
    auto [errRead, errWrite] = sys::pipe();
    auto [execRead, execWrite] = sys::pipe(); // carries execve's errno; closed by a successful exec
    sys::UniqueFd devNull = sys::open("/dev/null", O_RDONLY);
    // O_EXCL as every destination iolens creates: a planted link cannot redirect the output.
    sys::UniqueFd stdoutFile = request.stdoutPath.empty() ? sys::UniqueFd() : sys::createNew(request.stdoutPath);

    ChildOutcome outcome;
    // wait4's ru_maxrss is the larger of the child's own peak and the memory it was forked with (exec
    // keeps the old image's high-water mark), which is iolens' RSS. It is used only when it exceeds
    // that; else the peak is sampled from /proc/PID/status while the child runs (a lower bound).
    const std::uint64_t parentRss = MemoryUsage::currentRssBytes();
    std::uint64_t sampledPeak = 0, lastSample = 0;
    const std::uint64_t started = Clock::monotonicNs();
    const pid_t pid = ::fork();
    if (pid < 0)
        throw IoError("fork", request.args[0], errno);
    if (pid == 0) {
        ::setpgid(0, 0);
        sigset_t none;
        ::sigemptyset(&none);
        ::sigprocmask(SIG_SETMASK, &none, nullptr);
        ::signal(SIGPIPE, SIG_DFL);
        ::dup2(devNull.get(), STDIN_FILENO);
        ::dup2(stdoutFile ? stdoutFile.get() : outWrite.get(), STDOUT_FILENO);
        ::dup2(errWrite.get(), STDERR_FILENO);
        ::execve(program->c_str(), argv.data(), environ);
        const int error = errno;
        [[maybe_unused]] const auto written = ::write(execWrite.get(), &error, sizeof error);
        ::_exit(127);
    }
    ChildGuard child(pid);
    ::setpgid(pid, pid); // also from here, so that a kill right away reaches the group (EACCES after exec is fine)
    outWrite.reset();
    errWrite.reset();
    execWrite.reset();
    devNull.reset();
    stdoutFile.reset();

    int execError = 0;
    ssize_t n = 0;
    do
        n = ::read(execRead.get(), &execError, sizeof execError);
    while (n < 0 && errno == EINTR);
    if (n == static_cast<ssize_t>(sizeof execError))
        throw IoError("execve", *program, execError);

    sys::changeStatusFlags(outRead.get(), O_NONBLOCK, 0, "the child's standard output");
    sys::changeStatusFlags(errRead.get(), O_NONBLOCK, 0, "the child's standard error");
    const sys::UniqueFd pidfd(openPidfd(pid));
    const std::uint64_t deadline = started + static_cast<std::uint64_t>(request.timeoutS) * 1'000'000'000u;
    bool outOpen = true, errOpen = true, errTruncated = false;
    int status = 0;
    rusage usage {};
    for (;;) {
        pollfd fds[3] {};
        int count = 0;
        if (outOpen)
            fds[count++] = pollfd { outRead.get(), POLLIN, 0 };
        if (errOpen)
            fds[count++] = pollfd { errRead.get(), POLLIN, 0 };
        if (pidfd)
            fds[count++] = pollfd { pidfd.get(), POLLIN, 0 };
        // Without a pidfd (kernels before 5.3) the exit is found by asking wait4 every millisecond.
        if (::poll(fds, static_cast<nfds_t>(count), pidfd ? kPollMs : 1) < 0 && errno != EINTR)
            throw IoError("poll", request.args[0], errno);
        for (int i = 0; i < count; ++i) {
            if (!(fds[i].revents & (POLLIN | POLLHUP | POLLERR)) || fds[i].fd == pidfd.get())
                continue;
            const bool isOut = fds[i].fd == outRead.get();
            const Drain d = isOut
                ? drainOnce(fds[i].fd, outcome.out, request.maxStdoutBytes, false, outcome.outTruncated)
                : drainOnce(fds[i].fd, outcome.errTail, kErrTailBytes, true, errTruncated);
            if (d == Drain::Eof)
                (isOut ? outOpen : errOpen) = false;
        }
        if (const std::uint64_t now = Clock::monotonicNs(); now - lastSample >= kRssSampleNs) {
            sampledPeak = std::max(sampledPeak, peakRssOf(pid));
            lastSample = now;
        }
        if (child.tryReap(status, usage))
            break;
        if (request.cancelled && request.cancelled())
            outcome.cancelled = true;
        else if (Clock::monotonicNs() >= deadline)
            outcome.timedOut = true;
        if (outcome.cancelled || outcome.timedOut) {
            child.killGroup();
            child.reap(&status, &usage);
            break;
        }
    }
    outcome.wallNs = Clock::monotonicNs() - started;
    // What the child wrote just before it exited may still sit in the pipes.
    // Bounded: a grandchild that inherited the pipes could keep writing forever.
    for (int i = 0; outOpen && i < 4096; ++i)
        if (drainOnce(outRead.get(), outcome.out, request.maxStdoutBytes, false, outcome.outTruncated) != Drain::More)
            break;
    for (int i = 0; errOpen && i < 4096; ++i)
        if (drainOnce(errRead.get(), outcome.errTail, kErrTailBytes, true, errTruncated) != Drain::More)
            break;

    outcome.usage = ThreadUsage::fromRusage(usage);
    const std::uint64_t maxrss = static_cast<std::uint64_t>(usage.ru_maxrss) * 1024u;
    outcome.peakRssExact = maxrss > parentRss;
    outcome.peakRssBytes = outcome.peakRssExact ? maxrss : sampledPeak;
    if (WIFEXITED(status))
        outcome.exitCode = WEXITSTATUS(status);
    else if (WIFSIGNALED(status))
        outcome.signal = WTERMSIG(status);
    return outcome;
}

} // namespace iolens
