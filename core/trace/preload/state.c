// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The process image's trace file: init (lazy, on the first wrapped call or our constructor,
 * whichever comes first), the header, /proc/self/io at start and end, exit and the fork child's
 * new file. */
#include "environment.h"
#include "exitflush.h"
#include "fdstate.h"
#include "growth.h"
#include "layout.h"
#include "lock.h"
#include "mappings.h"
#include "space.h"
#include "stacks.h"
#include "tables.h"
#include "text.h"
#include "unwind.h"
#include "warmup.h"
#include "wrap.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>

struct iol_global iol_g;

/* How long a fork child sleeps waiting for its parent's lock before it goes untraced (lock.h):
 * long enough for a preempted holder on a loaded machine, short enough that a child forked from a
 * signal handler that interrupted the library (the one holder that never lets go) is only late. */
enum { IOL_FORK_LOCK_WAIT_NS = 1000000000 };
__thread struct iol_tls iol_tls IOL_TLS_MODEL;

/* A fork child's own reads while its record is put off (the exec wrapper's check of a static
 * target reads its ELF headers): iol_g.hdr is still its parent's header then, which they are not
 * the parent's; added to the child's own record once it is made (fork_record). */
static struct {
    uint64_t syscr, rchar;
} g_own_put_off;

static void add_own_read(long n)
{
    if (n < 0)
        return;
    if (iol_fork_put_off()) {
        g_own_put_off.syscr += 1;
        g_own_put_off.rchar += (uint64_t)n;
    } else if (iol_g.hdr) {
        __atomic_fetch_add(&iol_g.hdr->own_syscr, 1, __ATOMIC_RELAXED);
        __atomic_fetch_add(&iol_g.hdr->own_rchar, (uint64_t)n, __ATOMIC_RELAXED);
    }
}

long iol_sys_pread(int fd, void* buf, size_t n, off_t off)
{
    const long r = syscall(SYS_pread64, fd, buf, n, off);
    add_own_read(r);
    return r;
}

static long read_file(const char* path, char* buf, size_t cap, int one_read)
{
    const long fd = iol_sys_open(path, O_RDONLY | O_CLOEXEC, 0);
    if (fd < 0)
        return -1;
    size_t used = 0;
    while (used + 1 < cap) {
        const long r = syscall(SYS_read, (int)fd, buf + used, cap - 1 - used);
        add_own_read(r);
        if (r <= 0)
            break;
        used += (size_t)r;
        if (one_read && used + 1 < cap)
            break; /* a short read of a seq_file is all of it: no read for the end */
    }
    iol_sys_close((int)fd);
    buf[used] = '\0';
    return (long)used;
}

long iol_sys_read_file(const char* path, char* buf, size_t cap)
{
    return read_file(path, buf, cap, 0);
}

/* A small /proc or /sys file that the kernel makes whole at the first read (a seq_file): one read
 * when it is shorter than the buffer. */
static long read_seq_file(const char* path, char* buf, size_t cap)
{
    return read_file(path, buf, cap, 1);
}

/* The page faults so far (iolt.h, struct iolt_faults): the process's minflt and majflt, all its
 * threads, live and ended, as /proc/self/stat gives them, from one getrusage instead of an open,
 * two reads and a close (about 10 µs a snapshot here, two snapshots a process). */
static void read_faults(struct iolt_faults* out)
{
    struct rusage ru;
    out->valid = syscall(SYS_getrusage, RUSAGE_SELF, &ru) == 0;
    out->minor = out->valid ? (uint64_t)ru.ru_minflt : 0;
    out->major = out->valid ? (uint64_t)ru.ru_majflt : 0;
}

/* The reads of the last end snapshot: not in it, but in a later one (iol_exit_flush_seen). */
static struct {
    uint64_t syscr, rchar;
} g_end_snapshot_reads;

void iol_read_kernel_io(struct iolt_kernel_io* out)
{
    char text[1024];
    /* The kernel fills /proc/self/io during the first read and counts that read (and the one that
     * sees EOF) only afterwards: the reads of the end snapshot are not in the snapshot, so they are
     * not the library's to subtract (those of the start snapshot are, and stay counted). */
    const int at_end = iol_g.hdr && out == &iol_g.hdr->kernel_end;
    /* The page faults with the kernel's counts: at the end before them, at the start after them
     * (they take no read of their own: getrusage). */
    if (at_end) {
        read_faults(&iol_g.hdr->faults_end);
        /* A second end snapshot (stdio's flush at exit) has the first one's reads in it. */
        __atomic_fetch_add(&iol_g.hdr->own_syscr, g_end_snapshot_reads.syscr, __ATOMIC_RELAXED);
        __atomic_fetch_add(&iol_g.hdr->own_rchar, g_end_snapshot_reads.rchar, __ATOMIC_RELAXED);
    }
    const uint64_t own_syscr = at_end ? __atomic_load_n(&iol_g.hdr->own_syscr, __ATOMIC_RELAXED) : 0;
    const uint64_t own_rchar = at_end ? __atomic_load_n(&iol_g.hdr->own_rchar, __ATOMIC_RELAXED) : 0;
    const long got = read_seq_file("/proc/self/io", text, sizeof text);
    if (at_end) {
        g_end_snapshot_reads.syscr = __atomic_load_n(&iol_g.hdr->own_syscr, __ATOMIC_RELAXED) - own_syscr;
        g_end_snapshot_reads.rchar = __atomic_load_n(&iol_g.hdr->own_rchar, __ATOMIC_RELAXED) - own_rchar;
        __atomic_store_n(&iol_g.hdr->own_syscr, own_syscr, __ATOMIC_RELAXED);
        __atomic_store_n(&iol_g.hdr->own_rchar, own_rchar, __ATOMIC_RELAXED);
    }
    if (got <= 0) {
        out->valid = 0;
        return;
    }
    iolt_parse_kernel_io(text, out);
    if (iol_g.hdr && out == &iol_g.hdr->kernel_start)
        read_faults(&iol_g.hdr->faults_start);
}

/* "/proc/<pid>/<name>" read whole into text (a seq_file: one read). */
static long read_proc_of(int pid, const char* name, char* text, size_t cap)
{
    char path[64];
    struct iol_text t = iol_text_begin(path, sizeof path);
    iol_text_str(&t, "/proc/");
    iol_text_long(&t, pid);
    iol_text_str(&t, "/");
    iol_text_str(&t, name);
    return t.len < sizeof path ? read_seq_file(path, text, cap) : -1;
}

void iol_read_zombie_counts(
    int pid, struct iolt_kernel_io* io, struct iolt_faults* faults, struct iol_zombie_name* name)
{
    char text[1024];
    memset(io, 0, sizeof *io);
    memset(faults, 0, sizeof *faults);
    if (read_proc_of(pid, "io", text, sizeof text) > 0)
        iolt_parse_kernel_io(text, io);
    if (read_proc_of(pid, "stat", text, sizeof text) <= 0)
        return;
    faults->valid = (uint32_t)iolt_parse_stat_faults(text, &faults->minor, &faults->major);
    if (name && !iolt_parse_stat_comm(text, name->comm, sizeof name->comm))
        name->comm[0] = '\0';
}

/* A fork child's counts at its start, without reading them: the kernel begins a new process's at
 * zero (copy_process zeroes the task's, and the thread group's are new), so a read would only find
 * zeros, at 10 to 35 µs a child. The child's own calls before its record was made, if any, are
 * then its unseen I/O rather than part of a start snapshot. */
static void kernel_io_at_birth(struct iolt_header* h)
{
    memset(&h->kernel_start, 0, sizeof h->kernel_start);
    h->kernel_start.valid = 1;
    read_faults(&h->faults_start);
}

/* Creates <dir>/p<pid>.<gen>.iolt with the first free generation and maps it. */
static int create_file(int pid)
{
    char* path = iol_space_path_buffer(); /* .bss, populated at load (warmup.c): not 4 KiB of stack */
    /* With the files' and the strings' first pages, three pages to reserve at start (layout.h). */
    struct iol_layout layout;
    iol_layout_of(&layout, iol_g.max_events);
    const uint64_t size = layout.size, block = layout.block;

    long fd = -1;
    uint32_t gen = 0;
    for (; gen < 100000; ++gen) {
        iol_text_trace_file(path, IOL_SPACE_PATH_CAP, iol_g.dir, pid, gen, ".iolt");
        fd = iol_sys_open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
        if (fd >= 0 || errno != EEXIST)
            break;
    }
    if (fd < 0) {
        path[0] = '\0';
        return -1;
    }
    void* base = MAP_FAILED;
    if (syscall(SYS_ftruncate, (int)fd, (off_t)size) == 0)
        base = iol_grow_map((int)fd, size, block);
    iol_sys_close((int)fd);
    if (base == MAP_FAILED) {
        syscall(SYS_unlinkat, -100, path, 0);
        path[0] = '\0';
        return -1;
    }

    /* Nothing is written before its pages are reserved (space.h): the header and the zone table
     * whole, the other tables' first chunk. */
    iol_g.base = base;
    iol_g.size = size;
    struct iol_space header_space = { 0, IOLT_HEADER_SIZE, 0 };
    iol_grow_reset();
    /* The header's page reserved holds the zone table whole and the sites up to the page's end. */
    const uint64_t zones_size = (uint64_t)IOLT_MAX_ZONES * sizeof(struct iolt_zone);
    iol_space_zones = (struct iol_space) { layout.zones_off, zones_size, zones_size };
    iol_space_sites = (struct iol_space) { layout.sites_off, (uint64_t)IOLT_FIRST_SITES * sizeof(struct iolt_site),
        IOLT_HEADER_SIZE - layout.sites_off };
    iol_space_files = (struct iol_space) { layout.files_off, (uint64_t)IOLT_FIRST_FILES * sizeof(struct iolt_file), 0 };
    iol_space_strings = (struct iol_space) { layout.strings_off, IOLT_FIRST_STRINGS, 0 };
    if (!iol_space_ensure(&header_space, IOLT_HEADER_SIZE)
        || !iol_space_ensure(&iol_space_files, sizeof(struct iolt_file)) || !iol_space_ensure(&iol_space_strings, 1)) {
        syscall(SYS_munmap, base, iol_grow_reserved());
        syscall(SYS_unlinkat, -100, path, 0);
        return -1;
    }
    iol_g.hdr = base;
    iol_g.files = (struct iolt_file*)((unsigned char*)base + layout.files_off);
    iol_g.sites = (struct iolt_site*)((unsigned char*)base + layout.sites_off);
    iol_g.zones = (struct iolt_zone*)((unsigned char*)base + layout.zones_off);
    iol_g.strings = (char*)base + layout.strings_off;
    iol_g.threads = (unsigned char*)base + layout.threads_off;
    iol_g.block_size = block;
    iol_g.slots_off = layout.slots_off;
    iol_g.totals_off = layout.totals_off;
    iol_g.events_off = layout.events_off;

    struct iolt_header* h = iol_g.hdr;
    iol_layout_header(h, &layout, iol_g.max_events);
    h->pid = pid;
    h->ppid = (int32_t)syscall(SYS_getppid);
    h->generation = gen;
    h->sample_period = IOL_SAMPLE_PERIOD;
    h->call_sample_period = IOL_CALL_SAMPLE_PERIOD;
    return 0;
}

/* The arguments glibc gives the constructor (argc, argv as the kernel laid them out): NULL until
 * it runs, and left NULL where tracing starts later (attach), when the program may have rewritten
 * them since (/proc/self/cmdline then says what it shows now). */
static int g_argc;
static char** g_argv;

/* argv_text's answer when argv is no longer contiguous and buf is NULL: call again with one. */
#define ARGV_MOVED (-2L)

/* argv as /proc/self/cmdline gives it at start (its strings one after the other, each with its
 * NUL), into the string table without a read of /proc: the kernel's copy is contiguous, so it is
 * added in place when it still is, else copied into buf (cap bytes). n excludes the last NUL (the
 * string table's own); -1 without the constructor's argv. */
static long argv_text(const char** text, char* buf, size_t cap)
{
    if (!g_argv || g_argc <= 0 || !g_argv[0])
        return -1;
    const char* start = g_argv[0];
    size_t n = 0;
    int contiguous = 1;
    for (int i = 0; i < g_argc && g_argv[i]; ++i) {
        const size_t len = strlen(g_argv[i]) + 1;
        contiguous = contiguous && g_argv[i] == start + n;
        n += len;
    }
    if (n > cap - 1) /* as the read of /proc/self/cmdline into buf, cut at its size */
        contiguous = 0;
    if (contiguous) {
        *text = start;
        return (long)n;
    }
    if (!buf)
        return ARGV_MOVED;
    size_t used = 0;
    for (int i = 0; i < g_argc && g_argv[i] && used + 1 < cap; ++i) {
        size_t len = strlen(g_argv[i]) + 1;
        if (len > cap - 1 - used)
            len = cap - 1 - used;
        memcpy(buf + used, g_argv[i], len);
        used += len;
    }
    *text = buf;
    return (long)used;
}

static void fill_identity(void)
{
    struct iolt_header* h = iol_g.hdr;
    /* Mapped only for an argv the program moved, or one read from /proc (attach). */
    enum { ARGV_CAP = 65536 };
    char* buf = MAP_FAILED;
    const char* text = NULL;
    long n = argv_text(&text, NULL, ARGV_CAP);
    if (n < 0 && (buf = iol_map_scratch(ARGV_CAP)) != MAP_FAILED) {
        text = buf;
        if (n == ARGV_MOVED)
            n = argv_text(&text, buf, ARGV_CAP);
        else
            n = iol_sys_read_file("/proc/self/cmdline", buf, ARGV_CAP);
    }
    iol_lock();
    if (n > 0) {
        if (text[n - 1] == '\0')
            --n; /* the last NUL is the string table's own */
        h->argv_string = iol_strings_add(text, (size_t)n);
        h->argv_bytes = h->argv_string ? (uint32_t)n : 0;
    }
    /* On the stack, whose pages the dynamic loader touched already: buf is written only for an argv
     * the program moved (its first page would cost a fault). */
    char exe[IOL_PATH_MAX];
    n = syscall(SYS_readlinkat, -100, "/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0)
        h->exe_string = iol_strings_add(exe, (size_t)n);
    const char* cwd = iol_cwd();
    h->cwd_string = iol_strings_add(cwd, strlen(cwd));
    iol_unlock();
    if (buf != MAP_FAILED)
        syscall(SYS_munmap, buf, (size_t)ARGV_CAP);
}

/* Index 0 of the files, sites and zones tables: "(no file)", the unknown site, outside zones. */
static void fill_zero_entries(void)
{
    iol_g.files[0].kind = IOLT_KIND_NONE;
    iol_g.files[0].used = 1;
    iol_g.sites[0].used = 1;
    iol_g.zones[0].used = 1;
    iol_g.hdr->files_used = iol_g.hdr->sites_used = iol_g.hdr->zones_used = 1;
}

static uint64_t ns_of(const struct timespec* ts)
{
    return (uint64_t)ts->tv_sec * 1000000000ull + (uint64_t)ts->tv_nsec;
}

static uint64_t monotonic(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ns_of(&ts);
}

/* A clock read through the system call, not the vDSO: for the reads every image makes once (its
 * start, a fork child's start, its end). The vDSO's first read faults in three pages (libc's
 * clock_gettime, the vDSO's code, the clock's data page): about 30 µs on this machine's VM, in every
 * traced process, most of which (a build's `true`, `echo`, a compiler driver) make no timed call
 * that would read it anyway. The system call costs about a microsecond, and reads the same clock. */
static uint64_t clock_by_syscall(clockid_t id)
{
    struct timespec ts;
    if (syscall(SYS_clock_gettime, id, &ts) != 0)
        clock_gettime(id, &ts);
    return ns_of(&ts);
}

/* CLOCK_MONOTONIC for a read made once (an image's end, a fork child's start): the TSC when it is
 * the calls' clock (no vDSO page to touch, and no call's time can then lie outside the image),
 * else the system call. */
static uint64_t clock_once(void)
{
    return iol_g.tsc_ready ? iol_clock() : clock_by_syscall(CLOCK_MONOTONIC);
}

#define IOL_TSC_CALIBRATE_NS 20000000ull /* 20 ms: a 2-ppm slope from clock reads good to ~40 ns */

/* The TSC stands in for CLOCK_MONOTONIC only when the kernel itself uses it as its clocksource
 * (so it is invariant and synchronised across CPUs), and only once its rate is known: the first
 * 20 ms of a process read clock_gettime, then the slope over those 20 ms converts ticks to ns. */
uint64_t iol_clock_slow(void)
{
    const uint64_t ns = monotonic();
#if defined(__x86_64__)
    if (iol_g.tsc_usable && ns - iol_g.tsc_ns0 >= IOL_TSC_CALIBRATE_NS
        && __atomic_exchange_n(&iol_g.tsc_usable, 0, __ATOMIC_ACQ_REL)) {
        const uint64_t a = __rdtsc();
        const uint64_t t = monotonic();
        const uint64_t b = __rdtsc();
        const uint64_t ticks = a + (b - a) / 2 - iol_g.tsc0;
        if (ticks > 0 && t > iol_g.tsc_ns0) {
            iol_g.tsc_mult = (uint64_t)(((iol_u128)(t - iol_g.tsc_ns0) << 32) / ticks);
            __atomic_store_n(&iol_g.tsc_ready, 1, __ATOMIC_RELEASE);
        }
    }
#endif
    return ns;
}

/* The clocksource the launcher passed (IOLT_ENV_CLOCK), else empty: sysfs is read. */
static char g_clocksource[64];

static void tsc_start(void)
{
#if defined(__x86_64__)
    char source[64];
    iol_g.tsc_ready = 0;
    iol_g.tsc_usable = 0;
    if (g_clocksource[0])
        memcpy(source, g_clocksource, sizeof source);
    else if (read_seq_file(IOLT_CLOCKSOURCE_PATH, source, sizeof source) <= 0)
        source[0] = '\0';
    if (strncmp(source, "tsc", 3) == 0) {
        iol_g.tsc0 = __rdtsc();
        iol_g.tsc_ns0 = monotonic();
        iol_g.tsc_usable = 1;
    }
#endif
}

static uint64_t realtime_now(void)
{
    return clock_by_syscall(CLOCK_REALTIME);
}

static void start_clock(void)
{
    const uint64_t realtime = realtime_now();
    iol_g.start_ns = clock_by_syscall(CLOCK_MONOTONIC);
    iol_g.hdr->start_realtime_ns = realtime;
    iol_g.hdr->start_ns = iol_g.start_ns;
}

/* Into dst (IOL_PATH_MAX bytes, still zero: init_once runs once per image), if set and short
 * enough. An unset name leaves dst's page untouched, which spares the process a page fault. */
static void copy_env(char* dst, const char* name)
{
    const char* v = getenv(name);
    if (v && *v && strlen(v) < IOL_PATH_MAX)
        strcpy(dst, v);
}

/* Our own ELF header, where the linker put it: the start of our first segment, i.e. our load base
 * (dladdr's dli_fbase), known without dladdr's search of every loaded object (two dladdr calls cost
 * each traced process about 10 µs here). */
extern const ElfW(Ehdr) __ehdr_start __attribute__((visibility("hidden")));

void iol_own_range(uintptr_t* lo, uintptr_t* hi)
{
    const uintptr_t base = (uintptr_t)&__ehdr_start;
    const ElfW(Phdr)* ph = (const ElfW(Phdr)*)(base + __ehdr_start.e_phoff);
    *lo = *hi = 0;
    for (unsigned i = 0; i < __ehdr_start.e_phnum; ++i) {
        if (ph[i].p_type != PT_LOAD)
            continue;
        const uintptr_t from = base + ph[i].p_vaddr, to = from + ph[i].p_memsz;
        if (!*lo || from < *lo)
            *lo = from;
        if (to > *hi)
            *hi = to;
    }
}

static int own_address(const void* p)
{
    uintptr_t lo, hi;
    iol_own_range(&lo, &hi);
    return (uintptr_t)p >= lo && (uintptr_t)p < hi;
}

/* Loaded twice (LD_PRELOAD naming two copies, or a copy dlopen'ed later): only the copy whose
 * wrappers the program's calls reach writes a trace; the other stays silent. */
static int interposing(void)
{
    const void* write_fn = dlsym(RTLD_DEFAULT, "write");
    return write_fn && own_address(write_fn);
}

static void start_image(void);
static void fork_child(int parent_locked);

/* iol_g.alive (iol.h): a private page the kernel wipes in a child that does not share our memory.
 * The page is one of our own zero-filled data pages (anonymous, so MADV_WIPEONFORK applies), which
 * spares each traced process an mmap. Without MADV_WIPEONFORK (Linux before 4.14) it is a constant
 * 1: such children go unnoticed. */
static const int g_always_alive = 1;
static volatile int g_alive_page[4096 / sizeof(int)] __attribute__((aligned(4096)));
static void mark_alive(void)
{
    static int wiped_on_fork = -1;
    if (wiped_on_fork < 0)
        wiped_on_fork = syscall(SYS_madvise, (void*)g_alive_page, sizeof g_alive_page, MADV_WIPEONFORK) == 0;
    if (wiped_on_fork)
        g_alive_page[0] = 1;
    iol_g.alive = wiped_on_fork ? &g_alive_page[0] : &g_always_alive;
}

static void init_once(void)
{
    copy_env(iol_g.dir, IOLT_ENV_DIR);
    if (!iol_g.dir[0])
        return; /* not under iolens: every wrapper passes through */
    if (!interposing())
        return;
    copy_env(iol_g.zones_path, IOLT_ENV_ZONES);
    copy_env(iol_g.lib_path, IOLT_ENV_LIB);
    iol_g.own_base = &__ehdr_start;
    Dl_info info;
    if (!iol_g.lib_path[0] && dladdr(&iol_g, &info) && info.dli_fname && strlen(info.dli_fname) < IOL_PATH_MAX)
        strcpy(iol_g.lib_path, info.dli_fname);
    iol_g.max_events = IOLT_DEFAULT_MAX_EVENTS;
    const char* ev = getenv(IOLT_ENV_EVENTS);
    const char* clock = getenv(IOLT_ENV_CLOCK);
    if (clock && strlen(clock) < sizeof g_clocksource)
        strcpy(g_clocksource, clock);
    iol_stacks_read_env(); /* stacks.h */
    iol_env_hide(); /* environment.h: the program sees its environment as untraced (ev stays valid) */
    if (ev && *ev) {
        char* end = NULL;
        const unsigned long long n = strtoull(ev, &end, 10);
        if (end && *end == '\0' && n <= IOLT_MAX_EVENTS)
            iol_g.max_events = n;
    }
    start_image();
}

/* The image's trace file and clock, once iol_g.dir and max_events are set; iol_g.on if it worked. */
static void start_image(void)
{
    iol_g.pid = (int)syscall(SYS_getpid);
    if (iol_g.zones_path[0] && iol_g.zones_path[0] != '/') { /* compared with absolute paths at open */
        char abs[IOL_PATH_MAX];
        iol_abspath(-100, iol_g.zones_path, abs, sizeof abs);
        memcpy(iol_g.zones_path, abs, sizeof abs);
    }
    if (create_file(iol_g.pid) != 0)
        return;
    mark_alive();
    iol_read_kernel_io(&iol_g.hdr->kernel_start);
    start_clock();
    tsc_start();
    fill_zero_entries();
    fill_identity();
    __atomic_store_n(&iol_g.on, 1, __ATOMIC_RELEASE);
    iol_missing_publish();
}

/* After the constructor's iol_init found no IOLENS_TRACE_DIR (a program that links the recorder):
 * single-threaded, before any traced call. */
int iol_recorder_start(const char* dir, uint64_t max_events)
{
    iol_init();
    if (iol_g.on || strlen(dir) >= IOL_PATH_MAX)
        return -1;
    strcpy(iol_g.dir, dir);
    iol_g.max_events = max_events;
    start_image();
    iol_atfork_register(); /* at once, where the preload waits for daemon(3) (wrap_process.c) */
    return iol_g.on ? 0 : -1;
}

/* Attached to a running process (attach.c): tracing starts now, into `dir`. Nothing comes from the
 * environment (iolens did not start this process) and the interposition check is skipped (the
 * program's calls reach the wrappers through its rewritten GOT slots, not through symbol lookup). */
int iol_start_attached(const char* dir)
{
    if (__atomic_load_n(&iol_g.on, __ATOMIC_ACQUIRE) || strlen(dir) >= IOL_PATH_MAX)
        return -1;
    struct iol_tls* t = &iol_tls;
    const int was = t->guard;
    t->guard = 1;
    strcpy(iol_g.dir, dir);
    iol_g.own_base = &__ehdr_start;
    Dl_info info;
    if (dladdr(&iol_g, &info) && info.dli_fname && strlen(info.dli_fname) < IOL_PATH_MAX)
        strcpy(iol_g.lib_path, info.dli_fname);
    iol_g.max_events = IOLT_DEFAULT_MAX_EVENTS;
    __atomic_store_n(&iol_g.init_state, 2, __ATOMIC_RELEASE); /* the constructor found no trace to make */
    start_image();
    iol_atfork_register(); /* at once: code whose GOT the attach left may call daemon(3) */
    if (iol_g.on)
        __atomic_fetch_or(&iol_g.hdr->flags, (uint32_t)IOLT_FLAG_ATTACHED, __ATOMIC_RELAXED);
    t->guard = was;
    return iol_g.on ? 0 : -1;
}

/* Our .bss populated (warmup.h) when iolens started this process to trace it, by whichever
 * comes first: our constructor, or a wrapped call from an earlier library's constructor (libselinux
 * reads /proc/filesystems with fopen in its own). The flag is in .data, whose page the loader
 * has written already: a flag in .bss would cost the fault it saves. */
static int g_cold = 1;
static void warm_once(void)
{
    if (!__atomic_exchange_n(&g_cold, 0, __ATOMIC_RELAXED))
        return;
    const char* dir = getenv(IOLT_ENV_DIR);
    if (dir && *dir)
        iol_warm_own_pages();
}

void iol_init(void)
{
    int expected = 0;
    if (!__atomic_compare_exchange_n(&iol_g.init_state, &expected, 1, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
        return; /* done, or in progress (this thread or another: its calls pass through meanwhile) */
    warm_once();
    struct iol_tls* t = &iol_tls;
    const int saved = errno;
    const int was = t->guard;
    t->guard = 1;
    init_once();
    t->guard = was;
    errno = saved;
    __atomic_store_n(&iol_g.init_state, 2, __ATOMIC_RELEASE);
}

int iol_activate(struct iol_tls* t)
{
    if (__atomic_load_n(&iol_g.init_state, __ATOMIC_ACQUIRE) == 0)
        iol_init();
    if (iol_fork_put_off() && !t->guard && !t->vforked)
        iol_fork_settle(); /* the first call of a fork child that needs its own record */
    if (!iol_g.on || t->guard)
        return 0;
    if (t->th)
        return 1;
    if (t->no_space)
        return 0;
    const int saved = errno;
    t->guard = 1;
    iol_thread_attach(t);
    t->guard = 0;
    errno = saved;
    return t->th != NULL;
}

void iol_finish(void)
{
    if (iol_fork_put_off() && !iol_tls.vforked)
        iol_fork_settle(); /* a fork child that ends before any call still has its record */
    if (iol_g.on && !iol_tls.vforked && iol_forked_unseen())
        iol_fork_unseen(); /* a raw clone's child: its own record, finished below, not its parent's */
    if (!iol_g.on || iol_tls.vforked || __atomic_exchange_n(&iol_g.finished, 1, __ATOMIC_ACQ_REL))
        return;
    struct iolt_header* h = iol_g.hdr;
    const int saved = errno;
    if (iol_maps_live && !iol_tls.th)
        iol_active(&iol_tls); /* the mappings still there are recorded into this thread's block */
    iol_maps_finish(&iol_tls);
    if (iol_tls.th)
        iol_fast_flush_all(&iol_tls);
    iol_read_kernel_io(&h->kernel_end);
    h->exit_status = iol_g.exit_known ? iol_g.exit_status : -1;
    __atomic_store_n(&h->end_ns, clock_once() - iol_g.start_ns, __ATOMIC_RELEASE);
    __atomic_store_n(&h->state, (int32_t)IOLT_STATE_EXITED, __ATOMIC_RELEASE);
    errno = saved;
}

void iol_exit_flush_seen(void)
{
    struct iolt_header* h = iol_g.hdr;
    if (!h || !iol_g.finished || iol_tls.vforked || h->pid != (int32_t)syscall(SYS_getpid))
        return;
    const int saved = errno;
    iol_read_kernel_io(&h->kernel_end);
    __atomic_store_n(&h->end_ns, clock_once() - iol_g.start_ns, __ATOMIC_RELEASE);
    errno = saved;
}

void iol_reset_tls(struct iol_tls* t)
{
    const int guard = t->guard;
    memset(t, 0, sizeof *t);
    t->guard = guard;
}

/* In the child of fork: a file of its own, with the parent's tables so that the fd → file indices
 * it inherited stay valid, and fresh thread blocks. The parent's mapping is dropped (the pages stay
 * the parent's; the child must never write into them).
 *
 * The file is put off until the child first needs it (iol_fork_settle): a shell's child that only
 * execs another traced program (`sh -c 'for …; do cmd; done'`, a configure script) has nothing of
 * its own to record, and its file (made, filled with the parent's tables, read by iolens, about a
 * third of what tracing a short process costs) is never made: the program it runs records itself,
 * under the same pid, as generation 0. Until then the child traces nothing (iol_g.on is 0) and
 * keeps the parent's mapping, only to read it. */
void iol_fork_child(void)
{
    fork_child(0);
}

/* The parent's lock, for a fork child's copy of its tables, within IOL_FORK_LOCK_WAIT_NS. The child
 * says it is waiting (settle_waiters in the parent's header, which it still maps): a parent forking
 * in a tight loop holds the lock through each fork and lets go of it for only a few microseconds
 * between them, so a child that slept between its tries could wait out the bound and go untraced
 * (1 child in 200, 3 such programs traced at once on this machine). */
static int lock_parent_for_copy(struct iolt_header* parent)
{
    __atomic_fetch_add(&parent->settle_waiters, 1, __ATOMIC_RELAXED);
    const int locked = iol_spin_trylock(&parent->lock, IOL_FORK_LOCK_WAIT_NS);
    uint32_t n = __atomic_load_n(&parent->settle_waiters, __ATOMIC_RELAXED);
    /* Not below zero: the parent clears the count when a waiter seems gone (iol_fork_make_way). */
    while (n
        && !__atomic_compare_exchange_n(&parent->settle_waiters, &n, n - 1, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) { }
    return locked;
}

/* How long the fork wrapper waits for the children waiting for its lock: longer than a waiting
 * child's longest nap (lock.h, 5 ms), short enough that a waiter killed while it waited (its count
 * never taken back) costs the next fork little. */
enum { IOL_MAKE_WAY_NAP_NS = 50000, IOL_MAKE_WAY_NAPS = 200 };

void iol_fork_make_way(void)
{
    struct iolt_header* h = iol_g.hdr;
    if (IOL_LIKELY(!__atomic_load_n(&h->settle_waiters, __ATOMIC_RELAXED)))
        return;
    const struct timespec nap = { 0, IOL_MAKE_WAY_NAP_NS };
    for (unsigned i = 0; i < IOL_MAKE_WAY_NAPS && __atomic_load_n(&h->settle_waiters, __ATOMIC_RELAXED); ++i)
        syscall(SYS_nanosleep, &nap, NULL);
    __atomic_store_n(&h->settle_waiters, 0, __ATOMIC_RELAXED); /* a waiter still counted is gone, or late */
}

/* A child the fork wrapper and the atfork handlers never saw notices it is one (iol.h): the same
 * as after fork, with the parent's lock taken for the copy of its tables, which the parent (and
 * its other threads) may be appending to meanwhile. */
void iol_fork_unseen(void)
{
    struct iol_tls* t = &iol_tls;
    const int saved = errno;
    const int was = t->guard;
    t->guard = 1;
    /* The parent's lock may be held by the very call this child was forked from (a fork in a
     * signal handler that interrupted the library; the parent then waits for the child): after a
     * bounded wait the child goes untraced, counted in its parent's record, rather than hang. */
    if (lock_parent_for_copy(iol_g.hdr)) {
        fork_child(1);
    } else {
        iol_g.on = 0;
        __atomic_fetch_add(&iol_g.hdr->untraced_children, 1, __ATOMIC_RELAXED);
    }
    t->guard = was;
    errno = saved;
}

/* What a put-off fork child's record is made from: the parent's mapping, its header as of the
 * fork (the tables are copied up to its counts then) and the fork's time, the child's start. */
static struct {
    unsigned char* parent_base;
    uint64_t parent_size;
    struct iolt_header parent;
    uint64_t start_ns, start_realtime_ns;
} g_fork;

/* The child's record from g_fork: its own file with the parent's tables copied, the parent's
 * mapping dropped. parent_locked: the caller holds the parent's lock, released here first. */
static void fork_record(int parent_locked)
{
    unsigned char* parent_base = g_fork.parent_base;
    const struct iolt_header* parent = &g_fork.parent;
    if (parent_locked) {
        /* Taking the lock waited for an append in progress to finish: the entries below the counts
         * of g_fork are complete and never move. The segments' offsets are read now, under the
         * lock (set once, before a count names them), in case the header was copied while one was
         * being set. The copy itself runs without the lock: holding it through a file's creation
         * serialised a hundred children forked at once, and on a loaded machine some of them gave
         * up waiting and went untraced. */
        memcpy(
            g_fork.parent.segments, ((const struct iolt_header*)parent_base)->segments, sizeof g_fork.parent.segments);
        iol_spin_unlock(&((struct iolt_header*)parent_base)->lock);
    }
    /* No file of its own (a trace directory that refuses the uid the program changed to, or a full
     * file system), or no room for the parent's tables in it: the child is counted in the parent's
     * file, so that the report names what it cannot show. */
    const int made = create_file(iol_g.pid) == 0;
    if (!made || !iol_tables_copy(parent_base, parent)) {
        iol_g.on = 0;
        __atomic_fetch_add(&((struct iolt_header*)parent_base)->untraced_children, 1, __ATOMIC_RELAXED);
        if (made) { /* a file begun but not filled: not left for the reader */
            char path[IOL_PATH_MAX + 64];
            iol_text_trace_file(path, sizeof path, iol_g.dir, iol_g.pid, iol_g.hdr->generation, ".iolt");
            syscall(SYS_unlinkat, -100, path, 0);
            syscall(SYS_munmap, iol_g.base, iol_grow_reserved());
        }
        syscall(SYS_munmap, parent_base, g_fork.parent_size);
        return;
    }
    struct iolt_header* h = iol_g.hdr;
    h->ppid = parent->pid; /* not getppid(): daemon(3)'s parent may have exited already */
    h->argv_string = parent->argv_string;
    h->argv_bytes = parent->argv_bytes;
    h->exe_string = parent->exe_string;
    h->cwd_string = iol_strings_add(iol_cwd(), strlen(iol_cwd()));
    kernel_io_at_birth(h);
    h->own_syscr = g_own_put_off.syscr;
    h->own_rchar = g_own_put_off.rchar;
    g_own_put_off.syscr = g_own_put_off.rchar = 0;
    iol_g.start_ns = g_fork.start_ns;
    h->start_ns = g_fork.start_ns;
    h->start_realtime_ns = g_fork.start_realtime_ns;
    syscall(SYS_munmap, parent_base, g_fork.parent_size);
    __atomic_store_n(&iol_g.on, 1, __ATOMIC_RELEASE);
    iol_missing_publish();
}

static void fork_child(int parent_locked)
{
    g_fork.parent_base = iol_g.base;
    g_fork.parent_size = iol_grow_reserved(); /* the parent's file and the room it had to grow */
    g_fork.parent = *iol_g.hdr;
    g_fork.start_ns = clock_once();
    g_fork.start_realtime_ns = realtime_now();
    mark_alive();
    iol_reset_tls(&iol_tls);
    iol_maps_fork_child();
    iol_g.finished = 0;
    iol_g.exit_known = 0;
    iol_g.pid = (int)syscall(SYS_getpid);
    iol_g.fork_image = 1;
    g_own_put_off.syscr = g_own_put_off.rchar = 0; /* a put-off parent's, copied by the fork */
    g_end_snapshot_reads.syscr = g_end_snapshot_reads.rchar = 0; /* the parent's (a failed exec's) */
    if (parent_locked) { /* a child noticed at a call (iol_fork_unseen): it needs its file now */
        fork_record(1);
        return;
    }
    __atomic_store_n(&iol_g.on, 0, __ATOMIC_RELEASE);
    __atomic_store_n(&iol_g.fork_pending, 1, __ATOMIC_RELEASE);
}

int iol_fork_parent_is_ppid(void)
{
    return (int)syscall(SYS_getppid) == g_fork.parent.pid;
}

/* The put-off record made (iol_fork_child), under the parent's lock: its tables may be growing
 * meanwhile. One thread makes it; a call on another thread meanwhile passes through untraced. */
void iol_fork_settle(void)
{
    int expected = 1;
    if (!__atomic_compare_exchange_n(&iol_g.fork_pending, &expected, 2, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
        return;
    struct iol_tls* t = &iol_tls;
    const int saved = errno;
    const int was = t->guard;
    t->guard = 1;
    struct iolt_header* parent = (struct iolt_header*)g_fork.parent_base;
    if (lock_parent_for_copy(parent)) {
        fork_record(1);
    } else { /* as iol_fork_unseen: untraced, counted in the parent's record, rather than hang */
        __atomic_fetch_add(&parent->untraced_children, 1, __ATOMIC_RELAXED);
        syscall(SYS_munmap, g_fork.parent_base, g_fork.parent_size);
    }
    __atomic_store_n(&iol_g.fork_pending, 0, __ATOMIC_RELEASE);
    t->guard = was;
    errno = saved;
}

__attribute__((constructor)) static void iol_constructor(int argc, char** argv)
{
    /* glibc calls a library's constructors with the program's argc, argv and envp. Only when this
     * constructor starts the trace: an earlier one (a wrapped call from another library's
     * constructor) has read /proc/self/cmdline already. */
    warm_once();
    iol_backtrace_memo_setup(argv); /* unwind.h: argv sits at the top of the main stack */
    if (__atomic_load_n(&iol_g.init_state, __ATOMIC_ACQUIRE) == 0) {
        g_argc = argc;
        g_argv = argv;
    }
    iol_init();
    g_argv = NULL;
}

__attribute__((destructor)) static void iol_destructor(void)
{
    iol_finish();
    iol_exit_flush_watch(); /* after it, stdio flushes the program's streams (exitflush.h) */
}
