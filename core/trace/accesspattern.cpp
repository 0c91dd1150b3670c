// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/accesspattern.h"

#include "core/trace/format/iolt.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <optional>
#include <unordered_map>
#include <utility>

namespace iolens::trace {

namespace {

// The ranges a direction has covered so far, disjoint and not touching: begin → end. Each run
// adds one range and swallows those it overlaps, so the whole sweep is O(runs · log runs)
// whatever the file's size.
using Covered = std::map<std::uint64_t, std::uint64_t>;

// Adds [begin, end) to covered; returns how many of its bytes were covered already.
std::uint64_t coverRange(Covered& covered, std::uint64_t begin, std::uint64_t end)
{
    if (begin >= end)
        return 0;
    auto it = covered.upper_bound(begin);
    if (it != covered.begin() && std::prev(it)->second >= begin)
        it = std::prev(it);
    std::uint64_t overlap = 0;
    std::uint64_t mergedBegin = begin, mergedEnd = end;
    while (it != covered.end() && it->first <= end) {
        const std::uint64_t from = std::max(begin, it->first), to = std::min(end, it->second);
        if (to > from)
            overlap += to - from;
        mergedBegin = std::min(mergedBegin, it->first);
        mergedEnd = std::max(mergedEnd, it->second);
        it = covered.erase(it);
    }
    covered.emplace(mergedBegin, mergedEnd);
    return overlap;
}

std::uint64_t weightedMedian(std::vector<std::pair<std::uint64_t, std::uint64_t>> sizeAndCalls)
{
    std::uint64_t total = 0;
    for (const auto& [size, calls] : sizeAndCalls)
        total += calls;
    if (total == 0)
        return 0;
    std::sort(sizeAndCalls.begin(), sizeAndCalls.end());
    const std::uint64_t middle = (total - 1) / 2; // the lower middle call, counting from 0
    std::uint64_t seen = 0;
    for (const auto& [size, calls] : sizeAndCalls) {
        seen += calls;
        if (seen > middle)
            return size;
    }
    return sizeAndCalls.back().first;
}

// Counts the reads from offset 0 to size, several runs back to back making one.
std::uint64_t countWholeReads(const std::vector<AccessRun>& runs, std::uint64_t size)
{
    if (size == 0)
        return 0;
    std::uint64_t whole = 0;
    bool reading = false; // a read from offset 0 is under way
    std::uint64_t reached = 0;
    for (const AccessRun& r : runs) {
        if (r.direction != AccessDirection::Read)
            continue;
        if (reading && r.offset == reached)
            reached += r.bytes;
        else if (r.offset == 0) {
            reading = true;
            reached = r.bytes;
        } else {
            reading = false;
            continue;
        }
        if (reached >= size) {
            ++whole;
            reading = false;
        }
    }
    return whole;
}

} // namespace

CallDirection callDirection(const std::string& call)
{
    static const std::unordered_map<std::string, CallDirection> byName = [] {
        std::unordered_map<std::string, CallDirection> map;
        for (std::uint32_t id = 0; id < IOLT_CALL_COUNT; ++id)
            map.emplace(iolt_call_name(id),
                iolt_call_reads(id)        ? CallDirection::Read
                    : iolt_call_writes(id) ? CallDirection::Write
                                           : CallDirection::None);
        return map;
    }();
    const auto it = byName.find(call);
    return it == byName.end() ? CallDirection::None : it->second;
}

namespace {

// The pattern of one file from the indices of its events (all events when null).
AccessPattern patternOf(const Trace& trace, int file, const std::vector<std::size_t>* events)
{
    AccessPattern out;
    if (file < 0 || file >= static_cast<int>(trace.files.size()))
        return out;
    AccessSummary& s = out.summary;
    const std::size_t n = events ? events->size() : trace.events.size();
    for (std::size_t k = 0; k < n; ++k) {
        const std::size_t i = events ? (*events)[k] : k;
        const Event& e = trace.events[i];
        if (e.isZone || e.file != file)
            continue;
        const CallDirection direction = callDirection(e.call);
        if (direction == CallDirection::None)
            continue;
        if (e.offset < 0) {
            s.callsWithoutOffset += e.count;
            continue;
        }
        AccessRun run;
        run.event = i;
        run.direction = direction == CallDirection::Read ? AccessDirection::Read : AccessDirection::Write;
        run.beginNs = e.beginNs;
        run.endNs = std::max(e.endNs, e.beginNs);
        run.offset = static_cast<std::uint64_t>(e.offset);
        run.bytes = e.bytes;
        run.calls = e.count;
        out.runs.push_back(run);
    }
    // Threads' logs arrive one after another: time order is what "earlier" and "back to back"
    // are about.
    std::stable_sort(
        out.runs.begin(), out.runs.end(), [](const AccessRun& a, const AccessRun& b) { return a.beginNs < b.beginNs; });

    Covered read, written;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> readSizes, writeSizes;
    std::uint64_t highestWritten = 0;
    // Where the latest read and the latest write ended: a run that begins there goes on
    // sequentially although the time line started a new run (a pause, a reopen in between).
    std::optional<std::uint64_t> readEnd, writeEnd;
    for (AccessRun& r : out.runs) {
        const bool reads = r.direction == AccessDirection::Read;
        std::optional<std::uint64_t>& end = reads ? readEnd : writeEnd;
        if (r.calls > 0)
            s.sequentialCalls += (r.calls - 1) + (end && *end == r.offset ? 1 : 0);
        end = r.offset + r.bytes;
        AccessTotals& totals = reads ? s.reads : s.writes;
        r.againBytes = coverRange(reads ? read : written, r.offset, r.offset + r.bytes);
        totals.again += r.againBytes;
        totals.once += r.bytes - r.againBytes;
        ++totals.runs;
        totals.calls += r.calls;
        s.callsWithOffset += r.calls;
        if (r.calls > 0)
            (reads ? readSizes : writeSizes).emplace_back(r.bytes / r.calls, r.calls);
        if (!reads)
            highestWritten = std::max(highestWritten, r.offset + r.bytes);
    }
    s.reads.typicalCallBytes = weightedMedian(std::move(readSizes));
    s.writes.typicalCallBytes = weightedMedian(std::move(writeSizes));
    s.fileSize = std::max(trace.files[static_cast<std::size_t>(file)].sizeAtOpen, highestWritten);
    s.wholeReads = countWholeReads(out.runs, s.fileSize);
    return out;
}

} // namespace

AccessPattern accessPattern(const Trace& trace, int file)
{
    return patternOf(trace, file, nullptr);
}

std::vector<std::optional<AccessSummary>> accessSummaries(const Trace& trace)
{
    std::vector<std::vector<std::size_t>> byFile(trace.files.size());
    for (std::size_t i = 0; i < trace.events.size(); ++i) {
        const Event& e = trace.events[i];
        if (!e.isZone && e.file >= 0 && e.file < static_cast<int>(trace.files.size()))
            byFile[static_cast<std::size_t>(e.file)].push_back(i);
    }
    std::vector<std::optional<AccessSummary>> out(trace.files.size());
    for (std::size_t f = 0; f < byFile.size(); ++f) {
        if (byFile[f].empty())
            continue;
        AccessPattern p = patternOf(trace, static_cast<int>(f), &byFile[f]);
        if (!p.runs.empty())
            out[f] = p.summary;
    }
    return out;
}

int busiestFileWithOffsets(const Trace& trace)
{
    std::vector<bool> hasOffsets(trace.files.size(), false);
    for (const Event& e : trace.events)
        if (!e.isZone && e.offset >= 0 && e.file >= 0 && e.file < static_cast<int>(trace.files.size())
            && callDirection(e.call) != CallDirection::None)
            hasOffsets[static_cast<std::size_t>(e.file)] = true;
    int best = -1;
    std::uint64_t bestNs = 0;
    for (std::size_t i = 0; i < trace.files.size(); ++i) {
        if (!hasOffsets[i])
            continue;
        const std::uint64_t ns = trace.files[i].ns();
        if (best < 0 || ns > bestNs) {
            best = static_cast<int>(i);
            bestNs = ns;
        }
    }
    return best;
}

} // namespace iolens::trace
