// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The libraries a running process has mapped, from /proc/PID/maps: where each one is loaded, so
// that a function found in the library's file (elfexport.h) can be called in that process.

#include <cstdint>
#include <optional>
#include <string>
#include <sys/types.h>

namespace iolens::trace {

struct LoadedLibrary {
    std::uint64_t base = 0; // the start of the mapping of the file's offset 0
    std::string path; // as the process sees it (its own mount namespace)
};

// The first library mapped in `pid` whose file name (the part after the last '/') is
// `fileName`, or std::nullopt when none is (or the maps cannot be read).
std::optional<LoadedLibrary> findLoadedLibrary(pid_t pid, const std::string& fileName);

// Where this process can open a file named `path` inside `pid`'s mount namespace.
std::string pathSeenFromHere(pid_t pid, const std::string& path);

} // namespace iolens::trace
