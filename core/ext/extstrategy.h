// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ext/extdefinition.h"
#include "core/strategy.h"

namespace iolens {

struct ChildOutcome;

// An external command as a strategy of the family whose job it does (ext.cp is a copy, verified
// by the copy verifier; its id stays ext.*). The child is not instrumented by iolens: it is timed
// from outside (the runner's wall, wait4's CPU, faults and peak RSS) and its phases are what it
// printed, so run() and runUninstrumented() differ only in whether those phases are recorded.
class ExtStrategy final : public Strategy {
public:
    explicit ExtStrategy(ExtDefinition definition);

    const StrategyInfo& info() const override { return m_info; }
    const ExtDefinition& definition() const noexcept { return m_definition; }
    // "'fio' not found" when a program the command needs is not on PATH.
    std::optional<std::string> unsupportedReason() const override;
    std::shared_ptr<const PreparedInput> prepareInput(const RunContext& context) const override;
    Output run(RunContext& context, Probe& probe) const override;
    Output runUninstrumented(RunContext& context) const override;

    // The arguments with {src}, {dst}, {size} and {classes} filled in.
    std::vector<std::string> commandFor(const RunContext& context) const;

private:
    Output execute(RunContext& context, Probe* probe) const;
    void checkOutcome(const ChildOutcome& outcome, std::int64_t timeoutS) const;
    std::string substitute(const std::string& arg, const RunContext& context) const;

    ExtDefinition m_definition;
    StrategyInfo m_info;
};

} // namespace iolens
