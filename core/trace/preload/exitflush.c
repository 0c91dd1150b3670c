// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#define _GNU_SOURCE /* fopencookie */
#include "exitflush.h"
#include "iol.h"

#include <errno.h>
#include <stdio.h>

/* glibc's list of open streams (newest first, linked by _chain) and its lock: in its ABI since 2.2.5
 * (the libio.h of old), the one way to see the streams a program has. The list's entries begin with
 * the FILE that struct _IO_FILE describes. */
extern FILE* _IO_list_all;
void _IO_list_lock(void);
void _IO_list_unlock(void);

static char g_room[16]; /* the stream's buffer: a byte in it is the pending output */

static ssize_t at_last_flush(void* cookie, const char* buf, size_t n)
{
    (void)cookie;
    (void)buf;
    iol_exit_flush_seen();
    return (ssize_t)n;
}

/* Whether some stream holds output its flush at exit will write (a wide-oriented one is counted
 * as holding some: its buffer is glibc's own). Under the list's lock. */
static int output_pending(void)
{
    for (FILE* f = _IO_list_all; f; f = f->_chain)
        if (f->_IO_write_ptr > f->_IO_write_base || f->_mode > 0)
            return 1;
    return 0;
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

void iol_exit_flush_watch(void)
{
#ifdef IOL_ATTACH_BUILD
    return; /* a process traced by attach runs on as it was after the detach: no stream of ours */
#endif
    /* Only inside exit() (a library's destructor also runs at dlclose, where the stream would
     * outlive this code), for an image whose end this process recorded. */
    if (!iol_g.exit_known || !iol_g.finished || !iol_g.hdr || iol_tls.vforked)
        return;
    /* fopencookie allocates: an exit() from a signal handler that interrupted malloc would wait on
     * malloc's own lock forever. The counts stay those read before the flush then. */
    if (iol_tls.in_signal_handler)
        return;
    const int saved = errno;
    const int was = iol_tls.guard;
    iol_tls.guard = 1; /* the stdio calls below are ours, not the program's */
    _IO_list_lock();
    const int pending = output_pending();
    _IO_list_unlock();
    FILE* s = pending ? fopencookie(NULL, "w", (cookie_io_functions_t) { .write = at_last_flush }) : NULL;
    if (s && setvbuf(s, g_room, _IOFBF, sizeof g_room) == 0 && fputc_unlocked('\n', s) != EOF) {
        _IO_list_lock();
        move_to_end(s);
        _IO_list_unlock();
    }
    iol_tls.guard = was;
    errno = saved;
}
