// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The wait family: a child killed by a signal learns it from its parent.
 *
 * A process killed by a signal (a pipeline's `yes` by SIGPIPE, a crashing compiler by SIGSEGV)
 * runs none of our code at its end: its record stays IOLT_STATE_RUNNING, and only for the program
 * iolens started itself did the report know the signal. Its traced parent is told when it reaps
 * the child: the wrappers below pass every call through unchanged and then, for a child that a
 * signal ended, write the status into the header of the child's last trace file
 * (iolt_header.reaped_by and reaped_status). Only then: a child that exited has said so itself,
 * and opening its file would cost each reaped child about 20 µs.
 *
 * The child's file is mapped, not read and written: the parent's own I/O counts in the kernel
 * (rchar, wchar) stay the program's. Everything here is a raw system call (bash reaps in its
 * SIGCHLD handler), and the wrappers' real functions are among those looked up when the program
 * installs a handler (wrappers.c). */
#define _GNU_SOURCE
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

/* Into the record of the child `pid` that the caller reaped with `status`, when that record is the
 * child's (its parent is this process: a pid the kernel reused since belongs to another parent's
 * record) and it never said how it ended. */
static void tell_child_record(int pid, int status)
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
        __atomic_store_n(&h->reaped_status, status, __ATOMIC_RELAXED);
        __atomic_store_n(&h->reaped_by, me, __ATOMIC_RELEASE);
    }
    syscall(SYS_munmap, map, (size_t)IOLT_HEADER_SIZE);
}

/* After a wait call that returned `pid` with `status`: the child's record told, when a signal
 * ended it and this process is traced (iol_g.dir: also a fork child whose own record is put off). */
static void reaped(pid_t pid, int status)
{
    if (IOL_LIKELY(pid <= 0 || !WIFSIGNALED(status)))
        return;
    if (__atomic_load_n(&iol_g.init_state, __ATOMIC_ACQUIRE) != 2 || !iol_g.dir[0] || iol_tls.vforked)
        return;
    struct iol_tls* t = &iol_tls;
    const int saved = errno;
    const int was = t->guard;
    t->guard = 1;
    tell_child_record((int)pid, status);
    t->guard = was;
    errno = saved;
}

/* What a wrapper of the status-returning calls returns: the call's result, with the status the
 * kernel wrote copied where the program asked for it (the wrapper always passes one of its own, so
 * a program passing NULL is told too), and the child's record told. */
static pid_t passed_on(pid_t r, int status, int* wstatus)
{
    if (r > 0 && wstatus)
        *wstatus = status;
    reaped(r, status);
    return r;
}

IOL_EXPORT pid_t waitpid(pid_t pid, int* wstatus, int options)
{
    IOL_REAL(real, waitpid);
    int status = 0;
    const pid_t r = real(pid, &status, options);
    return passed_on(r, status, wstatus);
}

IOL_EXPORT pid_t __waitpid(pid_t pid, int* wstatus, int options)
{
    IOL_REAL_AS(real, __waitpid, pid_t, (pid_t, int*, int));
    int status = 0;
    const pid_t r = real(pid, &status, options);
    return passed_on(r, status, wstatus);
}

IOL_EXPORT pid_t wait(int* wstatus)
{
    IOL_REAL(real, wait);
    int status = 0;
    const pid_t r = real(&status);
    return passed_on(r, status, wstatus);
}

IOL_EXPORT pid_t wait3(int* wstatus, int options, struct rusage* usage)
{
    IOL_REAL(real, wait3);
    int status = 0;
    const pid_t r = real(&status, options, usage);
    return passed_on(r, status, wstatus);
}

IOL_EXPORT pid_t wait4(pid_t pid, int* wstatus, int options, struct rusage* usage)
{
    IOL_REAL(real, wait4);
    int status = 0;
    const pid_t r = real(pid, &status, options, usage);
    return passed_on(r, status, wstatus);
}

/* waitid reports through siginfo: a signal's end is CLD_KILLED or CLD_DUMPED, si_status the signal
 * (0x80 is the core-dump bit of a wait status). WNOWAIT leaves the child to be reaped again: the
 * record is told once. */
IOL_EXPORT int waitid(idtype_t idtype, id_t id, siginfo_t* infop, int options)
{
    IOL_REAL(real, waitid);
    const int r = real(idtype, id, infop, options);
    if (r == 0 && infop && (infop->si_code == CLD_KILLED || infop->si_code == CLD_DUMPED))
        reaped(infop->si_pid, (infop->si_status & 0x7f) | (infop->si_code == CLD_DUMPED ? 0x80 : 0));
    return r;
}
