// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/findings.h"

#include "core/trace/findingrules.h"

#include <algorithm>
#include <set>
#include <string_view>

namespace iolens::trace {

const std::vector<std::string>& findingIds()
{
    static const std::vector<std::string> ids = [] {
        std::vector<std::string> out;
        for (const FindingRule& r : findingRules())
            if (std::find(out.begin(), out.end(), r.id) == out.end())
                out.emplace_back(r.id);
        return out;
    }();
    return ids;
}

namespace {

// The findings of the rules on one file, in the rule table's order.
void findOn(const rule::FindingContext& context, const FileStats& f, std::vector<Finding>& out)
{
    std::set<std::string_view> found; // the rows that found something on this file
    for (const FindingRule& r : findingRules()) {
        if (std::any_of(r.suppressedBy.begin(), r.suppressedBy.end(),
                [&found](std::string_view by) { return found.count(by) > 0; }))
            continue;
        if (std::optional<Finding> finding = r.rule(context, f)) {
            out.push_back(std::move(*finding));
            found.insert(r.name);
        }
    }
}

// A file's call kinds, asked for from memory a few files before the rules read them: each file's
// are a block of their own (some 1 KiB for a file's 8 kinds), and the rules' first read of each
// block was a wait for memory. The rules' time in loading a trace of 100,000 files (iolens-bench
// trace-load, perf): about 38 ms before, 22 ms with it.
void prefetchCalls(const FileStats& f)
{
    const auto* first = reinterpret_cast<const char*>(f.calls.data());
    const auto* last = reinterpret_cast<const char*>(f.calls.data() + f.calls.size());
    for (const char* p = first; p < last; p += 64)
        __builtin_prefetch(p);
}

constexpr std::size_t kPrefetchAhead = 4; // files

std::vector<Finding> mostShareFirst(std::vector<Finding> out)
{
    std::stable_sort(out.begin(), out.end(), [](const Finding& a, const Finding& b) { return a.share > b.share; });
    return out;
}

} // namespace

std::vector<Finding> findFindings(const Trace& t)
{
    const rule::FindingContext context(t);
    std::vector<Finding> out;
    for (std::size_t i = 0; i < t.files.size(); ++i) {
        if (i + kPrefetchAhead < t.files.size())
            prefetchCalls(t.files[i + kPrefetchAhead]);
        findOn(context, t.files[i], out);
    }
    return mostShareFirst(std::move(out));
}

std::vector<std::size_t> filesWithFindings(const Trace& t)
{
    const rule::FindingContext context(t);
    std::vector<std::size_t> files;
    std::vector<Finding> found;
    for (std::size_t i = 0; i < t.files.size(); ++i) {
        if (i + kPrefetchAhead < t.files.size())
            prefetchCalls(t.files[i + kPrefetchAhead]);
        found.clear();
        findOn(context, t.files[i], found);
        if (!found.empty())
            files.push_back(i);
    }
    return files;
}

std::vector<Finding> findFindings(const Trace& t, const std::vector<std::size_t>& files)
{
    const rule::FindingContext context(t);
    std::vector<Finding> out;
    for (const std::size_t i : files)
        if (i < t.files.size())
            findOn(context, t.files[i], out);
    return mostShareFirst(std::move(out));
}

Trace withUserCode(Trace t, const std::vector<std::string>& patterns)
{
    t.userCodeModules.clear();
    for (const std::string& pattern : patterns)
        if (!pattern.empty()
            && std::find(t.userCodeModules.begin(), t.userCodeModules.end(), pattern) == t.userCodeModules.end())
            t.userCodeModules.push_back(pattern);
    t.findings = findFindings(t);
    return t;
}

} // namespace iolens::trace
