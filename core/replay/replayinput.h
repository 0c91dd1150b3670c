// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/replay/replayplan.h"
#include "core/runcontext.h"

#include <memory>
#include <string>

namespace iolens::replay {

// What every replay of a run set shares, made once before the runs: the plan of the traced file's
// calls and a copy of the file as it was before the program ran (the file less what the program's
// writes made of its end), kept in the run's scratch directory. Runs replay on copies of that copy,
// so the traced file itself is only ever read, once.
class ReplayInput final : public PreparedInput {
public:
    ReplayInput(Plan plan, std::string pristine)
        : m_plan(std::move(plan))
        , m_pristine(std::move(pristine))
    { }
    const Plan& plan() const noexcept { return m_plan; }
    const std::string& pristine() const noexcept { return m_pristine; }

private:
    Plan m_plan;
    std::string m_pristine;
};

// Loads the trace and plans the replay of `file`, without copying anything: what `iolens-cli run
// --replay` checks before it starts. Throws UsageError in one sentence naming the path (trace::
// TraceError's sentence for a trace that cannot be read).
Plan loadPlan(const std::string& tracePath, const std::string& file);

// prepareInput of every replay strategy: the plan for the context's source file and trace, and the
// copy at the context's destPath(). The strategies of one run set share one (the first to ask makes
// it), so the trace is read and the file copied once per run set.
std::shared_ptr<const PreparedInput> prepareReplayInput(const RunContext& context);

// A fresh copy of the input's copy at `dest` for one run: a hard link when the pattern writes
// nothing (nothing can change it), else a clone or a copy.
void makeRunCopy(const ReplayInput& input, const std::string& dest);

} // namespace iolens::replay
