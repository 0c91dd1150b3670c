// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/replay/replayfix.h"

#include "core/replay/replayplan.h"

#include <algorithm>

namespace iolens::replay {

namespace {

bool anyStep(const Plan& plan, bool (*test)(const Step&))
{
    return std::any_of(plan.steps.begin(), plan.steps.end(), test);
}

} // namespace

std::optional<std::string> whyNotApplicable(const Plan& plan, Fix fix)
{
    switch (fix) {
    case Fix::AsRecorded:
        return std::nullopt;
    case Fix::Buffered:
        if (plan.readCalls() == 0)
            return "The recorded pattern reads nothing, so there are no reads to buffer.";
        if (!anyStep(plan, [](const Step& s) { return isRead(s.call) && s.bytes / s.count < kReplayBufferBytes; }))
            return "Every recorded read already moves 64 KiB or more, so a 64 KiB buffer changes nothing.";
        return std::nullopt;
    case Fix::KeptOpen:
        if (plan.calls(Call::Open) < 2 && plan.calls(Call::Fopen) < 2)
            return "The recorded pattern opens the file once, so there are no reopen cycles to keep open.";
        return std::nullopt;
    case Fix::CoalescedWrites:
        if (plan.writeCalls() == 0)
            return "The recorded pattern writes nothing, so there are no writes to coalesce.";
        if (!anyStep(plan, [](const Step& s) { return isWrite(s.call) && s.count > 1; }))
            return "Every recorded write run is a single call, so there is nothing to coalesce.";
        return std::nullopt;
    case Fix::Mmap:
        if (plan.readCalls() == 0)
            return "The recorded pattern reads nothing, so there are no reads to serve from a mapping.";
        return std::nullopt;
    case Fix::FsyncAtEnd:
        if (plan.syncs() == 0)
            return "The recorded pattern never calls fsync, so there is no fsync to move to the end.";
        return std::nullopt;
    }
    return std::nullopt;
}

} // namespace iolens::replay
