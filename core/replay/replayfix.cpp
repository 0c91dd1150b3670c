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

// Whether the write lands at the file's end, wherever that is when it is made (the layer's copy is
// opened for appending).
bool isAppend(const Plan& plan, const Step& s)
{
    return isWrite(s.call) && !isPositioned(s.call) && (isStdio(s.call) ? plan.stdioAppends : plan.posixAppends);
}

// Whether threads append while another thread writes through a stdio stream: a stream's buffered
// bytes reach the file when it is flushed, so where the appends land (and the copy) would depend
// on the timing. Posix appends alone take turns in the parallel replay (AppendTurns).
bool appendsBesideStdioWrites(const Plan& plan)
{
    if (!plan.posixAppends && !plan.stdioAppends)
        return false;
    std::set<std::pair<int, int>> writers, stdioWriters;
    for (const Step& s : plan.steps)
        if (isWrite(s.call)) {
            writers.emplace(s.pid, s.tid);
            if (isStdio(s.call))
                stdioWriters.emplace(s.pid, s.tid);
        }
    return writers.size() > 1 && !stdioWriters.empty();
}

std::size_t threadsOf(const Plan& plan)
{
    std::set<std::pair<int, int>> threads;
    for (const Step& s : plan.steps)
        threads.emplace(s.pid, s.tid);
    return threads.size();
}

using ThreadId = std::pair<int, int>; // (pid, tid)

// A range of the file a step reads or writes, with the thread that made it.
struct Range {
    ThreadId thread;
    std::uint64_t begin = 0, end = 0;
};

constexpr std::uint64_t kFileEnd = ~std::uint64_t(0);

// How far a set of writes reaches: the furthest end, the thread of that write, and the furthest
// end of the other threads' writes, so that a read finds the furthest reach of another thread's
// writes in one look.
struct Reach {
    std::uint64_t end = 0;
    ThreadId thread;
    std::uint64_t otherEnd = 0;

    Reach with(const Range& w) const
    {
        Reach next = *this;
        if (w.end > end) {
            if (w.thread != thread)
                next.otherEnd = end;
            next.end = w.end;
            next.thread = w.thread;
        } else if (w.thread != thread)
            next.otherEnd = std::max(otherEnd, w.end);
        return next;
    }
    std::uint64_t otherThan(const ThreadId& t) const { return t != thread ? end : otherEnd; }
};

// The bytes a thread has written so far, as disjoint ranges (begin → end).
class Written {
public:
    void add(std::uint64_t begin, std::uint64_t end)
    {
        auto it = m_ranges.upper_bound(begin);
        if (it != m_ranges.begin() && std::prev(it)->second >= begin)
            --it;
        while (it != m_ranges.end() && it->first <= end) {
            begin = std::min(begin, it->first);
            end = std::max(end, it->second);
            it = m_ranges.erase(it);
        }
        m_ranges.emplace(begin, end);
    }
    // The first byte at or after `from` not written.
    std::uint64_t firstUnwritten(std::uint64_t from) const
    {
        auto it = m_ranges.upper_bound(from);
        if (it != m_ranges.begin() && std::prev(it)->second > from)
            return std::prev(it)->second; // disjoint and not touching: the next range begins later
        return from;
    }

private:
    std::map<std::uint64_t, std::uint64_t> m_ranges;
};

// Whether a thread reads bytes that another thread's writes may change or bring into being: the
// bytes a parallel replay reads would then depend on which thread came first. Writes alone never
// conflict: they write bytes that depend only on the offset. Two ways to conflict:
//  - a read overlaps another thread's write range: an append's is all past the start size (the
//    file before the program wrote it), since where it lands is up to the timing; a write at an
//    unknown offset's is the whole file;
//  - a read reaches past the start size, to bytes its own thread has not written before, while
//    another thread writes further on: whether those bytes exist yet (a hole, or nothing) is up
//    to the timing. Bytes the thread wrote itself before exist whatever the others do.
// The writes sorted by where they begin with the reach of each prefix, so that each read looks
// only at the writes that begin before it ends: n log n, not reads × writes.
bool readsOtherThreadsWrites(const Plan& plan)
{
    auto rangeOf = [&](const Step& s) {
        const ThreadId t { s.pid, s.tid };
        if (s.offset < 0)
            return Range { t, 0, kFileEnd };
        if (isAppend(plan, s))
            return Range { t, plan.startSize, kFileEnd };
        return Range { t, std::uint64_t(s.offset), std::uint64_t(s.offset) + s.bytes };
    };
    std::vector<Range> writes;
    for (const Step& s : plan.steps)
        if (s.bytes > 0 && isWrite(s.call))
            writes.push_back(rangeOf(s));
    std::sort(writes.begin(), writes.end(), [](const Range& a, const Range& b) { return a.begin < b.begin; });
    std::vector<Reach> reach(writes.size() + 1); // reach[i]: of the first i writes
    for (std::size_t i = 0; i < writes.size(); ++i)
        reach[i + 1] = reach[i].with(writes[i]);

    std::map<ThreadId, Written> written; // by each thread so far, in the plan's order
    for (const Step& s : plan.steps) {
        if (s.bytes == 0)
            continue;
        const Range r = rangeOf(s);
        if (isWrite(s.call)) {
            if (s.offset >= 0)
                written[r.thread].add(std::uint64_t(s.offset), std::uint64_t(s.offset) + s.bytes);
            continue;
        }
        if (!isRead(s.call))
            continue;
        const auto before = std::lower_bound(
            writes.begin(), writes.end(), r.end, [](const Range& w, std::uint64_t end) { return w.begin < end; });
        if (reach[std::size_t(before - writes.begin())].otherThan(r.thread) > r.begin)
            return true; // overlaps another thread's write
        if (r.end > plan.startSize) {
            const std::uint64_t unwritten = written[r.thread].firstUnwritten(std::max(r.begin, plan.startSize));
            if (unwritten < r.end && reach.back().otherThan(r.thread) > unwritten)
                return true; // past the start size, where another thread's writes make the file longer
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
        if (appendsBesideStdioWrites(plan))
            return "Threads append to the file while another writes through a stdio stream, whose buffered bytes "
                   "land when it is flushed, so the copy would depend on the timing.";
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
