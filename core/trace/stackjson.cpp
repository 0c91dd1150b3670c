// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/stackjson.h"

#include "core/jsonwriter.h"

#include <limits>

namespace iolens::trace {

namespace {

// JSON numbers as the readers take them (qint64): counts stay exact up to 2^63 - 1.
std::int64_t count(std::uint64_t value)
{
    constexpr auto max = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
    return static_cast<std::int64_t>(value > max ? max : value);
}

} // namespace

void writeStacksJson(JsonWriter& w, const Trace& t)
{
    w.key("frames").beginArray();
    for (const Frame& f : t.frames) {
        w.beginObject();
        w.key("function").string(f.function);
        w.key("file").string(f.file);
        w.key("line").integer(f.line);
        w.key("module").string(f.module);
        w.key("module_offset").integer(count(f.moduleOffset));
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
            w.integer(count(id));
        w.endArray();
        w.key("truncated").boolean(s.truncated);
        w.key("pid").integer(s.pid);
        w.key("file").integer(s.file);
        w.key("call").string(s.call);
        w.key("calls").integer(count(s.calls));
        w.key("ns").integer(count(s.ns));
        w.key("bytes").integer(count(s.bytes));
        w.endObject();
    }
    w.endArray();
    const StackSampling& g = t.stackSampling;
    w.key("stack_sampling").beginObject();
    w.key("enabled").boolean(g.enabled);
    w.key("frame_order").string("innermost_first");
    w.key("max_frames").integer(g.maxFrames);
    w.key("first_calls").integer(count(g.firstCalls));
    w.key("period").integer(count(g.period));
    w.key("stdio_period").integer(count(g.stdioPeriod));
    w.key("slow_ns").integer(count(g.slowNs));
    w.key("samples").integer(count(g.samples));
    w.key("truncated").integer(count(g.truncated));
    w.key("dropped").integer(count(g.dropped));
    w.key("failed").integer(count(g.failed));
    w.key("unsampled_calls").integer(count(g.unsampledCalls));
    w.key("site_shared_calls").integer(count(g.siteSharedCalls));
    w.endObject();
}

} // namespace iolens::trace
