// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/scratchdirlock.h"

#include <string>

namespace iolens {

// A private directory (mkdtemp, mode 0700) inside the out dir for a run's destination files.
// Everything in it is removed with it: on success, on error and on cancel (the destructor). While
// it lives it is locked as this process's (ScratchDirLock), so that when a crash leaves it behind,
// the next iolens can tell it from a live run's and remove it (removeDead).
class ScratchDir {
public:
    // Throws UsageError naming the out dir when it is missing, not a directory or not writable.
    explicit ScratchDir(const std::string& outDir);
    ~ScratchDir();
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;

    const std::string& path() const noexcept { return m_path; }
    // A fresh, not yet existing path inside the directory.
    std::string newFilePath(const std::string& stem);
    // Removes one file or tree inside the directory; errors are ignored (the destructor retries).
    static void remove(const std::string& path) noexcept;

    // The system temp dir: $TMPDIR or /tmp.
    static std::string systemTempDir();

    // Removes the scratch directories in outDir whose run is dead (removeDeadOwnedDirs with the
    // "iolens-scratch-" prefix). Never throws; a missing outDir removes nothing.
    static DeadDirCleanup removeDead(const std::string& outDir) noexcept;

    static constexpr const char* kPrefix = "iolens-scratch-";

private:
    std::string m_path;
    ScratchDirLock m_lock;
    unsigned m_counter = 0;
};

} // namespace iolens
