// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/stackjson.h"

#include <QJsonArray>

#include <limits>

namespace iolens::trace {

namespace {

QJsonValue count(std::uint64_t value)
{
    constexpr auto max = static_cast<std::uint64_t>(std::numeric_limits<qint64>::max());
    return QJsonValue(static_cast<qint64>(value > max ? max : value));
}

QString text(const std::string& s)
{
    return QString::fromStdString(s);
}

} // namespace

QJsonObject frameJson(const Frame& f)
{
    QJsonObject o;
    o[u"function"] = text(f.function);
    o[u"file"] = text(f.file);
    o[u"line"] = f.line;
    o[u"module"] = text(f.module);
    o[u"module_offset"] = count(f.moduleOffset);
    o[u"runtime"] = f.runtime;
    if (!f.language.empty())
        o[u"language"] = text(f.language);
    if (!f.sourcePath.empty())
        o[u"source_path"] = text(f.sourcePath);
    if (f.inlined)
        o[u"inlined"] = true;
    return o;
}

QJsonObject stackJson(const Stack& s)
{
    QJsonArray ids;
    for (std::size_t id : s.frames)
        ids.append(count(id));
    QJsonObject o;
    o[u"frames"] = ids;
    o[u"truncated"] = s.truncated;
    o[u"pid"] = s.pid;
    o[u"file"] = s.file;
    o[u"call"] = text(s.call);
    o[u"calls"] = count(s.calls);
    o[u"ns"] = count(s.ns);
    o[u"bytes"] = count(s.bytes);
    return o;
}

QJsonObject stackSamplingJson(const Trace& t)
{
    const StackSampling& g = t.stackSampling;
    QJsonObject sampling;
    sampling[u"enabled"] = g.enabled;
    sampling[u"frame_order"] = QStringLiteral("innermost_first");
    sampling[u"max_frames"] = g.maxFrames;
    sampling[u"first_calls"] = count(g.firstCalls);
    sampling[u"period"] = count(g.period);
    sampling[u"stdio_period"] = count(g.stdioPeriod);
    sampling[u"slow_ns"] = count(g.slowNs);
    sampling[u"samples"] = count(g.samples);
    sampling[u"truncated"] = count(g.truncated);
    sampling[u"dropped"] = count(g.dropped);
    sampling[u"failed"] = count(g.failed);
    sampling[u"unsampled_calls"] = count(g.unsampledCalls);
    sampling[u"site_shared_calls"] = count(g.siteSharedCalls);
    return sampling;
}

} // namespace iolens::trace
