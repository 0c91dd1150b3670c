#pragma once

#include <cstdint>

struct rusage;

namespace iolens {

// What the kernel accounts to one thread: CPU time and faults from getrusage(RUSAGE_THREAD),
// I/O from /proc/thread-self/io. Differences of two samples on the same thread give the cost of
// the code between them.
struct ThreadUsage {
    std::uint64_t cpuUserNs = 0;
    std::uint64_t cpuSysNs = 0;
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
    // CPU, faults, context switches and block I/O of a getrusage/wait4 result; the /proc/…/io
    // fields have no rusage equivalent and stay 0.
    static ThreadUsage fromRusage(const rusage& ru) noexcept;

    ThreadUsage delta(const ThreadUsage& earlier) const noexcept;
    ThreadUsage& operator+=(const ThreadUsage& other) noexcept;
};

// Process-wide resident memory from /proc/self/status, for the peak-RSS-per-run measurement.
struct MemoryUsage {
    // Resets the kernel's high-water mark (VmHWM) to the current RSS by writing "5" to
    // /proc/self/clear_refs (Linux 4.0+); returns false where that is not allowed.
    static bool resetPeak() noexcept;
    static std::uint64_t currentRssBytes() noexcept;
    static std::uint64_t peakRssBytes() noexcept;
};

} // namespace iolens
