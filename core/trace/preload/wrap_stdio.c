// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* stdio streams: opening and closing, flushing, positioning, formatted I/O. */
#include "stdio_common.h"
#include "tables.h"

#include <fcntl.h>
#include <stdarg.h>
#include <string.h>

int __fprintf_chk(FILE* fp, int flag, const char* fmt, ...);
int __vfprintf_chk(FILE* fp, int flag, const char* fmt, va_list ap);
int __printf_chk(int flag, const char* fmt, ...);
int __vprintf_chk(int flag, const char* fmt, va_list ap);

static int mode_flags(const char* mode)
{
    int flags = 0;
    if (mode && mode[0] == 'a')
        flags |= O_APPEND;
    if (mode && mode[0] != 'r')
        flags |= O_CREAT;
    return flags;
}

/* --- open and close ------------------------------------------------------------------------------ */

static FILE* fopened(struct iol_ctx* c, FILE* fp, const char* path, const char* mode, void* ra)
{
    iol_mark(c);
    uint32_t file = 0;
    if (fp) {
        struct iol_fd* f = iol_fd_opened(fileno(fp), AT_FDCWD, path, mode_flags(mode));
        if (f && f->zone) {
            errno = c->err;
            iol_abandon(c);
            return fp;
        }
        file = f ? f->file : 0;
    } else if (path) {
        file = iol_path_file(AT_FDCWD, path, c->err != ENOENT && c->err != ENOTDIR, 0, 0, 0);
    }
    iol_leave_file(c, file, IOLT_CALL_FOPEN, ra, IOL_ND_FAILED(!fp));
    return fp;
}

#define IOL_SHAPE_FOPEN(name, ret, params, args, kind)                                                                 \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        IOL_REAL_AS(real, name, ret, params);                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_timed(&c))                                                                                      \
            return real args;                                                                                          \
        return fopened(&c, real args, path, mode, IOL_RA);                                                             \
    }

#define IOL_SHAPE_FREOPEN(name, ret, params, args, kind)                                                               \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        IOL_REAL_AS(real, name, ret, params);                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_timed(&c))                                                                                      \
            return real args;                                                                                          \
        iol_fast_flush_all(c.t);                                                                                       \
        iol_fd_closing(fp ? fileno(fp) : -1);                                                                          \
        iol_stdio_changed();                                                                                           \
        errno = c.err;                                                                                                 \
        return fopened(&c, real args, path, mode, IOL_RA);                                                             \
    }

IOL_EXPORT FILE* fdopen(int fd, const char* mode)
{
    IOL_REAL(real, fdopen);
    struct iol_ctx c;
    if (!iol_enter_fd(&c, fd, IOLT_CALL_FOPEN, IOL_RA, 0))
        return real(fd, mode);
    FILE* fp = real(fd, mode);
    iol_leave(&c, IOL_ND_FAILED(!fp), -1);
    return fp;
}

IOL_EXPORT int fclose(FILE* fp)
{
    IOL_REAL(real, fclose);
    struct iol_ctx c;
    const int fd = fp ? fileno(fp) : -1;
    if (!iol_enter_fp(&c, fp, IOLT_CALL_FCLOSE, IOL_RA, 0)) {
        iol_fd_forget(fd);
        if (iol_g.on)
            iol_stdio_changed();
        return real(fp);
    }
    iol_fast_flush_all(c.t);
    iol_fd_closing(fd);
    iol_stdio_changed();
    errno = c.err;
    const int r = real(fp);
    iol_leave(&c, IOL_ND_FAILED(r == EOF), -1);
    return r;
}

/* --- flush, position ----------------------------------------------------------------------------- */

/* A call on a stream that moves no data: failed, its result's test; after, what it did to the
 * stream's fd state (a statement, or (void)0). */
#define IOL_FP_STATUS_BODY(name, ret, params, args, kind, failed, after)                                               \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        IOL_REAL_AS(real, name, ret, params);                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fp(&c, fp, kind, IOL_RA, 0))                                                                    \
            return real args;                                                                                          \
        const ret r = real args;                                                                                       \
        after;                                                                                                         \
        iol_leave(&c, IOL_ND_FAILED(failed), -1);                                                                      \
        return r;                                                                                                      \
    }
#define IOL_SHAPE_FP_STATUS(name, ret, params, args, kind)                                                             \
    IOL_FP_STATUS_BODY(name, ret, params, args, kind, r != 0, (void)0)
/* fflush(NULL) flushes every output stream: it is counted on an entry of its own, named so, not
 * under "(no file)" (git calls it before each child it starts). */
#define IOL_EVERY_STREAM "(every stdio stream: fflush(NULL))"
static int enter_every_stream(struct iol_ctx* c, uint32_t call, void* ra)
{
    if (!iol_enter_guard(c))
        return 0;
    c->f = NULL;
    /* Found by its name each time (a few per process): a fork child shares the entry, an exec'd
     * image makes its own. */
    const uint32_t file = iol_file_get(IOLT_KIND_OTHER, IOL_EVERY_STREAM, 0, 0, 0, 0);
    iol_op_begin(c->t, &c->op, file, call, ra, 0);
    *c->t->errp = c->err;
    return 1;
}
#define IOL_SHAPE_FFLUSH(name, ret, params, args, kind)                                                                \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        IOL_REAL_AS(real, name, ret, params);                                                                          \
        struct iol_ctx c;                                                                                              \
        if (fp ? !iol_enter_fp(&c, fp, kind, IOL_RA, 0) : !enter_every_stream(&c, kind, IOL_RA))                       \
            return real args;                                                                                          \
        const ret r = real args;                                                                                       \
        iol_leave(&c, IOL_ND_FAILED(r != 0), -1);                                                                      \
        return r;                                                                                                      \
    }
/* ftell: the position, -1 on failure. */
#define IOL_SHAPE_FTELL(name, ret, params, args, kind) IOL_FP_STATUS_BODY(name, ret, params, args, kind, r < 0, (void)0)
/* fseek: a seek anywhere but to the start marks the stream (its first read is not from 0). */
#define IOL_SHAPE_FSEEK(name, ret, params, args, kind)                                                                 \
    IOL_FP_STATUS_BODY(name, ret, params, args, kind, r != 0, {                                                        \
        iol_stream_moved(c.t);                                                                                         \
        if (c.f && (off != 0 || whence != SEEK_SET))                                                                   \
            c.f->flags |= IOL_FD_SEEKED;                                                                               \
    })
#define IOL_SHAPE_FSETPOS(name, ret, params, args, kind)                                                               \
    IOL_FP_STATUS_BODY(name, ret, params, args, kind, r != 0, {                                                        \
        iol_stream_moved(c.t);                                                                                         \
        if (c.f)                                                                                                       \
            c.f->flags |= IOL_FD_SEEKED;                                                                               \
    })

IOL_EXPORT void rewind(FILE* fp)
{
    IOL_REAL(real, rewind);
    struct iol_ctx c;
    if (!iol_enter_fp(&c, fp, IOLT_CALL_FSEEK, IOL_RA, 0)) {
        real(fp);
        return;
    }
    real(fp);
    iol_stream_moved(c.t);
    iol_leave(&c, IOL_NODATA, -1);
}

/* --- formatted ----------------------------------------------------------------------------------- */

static int printf_done(struct iol_ctx* c, FILE* fp, int r)
{
    iol_stream_leave(c, fp, IOL_B(r));
    if (r > 0)
        iol_fd_stdio_write(c->f, r);
    return r;
}

static int vfprintf_common(FILE* fp, const char* fmt, va_list ap, void* ra)
{
    IOL_REAL(real, vfprintf);
    struct iol_ctx c;
    if (!iol_enter_fp(&c, fp, IOLT_CALL_FPRINTF, ra, 0))
        return real(fp, fmt, ap);
    return printf_done(&c, fp, real(fp, fmt, ap));
}

static int vfprintf_chk_common(FILE* fp, int flag, const char* fmt, va_list ap, void* ra)
{
    IOL_REAL(real, __vfprintf_chk);
    struct iol_ctx c;
    if (!iol_enter_fp(&c, fp, IOLT_CALL_FPRINTF, ra, 0))
        return real(fp, flag, fmt, ap);
    return printf_done(&c, fp, real(fp, flag, fmt, ap));
}

IOL_EXPORT int vfprintf(FILE* fp, const char* fmt, va_list ap)
{
    return vfprintf_common(fp, fmt, ap, IOL_RA);
}

IOL_EXPORT int vprintf(const char* fmt, va_list ap)
{
    return vfprintf_common(stdout, fmt, ap, IOL_RA);
}

IOL_EXPORT int fprintf(FILE* fp, const char* fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    const int r = vfprintf_common(fp, fmt, ap, IOL_RA);
    va_end(ap);
    return r;
}

IOL_EXPORT int printf(const char* fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    const int r = vfprintf_common(stdout, fmt, ap, IOL_RA);
    va_end(ap);
    return r;
}

IOL_EXPORT int __vfprintf_chk(FILE* fp, int flag, const char* fmt, va_list ap)
{
    return vfprintf_chk_common(fp, flag, fmt, ap, IOL_RA);
}

IOL_EXPORT int __vprintf_chk(int flag, const char* fmt, va_list ap)
{
    return vfprintf_chk_common(stdout, flag, fmt, ap, IOL_RA);
}

IOL_EXPORT int __fprintf_chk(FILE* fp, int flag, const char* fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    const int r = vfprintf_chk_common(fp, flag, fmt, ap, IOL_RA);
    va_end(ap);
    return r;
}

IOL_EXPORT int __printf_chk(int flag, const char* fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    const int r = vfprintf_chk_common(stdout, flag, fmt, ap, IOL_RA);
    va_end(ap);
    return r;
}

IOL_WRAPPERS_STDIO(IOL_DEFINE)
