// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace iolens::trace {

// The traced program's environment: iolens' own (environ), with the trace variables of
// format/iolt.h set for this trace (IOLENS_TRACE_DIR, IOLENS_TRACE_LIB, IOLENS_TRACE_ZONES =
// <dir>/zones, and IOLENS_TRACE_EVENTS when eventsPerThread > 0) and the library put first in
// LD_PRELOAD, ahead of whatever the user preloads already (kept, in its order).
std::vector<std::string> childEnvironment(
    const std::string& traceDir, const std::string& library, std::uint64_t eventsPerThread);

// The environment of a program traced through ptrace: iolens' own with no trace variable left
// from an outer trace, and the user's LD_PRELOAD as it is (the trace library is not loaded: the
// tracer sees the calls from outside, and the library would count them a second time).
std::vector<std::string> ptraceChildEnvironment();

} // namespace iolens::trace
