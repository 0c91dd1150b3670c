// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/jsonreport.h"

#include "core/namebytes.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <limits>

namespace iolens {

namespace {

QString text(const std::string& s)
{
    return QString::fromStdString(s);
}
QString text(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// JSON numbers as Qt stores them: 64-bit integers stay exact up to 2^63.
QJsonValue count(std::uint64_t value)
{
    constexpr auto max = static_cast<std::uint64_t>(std::numeric_limits<qint64>::max());
    return QJsonValue(static_cast<qint64>(value > max ? max : value));
}

// Nanosecond statistics as integers: sub-nanosecond digits are below any clock's resolution.
QJsonValue nanoseconds(double ns)
{
    if (!std::isfinite(ns) || ns < 0)
        return QJsonValue(qint64(0));
    return count(static_cast<std::uint64_t>(std::llround(ns)));
}

QJsonValue real(double value)
{
    return QJsonValue(std::isfinite(value) ? value : 0.0);
}

QJsonArray phasesJson(const std::vector<PhaseTotals>& phases)
{
    QJsonArray out;
    for (const PhaseTotals& p : phases) {
        QJsonObject o;
        o[u"name"] = text(phaseName(p.phase));
        o[u"ns"] = count(p.ns);
        o[u"calls"] = count(p.calls);
        o[u"bytes"] = count(p.bytes);
        out.append(o);
    }
    return out;
}

QJsonArray metricsJson(const std::vector<RunMetric>& metrics)
{
    QJsonArray out;
    for (const RunMetric& m : metrics) {
        QJsonObject o;
        o[u"name"] = text(m.name);
        o[u"value"] = real(m.value);
        o[u"unit"] = text(m.unit);
        out.append(o);
    }
    return out;
}

// Compact rows [thread, "phase", begin_ns, end_ns]: a timeline holds thousands of them.
QJsonObject timelineJson(const PhaseTimeline& timeline)
{
    QJsonArray intervals;
    for (const PhaseInterval& i : timeline.intervals)
        intervals.append(QJsonArray {
            QJsonValue(static_cast<qint64>(i.thread)), text(phaseName(i.phase)), count(i.beginNs), count(i.endNs) });
    QJsonObject o;
    o[u"intervals"] = intervals;
    o[u"dropped"] = count(timeline.dropped);
    return o;
}

QJsonObject runJson(const Sample& s)
{
    const ThreadUsage& u = s.usage;
    QJsonObject o;
    o[u"wall_ns"] = count(s.wallNs);
    o[u"bytes_read"] = count(u.rchar);
    o[u"bytes_written"] = count(u.wchar);
    o[u"syscalls"] = count(s.syscalls());
    o[u"syscr"] = count(u.syscr);
    o[u"syscw"] = count(u.syscw);
    o[u"storage_read_bytes"] = count(u.storageReadBytes);
    o[u"storage_write_bytes"] = count(u.storageWriteBytes);
    o[u"cpu_user_ns"] = count(u.cpuUserNs);
    o[u"cpu_sys_ns"] = count(u.cpuSysNs);
    // cpu_ns is exact; user and sys are the kernel's tick-sampled split of it (core/threadusage.h).
    o[u"cpu_ns"] = count(u.cpuNs);
    o[u"cpu_source"] = QString::fromLatin1(kCpuTotalSource);
    o[u"cpu_split_source"] = u.cpuSplitKnown ? QString::fromLatin1(kCpuSplitSource) : QStringLiteral("none");
    o[u"minor_faults"] = count(u.minorFaults);
    o[u"major_faults"] = count(u.majorFaults);
    o[u"context_switches"] = count(u.voluntarySwitches + u.involuntarySwitches);
    o[u"voluntary_context_switches"] = count(u.voluntarySwitches);
    o[u"involuntary_context_switches"] = count(u.involuntarySwitches);
    o[u"peak_rss_bytes"] = count(s.peakRssBytes);
    o[u"rss_before_bytes"] = count(s.rssBeforeBytes);
    o[u"rss_growth_bytes"] = count(s.rssGrowthBytes());
    o[u"cache_resident_before"] = real(s.cacheResidentBefore);
    o[u"cache_mode_honoured"] = s.cacheModeHonoured;
    o[u"phases"] = phasesJson(s.phases);
    QJsonArray threads;
    for (const auto& thread : s.phasesPerThread)
        threads.append(phasesJson(thread));
    o[u"threads"] = threads;
    if (!s.metrics.empty())
        o[u"metrics"] = metricsJson(s.metrics);
    if (!s.timeline.intervals.empty() || s.timeline.dropped > 0)
        o[u"timeline"] = timelineJson(s.timeline);
    return o;
}

QJsonObject resultJson(const Result& r)
{
    QJsonObject params;
    for (const auto& [key, value] : r.params)
        params[text(key)] = QJsonValue(static_cast<qint64>(value));

    QJsonObject output;
    output[u"bytes"] = count(r.output.bytes);
    output[u"lines"] = count(r.output.lines);
    if (!r.output.linesCounted)
        output[u"lines_counted"] = false; // fio: bytes only; only written when false, so other reports are unchanged
    if (r.output.linesAreNewlines)
        output[u"lines_are_newlines"] = true; // wc -l: '\n' characters, a last unterminated line not among them
    output[u"checksum"] = text(r.output.checksum);

    const Stats& st = r.stats;
    QJsonObject stats;
    stats[u"count"] = count(st.count);
    stats[u"median_ns"] = nanoseconds(st.medianNs);
    stats[u"mean_ns"] = nanoseconds(st.meanNs);
    stats[u"stddev_ns"] = nanoseconds(st.stddevNs);
    stats[u"min_ns"] = nanoseconds(st.minNs);
    stats[u"max_ns"] = nanoseconds(st.maxNs);
    stats[u"ci999_ns"] = nanoseconds(st.ci999Ns);
    stats[u"cv"] = real(st.cv);
    stats[u"throughput_mib_s"] = real(st.throughputMiBs);
    stats[u"throughput_basis"] = text(st.throughputBasis);
    if (st.toolThroughputMiBs > 0)
        stats[u"tool_throughput_mib_s"] = real(st.toolThroughputMiBs); // the tool's own (fio's bw)
    if (!st.unit.empty()) {
        // The same work in the family's unit (records, lookups, lines, MiB …): ns_per_unit compares
        // members whatever their phases are.
        stats[u"unit"] = text(st.unit);
        stats[u"units"] = real(st.units);
        stats[u"ns_per_unit"] = real(st.nsPerUnit);
    }

    QJsonArray runs;
    for (const Sample& s : r.samples)
        runs.append(runJson(s));

    QJsonObject o;
    o[u"strategy"] = text(r.strategy);
    o[u"family"] = text(r.family);
    if (!r.verifiedAs.empty())
        o[u"verified_as"] = text(r.verifiedAs);
    o[u"params"] = params;
    o[u"instrumented"] = r.instrumented;
    o[u"status"] = text(statusName(r.status));
    o[u"message"] = text(r.message);
    o[u"verified"] = r.verified;
    o[u"output"] = output;
    o[u"stats"] = stats;
    o[u"runs"] = runs;
    if (const auto medians = r.metricMedians(); !medians.empty())
        o[u"metrics"] = metricsJson(medians); // the median of each over the runs
    return o;
}

} // namespace

QByteArray reportToJson(const Report& report)
{
    const Environment& e = report.environment;
    QJsonObject environment;
    environment[u"date"] = text(e.date);
    environment[u"kernel"] = text(e.kernel);
    environment[u"cpu"] = text(e.cpu);
    environment[u"clock"] = text(e.clock);
    environment[u"clock_overhead_ns"] = real(e.clockOverheadNs);
    environment[u"clock_read_ns"] = real(e.clockReadNs);
    environment[u"source_filesystem"] = text(e.sourceFilesystem);
    environment[u"out_dir_filesystem"] = text(e.outDirFilesystem);

    const Workload& w = report.workload;
    QJsonObject workload;
    workload[u"file"] = text(w.file);
    // A name that is not UTF-8 also exactly, percent-encoded, as the trace JSON keeps names.
    if (!isJsonText(w.file))
        workload[u"file_bytes"] = text(percentEncoded(w.file));
    workload[u"bytes"] = count(w.bytes);
    workload[u"cache"] = text(cacheModeName(w.cache));
    workload[u"reps"] = w.reps;
    workload[u"warmup"] = w.warmup;
    workload[u"out_dir"] = text(w.outDir);
    workload[u"work"] = QJsonValue(static_cast<qint64>(w.work)); // 0: each family's default amount

    QJsonArray results;
    for (const Result& r : report.results)
        results.append(resultJson(r));

    QJsonArray comparisons;
    for (const Comparison& c : report.comparisons) {
        QJsonObject o;
        o[u"family"] = text(c.family);
        o[u"job"] = text(c.job);
        QJsonArray ids;
        for (const std::string& id : c.strategies)
            ids.append(text(id));
        o[u"strategies"] = ids;
        o[u"comparable"] = c.comparable;
        o[u"reason"] = text(c.reason);
        comparisons.append(o);
    }
    QJsonArray notices;
    for (const std::string& n : report.notices)
        notices.append(text(n));

    QJsonObject root;
    root[u"comparable"] = report.comparable();
    root[u"comparisons"] = comparisons;
    root[u"notices"] = notices;
    root[u"iolens_version"] = text(e.iolensVersion.empty() ? std::string(IOLENS_VERSION) : e.iolensVersion);
    root[u"environment"] = environment;
    root[u"workload"] = workload;
    root[u"results"] = results;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace iolens
