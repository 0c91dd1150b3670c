// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The shape every wrapper shares:
 *
 *     IOL_REAL(real, read);
 *     struct iol_ctx c;
 *     if (!iol_enter_fd(&c, fd, IOLT_CALL_READ, IOL_RA, 0))
 *         return real(fd, buf, n);                 // not traced (off, nested, zone fd)
 *     ssize_t r = real(fd, buf, n);
 *     iol_leave(&c, r, iol_fd_read_done(c.f, -1, r));
 *     return r;
 *
 * Between enter and leave the thread's guard is set, so anything our own work or libc calls back
 * passes through untraced, and errno is the program's again when the real call starts and after
 * leave returns. */
#pragma once

#include "fdstate.h"
#include "record.h"
#include "wrappers.h"

struct iol_ctx {
    struct iol_tls* t;
    struct iol_fd* f;
    struct iol_op op;
    int err;
    uint64_t t1;
};

/* What every start of a traced call does first: 0 when the call passes through (not tracing, or
 * inside the library); else the thread's guard is set and the program's errno kept in c->err. A
 * child forked past the wrappers makes its own file first (iol_fork_unseen). */
IOL_HOT int iol_enter_guard(struct iol_ctx* c)
{
    struct iol_tls* t = &iol_tls;
    c->t = t;
    if (!iol_active(t))
        return 0;
    if (iol_forked_unseen()) {
        iol_fork_unseen();
        if (!iol_active(t))
            return 0;
    }
    t->guard = 1;
    c->err = *t->errp;
    return 1;
}

/* Starts a traced call on an fd (0: pass through); with `peek`, for the program's own fstat of
 * it, a pending fd stays pending (fdstate.h): that call's result identifies it. */
IOL_HOT int iol_enter_fd_as(struct iol_ctx* c, int fd, uint32_t call, void* ra, int cheap, int peek)
{
    if (!iol_enter_guard(c))
        return 0;
    struct iol_tls* t = c->t;
    c->f = peek ? iol_fd_peek(fd) : iol_fd_get(fd);
    if (IOL_UNLIKELY(c->f && c->f->zone)) {
        t->guard = 0;
        *t->errp = c->err;
        return 0;
    }
    iol_op_begin(t, &c->op, c->f ? c->f->file : 0, call, ra, cheap);
    *t->errp = c->err;
    return 1;
}

/* Starts a traced call on an fd (0: pass through). */
IOL_HOT int iol_enter_fd(struct iol_ctx* c, int fd, uint32_t call, void* ra, int cheap)
{
    return iol_enter_fd_as(c, fd, call, ra, cheap, 0);
}

/* Starts a traced call on a file known by its table entry rather than an fd (munmap of a file's
 * mapping, mappings.h). */
static inline int iol_enter_file(struct iol_ctx* c, uint32_t file, uint32_t call, void* ra)
{
    if (!iol_enter_guard(c))
        return 0;
    c->f = NULL;
    iol_op_begin(c->t, &c->op, file, call, ra, 0);
    *c->t->errp = c->err;
    return 1;
}

/* Starts a traced call whose file is known only afterwards (open, stat by path …): the slot is
 * chosen in iol_leave_file. */
static inline int iol_enter_timed(struct iol_ctx* c)
{
    if (!iol_enter_guard(c))
        return 0;
    c->f = NULL;
    c->op.timed = 1;
    c->op.t0 = iol_now();
    errno = c->err;
    return 1;
}

/* seq: iol_fd_*_done's answer; when the call had an offset (seq >= 0, so c->f is set), where it
 * began goes with it into the time line's run (record.h). */
IOL_HOT void iol_leave(struct iol_ctx* c, int64_t bytes, int seq)
{
    int* errp = c->t->errp;
    const int e = *errp;
    if (seq >= 0)
        c->op.at = (int64_t)c->f->last_start;
    iol_op_end(c->t, &c->op, bytes, seq);
    *errp = e;
    c->t->guard = 0;
}

/* For iol_enter_timed, right after the real call: its end time and errno, before our own work. */
static inline void iol_mark(struct iol_ctx* c)
{
    c->err = errno;
    c->t1 = iol_now();
}

static inline void iol_leave_file(struct iol_ctx* c, uint32_t file, uint32_t call, void* ra, int64_t bytes)
{
    const uint64_t t0 = c->op.t0;
    iol_op_slot(c->t, &c->op, file, call, ra);
    c->op.t0 = t0;
    c->op.timed = 1;
    iol_op_end_at(c->t, &c->op, c->t1, bytes, -1);
    errno = c->err;
    c->t->guard = 0;
}

/* Passing through from a wrapper that had entered (e.g. the fd turned out uninteresting). */
static inline void iol_abandon(struct iol_ctx* c)
{
    c->t->guard = 0;
}

/* A data call of r bytes on c->f at off (-1: the fd's position), in the kind's direction (a
 * constant where the kind is one). */
IOL_HOT int iol_fd_data_done(struct iol_fd* f, uint32_t kind, int64_t off, int64_t r)
{
    return iolt_call_reads(kind) ? iol_fd_read_done(f, off, r) : iol_fd_write_done(f, off, r);
}

/* --- the shapes several sections of wrappers.h use ---------------------------------------------- */

/* A call moving data on `fd` at its position: read(2)'s family without the fast path, send, recv,
 * sendfile (on its destination). */
#define IOL_SHAPE_FD_DATA(name, ret, params, args, kind)                                                               \
    IOL_FD_CALL_BODY(name, ret, params, args, kind, IOL_B(r), iol_fd_data_done(c.f, kind, -1, r))
/* ... at the offset `off` it is given: pread, preadv2, pwritev … */
#define IOL_SHAPE_FD_DATA_AT(name, ret, params, args, kind)                                                            \
    IOL_FD_CALL_BODY(name, ret, params, args, kind, IOL_B(r), iol_fd_data_done(c.f, kind, off, r))
/* A call on `fd` that moves no data and returns -1 on failure: fsync, ftruncate, fstat … */
#define IOL_SHAPE_FD_STATUS(name, ret, params, args, kind)                                                             \
    IOL_FD_CALL_BODY(name, ret, params, args, kind, IOL_ND(r), -1)
/* ... that returns an error number instead (posix_fallocate). */
#define IOL_SHAPE_FD_ERRNUM(name, ret, params, args, kind)                                                             \
    IOL_FD_CALL_BODY(name, ret, params, args, kind, IOL_ND_FAILED(r != 0), -1)
/* bytes and seq: iol_leave's, from the result r and the fd's state c.f. */
#define IOL_FD_CALL_BODY(name, ret, params, args, kind, bytes, seq)                                                    \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        IOL_REAL_AS(real, name, ret, params);                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fd(&c, fd, kind, IOL_RA, 0))                                                                    \
            return real args;                                                                                          \
        const ret r = real args;                                                                                       \
        iol_leave(&c, bytes, seq);                                                                                     \
        return r;                                                                                                      \
    }
