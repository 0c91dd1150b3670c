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

/* More threads than cores spinning would keep the holder from running (2,000 threads starting at
 * once took seconds): after a while a waiter gives its time slice away. */
static inline void iol_spin_lock(uint32_t* lock)
{
    while (__atomic_exchange_n(lock, 1u, __ATOMIC_ACQUIRE)) {
        for (unsigned spins = 0; __atomic_load_n(lock, __ATOMIC_RELAXED); ++spins) {
            if (spins < 128)
                iol_pause();
            else
                syscall(SYS_sched_yield);
        }
    }
}

/* The lock within a bounded wait, or 0: for a holder that may never let go, such as the parent's
 * thread that a signal handler interrupted inside the library and that now waits for this child.
 * After a short spin and a few yields (a holder running on another core) the waiter sleeps, from
 * 20 µs doubling to 5 ms, until it has slept max_wait_ns: a hundred children forked at once and
 * waiting by yielding alone kept a preempted holder from running, and on a loaded machine one of
 * them gave up after 10,000 yields (a few milliseconds). Sleeping leaves the core to the holder,
 * and the bound counts the time asked for, so a slow machine waits longer, not less. */
static inline int iol_spin_trylock(uint32_t* lock, uint64_t max_wait_ns)
{
    struct timespec nap = { 0, 20000 };
    uint64_t slept = 0;
    for (unsigned spins = 0;; ++spins) {
        if (!__atomic_load_n(lock, __ATOMIC_RELAXED) && !__atomic_exchange_n(lock, 1u, __ATOMIC_ACQUIRE))
            return 1;
        if (spins < 128) {
            iol_pause();
        } else if (slept >= max_wait_ns) {
            return 0; /* at once for max_wait_ns 0: the spin only */
        } else if (spins < 128 + 64) {
            syscall(SYS_sched_yield);
        } else {
            syscall(SYS_nanosleep, &nap, NULL);
            slept += (uint64_t)nap.tv_nsec;
            if (nap.tv_nsec < 5000000)
                nap.tv_nsec *= 2;
        }
    }
}

static inline void iol_spin_unlock(uint32_t* lock)
{
    __atomic_store_n(lock, 0u, __ATOMIC_RELEASE);
}

/* The header's lock (tables.c), for appending to the shared tables. */
void iol_lock(void);
void iol_unlock(void);
