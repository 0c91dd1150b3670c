// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* POSIX calls on fds: open, close, read and write in all their forms, seeks, syncs, sizes. */
#include "fdfast.h"
#include "tables.h"
#include "wrap.h"
#include "zones.h"

#include <fcntl.h>
#include <stdarg.h>
#include <sys/uio.h>

/* glibc's fortified entry points, declared only under _FORTIFY_SOURCE (off for this library). */
int __open_2(const char* path, int flags);
int __open64_2(const char* path, int flags);
int __openat_2(int dirfd, const char* path, int flags);
int __openat64_2(int dirfd, const char* path, int flags);
ssize_t __read_chk(int fd, void* buf, size_t n, size_t buflen);
ssize_t __pread_chk(int fd, void* buf, size_t n, off_t off, size_t buflen);
ssize_t __pread64_chk(int fd, void* buf, size_t n, off_t off, size_t buflen);

/* --- open ---------------------------------------------------------------------------------------- */

static int opened(struct iol_ctx* c, int fd, int dirfd, const char* path, int flags, void* ra)
{
    iol_mark(c);
    uint32_t file = 0;
    if (fd >= 0) {
        struct iol_fd* f = iol_fd_opened(fd, dirfd, path, flags);
        if (f && f->zone) { /* the stopwatch's own fd: not the program's I/O */
            errno = c->err;
            iol_abandon(c);
            return fd;
        }
        file = f ? f->file : 0;
    } else if (path) {
        file = iol_path_file(dirfd, path, c->err != ENOENT && c->err != ENOTDIR, 0, 0, 0);
    }
    iol_leave_file(c, file, IOLT_CALL_OPEN, ra, IOL_ND(fd));
    return fd;
}

static mode_t mode_arg(int flags, va_list ap)
{
    return (flags & (O_CREAT | __O_TMPFILE)) ? va_arg(ap, mode_t) : 0;
}

/* open(path, flags, ...) and openat(dirfd, path, flags, ...): the mode is there with O_CREAT or
 * O_TMPFILE only. */
#define IOL_OPEN_BODY(name, ret, params, args, dir)                                                                    \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        va_list ap;                                                                                                    \
        va_start(ap, flags);                                                                                           \
        const mode_t mode = mode_arg(flags, ap);                                                                       \
        va_end(ap);                                                                                                    \
        IOL_OPEN_FIXED_BODY(name, ret, params, args, dir, flags)                                                       \
    }
/* The fortified __open_2 (no mode) and creat (flags implied). */
#define IOL_OPEN_FIXED_BODY(name, ret, params, args, dir, oflags)                                                      \
    IOL_REAL_AS(real, name, ret, params);                                                                              \
    struct iol_ctx c;                                                                                                  \
    if (!iol_enter_timed(&c))                                                                                          \
        return real args;                                                                                              \
    const int fd = real args;                                                                                          \
    return opened(&c, fd, dir, path, oflags, IOL_RA);
#define IOL_SHAPE_OPEN(name, ret, params, args, kind) IOL_OPEN_BODY(name, ret, params, args, AT_FDCWD)
#define IOL_SHAPE_OPENAT(name, ret, params, args, kind) IOL_OPEN_BODY(name, ret, params, args, dirfd)
#define IOL_SHAPE_OPEN_2(name, ret, params, args, kind)                                                                \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        IOL_OPEN_FIXED_BODY(name, ret, params, args, AT_FDCWD, flags)                                                  \
    }
#define IOL_SHAPE_OPENAT_2(name, ret, params, args, kind)                                                              \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        IOL_OPEN_FIXED_BODY(name, ret, params, args, dirfd, flags)                                                     \
    }
#define IOL_SHAPE_CREAT(name, ret, params, args, kind)                                                                 \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        IOL_OPEN_FIXED_BODY(name, ret, params, args, AT_FDCWD, O_CREAT | O_WRONLY | O_TRUNC)                           \
    }

/* --- close --------------------------------------------------------------------------------------- */

IOL_EXPORT int close(int fd)
{
    IOL_REAL(real, close);
    struct iol_ctx c;
    if (!iol_enter_fd(&c, fd, IOLT_CALL_CLOSE, IOL_RA, 0)) {
        iol_fd_forget(fd);
        return real(fd);
    }
    iol_fd_closing(fd);
    const int r = real(fd);
    iol_leave(&c, IOL_ND(r), -1);
    return r;
}

static void forget_range(unsigned first, unsigned last)
{
    for (unsigned fd = first; fd <= last && fd < IOL_FD_CHUNK * IOL_FD_CHUNKS; ++fd) {
        if (!iol_fd_chunks[fd / IOL_FD_CHUNK]) {
            fd = (fd / IOL_FD_CHUNK + 1) * IOL_FD_CHUNK - 1;
            continue;
        }
        iol_fd_closing((int)fd);
    }
}

IOL_EXPORT int close_range(unsigned first, unsigned last, int flags)
{
    IOL_REAL(real, close_range);
    const int r = real(first, last, flags);
    if (r == 0 && !(flags & 4 /* CLOSE_RANGE_CLOEXEC */)) {
        const int e = errno;
        forget_range(first, last);
        errno = e;
    }
    return r;
}

IOL_EXPORT void closefrom(int lowfd)
{
    IOL_REAL(real, closefrom);
    forget_range(lowfd < 0 ? 0u : (unsigned)lowfd, ~0u);
    real(lowfd);
}

/* --- read ---------------------------------------------------------------------------------------- */

/* read and the fortified __read_chk (a call site of its own): the fast path of fdfast.h, else the
 * general one, which arms it. (The side is a literal: the compiler inlines the arming then.) */
#define IOL_SHAPE_READ_FAST(name, ret, params, args, kind)                                                             \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        IOL_REAL_AS(real, name, ret, params);                                                                          \
        const unsigned side = IOL_SIDE_READ;                                                                           \
        struct iol_tls* t = &iol_tls;                                                                                  \
        void* ra = IOL_RA;                                                                                             \
        struct iolt_slot* s = iol_fdfast_ok(t, side, fd, ra);                                                          \
        if (IOL_LIKELY(s != NULL)) {                                                                                   \
            const ret r = real args;                                                                                   \
            iol_fdfast_done(t, side, s, r);                                                                            \
            return r;                                                                                                  \
        }                                                                                                              \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fd(&c, fd, kind, ra, 0))                                                                        \
            return real args;                                                                                          \
        const ret r = real args;                                                                                       \
        iol_leave(&c, IOL_B(r), iol_fd_read_done(c.f, -1, r));                                                         \
        iol_fdfast_arm(&c, side, fd, ra);                                                                              \
        return r;                                                                                                      \
    }

/* --- write --------------------------------------------------------------------------------------- */

IOL_EXPORT ssize_t write(int fd, const void* buf, size_t n)
{
    IOL_REAL(real, write);
    /* An armed fd is never the zone fd: a reopen as the zone fd changes its file (to none). */
    struct iol_tls* t = &iol_tls;
    void* ra = IOL_RA;
    struct iolt_slot* s = iol_fdfast_ok(t, IOL_SIDE_WRITE, fd, ra);
    if (IOL_LIKELY(s != NULL)) {
        const ssize_t r = real(fd, buf, n);
        iol_fdfast_done(t, IOL_SIDE_WRITE, s, r);
        return r;
    }
    if (IOL_UNLIKELY(iol_fd_is_zone(fd))) {
        if (iol_active(t)) {
            const int e = errno;
            t->guard = 1;
            iol_zone_write(t, buf, n);
            t->guard = 0;
            errno = e;
            return (ssize_t)n;
        }
    }
    struct iol_ctx c;
    if (!iol_enter_fd(&c, fd, IOLT_CALL_WRITE, ra, 0))
        return real(fd, buf, n);
    const ssize_t r = real(fd, buf, n);
    iol_leave(&c, IOL_B(r), iol_fd_write_done(c.f, -1, r));
    iol_fdfast_arm(&c, IOL_SIDE_WRITE, fd, ra);
    return r;
}

/* --- seek ---------------------------------------------------------------------------------------- */

#define IOL_SHAPE_LSEEK(name, ret, params, args, kind)                                                                 \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        IOL_REAL_AS(real, name, ret, params);                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fd(&c, fd, kind, IOL_RA, 0))                                                                    \
            return real args;                                                                                          \
        const ret r = real args;                                                                                       \
        if (r >= 0 && c.f) {                                                                                           \
            c.f->pos = (uint64_t)r;                                                                                    \
            if (c.f->flags & IOL_FD_NOPOS) {                                                                           \
                c.f->last_end = (uint64_t)r;                                                                           \
                c.f->flags = (uint8_t)((c.f->flags & ~IOL_FD_NOPOS) | IOL_FD_READ);                                    \
            }                                                                                                          \
        }                                                                                                              \
        iol_leave(&c, IOL_ND(r), -1);                                                                                  \
        return r;                                                                                                      \
    }

IOL_WRAPPERS_POSIX(IOL_DEFINE)
