// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The system calls the ptrace tracer stops on, and what each one is in iolens' terms: the call
// kind of format/iolt.h it is recorded as (read → IOLT_CALL_READ, newfstatat → IOLT_CALL_STAT …)
// and where its file comes from. x86-64 numbering; the seccomp filter (seccompfilter.h) lets every
// other call run without a stop.

#include <cstdint>
#include <span>

namespace iolens::trace::ptrace {

// Where a traced call names its file.
enum class Target : std::uint8_t {
    Fd, // args[0] is a file descriptor
    Path, // args[0] is a path (relative to the working directory)
    AtPath, // args[0] a directory fd, args[1] the path relative to it
    Open, // a path is opened: the result is the new fd (open, creat: args[0]; openat: args[1])
    OpenAt,
    Dup, // the result is a new fd for args[0]'s file
    Close, // args[0] is closed
    CloseRange, // fds args[0] … args[1] are closed (recorded as nothing: bookkeeping only)
    Accept, // args[0] listens, the result is a new socket fd
    Uring, // io_uring_setup, _enter, _register: requests read from the ring (uringrings.h)
    Map, // mmap (its fd is args[4]), munmap, mremap; exit_group and execve measure every mapping
         // (filemappings.h)
};

struct TracedCall {
    long number; // SYS_…
    std::uint16_t call; // enum iolt_call
    Target target;
    std::int8_t offsetArg; // the argument holding an explicit offset (pread), -1 none
    bool recorded; // false: watched for the fd table only (close_range)
};

// Every system call the filter stops on.
std::span<const TracedCall> tracedCalls();

// The entry for a system call number, or null when it is not one of them.
const TracedCall* tracedCall(long number);

} // namespace iolens::trace::ptrace
