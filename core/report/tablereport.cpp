// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
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

// "9.41 µs/record": the median over the units of the family's work.
std::string perUnitText(const Stats& st)
{
    if (st.unit.empty())
        return "-";
    return report::formatDuration(st.nsPerUnit) + "/" + st.unit;
}

// The median run's CPU time, exact (CLOCK_THREAD_CPUTIME_ID, and wait4's for child processes).
std::string cpuText(const Result& r)
{
    const auto median = report::medianSampleIndex(r);
    return median ? report::formatDuration(static_cast<double>(r.samples[*median].usage.cpuNs)) : std::string("-");
}

// The wall-time figure, marked when it is a child's whole life ("*": start-up included).
std::string throughputText(const Stats& st)
{
    return report::fixed(st.throughputMiBs, 1) + (st.throughputBasis == "wall" ? "" : "*");
}

std::vector<std::string> row(const Result& r)
{
    if (r.samples.empty())
        return { r.strategy, statusText(r), "-", "-", "-", "-", "-", "-", "-", "-" };
    const Stats& st = r.stats;
    const report::DurationUnit unit = report::durationUnitFor(st.medianNs);
    const std::string unitName(unit.name);
    return { r.strategy, statusText(r), report::formatIn(st.medianNs, unit) + " " + unitName,
        "± " + report::formatIn(st.ci999Ns, unit) + " " + unitName, perUnitText(st), throughputText(st), cpuText(r),
        callsText(r), std::to_string(report::medianSyscalls(r)), phasesText(r) };
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
    out += "per unit: median per unit of the family's work (record, lookup, change, line; MiB for copy and alloc)\n";
    if (w.work > 0)
        out += "work: " + std::to_string(w.work) + " records, lookups or changes for every strategy of its family\n";
    out += "MiB/s: 2^20 bytes per second over the median wall time; *: a child process's whole life, its start-up\n"
           "  included; tool MiB/s: the tool's own figure over its own measured time (fio's bw), where it has one\n";
    out += "calls: API calls timed in the phases of the median run\n";
    out += "cpu: CPU time of the median run, exact (CLOCK_THREAD_CPUTIME_ID per thread, wait4 for child processes);\n"
           "  the JSON's cpu_user_ns/cpu_sys_ns split it by the kernel's timer ticks (cpu_split_source)\n";
    out += "r/w syscalls: read/write-class system calls the kernel counted (/proc/thread-self/io), median over runs;\n"
           "  splice, mmap page faults and io_uring submissions are not in that count\n";
    out += "phases: shares of the median run's phase time\n";
    return out;
}

std::string notes(const Report& report)
{
    std::string out;
    for (const std::string& notice : report.notices)
        out += printable(notice) + "\n";
    for (const Comparison& c : report.comparisons)
        if (!c.comparable)
            out += "NOT COMPARABLE: " + printable(c.reason) + "\n";
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

const std::vector<Column> kColumns { { "strategy", Align::Left }, { "status", Align::Left }, { "median", Align::Right },
    { "± error", Align::Right }, { "per unit", Align::Right }, { "MiB/s", Align::Right }, { "cpu", Align::Right },
    { "calls", Align::Right }, { "r/w syscalls", Align::Right }, { "phases (median run)", Align::Left } };
constexpr std::size_t kToolColumn = 6; // after MiB/s

} // namespace

std::string reportToTable(const Report& report)
{
    std::vector<Column> columns = kColumns;
    std::vector<std::vector<std::string>> rows;
    for (const Result& r : report.results)
        rows.push_back(row(r));
    // A tool that measures its own bandwidth (fio) gets it beside the wall-time figure, never
    // instead of it: the two answer different questions.
    const bool toolFigures = std::any_of(
        report.results.begin(), report.results.end(), [](const Result& r) { return r.stats.toolThroughputMiBs > 0; });
    if (toolFigures) {
        const auto at = static_cast<std::ptrdiff_t>(kToolColumn);
        columns.insert(columns.begin() + at, Column { "tool MiB/s", Align::Right });
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const double tool = report.results[i].stats.toolThroughputMiBs;
            rows[i].insert(rows[i].begin() + at, tool > 0 ? report::fixed(tool, 1) : std::string("-"));
        }
    }

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
