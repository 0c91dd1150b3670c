// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Where the tables of a new trace file lie (iolt.h, Layout), and the header fields that say so:
 * shared by the image's own file (state.c) and the record a parent writes for a child that made
 * none (childrecord.c), so that both read the same to the loader. */
#pragma once

#include <sys/stat.h> /* iolt.h uses S_ISSOCK (with _GNU_SOURCE) */

#include "iolt.h"

#include <stdint.h>

/* The first segment of each table (growth.h adds the others as they are needed): the zones and the
 * first sites share the header's page; the files, the strings and the thread blocks each begin on
 * a page of their own. Offsets are from the file's start; slots_off, totals_off and events_off are
 * from a thread block's start. */
struct iol_layout {
    uint64_t zones_off, sites_off, files_off, strings_off, threads_off;
    uint64_t slots_off, totals_off, events_off;
    uint64_t block; /* a thread block's bytes, page aligned */
    uint64_t size; /* the file's first size: the header, the tables' first segments, one block */
};

void iol_layout_of(struct iol_layout* l, uint64_t max_events);

/* The header's format fields (magic, version, sizes, offsets, capacities) for layout l; the rest of
 * the header (pid, times, counts) is the caller's. */
void iol_layout_header(struct iolt_header* h, const struct iol_layout* l, uint64_t max_events);
