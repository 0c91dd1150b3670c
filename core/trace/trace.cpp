// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/trace.h"

#include "core/trace/format/iolt.h"

#include <cstdio>

namespace iolens::trace {

std::uint64_t FileStats::ns() const
{
    std::uint64_t total = 0;
    for (const CallStats& c : calls)
        total += c.ns;
    return total;
}

std::uint64_t FileStats::bytesRead() const
{
    std::uint64_t total = 0;
    for (const CallStats& c : calls)
        if (iolt_call_reads(static_cast<std::uint32_t>(c.callId)))
            total += c.bytes;
    return total;
}

std::uint64_t FileStats::bytesWritten() const
{
    std::uint64_t total = 0;
    for (const CallStats& c : calls)
        if (iolt_call_writes(static_cast<std::uint32_t>(c.callId)))
            total += c.bytes;
    return total;
}

std::string Site::label() const
{
    if (!function.empty())
        return location.empty() ? function : function + " (" + location + ")";
    char offset[32];
    std::snprintf(offset, sizeof offset, "0x%llx", static_cast<unsigned long long>(moduleOffset));
    if (module.empty()) {
        std::snprintf(offset, sizeof offset, "0x%llx", static_cast<unsigned long long>(address));
        return std::string("(unknown module)+") + offset;
    }
    const std::size_t slash = module.rfind('/');
    return (slash == std::string::npos ? module : module.substr(slash + 1)) + "+" + offset;
}

std::string Frame::label() const
{
    if (!function.empty()) {
        if (file.empty())
            return function;
        return function + " (" + file + (line > 0 ? ":" + std::to_string(line) : std::string()) + ")";
    }
    char offset[32];
    std::snprintf(offset, sizeof offset, "0x%llx", static_cast<unsigned long long>(moduleOffset));
    if (module.empty())
        return std::string("(unknown module)+") + offset;
    const std::size_t slash = module.rfind('/');
    return (slash == std::string::npos ? module : module.substr(slash + 1)) + "+" + offset;
}

} // namespace iolens::trace
