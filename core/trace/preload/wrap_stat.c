// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The stat family (plain symbols since glibc 2.33, the __xstat family before), access, and
 * directory streams. A stat by path also feeds the file's stat-polling intervals. */
#include "tables.h"
#include "wrap.h"

#include <dirent.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

int __xstat(int ver, const char* path, struct stat* st);
int __xstat64(int ver, const char* path, struct stat* st);
int __lxstat(int ver, const char* path, struct stat* st);
int __lxstat64(int ver, const char* path, struct stat* st);
int __fxstat(int ver, int fd, struct stat* st);
int __fxstat64(int ver, int fd, struct stat* st);
int __fxstatat(int ver, int dirfd, const char* path, struct stat* st, int flags);
int __fxstatat64(int ver, int dirfd, const char* path, struct stat* st, int flags);

static void stat_poll(uint32_t file, uint64_t now)
{
    if (!file)
        return;
    struct iolt_file* f = iol_file_at(file);
    __atomic_fetch_add(&f->stat_calls, 1, __ATOMIC_RELAXED);
    const uint64_t last = __atomic_exchange_n(&f->last_stat_ns, now, __ATOMIC_RELAXED);
    if (last && now > last) {
        const uint64_t d = now - last;
        const uint64_t us = d / 1000;
        __atomic_fetch_add(&f->stat_interval_sum, d, __ATOMIC_RELAXED);
        __atomic_fetch_add(&f->stat_interval_sumsq_us, us * us, __ATOMIC_RELAXED);
        __atomic_fetch_add(&f->stat_interval_hist[iolt_stat_bucket(d)], 1, __ATOMIC_RELAXED);
    }
}

/* After a stat by path: the file (kind from the result), its polling interval, the slot. */
static int stat_done(
    struct iol_ctx* c, int dirfd, const char* path, int r, unsigned mode, uint64_t dev, uint64_t ino, void* ra)
{
    iol_mark(c);
    uint32_t file = 0;
    if (path) {
        const int missing = r != 0 && (c->err == ENOENT || c->err == ENOTDIR);
        file = iol_path_file(dirfd, path, !missing, r == 0 ? mode : 0, dev, ino);
        stat_poll(file, c->t1);
    }
    iol_leave_file(c, file, IOLT_CALL_STAT, ra, IOL_ND(r));
    return r;
}

#define STAT_RESULT(r, st)                                                                                             \
    (r), (r) == 0 ? (st)->st_mode : 0u, (r) == 0 ? (uint64_t)(st)->st_dev : 0, (r) == 0 ? (uint64_t)(st)->st_ino : 0

/* stat(path, st) and glibc's __xstat(ver, path, st) forms. */
#define IOL_SHAPE_STAT(name, ret, params, args, kind) IOL_STAT_BODY(name, ret, params, args, AT_FDCWD)
/* __fxstatat: a path relative to dirfd, always a stat by path. */
#define IOL_SHAPE_STATAT(name, ret, params, args, kind) IOL_STAT_BODY(name, ret, params, args, dirfd)
#define IOL_STAT_BODY(name, ret, params, args, dir)                                                                    \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        IOL_REAL_AS(real, name, ret, params);                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_timed(&c))                                                                                      \
            return real args;                                                                                          \
        const int r = real args;                                                                                       \
        return stat_done(&c, dir, path, STAT_RESULT(r, st), IOL_RA);                                                   \
    }

/* --- fstat: the program's own fstat of an fd opened by an absolute name identifies it (fdstate.h,
 * IOL_FD_PENDING), which spares the library an fstat of its own at that open ------------------- */

/* After a successful fstat of c's fd, what it returned. Its result is read only when the call
 * succeeded: a bad pointer fails the call with EFAULT, as it does untraced. */
static void fstat_seen(struct iol_ctx* c, unsigned mode, uint64_t rdev, uint64_t dev, uint64_t ino, uint64_t size)
{
    if (!c->f || __atomic_load_n(&c->f->state, __ATOMIC_ACQUIRE) != IOL_FD_PENDING)
        return;
    const int e = errno; /* a second name of a known file is checked with a stat (tables.c) */
    iol_fd_identify_as(c->f, mode, rdev, dev, ino, size);
    errno = e;
}

/* fstat(fd, st), fstat64; __fxstat keeps the FD_STATUS shape (wrap.h): its layout is the ver's. */
#define IOL_SHAPE_FD_STAT(name, ret, params, args, kind)                                                               \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        IOL_REAL_AS(real, name, ret, params);                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fd_as(&c, fd, kind, IOL_RA, 0, 1))                                                              \
            return real args;                                                                                          \
        const ret r = real args;                                                                                       \
        if (r == 0)                                                                                                    \
            fstat_seen(&c, st->st_mode, st->st_rdev, st->st_dev, st->st_ino, (uint64_t)st->st_size);                   \
        iol_leave(&c, IOL_ND(r), -1);                                                                                  \
        return r;                                                                                                      \
    }

static int empty_path(const char* path, int flags)
{
    return (flags & AT_EMPTY_PATH) && path && path[0] == '\0';
}

/* fstatat(dirfd, path, st, flags): with AT_EMPTY_PATH and "" an fstat of dirfd. */
#define IOL_SHAPE_FSTATAT(name, ret, params, args, kind)                                                               \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        IOL_REAL_AS(real, name, ret, params);                                                                          \
        struct iol_ctx c;                                                                                              \
        if (empty_path(path, flags)) {                                                                                 \
            if (!iol_enter_fd_as(&c, dirfd, IOLT_CALL_FSTAT, IOL_RA, 0, 1))                                            \
                return real args;                                                                                      \
            const int r = real args;                                                                                   \
            if (r == 0)                                                                                                \
                fstat_seen(&c, st->st_mode, st->st_rdev, st->st_dev, st->st_ino, (uint64_t)st->st_size);               \
            iol_leave(&c, IOL_ND(r), -1);                                                                              \
            return r;                                                                                                  \
        }                                                                                                              \
        if (!iol_enter_timed(&c))                                                                                      \
            return real args;                                                                                          \
        const int r = real args;                                                                                       \
        return stat_done(&c, dirfd, path, STAT_RESULT(r, st), IOL_RA);                                                 \
    }

IOL_EXPORT int statx(int dirfd, const char* path, int flags, unsigned mask, struct statx* sx)
{
    IOL_REAL(real, statx);
    struct iol_ctx c;
    if (empty_path(path, flags)) {
        if (!iol_enter_fd_as(&c, dirfd, IOLT_CALL_FSTAT, IOL_RA, 0, 1))
            return real(dirfd, path, flags, mask, sx);
        const int r = real(dirfd, path, flags, mask, sx);
        const unsigned need = STATX_TYPE | STATX_INO | STATX_SIZE; /* what the kernel filled, for its mask */
        if (r == 0 && (sx->stx_mask & need) == need)
            fstat_seen(&c, sx->stx_mode, makedev(sx->stx_rdev_major, sx->stx_rdev_minor),
                makedev(sx->stx_dev_major, sx->stx_dev_minor), sx->stx_ino, sx->stx_size);
        iol_leave(&c, IOL_ND(r), -1);
        return r;
    }
    if (!iol_enter_timed(&c))
        return real(dirfd, path, flags, mask, sx);
    const int r = real(dirfd, path, flags, mask, sx);
    const int typed = r == 0 && (sx->stx_mask & STATX_TYPE);
    return stat_done(&c, dirfd, path, r, typed ? sx->stx_mode : 0u,
        r == 0 ? (uint64_t)makedev(sx->stx_dev_major, sx->stx_dev_minor) : 0, r == 0 ? sx->stx_ino : 0, IOL_RA);
}

/* --- the __xstat family: compat symbols only (no default version) since glibc 2.33: rows with the
 * COMPAT lookup, of the STAT, FD_STATUS and STATAT shapes ------------------------------------------ */

/* --- access -------------------------------------------------------------------------------------- */

static int access_done(struct iol_ctx* c, int dirfd, const char* path, int r, void* ra)
{
    iol_mark(c);
    const int missing = r != 0 && (c->err == ENOENT || c->err == ENOTDIR);
    const uint32_t file = path ? iol_path_file(dirfd, path, !missing, 0, 0, 0) : 0;
    iol_leave_file(c, file, IOLT_CALL_ACCESS, ra, IOL_ND(r));
    return r;
}

#define IOL_SHAPE_ACCESS(name, ret, params, args, kind)                                                                \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        IOL_REAL_AS(real, name, ret, params);                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_timed(&c))                                                                                      \
            return real args;                                                                                          \
        return access_done(&c, AT_FDCWD, path, real args, IOL_RA);                                                     \
    }

IOL_EXPORT int faccessat(int dirfd, const char* path, int mode, int flags)
{
    IOL_REAL(real, faccessat);
    struct iol_ctx c;
    if (!iol_enter_timed(&c))
        return real(dirfd, path, mode, flags);
    return access_done(&c, dirfd, path, real(dirfd, path, mode, flags), IOL_RA);
}

/* --- directory streams ----------------------------------------------------------------------------- */

IOL_EXPORT DIR* opendir(const char* path)
{
    IOL_REAL(real, opendir);
    struct iol_ctx c;
    if (!iol_enter_timed(&c))
        return real(path);
    DIR* d = real(path);
    iol_mark(&c);
    uint32_t file = 0;
    if (d) {
        struct iol_fd* f = iol_fd_opened(dirfd(d), AT_FDCWD, path, O_RDONLY | O_DIRECTORY);
        file = f ? f->file : 0;
    } else {
        file = iol_path_file(AT_FDCWD, path, c.err != ENOENT && c.err != ENOTDIR, 0, 0, 0);
    }
    iol_leave_file(&c, file, IOLT_CALL_OPENDIR, IOL_RA, IOL_ND_FAILED(!d));
    return d;
}

IOL_EXPORT DIR* fdopendir(int fd)
{
    IOL_REAL(real, fdopendir);
    struct iol_ctx c;
    if (!iol_enter_fd(&c, fd, IOLT_CALL_OPENDIR, IOL_RA, 0))
        return real(fd);
    DIR* d = real(fd);
    iol_leave(&c, IOL_ND_FAILED(!d), -1);
    return d;
}

#define IOL_SHAPE_READDIR(name, ret, params, args, kind)                                                               \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        IOL_REAL_AS(real, name, ret, params);                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fd(&c, dirfd(d), kind, IOL_RA, 0))                                                              \
            return real args;                                                                                          \
        ret e = real args;                                                                                             \
        iol_leave(&c, IOL_NODATA, -1);                                                                                 \
        return e;                                                                                                      \
    }

IOL_EXPORT int closedir(DIR* d)
{
    IOL_REAL(real, closedir);
    struct iol_ctx c;
    const int fd = dirfd(d);
    if (!iol_enter_fd(&c, fd, IOLT_CALL_CLOSEDIR, IOL_RA, 0)) {
        iol_fd_forget(fd);
        return real(d);
    }
    iol_fd_closing(fd);
    const int r = real(d);
    iol_leave(&c, IOL_ND(r), -1);
    return r;
}

IOL_WRAPPERS_STAT(IOL_DEFINE)
