// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/phase.h"

#include <array>

namespace iolens {

std::string_view phaseName(Phase phase) noexcept
{
    static constexpr std::array<std::string_view, kPhaseCount> names { "open", "alloc", "map", "read", "write", "flush",
        "sync", "close", "split", "decode", "parse", "lookup", "index", "connect", "request", "query", "transfer",
        "response", "detect", "wait", "other" };
    const auto i = static_cast<std::size_t>(phase);
    return i < names.size() ? names[i] : std::string_view("unknown");
}

} // namespace iolens
