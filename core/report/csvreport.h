// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <string>

namespace iolens {

// One row per result after a header row, for spreadsheets:
//   strategy, family, status, verified, message, params ("key=value;key=value"), runs,
//   median_ns, ci999_ns, mean_ns, stddev_ns, min_ns, max_ns, cv, throughput_mib_s (MiB = 2^20 B),
//   output_bytes, output_lines, checksum, syscalls (median over runs),
//   then <phase>_ns and <phase>_calls of the median run (by wall time) for every phase that any
//   result recorded, in the phase vocabulary's order.
// Fields are quoted as RFC 4180 says (a field holding a comma, quote or line break is enclosed in
// quotes, its quotes doubled); lines end with "\n", as Unix tools expect.
std::string reportToCsv(const Report& report);

// One CSV field, quoted when it has to be.
std::string csvField(std::string_view field);

} // namespace iolens
