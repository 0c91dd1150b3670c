// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The library's spin locks: the header's (appending to the shared tables of the trace file) and
 * sites.c's address map. Held for a few stores or one dladdr; a waiter spins with a pause hint. */
#pragma once

#include "iol.h" /* first: it sets _GNU_SOURCE before any system header */

/* A hint to the CPU that this is a spin-wait loop (saves power, frees the sibling hyper-thread). */
static inline void iol_pause(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield" ::: "memory");
#else
    __asm__ __volatile__("" ::: "memory");
#endif
}

static inline void iol_spin_lock(uint32_t* lock)
{
    while (__atomic_exchange_n(lock, 1u, __ATOMIC_ACQUIRE)) {
        while (__atomic_load_n(lock, __ATOMIC_RELAXED))
            iol_pause();
    }
}

static inline void iol_spin_unlock(uint32_t* lock)
{
    __atomic_store_n(lock, 0u, __ATOMIC_RELEASE);
}

/* The header's lock (tables.c), for appending to the shared tables. */
void iol_lock(void);
void iol_unlock(void);
