// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/launch/childenvironment.h"

#include "core/trace/format/iolt.h"
#include "core/trace/traceloader.h"

#include <fstream>
#include <string_view>

#include <unistd.h>

namespace iolens::trace {

namespace {

// The kernel's clocksource ("tsc", "kvm-clock", …), or empty where sysfs does not say.
std::string currentClocksource()
{
    std::ifstream in(IOLT_CLOCKSOURCE_PATH);
    std::string name;
    if (!(in >> name) || name.size() > 32)
        return {};
    return name;
}

} // namespace

std::vector<std::string> childEnvironment(
    const std::string& traceDir, const std::string& library, std::uint64_t eventsPerThread)
{
    const auto named = [](std::string_view entry, std::string_view name) {
        return entry.size() > name.size() && entry.substr(0, name.size()) == name && entry[name.size()] == '=';
    };
    std::vector<std::string> out;
    std::string userPreload;
    for (char** e = environ; e && *e; ++e) {
        const std::string_view entry(*e);
        if (named(entry, "LD_PRELOAD")) {
            userPreload = std::string(entry.substr(11));
            continue;
        }
        // A trace variable left over from an outer trace would point the library elsewhere.
        if (named(entry, IOLT_ENV_DIR) || named(entry, IOLT_ENV_LIB) || named(entry, IOLT_ENV_ZONES)
            || named(entry, IOLT_ENV_CLOCK) || (eventsPerThread > 0 && named(entry, IOLT_ENV_EVENTS)))
            continue;
        out.emplace_back(entry);
    }
    out.push_back(std::string(IOLT_ENV_DIR "=") + traceDir);
    out.push_back(std::string(IOLT_ENV_LIB "=") + library);
    out.push_back(std::string(IOLT_ENV_ZONES "=") + traceDir + "/" + kZonesFileName);
    if (eventsPerThread > 0)
        out.push_back(std::string(IOLT_ENV_EVENTS "=") + std::to_string(eventsPerThread));
    if (const std::string clock = currentClocksource(); !clock.empty())
        out.push_back(std::string(IOLT_ENV_CLOCK "=") + clock);
    // First, so its wrappers see every call; the user's libraries still load after it.
    out.push_back("LD_PRELOAD=" + library + (userPreload.empty() ? std::string() : ":" + userPreload));
    return out;
}

std::vector<std::string> ptraceChildEnvironment()
{
    std::vector<std::string> out;
    for (char** e = environ; e && *e; ++e) {
        const std::string_view entry(*e);
        if (!entry.starts_with("IOLENS_TRACE_"))
            out.emplace_back(entry);
    }
    return out;
}

} // namespace iolens::trace
