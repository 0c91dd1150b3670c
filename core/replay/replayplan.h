// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/replay/replaycall.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace iolens::trace {
struct Trace;
}

namespace iolens::replay {

// One recorded run of calls of one kind (a trace::Event): `count` calls moving `bytes` in all.
// With an offset, the calls began each where the one before ended and cover [offset, offset +
// bytes) in order; the trace does not keep single calls' sizes, so they are spread as evenly as
// bytes allow, the first calls a byte larger than the last: a run of one-byte reads that ends with
// the read that found the end of the file (0 bytes) comes back exactly as it was made.
struct Step {
    Call call = Call::Read;
    std::uint32_t count = 1;
    std::uint64_t bytes = 0;
    std::int64_t offset = -1; // -1: not known (calls that move no data, older traces)
    std::uint64_t beginNs = 0; // when the first call began, from the trace's start
    // lseek / fseek: where the next data call of the same layer begins (-1: none known), the target
    // the replay seeks to, since the trace keeps no seek targets.
    std::int64_t seekTarget = -1;
    int pid = 0, tid = 0; // the recorded thread that made the calls

    std::uint64_t callBytes(std::uint32_t i) const noexcept { return bytes / count + (i < bytes % count ? 1 : 0); }
    // Where call i begins, from the run's offset; the call that moves the byte `at` from there.
    std::uint64_t callBegin(std::uint32_t i) const noexcept
    {
        return i * (bytes / count) + std::min<std::uint64_t>(i, bytes % count);
    }
    std::uint32_t callAt(std::uint64_t at) const noexcept
    {
        const std::uint64_t each = bytes / count, larger = bytes % count; // the first `larger` are a byte longer
        return at < larger * (each + 1) ? std::uint32_t(at / (each + 1))
                                        : std::uint32_t(larger + (at - larger * (each + 1)) / each);
    }
};

// One traced file's recorded calls, ready to replay on a copy of it.
struct Plan {
    std::string path; // the traced file
    // Every thread and process of the trace that used the file, merged in the order the calls
    // began: the replay runs them in one thread, in recorded time order.
    std::vector<Step> steps;
    std::uint64_t startSize = 0; // the copy's size before the replay (the file before the program wrote it)
    std::uint64_t finalSize = 0; // the file's size now, as the trace says the program left it
    // How the copy is opened: writes through that layer need write access; all of them at the
    // file's end (appends) open it for appending, as such a program must have.
    bool posixWrites = false, posixAppends = false, stdioWrites = false, stdioAppends = false;
    std::map<std::string, std::uint64_t> notReplayed; // calls on the file a replay cannot repeat ("mmap" → 1)

    std::uint64_t calls(Call call) const;
    std::uint64_t bytes(Call call) const;
    std::uint64_t readCalls() const;
    std::uint64_t writeCalls() const;
    std::uint64_t opens() const { return calls(Call::Open) + calls(Call::Fopen); }
    std::uint64_t syncs() const { return calls(Call::Fsync) + calls(Call::Fdatasync); }
    std::uint64_t largestCall() const; // bytes of the largest single data call
};

// The plan of `path`'s calls in `trace`, whose file is now `currentSize` bytes long (nullopt: gone).
// Throws UsageError with one sentence naming the path when the trace cannot be replayed on it: the
// trace never touched it, touched it without moving data, kept only part of its calls, or the file
// is gone or has changed since (its size is not the one the trace leads to, or a recorded read
// reaches past its end).
Plan planReplay(const trace::Trace& trace, const std::string& path, std::optional<std::uint64_t> currentSize);

} // namespace iolens::replay
