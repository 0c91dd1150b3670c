// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* What each of the program's fds is (process-private, inherited by fork, rebuilt lazily after
 * exec): its file index, its offsets for sequential/random, its open session. */
#pragma once

#include "iol.h"

#include <sys/socket.h>

enum {
    IOL_FD_OPENED = 1, /* we saw it opened: a session ends at close */
    IOL_FD_WROTE = 2,
    IOL_FD_READ = 4, /* its first read was seen */
    IOL_FD_READ0 = 8, /* ... and started at offset 0 */
    IOL_FD_SENT = 16, /* the last data call was a send: the next receive is an exchange */
    IOL_FD_APPEND = 32,
    IOL_FD_NOPOS = 64, /* offset unknown (inherited): the first data call counts as sequential */
    IOL_FD_SEEKED = 128 /* stdio: moved before its first read */
};

/* struct iol_fd's state. An fd opened by an absolute name has its file entry (by that name) from
 * the open, and its identity (kind, device and inode, size) put off until it is needed: most
 * programs fstat a file right after opening it (Python's open, Java's FileInputStream, glibc's
 * stdio at its first read), and the library takes the identity from that call rather than make
 * an fstat of its own at every open (IOL_FD_PENDING; iol_fd_identify_as). Any other call on the fd
 * takes it first (iol_fd_get). */
enum { IOL_FD_UNKNOWN = 0, IOL_FD_KNOWN = 1, IOL_FD_PENDING = 2 };

struct iol_fd {
    uint32_t file;
    uint8_t state; /* IOL_FD_UNKNOWN, IOL_FD_KNOWN, IOL_FD_PENDING */
    uint8_t kind; /* enum iolt_file_kind (while pending: regular, as guessed) */
    uint8_t flags;
    uint8_t zone; /* an fd on $IOLENS_TRACE_ZONES */
    uint32_t share; /* its session is reached through dup'ed fds too: the share (fdshare.h), else 0 */
    uint8_t new_entry; /* pending: its open made the file's entry (a name the table had not seen) */
    uint64_t pos; /* where the next read/write starts */
    uint64_t last_end; /* where the previous data call ended */
    uint64_t last_start; /* where the previous data call began (the access pattern's offset) */
    uint64_t rbytes, wbytes; /* in this session */
};

#define IOL_FD_CHUNK 1024u
#define IOL_FD_CHUNKS 1024u /* fds up to 1,048,575 */
extern struct iol_fd* iol_fd_chunks[IOL_FD_CHUNKS];

/* Slow path: a pending fd identified; an unknown one through /proc/self/fd and fstat. */
struct iol_fd* iol_fd_resolve(int fd);
struct iol_fd* iol_fd_slot(int fd); /* the entry, allocated, whatever its state; NULL if out of range */

/* The fd's state, known (identified first if pending); NULL if it is not open. */
IOL_HOT struct iol_fd* iol_fd_get(int fd)
{
    if (IOL_UNLIKELY((unsigned)fd >= IOL_FD_CHUNK * IOL_FD_CHUNKS))
        return NULL;
    struct iol_fd* c = iol_fd_chunks[(unsigned)fd / IOL_FD_CHUNK];
    if (IOL_LIKELY(c && c[(unsigned)fd % IOL_FD_CHUNK].state == IOL_FD_KNOWN))
        return &c[(unsigned)fd % IOL_FD_CHUNK];
    return iol_fd_resolve(fd);
}

/* As iol_fd_get, but a pending fd stays pending: for the program's own fstat of it, whose result
 * then identifies it (iol_fd_identify_as). */
IOL_HOT struct iol_fd* iol_fd_peek(int fd)
{
    if (IOL_UNLIKELY((unsigned)fd >= IOL_FD_CHUNK * IOL_FD_CHUNKS))
        return NULL;
    struct iol_fd* c = iol_fd_chunks[(unsigned)fd / IOL_FD_CHUNK];
    if (IOL_LIKELY(c && c[(unsigned)fd % IOL_FD_CHUNK].state != IOL_FD_UNKNOWN))
        return &c[(unsigned)fd % IOL_FD_CHUNK];
    return iol_fd_resolve(fd);
}

/* A pending fd identified from what an fstat of it returned (the program's). */
void iol_fd_identify_as(struct iol_fd* f, unsigned mode, uint64_t rdev, uint64_t dev, uint64_t ino, uint64_t size);

static inline int iol_fd_is_zone(int fd)
{
    if ((unsigned)fd >= IOL_FD_CHUNK * IOL_FD_CHUNKS)
        return 0;
    const struct iol_fd* c = iol_fd_chunks[(unsigned)fd / IOL_FD_CHUNK];
    return c && c[(unsigned)fd % IOL_FD_CHUNK].state && c[(unsigned)fd % IOL_FD_CHUNK].zone;
}

/* A successful open of `path` (as the program named it, relative to dirfd) returned fd. */
struct iol_fd* iol_fd_opened(int fd, int dirfd, const char* path, int oflags);
/* A socket fd got its peer (connect, accept). */
struct iol_fd* iol_fd_socket(int fd, const struct sockaddr* addr, socklen_t len, int count_open);
void iol_fd_closing(int fd); /* ends the session, forgets the fd */
void iol_fd_forget(int fd); /* forgets without a session (closefrom, exec of CLOEXEC …) */
/* newfd is now a dup of oldfd: one session, which ends when the last of its fds closes. */
void iol_fd_dup(int oldfd, int newfd);

/* After a data call: returns seq for the slot (1, 0, -1). off < 0: implicit offset. */
/* Files with offsets: the ones whose data calls are sequential or random. */
static inline int iol_fd_offset_kind(const struct iol_fd* f)
{
    return iolt_kind_has_offsets(f->kind);
}

/* A data call of r bytes at off (-1: at the fd's position) moved the fd's offsets; *start is where
 * it began. Returns 1 sequential, 0 random, -1 for an fd without offsets. Inline: the read and
 * write fast paths (fdfast.h) do it on every call. */
static inline int iol_fd_advance(struct iol_fd* f, int64_t off, int64_t r, uint64_t* start)
{
    int seq = -1;
    *start = off >= 0 ? (uint64_t)off : f->pos;
    f->last_start = *start;
    if (iol_fd_offset_kind(f)) {
        if (f->flags & IOL_FD_NOPOS) {
            seq = 1;
            f->flags &= (uint8_t)~IOL_FD_NOPOS;
            f->flags |= IOL_FD_READ; /* its first read is unknown: not a session from 0 */
        } else {
            seq = (f->flags & IOL_FD_APPEND) || *start == f->last_end;
        }
    }
    if (r > 0) {
        f->last_end = *start + (uint64_t)r;
        if (off < 0)
            f->pos = f->last_end;
    }
    return seq;
}

int iol_fd_read_done(struct iol_fd* f, int64_t off, int64_t r);
int iol_fd_write_done(struct iol_fd* f, int64_t off, int64_t r);
void iol_fd_stdio_read(struct iol_fd* f, int64_t r);
void iol_fd_stdio_write(struct iol_fd* f, int64_t r);

/* Paths */
/* The working directory now (the kernel's, "/" if it has none); a static buffer: for the start of
 * an image and a fork child, where no other thread can call it. */
const char* iol_cwd(void);
/* Thread exit: the thread's copy of the working directory unmapped. */
void iol_fd_thread_end(void);
/* Absolute, as the kernel resolves it: relative to dirfd or the working directory of the moment,
 * "." folded, ".." after a named segment resolved through the kernel. Returns out, or for a name
 * that does not fit in it (PATH_MAX and more) the thread's buffer of such names (longname.c),
 * valid until the thread's next traced call. */
char* iol_abspath(int dirfd, const char* path, char* out, size_t cap);
/* longname.c: "path" relative to dirfd as a whole absolute name of any length, or NULL. */
char* iol_long_name(int dirfd, const char* path);
/* File entry for a path-only call (stat, access, unlink …): kind from st_mode, or MISSING. */
uint32_t iol_path_file(int dirfd, const char* path, int exists, unsigned mode, uint64_t dev, uint64_t ino);
void iol_format_peer(const struct sockaddr* a, socklen_t len, char* out, size_t cap);
