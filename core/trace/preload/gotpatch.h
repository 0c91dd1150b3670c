/* SPDX-FileCopyrightText: 2026 The iolens authors
 * SPDX-License-Identifier: GPL-3.0-or-later */
/* Redirecting a running program's calls without LD_PRELOAD: when iolens attaches to a live
 * process (issue 25) its trace library is dlopen'ed late, after every module's calls were bound to
 * libc, so symbol interposition cannot reach them. Instead every module's GOT slots (the
 * addresses its PLT stubs jump through, R_X86_64_JUMP_SLOT, and the function pointers it loads,
 * R_X86_64_GLOB_DAT) that name a wrapped function are pointed at the wrapper, and put back at the
 * detach. This is what heaptrack's injector does for malloc. Calls inside libc itself go to its
 * hidden aliases either way, as under LD_PRELOAD. */
#ifndef IOLENS_TRACE_PRELOAD_GOTPATCH_H
#define IOLENS_TRACE_PRELOAD_GOTPATCH_H

#include <stddef.h>
#include <stdint.h>

struct iol_got_symbol {
    const char* name;
    void* replacement;
};

/* Points every GOT slot naming one of `symbols` at its replacement, in every loaded module except
 * the one whose load base is `skip_base` (the trace library itself, whose own calls must reach
 * libc). Read-only slots (RELRO, -z now) are made writable for the store and read-only again.
 * Returns the number of slots changed, or -1 when the undo list cannot be allocated (nothing is
 * changed then). Not thread-safe against itself; each store is one aligned word, so threads of the
 * program calling through a slot see either the old or the new address. */
long iol_got_patch(const struct iol_got_symbol* symbols, size_t count, uintptr_t skip_base);

/* Puts back every slot iol_got_patch changed whose value is still the replacement it wrote. */
void iol_got_restore(void);

#endif
