// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The ptrace tracer's mapped files (filemappings.h): mmap of a regular file remembered, its pages
// counted at the entry of the call that takes the mapping away (munmap, MAP_FIXED, mremap's cut,
// exit_group, execve), while they are still mapped.
#include "core/trace/ptrace/monotonic.h"
#include "core/trace/ptrace/ptracetracer.h"

#include "core/trace/format/iolt.h"
#include "core/trace/ptrace/fdtable.h"
#include "core/trace/ptrace/filemappings.h"
#include "core/trace/ptrace/ioltwriter.h"
#include "core/trace/ptrace/tracees.h"

#include <ctime>

#include <sys/mman.h>
#include <sys/syscall.h>

namespace iolens::trace::ptrace {

int PtraceTracer::blockOf(Tracee& t, IoltWriter& w)
{
    if (t.blockWriter != &w) {
        t.block = w.thread(t.tid, readTaskComm(t.proc->pid, t.tid));
        t.blockWriter = &w;
    }
    return t.block;
}

void PtraceTracer::measureMappings(Tracee& t, const std::vector<FileMapping>& pieces)
{
    if (pieces.empty())
        return;
    IoltWriter& w = *t.proc->writer;
    const std::uint64_t now = monotonicNs();
    for (const FileMapping& m : pieces) {
        std::uint64_t pages = 0, fromDisk = 0;
        if (!pagesMapped(t.proc->pid, t.tid, m, pages, fromDisk)) {
            w.addToHeader(&iolt_header::maps_unmeasured, 1);
            continue;
        }
        w.addToHeader(&iolt_header::maps_measured, 1);
        if (m.cached)
            w.addToHeader(&iolt_header::maps_cache_seen, 1);
        w.recordPages(blockOf(t, w), m.file, m.site, m.mappedNs, now, pages, pageSize());
        w.recordPages(blockOf(t, w), m.file, m.site, m.mappedNs, now, fromDisk, pageSize(), IOLT_CALL_PAGES_FROM_DISK);
    }
}

void PtraceTracer::onMapEntry(Tracee& t, long number)
{
    Process& p = *t.proc;
    t.mapFile = 0;
    switch (number) {
    case SYS_mmap:
        if (int(t.args[4]) >= 0)
            p.fds->get(p.pid, int(t.args[4])); // resolved while it is surely open
        if (t.args[3] & MAP_FIXED) { // replaces whatever was mapped there
            const std::vector<FileMapping> pieces = p.maps.take(t.args[0], t.args[1]);
            if (!pieces.empty())
                t.mapFile = pieces.front().file;
            measureMappings(t, pieces);
        }
        break;
    case SYS_munmap: {
        const std::vector<FileMapping> pieces = p.maps.take(t.args[0], t.args[1]);
        if (!pieces.empty())
            t.mapFile = pieces.front().file;
        measureMappings(t, pieces);
        break;
    }
    case SYS_mremap:
        if (t.args[2] < t.args[1]) // shrinks: the cut part goes
            measureMappings(t, p.maps.take(t.args[0] + t.args[2], t.args[1] - t.args[2]));
        if (t.args[3] & MREMAP_FIXED) // moved onto args[4], replacing what was there
            measureMappings(t, p.maps.take(t.args[4], t.args[2]));
        break;
    default: // exit_group, execve, execveat: the image's memory goes with it, and its page faults end
        measureMappings(t, p.maps.takeAll());
        p.writer->setFaults(true, readFaults(p.pid));
        onUringCompletions(t, monotonicNs(), true); // reaped without a last io_uring_enter
        break;
    }
}

void PtraceTracer::onMapExit(Tracee& t, long number, long result, std::uint64_t t1)
{
    Process& p = *t.proc;
    IoltWriter& w = *p.writer;
    const bool failed = result < 0 && result > -4096;
    switch (number) {
    case SYS_mmap: {
        const std::int64_t bytes = failed ? IoltWriter::kError : std::int64_t(t.args[1]);
        FdEntry* f = int(t.args[4]) >= 0 && !(t.args[3] & MAP_ANONYMOUS) ? p.fds->get(p.pid, int(t.args[4])) : nullptr;
        if (!f) { // anonymous memory: a call only where it replaced a file's mapping, on that file
            if (t.mapFile != 0) {
                w.record(blockOf(t, w), t.mapFile, IOLT_CALL_MMAP, t.site, t.t0, t1, bytes, -1);
                ++m_recorded;
            }
            return;
        }
        const std::uint32_t file = fileIndex(w, *f);
        w.record(blockOf(t, w), file, IOLT_CALL_MMAP, t.site, t.t0, t1, bytes, -1);
        ++m_recorded;
        if (!failed && f->file.kind == IOLT_KIND_REGULAR) {
            const std::uint64_t ps = pageSize();
            // What was in the page cache as it was mapped, looked at before the program resumes.
            p.maps.added({ std::uint64_t(result), std::uint64_t(result) + (t.args[1] + ps - 1) / ps * ps, file, t.site,
                t1, std::uint64_t(result), cachedPages(p.pid, int(t.args[4]), t.args[5], t.args[1]) });
        }
        return;
    }
    case SYS_munmap:
        if (t.mapFile != 0) { // a file's mapping; anonymous memory is no I/O
            w.record(blockOf(t, w), t.mapFile, IOLT_CALL_MUNMAP, t.site, t.t0, t1,
                failed ? IoltWriter::kError : std::int64_t(t.args[1]), -1);
            ++m_recorded;
        }
        return;
    case SYS_mremap:
        if (!failed)
            p.maps.moved(t.args[0], t.args[1], std::uint64_t(result), t.args[2]);
        return;
    default:
        return;
    }
}

} // namespace iolens::trace::ptrace
