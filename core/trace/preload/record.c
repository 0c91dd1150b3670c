// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Thread blocks, their slot hash and their event log; the shared overflow block. */
#include "record.h"
#include "fdstate.h"
#include "growth.h"
#include "lock.h"
#include "slottables.h"
#include "space.h"

#include <pthread.h>

#include <string.h>
#include <sys/prctl.h>

void iol_fast_flush(struct iol_tls* t, unsigned k)
{
    struct iol_fast* f = &t->fast[k];
    if (!f->fp || !f->slot)
        return;
    const uint64_t n = f->slot->count - f->count0;
    if (n) { /* the slot's bytes were added live (wrap_stdio_data.c) */
        f->slot->hist[1] += n;
        f->ev->count += (uint32_t)n;
        f->ev->bytes += n;
        struct iol_fd* fd = f->fdp;
        if (fd) {
            if (k == IOL_SIDE_READ)
                fd->rbytes += n;
            else
                fd->wbytes += n;
        }
    }
    f->count0 = f->slot->count;
}

void iol_fast_flush_all(struct iol_tls* t)
{
    iol_fast_flush(t, IOL_SIDE_READ);
    iol_fast_flush(t, IOL_SIDE_WRITE);
    iol_drops_flush(t);
}

void iol_drops_flush(struct iol_tls* t)
{
    if (t->drops_pending && iol_g.hdr) {
        __atomic_fetch_add(&iol_g.hdr->events_dropped, t->drops_pending, __ATOMIC_RELAXED);
        t->drops_pending = 0;
    }
}

static void own_slots_end(void);

/* Thread exit: the fast paths' last adds. A key destructor is the one hook libc gives. */
static pthread_key_t g_exit_key;
static pthread_once_t g_exit_once = PTHREAD_ONCE_INIT;

static void thread_exit(void* unused)
{
    (void)unused;
    iol_fast_flush_all(&iol_tls);
    iol_stacks_thread_end();
    iol_fd_thread_end();
    own_slots_end();
}

static void make_exit_key(void)
{
    pthread_key_create(&g_exit_key, thread_exit);
}

void iol_thread_attach(struct iol_tls* t)
{
    struct iolt_header* h = iol_g.hdr;
    /* Every thread its own block: the table of blocks grows by segments (growth.h). The lock is
     * held only to take the block: reserving its pages takes a while, and threads starting
     * together would wait for each other's. */
    iol_lock();
    const uint32_t index = h->threads_used;
    struct iolt_thread* th = iol_table_claim(IOLT_TABLE_THREADS, index, iol_g.block_size);
    if (th)
        __atomic_store_n(&h->threads_used, index + 1, __ATOMIC_RELEASE);
    iol_unlock();
    /* Its header, the full table's slots, its zone totals and first event reserved before anything
     * is written there (space.h); the hash's slots page by page as they are claimed
     * (slottables.h), the events as they come. A block that cannot be stays unused (readers skip
     * it), the thread untraced. */
    const uint64_t at = th ? (uint64_t)((unsigned char*)th - iol_g.base) : 0;
    struct iol_space head = { at, iol_g.slots_off + IOLT_CALL_COUNT * sizeof(struct iolt_slot), 0 };
    struct iol_space totals = { at + iol_g.totals_off, iol_g.events_off - iol_g.totals_off, 0 };
    struct iol_space block = { at + iol_g.events_off, iol_g.block_size - iol_g.events_off, 0 };
    if (!th || !iol_space_ensure(&head, head.size) || !iol_space_ensure(&totals, totals.size)
        || !iol_space_ensure(&block, sizeof(struct iolt_event))) {
        t->no_space = 1;
        return;
    }
    th->tid = (int32_t)syscall(SYS_gettid);
    th->start_ns = iol_now();
    syscall(SYS_prctl, PR_GET_NAME, th->name, 0, 0, 0);
    __atomic_store_n(&th->used, 1u, __ATOMIC_RELEASE);
    unsigned char* base = (unsigned char*)th;
    t->shared = 0;
    t->slots = (struct iolt_slot*)(base + iol_g.slots_off);
    t->totals = (struct iolt_zone_total*)(base + iol_g.totals_off);
    t->events = (struct iolt_event*)(base + iol_g.events_off);
    t->block = block;
    t->slot_last = NULL;
    t->ev_last = NULL;
    memset(t->runs, 0, sizeof t->runs);
    t->fast[IOL_SIDE_READ].fp = t->fast[IOL_SIDE_WRITE].fp = NULL;
    t->errp = &errno;
    t->th = th;
    pthread_once(&g_exit_once, make_exit_key);
    pthread_setspecific(g_exit_key, t);
}

/* Slots 0 … IOLT_CALL_COUNT-1 are the full table's: slot c collects the calls of kind c that found
 * no room (key: file 0, site 0, zone 0), so a full table loses the file, site and zone of a call
 * but never its kind (one shared slot 0 made every later call look like the first dropped one:
 * "(no file) open 100,998" for a tar's reads). Since tables grow (slottables.h) that happens only
 * when the trace file cannot.
 *
 * The slots after them are claimed in order, and found again through a hash of this thread's own,
 * in private memory (the reader takes every claimed slot, wherever it is). An open-addressed hash
 * in the file itself spread a thread's slots over the table's 86 pages: a compiler run of a build,
 * with 40 slots, reserved about 40 pages of its trace file, one new tmpfs page each (about 5 µs
 * here), where in order they take 4. Once the table is full the thread's further tables take
 * over (slottables.h). */
#define IOL_SLOT_FIRST ((uint32_t)IOLT_CALL_COUNT)
#define IOL_SLOT_OWN (IOLT_MAX_SLOTS - IOL_SLOT_FIRST) /* the block's slots claimed in order */
#define IOL_OWN_INDEX 2048u /* a power of two, at least twice IOL_SLOT_OWN: half full at most */
/* An index entry: the slot's number in the low bits, and above them the top bits of its key's
 * hash. A probe reads a slot only when the tags agree: once the block's table is full, each key of
 * the thread's further tables is first looked for here, and every probe that read a slot (344 bytes
 * apart, 350 KiB in all) missed the cache (1 % of a traced Python run opening 100,000 files). */
#define IOL_OWN_SLOT_BITS 10u
#define IOL_OWN_SLOT_MASK ((1u << IOL_OWN_SLOT_BITS) - 1)
_Static_assert(IOL_OWN_INDEX >= 2 * IOL_SLOT_OWN && IOLT_MAX_SLOTS <= (1u << IOL_OWN_SLOT_BITS),
    "the index holds every own slot, with room for a tag");

/* `th` and `base` say whose index it is: a fork child's thread gets a new block in a new file, and a
 * thread its block once; the state left from before is then dropped. */
struct own_slots {
    const struct iolt_thread* th;
    const unsigned char* base;
    uint32_t claimed; /* slots IOL_SLOT_FIRST … IOL_SLOT_FIRST + claimed - 1 are taken */
    struct iol_space space; /* the own slots' region, reserved up to the last claimed */
    uint16_t at[IOL_OWN_INDEX]; /* tag and slot number (0: empty; the full table's slots are never here) */
};
/* Mapped at the thread's first slot, not static TLS: ld.so zeroes a thread's static TLS when it
 * makes the thread, and these 4 KiB were a page fault in every traced process and thread, also in
 * those that never make a traced call (a build's `true`, a pool's idle workers). */
static __thread struct own_slots* g_own IOL_TLS_MODEL;
/* g_own once its mapping failed: the thread's slots all go to its further tables, never some of a
 * key there and later more of it here. */
#define OWN_SLOTS_NONE ((struct own_slots*)(uintptr_t)1)

static void own_slots_end(void)
{
    struct own_slots* o = g_own;
    g_own = NULL;
    if (o && o != OWN_SLOTS_NONE)
        syscall(SYS_munmap, o, sizeof *o);
}

static uint32_t slot_hash(uint64_t key, uint32_t site)
{
    uint64_t x = key ^ ((uint64_t)site * 0x9e3779b97f4a7c15ull);
    x ^= x >> 29;
    x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 32;
    return (uint32_t)x;
}

static int slot_is(const struct iolt_slot* s, uint64_t key, uint32_t site)
{
    return s->key.file == (uint32_t)key && s->key.call == (uint16_t)(key >> 32) && s->key.zone == (uint16_t)(key >> 48)
        && s->key.site == site;
}

static void slot_claim(struct iolt_slot* s, uint64_t key, uint32_t site)
{
    s->key.file = (uint32_t)key;
    s->key.call = (uint16_t)(key >> 32);
    s->key.zone = (uint16_t)(key >> 48);
    s->key.site = site;
    __atomic_store_n(&s->key.used, 1u, __ATOMIC_RELEASE);
}

/* The thread's own-slot index, reset for a new block (a fork child's); NULL without memory for it. */
static struct own_slots* own_slots_of(struct iolt_slot* slots, const struct iolt_thread* th)
{
    struct own_slots* o = g_own;
    if (IOL_UNLIKELY(!o || o == OWN_SLOTS_NONE)) {
        void* p = o ? MAP_FAILED : iol_map_index(sizeof *o);
        if (p == MAP_FAILED) {
            g_own = OWN_SLOTS_NONE;
            return NULL;
        }
        g_own = o = p;
    }
    if (o->th != th || o->base != iol_g.base) {
        memset(o, 0, sizeof *o);
        o->th = th;
        o->base = iol_g.base;
        const uint64_t first = (uint64_t)((unsigned char*)&slots[IOL_SLOT_FIRST] - iol_g.base);
        o->space = (struct iol_space) { first, (uint64_t)IOL_SLOT_OWN * sizeof(struct iolt_slot), 0 };
    }
    return o;
}

/* A slot of the thread's further tables, else (no room in the file) the call kind's slot of the
 * full table. */
static struct iolt_slot* more_or_full(struct iolt_slot* slots, struct iolt_thread* th, uint64_t key, uint32_t site)
{
    struct iolt_slot* more = iol_slot_more(th, key, site);
    if (more)
        return more;
    const uint32_t call = (uint16_t)(key >> 32);
    struct iolt_slot* full = &slots[call < IOL_SLOT_FIRST ? call : 0];
    if (!full->key.used) {
        slot_claim(full, iol_key(0, call, 0), 0);
        th->slots_used++;
    }
    return full;
}

static struct iolt_slot* find_or_claim(struct iolt_slot* slots, struct iolt_thread* th, uint64_t key, uint32_t site)
{
    struct own_slots* o = own_slots_of(slots, th);
    if (IOL_UNLIKELY(!o)) /* no index, so no own slots: the further tables hold all */
        return more_or_full(slots, th, key, site);
    const uint32_t hash = slot_hash(key, site);
    const uint16_t tag = (uint16_t)(hash >> (32 - (16 - IOL_OWN_SLOT_BITS)) << IOL_OWN_SLOT_BITS);
    uint32_t h = hash & (IOL_OWN_INDEX - 1);
    for (; o->at[h]; h = (h + 1) & (IOL_OWN_INDEX - 1)) {
        const uint32_t n = o->at[h] & IOL_OWN_SLOT_MASK;
        if ((o->at[h] & ~IOL_OWN_SLOT_MASK) == tag && slot_is(&slots[n], key, site))
            return &slots[n];
    }
    /* slots_used counts the full table's slots too, but those are taken only once no table has room. */
    if (IOL_UNLIKELY(o->claimed >= IOL_SLOT_OWN
            || !iol_space_ensure(&o->space, (uint64_t)(o->claimed + 1) * sizeof(struct iolt_slot))))
        return more_or_full(slots, th, key, site);
    const uint32_t i = IOL_SLOT_FIRST + o->claimed++;
    o->at[h] = (uint16_t)(tag | i);
    slot_claim(&slots[i], key, site);
    th->slots_used++;
    return &slots[i];
}

struct iolt_slot* iol_slot_find(struct iol_tls* t, uint64_t key, uint32_t site)
{
    return find_or_claim(t->slots, t->th, key, site);
}

void iol_event_new(struct iol_tls* t, uint64_t key, uint64_t t0, uint64_t t1, uint64_t bytes, int timed, int64_t at)
{
    struct iolt_thread* th = t->th;
    struct iolt_event* ev;
    if (!timed)
        t0 = t1 = iol_now();
    const uint64_t kept = th->events_kept;
    if (kept < iol_g.max_events && iol_space_ensure(&t->block, (kept + 1) * sizeof(struct iolt_event))) {
        ev = &t->events[kept];
    } else {
        /* The thread's own count is exact at once; the header's total, shared by every thread, is
         * brought up to date in batches (an atomic add per dropped event would make threads that
         * overflow their logs contend on one cache line). */
        ev = &t->scratch;
        th->events_dropped++;
        if (++t->drops_pending >= IOL_DROP_BATCH)
            iol_drops_flush(t);
    }
    ev->begin_ns = t0;
    ev->end_ns = t1;
    ev->bytes = bytes;
    ev->count = 1;
    ev->file = (uint32_t)key;
    ev->call = (uint16_t)(key >> 32);
    ev->zone = (uint16_t)(key >> 48);
    ev->offset1 = at >= 0 ? (uint64_t)at + 1 : 0;
    ev->stamped = 1;
    if (ev != &t->scratch) {
        __atomic_store_n(&th->events_kept, kept + 1, __ATOMIC_RELEASE);
        __atomic_fetch_add(&iol_g.hdr->events_kept, 1, __ATOMIC_RELAXED);
    }
    t->ev_last = ev;
    t->ev_key = key;
    /* Runs of the same file's other call kinds end here: a read and a write interleaved on one file
     * must stay in their order (a replay repeats the runs in the order they began), so only calls
     * on other files may come between a run's calls. And the stand-in of a dropped event now stands
     * for this key's run only. */
    for (unsigned i = 0; i < IOL_RUN_CACHE; i++)
        if (t->runs[i].ev == &t->scratch || ((uint32_t)t->runs[i].key == (uint32_t)key && t->runs[i].key != key))
            t->runs[i].ev = NULL;
    const unsigned h = iol_run_hash(key);
    t->runs[h].ev = ev;
    t->runs[h].key = key;
}

void iol_event_zone(struct iol_tls* t, uint32_t zone, uint64_t begin, uint64_t end)
{
    iol_fast_flush_all(t);
    t->fast[IOL_SIDE_READ].fp = t->fast[IOL_SIDE_WRITE].fp = NULL;
    iol_fdfast_disarm_all(t);
    if (t->shared) {
        __atomic_fetch_add(&t->th->events_dropped, 1, __ATOMIC_RELAXED);
        __atomic_fetch_add(&iol_g.hdr->events_dropped, 1, __ATOMIC_RELAXED);
        return;
    }
    iol_event_new(t, iol_key(0, IOLT_CALL_ZONE, zone), begin, end, 0, 1, IOL_AT_NONE);
    iol_event_seal(t); /* nothing merges into a zone interval */
}

static void atomic_min(uint64_t* p, uint64_t v, int first)
{
    uint64_t cur = __atomic_load_n(p, __ATOMIC_RELAXED);
    while ((first || v < cur) && !__atomic_compare_exchange_n(p, &cur, v, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
        first = 0;
}

static void atomic_max(uint64_t* p, uint64_t v)
{
    uint64_t cur = __atomic_load_n(p, __ATOMIC_RELAXED);
    while (v > cur && !__atomic_compare_exchange_n(p, &cur, v, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) { }
}

/* The overflow block: several threads, so atomic adds; no events (each call counts as dropped). */
void iol_shared_end(struct iol_tls* t, struct iol_op* op, uint64_t t1, int64_t bytes, int seq)
{
    struct iolt_slot* s = op->slot;
    __atomic_fetch_add(&s->count, 1, __ATOMIC_RELAXED);
    if (op->timed) {
        const uint64_t d = t1 - op->t0;
        const uint64_t n = __atomic_fetch_add(&s->timed, 1, __ATOMIC_RELAXED);
        __atomic_fetch_add(&s->ns, d, __ATOMIC_RELAXED);
        atomic_min(&s->min_ns, d, n == 0);
        atomic_max(&s->max_ns, d);
        __atomic_store_n(&t->th->last_ns, t1, __ATOMIC_RELAXED);
    }
    if (bytes >= 0) {
        __atomic_fetch_add(&s->bytes, (uint64_t)bytes, __ATOMIC_RELAXED);
        if (iolt_call_has_histogram((uint16_t)(op->key >> 32))) /* else a short slot may end here */
            __atomic_fetch_add(&s->hist[iolt_hist_bucket((uint64_t)bytes)], 1, __ATOMIC_RELAXED);
    } else if (bytes == IOL_ERROR) {
        __atomic_fetch_add(&s->errors, 1, __ATOMIC_RELAXED);
    }
    if (seq > 0)
        __atomic_fetch_add(&s->sequential, 1, __ATOMIC_RELAXED);
    else if (seq == 0)
        __atomic_fetch_add(&s->random, 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&t->th->events_dropped, 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&iol_g.hdr->events_dropped, 1, __ATOMIC_RELAXED);
}
