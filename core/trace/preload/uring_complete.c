// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* io_uring completions: what a submitted request did. uring_decode.c records each request when it
 * is submitted, with the size asked for; the kernel posts the result later in the ring's
 * completion queue, which the program reaps with inline code no wrapper sees. So every request
 * whose ring's queue is known is remembered here by (ring, user_data), and the queue is read
 * behind the program's back whenever it enters, submits or waits through a call iolens wraps:
 * entries between the last one read here and the kernel's tail. The kernel only overwrites an
 * entry the program has reaped once the queue wraps around, so entries are read from the oldest
 * not yet seen, and one overwritten while it was copied is counted lost, not misread.
 *
 * A completion found corrects its request's slot: bytes done instead of bytes asked, and a failure
 * as the slot's error. A slot is written by its own thread only, so a completion seen on another
 * thread leaves the size asked (and is counted). The time from submission to the moment the
 * completion was seen is summed in the header: an upper bound of the request's time in the
 * kernel, as close as the program's own calls into the ring come. */
#include "uring.h"

#include "iolt_uring.h"
#include "lock.h"

#include <sys/mman.h>

#define IOL_INFLIGHT (1u << 15) /* requests in flight at once; beyond, not tracked */
#define IOL_CQ_RINGS 16u

struct inflight {
    uint64_t user_data;
    uint64_t key; /* the slot's key and site, on the owner's block */
    uint64_t t0; /* submission */
    int64_t asked; /* IOL_NODATA for calls that move none */
    const struct iol_tls* owner; /* the thread that recorded it */
    struct iolt_header* hdr; /* the trace file it was recorded in (a fork child has its own) */
    uint32_t site;
    int32_t ring; /* ring fd + 1; 0: a free entry */
    uint32_t call;
    uint32_t pad;
};

/* How far each ring's completion queue has been read: the kernel's index of the next entry. */
struct seen {
    int fd; /* -1: free */
    unsigned next;
    unsigned inflight; /* its entries in the table */
};

static struct inflight* g_table; /* IOL_INFLIGHT entries, mapped at the first tracked request */
static unsigned g_used;
static struct seen g_seen[IOL_CQ_RINGS];
static int g_seen_ready;
static uint32_t g_lock;

static unsigned slot_of(int ring_fd, uint64_t user_data)
{
    const uint64_t h = (user_data ^ ((uint64_t)(uint32_t)ring_fd << 40)) * 0x9E3779B97F4A7C15ull;
    return (unsigned)(h >> 49) & (IOL_INFLIGHT - 1);
}

static struct seen* seen_of(int fd, int add)
{
    if (!g_seen_ready) {
        for (unsigned i = 0; i < IOL_CQ_RINGS; ++i)
            g_seen[i].fd = -1;
        g_seen_ready = 1;
    }
    struct seen* free_one = NULL;
    for (unsigned i = 0; i < IOL_CQ_RINGS; ++i) {
        if (g_seen[i].fd == fd)
            return &g_seen[i];
        if (g_seen[i].fd < 0 && !free_one)
            free_one = &g_seen[i];
    }
    if (!add || !free_one)
        return NULL;
    free_one->fd = fd;
    free_one->next = 0;
    free_one->inflight = 0;
    return free_one;
}

/* Linear probing; a removed entry's followers move back into the gap (no tombstones, so a ring
 * that keeps the table busy never fills it with dead entries). */
static void remove_at(unsigned i)
{
    g_table[i].ring = 0;
    --g_used;
    for (unsigned j = (i + 1) & (IOL_INFLIGHT - 1); g_table[j].ring; j = (j + 1) & (IOL_INFLIGHT - 1)) {
        const unsigned home = slot_of(g_table[j].ring - 1, g_table[j].user_data);
        /* j's entry may fill the gap at i unless its home lies cyclically in (i, j]. */
        const int stays = i <= j ? (home > i && home <= j) : (home > i || home <= j);
        if (stays)
            continue;
        g_table[i] = g_table[j];
        g_table[j].ring = 0;
        i = j;
    }
}

void iol_uring_track(struct iol_tls* t, int ring_fd, const struct io_uring_sqe* s, const struct iol_op* op,
    uint32_t call, int64_t asked, uint64_t t0)
{
    if (s->flags & IOSQE_CQE_SKIP_SUCCESS) /* no completion unless it fails */
        return;
    iol_spin_lock(&g_lock);
    if (!g_table) {
        void* p = (void*)syscall(SYS_mmap, NULL, IOL_INFLIGHT * sizeof(struct inflight), PROT_READ | PROT_WRITE,
            MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        g_table = p == MAP_FAILED ? NULL : p;
    }
    /* The ring's queue was looked at before the submitting call (iol_uring_harvest), so it has its
     * entry unless every entry is taken: then its requests are not tracked. */
    struct seen* seen = seen_of(ring_fd, 0);
    /* Three quarters full at most, so that probes stay short. */
    if (g_table && seen && g_used < IOL_INFLIGHT / 4 * 3) {
        unsigned i = slot_of(ring_fd, s->user_data);
        while (g_table[i].ring)
            i = (i + 1) & (IOL_INFLIGHT - 1);
        g_table[i] = (struct inflight) {
            .user_data = s->user_data,
            .key = op->key,
            .t0 = t0,
            .asked = asked,
            .owner = t,
            .hdr = iol_g.hdr,
            .site = op->slot ? op->slot->key.site : 0,
            .ring = ring_fd + 1,
            .call = call,
        };
        ++g_used;
        ++seen->inflight;
        __atomic_fetch_add(&iol_g.hdr->uring_tracked, 1, __ATOMIC_RELAXED);
    }
    iol_spin_unlock(&g_lock);
}

static void add_to(uint64_t* counter, uint64_t n, int atomic)
{
    if (atomic)
        __atomic_fetch_add(counter, n, __ATOMIC_RELAXED);
    else
        *counter += n;
}

/* The request's slot, corrected by its result (on the thread that recorded it). */
static void correct_slot(struct iol_tls* t, const struct inflight* e, const struct iolt_uring_result* r)
{
    if (!r->failed && r->bucket_off < 0)
        return;
    struct iolt_slot* slot = iol_slot_find(t, e->key, e->site);
    if (!slot)
        return;
    if (r->failed)
        add_to(&slot->errors, 1, t->shared);
    const int has_histogram = iolt_call_has_histogram((uint16_t)(e->key >> 32)); /* else a short slot */
    if (has_histogram && r->bucket_off >= 0)
        add_to(&slot->hist[r->bucket_off], (uint64_t)0 - 1, t->shared);
    if (has_histogram && r->bucket_on >= 0)
        add_to(&slot->hist[r->bucket_on], 1, t->shared);
    add_to(&slot->bytes, r->bytes, t->shared);
}

static void completed(struct iol_tls* t, const struct inflight* e, int32_t res, uint64_t now)
{
    struct iolt_header* h = iol_g.hdr;
    if (e->hdr != h) /* submitted by the parent before a fork: its own trace's business */
        return;
    const uint64_t waited = now > e->t0 ? now - e->t0 : 0;
    __atomic_fetch_add(&h->uring_completed, 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&h->uring_wait_ns, waited, __ATOMIC_RELAXED);
    uint64_t max = __atomic_load_n(&h->uring_wait_max_ns, __ATOMIC_RELAXED);
    while (waited > max
        && !__atomic_compare_exchange_n(&h->uring_wait_max_ns, &max, waited, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
        ;
    const struct iolt_uring_result r = iolt_uring_result_of(e->asked, res);
    const int data = iolt_call_direction(e->call) != IOLT_DIR_NONE;
    if (r.failed)
        __atomic_fetch_add(&h->uring_failed, 1, __ATOMIC_RELAXED);
    if (data && r.short_transfer)
        __atomic_fetch_add(&h->uring_short, 1, __ATOMIC_RELAXED);
    if (e->owner != t || !t->th) {
        __atomic_fetch_add(&h->uring_other_thread, 1, __ATOMIC_RELAXED);
        return;
    }
    correct_slot(t, e, &r);
    if (data && r.bytes) /* the header's totals, which unseen I/O leaves out, are the bytes done too */
        __atomic_fetch_add(
            iolt_call_reads(e->call) ? &h->uring_read_bytes : &h->uring_write_bytes, r.bytes, __ATOMIC_RELAXED);
}

/* The tracked request a completion answers, removed from the table: the first of that ring and
 * user_data (a program that gives several requests the same user_data gets them matched in the
 * order they sit in the table, which is good enough for counting). */
static int take(int ring_fd, uint64_t user_data, struct inflight* out)
{
    for (unsigned i = slot_of(ring_fd, user_data); g_table[i].ring; i = (i + 1) & (IOL_INFLIGHT - 1))
        if (g_table[i].ring == ring_fd + 1 && g_table[i].user_data == user_data) {
            *out = g_table[i];
            remove_at(i);
            return 1;
        }
    return 0;
}

void iol_uring_harvest(struct iol_tls* t, int ring_fd, const struct iol_uring_cq* cq)
{
    if (!iol_g.hdr || !cq->ktail || !cq->cqes)
        return;
    iol_spin_lock(&g_lock);
    struct seen* seen = seen_of(ring_fd, 0);
    if (!seen) { /* nothing tracked on it yet: completions from here on are the ones to look at */
        seen = seen_of(ring_fd, 1);
        if (seen)
            seen->next = __atomic_load_n(cq->ktail, __ATOMIC_ACQUIRE);
        iol_spin_unlock(&g_lock);
        return;
    }
    const unsigned tail = __atomic_load_n(cq->ktail, __ATOMIC_ACQUIRE);
    unsigned next = seen->next;
    if (tail - next > cq->entries) { /* the kernel wrapped around entries never read here */
        __atomic_fetch_add(&iol_g.hdr->uring_lost, tail - next - cq->entries, __ATOMIC_RELAXED);
        next = tail - cq->entries;
    }
    const uint64_t now = next != tail ? iol_now() : 0;
    for (; next != tail && g_table && seen->inflight > 0; ++next) {
        const struct io_uring_cqe* e = cq->cqes + ((size_t)(next & cq->mask) << cq->shift);
        const uint64_t user_data = __atomic_load_n(&e->user_data, __ATOMIC_RELAXED);
        const int32_t res = __atomic_load_n(&e->res, __ATOMIC_RELAXED);
        /* Still the entry the kernel posted at `next`, unless the queue has wrapped past it since. */
        if (__atomic_load_n(cq->ktail, __ATOMIC_ACQUIRE) - next > cq->entries) {
            __atomic_fetch_add(&iol_g.hdr->uring_lost, 1, __ATOMIC_RELAXED);
            continue;
        }
        struct inflight request;
        if (!take(ring_fd, user_data, &request)) /* a request of a kind not recorded (a poll, a no-op …) */
            continue;
        --seen->inflight;
        completed(t, &request, res, now);
    }
    seen->next = tail;
    iol_spin_unlock(&g_lock);
}

void iol_uring_untrack(int ring_fd)
{
    iol_spin_lock(&g_lock);
    struct seen* seen = seen_of(ring_fd, 0);
    if (seen) {
        for (unsigned i = 0; g_table && seen->inflight > 0 && i < IOL_INFLIGHT;) {
            if (g_table[i].ring == ring_fd + 1) {
                remove_at(i); /* a follower may have moved into i: look at it again */
                --seen->inflight;
            } else {
                ++i;
            }
        }
        seen->fd = -1;
    }
    iol_spin_unlock(&g_lock);
}
