// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The patterns the articles teach, searched for in a trace. The rules, their order and which
// finding keeps which other away are the rows of findingRules() (findingrules.h); their
// thresholds are in thresholds.h.

#include "core/trace/trace.h"

#include <cstddef>
#include <string>
#include <vector>

namespace iolens::trace {

// Every finding of the trace, most share of wall time first. A program with none of the patterns
// gets none.
std::vector<Finding> findFindings(const Trace& trace);

// The files (indexes into trace.files) on which some rule finds something. The rules decide on
// the files' calls alone, and the stacks only word a finding, so this can run before the stacks
// are read (the loader does, while they are merged and ordered).
std::vector<std::size_t> filesWithFindings(const Trace& trace);
// findFindings on `files` alone: all of them when they are filesWithFindings of the same trace
// but its stacks.
std::vector<Finding> findFindings(const Trace& trace, const std::vector<std::size_t>& files);

// The trace with the modules whose path contains one of `patterns` counted as the user's code
// (Trace::userCodeModules, as iolens-cli trace --user-code sets them; empty and repeated patterns
// dropped), and its findings found again, so that they name the user's lines there.
Trace withUserCode(Trace trace, const std::vector<std::string>& patterns);

// The ids of the rules, in the rule table's order, each once.
const std::vector<std::string>& findingIds();

} // namespace iolens::trace
