// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/ptrace/filemappings.h"

#include <algorithm>
#include <array>
#include <string>
#include <utility>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
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
    m.origin = m.origin - m.start + newStart; // the page cache bitmap's pages move with it
    m.start = newStart;
    m.end = newStart + (newLength + pageSize() - 1) / pageSize() * pageSize();
    added(m);
}

bool pagesMapped(pid_t pid, pid_t tid, const FileMapping& m, std::uint64_t& pages, std::uint64_t& fromDisk)
{
    pages = fromDisk = 0;
    const std::string path = "/proc/" + std::to_string(pid) + "/task/" + std::to_string(tid) + "/pagemap";
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const std::uint64_t ps = pageSize();
    // A page grown into by mremap since the mapping was made is not in the bitmap: not known.
    const auto wasCached = [&m, ps](std::uint64_t page) {
        const std::uint64_t i = (page * ps - m.origin) / ps;
        return page * ps < m.origin || i >= m.cached->size() || (*m.cached)[i];
    };
    std::array<std::uint64_t, 512> entries {};
    bool ok = true;
    for (std::uint64_t page = m.start / ps, last = m.end / ps; page < last;) {
        const std::uint64_t want = std::min<std::uint64_t>(last - page, entries.size());
        const ssize_t got
            = ::pread(fd, entries.data(), want * sizeof(std::uint64_t), off_t(page * sizeof(std::uint64_t)));
        if (got < ssize_t(sizeof(std::uint64_t))) {
            ok = false;
            break;
        }
        const std::uint64_t n = std::uint64_t(got) / sizeof(std::uint64_t);
        for (std::uint64_t i = 0; i < n; ++i) {
            if (!touched(entries[i]))
                continue;
            ++pages;
            if (m.cached && !wasCached(page + i))
                ++fromDisk;
        }
        page += n;
    }
    ::close(fd);
    return ok;
}

std::shared_ptr<const std::vector<bool>> cachedPages(pid_t pid, int fd, std::uint64_t offset, std::uint64_t length)
{
    const std::string path = "/proc/" + std::to_string(pid) + "/fd/" + std::to_string(fd);
    struct stat st { };
    if (length == 0 || ::stat(path.c_str(), &st) != 0)
        return nullptr;
    const uid_t me = ::geteuid();
    if (me != 0 && st.st_uid != me && ::access(path.c_str(), W_OK) != 0)
        return nullptr; // mincore would answer for the tracer's own page tables only: no pages
    const int file = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (file < 0)
        return nullptr;
    const std::uint64_t ps = pageSize();
    const std::uint64_t pages = (length + ps - 1) / ps;
    void* at = ::mmap(nullptr, pages * ps, PROT_READ, MAP_SHARED, file, off_t(offset));
    ::close(file);
    if (at == MAP_FAILED)
        return nullptr;
    // Pages past the file's end count as cached: they come to be as the file grows, written, not
    // read from storage (a database maps more than its file and writes into it).
    auto cached = std::make_shared<std::vector<bool>>(pages);
    std::array<unsigned char, 4096> vec {};
    bool ok = true;
    for (std::uint64_t page = 0; page < pages && ok;) {
        const std::uint64_t want = std::min<std::uint64_t>(pages - page, vec.size());
        ok = ::mincore(static_cast<char*>(at) + page * ps, want * ps, vec.data()) == 0;
        for (std::uint64_t i = 0; ok && i < want; ++i)
            (*cached)[page + i] = (vec[i] & 1) != 0 || offset + (page + i) * ps >= std::uint64_t(st.st_size);
        page += want;
    }
    ::munmap(at, pages * ps);
    return ok ? cached : nullptr;
}

} // namespace iolens::trace::ptrace
