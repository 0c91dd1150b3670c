// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

#include <sys/types.h>

namespace iolens::trace {

// How a signal meant for the traced program reaches it and what it started.
//
// The window starts the program in a process group of its own (ownGroup): a signal goes to the
// group. The CLI leaves it in the caller's group, as a shell job would be without iolens (a
// `kill -KILL 0` or `timeout -s KILL` of the group reaches it, and it sees the group it would see
// untraced); iolens cannot signal that group without signalling itself and the shell's other
// jobs, so the signal goes to the top program and to every process of the same group that has a
// trace file in traceDir (the processes it forked or exec'd). Async-signal-safe it is not.
void signalProgram(pid_t top, bool ownGroup, const std::string& traceDir, int sig) noexcept;

// The processes signalProgram reaches when the program is in iolens' group (ownGroup false): the
// top program and the processes of that group with a trace file in traceDir. May throw bad_alloc.
std::vector<pid_t> programMembers(pid_t top, const std::string& traceDir);

// Whether any process signalProgram would reach is still there.
bool programAlive(pid_t top, bool ownGroup, const std::string& traceDir) noexcept;

} // namespace iolens::trace
