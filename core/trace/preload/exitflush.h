// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* stdio's last flush, after the image's end was recorded.
 *
 * exit() runs the atexit handlers, among them the dynamic loader's, which runs this library's
 * destructor (iol_finish: the image's end and its kernel counts), and only then flushes the
 * program's streams (glibc's _IO_cleanup). A program whose output sat in a stream's buffer, as
 * glibc's `getent passwd > f` leaves all of it, made those write system calls after its counts
 * were read: they were missing from its own counts, and its traced parent, whose counts include a
 * reaped child's, showed them as its own unseen I/O.
 *
 * At the process's first stdio call the library adds a stream of its own (fopencookie, writing to
 * nothing) at the end of glibc's list of streams, where it stays: newer streams are linked in at
 * the head. glibc flushes the streams in the list's order, so when the destructor finds output
 * still buffered in some stream it puts one byte into this one, whose flush then comes after every
 * stream of the program and reads the counts again (iol_exit_flush_seen). No stream of the
 * program is flushed earlier or otherwise than untraced.
 *
 * Made at the first stdio call rather than at the start: a process that uses no stdio would have
 * its first malloc, the heap's set-up, made by us (0.25 ms a /bin/true here). Made at exit only for
 * output that no wrapped call wrote (libc's own stdio: getent's putpwent, the putc_unlocked macro):
 * the one allocation at exit, which an exit() from a signal handler that interrupted malloc on the
 * same thread, in such a program, would wait on forever. */
#pragma once

/* 1 once iol_exit_flush_prepare ran in this process (or its parent, before a fork). */
extern int iol_exit_flush_ready;

/* At the process's first wrapped stdio call (stdio_common.h), outside a vfork child. */
void iol_exit_flush_prepare(void);

/* From the destructor, once the image's end is recorded: arms the stream if output is pending. */
void iol_exit_flush_watch(void);
