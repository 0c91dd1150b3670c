// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Tracing a running program that cannot take the trace library (a static C program, a Go
// program, busybox-static: no dynamic loader, so no dlopen to call): the ptrace tracer
// (ptrace/ptracetracer.h) seizes every thread and stops it at every system call, since no seccomp
// filter can be put into a process from outside. Same shape as AttachSession: start(), then
// processAlive() polled, then stop(), which lets every thread go on where it was.
//
// The tracer runs on a thread of its own, the only one its tracees report to. It blocks in
// waitpid; to wake it when the caller stops (the program may sit in a blocking call for ever), it
// has a child of its own, the waker, which ends when the caller closes its pipe.

#include <atomic>
#include <future>
#include <optional>
#include <string>
#include <sys/types.h>
#include <thread>

namespace iolens::trace {

// Whether `pid` has no libc.so.6 or libdl.so.2 mapped, so no dlopen the attach could call (a
// static program, or one of another libc): false too when its maps cannot be read (another
// user's process, which the library route refuses in its own words).
bool cannotTakeTraceLibrary(pid_t pid);

class PtraceAttachSession {
public:
    PtraceAttachSession(pid_t pid, std::string traceDir);
    ~PtraceAttachSession(); // stop()
    PtraceAttachSession(const PtraceAttachSession&) = delete;
    PtraceAttachSession& operator=(const PtraceAttachSession&) = delete;

    // Throws UsageError in one sentence with the reason and the remedy (no such process, already
    // traced, not permitted).
    void start();
    // Lets every thread go (nothing when the process ended), then writes the tracer note with the
    // measured cost of a recorded call (tracernote.h). Idempotent.
    void stop();
    bool processAlive() const { return !m_ended.load(); }
    // waitpid()'s status of the process, when it ended while attached.
    std::optional<int> endStatus() const { return m_endStatus; }

private:
    void run(std::promise<int>& attached); // the tracer thread's work

    pid_t m_pid;
    std::string m_dir;
    std::thread m_tracer;
    std::atomic<bool> m_stop { false }, m_ended { false };
    int m_wake[2] = { -1, -1 }; // the waker's pipe: it ends when [1] is closed
    std::optional<int> m_endStatus;
};

} // namespace iolens::trace
