// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/launch/heapwarmer.h"

#include "core/trace/format/iolt.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fstream>

#include <dirent.h>
#include <fcntl.h>
#include <malloc.h>
#include <sched.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23 // Linux 5.14
#endif

namespace iolens::trace {

namespace {

constexpr std::uint64_t kStep = 2u << 20; // one transparent huge page
constexpr std::uint64_t kMinAvailable = 256u << 20;
constexpr std::uint64_t kMaxBlock = 4ull << 30;
constexpr auto kMinRescan = std::chrono::milliseconds(100);

bool turnedOff()
{
    const char* v = std::getenv("IOLENS_HEAP_WARM");
    return v && std::strcmp(v, "0") == 0;
}

bool strictOvercommit()
{
    std::ifstream in("/proc/sys/vm/overcommit_memory");
    int mode = 0;
    return in >> mode && mode == 2;
}

// MemAvailable from /proc/meminfo, in bytes; 0 when it cannot be read.
std::uint64_t memAvailable()
{
    std::ifstream in("/proc/meminfo");
    std::string key, rest;
    std::uint64_t kib = 0;
    while (in >> key >> kib) {
        if (key == "MemAvailable:")
            return kib * 1024;
        std::getline(in, rest);
    }
    return 0;
}

// The pages of [from, from + bytes) written, so that they exist: in one call where the kernel has
// MADV_POPULATE_WRITE, else a byte per page. False when the kernel refused for want of memory.
bool populate(unsigned char* from, std::uint64_t bytes)
{
    if (::madvise(from, bytes, MADV_POPULATE_WRITE) == 0)
        return true;
    if (errno != EINVAL)
        return false; // ENOMEM, EFAULT: no use trying further
    for (std::uint64_t at = 0; at < bytes; at += 4096)
        *static_cast<volatile unsigned char*>(from + at) = 0;
    return true;
}

bool isImageName(const char* name)
{
    const std::size_t n = std::strlen(name);
    return n > 5 && std::strcmp(name + n - 5, ".iolt") == 0;
}

} // namespace

std::uint64_t heapForTrace(const std::string& dir, const std::atomic<bool>& stop)
{
    DIR* d = ::opendir(dir.c_str());
    if (!d)
        return 0;
    std::uint64_t bytes = 0;
    while (const dirent* e = ::readdir(d)) {
        if (stop.load(std::memory_order_relaxed))
            break;
        if (!isImageName(e->d_name))
            continue;
        const int fd = ::openat(::dirfd(d), e->d_name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
        if (fd < 0)
            continue;
        iolt_header h {};
        // A header read while its process writes it may be a count or two behind: a guess either way.
        if (::pread(fd, &h, sizeof h, 0) == ssize_t(sizeof h) && std::memcmp(h.magic, IOLT_MAGIC, 8) == 0)
            bytes += kLoaderHeapPerImage + std::uint64_t(h.files_used) * kLoaderHeapPerFile;
        ::close(fd);
    }
    ::closedir(d);
    return bytes;
}

HeapWarmer::HeapWarmer(std::string traceDir, Priority priority)
    : m_traceDir(std::move(traceDir))
{
    if (turnedOff() || strictOvercommit())
        return;
    const std::uint64_t available = memAvailable();
    if (available < kMinAvailable)
        return;
    // Every block from the main heap, where the block below lies, and its top never trimmed: else
    // the loader's large vectors would come from mappings of their own, its stacks thread's from an
    // arena of its own, and the freed block would go back to the kernel with its pages.
    ::mallopt(M_MMAP_MAX, 0);
    ::mallopt(M_ARENA_MAX, 1);
    ::mallopt(M_TRIM_THRESHOLD, -1);
    const std::uint64_t size = std::min(available / 4, kMaxBlock);
    m_block = static_cast<unsigned char*>(std::malloc(size));
    if (!m_block)
        return;
    const auto start = reinterpret_cast<std::uintptr_t>(m_block);
    const std::uintptr_t first = (start + kStep - 1) & ~std::uintptr_t(kStep - 1);
    m_first = m_block + (first - start);
    m_capacity = (size - (first - start)) & ~(kStep - 1);
    m_thread = std::thread([this, priority] { run(priority); });
}

HeapWarmer::~HeapWarmer()
{
    release();
}

void HeapWarmer::release()
{
    if (m_thread.joinable()) {
        {
            const std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_stopping = true;
        m_wake.notify_all();
        m_thread.join();
    }
    std::free(m_block); // into the heap's top, which malloc now keeps
    m_block = nullptr;
}

std::uint64_t HeapWarmer::warmedBytes() const
{
    const std::lock_guard lock(m_mutex);
    return m_warmed;
}

void HeapWarmer::run(Priority priority)
{
    if (priority == Priority::Idle) {
        const sched_param none {};
        ::sched_setscheduler(0, SCHED_IDLE, &none); // 0: this thread only
    }
    std::unique_lock lock(m_mutex);
    while (!m_stop) {
        lock.unlock();
        const auto scanStart = std::chrono::steady_clock::now();
        const std::uint64_t wanted = heapForTrace(m_traceDir, m_stopping);
        const auto scan = std::chrono::steady_clock::now() - scanStart;
        warmUpTo(std::min(m_capacity, wanted));
        // Thousands of processes' headers take a while to read: they are read less often.
        const auto rescan = std::max<std::chrono::steady_clock::duration>(kMinRescan, 20 * scan);
        lock.lock();
        m_wake.wait_for(lock, rescan, [this] { return m_stop; });
    }
}

void HeapWarmer::warmUpTo(std::uint64_t target)
{
    std::unique_lock lock(m_mutex);
    while (!m_stop && m_warmed + kStep <= target) {
        const std::uint64_t at = m_warmed;
        lock.unlock();
        const bool ok = populate(m_first + at, kStep);
        lock.lock();
        if (!ok) {
            m_capacity = at; // the kernel is short of memory: the loader will want it more
            return;
        }
        m_warmed = at + kStep;
    }
}

} // namespace iolens::trace
