// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

struct XXH3_state_s;

namespace iolens::replay {

// What a replay writes: the byte at file offset o is a function of o alone (63 letters and digits,
// then '\n', over and over), so a write run split into calls differently by a fix leaves the same
// file. One buffer of that text serves every write: at(o) points at the byte for offset o, and
// capacity() bytes from there are the bytes for o, o + 1, ….
class PatternData {
public:
    static constexpr std::size_t kPeriod = 64;
    PatternData() = default;
    explicit PatternData(std::uint64_t capacity);
    const char* at(std::uint64_t offset) const noexcept { return m_text.data() + offset % kPeriod; }
    std::uint64_t capacity() const noexcept { return m_capacity; }
    static char byteAt(std::uint64_t offset) noexcept;

private:
    std::vector<char> m_text;
    std::uint64_t m_capacity = 0;
};

// XXH3 of every byte a replay read, in the order read: the same whichever calls read them.
class ReadHash {
public:
    ReadHash();
    ~ReadHash();
    ReadHash(const ReadHash&) = delete;
    ReadHash& operator=(const ReadHash&) = delete;
    void update(const char* data, std::size_t n) noexcept;
    void reset() noexcept; // empty again, as new
    std::uint64_t digest() const noexcept;

private:
    XXH3_state_s* m_state;
};

} // namespace iolens::replay
