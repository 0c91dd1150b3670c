// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Every function libiolens-trace.so wraps, one row each:
 *
 *     X(name, return type, (parameters), (arguments), call kind, shape, lookup)
 *
 *   - call kind: the IOLT_CALL_* the call is recorded as (its layer and direction are the kind's
 *     row in iolt.h), IOL_NO_KIND for wrappers that record no call of their own (exit, setuid …);
 *   - shape: the body. A shape other than HAND is a macro IOL_SHAPE_<shape>(name, ret, params,
 *     args, kind) in the section's file, which expands its rows (IOL_WRAPPERS_<section>(IOL_DEFINE))
 *     into the exported wrappers; HAND rows are written out in that file, because the call really
 *     differs (read's fast path, close's session, fork …);
 *   - lookup: how iol_resolve finds the real function: NEXT, the next definition (dlsym RTLD_NEXT);
 *     COMPAT, also the GLIBC_2.2.5 version (the __xstat family has no default version since
 *     glibc 2.33).
 *
 * The list is also what the README's "What is seen" list is checked against (tst_tracedcalls),
 * and every row's type against libc's declaration (wrappers.c). Adding a wrapper: a row here, in
 * its file's section; see CONTRIBUTING.md, "Add a traced call". */
#pragma once

#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* before any system header, wherever this header comes first */
#endif

#include "iolt.h"

#define IOL_NO_KIND (-1)
#define IOL_LOOKUP_NEXT 0
#define IOL_LOOKUP_COMPAT 1

/* A row as a wrapper of its shape. */
#define IOL_DEFINE(name, ret, params, args, kind, shape, lookup) IOL_SHAPE_##shape(name, ret, params, args, kind)
#define IOL_SHAPE_HAND(name, ret, params, args, kind)

/* The whole list. */
#define IOL_WRAPPERS(X)                                                                                                \
    IOL_WRAPPERS_POSIX(X)                                                                                              \
    IOL_WRAPPERS_FDOPS(X)                                                                                              \
    IOL_WRAPPERS_STAT(X)                                                                                               \
    IOL_WRAPPERS_STDIO(X)                                                                                              \
    IOL_WRAPPERS_STDIO_DATA(X) IOL_WRAPPERS_SCANF(X) IOL_WRAPPERS_SOCKET(X) IOL_WRAPPERS_PROCESS(X)

/* wrap_posix.c: open, close, read and write in all their forms, seeks, syncs, sizes */
#define IOL_WRAPPERS_POSIX(X)                                                                                          \
    X(open, int, (const char* path, int flags, ...), (path, flags, mode), IOLT_CALL_OPEN, OPEN, NEXT)                  \
    X(open64, int, (const char* path, int flags, ...), (path, flags, mode), IOLT_CALL_OPEN, OPEN, NEXT)                \
    X(openat, int, (int dirfd, const char* path, int flags, ...), (dirfd, path, flags, mode), IOLT_CALL_OPEN, OPENAT,  \
        NEXT)                                                                                                          \
    X(openat64, int, (int dirfd, const char* path, int flags, ...), (dirfd, path, flags, mode), IOLT_CALL_OPEN,        \
        OPENAT, NEXT)                                                                                                  \
    X(__open_2, int, (const char* path, int flags), (path, flags), IOLT_CALL_OPEN, OPEN_2, NEXT)                       \
    X(__open64_2, int, (const char* path, int flags), (path, flags), IOLT_CALL_OPEN, OPEN_2, NEXT)                     \
    X(__openat_2, int, (int dirfd, const char* path, int flags), (dirfd, path, flags), IOLT_CALL_OPEN, OPENAT_2, NEXT) \
    X(__openat64_2, int, (int dirfd, const char* path, int flags), (dirfd, path, flags), IOLT_CALL_OPEN, OPENAT_2,     \
        NEXT)                                                                                                          \
    X(creat, int, (const char* path, mode_t mode), (path, mode), IOLT_CALL_OPEN, CREAT, NEXT)                          \
    X(creat64, int, (const char* path, mode_t mode), (path, mode), IOLT_CALL_OPEN, CREAT, NEXT)                        \
    X(pread, ssize_t, (int fd, void* buf, size_t n, off_t off), (fd, buf, n, off), IOLT_CALL_PREAD, FD_DATA_AT, NEXT)  \
    X(pread64, ssize_t, (int fd, void* buf, size_t n, off_t off), (fd, buf, n, off), IOLT_CALL_PREAD, FD_DATA_AT,      \
        NEXT)                                                                                                          \
    X(__pread_chk, ssize_t, (int fd, void* buf, size_t n, off_t off, size_t buflen), (fd, buf, n, off, buflen),        \
        IOLT_CALL_PREAD, FD_DATA_AT, NEXT)                                                                             \
    X(__pread64_chk, ssize_t, (int fd, void* buf, size_t n, off_t off, size_t buflen), (fd, buf, n, off, buflen),      \
        IOLT_CALL_PREAD, FD_DATA_AT, NEXT)                                                                             \
    X(preadv, ssize_t, (int fd, const struct iovec* iov, int iovcnt, off_t off), (fd, iov, iovcnt, off),               \
        IOLT_CALL_PREADV, FD_DATA_AT, NEXT)                                                                            \
    X(preadv64, ssize_t, (int fd, const struct iovec* iov, int iovcnt, off_t off), (fd, iov, iovcnt, off),             \
        IOLT_CALL_PREADV, FD_DATA_AT, NEXT)                                                                            \
    X(preadv2, ssize_t, (int fd, const struct iovec* iov, int iovcnt, off_t off, int flags),                           \
        (fd, iov, iovcnt, off, flags), IOLT_CALL_PREADV, FD_DATA_AT, NEXT)                                             \
    X(preadv64v2, ssize_t, (int fd, const struct iovec* iov, int iovcnt, off_t off, int flags),                        \
        (fd, iov, iovcnt, off, flags), IOLT_CALL_PREADV, FD_DATA_AT, NEXT)                                             \
    X(pwrite, ssize_t, (int fd, const void* buf, size_t n, off_t off), (fd, buf, n, off), IOLT_CALL_PWRITE,            \
        FD_DATA_AT, NEXT)                                                                                              \
    X(pwrite64, ssize_t, (int fd, const void* buf, size_t n, off_t off), (fd, buf, n, off), IOLT_CALL_PWRITE,          \
        FD_DATA_AT, NEXT)                                                                                              \
    X(pwritev, ssize_t, (int fd, const struct iovec* iov, int iovcnt, off_t off), (fd, iov, iovcnt, off),              \
        IOLT_CALL_PWRITEV, FD_DATA_AT, NEXT)                                                                           \
    X(pwritev64, ssize_t, (int fd, const struct iovec* iov, int iovcnt, off_t off), (fd, iov, iovcnt, off),            \
        IOLT_CALL_PWRITEV, FD_DATA_AT, NEXT)                                                                           \
    X(pwritev2, ssize_t, (int fd, const struct iovec* iov, int iovcnt, off_t off, int flags),                          \
        (fd, iov, iovcnt, off, flags), IOLT_CALL_PWRITEV, FD_DATA_AT, NEXT)                                            \
    X(pwritev64v2, ssize_t, (int fd, const struct iovec* iov, int iovcnt, off_t off, int flags),                       \
        (fd, iov, iovcnt, off, flags), IOLT_CALL_PWRITEV, FD_DATA_AT, NEXT)                                            \
    X(lseek, off_t, (int fd, off_t off, int whence), (fd, off, whence), IOLT_CALL_LSEEK, LSEEK, NEXT)                  \
    X(lseek64, off_t, (int fd, off_t off, int whence), (fd, off, whence), IOLT_CALL_LSEEK, LSEEK, NEXT)                \
    X(fsync, int, (int fd), (fd), IOLT_CALL_FSYNC, FD_STATUS, NEXT)                                                    \
    X(fdatasync, int, (int fd), (fd), IOLT_CALL_FDATASYNC, FD_STATUS, NEXT)                                            \
    X(syncfs, int, (int fd), (fd), IOLT_CALL_FSYNC, FD_STATUS, NEXT)                                                   \
    X(ftruncate, int, (int fd, off_t length), (fd, length), IOLT_CALL_FTRUNCATE, FD_STATUS, NEXT)                      \
    X(ftruncate64, int, (int fd, off_t length), (fd, length), IOLT_CALL_FTRUNCATE, FD_STATUS, NEXT)                    \
    X(fallocate, int, (int fd, int mode, off_t off, off_t n), (fd, mode, off, n), IOLT_CALL_FALLOCATE, FD_STATUS,      \
        NEXT)                                                                                                          \
    X(fallocate64, int, (int fd, int mode, off_t off, off_t n), (fd, mode, off, n), IOLT_CALL_FALLOCATE, FD_STATUS,    \
        NEXT)                                                                                                          \
    X(posix_fallocate, int, (int fd, off_t off, off_t n), (fd, off, n), IOLT_CALL_FALLOCATE, FD_ERRNUM, NEXT)          \
    X(posix_fallocate64, int, (int fd, off_t off, off_t n), (fd, off, n), IOLT_CALL_FALLOCATE, FD_ERRNUM, NEXT)        \
    X(close, int, (int fd), (fd), IOLT_CALL_CLOSE, HAND, NEXT)                                                         \
    X(close_range, int, (unsigned first, unsigned last, int flags), (first, last, flags), IOL_NO_KIND, HAND, NEXT)     \
    X(closefrom, void, (int lowfd), (lowfd), IOL_NO_KIND, HAND, NEXT)                                                  \
    X(read, ssize_t, (int fd, void* buf, size_t n), (fd, buf, n), IOLT_CALL_READ, READ_FAST, NEXT)                     \
    X(__read_chk, ssize_t, (int fd, void* buf, size_t n, size_t buflen), (fd, buf, n, buflen), IOLT_CALL_READ,         \
        READ_FAST, NEXT)                                                                                               \
    X(readv, ssize_t, (int fd, const struct iovec* iov, int iovcnt), (fd, iov, iovcnt), IOLT_CALL_READV, FD_DATA,      \
        NEXT)                                                                                                          \
    X(write, ssize_t, (int fd, const void* buf, size_t n), (fd, buf, n), IOLT_CALL_WRITE, HAND, NEXT)                  \
    X(writev, ssize_t, (int fd, const struct iovec* iov, int iovcnt), (fd, iov, iovcnt), IOLT_CALL_WRITEV, FD_DATA,    \
        NEXT)                                                                                                          \
    X(sync_file_range, int, (int fd, off_t off, off_t n, unsigned flags), (fd, off, n, flags),                         \
        IOLT_CALL_SYNC_FILE_RANGE, FD_STATUS, NEXT)

/* wrap_fdops.c: mappings, in-kernel copies, the dup family, names */
#define IOL_WRAPPERS_FDOPS(X)                                                                                          \
    X(mmap, void*, (void* addr, size_t length, int prot, int flags, int fd, off_t off),                                \
        (addr, length, prot, flags, fd, off), IOLT_CALL_MMAP, MMAP, NEXT)                                              \
    X(mmap64, void*, (void* addr, size_t length, int prot, int flags, int fd, off_t off),                              \
        (addr, length, prot, flags, fd, off), IOLT_CALL_MMAP, MMAP, NEXT)                                              \
    X(sendfile, ssize_t, (int fd, int in, off_t* off, size_t n), (fd, in, off, n), IOLT_CALL_SENDFILE, FD_DATA, NEXT)  \
    X(sendfile64, ssize_t, (int fd, int in, off_t* off, size_t n), (fd, in, off, n), IOLT_CALL_SENDFILE, FD_DATA,      \
        NEXT)                                                                                                          \
    X(fcntl, int, (int fd, int cmd, ...), (fd, cmd, arg), IOLT_CALL_DUP, FCNTL, NEXT)                                  \
    X(fcntl64, int, (int fd, int cmd, ...), (fd, cmd, arg), IOLT_CALL_DUP, FCNTL, NEXT)                                \
    X(munmap, int, (void* addr, size_t length), (addr, length), IOLT_CALL_MUNMAP, HAND, NEXT)                          \
    X(mremap, void*, (void* old, size_t old_length, size_t new_length, int flags, ...),                                \
        (old, old_length, new_length, flags, target), IOL_NO_KIND, HAND, NEXT)                                         \
    X(copy_file_range, ssize_t, (int in, off_t* in_off, int out, off_t* out_off, size_t n, unsigned flags),            \
        (in, in_off, out, out_off, n, flags), IOLT_CALL_COPY_FILE_RANGE, HAND, NEXT)                                   \
    X(splice, ssize_t, (int in, off_t* in_off, int out, off_t* out_off, size_t n, unsigned flags),                     \
        (in, in_off, out, out_off, n, flags), IOLT_CALL_SPLICE, HAND, NEXT)                                            \
    X(dup, int, (int fd), (fd), IOLT_CALL_DUP, HAND, NEXT)                                                             \
    X(dup2, int, (int fd, int to), (fd, to), IOLT_CALL_DUP, HAND, NEXT)                                                \
    X(dup3, int, (int fd, int to, int flags), (fd, to, flags), IOLT_CALL_DUP, HAND, NEXT)                              \
    X(unlink, int, (const char* path), (path), IOLT_CALL_UNLINK, HAND, NEXT)                                           \
    X(unlinkat, int, (int dirfd, const char* path, int flags), (dirfd, path, flags), IOLT_CALL_UNLINK, HAND, NEXT)     \
    X(remove, int, (const char* path), (path), IOLT_CALL_UNLINK, HAND, NEXT)                                           \
    X(rename, int, (const char* from, const char* to), (from, to), IOLT_CALL_RENAME, HAND, NEXT)                       \
    X(renameat, int, (int fromfd, const char* from, int tofd, const char* to), (fromfd, from, tofd, to),               \
        IOLT_CALL_RENAME, HAND, NEXT)                                                                                  \
    X(renameat2, int, (int fromfd, const char* from, int tofd, const char* to, unsigned flags),                        \
        (fromfd, from, tofd, to, flags), IOLT_CALL_RENAME, HAND, NEXT)

/* wrap_stat.c: the stat family, access, directory streams */
#define IOL_WRAPPERS_STAT(X)                                                                                           \
    X(stat, int, (const char* path, struct stat* st), (path, st), IOLT_CALL_STAT, STAT, NEXT)                          \
    X(lstat, int, (const char* path, struct stat* st), (path, st), IOLT_CALL_STAT, STAT, NEXT)                         \
    X(stat64, int, (const char* path, struct stat64* st), (path, st), IOLT_CALL_STAT, STAT, NEXT)                      \
    X(lstat64, int, (const char* path, struct stat64* st), (path, st), IOLT_CALL_STAT, STAT, NEXT)                     \
    X(fstat, int, (int fd, struct stat* st), (fd, st), IOLT_CALL_FSTAT, FD_STAT, NEXT)                                 \
    X(fstat64, int, (int fd, struct stat64* st), (fd, st), IOLT_CALL_FSTAT, FD_STAT, NEXT)                             \
    X(fstatat, int, (int dirfd, const char* path, struct stat* st, int flags), (dirfd, path, st, flags),               \
        IOLT_CALL_STAT, FSTATAT, NEXT)                                                                                 \
    X(fstatat64, int, (int dirfd, const char* path, struct stat64* st, int flags), (dirfd, path, st, flags),           \
        IOLT_CALL_STAT, FSTATAT, NEXT)                                                                                 \
    X(__xstat, int, (int ver, const char* path, struct stat* st), (ver, path, st), IOLT_CALL_STAT, STAT, COMPAT)       \
    X(__xstat64, int, (int ver, const char* path, struct stat* st), (ver, path, st), IOLT_CALL_STAT, STAT, COMPAT)     \
    X(__lxstat, int, (int ver, const char* path, struct stat* st), (ver, path, st), IOLT_CALL_STAT, STAT, COMPAT)      \
    X(__lxstat64, int, (int ver, const char* path, struct stat* st), (ver, path, st), IOLT_CALL_STAT, STAT, COMPAT)    \
    X(__fxstat, int, (int ver, int fd, struct stat* st), (ver, fd, st), IOLT_CALL_FSTAT, FD_STATUS, COMPAT)            \
    X(__fxstat64, int, (int ver, int fd, struct stat* st), (ver, fd, st), IOLT_CALL_FSTAT, FD_STATUS, COMPAT)          \
    X(__fxstatat, int, (int ver, int dirfd, const char* path, struct stat* st, int flags),                             \
        (ver, dirfd, path, st, flags), IOLT_CALL_STAT, STATAT, COMPAT)                                                 \
    X(__fxstatat64, int, (int ver, int dirfd, const char* path, struct stat* st, int flags),                           \
        (ver, dirfd, path, st, flags), IOLT_CALL_STAT, STATAT, COMPAT)                                                 \
    X(access, int, (const char* path, int mode), (path, mode), IOLT_CALL_ACCESS, ACCESS, NEXT)                         \
    X(euidaccess, int, (const char* path, int mode), (path, mode), IOLT_CALL_ACCESS, ACCESS, NEXT)                     \
    X(eaccess, int, (const char* path, int mode), (path, mode), IOLT_CALL_ACCESS, ACCESS, NEXT)                        \
    X(readdir, struct dirent*, (DIR * d), (d), IOLT_CALL_READDIR, READDIR, NEXT)                                       \
    X(readdir64, struct dirent64*, (DIR * d), (d), IOLT_CALL_READDIR, READDIR, NEXT)                                   \
    X(statx, int, (int dirfd, const char* path, int flags, unsigned mask, struct statx* sx),                           \
        (dirfd, path, flags, mask, sx), IOLT_CALL_STAT, HAND, NEXT)                                                    \
    X(faccessat, int, (int dirfd, const char* path, int mode, int flags), (dirfd, path, mode, flags),                  \
        IOLT_CALL_ACCESS, HAND, NEXT)                                                                                  \
    X(opendir, DIR*, (const char* path), (path), IOLT_CALL_OPENDIR, HAND, NEXT)                                        \
    X(fdopendir, DIR*, (int fd), (fd), IOLT_CALL_OPENDIR, HAND, NEXT)                                                  \
    X(closedir, int, (DIR * d), (d), IOLT_CALL_CLOSEDIR, HAND, NEXT)

/* wrap_stdio.c: streams: open, close, flush, position, formatted output */
#define IOL_WRAPPERS_STDIO(X)                                                                                          \
    X(fopen, FILE*, (const char* path, const char* mode), (path, mode), IOLT_CALL_FOPEN, FOPEN, NEXT)                  \
    X(fopen64, FILE*, (const char* path, const char* mode), (path, mode), IOLT_CALL_FOPEN, FOPEN, NEXT)                \
    X(freopen, FILE*, (const char* path, const char* mode, FILE* fp), (path, mode, fp), IOLT_CALL_FOPEN, FREOPEN,      \
        NEXT)                                                                                                          \
    X(freopen64, FILE*, (const char* path, const char* mode, FILE* fp), (path, mode, fp), IOLT_CALL_FOPEN, FREOPEN,    \
        NEXT)                                                                                                          \
    X(fflush, int, (FILE * fp), (fp), IOLT_CALL_FFLUSH, FFLUSH, NEXT)                                                  \
    X(fflush_unlocked, int, (FILE * fp), (fp), IOLT_CALL_FFLUSH, FFLUSH, NEXT)                                         \
    X(fseek, int, (FILE * fp, long off, int whence), (fp, off, whence), IOLT_CALL_FSEEK, FSEEK, NEXT)                  \
    X(fseeko, int, (FILE * fp, off_t off, int whence), (fp, off, whence), IOLT_CALL_FSEEK, FSEEK, NEXT)                \
    X(fseeko64, int, (FILE * fp, off64_t off, int whence), (fp, off, whence), IOLT_CALL_FSEEK, FSEEK, NEXT)            \
    X(fsetpos, int, (FILE * fp, const fpos_t* pos), (fp, pos), IOLT_CALL_FSEEK, FSETPOS, NEXT)                         \
    X(fsetpos64, int, (FILE * fp, const fpos64_t* pos), (fp, pos), IOLT_CALL_FSEEK, FSETPOS, NEXT)                     \
    X(ftell, long, (FILE * fp), (fp), IOLT_CALL_FTELL, FTELL, NEXT)                                                    \
    X(ftello, off_t, (FILE * fp), (fp), IOLT_CALL_FTELL, FTELL, NEXT)                                                  \
    X(ftello64, off64_t, (FILE * fp), (fp), IOLT_CALL_FTELL, FTELL, NEXT)                                              \
    X(fgetpos, int, (FILE * fp, fpos_t * pos), (fp, pos), IOLT_CALL_FTELL, FP_STATUS, NEXT)                            \
    X(fgetpos64, int, (FILE * fp, fpos64_t * pos), (fp, pos), IOLT_CALL_FTELL, FP_STATUS, NEXT)                        \
    X(fdopen, FILE*, (int fd, const char* mode), (fd, mode), IOLT_CALL_FOPEN, HAND, NEXT)                              \
    X(fclose, int, (FILE * fp), (fp), IOLT_CALL_FCLOSE, HAND, NEXT)                                                    \
    X(rewind, void, (FILE * fp), (fp), IOLT_CALL_FSEEK, HAND, NEXT)                                                    \
    X(vfprintf, int, (FILE * fp, const char* fmt, va_list ap), (fp, fmt, ap), IOLT_CALL_FPRINTF, HAND, NEXT)           \
    X(vprintf, int, (const char* fmt, va_list ap), (fmt, ap), IOLT_CALL_FPRINTF, HAND, NEXT)                           \
    X(fprintf, int, (FILE * fp, const char* fmt, ...), (fp, fmt, ...), IOLT_CALL_FPRINTF, HAND, NEXT)                  \
    X(printf, int, (const char* fmt, ...), (fmt, ...), IOLT_CALL_FPRINTF, HAND, NEXT)                                  \
    X(__vfprintf_chk, int, (FILE * fp, int flag, const char* fmt, va_list ap), (fp, flag, fmt, ap), IOLT_CALL_FPRINTF, \
        HAND, NEXT)                                                                                                    \
    X(__vprintf_chk, int, (int flag, const char* fmt, va_list ap), (flag, fmt, ap), IOLT_CALL_FPRINTF, HAND, NEXT)     \
    X(__fprintf_chk, int, (FILE * fp, int flag, const char* fmt, ...), (fp, flag, fmt, ...), IOLT_CALL_FPRINTF, HAND,  \
        NEXT)                                                                                                          \
    X(__printf_chk, int, (int flag, const char* fmt, ...), (flag, fmt, ...), IOLT_CALL_FPRINTF, HAND, NEXT)

/* wrap_stdio_data.c: streams: characters, blocks, lines */
#define IOL_WRAPPERS_STDIO_DATA(X)                                                                                     \
    X(fgetc, int, (FILE * fp), (fp), IOLT_CALL_FGETC, GETC, NEXT)                                                      \
    X(getc, int, (FILE * fp), (fp), IOLT_CALL_FGETC, GETC, NEXT)                                                       \
    X(_IO_getc, int, (FILE * fp), (fp), IOLT_CALL_FGETC, GETC, NEXT)                                                   \
    X(getc_unlocked, int, (FILE * fp), (fp), IOLT_CALL_FGETC, GETC_UNLOCKED, NEXT)                                     \
    X(fgetc_unlocked, int, (FILE * fp), (fp), IOLT_CALL_FGETC, GETC_UNLOCKED, NEXT)                                    \
    X(fputc, int, (int ch, FILE* fp), (ch, fp), IOLT_CALL_FPUTC, PUTC, NEXT)                                           \
    X(putc, int, (int ch, FILE* fp), (ch, fp), IOLT_CALL_FPUTC, PUTC, NEXT)                                            \
    X(_IO_putc, int, (int ch, FILE* fp), (ch, fp), IOLT_CALL_FPUTC, PUTC, NEXT)                                        \
    X(putc_unlocked, int, (int ch, FILE* fp), (ch, fp), IOLT_CALL_FPUTC, PUTC_UNLOCKED, NEXT)                          \
    X(fputc_unlocked, int, (int ch, FILE* fp), (ch, fp), IOLT_CALL_FPUTC, PUTC_UNLOCKED, NEXT)                         \
    X(fread, size_t, (void* ptr, size_t size, size_t n, FILE* fp), (ptr, size, n, fp), IOLT_CALL_FREAD, FREAD, NEXT)   \
    X(fread_unlocked, size_t, (void* ptr, size_t size, size_t n, FILE* fp), (ptr, size, n, fp), IOLT_CALL_FREAD,       \
        FREAD, NEXT)                                                                                                   \
    X(__fread_chk, size_t, (void* ptr, size_t ptrlen, size_t size, size_t n, FILE* fp), (ptr, ptrlen, size, n, fp),    \
        IOLT_CALL_FREAD, FREAD, NEXT)                                                                                  \
    X(__fread_unlocked_chk, size_t, (void* ptr, size_t ptrlen, size_t size, size_t n, FILE* fp),                       \
        (ptr, ptrlen, size, n, fp), IOLT_CALL_FREAD, FREAD, NEXT)                                                      \
    X(fwrite, size_t, (const void* ptr, size_t size, size_t n, FILE* fp), (ptr, size, n, fp), IOLT_CALL_FWRITE,        \
        FWRITE, NEXT)                                                                                                  \
    X(fwrite_unlocked, size_t, (const void* ptr, size_t size, size_t n, FILE* fp), (ptr, size, n, fp),                 \
        IOLT_CALL_FWRITE, FWRITE, NEXT)                                                                                \
    X(fgets, char*, (char* s, int n, FILE* fp), (s, n, fp), IOLT_CALL_FGETS, FGETS, NEXT)                              \
    X(fgets_unlocked, char*, (char* s, int n, FILE* fp), (s, n, fp), IOLT_CALL_FGETS, FGETS, NEXT)                     \
    X(__fgets_chk, char*, (char* s, size_t size, int n, FILE* fp), (s, size, n, fp), IOLT_CALL_FGETS, FGETS, NEXT)     \
    X(__fgets_unlocked_chk, char*, (char* s, size_t size, int n, FILE* fp), (s, size, n, fp), IOLT_CALL_FGETS, FGETS,  \
        NEXT)                                                                                                          \
    X(fputs, int, (const char* s, FILE* fp), (s, fp), IOLT_CALL_FPUTS, FPUTS, NEXT)                                    \
    X(fputs_unlocked, int, (const char* s, FILE* fp), (s, fp), IOLT_CALL_FPUTS, FPUTS, NEXT)                           \
    X(getdelim, ssize_t, (char** line, size_t* cap, int delim, FILE* fp), (line, cap, delim, fp), IOLT_CALL_GETLINE,   \
        GETDELIM, NEXT)                                                                                                \
    X(__getdelim, ssize_t, (char** line, size_t* cap, int delim, FILE* fp), (line, cap, delim, fp), IOLT_CALL_GETLINE, \
        GETDELIM, NEXT)                                                                                                \
    X(getchar, int, (void), (), IOLT_CALL_FGETC, HAND, NEXT)                                                           \
    X(getchar_unlocked, int, (void), (), IOLT_CALL_FGETC, HAND, NEXT)                                                  \
    X(putchar, int, (int ch), (ch), IOLT_CALL_FPUTC, HAND, NEXT)                                                       \
    X(putchar_unlocked, int, (int ch), (ch), IOLT_CALL_FPUTC, HAND, NEXT)                                              \
    X(puts, int, (const char* s), (s), IOLT_CALL_FPUTS, HAND, NEXT)                                                    \
    X(getline, ssize_t, (char** line, size_t* cap, FILE* fp), (line, cap, fp), IOLT_CALL_GETLINE, GETDELIM, NEXT)      \
    X(__uflow, int, (FILE * fp), (fp), IOLT_CALL_READ, HAND, NEXT)                                                     \
    X(__overflow, int, (FILE * fp, int ch), (fp, ch), IOLT_CALL_WRITE, HAND, NEXT)

/* wrap_scanf.c: formatted input (defined under their symbol names: glibc redirects fscanf) */
#define IOL_WRAPPERS_SCANF(X)                                                                                          \
    X(fscanf, int, (FILE * fp, const char* fmt, ...), (fp, fmt), IOLT_CALL_FSCANF, HAND, NEXT)                         \
    X(__isoc99_fscanf, int, (FILE * fp, const char* fmt, ...), (fp, fmt), IOLT_CALL_FSCANF, HAND, NEXT)                \
    X(vfscanf, int, (FILE * fp, const char* fmt, va_list ap), (fp, fmt, ap), IOLT_CALL_FSCANF, HAND, NEXT)             \
    X(__isoc99_vfscanf, int, (FILE * fp, const char* fmt, va_list ap), (fp, fmt, ap), IOLT_CALL_FSCANF, HAND, NEXT)

/* wrap_socket.c: sockets */
#define IOL_WRAPPERS_SOCKET(X)                                                                                         \
    X(connect, int, (int fd, __CONST_SOCKADDR_ARG addr, socklen_t len), (fd, addr, len), IOLT_CALL_CONNECT, HAND,      \
        NEXT)                                                                                                          \
    X(accept, int, (int fd, __SOCKADDR_ARG addr, socklen_t* len), (fd, addr, len), IOLT_CALL_ACCEPT, ACCEPT, NEXT)     \
    X(accept4, int, (int fd, __SOCKADDR_ARG addr, socklen_t* len, int flags), (fd, addr, len, flags),                  \
        IOLT_CALL_ACCEPT, ACCEPT, NEXT)                                                                                \
    X(send, ssize_t, (int fd, const void* buf, size_t n, int flags), (fd, buf, n, flags), IOLT_CALL_SEND, FD_DATA,     \
        NEXT)                                                                                                          \
    X(sendto, ssize_t, (int fd, const void* buf, size_t n, int flags, __CONST_SOCKADDR_ARG to, socklen_t len),         \
        (fd, buf, n, flags, to, len), IOLT_CALL_SEND, FD_DATA, NEXT)                                                   \
    X(sendmsg, ssize_t, (int fd, const struct msghdr* msg, int flags), (fd, msg, flags), IOLT_CALL_SEND, FD_DATA,      \
        NEXT)                                                                                                          \
    X(recv, ssize_t, (int fd, void* buf, size_t n, int flags), (fd, buf, n, flags), IOLT_CALL_RECV, FD_DATA, NEXT)     \
    X(__recv_chk, ssize_t, (int fd, void* buf, size_t n, size_t buflen, int flags), (fd, buf, n, buflen, flags),       \
        IOLT_CALL_RECV, FD_DATA, NEXT)                                                                                 \
    X(recvfrom, ssize_t, (int fd, void* buf, size_t n, int flags, __SOCKADDR_ARG from, socklen_t* len),                \
        (fd, buf, n, flags, from, len), IOLT_CALL_RECV, FD_DATA, NEXT)                                                 \
    X(__recvfrom_chk, ssize_t,                                                                                         \
        (int fd, void* buf, size_t n, size_t buflen, int flags, struct sockaddr* from, socklen_t* len),                \
        (fd, buf, n, buflen, flags, from, len), IOLT_CALL_RECV, FD_DATA, NEXT)                                         \
    X(recvmsg, ssize_t, (int fd, struct msghdr* msg, int flags), (fd, msg, flags), IOLT_CALL_RECV, FD_DATA, NEXT)

/* wrap_process.c: processes: fork, exec, spawn, uid changes, exit */
#define IOL_WRAPPERS_PROCESS(X)                                                                                        \
    X(fork, pid_t, (void), (), IOLT_CALL_FORK, HAND, NEXT)                                                             \
    X(_Fork, pid_t, (void), (), IOLT_CALL_FORK, HAND, NEXT)                                                            \
    X(vfork, pid_t, (void), (), IOLT_CALL_FORK, HAND, NEXT)                                                            \
    X(execve, int, (const char* path, char* const argv[], char* const envp[]), (path, argv, envp), IOLT_CALL_EXEC,     \
        HAND, NEXT)                                                                                                    \
    X(execv, int, (const char* path, char* const argv[]), (path, argv), IOLT_CALL_EXEC, HAND, NEXT)                    \
    X(execvpe, int, (const char* file, char* const argv[], char* const envp[]), (file, argv, envp), IOLT_CALL_EXEC,    \
        HAND, NEXT)                                                                                                    \
    X(execvp, int, (const char* file, char* const argv[]), (file, argv), IOLT_CALL_EXEC, HAND, NEXT)                   \
    X(fexecve, int, (int fd, char* const argv[], char* const envp[]), (fd, argv, envp), IOLT_CALL_EXEC, HAND, NEXT)    \
    X(execl, int, (const char* path, const char* arg0, ...), (path, arg0, ...), IOLT_CALL_EXEC, HAND, NEXT)            \
    X(execlp, int, (const char* file, const char* arg0, ...), (file, arg0, ...), IOLT_CALL_EXEC, HAND, NEXT)           \
    X(execle, int, (const char* path, const char* arg0, ...), (path, arg0, ...), IOLT_CALL_EXEC, HAND, NEXT)           \
    X(posix_spawn, int,                                                                                                \
        (pid_t * pid, const char* path, const posix_spawn_file_actions_t* actions, const posix_spawnattr_t* attr,      \
            char* const argv[], char* const envp[]),                                                                   \
        (pid, path, actions, attr, argv, envp), IOLT_CALL_FORK, HAND, NEXT)                                            \
    X(posix_spawnp, int,                                                                                               \
        (pid_t * pid, const char* file, const posix_spawn_file_actions_t* actions, const posix_spawnattr_t* attr,      \
            char* const argv[], char* const envp[]),                                                                   \
        (pid, file, actions, attr, argv, envp), IOLT_CALL_FORK, HAND, NEXT)                                            \
    X(setuid, int, (uid_t uid), (uid), IOL_NO_KIND, HAND, NEXT)                                                        \
    X(seteuid, int, (uid_t uid), (uid), IOL_NO_KIND, HAND, NEXT)                                                       \
    X(setreuid, int, (uid_t ruid, uid_t euid), (ruid, euid), IOL_NO_KIND, HAND, NEXT)                                  \
    X(setresuid, int, (uid_t ruid, uid_t euid, uid_t suid), (ruid, euid, suid), IOL_NO_KIND, HAND, NEXT)               \
    /* written out in environment.c: glibc starts their children past the exec wrappers */                             \
    X(system, int, (const char* line), (line), IOL_NO_KIND, HAND, NEXT)                                                \
    X(popen, FILE*, (const char* command, const char* mode), (command, mode), IOL_NO_KIND, HAND, NEXT)                 \
    /* fork inside libc, past the fork wrapper: the atfork handlers follow them (atfork.c) */                          \
    X(daemon, int, (int nochdir, int noclose), (nochdir, noclose), IOL_NO_KIND, HAND, NEXT)                            \
    X(forkpty, int, (int* amaster, char* name, const struct termios* termp, const struct winsize* winp),               \
        (amaster, name, termp, winp), IOL_NO_KIND, HAND, NEXT)                                                         \
    X(exit, void, (int status), (status), IOL_NO_KIND, HAND, NEXT)                                                     \
    X(_exit, void, (int status), (status), IOL_NO_KIND, HAND, NEXT)                                                    \
    X(_Exit, void, (int status), (status), IOL_NO_KIND, HAND, NEXT)                                                    \
    X(quick_exit, void, (int status), (status), IOL_NO_KIND, HAND, NEXT)                                               \
    X(__libc_start_main, int,                                                                                          \
        (int (*main)(int, char**, char**), int argc, char** argv, void (*init)(void), void (*fini)(void),              \
            void (*rtld_fini)(void), void* stack_end),                                                                 \
        (main, argc, argv, init, fini, rtld_fini, stack_end), IOL_NO_KIND, HAND, NEXT)
