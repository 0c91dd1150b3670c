// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/stackfolded.h"

#include <algorithm>
#include <map>

namespace iolens::trace {

namespace {

std::string foldedName(const Frame& f)
{
    std::string name = f.label();
    std::replace(name.begin(), name.end(), ';', ':');
    std::replace(name.begin(), name.end(), '\n', ' ');
    return name;
}

} // namespace

std::string foldedStacks(const Trace& t)
{
    std::vector<std::string> names;
    names.reserve(t.frames.size());
    for (const Frame& f : t.frames)
        names.push_back(foldedName(f));
    std::map<std::string, std::uint64_t> lines;
    for (const Stack& s : t.stacks) {
        if (s.ns == 0)
            continue;
        std::string line;
        if (s.frames.empty())
            line = "[no stack sampled]";
        if (s.truncated)
            line = "[deeper frames cut]";
        for (auto it = s.frames.rbegin(); it != s.frames.rend(); ++it) {
            if (!line.empty())
                line += ';';
            line += names.at(*it);
        }
        lines[line] += s.ns;
    }
    std::string out;
    for (const auto& [line, ns] : lines)
        out += line + ' ' + std::to_string(ns) + '\n';
    return out;
}

} // namespace iolens::trace
