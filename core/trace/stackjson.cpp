// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/stackjson.h"

#include "core/jsonwriter.h"
#include "core/trace/tracetext.h"

namespace iolens::trace {

void writeStacksJson(JsonWriter& w, const Trace& t)
{
    w.key("frames").beginArray();
    for (const Frame& f : t.frames) {
        w.beginObject();
        w.key("function").string(f.function);
        w.key("file").string(f.file);
        w.key("line").integer(f.line);
        w.key("module").string(f.module);
        w.key("module_offset").integer(jsonCount(f.moduleOffset));
        w.key("runtime").boolean(f.runtime);
        if (!f.language.empty())
            w.key("language").string(f.language);
        if (!f.sourcePath.empty())
            w.key("source_path").string(f.sourcePath);
        if (f.inlined)
            w.key("inlined").boolean(true);
        w.endObject();
    }
    w.endArray();
    w.key("stacks").beginArray();
    for (const Stack& s : t.stacks) {
        w.beginObject();
        w.key("frames").beginArray();
        for (std::size_t id : s.frames)
            w.integer(jsonCount(id));
        w.endArray();
        w.key("truncated").boolean(s.truncated);
        w.key("pid").integer(s.pid);
        w.key("file").integer(s.file);
        w.key("call").string(s.call);
        w.key("calls").integer(jsonCount(s.calls));
        w.key("ns").integer(jsonCount(s.ns));
        w.key("bytes").integer(jsonCount(s.bytes));
        w.endObject();
    }
    w.endArray();
    const StackSampling& g = t.stackSampling;
    w.key("stack_sampling").beginObject();
    w.key("enabled").boolean(g.enabled);
    w.key("frame_order").string("innermost_first");
    w.key("max_frames").integer(g.maxFrames);
    w.key("first_calls").integer(jsonCount(g.firstCalls));
    w.key("period").integer(jsonCount(g.period));
    w.key("stdio_period").integer(jsonCount(g.stdioPeriod));
    w.key("slow_ns").integer(jsonCount(g.slowNs));
    w.key("samples").integer(jsonCount(g.samples));
    w.key("truncated").integer(jsonCount(g.truncated));
    w.key("dropped").integer(jsonCount(g.dropped));
    w.key("failed").integer(jsonCount(g.failed));
    w.key("unsampled_calls").integer(jsonCount(g.unsampledCalls));
    w.key("site_shared_calls").integer(jsonCount(g.siteSharedCalls));
    w.endObject();
}

} // namespace iolens::trace
