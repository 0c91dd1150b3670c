// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/params.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>

namespace iolens {

class Strategy;
class ScratchDir;

// A quick calibration before the runs: one untimed run of a strategy on a small part of the work
// (a hundredth of its records or lookups, a 64 KiB prefix of the file), scaled to the whole work
// and to every run of the set, so that a run set that would take long says so beforehand instead
// of quietly running less.
struct RunEstimate {
    double totalNs = 0; // all runs of the set, warm-up included
    double nsPerUnit = 0;
    std::string unit; // "record", "lookup", "change", "MiB"
    double units = 0; // the work of one run
    double calibratedUnits = 0; // the part the calibration did
};

// Empty when the strategy cannot be calibrated (external commands, whose start-up does not scale;
// the net family, whose work is fixed), when the work is already small, or when the calibration
// run failed (the real run reports that). Throws CancelledError when cancel is set.
std::optional<RunEstimate> estimateRun(const Strategy& strategy, const ParamValues& params, const std::string& source,
    std::uint64_t sourceBytes, int runs, ScratchDir& scratch, const std::atomic<bool>& cancel);

// "write.fsync-per-record will take about 2 min: 6 runs of 10,000 records at 1.93 ms per record
// (timed on 100); --work or a smaller file shortens it."
std::string longRunNotice(const std::string& strategyId, int runs, const RunEstimate& estimate);

} // namespace iolens
