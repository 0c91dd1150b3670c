// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The call tree of sampled I/O stacks that the flame graph and the top-down and bottom-up views
// are drawn from (issue 23 §5). Built from plain paths of frame ids, so that it knows nothing of
// how the stacks were captured or named: the window gives each frame id its name.

#include "core/trace/trace.h"

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace iolens::trace {

// What a stack, or a node of the tree, stands for.
struct StackWeight {
    std::uint64_t calls = 0, ns = 0, bytes = 0;
    void add(const StackWeight& other)
    {
        calls += other.calls;
        ns += other.ns;
        bytes += other.bytes;
    }
};

// One sampled stack: its frames innermost first (as an unwinder gives them), the call kind it
// ended in ("read") and what it stands for.
struct StackPath {
    FrameList frames; // shared with the Stack it comes from (trace.h), not copied per stack
    std::string call;
    StackWeight weight;
};

struct StackNode {
    static constexpr std::size_t kRoot = std::numeric_limits<std::size_t>::max();
    std::size_t frame = kRoot; // the root stands for every stack
    StackWeight weight; // of every stack through this node
    // Time per call kind under this node, most first: its colour is that of the first.
    std::vector<std::pair<std::string, std::uint64_t>> callNs;
    std::vector<StackNode> children; // most time first, then by frame id
};

enum class StackOrder {
    TopDown, // the outermost frame (main) at the root, the I/O calls at the tips
    BottomUp, // the innermost frames (the calls themselves) at the root, their callers above
};

struct StackTreeOptions {
    StackOrder order = StackOrder::TopDown;
    // Leave out runtime frames (libc, the C++ library, the JVM …) so that the tips are the
    // program's own code; a stack made only of runtime frames keeps them, or it would vanish.
    bool foldRuntime = false;
};

// runtime[frame] says whether a frame id is a runtime frame (ids past its end are not).
StackNode buildStackTree(
    const std::vector<StackPath>& paths, const std::vector<bool>& runtime, const StackTreeOptions& options = {});

} // namespace iolens::trace
