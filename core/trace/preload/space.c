// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "space.h"

#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

struct iol_space iol_space_files, iol_space_sites, iol_space_zones, iol_space_strings;

static char g_path[IOL_SPACE_PATH_CAP];
static int g_no_populate; /* the kernel has no MADV_POPULATE_WRITE (before 5.14) */

char* iol_space_path_buffer(void)
{
    return g_path;
}

const char* iol_space_path(void)
{
    return g_path;
}

static uint64_t align_page(uint64_t x)
{
    return (x + 4095u) & ~(uint64_t)4095u;
}

/* The fallback: the file reopened by name (the library keeps no descriptor open in the program)
 * and the range fallocate'd. A file system without fallocate cannot promise the space: the pages
 * are used as before. */
static int reserve_by_fallocate(uint64_t off, uint64_t len)
{
    if (!g_path[0])
        return 0;
    const long fd = iol_sys_open(g_path, O_RDWR | O_CLOEXEC, 0);
    if (fd < 0)
        return 0;
    const long r = syscall(SYS_fallocate, (int)fd, 0, (off_t)off, (off_t)len);
    const int error = errno;
    iol_sys_close((int)fd);
    return r == 0 || error == EOPNOTSUPP;
}

static int reserve(uint64_t off, uint64_t len)
{
    if (!g_no_populate) {
        if (syscall(SYS_madvise, iol_g.base + off, (size_t)len, MADV_POPULATE_WRITE) == 0)
            return 1;
        if (errno != EINVAL)
            return 0; /* EFAULT: a page the file system could not give; ENOMEM */
        g_no_populate = 1;
    }
    return reserve_by_fallocate(off, len);
}

int iol_space_reserve_slow(struct iol_space* r, uint64_t upto)
{
    if (upto > r->size)
        return 0;
    const int saved = errno;
    /* Ahead of need by half what is reserved already, a chunk at most: a region used a little (most
     * threads' event logs) takes a page or two, a busy one few reservations. */
    const uint64_t ahead = r->reserved / 2 < IOL_SPACE_CHUNK ? r->reserved / 2 : IOL_SPACE_CHUNK;
    uint64_t end = align_page(upto + ahead);
    if (end > r->size)
        end = r->size;
    /* The region's start need not be page aligned. Once some of it is reserved, the page holding
     * its reserved end is reserved whole (below), so the next page is the first to reserve. */
    const uint64_t from = r->reserved ? align_page(r->off + r->reserved) : (r->off & ~(uint64_t)4095u);
    uint64_t to = align_page(r->off + end);
    int ok = to <= __atomic_load_n(&iol_g.size, __ATOMIC_ACQUIRE) && (to <= from || reserve(from, to - from));
    if (!ok && end > upto) { /* no room for a chunk ahead: exactly what is needed, perhaps */
        to = align_page(r->off + upto);
        ok = to <= from || reserve(from, to - from);
    }
    /* What was reserved runs to the end of its last page: a region that grows by small entries
     * (a stacks table's 40 bytes) would otherwise reserve the same page again and again, a
     * system call each time. */
    if (ok)
        r->reserved = to - r->off < r->size ? to - r->off : r->size;
    else if (iol_g.hdr)
        __atomic_fetch_or(&iol_g.hdr->flags, IOLT_FLAG_NO_SPACE, __ATOMIC_RELAXED);
    errno = saved;
    return ok;
}
