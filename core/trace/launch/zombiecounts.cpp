// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/launch/zombiecounts.h"

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

} // namespace

std::optional<ZombieCounts> killedChildCounts(idtype_t idtype, id_t id)
{
    siginfo_t info {};
    if (::waitid(idtype, id, &info, WEXITED | WNOHANG | WNOWAIT) != 0 || info.si_pid <= 0
        || (info.si_code != CLD_KILLED && info.si_code != CLD_DUMPED))
        return std::nullopt;
    ZombieCounts z;
    z.pid = info.si_pid;
    if (const std::string io = ptrace::readProcFile(z.pid, "io"); !io.empty())
        iolt_parse_kernel_io(io.c_str(), &z.io);
    z.faults = ptrace::readFaults(z.pid);
    return z;
}

void storeZombieCounts(const std::string& dir, const ZombieCounts& counts) noexcept
{
    if (counts.pid <= 0 || (!counts.io.valid && !counts.faults.valid))
        return;
    // The last generation: each exec of the process adds one.
    int fd = -1;
    for (unsigned generation = 0;; ++generation) {
        const int next = ::open(imagePath(dir, counts.pid, generation).c_str(), O_RDWR | O_CLOEXEC);
        if (next < 0)
            break;
        if (fd >= 0)
            ::close(fd);
        fd = next;
    }
    if (fd < 0)
        return;
    struct stat st { };
    void* map = MAP_FAILED;
    // A file the signal cut short before its header was whole is left alone (a store past its end
    // would raise SIGBUS here).
    if (::fstat(fd, &st) == 0 && st.st_size >= off_t(IOLT_HEADER_SIZE))
        map = ::mmap(nullptr, IOLT_HEADER_SIZE, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    ::close(fd);
    if (map == MAP_FAILED)
        return;
    auto* h = static_cast<iolt_header*>(map);
    if (std::memcmp(h->magic, IOLT_MAGIC, 8) == 0 && h->pid == counts.pid
        && __atomic_load_n(&h->state, __ATOMIC_ACQUIRE) == IOLT_STATE_RUNNING
        && !__atomic_load_n(&h->kernel_end.valid, __ATOMIC_ACQUIRE)) {
        // Each block's valid flag last (release): a live reader takes a block only once it is whole.
        if (counts.io.valid) {
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
    ::munmap(map, IOLT_HEADER_SIZE);
}

} // namespace iolens::trace
