// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The backstop for forks that do not go through the fork wrapper (wrap_process.c): libc's own
 * calls of fork, as daemon(3) and forkpty(3) make them, never reach an interposed symbol, but they
 * do run the pthread_atfork handlers. These do what fork_common does around the real fork — record
 * the fork in the parent, hold the header's and the sites' locks across it, give the child a trace
 * file of its own — and nothing when the wrapper is forking (iol_tls.in_fork_wrapper), so a fork
 * is never handled twice. Without them such a child is noticed only at its first call (the page the
 * kernel wipes in a fork child, iol_g.alive), and its fork is not counted in its parent. Registered
 * by the daemon and forkpty wrappers before they call libc (wrap_process.c), and at once where
 * tracing starts later (attach, the recorder). */
#include "lock.h"
#include "wrap.h"

#include <pthread.h>

/* The fork in progress on this thread (the child inherits the forking thread's copy). */
static __thread struct iol_ctx g_fork_ctx IOL_TLS_MODEL;
static __thread int g_fork_entered IOL_TLS_MODEL;

static void before_fork(void)
{
    if (iol_tls.in_fork_wrapper)
        return;
    g_fork_entered = iol_enter_fd(&g_fork_ctx, -1, IOLT_CALL_FORK, IOL_RA, 0);
    if (!g_fork_entered)
        return;
    iol_fast_flush_all(g_fork_ctx.t);
    iol_lock();
    iol_sites_fork_lock(1);
    errno = g_fork_ctx.err;
}

/* glibc runs the parent handlers after a failed fork too, without its result: recorded as done. */
static void after_fork_parent(void)
{
    if (iol_tls.in_fork_wrapper || !g_fork_entered)
        return;
    g_fork_entered = 0;
    const int e = errno;
    iol_sites_fork_lock(0);
    iol_unlock();
    errno = e;
    iol_leave(&g_fork_ctx, IOL_NODATA, -1);
}

static void after_fork_child(void)
{
    if (iol_tls.in_fork_wrapper || !g_fork_entered)
        return;
    g_fork_entered = 0;
    const int e = errno;
    iol_sites_fork_lock(0);
    iol_fork_child();
    iol_tls.guard = 0;
    errno = e;
}

static void register_once(void)
{
    pthread_atfork(before_fork, after_fork_parent, after_fork_child);
}

/* Once per image (a fork child inherits the handlers and the once flag; an exec starts afresh). */
void iol_atfork_register(void)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, register_once);
}
