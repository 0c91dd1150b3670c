#include "core/report/tablereport.h"

#include "core/printable.h"
#include "core/report/reportutil.h"
#include "core/sizeparse.h"
#include "core/stats.h"

#include <algorithm>
#include <cmath>

namespace iolens {

namespace {

// Columns are padded by characters, not bytes: "µs" and "±" are two bytes in UTF-8.
std::size_t displayWidth(std::string_view s)
{
    return static_cast<std::size_t>(std::count_if(s.begin(), s.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

enum class Align { Left, Right };

struct Column {
    std::string title;
    Align align;
};

std::string pad(const std::string& s, std::size_t width, Align align)
{
    const std::size_t w = displayWidth(s);
    const std::string fill(width > w ? width - w : 0, ' ');
    return align == Align::Left ? s + fill : fill + s;
}

std::string phasesText(const Result& r)
{
    if (!r.instrumented)
        return "(uninstrumented build)";
    const auto median = medianSampleIndex(r);
    if (!median)
        return "-";
    std::string out;
    for (const auto& [phase, share] : report::phaseShares(r.samples[*median])) {
        const long percent = std::lround(share * 100);
        if (percent < 1)
            continue; // below the table's resolution; the JSON keeps every phase
        if (!out.empty())
            out += ' ';
        out += std::string(phaseName(phase)) + " " + std::to_string(percent) + "%";
    }
    return out.empty() ? std::string("-") : out;
}

// The calls the strategy made through its API (fgetc, read, splice …) in the median run, summed
// over its phases: next to the kernel's count it shows what a user-space buffer saves.
std::string callsText(const Result& r)
{
    const auto median = medianSampleIndex(r);
    if (!r.instrumented || !median)
        return "-";
    std::uint64_t calls = 0;
    for (const PhaseTotals& p : r.samples[*median].phases)
        calls += p.calls;
    return std::to_string(calls);
}

std::string statusText(const Result& r)
{
    std::string s(statusName(r.status));
    if (r.status == Status::Ok && !r.verified)
        s += " (unverified)";
    return s;
}

std::vector<std::string> row(const Result& r)
{
    if (r.samples.empty())
        return { r.strategy, statusText(r), "-", "-", "-", "-", "-", "-" };
    const Stats& st = r.stats;
    const report::DurationUnit unit = report::durationUnitFor(st.medianNs);
    const std::string unitName(unit.name);
    return { r.strategy, statusText(r), report::formatIn(st.medianNs, unit) + " " + unitName,
        "± " + report::formatIn(st.ci999Ns, unit) + " " + unitName, report::fixed(st.throughputMiBs, 1), callsText(r),
        std::to_string(report::medianSyscalls(r)), phasesText(r) };
}

std::string footer(const Report& report)
{
    const Environment& e = report.environment;
    const Workload& w = report.workload;
    std::string out = "clock: " + (e.clock.empty() ? std::string("unknown") : e.clock) + ", "
        + report::fixed(e.clockOverheadNs, 1) + " ns per stopwatch start/stop\n";
    out += "file: " + printable(w.file) + " (" + formatSize(w.bytes) + ", " + std::to_string(w.bytes) + " bytes)";
    out += ", cache: " + std::string(cacheModeName(w.cache));
    out += ", " + std::to_string(w.reps) + (w.reps == 1 ? " rep" : " reps") + " after " + std::to_string(w.warmup)
        + " warm-up" + (w.warmup == 1 ? "" : "s") + "\n";
    out += "median: wall time of the median run; ±: 99.9 % confidence half-width (Student t)\n";
    out += "MiB/s: 2^20 bytes per second; calls: API calls timed in the phases of the median run\n";
    out += "r/w syscalls: read/write-class system calls the kernel counted (/proc/thread-self/io), median over runs;\n"
           "  splice, mmap page faults and io_uring submissions are not in that count\n";
    out += "phases: shares of the median run's phase time\n";
    return out;
}

std::string notes(const Report& report)
{
    std::string out;
    for (const Result& r : report.results) {
        if (!r.message.empty() || r.status != Status::Ok)
            out += r.strategy + ": " + std::string(statusName(r.status))
                + (r.message.empty() ? std::string() : ": " + printable(r.message)) + "\n";
        const bool coldFailed
            = std::any_of(r.samples.begin(), r.samples.end(), [](const Sample& s) { return !s.cacheModeHonoured; });
        if (coldFailed)
            out += r.strategy
                + ": the cold cache could not be established for every run; those runs read cached "
                  "data\n";
    }
    return out;
}

// The family-specific figures (watch latencies, bytes on the wire …), median over the runs.
std::string metricsText(const Report& report)
{
    std::string out;
    for (const Result& r : report.results) {
        const auto medians = r.metricMedians();
        if (medians.empty())
            continue;
        out += r.strategy + ":";
        for (const RunMetric& m : medians)
            out += " " + report::metricLabel(m) + " " + report::formatMetric(m) + ";";
        out.back() = '\n';
    }
    return out.empty() ? out : "metrics (median over runs):\n" + out;
}

} // namespace

std::string reportToTable(const Report& report)
{
    const std::vector<Column> columns { { "strategy", Align::Left }, { "status", Align::Left },
        { "median", Align::Right }, { "± error", Align::Right }, { "MiB/s", Align::Right }, { "calls", Align::Right },
        { "r/w syscalls", Align::Right }, { "phases (median run)", Align::Left } };

    std::vector<std::vector<std::string>> rows;
    for (const Result& r : report.results)
        rows.push_back(row(r));

    std::vector<std::size_t> widths;
    for (const Column& c : columns)
        widths.push_back(displayWidth(c.title));
    for (const auto& cells : rows)
        for (std::size_t i = 0; i < cells.size(); ++i)
            widths[i] = std::max(widths[i], displayWidth(cells[i]));

    auto line = [&](const std::vector<std::string>& cells) {
        std::string out;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            if (i)
                out += "  ";
            // The last column is not padded: no trailing blanks.
            out += i + 1 == cells.size() ? cells[i] : pad(cells[i], widths[i], columns[i].align);
        }
        return out + "\n";
    };

    std::vector<std::string> titles;
    for (const Column& c : columns)
        titles.push_back(c.title);
    std::string out = line(titles);
    for (const auto& cells : rows)
        out += line(cells);
    if (const std::string metrics = metricsText(report); !metrics.empty())
        out += "\n" + metrics;
    out += "\n" + footer(report);
    const std::string messages = notes(report);
    if (!messages.empty())
        out += "\n" + messages;
    return out;
}

} // namespace iolens
