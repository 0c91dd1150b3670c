// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The frames of an interpreted language on the calling thread, for a sampled stack (stacks.c):
 * the Python functions and lines that led to a traced call, where the native stack shows only the
 * interpreter's eval loop, and the Java methods and lines, where the native walk stops at the
 * JVM's interpreted or compiled code, and the JavaScript functions and lines of a node program.
 * pyframes.c asks the Python interpreter itself, through its C
 * API, and javaframes.c the JVM, through JVMTI, jsframes.c V8 through its embedder API; all find them with dlsym in the process (nothing
 * is linked, nothing happens in a program that is none of them). */
#pragma once

#include "iol.h"
#include "iolts.h"

/* Once per image, before the first sample (under the stacks lock): finds the interpreter's entry
 * points. A program without them samples native frames only. */
void iol_lang_set_up(void);

/* [*first, *last] are the indices of the innermost and outermost native frames of `frames` that
 * lie in the interpreter's eval loop; 0 when none does (no Python code runs on this thread). */
int iol_lang_eval_span(const uintptr_t* frames, uint32_t depth, uint32_t* first, uint32_t* last);

/* Up to `max` frames of the interpreted code running on this thread, innermost first; 0 when the
 * interpreter cannot be asked safely now (not initialised, finalising, a thread it does not know,
 * a signal handler's frame on the stack). `native`: the thread's native stack, checked for a
 * signal frame. */
uint32_t iol_lang_python_frames(struct iolts_lang_frame* out, uint32_t max, const uintptr_t* native, uint32_t depth);

/* Once per image, with iol_lang_set_up: whether this is the java launcher. */
void iol_lang_java_set_up(void);

/* Up to `max` Java frames of the calling thread, innermost first, when the call was made by the
 * class library's native code on a thread the JVM knows; 0 otherwise. *kept: how many of the
 * innermost native frames to keep before them (the rest are where the walk left native code). */
uint32_t iol_lang_java_frames(
    struct iolts_lang_frame* out, uint32_t max, const uintptr_t* native, uint32_t depth, uint32_t* kept);

/* Once per image, with iol_lang_set_up: finds V8's embedder API (a node program). */
void iol_lang_js_set_up(void);

/* Up to `max` JavaScript frames of the calling thread, innermost first, when node's JavaScript is
 * waiting in a call it made through libuv on this thread; 0 otherwise. *kept: how many of the
 * innermost native frames to keep before them (the rest are V8's generated code). */
uint32_t iol_lang_js_frames(
    struct iolts_lang_frame* out, uint32_t max, const uintptr_t* native, uint32_t depth, uint32_t* kept);

/* 1 when a signal handler's frame (the sigreturn trampoline) is among the native frames: the
 * interrupted code may be inside the runtime's allocator or locks, so no runtime is asked. */
int iol_lang_signal_frame(const uintptr_t* native, uint32_t depth);

/* src into dst[size]; a longer text keeps its end (a path's file name), marked with "...". */
void iol_lang_copy_tail(char* dst, size_t size, const char* src);
