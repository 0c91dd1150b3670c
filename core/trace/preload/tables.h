// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The shared tables of a trace file (files, sites, zones, strings): appended under the header's
 * spin lock, published by storing `used` last. The lookups by path, (dev, inode), address and name
 * use process-private hash tables of indices (plain arrays in .bss, so untouched pages cost
 * nothing); a fork child inherits them together with copies of the tables, so indices stay valid. */
#pragma once

#include "iol.h"

/* All of these take the lock themselves; they return 0 when a table cannot grow (and count it). */
uint32_t iol_file_get(uint32_t kind, const char* path, uint64_t dev, uint64_t ino, uint64_t size, int count_open);
uint32_t iol_file_by_path(const char* path); /* existing entry, or 0 */
/* The entry of a path opened before its identity is known (fdstate.h, IOL_FD_PENDING): the one of
 * that name, else a new regular one (*made set); its opens counted. */
uint32_t iol_file_named(const char* path, int* made);
/* That entry's identity, once known: kind from st_mode, and for a regular file its device, inode
 * and size at open. `made`: iol_file_named made the entry. */
void iol_file_identify(uint32_t index, int made, uint32_t kind, uint64_t dev, uint64_t ino, uint64_t size);
int iol_file_is(const char* path, uint64_t dev, uint64_t ino); /* an entry of that name and identity */
/* After a successful rename: entry `index` goes by the absolute path `to` from now on (the file
 * keeps its identity and its counts; the name a user knows it by is the one it has now). */
void iol_file_rename(uint32_t index, const char* to);
uint32_t iol_site_add(uint64_t address, const char* module, uint64_t module_offset, const char* symbol);
uint32_t iol_zone_get(const char* name, size_t len);
uint32_t iol_strings_add(const char* s, size_t len); /* lock held by the caller */
const char* iol_string_at(uint32_t off); /* "" for an offset the table does not have */

/* After a fork: copies the tables' used parts from the parent's mapping into the child's and
 * zeroes the per-file counters there (they belong to the parent); 0 when the child's file has no
 * room for them. */
int iol_tables_copy(const unsigned char* parent_base, const struct iolt_header* parent);

/* An entry past the first segment (growth.h); NULL while its segment does not exist. */
struct iolt_file* iol_file_grown(uint32_t index);

/* Entry `index`, which exists (an index the tables handed out). */
static inline struct iolt_file* iol_file_at(uint32_t index)
{
    if (IOL_LIKELY(index < IOLT_FIRST_FILES))
        return &iol_g.files[index];
    return iol_file_grown(index);
}
