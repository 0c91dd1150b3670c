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

/* Whether the program installed a signal handler through libc (wrap_signal.c); an attached
 * program is running already, and may have. Until then no handler can interrupt a lookup, and
 * holding the signals (two system calls, 2.1 µs a pair on this machine) would only cost: most
 * programs (true, cat, cc1) install none. */
#ifdef IOL_ATTACH_BUILD
static int g_handlers = 1;
#else
static int g_handlers;
#endif

/* Runs lookup(arg) with its guard set and, once the program has handlers, this thread's signals
 * held. pthread_sigmask, not syscall(): the preload's syscall() is a wrapper whose real function
 * is looked up this way. It leaves glibc's own signals open (setuid in another thread waits for
 * every thread to take SIGSETXID). */
static void with_signals_held(void (*lookup)(void*), void* arg)
{
    struct iol_tls* t = &iol_tls;
    const int was = t->guard;
    t->guard = 1;
    sigset_t held, before;
    int masked = 0;
    if (__atomic_load_n(&g_handlers, __ATOMIC_ACQUIRE)) {
        sigfillset(&held);
        masked = pthread_sigmask(SIG_SETMASK, &held, &before) == 0;
    }
    lookup(arg);
    if (masked)
        pthread_sigmask(SIG_SETMASK, &before, NULL);
    t->guard = was;
}

struct lookup {
    void* handle;
    const char* name;
    const char* version;
    void* found;
};

static void look_up(void* arg)
{
    struct lookup* l = arg;
    l->found = l->version ? dlvsym(l->handle, l->name, l->version) : dlsym(l->handle, l->name);
    if (!l->found)
        (void)dlsym(RTLD_DEFAULT, "dlsym"); /* found: frees the message the miss left */
}

void* iol_dlsym(void* handle, const char* name, const char* version)
{
    struct lookup l = { handle, name, version, NULL };
    with_signals_held(look_up, &l);
    return l.found;
}

/* The functions signal handlers call most (all async-signal-safe; the wait family for a SIGCHLD
 * handler that reaps; fork and the exec family's two, which the fork wrapper looks up), looked up
 * when the program installs its first handler rather than at their first call: a handler's first
 * write() then never enters dlsym, whose own state it may have interrupted (the program's dlsym or
 * dlopen, or its malloc with a lookup's message pending). The signals are held once for all of
 * them. */
static const char* const g_early_names[]
    = { "write", "read", "__read_chk", "open", "open64", "openat", "close", "fstat", "stat", "lseek", "unlink", "fsync",
          "_exit", "waitpid", "wait", "wait3", "wait4", "waitid", "fork", "execve", "execvpe" };
enum { IOL_EARLY = sizeof g_early_names / sizeof *g_early_names };
static void* g_early[IOL_EARLY];

static void look_up_early(void* unused)
{
    (void)unused;
    for (unsigned i = 0; i < IOL_EARLY; ++i) {
        struct lookup l = { RTLD_NEXT, g_early_names[i], NULL, NULL };
        look_up(&l);
        __atomic_store_n(&g_early[i], l.found, __ATOMIC_RELEASE);
    }
}

void iol_handlers_installed(void)
{
    if (__atomic_exchange_n(&g_handlers, 1, __ATOMIC_ACQ_REL) == 0)
        with_signals_held(look_up_early, NULL);
}

void* iol_resolve(const char* name)
{
    for (unsigned i = 0; i < IOL_EARLY; ++i) {
        if (strcmp(name, g_early_names[i]) != 0)
            continue;
        void* early = __atomic_load_n(&g_early[i], __ATOMIC_ACQUIRE);
        if (early)
            return early;
        break;
    }
    void* p = iol_dlsym(RTLD_NEXT, name, NULL);
    if (!p && compat_lookup(name))
        p = iol_dlsym(RTLD_NEXT, name, "GLIBC_2.2.5");
    if (!p)
        missing(name);
    return p;
}
