// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The trace file format shared by libiolens-trace.so (C, in the traced program) and core/trace
 * (C++, in iolens). One file per process image: `<trace dir>/p<pid>.<generation>.iolt`, where the
 * generation counts the execs this pid has made under tracing (0 for the first image). A fork
 * child that records nothing before it execs a traced program has no image of its own: the
 * program it runs is its generation 0 (state.c, iol_fork_child).
 *
 * Why a memory-mapped file rather than a pipe or periodic writes: the preload writes its records
 * straight into a MAP_SHARED mapping of this file, so
 *   - a process killed by any signal, SIGKILL included, still leaves everything up to that moment
 *     (the pages belong to the file, not to the process);
 *   - iolens maps the same files read-only while the program runs and shows live counters;
 *   - the hot path is a few plain stores into the calling thread's own block: no lock, no syscall.
 *
 * The file is created with O_EXCL|O_CLOEXEC, mode 0600, sized with ftruncate to its first tables
 * (sparse: only touched pages use memory or disk) and its fd is closed right after mmap, so the
 * traced program never sees an extra descriptor; it grows at its end as the tables do (see
 * "Growth" below), reopened by name for the ftruncate.
 *
 * Layout (all offsets from the start of the file, all integers little-endian native, the file is
 * only ever read on the machine that wrote it):
 *
 *   [0, IOLT_HEADER_SIZE)            struct iolt_header (in its first IOLT_HEADER_ROOM bytes)
 *   files_offset                     struct iolt_file[IOLT_MAX_FILES]      (index 0 = "(no file)")
 *   sites_offset                     struct iolt_site[IOLT_MAX_SITES]      (index 0 = unknown site)
 *   zones_offset                     struct iolt_zone[IOLT_MAX_ZONES]      (index 0 = outside zones)
 *   strings_offset                   char[IOLT_STRINGS_SIZE]               (NUL-terminated strings)
 *   threads_offset                   thread blocks, thread_block_size each, max_threads of them
 *
 * The tables may come in any order, from IOLT_HEADER_ROOM on. The preload puts the zones and the
 * first sites in the header's page (zones, sites, files, strings, threads): the pages a process
 * writes at its start are then three, each reserved by one system call (space.h), where a new
 * page of its trace file costs about 5 µs here and the call about 5 µs more.
 *
 * (These are the first segments; in version 3 the files, sites, strings and thread blocks continue
 * in further segments, and a thread's slots in further tables: "Growth" below.)
 *
 * A thread block: struct iolt_thread, then struct iolt_slot[IOLT_MAX_SLOTS] (open-addressed hash
 * on iolt_slot.key), then struct iolt_zone_total[IOLT_MAX_ZONES], then struct iolt_event[max_events].
 *
 * Concurrency: the writer of a thread block is its own thread (plain stores; 64-bit aligned stores
 * are atomic on the platforms we run on, so a live reader sees each counter whole, though not all
 * counters of a slot from the same instant). Shared tables (files, sites, zones, strings, thread
 * allocation) are appended under a spin lock in the header; entries are published by storing the
 * `used` field last (release), and readers check it (acquire). A block with iolt_thread.shared set
 * is an overflow block shared by several threads with atomic adds, logging no events (written by
 * ptrace tracers of iolens before their tables grew; read still).
 *
 * Counters a process could not finish (it was killed) are still consistent as far as they go:
 * header.state stays IOLT_STATE_RUNNING and end_ns stays 0, which tells the loader the image ended
 * without exit (killed, or crashed); the parent iolens knows the signal for its direct child.
 */
#ifndef IOLENS_TRACE_FORMAT_IOLT_H
#define IOLENS_TRACE_FORMAT_IOLT_H

#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

#ifdef __cplusplus
extern "C" {
#endif

#define IOLT_MAGIC "IOLTRC01" /* 8 bytes, no NUL stored */
/* A field appended to the header (which has room to IOLT_HEADER_ROOM bytes) reads 0 in older files and keeps
 * the version; a change of any table's entry size bumps it, since a reader that does not know the
 * new size would read every entry past the first at the wrong place. The loader reads every
 * version from IOLT_VERSION_OLDEST on:
 *   1  the first;
 *   2  struct iolt_file gained stat_interval_hist (a version 1 entry is IOLT_FILE_V1_SIZE bytes);
 *   3  tables that grow: header.segments, header.strings_size, iolt_thread.slot_tables (see "Growth"
 *      below). A version 3 file without grown segments is laid out as a version 2 one;
 *   4  struct iolt_event gained offset1 (a version 3 event is IOLT_EVENT_V3_SIZE bytes);
 *   5  a further slot table may hold short slots, without the histogram (iolt_slot_table.slot_size). */
#define IOLT_VERSION 5u
#define IOLT_VERSION_OLDEST 1u

#define IOLT_HEADER_SIZE 4096u
/* The header's own room at the start of its page: tables may begin here. */
#define IOLT_HEADER_ROOM 1984u
#define IOLT_MAX_FILES 16384u
#define IOLT_MAX_SITES 8192u
#define IOLT_MAX_ZONES 256u
#define IOLT_STRINGS_SIZE (2u << 20) /* 2 MiB of paths, argv, module names, zone names */
#define IOLT_MAX_SLOTS 1024u /* per thread: distinct (file, call, site, zone) combinations */
#define IOLT_HIST_BUCKETS 32u
#define IOLT_STAT_BUCKETS 26u /* stat intervals: < 1 us, 1 us, 2-3 us, … 2^24 us (16.8 s) and up */
#define IOLT_DEFAULT_MAX_EVENTS 65536u /* per thread; IOLENS_TRACE_EVENTS overrides */
#define IOLT_MAX_EVENTS (1u << 24) /* the most IOLENS_TRACE_EVENTS may ask for; more is ignored */
#define IOLT_DEFAULT_MAX_THREADS 256u /* per process image, the last one the shared overflow */
#define IOLT_ZONE_DEPTH 16u
#define IOLT_COUNTED_SIGNALS 16u /* iolt_header.signal_deliveries: signals 1-15 by number */

/* Growth (version 3). The files, sites, strings and threads tables are chains of segments: segment
 * 0 lies where the header's *_offset says with max_files (max_sites, strings_size bytes,
 * max_threads blocks) entries, segment k >= 1 holds that many << k entries at
 * header.segments[table][k], appended to the file when the table first needs it (the file is
 * extended with ftruncate, so it grows with what was used). An offset is stored (release) only once
 * its pages are in the file and reserved, and before any entry in it is published; a reader that
 * mapped the file before an extension sees offsets past its mapping and leaves those segments out.
 * A string never straddles two segments (the writer skips to the next one). A thread's slot table
 * in its block is followed, once it is full, by a chain of larger tables of its own
 * (iolt_thread.slot_tables, struct iolt_slot_table), written by that thread alone. */
#define IOLT_SEGMENTS 24u
enum iolt_table {
    IOLT_TABLE_FILES = 0,
    IOLT_TABLE_SITES = 1,
    IOLT_TABLE_STRINGS = 2,
    IOLT_TABLE_THREADS = 3,
    IOLT_TABLES = 4
};
/* The preload's first segments: small, so that the trace of a short program stays small. */
#define IOLT_FIRST_FILES 1024u
#define IOLT_FIRST_SITES 1024u
#define IOLT_FIRST_STRINGS (256u << 10)
#define IOLT_FIRST_THREADS 1u

/* The segment of entry `index` of a table whose segment 0 holds `first` entries (segment k holds
 * first << k, so it starts at first * (2^k - 1)); *within gets the index inside it. */
static inline uint32_t iolt_segment_of(uint64_t index, uint64_t first, uint64_t* within)
{
    const uint64_t q = index / first + 1;
    const uint32_t k = 63u - (uint32_t)__builtin_clzll(q);
    *within = index - first * ((1ull << k) - 1);
    return k;
}

/* Environment the launcher (iolens-cli trace, the window) sets for the traced program. */
#define IOLT_ENV_DIR "IOLENS_TRACE_DIR" /* the private 0700 trace directory */
#define IOLT_ENV_EVENTS "IOLENS_TRACE_EVENTS" /* events kept per thread (default above) */
#define IOLT_ENV_ZONES "IOLENS_TRACE_ZONES" /* path the stopwatch APIs open and write zone lines to */
#define IOLT_ENV_LIB "IOLENS_TRACE_LIB" /* absolute path of libiolens-trace.so itself */
/* The kernel's clocksource as the launcher found it ("tsc": the library may time calls with the
 * TSC). Read once for the whole trace rather than from sysfs by every traced process (an open, a read
 * and a close: about 11 µs a process here); without it (attach, a linked recorder) each process reads sysfs. */
#define IOLT_ENV_CLOCK "IOLENS_TRACE_CLOCK"
#define IOLT_CLOCKSOURCE_PATH "/sys/devices/system/clocksource/clocksource0/current_clocksource"

/* The zone line protocol (iolens/stopwatch.h, StopwatchUtil.java): a program that finds
 * IOLENS_TRACE_ZONES set opens that path for appending and writes one line per event, in one
 * write() each:
 *     "+NAME\n"   a zone named NAME opens in the calling thread (NAME: 1-63 bytes, no newline)
 *     "-NAME\n"   the innermost open zone of that name closes
 * Under the preload such writes never reach the kernel: the wrapper recognises the zone path's fds,
 * records the event, and returns the byte count. Without the preload (the program dropped
 * LD_PRELOAD but kept the variable), the lines land in the file and the loader reads them as a
 * fallback, without per-thread attribution. */

/* Process image states (iolt_header.state). */
enum iolt_state {
    IOLT_STATE_RUNNING = 0, /* never finished: still running, or killed/crashed */
    IOLT_STATE_EXITED = 1, /* exit()/_exit()/return from main: exit_status valid */
    IOLT_STATE_EXECED = 2, /* replaced by exec: the next generation's file continues the pid */
};

/* What an fd refers to (iolt_file.kind). */
enum iolt_file_kind {
    IOLT_KIND_NONE = 0, /* index 0: calls that have no file (anonymous mmap, munmap) */
    IOLT_KIND_REGULAR = 1,
    IOLT_KIND_DIRECTORY = 2,
    IOLT_KIND_SOCKET = 3, /* path holds the peer: "127.0.0.1:8080", "[::1]:80", "unix:/run/x" */
    IOLT_KIND_PIPE = 4, /* path "pipe:[inode]" or the FIFO's path */
    IOLT_KIND_TTY = 5, /* path "/dev/pts/3" */
    IOLT_KIND_DEVICE = 6, /* other character or block devices: "/dev/null" */
    IOLT_KIND_OTHER = 7, /* anon inodes (eventfd, epoll …), unknown */
    IOLT_KIND_MISSING = 8 /* a path that was stat'ed, opened or unlinked but did not exist */
};

/* The kind of an open file from its st_mode and st_rdev, one rule for the preload and the ptrace
 * tracer: the pseudo-terminals (majors 136-143), the console ttys (4) and /dev/tty, /dev/console,
 * /dev/ptmx (5) are ttys. */
static inline uint32_t iolt_kind_of_mode(unsigned mode, uint64_t rdev)
{
    if (S_ISREG(mode))
        return IOLT_KIND_REGULAR;
    if (S_ISDIR(mode))
        return IOLT_KIND_DIRECTORY;
    if (S_ISSOCK(mode))
        return IOLT_KIND_SOCKET;
    if (S_ISFIFO(mode))
        return IOLT_KIND_PIPE;
    if (S_ISCHR(mode)) {
        const unsigned maj = major(rdev);
        return (maj >= 136 && maj <= 143) || maj == 4 || maj == 5 ? IOLT_KIND_TTY : IOLT_KIND_DEVICE;
    }
    if (S_ISBLK(mode))
        return IOLT_KIND_DEVICE;
    return IOLT_KIND_OTHER;
}

/* Whether calls on a file of this kind have an offset (sequential/random, read from the start). */
static inline int iolt_kind_has_offsets(uint32_t kind)
{
    return kind == IOLT_KIND_REGULAR || kind == IOLT_KIND_DEVICE;
}

/* The layer a call belongs to, for "1,000,000 fgetc calls (stdio)" against "read (system call)". */
enum iolt_layer { IOLT_LAYER_POSIX = 0, IOLT_LAYER_STDIO = 1, IOLT_LAYER_SOCKET = 2, IOLT_LAYER_META = 3 };

/* Which way a call moves file data (for "bytes read/written", small-io, …): iolt_call_reads/writes. */
enum iolt_direction { IOLT_DIR_NONE = 0, IOLT_DIR_READ = 1, IOLT_DIR_WRITE = 2 };

/* Call kinds as the program called them, one row each: X(ID, name, layer, direction) gives
 * IOLT_CALL_<ID>, its name (iolt_call_name), its layer (IOLT_LAYER_<layer>) and its direction
 * (IOLT_DIR_<direction>). Variants map to one kind (open64, openat, __open_2, creat → OPEN).
 * Append only, at the end before nothing else: the numbers are the row's place and are stored in
 * trace files. A new kind is one row here; the enum, the names and the classifications follow. */
#define IOLT_CALLS(X)                                                                                                  \
    /* POSIX, on a file descriptor or a path */                                                                        \
    X(OPEN, "open", POSIX, NONE)                                                                                       \
    X(CLOSE, "close", POSIX, NONE)                                                                                     \
    X(READ, "read", POSIX, READ)                                                                                       \
    X(PREAD, "pread", POSIX, READ)                                                                                     \
    X(READV, "readv", POSIX, READ)                                                                                     \
    X(PREADV, "preadv", POSIX, READ)                                                                                   \
    X(WRITE, "write", POSIX, WRITE)                                                                                    \
    X(PWRITE, "pwrite", POSIX, WRITE)                                                                                  \
    X(WRITEV, "writev", POSIX, WRITE)                                                                                  \
    X(PWRITEV, "pwritev", POSIX, WRITE)                                                                                \
    X(LSEEK, "lseek", POSIX, NONE)                                                                                     \
    X(FSYNC, "fsync", POSIX, NONE)                                                                                     \
    X(FDATASYNC, "fdatasync", POSIX, NONE)                                                                             \
    X(SYNC_FILE_RANGE, "sync_file_range", POSIX, NONE)                                                                 \
    X(FTRUNCATE, "ftruncate", POSIX, NONE)                                                                             \
    X(FALLOCATE, "fallocate", POSIX, NONE) /* fallocate, posix_fallocate */                                            \
    X(STAT, "stat", POSIX, NONE) /* stat, lstat, fstatat, statx, __xstat, __lxstat, __fxstatat (by path) */            \
    X(FSTAT, "fstat", POSIX, NONE) /* fstat, __fxstat, statx/fstatat with AT_EMPTY_PATH */                             \
    X(ACCESS, "access", POSIX, NONE) /* access, faccessat, euidaccess */                                               \
    X(MMAP, "mmap", POSIX, NONE)                                                                                       \
    X(MUNMAP, "munmap", POSIX, NONE)                                                                                   \
    X(SENDFILE, "sendfile", POSIX, WRITE) /* in-kernel copies count on their destination */                            \
    X(COPY_FILE_RANGE, "copy_file_range", POSIX, WRITE)                                                                \
    X(SPLICE, "splice", POSIX, WRITE)                                                                                  \
    X(DUP, "dup", POSIX, NONE) /* dup, dup2, dup3, fcntl F_DUPFD/F_DUPFD_CLOEXEC */                                    \
    X(UNLINK, "unlink", POSIX, NONE) /* unlink, unlinkat, remove */                                                    \
    X(RENAME, "rename", POSIX, NONE) /* rename, renameat, renameat2 */                                                 \
    X(OPENDIR, "opendir", POSIX, NONE) /* opendir, fdopendir */                                                        \
    X(READDIR, "readdir", POSIX, NONE) /* readdir, readdir64 */                                                        \
    X(CLOSEDIR, "closedir", POSIX, NONE)                                                                               \
    /* stdio */                                                                                                        \
    X(FOPEN, "fopen", STDIO, NONE) /* fopen, fopen64, fdopen, freopen, freopen64 */                                    \
    X(FCLOSE, "fclose", STDIO, NONE)                                                                                   \
    X(FREAD, "fread", STDIO, READ) /* fread, fread_unlocked */                                                         \
    X(FWRITE, "fwrite", STDIO, WRITE) /* fwrite, fwrite_unlocked */                                                    \
    X(FGETC, "fgetc", STDIO, READ) /* fgetc, getc, _IO_getc, getc_unlocked, fgetc_unlocked, getchar */                 \
    X(FPUTC, "fputc", STDIO, WRITE) /* fputc, putc, _IO_putc, putc_unlocked, fputc_unlocked, putchar */                \
    X(FGETS, "fgets", STDIO, READ) /* fgets, fgets_unlocked */                                                         \
    X(FPUTS, "fputs", STDIO, WRITE) /* fputs, fputs_unlocked, puts */                                                  \
    X(GETLINE, "getline", STDIO, READ) /* getline, getdelim, __getdelim */                                             \
    X(FPRINTF, "fprintf", STDIO, WRITE) /* fprintf, vfprintf, printf, vprintf, __fprintf_chk, __printf_chk … */      \
    X(FSCANF, "fscanf", STDIO, READ) /* fscanf, __isoc99_fscanf, vfscanf, __isoc99_vfscanf */                          \
    X(FFLUSH, "fflush", STDIO, NONE)                                                                                   \
    X(FSEEK, "fseek", STDIO, NONE) /* fseek, fseeko, fseeko64, rewind, fsetpos */                                      \
    X(FTELL, "ftell", STDIO, NONE) /* ftell, ftello, ftello64, fgetpos */                                              \
    /* sockets */                                                                                                      \
    X(CONNECT, "connect", SOCKET, NONE)                                                                                \
    X(ACCEPT, "accept", SOCKET, NONE) /* accept, accept4 */                                                            \
    X(SEND, "send", SOCKET, WRITE) /* send, sendto, sendmsg */                                                         \
    X(RECV, "recv", SOCKET, READ) /* recv, recvfrom, recvmsg */                                                        \
    /* not I/O calls: events of the process itself */                                                                  \
    X(ZONE, "zone", META, NONE) /* a stopwatch zone interval (events only; totals in iolt_zone_total) */               \
    X(FORK, "fork", META, NONE) /* fork, vfork (followed as fork), posix_spawn */                                      \
    X(EXEC, "exec", META, NONE) /* execve and friends; events only */                                                  \
    /* not calls: pages of a file mapping in the process's page tables when it was unmapped (or at exec or exit), at   \
     * the mmap's site; count = pages, bytes = pages x page size, untimed (preload/mappings.h) */                      \
    X(PAGE_FAULTS, "page faults", POSIX, NONE)                                                                         \
    /* not calls: of those pages, the ones that were not in the page cache when the file was mapped, so the process's  \
     * faults had them read from storage (by the fault itself or its read-ahead); same slot shape, only where the      \
     * page cache could be seen (mincore shows it for files the process may write) */                                  \
    X(PAGES_FROM_DISK, "pages from disk", POSIX, NONE)

enum iolt_call {
#define IOLT_CALL_ENUM_ROW_(id, name, layer, dir) IOLT_CALL_##id,
    IOLT_CALLS(IOLT_CALL_ENUM_ROW_)
#undef IOLT_CALL_ENUM_ROW_
        IOLT_CALL_COUNT
};

struct iolt_kernel_io { /* /proc/self/io, as read at image start and end */
    uint64_t rchar, wchar, syscr, syscw, read_bytes, write_bytes, cancelled_write_bytes;
    uint32_t valid; /* 1 when read successfully */
    uint32_t pad;
};

/* A process's page faults as /proc/PID/stat counts them: minor ones found the page in memory (the
 * page cache, or a fresh zero page), major ones read it from storage. */
struct iolt_faults {
    uint64_t minor, major;
    uint32_t valid; /* 1 when read successfully */
    uint32_t pad;
};

/* minflt and majflt of a /proc/PID/stat text (fields 10 and 12, counted after the command's
 * closing parenthesis, since the command itself may hold spaces and parentheses); 0 if malformed. */
static inline int iolt_parse_stat_faults(const char* text, uint64_t* minor, uint64_t* major)
{
    const char* p = NULL;
    for (const char* c = text; *c; ++c)
        if (*c == ')')
            p = c;
    if (!p)
        return 0;
    /* after ") ": state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt */
    uint64_t field[10] = { 0 };
    int n = 0;
    for (++p; *p && n < 10;) {
        while (*p == ' ')
            ++p;
        if (!*p)
            break;
        uint64_t v = 0;
        while (*p >= '0' && *p <= '9')
            v = v * 10 + (uint64_t)(*p++ - '0');
        while (*p && *p != ' ')
            ++p;
        field[n++] = v;
    }
    if (n < 10)
        return 0;
    *minor = field[7];
    *major = field[9];
    return 1;
}

/* The process's name (comm, between the first '(' and the last ')') of a /proc/PID/stat text into
 * out (cap bytes, NUL-terminated, cut to fit); 0 when the text has none. */
static inline int iolt_parse_stat_comm(const char* text, char* out, uint64_t cap)
{
    const char* open = NULL;
    const char* close = NULL;
    for (const char* c = text; *c; ++c) {
        if (*c == '(' && !open)
            open = c;
        else if (*c == ')')
            close = c;
    }
    if (!open || !close || close < open || cap == 0)
        return 0;
    uint64_t n = (uint64_t)(close - open - 1);
    if (n > cap - 1)
        n = cap - 1;
    for (uint64_t i = 0; i < n; ++i)
        out[i] = open[1 + i];
    out[n] = '\0';
    return 1;
}

/* The decimal number after `name` in a /proc/PID/io text, 0 without it. Digits by hand, not with
 * strtoull: in a traced process that makes no other call, strtoull was a text page of libc to fault
 * in (about 10 us a process on this VM); the search by hand too, so that the header needs no libc. */
static inline uint64_t iolt_io_field(const char* text, const char* name)
{
    for (const char* p = text; *p; ++p) {
        const char* a = p;
        const char* b = name;
        while (*b && *a == *b)
            ++a, ++b;
        if (*b)
            continue;
        uint64_t value = 0;
        for (; *a >= '0' && *a <= '9'; ++a)
            value = value * 10 + (uint64_t)(*a - '0');
        return value;
    }
    return 0;
}

/* A /proc/PID/io text into out (valid set): the library reads its own at start and end, and a
 * killed process's, which runs no code at its end, is read by whoever reaps it while it is still a
 * zombie (preload/wrap_wait.c, launch/killedcounts.h). */
static inline void iolt_parse_kernel_io(const char* text, struct iolt_kernel_io* out)
{
    out->rchar = iolt_io_field(text, "rchar: ");
    out->wchar = iolt_io_field(text, "wchar: ");
    out->syscr = iolt_io_field(text, "syscr: ");
    out->syscw = iolt_io_field(text, "syscw: ");
    out->read_bytes = iolt_io_field(text, "\nread_bytes: ");
    out->write_bytes = iolt_io_field(text, "\nwrite_bytes: ");
    out->cancelled_write_bytes = iolt_io_field(text, "cancelled_write_bytes: ");
    out->valid = 1;
}

struct iolt_header {
    char magic[8]; /* IOLT_MAGIC */
    uint32_t version; /* IOLT_VERSION */
    uint32_t header_size; /* IOLT_HEADER_SIZE */
    uint64_t file_size; /* the whole mapping */
    uint64_t files_offset, sites_offset, zones_offset, strings_offset, threads_offset;
    uint32_t max_files, max_sites, max_zones, max_slots, hist_buckets, max_threads;
    uint64_t max_events; /* per thread block */
    uint64_t thread_block_size;

    int32_t pid, ppid;
    uint32_t generation; /* execs made by this pid under tracing before this image */
    uint32_t argv_string; /* offset into strings of argv: NUL-separated, ends at argv_bytes */
    uint32_t argv_bytes;
    uint32_t exe_string; /* offset into strings of /proc/self/exe's target */
    uint32_t cwd_string; /* offset into strings of the working directory at start */
    uint32_t pad0;

    uint64_t start_realtime_ns; /* CLOCK_REALTIME at image start */
    uint64_t start_ns; /* CLOCK_MONOTONIC at image start; every other time is relative to it */
    uint64_t end_ns; /* at exit/exec, relative to start_ns like every other time; 0 while running (atomic) */
    int32_t state; /* enum iolt_state (atomic, stored last at exit) */
    int32_t exit_status; /* with IOLT_STATE_EXITED */

    struct iolt_kernel_io kernel_start, kernel_end;
    /* What the library itself did through the kernel (its reads of /proc/self/io), so the loader
     * can subtract it from the kernel's counts. */
    uint64_t own_syscr, own_rchar;

    /* Shared-table counters (atomic). */
    uint32_t lock; /* spin lock for appending to the tables below */
    uint32_t files_used, sites_used, zones_used, threads_used;
    uint32_t strings_used;
    uint64_t files_dropped; /* fds whose file could not get an entry (table full): counted on 0 */
    uint64_t sites_dropped, zones_dropped;
    uint64_t slots_dropped; /* calls that found their thread's slot table full (counted, with their call kind, on the
                             * reserved slot of that kind: slots 0 .. IOLT_CALL_COUNT-1) */
    uint64_t events_dropped; /* sum over threads, kept up to date by each thread (atomic add) */
    uint64_t events_kept; /* likewise */
    uint64_t untraced_execs; /* execs whose environment no longer loads the library */
    uint32_t untraced_exec_string; /* offset of the first such program's path, 0 if none */
    uint32_t flags; /* IOLT_FLAG_* */
    uint64_t sample_period; /* sampled stdio calls (fgetc, fputc …) are timed 1 in this many (see iolt_slot.timed) */
    uint64_t call_sample_period; /* sampled calls of the other layers (read(2) …); 0 in older files: same as above */
    /* Processes this image forked or exec'd that could not make a trace file of their own (the
     * trace directory refuses a uid the program changed to, or the file system is full). */
    uint64_t untraced_children;
    /* Appended (a version 2 file without it reads 0): with IOLT_FLAG_MISSING_SYMBOL, the offset into
     * strings of the first wrapped function whose real definition the library could not find (a
     * program calling it through the wrapper cannot work). */
    uint32_t missing_symbol_string;
    uint32_t pad1;
    /* Appended (older files read 0): the deliveries of signals 1 to 15 (the index) that reached the
     * program, so that iolens-cli passes on a signal sent to the whole process group (which reached
     * the program by itself) only once (core/trace/launch/sharedsignal.h). Under the preload, the
     * entries of SIGHUP, SIGINT, SIGQUIT and SIGTERM count the runs of a handler the program
     * installed (wrap_signal.c, counted as the handler is entered; others stay 0); under ptrace,
     * every signal the tracer passed on. signal_last_ns: when the last one came, relative to
     * start_ns like every other time. Atomic: the count is stored after the time (release). */
    uint32_t signal_deliveries[IOLT_COUNTED_SIGNALS];
    uint64_t signal_last_ns[IOLT_COUNTED_SIGNALS];
    /* Version 3 (see "Growth"): the file offsets of segments 1 … IOLT_SEGMENTS-1 of each table
     * (enum iolt_table; [t][0] is unused: segment 0 is at the *_offset above), 0 until added
     * (release). strings_size: bytes of strings segment 0 (0, as in older files: IOLT_STRINGS_SIZE). */
    uint64_t segments[IOLT_TABLES][IOLT_SEGMENTS];
    uint64_t strings_size;
    /* Appended (older files read 0): io_uring under the preload (preload/uring*.c). Requests are
     * decoded from the submission queue where the program submits them (liburing's submit
     * functions, io_uring_enter through syscall()) and recorded under the call kinds they stand
     * for (a READ as pread …), with the sizes asked for, not the results. Atomic adds. */
    uint64_t uring_requests; /* requests recorded */
    uint64_t uring_other; /* requests of opcodes not recorded (poll, timeout, nop …) */
    uint64_t uring_fixed_unresolved; /* requests on a registered file whose fd was not known */
    uint64_t uring_rings_unseen; /* rings set up whose submissions no wrapper saw (inline system calls) */
    uint64_t uring_sqpoll_rings; /* rings set up with IORING_SETUP_SQPOLL outside liburing: not seen */
    /* The recorded requests that read and write, which the kernel's syscr/syscw/rchar/wchar do not
     * count (so that unseen I/O leaves them out). */
    uint64_t uring_read_calls, uring_read_bytes, uring_write_calls, uring_write_bytes;
    /* Appended (issue 24, older files read 0): file mappings whose pages were measured
     * (IOLT_CALL_PAGE_FAULTS) and those that could not be (the preload's table of mappings was
     * full, /proc/self/pagemap unreadable, or unmapped by a call it did not trace). Atomic. */
    uint64_t maps_measured;
    uint64_t maps_unmeasured;
    /* Appended (issue 24 §3, older files read 0): the process's page faults at image start and
     * end (/proc/self/stat; the ptrace tracer reads /proc/PID/stat at the image's start and at its
     * exit_group or execve). */
    struct iolt_faults faults_start, faults_end;
    /* Appended (issue 24 §2, older files read 0): io_uring completions under the preload
     * (preload/uring_complete.c). A recorded request whose ring's completion queue iolens can read
     * is tracked; its completion, read from that queue when the program next enters or submits to
     * the ring (or waits through liburing), gives its result: the slot's bytes become the bytes
     * done instead of those asked, a failure counts as the slot's error. The time from submission
     * to that moment is summed. Completions seen on another thread than the submission's keep the
     * size asked (a slot is written by its own thread). Atomic adds. */
    uint64_t uring_tracked; /* requests whose completion was looked for */
    uint64_t uring_completed; /* ... and found (tracked - completed - lost: never seen) */
    uint64_t uring_failed; /* completions with an error */
    uint64_t uring_short; /* reads and writes that moved less than asked */
    uint64_t uring_other_thread; /* completions seen on another thread: size asked kept */
    uint64_t uring_lost; /* completions overwritten in the queue before iolens read them */
    uint64_t uring_wait_ns, uring_wait_max_ns; /* submission to completion seen: sum and largest */
    /* Appended (issue 24 §3, older files read 0): measured file mappings whose page cache was seen
     * as they were mapped, so that their pages from disk (IOLT_CALL_PAGES_FROM_DISK) are known
     * (mincore shows it only for files the process owns or may write, and to root). */
    uint64_t maps_cache_seen;
    /* Appended (issue 22 §2, older files read 0): how an image that ended without exit or exec
     * (state still IOLT_STATE_RUNNING) ended, as the traced parent that reaped it was told: that
     * parent's pid (0: none told, the loader then knows only that it was killed or crashed) and
     * the wait status (a signal's, WIFSIGNALED). Stored by the parent's wait wrapper
     * (preload/wrap_wait.c) after the image had ended: the status first, reaped_by last (release). */
    int32_t reaped_by;
    int32_t reaped_status;
    /* Appended (older files read 0): fork children of this image waiting for its lock to copy its
     * tables into a record of their own (preload/state.c, iol_fork_settle). The image's fork
     * wrapper waits for them before it takes the lock for its next fork (atomic). */
    uint32_t settle_waiters;
    uint32_t pad2;
};
#ifdef __cplusplus
static_assert(sizeof(struct iolt_header) <= IOLT_HEADER_SIZE, "the header outgrew its page");
#else
_Static_assert(sizeof(struct iolt_header) <= IOLT_HEADER_SIZE, "the header outgrew its page");
#endif

enum iolt_header_flags {
    IOLT_FLAG_STATIC_CHILD = 1u << 0, /* an exec'd program was statically linked */
    IOLT_FLAG_NO_SPACE = 1u << 1, /* the file system could not give the trace file more room: later
                                     events, files, sites or threads are not in it */
    IOLT_FLAG_MISSING_SYMBOL = 1u << 2, /* a wrapped function's real definition was not found:
                                           header.missing_symbol_string names it */
    IOLT_FLAG_ATTACHED = 1u << 3, /* recorded from an attach on (iolens-cli trace --pid): the image
                                     began before its start_ns; exit_status -1 with state EXITED
                                     means it was detached, still running */
    IOLT_FLAG_DAEMON_EXIT = 1u << 4, /* the image called daemon(3), whose parent ends with _exit(0)
                                        inside libc, past the library: a record still running with
                                        this flag ended so */
    IOLT_FLAG_TOLD_BY_PARENT = 1u << 5, /* written by the traced parent that reaped this process, which
                                           made no record of its own (preload/childrecord.h): no
                                           tables; argv is its name (comm), exe and cwd are empty */
};

struct iolt_file {
    uint32_t used; /* 1 once published (release store, last) */
    uint32_t kind; /* enum iolt_file_kind */
    uint32_t path_string; /* offset into strings: absolute path, peer address, "pipe:[123]" */
    /* Not 0: this entry was made for a name seen first at an open whose file turned out to be the
     * one of entry alias_of (an earlier entry), reached through a symbolic or hard link: its counts
     * are that file's. (Written by libraries from 2026-12 on; the field was padding before, 0.) */
    uint32_t alias_of;
    uint64_t dev, ino; /* for regular files: identity (a renamed file keeps its entry) */
    uint64_t size_at_open; /* largest size seen at an open (fstat) */
    /* Open sessions (open … close of one fd), updated with atomic adds at close: what the
     * reopen-per-record and rescan-from-start findings need without an event log. */
    uint64_t opens; /* open, fopen, openat …, creat, accept, connect */
    uint64_t sessions_closed;
    uint64_t sessions_written; /* sessions that wrote at least one byte */
    uint64_t session_write_bytes; /* bytes written in those sessions, summed */
    uint64_t sessions_read_from_start; /* sessions whose first read started at offset 0 */
    uint64_t session_read_bytes; /* bytes read in those sessions, summed */
    /* stat polling: intervals between consecutive stat calls on this path, in ns */
    uint64_t stat_calls, last_stat_ns, stat_interval_sum, stat_interval_sumsq_us; /* sumsq in us^2 */
    /* sockets: request/response turnarounds (a receive after a send on the same fd) */
    uint64_t exchanges;
    /* Version 2. The same stat intervals counted by iolt_stat_bucket(): whether most of them are
     * alike does not depend on a few outliers, as the sums above do (a stall of a loaded machine). */
    uint64_t stat_interval_hist[IOLT_STAT_BUCKETS];
};
/* A version 1 file's entries end before stat_interval_hist. */
#define IOLT_FILE_V1_SIZE offsetof(struct iolt_file, stat_interval_hist)

struct iolt_site {
    uint32_t used;
    uint32_t module_string; /* offset into strings: the module's path (dladdr), 0 if unknown */
    uint64_t address; /* absolute return address in the traced process */
    uint64_t module_offset; /* address - module load base: what addr2line wants */
    uint32_t symbol_string; /* dladdr's dli_sname if any (exported symbols only), else 0 */
    uint32_t pad;
};

struct iolt_zone {
    uint32_t used;
    uint32_t name_string; /* offset into strings */
};

/* One (file, call kind, site, zone) aggregate of one thread. */
struct iolt_slot_key {
    uint32_t file;
    uint16_t call;
    uint16_t zone;
    uint32_t site;
    uint32_t used; /* 1 once published */
};

struct iolt_slot {
    struct iolt_slot_key key;
    uint64_t count; /* calls */
    uint64_t timed; /* calls whose time is in ns: count, or fewer for sampled calls (cheap stdio calls, and
                     * other calls averaging under 2 us): after a slot's first 64, stdio calls 1 in
                     * header.sample_period, the other layers' 1 in header.call_sample_period */
    uint64_t ns; /* time inside the timed calls */
    uint64_t bytes; /* bytes moved (return values; requested sizes for stdio) */
    uint64_t errors; /* calls that returned an error */
    uint64_t min_ns, max_ns; /* over timed calls */
    uint64_t sequential, random; /* offset-carrying calls that continued / did not continue the last */
    uint64_t hist[IOLT_HIST_BUCKETS]; /* bytes per call: see iolt_hist_bucket() */
};

struct iolt_zone_total {
    uint64_t count; /* closed intervals */
    uint64_t ns; /* inclusive time */
};

struct iolt_thread {
    uint32_t used;
    int32_t tid;
    uint64_t start_ns, last_ns; /* relative to header.start_ns */
    uint64_t events_kept, events_dropped; /* dropped: did not fit in max_events */
    uint64_t slots_used;
    uint32_t shared; /* 1 for the overflow block (several threads, atomic adds, no events) */
    /* Version 3: file offset / 4096 of this thread's first struct iolt_slot_table, where the slots
     * go once the block's own table is full; 0 while there is none (release). */
    uint32_t slot_tables;
    char name[16]; /* pthread name (comm) at first call */
};

/* A thread's further slot table (version 3), page aligned: this header, then `capacity` slots,
 * claimed in order (found again through the writer's own index). The next one is larger.
 *
 * Version 5: a table holds slots of slot_size bytes: whole ones, or short ones that end where the
 * histogram would begin (IOLT_SLOT_SHORT_SIZE), for the call kinds that never move data
 * (iolt_call_has_histogram): a program that opens 100,000 files claims an open, an fstat, an lseek
 * and a close slot for each, whose histograms would be three quarters of its trace, every byte
 * zero, and every page of it a new page of the trace file. A thread has a chain of each kind, both
 * linked in one list in the order they were made. 0 (versions 3 and 4): whole slots. */
struct iolt_slot_table {
    uint64_t next; /* file offset of the next table, 0 while there is none (release) */
    uint32_t capacity; /* slots after this header */
    uint32_t used; /* slots claimed (release after the slot's key) */
    uint32_t slot_size; /* bytes per slot: sizeof(struct iolt_slot) or IOLT_SLOT_SHORT_SIZE; 0 = whole */
    uint32_t pad32;
    uint64_t pad[5]; /* 64 bytes: the slots start on a cache line */
};

/* A short slot: struct iolt_slot up to its histogram. */
#define IOLT_SLOT_SHORT_SIZE ((uint32_t)offsetof(struct iolt_slot, hist))

/* Bytes per slot of a further table (whole slots unless it says otherwise). */
static inline uint32_t iolt_slot_table_slot_size(const struct iolt_slot_table* x)
{
    return x->slot_size ? x->slot_size : (uint32_t)sizeof(struct iolt_slot);
}

/* One time-line interval: calls of one (file, call, zone) on a thread are merged into one event
 * while they come on average at least once per IOLT_MERGE_GAP_NS (a sampled recorder stamps the
 * time of 1 call in 64 or 1,024, so the gap to the event's end is measured against that many
 * calls' allowance), so a loop of 10 million fgetc calls is one event with count 10,000,000
 * rather than 10 million dropped ones, while a pause longer than that starts a new event. Calls
 * on a file with offsets merge only while each begins where the one before ended, so that an
 * event is also a sequential run of the file's access pattern: its calls cover
 * [offset1 - 1, offset1 - 1 + bytes) in order (issue 26 §1); a jump starts a new event. Calls on
 * other files in between do not end a run (a loop reading one file and writing another keeps one
 * event per file), so one thread's events may overlap in time; a call of another kind on the same
 * file does (its runs keep their order). */
#define IOLT_MERGE_GAP_NS 20000u
struct iolt_event {
    uint64_t begin_ns; /* relative to header.start_ns */
    uint64_t end_ns;
    uint64_t bytes;
    uint32_t count;
    uint32_t file;
    uint16_t call;
    uint16_t zone; /* innermost open zone; for IOLT_CALL_ZONE the zone itself */
    uint32_t stamped; /* count when end_ns was last set: the recorder's own, readers ignore it */
    /* Version 4: the file offset where the first call began, plus one; 0 when unknown (no offsets:
     * a socket or pipe; a zone; a call whose position the tracer could not know). Plus one so that
     * a zeroed event says "unknown". */
    uint64_t offset1;
};
/* A version 3 event ends before offset1. */
#define IOLT_EVENT_V3_SIZE offsetof(struct iolt_event, offset1)

/* Size histogram buckets, fine at the small end: 0 → 0 B, 1 → 1 B, 2 → 2–3 B, 3 → 4–7 B, …,
 * k → [2^(k-1), 2^k), and the last bucket everything from 2^30 (1 GiB) up. */
static inline uint32_t iolt_hist_bucket(uint64_t bytes)
{
    if (bytes == 0)
        return 0;
    uint32_t b = 64u - (uint32_t)__builtin_clzll(bytes); /* 1 → 1, 2..3 → 2, 4..7 → 3 */
    return b < IOLT_HIST_BUCKETS - 1 ? b : IOLT_HIST_BUCKETS - 1;
}
/* Smallest size that falls in bucket k (for labels): 0, 1, 2, 4, 8, …, 1 GiB. */
static inline uint64_t iolt_hist_bucket_low(uint32_t k)
{
    return k == 0 ? 0 : (1ull << (k - 1));
}

/* Stat interval buckets, in microseconds as iolt_hist_bucket() buckets bytes: 0 → under 1 us,
 * k → [2^(k-1), 2^k) us, and the last bucket everything from 2^24 us (16.8 s) up. */
static inline uint32_t iolt_stat_bucket(uint64_t interval_ns)
{
    const uint64_t us = interval_ns / 1000u;
    if (us == 0)
        return 0;
    uint32_t b = 64u - (uint32_t)__builtin_clzll(us);
    return b < IOLT_STAT_BUCKETS - 1 ? b : IOLT_STAT_BUCKETS - 1;
}
/* Shortest interval, in ns, that falls in stat bucket k: 0, 1 us, 2 us, 4 us, …, 2^24 us. */
static inline uint64_t iolt_stat_bucket_low_ns(uint32_t k)
{
    return k == 0 ? 0 : (1ull << (k - 1)) * 1000u;
}

static inline const char* iolt_call_name(uint32_t call)
{
    static const char* const names[IOLT_CALL_COUNT] = {
#define IOLT_CALL_NAME_ROW_(id, name, layer, dir) name,
        IOLT_CALLS(IOLT_CALL_NAME_ROW_)
#undef IOLT_CALL_NAME_ROW_
    };
    return call < IOLT_CALL_COUNT ? names[call] : "?";
}

/* A switch over the rows: a constant argument folds to a constant (record.h's sampling period). */
static inline enum iolt_layer iolt_call_layer(uint32_t call)
{
    switch (call) {
#define IOLT_CALL_LAYER_ROW_(id, name, layer, dir)                                                                     \
    case IOLT_CALL_##id:                                                                                               \
        return IOLT_LAYER_##layer;
        IOLT_CALLS(IOLT_CALL_LAYER_ROW_)
#undef IOLT_CALL_LAYER_ROW_
    default:
        return IOLT_LAYER_META; /* a kind of a newer file */
    }
}

static inline enum iolt_direction iolt_call_direction(uint32_t call)
{
    switch (call) {
#define IOLT_CALL_DIRECTION_ROW_(id, name, layer, dir)                                                                 \
    case IOLT_CALL_##id:                                                                                               \
        return IOLT_DIR_##dir;
        IOLT_CALLS(IOLT_CALL_DIRECTION_ROW_)
#undef IOLT_CALL_DIRECTION_ROW_
    default:
        return IOLT_DIR_NONE;
    }
}

/* The call kinds that are no calls but pages of file mappings: untimed, counted in pages. */
static inline int iolt_call_is_pages(uint32_t call)
{
    return call == IOLT_CALL_PAGE_FAULTS || call == IOLT_CALL_PAGES_FROM_DISK;
}

/* Call kinds whose slots have a histogram of bytes per call: those that move data, the mappings'
 * lengths (mmap, munmap) and their pages (the page kinds). The others never count bytes: a writer
 * adds no histogram for them, and their slots in further tables are short. */
#ifdef __cplusplus
static_assert(IOLT_CALL_COUNT <= 64, "a call kind is a bit of a uint64_t");
#else
_Static_assert(IOLT_CALL_COUNT <= 64, "a call kind is a bit of a uint64_t");
#endif
static inline int iolt_call_has_histogram(uint32_t call)
{
#define IOLT_CALL_DATA_BIT_(id, name, layer, dir) | ((IOLT_DIR_##dir != IOLT_DIR_NONE ? 1ull : 0ull) << IOLT_CALL_##id)
    const uint64_t with = 0 IOLT_CALLS(IOLT_CALL_DATA_BIT_) | 1ull << IOLT_CALL_MMAP | 1ull << IOLT_CALL_MUNMAP
        | 1ull << IOLT_CALL_PAGE_FAULTS | 1ull << IOLT_CALL_PAGES_FROM_DISK;
#undef IOLT_CALL_DATA_BIT_
    return call < 64 && (with >> call & 1);
}

/* Calls that move file data, in each direction (for "bytes read/written", small-io, …). */

static inline int iolt_call_reads(uint32_t call)
{
    return iolt_call_direction(call) == IOLT_DIR_READ;
}
static inline int iolt_call_writes(uint32_t call)
{
    return iolt_call_direction(call) == IOLT_DIR_WRITE;
}

#ifdef __cplusplus
}
#endif

#endif
