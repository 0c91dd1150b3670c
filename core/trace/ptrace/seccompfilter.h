// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The seccomp-bpf program that makes a traced program stop for its tracer on exactly the system
// calls of syscallkinds.h (SECCOMP_RET_TRACE) and run every other call at full speed
// (SECCOMP_RET_ALLOW), as strace --seccomp-bpf does. Without a tracer attached a RET_TRACE call
// fails with ENOSYS, so the filter is installed only in a child its tracer has seized already.

#include <vector>

#include <linux/filter.h>

namespace iolens::trace::ptrace {

class IoSeccompFilter {
public:
    IoSeccompFilter(); // built before fork: installing it must not allocate
    // In the child, between fork and exec (async-signal-safe): no_new_privs (which an unprivileged
    // process needs for a filter, and which also keeps setuid programs from gaining privileges
    // under the tracer) and the filter. Returns 0, or an errno value.
    int install() const noexcept;

private:
    std::vector<sock_filter> m_code;
    sock_fprog m_program {};
};

} // namespace iolens::trace::ptrace
