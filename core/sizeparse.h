// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace iolens {

// "65536", "64K", "64M", "1G", "2T" (binary: K = KiB = 1024 bytes). Whitespace, signs, fractions,
// unknown suffixes ("8Q") and overflow give nullopt.
std::optional<std::uint64_t> parseSize(std::string_view text);

// "64 MiB", "1.5 GiB", "512 B": for reports.
std::string formatSize(std::uint64_t bytes);

} // namespace iolens
