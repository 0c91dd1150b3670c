// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tst_recorder's C side: drives the recorder (core/trace/preload/recorder.h) in this process. */
#pragma once

#include "iolt.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What one run of n fgetc-like calls left: its slot, and its events' summed counts and bytes. */
struct recorder_probe_side {
    struct iolt_slot slot;
    uint64_t event_calls, event_bytes;
};

struct recorder_probe_result {
    struct recorder_probe_side general; /* every call through iol_op_begin/iol_op_end (file 1) */
    struct recorder_probe_side fast; /* as the fgetc wrapper: the fast path while armed (file 2) */
    uint64_t fast_calls; /* calls the fast path took */
};

/* Starts the recorder with a trace file in dir, then makes n calls each way from one call site.
 * 0 on success. */
int recorder_probe(const char* dir, unsigned n, struct recorder_probe_result* out);

/* What `keys` distinct (file, read, site) combinations, each recorded `rounds` times with file + 1
 * bytes, left in the calling thread's slot tables: `sites` consecutive keys share a file and differ
 * in their call site (addresses in the probe's own code), so that a file has that many keys. */
struct recorder_probe_keys_result {
    uint64_t keys_found; /* of the keys, those with a slot */
    uint64_t keys_exact; /* of those, the ones whose count, bytes and histogram are exactly as made */
    uint64_t slots_in_further_tables; /* slots of the keys past the block's own table */
    uint64_t slots_dropped; /* header.slots_dropped after the run */
};

/* Starts the recorder in dir unless it runs already; the keys' files are first_file … first_file +
 * keys / sites (numbers only: no file entry is made). 0 on success. */
int recorder_probe_keys(const char* dir, uint32_t first_file, uint32_t keys, uint32_t sites, unsigned rounds,
    struct recorder_probe_keys_result* out);

#ifdef __cplusplus
}
#endif
