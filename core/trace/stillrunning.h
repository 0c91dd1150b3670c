// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Traced processes that outlive the traced program (daemons, `nohup … &`, a shell's background
// job): a process image whose record never ended (state RUNNING) while its pid is still alive, not
// a zombie, and began no later than the image did (a pid reused by a newer process began after
// the traced one ended, so after its image began).

#include "core/trace/format/iolt.h"

#include <chrono>
#include <cstdint>
#include <string>

namespace iolens::trace {

// Whether `pid`, which began a process image at `imageStartNs` (CLOCK_MONOTONIC), still runs.
bool imageStillRunning(int pid, std::uint64_t imageStartNs);

// The images of a trace directory that still run (their headers read, not the whole files).
std::size_t countStillRunning(const std::string& dir);

// Whether the live process `pid` is creating the trace file of a new image, whose header is not
// written yet (its file exists, empty or without its magic).
bool imageBeingCreated(int pid);

// Images that ended by exec while their process runs on and whose next image has no trace file
// yet: the process is between execve and the library's start in the new program (a shell's
// `exec sleep 1` at the moment the traced program ends); and, as the newest of their pid, image
// files being created (imageBeingCreated). Either is a process that runs on, which the next look
// at the directory counts as still running.
std::size_t execsInFlight(const std::string& dir);
// The same for one image whose header is h (maybe mapped: its state is loaded atomically), when it
// is the newest generation of its pid in the directory.
bool execInFlight(const iolt_header& h);

// Waits, at most `limit`, until no exec is in flight, so that the new image's record is there to
// be counted as still running (a program exec'd untraced never writes one: hence the limit).
void waitForExecsInFlight(const std::string& dir, std::chrono::milliseconds limit);

} // namespace iolens::trace
