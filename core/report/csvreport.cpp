// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/csvreport.h"

#include "core/report/reportutil.h"
#include "core/stats.h"

#include <array>
#include <cmath>

namespace iolens {

namespace {

std::string integer(double ns)
{
    return std::isfinite(ns) ? std::to_string(std::llround(ns)) : std::string();
}

std::string paramsText(const ParamValues& params)
{
    std::string out;
    for (const auto& [key, value] : params) {
        if (!out.empty())
            out += ';';
        out += key + "=" + std::to_string(value);
    }
    return out;
}

void appendRow(std::string& out, const std::vector<std::string>& fields)
{
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i)
            out += ',';
        out += csvField(fields[i]);
    }
    out += '\n';
}

} // namespace

std::string csvField(std::string_view field)
{
    if (field.find_first_of(",\"\r\n") == std::string_view::npos)
        return std::string(field);
    std::string quoted = "\"";
    for (char c : field) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    quoted += '"';
    return quoted;
}

std::string reportToCsv(const Report& report)
{
    // Columns only for phases that occur, so a copy report is not padded with net phases.
    std::array<bool, kPhaseCount> used {};
    for (const Result& r : report.results)
        for (const Sample& s : r.samples)
            for (const PhaseTotals& p : s.phases)
                if (static_cast<int>(p.phase) < kPhaseCount)
                    used[static_cast<std::size_t>(p.phase)] = true;

    std::vector<std::string> header { "strategy", "family", "status", "verified", "message", "params", "runs",
        "median_ns", "ci999_ns", "mean_ns", "stddev_ns", "min_ns", "max_ns", "cv", "throughput_mib_s", "output_bytes",
        "output_lines", "checksum", "syscalls" };
    for (int i = 0; i < kPhaseCount; ++i) {
        if (!used[static_cast<std::size_t>(i)])
            continue;
        const std::string name(phaseName(static_cast<Phase>(i)));
        header.push_back(name + "_ns");
        header.push_back(name + "_calls");
    }

    std::string out;
    appendRow(out, header);
    for (const Result& r : report.results) {
        const Stats& st = r.stats;
        const bool timed = !r.samples.empty();
        std::vector<std::string> row { r.strategy, r.family, std::string(statusName(r.status)),
            r.verified ? "true" : "false", r.message, paramsText(r.params), std::to_string(r.samples.size()) };
        for (double ns : { st.medianNs, st.ci999Ns, st.meanNs, st.stddevNs, st.minNs, st.maxNs })
            row.push_back(timed ? integer(ns) : std::string());
        row.push_back(timed ? report::shortest(st.cv) : std::string());
        row.push_back(timed ? report::fixed(st.throughputMiBs, 3) : std::string());
        row.push_back(std::to_string(r.output.bytes));
        row.push_back(std::to_string(r.output.lines));
        row.push_back(r.output.checksum);
        row.push_back(timed ? std::to_string(report::medianSyscalls(r)) : std::string());

        const auto median = medianSampleIndex(r);
        for (int i = 0; i < kPhaseCount; ++i) {
            if (!used[static_cast<std::size_t>(i)])
                continue;
            // A phase the median run did not record took no time in it; no runs at all: no value.
            std::string ns = median ? "0" : "", calls = ns;
            if (median) {
                for (const PhaseTotals& p : r.samples[*median].phases) {
                    if (static_cast<int>(p.phase) == i) {
                        ns = std::to_string(p.ns);
                        calls = std::to_string(p.calls);
                    }
                }
            }
            row.push_back(ns);
            row.push_back(calls);
        }
        appendRow(out, row);
    }
    return out;
}

} // namespace iolens
