// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// An LD_PRELOAD shim that makes the N-th call of one kind fail or come up short, for tst_faults.
//
// Why a preloaded shim rather than a table of function pointers inside core/sysio: several
// strategies deliberately bypass sysio (QFile, iostreams, stdio, std::filesystem::copy_file), and
// all of those reach libc through the PLT, where a preloaded definition wins. One seam then covers
// every strategy without test-only indirection on the hot path of a profiler.
//
// What it cannot reach: calls glibc makes internally without the PLT. stdio's buffer refills and
// flushes (fgetc, fputc, fwrite, fflush, fclose) call __read/__write directly, so only the open,
// mmap and close around those strategies are seen. io_uring reads and writes are done by the
// kernel from a submission queue, not by calls; mmap'ed memory faults in pages without any call
// (an I/O error there is SIGBUS, not a return value). The driver learns this from the counts:
// a call that was never made is reported as "not applicable", never passed.
//
// Control (all by environment, read once):
//   IOLENS_FAULT=call:N:kind   kind = short|eintr|eagain|enospc|eio|edquot; unset = count only
//   IOLENS_FAULT_SOURCE=/abs/source/file   IOLENS_FAULT_OUTDIR=/abs/out/dir
//   IOLENS_FAULT_REPORT=/path  written at the end of each window: "<call> <count>" lines, then
//                              "injected <0|1>" (0 when the N-th call never came, or when a short
//                              count was impossible because only 1 byte was asked).
// Only calls on descriptors opened on the source or under the out dir are counted, and only while
// the runner has a strategy's run open (iolens_faultshim_window, found by core/faultwindow.cpp
// with dlsym): so "the 3rd read" is the strategy's 3rd read, not the verifier's or Qt's.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/sendfile.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <unistd.h>

#define EXPORT __attribute__((visibility("default")))

// Canonical call names: variants (open64, openat, pread64, __read_chk …) count as one call, named
// as core/sysio names it in its IoError messages.
enum Call {
    C_READ,
    C_WRITE,
    C_PREAD,
    C_PWRITE,
    C_READV,
    C_WRITEV,
    C_OPEN,
    C_CLOSE,
    C_FSYNC,
    C_FDATASYNC,
    C_SENDFILE,
    C_COPY_FILE_RANGE,
    C_SPLICE,
    C_MMAP,
    C_FTRUNCATE,
    C_FALLOCATE,
    C_COUNT
};
static const char* const kCallNames[C_COUNT] = { "read", "write", "pread", "pwrite", "readv", "writev", "open", "close",
    "fsync", "fdatasync", "sendfile", "copy_file_range", "splice", "mmap", "ftruncate", "posix_fallocate" };

enum Kind { K_NONE, K_SHORT, K_EINTR, K_EAGAIN, K_ENOSPC, K_EIO, K_EDQUOT };

#define MAX_TRACKED_FD 4096
static atomic_bool g_tracked[MAX_TRACKED_FD];
// Only a descriptor opened for writing counts at close: a late write error (NFS, a full disk)
// surfaces there; a read-only descriptor's close has nothing to report.
static atomic_bool g_writable[MAX_TRACKED_FD];
static atomic_long g_counts[C_COUNT];
static atomic_bool g_window;
static atomic_int g_injected;
static int g_targetCall = -1;
static long g_targetNth;
static enum Kind g_kind = K_NONE;
static const char* g_source;
static const char* g_outDir;
static size_t g_outDirLen;
static const char* g_report;
static pthread_once_t g_once = PTHREAD_ONCE_INIT;

// Stores dlsym's result in a function pointer the way POSIX documents (ISO C has no conversion
// from void* to a function pointer).
#define LOAD(pointer, name) (*(void**)(&(pointer)) = dlsym(RTLD_NEXT, (name)))

static void configure(void)
{
    g_source = getenv("IOLENS_FAULT_SOURCE");
    g_outDir = getenv("IOLENS_FAULT_OUTDIR");
    g_outDirLen = g_outDir ? strlen(g_outDir) : 0;
    g_report = getenv("IOLENS_FAULT_REPORT");
    const char* spec = getenv("IOLENS_FAULT");
    if (!spec || !*spec)
        return;
    char call[64];
    char kind[16];
    long nth = 0;
    if (sscanf(spec, "%63[^:]:%ld:%15s", call, &nth, kind) != 3 || nth < 1) {
        fprintf(stderr, "faultshim: cannot parse IOLENS_FAULT='%s'\n", spec);
        abort(); // a typo must not silently turn a fault case into a passing run
    }
    for (int i = 0; i < C_COUNT; ++i)
        if (strcmp(call, kCallNames[i]) == 0)
            g_targetCall = i;
    static const char* const kinds[] = { "", "short", "eintr", "eagain", "enospc", "eio", "edquot" };
    for (int i = 1; i < 7; ++i)
        if (strcmp(kind, kinds[i]) == 0)
            g_kind = (enum Kind)i;
    if (g_targetCall < 0 || g_kind == K_NONE) {
        fprintf(stderr, "faultshim: unknown call or kind in IOLENS_FAULT='%s'\n", spec);
        abort();
    }
    g_targetNth = nth;
}

static void init(void)
{
    pthread_once(&g_once, configure);
}

static int pathMatters(const char* path)
{
    if (!path)
        return 0;
    if (g_source && strcmp(path, g_source) == 0)
        return 1;
    return g_outDir && g_outDirLen > 0 && strncmp(path, g_outDir, g_outDirLen) == 0 && path[g_outDirLen] == '/';
}

static void track(int fd, const char* path, int writable)
{
    if (fd >= 0 && fd < MAX_TRACKED_FD) {
        atomic_store(&g_tracked[fd], pathMatters(path));
        atomic_store(&g_writable[fd], writable);
    }
}

static int tracked(int fd)
{
    return fd >= 0 && fd < MAX_TRACKED_FD && atomic_load(&g_tracked[fd]);
}

// Counts a call that matters; returns the fault to inject into this very call (K_NONE mostly).
static enum Kind decide(enum Call call, int matters)
{
    init();
    if (!matters || !atomic_load(&g_window))
        return K_NONE;
    const long n = atomic_fetch_add(&g_counts[call], 1) + 1;
    if ((int)call == g_targetCall && n == g_targetNth)
        return g_kind;
    return K_NONE;
}

static int errnoOf(enum Kind kind)
{
    switch (kind) {
    case K_EINTR:
        return EINTR;
    case K_EAGAIN:
        return EAGAIN;
    case K_ENOSPC:
        return ENOSPC;
    case K_EIO:
        return EIO;
    case K_EDQUOT:
        return EDQUOT;
    default:
        return 0;
    }
}

static void injected(void)
{
    atomic_store(&g_injected, 1);
}

// A short count asks the kernel for half (at least 1 byte); impossible for a 1-byte request,
// where 0 would mean end of file: then nothing is injected and the report says so.
static size_t shortened(size_t count)
{
    if (count < 2)
        return count;
    injected();
    return count / 2;
}

#define FAIL_WITH(kind, value)                                                                                         \
    do {                                                                                                               \
        injected();                                                                                                    \
        errno = errnoOf(kind);                                                                                         \
        return value;                                                                                                  \
    } while (0)

// --- the window, called by the runner around one strategy run ------------------------------------

EXPORT void iolens_faultshim_window(int open)
{
    init();
    if (open) {
        for (int i = 0; i < C_COUNT; ++i)
            atomic_store(&g_counts[i], 0);
        atomic_store(&g_injected, 0);
        atomic_store(&g_window, 1);
        return;
    }
    atomic_store(&g_window, 0);
    if (!g_report)
        return;
    char text[1024];
    size_t used = 0;
    for (int i = 0; i < C_COUNT; ++i)
        used += (size_t)snprintf(text + used, sizeof text - used, "%s %ld\n", kCallNames[i], atomic_load(&g_counts[i]));
    used += (size_t)snprintf(text + used, sizeof text - used, "injected %d\n", atomic_load(&g_injected));
    // The real calls: this file is none of the strategy's business.
    int (*realOpen)(const char*, int, ...);
    LOAD(realOpen, "open");
    ssize_t (*realWrite)(int, const void*, size_t);
    LOAD(realWrite, "write");
    int (*realClose)(int);
    LOAD(realClose, "close");
    const int fd = realOpen(g_report, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd >= 0) {
        (void)realWrite(fd, text, used);
        realClose(fd);
    }
}

// --- opening and closing -------------------------------------------------------------------------

static int openCommon(const char* symbol, int dirfd, int at, const char* path, int flags, mode_t mode)
{
    const enum Kind kind = decide(C_OPEN, pathMatters(path));
    if (kind != K_NONE && kind != K_SHORT)
        FAIL_WITH(kind, -1);
    int fd;
    if (at) {
        int (*real)(int, const char*, int, ...);
        LOAD(real, symbol);
        fd = real(dirfd, path, flags, mode);
    } else {
        int (*real)(const char*, int, ...);
        LOAD(real, symbol);
        fd = real(path, flags, mode);
    }
    track(fd, path, (flags & O_ACCMODE) != O_RDONLY);
    return fd;
}

static mode_t modeArg(int flags, va_list ap)
{
    return (flags & (O_CREAT | __O_TMPFILE)) ? va_arg(ap, mode_t) : 0;
}

#define DEFINE_OPEN(name)                                                                                              \
    EXPORT int name(const char* path, int flags, ...)                                                                  \
    {                                                                                                                  \
        va_list ap;                                                                                                    \
        va_start(ap, flags);                                                                                           \
        const mode_t mode = modeArg(flags, ap);                                                                        \
        va_end(ap);                                                                                                    \
        return openCommon(#name, AT_FDCWD, 0, path, flags, mode);                                                      \
    }
#define DEFINE_OPENAT(name)                                                                                            \
    EXPORT int name(int dirfd, const char* path, int flags, ...)                                                       \
    {                                                                                                                  \
        va_list ap;                                                                                                    \
        va_start(ap, flags);                                                                                           \
        const mode_t mode = modeArg(flags, ap);                                                                        \
        va_end(ap);                                                                                                    \
        return openCommon(#name, dirfd, 1, path, flags, mode);                                                         \
    }
DEFINE_OPEN(open)
DEFINE_OPEN(open64)
DEFINE_OPENAT(openat)
DEFINE_OPENAT(openat64)

// fopen opens inside glibc (no PLT), so the call itself is the seam: its result is tracked, and a
// fault makes fopen return NULL as a failing open would.
static FILE* fopenCommon(const char* symbol, const char* path, const char* mode)
{
    const enum Kind kind = decide(C_OPEN, pathMatters(path));
    if (kind != K_NONE && kind != K_SHORT)
        FAIL_WITH(kind, NULL);
    FILE* (*real)(const char*, const char*);
    LOAD(real, symbol);
    FILE* f = real(path, mode);
    if (f)
        track(fileno(f), path, strpbrk(mode, "wa+") != NULL);
    return f;
}
EXPORT FILE* fopen(const char* path, const char* mode)
{
    return fopenCommon("fopen", path, mode);
}
EXPORT FILE* fopen64(const char* path, const char* mode)
{
    return fopenCommon("fopen64", path, mode);
}

EXPORT int close(int fd)
{
    static int (*real)(int);
    if (!real)
        LOAD(real, "close");
    const enum Kind kind = decide(C_CLOSE, tracked(fd) && atomic_load(&g_writable[fd]));
    if (fd >= 0 && fd < MAX_TRACKED_FD)
        atomic_store(&g_tracked[fd], 0);
    const int rc = real(fd);
    // As Linux does: the descriptor is gone even when close reports an error (late write errors
    // on NFS, EINTR), so the fault is reported after the real close.
    if (kind != K_NONE && kind != K_SHORT && rc == 0)
        FAIL_WITH(kind, -1);
    return rc;
}

// --- data calls ----------------------------------------------------------------------------------

#define PREPARE(call, fdExpr)                                                                                          \
    const enum Kind kind = decide(call, (fdExpr));                                                                     \
    if (kind != K_NONE && kind != K_SHORT)                                                                             \
    FAIL_WITH(kind, -1)

EXPORT ssize_t read(int fd, void* buf, size_t count)
{
    static ssize_t (*real)(int, void*, size_t);
    if (!real)
        LOAD(real, "read");
    PREPARE(C_READ, tracked(fd));
    return real(fd, buf, kind == K_SHORT ? shortened(count) : count);
}

EXPORT ssize_t __read_chk(int fd, void* buf, size_t count, size_t buflen)
{
    (void)buflen;
    return read(fd, buf, count);
}

EXPORT ssize_t write(int fd, const void* buf, size_t count)
{
    static ssize_t (*real)(int, const void*, size_t);
    if (!real)
        LOAD(real, "write");
    PREPARE(C_WRITE, tracked(fd));
    return real(fd, buf, kind == K_SHORT ? shortened(count) : count);
}

static ssize_t preadCommon(int fd, void* buf, size_t count, off_t offset)
{
    static ssize_t (*real)(int, void*, size_t, off_t);
    if (!real)
        LOAD(real, "pread64");
    PREPARE(C_PREAD, tracked(fd));
    return real(fd, buf, kind == K_SHORT ? shortened(count) : count, offset);
}
EXPORT ssize_t pread(int fd, void* buf, size_t count, off_t offset)
{
    return preadCommon(fd, buf, count, offset);
}
EXPORT ssize_t pread64(int fd, void* buf, size_t count, off_t offset)
{
    return preadCommon(fd, buf, count, offset);
}
EXPORT ssize_t __pread_chk(int fd, void* buf, size_t count, off_t offset, size_t buflen)
{
    (void)buflen;
    return preadCommon(fd, buf, count, offset);
}
EXPORT ssize_t __pread64_chk(int fd, void* buf, size_t count, off_t offset, size_t buflen)
{
    (void)buflen;
    return preadCommon(fd, buf, count, offset);
}

static ssize_t pwriteCommon(int fd, const void* buf, size_t count, off_t offset)
{
    static ssize_t (*real)(int, const void*, size_t, off_t);
    if (!real)
        LOAD(real, "pwrite64");
    PREPARE(C_PWRITE, tracked(fd));
    return real(fd, buf, kind == K_SHORT ? shortened(count) : count, offset);
}
EXPORT ssize_t pwrite(int fd, const void* buf, size_t count, off_t offset)
{
    return pwriteCommon(fd, buf, count, offset);
}
EXPORT ssize_t pwrite64(int fd, const void* buf, size_t count, off_t offset)
{
    return pwriteCommon(fd, buf, count, offset);
}

// A short vector call moves half of the total: the vector is cut there (a copy; the caller's stays).
static ssize_t vectorCommon(enum Call call, const char* symbol, int fd, const struct iovec* iov, int iovcnt)
{
    ssize_t (*real)(int, const struct iovec*, int);
    LOAD(real, symbol);
    PREPARE(call, tracked(fd));
    if (kind != K_SHORT || iovcnt <= 0 || iovcnt > 1024)
        return real(fd, iov, iovcnt);
    size_t total = 0;
    for (int i = 0; i < iovcnt; ++i)
        total += iov[i].iov_len;
    size_t want = shortened(total);
    struct iovec cut[1024];
    int n = 0;
    for (; n < iovcnt && want > 0; ++n) {
        cut[n] = iov[n];
        if (cut[n].iov_len > want)
            cut[n].iov_len = want;
        want -= cut[n].iov_len;
    }
    return real(fd, cut, n);
}
EXPORT ssize_t readv(int fd, const struct iovec* iov, int iovcnt)
{
    return vectorCommon(C_READV, "readv", fd, iov, iovcnt);
}
EXPORT ssize_t writev(int fd, const struct iovec* iov, int iovcnt)
{
    return vectorCommon(C_WRITEV, "writev", fd, iov, iovcnt);
}

static ssize_t sendfileCommon(int out, int in, off_t* offset, size_t count)
{
    static ssize_t (*real)(int, int, off_t*, size_t);
    if (!real)
        LOAD(real, "sendfile64");
    PREPARE(C_SENDFILE, tracked(in) || tracked(out));
    return real(out, in, offset, kind == K_SHORT ? shortened(count) : count);
}
EXPORT ssize_t sendfile(int out, int in, off_t* offset, size_t count)
{
    return sendfileCommon(out, in, offset, count);
}
EXPORT ssize_t sendfile64(int out, int in, off_t* offset, size_t count)
{
    return sendfileCommon(out, in, offset, count);
}

EXPORT ssize_t copy_file_range(int in, off_t* inOffset, int out, off_t* outOffset, size_t count, unsigned flags)
{
    static ssize_t (*real)(int, off_t*, int, off_t*, size_t, unsigned);
    if (!real)
        LOAD(real, "copy_file_range");
    PREPARE(C_COPY_FILE_RANGE, tracked(in) || tracked(out));
    return real(in, inOffset, out, outOffset, kind == K_SHORT ? shortened(count) : count, flags);
}

EXPORT ssize_t splice(int in, off_t* inOffset, int out, off_t* outOffset, size_t count, unsigned flags)
{
    static ssize_t (*real)(int, off_t*, int, off_t*, size_t, unsigned);
    if (!real)
        LOAD(real, "splice");
    PREPARE(C_SPLICE, tracked(in) || tracked(out));
    return real(in, inOffset, out, outOffset, kind == K_SHORT ? shortened(count) : count, flags);
}

// --- calls without a count: a fault is an error return, "short" means nothing for them ----------

static int syncCommon(enum Call call, const char* symbol, int fd)
{
    int (*real)(int);
    LOAD(real, symbol);
    PREPARE(call, tracked(fd));
    return real(fd);
}
EXPORT int fsync(int fd)
{
    return syncCommon(C_FSYNC, "fsync", fd);
}
EXPORT int fdatasync(int fd)
{
    return syncCommon(C_FDATASYNC, "fdatasync", fd);
}

static int truncateCommon(int fd, off_t length)
{
    static int (*real)(int, off_t);
    if (!real)
        LOAD(real, "ftruncate64");
    PREPARE(C_FTRUNCATE, tracked(fd));
    return real(fd, length);
}
EXPORT int ftruncate(int fd, off_t length)
{
    return truncateCommon(fd, length);
}
EXPORT int ftruncate64(int fd, off_t length)
{
    return truncateCommon(fd, length);
}

// posix_fallocate returns the error number instead of setting errno.
static int fallocateCommon(int fd, off_t offset, off_t length)
{
    static int (*real)(int, off_t, off_t);
    if (!real)
        LOAD(real, "posix_fallocate64");
    const enum Kind kind = decide(C_FALLOCATE, tracked(fd));
    if (kind != K_NONE && kind != K_SHORT) {
        injected();
        return errnoOf(kind);
    }
    return real(fd, offset, length);
}
EXPORT int posix_fallocate(int fd, off_t offset, off_t length)
{
    return fallocateCommon(fd, offset, length);
}
EXPORT int posix_fallocate64(int fd, off_t offset, off_t length)
{
    return fallocateCommon(fd, offset, length);
}

static void* mmapCommon(void* addr, size_t length, int prot, int flags, int fd, off_t offset)
{
    static void* (*real)(void*, size_t, int, int, int, off_t);
    if (!real)
        LOAD(real, "mmap64");
    // Anonymous mappings (malloc's arenas, thread stacks) never count: fd is -1 for them.
    const enum Kind kind = decide(C_MMAP, !(flags & MAP_ANONYMOUS) && tracked(fd));
    if (kind != K_NONE && kind != K_SHORT)
        FAIL_WITH(kind, MAP_FAILED);
    return real(addr, length, prot, flags, fd, offset);
}
EXPORT void* mmap(void* addr, size_t length, int prot, int flags, int fd, off_t offset)
{
    return mmapCommon(addr, length, prot, flags, fd, offset);
}
EXPORT void* mmap64(void* addr, size_t length, int prot, int flags, int fd, off_t offset)
{
    return mmapCommon(addr, length, prot, flags, fd, offset);
}
