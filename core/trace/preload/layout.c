// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#define _GNU_SOURCE /* S_ISSOCK, which iolt.h uses, under -std=c11 */
#include "layout.h"

#include <string.h>

static uint64_t align_up(uint64_t x, uint64_t a)
{
    return (x + a - 1) / a * a;
}

_Static_assert(
    IOLT_HEADER_ROOM + IOLT_MAX_ZONES * sizeof(struct iolt_zone) + sizeof(struct iolt_site) <= IOLT_HEADER_SIZE,
    "the zones and the unknown site fit the header's page");
_Static_assert((IOLT_HEADER_ROOM + IOLT_MAX_ZONES * sizeof(struct iolt_zone)) % 8 == 0, "the sites are 8-byte aligned");

void iol_layout_of(struct iol_layout* l, uint64_t max_events)
{
    l->zones_off = IOLT_HEADER_ROOM;
    l->sites_off = l->zones_off + (uint64_t)IOLT_MAX_ZONES * sizeof(struct iolt_zone);
    /* Page-aligned: the first entries, reserved at start, then take one page each. */
    l->files_off = align_up(l->sites_off + (uint64_t)IOLT_FIRST_SITES * sizeof(struct iolt_site), 4096);
    l->strings_off = align_up(l->files_off + (uint64_t)IOLT_FIRST_FILES * sizeof(struct iolt_file), 4096);
    l->threads_off = align_up(l->strings_off + IOLT_FIRST_STRINGS, 4096);
    l->slots_off = sizeof(struct iolt_thread);
    l->totals_off = l->slots_off + (uint64_t)IOLT_MAX_SLOTS * sizeof(struct iolt_slot);
    l->events_off = l->totals_off + (uint64_t)IOLT_MAX_ZONES * sizeof(struct iolt_zone_total);
    l->block = align_up(l->events_off + max_events * sizeof(struct iolt_event), 4096);
    l->size = l->threads_off + (uint64_t)IOLT_FIRST_THREADS * l->block;
}

void iol_layout_header(struct iolt_header* h, const struct iol_layout* l, uint64_t max_events)
{
    memcpy(h->magic, IOLT_MAGIC, 8);
    h->version = IOLT_VERSION;
    h->header_size = IOLT_HEADER_SIZE;
    h->file_size = l->size;
    h->files_offset = l->files_off;
    h->sites_offset = l->sites_off;
    h->zones_offset = l->zones_off;
    h->strings_offset = l->strings_off;
    h->threads_offset = l->threads_off;
    h->max_files = IOLT_FIRST_FILES;
    h->max_sites = IOLT_FIRST_SITES;
    h->max_zones = IOLT_MAX_ZONES;
    h->max_slots = IOLT_MAX_SLOTS;
    h->hist_buckets = IOLT_HIST_BUCKETS;
    h->max_threads = IOLT_FIRST_THREADS;
    h->strings_size = IOLT_FIRST_STRINGS;
    h->max_events = max_events;
    h->thread_block_size = l->block;
    h->strings_used = 1; /* offset 0 is the empty string */
}
