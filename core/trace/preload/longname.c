// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Names of PATH_MAX bytes or more. The kernel hands out no such name (getcwd and the
 * /proc/self/fd links refuse them), although a program reaches such files by relative names:
 * their names are built here by walking ".." up from the directory, finding each directory's name
 * among its parent's entries, until the kernel can name the rest. Only such names pay for it. */
#include "fdstate.h"
#include "text.h"

#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>

#define IOL_LONG_NAME_MAX 65536u /* longer names are not kept */

/* The name is built from its end in a per-thread buffer, mapped at a thread's first such name and
 * kept (the library's guard keeps a signal handler of the same thread out while it is in use). */
static __thread char* t_long IOL_TLS_MODEL;

static char* long_buffer(void)
{
    if (!t_long) {
        void* p = (void*)syscall(
            SYS_mmap, NULL, IOL_LONG_NAME_MAX, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED)
            return NULL;
        t_long = p;
    }
    return t_long;
}

/* Puts "/" and the n bytes of s before buf[*start]; 0 when they do not fit (the front of the
 * buffer is scratch space for directory entries, so some of it stays free). */
static int prepend(char* buf, size_t* start, const char* s, size_t n)
{
    if (n + 1 + 4096 > *start)
        return 0;
    *start -= n;
    memcpy(buf + *start, s, n);
    buf[--*start] = '/';
    return 1;
}

/* The name of directory `dir` among the entries of its parent, put before buf[*start]. */
static int prepend_entry(char* buf, size_t* start, long parent, const struct stat* dir, const struct stat* up)
{
    char* ents = buf; /* scratch: the front of the buffer, before the name */
    const size_t room = *start - 4096 < 32768 ? *start - 4096 : 32768;
    long n;
    while ((n = syscall(SYS_getdents64, parent, ents, room)) > 0) {
        for (long at = 0; at < n;) {
            const struct dirent64* e = (const struct dirent64*)(ents + at);
            at += e->d_reclen;
            if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
                continue;
            struct stat st;
            /* Across a mount point the entry's inode is the covered directory's: ask the kernel. */
            const int match = up->st_dev == dir->st_dev
                ? e->d_ino == dir->st_ino
                : syscall(SYS_newfstatat, parent, e->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0 && st.st_dev == dir->st_dev
                    && st.st_ino == dir->st_ino;
            if (match) {
                const size_t len = strlen(e->d_name);
                char name[256];
                memcpy(name, e->d_name, len); /* the entries are overwritten by the name */
                return prepend(buf, start, name, len);
            }
        }
    }
    return 0;
}

/* Directory fd `cur` (closed here) and the relative name `rest` under it. */
static char* walk_up(long cur, const char* rest)
{
    char* buf = long_buffer();
    size_t start = IOL_LONG_NAME_MAX - 1;
    if (buf) {
        buf[start] = '\0';
        if (!prepend(buf, &start, rest, strlen(rest)))
            buf = NULL;
    }
    while (buf) {
        char link[48]; /* "/proc/self/fd/" and any long */
        iol_text_fd_link(link, sizeof link, cur);
        const long n = syscall(SYS_readlinkat, AT_FDCWD, link, buf, 4095);
        if (n > 0 && buf[0] == '/') { /* the kernel names the rest */
            start -= (size_t)n;
            memmove(buf + start, buf, (size_t)n);
            if (n == 1)
                ++start; /* the root: its "/" is already there */
            iol_sys_close((int)cur);
            return buf + start;
        }
        struct stat dir, up;
        const long parent = syscall(SYS_openat, cur, "..", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (parent < 0)
            return NULL;
        const int ok = syscall(SYS_fstat, cur, &dir) == 0 && syscall(SYS_fstat, parent, &up) == 0
            && !(dir.st_dev == up.st_dev && dir.st_ino == up.st_ino) && prepend_entry(buf, &start, parent, &dir, &up);
        iol_sys_close((int)cur);
        cur = parent;
        if (!ok)
            break;
    }
    iol_sys_close((int)cur);
    return NULL;
}

/* Where the last ".." component of path ends (0: none). */
static size_t after_last_dotdot(const char* path)
{
    size_t end = 0;
    for (size_t i = 0; path[i]; ++i)
        if (path[i] == '.' && path[i + 1] == '.' && (i == 0 || path[i - 1] == '/')
            && (path[i + 2] == '/' || path[i + 2] == '\0'))
            end = i + 2;
    return end;
}

char* iol_long_name(int dirfd, const char* path)
{
    /* A ".." is resolved as the kernel resolves it, not folded as text: after a symbolic link it
     * is the parent of the link's target. The kernel opens the directory up to the last "..", and
     * the name is built from there. */
    const size_t dotdot = after_last_dotdot(path);
    const char* rest = path;
    long dir;
    if (dotdot > 0 && dotdot < IOL_PATH_MAX) {
        char head[IOL_PATH_MAX];
        memcpy(head, path, dotdot);
        head[dotdot] = '\0';
        dir = syscall(SYS_openat, dirfd, head, O_PATH | O_DIRECTORY | O_CLOEXEC);
        rest = path + dotdot;
        while (*rest == '/')
            ++rest;
        if (!*rest)
            rest = ".";
    } else
        dir = syscall(SYS_openat, dirfd, ".", O_PATH | O_DIRECTORY | O_CLOEXEC);
    return dir < 0 ? NULL : walk_up(dir, rest);
}
