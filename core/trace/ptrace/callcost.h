// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace iolens::trace::ptrace {

// Nanoseconds one recorded call costs a program traced through ptrace, measured now on this
// machine: a child of this process makes 5 batches of 400 one-byte reads of /dev/zero untraced,
// then as many under the same seccomp filter, followed by a PtraceTracer that records them (into
// an anonymous mapping, so that the writer's work is in the figure); the difference of the median
// batches, per call, is the cost. Tens of milliseconds at most. 0 when it could not be measured.
// Called on the thread that may wait for children.
// everyCall: without the filter, the tracer stopping the child at every system call as it does a
// program it attached to (PtraceTracer::stopAtEveryCall()): the untraced batches come before the
// seize then.
std::uint64_t measureCallCost(bool everyCall = false);

} // namespace iolens::trace::ptrace
