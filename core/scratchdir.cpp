// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/scratchdir.h"

#include "core/errors.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <sys/stat.h>
#include <vector>

namespace iolens {

ScratchDir::ScratchDir(const std::string& outDir)
{
    struct stat st { };
    if (::stat(outDir.c_str(), &st) < 0) {
        // "does not exist" only when it does not: a symlink loop or a forbidden parent is another problem.
        if (errno == ENOENT)
            throw UsageError("The out dir '" + outDir + "' does not exist (" + std::strerror(errno) + ").");
        throw UsageError("The out dir '" + outDir + "' cannot be examined: " + std::strerror(errno) + ".");
    }
    if (!S_ISDIR(st.st_mode))
        throw UsageError("The out dir '" + outDir + "' is not a directory.");
    std::string pattern = outDir + (outDir.ends_with('/') ? "" : "/") + kPrefix + "XXXXXX";
    std::vector<char> buffer(pattern.begin(), pattern.end());
    buffer.push_back('\0');
    // mkdtemp creates the directory with mode 0700: other users cannot plant links in it.
    if (!::mkdtemp(buffer.data()))
        throw UsageError("The out dir '" + outDir + "' is not writable: " + std::strerror(errno) + ".");
    m_path = buffer.data();
    try {
        m_lock = ScratchDirLock(m_path);
    } catch (const std::exception& e) {
        remove(m_path);
        throw UsageError(std::string("The out dir '") + outDir + "' cannot hold a scratch directory: " + e.what());
    }
}

ScratchDir::~ScratchDir()
{
    std::error_code ignored;
    std::filesystem::remove_all(m_path, ignored);
    m_lock.release(); // after the removal: until then another iolens must see the directory as live
}

std::string ScratchDir::newFilePath(const std::string& stem)
{
    return m_path + "/" + stem + "-" + std::to_string(++m_counter);
}

void ScratchDir::remove(const std::string& path) noexcept
{
    std::error_code ignored;
    std::filesystem::remove_all(path, ignored);
}

std::string ScratchDir::systemTempDir()
{
    if (const char* tmp = std::getenv("TMPDIR"); tmp && *tmp)
        return tmp;
    return "/tmp";
}

} // namespace iolens

namespace iolens {

DeadDirCleanup ScratchDir::removeDead(const std::string& outDir) noexcept
{
    return removeDeadOwnedDirs(outDir, kPrefix);
}

} // namespace iolens
