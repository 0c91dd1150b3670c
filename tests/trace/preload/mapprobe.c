// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* What the mmap, munmap and mremap wrappers (wrap_fdops.c) and the exit path (state.c) do with the
 * table of mappings, on real mappings of a real file, without the wrappers. */
#define _GNU_SOURCE
#include "mapprobe.h"

#include "mappings.h"
#include "recorder.h"

#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>

static int start(const char* dir)
{
    if (!iol_g.on && iol_recorder_start(dir, IOLT_DEFAULT_MAX_EVENTS) != 0)
        return -1;
    return iol_active(&iol_tls) ? 0 : -2;
}

/* A file of `pages` pages in dir, open read-write; -1 on failure. */
static int make_file(const char* dir, const char* name, size_t pages)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    const int fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0 || ftruncate(fd, (off_t)(pages * (size_t)sysconf(_SC_PAGESIZE))) != 0)
        return -1;
    return fd;
}

/* out's header counts: those the scenario added to the ones before it (measured0, unmeasured0). */
static void collect(
    uint32_t file, uint32_t site, uint64_t measured0, uint64_t unmeasured0, struct map_probe_result* out)
{
    struct iol_tls* t = &iol_tls;
    const uint64_t key = iol_key(file, IOLT_CALL_PAGE_FAULTS, 0);
    out->slot = *iol_slot_find(t, key, site);
    for (uint64_t i = 0; i < t->th->events_kept; ++i)
        if (t->events[i].file == file && t->events[i].call == IOLT_CALL_PAGE_FAULTS) {
            out->events++;
            out->event_pages += t->events[i].count;
            out->event_bytes += t->events[i].bytes;
        }
    out->maps_measured = iol_g.hdr->maps_measured - measured0;
    out->maps_unmeasured = iol_g.hdr->maps_unmeasured - unmeasured0;
    out->page_size = (uint64_t)sysconf(_SC_PAGESIZE);
}

int map_probe_unmap_and_exit(const char* dir, uint32_t file, uint32_t site, struct map_probe_result* out)
{
    memset(out, 0, sizeof *out);
    if (start(dir) != 0)
        return -1;
    struct iol_tls* t = &iol_tls;
    const uint64_t measured0 = iol_g.hdr->maps_measured, unmeasured0 = iol_g.hdr->maps_unmeasured;
    const size_t ps = (size_t)sysconf(_SC_PAGESIZE);
    const int fd = make_file(dir, "mapped64", 64);
    if (fd < 0)
        return -2;
    char* p = mmap(NULL, 64 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
    if (p == MAP_FAILED)
        return -3;
    iol_map_added(t, fd, 0, p, 64 * ps, file, site, 0);
    close(fd);
    p[0] = p[3 * ps] = p[10 * ps] = p[63 * ps] = 1;
    t->guard = 1; /* as inside the munmap wrapper */
    iol_map_removing(t, p + 8 * ps, 8 * ps, 1);
    t->guard = 0;
    munmap(p + 8 * ps, 8 * ps);
    iol_maps_finish(t); /* as at exit: [0, 8) and [16, 64) are still mapped */
    munmap(p, 8 * ps);
    munmap(p + 16 * ps, 48 * ps);
    collect(file, site, measured0, unmeasured0, out);
    return 0;
}

int map_probe_moved(const char* dir, uint32_t file, uint32_t site, struct map_probe_result* out)
{
    memset(out, 0, sizeof *out);
    if (start(dir) != 0)
        return -1;
    struct iol_tls* t = &iol_tls;
    const uint64_t measured0 = iol_g.hdr->maps_measured, unmeasured0 = iol_g.hdr->maps_unmeasured;
    const size_t ps = (size_t)sysconf(_SC_PAGESIZE);
    const int fd = make_file(dir, "mapped32", 32);
    if (fd < 0)
        return -2;
    char* p = mmap(NULL, 16 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
    if (p == MAP_FAILED)
        return -3;
    iol_map_added(t, fd, 0, p, 16 * ps, file, site, 0);
    p[0] = p[ps] = 1;
    char* q = mremap(p, 16 * ps, 32 * ps, MREMAP_MAYMOVE);
    if (q == MAP_FAILED)
        return -4;
    iol_map_moved(p, 16 * ps, q, 32 * ps);
    q[20 * ps] = 1;
    iol_maps_finish(t);
    munmap(q, 32 * ps);
    /* A stale entry: remembered, then unmapped behind the table's back; a new mapping of the
     * range drops it, unmeasured. */
    char* r = mmap(NULL, 4 * ps, PROT_READ, MAP_PRIVATE, fd, 0);
    if (r == MAP_FAILED)
        return -5;
    iol_map_added(t, fd, 0, r, 4 * ps, file + 1, site, 0);
    munmap(r, 4 * ps);
    char* again = mmap(r, 4 * ps, PROT_READ, MAP_PRIVATE | MAP_FIXED_NOREPLACE, fd, 0);
    if (again != r)
        return -6;
    iol_map_added(t, fd, 0, again, 4 * ps, file + 2, site, 0);
    close(fd);
    iol_map_removing(t, again, 4 * ps, 1); /* nothing touched: measured, no pages */
    munmap(again, 4 * ps);
    collect(file, site, measured0, unmeasured0, out);
    return 0;
}

uint64_t map_probe_pagemap_count(const uint64_t* entries, size_t n)
{
    return iol_pagemap_count(entries, n);
}
