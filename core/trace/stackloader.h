// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The sampled call stacks of a trace (format/iolts.h): each image's stacks file read next to its
// trace file, its weights scaled to the image's exact slot counts, frames shared across images by
// (module, offset), and named after the run by the existing symbolizer.

#include "core/trace/imagebuffer.h"
#include "core/trace/stackrecords.h"
#include "core/trace/trace.h"

#include <compare>
#include <cstdint>
#include <map>
#include <string>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

namespace iolens::trace {

// A slot of the .iolt file by its table entries, summed over the image's threads.
struct SlotKey {
    std::uint32_t file = 0, call = 0, zone = 0, site = 0;
    auto operator<=>(const SlotKey&) const = default;
    // The same order as <=>, in two comparisons of 64-bit words (sorting 700,000 slots compared
    // the four fields one by one).
    bool before(const SlotKey& o) const
    {
        const std::uint64_t a = std::uint64_t { file } << 32 | call, b = std::uint64_t { o.file } << 32 | o.call;
        if (a != b)
            return a < b;
        return (std::uint64_t { zone } << 32 | site) < (std::uint64_t { o.zone } << 32 | o.site);
    }
};
struct SlotTotal {
    std::uint64_t calls = 0, ns = 0, bytes = 0; // ns as the loader estimates it (sampled timing scaled)
    int file = -1; // the slot's file entry as an index into Trace::files (-1: no file)
};
// An image's slots, each key once, in key order (a sorted vector, not a map: a program that
// touched 100,000 files has 700,000 of them, and a map's node per slot made loading slow).
using SlotTotals = std::vector<std::pair<SlotKey, SlotTotal>>;
// Sorts `slots` by key and sums the entries of equal keys (the same slot on several threads).
void mergeSlotTotals(SlotTotals& slotTotals);

class StackLoader {
public:
    // Reads the stacks of the image whose trace file is `ioltPath` (nothing when it has no stacks
    // file), scaled to `slots`, each stack on its slot's file: their frames into t.frames, the
    // sampling's figures into t.stackSampling, the stacks kept here until finish(). Throws
    // TraceError naming the stacks file when it is damaged. Touches no other part of `t`
    // (StackWorker runs it beside the loader).
    // `ended`: the image's process exited or exec'd, so its stacks file no longer changes and is
    // read rather than mapped (imagebuffer.h).
    void addImage(Trace& t, const std::string& ioltPath, int pid, const SlotTotals& slotTotals, bool ended = false);
    // A stack made elsewhere, kept as addImage keeps its own.
    void addStack(const Stack& s);

    // Once every stack is in: t.stacks are the stacks kept here (StackRecords::takeOrdered:
    // identical ones merged, most time first), and a notice says what the sampling could not do.
    // Writes t.stacks and adds to t.notices.
    void finish(Trace& t);

private:
    // The number of a module path (0: no module, the empty path), each path once.
    std::uint32_t moduleNumber(const char* path, std::size_t length);

    // Frames by (module number, offset), to their index in Trace::frames. Keyed by number, not by
    // path: a make trace's 500,000 frame addresses each built, compared and freed two copies of a
    // path such as /usr/lib/gcc/x86_64-linux-gnu/12/cc1 (half of reading its stacks).
    struct ModuleOffsetHash {
        std::size_t operator()(const std::pair<std::uint32_t, std::uint64_t>& k) const
        {
            return std::hash<std::uint64_t>()(k.second * 0x9e3779b97f4a7c15ull ^ k.first);
        }
    };
    std::unordered_map<std::pair<std::uint32_t, std::uint64_t>, std::size_t, ModuleOffsetHash> m_frames;
    std::vector<std::string> m_modules { std::string() }; // by number
    std::vector<bool> m_moduleRuntime { false }; // by number: isRuntimeModule, asked once per path
    std::unordered_map<std::string, std::uint32_t> m_moduleNumbers { { std::string(), 0 } };
    // (language, function, file, line) → Trace::frames
    std::map<std::tuple<std::string, std::string, std::string, int>, std::size_t> m_languageFrames;
    StackRecords m_records; // the stacks, and every distinct list of frames of the images added so far
    ImageBuffer m_buffer; // the stacks files of images that ended are read into it, one at a time
};

// Names t.frames with the symbolizer (symbolizer.h) and marks runtime frames by module.
void symbolizeFrames(Trace& t);

} // namespace iolens::trace
