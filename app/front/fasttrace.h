// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/launch/tracelauncher.h"

#include <optional>
#include <string>
#include <vector>

namespace iolens::front {

// `iolens-cli trace` options as the front takes them: only the forms it is sure the full CLI
// takes the same way (app/cli/tracecommand.cpp). nullopt for anything else, --help included: the
// full CLI then does the whole command itself, with its own messages.
struct FastTraceArgs {
    std::vector<std::string> program; // PROGRAM and its arguments
    std::uint64_t eventsPerThread = 0;
    std::string keepDir;
};
std::optional<FastTraceArgs> parseFastTraceArgs(const std::vector<std::string>& args);

// Starts the traced program, then execs fullCli with argv and the hand-over in the environment
// (core/trace/launch/handover.h). Returns only when it did not start the program (the arguments
// or the program are for the full CLI to judge): the caller then execs fullCli plainly.
// [[noreturn]] in effect once the program runs: on a failed exec it ends the program and exits 2.
void startTraceAndHandOver(const std::vector<std::string>& args, const std::string& fullCli, char** argv);

} // namespace iolens::front
