// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Calls around the data path: mappings, in-kernel copies, the dup family, names (unlink, rename)
 * and the working directory that relative paths are resolved against. */
#include "mappings.h"
#include "tables.h"
#include "wrap.h"

#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/sendfile.h>

/* --- mmap ---------------------------------------------------------------------------------------- */

/* A mapping of a regular file is remembered, and measured when it goes (mappings.h); one mapped
 * with MAP_FIXED over a remembered one ends that one first. Anonymous memory is no I/O and passes
 * through untraced: allocators map and unmap arenas all the time (a python3 run made 5 such calls,
 * which were counted under "(no file)"); only an anonymous MAP_FIXED over a remembered mapping is
 * traced, as a call on that mapping's file, so that its pages are measured before they go. */
#define IOL_SHAPE_MMAP(name, ret, params, args, kind)                                                                  \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        IOL_REAL_AS(real, name, ret, params);                                                                          \
        struct iol_ctx c;                                                                                              \
        const int64_t over = (flags & MAP_ANONYMOUS) && (flags & MAP_FIXED) && IOL_UNLIKELY(iol_maps_live)             \
            ? iol_map_file_of(addr, length)                                                                            \
            : -1;                                                                                                      \
        if ((flags & MAP_ANONYMOUS) ? over < 0 || !iol_enter_file(&c, (uint32_t)over, kind, IOL_RA)                    \
                                    : !iol_enter_fd(&c, fd, kind, IOL_RA, 0)) {                                        \
            void* r = real args;                                                                                       \
            if (r != MAP_FAILED && IOL_UNLIKELY(iol_maps_live))                                                        \
                iol_map_removing(&iol_tls, r, length, 0);                                                              \
            return r;                                                                                                  \
        }                                                                                                              \
        if ((flags & MAP_FIXED) && iol_maps_live)                                                                      \
            iol_map_removing(c.t, addr, length, 1);                                                                    \
        void* r = real args;                                                                                           \
        mapped(&c, fd, (int64_t)off, r, length, flags);                                                                \
        return r;                                                                                                      \
    }

static void mapped(struct iol_ctx* c, int fd, int64_t offset, void* r, size_t length, int flags)
{
    /* The call ends here: remembering the mapping (a look at the page cache, mappings.h) is the
     * library's work, not the program's time in mmap. */
    const uint64_t t1 = c->op.timed ? iol_now() : 0;
    if (r != MAP_FAILED) {
        const int e = errno;
        if (!(flags & MAP_ANONYMOUS) && c->f && c->f->kind == IOLT_KIND_REGULAR)
            iol_map_added(c->t, fd, offset, r, length, c->f->file, c->t->site_last, (uint32_t)(c->op.key >> 48));
        else if (iol_maps_live) /* the range held nothing the table may still name */
            iol_map_removing(c->t, r, length, 0);
        errno = e;
    }
    int* errp = c->t->errp;
    const int e = *errp;
    iol_op_end_at(c->t, &c->op, t1, r == MAP_FAILED ? (int64_t)IOL_ERROR : (int64_t)length, -1);
    *errp = e;
    c->t->guard = 0;
}

/* munmap is a call on the file whose remembered mapping it ends; of other memory, untraced. */
IOL_EXPORT int munmap(void* addr, size_t length)
{
    IOL_REAL(real, munmap);
    struct iol_ctx c;
    const int64_t file = IOL_UNLIKELY(iol_maps_live) ? iol_map_file_of(addr, length) : -1;
    if (file < 0 || !iol_enter_file(&c, (uint32_t)file, IOLT_CALL_MUNMAP, IOL_RA)) {
        if (IOL_UNLIKELY(iol_maps_live))
            iol_map_removing(&iol_tls, addr, length, 0);
        return real(addr, length);
    }
    if (iol_maps_live) {
        iol_map_removing(c.t, addr, length, 1);
        if (c.op.timed) /* measuring the pages was the library's work: the program's call starts now */
            c.op.t0 = iol_now();
    }
    const int r = real(addr, length);
    iol_leave(&c, r < 0 ? (int64_t)IOL_ERROR : (int64_t)length, -1);
    return r;
}

/* mremap is no call kind of its own: it moves or resizes a remembered mapping (Python's
 * mmap.resize), measuring the part a shrink cuts off or a MREMAP_FIXED target replaces. */
IOL_EXPORT void* mremap(void* old, size_t old_length, size_t new_length, int flags, ...)
{
    IOL_REAL(real, mremap);
    void* target = NULL;
    if (flags & MREMAP_FIXED) {
        va_list ap;
        va_start(ap, flags);
        target = va_arg(ap, void*);
        va_end(ap);
    }
    if (!iol_maps_live)
        return real(old, old_length, new_length, flags, target);
    struct iol_tls* t = &iol_tls;
    const int traced = iol_active(t);
    if (traced)
        t->guard = 1;
    if (new_length < old_length)
        iol_map_removing(t, (char*)old + new_length, old_length - new_length, traced);
    if (flags & MREMAP_FIXED)
        iol_map_removing(t, target, new_length, traced);
    if (traced)
        t->guard = 0;
    void* r = real(old, old_length, new_length, flags, target);
    if (r != MAP_FAILED) {
        const int e = errno;
        iol_map_moved(old, old_length, r, new_length);
        errno = e;
    }
    return r;
}

/* --- in-kernel copies: recorded on the destination (they count as writes, iolt_call_writes) ---- */

/* sendfile: the FD_DATA shape on its destination (wrappers.h) */

IOL_EXPORT ssize_t copy_file_range(int in, off_t* in_off, int out, off_t* out_off, size_t n, unsigned flags)
{
    IOL_REAL(real, copy_file_range);
    struct iol_ctx c;
    if (!iol_enter_fd(&c, out, IOLT_CALL_COPY_FILE_RANGE, IOL_RA, 0))
        return real(in, in_off, out, out_off, n, flags);
    const int64_t at = out_off ? (int64_t)*out_off : -1;
    const ssize_t r = real(in, in_off, out, out_off, n, flags);
    iol_leave(&c, IOL_B(r), iol_fd_write_done(c.f, at, r));
    return r;
}

IOL_EXPORT ssize_t splice(int in, off_t* in_off, int out, off_t* out_off, size_t n, unsigned flags)
{
    IOL_REAL(real, splice);
    struct iol_ctx c;
    if (!iol_enter_fd(&c, out, IOLT_CALL_SPLICE, IOL_RA, 0))
        return real(in, in_off, out, out_off, n, flags);
    const int64_t at = out_off ? (int64_t)*out_off : -1;
    const ssize_t r = real(in, in_off, out, out_off, n, flags);
    iol_leave(&c, IOL_B(r), iol_fd_write_done(c.f, at, r));
    return r;
}

/* --- dup ----------------------------------------------------------------------------------------- */

static int dup_done(struct iol_ctx* c, int oldfd, int r)
{
    const int e = errno;
    if (r >= 0)
        iol_fd_dup(oldfd, r);
    errno = e;
    iol_leave(c, IOL_ND(r), -1);
    return r;
}

IOL_EXPORT int dup(int fd)
{
    IOL_REAL(real, dup);
    struct iol_ctx c;
    if (!iol_enter_fd(&c, fd, IOLT_CALL_DUP, IOL_RA, 0))
        return real(fd);
    return dup_done(&c, fd, real(fd));
}

IOL_EXPORT int dup2(int fd, int to)
{
    IOL_REAL(real, dup2);
    struct iol_ctx c;
    if (!iol_enter_fd(&c, fd, IOLT_CALL_DUP, IOL_RA, 0)) {
        const int r = real(fd, to);
        if (r >= 0 && fd != to)
            iol_fd_forget(to);
        return r;
    }
    return dup_done(&c, fd, real(fd, to));
}

IOL_EXPORT int dup3(int fd, int to, int flags)
{
    IOL_REAL(real, dup3);
    struct iol_ctx c;
    if (!iol_enter_fd(&c, fd, IOLT_CALL_DUP, IOL_RA, 0)) {
        const int r = real(fd, to, flags);
        if (r >= 0)
            iol_fd_forget(to);
        return r;
    }
    return dup_done(&c, fd, real(fd, to, flags));
}

/* fcntl's third argument is an int or a pointer; glibc reads it as a pointer-sized word. */
#define IOL_SHAPE_FCNTL(name, ret, params, args, kind)                                                                 \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        va_list ap;                                                                                                    \
        va_start(ap, cmd);                                                                                             \
        void* arg = va_arg(ap, void*);                                                                                 \
        va_end(ap);                                                                                                    \
        IOL_REAL_AS(real, name, ret, params);                                                                          \
        struct iol_ctx c;                                                                                              \
        if ((cmd != F_DUPFD && cmd != F_DUPFD_CLOEXEC) || !iol_enter_fd(&c, fd, kind, IOL_RA, 0))                      \
            return real args;                                                                                          \
        return dup_done(&c, fd, real args);                                                                            \
    }

/* --- names --------------------------------------------------------------------------------------- */

static int path_done(struct iol_ctx* c, int dirfd, const char* path, uint32_t call, void* ra, int r)
{
    iol_mark(c);
    const uint32_t file = path ? iol_path_file(dirfd, path, r == 0 || c->err != ENOENT, 0, 0, 0) : 0;
    iol_leave_file(c, file, call, ra, IOL_ND(r));
    return r;
}

IOL_EXPORT int unlink(const char* path)
{
    IOL_REAL(real, unlink);
    struct iol_ctx c;
    if (!iol_enter_timed(&c))
        return real(path);
    return path_done(&c, AT_FDCWD, path, IOLT_CALL_UNLINK, IOL_RA, real(path));
}

IOL_EXPORT int unlinkat(int dirfd, const char* path, int flags)
{
    IOL_REAL(real, unlinkat);
    struct iol_ctx c;
    if (!iol_enter_timed(&c))
        return real(dirfd, path, flags);
    return path_done(&c, dirfd, path, IOLT_CALL_UNLINK, IOL_RA, real(dirfd, path, flags));
}

IOL_EXPORT int remove(const char* path)
{
    IOL_REAL(real, remove);
    struct iol_ctx c;
    if (!iol_enter_timed(&c))
        return real(path);
    return path_done(&c, AT_FDCWD, path, IOLT_CALL_UNLINK, IOL_RA, real(path));
}

/* A rename that worked gives the file's entry its new name (iol_file_rename): a program that
 * writes x.partial, renames it to x and then reads x should be shown reading x. */
static int rename_done(struct iol_ctx* c, int fromfd, const char* from, int tofd, const char* to, void* ra, int r)
{
    iol_mark(c);
    const uint32_t file = from ? iol_path_file(fromfd, from, r == 0 || c->err != ENOENT, 0, 0, 0) : 0;
    if (r == 0 && file && to) {
        char buf[IOL_PATH_MAX];
        iol_file_rename(file, iol_abspath(tofd, to, buf, sizeof buf));
    }
    iol_leave_file(c, file, IOLT_CALL_RENAME, ra, IOL_ND(r));
    return r;
}

IOL_EXPORT int rename(const char* from, const char* to)
{
    IOL_REAL(real, rename);
    struct iol_ctx c;
    if (!iol_enter_timed(&c))
        return real(from, to);
    return rename_done(&c, AT_FDCWD, from, AT_FDCWD, to, IOL_RA, real(from, to));
}

IOL_EXPORT int renameat(int fromfd, const char* from, int tofd, const char* to)
{
    IOL_REAL(real, renameat);
    struct iol_ctx c;
    if (!iol_enter_timed(&c))
        return real(fromfd, from, tofd, to);
    return rename_done(&c, fromfd, from, tofd, to, IOL_RA, real(fromfd, from, tofd, to));
}

IOL_EXPORT int renameat2(int fromfd, const char* from, int tofd, const char* to, unsigned flags)
{
    IOL_REAL(real, renameat2);
    struct iol_ctx c;
    if (!iol_enter_timed(&c))
        return real(fromfd, from, tofd, to, flags);
    return rename_done(&c, fromfd, from, tofd, to, IOL_RA, real(fromfd, from, tofd, to, flags));
}

IOL_WRAPPERS_FDOPS(IOL_DEFINE)
