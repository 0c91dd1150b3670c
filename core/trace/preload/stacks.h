// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Sampled full call stacks (format/iolts.h). The record path calls iol_stacks_after once, after a
 * call's counts went into its slot (record.h, iol_op_end_at); the sampling decision and the
 * unwinding are in stacks.c, the stacks file in stacks_file.c. */
#pragma once

#include "iol.h"

struct iol_op;

/* 0 when IOLENS_TRACE_STACKS=0 (iolens-cli trace --no-stacks), read at init before the trace's
 * variables are hidden from the program (environment.h). */
extern int iol_stacks_on;
void iol_stacks_read_env(void);
void iol_stacks_thread_end(void); /* thread exit: its sampling state unmapped */

void iol_stacks_sample(struct iol_tls* t, const struct iol_op* op, uint64_t t1, int64_t bytes);

/* Inline part: a load and a compare for every call that reaches the record path (a 1-in-64 or
 * 1-in-1,024 call on the read/write and stdio fast paths). */
IOL_HOT void iol_stacks_after(struct iol_tls* t, const struct iol_op* op, uint64_t t1, int64_t bytes)
{
    if (iol_stacks_on && !t->shared)
        iol_stacks_sample(t, op, t1, bytes);
}

/* stacks_file.c: the image's stacks file, interning and weights. All under the stacks lock. */
struct iolts_header;
struct iolts_weight;
struct iolts_header* iol_stacks_file(void); /* created on first use; NULL when it cannot be */
/* The id of this stack (frames innermost first), stored once; -1 when a table is full. */
int64_t iol_stacks_intern(uint64_t hash, const uintptr_t* frames, uint32_t depth, int truncated);
/* The weight entry of (stack, key, site); NULL when the table is full. */
struct iolts_weight* iol_stacks_weight(uint32_t stack, uint64_t key, uint32_t site);
/* The index of this language frame in the table, stored once; -1 when the table is full. */
struct iolts_lang_frame;
int64_t iol_stacks_lang_intern(const struct iolts_lang_frame* frame);
void iol_stacks_lock(void);
void iol_stacks_unlock(void);
