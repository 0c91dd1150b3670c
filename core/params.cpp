// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/params.h"

#include "core/errors.h"
#include "core/sizeparse.h"

#include <charconv>

namespace iolens {

namespace {
std::string rangeText(const ParamSpec& spec)
{
    if (spec.type == ParamType::Size)
        return formatSize(static_cast<std::uint64_t>(spec.min)) + " to "
            + formatSize(static_cast<std::uint64_t>(spec.max));
    return std::to_string(spec.min) + " to " + std::to_string(spec.max);
}
} // namespace

ParamValues resolveParams(const std::vector<ParamSpec>& specs, const ParamValues& given, std::string_view strategyId)
{
    ParamValues out;
    for (const ParamSpec& spec : specs)
        out[spec.key] = spec.defaultValue;
    for (const auto& [key, value] : given) {
        const ParamSpec* spec = nullptr;
        for (const ParamSpec& s : specs)
            if (s.key == key)
                spec = &s;
        if (!spec)
            throw UsageError("Parameter '" + key + "' is not known to strategy '" + std::string(strategyId) + "'.");
        if (value < spec->min || value > spec->max)
            throw UsageError("Parameter '" + key + "' of strategy '" + std::string(strategyId) + "' must be in "
                + rangeText(*spec) + ", got " + std::to_string(value) + ".");
        out[key] = value;
    }
    return out;
}

std::int64_t parseParamValue(const ParamSpec& spec, std::string_view text)
{
    const std::string shown(text);
    switch (spec.type) {
    case ParamType::Size: {
        const auto size = parseSize(text);
        if (!size || *size > static_cast<std::uint64_t>(INT64_MAX))
            throw UsageError("Parameter '" + spec.key + "' needs a size such as 8192, 64K or 1M, got '" + shown + "'.");
        return static_cast<std::int64_t>(*size);
    }
    case ParamType::Bool:
        if (text == "1" || text == "true" || text == "on" || text == "yes")
            return 1;
        if (text == "0" || text == "false" || text == "off" || text == "no")
            return 0;
        throw UsageError("Parameter '" + spec.key + "' needs true or false, got '" + shown + "'.");
    case ParamType::Count: {
        std::int64_t value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (text.empty() || ec != std::errc() || end != text.data() + text.size())
            throw UsageError("Parameter '" + spec.key + "' needs a whole number, got '" + shown + "'.");
        return value;
    }
    }
    return 0;
}

} // namespace iolens
