// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The ptrace tracer's io_uring calls (uringrings.h): setup and register kept for the rings' layout
// and registered files, enter's pending requests read at its entry and recorded at its exit, as
// many as the kernel took, under the calls they stand for. The enter's time is shared among them,
// as under the preload, so that the time line places them and their sum is the submitting time.
// The completion queue is read at every enter's entry and exit: a completion corrects its
// request's record to the size done (or a failure), as the preload does.
#include "core/trace/ptrace/ptracetracer.h"

#include "core/trace/format/iolt.h"
#include "core/trace/format/iolt_uring.h"
#include "core/trace/ptrace/fdtable.h"
#include "core/trace/ptrace/ioltwriter.h"
#include "core/trace/ptrace/monotonic.h"
#include "core/trace/ptrace/tracees.h"

#include <algorithm>

#include <sys/syscall.h>

namespace iolens::trace::ptrace {

void PtraceTracer::onUringEntry(Tracee& t, long number)
{
    if (number != SYS_io_uring_enter)
        return;
    Process& p = *t.proc;
    const UringRings::Pending got
        = p.rings.pending(p.pid, t.tid, int(t.args[0]), unsigned(t.args[1]), unsigned(t.args[3]), t.uring);
    // What the program may have reaped since the last look (after pending(), which finds a new
    // ring's mappings: its completion queue is known from this first enter on).
    onUringCompletions(t, monotonicNs());
    if (got == UringRings::Pending::Unseen)
        p.writer->addToHeader(&iolt_header::uring_rings_unseen, 1);
    // The requests' files are looked up now, while their fds are surely open (a CLOSE among them
    // closes one before the exit stop).
    for (const UringRequest& q : t.uring)
        if (q.recorded && q.fd >= 0)
            p.fds->get(p.pid, q.fd);
}

void PtraceTracer::onUringExit(Tracee& t, long number, long result, std::uint64_t t1)
{
    Process& p = *t.proc;
    IoltWriter& w = *p.writer;
    const bool failed = result < 0;
    if (number == SYS_io_uring_setup) {
        if (!failed && p.rings.setUp(t.tid, int(result), t.args[1]))
            w.addToHeader(&iolt_header::uring_sqpoll_rings, 1);
        return;
    }
    if (number == SYS_io_uring_register) {
        if (!failed)
            p.rings.registered(t.tid, int(t.args[0]), unsigned(t.args[1]), t.args[2], unsigned(t.args[3]));
        return;
    }
    // io_uring_enter: the result is how many requests the kernel took, from the queue's head on.
    const std::size_t taken = failed ? 0 : std::min(t.uring.size(), std::size_t(result));
    if (taken > 0)
        recordUringRequests(t, taken, t1);
    onUringCompletions(t, t1); // what came meanwhile, all of it when the call waited
}

void PtraceTracer::recordUringRequests(Tracee& t, std::size_t taken, std::uint64_t t1)
{
    Process& p = *t.proc;
    IoltWriter& w = *p.writer;
    const int block = blockOf(t, w);
    const std::uint64_t d = t1 > t.t0 ? t1 - t.t0 : 0;
    std::uint64_t recorded = 0, other = 0, unresolved = 0, rc = 0, rb = 0, wc = 0, wb = 0, tracked = 0;
    for (std::size_t i = 0; i < taken; ++i) {
        const UringRequest& q = t.uring[i];
        if (!q.recorded) {
            ++other;
            continue;
        }
        std::uint32_t file = 0;
        FdEntry* f = nullptr;
        if (q.unresolved) {
            ++unresolved;
            file = w.file(IOLT_KIND_OTHER, "(io_uring registered file, not resolved)", 0, 0);
        } else if (!q.path.empty()) {
            const FdFile opened = pathFile(q.path, true);
            file = w.file(opened.kind, opened.path, opened.dev, opened.ino);
            if (iolt_file* entry = w.fileEntry(file))
                ++entry->opens;
        } else if (q.fd >= 0) {
            f = p.fds->get(p.pid, q.fd);
            file = f ? fileIndex(w, *f) : 0;
        }
        int seq = -1;
        const bool reads = iolt_call_reads(q.call), writes = iolt_call_writes(q.call);
        if (q.bytes >= 0 && (reads || writes)) {
            if (f)
                seq = reads ? FdTable::readDone(*f, q.offset, q.bytes, w) : FdTable::writeDone(*f, q.offset, q.bytes);
            (reads ? rc : wc) += 1;
            (reads ? rb : wb) += std::uint64_t(q.bytes);
        }
        w.record(block, file, q.call, t.site, t.t0 + d * i / taken, t.t0 + d * (i + 1) / taken, q.bytes, seq);
        if (p.rings.track(int(t.args[0]), unsigned(t.args[3]), q, { block, file, q.call, t.site, q.bytes, t.t0 }))
            ++tracked;
        if (q.closes) {
            p.fds->closing(q.fd, &w);
            p.rings.closed(q.fd);
        }
        ++recorded;
        ++m_recorded;
    }
    w.addToHeader(&iolt_header::uring_requests, recorded);
    w.addToHeader(&iolt_header::uring_other, other);
    w.addToHeader(&iolt_header::uring_fixed_unresolved, unresolved);
    w.addToHeader(&iolt_header::uring_read_calls, rc);
    w.addToHeader(&iolt_header::uring_read_bytes, rb);
    w.addToHeader(&iolt_header::uring_write_calls, wc);
    w.addToHeader(&iolt_header::uring_write_bytes, wb);
    w.addToHeader(&iolt_header::uring_tracked, tracked);
}

void PtraceTracer::onUringCompletions(Tracee& t, std::uint64_t nowNs, bool everyRing)
{
    Process& p = *t.proc;
    if (!p.writer)
        return;
    IoltWriter& w = *p.writer;
    std::uint64_t lost = 0;
    const std::vector<UringCompletion> done = everyRing
        ? p.rings.allCompletions(t.tid, lost)
        : p.rings.completions(t.tid, int(t.args[0]), unsigned(t.args[3]), lost);
    w.addToHeader(&iolt_header::uring_lost, lost);
    for (const UringCompletion& c : done) {
        const UringInFlight& q = c.request;
        const std::uint64_t waited = nowNs > q.submittedNs ? nowNs - q.submittedNs : 0;
        w.addToHeader(&iolt_header::uring_completed, 1);
        w.addToHeader(&iolt_header::uring_wait_ns, waited);
        w.raiseHeader(&iolt_header::uring_wait_max_ns, waited);
        const iolt_uring_result r = iolt_uring_result_of(q.asked, c.result);
        if (r.failed)
            w.addToHeader(&iolt_header::uring_failed, 1);
        w.correctResult(q.block, q.file, q.call, q.site, r);
        const bool reads = iolt_call_reads(q.call), writes = iolt_call_writes(q.call);
        if (!reads && !writes)
            continue;
        if (r.short_transfer)
            w.addToHeader(&iolt_header::uring_short, 1);
        // The header's totals, which unseen I/O leaves out, are the bytes done too.
        w.addToHeader(reads ? &iolt_header::uring_read_bytes : &iolt_header::uring_write_bytes, r.bytes);
    }
}

} // namespace iolens::trace::ptrace
