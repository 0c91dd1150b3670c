// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One recording of a running process, as `iolens-cli trace --pid` and the window's Attach to
// process… make it: the trace library loaded into the process (AttachSession), or for a program
// that cannot take it (a static one) every thread traced through ptrace (PtraceAttachSession), the process left
// to run until the caller says stop, the duration passes or the process ends, then let go. What
// the caller gets is a trace directory to load like a started program's.

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <sys/types.h>
#include <vector>

namespace iolens::trace {

struct AttachRecording {
    std::string dir; // the trace directory (removed by the caller unless it was kept)
    std::uint64_t wallNs = 0; // from the attach to the detach or the process's end
    std::optional<int> endStatus; // waitpid()'s status, when the process ended during the attach
    bool throughPtrace = false; // a static program, traced through ptrace (ptraceattachsession.h)
};

// Records `pid` into `dir` (made by the caller, private or kept). `duration` zero: until
// stopRequested() says true or the process ends; onRecording, if given, is called once the
// process records (the attach succeeded). Throws UsageError with one sentence when the attach is
// refused; the directory is left to the caller in every case.
AttachRecording recordRunningProcess(pid_t pid, const std::string& dir, std::chrono::milliseconds duration,
    const std::function<bool()>& stopRequested, const std::function<void()>& onRecording = {});

// The process's command line from /proc/PID/cmdline; "process PID" when it cannot be read.
std::vector<std::string> commandLineOf(pid_t pid);

} // namespace iolens::trace
