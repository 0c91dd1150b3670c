// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/launch/zombiecounts.h"

#include "core/trace/ptrace/monotonic.h"
#include "core/trace/ptrace/tracememory.h"

#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace iolens::trace {

namespace {

std::string imagePath(const std::string& dir, pid_t pid, unsigned generation)
{
    return dir + "/p" + std::to_string(pid) + "." + std::to_string(generation) + ".iolt";
}

// The header of pid's last trace file in dir (the highest generation: each exec adds one), mapped
// for writing, when it is pid's and has not ended (state running); null otherwise, or when the file
// is shorter than a header (a store past its end would raise SIGBUS here).
iolt_header* mapRunningLastHeader(const std::string& dir, pid_t pid)
{
    int fd = -1;
    for (unsigned generation = 0;; ++generation) {
        const int next = ::open(imagePath(dir, pid, generation).c_str(), O_RDWR | O_CLOEXEC);
        if (next < 0)
            break;
        if (fd >= 0)
            ::close(fd);
        fd = next;
    }
    if (fd < 0)
        return nullptr;
    struct stat st { };
    void* map = MAP_FAILED;
    if (::fstat(fd, &st) == 0 && st.st_size >= off_t(IOLT_HEADER_SIZE))
        map = ::mmap(nullptr, IOLT_HEADER_SIZE, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    ::close(fd);
    if (map == MAP_FAILED)
        return nullptr;
    auto* h = static_cast<iolt_header*>(map);
    if (std::memcmp(h->magic, IOLT_MAGIC, 8) == 0 && h->pid == pid
        && __atomic_load_n(&h->state, __ATOMIC_ACQUIRE) == IOLT_STATE_RUNNING)
        return h;
    ::munmap(map, IOLT_HEADER_SIZE);
    return nullptr;
}

// counts into the header's end blocks (a block already there is kept), each block's valid flag
// last (release): a live reader takes a block only once it is whole.
void storeEndCounts(iolt_header* h, const ZombieCounts& counts)
{
    if (counts.io.valid && !__atomic_load_n(&h->kernel_end.valid, __ATOMIC_ACQUIRE)) {
        iolt_kernel_io io = counts.io;
        io.valid = 0;
        h->kernel_end = io;
        __atomic_store_n(&h->kernel_end.valid, 1u, __ATOMIC_RELEASE);
    }
    if (counts.faults.valid && !__atomic_load_n(&h->faults_end.valid, __ATOMIC_ACQUIRE)) {
        h->faults_end.minor = counts.faults.minor;
        h->faults_end.major = counts.faults.major;
        __atomic_store_n(&h->faults_end.valid, 1u, __ATOMIC_RELEASE);
    }
}

} // namespace

std::optional<ZombieCounts> endedChildCounts(idtype_t idtype, id_t id)
{
    siginfo_t info {};
    if (::waitid(idtype, id, &info, WEXITED | WNOHANG | WNOWAIT) != 0 || info.si_pid <= 0)
        return std::nullopt;
    ZombieCounts z;
    z.pid = info.si_pid;
    if (const std::string io = ptrace::readProcFile(z.pid, "io"); !io.empty())
        iolt_parse_kernel_io(io.c_str(), &z.io);
    z.faults = ptrace::readFaults(z.pid);
    z.seenNs = ptrace::monotonicNs();
    return z;
}

void tellEndedRecord(const std::string& dir, const ZombieCounts& counts, int status) noexcept
{
    if (counts.pid <= 0)
        return;
    if (iolt_header* h = mapRunningLastHeader(dir, counts.pid)) {
        if (__atomic_load_n(&h->reaped_by, __ATOMIC_ACQUIRE) == 0) {
            storeEndCounts(h, counts);
            // Its end, at the latest: else its wall time is its last traced call's (none: 0 ms).
            if (__atomic_load_n(&h->end_ns, __ATOMIC_ACQUIRE) == 0 && counts.seenNs > h->start_ns)
                __atomic_store_n(&h->end_ns, counts.seenNs - h->start_ns, __ATOMIC_RELEASE);
            h->reaped_status = status; // as the preload's wait wrappers tell (wrap_wait.c)
            __atomic_store_n(&h->reaped_by, std::int32_t(::getpid()), __ATOMIC_RELEASE);
        }
        ::munmap(h, IOLT_HEADER_SIZE);
    }
}

void finishBegunRecord(const std::string& dir, const ZombieCounts& counts, int status) noexcept
{
    if (counts.pid <= 0)
        return;
    iolt_header* h = mapRunningLastHeader(dir, counts.pid);
    if (!h)
        return;
    // End counts already there (a parent that told them) are kept.
    if (h->generation > 0 && (__atomic_load_n(&h->flags, __ATOMIC_ACQUIRE) & IOLT_FLAG_TOLD_BY_PARENT)
        && __atomic_load_n(&h->reaped_by, __ATOMIC_ACQUIRE) == 0) {
        const std::uint64_t now = ptrace::monotonicNs();
        h->end_ns = now > h->start_ns ? now - h->start_ns : 0;
        storeEndCounts(h, counts);
        if (WIFEXITED(status)) {
            h->exit_status = WEXITSTATUS(status);
            __atomic_store_n(&h->state, std::int32_t(IOLT_STATE_EXITED), __ATOMIC_RELEASE);
        } else {
            h->reaped_status = status; // as the preload's wait wrappers tell a killed child
            __atomic_store_n(&h->reaped_by, std::int32_t(::getpid()), __ATOMIC_RELEASE);
        }
    }
    ::munmap(h, IOLT_HEADER_SIZE);
}

} // namespace iolens::trace
