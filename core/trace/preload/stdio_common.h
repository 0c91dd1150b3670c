// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* What the stdio wrappers share: FILE* → fd through a per-thread cache, and the cheap-call path.
 *
 * glibc refills and flushes a FILE's buffer through internal read/write calls that no preload
 * sees, so stdio calls are recorded as themselves (fgetc, fwrite …) on the FILE's file, and the
 * kernel's own counts come from /proc/self/io. */
#pragma once

#include "exitflush.h"
#include "wrap.h"

#include <stdio.h>

static inline int iol_fp_fd(struct iol_tls* t, FILE* fp)
{
    const unsigned h = (unsigned)(((uintptr_t)fp >> 4) & (IOL_FP_CACHE - 1));
    if (IOL_LIKELY(t->fpc[h].fp == fp && t->fpc[h].gen == iol_g.stdio_gen))
        return t->fpc[h].fd;
    if (IOL_UNLIKELY(!iol_exit_flush_ready))
        iol_exit_flush_prepare(); /* the process's first stdio call (exitflush.h) */
    const int e = errno; /* fileno sets EBADF for a stream without a file */
    const int fd = fp ? fileno(fp) : -1;
    errno = e;
    t->fpc[h].fp = fp;
    t->fpc[h].fd = fd;
    t->fpc[h].gen = iol_g.stdio_gen;
    return fd;
}

/* A stream on memory (fmemopen, open_memstream, fopencookie: no fd) passes through: its calls
 * move no data to or from a file, and counted they were a "(no file)" row of formatting. */
static inline int iol_enter_fp(struct iol_ctx* c, FILE* fp, uint32_t call, void* ra, int cheap)
{
    struct iol_tls* t = &iol_tls;
    const int fd = iol_active(t) && fp ? iol_fp_fd(t, fp) : -1;
    if (fd < 0) {
        c->t = t;
        return 0;
    }
    return iol_enter_fd(c, fd, call, ra, cheap);
}

/* iol_leave for a call that moved data through a stream: its run is the stream's (IOL_AT_STREAM),
 * and a call that began a new run is placed at the stream's position now less what it moved. The
 * position is asked (ftello, which may make an lseek(2) of its own that the program does not see)
 * only for a new run of a file with offsets, so a loop of fgetc asks once per run, not per call;
 * not once the time line is full (the stand-in event), nor while another thread holds the stream
 * (then the run's offset stays unknown). */
static inline void iol_stream_leave(struct iol_ctx* c, FILE* fp, int64_t bytes)
{
    struct iol_tls* t = c->t;
    c->op.at = IOL_AT_STREAM;
    int* errp = t->errp;
    const int e = *errp;
    iol_op_end(t, &c->op, bytes, -1);
    struct iolt_event* ev = t->ev_last;
    /* Only with the stream's lock free or the caller's own (it is recursive): another thread that
     * holds it may be waiting for a lock this thread holds, and the program would hang on us. */
    if (ev && ev != &t->scratch && ev->count == 1 && c->f && iol_fd_offset_kind(c->f) && ftrylockfile(fp) == 0) {
        IOL_REAL(real_ftello, ftello);
        const int64_t moved = bytes > 0 ? bytes : 0;
        const int64_t now = (int64_t)real_ftello(fp);
        funlockfile(fp);
        if (now >= moved)
            ev->offset1 = (uint64_t)(now - moved) + 1;
    }
    *errp = e;
    t->guard = 0;
}

/* The stream moved (fseek, fsetpos, rewind): the cheap paths' runs end here, so that the next
 * call begins a run at the new position rather than merging into the old one. */
static inline void iol_stream_moved(struct iol_tls* t)
{
    iol_fast_flush(t, IOL_SIDE_READ);
    iol_fast_flush(t, IOL_SIDE_WRITE);
    t->fast[IOL_SIDE_READ].fp = t->fast[IOL_SIDE_WRITE].fp = NULL;
}

/* FILE* streams changed (fclose, freopen): every thread's FILE* caches are stale. */
static inline void iol_stdio_changed(void)
{
    __atomic_fetch_add(&iol_g.stdio_gen, 1, __ATOMIC_RELEASE);
}

/* Before a sampled cheap call's iol_leave: merge into the fast path's own event. */
static inline void iol_cheap_merge(struct iol_ctx* c, unsigned k)
{
    struct iol_fast* f = &c->t->fast[k];
    if (f->fp && f->slot == c->op.slot && f->ev) {
        c->t->ev_last = f->ev;
        c->t->ev_key = c->op.key;
    }
}

/* After a cheap call's iol_leave: arm the fast path k. */
static inline void iol_cheap_arm(struct iol_ctx* c, unsigned k, FILE* fp, void* ra)
{
    if (c->op.slot->count >= IOL_ALWAYS_TIMED) {
        static struct iol_fd nowhere; /* the fast path adds session bytes without a test */
        iol_fast_arm(c->t, k, fp, ra, c->op.slot);
        c->t->fast[k].fdp = c->f ? c->f : &nowhere;
    }
}
