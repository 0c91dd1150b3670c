// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "slottables.h"
#include "growth.h"
#include "lock.h"
#include "space.h"

#include <string.h>
#include <sys/mman.h>

#define FIRST_TABLE (2u * IOLT_MAX_SLOTS) /* slots in a thread's first further table */
#define INDEX_FIRST 4096u

/* The two kinds of further tables: whole slots, and short ones for the call kinds without a
 * histogram (iolt.h, iolt_slot_table). */
enum table_kind { WHOLE = 0, SHORT = 1, KINDS = 2 };

static uint32_t slot_size_of(enum table_kind kind)
{
    return kind == SHORT ? IOLT_SLOT_SHORT_SIZE : (uint32_t)sizeof(struct iolt_slot);
}

/* This thread's chain as the library knows it. `th` and `base` say whose it is: a fork child's
 * thread gets a new block in a new file, and the state left from the parent is then dropped. */
struct chain {
    const struct iolt_thread* th;
    const unsigned char* base;
    struct iolt_slot_table* tail; /* the list's last table, which a new one is linked to */
    struct iolt_slot_table* last[KINDS]; /* where new slots of each kind go */
    struct iol_space space[KINDS]; /* those tables' regions, reserved up to their last slots */
    uint64_t* index; /* open addressed, at most half full: entries made by entry_of */
    uint32_t cap, n;
};
static __thread struct chain g_chain IOL_TLS_MODEL;

static struct iolt_slot* slot_in(struct iolt_slot_table* x, uint32_t i)
{
    return (struct iolt_slot*)((unsigned char*)(x + 1) + (uint64_t)i * iolt_slot_table_slot_size(x));
}

static uint64_t hash(uint64_t key, uint32_t site)
{
    uint64_t x = key ^ ((uint64_t)site * 0x9e3779b97f4a7c15ull);
    x ^= x >> 31;
    x *= 0xd6e8feb86659fd93ull;
    x ^= x >> 32;
    return x;
}

/* An index entry: the slot's offset in the trace file (below 2^48: the file is mapped at most
 * 1 TiB) and, in the top 16 bits, the top bits of its key's hash. A probe compares the tags and
 * reads a slot only when they agree: the slots of a program with many files are spread over
 * hundreds of megabytes, and reading each probed slot cost a cache miss (6 % of a traced Python
 * run that opened 100,000 files, before the tags). 0 is an empty entry (no slot is at offset 0). */
#define ENTRY_TAG_SHIFT 48
#define ENTRY_OFFSET_MASK ((1ull << ENTRY_TAG_SHIFT) - 1)

static uint64_t tag_of(uint64_t h)
{
    return h >> ENTRY_TAG_SHIFT << ENTRY_TAG_SHIFT;
}

static uint64_t entry_of(const struct iolt_slot* s, uint64_t h)
{
    return tag_of(h) | (uint64_t)((const unsigned char*)s - iol_g.base);
}

static struct iolt_slot* slot_of(uint64_t entry)
{
    return (struct iolt_slot*)(iol_g.base + (entry & ENTRY_OFFSET_MASK));
}

static int slot_is(const struct iolt_slot* s, uint64_t key, uint32_t site)
{
    return s->key.file == (uint32_t)key && s->key.call == (uint16_t)(key >> 32) && s->key.zone == (uint16_t)(key >> 48)
        && s->key.site == site;
}

/* Where the probe for (key, site) starts: near the other slots of its file (and zone), a few
 * entries apart. A program that opens a file calls open, fstat, read and close on it, each a slot
 * of its own: they are then found in one or two cache lines of the index, where a hash of the whole
 * key sent each to a line of its own, missing the cache and the TLB each time (the index of a
 * program with 100,000 files is 16 MiB). */
static uint32_t probe_start(struct chain* c, uint64_t key, uint64_t h)
{
    const uint64_t file_and_zone = key & 0xffff0000ffffffffull;
    return ((uint32_t)hash(file_and_zone, 0) + (uint32_t)(h >> 20 & 7)) & (c->cap - 1);
}

/* The entry of (key, site), or the empty one where it would go; h is hash(key, site). */
static uint64_t* bucket(struct chain* c, uint64_t key, uint32_t site, uint64_t h)
{
    const uint64_t tag = tag_of(h);
    uint32_t i = probe_start(c, key, h);
    for (; c->index[i]; i = (i + 1) & (c->cap - 1))
        if ((c->index[i] & ~ENTRY_OFFSET_MASK) == tag && slot_is(slot_of(c->index[i]), key, site))
            break;
    return &c->index[i];
}

static void drop_index(struct chain* c)
{
    if (c->index)
        syscall(SYS_munmap, c->index, (size_t)c->cap * sizeof *c->index);
    memset(c, 0, sizeof *c);
}

/* The index at twice its size, refilled from the chain's slots; 0 without memory for it. */
static int grow_index(struct chain* c)
{
    const uint32_t cap = c->cap ? c->cap * 2 : INDEX_FIRST;
    void* p = iol_map_index((size_t)cap * sizeof *c->index);
    if (p == MAP_FAILED)
        return 0;
    if (c->index)
        syscall(SYS_munmap, c->index, (size_t)c->cap * sizeof *c->index);
    c->index = p;
    c->cap = cap;
    c->n = 0;
    uint64_t off = (uint64_t)c->th->slot_tables * 4096u;
    while (off) {
        struct iolt_slot_table* x = (struct iolt_slot_table*)(iol_g.base + off);
        for (uint32_t i = 0; i < x->used; ++i) {
            struct iolt_slot* s = slot_in(x, i);
            const uint64_t key = (uint64_t)s->key.file | (uint64_t)s->key.call << 32 | (uint64_t)s->key.zone << 48;
            const uint64_t h = hash(key, s->key.site);
            *bucket(c, key, s->key.site, h) = entry_of(s, h);
            c->n++;
        }
        off = x->next;
    }
    return 1;
}

/* A new last table of a kind, linked (release) at the list's end once its header is written; 0 when
 * the file cannot grow. */
static int add_table(struct chain* c, struct iolt_thread* th, enum table_kind kind)
{
    const uint32_t capacity = c->last[kind] ? c->last[kind]->capacity * 2 : FIRST_TABLE;
    const uint64_t bytes = sizeof(struct iolt_slot_table) + (uint64_t)capacity * slot_size_of(kind);
    iol_lock();
    const uint64_t off = iol_grow_file(bytes);
    struct iol_space space = { off, bytes, 0 };
    const int ok = off && off / 4096u <= UINT32_MAX && iol_space_ensure(&space, sizeof(struct iolt_slot_table));
    iol_unlock();
    if (!ok)
        return 0;
    struct iolt_slot_table* x = (struct iolt_slot_table*)(iol_g.base + off);
    x->capacity = capacity;
    x->slot_size = slot_size_of(kind);
    if (c->tail)
        __atomic_store_n(&c->tail->next, off, __ATOMIC_RELEASE);
    else
        __atomic_store_n(&th->slot_tables, (uint32_t)(off / 4096u), __ATOMIC_RELEASE);
    c->tail = x;
    c->last[kind] = x;
    c->space[kind] = space;
    return 1;
}

struct iolt_slot* iol_slot_more(struct iolt_thread* th, uint64_t key, uint32_t site)
{
    struct chain* c = &g_chain;
    if (c->th != th || c->base != iol_g.base) {
        drop_index(c);
        c->th = th;
        c->base = iol_g.base;
    }
    if ((c->n + 1) * 2 > c->cap && !grow_index(c))
        return NULL;
    const uint64_t h = hash(key, site);
    uint64_t* b = bucket(c, key, site, h);
    if (*b)
        return slot_of(*b);
    const enum table_kind kind = iolt_call_has_histogram((uint16_t)(key >> 32)) ? WHOLE : SHORT;
    if (!c->last[kind] || c->last[kind]->used == c->last[kind]->capacity) {
        if (!add_table(c, th, kind))
            return NULL;
    }
    struct iolt_slot_table* x = c->last[kind];
    const uint32_t i = x->used;
    if (!iol_space_ensure(&c->space[kind], sizeof(struct iolt_slot_table) + (uint64_t)(i + 1) * slot_size_of(kind)))
        return NULL;
    struct iolt_slot* s = slot_in(x, i);
    s->key.file = (uint32_t)key;
    s->key.call = (uint16_t)(key >> 32);
    s->key.zone = (uint16_t)(key >> 48);
    s->key.site = site;
    __atomic_store_n(&s->key.used, 1u, __ATOMIC_RELEASE);
    __atomic_store_n(&x->used, i + 1, __ATOMIC_RELEASE);
    *b = entry_of(s, h);
    c->n++;
    return s;
}
