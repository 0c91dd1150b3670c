// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* stdio calls that move data: the per-character calls with their fast path, fread/fwrite,
 * fgets/fputs/puts and getline. */
#include "stdio_common.h"

#include <string.h>

/* With optimisation, glibc's <stdio.h> turns these into macros over the FILE's buffer; the program
 * may call the functions, which are what we define here. */
#undef fread_unlocked
#undef fwrite_unlocked
#undef fgets_unlocked
#undef fputs_unlocked
#undef getc_unlocked
#undef putc_unlocked
#undef getc
#undef putc

size_t __fread_chk(void* ptr, size_t ptrlen, size_t size, size_t n, FILE* fp);
size_t __fread_unlocked_chk(void* ptr, size_t ptrlen, size_t size, size_t n, FILE* fp);
char* __fgets_chk(char* s, size_t size, int n, FILE* fp);
char* __fgets_unlocked_chk(char* s, size_t size, int n, FILE* fp);
int _IO_getc(FILE* fp);
int _IO_putc(int ch, FILE* fp);
ssize_t __getdelim(char** line, size_t* cap, int delim, FILE* fp);

enum { NO_FAST_PATH = 2 }; /* read_done, write_done: a call without a fast path (IOL_SIDE_* have one) */
#define CHEAP_LIMIT 64u /* fread/fwrite/fgets/fputs below this many bytes are timed by sampling */

/* k: the fast path this call arms (NO_FAST_PATH for calls that have none). */
static void read_done(struct iol_ctx* c, FILE* fp, int64_t bytes, unsigned k, void* ra)
{
    if (bytes <= 0 && ferror(fp))
        bytes = IOL_ERROR;
    if (k != NO_FAST_PATH)
        iol_cheap_merge(c, k);
    iol_stream_leave(c, fp, bytes);
    iol_fd_stdio_read(c->f, bytes);
    if (k != NO_FAST_PATH)
        iol_cheap_arm(c, k, fp, ra);
}

static void write_done(struct iol_ctx* c, FILE* fp, int64_t bytes, int failed, unsigned k, void* ra)
{
    if (k != NO_FAST_PATH)
        iol_cheap_merge(c, k);
    iol_stream_leave(c, fp, failed ? (int64_t)IOL_ERROR : bytes);
    if (!failed)
        iol_fd_stdio_write(c->f, bytes);
    if (k != NO_FAST_PATH)
        iol_cheap_arm(c, k, fp, ra);
}

/* --- one character ------------------------------------------------------------------------------- */

static int getc_slow(int (*real)(FILE*), FILE* fp, FILE* arg, void* ra)
{
    iol_fast_flush(&iol_tls, IOL_SIDE_READ);
    struct iol_ctx c;
    if (!iol_enter_fp(&c, fp, IOLT_CALL_FGETC, ra, 1))
        return real(arg);
    const int ch = real(arg);
    read_done(&c, fp, ch == EOF ? 0 : 1, IOL_SIDE_READ, ra);
    return ch;
}

static void fast_getc_eof(struct iol_tls* t, FILE* fp)
{
    if (ferror(fp)) {
        t->fast[IOL_SIDE_READ].slot->errors++;
        t->fast[IOL_SIDE_READ].slot->hist[0]--; /* an error, not a 0-byte read */
    }
}

/* The fast path (see iol_fast in iol.h) takes the byte from the FILE's buffer itself when glibc
 * would not lock the stream (single-threaded process, or an _unlocked call) and the buffer is not
 * empty: exactly what glibc's fgetc does then (_IO_getc_unlocked), without a second call. Anything
 * else (refill, end of file, a locked stream) goes to the real function. */
#define IOL_IO_NEED_LOCK 128 /* glibc's _IO_FLAGS2_NEED_LOCK, set once the process has threads */

static inline int stream_unlocked(FILE* fp, int unlocked_call)
{
    return unlocked_call || !(fp->_flags2 & IOL_IO_NEED_LOCK);
}

/* The fast path with a byte in the buffer is a leaf: compares, the byte, two stores (the buffer
 * pointer, the slot's count: the rest of the call's accounting waits for iol_fast_flush), no frame.
 * The buffer pointer and the slot are each loaded once. */

/* The wrappers' way into getc_slow, resolving the real function on first use: out of line, so
 * that the wrappers themselves need no stack frame (their fast path is a leaf). */
__attribute__((noinline)) static int getc_resolve_slow(int (**real)(FILE*), const char* name, FILE* fp, void* ra)
{
    if (IOL_UNLIKELY(!*real))
        *(void**)real = iol_resolve(name);
    return getc_slow(*real, fp, fp, ra);
}

/* The fast path's call that needs the real function (refill, end of file, a locked stream). */
__attribute__((noinline)) static int getc_fast_real(int (*real)(FILE*), struct iol_tls* t, FILE* fp)
{
    iol_fast_flush(t, IOL_SIDE_READ);
    const int ch = real(fp);
    const uint64_t b = ch != EOF;
    iol_fast_count(t, IOL_SIDE_READ, b);
    t->fast[IOL_SIDE_READ].fdp->rbytes += b;
    if (IOL_UNLIKELY(!b))
        fast_getc_eof(t, fp);
    t->fast[IOL_SIDE_READ].count0 = t->fast[IOL_SIDE_READ].slot->count;
    return ch;
}

#define IOL_GETC_BODY(name, ret, params, unlocked_call)                                                                \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        static ret(*real) params;                                                                                      \
        struct iol_tls* t = &iol_tls;                                                                                  \
        void* ra = IOL_RA;                                                                                             \
        struct iolt_slot* const s = iol_fast_ok(t, IOL_SIDE_READ, fp, ra);                                             \
        if (IOL_LIKELY(s != NULL)) {                                                                                   \
            char* const p = fp->_IO_read_ptr;                                                                          \
            if (IOL_LIKELY(stream_unlocked(fp, unlocked_call) && p < fp->_IO_read_end)) {                              \
                fp->_IO_read_ptr = p + 1;                                                                              \
                s->count++;                                                                                            \
                s->bytes++; /* live with the count: a crash keeps both equal */                                        \
                return *(unsigned char*)p;                                                                             \
            }                                                                                                          \
            return getc_fast_real(real, t, fp);                                                                        \
        }                                                                                                              \
        return getc_resolve_slow(&real, #name, fp, ra);                                                                \
    }

#define IOL_SHAPE_GETC(name, ret, params, args, kind) IOL_GETC_BODY(name, ret, params, 0)
#define IOL_SHAPE_GETC_UNLOCKED(name, ret, params, args, kind) IOL_GETC_BODY(name, ret, params, 1)

static int getchar_real(FILE* fp)
{
    (void)fp;
    IOL_REAL(real, getchar);
    return real();
}
static int getchar_unlocked_real(FILE* fp)
{
    (void)fp;
    IOL_REAL(real, getchar_unlocked);
    return real();
}
IOL_EXPORT int getchar(void)
{
    return getc_slow(getchar_real, stdin, stdin, IOL_RA);
}
IOL_EXPORT int getchar_unlocked(void)
{
    return getc_slow(getchar_unlocked_real, stdin, stdin, IOL_RA);
}

static int putc_slow(int (*real)(int, FILE*), int ch, FILE* fp, void* ra)
{
    iol_fast_flush(&iol_tls, IOL_SIDE_WRITE);
    struct iol_ctx c;
    if (!iol_enter_fp(&c, fp, IOLT_CALL_FPUTC, ra, 1))
        return real(ch, fp);
    const int r = real(ch, fp);
    write_done(&c, fp, 1, r == EOF, IOL_SIDE_WRITE, ra);
    return r;
}

static void fast_putc_error(struct iol_tls* t)
{
    t->fast[IOL_SIDE_WRITE].slot->errors++;
    t->fast[IOL_SIDE_WRITE].slot->bytes--;
    t->fast[IOL_SIDE_WRITE].slot->hist[1]--;
}

__attribute__((noinline)) static int putc_resolve_slow(
    int (**real)(int, FILE*), const char* name, int ch, FILE* fp, void* ra)
{
    if (IOL_UNLIKELY(!*real))
        *(void**)real = iol_resolve(name);
    return putc_slow(*real, ch, fp, ra);
}

__attribute__((noinline)) static int putc_fast_real(int (*real)(int, FILE*), struct iol_tls* t, int ch, FILE* fp)
{
    iol_fast_flush(t, IOL_SIDE_WRITE);
    const int r = real(ch, fp);
    iol_fast_count(t, IOL_SIDE_WRITE, 1);
    t->fast[IOL_SIDE_WRITE].fdp->wbytes += 1;
    if (IOL_UNLIKELY(r == EOF))
        fast_putc_error(t);
    t->fast[IOL_SIDE_WRITE].count0 = t->fast[IOL_SIDE_WRITE].slot->count;
    return r;
}

#define IOL_PUTC_BODY(name, ret, params, unlocked_call)                                                                \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        static ret(*real) params;                                                                                      \
        struct iol_tls* t = &iol_tls;                                                                                  \
        void* ra = IOL_RA;                                                                                             \
        struct iolt_slot* const s = iol_fast_ok(t, IOL_SIDE_WRITE, fp, ra);                                            \
        if (IOL_LIKELY(s != NULL)) {                                                                                   \
            char* const p = fp->_IO_write_ptr;                                                                         \
            if (IOL_LIKELY(stream_unlocked(fp, unlocked_call) && p < fp->_IO_write_end)) {                             \
                *p = (char)ch;                                                                                         \
                fp->_IO_write_ptr = p + 1;                                                                             \
                s->count++;                                                                                            \
                s->bytes++; /* live with the count: a crash keeps both equal */                                        \
                return (unsigned char)ch;                                                                              \
            }                                                                                                          \
            return putc_fast_real(real, t, ch, fp);                                                                    \
        }                                                                                                              \
        return putc_resolve_slow(&real, #name, ch, fp, ra);                                                            \
    }

#define IOL_SHAPE_PUTC(name, ret, params, args, kind) IOL_PUTC_BODY(name, ret, params, 0)
#define IOL_SHAPE_PUTC_UNLOCKED(name, ret, params, args, kind) IOL_PUTC_BODY(name, ret, params, 1)

static int putchar_real(int ch, FILE* fp)
{
    (void)fp;
    IOL_REAL(real, putchar);
    return real(ch);
}
static int putchar_unlocked_real(int ch, FILE* fp)
{
    (void)fp;
    IOL_REAL(real, putchar_unlocked);
    return real(ch);
}
IOL_EXPORT int putchar(int ch)
{
    return putc_slow(putchar_real, ch, stdout, IOL_RA);
}
IOL_EXPORT int putchar_unlocked(int ch)
{
    return putc_slow(putchar_unlocked_real, ch, stdout, IOL_RA);
}

/* --- blocks -------------------------------------------------------------------------------------- */

/* fread and fwrite, and the fortified __fread_chk: below CHEAP_LIMIT bytes timed by sampling. */
#define IOL_SHAPE_FREAD(name, ret, params, args, kind)                                                                 \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        IOL_REAL_AS(real, name, ret, params);                                                                          \
        struct iol_ctx c;                                                                                              \
        const int cheap = size * n < CHEAP_LIMIT;                                                                      \
        if (!iol_enter_fp(&c, fp, kind, IOL_RA, cheap))                                                                \
            return real args;                                                                                          \
        const size_t r = real args;                                                                                    \
        read_done(&c, fp, (int64_t)(r * size), NO_FAST_PATH, IOL_RA);                                                  \
        return r;                                                                                                      \
    }
#define IOL_SHAPE_FWRITE(name, ret, params, args, kind)                                                                \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        IOL_REAL_AS(real, name, ret, params);                                                                          \
        struct iol_ctx c;                                                                                              \
        const int cheap = size * n < CHEAP_LIMIT;                                                                      \
        if (!iol_enter_fp(&c, fp, kind, IOL_RA, cheap))                                                                \
            return real args;                                                                                          \
        const size_t r = real args;                                                                                    \
        write_done(&c, fp, (int64_t)(r * size), r<n && r == 0 && size> 0, NO_FAST_PATH, IOL_RA);                       \
        return r;                                                                                                      \
    }

/* --- lines --------------------------------------------------------------------------------------- */

#define IOL_SHAPE_FGETS(name, ret, params, args, kind)                                                                 \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        IOL_REAL_AS(real, name, ret, params);                                                                          \
        struct iol_ctx c;                                                                                              \
        const int cheap = n <= (int)CHEAP_LIMIT;                                                                       \
        if (!iol_enter_fp(&c, fp, kind, IOL_RA, cheap))                                                                \
            return real args;                                                                                          \
        char* r = real args;                                                                                           \
        read_done(&c, fp, r ? (int64_t)strlen(r) : 0, NO_FAST_PATH, IOL_RA);                                           \
        return r;                                                                                                      \
    }
#define IOL_SHAPE_FPUTS(name, ret, params, args, kind)                                                                 \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        IOL_REAL_AS(real, name, ret, params);                                                                          \
        struct iol_ctx c;                                                                                              \
        const size_t len = strlen(s);                                                                                  \
        const int cheap = len < CHEAP_LIMIT;                                                                           \
        if (!iol_enter_fp(&c, fp, kind, IOL_RA, cheap))                                                                \
            return real args;                                                                                          \
        const int r = real args;                                                                                       \
        write_done(&c, fp, (int64_t)len, r == EOF, NO_FAST_PATH, IOL_RA);                                              \
        return r;                                                                                                      \
    }

IOL_EXPORT int puts(const char* s)
{
    IOL_REAL(real, puts);
    struct iol_ctx c;
    const size_t len = strlen(s) + 1;
    const int cheap = len < CHEAP_LIMIT;
    if (!iol_enter_fp(&c, stdout, IOLT_CALL_FPUTS, IOL_RA, cheap))
        return real(s);
    const int r = real(s);
    write_done(&c, stdout, (int64_t)len, r == EOF, NO_FAST_PATH, IOL_RA);
    return r;
}

/* getdelim, __getdelim, getline */
#define IOL_SHAPE_GETDELIM(name, ret, params, args, kind)                                                              \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        IOL_REAL_AS(real, name, ret, params);                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fp(&c, fp, kind, IOL_RA, 0))                                                                    \
            return real args;                                                                                          \
        const ssize_t r = real args;                                                                                   \
        read_done(&c, fp, r > 0 ? (int64_t)r : 0, NO_FAST_PATH, IOL_RA);                                               \
        return r;                                                                                                      \
    }

/* --- the buffer's own refills and flushes ---------------------------------------------------------- */

/* getc_unlocked and putc_unlocked are macros (getc and putc too, where a program defines them so):
 * they work in the FILE's buffer and call into glibc only when it runs empty or full, __uflow to
 * refill it with one read(2), __overflow to empty it with one write(2). git reads its config so,
 * and sort, wc, sed, grep, tar and python3 call one or both: for such a stream these system calls
 * are the program's only calls that reach a library, and no other wrapper sees them (fgetc and
 * the rest refill inside glibc, without these entry points). Each is recorded as the system call
 * it makes, on the stream's file, with the bytes it moved and no offset (the position would cost
 * an lseek of its own); one that makes none is not recorded. */
IOL_EXPORT int __uflow(FILE* fp)
{
    IOL_REAL(real, __uflow);
    struct iol_ctx c;
    /* No read: characters still buffered, or an end of file already seen (glibc returns EOF). */
    if (!fp || fp->_IO_read_ptr < fp->_IO_read_end || feof_unlocked(fp)
        || !iol_enter_fp(&c, fp, IOLT_CALL_READ, IOL_RA, 0))
        return real(fp);
    if (!c.f) { /* a stream without a file (fmemopen, fopencookie): no system call */
        iol_abandon(&c);
        return real(fp);
    }
    const int r = real(fp);
    /* The buffer just filled (the character returned included); 0 bytes: the read found the end. */
    const int64_t bytes = r != EOF ? (int64_t)(fp->_IO_read_end - fp->_IO_read_base) : ferror_unlocked(fp) ? -1 : 0;
    iol_fd_stdio_read(c.f, bytes);
    iol_leave(&c, bytes, -1);
    return r;
}

IOL_EXPORT int __overflow(FILE* fp, int ch)
{
    IOL_REAL(real, __overflow);
    struct iol_ctx c;
    if (!fp || !iol_enter_fp(&c, fp, IOLT_CALL_WRITE, IOL_RA, 0))
        return real(fp, ch);
    if (!c.f) { /* a stream without a file (open_memstream, fopencookie): no system call */
        iol_abandon(&c);
        return real(fp, ch);
    }
    const int64_t pending = fp->_IO_write_ptr - fp->_IO_write_base;
    const int r = real(fp, ch);
    /* What left the buffer: what it held, and the character if it was stored, less what it holds
     * now. Nothing when the call only stored the character (a line-buffered stream short of its
     * newline) or allocated the buffer (a stream's first character). */
    const int64_t stored = r != EOF && ch != EOF ? 1 : 0;
    const int64_t written = r == EOF ? -1 : pending + stored - (int64_t)(fp->_IO_write_ptr - fp->_IO_write_base);
    if (written == 0) {
        iol_abandon(&c);
        return r;
    }
    iol_fd_stdio_write(c.f, written);
    iol_leave(&c, written, -1);
    return r;
}

IOL_WRAPPERS_STDIO_DATA(IOL_DEFINE)
