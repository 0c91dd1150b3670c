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

#define DEFINE_OPEN(name)                                                                                              \
    IOL_EXPORT int name(const char* path, int flags, ...)                                                              \
    {                                                                                                                  \
        va_list ap;                                                                                                    \
        va_start(ap, flags);                                                                                           \
        const mode_t mode = mode_arg(flags, ap);                                                                       \
        va_end(ap);                                                                                                    \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_timed(&c))                                                                                      \
            return real(path, flags, mode);                                                                            \
        const int fd = real(path, flags, mode);                                                                        \
        return opened(&c, fd, AT_FDCWD, path, flags, IOL_RA);                                                          \
    }
#define DEFINE_OPENAT(name)                                                                                            \
    IOL_EXPORT int name(int dirfd, const char* path, int flags, ...)                                                   \
    {                                                                                                                  \
        va_list ap;                                                                                                    \
        va_start(ap, flags);                                                                                           \
        const mode_t mode = mode_arg(flags, ap);                                                                       \
        va_end(ap);                                                                                                    \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_timed(&c))                                                                                      \
            return real(dirfd, path, flags, mode);                                                                     \
        const int fd = real(dirfd, path, flags, mode);                                                                 \
        return opened(&c, fd, dirfd, path, flags, IOL_RA);                                                             \
    }
DEFINE_OPEN(open)
DEFINE_OPEN(open64)
DEFINE_OPENAT(openat)
DEFINE_OPENAT(openat64)

#define DEFINE_OPEN_2(name)                                                                                            \
    IOL_EXPORT int name(const char* path, int flags)                                                                   \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_timed(&c))                                                                                      \
            return real(path, flags);                                                                                  \
        const int fd = real(path, flags);                                                                              \
        return opened(&c, fd, AT_FDCWD, path, flags, IOL_RA);                                                          \
    }
#define DEFINE_OPENAT_2(name)                                                                                          \
    IOL_EXPORT int name(int dirfd, const char* path, int flags)                                                        \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_timed(&c))                                                                                      \
            return real(dirfd, path, flags);                                                                           \
        const int fd = real(dirfd, path, flags);                                                                       \
        return opened(&c, fd, dirfd, path, flags, IOL_RA);                                                             \
    }
DEFINE_OPEN_2(__open_2)
DEFINE_OPEN_2(__open64_2)
DEFINE_OPENAT_2(__openat_2)
DEFINE_OPENAT_2(__openat64_2)

#define DEFINE_CREAT(name)                                                                                             \
    IOL_EXPORT int name(const char* path, mode_t mode)                                                                 \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_timed(&c))                                                                                      \
            return real(path, mode);                                                                                   \
        const int fd = real(path, mode);                                                                               \
        return opened(&c, fd, AT_FDCWD, path, O_CREAT | O_WRONLY | O_TRUNC, IOL_RA);                                   \
    }
DEFINE_CREAT(creat)
DEFINE_CREAT(creat64)

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

IOL_EXPORT ssize_t read(int fd, void* buf, size_t n)
{
    IOL_REAL(real, read);
    struct iol_tls* t = &iol_tls;
    void* ra = IOL_RA;
    struct iolt_slot* s = iol_fdfast_ok(t, IOL_SIDE_READ, fd, ra);
    if (IOL_LIKELY(s != NULL)) {
        const ssize_t r = real(fd, buf, n);
        iol_fdfast_done(t, IOL_SIDE_READ, s, r);
        return r;
    }
    struct iol_ctx c;
    if (!iol_enter_fd(&c, fd, IOLT_CALL_READ, ra, 0))
        return real(fd, buf, n);
    const ssize_t r = real(fd, buf, n);
    iol_leave(&c, IOL_B(r), iol_fd_read_done(c.f, -1, r));
    iol_fdfast_arm(&c, IOL_SIDE_READ, fd, ra);
    return r;
}

/* The fortified read: a call site of its own, so the same fast path as read. */
IOL_EXPORT ssize_t __read_chk(int fd, void* buf, size_t n, size_t buflen)
{
    IOL_REAL(real, __read_chk);
    struct iol_tls* t = &iol_tls;
    void* ra = IOL_RA;
    struct iolt_slot* s = iol_fdfast_ok(t, IOL_SIDE_READ, fd, ra);
    if (IOL_LIKELY(s != NULL)) {
        const ssize_t r = real(fd, buf, n, buflen);
        iol_fdfast_done(t, IOL_SIDE_READ, s, r);
        return r;
    }
    struct iol_ctx c;
    if (!iol_enter_fd(&c, fd, IOLT_CALL_READ, ra, 0))
        return real(fd, buf, n, buflen);
    const ssize_t r = real(fd, buf, n, buflen);
    iol_leave(&c, IOL_B(r), iol_fd_read_done(c.f, -1, r));
    iol_fdfast_arm(&c, IOL_SIDE_READ, fd, ra);
    return r;
}

#define DEFINE_PREAD(name)                                                                                             \
    IOL_EXPORT ssize_t name(int fd, void* buf, size_t n, off_t off)                                                    \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fd(&c, fd, IOLT_CALL_PREAD, IOL_RA, 0))                                                         \
            return real(fd, buf, n, off);                                                                              \
        const ssize_t r = real(fd, buf, n, off);                                                                       \
        iol_leave(&c, IOL_B(r), iol_fd_read_done(c.f, off, r));                                                        \
        return r;                                                                                                      \
    }
DEFINE_PREAD(pread)
DEFINE_PREAD(pread64)

#define DEFINE_PREAD_CHK(name)                                                                                         \
    IOL_EXPORT ssize_t name(int fd, void* buf, size_t n, off_t off, size_t buflen)                                     \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fd(&c, fd, IOLT_CALL_PREAD, IOL_RA, 0))                                                         \
            return real(fd, buf, n, off, buflen);                                                                      \
        const ssize_t r = real(fd, buf, n, off, buflen);                                                               \
        iol_leave(&c, IOL_B(r), iol_fd_read_done(c.f, off, r));                                                        \
        return r;                                                                                                      \
    }
DEFINE_PREAD_CHK(__pread_chk)
DEFINE_PREAD_CHK(__pread64_chk)

IOL_EXPORT ssize_t readv(int fd, const struct iovec* iov, int iovcnt)
{
    IOL_REAL(real, readv);
    struct iol_ctx c;
    if (!iol_enter_fd(&c, fd, IOLT_CALL_READV, IOL_RA, 0))
        return real(fd, iov, iovcnt);
    const ssize_t r = real(fd, iov, iovcnt);
    iol_leave(&c, IOL_B(r), iol_fd_read_done(c.f, -1, r));
    return r;
}

#define DEFINE_PREADV(name)                                                                                            \
    IOL_EXPORT ssize_t name(int fd, const struct iovec* iov, int iovcnt, off_t off)                                    \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fd(&c, fd, IOLT_CALL_PREADV, IOL_RA, 0))                                                        \
            return real(fd, iov, iovcnt, off);                                                                         \
        const ssize_t r = real(fd, iov, iovcnt, off);                                                                  \
        iol_leave(&c, IOL_B(r), iol_fd_read_done(c.f, off, r));                                                        \
        return r;                                                                                                      \
    }
DEFINE_PREADV(preadv)
DEFINE_PREADV(preadv64)

#define DEFINE_PREADV2(name)                                                                                           \
    IOL_EXPORT ssize_t name(int fd, const struct iovec* iov, int iovcnt, off_t off, int flags)                         \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fd(&c, fd, IOLT_CALL_PREADV, IOL_RA, 0))                                                        \
            return real(fd, iov, iovcnt, off, flags);                                                                  \
        const ssize_t r = real(fd, iov, iovcnt, off, flags);                                                           \
        iol_leave(&c, IOL_B(r), iol_fd_read_done(c.f, off, r));                                                        \
        return r;                                                                                                      \
    }
DEFINE_PREADV2(preadv2)
DEFINE_PREADV2(preadv64v2)

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

/* Our own write, whatever the dynamic linker bound the name to: state.c checks that this copy of
 * the library is the one the program's calls reach. */
__typeof__(write) iol_own_write __attribute__((alias("write"), visibility("hidden")));

#define DEFINE_PWRITE(name)                                                                                            \
    IOL_EXPORT ssize_t name(int fd, const void* buf, size_t n, off_t off)                                              \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fd(&c, fd, IOLT_CALL_PWRITE, IOL_RA, 0))                                                        \
            return real(fd, buf, n, off);                                                                              \
        const ssize_t r = real(fd, buf, n, off);                                                                       \
        iol_leave(&c, IOL_B(r), iol_fd_write_done(c.f, off, r));                                                       \
        return r;                                                                                                      \
    }
DEFINE_PWRITE(pwrite)
DEFINE_PWRITE(pwrite64)

IOL_EXPORT ssize_t writev(int fd, const struct iovec* iov, int iovcnt)
{
    IOL_REAL(real, writev);
    struct iol_ctx c;
    if (!iol_enter_fd(&c, fd, IOLT_CALL_WRITEV, IOL_RA, 0))
        return real(fd, iov, iovcnt);
    const ssize_t r = real(fd, iov, iovcnt);
    iol_leave(&c, IOL_B(r), iol_fd_write_done(c.f, -1, r));
    return r;
}

#define DEFINE_PWRITEV(name)                                                                                           \
    IOL_EXPORT ssize_t name(int fd, const struct iovec* iov, int iovcnt, off_t off)                                    \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fd(&c, fd, IOLT_CALL_PWRITEV, IOL_RA, 0))                                                       \
            return real(fd, iov, iovcnt, off);                                                                         \
        const ssize_t r = real(fd, iov, iovcnt, off);                                                                  \
        iol_leave(&c, IOL_B(r), iol_fd_write_done(c.f, off, r));                                                       \
        return r;                                                                                                      \
    }
DEFINE_PWRITEV(pwritev)
DEFINE_PWRITEV(pwritev64)

#define DEFINE_PWRITEV2(name)                                                                                          \
    IOL_EXPORT ssize_t name(int fd, const struct iovec* iov, int iovcnt, off_t off, int flags)                         \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fd(&c, fd, IOLT_CALL_PWRITEV, IOL_RA, 0))                                                       \
            return real(fd, iov, iovcnt, off, flags);                                                                  \
        const ssize_t r = real(fd, iov, iovcnt, off, flags);                                                           \
        iol_leave(&c, IOL_B(r), iol_fd_write_done(c.f, off, r));                                                       \
        return r;                                                                                                      \
    }
DEFINE_PWRITEV2(pwritev2)
DEFINE_PWRITEV2(pwritev64v2)

/* --- seek, sync, size ---------------------------------------------------------------------------- */

#define DEFINE_LSEEK(name)                                                                                             \
    IOL_EXPORT off_t name(int fd, off_t off, int whence)                                                               \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fd(&c, fd, IOLT_CALL_LSEEK, IOL_RA, 0))                                                         \
            return real(fd, off, whence);                                                                              \
        const off_t r = real(fd, off, whence);                                                                         \
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
DEFINE_LSEEK(lseek)
DEFINE_LSEEK(lseek64)

#define DEFINE_FD_ONLY(name, call)                                                                                     \
    IOL_EXPORT int name(int fd)                                                                                        \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fd(&c, fd, call, IOL_RA, 0))                                                                    \
            return real(fd);                                                                                           \
        const int r = real(fd);                                                                                        \
        iol_leave(&c, IOL_ND(r), -1);                                                                                  \
        return r;                                                                                                      \
    }
DEFINE_FD_ONLY(fsync, IOLT_CALL_FSYNC)
DEFINE_FD_ONLY(fdatasync, IOLT_CALL_FDATASYNC)

IOL_EXPORT int sync_file_range(int fd, off_t off, off_t n, unsigned flags)
{
    IOL_REAL(real, sync_file_range);
    struct iol_ctx c;
    if (!iol_enter_fd(&c, fd, IOLT_CALL_SYNC_FILE_RANGE, IOL_RA, 0))
        return real(fd, off, n, flags);
    const int r = real(fd, off, n, flags);
    iol_leave(&c, IOL_ND(r), -1);
    return r;
}

#define DEFINE_FTRUNCATE(name)                                                                                         \
    IOL_EXPORT int name(int fd, off_t length)                                                                          \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fd(&c, fd, IOLT_CALL_FTRUNCATE, IOL_RA, 0))                                                     \
            return real(fd, length);                                                                                   \
        const int r = real(fd, length);                                                                                \
        iol_leave(&c, IOL_ND(r), -1);                                                                                  \
        return r;                                                                                                      \
    }
DEFINE_FTRUNCATE(ftruncate)
DEFINE_FTRUNCATE(ftruncate64)

#define DEFINE_FALLOCATE(name)                                                                                         \
    IOL_EXPORT int name(int fd, int mode, off_t off, off_t n)                                                          \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fd(&c, fd, IOLT_CALL_FALLOCATE, IOL_RA, 0))                                                     \
            return real(fd, mode, off, n);                                                                             \
        const int r = real(fd, mode, off, n);                                                                          \
        iol_leave(&c, IOL_ND(r), -1);                                                                                  \
        return r;                                                                                                      \
    }
DEFINE_FALLOCATE(fallocate)
DEFINE_FALLOCATE(fallocate64)

/* posix_fallocate returns the error number instead of setting errno. */
#define DEFINE_POSIX_FALLOCATE(name)                                                                                   \
    IOL_EXPORT int name(int fd, off_t off, off_t n)                                                                    \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fd(&c, fd, IOLT_CALL_FALLOCATE, IOL_RA, 0))                                                     \
            return real(fd, off, n);                                                                                   \
        const int r = real(fd, off, n);                                                                                \
        iol_leave(&c, IOL_ND_FAILED(r != 0), -1);                                                                      \
        return r;                                                                                                      \
    }
DEFINE_POSIX_FALLOCATE(posix_fallocate)
DEFINE_POSIX_FALLOCATE(posix_fallocate64)
