// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/tracetimeline.h"

#include "core/report/traceeventwriter.h"
#include "core/trace/tracetext.h"
#include "core/trace/usercode.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

namespace iolens::trace {

namespace {

// The call stacks behind the events: for each (process, file, call kind), the sampled stack that
// took most of its time (t.stacks is sorted by time), as a chain of "stackFrames" shared between
// stacks with the same callers. The events of those calls point at its innermost frame ("sf"):
// Perfetto and chrome://tracing show the chain in an event's details. An event's own stack is not
// known (stacks are sampled), hence the hottest one, and the args say so.
class TimelineStacks {
public:
    explicit TimelineStacks(const Trace& t)
        : m_t(t)
        , m_code(t)
    {
        for (std::size_t i = 0; i < t.stacks.size(); ++i) {
            const Stack& s = t.stacks[i];
            if (!s.frames.empty())
                m_hottest.emplace(std::make_tuple(s.pid, s.file, s.call), i); // the first is the hottest
        }
    }

    // The innermost frame of the hottest stack of these calls, and its user line; -1 without one.
    long frameFor(int pid, int file, const std::string& call, std::string& userLine)
    {
        const auto it = m_hottest.find(std::make_tuple(pid, file, call));
        if (it == m_hottest.end())
            return -1;
        const Stack& s = m_t.stacks[it->second];
        if (const long user = m_code.innermostUserFrame(s); user >= 0)
            userLine = m_t.frames[static_cast<std::size_t>(user)].label();
        long parent = -1;
        for (std::size_t k = s.frames.size(); k-- > 0;) {
            const std::size_t id = s.frames[k];
            if (id >= m_t.frames.size())
                continue;
            const auto [node, inserted] = m_nodes.emplace(std::make_pair(parent, id), static_cast<long>(m_out.size()));
            if (inserted) {
                const Frame& f = m_t.frames[id];
                const std::size_t slash = f.module.rfind('/');
                m_out.push_back({ f.label(),
                    !f.language.empty() ? f.language
                                        : (slash == std::string::npos ? f.module : f.module.substr(slash + 1)),
                    parent });
            }
            parent = node->second;
        }
        return parent;
    }

    const std::vector<TraceEventStackFrame>& frames() const { return m_out; }

private:
    const Trace& m_t;
    UserCode m_code;
    std::map<std::tuple<int, int, std::string>, std::size_t> m_hottest;
    std::map<std::pair<long, std::size_t>, long> m_nodes; // (caller node, frame) → node
    std::vector<TraceEventStackFrame> m_out;
};

// A thread's runs may overlap in time (a run of reads of one file going on across the writes to
// another, iolt.h): the Trace Event Format wants a lane's intervals nested, so each I/O run goes
// to the first of its thread's tracks whose last run ended before it began, and tracks past the
// first are lanes of their own ("tid 12 (overlapping runs 2)") with a tid no thread has.
class OverlapTracks {
public:
    static constexpr int kMaxTracks = 8;

    // The tid to write the run under, and its lane when it is new.
    int tidFor(const Event& e, std::vector<TraceEventLane>& lanes, const std::string& processName)
    {
        std::vector<std::uint64_t>& ends = m_ends[{ e.pid, e.tid }];
        std::size_t track = 0;
        while (track < ends.size() && ends[track] > e.beginNs)
            ++track;
        if (track == ends.size()) {
            if (ends.size() == kMaxTracks)
                track = kMaxTracks - 1; // so many at once: the last track takes the rest
            else
                ends.push_back(0);
        }
        ends[track] = std::max(ends[track], e.endNs);
        if (track == 0)
            return e.tid;
        const int tid = (1 << 30) + e.tid * kMaxTracks + static_cast<int>(track);
        if (m_named.insert(tid).second)
            lanes.push_back({ e.pid, tid, processName,
                "tid " + std::to_string(e.tid) + " (overlapping runs " + std::to_string(track + 1) + ")" });
        return tid;
    }

private:
    std::map<std::pair<int, int>, std::vector<std::uint64_t>> m_ends;
    std::set<int> m_named;
};

} // namespace

void writeTraceTimeline(std::ostream& out, const Trace& t)
{
    std::vector<TraceEventLane> lanes;
    std::map<int, std::string> processNames;
    for (const Process& p : t.processes) {
        const std::string& name = !p.argv.empty() ? p.argv.front() : p.exe;
        processNames[p.pid] = "pid " + std::to_string(p.pid) + (name.empty() ? std::string() : " " + name);
    }
    std::set<std::pair<int, int>> seen;
    for (const Process& p : t.processes)
        for (const Thread& th : p.threads)
            if (seen.emplace(p.pid, th.tid).second)
                lanes.push_back({ p.pid, th.tid, processNames[p.pid],
                    th.name.empty() ? "tid " + std::to_string(th.tid)
                                    : th.name + " (" + std::to_string(th.tid) + ")" });
    std::vector<TraceEventInterval> intervals;
    intervals.reserve(t.events.size());
    TimelineStacks stacks(t);
    // The tracks are filled in time order (the events come thread by thread, and a run merged
    // across other calls began before those calls' runs); the events are written in trace order.
    std::vector<std::size_t> byBegin(t.events.size());
    for (std::size_t k = 0; k < byBegin.size(); ++k)
        byBegin[k] = k;
    std::stable_sort(byBegin.begin(), byBegin.end(),
        [&](std::size_t a, std::size_t b) { return t.events[a].beginNs < t.events[b].beginNs; });
    std::vector<TraceEventLane> overlapLanes;
    std::vector<int> tidOf(t.events.size());
    OverlapTracks tracks;
    for (std::size_t k : byBegin) {
        const Event& e = t.events[k];
        tidOf[k] = e.isZone ? e.tid : tracks.tidFor(e, overlapLanes, processNames[e.pid]);
    }
    for (std::size_t k = 0; k < t.events.size(); ++k) {
        const Event& e = t.events[k];
        if (seen.emplace(e.pid, e.tid).second)
            lanes.push_back({ e.pid, e.tid, processNames[e.pid], "tid " + std::to_string(e.tid) });
        TraceEventInterval i;
        i.pid = e.pid;
        i.tid = tidOf[k];
        i.beginNs = e.beginNs;
        i.endNs = e.endNs;
        if (e.isZone) {
            i.name = "Stopwatch[" + e.call + "]";
            i.category = "zone";
        } else {
            const std::string path = e.file >= 0 && static_cast<std::size_t>(e.file) < t.files.size()
                ? t.files[static_cast<std::size_t>(e.file)].path
                : std::string();
            i.name = path.empty() ? e.call : e.call + " " + path;
            i.category = "io";
            i.args.emplace_back("file", path.empty() ? std::string("(no file)") : path);
            i.args.emplace_back("calls", std::to_string(e.count));
            i.args.emplace_back("bytes", std::to_string(e.bytes));
            std::string userLine;
            i.stackFrame = stacks.frameFor(e.pid, e.file, e.call, userLine);
            if (i.stackFrame >= 0)
                i.args.emplace_back(
                    "stack", "the sampled stack that took most of this process's " + e.call + " time on this file");
            if (!userLine.empty())
                i.args.emplace_back("user_line", userLine);
        }
        intervals.push_back(std::move(i));
    }
    lanes.insert(lanes.end(), overlapLanes.begin(), overlapLanes.end());
    writeTraceEvents(out, lanes, intervals, stacks.frames());
}

} // namespace iolens::trace
