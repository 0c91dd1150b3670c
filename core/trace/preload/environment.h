// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The program's environment without the trace, its children's with it.
 *
 * At start (iol_env_hide, from init) the library takes itself out of LD_PRELOAD (the user's own
 * preloads stay, in their order) and removes IOLENS_TRACE_DIR, IOLENS_TRACE_LIB,
 * IOLENS_TRACE_EVENTS, IOLENS_TRACE_STACKS and IOLENS_TRACE_CLOCK from environ, so getenv, environ and setenv see what
 * they see untraced. IOLENS_TRACE_ZONES stays: it is the program's own interface (stopwatch.h, StopwatchUtil.java read
 * it). /proc/self/environ still shows the block the kernel was given at exec: a process can only move it with
 * CAP_SYS_RESOURCE (prctl PR_SET_MM), which the program would not have untraced either.
 *
 * Every way to start a program puts the trace back for the child: the exec and posix_spawn
 * wrappers pass IOL_CHILD_ENV's array, system() and popen() (whose spawn inside glibc passes no
 * wrapper) are wrapped here. The array is built on the caller's stack with no allocation, so it is
 * safe in a vfork child and in a signal handler. */
#pragma once

#include "iol.h"

struct iol_env_need {
    size_t slots; /* pointers, the NULL included */
    size_t bytes; /* for a rebuilt LD_PRELOAD entry */
};

/* At init, once dir and lib_path are known: takes the trace out of environ. */
void iol_env_hide(void);

/* What iol_env_child needs for `from` (NULL: an empty environment). */
struct iol_env_need iol_env_need(char* const from[]);

/* `from` with the trace restored: the library ahead of whatever LD_PRELOAD `from` has (unless it
 * names the library already), the hidden variables `from` lacks. `from` itself when nothing was
 * hidden. */
char* const* iol_env_child(char* const from[], char** slots, char* buf);

/* Declares `name`, the environment for a child started from `from`, on the caller's stack. */
#define IOL_CHILD_ENV(name, from)                                                                                      \
    char* const* const name##_from = (from);                                                                           \
    const struct iol_env_need name##_need = iol_env_need(name##_from);                                                 \
    char* name##_slots[name##_need.slots];                                                                             \
    char name##_buf[name##_need.bytes];                                                                                \
    char* const* const name = iol_env_child(name##_from, name##_slots, name##_buf)
