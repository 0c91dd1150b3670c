// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the ptrace tracer keeps of each traced process image and thread (ptracetracer.cpp, and the
// attach to a running program, ptraceattach.cpp). Internal to core/trace/ptrace.

#include "core/trace/ptrace/fdtable.h"
#include "core/trace/ptrace/filemappings.h"
#include "core/trace/ptrace/ioltwriter.h"
#include "core/trace/ptrace/remoteunwinder.h"
#include "core/trace/ptrace/stackswriter.h"
#include "core/trace/ptrace/syscallkinds.h"
#include "core/trace/ptrace/tracememory.h"
#include "core/trace/ptrace/uringrings.h"

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include <sys/types.h>

namespace iolens::trace::ptrace {

// One set of fds and one trace file: a process image.
struct Process {
    pid_t pid = 0, ppid = 0;
    std::shared_ptr<FdTable> fds = std::make_shared<FdTable>();
    std::unique_ptr<IoltWriter> writer;
    std::uint32_t nextGeneration = 0;
    int threads = 0;
    Modules modules;
    UringRings rings;
    FileMappings maps; // regular files mapped (a fork child starts without: measured in the parent)
    std::unique_ptr<RemoteUnwinder> unwinder; // null: no stacks (--no-stacks, or no trace directory)
    std::unique_ptr<StacksWriter> stacks;
};

// A thread's counts of one (file, call, site) since its last stack sample (ptracestacks.cpp), so
// that the samples of a slot add up to its calls, as under the preload (preload/stacks.c).
struct StackShadow {
    std::uint64_t total = 0; // calls of the slot on this thread
    std::uint64_t calls = 0, timed = 0, ns = 0, bytes = 0; // since the last sample
    std::uint64_t due = IOLTS_FIRST_CALLS + IOLTS_PERIOD; // the count of the next periodic sample
};

// One thread, and the call it is in.
struct Tracee {
    pid_t tid = 0;
    std::shared_ptr<Process> proc;
    bool firstStopPending = false; // an auto-attached task's first stop, to be let go
    bool inCall = false;
    const TracedCall* call = nullptr;
    unsigned long long args[6] {};
    std::uint64_t t0 = 0, ip = 0;
    std::string path; // of a path call, absolute
    FdFile pathFileBefore; // the path's file as it was when the call began
    std::string peer; // connect's address
    std::vector<UringRequest> uring; // an io_uring_enter's pending requests
    std::uint32_t mapFile = 0; // a munmap's file (0: anonymous memory)
    std::int64_t offset = -1; // of an offset-carrying call; -1: at the fd's position
    std::uint32_t site = 0;
    int block = -1;
    const IoltWriter* blockWriter = nullptr;
    std::unordered_map<std::uint64_t, StackShadow> shadows; // by (file, call, site) of this image
    std::uint32_t firstTaken = 0, firstPassed = 0; // first-call samples, past the budget (iolts.h)
};

} // namespace iolens::trace::ptrace
