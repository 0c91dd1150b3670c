// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tables.h"
#include "lock.h"
#include "space.h"

#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>

#define PATH_HASH 32768u /* twice IOLT_MAX_FILES: short probes */
#define INO_HASH 32768u
#define SITE_HASH 16384u
#define ZONE_HASH 512u

/* Index + 1 of the entry, 0 for an empty bucket. */
static uint32_t g_path_hash[PATH_HASH];
static uint32_t g_ino_hash[INO_HASH];
static uint32_t g_site_hash[SITE_HASH];
static uint32_t g_zone_hash[ZONE_HASH];

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

uint32_t iol_strings_add(const char* s, size_t len)
{
    struct iolt_header* h = iol_g.hdr;
    const uint32_t at = h->strings_used;
    if (len + 1 > IOLT_STRINGS_SIZE - at || !iol_space_ensure(&iol_space_strings, at + len + 1))
        return 0;
    memcpy(iol_g.strings + at, s, len);
    iol_g.strings[at + len] = '\0';
    __atomic_store_n(&h->strings_used, at + (uint32_t)len + 1, __ATOMIC_RELEASE);
    return at;
}

static const char* string_at(uint32_t off)
{
    return iol_g.strings + off;
}

static uint32_t* path_bucket(const char* path, size_t n)
{
    uint32_t i = (uint32_t)hash_bytes(path, n) & (PATH_HASH - 1);
    for (;;) {
        const uint32_t e = g_path_hash[i];
        if (e == 0 || strcmp(string_at(iol_g.files[e - 1].path_string), path) == 0)
            return &g_path_hash[i];
        i = (i + 1) & (PATH_HASH - 1);
    }
}

static uint32_t* ino_bucket(uint64_t dev, uint64_t ino)
{
    uint32_t i = (uint32_t)hash_u64(dev * 31 + ino) & (INO_HASH - 1);
    for (;;) {
        const uint32_t e = g_ino_hash[i];
        if (e == 0 || (iol_g.files[e - 1].dev == dev && iol_g.files[e - 1].ino == ino))
            return &g_ino_hash[i];
        i = (i + 1) & (INO_HASH - 1);
    }
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

/* A new entry at the end of the table, 0 when the table or the strings are full (counted: the
 * notices say the calls are under "(no file)"; an entry without its name would merge every such
 * file into one nameless entry). Lock held. */
static uint32_t file_append(uint32_t kind, const char* path, size_t n, uint64_t dev, uint64_t ino)
{
    struct iolt_header* h = iol_g.hdr;
    const int room = h->files_used < IOLT_MAX_FILES
        && iol_space_ensure(&iol_space_files, (h->files_used + 1ull) * sizeof(struct iolt_file));
    const uint32_t name = room ? iol_strings_add(path, n) : 0;
    if (!name) {
        __atomic_fetch_add(&h->files_dropped, 1, __ATOMIC_RELAXED);
        return 0;
    }
    const uint32_t index = h->files_used;
    struct iolt_file* f = &iol_g.files[index];
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
    if (ib && *ib && still_the_same_file(&iol_g.files[*ib - 1], path, dev, ino)) {
        index = *ib - 1;
    } else {
        uint32_t* pb = path_bucket(path, n);
        const uint32_t named = *pb ? *pb - 1 : 0;
        /* A name keeps its entry when a new file takes it (rewritten by delete and create, or
         * replaced by a rename the library did not see). */
        if (named) {
            index = named;
            struct iolt_file* f = &iol_g.files[index];
            if (f->kind != kind && kind != IOLT_KIND_MISSING)
                f->kind = kind; /* e.g. a missing path that was created since */
        } else {
            index = file_append(kind, path, n, dev, ino);
            if (index)
                *pb = index + 1;
        }
        if (index && ib) {
            iol_g.files[index].dev = dev;
            iol_g.files[index].ino = ino;
            *ib = index + 1;
        }
    }
    iol_unlock();
    if (index) {
        struct iolt_file* f = &iol_g.files[index];
        if (count_open)
            __atomic_fetch_add(&f->opens, 1, __ATOMIC_RELAXED);
        if (size > __atomic_load_n(&f->size_at_open, __ATOMIC_RELAXED))
            __atomic_store_n(&f->size_at_open, size, __ATOMIC_RELAXED);
    }
    return index;
}

void iol_file_rename(uint32_t index, const char* to)
{
    if (index == 0)
        return;
    const size_t n = strlen(to);
    iol_lock();
    /* The entry now answers to its new name; a lookup of the old one, whose bucket still holds the
     * entry, no longer matches it (path_bucket compares the entry's current path) and probes on. */
    uint32_t* pb = path_bucket(to, n);
    const uint32_t name = iol_strings_add(to, n);
    if (name) {
        __atomic_store_n(&iol_g.files[index].path_string, name, __ATOMIC_RELEASE);
        *pb = index + 1;
    }
    iol_unlock();
}

int iol_file_is(const char* path, uint64_t dev, uint64_t ino)
{
    iol_lock();
    const uint32_t e = *path_bucket(path, strlen(path));
    const int same = e && iol_g.files[e - 1].dev == dev && iol_g.files[e - 1].ino == ino;
    iol_unlock();
    return same;
}

uint32_t iol_file_by_path(const char* path)
{
    iol_lock();
    const uint32_t e = *path_bucket(path, strlen(path));
    iol_unlock();
    return e ? e - 1 : 0;
}

uint32_t iol_site_add(uint64_t address, const char* module, uint64_t module_offset, const char* symbol)
{
    struct iolt_header* h = iol_g.hdr;
    uint32_t index = 0;
    iol_lock();
    uint32_t i = (uint32_t)hash_u64(address) & (SITE_HASH - 1);
    while (g_site_hash[i] && iol_g.sites[g_site_hash[i] - 1].address != address)
        i = (i + 1) & (SITE_HASH - 1);
    if (g_site_hash[i]) {
        index = g_site_hash[i] - 1;
    } else if (h->sites_used < IOLT_MAX_SITES
        && iol_space_ensure(&iol_space_sites, (h->sites_used + 1ull) * sizeof(struct iolt_site))) {
        index = h->sites_used;
        struct iolt_site* s = &iol_g.sites[index];
        s->address = address;
        s->module_offset = module_offset;
        /* Module paths repeat: one string per module would need another table; the 2 MiB of
         * strings hold thousands of sites' paths, and the table stops at 8,192 sites anyway. */
        s->module_string = module ? iol_strings_add(module, strlen(module)) : 0;
        s->symbol_string = symbol ? iol_strings_add(symbol, strlen(symbol)) : 0;
        __atomic_store_n(&s->used, 1u, __ATOMIC_RELEASE);
        __atomic_store_n(&h->sites_used, index + 1, __ATOMIC_RELEASE);
        g_site_hash[i] = index + 1;
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

void iol_tables_copy(const unsigned char* parent_base, const struct iolt_header* parent)
{
    struct iolt_header* h = iol_g.hdr;
    const uint32_t files = parent->files_used, sites = parent->sites_used, zones = parent->zones_used;
    memcpy(iol_g.files, parent_base + parent->files_offset, (size_t)files * sizeof(struct iolt_file));
    memcpy(iol_g.sites, parent_base + parent->sites_offset, (size_t)sites * sizeof(struct iolt_site));
    memcpy(iol_g.zones, parent_base + parent->zones_offset, (size_t)zones * sizeof(struct iolt_zone));
    memcpy(iol_g.strings, parent_base + parent->strings_offset, parent->strings_used);
    for (uint32_t i = 0; i < files; ++i) {
        struct iolt_file* f = &iol_g.files[i];
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
}
