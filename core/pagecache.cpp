// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pagecache.h"

#include "core/errors.h"
#include "core/sysio.h"

#include <algorithm>
#include <fcntl.h>
#include <memory>
#include <sys/mman.h>
#include <unistd.h>
#include <vector>

namespace iolens::pagecache {

double residency(const std::string& path)
{
    auto fd = sys::open(path, O_RDONLY);
    const std::uint64_t size = sys::fileSize(fd.get(), path);
    if (size == 0)
        return 1.0;
    const auto page = static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE));
    // Map a window at a time so that a file of many GiB needs no huge mapping or vector.
    constexpr std::uint64_t kWindow = 1ull << 30;
    std::vector<unsigned char> vec(kWindow / page);
    std::uint64_t resident = 0, pages = 0;
    for (std::uint64_t offset = 0; offset < size; offset += kWindow) {
        const std::uint64_t length = std::min(kWindow, size - offset);
        void* map = ::mmap(nullptr, length, PROT_READ, MAP_SHARED, fd.get(), static_cast<off_t>(offset));
        if (map == MAP_FAILED)
            throw IoError("mmap", path, errno);
        const std::uint64_t count = (length + page - 1) / page;
        const int rc = ::mincore(map, length, vec.data());
        const int error = errno;
        ::munmap(map, length);
        if (rc < 0)
            throw IoError("mincore", path, error);
        for (std::uint64_t i = 0; i < count; ++i)
            resident += vec[i] & 1u;
        pages += count;
    }
    return static_cast<double>(resident) / static_cast<double>(pages);
}

double evict(const std::string& path)
{
    {
        auto fd = sys::open(path, O_RDONLY);
        // Dirty pages cannot be dropped; fsync on a read-only descriptor is allowed and writes them back.
        sys::fsync(fd.get(), path);
        if (const int rc = ::posix_fadvise(fd.get(), 0, 0, POSIX_FADV_DONTNEED); rc != 0)
            throw IoError("posix_fadvise", path, rc);
    }
    return residency(path);
}

double warm(const std::string& path, const std::atomic<bool>* cancel)
{
    if (residency(path) >= 1.0)
        return 1.0;
    auto fd = sys::open(path, O_RDONLY);
    ::posix_fadvise(fd.get(), 0, 0, POSIX_FADV_WILLNEED);
    constexpr std::size_t kChunk = 1u << 20;
    auto buffer = std::make_unique_for_overwrite<char[]>(kChunk);
    while (sys::readFull(fd.get(), buffer.get(), kChunk, path) > 0)
        if (cancel && cancel->load(std::memory_order_relaxed))
            throw CancelledError();
    return residency(path);
}

} // namespace iolens::pagecache
