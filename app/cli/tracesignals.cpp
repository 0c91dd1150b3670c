// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/tracesignals.h"

#include "core/trace/launch/sharedsignal.h"

#include <csignal>

namespace iolens::cli {

namespace {

constexpr int kSignals[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };

// Lock-free atomics are async-signal-safe; the handler does nothing else but re-raise.
std::atomic<int> g_pending { 0 };
std::atomic<bool> g_cancel { false };
std::atomic<int> g_count { 0 };
static_assert(std::atomic<int>::is_always_lock_free && std::atomic<bool>::is_always_lock_free);

struct sigaction g_previous[sizeof kSignals / sizeof kSignals[0]];

extern "C" void onTraceSignal(int sig, siginfo_t* info, void*)
{
    const int count = g_count.fetch_add(1, std::memory_order_relaxed) + 1;
    if (count >= 3) {
        std::signal(sig, SIG_DFL);
        std::raise(sig);
        return;
    }
    // The terminal's Ctrl+C, Ctrl+\ or hang-up (sent by the kernel) reached the program too: it
    // shares iolens' process group. Passed on, it would get the signal twice. One from kill() may
    // have been sent to that group as well: the launcher passes it on where it did not arrive.
    if (info->si_code == SI_USER)
        g_pending.store(sig | trace::SharedSignal::kFromKill, std::memory_order_relaxed);
    else if (info->si_code != SI_KERNEL)
        g_pending.store(sig, std::memory_order_relaxed);
    if (count == 2)
        g_cancel.store(true, std::memory_order_relaxed);
}

} // namespace

TraceSignals::TraceSignals()
{
    g_pending = 0;
    g_cancel = false;
    g_count = 0;
    struct sigaction action { };
    action.sa_sigaction = onTraceSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO; // no SA_RESTART: the launcher's wait wakes up at once
    for (std::size_t i = 0; i < sizeof kSignals / sizeof kSignals[0]; ++i) {
        // A signal iolens was started with ignored (a background job of a script, nohup) stays
        // ignored, for iolens and, through exec, for the program, as it would be without iolens.
        sigaction(kSignals[i], nullptr, &g_previous[i]);
        if (g_previous[i].sa_handler != SIG_IGN)
            sigaction(kSignals[i], &action, nullptr);
    }
}

TraceSignals::~TraceSignals()
{
    for (std::size_t i = 0; i < sizeof kSignals / sizeof kSignals[0]; ++i)
        sigaction(kSignals[i], &g_previous[i], nullptr);
}

sigset_t forwardedSignals() noexcept
{
    sigset_t set;
    sigemptyset(&set);
    for (const int sig : kSignals)
        sigaddset(&set, sig);
    return set;
}

std::atomic<int>& TraceSignals::pending() noexcept
{
    return g_pending;
}

const std::atomic<bool>& TraceSignals::cancel() noexcept
{
    return g_cancel;
}

} // namespace iolens::cli
