// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* A thread's slots past its block's own table (iolt.h, "Growth"): once that table is full, the
 * thread's further (file, call, site, zone) combinations go to tables appended to the trace file,
 * filled in order (so only the pages in use are reserved) and found again through a hash of this
 * thread's own, in private memory. Two chains of them, each table twice the size of the one before
 * in its chain: whole slots, and short slots (without the histogram) for the call kinds that move
 * no data, a quarter of the size. The block's table keeps today's cost: the chains are looked at
 * only for a key that is not in it. */
#pragma once

#include "iol.h"

/* The slot of (key, site) in the calling thread's chain, claimed there if new; NULL when the trace
 * file cannot grow (the caller counts the call on the full table's slot of its kind). */
struct iolt_slot* iol_slot_more(struct iolt_thread* th, uint64_t key, uint32_t site);
