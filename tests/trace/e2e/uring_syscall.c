// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Copies argv[1] to argv[2] through an io_uring driven with glibc's syscall(), without liburing
 * (as programs that bring their own io_uring code do): reads of 4 KiB at their offsets on the
 * source's fd, writes of what each read got to the destination through a registered file
 * (IOSQE_FIXED_FILE index 1), an fsync of the destination and a close of the source, one request
 * per io_uring_enter. Prints "reads N writes N". */
#define _GNU_SOURCE
#include <fcntl.h>
#include <linux/io_uring.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

struct ring {
    int fd;
    unsigned *sq_head, *sq_tail, *sq_mask, *sq_array;
    unsigned *cq_head, *cq_tail, *cq_mask;
    struct io_uring_sqe* sqes;
    struct io_uring_cqe* cqes;
};

static int setup(struct ring* r)
{
    struct io_uring_params p;
    memset(&p, 0, sizeof p);
    r->fd = (int)syscall(__NR_io_uring_setup, 8, &p);
    if (r->fd < 0)
        return -1;
    const size_t sq_size = p.sq_off.array + p.sq_entries * sizeof(unsigned);
    const size_t cq_size = p.cq_off.cqes + p.cq_entries * sizeof(struct io_uring_cqe);
    unsigned char* sq
        = mmap(NULL, sq_size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_POPULATE, r->fd, IORING_OFF_SQ_RING);
    unsigned char* cq
        = mmap(NULL, cq_size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_POPULATE, r->fd, IORING_OFF_CQ_RING);
    r->sqes = mmap(NULL, p.sq_entries * sizeof(struct io_uring_sqe), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_POPULATE,
        r->fd, IORING_OFF_SQES);
    if (sq == MAP_FAILED || cq == MAP_FAILED || r->sqes == MAP_FAILED)
        return -1;
    r->sq_head = (unsigned*)(sq + p.sq_off.head);
    r->sq_tail = (unsigned*)(sq + p.sq_off.tail);
    r->sq_mask = (unsigned*)(sq + p.sq_off.ring_mask);
    r->sq_array = (unsigned*)(sq + p.sq_off.array);
    r->cq_head = (unsigned*)(cq + p.cq_off.head);
    r->cq_tail = (unsigned*)(cq + p.cq_off.tail);
    r->cq_mask = (unsigned*)(cq + p.cq_off.ring_mask);
    r->cqes = (struct io_uring_cqe*)(cq + p.cq_off.cqes);
    return 0;
}

/* Submits one request and returns its result. */
static int run(struct ring* r, const struct io_uring_sqe* sqe)
{
    const unsigned tail = *r->sq_tail;
    const unsigned i = tail & *r->sq_mask;
    r->sqes[i] = *sqe;
    r->sq_array[i] = i;
    __atomic_store_n(r->sq_tail, tail + 1, __ATOMIC_RELEASE);
    if (syscall(__NR_io_uring_enter, r->fd, 1, 1, IORING_ENTER_GETEVENTS, NULL, 0) != 1)
        return -1;
    const unsigned head = __atomic_load_n(r->cq_head, __ATOMIC_ACQUIRE);
    if (head == __atomic_load_n(r->cq_tail, __ATOMIC_ACQUIRE))
        return -1;
    const int res = r->cqes[head & *r->cq_mask].res;
    __atomic_store_n(r->cq_head, head + 1, __ATOMIC_RELEASE);
    return res;
}

int main(int argc, char** argv)
{
    if (argc != 3)
        return 2;
    const int in = open(argv[1], O_RDONLY);
    const int out = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC, 0644);
    struct stat st;
    struct ring r;
    if (in < 0 || out < 0 || fstat(in, &st) != 0 || setup(&r) != 0)
        return 1;
    const int files[2] = { in, out };
    if (syscall(__NR_io_uring_register, r.fd, IORING_REGISTER_FILES, files, 2) != 0)
        return 1;
    static char buf[4096];
    unsigned reads = 0, writes = 0;
    for (off_t off = 0; off < st.st_size;) {
        const size_t want = st.st_size - off < (off_t)sizeof buf ? (size_t)(st.st_size - off) : sizeof buf;
        struct io_uring_sqe sqe;
        memset(&sqe, 0, sizeof sqe);
        sqe.opcode = IORING_OP_READ;
        sqe.fd = in;
        sqe.addr = (uintptr_t)buf;
        sqe.len = (unsigned)want;
        sqe.off = (uint64_t)off;
        const int got = run(&r, &sqe);
        ++reads;
        if (got <= 0)
            return 1;
        memset(&sqe, 0, sizeof sqe);
        sqe.opcode = IORING_OP_WRITE;
        sqe.flags = IOSQE_FIXED_FILE;
        sqe.fd = 1; /* the registered file at index 1: out */
        sqe.addr = (uintptr_t)buf;
        sqe.len = (unsigned)got;
        sqe.off = (uint64_t)off;
        if (run(&r, &sqe) != got)
            return 1;
        ++writes;
        off += got;
    }
    struct io_uring_sqe sqe;
    memset(&sqe, 0, sizeof sqe);
    sqe.opcode = IORING_OP_FSYNC;
    sqe.fd = out;
    if (run(&r, &sqe) != 0)
        return 1;
    memset(&sqe, 0, sizeof sqe);
    sqe.opcode = IORING_OP_CLOSE;
    sqe.fd = in;
    if (run(&r, &sqe) != 0)
        return 1;
    printf("reads %u writes %u\n", reads, writes);
    return close(out) == 0 ? 0 : 1;
}
