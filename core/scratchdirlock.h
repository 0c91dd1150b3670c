// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace iolens {

// Marks a private directory iolens made (a run's scratch dir, a trace dir) as owned by the live
// process: an flock(2) on the file `.iolens-owner` inside it, held for as long as this object lives.
// The kernel drops the lock when the process dies however it dies (SIGKILL included), so a later
// iolens that can take the lock knows that the run is dead and its directory may go.
class ScratchDirLock {
public:
    ScratchDirLock() = default;
    // Locks `dir`, which the caller has just created (mkdtemp, 0700). Throws std::runtime_error
    // naming the directory when the marker cannot be made.
    explicit ScratchDirLock(const std::string& dir);
    ~ScratchDirLock();
    ScratchDirLock(ScratchDirLock&& other) noexcept;
    ScratchDirLock& operator=(ScratchDirLock&& other) noexcept;
    ScratchDirLock(const ScratchDirLock&) = delete;
    ScratchDirLock& operator=(const ScratchDirLock&) = delete;

    bool held() const noexcept { return m_fd >= 0; }
    void release() noexcept;

    // Passing the lock on through execve (iolens-cli's front hands a started trace to the full
    // CLI): the lock belongs to the open file, so it stays held while the descriptor is open.
    // handOver() makes the descriptor survive exec and forgets it; inherited() takes it back in
    // the new program (close-on-exec again, so the traced program never sees it).
    int handOver() noexcept;
    static ScratchDirLock inherited(int fd) noexcept;

    static constexpr const char* kMarker = ".iolens-owner";

private:
    int m_fd = -1;
};

// What removeDeadOwnedDirs found and freed.
struct DeadDirCleanup {
    std::vector<std::string> removed; // the directories' paths
    std::uint64_t bytes = 0; // their allocated size (st_blocks), what the disk got back
    std::vector<std::string> failed; // dead, but could not be removed entirely (one sentence each)

    // One line for a terminal or a status bar, empty when nothing was removed: "Removed 1 directory
    // left by an iolens run that ended without cleaning up (106 MiB freed): /tmp/iolens-scratch-a1B2c3."
    // The paths are as they are: escape them (core/printable.h) where they reach a terminal.
    std::string summary() const;
    DeadDirCleanup& operator+=(const DeadDirCleanup& other);
};

// Removes the directories in `parent` named `prefix` + six mkdtemp characters that are this user's,
// real directories (not links), hold a `.iolens-owner` marker and whose owner is dead (its lock can
// be taken). Anything else is left alone: a live run's directory, a directory without a marker
// (another program's, or an iolens before markers), a link, another user's. Never throws.
DeadDirCleanup removeDeadOwnedDirs(const std::string& parent, const std::string& prefix) noexcept;

} // namespace iolens
