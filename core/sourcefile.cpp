// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sourcefile.h"

#include "core/errors.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace iolens {

namespace {

const char* kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return "a directory";
    if (S_ISFIFO(mode))
        return "a FIFO";
    if (S_ISCHR(mode))
        return "a character device";
    if (S_ISBLK(mode))
        return "a block device";
    if (S_ISSOCK(mode))
        return "a socket";
    return "not a regular file";
}

SourceSnapshot fromStat(const struct stat& st)
{
    return SourceSnapshot { static_cast<std::uint64_t>(st.st_size),
        static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1'000'000'000 + st.st_mtim.tv_nsec,
        static_cast<std::uint64_t>(st.st_ino), static_cast<std::uint64_t>(st.st_dev) };
}

} // namespace

SourceSnapshot checkSourceFile(const std::string& path)
{
    if (path.empty())
        throw UsageError("No file was given to measure.");
    struct stat st { };
    if (::stat(path.c_str(), &st) < 0) {
        if (errno == ENOENT)
            throw UsageError("The file '" + path + "' does not exist.");
        throw UsageError("The file '" + path + "' cannot be examined: " + std::strerror(errno) + ".");
    }
    if (!S_ISREG(st.st_mode))
        throw UsageError(
            "'" + path + "' is " + kindOf(st.st_mode) + ", not a regular file: iolens measures regular files only.");
    // O_NONBLOCK: should the path be swapped for a FIFO after stat, open must not hang.
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        throw UsageError("The file '" + path + "' is not readable: " + std::strerror(errno) + ".");
    ::close(fd);
    return fromStat(st);
}

SourceSnapshot snapshotSource(const std::string& path)
{
    struct stat st { };
    if (::stat(path.c_str(), &st) < 0)
        throw IoError("stat", path, errno);
    return fromStat(st);
}

} // namespace iolens
