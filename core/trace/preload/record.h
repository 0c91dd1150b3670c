// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Recording one call into the calling thread's block: the hot path, inline.
 *
 * A direct call costs: the TLS block (initial-exec, one load), the call site from a per-thread
 * cache of return addresses, the slot from a last-slot cache (else an open-addressed hash), two
 * clock reads for the timed calls only (iol_clock: the TSC once calibrated), plain adds into the
 * slot and the merged event. No syscall, lock or malloc. */
#pragma once

#include "iol.h"
#include "stacks.h"

#define IOL_ALWAYS_TIMED 64u /* sampled calls: the first this many of their slot are timed, then ... */
#define IOL_SAMPLE_PERIOD 1024u /* ... stdio calls (fgetc, fputc, small fread …) 1 in this many, ... */
#define IOL_CALL_SAMPLE_PERIOD 64u /* ... the other layers' calls (read(2), send …) 1 in this many */
/* Cheap stdio calls are always sampled; the others once their slot's calls average under
 * IOL_SLOW_CALL_NS (slower ones are always timed). Two clock reads are about 16 ns: on a 150 ns
 * one-byte read(2) that alone is 10 %, while the sampled mean stays unbiased (timed says how many
 * were timed, the loader scales, header.sample_period and call_sample_period are the rates). An
 * fgetc from the buffer takes 1-2 ns, so what its clock reads measure is mostly their own cost; a
 * timed fgetc goes through the whole slow path (about 30 ns), which at 1 in 64 was half of what
 * tracing 100 million of them cost: at 1 in 1,024 it is a few percent, and 100,000 timed calls
 * still give their mean. */
#define IOL_SLOW_CALL_NS 2000u
/* The sampling period of a call kind: a constant where the call is (the wrappers pass literals). */
static inline uint64_t iol_sample_period(uint32_t call)
{
    return iolt_call_layer(call) == IOLT_LAYER_STDIO ? IOL_SAMPLE_PERIOD : IOL_CALL_SAMPLE_PERIOD;
}
#define IOL_ERROR (-1) /* "bytes" of a call that failed */
#define IOL_NODATA (-2) /* "bytes" of a successful call that moves no data (open, fsync …) */
/* The "bytes" of a call from its result r, negative on failure as for read(2) and open(2) ... */
#define IOL_B(r) ((r) < 0 ? (int64_t)IOL_ERROR : (int64_t)(r)) /* ... a data call: r bytes moved */
#define IOL_ND(r) IOL_ND_FAILED((r) < 0) /* ... a call that moves no data */
/* ... and of a call that moves no data, from whether it failed (stdio's EOF, posix_fallocate's
 * error number, a NULL FILE*). */
#define IOL_ND_FAILED(failed) ((failed) ? (int64_t)IOL_ERROR : (int64_t)IOL_NODATA)

/* Where a call began in its file (iol_op.at), for the access pattern (issue 26 §1): an offset
 * >= 0, or one of these. */
#define IOL_AT_NONE (-1) /* no offset: a socket, an open, a stat … */
/* A stdio call: it continues its stream's run; a new run's offset is the stream's position, asked
 * afterwards (stdio_common.h). */
#define IOL_AT_STREAM (-2)

struct iol_op {
    struct iolt_slot* slot;
    uint64_t key; /* file | call << 32 | zone << 48 */
    uint64_t t0;
    int64_t at; /* IOL_AT_NONE unless the wrapper says where the call began */
    int timed;
};

/* record.c */
void iol_thread_attach(struct iol_tls* t);
struct iolt_slot* iol_slot_find(struct iol_tls* t, uint64_t key, uint32_t site);
/* at: where the call began, or IOL_AT_NONE / IOL_AT_STREAM (then the event's offset is unknown). */
void iol_event_new(struct iol_tls* t, uint64_t key, uint64_t t0, uint64_t t1, uint64_t bytes, int timed, int64_t at);
void iol_event_zone(struct iol_tls* t, uint32_t zone, uint64_t begin, uint64_t end);
void iol_shared_end(struct iol_tls* t, struct iol_op* op, uint64_t t1, int64_t bytes, int seq);
/* sites.c */
uint32_t iol_site_slow(struct iol_tls* t, void* ra, unsigned bucket);
void iol_sites_fork_lock(int take); /* held across fork (see wrap_process.c) */

static inline uint64_t iol_key(uint32_t file, uint32_t call, uint32_t zone)
{
    return (uint64_t)file | (uint64_t)call << 32 | (uint64_t)zone << 48;
}

/* The run cache entry of a key: file and call kind mixed (the zone rarely differs). */
static inline unsigned iol_run_hash(uint64_t key)
{
    return (unsigned)((key * 0x9E3779B97F4A7C15ull) >> 61) & (IOL_RUN_CACHE - 1);
}

/* The latest event of key on this thread, if the run cache still has it; else NULL. */
static inline struct iolt_event* iol_event_of(const struct iol_tls* t, uint64_t key)
{
    if (t->ev_last && t->ev_key == key)
        return t->ev_last;
    const unsigned h = iol_run_hash(key);
    return t->runs[h].key == key ? t->runs[h].ev : NULL;
}

/* The latest event takes no more calls (a zone interval, an exec, a mapping's pages). */
static inline void iol_event_seal(struct iol_tls* t)
{
    if (t->ev_last)
        t->runs[iol_run_hash(t->ev_key)].ev = NULL;
    t->ev_last = NULL;
}

/* Whether a timed call beginning at t0 is close enough to ev's end to join it: calls that come
 * on average at least once per IOLT_MERGE_GAP_NS since the end was last stamped (the untimed calls
 * merged since then have no time of their own). */
static inline int iol_event_near(const struct iolt_event* ev, uint64_t t0)
{
    const uint64_t gaps = (uint64_t)(ev->count - ev->stamped) + 1;
    return t0 - ev->end_ns <= IOLT_MERGE_GAP_NS * gaps;
}

static inline uint32_t iol_zone_now(const struct iol_tls* t)
{
    const uint32_t d = t->zone_depth;
    if (IOL_LIKELY(d == 0))
        return 0;
    return t->zone_stack[(d < IOLT_ZONE_DEPTH ? d : IOLT_ZONE_DEPTH) - 1];
}

static inline unsigned iol_site_hash(const void* ra)
{
    const uintptr_t a = (uintptr_t)ra;
    return (unsigned)((a ^ (a >> 6) ^ (a >> 12)) & (IOL_SITE_CACHE - 1));
}

IOL_HOT uint32_t iol_site(struct iol_tls* t, void* ra)
{
    const unsigned h = iol_site_hash(ra);
    if (IOL_LIKELY(t->sitec[h].ra == ra)) {
        if (IOL_LIKELY(t->sitec[h].left == 0))
            return t->sitec[h].site;
        if (--t->sitec[h].left)
            return t->sitec[h].site;
    }
    return iol_site_slow(t, ra, h);
}

/* The slot of (file, call, site, zone), without timing. */
IOL_HOT void iol_op_slot(struct iol_tls* t, struct iol_op* op, uint32_t file, uint32_t call, void* ra)
{
    const uint32_t site = iol_site(t, ra);
    const uint64_t key = iol_key(file, call, iol_zone_now(t));
    struct iolt_slot* s = t->slot_last;
    if (IOL_UNLIKELY(!s || t->key_last != key || t->site_last != site)) {
        s = iol_slot_find(t, key, site);
        t->slot_last = s;
        t->key_last = key;
        t->site_last = site;
    }
    op->slot = s;
    op->key = key;
    op->at = IOL_AT_NONE;
}

/* Whether a call beginning at `at` continues the event ev (of the same key): a call without an
 * offset continues an event without one, a call with one the event's run if it begins where the
 * run ends, and a stdio call any event of its stream (its calls follow each other; a seek
 * disarms the stdio paths, so the next call starts anew). */
static inline int iol_event_continues(const struct iolt_event* ev, int64_t at)
{
    if (at == IOL_AT_STREAM)
        return 1;
    if (at < 0)
        return ev->offset1 == 0;
    return ev->offset1 != 0 && ev->offset1 - 1 + ev->bytes == (uint64_t)at;
}

/* Slot, then the start time (for a cheap call only when it is one of the sampled ones). */
IOL_HOT void iol_op_begin(struct iol_tls* t, struct iol_op* op, uint32_t file, uint32_t call, void* ra, int cheap)
{
    iol_op_slot(t, op, file, call, ra);
    const struct iolt_slot* s = op->slot;
    const uint64_t n = s->count;
    op->timed
        = n < IOL_ALWAYS_TIMED || n % iol_sample_period(call) == 0 || (!cheap && s->ns >= IOL_SLOW_CALL_NS * s->timed);
    op->t0 = op->timed ? iol_now() : 0;
}

/* bytes: moved, or IOL_ERROR, or IOL_NODATA. seq: 1 sequential, 0 random, -1 not an offset-carrying call. */
IOL_HOT void iol_op_end_at(struct iol_tls* t, struct iol_op* op, uint64_t t1, int64_t bytes, int seq)
{
    struct iolt_slot* s = op->slot;
    if (IOL_UNLIKELY(t->shared)) {
        iol_shared_end(t, op, t1, bytes, seq);
        return;
    }
    s->count++;
    if (op->timed) {
        const uint64_t d = t1 - op->t0;
        s->timed++;
        s->ns += d;
        if (s->timed == 1 || d < s->min_ns)
            s->min_ns = d;
        if (d > s->max_ns)
            s->max_ns = d;
        t->th->last_ns = t1;
    }
    uint64_t b = 0;
    if (bytes >= 0) {
        b = (uint64_t)bytes;
        s->bytes += b;
        if (IOL_LIKELY(iolt_call_has_histogram((uint16_t)(op->key >> 32)))) /* else a short slot may end here */
            s->hist[iolt_hist_bucket(b)]++;
    } else if (bytes == IOL_ERROR) {
        s->errors++;
    }
    if (seq > 0)
        s->sequential++;
    else if (seq == 0)
        s->random++;
    if (IOL_UNLIKELY(s < t->slots + IOLT_CALL_COUNT)) /* a full table's slot (record.c) */
        __atomic_fetch_add(&iol_g.hdr->slots_dropped, 1, __ATOMIC_RELAXED);
    struct iolt_event* ev = iol_event_of(t, op->key);
    if (ev && ev->count < UINT32_MAX - 2 * IOL_SAMPLE_PERIOD /* the larger period */
        && (!op->timed || iol_event_near(ev, op->t0)) && iol_event_continues(ev, op->at)) {
        ev->count++;
        ev->bytes += b;
        if (op->timed) {
            ev->end_ns = t1;
            ev->stamped = ev->count;
        }
        t->ev_last = ev;
        t->ev_key = op->key;
    } else {
        iol_event_new(t, op->key, op->t0, t1, b, op->timed, op->at);
    }
    iol_stacks_after(t, op, t1, bytes);
}

IOL_HOT void iol_op_end(struct iol_tls* t, struct iol_op* op, int64_t bytes, int seq)
{
    iol_op_end_at(t, op, op->timed ? iol_now() : 0, bytes, seq);
}

/* After a cheap stdio call: arm the fast path k for the same (FILE*, site) until the next sampled
 * call is due. Each fast path merges into its own event, so a loop interleaving fgetc and fputc
 * shows as one fgetc and one fputc interval rather than as millions of one-call events. */
static inline void iol_fast_arm(struct iol_tls* t, unsigned k, void* fp, void* ra, struct iolt_slot* s)
{
    if (t->shared)
        return;
    struct iol_fast* f = &t->fast[k];
    const uint64_t c = s->count;
    f->fp = fp;
    f->ra = ra;
    f->gen = iol_g.stdio_gen;
    f->slot = s;
    f->ev = t->ev_last;
    f->fdp = NULL;
    f->count0 = c;
    f->due = c < IOL_ALWAYS_TIMED ? c : c + (IOL_SAMPLE_PERIOD - c % IOL_SAMPLE_PERIOD) % IOL_SAMPLE_PERIOD;
}

/* Same FILE*, same site, no fclose since, and the slot's next timed call not yet due: the slot the
 * call counts in, else NULL. The count compared is the one the call adds to, so the test costs no
 * store of its own, and the caller keeps the slot in a register (stores into the FILE between the
 * test and the count could alias the thread block as far as the compiler knows). */
static inline struct iolt_slot* iol_fast_ok(const struct iol_tls* t, unsigned k, void* fp, void* ra)
{
    const struct iol_fast* f = &t->fast[k];
    struct iolt_slot* s = f->slot;
    return f->fp == fp && f->ra == ra && f->gen == iol_g.stdio_gen && s->count < f->due ? s : NULL;
}

/* The fast path counts each call and its byte live (slot count and bytes) and adds its histogram,
 * event and session counts here, in one go: at the next call that leaves the fast path, at fclose,
 * at a zone change, fork, exec, exit and thread exit. A crash loses those few adds (at most a
 * sampling period, 1,024 one-byte calls' histogram entries, per thread), never the calls' count
 * nor their bytes, which therefore always agree. */
void iol_fast_flush(struct iol_tls* t, unsigned k); /* record.c */
void iol_fast_flush_all(struct iol_tls* t); /* and the pending dropped-event count */
void iol_drops_flush(struct iol_tls* t);
#define IOL_DROP_BATCH 256u

/* One more call in the fast path k: bytes moved (0 at end of file). */
static inline void iol_fast_count(struct iol_tls* t, unsigned k, uint64_t bytes)
{
    struct iol_fast* f = &t->fast[k];
    struct iolt_slot* s = f->slot;
    struct iolt_event* ev = f->ev;
    s->count++;
    s->bytes += bytes;
    s->hist[iolt_hist_bucket(bytes)]++;
    ev->count++;
    ev->bytes += bytes;
}
