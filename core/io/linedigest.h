// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace iolens {

// The read family's one result over a text: how many lines, and a checksum of their contents
// that every read strategy computes identically, whether it sees the text as one stream, as
// lines handed out by a library, or as ranges in parallel threads.
//
// Lines: a line ends at '\n'; a '\r' right before that '\n' belongs to the ending, any other '\r'
// is content; a last line without '\n' still counts; an empty file has no lines.
//
// Checksum: with h_i the XXH3-64 (seed 0) of line i's content, terminator excluded,
//     H = Σ h_i · P^(n−1−i)  (mod 2^64),  P = 0x9E3779B97F4A7C15,
// that is H ← H·P + h_i for each line in order. It changes when lines are swapped, and it splits
// over ranges: H(A then B) = H(A)·P^lines(B) + H(B), which is how read.parallel joins its threads'
// partial results. Shown as "xxh3:" and 16 hex digits.
//
// With hashing off (the `checksum` parameter at 0) only lines are counted and the checksum is
// empty: the run then does what `wc -l` does, and verification compares bytes and lines.
class LineDigest {
public:
    static constexpr std::uint64_t kMultiplier = 0x9E3779B97F4A7C15ull;

    explicit LineDigest(bool hashing = true) noexcept
        : m_hashing(hashing)
    { }

    // One complete line's content, without its terminator.
    void addLine(const char* data, std::size_t size) noexcept;
    void addLine(std::string_view content) noexcept { addLine(content.data(), content.size()); }
    // A line whose XXH3-64 the caller computed (a line that arrived in pieces).
    void addLineHash(std::uint64_t lineHash) noexcept
    {
        m_hash = m_hash * kMultiplier + lineHash;
        ++m_lines;
    }
    // Lines counted without hashing them (only meaningful with hashing off).
    void countLines(std::uint64_t lines) noexcept { m_lines += lines; }
    // Appends the digest of the text that follows this one (the next range of a split file).
    void append(const LineDigest& later) noexcept;

    bool hashing() const noexcept { return m_hashing; }
    std::uint64_t lines() const noexcept { return m_lines; }
    std::uint64_t hash() const noexcept { return m_hash; }
    // "xxh3:0123456789abcdef", or empty with hashing off.
    std::string checksum() const;

private:
    bool m_hashing;
    std::uint64_t m_lines = 0;
    std::uint64_t m_hash = 0;
};

// The checksum text of a hash combined by the rule above.
std::string lineChecksumText(std::uint64_t hash);

} // namespace iolens
