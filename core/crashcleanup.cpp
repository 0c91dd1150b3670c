// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/crashcleanup.h"

#include "core/scratchdir.h"
#include "core/trace/launch/tracedir.h"

#include <filesystem>
#include <system_error>

namespace iolens {

namespace {

bool sameDirectory(const std::string& a, const std::string& b)
{
    std::error_code ec;
    return std::filesystem::equivalent(a, b, ec) && !ec;
}

} // namespace

DeadDirCleanup removeLeftoversOfDeadRuns(const std::string& outDir) noexcept
{
    DeadDirCleanup out;
    try {
        const std::string temp = ScratchDir::systemTempDir();
        out += ScratchDir::removeDead(temp);
        if (!outDir.empty() && !sameDirectory(outDir, temp))
            out += ScratchDir::removeDead(outDir);
        out += trace::removeDeadTraceDirs();
    } catch (...) {
        // Cleaning up after others never stops this start: what stays is tried again next time.
    }
    return out;
}

} // namespace iolens
