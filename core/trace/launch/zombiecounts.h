// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The kernel's end counts of a traced process that a signal ended, that left past the library (a
// raw exit_group), or whose last image could not record itself, for the children iolens reaps
// itself: the program it started, and with --wait-all the orphans it reaps as their subreaper.
// Such a process runs none of the library's code at its end, so its record holds no /proc/self/io
// at the end, and its unseen I/O could not be measured. While it is a zombie, seen but not reaped
// (waitid WNOWAIT), its /proc/PID/io and /proc/PID/stat still hold its counts: read then, and
// stored into its last trace file's header once it is reaped, as the preload's wait wrappers do
// for the children of traced processes (preload/wrap_wait.c).

#include "core/trace/format/iolt.h"

#include <optional>
#include <string>
#include <sys/types.h>
#include <sys/wait.h>

namespace iolens::trace {

struct ZombieCounts {
    pid_t pid = 0;
    iolt_kernel_io io {}; // valid 0 when it could not be read
    iolt_faults faults {};
    std::uint64_t seenNs = 0; // CLOCK_MONOTONIC when they were read: the process's end, at the latest
};

// The counts of the child that waitid(idtype, id) would report now as ended (exited or killed);
// nullopt when no child has news. Never blocks, reaps nothing.
std::optional<ZombieCounts> endedChildCounts(idtype_t idtype, id_t id);

// Into the header of counts.pid's last trace file in dir, when that record never said how the image
// ended (state running: a signal ended it, or it left past the library, as a raw exit_group) and no
// one told it yet: these counts (end blocks already there are kept) and `status` as waitpid gave
// it, told as the preload's wait wrappers tell a child's (reaped_status, reaped_by). Call it once
// the child is reaped, after finishBegunRecord. Silent when there is no such record (a process
// iolens did not trace, or one that ended through the library).
void tellEndedRecord(const std::string& dir, const ZombieCounts& counts, int status) noexcept;

// A process whose last image could not record itself (a static or set-id program, or one started
// with an environment that drops the preload) has a record begun by the image that exec'd it
// (preload/untracedimage.h), which its reaper finishes. When iolens reaps such a process (the
// program it started, or an orphan with --wait-all): counts.pid's last record, when it is such an
// unfinished one, told how it ended (`status` as waitpid gave it) with these counts, read while it
// was a zombie. Silent otherwise.
void finishBegunRecord(const std::string& dir, const ZombieCounts& counts, int status) noexcept;

} // namespace iolens::trace
