// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/familywork.h"

#include "core/result.h"

#include <algorithm>
#include <map>

namespace iolens {

namespace {

// The families of DESIGN.md section 4. copy, read and alloc work on the whole source file; the
// others on an amount their parameter sets. read's checksum and decode change what each line costs.
const std::vector<FamilyWork>& table()
{
    static const std::vector<FamilyWork> families {
        { "copy", "", "MiB", {} },
        { "read", "", "line", { "checksum", "decode" } },
        { "write", "records", "record", { "records" } },
        { "lookup", "lookups", "lookup", { "lookups", "pattern" } },
        { "alloc", "", "MiB", {} },
        { "watch", "changes", "change", { "changes", "min_gap_ms", "max_gap_ms" } },
        { "net", "", "row", {} },
    };
    return families;
}

std::string job(const Result& r)
{
    return r.verifiedAs.empty() ? r.family : r.verifiedAs;
}

std::string withSeparators(std::int64_t value)
{
    std::string digits = std::to_string(value < 0 ? -value : value);
    for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(static_cast<std::size_t>(i), ",");
    return (value < 0 ? "-" : "") + digits;
}

std::string joined(const std::vector<std::string>& items)
{
    std::string out;
    for (const std::string& s : items)
        out += (out.empty() ? "" : ", ") + s;
    return out;
}

// "records = 1,000 (write.fsync-per-record) against 10,000 (write.buffered, …)", empty when all agree.
std::string paramDifference(const std::vector<const Result*>& members, std::string_view key)
{
    std::map<std::int64_t, std::vector<std::string>> byValue;
    for (const Result* r : members)
        if (const auto it = r->params.find(key); it != r->params.end())
            byValue[it->second].push_back(r->strategy);
    if (byValue.size() < 2)
        return {};
    std::string out = std::string(key) + " = ";
    bool first = true;
    for (const auto& [value, ids] : byValue) {
        out += (first ? "" : " against ") + withSeparators(value) + " (" + joined(ids) + ")";
        first = false;
    }
    return out;
}

// What differs between two outputs of the same job, empty when they agree on what both report.
std::string outputDifference(const Result& a, const Result& b)
{
    const Output& x = a.output;
    const Output& y = b.output;
    if (x.bytes != y.bytes)
        return "bytes " + withSeparators(static_cast<std::int64_t>(x.bytes)) + " (" + a.strategy + ") against "
            + withSeparators(static_cast<std::int64_t>(y.bytes)) + " (" + b.strategy + ")";
    if (x.linesCounted && y.linesCounted && x.linesAreNewlines == y.linesAreNewlines && x.lines != y.lines)
        return "lines " + withSeparators(static_cast<std::int64_t>(x.lines)) + " (" + a.strategy + ") against "
            + withSeparators(static_cast<std::int64_t>(y.lines)) + " (" + b.strategy + ")";
    if (!x.checksum.empty() && !y.checksum.empty() && x.checksum != y.checksum)
        return "checksum " + x.checksum + " (" + a.strategy + ") against " + y.checksum + " (" + b.strategy + ")";
    return {};
}

} // namespace

const FamilyWork* familyWork(std::string_view job) noexcept
{
    for (const FamilyWork& f : table())
        if (f.job == job)
            return &f;
    return nullptr;
}

std::optional<UnitFigure> unitFigure(const Result& r)
{
    if (r.status != Status::Ok || r.samples.empty() || r.stats.medianNs <= 0)
        return std::nullopt;
    const FamilyWork* work = familyWork(job(r));
    UnitFigure figure;
    if (work && !work->amountKey.empty()) {
        const auto it = r.params.find(work->amountKey);
        if (it == r.params.end())
            return std::nullopt;
        figure.unit = std::string(work->unit);
        figure.units = static_cast<double>(it->second);
    } else if (work && work->unit == "line" && r.output.linesCounted && r.output.lines > 0) {
        figure.unit = "line";
        figure.units = static_cast<double>(r.output.lines);
    } else if (work && work->unit == "row") {
        if (r.output.lines == 0)
            return std::nullopt;
        figure.unit = "row";
        figure.units = static_cast<double>(r.output.lines);
    } else {
        // copy, alloc, a reader that counts no lines (fio), an unknown job: per MiB moved.
        if (r.output.bytes == 0)
            return std::nullopt;
        figure.unit = "MiB";
        figure.units = static_cast<double>(r.output.bytes) / double(1u << 20);
    }
    if (figure.units <= 0)
        return std::nullopt;
    figure.nsPerUnit = r.stats.medianNs / figure.units;
    return figure;
}

std::vector<Comparison> compareFamilies(const std::vector<Result>& results)
{
    std::vector<Comparison> out;
    std::vector<std::vector<const Result*>> members;
    for (const Result& r : results) {
        if (r.status != Status::Ok)
            continue;
        auto it = std::find_if(
            out.begin(), out.end(), [&](const Comparison& c) { return c.family == r.family && c.job == job(r); });
        if (it == out.end()) {
            out.push_back(Comparison { r.family, job(r), {}, true, {} });
            members.emplace_back();
            it = out.end() - 1;
        }
        it->strategies.push_back(r.strategy);
        members[static_cast<std::size_t>(it - out.begin())].push_back(&r);
    }
    for (std::size_t i = 0; i < out.size(); ++i) {
        Comparison& c = out[i];
        const std::vector<const Result*>& group = members[i];
        std::vector<std::string> differences;
        if (const FamilyWork* work = familyWork(c.job))
            for (std::string_view key : work->workKeys)
                if (std::string d = paramDifference(group, key); !d.empty())
                    differences.push_back(std::move(d));
        if (differences.empty())
            for (std::size_t k = 1; k < group.size(); ++k)
                if (std::string d = outputDifference(*group.front(), *group[k]); !d.empty()) {
                    differences.push_back(std::move(d));
                    break;
                }
        if (!differences.empty()) {
            c.comparable = false;
            std::string list;
            for (const std::string& d : differences)
                list += (list.empty() ? "" : "; ") + d;
            c.reason = "The " + c.family + (c.job == c.family ? std::string() : " (" + c.job + ")")
                + " strategies did different work, so their times do not compare: " + list + ".";
        }
    }
    return out;
}

} // namespace iolens
