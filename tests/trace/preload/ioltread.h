// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* A minimal reader of one .iolt file for the preload's own tests and ioltdump: maps the file
 * read-only and hands out the tables as iolt.h lays them out. Deliberately independent of
 * core/trace's loader, so the two sides of the format are checked against the header, not against
 * each other. C, so that ioltdump.c can use it too. */
#ifndef IOLENS_TESTS_IOLTREAD_H
#define IOLENS_TESTS_IOLTREAD_H

#include "iolt.h"

#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#ifdef __cplusplus
extern "C" {
#endif

struct ioltr {
    const unsigned char* base;
    size_t size;
    const struct iolt_header* h;
};

/* 0 on success; -1 when the file cannot be mapped or is not an iolt file of this version. */
static inline int ioltr_open(struct ioltr* r, const char* path)
{
    memset(r, 0, sizeof *r);
    const int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    struct stat st;
    if (fstat(fd, &st) != 0 || (size_t)st.st_size < IOLT_HEADER_SIZE) {
        close(fd);
        return -1;
    }
    void* p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_SHARED, fd, 0);
    close(fd);
    if (p == MAP_FAILED)
        return -1;
    r->base = (const unsigned char*)p;
    r->size = (size_t)st.st_size;
    r->h = (const struct iolt_header*)p;
    if (memcmp(r->h->magic, IOLT_MAGIC, 8) != 0 || r->h->version != IOLT_VERSION || r->h->file_size > r->size) {
        munmap(p, r->size);
        memset(r, 0, sizeof *r);
        return -1;
    }
    return 0;
}

static inline void ioltr_close(struct ioltr* r)
{
    if (r->base)
        munmap((void*)r->base, r->size);
    memset(r, 0, sizeof *r);
}

/* Entry `index` of table t (iolt.h "Growth"): segment 0 where the header's offset says, segment k
 * at header.segments[t][k]; NULL when that segment does not exist. */
static inline const unsigned char* ioltr_entry(const struct ioltr* r, enum iolt_table t, uint64_t index, uint64_t size)
{
    const struct iolt_header* h = r->h;
    const uint64_t first[IOLT_TABLES]
        = { h->max_files, h->max_sites, h->strings_size ? h->strings_size : IOLT_STRINGS_SIZE, h->max_threads };
    const uint64_t offset0[IOLT_TABLES] = { h->files_offset, h->sites_offset, h->strings_offset, h->threads_offset };
    uint64_t within;
    const uint32_t k = iolt_segment_of(index, first[t], &within);
    const uint64_t off = k == 0 ? offset0[t] : k < IOLT_SEGMENTS ? h->segments[t][k] : 0;
    if (off == 0 || off + (within + 1) * size > r->size)
        return NULL;
    return r->base + off + within * size;
}

static inline const char* ioltr_string(const struct ioltr* r, uint32_t off)
{
    const char* s = (const char*)ioltr_entry(r, IOLT_TABLE_STRINGS, off, 1);
    return s ? s : "";
}

static inline const struct iolt_file* ioltr_file(const struct ioltr* r, uint32_t i)
{
    return (const struct iolt_file*)ioltr_entry(r, IOLT_TABLE_FILES, i, sizeof(struct iolt_file));
}

static inline const struct iolt_site* ioltr_site(const struct ioltr* r, uint32_t i)
{
    return (const struct iolt_site*)ioltr_entry(r, IOLT_TABLE_SITES, i, sizeof(struct iolt_site));
}

static inline const struct iolt_zone* ioltr_zone(const struct ioltr* r, uint32_t i)
{
    return (const struct iolt_zone*)(r->base + r->h->zones_offset) + i;
}

static inline const unsigned char* ioltr_block(const struct ioltr* r, uint32_t t)
{
    return ioltr_entry(r, IOLT_TABLE_THREADS, t, r->h->thread_block_size);
}

static inline const struct iolt_thread* ioltr_thread(const struct ioltr* r, uint32_t t)
{
    return (const struct iolt_thread*)ioltr_block(r, t);
}

static inline const struct iolt_slot* ioltr_slots(const struct ioltr* r, uint32_t t)
{
    return (const struct iolt_slot*)(ioltr_block(r, t) + sizeof(struct iolt_thread));
}

/* A thread's further slot tables (iolt.h "Growth"): the first, then each one's next; NULL at the end. */
static inline const struct iolt_slot_table* ioltr_slot_table(const struct ioltr* r, uint64_t off)
{
    if (off == 0 || off + sizeof(struct iolt_slot_table) > r->size)
        return NULL;
    const struct iolt_slot_table* x = (const struct iolt_slot_table*)(r->base + off);
    return off + sizeof *x + (uint64_t)x->capacity * iolt_slot_table_slot_size(x) <= r->size ? x : NULL;
}
/* Slot i of a further table (whole or short: a short slot's histogram is not there). */
static inline const struct iolt_slot* ioltr_table_slot(const struct iolt_slot_table* x, uint32_t i)
{
    return (const struct iolt_slot*)((const unsigned char*)(x + 1) + (uint64_t)i * iolt_slot_table_slot_size(x));
}
static inline const struct iolt_slot_table* ioltr_first_slot_table(const struct ioltr* r, uint32_t t)
{
    return ioltr_slot_table(r, (uint64_t)ioltr_thread(r, t)->slot_tables * 4096u);
}

static inline const struct iolt_zone_total* ioltr_totals(const struct ioltr* r, uint32_t t)
{
    return (const struct iolt_zone_total*)(ioltr_block(r, t) + sizeof(struct iolt_thread)
        + (uint64_t)r->h->max_slots * sizeof(struct iolt_slot));
}

static inline const struct iolt_event* ioltr_events(const struct ioltr* r, uint32_t t)
{
    return (const struct iolt_event*)((const unsigned char*)ioltr_totals(r, t)
        + (uint64_t)r->h->max_zones * sizeof(struct iolt_zone_total));
}

#ifdef __cplusplus
}
#endif

#endif
