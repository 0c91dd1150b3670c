// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fdstate.h"
#include "fdshare.h"
#include "tables.h"
#include "text.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>

struct iol_fd* iol_fd_chunks[IOL_FD_CHUNKS];

static const char* abspath_of(int dirfd, const char* path, char* out, size_t cap, uint64_t dev, uint64_t ino);

struct iol_fd* iol_fd_slot(int fd)
{
    if ((unsigned)fd >= IOL_FD_CHUNK * IOL_FD_CHUNKS)
        return NULL;
    const unsigned c = (unsigned)fd / IOL_FD_CHUNK;
    struct iol_fd* chunk = __atomic_load_n(&iol_fd_chunks[c], __ATOMIC_ACQUIRE);
    if (!chunk) {
        void* p = (void*)syscall(SYS_mmap, NULL, IOL_FD_CHUNK * sizeof(struct iol_fd), PROT_READ | PROT_WRITE,
            MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED)
            return NULL;
        /* The page of this fd's entry allocated now: its first use reads the entry, then writes it,
         * and each would fault (about 11 µs each in a VM here); most programs' fds are all in it. */
        const uintptr_t entry = (uintptr_t)((struct iol_fd*)p + (unsigned)fd % IOL_FD_CHUNK);
        syscall(SYS_madvise, (void*)(entry & ~(uintptr_t)4095), (size_t)4096, MADV_POPULATE_WRITE);
        struct iol_fd* expected = NULL;
        if (__atomic_compare_exchange_n(
                &iol_fd_chunks[c], &expected, (struct iol_fd*)p, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
            chunk = p;
        } else {
            syscall(SYS_munmap, p, IOL_FD_CHUNK * sizeof(struct iol_fd));
            chunk = expected;
        }
    }
    return &chunk[(unsigned)fd % IOL_FD_CHUNK];
}

void iol_format_peer(const struct sockaddr* a, socklen_t len, char* out, size_t cap)
{
    char host[INET6_ADDRSTRLEN];
    out[0] = '\0';
    if (!a || len < sizeof(sa_family_t))
        return;
    if (a->sa_family == AF_INET && len >= sizeof(struct sockaddr_in)) {
        const struct sockaddr_in* in = (const struct sockaddr_in*)a;
        inet_ntop(AF_INET, &in->sin_addr, host, sizeof host);
        snprintf(out, cap, "%s:%u", host, ntohs(in->sin_port));
    } else if (a->sa_family == AF_INET6 && len >= sizeof(struct sockaddr_in6)) {
        const struct sockaddr_in6* in6 = (const struct sockaddr_in6*)a;
        inet_ntop(AF_INET6, &in6->sin6_addr, host, sizeof host);
        snprintf(out, cap, "[%s]:%u", host, ntohs(in6->sin6_port));
    } else if (a->sa_family == AF_UNIX) {
        const struct sockaddr_un* un = (const struct sockaddr_un*)a;
        const size_t n = len - offsetof(struct sockaddr_un, sun_path);
        if (n > 0 && un->sun_path[0] == '\0')
            snprintf(out, cap, "unix:@%.*s", (int)(n - 1), un->sun_path + 1);
        else
            snprintf(out, cap, "unix:%.*s", (int)n, un->sun_path);
    }
}

static void peer_of(int fd, char* out, size_t cap)
{
    struct sockaddr_storage ss;
    socklen_t len = sizeof ss;
    out[0] = '\0';
    if (syscall(SYS_getpeername, fd, (struct sockaddr*)&ss, &len) == 0)
        iol_format_peer((struct sockaddr*)&ss, len, out, cap);
}

/* The fd no longer holds its share (closed without a session, or reused unseen). */
static void drop_share(struct iol_fd* f)
{
    if (f->share) {
        uint8_t flags = 0;
        uint64_t rbytes = 0, wbytes = 0;
        iol_share_release(f->share, &flags, &rbytes, &wbytes);
        f->share = 0;
    }
}

static void fd_take(struct iol_fd* f, uint32_t file, uint32_t kind, uint8_t flags, uint8_t state, int new_entry)
{
    drop_share(f);
    f->file = file;
    f->kind = (uint8_t)kind;
    f->flags = flags;
    f->zone = 0;
    f->new_entry = (uint8_t)new_entry;
    f->pos = f->last_end = 0;
    f->rbytes = f->wbytes = 0;
    __atomic_store_n(&f->state, state, __ATOMIC_RELEASE);
}

static void fd_set_file(struct iol_fd* f, uint32_t file, uint32_t kind, uint8_t flags)
{
    fd_take(f, file, kind, flags, IOL_FD_KNOWN, 0);
}

void iol_fd_identify_as(struct iol_fd* f, unsigned mode, uint64_t rdev, uint64_t dev, uint64_t ino, uint64_t size)
{
    const uint32_t kind = iolt_kind_of_mode(mode, rdev);
    iol_file_identify(f->file, f->new_entry, kind, dev, ino, kind == IOLT_KIND_REGULAR ? size : 0);
    f->kind = (uint8_t)kind;
    f->new_entry = 0;
    __atomic_store_n(&f->state, IOL_FD_KNOWN, __ATOMIC_RELEASE);
}

/* A pending fd that a call other than the program's fstat reached first: our own fstat. 0 when
 * the fd is not open any more (closed behind the library's back): it is then unknown. */
static int identify(struct iol_fd* f, int fd)
{
    struct stat st;
    if (syscall(SYS_fstat, fd, &st) != 0) {
        __atomic_store_n(&f->state, IOL_FD_UNKNOWN, __ATOMIC_RELEASE);
        return 0;
    }
    iol_fd_identify_as(f, st.st_mode, st.st_rdev, st.st_dev, st.st_ino, (uint64_t)st.st_size);
    return 1;
}

/* A pending fd (identified now), or one we did not see opened (inherited, or opened by a path we
 * do not wrap). */
struct iol_fd* iol_fd_resolve(int fd)
{
    struct iol_fd* c = (unsigned)fd < IOL_FD_CHUNK * IOL_FD_CHUNKS ? iol_fd_chunks[(unsigned)fd / IOL_FD_CHUNK] : NULL;
    struct iol_fd* pending
        = c && __atomic_load_n(&c[(unsigned)fd % IOL_FD_CHUNK].state, __ATOMIC_ACQUIRE) == IOL_FD_PENDING
        ? &c[(unsigned)fd % IOL_FD_CHUNK]
        : NULL;
    if (pending && identify(pending, fd))
        return pending;
    struct stat st;
    if (syscall(SYS_fstat, fd, &st) != 0)
        return NULL; /* not open: the call fails with EBADF, on "(no file)" */
    struct iol_fd* f = iol_fd_slot(fd);
    if (!f)
        return NULL;
    char link[64];
    char path[IOL_PATH_MAX];
    iol_text_fd_link(link, sizeof link, fd);
    const uint32_t kind = iolt_kind_of_mode(st.st_mode, st.st_rdev);
    path[0] = '\0';
    if (kind == IOLT_KIND_SOCKET)
        peer_of(fd, path, sizeof path);
    if (!path[0]) {
        const long n = syscall(SYS_readlinkat, -100, link, path, sizeof path - 1);
        path[n > 0 ? n : 0] = '\0';
    }
    if (!path[0]) {
        struct iol_text t = iol_text_begin(path, sizeof path);
        iol_text_str(&t, "fd:");
        iol_text_long(&t, fd);
    }
    const uint32_t file = iol_file_get(kind, path, st.st_dev, st.st_ino, 0, 0);
    /* Its session is unknown; only files with offsets care (a pipe's flag would never clear). Its
     * position is asked once, for the access pattern's offsets (issue 26 §1): a program run with
     * `< file`, or an fd kept across exec, reads on from where it is. */
    fd_set_file(f, file, kind, iolt_kind_has_offsets(kind) ? IOL_FD_NOPOS : 0);
    if (iolt_kind_has_offsets(kind)) {
        const long at = syscall(SYS_lseek, fd, 0L, SEEK_CUR);
        if (at > 0)
            f->pos = f->last_end = (uint64_t)at;
    }
    return f;
}

/* An fd opened by an absolute name: its entry by that name now, its identity put off (fdstate.h,
 * IOL_FD_PENDING). A relative name is joined to the thread's copy of the working directory only
 * when the file's identity confirms the result (abspath_of), and O_APPEND needs the size at once
 * (the first write's offset): those are identified at the open. */
static struct iol_fd* opened_by_absolute_name(struct iol_fd* f, int dirfd, const char* path)
{
    char buf[IOL_PATH_MAX];
    const char* abs = iol_abspath(dirfd, path, buf, sizeof buf);
    if (iol_g.zones_path[0] && strcmp(abs, iol_g.zones_path) == 0) {
        fd_set_file(f, 0, IOLT_KIND_OTHER, 0);
        f->zone = 1;
        return f;
    }
    int made = 0;
    const uint32_t file = iol_file_named(abs, &made);
    fd_take(f, file, IOLT_KIND_REGULAR, IOL_FD_OPENED, file ? IOL_FD_PENDING : IOL_FD_KNOWN, made);
    return f;
}

struct iol_fd* iol_fd_opened(int fd, int dirfd, const char* path, int oflags)
{
    struct iol_fd* f = iol_fd_slot(fd);
    if (!f)
        return NULL;
    if (path && path[0] == '/' && !(oflags & O_APPEND))
        return opened_by_absolute_name(f, dirfd, path);
    struct stat st;
    memset(&st, 0, sizeof st);
    syscall(SYS_fstat, fd, &st);
    char buf[IOL_PATH_MAX];
    const char* abs = abspath_of(dirfd, path, buf, sizeof buf, st.st_dev, st.st_ino);
    if (iol_g.zones_path[0] && strcmp(abs, iol_g.zones_path) == 0) {
        fd_set_file(f, 0, IOLT_KIND_OTHER, 0);
        f->zone = 1;
        return f;
    }
    const uint32_t kind = iolt_kind_of_mode(st.st_mode, st.st_rdev);
    const uint64_t size = kind == IOLT_KIND_REGULAR ? (uint64_t)st.st_size : 0;
    const uint32_t file = iol_file_get(kind, abs, st.st_dev, st.st_ino, size, 1);
    fd_set_file(f, file, kind, IOL_FD_OPENED | ((oflags & O_APPEND) ? IOL_FD_APPEND : 0));
    if (oflags & O_APPEND)
        f->pos = f->last_end = size;
    return f;
}

struct iol_fd* iol_fd_socket(int fd, const struct sockaddr* addr, socklen_t len, int count_open)
{
    struct iol_fd* f = iol_fd_slot(fd);
    if (!f)
        return NULL;
    char peer[256];
    iol_format_peer(addr, len, peer, sizeof peer);
    if (!peer[0])
        peer_of(fd, peer, sizeof peer);
    if (!peer[0])
        snprintf(peer, sizeof peer, "socket:fd%d", fd);
    const uint32_t file = iol_file_get(IOLT_KIND_SOCKET, peer, 0, 0, 0, count_open);
    fd_set_file(f, file, IOLT_KIND_SOCKET, count_open ? IOL_FD_OPENED : 0);
    return f;
}

void iol_fd_forget(int fd)
{
    if ((unsigned)fd >= IOL_FD_CHUNK * IOL_FD_CHUNKS)
        return;
    struct iol_fd* c = iol_fd_chunks[(unsigned)fd / IOL_FD_CHUNK];
    if (c) {
        drop_share(&c[(unsigned)fd % IOL_FD_CHUNK]);
        __atomic_store_n(&c[(unsigned)fd % IOL_FD_CHUNK].state, 0, __ATOMIC_RELEASE);
    }
}

void iol_fd_closing(int fd)
{
    if ((unsigned)fd >= IOL_FD_CHUNK * IOL_FD_CHUNKS)
        return;
    struct iol_fd* c = iol_fd_chunks[(unsigned)fd / IOL_FD_CHUNK];
    if (!c || !c[(unsigned)fd % IOL_FD_CHUNK].state)
        return;
    struct iol_fd* f = &c[(unsigned)fd % IOL_FD_CHUNK];
    uint8_t flags = f->flags;
    uint64_t rbytes = f->rbytes, wbytes = f->wbytes;
    /* A dup'ed session ends with the last of its fds; that one counts it, with what all of them did. */
    const int ends = !f->share || iol_share_release(f->share, &flags, &rbytes, &wbytes);
    f->share = 0;
    if (ends && (flags & IOL_FD_OPENED) && f->file) {
        struct iolt_file* file = iol_file_at(f->file);
        __atomic_fetch_add(&file->sessions_closed, 1, __ATOMIC_RELAXED);
        if (flags & IOL_FD_WROTE) {
            __atomic_fetch_add(&file->sessions_written, 1, __ATOMIC_RELAXED);
            __atomic_fetch_add(&file->session_write_bytes, wbytes, __ATOMIC_RELAXED);
        }
        if (flags & IOL_FD_READ0) {
            __atomic_fetch_add(&file->sessions_read_from_start, 1, __ATOMIC_RELAXED);
            __atomic_fetch_add(&file->session_read_bytes, rbytes, __ATOMIC_RELAXED);
        }
    }
    __atomic_store_n(&f->state, 0, __ATOMIC_RELEASE);
}

/* dup keeps the file and, for a session we saw opened, the session: it ends when the last of its
 * fds closes (fdshare.h). The new fd starts with no counts of its own; a first read already made
 * through the old fd stays the session's first read. */
void iol_fd_dup(int oldfd, int newfd)
{
    if (oldfd == newfd)
        return;
    iol_fd_closing(newfd);
    struct iol_fd* from = iol_fd_get(oldfd);
    struct iol_fd* to = iol_fd_slot(newfd);
    if (!from || !to)
        return;
    if ((from->flags & IOL_FD_OPENED) && !from->share)
        from->share = iol_share_new();
    if (from->share)
        iol_share_hold(from->share);
    *to = *from;
    to->flags &= (uint8_t) ~(IOL_FD_OPENED | IOL_FD_WROTE | IOL_FD_READ0);
    if (!to->share)
        to->flags &= (uint8_t)~IOL_FD_READ;
    to->rbytes = to->wbytes = 0;
    __atomic_store_n(&to->state, 1, __ATOMIC_RELEASE);
}

int iol_fd_read_done(struct iol_fd* f, int64_t off, int64_t r)
{
    if (!f || r < 0)
        return -1;
    uint64_t start;
    const int seq = iol_fd_advance(f, off, r, &start);
    if (!(f->flags & IOL_FD_READ)) {
        f->flags |= IOL_FD_READ;
        if (start == 0 && iol_fd_offset_kind(f))
            f->flags |= IOL_FD_READ0;
    }
    f->rbytes += (uint64_t)r;
    if ((f->flags & IOL_FD_SENT) && r > 0) {
        f->flags &= (uint8_t)~IOL_FD_SENT;
        if (f->file)
            __atomic_fetch_add(&iol_file_at(f->file)->exchanges, 1, __ATOMIC_RELAXED);
    }
    return seq;
}

int iol_fd_write_done(struct iol_fd* f, int64_t off, int64_t r)
{
    if (!f || r < 0)
        return -1;
    uint64_t start;
    const int seq = iol_fd_advance(f, off, r, &start);
    if (r > 0) {
        f->flags |= IOL_FD_WROTE;
        f->wbytes += (uint64_t)r;
        if (f->kind == IOLT_KIND_SOCKET)
            f->flags |= IOL_FD_SENT;
    }
    return seq;
}

void iol_fd_stdio_read(struct iol_fd* f, int64_t r)
{
    if (!f || r < 0)
        return;
    if (!(f->flags & IOL_FD_READ)) {
        f->flags |= IOL_FD_READ;
        if (!(f->flags & (IOL_FD_SEEKED | IOL_FD_APPEND | IOL_FD_NOPOS)))
            f->flags |= IOL_FD_READ0;
    }
    f->rbytes += (uint64_t)r;
}

void iol_fd_stdio_write(struct iol_fd* f, int64_t r)
{
    if (!f || r <= 0)
        return;
    f->flags |= IOL_FD_WROTE;
    f->wbytes += (uint64_t)r;
}

/* --- paths --------------------------------------------------------------------------------------- */

/* The working directory is the kernel's: a relative name of a file the table does not know as
 * that very file is resolved against getcwd at the time. A process-wide copy kept up to date by
 * chdir wrappers needed a lock, and a signal handler that opened a relative name while its own
 * thread was inside the update waited for it forever; the copy also missed every change the
 * wrappers do not see (syscall(SYS_chdir), a library's raw system calls).
 *
 * Each thread keeps its last getcwd answer: a relative name is first tried against it and taken
 * when the file table knows that name as the file the call reached (its dev and inode), so a loop
 * reopening files costs no getcwd; a new file, or another directory since (a chdir of any thread,
 * by any means), asks the kernel again. The copy is the thread's own, and a signal handler's calls
 * pass through while the thread is inside the library: nothing to lock.
 *
 * The copy (IOL_PATH_MAX bytes) is mapped at the thread's first relative name, not kept in static
 * TLS: ld.so zeroes a thread's static TLS when it makes the thread, and these 4 KiB were a page
 * fault in every traced process and thread, most of which never open a relative name. */
static __thread char* t_cwd IOL_TLS_MODEL; /* NULL until mapped; "" while unknown */

static void remember_cwd(const char* cwd, size_t len)
{
    if (!t_cwd) {
        void* p = iol_map_scratch(IOL_PATH_MAX);
        if (p == MAP_FAILED)
            return; /* no copy: every relative name asks the kernel */
        t_cwd = p;
    }
    if (len < IOL_PATH_MAX)
        memcpy(t_cwd, cwd, len + 1);
}

/* The kernel's working directory into out; remember: kept as the thread's copy. */
static size_t kernel_cwd(char* out, size_t cap, int remember)
{
    const long n = syscall(SYS_getcwd, out, cap);
    if (n <= 0 || out[0] != '/') { /* too long, or "(unreachable)" */
        out[0] = '\0';
        if (t_cwd)
            t_cwd[0] = '\0';
        return 0;
    }
    const size_t len = strlen(out);
    if (remember)
        remember_cwd(out, len);
    return len;
}

void iol_fd_thread_end(void)
{
    char* copy = t_cwd;
    t_cwd = NULL;
    if (copy)
        syscall(SYS_munmap, copy, (size_t)IOL_PATH_MAX);
}

const char* iol_cwd(void)
{
    static char cwd[IOL_PATH_MAX];
    if (!kernel_cwd(cwd, sizeof cwd, 0))
        strcpy(cwd, "/");
    return cwd;
}

/* Folds "//", "/./" and "/x/../" of an absolute path in place. */
static void fold(char* p)
{
    char* out = p;
    const char* in = p;
    while (*in) {
        while (*in == '/')
            ++in;
        if (!*in)
            break;
        const char* end = strchr(in, '/');
        const size_t n = end ? (size_t)(end - in) : strlen(in);
        if (n == 1 && in[0] == '.') {
        } else if (n == 2 && in[0] == '.' && in[1] == '.') {
            while (out > p && *--out != '/') { }
        } else {
            *out++ = '/';
            memmove(out, in, n);
            out += n;
        }
        in += n;
    }
    if (out == p)
        *out++ = '/';
    *out = '\0';
}

static int is_dots(const char* s, size_t n)
{
    return (n == 1 && s[0] == '.') || (n == 2 && s[0] == '.' && s[1] == '.');
}

/* A ".." that follows a named segment ("link/..", "/a/b/../c"): folding it away is right only when
 * that segment is no symbolic link. A leading run of ".." is always right: the working directory
 * and a dirfd's path are the kernel's own, with every link already resolved. */
static int has_inner_dotdot(const char* path)
{
    int named = 0;
    for (const char* in = path; *in;) {
        while (*in == '/')
            ++in;
        const char* end = strchr(in, '/');
        const size_t n = end ? (size_t)(end - in) : strlen(in);
        if (n == 2 && in[0] == '.' && in[1] == '.' && named)
            return 1;
        if (n && !is_dots(in, n))
            named = 1;
        in += n;
    }
    return 0;
}

/* The kernel's name of the directory an fd stands for (the working directory for AT_FDCWD). */
static size_t dir_of(int dirfd, char* out, size_t cap)
{
    if (dirfd == AT_FDCWD)
        return kernel_cwd(out, cap, 1);
    char link[32];
    iol_text_fd_link(link, sizeof link, dirfd);
    const long n = syscall(SYS_readlinkat, AT_FDCWD, link, out, cap - 1);
    out[n > 0 ? n : 0] = '\0';
    return n > 0 ? (size_t)n : 0;
}

/* Resolves the directory part of a name with an inner ".." as the kernel does (through an O_PATH
 * fd and its /proc/self/fd link), so "link/../x" is x beside the link's target. 0 when that
 * directory cannot be opened: then the name leads nowhere and lexical folding is as good as any. */
static int resolve_by_kernel(int dirfd, const char* path, char* out, size_t cap)
{
    const char* slash = strrchr(path, '/');
    const char* leaf = slash ? slash + 1 : path;
    char dir[IOL_PATH_MAX];
    if (is_dots(leaf, strlen(leaf)) || !*leaf) {
        if (strlen(path) >= sizeof dir)
            return 0;
        strcpy(dir, path);
        leaf = "";
    } else {
        const size_t n = slash == path ? 1 : (size_t)(slash - path);
        if (n >= sizeof dir)
            return 0;
        memcpy(dir, path, n);
        dir[n] = '\0';
    }
    const long fd = syscall(SYS_openat, dirfd, dir, O_PATH | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return 0;
    const size_t n = dir_of((int)fd, out, cap);
    iol_sys_close((int)fd);
    if (!n)
        return 0;
    iol_text_join(out + n, cap - n, "", leaf);
    return 1;
}

char* iol_abspath(int dirfd, const char* path, char* out, size_t cap)
{
    out[0] = '\0';
    if (!path)
        return out;
    if (has_inner_dotdot(path) && resolve_by_kernel(dirfd, path, out, cap)) {
        fold(out);
        return out;
    }
    if (path[0] == '/') {
        struct iol_text t = iol_text_begin(out, cap);
        iol_text_str(&t, path);
    } else {
        const size_t n = dir_of(dirfd, out, cap);
        if (!n || n + 1 + strlen(path) >= cap) { /* the kernel cannot name the directory, or out is short */
            char* whole = iol_long_name(dirfd, path);
            if (whole) {
                fold(whole);
                return whole;
            }
        }
        iol_text_join(out + n, cap - n, "", path);
    }
    fold(out);
    return out;
}

/* iol_abspath of a name that reached the file (dev, ino): the thread's copy of the working
 * directory is enough when the table knows the name it gives as that file. */
static const char* abspath_of(int dirfd, const char* path, char* out, size_t cap, uint64_t dev, uint64_t ino)
{
    if (dirfd == AT_FDCWD && path && path[0] != '/' && t_cwd && t_cwd[0] && (dev || ino) && !has_inner_dotdot(path)) {
        if (iol_text_join(out, cap, t_cwd, path) < cap) {
            fold(out);
            if (iol_file_is(out, dev, ino))
                return out;
        }
    }
    return iol_abspath(dirfd, path, out, cap);
}

uint32_t iol_path_file(int dirfd, const char* path, int exists, unsigned mode, uint64_t dev, uint64_t ino)
{
    char buf[IOL_PATH_MAX];
    const char* abs = exists && mode ? abspath_of(dirfd, path, buf, sizeof buf, dev, ino)
                                     : iol_abspath(dirfd, path, buf, sizeof buf);
    if (!exists) {
        const uint32_t known = iol_file_by_path(abs);
        return known ? known : iol_file_get(IOLT_KIND_MISSING, abs, 0, 0, 0, 0);
    }
    if (mode == 0) { /* exists, kind unknown (access, unlink): an entry of that path, else regular */
        const uint32_t known = iol_file_by_path(abs);
        return known ? known : iol_file_get(IOLT_KIND_REGULAR, abs, 0, 0, 0, 0);
    }
    return iol_file_get(iolt_kind_of_mode(mode, 0), abs, dev, ino, 0, 0);
}
