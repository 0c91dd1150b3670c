// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/family.h"

#include "core/strategy.h"

namespace iolens {

std::vector<std::unique_ptr<Strategy>> makeEach(std::initializer_list<StrategyFactory> factories)
{
    std::vector<std::unique_ptr<Strategy>> out;
    out.reserve(factories.size());
    for (const StrategyFactory make : factories)
        out.push_back(make());
    return out;
}

} // namespace iolens
