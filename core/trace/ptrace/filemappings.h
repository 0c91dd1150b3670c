// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Memory-mapped files under the ptrace tracer, as the preload counts them (preload/mappings.h):
// reads and writes through a mapping are memory accesses, no system call, so what is measured is
// the mapping. Each mapping of a regular file is remembered (address range, file, the mmap's site and
// time); when it goes away (munmap, a MAP_FIXED mapping or mremap over it, exec, exit_group) the
// tracer, at that call's entry while the pages are still mapped, counts the mapping's pages present
// or swapped in the thread's /proc/PID/task/TID/pagemap and records them as the call kind
// "page faults" on the file at the mmap's site: count = pages, bytes = pages × page size, untimed;
// of them, the pages that were not in the page cache when the file was mapped as "pages from disk".
// Not measured: a program killed by a signal (no call to stop at), mappings made before an attach.

#include <cstdint>
#include <memory>
#include <vector>

#include <sys/types.h>

namespace iolens::trace::ptrace {

struct FileMapping {
    std::uint64_t start = 0, end = 0; // page aligned
    std::uint32_t file = 0, site = 0;
    std::uint64_t mappedNs = 0; // when the mmap returned (monotonic)
    // Which pages were in the page cache when the file was mapped, from origin (where the mapping
    // began) on; shared by the pieces of one mapping; null when that could not be seen.
    std::uint64_t origin = 0;
    std::shared_ptr<const std::vector<bool>> cached;
};

class FileMappings {
public:
    void added(const FileMapping& m);
    // The parts of remembered mappings inside [start, start + length), taken out of the table (a
    // hole punched in a mapping leaves its two sides remembered).
    std::vector<FileMapping> take(std::uint64_t start, std::uint64_t length);
    // Every mapping, the table emptied (exit, exec).
    std::vector<FileMapping> takeAll();
    // mremap moved or resized [oldStart, oldStart + oldLength) to [newStart, newStart + newLength)
    // (the part cut off by a shrink was taken before).
    void moved(std::uint64_t oldStart, std::uint64_t oldLength, std::uint64_t newStart, std::uint64_t newLength);
    bool empty() const noexcept { return m_maps.empty(); }

private:
    std::vector<FileMapping> m_maps;
};

std::uint64_t pageSize();
// Pages of m present or swapped in the page tables of thread tid of pid, and fromDisk: those of
// them that were not in the page cache when it was mapped (0 without m.cached); false when its
// pagemap could not be read.
bool pagesMapped(pid_t pid, pid_t tid, const FileMapping& m, std::uint64_t& pages, std::uint64_t& fromDisk);
// Which pages of [offset, offset + length) of the file open as fd in pid are in the page cache now,
// or null: seen through a mapping of the tracer's own, where mincore shows the page cache (the file
// is the tracer's, or it may write it, or it runs as root).
std::shared_ptr<const std::vector<bool>> cachedPages(pid_t pid, int fd, std::uint64_t offset, std::uint64_t length);

} // namespace iolens::trace::ptrace
