// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The findings' rule table: one row per rule, from which findingIds(), the order the rules are
// tried in and which finding keeps which other away all come (findings.cpp only walks it), and
// against which tst_findings checks README.md's findings table. CONTRIBUTING.md's "Recipe: add a
// finding" says how a row is added.

#include "core/trace/findingcontext.h"
#include "core/trace/trace.h"

#include <optional>
#include <string_view>
#include <vector>

namespace iolens::trace {

// A cut-off a rule applies, as thresholds.h defines it: "kSmallIoBytes", 16, "B". The unit says how
// README.md states it: "B" (bytes), "%" (a share, 0..1, stated as a percentage), "" (a count).
struct FindingCutoff {
    std::string_view name;
    double value = 0;
    std::string_view unit;
};

// One file of the trace, looked at by one rule: its finding, if the file shows the pattern.
using FindingRuleFunction = std::optional<Finding> (*)(const rule::FindingContext&, const FileStats&);

struct FindingRule {
    std::string_view id; // the finding's id ("small-io"); two rows may share one (reads, writes)
    std::string_view name; // the row's own name, unique: the id, or the id and what it looks at
    FindingRuleFunction rule;
    std::vector<FindingCutoff> thresholds;
    // Rows (by name) whose finding on the same file keeps this one away: the pattern they found
    // implies this one (a file reopened per record is also written in small pieces). Each names a
    // row above this one.
    std::vector<std::string_view> suppressedBy;
};

// Every rule, in the order they are tried on each file.
const std::vector<FindingRule>& findingRules();

} // namespace iolens::trace
