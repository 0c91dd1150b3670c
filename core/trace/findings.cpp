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

std::vector<Finding> findFindings(const Trace& t)
{
    const rule::FindingContext context(t);
    std::vector<Finding> out;
    for (const FileStats& f : t.files) {
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
    std::stable_sort(out.begin(), out.end(), [](const Finding& a, const Finding& b) { return a.share > b.share; });
    return out;
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
