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

#include <sys/types.h>

namespace iolens::trace::ptrace {

struct Process;
struct Tracee;

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

private:
    bool step(bool untilExec); // one waitpid result; false once nothing is left to wait for
    void onSeccompStop(Tracee& t);
    void onSyscallExit(Tracee& t);
    void onNewTask(Tracee& parent, int event);
    void onExec(Tracee& t);
    void onEnd(pid_t tid, int status);
    void startImage(Process& p, pid_t pid, pid_t ppid);
    void resume(pid_t tid, int request, int signal);

    std::string m_dir;
    std::uint64_t m_maxEvents;
    IoSeccompFilter m_filter;
    pid_t m_top = -1;
    bool m_topExeced = false, m_topEnded = false;
    int m_topStatus = 0;
    std::uint64_t m_recorded = 0;
    std::unordered_map<pid_t, std::unique_ptr<Tracee>> m_tracees;
    std::unordered_map<pid_t, bool> m_early; // new tasks whose first stop came before their parent's event
};

} // namespace iolens::trace::ptrace
