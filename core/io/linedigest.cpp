// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/linedigest.h"

#include "core/filehash.h"

#include <xxhash.h>

namespace iolens {

namespace {

// P^n mod 2^64 by squaring: unsigned arithmetic wraps, which is exactly mod 2^64.
std::uint64_t power(std::uint64_t base, std::uint64_t exponent) noexcept
{
    std::uint64_t result = 1;
    while (exponent) {
        if (exponent & 1)
            result *= base;
        base *= base;
        exponent >>= 1;
    }
    return result;
}

} // namespace

void LineDigest::addLine(const char* data, std::size_t size) noexcept
{
    if (m_hashing)
        m_hash = m_hash * kMultiplier + XXH3_64bits(data, size);
    ++m_lines;
}

void LineDigest::append(const LineDigest& later) noexcept
{
    m_hash = m_hash * power(kMultiplier, later.m_lines) + later.m_hash;
    m_lines += later.m_lines;
}

std::string LineDigest::checksum() const
{
    return m_hashing ? lineChecksumText(m_hash) : std::string();
}

std::string lineChecksumText(std::uint64_t hash)
{
    return xxh3Text(hash);
}

} // namespace iolens
