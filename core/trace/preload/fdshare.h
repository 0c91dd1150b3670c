// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* One open session reached through several fds. A session is an open … close of one file; when
 * the program dup's the fd (dup, dup2, dup3, fcntl F_DUPFD), the kernel's open file description is
 * shared, and the session goes on until the last of those fds is closed, whichever of them wrote.
 * The shell's `echo record >> f.csv` opens f.csv, dup2's it onto stdout, closes the opened fd and
 * writes through stdout: without following the dup, the session that wrote would be nobody's.
 *
 * Only dup'ed sessions get an entry here: the read and write fast paths keep counting into the
 * fd's own fields, and a fd's counts are folded into its share when it closes. Process-private,
 * like the fd table: a fork child has its own copy of both. Lock-free (atomics), so a signal
 * handler's close cannot wait on an interrupted dup. */
#pragma once

#include <stdint.h>

/* A new share held by one fd: its index (never 0), or 0 when all are in use (the dup is then no
 * part of the session, as before shares existed). */
uint32_t iol_share_new(void);
/* One more fd holds share s. */
void iol_share_hold(uint32_t s);
/* An fd holding share s closes with its own flags and byte counts. Returns 1 when it was the last
 * fd of the session, with the whole session's flags (or'ed) and bytes (summed) in the arguments;
 * 0 while another fd still holds it. */
int iol_share_release(uint32_t s, uint8_t* flags, uint64_t* rbytes, uint64_t* wbytes);
