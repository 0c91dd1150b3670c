// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/attach/libraryloader.h"

#include "core/errors.h"
#include "core/trace/attach/elfexport.h"
#include "core/trace/attach/procmaps.h"

#include <dlfcn.h>
#include <optional>

namespace iolens::trace {

namespace {

std::optional<std::uint64_t> functionIn(pid_t pid, const std::string& library, const std::string& function)
{
    const std::optional<LoadedLibrary> loaded = findLoadedLibrary(pid, library);
    if (!loaded)
        return std::nullopt;
    const std::optional<std::uint64_t> offset = exportedFunctionOffset(pathSeenFromHere(pid, loaded->path), function);
    if (!offset)
        return std::nullopt;
    return loaded->base + *offset;
}

std::uint64_t loaderFunction(pid_t pid, const std::string& function)
{
    if (const std::optional<std::uint64_t> address = functionIn(pid, "libc.so.6", function))
        return *address;
    if (const std::optional<std::uint64_t> address = functionIn(pid, "libdl.so.2", function))
        return *address;
    throw UsageError("process " + std::to_string(pid) + " has no " + function
        + " in a loaded libc.so.6 or libdl.so.2: iolens can attach only to dynamically linked glibc programs.");
}

} // namespace

std::uint64_t libcFunctionAddress(pid_t pid, const std::string& function)
{
    if (const std::optional<std::uint64_t> address = functionIn(pid, "libc.so.6", function))
        return *address;
    throw UsageError("process " + std::to_string(pid) + " has no " + function + " in a loaded libc.so.6.");
}

RemoteLibraries::RemoteLibraries(AttachedProcess& process)
    : m_process(process)
    , m_dlopen(loaderFunction(process.pid(), "dlopen"))
    , m_dlsym(loaderFunction(process.pid(), "dlsym"))
    , m_dlerror(loaderFunction(process.pid(), "dlerror"))
{ }

std::string RemoteLibraries::lastError()
{
    const std::string text = m_process.readString(m_process.call(m_dlerror, {}));
    return text.empty() ? "no reason given" : text;
}

std::uint64_t RemoteLibraries::load(const std::string& path)
{
    const std::uint64_t handle = m_process.call(m_dlopen, { AttachedProcess::kStringArgument, RTLD_NOW }, path);
    if (handle == 0)
        throw UsageError(
            "process " + std::to_string(m_process.pid()) + " could not load " + path + ": " + lastError() + ".");
    return handle;
}

std::uint64_t RemoteLibraries::symbol(std::uint64_t handle, const std::string& name)
{
    const std::uint64_t address = m_process.call(m_dlsym, { handle, AttachedProcess::kStringArgument }, name);
    if (address == 0)
        throw UsageError("the library loaded into process " + std::to_string(m_process.pid()) + " has no " + name + ": "
            + lastError() + ".");
    return address;
}

} // namespace iolens::trace
