// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <cstdint>
#include <string>

namespace iolens {

// The csv-merge scenario's inputs in `dir`: test1.csv and test2.csv with `lines` rows each
// (csvRecord streams kScenarioTest1Stream and kScenarioTest2Stream). A file that is absent is
// generated (beside it first, then renamed into place); one that exists is kept when it has at
// least `lines` lines, else UsageError names it. Throws IoError, or CancelledError when `cancel` is set.
void ensureCsvInputs(const std::string& dir, std::uint64_t lines, const std::atomic<bool>* cancel);

// Row n (1-based, as the article's lineNo) of a generated test1.csv (file 1) or test2.csv (file 2),
// without its '\n'.
std::string csvInputRow(int file, std::uint64_t lineNo);

} // namespace iolens
