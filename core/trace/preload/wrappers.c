// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The real functions behind the wrappers (wrappers.h): found one way, and a missing one named in
 * the trace (header.missing_symbol_string, IOLT_FLAG_MISSING_SYMBOL) rather than only crashing. */
#include "wrappers.h"
#include "lock.h"
#include "tables.h"

#include <dlfcn.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>

static int compat_lookup(const char* name)
{
#define IOL_COMPAT_ROW(n, ret, params, args, kind, shape, lookup)                                                      \
    if (IOL_LOOKUP_##lookup == IOL_LOOKUP_COMPAT && strcmp(name, #n) == 0)                                             \
        return 1;
    IOL_WRAPPERS(IOL_COMPAT_ROW)
#undef IOL_COMPAT_ROW
    return 0;
}

/* The first function that could not be found, kept for this process's trace files (a fork
 * child's and the image's own, which may begin after the lookup). */
static char g_missing[64];
static int g_missing_state; /* 0 none, 1 being written, 2 g_missing set */

void iol_missing_publish(void)
{
    struct iolt_header* h = iol_g.hdr;
    if (!h || !iol_g.on || __atomic_load_n(&g_missing_state, __ATOMIC_ACQUIRE) != 2)
        return;
    iol_lock();
    if (!h->missing_symbol_string)
        h->missing_symbol_string = iol_strings_add(g_missing, strlen(g_missing));
    __atomic_fetch_or(&h->flags, (uint32_t)IOLT_FLAG_MISSING_SYMBOL, __ATOMIC_RELAXED);
    iol_unlock();
}

static void missing(const char* name)
{
    int none = 0;
    if (!__atomic_compare_exchange_n(&g_missing_state, &none, 1, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
        return; /* the first one is named: the notice says "at least" */
    const size_t n = strlen(name);
    memcpy(g_missing, name, n < sizeof g_missing ? n : sizeof g_missing - 1);
    __atomic_store_n(&g_missing_state, 2, __ATOMIC_RELEASE);
    iol_missing_publish();
}

/* pthread_sigmask, not syscall(): the preload's syscall() is a wrapper whose real function is
 * looked up here. It leaves glibc's own signals open (setuid in another thread waits for every
 * thread to take SIGSETXID). */
void* iol_dlsym(void* handle, const char* name, const char* version)
{
    struct iol_tls* t = &iol_tls;
    const int was = t->guard;
    t->guard = 1;
    sigset_t held, before;
    sigfillset(&held);
    const int masked = pthread_sigmask(SIG_SETMASK, &held, &before) == 0;
    void* p = version ? dlvsym(handle, name, version) : dlsym(handle, name);
    if (!p)
        (void)dlsym(RTLD_DEFAULT, "dlsym"); /* found: frees the message the miss left */
    if (masked)
        pthread_sigmask(SIG_SETMASK, &before, NULL);
    t->guard = was;
    return p;
}

void* iol_resolve(const char* name)
{
    void* p = iol_dlsym(RTLD_NEXT, name, NULL);
    if (!p && compat_lookup(name))
        p = iol_dlsym(RTLD_NEXT, name, "GLIBC_2.2.5");
    if (!p)
        missing(name);
    return p;
}
