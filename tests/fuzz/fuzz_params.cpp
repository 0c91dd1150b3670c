// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the CLI's size and parameter parsers. The input is what follows --param, as
// "KEY=VALUE" (or a bare size, e.g. --size 64K, when there is no '='). parseSize() answers bad text
// with nullopt, parseParamValue() and resolveParams() with UsageError; anything else is a bug.
#include "core/errors.h"
#include "core/params.h"
#include "core/sizeparse.h"
#include "tests/fuzz/fuzzcheck.h"

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string_view>
#include <vector>

using iolens::fuzz::check;

namespace {

// One spec of each type, plus ranges at the edges of int64 so that range checks and the range
// text of the error message see extreme values.
const std::vector<iolens::ParamSpec>& specs()
{
    using iolens::ParamType;
    constexpr std::int64_t lo = std::numeric_limits<std::int64_t>::min();
    constexpr std::int64_t hi = std::numeric_limits<std::int64_t>::max();
    static const std::vector<iolens::ParamSpec> s {
        { "buffer_size", "", ParamType::Size, 65536, 1, std::int64_t { 1 } << 30 },
        { "threads", "", ParamType::Count, 1, 1, 256 },
        { "direct", "", ParamType::Bool, 0, 0, 1 },
        { "huge_size", "", ParamType::Size, 0, 0, hi },
        { "any_count", "", ParamType::Count, 0, lo, hi },
    };
    return s;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);

    if (const auto bytes = iolens::parseSize(text)) {
        // Only text that starts with a digit is a size; a parsed size re-parses from its digits.
        check(!text.empty() && text.front() >= '0' && text.front() <= '9', "a size starts with a digit");
        check(iolens::parseSize(std::to_string(*bytes)) == bytes, "a size re-parses from its digits");
        check(!iolens::formatSize(*bytes).empty(), "a size formats");
    }

    const auto eq = text.find('=');
    const std::string_view key = eq == std::string_view::npos ? std::string_view("buffer_size") : text.substr(0, eq);
    const std::string_view value = eq == std::string_view::npos ? text : text.substr(eq + 1);
    for (const iolens::ParamSpec& spec : specs()) {
        try {
            (void)iolens::parseParamValue(spec, value);
        } catch (const iolens::UsageError&) { }
    }
    // As the CLI does: parse the value with the spec named by the key, then check the range.
    try {
        const iolens::ParamSpec* spec = nullptr;
        for (const iolens::ParamSpec& s : specs())
            if (s.key == key)
                spec = &s;
        const std::int64_t parsed = spec ? iolens::parseParamValue(*spec, value) : 0;
        const iolens::ParamValues resolved
            = iolens::resolveParams(specs(), iolens::ParamValues { { std::string(key), parsed } }, "fuzz");
        check(resolved.size() == specs().size(), "every parameter resolved");
        check(spec && resolved.at(spec->key) >= spec->min && resolved.at(spec->key) <= spec->max,
            "a resolved value is known and in range");
    } catch (const iolens::UsageError&) { }
    return 0;
}
