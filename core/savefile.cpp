// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/savefile.h"

#include <QFile>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace iolens {

namespace {

std::string reason(int error)
{
    return std::strerror(error);
}

// Every byte of data, or the errno of the write that failed. A short write is retried: the next
// write then reports why (ENOSPC, EFBIG), where the short one only stopped.
int writeAll(int fd, std::string_view data)
{
    while (!data.empty()) {
        const ssize_t n = ::write(fd, data.data(), data.size());
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        if (n == 0)
            return EIO;
        data.remove_prefix(static_cast<std::size_t>(n));
    }
    return 0;
}

// The process's umask, read without changing it: umask(2) cannot read it alone, and setting it
// for a moment would race with other threads creating files.
mode_t currentUmask()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.starts_with("Umask:"))
            return static_cast<mode_t>(std::strtoul(line.c_str() + 6, nullptr, 8));
    return 022;
}

std::string writeInPlace(const std::string& path, std::string_view data)
{
    // O_NONBLOCK is not used: a FIFO waits for its reader, as any program writing to it does.
    const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return reason(errno);
    const int error = writeAll(fd, data);
    const int closed = ::close(fd) == 0 ? 0 : errno;
    if (error != 0)
        return reason(error);
    return closed == 0 || closed == EINTR ? std::string() : reason(closed);
}

} // namespace

std::string saveFileWhole(const std::string& path, std::string_view data)
{
    struct stat st { };
    const bool exists = ::stat(path.c_str(), &st) == 0;
    if (exists && !S_ISREG(st.st_mode)) {
        if (S_ISDIR(st.st_mode))
            return reason(EISDIR);
        return writeInPlace(path, data);
    }
    std::string target = path;
    if (char* resolved = exists ? ::realpath(path.c_str(), nullptr) : nullptr) {
        target = resolved;
        std::free(resolved);
    }
    const auto slash = target.rfind('/');
    const std::string dir = slash == std::string::npos ? std::string() : target.substr(0, slash + 1);
    const std::string base = slash == std::string::npos ? target : target.substr(slash + 1);
    // Beside the target, so the rename stays on its filesystem; the name cut short enough that the
    // suffix still fits in NAME_MAX (255) after a long base name.
    std::string scratch = dir + "." + base.substr(0, 200) + ".iolens-XXXXXX";
    const int fd = ::mkostemp(scratch.data(), O_CLOEXEC);
    if (fd < 0)
        return reason(errno);
    // The permissions the file had, or a new file's (0666 less the umask), not mkostemp's 0600.
    const mode_t mode = exists ? (st.st_mode & 07777) : (0666 & ~currentUmask());
    int error = ::fchmod(fd, mode) == 0 ? 0 : errno;
    if (error == 0)
        error = writeAll(fd, data);
    // fsync before the rename, so that a crash cannot leave an empty file under the old name;
    // EINVAL: a filesystem that cannot sync (nothing to lose there).
    if (error == 0 && ::fsync(fd) != 0 && errno != EINVAL)
        error = errno;
    if (::close(fd) != 0 && error == 0 && errno != EINTR)
        error = errno;
    if (error == 0 && ::rename(scratch.c_str(), target.c_str()) != 0)
        error = errno;
    if (error != 0) {
        ::unlink(scratch.c_str());
        return reason(error);
    }
    return {};
}

QString saveFileWhole(const QString& path, const QByteArray& data)
{
    const QByteArray name = QFile::encodeName(path);
    return QString::fromStdString(saveFileWhole(std::string(name.constData(), static_cast<std::size_t>(name.size())),
        std::string_view(data.constData(), static_cast<std::size_t>(data.size()))));
}

} // namespace iolens
