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
    iol_leave(c, bytes, -1);
    iol_fd_stdio_read(c->f, bytes);
    if (k != NO_FAST_PATH)
        iol_cheap_arm(c, k, fp, ra);
}

static void write_done(struct iol_ctx* c, FILE* fp, int64_t bytes, int failed, unsigned k, void* ra)
{
    if (k != NO_FAST_PATH)
        iol_cheap_merge(c, k);
    iol_leave(c, failed ? (int64_t)IOL_ERROR : bytes, -1);
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
        *(void**)real = iol_dlsym(name);
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

#define DEFINE_GETC(name, unlocked_call)                                                                               \
    IOL_EXPORT int name(FILE* fp)                                                                                      \
    {                                                                                                                  \
        static __typeof__(&name) real;                                                                                 \
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
DEFINE_GETC(fgetc, 0)
DEFINE_GETC(getc, 0)
DEFINE_GETC(_IO_getc, 0)
DEFINE_GETC(getc_unlocked, 1)
DEFINE_GETC(fgetc_unlocked, 1)

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
        *(void**)real = iol_dlsym(name);
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

#define DEFINE_PUTC(name, unlocked_call)                                                                               \
    IOL_EXPORT int name(int ch, FILE* fp)                                                                              \
    {                                                                                                                  \
        static __typeof__(&name) real;                                                                                 \
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
DEFINE_PUTC(fputc, 0)
DEFINE_PUTC(putc, 0)
DEFINE_PUTC(_IO_putc, 0)
DEFINE_PUTC(putc_unlocked, 1)
DEFINE_PUTC(fputc_unlocked, 1)

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

#define DEFINE_FREAD(name)                                                                                             \
    IOL_EXPORT size_t name(void* ptr, size_t size, size_t n, FILE* fp)                                                 \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        const int cheap = size * n < CHEAP_LIMIT;                                                                      \
        if (!iol_enter_fp(&c, fp, IOLT_CALL_FREAD, IOL_RA, cheap))                                                     \
            return real(ptr, size, n, fp);                                                                             \
        const size_t r = real(ptr, size, n, fp);                                                                       \
        read_done(&c, fp, (int64_t)(r * size), NO_FAST_PATH, IOL_RA);                                                  \
        return r;                                                                                                      \
    }
DEFINE_FREAD(fread)
DEFINE_FREAD(fread_unlocked)

#define DEFINE_FREAD_CHK(name)                                                                                         \
    IOL_EXPORT size_t name(void* ptr, size_t ptrlen, size_t size, size_t n, FILE* fp)                                  \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        const int cheap = size * n < CHEAP_LIMIT;                                                                      \
        if (!iol_enter_fp(&c, fp, IOLT_CALL_FREAD, IOL_RA, cheap))                                                     \
            return real(ptr, ptrlen, size, n, fp);                                                                     \
        const size_t r = real(ptr, ptrlen, size, n, fp);                                                               \
        read_done(&c, fp, (int64_t)(r * size), NO_FAST_PATH, IOL_RA);                                                  \
        return r;                                                                                                      \
    }
DEFINE_FREAD_CHK(__fread_chk)
DEFINE_FREAD_CHK(__fread_unlocked_chk)

#define DEFINE_FWRITE(name)                                                                                            \
    IOL_EXPORT size_t name(const void* ptr, size_t size, size_t n, FILE* fp)                                           \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        const int cheap = size * n < CHEAP_LIMIT;                                                                      \
        if (!iol_enter_fp(&c, fp, IOLT_CALL_FWRITE, IOL_RA, cheap))                                                    \
            return real(ptr, size, n, fp);                                                                             \
        const size_t r = real(ptr, size, n, fp);                                                                       \
        write_done(&c, fp, (int64_t)(r * size), r<n && r == 0 && size> 0, NO_FAST_PATH, IOL_RA);                       \
        return r;                                                                                                      \
    }
DEFINE_FWRITE(fwrite)
DEFINE_FWRITE(fwrite_unlocked)

/* --- lines --------------------------------------------------------------------------------------- */

#define DEFINE_FGETS(name)                                                                                             \
    IOL_EXPORT char* name(char* s, int n, FILE* fp)                                                                    \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        const int cheap = n <= (int)CHEAP_LIMIT;                                                                       \
        if (!iol_enter_fp(&c, fp, IOLT_CALL_FGETS, IOL_RA, cheap))                                                     \
            return real(s, n, fp);                                                                                     \
        char* r = real(s, n, fp);                                                                                      \
        read_done(&c, fp, r ? (int64_t)strlen(r) : 0, NO_FAST_PATH, IOL_RA);                                           \
        return r;                                                                                                      \
    }
DEFINE_FGETS(fgets)
DEFINE_FGETS(fgets_unlocked)

#define DEFINE_FGETS_CHK(name)                                                                                         \
    IOL_EXPORT char* name(char* s, size_t size, int n, FILE* fp)                                                       \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        const int cheap = n <= (int)CHEAP_LIMIT;                                                                       \
        if (!iol_enter_fp(&c, fp, IOLT_CALL_FGETS, IOL_RA, cheap))                                                     \
            return real(s, size, n, fp);                                                                               \
        char* r = real(s, size, n, fp);                                                                                \
        read_done(&c, fp, r ? (int64_t)strlen(r) : 0, NO_FAST_PATH, IOL_RA);                                           \
        return r;                                                                                                      \
    }
DEFINE_FGETS_CHK(__fgets_chk)
DEFINE_FGETS_CHK(__fgets_unlocked_chk)

#define DEFINE_FPUTS(name)                                                                                             \
    IOL_EXPORT int name(const char* s, FILE* fp)                                                                       \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        const size_t len = strlen(s);                                                                                  \
        const int cheap = len < CHEAP_LIMIT;                                                                           \
        if (!iol_enter_fp(&c, fp, IOLT_CALL_FPUTS, IOL_RA, cheap))                                                     \
            return real(s, fp);                                                                                        \
        const int r = real(s, fp);                                                                                     \
        write_done(&c, fp, (int64_t)len, r == EOF, NO_FAST_PATH, IOL_RA);                                              \
        return r;                                                                                                      \
    }
DEFINE_FPUTS(fputs)
DEFINE_FPUTS(fputs_unlocked)

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

#define DEFINE_GETDELIM(name)                                                                                          \
    IOL_EXPORT ssize_t name(char** line, size_t* cap, int delim, FILE* fp)                                             \
    {                                                                                                                  \
        IOL_REAL(real, name);                                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_fp(&c, fp, IOLT_CALL_GETLINE, IOL_RA, 0))                                                       \
            return real(line, cap, delim, fp);                                                                         \
        const ssize_t r = real(line, cap, delim, fp);                                                                  \
        read_done(&c, fp, r > 0 ? (int64_t)r : 0, NO_FAST_PATH, IOL_RA);                                               \
        return r;                                                                                                      \
    }
DEFINE_GETDELIM(getdelim)
DEFINE_GETDELIM(__getdelim)

IOL_EXPORT ssize_t getline(char** line, size_t* cap, FILE* fp)
{
    IOL_REAL(real, getline);
    struct iol_ctx c;
    if (!iol_enter_fp(&c, fp, IOLT_CALL_GETLINE, IOL_RA, 0))
        return real(line, cap, fp);
    const ssize_t r = real(line, cap, fp);
    read_done(&c, fp, r > 0 ? (int64_t)r : 0, NO_FAST_PATH, IOL_RA);
    return r;
}
