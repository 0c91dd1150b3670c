// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/replay/replayfix.h"

#include <memory>

namespace iolens {

struct FamilyInfo;
struct StrategyInfo;
class Strategy;

// The replay family (replayfamily.cpp): a traced file's recorded calls, as recorded and with each fix.
const FamilyInfo& replayFamily();

namespace replay {

// The strategy that replays with `fix` (replaystrategy.cpp), and its id, title and lesson
// (replaylessons.cpp).
std::unique_ptr<Strategy> makeReplayStrategy(Fix fix);
StrategyInfo replayInfo(Fix fix);

} // namespace replay

} // namespace iolens
