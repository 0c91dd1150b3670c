// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/stackrecords.h"

#include "core/trace/descendingsort.h"

#include <algorithm>
#include <tuple>

namespace iolens::trace {

StackRecords::StackRecords()
{
    m_lists.emplace_back(); // number 0: the empty list
    m_listNumbers.emplace(std::vector<std::size_t>(), 0);
}

std::uint32_t StackRecords::list(const std::vector<std::size_t>& frames)
{
    const auto [it, inserted] = m_listNumbers.emplace(frames, static_cast<std::uint32_t>(m_lists.size()));
    if (inserted)
        m_lists.emplace_back(frames);
    return it->second;
}

std::uint32_t StackRecords::call(const std::string& name)
{
    const auto [it, inserted] = m_callNumbers.emplace(name, static_cast<std::uint32_t>(m_calls.size()));
    if (inserted)
        m_calls.push_back(name);
    return it->second;
}

void StackRecords::add(int pid, int file, std::uint32_t call, std::uint32_t list, bool truncated, std::uint64_t calls,
    std::uint64_t ns, std::uint64_t bytes)
{
    Record r;
    r.calls = calls;
    r.ns = ns;
    r.bytes = bytes;
    r.pid = pid;
    r.file = file;
    r.list = list;
    r.call = call;
    r.truncated = truncated;
    m_records.push_back(r);
}

void StackRecords::add(const Stack& s)
{
    add(s.pid, s.file, call(s.call), list(s.frames.ids()), s.truncated, s.calls, s.ns, s.bytes);
}

namespace {

// A file has few stacks: each is compared with the group's stacks kept so far. Past this many a
// group is sorted instead (a log written from a thousand call paths would be compared in pairs).
constexpr std::size_t kPairwiseGroup = 32;

} // namespace

// A file belongs to one process and has a few stacks, so the records are grouped by file (a
// counting sort of their indexes) and compared within the group.
void StackRecords::mergeIdentical()
{
    std::erase_if(m_records, [](const Record& r) { return r.calls == 0 && r.ns == 0 && r.bytes == 0; });
    // Group g holds the records of file g - 1 (group 0: no file, -1), in index order.
    const auto groupOf = [](const Record& r) { return static_cast<std::size_t>(std::max(r.file, -1) + 1); };
    std::size_t groups = 1;
    for (const Record& r : m_records)
        groups = std::max(groups, groupOf(r) + 1);
    std::vector<std::size_t> groupEnd(groups, 0);
    for (const Record& r : m_records)
        ++groupEnd[groupOf(r)];
    for (std::size_t g = 1; g < groups; ++g)
        groupEnd[g] += groupEnd[g - 1];
    std::vector<std::size_t> byGroup(m_records.size());
    for (std::size_t i = m_records.size(); i-- > 0;) // from the back: each group in index order
        byGroup[--groupEnd[groupOf(m_records[i])]] = i;
    // groupEnd[g] is now where group g begins.

    std::vector<bool> merged(m_records.size(), false);
    const auto into = [&](std::size_t first, std::size_t same) {
        m_records[first].calls += m_records[same].calls;
        m_records[first].ns += m_records[same].ns;
        m_records[first].bytes += m_records[same].bytes;
        merged[same] = true;
    };
    std::vector<std::size_t> kept;
    for (std::size_t g = 0; g < groups; ++g) {
        const auto first = byGroup.begin() + static_cast<std::ptrdiff_t>(groupEnd[g]);
        const auto last
            = g + 1 < groups ? byGroup.begin() + static_cast<std::ptrdiff_t>(groupEnd[g + 1]) : byGroup.end();
        if (static_cast<std::size_t>(last - first) <= kPairwiseGroup) {
            kept.clear();
            for (auto i = first; i != last; ++i) {
                const auto same = std::find_if(
                    kept.begin(), kept.end(), [&](std::size_t k) { return m_records[k].sameStack(m_records[*i]); });
                if (same == kept.end())
                    kept.push_back(*i);
                else
                    into(*same, *i);
            }
            continue;
        }
        std::stable_sort(first, last, [&](std::size_t x, std::size_t y) { // equal ones stay in index order
            const Record &a = m_records[x], &b = m_records[y];
            return std::tie(a.pid, a.list, a.call, a.truncated) < std::tie(b.pid, b.list, b.call, b.truncated);
        });
        for (auto i = first; i != last;) {
            auto e = i + 1;
            for (; e != last && m_records[*i].sameStack(m_records[*e]); ++e)
                into(*i, *e);
            i = e;
        }
    }
    std::size_t keptCount = 0;
    for (std::size_t i = 0; i < m_records.size(); ++i)
        if (!merged[i])
            m_records[keptCount++] = m_records[i];
    m_records.resize(keptCount);
}

void StackRecords::takeOrdered(std::vector<Stack>& out)
{
    mergeIdentical();
    // Most time first (then most calls), ties in the order added: the keys sorted with their
    // indexes beside the records (comparing through indexes read two scattered records each time).
    std::vector<DescendingRank> ranks(m_records.size());
    for (std::size_t i = 0; i < m_records.size(); ++i)
        ranks[i] = { m_records[i].ns, m_records[i].calls, i };
    stableSortDescending(ranks);
    out.reserve(out.size() + ranks.size());
    // Read in rank order, so scattered: prefetched a few ranks ahead, as on this VM such a read is
    // mostly the wait for memory (making 800,000 stacks took 300 ms without).
    constexpr std::size_t kAhead = 16;
    for (std::size_t k = 0; k < ranks.size(); ++k) {
        if (k + kAhead < ranks.size())
            __builtin_prefetch(&m_records[ranks[k + kAhead].index]);
        const Record& r = m_records[ranks[k].index];
        Stack s;
        s.frames = m_lists[r.list];
        s.truncated = r.truncated;
        s.pid = r.pid;
        s.file = r.file;
        s.call = m_calls[r.call];
        s.calls = r.calls;
        s.ns = r.ns;
        s.bytes = r.bytes;
        out.push_back(std::move(s));
    }
    m_records = {};
}

} // namespace iolens::trace
