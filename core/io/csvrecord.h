// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>

namespace iolens {

// One line of CSV, the same on every machine for the same (stream, index): the records the write
// family appends and the rows of the csv-merge scenario's test1.csv and test2.csv. Fields:
// id (index + 1), a 6-character code, a name of 4–24 letters, an amount, an enabled flag — about
// 25–50 bytes, a row of the article's kind. Pure ASCII, no '\n', no '\r'.
std::string csvRecord(std::uint64_t stream, std::uint64_t index);

// The streams in use, so that the files differ from one another.
inline constexpr std::uint64_t kWriteRecordStream = 0;
inline constexpr std::uint64_t kScenarioTest1Stream = 1;
inline constexpr std::uint64_t kScenarioTest2Stream = 2;

} // namespace iolens
