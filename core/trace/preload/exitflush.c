// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#define _GNU_SOURCE /* fopencookie */
#include "exitflush.h"
#include "iol.h"

#include <errno.h>
#include <stdio.h>

#ifdef IOL_ATTACH_BUILD
/* After a detach the program runs on as it was: no stream of ours in its list. */
int iol_exit_flush_ready = 1;
void iol_exit_flush_prepare(void) { }
void iol_exit_flush_watch(void) { }
#else

/* glibc's list of open streams (newest first, linked by _chain) and its lock (recursive): in its
 * ABI since 2.2.5 (the libio.h of old), the one way to see the streams a program has. The list's
 * entries begin with the FILE that struct _IO_FILE describes. */
extern FILE* _IO_list_all;
void _IO_list_lock(void);
void _IO_list_unlock(void);

static FILE* g_last; /* the stream at the list's end, NULL without one */
static char g_room[16]; /* its buffer: a byte in it is output its flush at exit writes */

static ssize_t at_last_flush(void* cookie, const char* buf, size_t n)
{
    (void)cookie;
    (void)buf;
    iol_exit_flush_seen();
    return (ssize_t)n;
}

/* s from wherever it is in the list (fopencookie put it first) to its end. Under the list's lock. */
static void move_to_end(FILE* s)
{
    FILE** at = &_IO_list_all;
    while (*at && *at != s)
        at = &(*at)->_chain;
    if (!*at)
        return;
    *at = s->_chain;
    FILE** end = &_IO_list_all;
    while (*end)
        end = &(*end)->_chain;
    *end = s;
    s->_chain = NULL;
}

int iol_exit_flush_ready;

void iol_exit_flush_prepare(void)
{
    if (iol_exit_flush_ready || iol_tls.vforked) /* a vfork child would allocate in its parent's heap */
        return;
    iol_exit_flush_ready = 1; /* tried once: a failure is not retried at every stdio call */
    const int saved = errno;
    const int was = iol_tls.guard;
    iol_tls.guard = 1; /* the stdio calls below are ours, not the program's */
    FILE* s = fopencookie(NULL, "w", (cookie_io_functions_t) { .write = at_last_flush });
    /* Without its buffer it is left where it is, empty: it never writes. */
    if (s && setvbuf(s, g_room, _IOFBF, sizeof g_room) == 0) {
        _IO_list_lock();
        move_to_end(s);
        _IO_list_unlock();
        g_last = s;
    }
    iol_tls.guard = was;
    errno = saved;
}

/* Whether a stream other than ours holds output its flush at exit will write (a wide-oriented one
 * is counted as holding some: its buffer is glibc's own). Under the list's lock. */
static int output_pending(void)
{
    for (FILE* f = _IO_list_all; f; f = f->_chain)
        if (f != g_last && (f->_IO_write_ptr > f->_IO_write_base || f->_mode > 0))
            return 1;
    return 0;
}

void iol_exit_flush_watch(void)
{
    /* Only inside exit() (a library's destructor also runs at dlclose), for an image whose end this
     * process recorded, and with our stream still last (nothing moved it). */
    if (!iol_g.exit_known || !iol_g.finished || !iol_g.hdr || iol_tls.vforked)
        return;
    const int saved = errno;
    const int was = iol_tls.guard;
    iol_tls.guard = 1; /* the stdio call below is ours, not the program's */
    _IO_list_lock();
    const int pending = output_pending();
    _IO_list_unlock();
    /* Output that no wrapped call made (libc's own stdio, as getent's putpwent): the stream is
     * made now, the one allocation at exit (exitflush.h). */
    if (pending && !iol_exit_flush_ready)
        iol_exit_flush_prepare();
    _IO_list_lock();
    if (pending && g_last && g_last->_chain == NULL)
        fputc_unlocked('\n', g_last);
    _IO_list_unlock();
    iol_tls.guard = was;
    errno = saved;
}
#endif
