// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/params.h"
#include "core/phase.h"
#include "core/runcontext.h"
#include "core/strategy.h"
#include "core/sysio.h"
#include "core/write/writerecords.h"

namespace iolens {

inline constexpr std::int64_t kDefaultRecords = 10'000; // article 004's loop count

inline ParamSpec recordsParam(std::int64_t defaultValue = kDefaultRecords)
{
    return { "records", "CSV records appended (about 40 bytes each)", ParamType::Count, defaultValue, 1, 10'000'000 };
}

// Creates the run's destination (O_EXCL: never an existing file), timed as one open.
template <class P> sys::UniqueFd createDestination(const RunContext& context, P& probe, int flags = 0)
{
    auto scope = probe.phase(Phase::Open);
    return sys::createNew(context.destPath(), flags);
}

template <class P> void closeDestination(const RunContext& context, P& probe, sys::UniqueFd& fd)
{
    auto scope = probe.phase(Phase::Close);
    sys::close(fd, context.destPath());
}

// What a write run reports: the bytes and records it wrote. The verifier hashes the file.
inline Output writeOutput(const WriteRecords& records)
{
    return Output { records.text().size(), records.count(), {} };
}

// Progress and cancel every this many records.
inline constexpr std::uint64_t kRecordStep = 256;

} // namespace iolens
