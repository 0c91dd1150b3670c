// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace iolens {

// Parameters are integers underneath: sizes in bytes, counts, booleans as 0/1.
enum class ParamType { Size, Count, Bool };

struct ParamSpec {
    std::string key; // "buffer_size"
    std::string description;
    ParamType type = ParamType::Count;
    std::int64_t defaultValue = 0;
    std::int64_t min = 0;
    std::int64_t max = 0;
};

using ParamValues = std::map<std::string, std::int64_t, std::less<>>;

// Checks the user's values against the specs and fills in defaults. Throws UsageError naming the
// parameter for an unknown key or a value outside [min, max].
ParamValues resolveParams(const std::vector<ParamSpec>& specs, const ParamValues& given, std::string_view strategyId);

// Parses one "--param KEY=VALUE" value for the given spec ("1M" for sizes, "true" for booleans).
// Throws UsageError naming the parameter.
std::int64_t parseParamValue(const ParamSpec& spec, std::string_view text);

} // namespace iolens
