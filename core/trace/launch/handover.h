// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A traced program that one process started and another waits for. iolens-cli is a small front
// (app/front/) that starts the traced program at once and then execs the full CLI, which loads
// Qt and the rest (about 10 ms) while the program already runs. The full CLI adopts what the front
// set up: the child, its private trace directory with the owner lock, the terminal, the start time.
// execve keeps the pid (the child stays ours), the lock's descriptor and the blocked signals.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace iolens::trace {

struct Handover {
    int pid = -1; // the traced program, our child, leader of its own process group
    std::uint64_t startNs = 0; // CLOCK_MONOTONIC just before the fork: the wall time's start
    std::string program; // as resolved in $PATH
    std::string library; // libiolens-trace.so as preloaded
    std::string dir; // the trace directory
    bool ownsDir = false; // a private directory (removed after the report), not --keep's
    int lockFd = -1; // holds the private directory's owner lock (ScratchDirLock)
    int terminalFd = -1; // the terminal shared with the program (ForegroundTerminal), or -1
    bool terminalOwned = false;
    bool terminalGiven = false;
};

// The environment variable that carries it; the full CLI removes it before anything else, so no
// program it starts inherits it.
inline constexpr const char* kHandoverEnv = "IOLENS_CLI_HANDOVER";

// One line of text; every string is length-prefixed, so paths may hold any byte but NUL.
std::string encodeHandover(const Handover& handover);
// nullopt when the text is not what encodeHandover writes.
std::optional<Handover> decodeHandover(std::string_view text);

} // namespace iolens::trace
