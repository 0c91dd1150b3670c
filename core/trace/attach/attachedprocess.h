// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A running process held with ptrace, in which functions can be called as if the process had
// called them itself: how `iolens-cli trace --pid` loads its trace library into a live program
// (a call of dlopen in the program, as a debugger's `call` would make it).
//
// Only the thread-group leader is stopped; the program's other threads go on running, so a call
// that waits for a lock another thread holds simply waits for it. A call that needs a lock the
// stopped thread itself holds (it was stopped inside malloc, say) would wait forever: each call
// has a time limit, after which the thread is put back exactly where it was.
//
// x86-64 only for now: elsewhere attach() refuses in one sentence.

#include <chrono>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <sys/types.h>

#if defined(__x86_64__)
#include <sys/user.h>
#endif

namespace iolens::trace {

class AttachedProcess {
public:
    // Stops `pid` with PTRACE_SEIZE and PTRACE_INTERRUPT. Throws UsageError with one sentence
    // naming the pid, the reason and the remedy: no such process, already traced, not permitted.
    static AttachedProcess attach(pid_t pid);

    AttachedProcess(AttachedProcess&& other) noexcept;
    AttachedProcess& operator=(AttachedProcess&&) = delete;
    AttachedProcess(const AttachedProcess&) = delete;
    AttachedProcess& operator=(const AttachedProcess&) = delete;
    // Detaches (the process continues where it was stopped) if detach() was not called.
    ~AttachedProcess();

    pid_t pid() const { return m_pid; }

    // Calls the function at `address` in the process with up to six integer or pointer arguments
    // and returns what it returned. A string argument is given as stringArgument(): its bytes are
    // copied below the stopped thread's stack for the duration of the call. Throws UsageError when
    // the call crashes, the process exits or the time limit passes; the thread's registers are
    // restored in every case the process survives.
    std::uint64_t call(std::uint64_t address, std::initializer_list<std::uint64_t> arguments,
        const std::string& stringArgument = {}, std::chrono::milliseconds limit = std::chrono::seconds(10));

    // The value to pass in `arguments` where the call's string argument is wanted.
    static constexpr std::uint64_t kStringArgument = ~std::uint64_t(0);

    // The NUL-terminated string at `address` in the process, at most `limit` bytes of it.
    std::string readString(std::uint64_t address, std::size_t limit = 4096) const;

    // Lets the process go on where it was stopped.
    void detach();

private:
    explicit AttachedProcess(pid_t pid);
    [[noreturn]] void fail(const std::string& what);

    pid_t m_pid = -1;
    bool m_attached = false;
#if defined(__x86_64__)
    user_regs_struct m_stopped {}; // the registers at the stop, restored after each call
#endif
};

} // namespace iolens::trace
