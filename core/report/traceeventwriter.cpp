// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/traceeventwriter.h"

#include "core/result.h"
#include "core/stats.h"
#include "core/utf8.h"

#include <ostream>
#include <set>
#include <string_view>

namespace iolens {

namespace {

void writeString(std::ostream& out, std::string_view s)
{
    static constexpr char hex[] = "0123456789abcdef";
    out << '"';
    for (std::size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c >= 0x80) {
            // A path from the traced program may be any bytes; JSON must be UTF-8.
            if (const std::size_t n = utf8SequenceLength(s, i); n > 0) {
                out.write(s.data() + i, static_cast<std::streamsize>(n));
                i += n;
            } else {
                out << "\\ufffd";
                ++i;
            }
            continue;
        }
        switch (c) {
        case '"':
            out << "\\\"";
            break;
        case '\\':
            out << "\\\\";
            break;
        case '\n':
            out << "\\n";
            break;
        case '\r':
            out << "\\r";
            break;
        case '\t':
            out << "\\t";
            break;
        default:
            if (c < 0x20 || c == 0x7f)
                out << "\\u00" << hex[c >> 4] << hex[c & 0xf];
            else
                out << static_cast<char>(c);
        }
        ++i;
    }
    out << '"';
}

// Nanoseconds as microseconds with three exact decimals ("1234.567"), whatever the locale is.
void writeMicroseconds(std::ostream& out, std::uint64_t ns)
{
    const std::uint64_t frac = ns % 1000;
    out << std::to_string(ns / 1000) << '.' << static_cast<char>('0' + frac / 100)
        << static_cast<char>('0' + frac / 10 % 10) << static_cast<char>('0' + frac % 10);
}

void writeMetadata(std::ostream& out, bool& first, std::string_view what, int pid, int tid, const std::string& name)
{
    out << (first ? "\n" : ",\n") << R"({"ph":"M","name":)";
    first = false;
    writeString(out, what);
    out << R"(,"pid":)" << std::to_string(pid) << R"(,"tid":)" << std::to_string(tid) << R"(,"args":{"name":)";
    writeString(out, name);
    out << "}}";
}

} // namespace

void writeTraceEvents(std::ostream& out, const std::vector<TraceEventLane>& lanes,
    const std::vector<TraceEventInterval>& intervals, const std::vector<TraceEventStackFrame>& stackFrames)
{
    out << R"({"traceEvents":[)";
    bool first = true;
    std::set<int> namedProcesses; // one process_name per pid, however many lanes it has
    for (const TraceEventLane& lane : lanes) {
        if (!lane.processName.empty() && namedProcesses.insert(lane.pid).second)
            writeMetadata(out, first, "process_name", lane.pid, 0, lane.processName);
        if (!lane.threadName.empty())
            writeMetadata(out, first, "thread_name", lane.pid, lane.tid, lane.threadName);
    }
    for (const TraceEventInterval& i : intervals) {
        out << (first ? "\n" : ",\n") << R"({"ph":"X","name":)";
        first = false;
        writeString(out, i.name);
        if (!i.category.empty()) {
            out << R"(,"cat":)";
            writeString(out, i.category);
        }
        out << R"(,"pid":)" << std::to_string(i.pid) << R"(,"tid":)" << std::to_string(i.tid) << R"(,"ts":)";
        writeMicroseconds(out, i.beginNs);
        out << R"(,"dur":)";
        writeMicroseconds(out, i.endNs > i.beginNs ? i.endNs - i.beginNs : 0);
        if (!i.args.empty()) {
            out << R"(,"args":{)";
            bool firstArg = true;
            for (const auto& [key, value] : i.args) {
                if (!firstArg)
                    out << ',';
                firstArg = false;
                writeString(out, key);
                out << ':';
                writeString(out, value);
            }
            out << '}';
        }
        if (i.stackFrame >= 0 && static_cast<std::size_t>(i.stackFrame) < stackFrames.size())
            out << R"(,"sf":")" << std::to_string(i.stackFrame) << '"';
        out << '}';
    }
    out << "\n]";
    if (!stackFrames.empty()) {
        out << R"(,"stackFrames":{)";
        for (std::size_t k = 0; k < stackFrames.size(); ++k) {
            const TraceEventStackFrame& f = stackFrames[k];
            out << (k ? ",\n" : "\n") << '"' << std::to_string(k) << R"(":{"name":)";
            writeString(out, f.name);
            if (!f.category.empty()) {
                out << R"(,"category":)";
                writeString(out, f.category);
            }
            if (f.parent >= 0)
                out << R"(,"parent":")" << std::to_string(f.parent) << '"';
            out << '}';
        }
        out << '}';
    }
    out << ",\"displayTimeUnit\":\"ns\"}\n";
}

void writeReportTimeline(std::ostream& out, const Report& report)
{
    std::vector<TraceEventLane> lanes;
    std::vector<TraceEventInterval> intervals;
    for (std::size_t r = 0; r < report.results.size(); ++r) {
        const Result& result = report.results[r];
        const auto median = medianSampleIndex(result);
        if (!median)
            continue;
        const PhaseTimeline& timeline = result.samples[*median].timeline;
        if (timeline.intervals.empty())
            continue;
        const int pid = static_cast<int>(r) + 1; // viewers order processes by pid: report order
        std::string processName = result.strategy;
        if (timeline.dropped > 0)
            processName += " (" + std::to_string(timeline.dropped) + " intervals not kept)";
        std::set<std::uint32_t> threads;
        for (const PhaseInterval& i : timeline.intervals)
            threads.insert(i.thread);
        for (const std::uint32_t t : threads)
            lanes.push_back({ pid, static_cast<int>(t), processName, "thread " + std::to_string(t) });
        for (const PhaseInterval& i : timeline.intervals)
            intervals.push_back(
                { pid, static_cast<int>(i.thread), std::string(phaseName(i.phase)), "phase", i.beginNs, i.endNs, {} });
    }
    writeTraceEvents(out, lanes, intervals);
}

} // namespace iolens
