// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Internal header of libiolens-trace.so: the process-wide state, the per-thread state and the few
 * helpers every part needs. Nothing here is exported: the only exported symbols are the wrappers
 * (IOL_EXPORT), everything else is hidden by -fvisibility=hidden.
 *
 * Rule for the whole library: it never calls a function it wraps (read, open, mmap, close …) by
 * name, because that call would land in its own wrapper. Its own I/O goes through raw syscall()s
 * (iol_sys_*) and the program's calls go through the real function pointers (IOL_REAL). */
#pragma once

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "iolt.h"

/* The model of the library's thread-local variables. Preloaded, initial-exec: one load from %fs,
 * with the space taken from the static TLS block at start. The attach build
 * (libiolens-trace-attach.so, IOL_ATTACH_BUILD) is dlopen'ed into a program that is already
 * running, whose static TLS has only a small surplus left (about 1.5 KiB in glibc 2.36, less than
 * our 5.8 KiB): there the variables are global-dynamic (a __tls_get_addr call per access). */
#ifdef IOL_ATTACH_BUILD
#define IOL_TLS_MODEL
#else
#define IOL_TLS_MODEL __attribute__((tls_model("initial-exec")))
#endif

#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>
#if defined(__x86_64__)
#include <x86intrin.h>
#endif

#define IOL_EXPORT __attribute__((visibility("default")))
#define IOL_LIKELY(x) __builtin_expect(!!(x), 1)
#define IOL_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define IOL_RA __builtin_return_address(0)
/* The per-call path, inlined into each wrapper: a call less on every traced call. */
#define IOL_HOT static inline __attribute__((always_inline))
#define IOL_PATH_MAX 4096
/* Code that runs once in an image, at its start or end (and at a fork child's start): kept together
 * at the front of our text, beside the constructor, which the compiler puts there. A process that
 * makes no traced call (a build's `true`) runs only this, and each 64 KiB window of our text it
 * touches is a page fault of its own; it was spread over four such windows. */
#define IOL_STARTUP __attribute__((section(".text.startup"), noinline))

/* The real function behind a wrapper, resolved on its first call by iol_resolve (wrappers.c): the
 * next definition (dlsym RTLD_NEXT, or the versioned one its row in wrappers.h asks for); one that
 * cannot be found is named in the trace's notices. ISO C has no conversion from void* to a function
 * pointer, so the pointer is stored through void** as POSIX documents for dlsym. IOL_REAL_AS gives
 * the type from a row's signature (the shapes in wrappers.h), IOL_REAL from libc's declaration. */
void* iol_resolve(const char* name);

/* dlsym (dlvsym with a version) for the library's own lookups, with its guard set and, once the
 * program has installed a signal handler, this thread's signals held. dlsym is not
 * async-signal-safe: a handler that interrupted it and called a wrapped function for the first
 * time would enter it again, and a miss's message, freed by both calls, aborted the program
 * ("double free", tp_signals under load). A miss is followed by a lookup that succeeds, which
 * frees that message at once: a handler's first lookup later, on a thread interrupted inside
 * malloc, then finds nothing to free. */
void* iol_dlsym(void* handle, const char* name, const char* version);

/* The program installs a signal handler (wrap_signal.c): from now on the library's lookups hold
 * the thread's signals, and the real functions handlers call most are looked up at once, so that
 * their first call from a handler needs no lookup (wrappers.c). */
void iol_handlers_installed(void);

#define IOL_REAL_AS(var, name, ret, params)                                                                            \
    static ret(*var) params;                                                                                           \
    if (IOL_UNLIKELY(!var))                                                                                            \
    *(void**)(&var) = iol_resolve(#name)
#define IOL_REAL(var, name)                                                                                            \
    static __typeof__(&name) var;                                                                                      \
    if (IOL_UNLIKELY(!var))                                                                                            \
    *(void**)(&var) = iol_resolve(#name)

#define IOL_HUGE_INDEX (2u << 20) /* an index this large is mapped with huge pages */
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23 /* Linux 5.14; an older kernel refuses it, and the pages come on use */
#endif

/* Private zeroed memory for a buffer used seldom (a read of /proc/self/maps, a moved argv, the
 * table of mappings of a program that maps files): mapped on use rather than kept in our zero-fill
 * pages, which every traced process populates at start (warmup.c). MAP_FAILED without memory. */
static inline void* iol_map_scratch(size_t bytes)
{
    return (void*)syscall(SYS_mmap, NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
}

/* Private zeroed memory for an index the library probes before it writes, with its pages
 * allocated by the mmap itself. Mapped without, an index's first probe maps the zero page and the
 * write after it faults a second time: two faults (about 4 µs here) per page of each index in
 * each traced process. MAP_FAILED without memory. */
static inline void* iol_map_index(size_t bytes)
{
    if (bytes < IOL_HUGE_INDEX)
        return (void*)syscall(
            SYS_mmap, NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
    /* A large index is probed at random, one TLB miss per probe with small pages (costly in a VM's
     * nested page tables): asked for huge pages before its pages are allocated. */
    void* p = (void*)syscall(SYS_mmap, NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p != MAP_FAILED) {
        syscall(SYS_madvise, p, bytes, MADV_HUGEPAGE);
        syscall(SYS_madvise, p, bytes, MADV_POPULATE_WRITE);
    }
    return p;
}

struct iol_fd; /* fdstate.h */

/* The read or the write side of a per-direction pair: iol_tls.fast (fgetc / fputc and friends) and
 * iol_tls.fdfast (read / write). */
enum iol_side { IOL_SIDE_READ = 0, IOL_SIDE_WRITE = 1, IOL_SIDES = 2 };

/* Process-wide state. Written at init (and in a fork child), read everywhere. */
struct iol_global {
    volatile int on; /* 1 while this image traces */
    int init_state; /* 0 not started, 1 in progress, 2 done (atomic) */
    struct iolt_header* hdr;
    unsigned char* base;
    uint64_t size;
    struct iolt_file* files;
    struct iolt_site* sites;
    struct iolt_zone* zones;
    char* strings;
    unsigned char* threads;
    uint64_t block_size, slots_off, totals_off, events_off, max_events;
    uint64_t start_ns; /* CLOCK_MONOTONIC at image start (absolute) */
    uint32_t stdio_gen; /* bumped by fclose/freopen: per-thread FILE* caches check it */
    int pid;
    int exit_known, exit_status;
    int finished;
    /* A fork child's own record, put off until it needs one (state.c, iol_fork_settle): 1 while
     * put off (on is 0 meanwhile), 2 while being made, else 0. */
    int fork_pending;
    /* 1 in a fork child until it execs: a copy of the one thread that forked. A runtime's API (V8's,
     * the JVM's) is not asked there: its other threads are gone, with any lock they held (node's
     * libuv child, between fork and exec, died of SIGSEGV when V8 was asked for its stack). */
    int fork_image;
    const void* own_base; /* our load base (our ELF header), to skip our own frames */
    /* The TSC as a clock (see iol_clock_slow in state.c): ns = ns0 + (tsc - tsc0) * mult >> 32. */
    int tsc_usable, tsc_ready;
    uint64_t tsc0, tsc_ns0, tsc_mult;
    /* 1 in this process; 0 in a child the fork wrapper and the atfork handlers never saw (a raw
     * clone system call): a MADV_WIPEONFORK page, which the kernel zeroes in any child that does
     * not share our memory (state.c). */
    const volatile int* alive;
    /* Last, in the order they are written: a process touches the pages of what it uses, and every
     * page first touched costs a fault (about 2.5 µs here). The fields above and dir's start share
     * one page; zones_path, set by few, is past lib_path. */
    char dir[IOL_PATH_MAX];
    char lib_path[IOL_PATH_MAX];
    char zones_path[IOL_PATH_MAX];
};
extern struct iol_global iol_g;

/* The fast path of cheap stdio calls (fgetc, fputc …): the last (FILE*, call site, call) this
 * thread recorded, with its slot and event, so a loop of 100 million fgetc does a few compares
 * and adds per call. Valid only while it is the thread's latest record (events merge into it). */
struct iol_fast {
    void* fp;
    void* ra;
    uint32_t call;
    uint32_t gen; /* iol_g.stdio_gen when set */
    struct iolt_slot* slot;
    uint64_t due; /* the slot's count at which the next call is a timed one: fast while count < due */
    struct iolt_event* ev;
    struct iol_fd* fdp; /* the FILE's fd, for its session's byte counts (may be NULL) */
    uint64_t count0; /* slot count when the calls not yet added to bytes/histogram/event began */
};

/* The fast path of read(2) and write(2) (fdfast.h): per direction, the (fd, call site) of this
 * thread's last such call, armed while its slot's next timed call is not yet due. */
struct iol_fdfast {
    int fd1; /* fd + 1; 0: not armed */
    uint32_t file; /* the fd's file when armed: a dup2 or reopen onto the fd changes it */
    void* ra;
    struct iol_fd* fdp;
    struct iolt_slot* slot;
    uint64_t key; /* the slot's key */
    struct iolt_event* ev; /* its calls merge into it: fast only while it is still the key's latest */
    uint64_t due; /* as in iol_fast */
};

/* One region of the trace file: [off, off + size), of which [off, off + reserved) is reserved
 * (space.h). */
struct iol_space {
    uint64_t off, size, reserved;
};

#define IOL_SITE_CACHE 64u
#define IOL_RUN_CACHE 8u /* keys whose latest event a thread keeps (a power of 2) */
#define IOL_FP_CACHE 8u
#define IOL_SITE_REWALK 64u /* see sites.c */

struct iol_tls {
    int guard; /* inside a wrapper: nested calls pass through untraced */
    int vforked; /* a vfork child runs on this thread's memory: nothing may be recorded or finished */
    int vfork_guard; /* the guard before vfork, back when the parent resumes */
    uint64_t vfork_t0;
    int* errp; /* this thread's errno (its address is fixed): saves libc's __errno_location calls */
    int shared; /* this thread uses the overflow block (atomic adds, no events) */
    struct iolt_thread* th; /* NULL until the thread's first traced call */
    struct iolt_slot* slots;
    struct iolt_zone_total* totals;
    struct iolt_event* events;
    struct iol_space block; /* this thread's block: reserved up to its last event's page */
    int no_space; /* its block could not be reserved: the thread is not traced */
    /* last slot */
    uint64_t key_last;
    uint32_t site_last;
    struct iolt_slot* slot_last;
    /* last event: consecutive calls of one (file, call, zone) merge into it */
    struct iolt_event* ev_last;
    uint64_t ev_key;
    /* the latest event of each recent key (record.h, iol_event_of): a loop that reads one file and
     * writes another goes on with both runs instead of starting an event per call */
    struct {
        struct iolt_event* ev;
        uint64_t key;
    } runs[IOL_RUN_CACHE];
    struct iolt_event scratch; /* stands for a dropped event, so merges into it cost nothing */
    uint32_t drops_pending; /* dropped events not yet added to header.events_dropped */
    struct iol_fast fast[IOL_SIDES]; /* fgetc and friends, fputc and friends */
    struct iol_fdfast fdfast[IOL_SIDES]; /* read, write */
    /* zones */
    uint32_t zone_depth; /* may exceed IOLT_ZONE_DEPTH: deeper levels are not kept */
    uint16_t zone_stack[IOLT_ZONE_DEPTH];
    uint64_t zone_begin[IOLT_ZONE_DEPTH];
    /* call sites by return address */
    struct {
        void* ra;
        uint32_t site;
        uint32_t left; /* 0: final; > 0: an address inside a runtime library, re-walked at 0 */
    } sitec[IOL_SITE_CACHE];
    /* FILE* → fd/file */
    struct {
        void* fp;
        int fd;
        uint32_t gen;
    } fpc[IOL_FP_CACHE];
    int in_fork_wrapper; /* the fork wrapper is forking: the atfork handlers leave it the work */
};
extern __thread struct iol_tls iol_tls IOL_TLS_MODEL;

/* A zone opened or closed: the zone is part of every slot's key, so no fast path stays armed. */
static inline void iol_fdfast_disarm_all(struct iol_tls* t)
{
    t->fdfast[IOL_SIDE_READ].fd1 = t->fdfast[IOL_SIDE_WRITE].fd1 = 0;
}

/* state.c */
void iol_init(void);
int iol_start_attached(const char* dir); /* attach.c: 0 when tracing began */
int iol_activate(struct iol_tls* t); /* slow part of iol_active */
void iol_finish(void); /* exit: kernel_end, end_ns, state EXITED */
/* stdio's flush at exit came after iol_finish (exitflush.h): kernel_end and end_ns again. */
void iol_exit_flush_seen(void);
void iol_read_kernel_io(struct iolt_kernel_io* out);
/* A killed child's kernel counts and page faults, read from its /proc directory while it is a zombie
 * (wrap_wait.c: it runs none of our code at its end). The reads count as the library's own. Each
 * left invalid when it cannot be read. With `name` (may be NULL), its name as well
 * (childrecord.h). */
struct iol_zombie_name {
    char comm[32]; /* its name, as /proc/PID/stat gives it */
};
void iol_read_zombie_counts(
    int pid, struct iolt_kernel_io* io, struct iolt_faults* faults, struct iol_zombie_name* name);
void iol_fork_child(void);
void iol_atfork_register(void); /* atfork.c */
void iol_missing_publish(void); /* wrappers.c: a real function not found, into this image's header */
void iol_reset_tls(struct iol_tls* t);
void iol_own_range(uintptr_t* lo, uintptr_t* hi); /* state.c: this library's mapped range */

/* A child made past the fork wrapper and the atfork handlers (a raw clone(SIGCHLD) system call)
 * inherits its parent's mapping and would write into the parent's file: checked where a call
 * enters the regular path (wrap.h), at exec and at exit, never on the armed fast paths (so up to a
 * sampling period of such a child's calls on one site can still count in the parent's file). */
void iol_fork_unseen(void); /* state.c: the child's own file, as after fork */
/* A fork child whose record is put off makes it now (state.c); nothing in any other process. */
void iol_fork_settle(void);
/* Before the fork wrapper takes the lock: fork children waiting for it to make their records
 * (iolt_header.settle_waiters) have it first (state.c). */
void iol_fork_make_way(void);
/* Whether a put-off fork child's parent is still its parent (getppid()). */
int iol_fork_parent_is_ppid(void);
static inline int iol_fork_put_off(void)
{
    return IOL_UNLIKELY(__atomic_load_n(&iol_g.fork_pending, __ATOMIC_ACQUIRE) == 1);
}
static inline int iol_forked_unseen(void)
{
    return IOL_UNLIKELY(!*iol_g.alive);
}

/* True when this call is to be traced; sets nothing. */
IOL_HOT int iol_active(struct iol_tls* t)
{
    if (IOL_LIKELY(iol_g.on && !t->guard && t->th))
        return 1;
    return iol_activate(t);
}

/* time: CLOCK_MONOTONIC, through the TSC once it is calibrated (a vDSO clock_gettime costs about
 * 20 ns here, rdtsc 8: two of them per call are most of the overhead on a cheap system call). */
__extension__ typedef unsigned __int128 iol_u128;
uint64_t iol_clock_slow(void);
IOL_HOT uint64_t iol_clock(void)
{
#if defined(__x86_64__)
    if (IOL_LIKELY(iol_g.tsc_ready)) {
        const uint64_t d = __rdtsc() - iol_g.tsc0;
        return iol_g.tsc_ns0 + (uint64_t)(((iol_u128)d * iol_g.tsc_mult) >> 32);
    }
#endif
    return iol_clock_slow();
}
IOL_HOT uint64_t iol_now(void) /* relative to the image start */
{
    return iol_clock() - iol_g.start_ns;
}

/* raw system calls: the library's own I/O, invisible to its wrappers */
static inline long iol_sys_open(const char* path, int flags, int mode)
{
    return syscall(SYS_openat, -100 /* AT_FDCWD */, path, flags, mode);
}
static inline long iol_sys_close(int fd)
{
    return syscall(SYS_close, fd);
}
long iol_sys_read_file(const char* path, char* buf, size_t cap); /* whole small file, counts own_* */
long iol_sys_pread(int fd, void* buf, size_t n, off_t off); /* counts own_* */
