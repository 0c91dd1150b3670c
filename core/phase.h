// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string_view>

namespace iolens {

// The shared vocabulary of phases (DESIGN.md section 3). The order is the order plots stack them.
enum class Phase : std::uint8_t {
    Open,
    Alloc,
    Map,
    Read,
    Write,
    Flush,
    Sync,
    Close,
    Split,
    Decode,
    Parse,
    Lookup,
    Index,
    Connect,
    Request,
    Query, // the server's database work, as the server reports it
    Transfer, // bytes of the response moving over the connection
    Response,
    Detect,
    Wait,
    Other,
    Count
};

constexpr int kPhaseCount = static_cast<int>(Phase::Count);

std::string_view phaseName(Phase phase) noexcept;

} // namespace iolens
