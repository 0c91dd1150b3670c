// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/outputpath.h"

#include "core/errors.h"

#include <cerrno>
#include <cstring>

#include <sys/stat.h>
#include <unistd.h>

namespace iolens::cli {

std::string directoryOf(const std::string& path)
{
    const auto slash = path.rfind('/');
    if (slash == std::string::npos)
        return ".";
    return slash == 0 ? std::string("/") : path.substr(0, slash);
}

void checkOutputPath(const std::string& what, const std::string& path, const std::string& sourceFile)
{
    if (path == "-")
        return;
    if (path.empty())
        throw UsageError("The name of " + what + " is empty.");
    struct stat st { };
    if (::stat(path.c_str(), &st) == 0) {
        if (S_ISDIR(st.st_mode))
            throw UsageError("'" + path + "' is a directory; name a file for " + what + ".");
        struct stat source { };
        if (!sourceFile.empty() && ::stat(sourceFile.c_str(), &source) == 0 && source.st_dev == st.st_dev
            && source.st_ino == st.st_ino)
            throw UsageError("'" + path + "' is the file being measured; choose another name for " + what + ".");
        return;
    }
    const std::string dir = directoryOf(path);
    // "does not exist" only when it does not: a symlink loop or a file in the way is another problem.
    if (::stat(dir.c_str(), &st) < 0) {
        if (errno == ENOENT)
            throw UsageError("The directory of " + what + " '" + path + "' does not exist.");
        throw UsageError(
            "The directory of " + what + " '" + path + "' cannot be examined: " + std::strerror(errno) + ".");
    }
    if (!S_ISDIR(st.st_mode))
        throw UsageError("The directory of " + what + " '" + path + "' is not a directory.");
    if (::access(dir.c_str(), W_OK) < 0)
        throw UsageError("The directory of " + what + " '" + path + "' is not writable.");
}

void checkKeepDirParent(const std::string& dir)
{
    std::string path = dir;
    while (path.size() > 1 && path.back() == '/')
        path.pop_back();
    struct stat st { };
    if (path.empty() || ::lstat(path.c_str(), &st) == 0)
        return;
    const std::string parent = directoryOf(path);
    if (::stat(parent.c_str(), &st) < 0 && (errno == ENOENT || errno == ENOTDIR))
        throw UsageError(
            "The --keep directory '" + dir + "' cannot be created: its parent '" + parent + "' does not exist.");
}

} // namespace iolens::cli
