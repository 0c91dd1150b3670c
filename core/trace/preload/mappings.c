// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The table of file mappings and their measurement (mappings.h). */
#include "mappings.h"

#include "lock.h"
#include "record.h"
#include "text.h"

#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* Enough for programs that map many files (a database's segments, a linker's inputs); beyond it a
 * mapping is counted as unmeasured. 48 KiB of .bss, of which only the used part is ever touched. */
#define IOL_MAPS 1024u
/* pagemap entries read per pread: 1 KiB of stack (a signal handler's alternate stack may be
 * small), 512 KiB of mapping. */
#define IOL_PAGEMAP_BATCH 128u

struct iol_map {
    uintptr_t start, end; /* page aligned; start == end: a free entry */
    uint64_t t0; /* when it was mapped (iol_now) */
    uint32_t file, site;
    uint32_t zone;
    /* A bit per page from origin (where the mapping began): the page was in the page cache when
     * it was mapped. NULL when that could not be seen. Pieces of one mapping share it; it is
     * unmapped with the last of them. */
    uintptr_t origin;
    uint8_t* cached;
    size_t cached_size; /* bytes mapped for it (whole pages) */
    uintptr_t cached_pages; /* pages it covers */
};

static struct iol_map* g_maps; /* IOL_MAPS entries, mapped at the first mapping remembered */
static uint32_t g_high; /* entries [0, g_high) may be live */
static uint32_t g_lock;
uint32_t iol_maps_live; /* changed under g_lock, read without it (atomic) */

static uintptr_t page_size(void)
{
    static uintptr_t size;
    if (IOL_UNLIKELY(!size)) {
        const long s = sysconf(_SC_PAGESIZE);
        size = s > 0 ? (uintptr_t)s : 4096u;
    }
    return size;
}

static void count_unmeasured(void)
{
    if (iol_g.hdr)
        __atomic_fetch_add(&iol_g.hdr->maps_unmeasured, 1, __ATOMIC_RELAXED);
}

/* Whether a page of m (by its address) was in the page cache when m was mapped. */
static int was_cached(const struct iol_map* m, uintptr_t page_address)
{
    const uintptr_t i = (page_address - m->origin) / page_size();
    if (page_address < m->origin || i >= m->cached_pages) /* grown by mremap since: not known */
        return 1;
    return (m->cached[i / 8] >> (i % 8)) & 1;
}

/* Pages of m's [start, end) present or swapped in this process's page tables; *from_disk: those
 * of them that were not in the page cache when m was mapped (when m->cached says). *ok 0 when
 * pagemap could not be read. The reads count as the library's own (header.own_*), so the kernel's
 * counts of the program's reads stay the program's. */
static uint64_t pages_in(const struct iol_map* m, uint64_t* from_disk, int* ok)
{
    const uintptr_t start = m->start, end = m->end;
    *from_disk = 0;
    const uintptr_t ps = page_size();
    const long fd = iol_sys_open("/proc/self/pagemap", O_RDONLY | O_CLOEXEC, 0);
    *ok = fd >= 0;
    if (fd < 0)
        return 0;
    uint64_t buf[IOL_PAGEMAP_BATCH];
    uint64_t pages = 0;
    for (uint64_t page = start / ps, last = end / ps; page < last;) {
        const uint64_t want = last - page < IOL_PAGEMAP_BATCH ? last - page : IOL_PAGEMAP_BATCH;
        const long r = iol_sys_pread((int)fd, buf, (size_t)want * sizeof buf[0], (off_t)(page * sizeof buf[0]));
        if (r < (long)sizeof buf[0]) {
            *ok = 0;
            break;
        }
        const uint64_t got = (uint64_t)r / sizeof buf[0];
        pages += iol_pagemap_count(buf, (size_t)got);
        for (uint64_t i = 0; m->cached && i < got; ++i)
            if ((buf[i] >> 62) != 0 && !was_cached(m, (uintptr_t)((page + i) * ps)))
                ++*from_disk;
        page += got;
    }
    iol_sys_close((int)fd);
    return pages;
}

/* pages of mapping m into t's block: a slot of (file, call, site, zone), call being PAGE_FAULTS
 * or PAGES_FROM_DISK, and for the page faults one time-line interval from the mmap to now, which
 * nothing merges into. */
static void record_pages(struct iol_tls* t, const struct iol_map* m, uint32_t call, uint64_t pages)
{
    const uint64_t ps = page_size();
    const uint64_t bytes = pages * ps;
    const uint64_t key = iol_key(m->file, call, m->zone);
    struct iolt_slot* s = iol_slot_find(t, key, m->site);
    if (t->shared) {
        __atomic_fetch_add(&s->count, pages, __ATOMIC_RELAXED);
        __atomic_fetch_add(&s->bytes, bytes, __ATOMIC_RELAXED);
        __atomic_fetch_add(&s->hist[iolt_hist_bucket(ps)], pages, __ATOMIC_RELAXED);
        __atomic_fetch_add(&t->th->events_dropped, 1, __ATOMIC_RELAXED);
        __atomic_fetch_add(&iol_g.hdr->events_dropped, 1, __ATOMIC_RELAXED);
        return;
    }
    /* Untimed: timed stays as it was, so the loader knows no time was measured for these. */
    s->count += pages;
    s->bytes += bytes;
    s->hist[iolt_hist_bucket(ps)] += pages;
    if (IOL_UNLIKELY(s < t->slots + IOLT_CALL_COUNT)) /* the full table's slot (record.c) */
        __atomic_fetch_add(&iol_g.hdr->slots_dropped, 1, __ATOMIC_RELAXED);
    if (call != IOLT_CALL_PAGE_FAULTS) /* the same interval as its page faults': one is enough */
        return;
    iol_event_new(t, key, m->t0, iol_now(), bytes, 1, IOL_AT_NONE);
    t->ev_last->count = pages < UINT32_MAX ? (uint32_t)pages : UINT32_MAX;
    iol_event_seal(t);
}

static void measure(struct iol_tls* t, const struct iol_map* m)
{
    int ok = 0;
    uint64_t from_disk = 0;
    const uint64_t pages = t->th ? pages_in(m, &from_disk, &ok) : 0;
    if (!ok) {
        count_unmeasured();
        return;
    }
    if (pages > 0)
        record_pages(t, m, IOLT_CALL_PAGE_FAULTS, pages);
    if (from_disk > 0)
        record_pages(t, m, IOLT_CALL_PAGES_FROM_DISK, from_disk);
    if (m->cached)
        __atomic_fetch_add(&iol_g.hdr->maps_cache_seen, 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&iol_g.hdr->maps_measured, 1, __ATOMIC_RELAXED);
}

/* The bitmap of a mapping's pages in the page cache as it is mapped (mincore), or NULL: mincore
 * shows the page cache of a file mapping only to a process that owns the file or may write it
 * (else it answers for the pages this process has mapped, none yet), and memory may be short.
 * Pages past the file's end then count as cached: they come to be as the file grows, written (a
 * database maps more than its file and writes into it), not read from storage. */
static uint8_t* cached_pages(int fd, int64_t offset, uintptr_t start, uintptr_t end, size_t* size)
{
    struct stat st;
    if (syscall(SYS_fstat, fd, &st) != 0)
        return NULL;
    const uid_t me = geteuid();
    if (me != 0 && st.st_uid != me) {
        char path[40];
        iol_text_fd_link(path, sizeof path, fd);
        if (syscall(SYS_faccessat, AT_FDCWD, path, W_OK) != 0)
            return NULL;
    }
    const uintptr_t ps = page_size();
    const uintptr_t pages = (end - start) / ps;
    *size = ((pages + 7) / 8 + ps - 1) & ~(ps - 1);
    void* bits = (void*)syscall(SYS_mmap, NULL, *size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (bits == MAP_FAILED)
        return NULL;
    uint8_t* out = bits;
    unsigned char vec[IOL_PAGEMAP_BATCH * 8]; /* one byte a page: 1 KiB of stack, as pages_in */
    for (uintptr_t page = 0; page < pages;) {
        const uintptr_t want = pages - page < sizeof vec ? pages - page : sizeof vec;
        if (syscall(SYS_mincore, (void*)(start + page * ps), (size_t)(want * ps), vec) != 0) {
            syscall(SYS_munmap, bits, *size);
            return NULL;
        }
        for (uintptr_t i = 0; i < want; ++i)
            if ((vec[i] & 1) || offset + (int64_t)((page + i) * ps) >= (int64_t)st.st_size)
                out[(page + i) / 8] |= (uint8_t)(1u << ((page + i) % 8));
        page += want;
    }
    return out;
}

/* The entry no longer holds its bitmap: unmapped unless another piece of the mapping still does
 * (lock held; the table is small, and this only runs as a mapping goes). */
static uint8_t* bitmap_to_free(const struct iol_map* gone)
{
    if (!gone->cached)
        return NULL;
    for (uint32_t i = 0; i < g_high; ++i)
        if (&g_maps[i] != gone && g_maps[i].start != g_maps[i].end && g_maps[i].cached == gone->cached)
            return NULL;
    return gone->cached;
}

static void release(struct iol_map* m)
{
    m->start = m->end = 0;
    __atomic_fetch_sub(&iol_maps_live, 1u, __ATOMIC_RELAXED);
}

static struct iol_map* free_entry(void)
{
    for (uint32_t i = 0; i < g_high; ++i)
        if (g_maps[i].start == g_maps[i].end)
            return &g_maps[i];
    if (!g_maps) {
        void* p = iol_map_scratch(IOL_MAPS * sizeof *g_maps);
        if (p == MAP_FAILED)
            return NULL;
        g_maps = p;
    }
    return g_high < IOL_MAPS ? &g_maps[g_high++] : NULL;
}

/* Takes the part of one remembered mapping that overlaps [lo, hi) out of the table into *piece;
 * 0 when none overlaps. A hole punched in the middle keeps the right part in an entry of its own
 * when there is one free (else that part is counted unmeasured). Lock held. */
static int take_overlap(uintptr_t lo, uintptr_t hi, struct iol_map* piece)
{
    for (uint32_t i = 0; i < g_high; ++i) {
        struct iol_map* m = &g_maps[i];
        if (m->start == m->end || m->end <= lo || m->start >= hi)
            continue;
        *piece = *m;
        piece->start = m->start > lo ? m->start : lo;
        piece->end = m->end < hi ? m->end : hi;
        if (m->start >= lo && m->end <= hi) {
            release(m);
        } else if (m->start >= lo) {
            m->start = hi;
        } else if (m->end <= hi) {
            m->end = lo;
        } else {
            struct iol_map* right = free_entry();
            if (right) {
                *right = *m;
                right->start = hi;
                __atomic_fetch_add(&iol_maps_live, 1u, __ATOMIC_RELAXED);
            } else {
                count_unmeasured();
            }
            m->end = lo;
        }
        return 1;
    }
    return 0;
}

static int lock_maps(int may_wait)
{
    if (may_wait) {
        iol_spin_lock(&g_lock);
        return 1;
    }
    return iol_spin_trylock(&g_lock, 0);
}

/* A piece taken out of the table is done with: its bitmap goes when no entry left holds it. */
static void forget_bitmap(const struct iol_map* piece, int may_wait)
{
    if (!piece->cached || !lock_maps(may_wait))
        return; /* one that cannot be looked at now stays mapped: a few pages at most */
    uint8_t* const bits = bitmap_to_free(piece);
    iol_spin_unlock(&g_lock);
    if (bits)
        syscall(SYS_munmap, bits, piece->cached_size);
}

void iol_map_removing(struct iol_tls* t, void* addr, size_t length, int measure_it)
{
    if (!__atomic_load_n(&iol_maps_live, __ATOMIC_RELAXED) || !iol_g.hdr)
        return;
    const int saved = errno;
    const uintptr_t ps = page_size();
    const uintptr_t lo = (uintptr_t)addr & ~(ps - 1);
    const uintptr_t hi = ((uintptr_t)addr + length + ps - 1) & ~(ps - 1);
    struct iol_map piece;
    for (;;) {
        /* Not measuring: a call made inside the library or a signal handler that interrupted it,
         * which must not wait for a lock its own thread may hold. */
        if (!lock_maps(measure_it))
            break;
        const int found = take_overlap(lo, hi, &piece);
        iol_spin_unlock(&g_lock);
        if (!found)
            break;
        if (measure_it)
            measure(t, &piece);
        else
            count_unmeasured();
        forget_bitmap(&piece, measure_it);
    }
    errno = saved;
}

int64_t iol_map_file_of(void* addr, size_t length)
{
    if (!__atomic_load_n(&iol_maps_live, __ATOMIC_RELAXED) || !lock_maps(0))
        return -1;
    const uintptr_t lo = (uintptr_t)addr, hi = lo + length;
    int64_t file = -1;
    for (uint32_t i = 0; i < g_high && file < 0; ++i) {
        const struct iol_map* m = &g_maps[i];
        if (m->start != m->end && m->end > lo && m->start < hi)
            file = m->file;
    }
    iol_spin_unlock(&g_lock);
    return file;
}

void iol_map_added(
    struct iol_tls* t, int fd, int64_t offset, void* addr, size_t length, uint32_t file, uint32_t site, uint32_t zone)
{
    if (!iol_g.hdr || length == 0)
        return;
    /* The kernel gave this range to the new mapping: what the table still had there was unmapped
     * by a call the library did not see. */
    iol_map_removing(t, addr, length, 0);
    const uintptr_t ps = page_size();
    struct iol_map m = { (uintptr_t)addr, ((uintptr_t)addr + length + ps - 1) & ~(ps - 1), 0, file, site, zone,
        (uintptr_t)addr, NULL, 0, 0 };
    m.t0 = iol_now();
    m.cached = cached_pages(fd, offset, m.start, m.end, &m.cached_size);
    m.cached_pages = (m.end - m.start) / ps;
    iol_spin_lock(&g_lock);
    struct iol_map* e = free_entry();
    if (e) {
        *e = m;
        __atomic_fetch_add(&iol_maps_live, 1u, __ATOMIC_RELAXED);
    }
    iol_spin_unlock(&g_lock);
    if (!e) {
        count_unmeasured();
        if (m.cached)
            syscall(SYS_munmap, m.cached, m.cached_size);
    }
}

void iol_map_moved(void* old_addr, size_t old_length, void* new_addr, size_t new_length)
{
    if (!__atomic_load_n(&iol_maps_live, __ATOMIC_RELAXED))
        return;
    const uintptr_t ps = page_size();
    const uintptr_t old_end = ((uintptr_t)old_addr + old_length + ps - 1) & ~(ps - 1);
    iol_spin_lock(&g_lock);
    for (uint32_t i = 0; i < g_high; ++i) {
        struct iol_map* m = &g_maps[i];
        if (m->start != m->end && m->start == (uintptr_t)old_addr) {
            /* The whole mapping moves with its pages; a part of one (rare) is not followed. */
            if (m->end == old_end) {
                m->origin = m->origin - m->start + (uintptr_t)new_addr; /* its bitmap's pages move too */
                m->start = (uintptr_t)new_addr;
                m->end = ((uintptr_t)new_addr + new_length + ps - 1) & ~(ps - 1);
            } else {
                /* The bitmap stays with the table's other pieces of the mapping, if any: it is
                 * freed with the last of them. A few pages, at worst never freed. */
                release(m);
                count_unmeasured();
            }
            break;
        }
    }
    iol_spin_unlock(&g_lock);
}

IOL_STARTUP void iol_maps_finish(struct iol_tls* t)
{
    if (!__atomic_load_n(&iol_maps_live, __ATOMIC_RELAXED) || !iol_g.hdr)
        return;
    const int saved = errno;
    const int was = t->guard;
    t->guard = 1;
    for (;;) {
        struct iol_map piece;
        int found = 0;
        iol_spin_lock(&g_lock);
        for (uint32_t i = 0; i < g_high && !found; ++i)
            if (g_maps[i].start != g_maps[i].end) {
                piece = g_maps[i];
                release(&g_maps[i]);
                found = 1;
            }
        iol_spin_unlock(&g_lock);
        if (!found)
            break;
        measure(t, &piece);
        forget_bitmap(&piece, 1);
    }
    t->guard = was;
    errno = saved;
}

void iol_maps_fork_child(void)
{
    if (g_maps)
        memset(g_maps, 0, sizeof g_maps[0] * g_high);
    g_high = 0;
    iol_maps_live = 0;
    g_lock = 0;
}
