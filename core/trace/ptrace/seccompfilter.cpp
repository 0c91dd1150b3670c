// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/ptrace/seccompfilter.h"

#include "core/trace/ptrace/syscallkinds.h"

#include <cerrno>
#include <cstddef>

#include <linux/audit.h>
#include <linux/seccomp.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace iolens::trace::ptrace {

namespace {

sock_filter statement(unsigned short code, unsigned k)
{
    return sock_filter { code, 0, 0, k };
}

sock_filter jumpIfEqual(unsigned k, unsigned char ifTrue, unsigned char ifFalse)
{
    return sock_filter { BPF_JMP | BPF_JEQ | BPF_K, ifTrue, ifFalse, k };
}

} // namespace

IoSeccompFilter::IoSeccompFilter()
{
    // A program of another architecture (an x32 or i386 call from a 64-bit process) is allowed
    // untraced rather than misread: its numbers mean other calls.
    m_code.push_back(statement(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, arch)));
    m_code.push_back(jumpIfEqual(AUDIT_ARCH_X86_64, 1, 0));
    m_code.push_back(statement(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
    m_code.push_back(statement(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr)));
    // x32 calls carry bit 30 on the same architecture value.
    m_code.push_back(sock_filter { BPF_JMP | BPF_JGE | BPF_K, 0, 1, 0x40000000u });
    m_code.push_back(statement(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
    // mmap stops only when it maps an fd (args[4], an int: its low word is not -1), or maps over
    // fixed addresses, where it may replace a file's mapping (whose pages are then measured): other
    // anonymous memory is no I/O, and allocators map it often. (x86-64 is little-endian: an
    // argument's low word comes first.)
    m_code.push_back(jumpIfEqual(unsigned(SYS_mmap), 0, 6));
    m_code.push_back(statement(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, args) + 4 * sizeof(__u64)));
    m_code.push_back(jumpIfEqual(0xffffffffu, 0, 3));
    m_code.push_back(statement(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, args) + 3 * sizeof(__u64)));
    m_code.push_back(sock_filter { BPF_JMP | BPF_JSET | BPF_K, 1, 0, unsigned(MAP_FIXED) });
    m_code.push_back(statement(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
    m_code.push_back(statement(BPF_RET | BPF_K, SECCOMP_RET_TRACE));
    const std::span<const TracedCall> calls = tracedCalls();
    // One comparison per traced call; a match jumps to the RET_TRACE at the end.
    for (std::size_t i = 0; i < calls.size(); ++i) {
        const std::size_t toTrace = calls.size() - i; // the ALLOW between them is skipped
        m_code.push_back(jumpIfEqual(unsigned(calls[i].number), static_cast<unsigned char>(toTrace), 0));
    }
    m_code.push_back(statement(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
    m_code.push_back(statement(BPF_RET | BPF_K, SECCOMP_RET_TRACE));
    m_program.len = static_cast<unsigned short>(m_code.size());
    m_program.filter = m_code.data();
}

int IoSeccompFilter::install() const noexcept
{
    if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0)
        return errno;
    if (::syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &m_program) != 0)
        return errno;
    return 0;
}

} // namespace iolens::trace::ptrace
