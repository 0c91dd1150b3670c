// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/replay/replayplan.h"

#include "core/errors.h"
#include "core/trace/trace.h"

#include <algorithm>
#include <set>

namespace iolens::replay {

namespace {

std::string quoted(const std::string& path)
{
    return "'" + path + "'";
}

// The indices of the trace's files that are `path` (one per process that used it).
std::set<int> filesNamed(const trace::Trace& trace, const std::string& path)
{
    std::set<int> out;
    for (std::size_t i = 0; i < trace.files.size(); ++i)
        if (trace.files[i].path == path && trace.files[i].kind == trace::FileKind::Regular)
            out.insert(static_cast<int>(i));
    return out;
}

// The file's recorded runs in the order they began: processes and threads merged, since the replay
// runs them in one thread. Stable, so runs that began in the same nanosecond keep the trace's order.
std::vector<Step> stepsOf(const trace::Trace& trace, const std::set<int>& files, Plan& plan)
{
    std::vector<Step> steps;
    for (const trace::Event& e : trace.events) {
        if (e.isZone || !files.contains(e.file))
            continue;
        const auto call = callFromName(e.call);
        if (!call) {
            plan.notReplayed[e.call] += e.count;
            continue;
        }
        Step step { *call, std::max<std::uint32_t>(e.count, 1), e.bytes, e.offset, e.beginNs };
        step.pid = e.pid;
        step.tid = e.tid;
        steps.push_back(step);
    }
    std::stable_sort(steps.begin(), steps.end(), [](const Step& a, const Step& b) { return a.beginNs < b.beginNs; });
    return steps;
}

// Refuses a time line that lost some of the file's calls (a bounded log, a cut JSON): a replay of
// part of the pattern would time something the program did not do.
void checkComplete(const trace::Trace& trace, const std::set<int>& files, const Plan& plan)
{
    std::uint64_t recorded = 0, kept = 0;
    for (const int f : files)
        for (const trace::CallStats& c : trace.files[std::size_t(f)].calls)
            if (callFromName(c.call))
                recorded += c.count;
    for (const Step& s : plan.steps)
        kept += s.count;
    if (kept < recorded)
        throw UsageError("The trace kept only " + std::to_string(kept) + " of the " + std::to_string(recorded)
            + " calls on " + quoted(plan.path) + " in its time line, so their pattern cannot be replayed as recorded.");
}

// The copy's size before the replay: the file less what the program's writes made of its end
// (an appended log starts empty again), and at least what the program read before writing it.
std::uint64_t startSizeOf(const Plan& plan)
{
    std::vector<std::pair<std::uint64_t, std::uint64_t>> written; // [begin, end)
    for (const Step& s : plan.steps)
        if (isWrite(s.call) && s.offset >= 0 && s.bytes > 0)
            written.emplace_back(std::uint64_t(s.offset), std::uint64_t(s.offset) + s.bytes);
    std::uint64_t start = plan.finalSize;
    for (bool moved = true; moved;) {
        moved = false;
        for (const auto& [begin, end] : written)
            if (begin < start && end >= start) {
                start = begin;
                moved = true;
            }
    }
    std::uint64_t size = start;
    for (const Step& s : plan.steps) {
        if (s.offset < 0)
            continue;
        const std::uint64_t end = std::uint64_t(s.offset) + s.bytes;
        if (isWrite(s.call))
            size = std::max(size, end);
        else if (isRead(s.call) && end > size)
            start = size = end; // read before it was written: it was there before the program ran
    }
    return start;
}

// Whether every write through one layer landed at the file's end (offsets followed through the
// plan from its start size), as a program appending to a log does.
void decideOpenModes(Plan& plan)
{
    std::uint64_t size = plan.startSize;
    bool posixAppendOnly = true, stdioAppendOnly = true;
    for (const Step& s : plan.steps) {
        if (!isWrite(s.call))
            continue;
        const bool atEnd = !isPositioned(s.call) && (s.offset < 0 || std::uint64_t(s.offset) == size);
        if (isStdio(s.call)) {
            plan.stdioWrites = true;
            stdioAppendOnly = stdioAppendOnly && atEnd;
        } else {
            plan.posixWrites = true;
            posixAppendOnly = posixAppendOnly && atEnd;
        }
        size = s.offset >= 0 ? std::max(size, std::uint64_t(s.offset) + s.bytes) : size + s.bytes;
    }
    plan.posixAppends = plan.posixWrites && posixAppendOnly;
    plan.stdioAppends = plan.stdioWrites && stdioAppendOnly;
}

// A seek's target: where the next call that uses the same layer's file position begins.
void decideSeekTargets(Plan& plan)
{
    std::int64_t nextPosix = -1, nextStdio = -1;
    for (auto it = plan.steps.rbegin(); it != plan.steps.rend(); ++it) {
        Step& s = *it;
        if (s.call == Call::Lseek)
            s.seekTarget = nextPosix;
        else if (s.call == Call::Fseek)
            s.seekTarget = nextStdio;
        else if ((isRead(s.call) || isWrite(s.call)) && !isPositioned(s.call) && s.offset >= 0)
            (isStdio(s.call) ? nextStdio : nextPosix) = s.offset;
    }
}

} // namespace

std::uint64_t Plan::calls(Call call) const
{
    std::uint64_t n = 0;
    for (const Step& s : steps)
        n += s.call == call ? s.count : 0;
    return n;
}

std::uint64_t Plan::bytes(Call call) const
{
    std::uint64_t n = 0;
    for (const Step& s : steps)
        n += s.call == call ? s.bytes : 0;
    return n;
}

std::uint64_t Plan::readCalls() const
{
    std::uint64_t n = 0;
    for (const Step& s : steps)
        n += isRead(s.call) ? s.count : 0;
    return n;
}

std::uint64_t Plan::writeCalls() const
{
    std::uint64_t n = 0;
    for (const Step& s : steps)
        n += isWrite(s.call) ? s.count : 0;
    return n;
}

std::uint64_t Plan::largestCall() const
{
    std::uint64_t n = 0;
    for (const Step& s : steps)
        if (isRead(s.call) || isWrite(s.call))
            n = std::max(n, s.callBytes(0)); // the first calls are the largest
    return n;
}

Plan planReplay(const trace::Trace& trace, const std::string& path, std::optional<std::uint64_t> currentSize)
{
    Plan plan;
    plan.path = path;
    const std::set<int> files = filesNamed(trace, path);
    if (files.empty())
        throw UsageError(
            "The trace never used " + quoted(path) + " as a regular file; 'iolens-cli trace' lists the files it did.");
    plan.steps = stepsOf(trace, files, plan);
    checkComplete(trace, files, plan);
    const bool movesData = std::any_of(plan.steps.begin(), plan.steps.end(),
        [](const Step& s) { return (isRead(s.call) || isWrite(s.call)) && s.bytes > 0; });
    if (!movesData)
        throw UsageError(
            "The trace read and wrote no data through " + quoted(path) + ", so there is nothing to replay.");
    if (!currentSize)
        throw UsageError(quoted(path) + " is gone since the trace was made, so its calls cannot be replayed on it.");

    // The size the trace leads to: the largest seen at an open, grown by what the program wrote.
    std::uint64_t sizeAtOpen = 0, opens = 0, writeEnd = 0, readEnd = 0;
    for (const int f : files) {
        sizeAtOpen = std::max(sizeAtOpen, trace.files[std::size_t(f)].sizeAtOpen);
        opens += trace.files[std::size_t(f)].opens;
    }
    for (const Step& s : plan.steps)
        if (s.offset >= 0)
            (isWrite(s.call) ? writeEnd : readEnd)
                = std::max(isWrite(s.call) ? writeEnd : readEnd, std::uint64_t(s.offset) + s.bytes);
    const std::uint64_t expected = std::max(sizeAtOpen, writeEnd);
    const bool sizeKnown = opens > 0 || writeEnd > 0;
    if (sizeKnown && *currentSize != expected)
        throw UsageError(quoted(path) + " has changed since the trace was made: it has " + std::to_string(*currentSize)
            + " bytes where the trace leads to " + std::to_string(expected) + ".");
    if (readEnd > *currentSize)
        throw UsageError(quoted(path) + " has changed since the trace was made: it has " + std::to_string(*currentSize)
            + " bytes where the trace read up to byte " + std::to_string(readEnd) + ".");
    plan.finalSize = *currentSize;
    plan.startSize = startSizeOf(plan);
    decideOpenModes(plan);
    decideSeekTargets(plan);
    return plan;
}

} // namespace iolens::replay
