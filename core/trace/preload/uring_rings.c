// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The io_uring rings a program set up through calls the preload sees (io_uring_setup through
 * syscall(), or liburing's exported io_uring_setup), and every ring's registered files.
 *
 * A ring set up that way is counted in header.uring_rings_unseen until an io_uring_enter on it
 * comes through syscall() or liburing's io_uring_enter: a program that enters with its own system
 * call instruction (fio 3.33 does, for io_uring_enter only) leaves it counted, and the loader
 * names it. Its queue is found in /proc/self/maps at the first enter: the SQ ring's mapping at
 * offset IORING_OFF_SQ_RING and the entries' at IORING_OFF_SQES of the anon_inode:[io_uring] whose
 * inode is the ring fd's. */
#include "uring.h"

#include "lock.h"

#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>

#define IOL_URING_RINGS 16u
#define IOL_URING_FILES 4096u /* registered files resolved per ring; beyond, counted unresolved */

struct ring {
    int fd; /* -1: free */
    int raw; /* set up where we saw it */
    int entered; /* an enter was seen (the ring left uring_rings_unseen) */
    int unreadable; /* its mappings could not be told apart: stays unseen */
    struct iolt_header* counted_in; /* the trace file whose uring_rings_unseen counts it (a fork
                                       child writes a file of its own, which never counted it) */
    struct io_uring_params p;
    unsigned char* sq; /* the SQ ring's mapping, NULL until found */
    unsigned char* cq; /* the CQ ring's (the SQ ring's with IORING_FEAT_SINGLE_MMAP), NULL if none */
    const struct io_uring_sqe* sqes;
    int* files; /* IOL_URING_FILES fds, -1 where unknown; NULL until files are registered */
};

static struct ring g_rings[IOL_URING_RINGS];
static uint32_t g_lock;
static int g_ready;

static void ready(void)
{
    if (g_ready)
        return;
    for (unsigned i = 0; i < IOL_URING_RINGS; ++i)
        g_rings[i].fd = -1;
    g_ready = 1;
}

/* The ring of fd, added if `add` (lock held). */
static struct ring* ring_of(int fd, int add)
{
    ready();
    struct ring* free_one = NULL;
    for (unsigned i = 0; i < IOL_URING_RINGS; ++i) {
        if (g_rings[i].fd == fd)
            return &g_rings[i];
        if (g_rings[i].fd < 0 && !free_one)
            free_one = &g_rings[i];
    }
    if (!add || !free_one)
        return NULL;
    int* files = free_one->files;
    memset(free_one, 0, sizeof *free_one);
    free_one->fd = fd;
    free_one->files = files;
    if (files)
        memset(files, 0xff, IOL_URING_FILES * sizeof(int));
    return free_one;
}

void iol_uring_setup_seen(int ring_fd, const struct io_uring_params* p)
{
    if (ring_fd < 0 || !iol_g.hdr)
        return;
    struct iolt_header* h = iol_g.hdr;
    if (p->flags & IORING_SETUP_SQPOLL) { /* the kernel's thread takes requests as they are written */
        __atomic_fetch_add(&h->uring_sqpoll_rings, 1, __ATOMIC_RELAXED);
        return;
    }
    iol_spin_lock(&g_lock);
    struct ring* r = ring_of(ring_fd, 1);
    if (r && r->raw && !r->entered && r->counted_in == h) /* an fd number reused without a close seen */
        __atomic_fetch_sub(&h->uring_rings_unseen, 1, __ATOMIC_RELAXED);
    if (r) {
        r->raw = 1;
        r->p = *p;
        r->sq = NULL;
        r->cq = NULL;
        r->sqes = NULL;
        r->entered = 0;
        r->unreadable = 0;
        r->counted_in = h;
        if (r->files) /* a new ring on a reused fd number has none registered yet */
            memset(r->files, 0xff, IOL_URING_FILES * sizeof(int));
    }
    iol_spin_unlock(&g_lock);
    iol_uring_untrack(ring_fd); /* a new ring: nothing of an old one on this fd number is pending */
    __atomic_fetch_add(&h->uring_rings_unseen, 1, __ATOMIC_RELAXED);
}

/* The mappings of the ring's SQ ring and entries in /proc/self/maps: each ring is an inode of its
 * own (anon_inode_getfile_secure), so its mappings are the ones with its fd's inode. Where fstat
 * fails, only a process's single ring is taken. */
static int find_mappings_in(struct ring* r, char* buf, size_t cap)
{
    struct stat ring;
    const int known_inode = syscall(SYS_fstat, r->fd, &ring) == 0;
    const long n = iol_sys_read_file("/proc/self/maps", buf, cap - 1);
    if (n <= 0)
        return 0;
    buf[n] = 0;
    unsigned long sq = 0, sqes = 0, cq = 0;
    int sq_found = 0, sqes_found = 0, cq_found = 0;
    for (char* line = buf; line && *line;) {
        char* next = strchr(line, '\n');
        if (next)
            *next++ = 0;
        if (strstr(line, "anon_inode:[io_uring]")) {
            unsigned long start, end, off, inode;
            if (sscanf(line, "%lx-%lx %*s %lx %*s %lu", &start, &end, &off, &inode) == 4
                && (!known_inode || inode == ring.st_ino)) {
                if (off == IORING_OFF_SQ_RING) {
                    sq = start;
                    ++sq_found;
                } else if (off == IORING_OFF_SQES) {
                    sqes = start;
                    ++sqes_found;
                } else if (off == IORING_OFF_CQ_RING) {
                    cq = start;
                    ++cq_found;
                }
            }
        }
        line = next;
    }
    if (sq_found != 1 || sqes_found != 1)
        return 0;
    r->sq = (unsigned char*)sq;
    r->sqes = (const struct io_uring_sqe*)sqes;
    if (cq_found == 1)
        r->cq = (unsigned char*)cq;
    else if (cq_found == 0 && (r->p.features & IORING_FEAT_SINGLE_MMAP))
        r->cq = r->sq; /* one mapping holds both rings; cq_off is relative to it too */
    return 1;
}

static int find_mappings(struct ring* r)
{
    const size_t cap = 1u << 18;
    char* buf = iol_map_scratch(cap);
    if (buf == MAP_FAILED)
        return 0;
    const int found = find_mappings_in(r, buf, cap);
    syscall(SYS_munmap, buf, cap);
    return found;
}

/* The ring's mappings, looked up at its first use (lock held); 0 if they cannot be told apart. */
static int mappings_known(struct ring* r)
{
    if (!r->sq && !r->unreadable && !find_mappings(r))
        r->unreadable = 1;
    return r->sq != NULL;
}

int iol_uring_raw_cq(int ring_fd, struct iol_uring_cq* cq)
{
    if (!iol_g.hdr)
        return 0;
    iol_spin_lock(&g_lock);
    struct ring* r = ring_of(ring_fd, 0);
    int ok = 0;
    if (r && r->raw && mappings_known(r) && r->cq) {
        const struct io_cqring_offsets* o = &r->p.cq_off;
        cq->ktail = (const unsigned*)(r->cq + o->tail);
        cq->cqes = (const struct io_uring_cqe*)(r->cq + o->cqes);
        cq->mask = *(const unsigned*)(r->cq + o->ring_mask);
        cq->entries = *(const unsigned*)(r->cq + o->ring_entries);
        cq->shift = (r->p.flags & IORING_SETUP_CQE32) ? 1 : 0;
        ok = 1;
    }
    iol_spin_unlock(&g_lock);
    return ok;
}

int iol_uring_enter_batch(int ring_fd, unsigned to_submit, struct iol_uring_batch* b)
{
    if (!iol_g.hdr)
        return 0;
    iol_spin_lock(&g_lock);
    struct ring* r = ring_of(ring_fd, 0);
    int ok = 0;
    if (r && r->raw) {
        if (mappings_known(r)) {
            if (!r->entered) {
                r->entered = 1;
                if (r->counted_in == iol_g.hdr)
                    __atomic_fetch_sub(&iol_g.hdr->uring_rings_unseen, 1, __ATOMIC_RELAXED);
            }
            const struct io_sqring_offsets* o = &r->p.sq_off;
            const unsigned head = __atomic_load_n((const unsigned*)(r->sq + o->head), __ATOMIC_ACQUIRE);
            const unsigned tail = __atomic_load_n((const unsigned*)(r->sq + o->tail), __ATOMIC_ACQUIRE);
            const unsigned pending = tail - head;
            b->ring_fd = ring_fd;
            b->sqes = r->sqes;
            b->array = (const unsigned*)(r->sq + o->array);
            b->mask = *(const unsigned*)(r->sq + o->ring_mask);
            b->shift = (r->p.flags & IORING_SETUP_SQE128) ? 1 : 0;
            b->head = head;
            b->count = pending < to_submit ? pending : to_submit;
            ok = b->count > 0 && pending <= b->mask + 1;
        }
    }
    iol_spin_unlock(&g_lock);
    return ok;
}

void iol_uring_files_set(int ring_fd, unsigned offset, const int* fds, unsigned n)
{
    if (ring_fd < 0)
        return;
    iol_spin_lock(&g_lock);
    struct ring* r = ring_of(ring_fd, 1);
    if (r && !r->files) {
        void* p = (void*)syscall(
            SYS_mmap, NULL, IOL_URING_FILES * sizeof(int), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p != MAP_FAILED) {
            r->files = p;
            memset(r->files, 0xff, IOL_URING_FILES * sizeof(int));
        }
    }
    if (r && r->files)
        for (unsigned i = 0; i < n && offset + i < IOL_URING_FILES; ++i)
            r->files[offset + i] = fds ? fds[i] : -1;
    iol_spin_unlock(&g_lock);
}

void iol_uring_files_clear(int ring_fd)
{
    iol_spin_lock(&g_lock);
    struct ring* r = ring_of(ring_fd, 0);
    if (r && r->files)
        memset(r->files, 0xff, IOL_URING_FILES * sizeof(int));
    iol_spin_unlock(&g_lock);
}

int iol_uring_file_fd(int ring_fd, unsigned index)
{
    if (ring_fd < 0 || index >= IOL_URING_FILES)
        return -1;
    iol_spin_lock(&g_lock);
    const struct ring* r = ring_of(ring_fd, 0);
    const int fd = r && r->files ? r->files[index] : -1;
    iol_spin_unlock(&g_lock);
    return fd;
}

void iol_uring_register_seen(int ring_fd, unsigned opcode, const void* arg, unsigned n, long result)
{
    if (result < 0)
        return;
    switch (opcode) {
    case IORING_REGISTER_FILES:
        iol_uring_files_clear(ring_fd);
        iol_uring_files_set(ring_fd, 0, arg, n);
        break;
    case IORING_UNREGISTER_FILES:
        iol_uring_files_clear(ring_fd);
        break;
    case IORING_REGISTER_FILES_UPDATE: {
        const struct io_uring_files_update* u = arg;
        if (u)
            iol_uring_files_set(ring_fd, u->offset, (const int*)(uintptr_t)u->fds, n);
        break;
    }
    case IORING_REGISTER_FILES2: {
        const struct io_uring_rsrc_register* u = arg;
        if (u) {
            iol_uring_files_clear(ring_fd);
            iol_uring_files_set(ring_fd, 0, (const int*)(uintptr_t)u->data, u->nr);
        }
        break;
    }
    case IORING_REGISTER_FILES_UPDATE2: {
        const struct io_uring_rsrc_update2* u = arg;
        if (u)
            iol_uring_files_set(ring_fd, u->offset, (const int*)(uintptr_t)u->data, u->nr);
        break;
    }
    default:
        break;
    }
}

void iol_uring_forget(int ring_fd)
{
    iol_spin_lock(&g_lock);
    struct ring* r = ring_of(ring_fd, 0);
    if (r) {
        if (r->files)
            memset(r->files, 0xff, IOL_URING_FILES * sizeof(int));
        r->fd = -1;
    }
    iol_spin_unlock(&g_lock);
}
