// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/csvrecord.h"

namespace iolens {

namespace {

// splitmix64: a fixed, well-mixed function of its input, so record i never depends on record i−1.
std::uint64_t mix(std::uint64_t x) noexcept
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

} // namespace

std::string csvRecord(std::uint64_t stream, std::uint64_t index)
{
    static constexpr char kCode[] = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    std::uint64_t bits = mix(mix(stream) ^ index);
    std::string record = std::to_string(index + 1);
    record += ',';
    for (int i = 0; i < 6; ++i, bits >>= 5)
        record += kCode[bits & 31];
    record += ',';
    std::uint64_t more = mix(bits ^ index);
    const int nameLength = 4 + static_cast<int>(more % 21);
    more /= 21;
    for (int i = 0; i < nameLength; ++i) {
        if (i % 10 == 0)
            more = mix(more + static_cast<std::uint64_t>(i));
        record += static_cast<char>('a' + more % 26);
        more /= 26;
    }
    const std::uint64_t tail = mix(more ^ stream);
    record += ',';
    record += std::to_string(tail % 100000);
    record += ',';
    record += (tail >> 40) % 5 == 0 ? '0' : '1';
    return record;
}

} // namespace iolens
