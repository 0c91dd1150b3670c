// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/stillrunning.h"

#include "core/trace/format/iolt.h"
#include "core/trace/tracedirectory.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <thread>
#include <vector>

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

// A clock tick of /proc/PID/stat's times, in ns; 0 when the system does not say.
std::uint64_t tickNs()
{
    const long hz = ::sysconf(_SC_CLK_TCK);
    return hz > 0 ? 1'000'000'000u / std::uint64_t(hz) : 0;
}

// When `pid` began (its starttime, in CLOCK_MONOTONIC ns, suspends taken out), if it is alive and
// not a zombie.
std::optional<std::uint64_t> liveProcessStartNs(int pid)
{
    if (pid <= 0)
        return std::nullopt;
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string stat;
    if (!std::getline(in, stat))
        return std::nullopt;
    // "pid (comm) S ppid …": the command may hold spaces and parentheses, the last ')' ends it.
    const std::size_t close = stat.rfind(')');
    if (close == std::string::npos)
        return std::nullopt;
    std::istringstream fields(stat.substr(close + 2));
    std::string state;
    fields >> state;
    if (state == "Z" || state == "X" || state == "x")
        return std::nullopt;
    std::string skip;
    for (int i = 0; i < 18; ++i) // fields 4 … 21; field 22 is starttime, in clock ticks after boot
        fields >> skip;
    unsigned long long ticks = 0;
    if (!(fields >> ticks))
        return std::nullopt;
    const std::uint64_t tick = tickNs();
    if (tick == 0)
        return std::nullopt;
    // starttime counts from boot on CLOCK_BOOTTIME (with suspends), the images on CLOCK_MONOTONIC.
    const std::uint64_t now = clockNs(CLOCK_MONOTONIC), boot = clockNs(CLOCK_BOOTTIME);
    const std::uint64_t suspended = boot > now ? boot - now : 0;
    const std::uint64_t started = std::uint64_t(ticks) * tick;
    return started > suspended ? started - suspended : 0;
}

} // namespace

bool imageStillRunning(int pid, std::uint64_t imageStartNs)
{
    const std::optional<std::uint64_t> started = liveProcessStartNs(pid);
    return started && *started <= imageStartNs + tickNs(); // starttime is whole ticks
}

bool imageBeingCreated(int pid)
{
    return liveProcessStartNs(pid).has_value();
}

namespace {

// The header of an image's trace file, if it could be read whole.
bool readHeader(const std::string& path, iolt_header& h)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool whole = ::pread(fd, &h, sizeof h, 0) == ssize_t(sizeof h);
    ::close(fd);
    return whole && std::memcmp(h.magic, IOLT_MAGIC, 8) == 0;
}

} // namespace

std::size_t countStillRunning(const std::string& dir)
{
    std::size_t n = 0;
    for (const ImageFile& f : listImages(dir)) {
        iolt_header h {};
        if (readHeader(f.path, h) && h.state == IOLT_STATE_RUNNING && imageStillRunning(h.pid, h.start_ns))
            ++n;
    }
    return n;
}

std::size_t execsInFlight(const std::string& dir)
{
    const std::vector<ImageFile> images = listImages(dir);
    std::map<int, unsigned> newest;
    for (const ImageFile& f : images)
        newest[f.pid] = std::max(newest[f.pid], f.generation);
    std::size_t n = 0;
    for (const ImageFile& f : images) {
        if (f.generation != newest[f.pid])
            continue;
        iolt_header h {};
        if (readHeader(f.path, h) ? execInFlight(h) : imageBeingCreated(f.pid))
            ++n;
    }
    return n;
}

bool execInFlight(const iolt_header& h)
{
    return __atomic_load_n(&h.state, __ATOMIC_ACQUIRE) == IOLT_STATE_EXECED && imageStillRunning(h.pid, h.start_ns);
}

void waitForExecsInFlight(const std::string& dir, std::chrono::milliseconds limit)
{
    const auto until = std::chrono::steady_clock::now() + limit;
    while (execsInFlight(dir) > 0 && std::chrono::steady_clock::now() < until)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
}

} // namespace iolens::trace
