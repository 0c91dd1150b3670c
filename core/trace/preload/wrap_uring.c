// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Where a program hands io_uring requests to the kernel: liburing's exported submit functions
 * (liburing 2.x enters the kernel with inline system calls, not libc's, so its submit functions
 * are the place), liburing's exported raw io_uring_setup/enter/register, and the same system
 * calls made through glibc's syscall(). Not in wrappers.h's list: these are not libc's functions,
 * and the attach build (which patches only that list) does not see them.
 *
 * liburing's struct io_uring is mirrored here (its layout is the same in every 2.x release; only
 * its names changed), so the library needs neither liburing's headers nor liburing itself. */
#include "uring.h"

#include "wrap.h"

#include <signal.h>
#include <stdarg.h>
#include <sys/syscall.h>

struct iol_liburing_sq {
    unsigned *khead, *ktail, *kring_mask, *kring_entries, *kflags, *kdropped, *array;
    struct io_uring_sqe* sqes;
    unsigned sqe_head, sqe_tail;
    size_t ring_sz;
    void* ring_ptr;
    unsigned ring_mask, ring_entries, pad[2];
};
struct iol_liburing_cq {
    unsigned *khead, *ktail, *kring_mask, *kring_entries, *kflags, *koverflow;
    struct io_uring_cqe* cqes;
    size_t ring_sz;
    void* ring_ptr;
    unsigned ring_mask, ring_entries, pad[2];
};
struct iol_liburing {
    struct iol_liburing_sq sq;
    struct iol_liburing_cq cq;
    unsigned flags;
    int ring_fd;
    unsigned features;
    int enter_ring_fd;
    uint8_t int_flags, pad[3];
    unsigned pad2;
};

/* liburing's completion queue, from the pointers it keeps into the ring's mapping. */
static void liburing_cq(const struct iol_liburing* ring, struct iol_uring_cq* cq)
{
    cq->ktail = ring->cq.ktail;
    cq->cqes = ring->cq.cqes;
    cq->mask = ring->cq.kring_mask ? *ring->cq.kring_mask : 0;
    cq->entries = ring->cq.kring_entries ? *ring->cq.kring_entries : 0;
    cq->shift = (ring->flags & IORING_SETUP_CQE32) ? 1 : 0;
    if (!cq->entries)
        cq->ktail = NULL; /* not a ring liburing set up: nothing to read */
}

/* The requests liburing is about to flush: its own pending entries sqe_head … sqe_tail, each at
 * sqes[i & mask] (liburing fills the SQ array with i at setup and never changes it). */
static void liburing_batch(const struct iol_liburing* ring, struct iol_uring_batch* b)
{
    b->ring_fd = ring->ring_fd;
    b->sqes = ring->sq.sqes;
    b->array = NULL;
    b->mask = *ring->sq.kring_mask; /* ring_mask is not set by liburing 2.0 and 2.1 */
    b->shift = (ring->flags & IORING_SETUP_SQE128) ? 1 : 0;
    b->head = ring->sq.sqe_head;
    b->count = ring->sq.sqe_tail - ring->sq.sqe_head;
    if (b->count > b->mask + 1)
        b->count = 0;
    liburing_cq(ring, &b->cq);
    b->tracked = b->cq.ktail != NULL;
}

/* One submit: the batch is taken before the call (the call moves sqe_head) and read after it (the
 * program fills no entry until the call returns, so the entries are still there). The completion
 * queue is read before the call (what the program may have reaped since the last look) and after
 * it (what came meanwhile, all of it when the call waited). */
#define IOL_URING_SUBMIT(name, params, args)                                                                           \
    IOL_EXPORT int name params                                                                                         \
    {                                                                                                                  \
        IOL_REAL_AS(real, name, int, params);                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!ring || !iol_enter_timed(&c))                                                                             \
            return real args;                                                                                          \
        struct iol_uring_batch b;                                                                                      \
        liburing_batch((const struct iol_liburing*)ring, &b);                                                          \
        iol_uring_harvest(c.t, b.ring_fd, &b.cq);                                                                      \
        errno = c.err;                                                                                                 \
        const int r = real args;                                                                                       \
        iol_mark(&c);                                                                                                  \
        if (r >= 0 && b.count)                                                                                         \
            iol_uring_record(c.t, &b, IOL_RA, c.op.t0, c.t1);                                                          \
        iol_uring_harvest(c.t, b.ring_fd, &b.cq);                                                                      \
        errno = c.err;                                                                                                 \
        iol_abandon(&c);                                                                                               \
        return r;                                                                                                      \
    }

struct __kernel_timespec;
IOL_URING_SUBMIT(io_uring_submit, (void* ring), (ring))
IOL_URING_SUBMIT(io_uring_submit_and_wait, (void* ring, unsigned wait_nr), (ring, wait_nr))
IOL_URING_SUBMIT(io_uring_submit_and_get_events, (void* ring), (ring))
IOL_URING_SUBMIT(io_uring_submit_and_wait_timeout,
    (void* ring, void** cqe_ptr, unsigned wait_nr, struct __kernel_timespec* ts, sigset_t* sigmask),
    (ring, cqe_ptr, wait_nr, ts, sigmask))

/* liburing's registered files: kept per ring fd to resolve IOSQE_FIXED_FILE requests. */
IOL_EXPORT int io_uring_register_files(void* ring, const int* files, unsigned nr)
{
    IOL_REAL_AS(real, io_uring_register_files, int, (void*, const int*, unsigned));
    const int r = real(ring, files, nr);
    if (r >= 0) {
        const int e = errno;
        const int fd = ((const struct iol_liburing*)ring)->ring_fd;
        iol_uring_files_clear(fd);
        iol_uring_files_set(fd, 0, files, nr);
        errno = e;
    }
    return r;
}

IOL_EXPORT int io_uring_register_files_tags(void* ring, const int* files, const uint64_t* tags, unsigned nr)
{
    IOL_REAL_AS(real, io_uring_register_files_tags, int, (void*, const int*, const uint64_t*, unsigned));
    const int r = real(ring, files, tags, nr);
    if (r >= 0) {
        const int e = errno;
        const int fd = ((const struct iol_liburing*)ring)->ring_fd;
        iol_uring_files_clear(fd);
        iol_uring_files_set(fd, 0, files, nr);
        errno = e;
    }
    return r;
}

IOL_EXPORT int io_uring_register_files_update(void* ring, unsigned off, const int* files, unsigned nr)
{
    IOL_REAL_AS(real, io_uring_register_files_update, int, (void*, unsigned, const int*, unsigned));
    const int r = real(ring, off, files, nr);
    if (r >= 0) {
        const int e = errno;
        iol_uring_files_set(((const struct iol_liburing*)ring)->ring_fd, off, files, (unsigned)r);
        errno = e;
    }
    return r;
}

IOL_EXPORT int io_uring_register_files_update_tag(
    void* ring, unsigned off, const int* files, const uint64_t* tags, unsigned nr)
{
    IOL_REAL_AS(
        real, io_uring_register_files_update_tag, int, (void*, unsigned, const int*, const uint64_t*, unsigned));
    const int r = real(ring, off, files, tags, nr);
    if (r >= 0) {
        const int e = errno;
        iol_uring_files_set(((const struct iol_liburing*)ring)->ring_fd, off, files, (unsigned)r);
        errno = e;
    }
    return r;
}

IOL_EXPORT int io_uring_unregister_files(void* ring)
{
    IOL_REAL_AS(real, io_uring_unregister_files, int, (void*));
    const int r = real(ring);
    if (r >= 0) {
        const int e = errno;
        iol_uring_files_clear(((const struct iol_liburing*)ring)->ring_fd);
        errno = e;
    }
    return r;
}

/* liburing's wait for completions (io_uring_wait_cqe and its kin are inline and call it when no
 * completion is ready): what it waited for is read from the queue when it returns. */
IOL_EXPORT int __io_uring_get_cqe(void* ring, void** cqe_ptr, unsigned submit, unsigned wait_nr, sigset_t* sigmask)
{
    IOL_REAL_AS(real, __io_uring_get_cqe, int, (void*, void**, unsigned, unsigned, sigset_t*));
    struct iol_ctx c;
    if (!ring || !iol_enter_timed(&c))
        return real(ring, cqe_ptr, submit, wait_nr, sigmask);
    struct iol_uring_cq cq;
    liburing_cq((const struct iol_liburing*)ring, &cq);
    const int fd = ((const struct iol_liburing*)ring)->ring_fd;
    iol_uring_harvest(c.t, fd, &cq);
    errno = c.err;
    const int r = real(ring, cqe_ptr, submit, wait_nr, sigmask);
    iol_mark(&c);
    iol_uring_harvest(c.t, fd, &cq);
    errno = c.err;
    iol_abandon(&c);
    return r;
}

IOL_EXPORT void io_uring_queue_exit(void* ring)
{
    IOL_REAL_AS(real, io_uring_queue_exit, void, (void*));
    const int fd = ((const struct iol_liburing*)ring)->ring_fd;
    struct iol_ctx c;
    if (iol_enter_timed(&c)) { /* the last completions, while the queue is still mapped */
        struct iol_uring_cq cq;
        liburing_cq((const struct iol_liburing*)ring, &cq);
        iol_uring_harvest(c.t, fd, &cq);
        errno = c.err;
        iol_abandon(&c);
    }
    real(ring);
    const int e = errno;
    iol_uring_untrack(fd);
    iol_uring_forget(fd);
    errno = e;
}

/* --- the system calls themselves ---------------------------------------------------------------- */

static void setup_done(long fd, const struct io_uring_params* p)
{
    if (fd < 0 || !p)
        return;
    const int e = errno;
    iol_uring_setup_seen((int)fd, p);
    errno = e;
}

static void register_done(int fd, unsigned opcode, const void* arg, unsigned n, long r)
{
    const int e = errno;
    iol_uring_register_seen(fd, opcode, arg, n, r);
    errno = e;
}

/* An io_uring_enter: a batch it submits is read from the ring's queue before the call (the kernel
 * moves the head) and recorded after it (the program refills no entry meanwhile); the completion
 * queue is read before and after it, as for liburing's submits, also when it only waits. */
#define IOL_URING_ENTER(call)                                                                                          \
    do {                                                                                                               \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_timed(&c))                                                                                      \
            return call;                                                                                               \
        struct iol_uring_batch b;                                                                                      \
        b.tracked = iol_uring_raw_cq((int)fd, &b.cq);                                                                  \
        if (b.tracked)                                                                                                 \
            iol_uring_harvest(c.t, (int)fd, &b.cq);                                                                    \
        const int have = to_submit > 0 && iol_uring_enter_batch((int)fd, to_submit, &b);                               \
        errno = c.err;                                                                                                 \
        const long r = call;                                                                                           \
        iol_mark(&c);                                                                                                  \
        if (have && r > 0) {                                                                                           \
            if ((unsigned long)r < b.count)                                                                            \
                b.count = (unsigned)r; /* the kernel took the first r */                                               \
            iol_uring_record(c.t, &b, ra, c.op.t0, c.t1);                                                              \
        }                                                                                                              \
        if (b.tracked)                                                                                                 \
            iol_uring_harvest(c.t, (int)fd, &b.cq);                                                                    \
        errno = c.err;                                                                                                 \
        iol_abandon(&c);                                                                                               \
        return r;                                                                                                      \
    } while (0)

IOL_EXPORT int io_uring_setup(unsigned entries, struct io_uring_params* p)
{
    IOL_REAL_AS(real, io_uring_setup, int, (unsigned, struct io_uring_params*));
    const int fd = real(entries, p);
    setup_done(fd, p);
    return fd;
}

IOL_EXPORT int io_uring_enter(unsigned fd, unsigned to_submit, unsigned min_complete, unsigned flags, sigset_t* sig)
{
    IOL_REAL_AS(real, io_uring_enter, int, (unsigned, unsigned, unsigned, unsigned, sigset_t*));
    void* ra = IOL_RA;
    IOL_URING_ENTER(real(fd, to_submit, min_complete, flags, sig));
}

IOL_EXPORT int io_uring_enter2(
    unsigned fd, unsigned to_submit, unsigned min_complete, unsigned flags, sigset_t* sig, size_t sz)
{
    IOL_REAL_AS(real, io_uring_enter2, int, (unsigned, unsigned, unsigned, unsigned, sigset_t*, size_t));
    void* ra = IOL_RA;
    IOL_URING_ENTER(real(fd, to_submit, min_complete, flags, sig, sz));
}

IOL_EXPORT int io_uring_register(unsigned fd, unsigned opcode, const void* arg, unsigned nr_args)
{
    IOL_REAL_AS(real, io_uring_register, int, (unsigned, unsigned, const void*, unsigned));
    const int r = real(fd, opcode, arg, nr_args);
    register_done((int)fd, opcode, arg, nr_args, r);
    return r;
}

static long enter_through_syscall(
    long (*real)(long, ...), long fd, unsigned to_submit, long a3, long a4, long a5, long a6, void* ra)
{
    IOL_URING_ENTER(real(SYS_io_uring_enter, fd, (long)to_submit, a3, a4, a5, a6));
}

/* glibc's syscall(): the io_uring system calls are looked at, every other number goes straight
 * on (the cost is the arguments' copy and one compare). The preload's own raw calls come through
 * here too, and pass the same way. */
IOL_EXPORT long syscall(long number, ...)
{
    static long (*real)(long, ...);
    if (IOL_UNLIKELY(!real))
        *(void**)(&real) = iol_resolve("syscall");
    va_list ap;
    va_start(ap, number);
    const long a1 = va_arg(ap, long), a2 = va_arg(ap, long), a3 = va_arg(ap, long);
    const long a4 = va_arg(ap, long), a5 = va_arg(ap, long), a6 = va_arg(ap, long);
    va_end(ap);
    if (IOL_LIKELY(number != SYS_io_uring_enter && number != SYS_io_uring_setup && number != SYS_io_uring_register))
        return real(number, a1, a2, a3, a4, a5, a6);
    if (number == SYS_io_uring_enter)
        return enter_through_syscall(real, a1, (unsigned)a2, a3, a4, a5, a6, IOL_RA);
    const long r = real(number, a1, a2, a3, a4, a5, a6);
    if (number == SYS_io_uring_setup)
        setup_done(r, (const struct io_uring_params*)a2);
    else
        register_done((int)a1, (unsigned)a2, (const void*)a3, (unsigned)a4, r);
    return r;
}
