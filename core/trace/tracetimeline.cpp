// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/tracetimeline.h"

#include "core/report/traceeventwriter.h"
#include "core/trace/tracetext.h"
#include "core/trace/usercode.h"

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
    for (const Event& e : t.events) {
        if (seen.emplace(e.pid, e.tid).second)
            lanes.push_back({ e.pid, e.tid, processNames[e.pid], "tid " + std::to_string(e.tid) });
        TraceEventInterval i;
        i.pid = e.pid;
        i.tid = e.tid;
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
    writeTraceEvents(out, lanes, intervals, stacks.frames());
}

} // namespace iolens::trace
