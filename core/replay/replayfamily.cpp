// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/family.h"
#include "core/replay/replaystrategies.h"
#include "core/replay/replayverifier.h"
#include "core/strategy.h"

#include <QtGlobal>

namespace iolens {

const FamilyInfo& replayFamily()
{
    static const FamilyInfo family {
        .name = "replay",
        .article = QT_TRANSLATE_NOOP("Lesson",
            "Issue 26: a traced program's own calls on one file, replayed on a copy of it as recorded and with each "
            "fix, so that the speed-up shown is the program's own."),
        .makeStrategies =
            [] {
                std::vector<std::unique_ptr<Strategy>> out;
                for (const replay::Fix fix : { replay::Fix::AsRecorded, replay::Fix::Buffered, replay::Fix::KeptOpen,
                         replay::Fix::CoalescedWrites, replay::Fix::Mmap, replay::Fix::FsyncAtEnd, replay::Fix::Indexed,
                         replay::Fix::PerThread })
                    out.push_back(replay::makeReplayStrategy(fix));
                return out;
            },
        .makeVerifier = replay::makeReplayVerifier,
    };
    return family;
}

} // namespace iolens
