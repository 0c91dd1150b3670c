// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The processes one could attach to (the window's Attach to process…), read from /proc: the
// user's own (everyone's as root), kernel threads left out, each with what would stop an attach
// before trying it (the same checks AttachedProcess::attach() makes, without stopping anything).

#include <cstdint>
#include <string>
#include <sys/types.h>
#include <vector>

namespace iolens::trace {

enum class AttachBlock {
    None, // worth a try
    Itself, // iolens's own process
    Ended, // a zombie its parent has not reaped
    AlreadyTraced, // a debugger or strace holds it (tracer)
    OtherUser, // not root and not the user's
    PtraceScope, // kernel.yama.ptrace_scope forbids it (scope)
};

struct RunningProcess {
    pid_t pid = 0;
    uid_t uid = 0;
    std::string user; // the user's name, or the uid as a number
    std::string command; // the command line, arguments separated by spaces
    std::uint64_t startTicks = 0; // since boot, in clock ticks: the newest have the largest
    AttachBlock block = AttachBlock::None;
    long tracer = 0; // with AlreadyTraced
    long scope = 0; // with PtraceScope
};

// The processes of the user (every user's as root), in no particular order.
std::vector<RunningProcess> listRunningProcesses();

// One process as listRunningProcesses() would show it; false when it is gone or a kernel thread.
bool readRunningProcess(pid_t pid, RunningProcess& out);

// "process 1234": a process as the attach messages name it.
std::string pidLabel(pid_t pid);
// A field of /proc/PID/status ("TracerPid", "Uid"), its first number; -1 when absent.
long procStatusField(pid_t pid, const std::string& field);
// kernel.yama.ptrace_scope: 0 (classic ptrace rules) when there is no Yama.
long yamaPtraceScope();

} // namespace iolens::trace
