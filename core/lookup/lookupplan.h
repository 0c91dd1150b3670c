// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/params.h"
#include "core/runcontext.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace iolens {

// Which lines a lookup run asks for, in order (1-based, as the article's lineNo).
//   pattern 0, sequential: 1, 2, 3, … as the article's loop idx = 1..max, wrapping after the last line;
//   pattern 1, random: uniform over the lines from splitmix64 with a fixed seed (same list every run).
// A file without lines gets an empty list.
std::vector<std::uint64_t> lookupLineNumbers(std::uint64_t fileLines, std::uint64_t lookups, std::int64_t pattern);

// The lookup family's prepared input: the list for the source file, made before the runs (it needs
// the file's line count, which only lookup.index and lookup.mmap-index learn inside their runs).
class LookupPlan final : public PreparedInput {
public:
    explicit LookupPlan(std::vector<std::uint64_t> lineNumbers)
        : m_lineNumbers(std::move(lineNumbers))
    { }
    const std::vector<std::uint64_t>& lineNumbers() const noexcept { return m_lineNumbers; }

private:
    std::vector<std::uint64_t> m_lineNumbers;
};

// Counts the source's lines (newline count, untimed) and builds the plan for `lookups` and `pattern`.
std::shared_ptr<const PreparedInput> prepareLookupPlan(const RunContext& context);

inline ParamSpec lookupsParam()
{
    return { "lookups", "lines looked up (M)", ParamType::Count, 1000, 1, 100'000'000 };
}

inline ParamSpec patternParam()
{
    return { "pattern", "0: sequential, lines 1, 2, 3 … as the article; 1: random lines (fixed seed)", ParamType::Count,
        0, 0, 1 };
}

} // namespace iolens
