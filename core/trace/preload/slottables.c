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

/* This thread's chain as the library knows it. `th` and `base` say whose it is: a fork child's
 * thread gets a new block in a new file, and the state left from the parent is then dropped. */
struct chain {
    const struct iolt_thread* th;
    const unsigned char* base;
    struct iolt_slot_table* last; /* where new slots go */
    struct iol_space space; /* the last table's region, reserved up to its last slot */
    struct iolt_slot** index; /* open addressed, at most half full */
    uint32_t cap, n;
};
static __thread struct chain g_chain IOL_TLS_MODEL;

static struct iolt_slot* slots_of(struct iolt_slot_table* x)
{
    return (struct iolt_slot*)(x + 1);
}

static uint32_t hash(uint64_t key, uint32_t site)
{
    uint64_t x = key ^ ((uint64_t)site * 0x9e3779b97f4a7c15ull);
    x ^= x >> 31;
    x *= 0xd6e8feb86659fd93ull;
    x ^= x >> 32;
    return (uint32_t)x;
}

static int slot_is(const struct iolt_slot* s, uint64_t key, uint32_t site)
{
    return s->key.file == (uint32_t)key && s->key.call == (uint16_t)(key >> 32) && s->key.zone == (uint16_t)(key >> 48)
        && s->key.site == site;
}

static struct iolt_slot** bucket(struct chain* c, uint64_t key, uint32_t site)
{
    uint32_t i = hash(key, site) & (c->cap - 1);
    while (c->index[i] && !slot_is(c->index[i], key, site))
        i = (i + 1) & (c->cap - 1);
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
    void* p = (void*)syscall(
        SYS_mmap, NULL, (size_t)cap * sizeof *c->index, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
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
            struct iolt_slot* s = &slots_of(x)[i];
            *bucket(c, (uint64_t)s->key.file | (uint64_t)s->key.call << 32 | (uint64_t)s->key.zone << 48, s->key.site)
                = s;
            c->n++;
        }
        off = x->next;
    }
    return 1;
}

/* A new last table, linked (release) once its header is written; 0 when the file cannot grow. */
static int add_table(struct chain* c, struct iolt_thread* th)
{
    const uint32_t capacity = c->last ? c->last->capacity * 2 : FIRST_TABLE;
    const uint64_t bytes = sizeof(struct iolt_slot_table) + (uint64_t)capacity * sizeof(struct iolt_slot);
    iol_lock();
    const uint64_t off = iol_grow_file(bytes);
    struct iol_space space = { off, bytes, 0 };
    const int ok = off && off / 4096u <= UINT32_MAX && iol_space_ensure(&space, sizeof(struct iolt_slot_table));
    iol_unlock();
    if (!ok)
        return 0;
    struct iolt_slot_table* x = (struct iolt_slot_table*)(iol_g.base + off);
    x->capacity = capacity;
    if (c->last)
        __atomic_store_n(&c->last->next, off, __ATOMIC_RELEASE);
    else
        __atomic_store_n(&th->slot_tables, (uint32_t)(off / 4096u), __ATOMIC_RELEASE);
    c->last = x;
    c->space = space;
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
    struct iolt_slot** b = bucket(c, key, site);
    if (*b)
        return *b;
    if (!c->last || c->last->used == c->last->capacity) {
        if (!add_table(c, th))
            return NULL;
    }
    struct iolt_slot_table* x = c->last;
    const uint32_t i = x->used;
    if (!iol_space_ensure(&c->space, sizeof(struct iolt_slot_table) + (uint64_t)(i + 1) * sizeof(struct iolt_slot)))
        return NULL;
    struct iolt_slot* s = &slots_of(x)[i];
    s->key.file = (uint32_t)key;
    s->key.call = (uint16_t)(key >> 32);
    s->key.zone = (uint16_t)(key >> 48);
    s->key.site = site;
    __atomic_store_n(&s->key.used, 1u, __ATOMIC_RELEASE);
    __atomic_store_n(&x->used, i + 1, __ATOMIC_RELEASE);
    *b = s;
    c->n++;
    return s;
}
