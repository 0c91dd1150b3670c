// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Known call stacks for the sampled-stacks tests (built -O2 -fomit-frame-pointer, like Debian's
 * programs, so only the unwind tables lead from a write(2) back to its caller):
 *   stackcallers callers FILE N M   write_record() N times from caller_a, then M times from caller_b
 *   stackcallers deep FILE DEPTH    one write_record() at the bottom of a recursion DEPTH calls deep
 *   stackcallers inlined FILE N     N writes from log_line(), which the compiler inlines into caller_c()
 *   stackcallers tree DIR COUNT [THREADS]
 *                                   COUNT distinct stacks: leaf k writes DIR/k through a chain of 15
 *                                   left()/right() calls that spells k in binary, one file each so
 *                                   that every write is the first of its file; the leaves shared out
 *                                   over THREADS threads (default 1), one after the other, so that
 *                                   each thread's first calls stay within its first-call budget
 *                                   (IOLTS_FIRST_BUDGET) and every write is sampled */
#include "tputil.h"

#include <fcntl.h>
#include <pthread.h>
#include <unistd.h>

static __thread int g_fd; /* each tree thread writes its own leaves */

__attribute__((noinline)) void write_record(void)
{
    TP_CHECK(write(g_fd, "r\n", 2) == 2);
    __asm__ volatile("" ::: "memory"); /* not a tail call: write_record stays on the stack */
}

__attribute__((noinline)) void caller_a(long n)
{
    for (long i = 0; i < n; ++i)
        write_record();
    __asm__ volatile("" ::: "memory");
}

__attribute__((noinline)) void caller_b(long n)
{
    for (long i = 0; i < n; ++i)
        write_record();
    __asm__ volatile("" ::: "memory");
}

/* Inlined into its caller, as a logging helper is at -O2: the stack must still name caller_c. */
static inline __attribute__((always_inline)) void log_line(void)
{
    TP_CHECK(write(g_fd, "i\n", 2) == 2);
}

__attribute__((noinline)) void caller_c(long n)
{
    for (long i = 0; i < n; ++i)
        log_line();
    __asm__ volatile("" ::: "memory");
}

__attribute__((noinline)) int recurse(long depth)
{
    if (depth <= 1)
        write_record();
    else
        recurse(depth - 1);
    __asm__ volatile("" ::: "memory"); /* no tail call: each level keeps its frame */
    return (int)depth;
}

/* One level of the tree: the caller of left() and of right() are two call instructions, so each
 * bit of the code is a different return address, and each code a different stack. */
enum { kTreeLevels = 15 };
__attribute__((noinline)) void left(int level, unsigned code);
__attribute__((noinline)) void right(int level, unsigned code);

__attribute__((noinline)) void step(int level, unsigned code)
{
    if (level == 0)
        write_record();
    else if (code & 1u)
        right(level - 1, code >> 1);
    else
        left(level - 1, code >> 1);
    __asm__ volatile("" ::: "memory");
}

__attribute__((noinline)) void left(int level, unsigned code)
{
    step(level, code);
    __asm__ volatile("" ::: "memory");
}

__attribute__((noinline)) void right(int level, unsigned code)
{
    step(level, code);
    __asm__ volatile("" ::: "memory");
}

struct leaves {
    const char* dir;
    long first, end;
};

static void* write_leaves(void* arg)
{
    const struct leaves* l = arg;
    char path[4096];
    for (long k = l->first; k < l->end; ++k) {
        snprintf(path, sizeof path, "%s/%ld", l->dir, k);
        g_fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        TP_CHECK(g_fd >= 0);
        step(kTreeLevels, (unsigned)k);
        close(g_fd);
    }
    return NULL;
}

static int tree(const char* dir, long count, long threads)
{
    TP_CHECK(count > 0 && threads > 0 && threads <= 64);
    if (threads == 1) {
        struct leaves all = { dir, 0, count };
        write_leaves(&all);
        return 0;
    }
    for (long t = 0; t < threads; ++t) {
        struct leaves part = { dir, count * t / threads, count * (t + 1) / threads };
        pthread_t th;
        TP_CHECK(pthread_create(&th, NULL, write_leaves, &part) == 0 && pthread_join(th, NULL) == 0);
    }
    return 0;
}

int main(int argc, char** argv)
{
    if (argc != 5 && argc != 4)
        return 2;
    if (strcmp(argv[1], "tree") == 0)
        return tree(argv[2], atol(argv[3]), argc == 5 ? atol(argv[4]) : 1);
    g_fd = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC, 0600);
    TP_CHECK(g_fd >= 0);
    if (strcmp(argv[1], "callers") == 0 && argc == 5) {
        caller_a(atol(argv[3]));
        caller_b(atol(argv[4]));
    } else if (strcmp(argv[1], "inlined") == 0) {
        caller_c(atol(argv[3]));
    } else if (strcmp(argv[1], "deep") == 0) {
        recurse(atol(argv[3]));
    } else {
        return 2;
    }
    close(g_fd);
    return 0;
}
