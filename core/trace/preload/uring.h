// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* io_uring under the preload: the requests a program submits make no call of their own, so they
 * are read from the submission queue where the program hands them over (wrap_uring.c) and recorded
 * under the call kinds they stand for (uring_decode.c), on the files their fds (or registered-file
 * indexes, uring_rings.c) name. Only the kernel's <linux/io_uring.h> is needed, not liburing. */
#pragma once

#include "iol.h"
#include "record.h"

#include <linux/io_uring.h>

/* A ring's completion queue, where the kernel posts each request's result: entries are
 * cqes[(i & mask) << shift] for the kernel's tail index i (shift 1 with IORING_SETUP_CQE32). */
struct iol_uring_cq {
    const unsigned* ktail;
    const struct io_uring_cqe* cqes;
    unsigned mask, entries, shift;
};

/* The submission queue entries head … head+count-1 (wrapping at mask) of a ring, as the program
 * submitted them: either SQ array indirect (array != NULL, raw rings) or direct (liburing's flush
 * leaves array[i] = i, so its pending entries are read straight). */
struct iol_uring_batch {
    int ring_fd; /* for registered files; -1 if unknown */
    const struct io_uring_sqe* sqes;
    const unsigned* array; /* NULL: entry i is sqes[i & mask] */
    unsigned mask;
    unsigned shift; /* 1 with IORING_SETUP_SQE128 (entries twice the size) */
    unsigned head, count;
    int tracked; /* cq is the ring's completion queue: the requests' completions are looked for */
    struct iol_uring_cq cq;
};

/* uring_decode.c: records the batch's requests, the submit call's time [t0, t1) shared among them. */
void iol_uring_record(struct iol_tls* t, const struct iol_uring_batch* b, void* ra, uint64_t t0, uint64_t t1);

/* uring_complete.c: a recorded request (op: its slot, at submission time t0) whose completion
 * is to be looked for in its ring's completion queue; and the completions the kernel has posted
 * since the ring was last looked at, each applied to its request's slot. Harvest before and after
 * every call that submits or waits: the program may reap completions itself in between, and the
 * kernel reuses a reaped entry only once the queue wraps. */
void iol_uring_track(struct iol_tls* t, int ring_fd, const struct io_uring_sqe* s, const struct iol_op* op,
    uint32_t call, int64_t asked, uint64_t t0);
void iol_uring_harvest(struct iol_tls* t, int ring_fd, const struct iol_uring_cq* cq);
/* The ring's fd now names nothing (io_uring_queue_exit): its requests are no longer looked for. */
void iol_uring_untrack(int ring_fd);

/* uring_rings.c: rings the program set up itself (io_uring_setup through syscall() or liburing's
 * exported io_uring_setup), and every ring's registered files. */
void iol_uring_setup_seen(int ring_fd, const struct io_uring_params* p);
/* The batch an io_uring_enter(fd, to_submit …) is about to submit, from the ring's mappings; 0 if
 * the ring is not one whose queue can be read (set up unseen, SQPOLL, mappings not found). */
int iol_uring_enter_batch(int ring_fd, unsigned to_submit, struct iol_uring_batch* b);
/* The completion queue of a ring the program set up itself, from its mappings; 0 if unknown. */
int iol_uring_raw_cq(int ring_fd, struct iol_uring_cq* cq);
/* IORING_REGISTER_FILES and friends: fds[i] is registered file offset + i (-1: an empty slot). */
void iol_uring_files_set(int ring_fd, unsigned offset, const int* fds, unsigned n);
void iol_uring_files_clear(int ring_fd);
/* The fd behind registered file `index` of the ring, or -1. */
int iol_uring_file_fd(int ring_fd, unsigned index);
/* The ring is gone (io_uring_queue_exit): its fd number may name another ring next. */
void iol_uring_forget(int ring_fd);
/* io_uring_register(2)'s file opcodes, wherever the call came through. */
void iol_uring_register_seen(int ring_fd, unsigned opcode, const void* arg, unsigned n, long result);
