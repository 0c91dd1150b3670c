// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "unwind.h"

#include <stddef.h>
#include <stdint.h>
#include <unwind.h>

struct walk {
    void** out;
    int max;
    int n;
    uintptr_t last_cfa;
    uintptr_t* cfa; /* each frame's CFA as well, or NULL; not NULL: the main thread's memo is used */
};

static int splice(struct walk* w);

static _Unwind_Reason_Code step(struct _Unwind_Context* ctx, void* arg)
{
    struct walk* w = arg;
    if (w->n >= w->max)
        return _URC_END_OF_STACK;
    const uintptr_t ip = _Unwind_GetIP(ctx);
    const uintptr_t cfa = _Unwind_GetCFA(ctx);
    /* A frame whose unwind rule leads back to itself (a hand-written entry point with no CFI end
     * marker) would repeat until `max`: the walk ends when neither the address nor the frame moved. */
    if (w->n > 0 && ip == (uintptr_t)w->out[w->n - 1] && cfa == w->last_cfa)
        return _URC_END_OF_STACK;
    if (ip == 0)
        return _URC_END_OF_STACK;
    if (w->cfa)
        w->cfa[w->n] = cfa;
    w->out[w->n++] = (void*)ip;
    w->last_cfa = cfa;
    if (w->cfa && w->n > 1 && splice(w))
        return _URC_END_OF_STACK; /* the rest of the walk came from the memo */
    return _URC_NO_REASON;
}

int iol_backtrace(void** out, int max)
{
    struct walk w = { out, max, 0, 0, NULL };
    if (max > 0)
        _Unwind_Backtrace(step, &w);
    return w.n;
}

/* The main thread's recent walks (unwind.h, iol_backtrace_memo). A walk is (ip[k], cfa[k]): as
 * libgcc reports a frame, ip[k] is a return address and cfa[k] the CFA of the frame it returns
 * from, so ip[k] is the word at cfa[k] - 8 (x86-64: a call pushes its return address just below
 * the callee's CFA). cfa[1] is iol_backtrace_memo's own CFA; ip[0] and cfa[0] are libgcc's own
 * frame, below it. */
#define MEMO_WAYS 16u
#define MEMO_FRAMES 80
#define MAIN_STACK_SPAN (8u << 20) /* a main stack deeper than this is left to the plain walk */

struct memo {
    uintptr_t own; /* cfa[1] */
    int n; /* 0: empty */
    uintptr_t ip[MEMO_FRAMES];
    uintptr_t cfa[MEMO_FRAMES];
};

static struct memo g_memo[MEMO_WAYS];
static unsigned long g_memo_whole, g_memo_spliced; /* walks taken whole from the memo, or in part */
static uintptr_t g_stack_top; /* the main thread's argv: above every frame of its stack */
static int g_memo_used; /* a walk was kept since the last setup */

/* Where a frame (ip, cfa) of a kept walk is: way + 1 (0: none) and its index there. A walk whose
 * inner frames differ (another call of the same code, a different innermost function) often
 * goes on as a kept one does from some frame up: there it is spliced on (splice). Entries are
 * checked against the walk they name, so one whose walk was replaced since just misses. */
#define MEMO_FRAME_INDEX 512u
static struct {
    uint8_t way1;
    uint8_t k;
} g_frame_at[MEMO_FRAME_INDEX];

static unsigned frame_slot(uintptr_t cfa, uintptr_t ip)
{
    return (unsigned)(((cfa >> 3) ^ ip) * 0x9e3779b97f4a7c15ull >> 55) & (MEMO_FRAME_INDEX - 1);
}

/* Once, at the image's start: beside the other start-up code (iol.h, IOL_STARTUP). */
__attribute__((section(".text.startup"), noinline)) void iol_backtrace_memo_setup(const void* main_argv)
{
    g_stack_top = (uintptr_t)main_argv;
    /* A new image's memo is zero already: clearing it there wrote its 7 pages, a page fault each
     * (about 17 µs) in every process, traced or not, that never takes a stack. */
    if (!g_memo_used)
        return;
    g_memo_used = 0;
    for (unsigned i = 0; i < MEMO_WAYS; ++i)
        g_memo[i].n = 0;
    for (unsigned i = 0; i < MEMO_FRAME_INDEX; ++i)
        g_frame_at[i].way1 = 0;
}

/* Whether the walk's frames are still there: each return address in its slot. Every slot lies
 * between this call's own CFA and the top of the main stack, all of it mapped. */
static int memo_holds(const struct memo* m, uintptr_t own)
{
    if (m->n < 2 || m->own != own)
        return 0;
    for (int k = 1; k < m->n; ++k)
        if (*(const uintptr_t*)(m->cfa[k] - 8) != m->ip[k])
            return 0;
    return 1;
}

/* The walk's last frame is frame j of a kept walk, at the same place on the stack and returning to
 * the same address: the frames above it are that walk's if their return addresses are all still in
 * their slots (as in memo_holds). Copied then, up to the walk's max. */
static int splice(struct walk* w)
{
    const uintptr_t ip = (uintptr_t)w->out[w->n - 1], cfa = w->cfa[w->n - 1];
    const unsigned s = frame_slot(cfa, ip);
    if (!g_frame_at[s].way1)
        return 0;
    const struct memo* m = &g_memo[g_frame_at[s].way1 - 1];
    const int j = g_frame_at[s].k;
    if (j >= m->n || m->cfa[j] != cfa || m->ip[j] != ip)
        return 0;
    for (int k = j + 1; k < m->n; ++k)
        if (*(const uintptr_t*)(m->cfa[k] - 8) != m->ip[k])
            return 0;
    for (int k = j + 1; k < m->n && w->n < w->max; ++k) {
        w->cfa[w->n] = m->cfa[k];
        w->out[w->n++] = (void*)m->ip[k];
    }
    ++g_memo_spliced;
    return 1;
}

/* Whether a walk just made can be checked that way later: each CFA above the one before, all on
 * the main stack, each return address where the rule above says (not so through a signal
 * handler's frame, whose return address lies in the signal's context). */
static int memo_fits(const uintptr_t* ip, const uintptr_t* cfa, int n, uintptr_t own)
{
    if (n < 2 || cfa[1] != own)
        return 0;
    for (int k = 1; k < n; ++k) {
        if ((k > 1 && cfa[k] <= cfa[k - 1]) || cfa[k] > g_stack_top)
            return 0;
        if (*(const uintptr_t*)(cfa[k] - 8) != ip[k])
            return 0;
    }
    return 1;
}

__attribute__((noinline)) int iol_backtrace_memo(void** out, int max)
{
    const uintptr_t own = (uintptr_t)__builtin_dwarf_cfa();
    const int usable = g_stack_top && own < g_stack_top && g_stack_top - own < MAIN_STACK_SPAN && max <= MEMO_FRAMES;
    struct memo* m = &g_memo[(own >> 4) & (MEMO_WAYS - 1)];
    if (usable && memo_holds(m, own)) {
        const int n = m->n < max ? m->n : max;
        for (int k = 0; k < n; ++k)
            out[k] = (void*)m->ip[k];
        ++g_memo_whole;
        return n;
    }
    uintptr_t cfa[MEMO_FRAMES];
    struct walk w = { out, max, 0, 0, usable ? cfa : NULL };
    if (max > 0)
        _Unwind_Backtrace(step, &w);
    if (usable && memo_fits((const uintptr_t*)out, cfa, w.n, own)) {
        g_memo_used = 1;
        m->n = 0;
        m->own = own;
        for (int k = 0; k < w.n; ++k) {
            m->ip[k] = (uintptr_t)out[k];
            m->cfa[k] = cfa[k];
        }
        m->n = w.n;
        for (int k = 1; k < w.n; ++k) {
            const unsigned s = frame_slot(cfa[k], (uintptr_t)out[k]);
            g_frame_at[s].way1 = (uint8_t)(m - g_memo + 1);
            g_frame_at[s].k = (uint8_t)k;
        }
    }
    return w.n;
}

void iol_backtrace_memo_counts(unsigned long* whole, unsigned long* spliced)
{
    *whole = g_memo_whole;
    *spliced = g_memo_spliced;
}
