#pragma once

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
    // Picks the source and measures its frequency and overhead; idempotent and thread-safe.
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
    // Cost of one Stopwatch start/stop pair and of one raw clock read, measured by calibrate().
    static double startStopOverheadNs() noexcept
    {
        return s_pairOverheadNs;
    }
    static double readCostNs() noexcept
    {
        return s_readCostNs;
    }

    static std::uint64_t monotonicNs() noexcept;

private:
    friend class ClockCalibration;
    static inline bool s_useTsc = false;
    static inline double s_nsPerTick = 1.0;
    static inline double s_pairOverheadNs = 0.0;
    static inline double s_readCostNs = 0.0;
};

} // namespace iolens
