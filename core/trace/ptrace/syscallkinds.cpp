// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/ptrace/syscallkinds.h"

#include "core/trace/format/iolt.h"

#include <array>

#include <sys/syscall.h>

namespace iolens::trace::ptrace {

namespace {

// The same grouping as the preload's wrappers: the call as the program made it, variants folded
// (openat and creat are opens, preadv2 a preadv, sendto and sendmsg sends). fcntl is not here: only
// its F_DUPFD forms make an fd, and stopping on every fcntl (Go calls it per file) costs more than
// resolving such an fd lazily from /proc when it is first used.
constexpr TracedCall kCalls[] = {
    { SYS_read, IOLT_CALL_READ, Target::Fd, -1, true },
    { SYS_write, IOLT_CALL_WRITE, Target::Fd, -1, true },
    { SYS_pread64, IOLT_CALL_PREAD, Target::Fd, 3, true },
    { SYS_pwrite64, IOLT_CALL_PWRITE, Target::Fd, 3, true },
    { SYS_readv, IOLT_CALL_READV, Target::Fd, -1, true },
    { SYS_writev, IOLT_CALL_WRITEV, Target::Fd, -1, true },
    { SYS_preadv, IOLT_CALL_PREADV, Target::Fd, 3, true },
    { SYS_pwritev, IOLT_CALL_PWRITEV, Target::Fd, 3, true },
    { SYS_preadv2, IOLT_CALL_PREADV, Target::Fd, 3, true },
    { SYS_pwritev2, IOLT_CALL_PWRITEV, Target::Fd, 3, true },
    { SYS_open, IOLT_CALL_OPEN, Target::Open, -1, true },
    { SYS_creat, IOLT_CALL_OPEN, Target::Open, -1, true },
    { SYS_openat, IOLT_CALL_OPEN, Target::OpenAt, -1, true },
    { SYS_openat2, IOLT_CALL_OPEN, Target::OpenAt, -1, true },
    { SYS_close, IOLT_CALL_CLOSE, Target::Close, -1, true },
    { SYS_close_range, IOLT_CALL_CLOSE, Target::CloseRange, -1, false },
    { SYS_lseek, IOLT_CALL_LSEEK, Target::Fd, -1, true },
    { SYS_fsync, IOLT_CALL_FSYNC, Target::Fd, -1, true },
    { SYS_fdatasync, IOLT_CALL_FDATASYNC, Target::Fd, -1, true },
    { SYS_sync_file_range, IOLT_CALL_SYNC_FILE_RANGE, Target::Fd, -1, true },
    { SYS_ftruncate, IOLT_CALL_FTRUNCATE, Target::Fd, -1, true },
    { SYS_fallocate, IOLT_CALL_FALLOCATE, Target::Fd, -1, true },
    { SYS_stat, IOLT_CALL_STAT, Target::Path, -1, true },
    { SYS_lstat, IOLT_CALL_STAT, Target::Path, -1, true },
    { SYS_fstat, IOLT_CALL_FSTAT, Target::Fd, -1, true },
    { SYS_newfstatat, IOLT_CALL_STAT, Target::AtPath, -1, true }, // FSTAT with AT_EMPTY_PATH
    { SYS_statx, IOLT_CALL_STAT, Target::AtPath, -1, true },
    { SYS_access, IOLT_CALL_ACCESS, Target::Path, -1, true },
    { SYS_faccessat, IOLT_CALL_ACCESS, Target::AtPath, -1, true },
    { SYS_faccessat2, IOLT_CALL_ACCESS, Target::AtPath, -1, true },
    { SYS_getdents64, IOLT_CALL_READDIR, Target::Fd, -1, true },
    { SYS_getdents, IOLT_CALL_READDIR, Target::Fd, -1, true },
    { SYS_sendfile, IOLT_CALL_SENDFILE, Target::Fd, -1, true }, // out fd first, as the preload counts it
    { SYS_copy_file_range, IOLT_CALL_COPY_FILE_RANGE, Target::Fd, -1, true },
    { SYS_splice, IOLT_CALL_SPLICE, Target::Fd, -1, true },
    { SYS_dup, IOLT_CALL_DUP, Target::Dup, -1, true },
    { SYS_dup2, IOLT_CALL_DUP, Target::Dup, -1, true },
    { SYS_dup3, IOLT_CALL_DUP, Target::Dup, -1, true },
    { SYS_unlink, IOLT_CALL_UNLINK, Target::Path, -1, true },
    { SYS_unlinkat, IOLT_CALL_UNLINK, Target::AtPath, -1, true },
    { SYS_rename, IOLT_CALL_RENAME, Target::Path, -1, true },
    { SYS_renameat, IOLT_CALL_RENAME, Target::AtPath, -1, true },
    { SYS_renameat2, IOLT_CALL_RENAME, Target::AtPath, -1, true },
    { SYS_connect, IOLT_CALL_CONNECT, Target::Fd, -1, true },
    { SYS_accept, IOLT_CALL_ACCEPT, Target::Accept, -1, true },
    { SYS_accept4, IOLT_CALL_ACCEPT, Target::Accept, -1, true },
    { SYS_sendto, IOLT_CALL_SEND, Target::Fd, -1, true },
    { SYS_sendmsg, IOLT_CALL_SEND, Target::Fd, -1, true },
    { SYS_recvfrom, IOLT_CALL_RECV, Target::Fd, -1, true },
    { SYS_recvmsg, IOLT_CALL_RECV, Target::Fd, -1, true },
    // Mapped files (filemappings.h): the filter stops at mmap only for a mapping of an fd, never for
    // anonymous memory; munmap, mremap and the end of the image measure the pages mapped.
    { SYS_mmap, IOLT_CALL_MMAP, Target::Map, -1, true },
    { SYS_munmap, IOLT_CALL_MUNMAP, Target::Map, -1, true },
    { SYS_mremap, IOLT_CALL_MMAP, Target::Map, -1, false },
    { SYS_exit_group, IOLT_CALL_READ, Target::Map, -1, false },
    { SYS_execve, IOLT_CALL_READ, Target::Map, -1, false },
    { SYS_execveat, IOLT_CALL_READ, Target::Map, -1, false },
    // Not calls of their own: an enter's requests are recorded under the calls they stand for.
    { SYS_io_uring_setup, IOLT_CALL_READ, Target::Uring, -1, false },
    { SYS_io_uring_enter, IOLT_CALL_READ, Target::Uring, -1, false },
    { SYS_io_uring_register, IOLT_CALL_READ, Target::Uring, -1, false },
};

} // namespace

std::span<const TracedCall> tracedCalls()
{
    return kCalls;
}

const TracedCall* tracedCall(long number)
{
    // A direct table: the tracer looks this up on every stop.
    static const auto table = [] {
        std::array<const TracedCall*, 512> t {};
        for (const TracedCall& c : kCalls)
            if (c.number >= 0 && c.number < long(t.size()))
                t[std::size_t(c.number)] = &c;
        return t;
    }();
    return number >= 0 && number < long(table.size()) ? table[std::size_t(number)] : nullptr;
}

} // namespace iolens::trace::ptrace
