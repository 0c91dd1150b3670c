// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#define _GNU_SOURCE /* MAP_ANONYMOUS, syscall */
#include "fdshare.h"

#include <stddef.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

struct iol_share {
    uint32_t busy; /* claimed (0 → 1) by iol_share_new, freed by the last release */
    uint32_t refs; /* fds holding it */
    uint32_t flags; /* IOL_FD_* of the fds released so far, or'ed */
    uint32_t pad;
    uint64_t rbytes, wbytes; /* of the fds released so far */
};

/* 4,096 sessions dup'ed and still open at once: a shell keeps one per redirection in progress. */
#define IOL_SHARES 4096u

static struct iol_share* g_shares;
static uint32_t g_hint; /* where the last claim succeeded: the next search starts there */

static struct iol_share* shares(void)
{
    struct iol_share* s = __atomic_load_n(&g_shares, __ATOMIC_ACQUIRE);
    if (s)
        return s;
    void* p = (void*)syscall(SYS_mmap, NULL, IOL_SHARES * sizeof(struct iol_share), PROT_READ | PROT_WRITE,
        MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return NULL;
    struct iol_share* expected = NULL;
    if (__atomic_compare_exchange_n(&g_shares, &expected, (struct iol_share*)p, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
        return p;
    syscall(SYS_munmap, p, IOL_SHARES * sizeof(struct iol_share));
    return expected;
}

uint32_t iol_share_new(void)
{
    struct iol_share* all = shares();
    if (!all)
        return 0;
    const uint32_t start = __atomic_load_n(&g_hint, __ATOMIC_RELAXED);
    for (uint32_t n = 0; n < IOL_SHARES; ++n) {
        const uint32_t i = (start + n) % IOL_SHARES;
        uint32_t expected = 0;
        if (__atomic_compare_exchange_n(&all[i].busy, &expected, 1, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) {
            all[i].flags = 0;
            all[i].rbytes = all[i].wbytes = 0;
            __atomic_store_n(&all[i].refs, 1, __ATOMIC_RELEASE);
            __atomic_store_n(&g_hint, i + 1, __ATOMIC_RELAXED);
            return i + 1;
        }
    }
    return 0;
}

void iol_share_hold(uint32_t s)
{
    __atomic_fetch_add(&g_shares[s - 1].refs, 1, __ATOMIC_ACQ_REL);
}

int iol_share_release(uint32_t s, uint8_t* flags, uint64_t* rbytes, uint64_t* wbytes)
{
    struct iol_share* sh = &g_shares[s - 1];
    __atomic_fetch_or(&sh->flags, *flags, __ATOMIC_RELAXED);
    __atomic_fetch_add(&sh->rbytes, *rbytes, __ATOMIC_RELAXED);
    __atomic_fetch_add(&sh->wbytes, *wbytes, __ATOMIC_RELAXED);
    if (__atomic_sub_fetch(&sh->refs, 1, __ATOMIC_ACQ_REL) != 0)
        return 0;
    /* The last fd: nobody else can touch the entry until it is free again. */
    *flags = (uint8_t)sh->flags;
    *rbytes = sh->rbytes;
    *wbytes = sh->wbytes;
    __atomic_store_n(&sh->busy, 0, __ATOMIC_RELEASE);
    return 1;
}
