// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/ptrace/remoteunwinder.h"

#include <cstring>

#include <elfutils/libdwfl.h>
#include <sys/uio.h>

namespace iolens::trace::ptrace {

namespace {

// Where separate debug information is not looked for: the unwind tables are in the files
// themselves, and a search of /usr/lib/debug per module would cost every trace of a program.
int noDebugInfo(Dwfl_Module*, void**, const char*, Dwarf_Addr, const char*, const char*, GElf_Word, char**)
{
    return -1;
}

const Dwfl_Callbacks kModuleCallbacks = {
    dwfl_linux_proc_find_elf,
    noDebugInfo,
    nullptr,
    nullptr,
};

bool readRemote(pid_t tid, std::uint64_t address, void* out, std::size_t size)
{
    iovec local { out, size };
    iovec remote { reinterpret_cast<void*>(address), size };
    return ::process_vm_readv(tid, &local, 1, &remote, 1, 0) == ssize_t(size);
}

} // namespace

RemoteUnwinder::RemoteUnwinder(pid_t pid)
    : m_pid(pid)
{ }

RemoteUnwinder::~RemoteUnwinder()
{
    if (m_dwfl)
        dwfl_end(m_dwfl);
}

bool RemoteUnwinder::setUp()
{
    if (m_dwfl && !m_stale)
        return true;
    if (m_dwfl) {
        dwfl_end(m_dwfl);
        m_dwfl = nullptr;
    }
    m_stale = false;
    static const Dwfl_Thread_Callbacks threads = {
        &RemoteUnwinder::nextThread,
        &RemoteUnwinder::getThread,
        &RemoteUnwinder::memoryRead,
        &RemoteUnwinder::initialRegisters,
        nullptr,
        nullptr,
    };
    m_dwfl = dwfl_begin(&kModuleCallbacks);
    if (!m_dwfl)
        return false;
    if (dwfl_linux_proc_report(m_dwfl, m_pid) != 0 || dwfl_report_end(m_dwfl, nullptr, nullptr) != 0
        || !dwfl_attach_state(m_dwfl, nullptr, m_pid, &threads, this)) {
        dwfl_end(m_dwfl);
        m_dwfl = nullptr;
        return false;
    }
    return true;
}

std::size_t RemoteUnwinder::unwind(pid_t tid, const user_regs_struct& regs, std::uint64_t* out, std::size_t max)
{
    if (m_failed || max == 0)
        return 0;
    if (!setUp()) {
        m_failed = true;
        return 0;
    }
    m_tid = tid;
    m_regs = &regs;
    m_threadGiven = false;
    m_out = out;
    m_max = max;
    m_depth = 0;
    m_pageAddress = 1; // the thread's memory moved on since the last walk
    dwfl_getthread_frames(m_dwfl, tid, &RemoteUnwinder::onFrame, this); // ends with an error at the outermost frame
    m_regs = nullptr;
    return m_depth;
}

int RemoteUnwinder::onFrame(Dwfl_Frame* frame, void* self)
{
    auto* u = static_cast<RemoteUnwinder*>(self);
    Dwarf_Addr pc = 0;
    bool activation = false;
    if (!dwfl_frame_pc(frame, &pc, &activation) || pc == 0)
        return DWARF_CB_ABORT;
    // The thread's own position outside every reported module: a library loaded since (or JIT
    // code); the modules are reported again before the next walk.
    if (u->m_depth == 0 && !dwfl_addrmodule(u->m_dwfl, pc))
        u->m_stale = true;
    u->m_out[u->m_depth++] = pc;
    return u->m_depth < u->m_max ? DWARF_CB_OK : DWARF_CB_ABORT;
}

pid_t RemoteUnwinder::nextThread(Dwfl*, void* self, void** threadArg)
{
    auto* u = static_cast<RemoteUnwinder*>(self);
    if (u->m_threadGiven || !u->m_regs)
        return 0;
    u->m_threadGiven = true;
    *threadArg = self;
    return u->m_tid;
}

bool RemoteUnwinder::getThread(Dwfl*, pid_t tid, void* self, void** threadArg)
{
    auto* u = static_cast<RemoteUnwinder*>(self);
    *threadArg = self;
    return u->m_regs && tid == u->m_tid;
}

bool RemoteUnwinder::memoryRead(Dwfl*, std::uint64_t address, std::uint64_t* result, void* self)
{
    std::uint64_t word = 0;
    if (!static_cast<RemoteUnwinder*>(self)->readWord(address, word))
        return false;
    *result = word;
    return true;
}

bool RemoteUnwinder::readWord(std::uint64_t address, std::uint64_t& word)
{
    const std::uint64_t page = address & ~std::uint64_t(sizeof m_page - 1);
    const std::uint64_t within = address - page;
    if (within + sizeof word <= sizeof m_page) {
        if (page != m_pageAddress) {
            if (!readRemote(m_tid, page, m_page, sizeof m_page))
                return readRemote(m_tid, address, &word, sizeof word);
            m_pageAddress = page;
        }
        std::memcpy(&word, m_page + within, sizeof word);
        return true;
    }
    return readRemote(m_tid, address, &word, sizeof word); // straddles two pages
}

bool RemoteUnwinder::initialRegisters(Dwfl_Thread* thread, void* self)
{
    const user_regs_struct& r = *static_cast<RemoteUnwinder*>(self)->m_regs;
    // The x86-64 DWARF register numbers: rax, rdx, rcx, rbx, rsi, rdi, rbp, rsp, r8 … r15, then
    // the return address column (16), which is where the thread is.
    const Dwarf_Word dwarf[17] = { r.rax, r.rdx, r.rcx, r.rbx, r.rsi, r.rdi, r.rbp, r.rsp, r.r8, r.r9, r.r10, r.r11,
        r.r12, r.r13, r.r14, r.r15, r.rip };
    if (!dwfl_thread_state_registers(thread, 0, 17, dwarf))
        return false;
    dwfl_thread_state_register_pc(thread, r.rip);
    return true;
}

} // namespace iolens::trace::ptrace
