// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The ptrace tracer's clock: CLOCK_MONOTONIC in nanoseconds, the clock of the preload's records
// (iolt.h: every time is relative to an image's start_ns on it).

#include <cstdint>
#include <ctime>

namespace iolens::trace::ptrace {

inline std::uint64_t monotonicNs()
{
    timespec ts {};
    ::clock_gettime(CLOCK_MONOTONIC, &ts);
    return std::uint64_t(ts.tv_sec) * 1'000'000'000u + std::uint64_t(ts.tv_nsec);
}

} // namespace iolens::trace::ptrace
