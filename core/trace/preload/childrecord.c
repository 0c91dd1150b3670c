// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#define _GNU_SOURCE
#include "childrecord.h"
#include "layout.h"
#include "record.h"
#include "text.h"
#include "untracedimage.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23 /* Linux 5.14 */
#endif

/* The children this image started lately, and when: a ring, so a process that keeps forking uses
 * the same few lines of it. Only these get a record from it: not a child it inherited across an
 * exec, nor one that began before an attach, whose counts would hold I/O from before the trace. */
#define CHILD_STARTS 64u
static struct {
    int pid;
    uint64_t clock; /* CLOCK_MONOTONIC */
} g_starts[CHILD_STARTS];
static unsigned g_starts_next;

void iol_child_started(int pid)
{
    if (pid <= 0)
        return;
    const unsigned i = __atomic_fetch_add(&g_starts_next, 1u, __ATOMIC_RELAXED) % CHILD_STARTS;
    g_starts[i].clock = iol_clock();
    __atomic_store_n(&g_starts[i].pid, pid, __ATOMIC_RELEASE);
}

/* When child pid started (CLOCK_MONOTONIC), or 0 when this image did not note it. */
static uint64_t noted_start(int pid)
{
    for (unsigned i = 0; i < CHILD_STARTS; ++i)
        if (__atomic_load_n(&g_starts[i].pid, __ATOMIC_ACQUIRE) == pid)
            return g_starts[i].clock;
    return 0;
}

/* Whether pid has a trace file of its own (its first image's) in the trace directory. */
static int has_record(int pid)
{
    char path[IOL_PATH_MAX + 64];
    if (iol_text_trace_file(path, sizeof path, iol_g.dir, pid, 0, ".iolt") >= sizeof path)
        return 1; /* cannot be named: nothing to write either */
    const int saved = errno;
    const long r = syscall(SYS_faccessat, -100, path, F_OK, 0);
    const int missing = r != 0 && errno == ENOENT;
    errno = saved;
    return !missing;
}

/* Whether pid's record of `generation`, its own (not told), never said how the image ended: it
 * left past the library's exit wrappers and destructor. Read, not mapped: a page-table change
 * costs more than the copy of a header. */
static int own_record_unfinished(int pid, uint32_t generation)
{
    char path[IOL_PATH_MAX + 64];
    if (iol_text_trace_file(path, sizeof path, iol_g.dir, pid, generation, ".iolt") >= sizeof path)
        return 0;
    const long fd = iol_sys_open(path, O_RDONLY | O_CLOEXEC, 0);
    if (fd < 0)
        return 0;
    struct iolt_header h;
    const long n = iol_sys_pread((int)fd, &h, sizeof h, 0);
    iol_sys_close((int)fd);
    return n == (long)sizeof h && memcmp(h.magic, IOLT_MAGIC, 8) == 0 && h.pid == pid && h.ppid == iol_g.pid
        && h.state == IOLT_STATE_RUNNING && h.reaped_by == 0 && !(h.flags & IOLT_FLAG_TOLD_BY_PARENT);
}

void iol_child_look(int pid, struct iol_unrecorded_child* c)
{
    c->pid = 0;
    c->begun_generation = 0;
    c->own_record_unfinished = 0;
    const uint64_t start = pid > 0 && iol_g.hdr ? noted_start(pid) : 0;
    if (!start || start < iol_g.start_ns)
        return;
    if (has_record(pid)) {
        /* Its last image may be one that could not record itself (untracedimage.h). */
        uint32_t last = 0;
        c->begun_generation = iol_untraced_image_begun(pid, &last);
        if (c->begun_generation) {
            iol_read_zombie_counts(pid, &c->io, &c->faults, NULL);
            c->pid = pid;
            c->end_ns = iol_clock();
        } else {
            c->own_record_unfinished = own_record_unfinished(pid, last);
        }
        return;
    }
    struct iol_zombie_name name;
    iol_read_zombie_counts(pid, &c->io, &c->faults, &name);
    c->pid = pid;
    c->end_ns = iol_clock();
    /* On the real-time clock through this image's own start, as the loader places every image. */
    c->start_ns = start;
    c->start_realtime_ns = iol_g.hdr->start_realtime_ns + (start - iol_g.start_ns);
    memcpy(c->name, name.comm, sizeof c->name);
}

/* Reserves [off, off + len) of fd's file, so that the stores below cannot raise SIGBUS on a full
 * file system (space.h): fallocate, else (a file system without it) the pages are populated once
 * mapped. */
static int reserve(int fd, uint64_t off, uint64_t len)
{
    return syscall(SYS_fallocate, fd, 0, (off_t)off, (off_t)len) == 0 || errno == EOPNOTSUPP;
}

static int populated(void* base, uint64_t off, uint64_t len)
{
    return syscall(SYS_madvise, (unsigned char*)base + off, len, MADV_POPULATE_WRITE) == 0 || errno == EINVAL;
}

uint64_t iol_told_record_bytes(const struct iol_layout* l)
{
    return l->strings_off + 4096;
}

unsigned char* iol_told_record_create(const char* path, const struct iol_layout* l)
{
    const int saved = errno;
    const long fd = iol_sys_open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0) { /* EEXIST: the process's own after all; or a directory that refuses it */
        errno = saved;
        return NULL;
    }
    /* Written through a mapping, not write(2): the writer's own kernel counts stay the program's.
     * The pages written: the header's (with the zones and the first sites), the files' first and
     * the strings' first; the rest of the file stays a hole. */
    const uint64_t mapped = iol_told_record_bytes(l);
    void* base = MAP_FAILED;
    if (syscall(SYS_ftruncate, (int)fd, (off_t)l->size) == 0 && reserve((int)fd, 0, IOLT_HEADER_SIZE)
        && reserve((int)fd, l->files_off, 4096) && reserve((int)fd, l->strings_off, 4096))
        base = (void*)syscall(SYS_mmap, NULL, mapped, PROT_READ | PROT_WRITE, MAP_SHARED, (int)fd, 0);
    iol_sys_close((int)fd);
    if (base != MAP_FAILED
        && (!populated(base, 0, IOLT_HEADER_SIZE) || !populated(base, l->files_off, 4096)
            || !populated(base, l->strings_off, 4096))) {
        syscall(SYS_munmap, base, mapped);
        base = MAP_FAILED;
    }
    if (base == MAP_FAILED) {
        syscall(SYS_unlinkat, -100, path, 0);
        errno = saved;
        return NULL;
    }
    errno = saved;
    return base;
}

void iol_told_record_header(unsigned char* base, const struct iol_layout* l, int pid, int ppid, uint32_t generation)
{
    struct iolt_header* h = (struct iolt_header*)base;
    iol_layout_header(h, l, iol_g.max_events);
    h->pid = pid;
    h->ppid = ppid;
    h->generation = generation;
    h->sample_period = IOL_SAMPLE_PERIOD;
    h->call_sample_period = IOL_CALL_SAMPLE_PERIOD;
    h->flags = IOLT_FLAG_TOLD_BY_PARENT;
    /* The zero entries, as state.c's fill_zero_entries makes them. */
    struct iolt_file* files = (struct iolt_file*)(base + l->files_off);
    files[0].kind = IOLT_KIND_NONE;
    files[0].used = 1;
    ((struct iolt_site*)(base + l->sites_off))[0].used = 1;
    ((struct iolt_zone*)(base + l->zones_off))[0].used = 1;
    h->files_used = h->sites_used = h->zones_used = 1;
}

void iol_told_record_end(struct iolt_header* h, uint64_t end_ns, const struct iolt_kernel_io* io,
    const struct iolt_faults* faults, int status)
{
    h->end_ns = end_ns > h->start_ns ? end_ns - h->start_ns : 0;
    /* Each block's valid flag last (release): a live reader takes a block only once it is whole. */
    struct iolt_kernel_io k = *io;
    k.valid = 0;
    h->kernel_end = k;
    __atomic_store_n(&h->kernel_end.valid, io->valid, __ATOMIC_RELEASE);
    struct iolt_faults f = *faults;
    f.valid = 0;
    h->faults_end = f;
    __atomic_store_n(&h->faults_end.valid, faults->valid, __ATOMIC_RELEASE);
    if (WIFEXITED(status)) {
        h->exit_status = WEXITSTATUS(status);
        __atomic_store_n(&h->state, (int32_t)IOLT_STATE_EXITED, __ATOMIC_RELEASE);
    } else {
        /* As a killed child's record is told (wrap_wait.c): still running, reaped by its parent. */
        h->reaped_status = status;
        __atomic_store_n(&h->reaped_by, iol_g.pid, __ATOMIC_RELEASE);
    }
}

/* The header, the zero entries and the name, into the mapped file. */
static void fill(unsigned char* base, const struct iol_layout* l, const struct iol_unrecorded_child* c, int status)
{
    struct iolt_header* h = (struct iolt_header*)base;
    iol_told_record_header(base, l, c->pid, iol_g.pid, 0);
    const size_t n = strnlen(c->name, sizeof c->name);
    if (n > 0) {
        memcpy(base + l->strings_off + 1, c->name, n); /* the byte after it stays 0: argv's end */
        h->argv_string = 1;
        h->argv_bytes = (uint32_t)n;
        h->strings_used = (uint32_t)(1 + n + 1);
    }
    h->start_ns = c->start_ns;
    h->start_realtime_ns = c->start_realtime_ns;
    /* A new process's counts begin at zero (copy_process), as a fork child's record says too. */
    h->kernel_start.valid = 1;
    h->faults_start.valid = 1;
    iol_told_record_end(h, c->end_ns, &c->io, &c->faults, status);
}

void iol_child_record(const struct iol_unrecorded_child* c, int status)
{
    if (c->pid <= 0)
        return;
    if (c->begun_generation) { /* its last image's record, begun by the image that exec'd it */
        iol_untraced_image_finish(c, status);
        return;
    }
    struct iol_layout l;
    iol_layout_of(&l, iol_g.max_events);
    char path[IOL_PATH_MAX + 64];
    if (iol_text_trace_file(path, sizeof path, iol_g.dir, c->pid, 0, ".iolt") >= sizeof path)
        return;
    unsigned char* base = iol_told_record_create(path, &l);
    if (!base)
        return;
    fill(base, &l, c, status);
    syscall(SYS_munmap, base, iol_told_record_bytes(&l));
}
