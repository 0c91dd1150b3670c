// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>

namespace iolens {

struct FileDigest {
    std::uint64_t bytes = 0;
    std::uint64_t xxh3 = 0;
    std::string text() const; // "xxh3:0123456789abcdef"
};

// XXH3-64 of a whole file, read in 1 MiB chunks. Throws IoError naming the path.
FileDigest hashFile(const std::string& path, const std::atomic<bool>* cancel = nullptr);

// The first offset where the two files differ (a shorter file differs at its end); nullopt if equal.
std::optional<std::uint64_t> firstDifference(const std::string& a, const std::string& b);

std::string xxh3Text(std::uint64_t hash);

} // namespace iolens
