// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/launch/tracedir.h"

#include "core/errors.h"
#include "core/printable.h"
#include "core/scratchdirlock.h"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <mutex>
#include <stdexcept>
#include <string_view>
#include <system_error>
#include <vector>

#include <dirent.h>
#include <linux/magic.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <unistd.h>

namespace iolens::trace {

namespace fs = std::filesystem;

namespace {

constexpr const char* kPrefix = "iolens-trace-";

std::string withoutTrailingSlash(std::string path)
{
    while (path.size() > 1 && path.back() == '/')
        path.pop_back();
    return path;
}

std::string envDir(const char* name)
{
    const char* value = std::getenv(name);
    return value && *value ? withoutTrailingSlash(value) : std::string();
}

// A tmpfs directory this user can write to with at least kMinFreeBytes free: on a tmpfs that fills
// up the trace stops growing (the preload reserves its pages before use and drops what does not
// fit, with a notice), so a small one (a container's 64 MiB /dev/shm) is passed over.
constexpr std::uint64_t kMinFreeBytes = 256ull << 20;

bool roomyTmpfs(const std::string& dir)
{
    struct statfs fsInfo { };
    struct statvfs vfsInfo { };
    if (dir.empty() || ::statfs(dir.c_str(), &fsInfo) != 0 || fsInfo.f_type != TMPFS_MAGIC
        || ::statvfs(dir.c_str(), &vfsInfo) != 0 || ::access(dir.c_str(), W_OK | X_OK) != 0)
        return false;
    return std::uint64_t(vfsInfo.f_bavail) * vfsInfo.f_frsize >= kMinFreeBytes;
}

// Where the private trace directory goes. The preload writes its records through a shared mapping
// of its trace file on every call, so on a disk file system each first write to a page costs a
// block allocation and the dirty pages are written back while the program runs: on this machine's
// ext4 /tmp a traced fork took 11 ms, on tmpfs 2 ms (200 subshells of bash: 2.4 s against
// 0.56 s; untraced 0.15 s). So: $TMPDIR when the user chose one; else the first roomy tmpfs of
// $XDG_RUNTIME_DIR and /dev/shm; else /tmp.
std::string tempParent()
{
    if (std::string chosen = envDir("TMPDIR"); !chosen.empty())
        return chosen;
    for (const std::string& candidate : { envDir("XDG_RUNTIME_DIR"), std::string("/dev/shm") })
        if (roomyTmpfs(candidate))
            return candidate;
    return "/tmp";
}

// Every place tempParent may have chosen, for the cleanup of dead runs' directories.
std::vector<std::string> allTempParents()
{
    std::vector<std::string> out;
    for (const std::string& candidate :
        { envDir("TMPDIR"), envDir("XDG_RUNTIME_DIR"), std::string("/dev/shm"), std::string("/tmp") })
        if (!candidate.empty() && std::find(out.begin(), out.end(), candidate) == out.end())
            out.push_back(candidate);
    return out;
}

// The owner locks of this process's private trace dirs, by path: held from makePrivateTraceDir to
// removeTraceDir, so that the launcher's interface (a path) stays as it is.
struct OwnedDirs {
    std::mutex mutex;
    std::map<std::string, ScratchDirLock> locks;
};

OwnedDirs& ownedDirs()
{
    static OwnedDirs owned;
    return owned;
}

} // namespace

std::string makePrivateTraceDir()
{
    const std::string parent = tempParent();
    std::string pattern = parent + "/" + kPrefix + "XXXXXX";
    std::vector<char> buffer(pattern.begin(), pattern.end());
    buffer.push_back('\0');
    // mkdtemp creates the directory with mode 0700 whatever the umask: only this user's processes
    // can put files in it or read them.
    if (!::mkdtemp(buffer.data())) {
        const int error = errno;
        throw std::runtime_error("Could not create a trace directory in " + inQuotes(parent) + ": "
            + std::strerror(error) + " (" + errnoName(error) + ").");
    }
    std::string dir(buffer.data());
    if (dir.front() != '/') {
        std::error_code ec;
        const fs::path absolute = fs::absolute(dir, ec);
        if (!ec)
            dir = absolute.string();
    }
    // The loader reads p<pid>.<generation>.iolt files only, so the marker inside is not in its way.
    try {
        ScratchDirLock lock(dir);
        const std::lock_guard guard(ownedDirs().mutex);
        ownedDirs().locks[dir] = std::move(lock);
    } catch (...) {
        std::error_code ec;
        fs::remove_all(dir, ec);
        throw;
    }
    return dir;
}

std::string prepareKeepDir(const std::string& dir)
{
    if (dir.empty())
        throw UsageError("--keep needs a directory.");
    std::error_code ec;
    fs::path path = fs::absolute(dir, ec);
    if (ec)
        path = dir;
    const fs::file_status status = fs::symlink_status(path, ec);
    if (!fs::exists(status)) {
        // Created 0700 like the private directory: the trace holds paths and argv.
        const mode_t old = ::umask(077);
        fs::create_directories(path, ec);
        ::umask(old);
        if (ec)
            throw UsageError("Could not create the --keep directory " + inQuotes(dir) + ": " + ec.message() + ".");
    } else {
        if (!fs::is_directory(fs::status(path, ec)))
            throw UsageError("The --keep directory " + inQuotes(dir) + " is not a directory.");
        if (!fs::is_empty(path, ec) || ec)
            throw UsageError("The --keep directory " + inQuotes(dir)
                + " is not empty: give an empty or new directory, so the trace holds this run's files only.");
    }
    if (::access(path.c_str(), W_OK | X_OK) != 0)
        throw UsageError("The --keep directory " + inQuotes(dir) + " is not writable.");
    std::string out = path.lexically_normal().string();
    while (out.size() > 1 && out.back() == '/')
        out.pop_back();
    return out;
}

void removeTraceFiles(const std::string& dir) noexcept
{
    DIR* d = ::opendir(dir.c_str());
    if (!d)
        return;
    const auto endsWith = [](std::string_view name, std::string_view tail) {
        return name.size() > tail.size() && name.substr(name.size() - tail.size()) == tail;
    };
    while (const dirent* e = ::readdir(d)) {
        const std::string_view name(e->d_name);
        if ((e->d_type == DT_REG || e->d_type == DT_LNK || e->d_type == DT_UNKNOWN)
            && (endsWith(name, ".iolt") || endsWith(name, ".iolts")))
            ::unlinkat(::dirfd(d), e->d_name, 0); // a symlink so named is unlinked, not followed
    }
    ::closedir(d);
}

void removeTraceDir(const std::string& dir) noexcept
{
    if (dir.empty())
        return;
    std::error_code ec;
    fs::remove_all(dir, ec); // symlinks inside are removed, not followed
    try {
        const std::lock_guard guard(ownedDirs().mutex);
        ownedDirs().locks.erase(dir); // unlocked only now: until the removal it is a live run's
    } catch (...) {
        // A mutex that cannot be locked leaves the lock held until exit, which is harmless.
    }
}

int handOverTraceDir(const std::string& dir) noexcept
{
    try {
        const std::lock_guard guard(ownedDirs().mutex);
        const auto found = ownedDirs().locks.find(dir);
        if (found == ownedDirs().locks.end())
            return -1;
        const int fd = found->second.handOver();
        ownedDirs().locks.erase(found);
        return fd;
    } catch (...) {
        return -1;
    }
}

void adoptTraceDir(const std::string& dir, int lockFd)
{
    const std::lock_guard guard(ownedDirs().mutex);
    ownedDirs().locks[dir] = ScratchDirLock::inherited(lockFd);
}

DeadDirCleanup removeDeadTraceDirs() noexcept
{
    try {
        DeadDirCleanup out;
        for (const std::string& parent : allTempParents())
            out += removeDeadOwnedDirs(parent, kPrefix);
        return out;
    } catch (...) {
        return {};
    }
}

} // namespace iolens::trace
