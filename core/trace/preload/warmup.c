// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Every traced process writes to most pages of our .bss: the global state, the environment kept
 * for exec, the fd table's chunk pointers, the unwinder's memo, the cwd and the executable's path.
 * Each first write was a page fault of its own, often two (a read maps the zero page, the write
 * after it copies it), and a fault is dear in a virtual machine. On a PVM guest (2026-12-05, a
 * small C loop over 23 anonymous pages, 200 times): a page first written cost 9.6 to 13.7 µs
 * through its fault; populated in one MADV_POPULATE_WRITE call, 0.5 to 1.3 µs for its share of the
 * call and 4.3 to 5.6 µs more at its first write, with no fault counted (the hypervisor's own page
 * tables, most likely). Populated, a traced `cat` takes 22 faults fewer; its wall time gained less
 * than that host's noise. The large buffers that a process seldom uses are not in .bss
 * (iol_map_scratch), so the whole of it is populated: about 90 KiB. Our text is left to fault:
 * MADV_POPULATE_READ of its 71 pages cost as much as the five faults (with fault-around) it saved. */
#define _GNU_SOURCE
#include "warmup.h"

#include "iol.h"

#include <stdint.h>
#include <sys/auxv.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Where the linker put our zero-fill data: hidden, so each names this object's own (in a program
 * that links the recorder, the program's). */
extern char __bss_start[] __attribute__((visibility("hidden")));
extern char _end[] __attribute__((visibility("hidden")));

/* The populate itself must touch none of those pages: the preload's syscall() is its own wrapper,
 * whose pointer to glibc's is in .bss (two faults, a read and a write, before the populate). */
static void populate_write(void* from, size_t len)
{
#if defined(__x86_64__)
    long r;
    __asm__ volatile("syscall"
                     : "=a"(r)
                     : "0"((long)SYS_madvise), "D"(from), "S"(len), "d"((long)MADV_POPULATE_WRITE)
                     : "rcx", "r11", "memory");
    (void)r;
#else
    syscall(SYS_madvise, from, len, MADV_POPULATE_WRITE);
#endif
}

IOL_STARTUP void iol_warm_own_pages(void)
{
    const uintptr_t page = (uintptr_t)getauxval(AT_PAGESZ);
    if (!page || (page & (page - 1)))
        return;
    const uintptr_t from = (uintptr_t)__bss_start & ~(page - 1);
    const uintptr_t to = ((uintptr_t)_end + page - 1) & ~(page - 1);
    /* An older kernel (before 5.14) refuses MADV_POPULATE_WRITE: the pages then come on use. */
    if (to > from)
        populate_write((void*)from, (size_t)(to - from));
}
