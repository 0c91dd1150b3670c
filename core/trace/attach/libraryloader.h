// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Loading a shared library into a process iolens is attached to, and calling its functions there:
// dlopen and dlsym called in the process, found through the process's own libc.so.6 (glibc 2.34
// and later define them there; earlier ones in libdl.so.2, looked up as well).

#include "core/trace/attach/attachedprocess.h"

#include <cstdint>
#include <string>

namespace iolens::trace {

class RemoteLibraries {
public:
    // Finds dlopen, dlsym and dlerror in the process. Throws UsageError in one sentence when the
    // process has no dynamic loader's libc (a static program).
    explicit RemoteLibraries(AttachedProcess& process);

    // dlopen(path, RTLD_NOW) in the process; the handle. Throws UsageError with dlerror()'s
    // sentence when the library cannot be loaded.
    std::uint64_t load(const std::string& path);

    // dlsym(handle, name) in the process; throws UsageError when the library has no such symbol.
    std::uint64_t symbol(std::uint64_t handle, const std::string& name);

private:
    std::string lastError();

    AttachedProcess& m_process;
    std::uint64_t m_dlopen = 0, m_dlsym = 0, m_dlerror = 0;
};

// The address of `function` of the process's libc.so.6 (for tests and simple calls: getpid).
std::uint64_t libcFunctionAddress(pid_t pid, const std::string& function);

} // namespace iolens::trace
