// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tables.h"
#include "lock.h"
#include "space.h"

#include "growth.h"

#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>

#define ZONE_HASH 512u

/* A process-private hash of entry indices, open addressed, kept at most half full: it doubles
 * (mapped anew, refilled from the table it indexes) as its table grows. Anonymous private memory,
 * so a fork child inherits a copy along with the tables it indexes.
 *
 * A bucket is two words: the entry's index + 1 (0 for an empty bucket), then the top half of its
 * key's hash. A probe reads the entry itself (a file's name or identity, a site's address) only
 * when the hashes agree: the entries of a program with 100,000 files are spread over tens of
 * megabytes, and reading each probed one was a cache miss. A lookup that ends at an empty bucket
 * writes the key's hash into it, so that index_set, which fills the bucket, needs only the index
 * (an empty bucket's hash word is never compared). */
struct index {
    uint32_t* buckets; /* 2 * cap words */
    uint32_t cap; /* a power of two, 0 before the first use */
    uint32_t n;
};
/* One page at first: a short process (most of a build's) touches only that, where a hash over more
 * pages cost it a page fault or two for each entry it added. */
#define INDEX_FIRST 512u

static struct index g_paths, g_inodes, g_sites;
static uint32_t g_zone_hash[ZONE_HASH]; /* the zone table does not grow (16-bit zone indices) */

static size_t index_bytes(uint32_t cap)
{
    return (size_t)cap * 2 * sizeof(uint32_t);
}

static uint32_t* index_map(uint32_t cap)
{
    void* p = iol_map_index(index_bytes(cap));
    return p == MAP_FAILED ? NULL : (uint32_t*)p;
}

void iol_lock(void)
{
    iol_spin_lock(&iol_g.hdr->lock);
}

void iol_unlock(void)
{
    iol_spin_unlock(&iol_g.hdr->lock);
}

static uint64_t hash_bytes(const char* s, size_t n)
{
    uint64_t h = 1469598103934665603ull; /* FNV-1a */
    for (size_t i = 0; i < n; ++i) {
        h ^= (unsigned char)s[i];
        h *= 1099511628211ull;
    }
    return h;
}

static uint64_t hash_u64(uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    return x;
}

/* A string never straddles two segments of the strings: one that does not fit in the rest of its
 * segment starts the next (the rest stays zeros, never named by an offset). */
uint32_t iol_strings_add(const char* s, size_t len)
{
    struct iolt_header* h = iol_g.hdr;
    const uint64_t first = h->strings_size;
    uint64_t at = h->strings_used, within;
    uint32_t k = iolt_segment_of(at, first, &within);
    if (within + len + 1 > first << k) { /* to the start of the next segment */
        at += (first << k) - within;
        k = iolt_segment_of(at, first, &within);
    }
    if (len + 1 > first << k || at + len + 1 > UINT32_MAX)
        return 0; /* longer than a whole segment, or past what a 32-bit offset names */
    char* p = iol_table_claim(IOLT_TABLE_STRINGS, at + len, 1);
    if (!p)
        return 0;
    p -= len;
    memcpy(p, s, len);
    p[len] = '\0';
    __atomic_store_n(&h->strings_used, (uint32_t)(at + len + 1), __ATOMIC_RELEASE);
    return (uint32_t)at;
}

static const char* string_at(uint32_t off)
{
    if (IOL_LIKELY(off < IOLT_FIRST_STRINGS))
        return iol_g.strings + off;
    const char* p = iol_table_at(IOLT_TABLE_STRINGS, off, 1);
    return p ? p : "";
}

const char* iol_string_at(uint32_t off)
{
    return string_at(off);
}

/* The first bucket of x's probe for a key of hash h, and the hash word its bucket keeps. */
static uint32_t probe_first(const struct index* x, uint64_t h)
{
    return (uint32_t)h & (x->cap - 1);
}

static uint32_t hash_word(uint64_t h)
{
    return (uint32_t)(h >> 32);
}

/* The bucket that ends a probe at i: an empty one is given the key's hash word (see struct index). */
static uint32_t* probe_end(struct index* x, uint32_t i, uint32_t word)
{
    uint32_t* b = &x->buckets[2 * i];
    if (*b == 0)
        b[1] = word;
    return b;
}

static uint32_t* path_slot(struct index* x, const char* path, size_t n)
{
    const uint64_t h = hash_bytes(path, n);
    const uint32_t word = hash_word(h);
    uint32_t i = probe_first(x, h);
    for (;; i = (i + 1) & (x->cap - 1)) {
        const uint32_t* b = &x->buckets[2 * i];
        if (b[0] == 0 || (b[1] == word && strcmp(string_at(iol_file_at(b[0] - 1)->path_string), path) == 0))
            return probe_end(x, i, word);
    }
}

static int has_identity(uint32_t index, uint64_t dev, uint64_t ino)
{
    const struct iolt_file* f = iol_file_at(index);
    return f->dev == dev && f->ino == ino;
}

static uint32_t* ino_slot(struct index* x, uint64_t dev, uint64_t ino)
{
    const uint64_t h = hash_u64(dev * 31 + ino);
    const uint32_t word = hash_word(h);
    uint32_t i = probe_first(x, h);
    for (;; i = (i + 1) & (x->cap - 1)) {
        const uint32_t* b = &x->buckets[2 * i];
        if (b[0] == 0 || (b[1] == word && has_identity(b[0] - 1, dev, ino)))
            return probe_end(x, i, word);
    }
}

static uint32_t* site_slot(struct index* x, uint64_t address)
{
    const uint64_t h = hash_u64(address);
    const uint32_t word = hash_word(h);
    uint32_t i = probe_first(x, h);
    for (;; i = (i + 1) & (x->cap - 1)) {
        const uint32_t* b = &x->buckets[2 * i];
        if (b[0] == 0
            || (b[1] == word
                && ((struct iolt_site*)iol_table_at(IOLT_TABLE_SITES, b[0] - 1, sizeof(struct iolt_site)))->address
                    == address))
            return probe_end(x, i, word);
    }
}

/* Refills index x at twice its size (or its first size) from its table; 0 when there is no memory
 * for it (the old one is kept, and the caller adds nothing). */
static int index_grow(struct index* x)
{
    const uint32_t cap = x->cap ? x->cap * 2 : INDEX_FIRST;
    uint32_t* fresh = cap > x->cap ? index_map(cap) : NULL;
    if (!fresh)
        return 0;
    uint32_t* old = x->buckets;
    const uint32_t old_cap = x->cap;
    x->buckets = fresh;
    x->cap = cap;
    x->n = 0;
    const struct iolt_header* h = iol_g.hdr;
    if (x == &g_paths || x == &g_inodes) {
        for (uint32_t i = 1; i < h->files_used; ++i) {
            const struct iolt_file* f = iol_file_at(i);
            uint32_t* b = NULL;
            if (x == &g_paths) {
                const char* name = string_at(f->path_string);
                b = path_slot(x, name, strlen(name));
            } else if (f->kind == IOLT_KIND_REGULAR && (f->dev || f->ino)) {
                b = ino_slot(x, f->dev, f->ino);
            }
            if (b) {
                x->n += *b == 0;
                *b = i + 1; /* the latest entry of an identity, as when they were added */
            }
        }
    } else {
        for (uint32_t i = 1; i < h->sites_used; ++i) {
            uint32_t* b = site_slot(
                x, ((struct iolt_site*)iol_table_at(IOLT_TABLE_SITES, i, sizeof(struct iolt_site)))->address);
            x->n += *b == 0;
            *b = i + 1;
        }
    }
    if (old)
        syscall(SYS_munmap, old, index_bytes(old_cap));
    return 1;
}

/* Room for one more bucket in x (at most half full after it). */
static int index_room(struct index* x)
{
    return (x->n + 1) * 2 <= x->cap || index_grow(x);
}

static uint32_t* path_bucket(const char* path, size_t n)
{
    return index_room(&g_paths) ? path_slot(&g_paths, path, n) : NULL;
}

static void index_set(struct index* x, uint32_t* bucket, uint32_t index)
{
    x->n += *bucket == 0;
    *bucket = index + 1;
}

static uint32_t* ino_bucket(uint64_t dev, uint64_t ino)
{
    return index_room(&g_inodes) ? ino_slot(&g_inodes, dev, ino) : NULL;
}

/* An entry found by (dev, inode) under another name is the same file only while its own name still
 * leads to that inode (a hard link, or the same file opened through a symbolic link). Otherwise the
 * inode number was freed and given to a new file (job-000.tmp deleted, job-001.tmp created), or
 * the file was renamed behind the library's back: a new entry, never another file's counts. Only
 * opens of a second name pay for the stat. */
static int still_the_same_file(const struct iolt_file* f, const char* path, uint64_t dev, uint64_t ino)
{
    const char* name = string_at(f->path_string);
    if (strcmp(name, path) == 0)
        return 1;
    struct stat st;
    return syscall(SYS_newfstatat, AT_FDCWD, name, &st, 0) == 0 && st.st_dev == dev && st.st_ino == ino;
}

/* A new entry at the end of the table, 0 when there is no room for it or its name (counted: the
 * notices say the calls are under "(no file)"; an entry without its name would merge every such
 * file into one nameless entry). The table grows by segments (growth.h): no room means the file
 * could not grow. Lock held. */
static uint32_t file_append(uint32_t kind, const char* path, size_t n, uint64_t dev, uint64_t ino)
{
    struct iolt_header* h = iol_g.hdr;
    const uint32_t index = h->files_used;
    struct iolt_file* f
        = index < UINT32_MAX ? iol_table_claim(IOLT_TABLE_FILES, index, sizeof(struct iolt_file)) : NULL;
    const uint32_t name = f ? iol_strings_add(path, n) : 0;
    if (!name) {
        __atomic_fetch_add(&h->files_dropped, 1, __ATOMIC_RELAXED);
        return 0;
    }
    f->kind = kind;
    f->path_string = name;
    f->dev = dev;
    f->ino = ino;
    __atomic_store_n(&f->used, 1u, __ATOMIC_RELEASE);
    __atomic_store_n(&h->files_used, index + 1, __ATOMIC_RELEASE);
    return index;
}

/* Regular files are found by identity first (a renamed file keeps its entry), then by path; every
 * other kind by its path (a socket's peer, "pipe:[123]", a device path). */
uint32_t iol_file_get(uint32_t kind, const char* path, uint64_t dev, uint64_t ino, uint64_t size, int count_open)
{
    const size_t n = strlen(path);
    uint32_t index = 0;
    iol_lock();
    uint32_t* ib = kind == IOLT_KIND_REGULAR && (dev || ino) ? ino_bucket(dev, ino) : NULL;
    if (ib && *ib && still_the_same_file(iol_file_at(*ib - 1), path, dev, ino)) {
        index = *ib - 1;
    } else {
        uint32_t* pb = path_bucket(path, n);
        const uint32_t named = pb && *pb ? *pb - 1 : 0;
        /* A name keeps its entry when a new file takes it (rewritten by delete and create, or
         * replaced by a rename the library did not see). */
        if (named) {
            index = named;
            struct iolt_file* f = iol_file_at(index);
            if (f->kind != kind && kind != IOLT_KIND_MISSING)
                f->kind = kind; /* e.g. a missing path that was created since */
        } else if (pb) {
            index = file_append(kind, path, n, dev, ino);
            if (index)
                index_set(&g_paths, pb, index);
        } else {
            __atomic_fetch_add(&iol_g.hdr->files_dropped, 1, __ATOMIC_RELAXED); /* no memory for the index */
        }
        if (index && ib) {
            iol_file_at(index)->dev = dev;
            iol_file_at(index)->ino = ino;
            index_set(&g_inodes, ib, index);
        }
    }
    iol_unlock();
    if (index) {
        struct iolt_file* f = iol_file_at(index);
        if (count_open)
            __atomic_fetch_add(&f->opens, 1, __ATOMIC_RELAXED);
        if (size > __atomic_load_n(&f->size_at_open, __ATOMIC_RELAXED))
            __atomic_store_n(&f->size_at_open, size, __ATOMIC_RELAXED);
    }
    return index;
}

uint32_t iol_file_named(const char* path, int* made)
{
    const size_t n = strlen(path);
    uint32_t index = 0;
    *made = 0;
    iol_lock();
    uint32_t* pb = path_bucket(path, n);
    if (pb && *pb) {
        index = *pb - 1;
    } else if (pb) {
        index = file_append(IOLT_KIND_REGULAR, path, n, 0, 0);
        if (index) {
            index_set(&g_paths, pb, index);
            *made = 1;
        }
    } else {
        __atomic_fetch_add(&iol_g.hdr->files_dropped, 1, __ATOMIC_RELAXED); /* no memory for the index */
    }
    iol_unlock();
    if (index)
        __atomic_fetch_add(&iol_file_at(index)->opens, 1, __ATOMIC_RELAXED);
    return index;
}

/* What iol_file_get decides from a name and an identity together, decided for an entry that came
 * by its name first. Its name keeps it, as there. A regular file the table has under another name
 * that still leads to it (a symbolic or hard link) is the same file: iol_file_get would have
 * answered that entry. An entry made for this name alone then says so (alias_of), and the loader
 * counts it there; one that had a life of its own keeps its counts. */
void iol_file_identify(uint32_t index, int made, uint32_t kind, uint64_t dev, uint64_t ino, uint64_t size)
{
    if (!index)
        return;
    iol_lock();
    struct iolt_file* f = iol_file_at(index);
    if (f->kind != kind)
        f->kind = kind;
    if (kind == IOLT_KIND_REGULAR && (dev || ino) && (f->dev != dev || f->ino != ino)) {
        uint32_t* ib = ino_bucket(dev, ino);
        const uint32_t other = ib && *ib ? *ib - 1 : 0;
        if (other && other != index && still_the_same_file(iol_file_at(other), string_at(f->path_string), dev, ino)) {
            if (made)
                __atomic_store_n(&f->alias_of, other, __ATOMIC_RELEASE);
        } else {
            f->dev = dev;
            f->ino = ino;
            if (ib)
                index_set(&g_inodes, ib, index);
        }
    }
    iol_unlock();
    if (size > __atomic_load_n(&f->size_at_open, __ATOMIC_RELAXED))
        __atomic_store_n(&f->size_at_open, size, __ATOMIC_RELAXED);
}

void iol_file_rename(uint32_t index, const char* to)
{
    if (index == 0)
        return;
    const size_t n = strlen(to);
    iol_lock();
    /* The entry now answers to its new name; a lookup of the old one, whose bucket still holds the
     * entry, no longer matches it (path_slot compares the entry's current path) and probes on. */
    uint32_t* pb = path_bucket(to, n);
    const uint32_t name = pb ? iol_strings_add(to, n) : 0;
    if (name) {
        __atomic_store_n(&iol_file_at(index)->path_string, name, __ATOMIC_RELEASE);
        index_set(&g_paths, pb, index);
    }
    iol_unlock();
}

int iol_file_is(const char* path, uint64_t dev, uint64_t ino)
{
    iol_lock();
    const uint32_t* b = path_bucket(path, strlen(path));
    const uint32_t e = b ? *b : 0;
    const int same = e && iol_file_at(e - 1)->dev == dev && iol_file_at(e - 1)->ino == ino;
    iol_unlock();
    return same;
}

uint32_t iol_file_by_path(const char* path)
{
    iol_lock();
    const uint32_t* b = path_bucket(path, strlen(path));
    const uint32_t e = b ? *b : 0;
    iol_unlock();
    return e ? e - 1 : 0;
}

struct iolt_file* iol_file_grown(uint32_t index)
{
    return iol_table_at(IOLT_TABLE_FILES, index, sizeof(struct iolt_file));
}

uint32_t iol_site_add(uint64_t address, const char* module, uint64_t module_offset, const char* symbol)
{
    struct iolt_header* h = iol_g.hdr;
    uint32_t index = 0;
    iol_lock();
    uint32_t* b = index_room(&g_sites) ? site_slot(&g_sites, address) : NULL;
    struct iolt_site* s = NULL;
    if (b && *b) {
        index = *b - 1;
    } else if (b && (s = iol_table_claim(IOLT_TABLE_SITES, h->sites_used, sizeof(struct iolt_site))) != NULL) {
        index = h->sites_used;
        s->address = address;
        s->module_offset = module_offset;
        /* Module paths repeat: one string per module would need another table; the strings
         * grow with them. */
        s->module_string = module ? iol_strings_add(module, strlen(module)) : 0;
        s->symbol_string = symbol ? iol_strings_add(symbol, strlen(symbol)) : 0;
        __atomic_store_n(&s->used, 1u, __ATOMIC_RELEASE);
        __atomic_store_n(&h->sites_used, index + 1, __ATOMIC_RELEASE);
        index_set(&g_sites, b, index);
    } else {
        __atomic_fetch_add(&h->sites_dropped, 1, __ATOMIC_RELAXED);
    }
    iol_unlock();
    return index;
}

uint32_t iol_zone_get(const char* name, size_t len)
{
    struct iolt_header* h = iol_g.hdr;
    uint32_t index = 0, zname = 0;
    iol_lock();
    uint32_t i = (uint32_t)hash_bytes(name, len) & (ZONE_HASH - 1);
    for (;;) {
        const uint32_t e = g_zone_hash[i];
        if (e == 0)
            break;
        const char* s = string_at(iol_g.zones[e - 1].name_string);
        if (strncmp(s, name, len) == 0 && s[len] == '\0')
            break;
        i = (i + 1) & (ZONE_HASH - 1);
    }
    if (g_zone_hash[i]) {
        index = g_zone_hash[i] - 1;
    } else if (h->zones_used < IOLT_MAX_ZONES && (zname = iol_strings_add(name, len)) != 0) {
        /* A zone whose name does not fit in the strings is counted as dropped, like one that does
         * not fit in the table: a nameless zone would merge with every other one. */
        index = h->zones_used;
        struct iolt_zone* z = &iol_g.zones[index];
        z->name_string = zname;
        __atomic_store_n(&z->used, 1u, __ATOMIC_RELEASE);
        __atomic_store_n(&h->zones_used, index + 1, __ATOMIC_RELEASE);
        g_zone_hash[i] = index + 1;
    } else {
        __atomic_fetch_add(&h->zones_dropped, 1, __ATOMIC_RELAXED);
    }
    iol_unlock();
    return index;
}

/* Copies the first `used` entries (of `size` bytes) of table t from the parent's file, segment by
 * segment (both files have the same geometry); 0 when the child's file has no room for them. */
static int copy_table(enum iolt_table t, const unsigned char* parent_base, const struct iolt_header* parent,
    uint64_t parent_first_offset, uint64_t used, uint64_t size)
{
    const uint64_t first = iol_table_first(t);
    uint64_t start = 0;
    for (uint32_t k = 0; k < IOLT_SEGMENTS && start < used; ++k) {
        const uint64_t end = start + (first << k) < used ? start + (first << k) : used;
        unsigned char* to = iol_table_claim(t, end - 1, size);
        const uint64_t from = k ? parent->segments[t][k] : parent_first_offset;
        if (!to || !from)
            return 0;
        to -= (end - 1 - start) * size;
        memcpy(to, parent_base + from, (size_t)((end - start) * size));
        start = end;
    }
    return 1;
}

int iol_tables_copy(const unsigned char* parent_base, const struct iolt_header* parent)
{
    struct iolt_header* h = iol_g.hdr;
    const uint32_t files = parent->files_used, sites = parent->sites_used, zones = parent->zones_used;
    if (!copy_table(IOLT_TABLE_STRINGS, parent_base, parent, parent->strings_offset, parent->strings_used, 1)
        || !copy_table(IOLT_TABLE_FILES, parent_base, parent, parent->files_offset, files, sizeof(struct iolt_file))
        || !copy_table(IOLT_TABLE_SITES, parent_base, parent, parent->sites_offset, sites, sizeof(struct iolt_site)))
        return 0;
    memcpy(iol_g.zones, parent_base + parent->zones_offset, (size_t)zones * sizeof(struct iolt_zone));
    for (uint32_t i = 0; i < files; ++i) {
        struct iolt_file* f = iol_file_at(i);
        f->opens = f->sessions_closed = f->sessions_written = f->session_write_bytes = 0;
        f->sessions_read_from_start = f->session_read_bytes = 0;
        f->stat_calls = f->last_stat_ns = f->stat_interval_sum = f->stat_interval_sumsq_us = 0;
        memset(f->stat_interval_hist, 0, sizeof f->stat_interval_hist);
        f->exchanges = 0;
    }
    h->files_used = files;
    h->sites_used = sites;
    h->zones_used = zones;
    h->strings_used = parent->strings_used;
    return 1;
}
