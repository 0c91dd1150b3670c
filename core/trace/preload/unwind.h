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

/* iol_backtrace for the main thread, with its last walks kept: a walk is taken again as it was
 * when this call's frame is where it was then and every return address of that walk is still in
 * its slot on the stack (the frames are the same ones, called from the same places). Those are a
 * few reads where libgcc's walk interprets each frame's unwind rules: a traced compiler spent 80 %
 * of the library's time in the walk, for stacks that mostly repeat. Any other thread, or a stack
 * not the main one (a signal's alternate stack, a coroutine's), is walked as iol_backtrace does.
 * Only the thread whose argv iol_backtrace_memo_setup was given may call it. */
int iol_backtrace_memo(void** out, int max);
/* At start, on the main thread (state.c's constructor): argv as the kernel laid it out, at the
 * top of the main stack; NULL leaves iol_backtrace_memo to walk every time (attached, where the
 * constructor's arguments are not known). A fork child keeps the walks: its stack is a copy. */
void iol_backtrace_memo_setup(const void* main_argv);
/* The walks iol_backtrace_memo took whole from its memo, and those it finished from it. */
void iol_backtrace_memo_counts(unsigned long* whole, unsigned long* spliced);
