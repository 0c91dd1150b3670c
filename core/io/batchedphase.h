// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/phase.h"

#include <cstdint>

namespace iolens {

// Times calls too short to time one by one (fgetc, getline: tens of nanoseconds, about what a
// clock read costs) around batches: one interval per `batch` calls, credited with their count and
// bytes, so the clock is read twice per batch instead of twice per call.
template <class P> class BatchedPhase {
public:
    BatchedPhase(P& probe, Phase phase, std::uint64_t batch) noexcept
        : m_probe(probe)
        , m_phase(phase)
        , m_batch(batch)
    { }

    void start() noexcept { m_probe.begin(m_phase); }
    // One call done; ends the interval and opens the next when the batch is full.
    void count(std::uint64_t bytes) noexcept
    {
        m_bytes += bytes;
        if (++m_calls == m_batch) {
            stop();
            start();
        }
    }
    // Bytes that belong to the batch but came with no call of their own.
    void addBytes(std::uint64_t bytes) noexcept { m_bytes += bytes; }
    // Ends the open interval: before another phase begins, or at the end.
    void stop() noexcept
    {
        m_probe.end(m_phase, m_bytes, m_calls);
        m_bytes = m_calls = 0;
    }

private:
    P& m_probe;
    Phase m_phase;
    std::uint64_t m_batch;
    std::uint64_t m_calls = 0;
    std::uint64_t m_bytes = 0;
};

} // namespace iolens
