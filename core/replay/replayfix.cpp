// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/replay/replayfix.h"

#include "core/replay/replayplan.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <set>
#include <utility>
#include <vector>

namespace iolens::replay {

namespace {

bool anyStep(const Plan& plan, bool (*test)(const Step&))
{
    return std::any_of(plan.steps.begin(), plan.steps.end(), test);
}

// Whether a read run with a known offset covers bytes an earlier one read (the writes in between
// do not matter here: a fix that can answer even one read from memory applies).
bool readsAgain(const Plan& plan)
{
    std::map<std::uint64_t, std::uint64_t> read; // begin → end, disjoint
    for (const Step& s : plan.steps) {
        if (!isRead(s.call) || s.offset < 0 || s.bytes == 0)
            continue;
        const std::uint64_t begin = std::uint64_t(s.offset), end = begin + s.bytes;
        auto it = read.upper_bound(begin);
        if (it != read.begin() && std::prev(it)->second > begin)
            return true;
        if (it != read.end() && it->first < end)
            return true;
        read.emplace(begin, end); // disjoint from the others: nothing to join for this test
    }
    return false;
}

std::size_t threadsOf(const Plan& plan)
{
    std::set<std::pair<int, int>> threads;
    for (const Step& s : plan.steps)
        threads.emplace(s.pid, s.tid);
    return threads.size();
}

// Whether a thread's read range overlaps a range another thread writes (a write at an unknown
// offset, an append, overlaps every other thread's reads): the bytes a parallel replay reads would
// then depend on which thread came first. Writes alone never conflict: they write bytes that
// depend only on the offset. The writes sorted by where they begin, with the furthest end so far,
// so that each read looks only at writes that can reach it.
bool readsOtherThreadsWrites(const Plan& plan)
{
    struct Range {
        std::pair<int, int> thread;
        std::uint64_t begin, end;
    };
    constexpr std::uint64_t kEnd = ~std::uint64_t(0);
    auto rangeOf = [&](const Step& s) {
        return s.offset < 0 ? Range { { s.pid, s.tid }, 0, kEnd }
                            : Range { { s.pid, s.tid }, std::uint64_t(s.offset), std::uint64_t(s.offset) + s.bytes };
    };
    std::vector<Range> reads, writes;
    for (const Step& s : plan.steps)
        if (s.bytes > 0 && (isRead(s.call) || isWrite(s.call)))
            (isRead(s.call) ? reads : writes).push_back(rangeOf(s));
    std::sort(writes.begin(), writes.end(), [](const Range& a, const Range& b) { return a.begin < b.begin; });
    std::vector<std::uint64_t> furthest(writes.size());
    for (std::size_t i = 0; i < writes.size(); ++i)
        furthest[i] = std::max(writes[i].end, i > 0 ? furthest[i - 1] : 0);
    for (const Range& r : reads) {
        // The writes that begin before the read ends, latest first, while one of them reaches it.
        std::size_t i
            = std::size_t(std::lower_bound(writes.begin(), writes.end(), r.end, [](const Range& w, std::uint64_t end) {
                  return w.begin < end;
              }) - writes.begin());
        while (i > 0 && furthest[i - 1] > r.begin) {
            --i;
            if (writes[i].end > r.begin && writes[i].thread != r.thread)
                return true;
        }
    }
    return false;
}

} // namespace

std::optional<std::string> whyNotApplicable(const Plan& plan, Fix fix)
{
    switch (fix) {
    case Fix::AsRecorded:
        return std::nullopt;
    case Fix::Buffered:
        if (plan.readCalls() == 0)
            return "The recorded pattern reads nothing, so there are no reads to buffer.";
        if (!anyStep(plan, [](const Step& s) { return isRead(s.call) && s.bytes / s.count < kReplayBufferBytes; }))
            return "Every recorded read already moves 64 KiB or more, so a 64 KiB buffer changes nothing.";
        return std::nullopt;
    case Fix::KeptOpen:
        if (plan.calls(Call::Open) < 2 && plan.calls(Call::Fopen) < 2)
            return "The recorded pattern opens the file once, so there are no reopen cycles to keep open.";
        return std::nullopt;
    case Fix::CoalescedWrites:
        if (plan.writeCalls() == 0)
            return "The recorded pattern writes nothing, so there are no writes to coalesce.";
        if (!anyStep(plan, [](const Step& s) { return isWrite(s.call) && s.count > 1; }))
            return "Every recorded write run is a single call, so there is nothing to coalesce.";
        return std::nullopt;
    case Fix::Mmap:
        if (plan.readCalls() == 0)
            return "The recorded pattern reads nothing, so there are no reads to serve from a mapping.";
        return std::nullopt;
    case Fix::FsyncAtEnd:
        if (plan.syncs() == 0)
            return "The recorded pattern never calls fsync, so there is no fsync to move to the end.";
        return std::nullopt;
    case Fix::PerThread:
        if (threadsOf(plan) < 2)
            return "One thread made all the recorded calls, so there is nothing to replay in parallel.";
        if (readsOtherThreadsWrites(plan))
            return "A thread reads what another thread writes, so the bytes read in parallel would depend on "
                   "the timing.";
        return std::nullopt;
    case Fix::Indexed:
        if (std::max(plan.startSize, plan.finalSize) > kIndexedMaxBytes)
            return "The file is larger than 1 GiB, more than the replay keeps in memory.";
        if (!readsAgain(plan))
            return "The recorded pattern reads no range of the file twice, so there is nothing to answer from "
                   "memory.";
        return std::nullopt;
    }
    return std::nullopt;
}

} // namespace iolens::replay
