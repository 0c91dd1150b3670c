// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

namespace iolens::trace {

// Moves items[i] to items[place[i]] for every i, in place, a cycle of the permutation at a time
// (`place` is a permutation of 0 … items.size() - 1, and is used up). The loader orders its files
// so: a sorted copy took as much memory again (35 MB for a program that touched 100,000 files),
// memory the kernel clears before its first use. Each step is a cache miss where the items are
// many and small: the stacks' slot totals are copied to their places instead (mergeSlotTotals).
template <class T, class Index> void moveToPlaces(std::vector<T>& items, std::vector<Index> place)
{
    for (std::size_t i = 0; i < place.size(); ++i)
        while (static_cast<std::size_t>(place[i]) != i) {
            const auto to = static_cast<std::size_t>(place[i]);
            std::swap(items[i], items[to]);
            std::swap(place[i], place[to]);
        }
}

} // namespace iolens::trace
