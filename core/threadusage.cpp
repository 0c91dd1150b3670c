// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/threadusage.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

namespace iolens {

namespace {

std::uint64_t toNs(const timeval& tv)
{
    return static_cast<std::uint64_t>(tv.tv_sec) * 1'000'000'000ull + static_cast<std::uint64_t>(tv.tv_usec) * 1000ull;
}

// Reads a small /proc file into buf with raw calls (no stdio buffers, no allocation).
std::size_t readProcFile(const char* path, char* buf, std::size_t size) noexcept
{
    const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return 0;
    std::size_t used = 0;
    while (used + 1 < size) {
        const ssize_t n = ::read(fd, buf + used, size - 1 - used);
        if (n <= 0)
            break;
        used += static_cast<std::size_t>(n);
    }
    ::close(fd);
    buf[used] = '\0';
    return used;
}

std::uint64_t fieldValue(const char* text, const char* field) noexcept
{
    const char* at = std::strstr(text, field);
    if (!at)
        return 0;
    return std::strtoull(at + std::strlen(field), nullptr, 10);
}

ThreadUsage rawSample() noexcept
{
    ThreadUsage u;
    rusage ru {};
    if (getrusage(RUSAGE_THREAD, &ru) == 0) {
        u = ThreadUsage::fromRusage(ru);
        // /proc/thread-self/io below has the thread's storage bytes; rusage's block counts are not kept.
        u.storageReadBytes = u.storageWriteBytes = 0;
    }
    timespec cpu {};
    if (::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu) == 0)
        u.cpuNs = static_cast<std::uint64_t>(cpu.tv_sec) * 1'000'000'000ull + static_cast<std::uint64_t>(cpu.tv_nsec);
    char text[512];
    if (readProcFile("/proc/thread-self/io", text, sizeof text) > 0) {
        u.rchar = fieldValue(text, "rchar:");
        u.wchar = fieldValue(text, "wchar:");
        u.syscr = fieldValue(text, "syscr:");
        u.syscw = fieldValue(text, "syscw:");
        u.storageReadBytes = fieldValue(text, "\nread_bytes:");
        u.storageWriteBytes = fieldValue(text, "\nwrite_bytes:");
    }
    return u;
}

// The cost one sample adds to the counters of the next, measured once per thread.
const ThreadUsage& selfCost() noexcept
{
    thread_local const ThreadUsage cost = [] {
        const ThreadUsage a = rawSample();
        const ThreadUsage b = rawSample();
        ThreadUsage c;
        c.syscr = b.syscr - a.syscr;
        c.syscw = b.syscw - a.syscw;
        c.rchar = b.rchar - a.rchar;
        c.wchar = b.wchar - a.wchar;
        return c;
    }();
    return cost;
}

std::uint64_t minusFloor(std::uint64_t a, std::uint64_t b)
{
    return a > b ? a - b : 0;
}

} // namespace

ThreadUsage ThreadUsage::fromRusage(const rusage& ru) noexcept
{
    ThreadUsage u;
    u.cpuUserNs = toNs(ru.ru_utime);
    u.cpuSysNs = toNs(ru.ru_stime);
    u.cpuNs = u.cpuUserNs + u.cpuSysNs;
    u.minorFaults = static_cast<std::uint64_t>(ru.ru_minflt);
    u.majorFaults = static_cast<std::uint64_t>(ru.ru_majflt);
    u.voluntarySwitches = static_cast<std::uint64_t>(ru.ru_nvcsw);
    u.involuntarySwitches = static_cast<std::uint64_t>(ru.ru_nivcsw);
    // rusage counts block I/O in 512-byte units.
    u.storageReadBytes = static_cast<std::uint64_t>(ru.ru_inblock) * 512u;
    u.storageWriteBytes = static_cast<std::uint64_t>(ru.ru_oublock) * 512u;
    return u;
}

ThreadUsage ThreadUsage::sample() noexcept
{
    (void)selfCost();
    return rawSample();
}

ThreadUsage ThreadUsage::delta(const ThreadUsage& e) const noexcept
{
    const ThreadUsage& cost = selfCost();
    ThreadUsage d;
    d.cpuNs = minusFloor(cpuNs, e.cpuNs);
    const std::uint64_t user = minusFloor(cpuUserNs, e.cpuUserNs);
    const std::uint64_t sys = minusFloor(cpuSysNs, e.cpuSysNs);
    if (user + sys > 0) {
        // The ticks' share, applied to the exact total.
        d.cpuUserNs = static_cast<std::uint64_t>(
            static_cast<long double>(d.cpuNs) * static_cast<long double>(user) / static_cast<long double>(user + sys));
        d.cpuSysNs = d.cpuNs - d.cpuUserNs;
    } else {
        d.cpuSplitKnown = d.cpuNs == 0;
    }
    d.minorFaults = minusFloor(minorFaults, e.minorFaults);
    d.majorFaults = minusFloor(majorFaults, e.majorFaults);
    d.voluntarySwitches = minusFloor(voluntarySwitches, e.voluntarySwitches);
    d.involuntarySwitches = minusFloor(involuntarySwitches, e.involuntarySwitches);
    d.syscr = minusFloor(minusFloor(syscr, e.syscr), cost.syscr);
    d.syscw = minusFloor(minusFloor(syscw, e.syscw), cost.syscw);
    d.rchar = minusFloor(minusFloor(rchar, e.rchar), cost.rchar);
    d.wchar = minusFloor(minusFloor(wchar, e.wchar), cost.wchar);
    d.storageReadBytes = minusFloor(storageReadBytes, e.storageReadBytes);
    d.storageWriteBytes = minusFloor(storageWriteBytes, e.storageWriteBytes);
    return d;
}

ThreadUsage& ThreadUsage::operator+=(const ThreadUsage& o) noexcept
{
    cpuNs += o.cpuNs;
    cpuUserNs += o.cpuUserNs;
    cpuSysNs += o.cpuSysNs;
    cpuSplitKnown = cpuSplitKnown && o.cpuSplitKnown;
    minorFaults += o.minorFaults;
    majorFaults += o.majorFaults;
    voluntarySwitches += o.voluntarySwitches;
    involuntarySwitches += o.involuntarySwitches;
    syscr += o.syscr;
    syscw += o.syscw;
    rchar += o.rchar;
    wchar += o.wchar;
    storageReadBytes += o.storageReadBytes;
    storageWriteBytes += o.storageWriteBytes;
    return *this;
}

bool MemoryUsage::resetPeak() noexcept
{
    const int fd = ::open("/proc/self/clear_refs", O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool ok = ::write(fd, "5", 1) == 1;
    ::close(fd);
    return ok;
}

namespace {
std::uint64_t statusKib(const char* field)
{
    char text[4096];
    if (readProcFile("/proc/self/status", text, sizeof text) == 0)
        return 0;
    return fieldValue(text, field) * 1024;
}
} // namespace

std::uint64_t MemoryUsage::currentRssBytes() noexcept
{
    return statusKib("VmRSS:");
}
std::uint64_t MemoryUsage::peakRssBytes() noexcept
{
    return statusKib("VmHWM:");
}

} // namespace iolens
