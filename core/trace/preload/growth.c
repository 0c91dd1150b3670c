// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "growth.h"
#include "space.h"

#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>

/* The address space a trace file reserves: room for IOL_RESERVE_THREADS thread blocks (the event
 * logs, nearly all of it sparse: 2.6 MiB each by default) and IOL_RESERVE_TABLES bytes of shared
 * tables (a million files take about 2.3 GiB), as a power of two between IOL_RESERVE_MIN and
 * IOL_RESERVE_MAX, halved until a reservation succeeds. With the default event logs that is
 * 64 GiB. Not more, because the reservation's size costs every traced process at its start: the
 * kernel places it below the libraries, and the larger it is, the farther its first pages (the
 * ones written at once) lie from every other mapping, and the more page-table pages they need of
 * their own. A fork child writing its header and first tables, 6 interleaved rounds of 200 on
 * a PVM guest (2026-12-06): 71 µs with 4 MiB mapped, 87-93 µs with 16-64 GiB, 142 µs with the
 * 1 TiB reserved before. Where the program's address space is limited (ulimit -v), the
 * reservation counts against that limit: it then takes a sixteenth of it at most, so the program
 * keeps the rest. */
#define IOL_RESERVE_THREADS 20000ull
#define IOL_RESERVE_TABLES (8ull << 30)
#define IOL_RESERVE_MIN (1ull << 36)
#define IOL_RESERVE_MAX (1ull << 40)

static uint64_t reservation_for(uint64_t thread_block)
{
    const uint64_t need = IOL_RESERVE_THREADS * thread_block + IOL_RESERVE_TABLES;
    uint64_t want = IOL_RESERVE_MIN;
    while (want < need && want < IOL_RESERVE_MAX)
        want <<= 1;
    return want;
}

_Static_assert(sizeof(struct iolt_header) <= IOLT_HEADER_ROOM, "the header (segments included) fits its room");
_Static_assert(sizeof(struct iolt_slot_table) % 64 == 0, "further slots start on a cache line");

static uint64_t g_reserved;
/* The segments' regions beyond segment 0 (whose regions are space.h's iol_space_files …). */
static struct iol_space g_segment_space[IOLT_TABLES][IOLT_SEGMENTS];
/* 1 once a segment's region was set: a process that never grows a table (most of a build's) then
 * never touches g_segment_space's page, which costs a page fault (about 2.5 µs here) to clear. */
static int g_segments_set;

static uint64_t align_page(uint64_t x)
{
    return (x + 4095u) & ~(uint64_t)4095u;
}

void* iol_grow_map(int fd, uint64_t size, uint64_t thread_block)
{
    void* r = MAP_FAILED;
    uint64_t want = reservation_for(thread_block);
    struct rlimit as;
    if (syscall(SYS_prlimit64, 0, RLIMIT_AS, NULL, &as) == 0 && as.rlim_cur != RLIM_INFINITY && as.rlim_cur / 16 < want)
        want = as.rlim_cur / 16;
    /* The file is mapped for its largest size at once (the pages past its end are never touched:
     * each extension is an ftruncate before its pages are reserved): an extension needs no mmap,
     * and a new file one mmap where it took a reservation and a MAP_FIXED over it. */
    for (; want > size && r == MAP_FAILED; want >>= 1)
        r = (void*)syscall(SYS_mmap, NULL, want, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_NORESERVE, fd, 0);
    if (r == MAP_FAILED) { /* no room to grow: the file as it is */
        g_reserved = size;
        return (void*)syscall(SYS_mmap, NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    }
    g_reserved = want << 1; /* the loop halved it once more after the success */
    return r;
}

uint64_t iol_grow_reserved(void)
{
    return g_reserved;
}

void iol_grow_reset(void)
{
    if (g_segments_set)
        memset(g_segment_space, 0, sizeof g_segment_space);
    g_segments_set = 0;
}

static void no_space(void)
{
    __atomic_fetch_or(&iol_g.hdr->flags, IOLT_FLAG_NO_SPACE, __ATOMIC_RELAXED);
}

uint64_t iol_grow_file(uint64_t bytes)
{
    const uint64_t off = iol_g.size; /* page aligned: create_file's size and every extension are */
    const uint64_t end = off + align_page(bytes);
    const char* path = iol_space_path();
    if (end > g_reserved || end < off || !path[0]) {
        no_space();
        return 0;
    }
    const int saved = errno;
    /* By name: the library keeps no descriptor open in the program. The mapping covers the new
     * end already (iol_grow_map). */
    const int ok = syscall(SYS_truncate, path, (off_t)end) == 0;
    errno = saved;
    if (!ok) {
        no_space();
        return 0;
    }
    __atomic_store_n(&iol_g.size, end, __ATOMIC_RELEASE);
    __atomic_store_n(&iol_g.hdr->file_size, end, __ATOMIC_RELEASE);
    return off;
}

uint64_t iol_table_first(enum iolt_table t)
{
    const struct iolt_header* h = iol_g.hdr;
    switch (t) {
    case IOLT_TABLE_FILES:
        return h->max_files;
    case IOLT_TABLE_SITES:
        return h->max_sites;
    case IOLT_TABLE_STRINGS:
        return h->strings_size;
    default:
        return h->max_threads;
    }
}

static struct iol_space* first_space(enum iolt_table t)
{
    switch (t) {
    case IOLT_TABLE_FILES:
        return &iol_space_files;
    case IOLT_TABLE_SITES:
        return &iol_space_sites;
    case IOLT_TABLE_STRINGS:
        return &iol_space_strings;
    default:
        return NULL;
    }
}

static uint64_t first_offset(enum iolt_table t)
{
    const struct iolt_header* h = iol_g.hdr;
    switch (t) {
    case IOLT_TABLE_FILES:
        return h->files_offset;
    case IOLT_TABLE_SITES:
        return h->sites_offset;
    case IOLT_TABLE_STRINGS:
        return h->strings_offset;
    default:
        return h->threads_offset;
    }
}

void* iol_table_at(enum iolt_table t, uint64_t index, uint64_t size)
{
    uint64_t j;
    const uint32_t k = iolt_segment_of(index, iol_table_first(t), &j);
    if (k >= IOLT_SEGMENTS)
        return NULL;
    const uint64_t off = k ? __atomic_load_n(&iol_g.hdr->segments[t][k], __ATOMIC_ACQUIRE) : first_offset(t);
    return off ? iol_g.base + off + j * size : NULL;
}

void* iol_table_claim(enum iolt_table t, uint64_t index, uint64_t size)
{
    uint64_t j;
    const uint64_t first = iol_table_first(t);
    const uint32_t k = iolt_segment_of(index, first, &j);
    if (k >= IOLT_SEGMENTS)
        return NULL;
    struct iolt_header* h = iol_g.hdr;
    struct iol_space* space = k ? &g_segment_space[t][k] : first_space(t);
    if (k && !h->segments[t][k]) {
        const uint64_t bytes = (first << k) * size;
        const uint64_t off = iol_grow_file(bytes);
        if (!off)
            return NULL;
        *space = (struct iol_space) { off, bytes, 0 };
        g_segments_set = 1;
        /* Threads reserve their own blocks; a table's first entries are reserved before the
         * segment is published, so a reader never finds an offset whose pages are not there. */
        if (t != IOLT_TABLE_THREADS && !iol_space_ensure(space, (j + 1) * size))
            return NULL;
        __atomic_store_n(&h->segments[t][k], off, __ATOMIC_RELEASE);
    }
    const uint64_t off = k ? h->segments[t][k] : first_offset(t);
    if (t != IOLT_TABLE_THREADS && !iol_space_ensure(space, (j + 1) * size))
        return NULL;
    return iol_g.base + off + j * size;
}
