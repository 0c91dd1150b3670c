// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace iolens::replay {

// The bytes of a file that a replay with Fix::Indexed has read, by offset: what one pass over the
// file builds so that the later lookups are answered from memory. It knows which ranges hold what
// the file has there now: a write over a range makes it forget that range (the next read of it
// goes to the file again and is remembered anew).
class ReadIndex {
public:
    // A stretch of a range, all known or all not.
    struct Segment {
        std::uint64_t begin = 0, end = 0;
        bool known = false;
    };

    // Whether every byte of [begin, end) is known (an empty range is not: it reads nothing).
    bool covers(std::uint64_t begin, std::uint64_t end) const;
    // [begin, end) cut where the index starts or stops knowing its bytes, in order.
    std::vector<Segment> segments(std::uint64_t begin, std::uint64_t end) const;
    void remember(std::uint64_t offset, const char* data, std::size_t n);
    void forget(std::uint64_t begin, std::uint64_t end);
    // The known bytes from offset on (covers() first).
    const char* at(std::uint64_t offset) const { return m_bytes.data() + offset; }

private:
    std::string m_bytes; // as long as the highest offset remembered
    std::map<std::uint64_t, std::uint64_t> m_known; // begin → end, disjoint, not touching
};

} // namespace iolens::replay
