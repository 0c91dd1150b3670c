// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/stacktree.h"

#include <algorithm>
#include <map>
#include <unordered_map>

namespace iolens::trace {

namespace {

// A node while the tree grows: children found by frame id, call kinds summed by name.
struct Growing {
    std::size_t frame = StackNode::kRoot;
    StackWeight weight;
    std::map<std::string, std::uint64_t> callNs;
    std::unordered_map<std::size_t, std::size_t> childAt; // frame id → index in children
    std::vector<Growing> children;

    Growing& child(std::size_t id)
    {
        const auto [it, added] = childAt.try_emplace(id, children.size());
        if (added) {
            children.emplace_back();
            children.back().frame = id;
        }
        return children[it->second];
    }
    void add(const StackPath& path)
    {
        weight.add(path.weight);
        callNs[path.call] += path.weight.ns;
    }
};

StackNode finish(Growing& g)
{
    StackNode out;
    out.frame = g.frame;
    out.weight = g.weight;
    out.callNs.assign(g.callNs.begin(), g.callNs.end());
    std::stable_sort(
        out.callNs.begin(), out.callNs.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    out.children.reserve(g.children.size());
    for (Growing& c : g.children)
        out.children.push_back(finish(c));
    std::sort(out.children.begin(), out.children.end(), [](const StackNode& a, const StackNode& b) {
        return a.weight.ns != b.weight.ns ? a.weight.ns > b.weight.ns : a.frame < b.frame;
    });
    return out;
}

bool isRuntime(const std::vector<bool>& runtime, std::size_t id)
{
    return id < runtime.size() && runtime[id];
}

} // namespace

StackNode buildStackTree(
    const std::vector<StackPath>& paths, const std::vector<bool>& runtime, const StackTreeOptions& options)
{
    Growing root;
    std::vector<std::size_t> kept;
    for (const StackPath& path : paths) {
        kept.clear();
        for (const std::size_t id : path.frames)
            if (!options.foldRuntime || !isRuntime(runtime, id))
                kept.push_back(id);
        if (kept.empty())
            kept = path.frames;
        // Top-down walks from the outermost frame, the end of an innermost-first path.
        if (options.order == StackOrder::TopDown)
            std::reverse(kept.begin(), kept.end());
        root.add(path);
        Growing* at = &root;
        for (const std::size_t id : kept) {
            at = &at->child(id);
            at->add(path);
        }
    }
    return finish(root);
}

} // namespace iolens::trace
