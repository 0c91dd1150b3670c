// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The fast path of read(2) and write(2): a loop of small calls on one fd from one call site.
 *
 * The general path (wrap.h, record.h) finds the call's site, key, slot and event, decides whether
 * to time it, and saves errno twice: about 40 ns on this machine's 600 ns one-byte read, against
 * 20 ns for a bare interposed call. Between two timed calls of a slot (1 in 64) this path skips
 * all of that: the slot and key of the previous call are kept per thread and direction, and an
 * untimed call adds to that slot, to its key's latest event and to the fd's offsets, with no
 * clock, lock, errno save or call of its own.
 *
 * It records exactly what the general path would: it is taken only while every input of the
 * general path's decisions is unchanged, i.e. the same fd with the same file, the same direct call
 * site (sites inside runtime libraries are re-walked and stay on the general path), the same zone
 * (a zone change disarms it), the slot's next timed call not yet due, its calls averaging under
 * IOL_SLOW_CALL_NS, the event it merges into still the key's latest (so events merge as they
 * would, also into the stand-in of a full event log; a loop alternating two fds keeps both fast),
 * and the fd's session past its first call (no flag of the fd left to change). */
#pragma once

#include "wrap.h"

/* The fd flags a call may take the fast path with: its first call of the session was recorded
 * (which sets them), no unknown offset pending, for reads no send waiting for its exchange. */
static inline int iol_fdfast_flags_ok(unsigned k, uint8_t flags)
{
    return k == IOL_SIDE_READ ? (flags & (IOL_FD_READ | IOL_FD_SENT | IOL_FD_NOPOS)) == IOL_FD_READ
                              : (flags & (IOL_FD_WROTE | IOL_FD_NOPOS)) == IOL_FD_WROTE;
}

/* The slot to count a fast call of (fd, ra) in, else NULL (take the general path). With a slot
 * the call is entered: the guard is set, as the general path sets it from before the real call to
 * after its accounting, so that the calls of a signal handler meanwhile pass through untraced (and
 * cannot re-arm this path under it); iol_fdfast_done clears it. */
static inline struct iolt_slot* iol_fdfast_ok(struct iol_tls* t, unsigned k, int fd, void* ra)
{
    const struct iol_fdfast* q = &t->fdfast[k];
    if (q->fd1 != fd + 1 || q->ra != ra || t->guard)
        return NULL;
    const struct iol_fd* f = q->fdp;
    struct iolt_slot* s = q->slot;
    const struct iolt_event* ev = q->ev;
    if (f->state != IOL_FD_KNOWN || f->file != q->file || !iol_fdfast_flags_ok(k, f->flags) || s->count >= q->due
        || t->runs[iol_run_hash(q->key)].ev != ev || ev->count >= UINT32_MAX - 2 * IOL_SAMPLE_PERIOD)
        return NULL;
    t->guard = 1;
    return s;
}

/* The fast call returned r: what iol_leave and iol_fd_read_done/write_done add for an untimed call. */
static inline void iol_fdfast_done(struct iol_tls* t, unsigned k, struct iolt_slot* s, ssize_t r)
{
    struct iol_fdfast* q = &t->fdfast[k];
    struct iolt_event* ev = q->ev; /* the event this call merges into (iol_fdfast_ok) */
    s->count++;
    if (IOL_UNLIKELY(r < 0)) {
        ev->count++;
        s->errors++;
        t->guard = 0;
        return;
    }
    struct iol_fd* f = q->fdp;
    const uint64_t b = (uint64_t)r;
    uint64_t start;
    const int seq = iol_fd_advance(f, -1, r, &start);
    /* The run goes on unless the fd's position moved under it (another thread's call on the same
     * fd): then this call begins a run of its own, as on the general path. */
    if (IOL_LIKELY(seq < 0 || iol_event_continues(ev, (int64_t)start))) {
        ev->count++;
    } else {
        iol_event_new(t, q->key, 0, 0, 0, 0, (int64_t)start);
        ev = q->ev = t->ev_last;
    }
    if (k == IOL_SIDE_READ)
        f->rbytes += b;
    else
        f->wbytes += b;
    s->bytes += b;
    s->hist[iolt_hist_bucket(b)]++;
    ev->bytes += b;
    if (seq > 0)
        s->sequential++;
    else if (seq == 0)
        s->random++;
    t->guard = 0;
}

/* After a call on the general path (c entered, left): arm the fast path for the calls after it
 * when they may take it (see the top of this file), else disarm it. */
static inline void iol_fdfast_arm(const struct iol_ctx* c, unsigned k, int fd, void* ra)
{
    struct iol_tls* t = c->t;
    struct iol_fdfast* q = &t->fdfast[k];
    q->fd1 = 0;
    struct iol_fd* f = c->f;
    struct iolt_slot* s = c->op.slot;
    if (!f || !f->file || f->kind == IOLT_KIND_SOCKET || t->shared || s == t->slots || !t->ev_last
        || t->ev_key != c->op.key || !iol_fdfast_flags_ok(k, f->flags))
        return;
    const unsigned h = iol_site_hash(ra);
    if (t->sitec[h].ra != ra || t->sitec[h].left != 0)
        return;
    const uint64_t n = s->count;
    const uint64_t period = IOL_CALL_SAMPLE_PERIOD;
    if (n < IOL_ALWAYS_TIMED || n % period == 0 || s->ns >= IOL_SLOW_CALL_NS * s->timed)
        return;
    q->file = f->file;
    q->ra = ra;
    q->fdp = f;
    q->slot = s;
    q->key = c->op.key;
    q->ev = t->ev_last;
    q->due = n + (period - n % period);
    q->fd1 = fd + 1;
}
