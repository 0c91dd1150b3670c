// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Tracing a process that is already running (`iolens-cli trace --pid`): start() loads the attach
// build of the trace library into it with ptrace (attachedprocess.h, libraryloader.h), calls its
// iolens_trace_attach(traceDir) there (the program's GOT slots of the wrapped functions now lead
// to the wrappers) and lets the process go on; stop() stops it again for the call of
// iolens_trace_detach() (every slot put back, the image's end written) and lets it go for good.
//
// Each session loads its own copy of the library (copied to a private file first, since dlopen
// returns the loaded one for a path it knows): a second attach starts from fresh thread-local
// state, and the first copy stays loaded, unreachable.

#include <cstdint>
#include <optional>
#include <string>
#include <sys/types.h>

namespace iolens::trace {

class AttachSession {
public:
    // The library's file (libiolens-trace-attach.so) and the trace directory the process writes
    // into; nothing happens to the process before start().
    AttachSession(pid_t pid, std::string library, std::string traceDir);

    // Throws UsageError in one sentence (not permitted, no such process, the library cannot be
    // loaded, recording cannot start). Returns how many call slots now lead to the wrappers.
    long start();

    // Nothing to do when the process has ended meanwhile (its trace file is complete up to then).
    void stop();

    // False once the process has ended, also while it is a zombie its parent has not reaped yet
    // (kill(pid, 0) still succeeds then); in that case its wait status is kept for endStatus().
    bool processAlive();

    // waitpid()'s status of the process, when it ended and was seen as a zombie (/proc/PID/stat's
    // exit_code): iolens is not its parent and cannot wait for it. Empty when it was reaped first.
    std::optional<int> endStatus() const { return m_endStatus; }

    // The attach library beside the preload library `preloadLibrary` (same directory).
    static std::string libraryBeside(const std::string& preloadLibrary);

private:
    pid_t m_pid;
    std::string m_library, m_traceDir;
    std::uint64_t m_detach = 0; // iolens_trace_detach in the process, once started
    std::optional<int> m_endStatus;
};

} // namespace iolens::trace
