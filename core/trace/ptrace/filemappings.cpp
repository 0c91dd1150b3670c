// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/ptrace/filemappings.h"

#include <algorithm>
#include <array>
#include <string>
#include <utility>

#include <fcntl.h>
#include <unistd.h>

namespace iolens::trace::ptrace {

namespace {

// A pagemap entry: bit 63 the page is present, bit 62 it is swapped out (either way the process
// touched it, or the kernel mapped it with a touched neighbour).
bool touched(std::uint64_t entry)
{
    return (entry >> 62) != 0;
}

} // namespace

std::uint64_t pageSize()
{
    static const std::uint64_t size = [] {
        const long s = ::sysconf(_SC_PAGESIZE);
        return s > 0 ? std::uint64_t(s) : 4096u;
    }();
    return size;
}

void FileMappings::added(const FileMapping& m)
{
    take(m.start, m.end - m.start); // a mapping placed over older ones replaced them
    m_maps.push_back(m);
}

std::vector<FileMapping> FileMappings::take(std::uint64_t start, std::uint64_t length)
{
    const std::uint64_t ps = pageSize();
    const std::uint64_t lo = start / ps * ps;
    const std::uint64_t hi = (start + length + ps - 1) / ps * ps;
    std::vector<FileMapping> taken, kept;
    for (const FileMapping& m : m_maps) {
        if (m.end <= lo || m.start >= hi) {
            kept.push_back(m);
            continue;
        }
        FileMapping piece = m;
        piece.start = std::max(m.start, lo);
        piece.end = std::min(m.end, hi);
        taken.push_back(piece);
        if (m.start < lo) {
            FileMapping left = m;
            left.end = lo;
            kept.push_back(left);
        }
        if (m.end > hi) {
            FileMapping right = m;
            right.start = hi;
            kept.push_back(right);
        }
    }
    m_maps = std::move(kept);
    return taken;
}

std::vector<FileMapping> FileMappings::takeAll()
{
    return std::exchange(m_maps, {});
}

void FileMappings::moved(
    std::uint64_t oldStart, std::uint64_t oldLength, std::uint64_t newStart, std::uint64_t newLength)
{
    std::vector<FileMapping> pieces = take(oldStart, oldLength);
    if (pieces.empty())
        return;
    // One mapping moves as a whole: its file and site go with it, over its new range.
    FileMapping m = pieces.front();
    m.start = newStart;
    m.end = newStart + (newLength + pageSize() - 1) / pageSize() * pageSize();
    added(m);
}

bool pagesMapped(pid_t pid, pid_t tid, std::uint64_t start, std::uint64_t end, std::uint64_t& pages)
{
    pages = 0;
    const std::string path = "/proc/" + std::to_string(pid) + "/task/" + std::to_string(tid) + "/pagemap";
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const std::uint64_t ps = pageSize();
    std::array<std::uint64_t, 512> entries {};
    bool ok = true;
    for (std::uint64_t page = start / ps, last = end / ps; page < last;) {
        const std::uint64_t want = std::min<std::uint64_t>(last - page, entries.size());
        const ssize_t got
            = ::pread(fd, entries.data(), want * sizeof(std::uint64_t), off_t(page * sizeof(std::uint64_t)));
        if (got < ssize_t(sizeof(std::uint64_t))) {
            ok = false;
            break;
        }
        const std::uint64_t n = std::uint64_t(got) / sizeof(std::uint64_t);
        pages += std::uint64_t(std::count_if(entries.begin(), entries.begin() + std::ptrdiff_t(n), touched));
        page += n;
    }
    ::close(fd);
    return ok;
}

} // namespace iolens::trace::ptrace
