// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace iolens {

// Where every line of a file starts, from one pass over it: line n (1-based, as the article's
// lineNo) is the bytes [start(n), start(n + 1)), its ending included. 8 bytes of memory per line.
class LineIndex {
public:
    // Feeds the file's bytes in order, in blocks of any size.
    void scan(const char* data, std::size_t size);
    // After the last block.
    void finish();

    std::uint64_t lines() const noexcept { return m_finished ? m_starts.size() - 1 : 0; }
    std::uint64_t begin(std::uint64_t lineNo) const noexcept { return m_starts[lineNo - 1]; }
    std::uint64_t end(std::uint64_t lineNo) const noexcept { return m_starts[lineNo]; }

private:
    std::vector<std::uint64_t> m_starts { 0 }; // then one past every '\n'; the file size last
    std::uint64_t m_offset = 0;
    bool m_finished = false;
};

// A line's content from its bytes with the ending: '\n' and a '\r' right before it are dropped.
inline std::string_view lineContent(const char* data, std::size_t size) noexcept
{
    if (size > 0 && data[size - 1] == '\n') {
        --size;
        if (size > 0 && data[size - 1] == '\r')
            --size;
    }
    return std::string_view(data, size);
}

} // namespace iolens
