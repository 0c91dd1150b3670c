// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/runner.h"

#include <string>
#include <vector>

namespace iolens {
class Strategy;
}

// Turns the strategy-choosing options of `iolens-cli run` into StrategyChoices. Every error is a
// UsageError naming the id, family or parameter at fault.
namespace iolens::cli {

// The strategies of a family, in catalogue order.
std::vector<const Strategy*> familyStrategies(const std::string& family);

// --strategy values: each may list several comma-separated ids; repeats are dropped.
std::vector<StrategyChoice> chooseStrategies(const std::vector<std::string>& strategyArgs);
std::vector<StrategyChoice> chooseFamily(const std::string& family);

// --param values: "KEY=VALUE" sets KEY on every chosen strategy that declares it (an error when
// none does); "ID:KEY=VALUE" on strategy ID alone and wins over the plain form.
void applyParams(std::vector<StrategyChoice>& choices, const std::vector<std::string>& paramArgs);

} // namespace iolens::cli
