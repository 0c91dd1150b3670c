// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/attach/attachedprocess.h"

#include "core/errors.h"
#include "core/trace/attach/processlist.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fstream>
#include <sys/ptrace.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace iolens::trace {

namespace {

// Why PTRACE_SEIZE said EPERM, as the user can act on it.
std::string notPermittedReason(pid_t pid)
{
    const long owner = procStatusField(pid, "Uid");
    if (::geteuid() != 0 && owner >= 0 && owner != long(::geteuid()))
        return pidLabel(pid) + " belongs to user " + std::to_string(owner) + ": run iolens as that user, or as root.";
    if (::geteuid() != 0 && yamaPtraceScope() >= 1)
        return "kernel.yama.ptrace_scope is " + std::to_string(yamaPtraceScope())
            + ", which lets a process trace only its own children: run iolens as root, or set it to 0 "
              "(sysctl kernel.yama.ptrace_scope=0).";
    return "the kernel does not permit tracing " + pidLabel(pid)
        + " (a setuid or otherwise protected program): run iolens as root.";
}

using Clock = std::chrono::steady_clock;

// waitpid for the leader with a deadline; false when the deadline passed first.
bool waitForStop(pid_t pid, int& status, Clock::time_point deadline)
{
    auto pause = std::chrono::microseconds(50);
    for (;;) {
        const pid_t got = ::waitpid(pid, &status, __WALL | WNOHANG);
        if (got == pid)
            return true;
        if (got < 0 && errno != EINTR)
            throw UsageError("lost " + pidLabel(pid) + " while attached to it: " + std::strerror(errno) + ".");
        if (Clock::now() >= deadline)
            return false;
        std::this_thread::sleep_for(pause);
        pause = std::min(pause * 2, std::chrono::microseconds(2000));
    }
}

bool isInterruptStop(int status)
{
    return WIFSTOPPED(status) && (status >> 16) == PTRACE_EVENT_STOP;
}

#if defined(__x86_64__)
// Copies bytes into the process at address (its stack), through /proc-free process_vm_writev,
// or word by word with PTRACE_POKEDATA where that is refused.
bool writeInto(pid_t pid, std::uint64_t address, const void* bytes, std::size_t size)
{
    iovec local { const_cast<void*>(bytes), size };
    iovec remote { reinterpret_cast<void*>(address), size };
    if (::process_vm_writev(pid, &local, 1, &remote, 1, 0) == ssize_t(size))
        return true;
    const auto* source = static_cast<const unsigned char*>(bytes);
    for (std::size_t done = 0; done < size; done += sizeof(long)) {
        long word = 0;
        if (size - done < sizeof(long)) {
            errno = 0;
            word = ::ptrace(PTRACE_PEEKDATA, pid, address + done, nullptr);
            if (errno != 0)
                return false;
        }
        std::memcpy(&word, source + done, std::min(sizeof(long), size - done));
        if (::ptrace(PTRACE_POKEDATA, pid, address + done, word) != 0)
            return false;
    }
    return true;
}
#endif

} // namespace

AttachedProcess::AttachedProcess(pid_t pid)
    : m_pid(pid)
{ }

AttachedProcess::AttachedProcess(AttachedProcess&& other) noexcept
    : m_pid(other.m_pid)
    , m_attached(other.m_attached)
#if defined(__x86_64__)
    , m_stopped(other.m_stopped)
#endif
{
    other.m_attached = false;
}

AttachedProcess::~AttachedProcess()
{
    if (m_attached)
        ::ptrace(PTRACE_DETACH, m_pid, nullptr, nullptr);
}

AttachedProcess AttachedProcess::attach(pid_t pid)
{
#if !defined(__x86_64__)
    throw UsageError("attaching to a running process is only supported on x86-64 so far: start " + pidLabel(pid)
        + "'s program under iolens-cli trace instead.");
#else
    if (pid <= 0)
        throw UsageError("--pid " + std::to_string(pid) + " is not a process id: give a positive number.");
    if (pid == ::getpid())
        throw UsageError("--pid " + std::to_string(pid) + " is iolens itself: name another process.");
    if (::kill(pid, 0) != 0 && errno == ESRCH)
        throw UsageError("there is no " + pidLabel(pid) + ".");
    if (const long tracer = procStatusField(pid, "TracerPid"); tracer > 0)
        throw UsageError(pidLabel(pid) + " is already traced by process " + std::to_string(tracer)
            + " (a debugger, strace or another iolens): stop that first.");
    if (::ptrace(PTRACE_SEIZE, pid, nullptr, nullptr) != 0) {
        if (errno == ESRCH)
            throw UsageError("there is no " + pidLabel(pid) + ".");
        if (errno == EPERM)
            throw UsageError("iolens may not attach to " + pidLabel(pid) + ": " + notPermittedReason(pid));
        throw UsageError("cannot attach to " + pidLabel(pid) + ": " + std::strerror(errno) + ".");
    }
    AttachedProcess process(pid);
    process.m_attached = true;
    ::ptrace(PTRACE_INTERRUPT, pid, nullptr, nullptr);
    // Signals already on their way are delivered first; each comes as a signal-delivery stop and is
    // passed on unchanged, until the interrupt's own stop.
    for (;;) {
        int status = 0;
        if (!waitForStop(pid, status, Clock::now() + std::chrono::seconds(10)))
            process.fail(pidLabel(pid) + " did not stop within 10 s of being interrupted");
        if (WIFEXITED(status) || WIFSIGNALED(status)) {
            process.m_attached = false;
            throw UsageError(pidLabel(pid) + " ended while iolens attached to it.");
        }
        if (isInterruptStop(status))
            break;
        ::ptrace(PTRACE_CONT, pid, nullptr, reinterpret_cast<void*>(long(WSTOPSIG(status))));
    }
    if (::ptrace(PTRACE_GETREGS, pid, nullptr, &process.m_stopped) != 0)
        process.fail("cannot read the registers of " + pidLabel(pid));
    return process;
#endif
}

void AttachedProcess::fail(const std::string& what)
{
    detach();
    throw UsageError(what + ".");
}

std::uint64_t AttachedProcess::call(std::uint64_t address, std::initializer_list<std::uint64_t> arguments,
    const std::string& stringArgument, std::chrono::milliseconds limit)
{
#if !defined(__x86_64__)
    (void)address, (void)arguments, (void)stringArgument, (void)limit;
    throw UsageError("remote calls are only supported on x86-64.");
#else
    if (!m_attached)
        throw UsageError("iolens is no longer attached to " + pidLabel(m_pid) + ".");
    if (arguments.size() > 6)
        throw UsageError("a remote call takes at most six arguments.");
    // Below the interrupted code's red zone (128 bytes the System V ABI lets a leaf function use
    // without moving %rsp): the string, then the return address 0, so that the function's return
    // faults at address 0, which is how the end of the call is recognised.
    std::uint64_t sp = m_stopped.rsp - 128;
    std::uint64_t stringAddress = 0;
    if (!stringArgument.empty()) {
        sp -= stringArgument.size() + 1;
        stringAddress = sp;
        if (!writeInto(m_pid, sp, stringArgument.c_str(), stringArgument.size() + 1))
            fail("cannot write into the stack of " + pidLabel(m_pid));
    }
    sp = (sp & ~std::uint64_t(15)) - 8; // as after a `call`: %rsp + 8 aligned to 16
    const std::uint64_t returnAddress = 0;
    if (!writeInto(m_pid, sp, &returnAddress, sizeof returnAddress))
        fail("cannot write into the stack of " + pidLabel(m_pid));

    user_regs_struct regs = m_stopped;
    unsigned long long* const argumentRegisters[] = { &regs.rdi, &regs.rsi, &regs.rdx, &regs.rcx, &regs.r8, &regs.r9 };
    std::size_t i = 0;
    for (std::uint64_t argument : arguments)
        *argumentRegisters[i++] = argument == kStringArgument ? stringAddress : argument;
    regs.rip = address;
    regs.rsp = sp;
    regs.rax = 0; // no vector registers used by a variadic callee
    // Not inside a system call any more (no syscall number, and %rax 0 rather than the
    // -ERESTART… code the interrupted call left): otherwise the kernel would "restart" that call at
    // our function's address. The saved registers keep both, so the program's own call restarts
    // when the process goes on (tst_attach's blocked read).
    regs.orig_rax = ~0ull;
    if (::ptrace(PTRACE_SETREGS, m_pid, nullptr, &regs) != 0)
        fail("cannot set the registers of " + pidLabel(m_pid));
    ::ptrace(PTRACE_CONT, m_pid, nullptr, nullptr);

    const Clock::time_point deadline = Clock::now() + limit;
    for (;;) {
        int status = 0;
        if (!waitForStop(m_pid, status, deadline)) {
            ::ptrace(PTRACE_INTERRUPT, m_pid, nullptr, nullptr);
            while (waitForStop(m_pid, status, Clock::now() + std::chrono::seconds(5)) && WIFSTOPPED(status)
                && !isInterruptStop(status))
                ::ptrace(PTRACE_CONT, m_pid, nullptr, reinterpret_cast<void*>(long(WSTOPSIG(status))));
            ::ptrace(PTRACE_SETREGS, m_pid, nullptr, &m_stopped);
            fail("a call in " + pidLabel(m_pid) + " did not return within " + std::to_string(limit.count())
                + " ms (it may wait for a lock its stopped thread holds); " + "the process was put back where it was");
        }
        if (WIFEXITED(status) || WIFSIGNALED(status)) {
            m_attached = false;
            throw UsageError(pidLabel(m_pid) + " ended during a call iolens made in it.");
        }
        if (isInterruptStop(status)) { // a group stop (SIGSTOP from someone): go on with the call
            ::ptrace(PTRACE_CONT, m_pid, nullptr, nullptr);
            continue;
        }
        const int signal = WSTOPSIG(status);
        if (signal == SIGSEGV) {
            user_regs_struct after {};
            ::ptrace(PTRACE_GETREGS, m_pid, nullptr, &after);
            // The SIGSEGV is not delivered: the next resume passes signal 0.
            ::ptrace(PTRACE_SETREGS, m_pid, nullptr, &m_stopped);
            if (after.rip == 0)
                return after.rax;
            fail("a call iolens made in " + pidLabel(m_pid) + " crashed; the process was put back where it was");
        }
        // The program's own signal (a timer, SIGCHLD): delivered to its handler as it would be.
        ::ptrace(PTRACE_CONT, m_pid, nullptr, reinterpret_cast<void*>(long(signal)));
    }
#endif
}

std::string AttachedProcess::readString(std::uint64_t address, std::size_t limit) const
{
    std::string text;
    char chunk[256];
    while (address != 0 && text.size() < limit) {
        iovec local { chunk, sizeof chunk };
        iovec remote { reinterpret_cast<void*>(address), sizeof chunk };
        const ssize_t got = ::process_vm_readv(m_pid, &local, 1, &remote, 1, 0);
        if (got <= 0)
            break;
        const std::size_t length = strnlen(chunk, std::size_t(got));
        text.append(chunk, length);
        if (length < std::size_t(got))
            break;
        address += std::uint64_t(got);
    }
    return text.substr(0, limit);
}

void AttachedProcess::detach()
{
    if (!m_attached)
        return;
    ::ptrace(PTRACE_DETACH, m_pid, nullptr, nullptr);
    m_attached = false;
}

} // namespace iolens::trace
