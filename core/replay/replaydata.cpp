// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/replay/replaydata.h"

#include <algorithm>
#include <cstring>
#include <new>
#include <xxhash.h>

namespace iolens::replay {

PatternData::PatternData(std::uint64_t capacity)
    : m_text(std::size_t(capacity) + kPeriod)
    , m_capacity(capacity)
{
    // One period by hand, then doubling copies: filling a 64 MiB buffer byte by byte would be
    // most of a small replay's time.
    std::size_t filled = std::min(m_text.size(), kPeriod);
    for (std::size_t i = 0; i < filled; ++i)
        m_text[i] = byteAt(i);
    while (filled < m_text.size()) {
        const std::size_t n = std::min(filled, m_text.size() - filled);
        std::memcpy(m_text.data() + filled, m_text.data(), n);
        filled += n;
    }
}

char PatternData::byteAt(std::uint64_t offset) noexcept
{
    static constexpr char kLine[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789,";
    static_assert(sizeof(kLine) - 1 == kPeriod - 1);
    const std::size_t i = offset % kPeriod;
    return i == kPeriod - 1 ? '\n' : kLine[i];
}

ReadHash::ReadHash()
    : m_state(XXH3_createState())
{
    if (!m_state)
        throw std::bad_alloc();
    XXH3_64bits_reset(m_state);
}

ReadHash::~ReadHash()
{
    XXH3_freeState(m_state);
}

void ReadHash::update(const char* data, std::size_t n) noexcept
{
    if (n > 0)
        XXH3_64bits_update(m_state, data, n);
}

void ReadHash::reset() noexcept
{
    XXH3_64bits_reset(m_state);
}

std::uint64_t ReadHash::digest() const noexcept
{
    return XXH3_64bits_digest(m_state);
}

} // namespace iolens::replay
