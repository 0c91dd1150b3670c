// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The I/O that each line of one source file caused, from the sampled stacks (issue 23 §5, the
// Trace page's source view): a line's figures are those of every stack that passes through it,
// so a loop's line shows the calls made in the functions it calls as well as its own.

#include "core/trace/stacktree.h"

#include <map>
#include <string>
#include <vector>

namespace iolens::trace {

// Where a frame's code is written: file as the symbolizer or the interpreter named it, line
// (0: not known).
struct SourcePlace {
    std::string file;
    int line = 0;
};

// Line → weight of the stacks through that line of file (places are by frame id). A stack counts
// once per line even when the line is on it twice (a recursion), or a line would add up to more
// than the calls it caused.
std::map<int, StackWeight> sourceLineWeights(
    const std::vector<StackPath>& paths, const std::vector<SourcePlace>& places, const std::string& file);

} // namespace iolens::trace
