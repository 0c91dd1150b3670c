// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The record a traced parent writes for a child that made none of its own (issue 22 §2: every
 * process its own record).
 *
 * Every traced process writes its own record, but a few children never do:
 *   - a vfork child whose exec failed: dash running a script whose interpreter is missing prints
 *     "not found" and exits 127 in the vfork child, which the library leaves untraced (it runs on
 *     its parent's memory, wrap_process.c);
 *   - a vfork child that exec'd a program iolens cannot enter (statically linked, set-id, or run
 *     with an environment that drops the preload);
 *   - a fork child killed before its first traced call (its record is put off until then, state.c).
 * Their parent, when traced, reaps them through the wait wrappers (wrap_wait.c). Before the reaping,
 * at the wrappers' first look, a child that ended with no trace file of its own has its kernel
 * counts, page faults, name (comm) and start read from its /proc directory while it is a zombie;
 * after the reaping, the parent writes a record for it: pid, parent, start and end, how it ended,
 * the counts, and the name as its argv, marked IOLT_FLAG_TOLD_BY_PARENT. Its start is when the
 * parent's fork, vfork or posix_spawn returned, noted here for the image's 64 latest children.
 *
 * Not told: a child whose parent is not traced, does not wait for it (SIGCHLD ignored, so the
 * kernel reaps it) or reaps it past the wrappers (pclose, posix_spawn's own wait); one the parent
 * did not start in this image (inherited across an exec, or older than an attach), or started
 * before 64 younger ones; an orphan iolens-cli reaps (--wait-all). */
#pragma once

#include "iol.h"

/* Parent side of fork and vfork: child `pid` exists from now (one clock read, no system call). */
void iol_child_started(int pid);

/* What the first look of a wait found out about a child that ended without a record. */
struct iol_unrecorded_child {
    int pid; /* 0: none (the child has a record, or nothing could be read) */
    uint64_t start_ns, start_realtime_ns; /* CLOCK_MONOTONIC and CLOCK_REALTIME */
    uint64_t end_ns; /* CLOCK_MONOTONIC, at the look */
    char name[32]; /* comm */
    struct iolt_kernel_io io;
    struct iolt_faults faults;
};

/* At the look, child `pid` ended (a zombie, not reaped yet): when this image started it and it has
 * no trace file, what its record will need into c (c->pid set), else c->pid = 0. One faccessat
 * for a child this image started that has a record. */
void iol_child_look(int pid, struct iol_unrecorded_child* c);

/* After the reaping with `status`: the record of c written (nothing when c->pid is 0, or when a
 * trace file for that pid appeared meanwhile). */
void iol_child_record(const struct iol_unrecorded_child* c, int status);
