// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>

namespace iolens::trace {

// How a program's calls are seen (`iolens-cli trace --mode`):
//   Preload  libiolens-trace.so inside the program (LD_PRELOAD): the cheapest, and it sees the
//            C library's calls (fgetc, fread …) as well as the system calls;
//   Ptrace   from outside, stopping the program on its I/O system calls (core/trace/ptrace/): for
//            programs the preload cannot enter, statically linked ones (Go, musl, busybox);
//   Auto     Preload, and Ptrace for a statically linked program.
enum class TraceMode { Auto, Preload, Ptrace };

inline std::optional<TraceMode> parseTraceMode(const std::string& name)
{
    if (name == "auto")
        return TraceMode::Auto;
    if (name == "preload")
        return TraceMode::Preload;
    if (name == "ptrace")
        return TraceMode::Ptrace;
    return std::nullopt;
}

} // namespace iolens::trace
