// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The sampled call stacks of a trace (format/iolts.h): each image's stacks file read next to its
// trace file, its weights scaled to the image's exact slot counts, frames shared across images by
// (module, offset), and named after the run by the existing symbolizer.

#include "core/trace/trace.h"

#include <compare>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <tuple>
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
};
// An image's slots, each key once, in key order (a sorted vector, not a map: a program that
// touched 100,000 files has 700,000 of them, and a map's node per slot made loading slow).
using SlotTotals = std::vector<std::pair<SlotKey, SlotTotal>>;
// Sorts `slots` by key and sums the entries of equal keys (the same slot on several threads).
void mergeSlotTotals(SlotTotals& slots);

class StackLoader {
public:
    // Adds the stacks of the image whose trace file is `ioltPath` (nothing when it has no stacks
    // file) to t.frames and t.stacks, scaled to `slots`; fileIndex gives the index in t.files of a
    // file entry. Throws TraceError naming the stacks file when it is damaged.
    void addImage(Trace& t, const std::string& ioltPath, int pid, const SlotTotals& slots,
        const std::function<int(std::uint32_t)>& fileIndex);

    // Once every image is in: identical stacks merged, most time first, and a notice for the
    // samples that found no room or could not be unwound.
    static void finish(Trace& t);

private:
    std::map<std::pair<std::string, std::uint64_t>, std::size_t> m_frames; // (module, offset) → Trace::frames
    // (language, function, file, line) → Trace::frames
    std::map<std::tuple<std::string, std::string, std::string, int>, std::size_t> m_languageFrames;
    // Every distinct list of frames of the images added so far, shared by the stacks that have it.
    std::map<std::vector<std::size_t>, FrameList> m_frameLists;
};

// Names t.frames with the symbolizer (symbolizer.h) and marks runtime frames by module.
void symbolizeFrames(Trace& t);

} // namespace iolens::trace
