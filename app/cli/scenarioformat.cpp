// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/scenarioformat.h"

#include "core/printable.h"
#include "core/report/jsonreport.h"
#include "core/report/reportutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <limits>
#include <map>
#include <set>

namespace iolens::cli {

namespace {

QString text(const std::string& s)
{
    return QString::fromStdString(s);
}

QJsonValue count(std::uint64_t value)
{
    constexpr auto max = static_cast<std::uint64_t>(std::numeric_limits<qint64>::max());
    return QJsonValue(static_cast<qint64>(std::min(value, max)));
}

std::string padded(std::string s, std::size_t width, bool right = false)
{
    if (s.size() < width)
        s.insert(right ? 0 : s.size(), width - s.size(), ' ');
    return s;
}

// The article's whole milliseconds (StopwatchUtil truncated): the same figure as the printed line.
std::uint64_t wholeMs(std::uint64_t ns)
{
    return ns / 1'000'000;
}

std::string outputLine(const CsvMergeResult& r)
{
    return "test3.csv: " + std::to_string(r.outputBytes) + " bytes, " + std::to_string(r.outputLines) + " lines, "
        + r.outputChecksum;
}

// The report's own environment object: writing a Report that holds only the environment and taking
// that part back keeps the field names in one place (core/report/jsonreport.cpp).
QJsonObject environmentJson(const Environment& environment)
{
    Report report;
    report.environment = environment;
    return QJsonDocument::fromJson(reportToJson(report)).object().value(u"environment").toObject();
}

QJsonObject variantJson(const CsvMergeResult& r)
{
    QJsonArray stopwatches;
    for (const Stopwatch::Totals& t : r.stopwatches) {
        QJsonObject s;
        s[u"key"] = text(t.name);
        s[u"name"] = text(csvMergeSectionName(t.name));
        s[u"ms"] = count(wholeMs(t.totalNs));
        s[u"ns"] = count(t.totalNs);
        s[u"calls"] = count(t.calls);
        stopwatches.append(s);
    }
    QJsonObject output;
    output[u"bytes"] = count(r.outputBytes);
    output[u"lines"] = count(r.outputLines);
    output[u"checksum"] = text(r.outputChecksum);

    QJsonObject o;
    o[u"variant"] = text(std::string(csvMergeVariantName(r.variant)));
    o[u"stopwatches"] = stopwatches;
    o[u"output"] = output;
    return o;
}

} // namespace

std::string csvMergeSectionName(const std::string& key)
{
    static const std::map<std::string, std::string> names { { "1", "total" }, { "2", "print" }, { "3", "read test1" },
        { "4", "write" }, { "5", "read test2" }, { "6", "write" }, { "7", "open" }, { "8", "close" } };
    const auto it = names.find(key);
    return it == names.end() ? std::string() : it->second;
}

std::string csvMergeText(const CsvMergeResult& result)
{
    std::string out = "csv-merge " + std::string(csvMergeVariantName(result.variant)) + ", "
        + std::to_string(result.iterations) + " iterations, "
        + (result.dir.empty() ? std::string("in a scratch directory (removed)")
                              : "files kept in '" + printable(result.dir) + "'")
        + "\n";
    // Stopwatch::showAll() made these lines: the article's exact format, left as it is.
    std::vector<std::string> lines;
    std::size_t width = 0;
    for (std::size_t begin = 0; begin < result.stopwatchTable.size();) {
        const std::size_t end = result.stopwatchTable.find('\n', begin);
        lines.push_back(result.stopwatchTable.substr(begin, end - begin));
        width = std::max(width, lines.back().size());
        begin = end == std::string::npos ? result.stopwatchTable.size() : end + 1;
    }
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string key = i < result.stopwatches.size() ? result.stopwatches[i].name : std::string();
        out += padded(lines[i], width) + "  " + key + " " + csvMergeSectionName(key) + "\n";
    }
    return out + outputLine(result) + "\n";
}

std::string csvMergeComparisonText(const std::vector<CsvMergeResult>& results)
{
    if (results.empty())
        return {};
    std::set<int> keys;
    for (const CsvMergeResult& r : results)
        for (const Stopwatch::Totals& t : r.stopwatches)
            keys.insert(std::stoi(t.name));

    constexpr std::size_t kLabel = 28, kColumn = 12;
    std::string out = "csv-merge, " + std::to_string(results.front().iterations) + " iterations, ms per section\n";
    out += padded("section", kLabel);
    for (const CsvMergeResult& r : results)
        out += padded(std::string(csvMergeVariantName(r.variant)), kColumn, true);
    out += "\n";
    const report::DurationUnit ms { "ms", 1e6 };
    for (const int key : keys) {
        const std::string name = std::to_string(key);
        out += padded("Stopwatch[" + name + "] " + csvMergeSectionName(name), kLabel);
        for (const CsvMergeResult& r : results) {
            const auto it = std::find_if(
                r.stopwatches.begin(), r.stopwatches.end(), [&](const Stopwatch::Totals& t) { return t.name == name; });
            out += padded(it == r.stopwatches.end() ? "-" : report::formatIn(double(it->totalNs), ms), kColumn, true);
        }
        out += "\n";
    }
    bool identical = true;
    for (const CsvMergeResult& r : results) {
        out += std::string(csvMergeVariantName(r.variant)) + " " + outputLine(r) + "\n";
        identical = identical && r.outputChecksum == results.front().outputChecksum
            && r.outputBytes == results.front().outputBytes;
    }
    out += identical ? "All variants wrote the same test3.csv.\n" : "The variants wrote DIFFERENT test3.csv files.\n";
    if (!results.back().dir.empty())
        out += "Files kept in '" + printable(results.back().dir) + "'.\n";
    return out;
}

QByteArray csvMergeJson(const std::vector<CsvMergeResult>& results, bool all, const Environment& environment)
{
    QJsonObject root;
    root[u"iolens_version"] = text(environment.iolensVersion.empty() ? IOLENS_VERSION : environment.iolensVersion);
    root[u"scenario"] = QStringLiteral("csv-merge");
    root[u"variant"] = all || results.empty() ? QStringLiteral("all")
                                              : text(std::string(csvMergeVariantName(results.front().variant)));
    root[u"iterations"] = count(results.empty() ? 0 : results.front().iterations);
    root[u"dir"] = text(results.empty() ? std::string() : results.back().dir);
    root[u"environment"] = environmentJson(environment);
    if (all) {
        QJsonArray variants;
        for (const CsvMergeResult& r : results)
            variants.append(variantJson(r));
        root[u"variants"] = variants;
    } else if (!results.empty()) {
        const QJsonObject one = variantJson(results.front());
        root[u"stopwatches"] = one.value(u"stopwatches");
        root[u"output"] = one.value(u"output");
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace iolens::cli
