// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Each call here is what the fgetc wrapper (wrap_stdio_data.c) does with the recorder, minus the
 * FILE: the general path (getc_slow: iol_op_begin, iol_cheap_merge, iol_op_end, iol_cheap_arm)
 * and, while armed, the fast path (iol_fast_ok, then the count and byte added live). */
#include "recorderprobe.h"

#include "recorder.h"
#include "stdio_common.h"

#include <string.h>

static void general_call(struct iol_tls* t, uint32_t file, void* fp, void* ra, int arm)
{
    struct iol_ctx c;
    c.t = t;
    c.f = NULL;
    t->guard = 1;
    iol_op_begin(t, &c.op, file, IOLT_CALL_FGETC, ra, 1);
    if (arm)
        iol_cheap_merge(&c, IOL_SIDE_READ);
    iol_op_end(t, &c.op, 1, -1);
    if (arm)
        iol_cheap_arm(&c, IOL_SIDE_READ, fp, ra);
    t->guard = 0;
}

static int fast_call(struct iol_tls* t, uint32_t file, void* fp, void* ra)
{
    struct iolt_slot* s = iol_fast_ok(t, IOL_SIDE_READ, fp, ra);
    if (s) {
        s->count++;
        s->bytes++;
        return 1;
    }
    iol_fast_flush(t, IOL_SIDE_READ);
    general_call(t, file, fp, ra, 1);
    return 0;
}

static void events_of(const struct iol_tls* t, uint32_t file, struct recorder_probe_side* out)
{
    for (uint64_t i = 0; i < t->th->events_kept; ++i)
        if (t->events[i].file == file && t->events[i].call == IOLT_CALL_FGETC) {
            out->event_calls += t->events[i].count;
            out->event_bytes += t->events[i].bytes;
        }
}

int recorder_probe(const char* dir, unsigned n, struct recorder_probe_result* out)
{
    memset(out, 0, sizeof *out);
    if (iol_recorder_start(dir, IOLT_DEFAULT_MAX_EVENTS) != 0)
        return -1;
    struct iol_tls* t = &iol_tls;
    if (!iol_active(t))
        return -2;
    void* ra = IOL_RA; /* one call site, in this program */
    int stream; /* stands for the FILE: the fast path compares its address only */
    struct iolt_slot* general = NULL;
    for (unsigned i = 0; i < n; ++i) {
        general_call(t, 1, NULL, ra, 0);
        general = t->slot_last;
    }
    for (unsigned i = 0; i < n; ++i)
        out->fast_calls += (uint64_t)fast_call(t, 2, &stream, ra);
    iol_fast_flush_all(t); /* as at exit */
    out->general.slot = *general;
    out->fast.slot = *t->fast[IOL_SIDE_READ].slot;
    events_of(t, 1, &out->general);
    events_of(t, 2, &out->fast);
    return 0;
}

static void read_call(struct iol_tls* t, uint32_t file, void* ra, int64_t bytes)
{
    struct iol_op op;
    t->guard = 1;
    iol_op_begin(t, &op, file, IOLT_CALL_READ, ra, 0);
    iol_op_end(t, &op, bytes, -1);
    t->guard = 0;
}

static void check_slot(const struct iolt_slot* s, uint32_t first_file, uint32_t files, unsigned rounds, int further,
    struct recorder_probe_keys_result* out)
{
    if (!s->key.used || s->key.call != IOLT_CALL_READ || s->key.file < first_file || s->key.file - first_file >= files)
        return;
    const uint64_t bytes = (uint64_t)s->key.file + 1;
    out->keys_found++;
    out->slots_in_further_tables += (uint64_t)further;
    if (s->count == rounds && s->bytes == rounds * bytes && s->hist[iolt_hist_bucket(bytes)] == rounds)
        out->keys_exact++;
}

int recorder_probe_keys(const char* dir, uint32_t first_file, uint32_t keys, uint32_t sites, unsigned rounds,
    struct recorder_probe_keys_result* out)
{
    memset(out, 0, sizeof *out);
    if (!iol_g.on && iol_recorder_start(dir, IOLT_DEFAULT_MAX_EVENTS) != 0)
        return -1;
    struct iol_tls* t = &iol_tls;
    if (!iol_active(t))
        return -2;
    if (sites == 0)
        return -3;
    const uint32_t files = (keys + sites - 1) / sites;
    char* ra = IOL_RA;
    for (unsigned r = 0; r < rounds; ++r)
        for (uint32_t k = 0; k < keys; ++k)
            read_call(t, first_file + k / sites, ra + k % sites, (int64_t)first_file + k / sites + 1);
    for (uint32_t i = 0; i < iol_g.hdr->max_slots; ++i)
        check_slot(&t->slots[i], first_file, files, rounds, 0, out);
    for (uint64_t off = (uint64_t)t->th->slot_tables * 4096u; off;) {
        const struct iolt_slot_table* x = (const struct iolt_slot_table*)(iol_g.base + off);
        for (uint32_t i = 0; i < x->used; ++i)
            check_slot(
                (const struct iolt_slot*)((const unsigned char*)(x + 1) + (uint64_t)i * iolt_slot_table_slot_size(x)),
                first_file, files, rounds, 1, out);
        off = x->next;
    }
    out->slots_dropped = iol_g.hdr->slots_dropped;
    return 0;
}
