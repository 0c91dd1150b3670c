// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/stillrunning.h"

#include "core/trace/format/iolt.h"
#include "core/trace/tracedirectory.h"

#include <cstdio>
#include <cstring>
#include <ctime>
#include <fstream>
#include <sstream>

#include <fcntl.h>
#include <unistd.h>

namespace iolens::trace {

namespace {

std::uint64_t clockNs(clockid_t clock)
{
    timespec ts {};
    ::clock_gettime(clock, &ts);
    return std::uint64_t(ts.tv_sec) * 1'000'000'000u + std::uint64_t(ts.tv_nsec);
}

} // namespace

bool imageStillRunning(int pid, std::uint64_t imageStartNs)
{
    if (pid <= 0)
        return false;
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string stat;
    if (!std::getline(in, stat))
        return false;
    // "pid (comm) S ppid …": the command may hold spaces and parentheses, the last ')' ends it.
    const std::size_t close = stat.rfind(')');
    if (close == std::string::npos)
        return false;
    std::istringstream fields(stat.substr(close + 2));
    std::string state;
    fields >> state;
    if (state == "Z" || state == "X" || state == "x")
        return false;
    std::string skip;
    for (int i = 0; i < 18; ++i) // fields 4 … 21; field 22 is starttime, in clock ticks after boot
        fields >> skip;
    unsigned long long ticks = 0;
    if (!(fields >> ticks))
        return false;
    const long hz = ::sysconf(_SC_CLK_TCK);
    if (hz <= 0)
        return false;
    const std::uint64_t tickNs = 1'000'000'000u / std::uint64_t(hz);
    // starttime counts from boot on CLOCK_BOOTTIME (with suspends), the image on CLOCK_MONOTONIC.
    const std::uint64_t now = clockNs(CLOCK_MONOTONIC), boot = clockNs(CLOCK_BOOTTIME);
    const std::uint64_t suspended = boot > now ? boot - now : 0;
    const std::uint64_t started = std::uint64_t(ticks) * tickNs;
    return started <= imageStartNs + suspended + tickNs;
}

std::size_t countStillRunning(const std::string& dir)
{
    std::size_t n = 0;
    for (const ImageFile& f : listImages(dir)) {
        const int fd = ::open(f.path.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0)
            continue;
        iolt_header h {};
        const bool whole = ::pread(fd, &h, sizeof h, 0) == ssize_t(sizeof h);
        ::close(fd);
        if (whole && std::memcmp(h.magic, IOLT_MAGIC, 8) == 0 && h.state == IOLT_STATE_RUNNING
            && imageStillRunning(h.pid, h.start_ns))
            ++n;
    }
    return n;
}

} // namespace iolens::trace
