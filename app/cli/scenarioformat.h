// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "core/scenario/csvmerge.h"

#include <QByteArray>

#include <string>
#include <vector>

// What `iolens-cli scenario csv-merge` prints: the article's Stopwatch lines for one variant, the
// variants side by side for --variant all, and the JSON of either.
namespace iolens::cli {

// What the article's numbered section n measured ("total", "print", "read test1" …).
std::string csvMergeSectionName(const std::string& key);

// One variant: "Stopwatch[n]: Xmsec." lines (the article's format, so scripts can grep them), each
// followed by its section's name, then test3.csv's size, lines and checksum.
std::string csvMergeText(const CsvMergeResult& result);

// Several variants: one row per stopwatch key, one column per variant, in ms; "-" where a variant
// has no such section. Then the outputs and whether they are identical.
std::string csvMergeComparisonText(const std::vector<CsvMergeResult>& results);

// One object: iolens_version, scenario, variant ("v1" … or "all"), iterations, environment,
// then for one variant its stopwatches and output, for "all" an array `variants` of those.
QByteArray csvMergeJson(const std::vector<CsvMergeResult>& results, bool all, const Environment& environment);

} // namespace iolens::cli
