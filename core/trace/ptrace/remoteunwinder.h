// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The call stack of a thread the ptrace tracer has stopped, walked from outside with elfutils'
// libdwfl: the process's modules reported from /proc/PID/maps, the unwind tables (.eh_frame, or
// .debug_frame where a program has only that, as Go binaries do; frame pointers as the fallback)
// read from the files, and the thread's registers and stack memory given by the tracer itself
// (the registers of its stop, the memory read with process_vm_readv, a page at a time), so that
// libdwfl neither attaches nor stops anything. Programs built without frame pointers at -O2 unwind.

#include <cstddef>
#include <cstdint>

#include <sys/types.h>
#include <sys/user.h>

struct Dwfl;
struct Dwfl_Frame;
struct Dwfl_Thread;

namespace iolens::trace::ptrace {

class RemoteUnwinder {
public:
    explicit RemoteUnwinder(pid_t pid);
    ~RemoteUnwinder();
    RemoteUnwinder(const RemoteUnwinder&) = delete;
    RemoteUnwinder& operator=(const RemoteUnwinder&) = delete;

    // The stopped thread tid's frames, innermost first: its instruction pointer, then the return
    // address of each caller; at most `max`. Returns how many (0: the walk failed at once).
    std::size_t unwind(pid_t tid, const user_regs_struct& regs, std::uint64_t* out, std::size_t max);

private:
    bool setUp();
    bool readWord(std::uint64_t address, std::uint64_t& word);

    static int onFrame(Dwfl_Frame* frame, void* self);
    static pid_t nextThread(Dwfl* dwfl, void* self, void** threadArg);
    static bool getThread(Dwfl* dwfl, pid_t tid, void* self, void** threadArg);
    static bool memoryRead(Dwfl* dwfl, std::uint64_t address, std::uint64_t* result, void* self);
    static bool initialRegisters(Dwfl_Thread* thread, void* self);

    pid_t m_pid;
    Dwfl* m_dwfl = nullptr;
    bool m_failed = false; // the modules could not be reported: no stacks for this image
    bool m_stale = false; // a frame lay in no reported module (a library loaded since): report again
    // The walk under way.
    pid_t m_tid = 0;
    const user_regs_struct* m_regs = nullptr;
    bool m_threadGiven = false;
    std::uint64_t* m_out = nullptr;
    std::size_t m_max = 0, m_depth = 0;
    // The last page of the tracee's memory read.
    std::uint64_t m_pageAddress = 1; // never page aligned: nothing cached
    unsigned char m_page[4096];
};

} // namespace iolens::trace::ptrace
