// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sysio.h"

#include "core/errors.h"

#include <array>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdint>
#include <mutex>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <sys/uio.h>
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
    const int access = (extraFlags & O_ACCMODE) == O_RDWR ? 0 : O_WRONLY;
    return open(path, access | O_CREAT | O_EXCL | extraFlags, 0600);
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

std::size_t writevAll(int fd, iovec* iov, int count, const std::string& path)
{
    std::size_t calls = 0;
    while (count > 0) {
        const ssize_t n = ::writev(fd, iov, count);
        ++calls;
        if (n < 0) {
            if (errno == EINTR || errno == EAGAIN)
                continue;
            throw IoError("writev", path, errno);
        }
        if (n == 0)
            throw IoError("writev", path, EIO);
        // Skip the buffers written in full, then trim the one written in part.
        auto left = static_cast<std::size_t>(n);
        while (count > 0 && left >= iov->iov_len) {
            left -= iov->iov_len;
            ++iov;
            --count;
        }
        if (count > 0) {
            iov->iov_base = static_cast<char*>(iov->iov_base) + left;
            iov->iov_len -= left;
        }
    }
    return calls;
}

void fsync(int fd, const std::string& path)
{
    // EINTR is retried like everywhere else here: the flush did not happen, and calling again is
    // how it will (unlike close, fsync leaves the descriptor open).
    int rc;
    do
        rc = ::fsync(fd);
    while (rc < 0 && errno == EINTR);
    if (rc < 0)
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

void allocate(int fd, std::uint64_t size, const std::string& path)
{
    if (size == 0)
        return;
    int rc;
    do // posix_fallocate returns the error rather than setting errno
        rc = ::posix_fallocate(fd, 0, static_cast<off_t>(size));
    while (rc == EINTR);
    if (rc != 0)
        throw IoError("posix_fallocate", path, rc);
}

std::uint64_t fileSize(int fd, const std::string& path)
{
    struct stat st { };
    if (::fstat(fd, &st) < 0)
        throw IoError("fstat", path, errno);
    return static_cast<std::uint64_t>(st.st_size);
}

std::uint64_t fileSizeAt(const std::string& path)
{
    struct stat st { };
    if (::stat(path.c_str(), &st) < 0)
        throw IoError("stat", path, errno);
    return static_cast<std::uint64_t>(st.st_size);
}

std::size_t sendfile(int out, int in, std::uint64_t& offset, std::size_t count, const std::string& path)
{
    for (;;) {
        auto pos = static_cast<off_t>(offset);
        const ssize_t n = ::sendfile(out, in, &pos, count);
        if (n >= 0) {
            offset = static_cast<std::uint64_t>(pos);
            return static_cast<std::size_t>(n);
        }
        if (errno != EINTR && errno != EAGAIN)
            throw IoError("sendfile", path, errno);
    }
}

std::size_t copyFileRange(int in, std::uint64_t& inOffset, int out, std::size_t count, const std::string& path)
{
    for (;;) {
        auto pos = static_cast<loff_t>(inOffset);
        const ssize_t n = ::copy_file_range(in, &pos, out, nullptr, count, 0);
        if (n >= 0) {
            inOffset = static_cast<std::uint64_t>(pos);
            return static_cast<std::size_t>(n);
        }
        if (errno != EINTR && errno != EAGAIN)
            throw IoError("copy_file_range", path, errno);
    }
}

std::size_t splice(int in, std::uint64_t* inOffset, int out, std::uint64_t* outOffset, std::size_t count,
    unsigned flags, const std::string& path)
{
    for (;;) {
        loff_t inPos = inOffset ? static_cast<loff_t>(*inOffset) : 0;
        loff_t outPos = outOffset ? static_cast<loff_t>(*outOffset) : 0;
        const ssize_t n = ::splice(in, inOffset ? &inPos : nullptr, out, outOffset ? &outPos : nullptr, count, flags);
        if (n >= 0) {
            if (inOffset)
                *inOffset = static_cast<std::uint64_t>(inPos);
            if (outOffset)
                *outOffset = static_cast<std::uint64_t>(outPos);
            return static_cast<std::size_t>(n);
        }
        if (errno != EINTR && errno != EAGAIN)
            throw IoError("splice", path, errno);
    }
}

std::pair<UniqueFd, UniqueFd> pipe()
{
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) < 0)
        throw IoError("pipe2", "(anonymous pipe)", errno);
    return { UniqueFd(fds[0]), UniqueFd(fds[1]) };
}

std::size_t setPipeSize(int fd, std::size_t size, const std::string& path)
{
    const int granted = ::fcntl(fd, F_SETPIPE_SZ, static_cast<int>(size));
    if (granted < 0)
        throw IoError("fcntl(F_SETPIPE_SZ)", path, errno);
    return static_cast<std::size_t>(granted);
}

void changeStatusFlags(int fd, int add, int remove, const std::string& path)
{
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags < 0)
        throw IoError("fcntl(F_GETFL)", path, errno);
    if (::fcntl(fd, F_SETFL, (flags | add) & ~remove) < 0)
        throw IoError("fcntl(F_SETFL)", path, errno);
}

void cloneFile(int out, int in, const std::string& path)
{
    int rc;
    do
        rc = ::ioctl(out, FICLONE, in);
    while (rc < 0 && errno == EINTR);
    if (rc < 0)
        throw IoError("FICLONE", path, errno);
}

std::optional<std::uint64_t> seekData(int fd, std::uint64_t from, const std::string& path)
{
    const off_t pos = ::lseek(fd, static_cast<off_t>(from), SEEK_DATA);
    if (pos >= 0)
        return static_cast<std::uint64_t>(pos);
    if (errno == ENXIO)
        return std::nullopt; // nothing but a hole (or end of file) from `from` on
    throw IoError("lseek(SEEK_DATA)", path, errno);
}

std::uint64_t seekHole(int fd, std::uint64_t from, const std::string& path)
{
    const off_t pos = ::lseek(fd, static_cast<off_t>(from), SEEK_HOLE);
    if (pos < 0)
        throw IoError("lseek(SEEK_HOLE)", path, errno);
    return static_cast<std::uint64_t>(pos);
}

namespace {

// A source that shrinks while it is mapped (truncated by another process) turns every read of a page
// past its new end into SIGBUS, which would kill the process mid-run. Read-only mappings are listed
// here; the SIGBUS handler puts a zero page in place of such a page and lets the read go on. The run
// then reads zeros, and the Runner's check of the source after the run reports "the source file
// changed" instead of a result. Writable mappings are not listed: their SIGBUS (a full disk) must not
// be papered over.
struct GuardedRange {
    std::atomic<std::uintptr_t> begin { 0 };
    std::atomic<std::uintptr_t> end { 0 };
};
constexpr std::size_t kGuardedRanges = 256; // more live read-only mappings than this go unguarded
std::array<GuardedRange, kGuardedRanges> g_guarded;
struct sigaction g_previousSigbus { };

void onSigbus(int signal, siginfo_t* info, void* context)
{
    const auto address = reinterpret_cast<std::uintptr_t>(info->si_addr);
    if (info->si_code == BUS_ADRERR) {
        for (const GuardedRange& range : g_guarded) {
            const std::uintptr_t begin = range.begin.load(std::memory_order_acquire);
            if (begin == 0 || address < begin || address >= range.end.load(std::memory_order_acquire))
                continue;
            const auto page = static_cast<std::uintptr_t>(::sysconf(_SC_PAGESIZE));
            void* at = reinterpret_cast<void*>(address & ~(page - 1));
            // mmap is a plain system call here; a zero page replaces the page the file no longer has.
            if (::mmap(at, page, PROT_READ, MAP_FIXED | MAP_PRIVATE | MAP_ANONYMOUS, -1, 0) != MAP_FAILED)
                return;
        }
    }
    // Not ours: what would have happened without this handler.
    if (g_previousSigbus.sa_flags & SA_SIGINFO) {
        g_previousSigbus.sa_sigaction(signal, info, context);
        return;
    }
    if (g_previousSigbus.sa_handler != SIG_DFL && g_previousSigbus.sa_handler != SIG_IGN) {
        g_previousSigbus.sa_handler(signal);
        return;
    }
    ::signal(SIGBUS, SIG_DFL); // returning re-runs the faulting access, which now ends the process
}

std::mutex& guardMutex()
{
    static std::mutex mutex; // registration only: the handler reads the ranges without it
    return mutex;
}

void guard(const std::byte* data, std::uint64_t size)
{
    static std::once_flag installed;
    std::call_once(installed, [] {
        struct sigaction action { };
        action.sa_sigaction = onSigbus;
        action.sa_flags = SA_SIGINFO | SA_RESTART;
        sigemptyset(&action.sa_mask);
        ::sigaction(SIGBUS, &action, &g_previousSigbus);
    });
    const auto begin = reinterpret_cast<std::uintptr_t>(data);
    const std::lock_guard lock(guardMutex());
    for (GuardedRange& range : g_guarded)
        if (range.begin.load(std::memory_order_relaxed) == 0) {
            range.end.store(begin + size, std::memory_order_release); // end first: begin makes it live
            range.begin.store(begin, std::memory_order_release);
            return;
        }
}

void unguard(const std::byte* data) noexcept
{
    const auto begin = reinterpret_cast<std::uintptr_t>(data);
    const std::lock_guard lock(guardMutex());
    for (GuardedRange& range : g_guarded)
        if (range.begin.load(std::memory_order_relaxed) == begin) {
            range.begin.store(0, std::memory_order_release);
            return;
        }
}

} // namespace

Mapping::Mapping(int fd, std::uint64_t offset, std::uint64_t length, int prot, int flags, const std::string& path)
{
    if (length == 0)
        return;
    void* p = ::mmap(nullptr, length, prot, flags, fd, static_cast<off_t>(offset));
    if (p == MAP_FAILED)
        throw IoError("mmap", path, errno);
    m_data = static_cast<std::byte*>(p);
    m_size = length;
    if (prot == PROT_READ)
        guard(m_data, m_size);
}

Mapping::~Mapping()
{
    reset();
}

void Mapping::reset() noexcept
{
    if (m_data) {
        unguard(m_data); // before munmap: the range may be mapped again by another thread
        ::munmap(m_data, m_size);
    }
    m_data = nullptr;
    m_size = 0;
}

Mapping::Mapping(Mapping&& other) noexcept
    : m_data(std::exchange(other.m_data, nullptr))
    , m_size(std::exchange(other.m_size, 0))
{ }

Mapping& Mapping::operator=(Mapping&& other) noexcept
{
    if (this != &other) {
        reset();
        m_data = std::exchange(other.m_data, nullptr);
        m_size = std::exchange(other.m_size, 0);
    }
    return *this;
}

} // namespace iolens::sys
