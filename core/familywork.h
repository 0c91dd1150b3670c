// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace iolens {

struct Result;

// How much work a family's strategies do, so that every member does the same: the parameter that
// sets the amount (RunSpec::work sets it for the whole family), the unit a per-unit time is given
// in, and the parameters that change what is done (every member that has one must agree on it).
struct FamilyWork {
    std::string_view job; // "write": StrategyInfo::job(), so ext.cp counts as copy
    std::string_view amountKey; // "records"; empty: the work is the whole source file
    std::string_view unit; // "record": ns per record
    std::vector<std::string_view> workKeys; // "records", "pattern" …
};

// The description of a job's work; nullptr for a job iolens does not know.
const FamilyWork* familyWork(std::string_view job) noexcept;

// The per-unit figure of a result: its median time divided by the units it did (records, lookups,
// changes from its parameters; lines for read; MiB for copy and alloc, and for a reader that counts
// no lines). Empty without runs or units.
struct UnitFigure {
    std::string unit; // "record", "lookup", "line", "MiB", "change", "row"
    double units = 0; // how many of them the run did
    double nsPerUnit = 0; // median ns / units
};
std::optional<UnitFigure> unitFigure(const Result& result);

// Whether the members of one family (one job within ext) did the same work in a run.
struct Comparison {
    std::string family; // Result::family
    std::string job; // StrategyInfo::job(): differs from family for ext
    std::vector<std::string> strategies; // the members that ran (status ok), in run order
    bool comparable = true;
    std::string reason; // one sentence when not comparable, naming the strategies and what differs
};

// Groups the results by family and job and compares, among the members that ran: the work
// parameters each declares, and the output each produced (bytes; lines where both counted them the
// same way; the checksum where both computed one). Groups of one member are comparable.
std::vector<Comparison> compareFamilies(const std::vector<Result>& results);

} // namespace iolens
