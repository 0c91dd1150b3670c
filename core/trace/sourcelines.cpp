// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/sourcelines.h"

#include <algorithm>

namespace iolens::trace {

std::map<int, StackWeight> sourceLineWeights(
    const std::vector<StackPath>& paths, const std::vector<SourcePlace>& places, const std::string& file)
{
    std::map<int, StackWeight> lines;
    std::vector<int> seen; // the lines of file on one stack: a stack is a few dozen frames
    for (const StackPath& path : paths) {
        seen.clear();
        for (const std::size_t id : path.frames) {
            if (id >= places.size() || places[id].line <= 0 || places[id].file != file)
                continue;
            const int line = places[id].line;
            if (std::find(seen.begin(), seen.end(), line) != seen.end())
                continue;
            seen.push_back(line);
            lines[line].add(path.weight);
        }
    }
    return lines;
}

} // namespace iolens::trace
