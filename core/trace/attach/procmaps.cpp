// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/attach/procmaps.h"

#include <fstream>
#include <sstream>

namespace iolens::trace {

std::optional<LoadedLibrary> findLoadedLibrary(pid_t pid, const std::string& fileName)
{
    std::ifstream maps("/proc/" + std::to_string(pid) + "/maps");
    std::string line;
    while (std::getline(maps, line)) {
        // "start-end perms offset dev inode   path"; the path is the rest of the line and may
        // contain spaces, so it is taken from the first '/' after the inode.
        std::istringstream fields(line);
        std::string range, perms, offset, device, inode;
        if (!(fields >> range >> perms >> offset >> device >> inode))
            continue;
        const std::size_t slash = line.find('/');
        if (slash == std::string::npos || offset.find_first_not_of('0') != std::string::npos)
            continue;
        const std::string path = line.substr(slash);
        if (path.substr(path.rfind('/') + 1) != fileName)
            continue;
        return LoadedLibrary { std::stoull(range.substr(0, range.find('-')), nullptr, 16), path };
    }
    return std::nullopt;
}

std::string pathSeenFromHere(pid_t pid, const std::string& path)
{
    return "/proc/" + std::to_string(pid) + "/root" + path;
}

} // namespace iolens::trace
