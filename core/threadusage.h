// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

struct rusage;

namespace iolens {

// What the kernel accounts to one thread: CPU time from CLOCK_THREAD_CPUTIME_ID, its user/sys
// split and faults from getrusage(RUSAGE_THREAD), I/O from /proc/thread-self/io. Differences of
// two samples on the same thread give the cost of the code between them.
//
// Why two CPU sources: CLOCK_THREAD_CPUTIME_ID is the scheduler's sum_exec_runtime, exact to the
// nanosecond. getrusage's user/sys on a kernel with tick accounting (CONFIG_TICK_CPU_ACCOUNTING, as
// here: 250 Hz, no VIRT_CPU_ACCOUNTING_GEN) is that total split by which mode the 4 ms timer ticks
// found the thread in, and its deltas lag: a 3 ms interval read 0.7 ms of user time. No interface
// of such a kernel splits user from sys exactly (taskstats and /proc/…/stat count the same ticks),
// so delta() keeps the precise total in cpuNs and scales the tick split to it; with no tick in the
// interval the split is unknown (cpuSplitKnown false, user and sys 0).
struct ThreadUsage {
    std::uint64_t cpuNs = 0; // user + sys, exact (CLOCK_THREAD_CPUTIME_ID); a child's from wait4
    std::uint64_t cpuUserNs = 0; // cpuNs × the ticks' user share
    std::uint64_t cpuSysNs = 0;
    bool cpuSplitKnown = true; // false: no timer tick landed in the interval, user/sys are 0
    std::uint64_t minorFaults = 0;
    std::uint64_t majorFaults = 0;
    std::uint64_t voluntarySwitches = 0;
    std::uint64_t involuntarySwitches = 0;
    std::uint64_t syscr = 0; // read-class system calls (read, pread, readv, sendfile, copy_file_range …)
    std::uint64_t syscw = 0; // write-class system calls
    std::uint64_t rchar = 0; // bytes passed through read-class calls, page cache hits included
    std::uint64_t wchar = 0;
    std::uint64_t storageReadBytes = 0; // bytes the block layer really fetched for this thread
    std::uint64_t storageWriteBytes = 0;

    // Samples the calling thread. The /proc read itself costs one read call and ~100 rchar, which
    // delta() subtracts so that an empty interval reads as zero.
    static ThreadUsage sample() noexcept;
    // CPU, faults, context switches and block I/O of a getrusage/wait4 result (cpuNs = user + sys:
    // for a child that has exited, its exact total); the /proc/…/io fields have no rusage
    // equivalent and stay 0.
    static ThreadUsage fromRusage(const rusage& ru) noexcept;

    ThreadUsage delta(const ThreadUsage& earlier) const noexcept;
    ThreadUsage& operator+=(const ThreadUsage& other) noexcept;
};

// Where the CPU figures come from, for reports: the precise total and the tick-sampled split.
inline constexpr const char* kCpuTotalSource = "CLOCK_THREAD_CPUTIME_ID";
inline constexpr const char* kCpuSplitSource = "getrusage ticks";

// Process-wide resident memory from /proc/self/status, for the peak-RSS-per-run measurement.
struct MemoryUsage {
    // Resets the kernel's high-water mark (VmHWM) to the current RSS by writing "5" to
    // /proc/self/clear_refs (Linux 4.0+); returns false where that is not allowed.
    static bool resetPeak() noexcept;
    static std::uint64_t currentRssBytes() noexcept;
    static std::uint64_t peakRssBytes() noexcept;
};

} // namespace iolens
