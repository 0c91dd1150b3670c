// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The patterns the articles teach, searched for in a trace. The rules, their order and which
// finding keeps which other away are the rows of findingRules() (findingrules.h); their
// thresholds are in thresholds.h.

#include "core/trace/trace.h"

#include <string>
#include <vector>

namespace iolens::trace {

// Every finding of the trace, most share of wall time first. A program with none of the patterns
// gets none.
std::vector<Finding> findFindings(const Trace& trace);

// The trace with the modules whose path contains one of `patterns` counted as the user's code
// (Trace::userCodeModules, as iolens-cli trace --user-code sets them; empty and repeated patterns
// dropped), and its findings found again, so that they name the user's lines there.
Trace withUserCode(Trace trace, const std::vector<std::string>& patterns);

// The ids of the rules, in the rule table's order, each once.
const std::vector<std::string>& findingIds();

} // namespace iolens::trace
