// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A stable sort for input that comes in a few ordered runs, as a trace's files do (a program that
// writes f000000 … f099999 and reads them back gives one or two): the runs are found and merged,
// n - 1 comparisons for sorted input where std::stable_sort makes n log n (1.7 million path
// comparisons for 100,000 files, each reading two strings from scattered memory).

#include <algorithm>
#include <cstddef>
#include <vector>

namespace iolens::trace {

// Above this many runs the input is not "a few runs": std::stable_sort is used.
constexpr std::size_t kRunSortMaxRuns = 64;

template <class It, class Less> void stableSortRuns(It first, It last, Less less)
{
    if (last - first < 2)
        return;
    std::vector<It> starts { first }; // where each ascending run begins
    for (It i = first + 1; i != last; ++i)
        if (less(*i, *(i - 1))) {
            if (starts.size() == kRunSortMaxRuns) {
                std::stable_sort(first, last, less);
                return;
            }
            starts.push_back(i);
        }
    // Neighbouring runs merged pairwise until one is left; each merge keeps equal items in order.
    while (starts.size() > 1) {
        std::vector<It> merged;
        for (std::size_t r = 0; r < starts.size(); r += 2) {
            merged.push_back(starts[r]);
            if (r + 1 < starts.size())
                std::inplace_merge(starts[r], starts[r + 1], r + 2 < starts.size() ? starts[r + 2] : last, less);
        }
        starts.swap(merged);
    }
}

} // namespace iolens::trace
