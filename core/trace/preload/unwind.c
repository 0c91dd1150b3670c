// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "unwind.h"

#include <stdint.h>
#include <unwind.h>

struct walk {
    void** out;
    int max;
    int n;
    uintptr_t last_cfa;
};

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
    w->out[w->n++] = (void*)ip;
    w->last_cfa = cfa;
    return _URC_NO_REASON;
}

int iol_backtrace(void** out, int max)
{
    struct walk w = { out, max, 0, 0 };
    if (max > 0)
        _Unwind_Backtrace(step, &w);
    return w.n;
}
