// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <csignal>

namespace iolens::cli {

// iolens-cli trace's signal handling while the traced program runs. A SIGINT, SIGTERM, SIGHUP or
// SIGQUIT sent to iolens (kill, not the terminal: the terminal's reach the program, which shares
// iolens' process group, by themselves) is stored in pending() for the launcher to pass on to the
// program and what it started (core/trace/launch/programsignals.h; one from kill() marked
// SharedSignal::kFromKill, since it may have reached the program by itself: sharedsignal.h): the program ends its own
// way, and iolens still reports what was recorded. A second one also raises cancel() (SIGTERM, then SIGKILL); a third
// ends iolens at once, as a user pressing Ctrl+C again and again expects. A signal that iolens was started with ignored
// stays ignored. The previous handlers come back with the destructor.
class TraceSignals {
public:
    TraceSignals();
    ~TraceSignals();
    TraceSignals(const TraceSignals&) = delete;
    TraceSignals& operator=(const TraceSignals&) = delete;

    std::atomic<int>& pending() noexcept;
    const std::atomic<bool>& cancel() noexcept;
};

// The signals TraceSignals passes on. iolens-cli's front (app/front/fasttrace.cpp) blocks them
// from before it starts the program until the full CLI has its handlers in place: the mask and
// what is pending survive execve, so none is lost meanwhile and none ends iolens.
sigset_t forwardedSignals() noexcept;

} // namespace iolens::cli
