#include "core/sysio.h"

#include "core/errors.h"

#include <cerrno>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace iolens::sys {

void UniqueFd::reset() noexcept
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
}

UniqueFd open(const std::string& path, int flags, mode_t mode)
{
    int fd;
    do
        fd = ::open(path.c_str(), flags | O_CLOEXEC, mode);
    while (fd < 0 && errno == EINTR);
    if (fd < 0)
        throw IoError("open", path, errno);
    return UniqueFd(fd);
}

UniqueFd createNew(const std::string& path, int extraFlags)
{
    return open(path, O_WRONLY | O_CREAT | O_EXCL | extraFlags, 0600);
}

void close(UniqueFd& fd, const std::string& path)
{
    // Released first: after close(2), even a failing one, the descriptor is gone (no retry on EINTR).
    const int raw = fd.release();
    if (raw < 0)
        return;
    if (::close(raw) < 0 && errno != EINTR)
        throw IoError("close", path, errno);
}

std::size_t read(int fd, void* buf, std::size_t count, const std::string& path)
{
    for (;;) {
        const ssize_t n = ::read(fd, buf, count);
        if (n >= 0)
            return static_cast<std::size_t>(n);
        if (errno != EINTR && errno != EAGAIN)
            throw IoError("read", path, errno);
    }
}

std::size_t readFull(int fd, void* buf, std::size_t count, const std::string& path)
{
    auto* p = static_cast<char*>(buf);
    std::size_t done = 0;
    while (done < count) {
        const std::size_t n = read(fd, p + done, count - done, path);
        if (n == 0)
            break;
        done += n;
    }
    return done;
}

std::size_t preadFull(int fd, void* buf, std::size_t count, std::uint64_t offset, const std::string& path)
{
    auto* p = static_cast<char*>(buf);
    std::size_t done = 0;
    while (done < count) {
        const ssize_t n = ::pread(fd, p + done, count - done, static_cast<off_t>(offset + done));
        if (n < 0) {
            if (errno == EINTR || errno == EAGAIN)
                continue;
            throw IoError("pread", path, errno);
        }
        if (n == 0)
            break;
        done += static_cast<std::size_t>(n);
    }
    return done;
}

void writeAll(int fd, const void* buf, std::size_t count, const std::string& path)
{
    const auto* p = static_cast<const char*>(buf);
    while (count > 0) {
        const ssize_t n = ::write(fd, p, count);
        if (n < 0) {
            if (errno == EINTR || errno == EAGAIN)
                continue;
            throw IoError("write", path, errno);
        }
        if (n == 0)
            throw IoError("write", path, EIO); // a regular file never accepts 0 of >0 bytes
        p += n;
        count -= static_cast<std::size_t>(n);
    }
}

void pwriteAll(int fd, const void* buf, std::size_t count, std::uint64_t offset, const std::string& path)
{
    const auto* p = static_cast<const char*>(buf);
    while (count > 0) {
        const ssize_t n = ::pwrite(fd, p, count, static_cast<off_t>(offset));
        if (n < 0) {
            if (errno == EINTR || errno == EAGAIN)
                continue;
            throw IoError("pwrite", path, errno);
        }
        if (n == 0)
            throw IoError("pwrite", path, EIO);
        p += n;
        offset += static_cast<std::uint64_t>(n);
        count -= static_cast<std::size_t>(n);
    }
}

void fsync(int fd, const std::string& path)
{
    if (::fsync(fd) < 0)
        throw IoError("fsync", path, errno);
}

void ftruncate(int fd, std::uint64_t size, const std::string& path)
{
    int rc;
    do
        rc = ::ftruncate(fd, static_cast<off_t>(size));
    while (rc < 0 && errno == EINTR);
    if (rc < 0)
        throw IoError("ftruncate", path, errno);
}

std::uint64_t fileSize(int fd, const std::string& path)
{
    struct stat st { };
    if (::fstat(fd, &st) < 0)
        throw IoError("fstat", path, errno);
    return static_cast<std::uint64_t>(st.st_size);
}

Mapping::Mapping(int fd, std::uint64_t size, int prot, int flags, const std::string& path)
{
    if (size == 0)
        return;
    void* p = ::mmap(nullptr, size, prot, flags, fd, 0);
    if (p == MAP_FAILED)
        throw IoError("mmap", path, errno);
    m_data = static_cast<std::byte*>(p);
    m_size = size;
}

Mapping::~Mapping()
{
    if (m_data)
        ::munmap(m_data, m_size);
}

Mapping::Mapping(Mapping&& other) noexcept
    : m_data(std::exchange(other.m_data, nullptr))
    , m_size(std::exchange(other.m_size, 0))
{ }

Mapping& Mapping::operator=(Mapping&& other) noexcept
{
    if (this != &other) {
        if (m_data)
            ::munmap(m_data, m_size);
        m_data = std::exchange(other.m_data, nullptr);
        m_size = std::exchange(other.m_size, 0);
    }
    return *this;
}

} // namespace iolens::sys
