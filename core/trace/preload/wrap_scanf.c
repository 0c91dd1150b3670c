// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* fscanf and friends. In strict C11 <stdio.h> renames fscanf to __isoc99_fscanf (asm labels), so
 * the wrappers are given their exported names explicitly; the real functions are found by name. */
#include "stdio_common.h"

#include <stdarg.h>

typedef int (*iol_vscan_fn)(FILE*, const char*, va_list);

IOL_EXPORT int iol_wrap_fscanf(FILE* fp, const char* fmt, ...) __asm__("fscanf");
IOL_EXPORT int iol_wrap_isoc99_fscanf(FILE* fp, const char* fmt, ...) __asm__("__isoc99_fscanf");
IOL_EXPORT int iol_wrap_vfscanf(FILE* fp, const char* fmt, va_list ap) __asm__("vfscanf");
IOL_EXPORT int iol_wrap_isoc99_vfscanf(FILE* fp, const char* fmt, va_list ap) __asm__("__isoc99_vfscanf");

static iol_vscan_fn real_of(int c99)
{
    static iol_vscan_fn plain, iso;
    iol_vscan_fn* p = c99 ? &iso : &plain;
    if (IOL_UNLIKELY(!*p))
        *(void**)p = iol_resolve(c99 ? "__isoc99_vfscanf" : "vfscanf");
    return *p;
}

static int scan(int c99, FILE* fp, const char* fmt, va_list ap, void* ra)
{
    const iol_vscan_fn real = real_of(c99);
    struct iol_ctx c;
    if (!iol_enter_fp(&c, fp, IOLT_CALL_FSCANF, ra, 0))
        return real(fp, fmt, ap);
    const int r = real(fp, fmt, ap);
    iol_leave(&c, IOL_ND_FAILED(r == EOF && ferror(fp)), -1);
    iol_fd_stdio_read(c.f, 0);
    return r;
}

int iol_wrap_vfscanf(FILE* fp, const char* fmt, va_list ap)
{
    return scan(0, fp, fmt, ap, IOL_RA);
}

int iol_wrap_isoc99_vfscanf(FILE* fp, const char* fmt, va_list ap)
{
    return scan(1, fp, fmt, ap, IOL_RA);
}

int iol_wrap_fscanf(FILE* fp, const char* fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    const int r = scan(0, fp, fmt, ap, IOL_RA);
    va_end(ap);
    return r;
}

int iol_wrap_isoc99_fscanf(FILE* fp, const char* fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    const int r = scan(1, fp, fmt, ap, IOL_RA);
    va_end(ap);
    return r;
}
