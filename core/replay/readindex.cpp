// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/replay/readindex.h"

#include <cstring>
#include <iterator>

namespace iolens::replay {

bool ReadIndex::covers(std::uint64_t begin, std::uint64_t end) const
{
    if (end <= begin)
        return false;
    auto it = m_known.upper_bound(begin); // the first range beginning after `begin`
    if (it == m_known.begin())
        return false;
    --it; // the range beginning at or before `begin`
    return it->second >= end;
}

std::vector<ReadIndex::Segment> ReadIndex::segments(std::uint64_t begin, std::uint64_t end) const
{
    std::vector<Segment> out;
    auto it = m_known.upper_bound(begin);
    if (it != m_known.begin() && std::prev(it)->second > begin)
        --it; // the known range `begin` is in
    for (std::uint64_t at = begin; at < end;) {
        if (it == m_known.end() || it->first >= end) {
            out.push_back(Segment { at, end, false });
            break;
        }
        if (it->first > at)
            out.push_back(Segment { at, it->first, false });
        const std::uint64_t knownEnd = std::min(it->second, end);
        out.push_back(Segment { std::max(at, it->first), knownEnd, true });
        at = knownEnd;
        ++it;
    }
    return out;
}

void ReadIndex::remember(std::uint64_t offset, const char* data, std::size_t n)
{
    if (n == 0)
        return;
    const std::uint64_t end = offset + n;
    if (m_bytes.size() < end)
        m_bytes.resize(end);
    std::memcpy(m_bytes.data() + offset, data, n);
    // Join every range that overlaps or touches [offset, end).
    std::uint64_t begin = offset, last = end;
    auto it = m_known.upper_bound(offset);
    if (it != m_known.begin() && std::prev(it)->second >= offset)
        --it;
    while (it != m_known.end() && it->first <= last) {
        begin = std::min(begin, it->first);
        last = std::max(last, it->second);
        it = m_known.erase(it);
    }
    m_known.emplace(begin, last);
}

void ReadIndex::forget(std::uint64_t begin, std::uint64_t end)
{
    if (end <= begin)
        return;
    auto it = m_known.upper_bound(begin);
    if (it != m_known.begin() && std::prev(it)->second > begin)
        --it;
    while (it != m_known.end() && it->first < end) {
        const std::uint64_t b = it->first, e = it->second;
        it = m_known.erase(it);
        if (b < begin)
            m_known.emplace(b, begin);
        if (e > end) {
            m_known.emplace(end, e); // the part past `end`: no later range overlaps it
            break;
        }
    }
}

} // namespace iolens::replay
