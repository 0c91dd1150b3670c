// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* One submitted io_uring request as the call it stands for: READ as pread (read at the file's
 * position when its offset is -1), READV as preadv, the FIXED forms as their plain ones, FSYNC as
 * fsync or fdatasync, OPENAT as open, CLOSE as close … Sizes are the ones asked for; where the
 * ring's completion queue is known, uring_complete.c corrects them to the results once it sees
 * the completions. The submit call's time is shared among its requests, so that the time line
 * places them and their sum is the time spent submitting, not counted twice. */
#include "uring.h"

#include "iolt_uring.h"

#include "tables.h"
#include "wrap.h"

#include <sys/socket.h>
#include <sys/uio.h>

/* The decoded request: kind, file, size and offset. */
struct req {
    uint32_t call;
    uint32_t file;
    struct iol_fd* f; /* the fd's state, when the request names an fd */
    int64_t bytes; /* asked for; IOL_NODATA for calls that move none */
    int64_t off; /* -1: the file's position */
    int close_fd; /* >= 0: forget this fd once recorded (a CLOSE) */
};

static uint64_t iov_bytes(const struct iovec* iov, unsigned n)
{
    uint64_t b = 0;
    for (unsigned i = 0; iov && i < n && i < 1024; ++i)
        b += iov[i].iov_len;
    return b;
}

/* The file a request names: its fd, or its registered file's fd, else the labelled entry the
 * unresolved ones are counted on. */
static uint32_t unresolved_file(void)
{
    static uint32_t file;
    if (!file)
        file = iol_file_get(IOLT_KIND_OTHER, "(io_uring registered file, not resolved)", 0, 0, 0, 0);
    return file;
}

static int request_fd(const struct iol_uring_batch* b, const struct io_uring_sqe* s, struct req* r)
{
    int fd = s->fd;
    if (s->flags & IOSQE_FIXED_FILE) {
        fd = iol_uring_file_fd(b->ring_fd, (unsigned)s->fd);
        if (fd < 0) {
            r->file = unresolved_file();
            r->f = NULL;
            __atomic_fetch_add(&iol_g.hdr->uring_fixed_unresolved, 1, __ATOMIC_RELAXED);
            return -1;
        }
    }
    r->f = iol_fd_get(fd);
    r->file = r->f ? r->f->file : 0;
    return fd;
}

/* 1 when the request is one of the recorded kinds (format/iolt_uring.h says which). */
static int decode(const struct iol_uring_batch* b, const struct io_uring_sqe* s, struct req* r)
{
    struct iolt_uring_op op;
    if (!iolt_uring_op_of(s, &op))
        return 0;
    r->call = op.call;
    r->off = op.at_offset ? (int64_t)s->off : -1;
    r->close_fd = -1;
    switch (op.size) {
    case IOLT_URING_SIZE_LEN:
        r->bytes = s->len;
        break;
    case IOLT_URING_SIZE_IOVEC:
        r->bytes = (int64_t)iov_bytes((const struct iovec*)(uintptr_t)s->addr, s->len);
        break;
    case IOLT_URING_SIZE_MSGHDR: {
        const struct msghdr* m = (const struct msghdr*)(uintptr_t)s->addr;
        r->bytes = m ? (int64_t)iov_bytes(m->msg_iov, (unsigned)m->msg_iovlen) : 0;
        break;
    }
    default:
        r->bytes = IOL_NODATA;
        break;
    }
    switch (op.target) {
    case IOLT_URING_PATH: {
        const char* path = (const char*)(uintptr_t)s->addr;
        r->f = NULL;
        r->file = path ? iol_path_file(s->fd, path, 1, 0, 0, 0) : 0;
        break;
    }
    case IOLT_URING_DIRECT:
        r->f = NULL;
        r->file = unresolved_file();
        break;
    default: {
        const int fd = request_fd(b, s, r);
        if (op.closes)
            r->close_fd = fd;
        break;
    }
    }
    return 1;
}

void iol_uring_record(struct iol_tls* t, const struct iol_uring_batch* b, void* ra, uint64_t t0, uint64_t t1)
{
    struct iolt_header* h = iol_g.hdr;
    const uint64_t d = t1 > t0 ? t1 - t0 : 0;
    uint64_t recorded = 0, other = 0, rc = 0, rb = 0, wc = 0, wb = 0;
    for (unsigned i = 0; i < b->count; ++i) {
        const unsigned at = (b->head + i) & b->mask;
        const unsigned index = b->array ? (b->array[at] & b->mask) : at;
        const struct io_uring_sqe* s = b->sqes + ((size_t)index << b->shift);
        struct req r;
        if (!decode(b, s, &r)) {
            ++other;
            continue;
        }
        if (r.f && r.f->zone) /* the stopwatch's own fd: not the program's I/O */
            continue;
        int seq = -1;
        if (r.bytes >= 0 && iolt_call_direction(r.call) != IOLT_DIR_NONE) {
            seq = iol_fd_data_done(r.f, r.call, r.off, r.bytes);
            if (iolt_call_reads(r.call)) {
                ++rc;
                rb += (uint64_t)r.bytes;
            } else {
                ++wc;
                wb += (uint64_t)r.bytes;
            }
        }
        struct iol_op op;
        iol_op_slot(t, &op, r.file, r.call, ra);
        op.timed = 1;
        op.t0 = t0 + d * i / b->count;
        if (seq >= 0)
            op.at = (int64_t)r.f->last_start;
        iol_op_end_at(t, &op, t0 + d * (i + 1) / b->count, r.bytes, seq);
        if (b->tracked)
            iol_uring_track(t, b->ring_fd, s, &op, r.call, r.bytes, op.t0);
        if (r.close_fd >= 0)
            iol_fd_closing(r.close_fd);
        ++recorded;
    }
    __atomic_fetch_add(&h->uring_requests, recorded, __ATOMIC_RELAXED);
    if (other)
        __atomic_fetch_add(&h->uring_other, other, __ATOMIC_RELAXED);
    if (rc) {
        __atomic_fetch_add(&h->uring_read_calls, rc, __ATOMIC_RELAXED);
        __atomic_fetch_add(&h->uring_read_bytes, rb, __ATOMIC_RELAXED);
    }
    if (wc) {
        __atomic_fetch_add(&h->uring_write_calls, wc, __ATOMIC_RELAXED);
        __atomic_fetch_add(&h->uring_write_bytes, wb, __ATOMIC_RELAXED);
    }
}
