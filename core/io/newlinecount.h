// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>

namespace iolens {

// The number of '\n' bytes in [data, data + size), 32 or 16 bytes per step: AVX2 where the CPU has
// it (checked once at run time), SSE2 otherwise on x86-64, a plain loop elsewhere. What `wc -l`
// does since coreutils 9; about ten times a byte-by-byte loop on a warm file.
std::uint64_t countNewlines(const char* data, std::size_t size) noexcept;

// The portable loop, for tests to compare the vectorised versions against.
std::uint64_t countNewlinesScalar(const char* data, std::size_t size) noexcept;

} // namespace iolens
