// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/threadusage.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace iolens {

// The program's full path when `name` is on PATH (or is a path to an executable file).
std::optional<std::string> findProgram(const std::string& name);

struct ChildRequest {
    std::vector<std::string> args; // argv; args[0] is looked up on PATH
    std::string stdoutPath; // empty: stdout is captured; else a new file (must not exist) receives it
    std::int64_t timeoutS = 600;
    std::size_t maxStdoutBytes = 16u << 20; // beyond it the output is drained but not kept
    std::function<bool()> cancelled; // polled every few milliseconds while the child runs
};

struct ChildOutcome {
    int exitCode = -1; // the child's exit status, -1 when a signal ended it
    int signal = 0; // the signal that ended it, 0 when it exited
    bool timedOut = false; // killed by us after timeoutS
    bool cancelled = false; // killed by us because cancelled() said so
    std::string out; // standard output, at most maxStdoutBytes
    bool outTruncated = false;
    std::string errTail; // the last 64 KiB of standard error
    ThreadUsage usage; // wait4's rusage of the child: CPU, faults, context switches, block I/O
    // The child's peak resident memory: wait4's ru_maxrss when it exceeds iolens' own RSS at the
    // fork (exact), else the highest VmHWM sampled every 5 ms while it ran (a lower bound): after a
    // fork ru_maxrss also counts the parent's memory the child started with.
    std::uint64_t peakRssBytes = 0;
    bool peakRssExact = false;
    std::uint64_t wallNs = 0; // from fork to reaping

    std::string lastErrLine() const; // the last non-empty line of errTail, "" when none
};

// Runs a program as a child process without a shell: fork, then execve of the resolved path with
// the arguments as given, stdin from /dev/null, stdout and stderr through pipes. The child leads its
// own process group, so a timeout or cancel (SIGKILL to the group) also ends what it started.
// Throws UnsupportedError when the program is not on PATH and IoError when fork or the pipes fail;
// everything about the child itself (exit code, signal, timeout) is in the outcome.
ChildOutcome runChild(const ChildRequest& request);

} // namespace iolens
