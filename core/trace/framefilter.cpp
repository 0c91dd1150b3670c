// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/framefilter.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace iolens::trace {

namespace {

struct Share {
    std::uint64_t calls = 0, ns = 0, bytes = 0;
};

using Key = std::pair<int, std::string>; // (file index, call kind)

} // namespace

Trace traceCausedBy(const Trace& t, std::size_t frame)
{
    // What the stacks through the frame stood for, per (file, call kind).
    std::map<Key, Share> caused;
    std::vector<const Stack*> through;
    for (const Stack& s : t.stacks) {
        if (s.file < 0 || std::find(s.frames.begin(), s.frames.end(), frame) == s.frames.end())
            continue;
        through.push_back(&s);
        Share& share = caused[{ s.file, s.call }];
        share.calls += s.calls;
        share.ns += s.ns;
        share.bytes += s.bytes;
    }

    Trace out = t;
    out.files.clear();
    out.events.clear();
    out.stacks.clear();
    std::vector<int> newIndex(t.files.size(), -1);
    for (std::size_t i = 0; i < t.files.size(); ++i) {
        FileStats f = t.files[i];
        std::vector<CallStats> calls;
        for (CallStats c : f.calls) {
            const auto it = caused.find({ static_cast<int>(i), c.call });
            if (it == caused.end())
                continue;
            // The stacks' share of the call kind's exact counts (equal to them when every stack
            // of it passes through the frame).
            c.count = std::min(c.count, it->second.calls);
            c.timed = std::min(c.timed, c.count);
            c.ns = std::min(c.ns, it->second.ns);
            c.bytes = std::min(c.bytes, it->second.bytes);
            calls.push_back(std::move(c));
        }
        if (calls.empty())
            continue;
        std::sort(calls.begin(), calls.end(), [](const CallStats& a, const CallStats& b) { return a.ns > b.ns; });
        f.calls = std::move(calls);
        newIndex[i] = static_cast<int>(out.files.size());
        out.files.push_back(std::move(f));
    }
    for (const Event& e : t.events) {
        if (e.isZone || e.file < 0 || static_cast<std::size_t>(e.file) >= newIndex.size() || newIndex[e.file] < 0
            || !caused.count({ e.file, e.call }))
            continue;
        Event kept = e;
        kept.file = newIndex[e.file];
        out.events.push_back(std::move(kept));
    }
    for (const Stack* s : through) {
        Stack kept = *s;
        kept.file = newIndex[s->file];
        out.stacks.push_back(std::move(kept));
    }
    return out;
}

} // namespace iolens::trace
