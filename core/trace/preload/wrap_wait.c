// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The wait family: a child killed by a signal learns it, and its kernel counts, from its parent.
 *
 * A process killed by a signal (a pipeline's `yes` by SIGPIPE, a crashing compiler by SIGSEGV)
 * runs none of our code at its end: its record stays IOLT_STATE_RUNNING, without the signal and
 * without the kernel's end counts (/proc/self/io) that unseen I/O is measured against. Its traced
 * parent tells both when it reaps the child:
 *   - first a look without reaping (the real waitid with WNOWAIT, for the same children and the
 *     same events, blocking when the call blocks): a child that a signal ended is then a zombie
 *     whose /proc/PID/io and /proc/PID/stat still hold its counts, read now;
 *   - then the call, as it would have gone at the moment of the look: for the child the look saw
 *     end, asked for by name (any other child that died since waits for the next call), or 0 for
 *     a WNOHANG call whose look found no news (wait_as_wait4); the counts are stored, with the
 *     status, into the header of the child's last trace file (iolt_header.kernel_end, faults_end,
 *     reaped_status, reaped_by).
 * A child that ended without a record of its own (a vfork child whose exec failed, one killed
 * before its first traced call) is seen at the same look, and this process writes its record when
 * it reaps it (childrecord.h).
 * The look and the call go through libc's waitid and wait4, cancellation points like the waits
 * themselves: a thread cancelled while it waits is cancelled as before. A signal that interrupts
 * the look ends the call with EINTR, as it would have ended the program's. It costs one system
 * call a wait that reaps, and for a child this image started two faccessat (whether it has a trace
 * file, and a second image) and a read of its last record's header; none for a WNOHANG call that
 * finds nothing. The /proc reads (about 20 µs) only a child a signal ended, one without a record,
 * or one whose record never said how it ended (it left past the library: a raw exit_group, as
 * Go's os.Exit in a program linked with cgo, whose writes were its parent's unseen I/O before): a
 * child that exited through the library has said everything itself.
 *
 * The child's file is mapped to be written, not written through write(2): the parent's own I/O
 * counts in the kernel (rchar, wchar) stay the program's, and the /proc reads and the header's
 * pread count as the library's own (own_syscr, own_rchar). Everything else here is a raw system
 * call (bash reaps in its SIGCHLD handler), and the real functions are among those looked up when
 * the program installs a handler (wrappers.c). */
#define _GNU_SOURCE
#include "childrecord.h"
#include "popenchild.h"
#include "text.h"
#include "wrap.h"

#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>

/* The fd of pid's last trace file (the highest generation: each exec adds one), or -1. */
static long open_last_image(int pid)
{
    char path[IOL_PATH_MAX + 64];
    long last = -1;
    for (unsigned gen = 0; gen < 100000; ++gen) {
        if (iol_text_trace_file(path, sizeof path, iol_g.dir, pid, gen, ".iolt") >= sizeof path)
            break;
        const long fd = iol_sys_open(path, O_RDWR | O_CLOEXEC, 0);
        if (fd < 0)
            break;
        if (last >= 0)
            iol_sys_close((int)last);
        last = fd;
    }
    return last;
}

/* A child that a signal ended, as a wait call's first look saw it: still a zombie, its counts. */
struct zombie {
    /* The child the look saw end (a zombie, whose state cannot change but by its reaping); 0: no
     * child had news (WNOHANG); -1: no look made, or the news was a stop or a continue, which may
     * change before the call (asked for by name, a stopped child continued since could keep it
     * waiting for that one child). */
    int seen;
    int pid; /* the child a signal ended, or that left past the library: its counts; 0: none */
    struct iolt_kernel_io io;
    struct iolt_faults faults;
    uint64_t seen_ns; /* CLOCK_MONOTONIC when the counts were read: its end, at the latest */
    /* The child seen to end without a record of its own, whose record this process writes when it
     * reaps it (childrecord.h); child.pid 0: none. */
    struct iol_unrecorded_child child;
};

/* Whether this process tells its children's records (iol_g.dir: also a fork child whose own record
 * is put off; never a vfork child, which shares its parent's memory). */
static int tells_children(void)
{
    return __atomic_load_n(&iol_g.init_state, __ATOMIC_ACQUIRE) == 2 && iol_g.dir[0] && !iol_tls.vforked;
}

/* The counts stored in the header, each block's valid flag last (release): a live reader takes a
 * block only once it is whole. */
static void store_counts(struct iolt_header* h, const struct zombie* z)
{
    if (z->io.valid) {
        struct iolt_kernel_io io = z->io;
        io.valid = 0;
        h->kernel_end = io;
        __atomic_store_n(&h->kernel_end.valid, 1u, __ATOMIC_RELEASE);
    }
    if (z->faults.valid) {
        h->faults_end.minor = z->faults.minor;
        h->faults_end.major = z->faults.major;
        __atomic_store_n(&h->faults_end.valid, 1u, __ATOMIC_RELEASE);
    }
}

/* Into the record of the child `pid` that the caller reaped with `status`, when that record is the
 * child's (its parent is this process: a pid the kernel reused since belongs to another parent's
 * record) and it never said how it ended; with the counts of z when the first look saw this child. */
static void tell_child_record(int pid, int status, const struct zombie* z)
{
    const long fd = open_last_image(pid);
    if (fd < 0)
        return;
    struct stat st;
    void* map = MAP_FAILED;
    /* A file whose creation the signal cut short may be shorter than its header: not mapped (a
     * store past its end would raise SIGBUS in this process). */
    if (syscall(SYS_fstat, (int)fd, &st) == 0 && st.st_size >= (off_t)IOLT_HEADER_SIZE)
        map = (void*)syscall(SYS_mmap, NULL, (size_t)IOLT_HEADER_SIZE, PROT_READ | PROT_WRITE, MAP_SHARED, (int)fd, 0);
    iol_sys_close((int)fd);
    if (map == MAP_FAILED)
        return;
    struct iolt_header* h = map;
    const int me = (int)syscall(SYS_getpid);
    /* The magic is written after the header's page was reserved (state.c): storing into it cannot
     * fail for want of room. */
    if (memcmp(h->magic, IOLT_MAGIC, 8) == 0 && h->pid == pid && h->ppid == me
        && __atomic_load_n(&h->state, __ATOMIC_ACQUIRE) == IOLT_STATE_RUNNING
        && __atomic_load_n(&h->reaped_by, __ATOMIC_ACQUIRE) == 0) {
        if (z->pid == pid && !__atomic_load_n(&h->kernel_end.valid, __ATOMIC_ACQUIRE))
            store_counts(h, z);
        /* Its end, at the latest: else its wall time is its last traced call's (none: 0 ms). */
        if (z->pid == pid && __atomic_load_n(&h->end_ns, __ATOMIC_ACQUIRE) == 0 && z->seen_ns > h->start_ns)
            __atomic_store_n(&h->end_ns, z->seen_ns - h->start_ns, __ATOMIC_RELEASE);
        __atomic_store_n(&h->reaped_status, status, __ATOMIC_RELAXED);
        __atomic_store_n(&h->reaped_by, me, __ATOMIC_RELEASE);
    }
    syscall(SYS_munmap, map, (size_t)IOLT_HEADER_SIZE);
}

/* After a wait call that returned `pid` with `status`: the child's record told, when a signal
 * ended it and this process is traced, or written, when the child made none. */
static void reaped(pid_t pid, int status, const struct zombie* z)
{
    const int unrecorded = pid > 0 && z->child.pid == pid;
    const int unfinished = pid > 0 && z->pid == pid && z->child.own_record_unfinished;
    if (IOL_LIKELY(pid <= 0 || (!WIFSIGNALED(status) && !unrecorded && !unfinished)) || !tells_children())
        return;
    struct iol_tls* t = &iol_tls;
    const int saved = errno;
    const int was = t->guard;
    t->guard = 1;
    if (unrecorded)
        iol_child_record(&z->child, status);
    else
        tell_child_record((int)pid, status, z);
    t->guard = was;
    errno = saved;
}

/* What a child that ended tells while it is a zombie, into z: its record's part when it has none
 * (childrecord.h), else, when a signal ended it, its counts for its own record. */
static void read_zombie(int pid, int killed, struct zombie* z)
{
    struct iol_tls* t = &iol_tls;
    const int was = t->guard;
    t->guard = 1;
    iol_child_look(pid, &z->child);
    if ((killed || z->child.own_record_unfinished) && !z->child.pid) {
        z->pid = pid;
        z->seen_ns = iol_clock();
        iol_read_zombie_counts(pid, &z->io, &z->faults, NULL);
    }
    t->guard = was;
}

/* The first look of a wait call for (idtype, id) with waitid's options (WEXITED and the rest): what
 * the call will return, left unreaped (WNOWAIT), and the counts of a child a signal ended. 0 when
 * the look was interrupted by a signal (errno EINTR): the program's call ends so, as it would have.
 * Any other failure (no child: ECHILD) is left to the program's call to report. */
static int look_first(idtype_t idtype, id_t id, int options, struct zombie* z)
{
    z->seen = -1;
    z->pid = 0;
    z->child.pid = 0;
    if (!tells_children() || (options & WNOWAIT))
        return 1; /* a call that leaves the child unreaped reaps nothing to tell */
    IOL_REAL(real, waitid);
    siginfo_t info;
    memset(&info, 0, sizeof info);
    const int saved = errno;
    if (real(idtype, id, &info, options | WNOWAIT) != 0) {
        if (errno == EINTR)
            return 0;
        errno = saved;
        return 1;
    }
    const int ended = info.si_code == CLD_EXITED || info.si_code == CLD_KILLED || info.si_code == CLD_DUMPED;
    z->seen = info.si_pid == 0 ? 0 : ended ? info.si_pid : -1;
    if (info.si_pid > 0 && ended)
        read_zombie(info.si_pid, info.si_code != CLD_EXITED, z);
    errno = saved;
    return 1;
}

/* waitpid's pid and options as waitid takes them. */
static int look_first_pid(pid_t pid, int options, struct zombie* z)
{
    const idtype_t idtype = pid < -1 || pid == 0 ? P_PGID : pid == -1 ? P_ALL : P_PID;
    const id_t id = pid < -1 ? (id_t)-pid : pid > 0 ? (id_t)pid : 0; /* P_PGID 0: the caller's group */
    const int events = WEXITED | (options & WUNTRACED ? WSTOPPED : 0);
    return look_first(idtype, id, events | (options & (WNOHANG | WCONTINUED | __WNOTHREAD | __WCLONE | __WALL)), z);
}

/* What a wrapper of the status-returning calls returns: the call's result, with the status the
 * kernel wrote copied where the program asked for it (the wrapper always passes one of its own, so
 * a program passing NULL is told too), and the child's record told. */
static pid_t passed_on(pid_t r, int status, int* wstatus, const struct zombie* z)
{
    if (r > 0 && wstatus)
        *wstatus = status;
    reaped(r, status, z);
    return r;
}

/* The five status-returning calls, each the wait4 system call in glibc (wait is wait4(-1, status, 0,
 * NULL), waitpid wait4 without usage, wait3 wait4 of -1), made here through libc's wait4, a
 * cancellation point like them. The call returns what the look saw, as if made at that moment: a
 * call for any child (-1, a group) asks for the child the look saw end by name, and a WNOHANG call
 * whose look found no news returns 0. Asking again for any child could return one that died in
 * between, whose counts were not read (1 or 2 of 100 killed children in a stress of SIGCHLD
 * handlers reaping with WNOHANG). Should another thread have reaped that child since, the call is
 * made as the program made it. */
static pid_t wait_as_wait4(pid_t pid, int* wstatus, int options, struct rusage* usage)
{
    IOL_REAL(real, wait4);
    struct zombie z;
    if (!look_first_pid(pid, options, &z))
        return -1;
    if (z.seen == 0)
        return 0;
    const pid_t ask = z.seen > 0 ? z.seen : pid;
    int status = 0;
    pid_t r = real(ask, &status, options, usage);
    if (r < 0 && errno == ECHILD && ask != pid)
        r = real(pid, &status, options, usage);
    return passed_on(r, status, wstatus, &z);
}

IOL_EXPORT pid_t waitpid(pid_t pid, int* wstatus, int options)
{
    return wait_as_wait4(pid, wstatus, options, NULL);
}

IOL_EXPORT pid_t __waitpid(pid_t pid, int* wstatus, int options)
{
    return wait_as_wait4(pid, wstatus, options, NULL);
}

IOL_EXPORT pid_t wait(int* wstatus)
{
    return wait_as_wait4(-1, wstatus, 0, NULL);
}

IOL_EXPORT pid_t wait3(int* wstatus, int options, struct rusage* usage)
{
    return wait_as_wait4(-1, wstatus, options, usage);
}

IOL_EXPORT pid_t wait4(pid_t pid, int* wstatus, int options, struct rusage* usage)
{
    return wait_as_wait4(pid, wstatus, options, usage);
}

/* waitid reports through siginfo: a signal's end is CLD_KILLED or CLD_DUMPED, si_status the signal
 * (0x80 is the core-dump bit of a wait status). A call with WNOWAIT is a look of the program's own:
 * the child it names is still a zombie, so its counts are read after the call, and the record is
 * told once (reaped_by), whichever call comes first. */
IOL_EXPORT int waitid(idtype_t idtype, id_t id, siginfo_t* infop, int options)
{
    IOL_REAL(real, waitid);
    struct zombie z;
    if (!look_first(idtype, id, options, &z))
        return -1;
    int r = -1;
    if (z.seen > 0 && (idtype != P_PID || (pid_t)id != z.seen)) { /* the child seen to end, as wait_as_wait4 asks */
        r = real(P_PID, (id_t)z.seen, infop, options);
        if (r < 0 && errno == ECHILD)
            r = real(idtype, id, infop, options);
    } else {
        r = real(idtype, id, infop, options);
    }
    const int code = r == 0 && infop && infop->si_pid > 0 ? infop->si_code : 0;
    if (code == CLD_KILLED || code == CLD_DUMPED || code == CLD_EXITED) {
        if ((options & WNOWAIT) && tells_children())
            read_zombie(infop->si_pid, code != CLD_EXITED, &z);
        const int status = code == CLD_EXITED ? (infop->si_status & 0xff) << 8
                                              : (infop->si_status & 0x7f) | (code == CLD_DUMPED ? 0x80 : 0);
        reaped(infop->si_pid, status, &z);
    }
    return r;
}

/* glibc's pclose waits for its child inside glibc, past the wrappers above: the child popen started
 * (popenchild.h) is told what pclose returned, without the kernel's end counts (the zombie is gone
 * by then). */
IOL_EXPORT int pclose(FILE* f)
{
    IOL_REAL(real, pclose);
    const int pid = iol_popen_take_child(f);
    const int status = real(f);
    if (pid > 0 && status != -1) {
        const struct zombie none = { .seen = -1 };
        reaped(pid, status, &none);
    }
    return status;
}
