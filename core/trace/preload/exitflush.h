// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* stdio's last flush, after the image's end was recorded.
 *
 * exit() runs the atexit handlers, among them the dynamic loader's, which runs this library's
 * destructor (iol_finish: the image's end and its kernel counts), and only then flushes the
 * program's streams (glibc's _IO_cleanup). A program whose output sat in a stream's buffer, as
 * `seq 1 5000 > f` leaves the last 3.3 KiB of it, made those write system calls after its counts
 * were read: they were missing from its own counts, and its traced parent, whose counts include a
 * reaped child's, showed them as its own unseen I/O.
 *
 * When a stream holds output at that point, the destructor adds a stream of its own at the end of
 * glibc's list of streams, with one byte in its buffer: glibc flushes the streams in the list's
 * order, so that byte's write (to nothing: fopencookie) comes after every stream of the program,
 * and there the counts are read again (iol_exit_flush_seen). No stream of the program is flushed
 * earlier or differently than it would be untraced. Not for an exit() from a handler of the
 * signals the library watches (SIGHUP, SIGINT, SIGQUIT, SIGTERM): the stream is allocated. */
#pragma once

/* From the destructor, once the image's end is recorded: arms the stream if output is pending. */
void iol_exit_flush_watch(void);
