// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The ptrace tracer: follows a program that LD_PRELOAD cannot enter (a static or Go program) from
// outside, through its threads, forks, vforks, clones and execs, and writes what it sees as the
// preload would (one iolt file per process image, ioltwriter.h). The program stops only on the I/O
// system calls of syscallkinds.h (its seccomp filter, seccompfilter.h): at the seccomp stop the
// tracer notes the call and its arguments, lets it run to its exit stop for the result and the
// time, and updates the process's fd table (fdtable.h).
//
// One thread does everything: the one that seized the program is the only one the kernel reports
// its stops to. That thread waits with waitpid(-1, __WALL), so it must be the only waiter for
// children of this process while the trace runs (true of iolens-cli; the window traces one
// program at a time and starts no other child meanwhile).

#include "core/trace/ptrace/seccompfilter.h"

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include <sys/ptrace.h>
#include <sys/types.h>
#include <sys/user.h>

namespace iolens::trace::ptrace {

struct FileMapping;
struct Process;
struct Tracee;
class IoltWriter;

class PtraceTracer {
public:
    // dir: where the iolt files go (empty: nowhere, for the calibration). maxEvents per thread.
    PtraceTracer(std::string dir, std::uint64_t maxEvents);
    ~PtraceTracer();
    PtraceTracer(const PtraceTracer&) = delete;
    PtraceTracer& operator=(const PtraceTracer&) = delete;

    // The filter the child installs before exec (after seize()).
    const IoSeccompFilter& filter() const noexcept { return m_filter; }
    // Seizes the child `pid`, which waits before installing the filter and exec'ing (it must
    // not run traced calls unseized). Returns 0 or an errno value.
    int seize(pid_t pid);
    // Runs until the seized program has exec'd (true) or ended (false; its wait status is kept).
    bool runUntilExec();
    // Runs until every traced process has ended; returns the top program's wait status.
    int runToEnd();

    std::uint64_t recordedCalls() const noexcept { return m_recorded; }

    // Without the seccomp filter: every thread stops at the entry and the exit of every system
    // call (PTRACE_SYSCALL), as it must for a process that is already running, into which no
    // filter can be put from outside. Before seize() or attach().
    void stopAtEveryCall() noexcept { m_run = PTRACE_SYSCALL; }

    // Attaching to a running program (ptraceattach.cpp). Seizes every thread of `pid` and then the
    // threads and children it makes, each stopping at every system call; files it opened before
    // are looked up in /proc/PID/fd when first used. Returns 0, or an errno value (EPERM,
    // ESRCH...) with nothing left seized.
    int attach(pid_t pid);
    // Handles one stop, waiting for it; false once nothing is left to wait for. A child of this
    // thread that ends (a waker, ptraceattachsession.h) also returns, with nothing else done.
    bool stepAttached() { return step(false); }
    // Whether the attached process has ended, and its wait status then.
    bool topEnded() const noexcept { return m_topEnded; }
    int topStatus() const noexcept { return m_topStatus; }
    // Lets every thread go on exactly where it was (a signal on its way is passed on) and ends the
    // trace files of the images still running as detached.
    void detachAll();

private:
    bool step(bool untilExec); // one waitpid result; false once nothing is left to wait for
    void onSeccompStop(Tracee& t);
    void onSyscallExit(Tracee& t);
    void onNewTask(Tracee& parent, int event);
    void onExec(Tracee& t);
    void onEnd(pid_t tid, int status);
    void startImage(Process& p, pid_t pid, pid_t ppid);
    void resume(pid_t tid, int request, int signal);

    void onCallStop(Tracee& t); // every-call mode: a syscall entry or exit stop
    void onUringEntry(Tracee& t, long number); // ptraceuring.cpp
    void onUringExit(Tracee& t, long number, long result, std::uint64_t t1);
    void recordUringRequests(Tracee& t, std::size_t taken, std::uint64_t t1);
    // The completions posted on the call's ring (every ring of the process: at its end).
    void onUringCompletions(Tracee& t, std::uint64_t nowNs, bool everyRing = false);
    void onMapEntry(Tracee& t, long number); // ptracemappings.cpp
    void onMapExit(Tracee& t, long number, long result, std::uint64_t t1);
    void measureMappings(Tracee& t, const std::vector<FileMapping>& pieces);
    int blockOf(Tracee& t, IoltWriter& w); // the thread's block in w's trace file
    static bool stacksWanted(); // ptracestacks.cpp
    void startStacks(Process& p);
    void sampleStack(Tracee& t, const user_regs_struct& regs, std::uint32_t file, std::uint32_t call, std::uint64_t ns,
        std::int64_t bytes);

    std::string m_dir;
    int m_run = PTRACE_CONT; // how a thread is let go to its next stop
    bool m_attached = false; // attach(): no PTRACE_O_EXITKILL, images marked as attached
    std::uint64_t m_maxEvents;
    IoSeccompFilter m_filter;
    pid_t m_top = -1;
    bool m_topExeced = false, m_topEnded = false;
    int m_topStatus = 0;
    std::uint64_t m_recorded = 0;
    bool m_stacks = stacksWanted(); // sampled call stacks (not for the calibration's anonymous image)
    std::unordered_map<pid_t, std::unique_ptr<Tracee>> m_tracees;
    std::unordered_map<pid_t, bool> m_early; // new tasks whose first stop came before their parent's event
};

} // namespace iolens::trace::ptrace
