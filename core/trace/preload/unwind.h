// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The stack walk of the call sites (sites.c) and the sampled stacks (stacks.c).
 *
 * glibc's backtrace() walks with libgcc_s's unwinder, which it dlopens on its first call, so a
 * traced process had to load libgcc_s (at start, or a dlopen in its first sample, about 0.6 ms).
 * Loading libgcc_s cost every traced process about 80 µs of CPU here, most of it the cpuid
 * instructions of its constructor, which a virtual machine traps: 500 execs of /bin/true took
 * 0.72 ms each with an empty preload that links libgcc_s against 0.64 ms without. The library
 * carries libgcc's unwinder inside instead (-static-libgcc, hidden: the program's own exceptions
 * still go through its libgcc_s), and this walk is glibc's backtrace() over it: the return
 * addresses, innermost first. Async-signal-safe as backtrace() is once loaded: the unwinder finds
 * each address's unwind table with glibc's _dl_find_object, which takes no lock and allocates
 * nothing. Frames that a JIT registered with libgcc_s (__register_frame) are not seen by this copy;
 * the Java and JavaScript frames come from their runtimes anyway (langframes.h). */
#pragma once

/* Up to `max` return addresses of the calling thread's stack into `out`, innermost first (this
 * function's own frame included: the callers skip the library's frames); the number written. */
int iol_backtrace(void** out, int max);
