// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#define _GNU_SOURCE
#include "untracedimage.h"
#include "fdstate.h"
#include "layout.h"
#include "record.h"
#include "text.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* The generation of the record begun for the exec in progress; 0: none. */
static uint32_t g_begun;

/* A told record's strings: the first page of the table, the only one iol_told_record_create
 * reserves. */
#define STRINGS_ROOM 4096u

/* strings' first page: argv, the path and the directory, each cut to fit (the loader reads a cut
 * string as written). Returns the offset of s in the strings, or 0 when there is no room left. */
static uint32_t add_string(unsigned char* strings, uint32_t* used, const char* s, size_t n)
{
    if (*used + 1 >= STRINGS_ROOM)
        return 0;
    if (n > STRINGS_ROOM - *used - 1)
        n = STRINGS_ROOM - *used - 1;
    const uint32_t at = *used;
    memcpy(strings + at, s, n); /* the byte after it stays 0 */
    *used += (uint32_t)n + 1;
    return at;
}

/* argv's strings one after the other, each with its NUL but the last (as the header's argv_bytes
 * counts them), into strings as far as they fit; their bytes (0: none). */
static uint32_t add_argv(unsigned char* strings, uint32_t* used, char* const argv[], uint32_t* at)
{
    const uint32_t cap = STRINGS_ROOM - 1; /* the last byte: the final NUL */
    *at = *used;
    uint32_t n = 0;
    for (size_t i = 0; argv && argv[i] && *used < cap; ++i) {
        if (i > 0) {
            strings[(*used)++] = '\0';
            ++n;
        }
        size_t len = strlen(argv[i]);
        if (len > cap - *used)
            len = cap - *used;
        memcpy(strings + *used, argv[i], len);
        *used += (uint32_t)len;
        n += (uint32_t)len;
    }
    ++*used; /* the last NUL, the string table's own */
    return n;
}

void iol_untraced_image_begin(const char* path, char* const argv[])
{
    const struct iolt_header* me = iol_g.hdr;
    g_begun = 0;
    if (!me || !path)
        return;
    const uint32_t generation = me->generation + 1;
    struct iol_layout l;
    iol_layout_of(&l, iol_g.max_events);
    char file[IOL_PATH_MAX + 64];
    if (iol_text_trace_file(file, sizeof file, iol_g.dir, iol_g.pid, generation, ".iolt") >= sizeof file)
        return;
    unsigned char* base = iol_told_record_create(file, &l);
    if (!base)
        return;
    iol_told_record_header(base, &l, iol_g.pid, me->ppid, generation);
    struct iolt_header* h = (struct iolt_header*)base;
    unsigned char* strings = base + l.strings_off;
    uint32_t used = 1; /* offset 0 is the empty string */
    /* The path and the directory first: a long argv is cut rather than they. */
    char abs[IOL_PATH_MAX];
    iol_abspath(-100, path, abs, sizeof abs);
    h->exe_string = add_string(strings, &used, abs, strlen(abs));
    const char* cwd = iol_cwd();
    h->cwd_string = add_string(strings, &used, cwd, strlen(cwd));
    if (used < STRINGS_ROOM - 1) {
        uint32_t argv_at = 0;
        const uint32_t argv_bytes = add_argv(strings, &used, argv, &argv_at);
        if (argv_bytes > 0) {
            h->argv_string = argv_at;
            h->argv_bytes = argv_bytes;
        }
    }
    h->strings_used = used;
    /* It starts now, its counts where this image's end (read just before: exec_before). */
    const uint64_t now = iol_clock();
    h->start_ns = now;
    h->start_realtime_ns = me->start_realtime_ns + (now - iol_g.start_ns);
    h->kernel_start = me->kernel_end;
    syscall(SYS_munmap, base, iol_told_record_bytes(&l));
    g_begun = generation;
}

void iol_untraced_image_cancel(void)
{
    if (!g_begun)
        return;
    char file[IOL_PATH_MAX + 64];
    if (iol_text_trace_file(file, sizeof file, iol_g.dir, iol_g.pid, g_begun, ".iolt") < sizeof file) {
        const int saved = errno;
        syscall(SYS_unlinkat, -100, file, 0);
        errno = saved;
    }
    g_begun = 0;
}

static int exists(int pid, uint32_t generation)
{
    char file[IOL_PATH_MAX + 64];
    if (iol_text_trace_file(file, sizeof file, iol_g.dir, pid, generation, ".iolt") >= sizeof file)
        return 0;
    return syscall(SYS_faccessat, -100, file, F_OK, 0) == 0;
}

/* pid's record of `generation` mapped (its header), or MAP_FAILED. */
static void* map_header(int pid, uint32_t generation, int prot)
{
    char file[IOL_PATH_MAX + 64];
    if (iol_text_trace_file(file, sizeof file, iol_g.dir, pid, generation, ".iolt") >= sizeof file)
        return MAP_FAILED;
    const long fd = iol_sys_open(file, (prot & PROT_WRITE ? O_RDWR : O_RDONLY) | O_CLOEXEC, 0);
    if (fd < 0)
        return MAP_FAILED;
    struct stat st;
    void* map = MAP_FAILED;
    if (syscall(SYS_fstat, (int)fd, &st) == 0 && st.st_size >= (off_t)IOLT_HEADER_SIZE)
        map = (void*)syscall(SYS_mmap, NULL, (size_t)IOLT_HEADER_SIZE, prot, MAP_SHARED, (int)fd, 0);
    iol_sys_close((int)fd);
    return map;
}

/* A record begun above, by pid, not finished yet: this process may finish it (its parent). */
static int unfinished(const struct iolt_header* h, int pid)
{
    return memcmp(h->magic, IOLT_MAGIC, 8) == 0 && h->pid == pid && h->ppid == iol_g.pid
        && (__atomic_load_n(&h->flags, __ATOMIC_ACQUIRE) & IOLT_FLAG_TOLD_BY_PARENT)
        && __atomic_load_n(&h->state, __ATOMIC_ACQUIRE) == IOLT_STATE_RUNNING
        && __atomic_load_n(&h->reaped_by, __ATOMIC_ACQUIRE) == 0;
}

uint32_t iol_untraced_image_begun(int pid, uint32_t* last_generation)
{
    const int saved = errno;
    uint32_t last = 0;
    while (last < 100000 && exists(pid, last + 1))
        ++last;
    *last_generation = last;
    uint32_t begun = 0;
    if (last > 0) {
        void* map = map_header(pid, last, PROT_READ);
        if (map != MAP_FAILED) {
            if (unfinished(map, pid))
                begun = last;
            syscall(SYS_munmap, map, (size_t)IOLT_HEADER_SIZE);
        }
    }
    errno = saved;
    return begun;
}

void iol_untraced_image_finish(const struct iol_unrecorded_child* c, int status)
{
    const int saved = errno;
    void* map = map_header(c->pid, c->begun_generation, PROT_READ | PROT_WRITE);
    if (map != MAP_FAILED) {
        struct iolt_header* h = map;
        if (unfinished(h, c->pid))
            iol_told_record_end(h, c->end_ns, &c->io, &c->faults, status);
        syscall(SYS_munmap, map, (size_t)IOLT_HEADER_SIZE);
    }
    errno = saved;
}
