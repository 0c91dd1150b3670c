// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Stopwatch zones: the "+NAME\n" / "-NAME\n" lines a program writes to $IOLENS_TRACE_ZONES
 * (iolt.h). They are recorded here and never reach the kernel. */
#include "zones.h"
#include "record.h"
#include "tables.h"

#include <string.h>

static void zone_open(struct iol_tls* t, uint32_t zone, uint64_t now)
{
    if (t->zone_depth < IOLT_ZONE_DEPTH) {
        t->zone_stack[t->zone_depth] = (uint16_t)zone;
        t->zone_begin[t->zone_depth] = now;
    }
    t->zone_depth++; /* deeper than IOLT_ZONE_DEPTH: counted so that the closes pair up, not kept */
}

static void zone_close(struct iol_tls* t, uint32_t zone, uint64_t now)
{
    const uint32_t kept = t->zone_depth < IOLT_ZONE_DEPTH ? t->zone_depth : IOLT_ZONE_DEPTH;
    if (t->zone_depth > IOLT_ZONE_DEPTH) {
        t->zone_depth--; /* the innermost levels were not kept */
        return;
    }
    for (uint32_t i = kept; i-- > 0;) {
        if (t->zone_stack[i] != zone)
            continue;
        const uint64_t begin = t->zone_begin[i];
        struct iolt_zone_total* tot = &t->totals[zone];
        if (t->shared) {
            __atomic_fetch_add(&tot->count, 1, __ATOMIC_RELAXED);
            __atomic_fetch_add(&tot->ns, now - begin, __ATOMIC_RELAXED);
        } else {
            tot->count++;
            tot->ns += now - begin;
        }
        iol_event_zone(t, zone, begin, now);
        t->zone_depth = i; /* zones opened inside it and not closed end with it */
        return;
    }
    /* a close without its open: ignored */
}

void iol_zone_write(struct iol_tls* t, const char* buf, size_t n)
{
    const uint64_t now = iol_now();
    size_t i = 0;
    while (i < n) {
        const char* nl = memchr(buf + i, '\n', n - i);
        if (!nl)
            break;
        const size_t len = (size_t)(nl - (buf + i));
        const char op = buf[i];
        if (len >= 2 && len <= 64 && (op == '+' || op == '-')) {
            const uint32_t zone = iol_zone_get(buf + i + 1, len - 1);
            if (zone) {
                if (op == '+')
                    zone_open(t, zone, now);
                else
                    zone_close(t, zone, now);
            }
        }
        i += len + 1;
    }
    iol_fast_flush_all(t);
    t->fast[IOL_SIDE_READ].fp = t->fast[IOL_SIDE_WRITE].fp = NULL; /* the innermost zone is part of every slot's key */
    iol_fdfast_disarm_all(t);
    t->slot_last = NULL;
}
