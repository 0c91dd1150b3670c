// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The note a ptrace trace leaves in its trace directory (file kTracerNoteName), so that whoever
// loads the directory, now or from a kept copy, can say how the calls were seen and what that cost:
// three lines, "ptrace", the reason ("a static program"), and the measured cost of one recorded
// call in nanoseconds. A directory without the note was traced by the preload.

#include <cstdint>
#include <optional>
#include <string>

namespace iolens::trace {

inline constexpr const char* kTracerNoteName = "tracer";
// The reasons the launcher gives; the loader translates the notice for these two.
inline constexpr const char* kReasonStaticProgram = "a static program";
inline constexpr const char* kReasonAskedFor = "as asked (--mode ptrace)";
// iolens-cli trace --pid on a program the trace library cannot be loaded into (no dynamic loader).
inline constexpr const char* kReasonAttachedStatic = "attached to a static program";

struct TracerNote {
    std::string mode; // "ptrace"
    std::string reason; // kReasonStaticProgram, kReasonAskedFor (other text: a newer iolens's)
    std::uint64_t callCostNs = 0; // 0: not measured
};

// Returns false when the file could not be written.
bool writeTracerNote(const std::string& dir, const TracerNote& note);
std::optional<TracerNote> readTracerNote(const std::string& dir);

} // namespace iolens::trace
