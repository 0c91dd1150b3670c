// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/launch/tracedir.h"

#include "core/errors.h"
#include "core/printable.h"
#include "core/scratchdirlock.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <mutex>
#include <stdexcept>
#include <system_error>
#include <vector>

#include <sys/stat.h>
#include <unistd.h>

namespace iolens::trace {

namespace fs = std::filesystem;

namespace {

std::string inQuotes(const std::string& s)
{
    return "'" + printable(s) + "'";
}

constexpr const char* kPrefix = "iolens-trace-";

std::string tempParent()
{
    const char* env = std::getenv("TMPDIR");
    std::string parent = env && *env ? env : "/tmp";
    while (parent.size() > 1 && parent.back() == '/')
        parent.pop_back();
    return parent;
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

DeadDirCleanup removeDeadTraceDirs() noexcept
{
    try {
        return removeDeadOwnedDirs(tempParent(), kPrefix);
    } catch (...) {
        return {};
    }
}

} // namespace iolens::trace
