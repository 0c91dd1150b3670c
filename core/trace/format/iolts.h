// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The stacks file of one process image: p<pid>.<generation>.iolts, next to the image's trace file
 * p<pid>.<generation>.iolt (iolt.h) and written by the same library (preload/stacks.c). Sampled
 * full call stacks of the traced calls; the exact per-(file, call, site, zone) counts stay in the
 * .iolt file and are the ground truth: a reader scales the sampled weights of each such key to
 * them.
 *
 * Created on the first sample only (an image that sampled nothing has none), O_EXCL | O_CLOEXEC,
 * mode 0600, MAP_SHARED and the descriptor closed after mmap, like the trace file: a crash or
 * SIGKILL keeps every entry published so far. Sparse; pages are reserved before they are written.
 *
 *   offset 0                       struct iolts_header (IOLTS_HEADER_SIZE bytes)
 *   modules_offset                 struct iolts_module[max_modules]   (the objects frames lie in)
 *   stacks_offset                  struct iolts_stack[max_stacks]     (index = stack id)
 *   weights_offset                 struct iolts_weight[max_weights]
 *   frames_offset                  uint64_t[frame_pool]               (return addresses)
 *   lang_offset                    struct iolts_lang_frame[max_lang]  (version 2: interpreted frames)
 *
 * A stack is its frames' return addresses, innermost first (the library's own frames cut off),
 * stored once per distinct stack. A frame of the interpreted language that ran the call (a Python
 * function and line; version 2) is not an address: IOLTS_LANG_TAG | its index in the language
 * frame table, which names it once (function, file, line). Such frames stand where the
 * interpreter's eval loop was in the native stack: frames[first .. first + depth). Both tables are appended to and
 * published by header.stacks_used and header.weights_used (release) once an entry is filled; a
 * weight's counts are added to atomically afterwards. A weight
 * is what the samples of one (stack, file, call, zone, site) stood for: the calls since the
 * previous sample of the same .iolt slot on the same thread (so the samples of a slot add up to
 * its calls), their timed calls, measured ns and bytes.
 *
 * Which calls are sampled: every call while its slot has made at most first_calls calls, every
 * call slower than slow_ns (that one alone), and then one in `period` calls of each slot (one in
 * stdio_period for the calls of the stdio layer, iolt_call_layer). */
#pragma once

#include <stdint.h>

#define IOLTS_MAGIC "IOLSTK1"
#define IOLTS_VERSION 2u /* 2: language frames; a reader takes 1 as well */
#define IOLTS_HEADER_SIZE 4096u

#define IOLTS_MAX_FRAMES 64u /* deeper stacks keep their innermost 64 frames and are marked truncated */
#define IOLTS_MAX_STACKS 16384u /* distinct stacks per image; samples of more are counted as dropped */
#define IOLTS_FRAME_POOL (1u << 20) /* frame addresses of all stacks together (8 MiB) */
#define IOLTS_MAX_WEIGHTS 32768u /* distinct (stack, file, call, zone, site) */
#define IOLTS_MAX_MODULES 1024u /* loaded objects (executable, libraries) that frames lie in */
#define IOLTS_MAX_LANG 8192u /* distinct (function, file, line) of interpreted frames */
/* A frame value with this top byte is a language frame (user-space addresses stay below 2^57). */
#define IOLTS_LANG_TAG 0xfe00000000000000ull
#define IOLTS_LANG_INDEX(frame) ((uint32_t)((frame)&0xffffffffull))
#define IOLTS_IS_LANG(frame) (((frame)&0xff00000000000000ull) == IOLTS_LANG_TAG)
#define IOLTS_FIRST_CALLS 16u
/* A program that touches thousands of files gives each (file, call, site, zone) a slot of a few
 * calls, all of them "first calls": after a thread has taken IOLTS_FIRST_BUDGET first-call
 * samples it takes one in IOLTS_FIRST_THINNING of the rest (the others stay counted in their
 * slots, and the reader gives them the stacks sampled at the same call site; header.thinned). */
#define IOLTS_FIRST_BUDGET 4096u
#define IOLTS_FIRST_THINNING 64u
#define IOLTS_SLOW_NS 1000000u
#define IOLTS_PERIOD 1024u
/* Cheap stdio calls (fgetc, fputc …: a few ns each, where one walk costs microseconds). */
#define IOLTS_STDIO_PERIOD 16384u

#define IOLT_ENV_STACKS "IOLENS_TRACE_STACKS" /* "0": no stacks (iolens-cli trace --no-stacks) */

struct iolts_header {
    char magic[8];
    uint32_t version;
    uint32_t header_size;
    uint64_t file_size;
    int32_t pid;
    uint32_t generation; /* that of the .iolt file it belongs to */
    uint32_t max_frames, max_stacks, frame_pool, max_weights;
    uint32_t first_calls, period;
    uint64_t slow_ns;
    uint64_t stacks_offset, weights_offset, frames_offset;
    uint32_t stacks_used; /* published (release) after the entry and its frames are written */
    uint32_t weights_used; /* published (release) after the entry's key is written */
    uint64_t frames_used;
    uint64_t samples; /* stacks taken */
    uint64_t truncated; /* samples whose stack was deeper than max_frames */
    uint64_t dropped; /* samples not stored: the stack, frame or weight table was full */
    uint64_t dropped_calls; /* the calls those samples stood for */
    uint64_t failed; /* samples the unwinder could not take (no frame outside the library) */
    uint64_t modules_offset;
    uint32_t max_modules;
    uint32_t modules_used; /* published (release) after the entry is written */
    uint32_t stdio_period;
    uint32_t unused;
    uint64_t lang_offset; /* version 2 */
    uint32_t max_lang;
    uint32_t lang_used; /* published (release) after the entry is written */
    uint64_t thinned; /* first calls not sampled past a thread's IOLTS_FIRST_BUDGET (0 in older files) */
    uint8_t reserved[IOLTS_HEADER_SIZE - 192];
};

/* A loaded object, as dl_iterate_phdr saw it when one of its addresses was first in a stack: a
 * frame at address a in [begin, end) is at offset a - base of the file `path` (the executable's
 * own path for the main program). Addresses in no object (JIT code) have no module. */
struct iolts_module {
    uint64_t begin, end, base;
    char path[232]; /* NUL-terminated; cut if longer */
};

/* A frame of an interpreted language, named as its source names it: "count", "slow.py", 5. */
enum iolts_language { IOLTS_LANG_PYTHON = 1, IOLTS_LANG_JAVA = 2, IOLTS_LANG_JAVASCRIPT = 3 };
/* The JavaScript frame of a call made on one of libuv's worker threads for node's asynchronous
 * API: the JavaScript that asked for it is no longer running, so it has no file or line. */
#define IOLTS_JS_ASYNC_FRAME "(asynchronous call, on a libuv worker thread)"
struct iolts_lang_frame {
    uint64_t hash; /* of language, function, file and line */
    uint32_t language; /* enum iolts_language */
    int32_t line; /* 0: not known */
    char function[112]; /* NUL-terminated; cut if longer */
    char file[128];
};

struct iolts_stack {
    uint64_t hash;
    uint64_t first; /* index into the frame pool */
    uint32_t depth;
    uint32_t truncated; /* 1: the stack went on past max_frames */
};

struct iolts_weight {
    uint32_t used; /* 1 once the key is written */
    uint32_t stack;
    uint32_t file; /* entries of the .iolt file's tables */
    uint16_t call, zone;
    uint32_t site;
    uint32_t pad;
    uint64_t calls, timed, ns, bytes; /* atomic adds */
};

#ifdef __cplusplus
static_assert(sizeof(struct iolts_header) == IOLTS_HEADER_SIZE, "header size");
static_assert(sizeof(struct iolts_stack) == 24, "stack entry size");
static_assert(sizeof(struct iolts_weight) == 56, "weight entry size");
static_assert(sizeof(struct iolts_module) == 256, "module entry size");
static_assert(sizeof(struct iolts_lang_frame) == 256, "language frame entry size");
#else
_Static_assert(sizeof(struct iolts_header) == IOLTS_HEADER_SIZE, "header size");
_Static_assert(sizeof(struct iolts_stack) == 24, "stack entry size");
_Static_assert(sizeof(struct iolts_weight) == 56, "weight entry size");
_Static_assert(sizeof(struct iolts_module) == 256, "module entry size");
_Static_assert(sizeof(struct iolts_lang_frame) == 256, "language frame entry size");
#endif
