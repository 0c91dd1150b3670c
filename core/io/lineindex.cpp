// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/lineindex.h"

#include <cstring>

namespace iolens {

void LineIndex::scan(const char* data, std::size_t size)
{
    const char* p = data;
    const char* const end = data + size;
    while (p < end) {
        const auto* newline = static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)));
        if (!newline)
            break;
        m_starts.push_back(m_offset + static_cast<std::uint64_t>(newline - data) + 1);
        p = newline + 1;
    }
    m_offset += size;
}

void LineIndex::finish()
{
    // The last start recorded is one past the final '\n'. When the file ends there it starts no
    // line but closes the last one; otherwise the bytes after it are a last line without '\n',
    // closed by the file size. An empty file keeps only its 0: no line.
    if (m_starts.back() != m_offset)
        m_starts.push_back(m_offset);
    m_finished = true;
}

} // namespace iolens
