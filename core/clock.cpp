// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/clock.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <mutex>
#include <string>
#include <time.h>
#include <vector>

#ifdef IOLENS_HAVE_RDTSC
#include <cpuid.h>
#endif

namespace iolens {

std::uint64_t Clock::monotonicNs() noexcept
{
    timespec ts {};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return static_cast<std::uint64_t>(ts.tv_sec) * 1'000'000'000ull + static_cast<std::uint64_t>(ts.tv_nsec);
}

std::string_view Clock::name() noexcept
{
    return s_useTsc ? "tsc" : "steady_clock";
}

class ClockCalibration {
public:
    static bool tscIsTrustworthy()
    {
#ifdef IOLENS_HAVE_RDTSC
        if (const char* forced = std::getenv("IOLENS_CLOCK"); forced && std::strcmp(forced, "steady") == 0)
            return false;
        unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
        // CPUID 0x80000007 EDX bit 8: the TSC ticks at a constant rate in every P-, C- and T-state.
        if (!__get_cpuid(0x80000007, &eax, &ebx, &ecx, &edx) || !(edx & (1u << 8)))
            return false;
        // The kernel drops the TSC as clocksource when it sees it drift or jump (unsynchronised
        // sockets, a VM migration); follow its judgement.
        std::ifstream source("/sys/devices/system/clocksource/clocksource0/current_clocksource");
        std::string current;
        source >> current;
        return current == "tsc";
#else
        return false;
#endif
    }

    // Ticks per nanosecond, measured against CLOCK_MONOTONIC over a busy 10 ms window, three times;
    // the median rejects one window disturbed by preemption.
    static double measureNsPerTick()
    {
        std::vector<double> estimates;
        for (int i = 0; i < 3; ++i) {
            const std::uint64_t ns0 = Clock::monotonicNs();
            const Ticks t0 = Clock::now();
            std::uint64_t ns1 = ns0;
            while (ns1 - ns0 < 10'000'000)
                ns1 = Clock::monotonicNs();
            const Ticks t1 = Clock::now();
            estimates.push_back(static_cast<double>(ns1 - ns0) / static_cast<double>(t1 - t0));
        }
        std::sort(estimates.begin(), estimates.end());
        return estimates[1];
    }

    static void run()
    {
        Clock::s_useTsc = tscIsTrustworthy();
        Clock::s_nsPerTick = Clock::s_useTsc ? measureNsPerTick() : 1.0;
        volatile Ticks sink = 0;
        Clock::s_readCostNs = Clock::costPerCallNs([&] { sink = sink + Clock::now(); });
    }
};

void Clock::calibrate()
{
    static std::once_flag once;
    std::call_once(once, [] { ClockCalibration::run(); });
}

} // namespace iolens
