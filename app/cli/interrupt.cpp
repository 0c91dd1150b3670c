// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/interrupt.h"

#include <csignal>

namespace iolens::cli {

namespace {

// A lock-free atomic store is async-signal-safe; that is all the handler does.
std::atomic<bool> g_cancel { false };
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void onSignal(int)
{
    g_cancel.store(true, std::memory_order_relaxed);
}

} // namespace

const std::atomic<bool>& installInterruptHandlers()
{
    struct sigaction action { };
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    // SA_RESETHAND: the handler runs once, then the default action (terminate) is back.
    // No SA_RESTART: a blocking call returns EINTR, which the system layer retries after the
    // caller had a chance to see the flag.
    action.sa_flags = SA_RESETHAND;
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
    return g_cancel;
}

bool interrupted() noexcept
{
    return g_cancel.load(std::memory_order_relaxed);
}

} // namespace iolens::cli
