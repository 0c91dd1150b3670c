// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The stacks of a trace as the loader collects them, before they are merged and ordered: 40 bytes
// each, their call kind and frames as numbers. A program that touched 100,000 files has some
// 800,000 stacks; grouping and sorting them as 88-byte Stack objects with strings, then moving
// those into order, took a quarter of loading its trace. Here they become Stack objects once, in
// their final order.

#include "core/trace/trace.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace iolens::trace {

class StackRecords {
public:
    StackRecords();

    // The number of a list of frames (indexes into Trace::frames, innermost first): equal lists
    // get one number, and share one FrameList in the stacks made.
    std::uint32_t list(const std::vector<std::size_t>& frames);
    // The number of a call kind's name ("write").
    std::uint32_t call(const std::string& name);

    // Room for `more` records: at least doubled when it grows, since an image at a time reserving
    // exactly what it adds moved every record so far once per image (a make trace of 368 images).
    void reserve(std::size_t more)
    {
        const std::size_t needed = m_records.size() + more;
        if (needed > m_records.capacity())
            m_records.reserve(std::max(needed, 2 * m_records.capacity()));
    }
    void add(int pid, int file, std::uint32_t call, std::uint32_t list, bool truncated, std::uint64_t calls,
        std::uint64_t ns, std::uint64_t bytes);
    void add(const Stack& s); // numbers its call kind and frames

    // Appends the stacks to `out`: those of the same pid, file, call kind, truncation and frames
    // summed into the first of them, those with no calls, time or bytes left out; most time first,
    // then most calls, ties in the order they were added. No stacks are left here.
    void takeOrdered(std::vector<Stack>& out);

private:
    struct Record {
        std::uint64_t calls = 0, ns = 0, bytes = 0;
        std::int32_t pid = 0, file = -1; // file: index into Trace::files, -1: no file
        std::uint32_t list = 0, call = 0;
        bool truncated = false;
        bool sameStack(const Record& o) const
        {
            return pid == o.pid && list == o.list && call == o.call && truncated == o.truncated;
        }
    };
    void mergeIdentical();

    std::vector<Record> m_records;
    std::vector<FrameList> m_lists; // by number; 0: no frames
    std::map<std::vector<std::size_t>, std::uint32_t> m_listNumbers;
    std::vector<std::string> m_calls; // by number
    std::map<std::string, std::uint32_t> m_callNumbers;
};

} // namespace iolens::trace
