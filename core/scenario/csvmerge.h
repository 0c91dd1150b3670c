// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/stopwatch.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace iolens {

// scenario.csv-merge: article 004's whole program in C++ — for idx = 1..iterations read line idx
// of test1.csv and line 3000 + idx of test2.csv and append both to test3.csv — with the article's
// numbered stopwatches: 1 total, 2 print, 3 read test1, 4 write, 5 read test2, 6 write, 7 open,
// 8 close. The variants are the article's steps:
//   v1 as written: every read reopens its file and reads from the start; every write opens,
//      appends one line and closes (writeFile);
//   v2 the two writes of an iteration merged into one writeFile (sections 3, 5, 6);
//   v3 the writer opened once before the loop (7) with an 8 KiB buffer, closed after it (8);
//   v4 as v3, and the reads fixed the same way: each input indexed once (inside its first read,
//      3 or 5), then every line fetched with one pread(2).
// Every variant writes the same test3.csv.
enum class CsvMergeVariant { V1, V2, V3, V4 };

std::string_view csvMergeVariantName(CsvMergeVariant variant) noexcept; // "v1" …
std::optional<CsvMergeVariant> csvMergeVariantFromName(std::string_view name) noexcept;

// The article's offset of the second file's lines: line 3000 + idx of test2.csv.
inline constexpr std::uint64_t kCsvMergeSecondOffset = 3000;

struct CsvMergeOptions {
    CsvMergeVariant variant = CsvMergeVariant::V1;
    std::uint64_t iterations = 10'000; // the article's max
    // Where test1.csv, test2.csv (generated when absent) and test3.csv (replaced, then kept) live.
    // Empty: a private scratch directory inside scratchParent, removed at the end.
    std::string dir;
    std::string scratchParent; // empty: $TMPDIR or /tmp
    const std::atomic<bool>* cancel = nullptr; // polled every iteration; CancelledError when set
    // Called now and then from the calling thread with iterations done and the total.
    std::function<void(std::uint64_t done, std::uint64_t total)> progress;
};

struct CsvMergeResult {
    CsvMergeVariant variant = CsvMergeVariant::V1;
    std::uint64_t iterations = 0;
    // The numbered sections the variant used, in key order; name "1" … "8", totals in ns.
    std::vector<Stopwatch::Totals> stopwatches;
    // Stopwatch::showAll(): the article's "Stopwatch[4]: 71247msec." lines.
    std::string stopwatchTable;
    std::uint64_t outputBytes = 0; // test3.csv
    std::uint64_t outputLines = 0;
    std::string outputChecksum; // "xxh3:…" of test3.csv's bytes
    std::string dir; // where the files were kept; empty when a scratch dir was removed
};

// Runs the program once. Throws UsageError (iterations 0, a dir that is missing or holds too short
// an input), IoError naming the path, or CancelledError; a scratch dir is removed in every case.
CsvMergeResult runCsvMerge(const CsvMergeOptions& options);

} // namespace iolens
