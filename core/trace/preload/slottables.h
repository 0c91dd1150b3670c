// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* A thread's slots past its block's own table (iolt.h, "Growth"): once that table is 7/8 full, the
 * thread's further (file, call, site, zone) combinations go to a chain of tables appended to the
 * trace file, each twice the size of the one before, filled in order (so only the pages in use are
 * reserved) and found again through a hash of this thread's own, in private memory. The block's
 * table keeps today's cost: the chain is looked at only for a key that is not in it. */
#pragma once

#include "iol.h"

/* The slot of (key, site) in the calling thread's chain, claimed there if new; NULL when the trace
 * file cannot grow (the caller counts the call on the full table's slot of its kind). */
struct iolt_slot* iol_slot_more(struct iolt_thread* th, uint64_t key, uint32_t site);

/* Reserves (space.h) the page of the block's own slot `s` before its first claim (table: the
 * block's slots); 0 when the file system refuses. The block's table is an open-addressed hash,
 * claimed at random places: reserved whole, it took 350 KiB of every thread's block at its start. */
int iol_slot_page_reserve(const struct iolt_thread* th, const struct iolt_slot* s, const struct iolt_slot* table);
/* Whether the page holding slot `s`'s used flag was reserved by this thread: a slot on a page that
 * was not is unclaimed, and is not read, since on tmpfs even reading a hole of the shared mapping
 * allocates a page, and a full file system answers that with SIGBUS (tst_traceharmless::fullFileSystem). */
int iol_slot_page_known(const struct iolt_thread* th, const struct iolt_slot* s, const struct iolt_slot* table);
