// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/runcontext.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace iolens {

// The write family's input: `count` CSV records (csvRecord, stream kWriteRecordStream), each with
// its '\n', back to back in one string — exactly the file every write strategy must produce.
// Built by Strategy::prepareInput before the runs, so no run times making its own records.
class WriteRecords final : public PreparedInput {
public:
    explicit WriteRecords(std::uint64_t count, const RunContext* cancelFrom = nullptr);

    std::size_t count() const noexcept { return m_ends.size(); }
    // Record i with its '\n'.
    std::string_view record(std::size_t i) const noexcept
    {
        const std::size_t begin = i == 0 ? 0 : m_ends[i - 1];
        return std::string_view(m_text).substr(begin, m_ends[i] - begin);
    }
    // Records [first, first + n) as one contiguous piece (what "merged" writes hand to write(2)).
    std::string_view records(std::size_t first, std::size_t n) const noexcept
    {
        const std::size_t begin = first == 0 ? 0 : m_ends[first - 1];
        return std::string_view(m_text).substr(begin, m_ends[first + n - 1] - begin);
    }
    const std::string& text() const noexcept { return m_text; }

private:
    std::string m_text;
    std::vector<std::size_t> m_ends; // one past each record's '\n'
};

// prepareInput for the write family: the records for the run's `records` parameter.
std::shared_ptr<const PreparedInput> prepareWriteRecords(const RunContext& context);

} // namespace iolens
