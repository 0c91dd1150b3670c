// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/scratchdirlock.h"

#include <string>

namespace iolens::trace {

// A new private trace directory, mode 0700, "iolens-trace-XXXXXX" under $TMPDIR when it is set, else
// on a tmpfs ($XDG_RUNTIME_DIR or /dev/shm, where traced calls are cheaper) or /tmp:
// locked as this process's (ScratchDirLock) until removeTraceDir. Throws std::runtime_error naming the parent directory
// when it cannot be made.
std::string makePrivateTraceDir();

// The directory --keep names, made ready: created (with its parents) when missing, mode 0700 for
// what is created; an existing one must be a directory, empty and writable, so that the trace
// files in it are this run's alone. Returns its absolute path; throws UsageError naming it.
std::string prepareKeepDir(const std::string& dir);

// Removes a trace directory and everything in it; never follows symlinks; silent on failure (it
// runs in destructors).
void removeTraceDir(const std::string& dir) noexcept;

// Removes the trace files of a directory (its *.iolt and *.iolts, at the top), leaving the
// directory, anything else in it and its owner lock to removeTraceDir. Once a trace is loaded its
// files are no longer needed, and unlinking the files of a large trace (400 MiB on a tmpfs for a
// program that used 100,000 files) takes about 0.1 s that can pass while the report is written.
// Never follows symlinks; silent on failure.
void removeTraceFiles(const std::string& dir) noexcept;

// A private trace directory passed on through execve (core/trace/launch/handover.h):
// handOverTraceDir returns the descriptor that holds its owner lock, made to survive exec, and
// forgets the directory (this process will not remove it); adoptTraceDir, in the new program,
// makes it this process's again, to be removed by removeTraceDir. -1: no lock was held.
int handOverTraceDir(const std::string& dir) noexcept;
void adoptTraceDir(const std::string& dir, int lockFd);

// Removes the private trace directories under each of those parents whose iolens died before it could
// remove them (SIGKILL, a crash, power loss); a live trace's and --keep directories stay. Never throws.
DeadDirCleanup removeDeadTraceDirs() noexcept;

} // namespace iolens::trace
