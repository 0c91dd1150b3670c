// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/tracecsv.h"

#include "core/report/csvreport.h"
#include "core/trace/tracetext.h"

#include <initializer_list>

namespace iolens::trace {

namespace {

void appendRow(std::string& out, std::initializer_list<std::string> fields)
{
    bool first = true;
    for (const std::string& field : fields) {
        if (!first)
            out += ',';
        out += csvField(field);
        first = false;
    }
    out += '\n';
}

} // namespace

std::string traceToCsv(const Trace& trace)
{
    std::string out;
    appendRow(out,
        { "pid", "path", "kind", "call", "layer", "count", "timed", "time_ns", "bytes", "errors", "min_ns", "max_ns",
            "sequential", "random" });
    for (const FileStats& f : trace.files)
        for (const CallStats& c : f.calls)
            appendRow(out,
                { std::to_string(f.pid), f.path, std::string(fileKindName(f.kind)), c.call,
                    std::string(layerName(c.layer)), std::to_string(c.count), std::to_string(c.timed),
                    std::to_string(c.ns), std::to_string(c.bytes), std::to_string(c.errors), std::to_string(c.minNs),
                    std::to_string(c.maxNs), std::to_string(c.sequential), std::to_string(c.random) });
    return out;
}

} // namespace iolens::trace
