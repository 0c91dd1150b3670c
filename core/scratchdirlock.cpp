// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/scratchdirlock.h"

#include "core/printable.h"
#include "core/sizeparse.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <filesystem>
#include <stdexcept>
#include <sys/file.h>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace iolens {

namespace fs = std::filesystem;

namespace {

// The process's start time in clock ticks since boot (/proc/self/stat field 22): with the pid it
// names this process and no later one that reuses the pid. For a person reading the marker only:
// liveness is the lock's, which cannot be fooled by pid reuse.
unsigned long long selfStartTime() noexcept
{
    char text[1024];
    const int fd = ::open("/proc/self/stat", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return 0;
    const ssize_t n = ::read(fd, text, sizeof text - 1);
    ::close(fd);
    if (n <= 0)
        return 0;
    text[n] = '\0';
    const char* p = std::strrchr(text, ')'); // the command name may hold spaces and parentheses
    if (!p)
        return 0;
    // Field 3 follows ") "; the start time is field 22, 19 fields further on.
    for (int field = 2; field < 22 && *p; ++p)
        if (*p == ' ')
            ++field;
    return std::strtoull(p, nullptr, 10);
}

bool isMkdtempName(const std::string& name, const std::string& prefix)
{
    if (name.size() != prefix.size() + 6 || name.compare(0, prefix.size(), prefix) != 0)
        return false;
    for (std::size_t i = prefix.size(); i < name.size(); ++i) {
        const char c = name[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')))
            return false;
    }
    return true;
}

std::uint64_t allocatedBytes(const std::string& dir) noexcept
{
    std::uint64_t total = 0;
    struct stat top { };
    if (::lstat(dir.c_str(), &top) == 0)
        total += static_cast<std::uint64_t>(top.st_blocks) * 512u;
    std::error_code ec;
    for (fs::recursive_directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec), end;
         !ec && it != end; it.increment(ec)) {
        struct stat st { };
        if (::lstat(it->path().c_str(), &st) == 0)
            total += static_cast<std::uint64_t>(st.st_blocks) * 512u;
    }
    return total;
}

} // namespace

ScratchDirLock::ScratchDirLock(const std::string& dir)
{
    // Locked under a temporary name and renamed into place, so that no other iolens ever sees a
    // marker without its lock (it would take the lock and remove a live run's directory).
    const std::string pending = dir + "/.iolens-owner-new";
    const int fd = ::open(pending.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0)
        throw std::runtime_error(
            "Could not mark '" + printable(dir) + "' as this run's: " + std::strerror(errno) + ".");
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0 || ::rename(pending.c_str(), (dir + "/" + kMarker).c_str()) != 0) {
        const int error = errno;
        ::close(fd);
        ::unlink(pending.c_str());
        throw std::runtime_error(
            "Could not mark '" + printable(dir) + "' as this run's: " + std::strerror(error) + ".");
    }
    char text[96];
    const int n = std::snprintf(
        text, sizeof text, "iolens pid %ld start %llu\n", static_cast<long>(::getpid()), selfStartTime());
    if (n > 0)
        (void)!::write(fd, text, static_cast<std::size_t>(n));
    m_fd = fd;
}

ScratchDirLock::~ScratchDirLock()
{
    release();
}

ScratchDirLock::ScratchDirLock(ScratchDirLock&& other) noexcept
    : m_fd(other.m_fd)
{
    other.m_fd = -1;
}

ScratchDirLock& ScratchDirLock::operator=(ScratchDirLock&& other) noexcept
{
    if (this != &other) {
        release();
        m_fd = other.m_fd;
        other.m_fd = -1;
    }
    return *this;
}

void ScratchDirLock::release() noexcept
{
    if (m_fd >= 0)
        ::close(m_fd); // drops the lock
    m_fd = -1;
}

int ScratchDirLock::handOver() noexcept
{
    const int fd = m_fd;
    if (fd >= 0)
        ::fcntl(fd, F_SETFD, 0);
    m_fd = -1;
    return fd;
}

ScratchDirLock ScratchDirLock::inherited(int fd) noexcept
{
    ScratchDirLock lock;
    if (fd >= 0 && ::fcntl(fd, F_SETFD, FD_CLOEXEC) == 0)
        lock.m_fd = fd;
    return lock;
}

std::string DeadDirCleanup::summary() const
{
    if (removed.empty())
        return {};
    std::string text = "Removed " + std::to_string(removed.size())
        + (removed.size() == 1 ? " directory" : " directories")
        + " left by an iolens run that ended without cleaning up (" + formatSize(bytes) + " freed): ";
    for (std::size_t i = 0; i < removed.size(); ++i)
        text += (i ? ", " : "") + removed[i];
    return text + ".";
}

DeadDirCleanup& DeadDirCleanup::operator+=(const DeadDirCleanup& other)
{
    removed.insert(removed.end(), other.removed.begin(), other.removed.end());
    failed.insert(failed.end(), other.failed.begin(), other.failed.end());
    bytes += other.bytes;
    return *this;
}

DeadDirCleanup removeDeadOwnedDirs(const std::string& parent, const std::string& prefix) noexcept
{
    DeadDirCleanup out;
    try {
        DIR* listing = ::opendir(parent.c_str());
        if (!listing)
            return out;
        std::vector<std::string> candidates;
        while (const dirent* entry = ::readdir(listing))
            if (isMkdtempName(entry->d_name, prefix))
                candidates.emplace_back(entry->d_name);
        ::closedir(listing);

        const std::string base = parent + (parent.ends_with('/') ? "" : "/");
        for (const std::string& name : candidates) {
            const std::string dir = base + name;
            struct stat st { };
            if (::lstat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != ::geteuid())
                continue;
            const std::string marker = dir + "/" + ScratchDirLock::kMarker;
            struct stat ms { };
            if (::lstat(marker.c_str(), &ms) != 0 || !S_ISREG(ms.st_mode))
                continue;
            const int fd = ::open(marker.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
            if (fd < 0)
                continue;
            // Held while removing: a third iolens looking at the same time sees it as live.
            if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
                ::close(fd);
                continue; // its owner lives
            }
            const std::uint64_t bytes = allocatedBytes(dir);
            std::error_code ec;
            fs::remove_all(dir, ec); // removes links inside, never follows them
            ::close(fd);
            if (ec) {
                out.failed.push_back("Could not remove '" + printable(dir) + "': " + ec.message() + ".");
                continue;
            }
            out.removed.push_back(dir);
            out.bytes += bytes;
        }
    } catch (...) {
        // Cleaning up after others must never stop this run: what was not removed stays for next time.
    }
    return out;
}

} // namespace iolens
