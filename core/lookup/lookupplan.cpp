// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lookup/lookupplan.h"

#include "core/io/newlinecount.h"
#include "core/sysio.h"

#include <fcntl.h>

namespace iolens {

namespace {

constexpr std::uint64_t kRandomSeed = 0x4c0c4b5eedull;

std::uint64_t splitmix64(std::uint64_t& state) noexcept
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

std::uint64_t countLines(const RunContext& context)
{
    constexpr std::size_t kChunk = 1u << 20;
    const std::string& path = context.sourcePath();
    sys::UniqueFd fd = sys::open(path, O_RDONLY);
    auto buffer = std::make_unique_for_overwrite<char[]>(kChunk);
    std::uint64_t lines = 0;
    char last = '\n';
    for (;;) {
        const std::size_t n = sys::read(fd.get(), buffer.get(), kChunk, path);
        if (n == 0)
            break;
        lines += countNewlines(buffer.get(), n);
        last = buffer[n - 1];
        context.checkCancel();
    }
    return lines + (last != '\n' ? 1 : 0);
}

} // namespace

std::vector<std::uint64_t> lookupLineNumbers(std::uint64_t fileLines, std::uint64_t lookups, std::int64_t pattern)
{
    std::vector<std::uint64_t> numbers;
    if (fileLines == 0)
        return numbers;
    numbers.reserve(static_cast<std::size_t>(lookups));
    std::uint64_t state = kRandomSeed;
    for (std::uint64_t k = 0; k < lookups; ++k)
        // The modulo's bias is below lines / 2^64: nothing for any file that fits on a disk.
        numbers.push_back(1 + (pattern == 0 ? k % fileLines : splitmix64(state) % fileLines));
    return numbers;
}

std::shared_ptr<const PreparedInput> prepareLookupPlan(const RunContext& context)
{
    const auto lookups = static_cast<std::uint64_t>(context.param("lookups"));
    return std::make_shared<const LookupPlan>(
        lookupLineNumbers(countLines(context), lookups, context.param("pattern")));
}

} // namespace iolens
