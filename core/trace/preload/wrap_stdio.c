// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* stdio streams: opening and closing, flushing, positioning, formatted I/O. */
#include "stdio_common.h"

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

#define DEFINE_FOPEN(name)                                                                                             \
    IOL_EXPORT FILE* name(const char* path, const char* mode)                                                          \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_timed(&c))                                                                                      \
            return real(path, mode);                                                                                   \
        return fopened(&c, real(path, mode), path, mode, IOL_RA);                                                      \
    }
DEFINE_FOPEN(fopen)
DEFINE_FOPEN(fopen64)

#define DEFINE_FREOPEN(name)                                                                                           \
    IOL_EXPORT FILE* name(const char* path, const char* mode, FILE* fp)                                                \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_timed(&c))                                                                                      \
            return real(path, mode, fp);                                                                               \
        iol_fast_flush_all(c.t);                                                                                       \
        iol_fd_closing(fp ? fileno(fp) : -1);                                                                          \
        iol_stdio_changed();                                                                                           \
        errno = c.err;                                                                                                 \
        return fopened(&c, real(path, mode, fp), path, mode, IOL_RA);                                                  \
    }
DEFINE_FREOPEN(freopen)
DEFINE_FREOPEN(freopen64)

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

#define DEFINE_FP_CALL(name, call, seeked)                                                                             \
    IOL_EXPORT int name(FILE* fp)                                                                                      \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fp(&c, fp, call, IOL_RA, 0))                                                                    \
            return real(fp);                                                                                           \
        const int r = real(fp);                                                                                        \
        if (seeked && c.f)                                                                                             \
            c.f->flags |= IOL_FD_SEEKED;                                                                               \
        iol_leave(&c, IOL_ND_FAILED(r != 0), -1);                                                                      \
        return r;                                                                                                      \
    }
DEFINE_FP_CALL(fflush, IOLT_CALL_FFLUSH, 0)
DEFINE_FP_CALL(fflush_unlocked, IOLT_CALL_FFLUSH, 0)

IOL_EXPORT void rewind(FILE* fp)
{
    IOL_REAL(real, rewind);
    struct iol_ctx c;
    if (!iol_enter_fp(&c, fp, IOLT_CALL_FSEEK, IOL_RA, 0)) {
        real(fp);
        return;
    }
    real(fp);
    iol_leave(&c, IOL_NODATA, -1);
}

#define DEFINE_FSEEK(name, type)                                                                                       \
    IOL_EXPORT int name(FILE* fp, type off, int whence)                                                                \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fp(&c, fp, IOLT_CALL_FSEEK, IOL_RA, 0))                                                         \
            return real(fp, off, whence);                                                                              \
        const int r = real(fp, off, whence);                                                                           \
        if (c.f && (off != 0 || whence != SEEK_SET))                                                                   \
            c.f->flags |= IOL_FD_SEEKED;                                                                               \
        iol_leave(&c, IOL_ND_FAILED(r != 0), -1);                                                                      \
        return r;                                                                                                      \
    }
DEFINE_FSEEK(fseek, long)
DEFINE_FSEEK(fseeko, off_t)
DEFINE_FSEEK(fseeko64, off64_t)

#define DEFINE_FSETPOS(name, type)                                                                                     \
    IOL_EXPORT int name(FILE* fp, const type* pos)                                                                     \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fp(&c, fp, IOLT_CALL_FSEEK, IOL_RA, 0))                                                         \
            return real(fp, pos);                                                                                      \
        const int r = real(fp, pos);                                                                                   \
        if (c.f)                                                                                                       \
            c.f->flags |= IOL_FD_SEEKED;                                                                               \
        iol_leave(&c, IOL_ND_FAILED(r != 0), -1);                                                                      \
        return r;                                                                                                      \
    }
DEFINE_FSETPOS(fsetpos, fpos_t)
DEFINE_FSETPOS(fsetpos64, fpos64_t)

#define DEFINE_FTELL(name, type)                                                                                       \
    IOL_EXPORT type name(FILE* fp)                                                                                     \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fp(&c, fp, IOLT_CALL_FTELL, IOL_RA, 0))                                                         \
            return real(fp);                                                                                           \
        const type r = real(fp);                                                                                       \
        iol_leave(&c, IOL_ND_FAILED(r < 0), -1);                                                                       \
        return r;                                                                                                      \
    }
DEFINE_FTELL(ftell, long)
DEFINE_FTELL(ftello, off_t)
DEFINE_FTELL(ftello64, off64_t)

#define DEFINE_FGETPOS(name, type)                                                                                     \
    IOL_EXPORT int name(FILE* fp, type* pos)                                                                           \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fp(&c, fp, IOLT_CALL_FTELL, IOL_RA, 0))                                                         \
            return real(fp, pos);                                                                                      \
        const int r = real(fp, pos);                                                                                   \
        iol_leave(&c, IOL_ND_FAILED(r != 0), -1);                                                                      \
        return r;                                                                                                      \
    }
DEFINE_FGETPOS(fgetpos, fpos_t)
DEFINE_FGETPOS(fgetpos64, fpos64_t)

/* --- formatted ----------------------------------------------------------------------------------- */

static int printf_done(struct iol_ctx* c, int r)
{
    iol_leave(c, IOL_B(r), -1);
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
    return printf_done(&c, real(fp, fmt, ap));
}

static int vfprintf_chk_common(FILE* fp, int flag, const char* fmt, va_list ap, void* ra)
{
    IOL_REAL(real, __vfprintf_chk);
    struct iol_ctx c;
    if (!iol_enter_fp(&c, fp, IOLT_CALL_FPRINTF, ra, 0))
        return real(fp, flag, fmt, ap);
    return printf_done(&c, real(fp, flag, fmt, ap));
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
