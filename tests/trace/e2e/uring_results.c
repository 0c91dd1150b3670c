// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* io_uring requests whose results differ from what they asked for, as a program that reads to the
 * end of a file of unknown size does: argv[1] is read with 8 requests of 64 KiB at offsets 0,
 * 64 KiB, … submitted in one io_uring_enter that waits for all of them (a 100,000-byte file gives
 * 65,536 + 34,464 bytes and six reads at its end, of 0), and one read request on argv[2], opened
 * write-only, fails with EBADF. The ring is driven through glibc's syscall(), without liburing.
 * Prints the sum of the results of the reads on argv[1]. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <linux/io_uring.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

enum { kRequests = 8, kSize = 64 << 10 };

int main(int argc, char** argv)
{
    if (argc != 3)
        return 2;
    const int in = open(argv[1], O_RDONLY);
    const int wronly = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC, 0644);
    struct io_uring_params p;
    memset(&p, 0, sizeof p);
    const int ring = (int)syscall(__NR_io_uring_setup, 16, &p);
    if (in < 0 || wronly < 0 || ring < 0)
        return 1;
    unsigned char* sq = mmap(NULL, p.sq_off.array + p.sq_entries * sizeof(unsigned), PROT_READ | PROT_WRITE,
        MAP_SHARED | MAP_POPULATE, ring, IORING_OFF_SQ_RING);
    unsigned char* cq = mmap(NULL, p.cq_off.cqes + p.cq_entries * sizeof(struct io_uring_cqe), PROT_READ | PROT_WRITE,
        MAP_SHARED | MAP_POPULATE, ring, IORING_OFF_CQ_RING);
    struct io_uring_sqe* sqes = mmap(NULL, p.sq_entries * sizeof(struct io_uring_sqe), PROT_READ | PROT_WRITE,
        MAP_SHARED | MAP_POPULATE, ring, IORING_OFF_SQES);
    if (sq == MAP_FAILED || cq == MAP_FAILED || sqes == MAP_FAILED)
        return 1;
    unsigned* sq_tail = (unsigned*)(sq + p.sq_off.tail);
    unsigned* sq_array = (unsigned*)(sq + p.sq_off.array);
    static char buffers[kRequests + 1][kSize];
    const unsigned first = *sq_tail;
    for (unsigned i = 0; i <= kRequests; ++i) {
        const unsigned at = (first + i) & *(unsigned*)(sq + p.sq_off.ring_mask);
        struct io_uring_sqe* s = &sqes[at];
        memset(s, 0, sizeof *s);
        s->opcode = IORING_OP_READ;
        s->fd = i < kRequests ? in : wronly; /* the last: a read on a write-only file */
        s->addr = (uintptr_t)buffers[i];
        s->len = kSize;
        s->off = i < kRequests ? (uint64_t)i * kSize : 0;
        s->user_data = 100 + i;
        sq_array[at] = at;
    }
    __atomic_store_n(sq_tail, first + kRequests + 1, __ATOMIC_RELEASE);
    if (syscall(__NR_io_uring_enter, ring, kRequests + 1, kRequests + 1, IORING_ENTER_GETEVENTS, NULL, 0)
        != kRequests + 1)
        return 1;
    unsigned* cq_head = (unsigned*)(cq + p.cq_off.head);
    const unsigned tail = __atomic_load_n((unsigned*)(cq + p.cq_off.tail), __ATOMIC_ACQUIRE);
    const struct io_uring_cqe* cqes = (const struct io_uring_cqe*)(cq + p.cq_off.cqes);
    long long sum = 0;
    int failed = 0;
    for (unsigned h = *cq_head; h != tail; ++h) {
        const struct io_uring_cqe* e = &cqes[h & *(unsigned*)(cq + p.cq_off.ring_mask)];
        if (e->user_data == 100 + kRequests)
            failed = e->res < 0;
        else if (e->res > 0)
            sum += e->res;
    }
    __atomic_store_n(cq_head, tail, __ATOMIC_RELEASE);
    printf("%lld\n", sum);
    return failed ? 0 : 1;
}
