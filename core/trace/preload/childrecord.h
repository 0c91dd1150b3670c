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
 * before 64 younger ones; an orphan iolens-cli reaps (--wait-all).
 *
 * A child whose last image could not record itself (an exec into a static or set-id program, or
 * with an environment that drops the preload) has a record begun by the image that exec'd it
 * (untracedimage.h): the same look finds it, and the reaping finishes it. */
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
    /* Not 0: the child's last image is one that could not record itself, whose record the image
     * that exec'd it began at this generation (untracedimage.h); it is finished, not written. */
    uint32_t begun_generation;
    /* Not 0 (with pid 0): the child's last image recorded itself but never said how it ended: it
     * left past the library (a raw exit_group, as Go's os.Exit does in a program linked with cgo),
     * so its parent reads its counts now and tells its record at the reaping (wrap_wait.c). */
    int own_record_unfinished;
    struct iolt_kernel_io io;
    struct iolt_faults faults;
};

/* At the look, child `pid` ended (a zombie, not reaped yet): when this image started it and it has
 * no trace file, what its record will need into c (c->pid set), else c->pid = 0. For a child this
 * image started that has a record: two faccessat, and a read of its last record's header (whether
 * it ended past the library: c->own_record_unfinished). */
void iol_child_look(int pid, struct iol_unrecorded_child* c);

/* After the reaping with `status`: the record of c written (nothing when c->pid is 0, or when a
 * trace file for that pid appeared meanwhile), or the begun one finished. */
void iol_child_record(const struct iol_unrecorded_child* c, int status);

/* A record told by another process than its own (IOLT_FLAG_TOLD_BY_PARENT), as the loader reads it:
 * created at path with only the header's, the files' first and the strings' first pages (reserved:
 * a full file system fails the creation instead of raising SIGBUS), mapped for
 * iol_told_record_bytes(l) bytes; NULL when it cannot be (it exists already, no room). errno kept. */
struct iol_layout;
uint64_t iol_told_record_bytes(const struct iol_layout* l);
unsigned char* iol_told_record_create(const char* path, const struct iol_layout* l);
/* Its format fields, identity, flag and zero entries (the strings, times and counts are the caller's). */
void iol_told_record_header(unsigned char* base, const struct iol_layout* l, int pid, int ppid, uint32_t generation);
/* How it ended: at end_ns (CLOCK_MONOTONIC) with these counts, by `status` as a wait gave it (a
 * signal's end is told as a killed child's: reaped_by this process). */
void iol_told_record_end(struct iolt_header* h, uint64_t end_ns, const struct iolt_kernel_io* io,
    const struct iolt_faults* faults, int status);
