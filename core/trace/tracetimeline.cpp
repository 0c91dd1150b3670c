// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/tracetimeline.h"

#include "core/report/traceeventwriter.h"
#include "core/trace/tracetext.h"

#include <map>
#include <set>

namespace iolens::trace {

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
        }
        intervals.push_back(std::move(i));
    }
    writeTraceEvents(out, lanes, intervals);
}

} // namespace iolens::trace
