// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Which calls get a full stack, the stack walk and the per-thread caches (stacks.h, iolts.h).
 *
 * Sampling, per slot of the calling thread (a (file, call, site, zone) of the .iolt file): every
 * call while the slot has made at most IOLTS_FIRST_CALLS (past a thread's IOLTS_FIRST_BUDGET such
 * samples, one first call in IOLTS_FIRST_THINNING), then one call whenever the slot's count
 * passed the next multiple of IOLTS_PERIOD (IOLTS_STDIO_PERIOD for fgetc and the other cheap
 * stdio calls, where a walk of a few microseconds would cost more than a thousand calls; the fast
 * paths count most calls without coming here,
 * so "count passed" rather than "count is"), and every call slower than IOLTS_SLOW_NS. A periodic
 * or first sample stands for the slot's calls since its previous sample on this thread (a
 * per-thread shadow of the slot's counts, `struct shadow`); a slow call stands for itself only, so
 * that one slow stack does not take the time of the fast calls before it. The samples of a slot
 * thus add up to its counts, and the reader scales them to the slot's exact totals.
 *
 * The walk is libgcc's unwinder, linked into the library (unwind.h): it follows the unwind tables (.eh_frame,
 * found through _dl_find_object), so -O2 code without frame pointers unwinds, and it makes no
 * system call and opens nothing. libunwind (1.6, Debian 12) was tried first and dropped: at its
 * first use it opens a pipe that stays open in the program (two descriptors the program did not
 * open, and its later descriptors numbered differently), and it validates addresses by writing
 * them into that pipe, which the kernel's read/write counts of the process then include. The walk
 * runs with the thread's guard set (the record path holds it): whatever the unwinder calls that we
 * wrap passes through untraced. A signal handler's traced call runs this code only between walks (during one
 * the guard makes it pass through), so a walk never interrupts a walk on its own thread.
 *
 * On a thread that runs Python code, the interpreter's eval loop in the native stack is replaced by
 * the Python functions and lines it was running (langframes.h, pyframes.c); on a Java thread whose
 * call came from the class library's native code, the Java methods and lines follow the native
 * frames (javaframes.c); on a node thread whose JavaScript waits in a call it made through libuv,
 * the JavaScript functions and lines follow the native frames (jsframes.c). Each is interned once in the stacks file's
 * language frame table.
 *
 * Hot path without a lock: a per-thread cache maps a stack's hash to its id and (stack, slot key)
 * to its weight entry; only a stack or weight this thread has not seen recently takes the stacks
 * lock (stacks_file.c). */
#include "stacks.h"
#include "iolts.h"
#include "langframes.h"
#include "record.h"
#include "unwind.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define SHADOWS 256u /* slots per thread followed (by slot index; a tag tells them apart) */
#define STACK_CACHE 64u
#define WEIGHT_CACHE 64u
#define LANG_CACHE 64u
#define WALK_CAP (IOLTS_MAX_FRAMES + 16u) /* our own frames come first and are cut */

int iol_stacks_on = 1;

struct shadow {
    const struct iolt_slot* slot;
    uint64_t count, timed, ns, bytes; /* the slot's counts as of its last sample */
    uint64_t due; /* the slot's count from which the next periodic sample is taken */
};

struct stacks_tls {
    int pid; /* the image these caches belong to (a fork child starts afresh) */
    uint32_t first_taken; /* first-call samples taken, up to IOLTS_FIRST_BUDGET */
    uint32_t first_passed; /* first calls met past the budget, one in IOLTS_FIRST_THINNING taken */
    int main_thread; /* this image's main thread: its walks are memoised (unwind.h) */
    struct shadow shadow[SHADOWS];
    struct {
        uint64_t hash;
        uint32_t id1; /* id + 1; 0 empty */
    } stacks[STACK_CACHE];
    struct {
        uint64_t key;
        uint32_t site, id1;
        struct iolts_weight* w;
    } weights[WEIGHT_CACHE];
    struct {
        uint64_t hash;
        uint32_t id1; /* language frame index + 1; 0 empty */
    } lang[LANG_CACHE];
};
/* Mapped on the thread's first sample, not static TLS: ld.so zeroes a thread's static TLS when it
 * makes it, so these 16 KiB were four page faults in every traced process, most of which never take
 * a sample (about 20 µs a fault on this machine's VM); unmapped at thread exit (record.c). */
static __thread struct stacks_tls* g_tlsp IOL_TLS_MODEL;

static struct stacks_tls* thread_state(void)
{
    struct stacks_tls* st = g_tlsp;
    if (IOL_LIKELY(st != NULL))
        return st;
    /* Populated by the mmap: the first sample reads this state, then writes it (two faults). */
    void* p = (void*)syscall(
        SYS_mmap, NULL, sizeof *st, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
    if (p == MAP_FAILED)
        return NULL;
    st = p; /* zeroed: pid 0 is no image's, so the first sample sets it up */
    g_tlsp = st;
    return st;
}

void iol_stacks_thread_end(void)
{
    struct stacks_tls* st = g_tlsp;
    g_tlsp = NULL;
    if (st)
        syscall(SYS_munmap, st, sizeof *st);
}

static int g_setup_pid; /* unwinder and own range set up for this pid; -1: stacks are off */
static int g_ready_pid; /* g_ready is this pid's stacks file (release/acquire): no lock needed */
static struct iolts_header* g_ready;
static uintptr_t g_own_lo, g_own_hi; /* our library's mapped range: its frames are cut off */

IOL_STARTUP void iol_stacks_read_env(void)
{
    const char* v = getenv(IOLT_ENV_STACKS);
    iol_stacks_on = !(v && strcmp(v, "0") == 0);
}

/* Once per image: our own range, the language runtimes' frames. Under the stacks lock. */
static int set_up(void)
{
    if (g_setup_pid == -1)
        return 0;
    if (g_setup_pid != 0)
        return 1; /* a fork child keeps the parent's choices */
    iol_own_range(&g_own_lo, &g_own_hi);
    iol_lang_set_up();
    iol_lang_java_set_up();
    iol_lang_js_set_up();
    g_setup_pid = iol_g.pid;
    return 1;
}

static uint64_t mix(uint64_t h, uint64_t v)
{
    h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    return h;
}

/* The frame value of a language frame (IOLTS_LANG_TAG | its table index), or 0 when the table is
 * full. */
static uintptr_t lang_frame(struct stacks_tls* st, const struct iolts_lang_frame* f)
{
    const unsigned c = (unsigned)(f->hash ^ (f->hash >> 29)) & (LANG_CACHE - 1);
    if (st->lang[c].id1 && st->lang[c].hash == f->hash)
        return (uintptr_t)(IOLTS_LANG_TAG | (st->lang[c].id1 - 1));
    iol_stacks_lock();
    const int64_t id = iol_stacks_lang_intern(f);
    iol_stacks_unlock();
    if (id < 0)
        return 0;
    st->lang[c].hash = f->hash;
    st->lang[c].id1 = (uint32_t)id + 1;
    return (uintptr_t)(IOLTS_LANG_TAG | (uint64_t)id);
}

/* The native frames with the interpreter's eval loop replaced by the interpreted frames it ran:
 * those before the innermost eval frame, the language frames, those after the outermost (the
 * interpreter's own frames in between say nothing a user wrote). Into out[IOLTS_MAX_FRAMES];
 * returns the new depth, or 0 when no language frame was taken (the native stack stays).
 *
 * Never for mmap and munmap: memory allocators map and unmap (CPython's own for its arenas,
 * glibc's malloc while it holds an arena lock), and asking the interpreter then would allocate
 * inside the allocator: seen as a crash of python3 at start-up when frame objects were made there. */
static uint32_t with_lang_frames(
    struct stacks_tls* st, uint32_t call, const uintptr_t* native, uint32_t depth, uintptr_t* out, int* truncated)
{
    if (call == IOLT_CALL_MMAP || call == IOLT_CALL_MUNMAP)
        return 0;
    uint32_t first = 0, last = 0, n = 0;
    struct iolts_lang_frame lang[IOLTS_MAX_FRAMES];
    if (iol_lang_eval_span(native, depth, &first, &last)) {
        if (first < IOLTS_MAX_FRAMES)
            n = iol_lang_python_frames(lang, IOLTS_MAX_FRAMES - first, native, depth);
    } else if (!iol_g.fork_image) { /* Python's frames are read from memory; these two are asked of the runtime */
        uint32_t kept = depth;
        const uint32_t walked = depth < IOLTS_MAX_FRAMES ? depth : IOLTS_MAX_FRAMES;
        n = iol_lang_java_frames(lang, IOLTS_MAX_FRAMES, native, walked, &kept);
        if (n == 0)
            n = iol_lang_js_frames(lang, IOLTS_MAX_FRAMES, native, walked, &kept);
        if (n > 0 && kept + n > IOLTS_MAX_FRAMES)
            n = IOLTS_MAX_FRAMES - kept;
        first = kept; /* the natives before the Java frames; none after them */
        last = depth;
    }
    if (n == 0)
        return 0;
    uint32_t k = 0;
    for (uint32_t i = 0; i < first; ++i)
        out[k++] = native[i];
    for (uint32_t i = 0; i < n; ++i) {
        const uintptr_t f = lang_frame(st, &lang[i]);
        if (f)
            out[k++] = f;
    }
    for (uint32_t i = last + 1; i < depth; ++i) {
        if (k == IOLTS_MAX_FRAMES) {
            *truncated = 1;
            break;
        }
        out[k++] = native[i];
    }
    return k;
}

/* The stack id of the calling thread's stack, innermost first and without our own frames, or -1;
 * *truncated when it was deeper than IOLTS_MAX_FRAMES. Inlined, as record is: each frame of ours
 * between the wrapper and the walk is one more that libgcc unwinds by its CFI (about 1,500
 * instructions here), in every sampled stack; a traced `gcc -c`'s driver spent half of its
 * instructions in its 91 walks, 7.5 % fewer with these two frames gone (callgrind, 2026-12-06). */
static inline __attribute__((always_inline)) int64_t take_stack(
    struct stacks_tls* st, struct iolts_header* h, uint32_t call)
{
    void* walk[WALK_CAP];
    const int n = st->main_thread ? iol_backtrace_memo(walk, (int)WALK_CAP) : iol_backtrace(walk, (int)WALK_CAP);
    int i = 0;
    while (i < n && (uintptr_t)walk[i] >= g_own_lo && (uintptr_t)walk[i] < g_own_hi)
        ++i;
    uint32_t depth = (uint32_t)(n - i);
    int truncated = n == (int)WALK_CAP;
    uintptr_t mixed[IOLTS_MAX_FRAMES];
    const uint32_t mixed_depth = with_lang_frames(st, call, (const uintptr_t*)(walk + i), depth, mixed, &truncated);
    if (depth > IOLTS_MAX_FRAMES) {
        depth = IOLTS_MAX_FRAMES;
        truncated = 1;
    }
    if (depth == 0) {
        __atomic_fetch_add(&h->failed, 1, __ATOMIC_RELAXED);
        return -1;
    }
    const uintptr_t* frames = (const uintptr_t*)(walk + i);
    if (mixed_depth > 0) {
        frames = mixed;
        depth = mixed_depth;
    }
    uint64_t hash = mix(depth, (uint64_t)truncated);
    for (uint32_t k = 0; k < depth; ++k)
        hash = mix(hash, frames[k]);
    __atomic_fetch_add(&h->samples, 1, __ATOMIC_RELAXED);
    if (truncated)
        __atomic_fetch_add(&h->truncated, 1, __ATOMIC_RELAXED);
    const unsigned c = (unsigned)(hash ^ (hash >> 17)) & (STACK_CACHE - 1);
    if (st->stacks[c].id1 && st->stacks[c].hash == hash)
        return st->stacks[c].id1 - 1; /* a 64-bit hash over the frames: taken as the stack */
    iol_stacks_lock();
    const int64_t id = iol_stacks_intern(hash, frames, depth, truncated);
    iol_stacks_unlock();
    if (id >= 0) {
        st->stacks[c].hash = hash;
        st->stacks[c].id1 = (uint32_t)id + 1;
    }
    return id;
}

static struct iolts_weight* weight_for(struct stacks_tls* st, uint32_t id, uint64_t key, uint32_t site)
{
    const unsigned c = (unsigned)((id * 31u) ^ (uint32_t)key ^ (uint32_t)(key >> 32) ^ site) & (WEIGHT_CACHE - 1);
    if (st->weights[c].id1 == id + 1 && st->weights[c].key == key && st->weights[c].site == site)
        return st->weights[c].w;
    iol_stacks_lock();
    struct iolts_weight* w = iol_stacks_weight(id, key, site);
    iol_stacks_unlock();
    if (w) {
        st->weights[c].id1 = id + 1;
        st->weights[c].key = key;
        st->weights[c].site = site;
        st->weights[c].w = w;
    }
    return w;
}

static inline __attribute__((always_inline)) void record(
    struct stacks_tls* st, const struct iol_op* op, uint64_t calls, uint64_t timed, uint64_t ns, uint64_t bytes)
{
    struct iolts_header* h = g_ready;
    if (__atomic_load_n(&g_ready_pid, __ATOMIC_ACQUIRE) != iol_g.pid) {
        iol_stacks_lock();
        h = set_up() ? iol_stacks_file() : NULL;
        if (h) {
            g_ready = h;
            __atomic_store_n(&g_ready_pid, iol_g.pid, __ATOMIC_RELEASE);
        }
        iol_stacks_unlock();
        if (!h)
            return;
    }
    const int64_t id = take_stack(st, h, (uint16_t)(op->key >> 32));
    struct iolts_weight* w = id >= 0 ? weight_for(st, (uint32_t)id, op->key, op->slot->key.site) : NULL;
    if (!w) {
        if (id >= 0) /* a full table (take_stack counted an unwinder failure itself) */
            __atomic_fetch_add(&h->dropped, 1, __ATOMIC_RELAXED);
        __atomic_fetch_add(&h->dropped_calls, calls, __ATOMIC_RELAXED);
        return;
    }
    __atomic_fetch_add(&w->calls, calls, __ATOMIC_RELAXED);
    __atomic_fetch_add(&w->timed, timed, __ATOMIC_RELAXED);
    __atomic_fetch_add(&w->ns, ns, __ATOMIC_RELAXED);
    __atomic_fetch_add(&w->bytes, bytes, __ATOMIC_RELAXED);
}

/* Whether a slot's first call is sampled: always within the thread's budget, then one in
 * IOLTS_FIRST_THINNING (a program opening 100,000 files would otherwise unwind every call). */
static int take_first_call(struct stacks_tls* st)
{
    if (st->first_taken < IOLTS_FIRST_BUDGET) {
        st->first_taken++;
        return 1;
    }
    if (++st->first_passed % IOLTS_FIRST_THINNING == 0)
        return 1;
    struct iolts_header* h = __atomic_load_n(&g_ready_pid, __ATOMIC_ACQUIRE) == iol_g.pid ? g_ready : NULL;
    if (h)
        __atomic_fetch_add(&h->thinned, 1, __ATOMIC_RELAXED);
    return 0;
}

void iol_stacks_sample(struct iol_tls* t, const struct iol_op* op, uint64_t t1, int64_t bytes)
{
    struct stacks_tls* st = thread_state();
    if (IOL_UNLIKELY(!st))
        return; /* no memory for 16 KiB: the call is counted in its slot, without a stack */
    if (IOL_UNLIKELY(st->pid != iol_g.pid)) {
        memset(st, 0, sizeof *st);
        st->pid = iol_g.pid;
        st->main_thread = syscall(SYS_gettid) == iol_g.pid;
    }
    const struct iolt_slot* s = op->slot;
    struct shadow* sh = &st->shadow[(uint32_t)(s - t->slots) & (SHADOWS - 1)];
    const uint64_t count = s->count;
    const uint64_t ns = op->timed ? t1 - op->t0 : 0;
    const uint64_t b = bytes > 0 ? (uint64_t)bytes : 0;
    if (sh->slot != s) {
        /* A slot new to this shadow: from zero while it is young, else (evicted by another slot
         * with the same index) from just before this call, so no call is counted twice. */
        memset(sh, 0, sizeof *sh);
        sh->slot = s;
        if (count > IOLTS_FIRST_CALLS + 1) {
            sh->count = count - 1;
            sh->timed = s->timed - (op->timed ? 1 : 0);
            sh->ns = s->ns - ns;
            sh->bytes = s->bytes - b;
            sh->due = count;
        }
    }
    if (op->timed && ns >= IOLTS_SLOW_NS && count > IOLTS_FIRST_CALLS) {
        record(st, op, 1, 1, ns, b); /* the slow call alone; the rest wait for the next sample */
        sh->count++;
        sh->timed++;
        sh->ns += ns;
        sh->bytes += b;
        return;
    }
    if (count > IOLTS_FIRST_CALLS && count < sh->due)
        return;
    if (count <= IOLTS_FIRST_CALLS && !take_first_call(st))
        return; /* the slot's next sample, if any, stands for this call too (its shadow is unmoved) */
    record(st, op, count - sh->count, s->timed - sh->timed, s->ns - sh->ns, s->bytes - sh->bytes);
    sh->count = count;
    sh->timed = s->timed;
    sh->ns = s->ns;
    sh->bytes = s->bytes;
    const uint64_t period
        = iolt_call_layer((uint16_t)(op->key >> 32)) == IOLT_LAYER_STDIO ? IOLTS_STDIO_PERIOD : IOLTS_PERIOD;
    sh->due = count - count % period + period;
}
