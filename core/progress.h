// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/runcontext.h"

#include <algorithm>
#include <cstdint>
#include <utility>

namespace iolens {

// Reports progress and polls cancel every `step` bytes (kProgressStepBytes unless a strategy
// needs a shorter step: byte-at-a-time copies take seconds for 4 MiB) without a call per chunk.
// One ticker per thread; RunContext::advance itself is thread-safe.
class ProgressTicker {
public:
    explicit ProgressTicker(RunContext& context, std::uint64_t step = kProgressStepBytes)
        : m_context(context)
        , m_step(step)
    { }
    void add(std::uint64_t bytes)
    {
        m_pending += bytes;
        if (m_pending >= m_step)
            flush();
    }
    // The pending bytes are taken before advance() may throw CancelledError: a caller that keeps
    // going after the throw (io_uring still draining its completions) must not report them twice.
    void flush() { m_context.advance(std::exchange(m_pending, 0)); }

private:
    RunContext& m_context;
    std::uint64_t m_step;
    std::uint64_t m_pending = 0;
};

// For runs whose work is not the source's bytes (records written, lookups answered): reports the
// share of the work done in the runner's unit — that share of the source's bytes — so that progress
// bars mean the same for every family, and polls cancel every `step` units.
class WorkProgress {
public:
    WorkProgress(RunContext& context, std::uint64_t totalUnits, std::uint64_t step) noexcept
        : m_context(context)
        , m_total(totalUnits)
        , m_step(step == 0 ? 1 : step)
    { }
    void done(std::uint64_t units)
    {
        if (units - m_lastUnits < m_step && units != m_total)
            return;
        m_lastUnits = units;
        const double share = m_total == 0 ? 1.0 : static_cast<double>(units) / static_cast<double>(m_total);
        const auto target = static_cast<std::uint64_t>(share * static_cast<double>(m_context.sourceBytes()));
        m_context.advance(target > m_reported ? target - m_reported : 0);
        m_reported = std::max(m_reported, target);
    }

private:
    RunContext& m_context;
    std::uint64_t m_total;
    std::uint64_t m_step;
    std::uint64_t m_lastUnits = 0;
    std::uint64_t m_reported = 0;
};

} // namespace iolens
