// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/format/iolt.h"

#include <array>
#include <cstdint>
#include <map>
#include <string>

#include <sys/types.h>

namespace iolens::trace {

// iolens-cli keeps the program in the caller's process group, so a signal that a process sends to
// the whole group (`kill -TERM -PGID`, `timeout`, a shell's job control) reaches iolens and the
// program each by itself: passed on as well, it would reach the program twice. Such a signal comes
// from kill() (SI_USER), as does one sent to iolens alone, which must be passed on once; the two
// cannot be told apart at iolens, so each process iolens would signal is looked at instead:
//   - a delivery that iolens has not accounted for yet and that came within kLookBackNs before the
//     signal was taken (iolt_header.signal_deliveries: counted by the preload as the program's
//     handler is entered, by the ptrace tracer as it passes the signal on) is this signal; in the
//     first kLookBackNs of watching, any such delivery is (the signal may have waited, blocked,
//     while iolens-cli's front handed the program over);
//   - the signal pending for the process (/proc/PID/status ShdPnd): the kernel would drop another;
//   - a process that handles the signal gets up to kWaitNs for its delivery to be counted (a group
//     signal reaches the processes one after the other);
//   - otherwise it is passed on: to a process that ignores it or takes the default action (it
//     ends: if it had the signal already, it is ending anyway) no harm; one that blocks it and
//     has none pending takes its signals with sigwait or a signalfd, which nothing counts (passed
//     on as before).
// Attach mode does not pass signals on; the window starts the program in a group of its own.
// Not async-signal-safe: called from the launcher's wait loop.
class SharedSignal {
public:
    static constexpr int kFromKill = 1 << 8; // or'ed into LaunchSpec::forwardSignal: it came with SI_USER
    static constexpr std::uint64_t kLookBackNs = 1'000'000'000;
    static constexpr std::uint64_t kWaitNs = 100'000'000;

    explicit SharedSignal(const std::string& traceDir);

    // Passes sig, which iolens took at takenNs (CLOCK_MONOTONIC), on to the program top and the
    // processes of iolens' group it started (programsignals.h), to each that did not get it yet.
    void passOn(pid_t top, int sig, std::uint64_t takenNs);

private:
    struct Deliveries {
        std::string image; // the trace file of the process' newest image
        bool known = false; // a trace file with the count (a new enough preload, or ptrace)
        std::uint32_t count = 0;
        std::uint64_t lastNs = 0; // CLOCK_MONOTONIC
    };
    static Deliveries deliveries(const std::string& image, int sig);
    enum class Verdict { Reached, Pass, Wait };
    Verdict judge(pid_t pid, const std::string& image, int sig, std::uint64_t takenNs);

    std::string m_dir;
    std::uint64_t m_watchStartNs = 0;
    // Per process image (its trace file), the deliveries already matched to a signal of iolens
    // (or expected from one).
    std::map<std::string, std::array<std::uint32_t, IOLT_COUNTED_SIGNALS>> m_accounted;
};

} // namespace iolens::trace
