// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <cstdint>
#include <string_view>

#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#define IOLENS_HAVE_RDTSC 1
#endif

namespace iolens {

using Ticks = std::uint64_t;

// The clock every stopwatch reads. Where the CPU's time-stamp counter is invariant and the kernel
// itself trusts it as its clocksource (as fio and Tracy require), a read is one `rdtsc`
// instruction; elsewhere it falls back to CLOCK_MONOTONIC (about 40 ns a read on a VM).
// Set IOLENS_CLOCK=steady in the environment to force the fallback.
class Clock {
public:
    // Picks the source and measures its frequency and the cost of a read; idempotent and
    // thread-safe. Stopwatch::calibrate() calls it and measures the stopwatch on top.
    static void calibrate();

    static Ticks now() noexcept
    {
#ifdef IOLENS_HAVE_RDTSC
        if (s_useTsc)
            return __rdtsc();
#endif
        return monotonicNs();
    }

    static double nsPerTick() noexcept
    {
        return s_nsPerTick;
    }
    static double toNs(Ticks ticks) noexcept
    {
        return static_cast<double>(ticks) * s_nsPerTick;
    }
    static std::uint64_t toNsInt(Ticks ticks) noexcept
    {
        return static_cast<std::uint64_t>(toNs(ticks) + 0.5);
    }

    // "tsc" or "steady_clock".
    static std::string_view name() noexcept;
    // Cost of one raw clock read, measured by calibrate().
    static double readCostNs() noexcept
    {
        return s_readCostNs;
    }

    static std::uint64_t monotonicNs() noexcept;

    // What one call of `body` costs, in ns on CLOCK_MONOTONIC: the best of seven batches of 20000
    // calls, as the batch least disturbed by the machine is the closest to the true cost.
    template <class Body> static double costPerCallNs(Body body)
    {
        constexpr int kBatch = 20'000;
        double best = 1e300;
        for (int round = 0; round < 7; ++round) {
            const std::uint64_t begin = monotonicNs();
            for (int i = 0; i < kBatch; ++i)
                body();
            best = std::min(best, static_cast<double>(monotonicNs() - begin) / kBatch);
        }
        return best;
    }

private:
    friend class ClockCalibration;
    static inline bool s_useTsc = false;
    static inline double s_nsPerTick = 1.0;
    static inline double s_readCostNs = 0.0;
};

} // namespace iolens
