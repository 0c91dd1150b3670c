// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/jsonreport.h"

#include "core/errors.h"
#include "core/namebytes.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <limits>

namespace iolens {

namespace {

// Field access that tolerates absence and rejects a wrong type with a message naming the field's
// place in the document ("results[2].runs[0].wall_ns").
class Fields {
public:
    Fields(const QJsonObject& object, std::string where)
        : m_object(object)
        , m_where(std::move(where))
    { }

    std::string string(const char* key, std::string fallback = {}) const
    {
        const QJsonValue v = value(key);
        if (v.isUndefined() || v.isNull())
            return fallback;
        if (!v.isString())
            wrongType(key, "a string");
        return v.toString().toStdString();
    }
    // A file name: exactly from KEY_bytes (percent-encoded, core/namebytes.h) when the
    // writer added it for a name that is not UTF-8, else the text under KEY.
    std::string name(const char* key) const
    {
        const std::string exactKey = std::string(key) + "_bytes";
        const std::string exact = string(exactKey.c_str());
        if (exact.empty())
            return string(key);
        std::optional<std::string> bytes = percentDecoded(exact);
        if (!bytes)
            throw UsageError("The report's field '" + path(exactKey.c_str())
                + "' must be percent-encoded ('%' and two hex digits for a byte).");
        return std::move(*bytes);
    }
    double real(const char* key, double fallback = 0) const
    {
        const QJsonValue v = value(key);
        if (v.isUndefined() || v.isNull())
            return fallback;
        if (!v.isDouble())
            wrongType(key, "a number");
        return v.toDouble();
    }
    std::int64_t integer(const char* key, std::int64_t fallback = 0) const
    {
        const QJsonValue v = value(key);
        if (v.isUndefined() || v.isNull())
            return fallback;
        if (!v.isDouble())
            wrongType(key, "a number");
        // toInteger() keeps 64-bit integers exact; a fractional value is rounded.
        const qint64 exact = v.toInteger(std::numeric_limits<qint64>::min());
        if (exact != std::numeric_limits<qint64>::min())
            return exact;
        // Converting a double beyond int64 (3e79 in a hand-edited file) is undefined behaviour:
        // no field of a report means anything there, so it is refused like a wrong type.
        constexpr double kTwo63 = 9223372036854775808.0;
        const double rounded = v.toDouble() + 0.5;
        if (!(rounded >= -kTwo63 && rounded < kTwo63))
            wrongType(key, "a number within the 64-bit integer range");
        return static_cast<std::int64_t>(rounded);
    }
    std::uint64_t count(const char* key) const
    {
        const std::int64_t v = integer(key);
        return v < 0 ? 0 : static_cast<std::uint64_t>(v);
    }
    bool boolean(const char* key, bool fallback) const
    {
        const QJsonValue v = value(key);
        if (v.isUndefined() || v.isNull())
            return fallback;
        if (!v.isBool())
            wrongType(key, "true or false");
        return v.toBool();
    }
    QJsonObject object(const char* key) const
    {
        const QJsonValue v = value(key);
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isObject())
            wrongType(key, "an object");
        return v.toObject();
    }
    QJsonArray array(const char* key) const
    {
        const QJsonValue v = value(key);
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isArray())
            wrongType(key, "an array");
        return v.toArray();
    }
    std::string path(const char* key) const { return m_where.empty() ? std::string(key) : m_where + "." + key; }
    const QJsonObject& raw() const { return m_object; }

private:
    QJsonValue value(const char* key) const { return m_object.value(QLatin1StringView(key)); }
    [[noreturn]] void wrongType(const char* key, const char* expected) const
    {
        throw UsageError("The report's field '" + path(key) + "' must be " + expected + ".");
    }

    QJsonObject m_object;
    std::string m_where;
};

// Hand-made JSON can turn a few bytes of text into hundreds of bytes of records ("runs": [{}, {},
// …] is one 240-byte Sample per 3 bytes), so a broken or hostile file of a few megabytes could take
// gigabytes. What the records of one document may take is capped: 256 MiB is some 800,000 runs
// with their phases, far beyond any session worth saving (the GUI allows 1000 reps).
class Budget {
public:
    static constexpr std::size_t kMaxBytes = std::size_t { 256 } << 20;

    void spend(std::size_t bytes, const std::string& where)
    {
        if (bytes > m_left)
            throw UsageError("The report is too large to load: at '" + where + "' its records pass "
                + std::to_string(kMaxBytes >> 20) + " MiB.");
        m_left -= bytes;
    }

private:
    std::size_t m_left = kMaxBytes;
};

QJsonObject elementObject(const QJsonValue& v, const std::string& where)
{
    if (!v.isObject())
        throw UsageError("The report's element '" + where + "' must be an object.");
    return v.toObject();
}

Phase phaseFromName(const std::string& name)
{
    for (int i = 0; i < kPhaseCount; ++i)
        if (phaseName(static_cast<Phase>(i)) == name)
            return static_cast<Phase>(i);
    return Phase::Other; // a phase from a newer iolens: kept, under the catch-all
}

Status statusFromName(const std::string& name, const std::string& where)
{
    for (Status s : { Status::Ok, Status::Unsupported, Status::Error, Status::Cancelled })
        if (statusName(s) == name)
            return s;
    throw UsageError("The report's field '" + where + "' has an unknown status '" + name + "'.");
}

std::vector<PhaseTotals> readPhases(const QJsonArray& array, const std::string& where, Budget& budget)
{
    std::vector<PhaseTotals> out;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const std::string at = where + "[" + std::to_string(i) + "]";
        budget.spend(sizeof(PhaseTotals), at);
        const Fields f(elementObject(array.at(i), at), at);
        out.push_back(
            PhaseTotals { phaseFromName(f.string("name")), f.count("ns"), f.count("calls"), f.count("bytes") });
    }
    return out;
}

std::vector<RunMetric> readMetrics(const QJsonArray& array, const std::string& where, Budget& budget)
{
    std::vector<RunMetric> out;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const std::string at = where + "[" + std::to_string(i) + "]";
        budget.spend(sizeof(RunMetric), at);
        const Fields f(elementObject(array.at(i), at), at);
        out.push_back(RunMetric { f.string("name"), f.real("value"), f.string("unit") });
    }
    return out;
}

// Rows [thread, "phase", begin_ns, end_ns], as the writer makes them.
PhaseTimeline readTimeline(const Fields& f, Budget& budget)
{
    PhaseTimeline out;
    out.dropped = f.count("dropped");
    const QJsonArray rows = f.array("intervals");
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const std::string at = f.path("intervals") + "[" + std::to_string(i) + "]";
        budget.spend(sizeof(PhaseInterval), at);
        const QJsonArray row = rows.at(i).toArray();
        const bool shaped = rows.at(i).isArray() && row.size() == 4 && row.at(0).isDouble() && row.at(1).isString()
            && row.at(2).isDouble() && row.at(3).isDouble();
        // The thread is stored in 32 bits: a larger number would wrap around onto another thread.
        if (!shaped || row.at(0).toInteger(-1) < 0 || row.at(0).toInteger() > std::numeric_limits<std::uint32_t>::max()
            || row.at(2).toInteger(-1) < 0 || row.at(3).toInteger(-1) < row.at(2).toInteger(-1))
            throw UsageError("The report's element '" + at
                + "' must be [thread, \"phase\", begin_ns, end_ns] with 0 <= thread < 2^32 and 0 <= begin_ns <= "
                  "end_ns.");
        out.intervals.push_back(PhaseInterval { static_cast<std::uint32_t>(row.at(0).toInteger()),
            phaseFromName(row.at(1).toString().toStdString()), static_cast<std::uint64_t>(row.at(2).toInteger()),
            static_cast<std::uint64_t>(row.at(3).toInteger()) });
    }
    return out;
}

Sample readRun(const Fields& f, Budget& budget)
{
    Sample s;
    s.wallNs = f.count("wall_ns");
    ThreadUsage& u = s.usage;
    u.rchar = f.count("bytes_read");
    u.wchar = f.count("bytes_written");
    u.syscr = f.count("syscr");
    u.syscw = f.count("syscw");
    if (!f.raw().contains(u"syscr") && !f.raw().contains(u"syscw"))
        u.syscr = f.count("syscalls"); // only the sum is known
    u.storageReadBytes = f.count("storage_read_bytes");
    u.storageWriteBytes = f.count("storage_write_bytes");
    u.cpuUserNs = f.count("cpu_user_ns");
    u.cpuSysNs = f.count("cpu_sys_ns");
    // Reports from before cpu_ns had only rusage's figures: their sum is the best total there is.
    u.cpuNs = f.raw().contains(u"cpu_ns") ? f.count("cpu_ns") : u.cpuUserNs + u.cpuSysNs;
    u.cpuSplitKnown = f.string("cpu_split_source", kCpuSplitSource) != "none";
    u.minorFaults = f.count("minor_faults");
    u.majorFaults = f.count("major_faults");
    if (f.raw().contains(u"voluntary_context_switches") || f.raw().contains(u"involuntary_context_switches")) {
        u.voluntarySwitches = f.count("voluntary_context_switches");
        u.involuntarySwitches = f.count("involuntary_context_switches");
    } else {
        u.voluntarySwitches = f.count("context_switches");
    }
    s.peakRssBytes = f.count("peak_rss_bytes");
    if (f.raw().contains(u"rss_before_bytes")) {
        s.rssBeforeBytes = f.count("rss_before_bytes");
    } else {
        const std::uint64_t growth = f.count("rss_growth_bytes");
        s.rssBeforeBytes = s.peakRssBytes > growth ? s.peakRssBytes - growth : 0;
    }
    s.cacheResidentBefore = f.real("cache_resident_before");
    s.cacheModeHonoured = f.boolean("cache_mode_honoured", true);
    s.phases = readPhases(f.array("phases"), f.path("phases"), budget);
    const QJsonArray threads = f.array("threads");
    for (qsizetype i = 0; i < threads.size(); ++i) {
        const std::string at = f.path("threads") + "[" + std::to_string(i) + "]";
        if (!threads.at(i).isArray())
            throw UsageError("The report's element '" + at + "' must be an array.");
        budget.spend(sizeof(std::vector<PhaseTotals>), at);
        s.phasesPerThread.push_back(readPhases(threads.at(i).toArray(), at, budget));
    }
    s.metrics = readMetrics(f.array("metrics"), f.path("metrics"), budget);
    if (f.raw().contains(u"timeline"))
        s.timeline = readTimeline(Fields(f.object("timeline"), f.path("timeline")), budget);
    return s;
}

Result readResult(const Fields& f, Budget& budget)
{
    Result r;
    r.strategy = f.string("strategy");
    r.family = f.string("family");
    r.verifiedAs = f.string("verified_as");
    const QJsonObject params = f.object("params");
    for (auto it = params.begin(); it != params.end(); ++it) {
        if (!it.value().isDouble())
            throw UsageError(
                "The report's field '" + f.path("params") + "." + it.key().toStdString() + "' must be a number.");
        r.params[it.key().toStdString()] = it.value().toInteger();
    }
    r.instrumented = f.boolean("instrumented", true);
    r.status = statusFromName(f.string("status", "ok"), f.path("status"));
    r.message = f.string("message");
    r.verified = f.boolean("verified", false);

    const Fields output(f.object("output"), f.path("output"));
    r.output.bytes = output.count("bytes");
    r.output.lines = output.count("lines");
    r.output.linesCounted = output.boolean("lines_counted", true);
    r.output.linesAreNewlines = output.boolean("lines_are_newlines", false);
    r.output.checksum = output.string("checksum");

    const QJsonArray runs = f.array("runs");
    for (qsizetype i = 0; i < runs.size(); ++i) {
        const std::string at = f.path("runs") + "[" + std::to_string(i) + "]";
        budget.spend(sizeof(Sample), at);
        r.samples.push_back(readRun(Fields(elementObject(runs.at(i), at), at), budget));
    }

    const Fields stats(f.object("stats"), f.path("stats"));
    r.stats.count = stats.raw().contains(u"count") ? stats.count("count") : r.samples.size();
    r.stats.medianNs = stats.real("median_ns");
    r.stats.meanNs = stats.real("mean_ns");
    r.stats.stddevNs = stats.real("stddev_ns");
    r.stats.minNs = stats.real("min_ns");
    r.stats.maxNs = stats.real("max_ns");
    r.stats.ci999Ns = stats.real("ci999_ns");
    r.stats.cv = stats.real("cv");
    r.stats.throughputMiBs = stats.real("throughput_mib_s");
    r.stats.unit = stats.string("unit");
    r.stats.units = stats.real("units");
    r.stats.nsPerUnit = stats.real("ns_per_unit");
    r.stats.throughputBasis = stats.string("throughput_basis", "wall");
    r.stats.toolThroughputMiBs = stats.real("tool_throughput_mib_s");
    // Checked last, so that a damaged field inside is named first: a result without its strategy
    // would open as a nameless row that claims to be fine.
    if (r.strategy.empty())
        throw UsageError("The report's field '" + f.path("strategy") + "' must name the strategy of the result.");
    return r;
}

} // namespace

Report reportFromJson(const QByteArray& json)
{
    QJsonParseError error {};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        throw UsageError("The report is not valid JSON: " + error.errorString().toStdString() + " at byte "
            + std::to_string(error.offset) + ".");
    if (!doc.isObject())
        throw UsageError("The report must be a JSON object.");
    const Fields root(doc.object(), {});

    Report report;
    Environment& e = report.environment;
    e.iolensVersion = root.string("iolens_version");
    const Fields env(root.object("environment"), "environment");
    e.date = env.string("date");
    e.kernel = env.string("kernel");
    e.cpu = env.string("cpu");
    e.clock = env.string("clock");
    e.clockOverheadNs = env.real("clock_overhead_ns");
    e.clockReadNs = env.real("clock_read_ns");
    e.sourceFilesystem = env.string("source_filesystem");
    e.outDirFilesystem = env.string("out_dir_filesystem");

    Workload& w = report.workload;
    const Fields work(root.object("workload"), "workload");
    w.file = work.name("file");
    w.bytes = work.count("bytes");
    const std::string cache = work.string("cache", "warm");
    if (cache == cacheModeName(CacheMode::Warm))
        w.cache = CacheMode::Warm;
    else if (cache == cacheModeName(CacheMode::Cold))
        w.cache = CacheMode::Cold;
    else
        throw UsageError("The report's field 'workload.cache' has an unknown cache mode '" + cache + "'.");
    w.reps = static_cast<int>(work.integer("reps"));
    w.warmup = static_cast<int>(work.integer("warmup"));
    w.outDir = work.string("out_dir");
    w.work = work.integer("work");

    const QJsonArray results = root.array("results");
    Budget budget;
    for (qsizetype i = 0; i < results.size(); ++i) {
        const std::string at = "results[" + std::to_string(i) + "]";
        budget.spend(sizeof(Result), at);
        report.results.push_back(readResult(Fields(elementObject(results.at(i), at), at), budget));
    }
    // As saved; a report from before the field gets it derived from its results, as the runner does.
    if (root.raw().contains(u"comparisons")) {
        const QJsonArray comparisons = root.array("comparisons");
        for (qsizetype i = 0; i < comparisons.size(); ++i) {
            const std::string at = "comparisons[" + std::to_string(i) + "]";
            const Fields c(elementObject(comparisons.at(i), at), at);
            Comparison comparison;
            comparison.family = c.string("family");
            comparison.job = c.string("job", comparison.family);
            const QJsonArray ids = c.array("strategies");
            for (const QJsonValue& id : ids)
                if (id.isString())
                    comparison.strategies.push_back(id.toString().toStdString());
            comparison.comparable = !c.raw().contains(u"comparable") || c.raw().value(u"comparable").toBool(true);
            comparison.reason = c.string("reason");
            report.comparisons.push_back(std::move(comparison));
        }
    } else {
        report.comparisons = compareFamilies(report.results);
    }
    const QJsonArray notices = root.array("notices");
    for (qsizetype i = 0; i < notices.size(); ++i)
        if (notices.at(i).isString())
            report.notices.push_back(notices.at(i).toString().toStdString());
    return report;
}

} // namespace iolens
