// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <sys/types.h>
#include <sys/uio.h>
#include <utility>

// The system-call layer every strategy goes through. It retries EINTR, loops over short counts
// and turns failures into IoError naming the call and the path. tests/faults injects faults one
// level lower, at libc's entry points (an LD_PRELOAD shim), so that strategies which bypass this
// layer on purpose (QFile, iostreams, std::filesystem) are tested the same way.
namespace iolens::sys {

class UniqueFd {
public:
    UniqueFd() = default;
    explicit UniqueFd(int fd) noexcept
        : m_fd(fd)
    { }
    ~UniqueFd() { reset(); }
    UniqueFd(UniqueFd&& other) noexcept
        : m_fd(std::exchange(other.m_fd, -1))
    { }
    UniqueFd& operator=(UniqueFd&& other) noexcept
    {
        if (this != &other) {
            reset();
            m_fd = std::exchange(other.m_fd, -1);
        }
        return *this;
    }
    int get() const noexcept { return m_fd; }
    // Gives up ownership without closing.
    int release() noexcept { return std::exchange(m_fd, -1); }
    explicit operator bool() const noexcept { return m_fd >= 0; }
    void reset() noexcept;

private:
    int m_fd = -1;
};

// open(2) with O_CLOEXEC added; throws IoError.
UniqueFd open(const std::string& path, int flags, mode_t mode = 0600);
// Creates a new file that must not exist yet (O_CREAT | O_EXCL), so a planted link cannot redirect us.
// Write-only unless extraFlags asks for O_RDWR (a shared writable mapping needs it).
UniqueFd createNew(const std::string& path, int extraFlags = 0);
// close(2) that reports errors (NFS and full disks report late write errors here).
void close(UniqueFd& fd, const std::string& path);

// One read(2), EINTR retried; 0 only at end of file.
std::size_t read(int fd, void* buf, std::size_t count, const std::string& path);
// Reads until count bytes or end of file; returns the bytes read.
std::size_t readFull(int fd, void* buf, std::size_t count, const std::string& path);
std::size_t preadFull(int fd, void* buf, std::size_t count, std::uint64_t offset, const std::string& path);
// Writes everything, looping over short writes.
void writeAll(int fd, const void* buf, std::size_t count, const std::string& path);
void pwriteAll(int fd, const void* buf, std::size_t count, std::uint64_t offset, const std::string& path);
// writev(2) of every buffer, looping over short writes; `iov` is consumed (advanced in place).
// Returns the number of writev calls it took.
std::size_t writevAll(int fd, iovec* iov, int count, const std::string& path);

void fsync(int fd, const std::string& path);
void ftruncate(int fd, std::uint64_t size, const std::string& path);
// posix_fallocate(3): gives the file `size` bytes of real blocks now, so that a full disk is an
// ENOSPC here rather than a SIGBUS when a mapping of the file is written later.
void allocate(int fd, std::uint64_t size, const std::string& path);
std::uint64_t fileSize(int fd, const std::string& path);
// stat(2) of a path: its size.
std::uint64_t fileSizeAt(const std::string& path);

// In-kernel transfers. Each is one call (EINTR retried) returning the bytes moved, 0 at end of
// input; callers loop, because the kernel moves at most 0x7ffff000 bytes per call.
// sendfile(2) reading `in` at `offset` (advanced) and writing at `out`'s file position.
std::size_t sendfile(int out, int in, std::uint64_t& offset, std::size_t count, const std::string& path);
// copy_file_range(2) reading `in` at `inOffset` (advanced) and writing at `out`'s file position.
std::size_t copyFileRange(int in, std::uint64_t& inOffset, int out, std::size_t count, const std::string& path);
// splice(2); an offset is given for a file end (and advanced), nullptr for a pipe end.
std::size_t splice(int in, std::uint64_t* inOffset, int out, std::uint64_t* outOffset, std::size_t count,
    unsigned flags, const std::string& path);
// pipe2(2) with O_CLOEXEC: {read end, write end}.
std::pair<UniqueFd, UniqueFd> pipe();
// fcntl(F_SETPIPE_SZ); returns the capacity the kernel granted (rounded up to pages).
std::size_t setPipeSize(int fd, std::size_t size, const std::string& path);
// fcntl(F_SETFL) adding and removing status flags such as O_DIRECT.
void changeStatusFlags(int fd, int add, int remove, const std::string& path);
// ioctl(FICLONE): `out` shares `in`'s extents (copy-on-write). The IoError's call is "FICLONE".
void cloneFile(int out, int in, const std::string& path);
// lseek(SEEK_DATA): the first data offset at or after `from`, or nullopt when only a hole follows.
std::optional<std::uint64_t> seekData(int fd, std::uint64_t from, const std::string& path);
// lseek(SEEK_HOLE): the first hole at or after `from` (end of file counts as a hole).
std::uint64_t seekHole(int fd, std::uint64_t from, const std::string& path);

// An mmap'ed region, unmapped on destruction; an empty file maps to {nullptr, 0}. A read-only
// mapping survives the file shrinking under it: pages past the new end read as zeros (no SIGBUS).
class Mapping {
public:
    Mapping() = default;
    Mapping(int fd, std::uint64_t size, int prot, int flags, const std::string& path)
        : Mapping(fd, 0, size, prot, flags, path)
    { }
    // A window of the file: offset must be a multiple of the page size.
    Mapping(int fd, std::uint64_t offset, std::uint64_t length, int prot, int flags, const std::string& path);
    ~Mapping();
    Mapping(Mapping&& other) noexcept;
    Mapping& operator=(Mapping&& other) noexcept;
    Mapping(const Mapping&) = delete;
    Mapping& operator=(const Mapping&) = delete;
    std::byte* data() const noexcept { return m_data; }
    std::uint64_t size() const noexcept { return m_size; }

private:
    void reset() noexcept;

    std::byte* m_data = nullptr;
    std::uint64_t m_size = 0;
};

} // namespace iolens::sys
