// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/savefile.h"

#include <QFile>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <streambuf>

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

// Writes a file's text to fd and returns 0 or the errno of the write that failed.
using Body = std::function<int(int fd)>;

// The text of a streamed save, straight to the file: unbuffered, as the writers buffer themselves
// (JsonWriter hands over 64 KiB at a time). The first failed write's errno is kept, and every
// write after it fails, which sets the stream's badbit.
class FdBuffer : public std::streambuf {
public:
    explicit FdBuffer(int fd)
        : m_fd(fd)
    { }
    int error() const { return m_error; }

protected:
    std::streamsize xsputn(const char* s, std::streamsize n) override
    {
        if (m_error == 0)
            m_error = writeAll(m_fd, std::string_view(s, static_cast<std::size_t>(n)));
        return m_error == 0 ? n : 0;
    }
    int_type overflow(int_type c) override
    {
        if (traits_type::eq_int_type(c, traits_type::eof()))
            return traits_type::not_eof(c);
        const char one = traits_type::to_char_type(c);
        return xsputn(&one, 1) == 1 ? c : traits_type::eof();
    }

private:
    int m_fd;
    int m_error = 0;
};

Body streamedBody(const std::function<void(std::ostream&)>& write)
{
    return [&write](int fd) {
        FdBuffer buffer(fd);
        std::ostream out(&buffer);
        write(out);
        out.flush();
        if (buffer.error() != 0)
            return buffer.error();
        return out ? 0 : EIO;
    };
}

std::string writeInPlace(const std::string& path, const Body& body)
{
    // O_NONBLOCK is not used: a FIFO waits for its reader, as any program writing to it does.
    const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return reason(errno);
    int error = 0;
    try {
        error = body(fd);
    } catch (...) {
        ::close(fd);
        throw;
    }
    const int closed = ::close(fd) == 0 ? 0 : errno;
    if (error != 0)
        return reason(error);
    return closed == 0 || closed == EINTR ? std::string() : reason(closed);
}

std::string saveWhole(const std::string& path, const Body& body)
{
    struct stat st { };
    const bool exists = ::stat(path.c_str(), &st) == 0;
    if (exists && !S_ISREG(st.st_mode)) {
        if (S_ISDIR(st.st_mode))
            return reason(EISDIR);
        return writeInPlace(path, body);
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
    try {
        if (error == 0)
            error = body(fd);
    } catch (...) { // the text's writer failed (out of memory): no scratch file is left behind
        ::close(fd);
        ::unlink(scratch.c_str());
        throw;
    }
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

} // namespace

std::string saveFileWhole(const std::string& path, std::string_view data)
{
    return saveWhole(path, [data](int fd) { return writeAll(fd, data); });
}

std::string saveFileWhole(const std::string& path, const std::function<void(std::ostream&)>& write)
{
    return saveWhole(path, streamedBody(write));
}

QString saveFileWhole(const QString& path, const QByteArray& data)
{
    const QByteArray name = QFile::encodeName(path);
    return QString::fromStdString(saveFileWhole(std::string(name.constData(), static_cast<std::size_t>(name.size())),
        std::string_view(data.constData(), static_cast<std::size_t>(data.size()))));
}

mode_t currentUmask()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.starts_with("Umask:"))
            return static_cast<mode_t>(std::strtoul(line.c_str() + 6, nullptr, 8));
    return 022;
}

} // namespace iolens
