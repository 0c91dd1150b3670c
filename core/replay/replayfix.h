// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace iolens::replay {

struct Plan;

// How a replay changes the recorded pattern: not at all, or by one of the fixes the lessons teach.
// Each fix changes one thing and repeats the rest as recorded.
enum class Fix {
    AsRecorded,
    Buffered, // every read run as reads of a 64 KiB buffer
    KeptOpen, // one open for all the reopen cycles, one close at the end
    CoalescedWrites, // every write run as one gathering call
    Mmap, // reads served from one mapping of the file
    FsyncAtEnd, // the recorded fsyncs dropped, one at the end
    Indexed, // ranges read before answered from memory: the rescans become lookups
    PerThread, // not a fix: as recorded, each recorded thread's calls in a thread of its own
};

// The largest file Fix::Indexed keeps in memory.
inline constexpr std::uint64_t kIndexedMaxBytes = 1ull << 30;

// The buffer of Fix::Buffered: what BufferedInputStream would need to be given to match it.
inline constexpr std::uint64_t kReplayBufferBytes = 64 * 1024;

// Why `fix` does not apply to the plan's pattern (it has nothing the fix changes), in one sentence;
// nullopt when it does.
std::optional<std::string> whyNotApplicable(const Plan& plan, Fix fix);

} // namespace iolens::replay
