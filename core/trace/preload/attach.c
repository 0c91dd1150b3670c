/* SPDX-FileCopyrightText: 2026 The iolens authors
 * SPDX-License-Identifier: GPL-3.0-or-later */
/* The attach build's entry points (libiolens-trace-attach.so, issue 25). `iolens-cli trace --pid`
 * loads this library into a running process with ptrace (core/trace/attach/) and calls, inside
 * that process, iolens_trace_attach(dir) to start recording and, at the end,
 * iolens_trace_detach() to stop; between the two the program runs on its own. */
#define _GNU_SOURCE /* dladdr; before any system header */
#include "gotpatch.h"
#include "tables.h"
#include "wrappers.h"

#include <dlfcn.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* Every wrapped function's name, from the table; the program's GOT slots naming one are pointed
 * at our wrapper of that name. */
static const char* const g_names[] = {
#define IOL_NAME_ROW(n, ret, params, args, kind, shape, lookup) #n,
    IOL_WRAPPERS(IOL_NAME_ROW)
#undef IOL_NAME_ROW
};
#define IOL_NAME_COUNT (sizeof g_names / sizeof g_names[0])

static struct iol_got_symbol g_symbols[IOL_NAME_COUNT];

/* Our own definition of each name: dlsym on our handle finds ours first; dladdr makes sure it is
 * (a name we do not define would come from libc). */
static size_t own_wrappers(void)
{
    Dl_info self;
    if (!dladdr((void*)g_symbols, &self) || !self.dli_fname)
        return 0;
    void* handle = dlopen(self.dli_fname, RTLD_NOW | RTLD_NOLOAD);
    if (!handle)
        return 0;
    size_t n = 0;
    for (size_t i = 0; i < IOL_NAME_COUNT; ++i) {
        void* wrapper = dlsym(handle, g_names[i]);
        Dl_info where;
        if (wrapper && dladdr(wrapper, &where) && where.dli_fbase == self.dli_fbase)
            g_symbols[n++] = (struct iol_got_symbol) { g_names[i], wrapper };
    }
    dlclose(handle); /* RTLD_NOLOAD took a reference; the library stays loaded */
    return n;
}

/* The status the process exits with. A started program's is seen by the wrapped exit() and main
 * (wrap_process.c), but an attached one is inside main already and returning from it calls exit
 * within libc, past every GOT slot: without this its image would end with status -1, which reads
 * as "detached". Runs before the program's own exit handlers (registered later, called first);
 * our destructor writes the image's end after them. After a detach it only sets a field no one
 * reads: this copy of the library stays loaded, so the handler stays valid. */
static void note_exit_status(int status, void* unused)
{
    (void)unused;
    if (iol_tls.vforked)
        return;
    iol_g.exit_status = status & 0xff; /* what the parent will see */
    iol_g.exit_known = 1;
}

/* Starts recording into `dir` (made by iolens, writable by this process): the trace file, then
 * the program's calls redirected. Returns the number of GOT slots redirected (>= 0), or -errno. */
__attribute__((visibility("default"))) long iolens_trace_attach(const char* dir)
{
    if (!dir)
        return -EINVAL;
    if (iol_start_attached(dir) != 0)
        return -EIO;
    static int exit_noted;
    if (!exit_noted && on_exit(note_exit_status, NULL) == 0)
        exit_noted = 1;
    const size_t count = own_wrappers();
    if (count == 0)
        return -ENOENT;
    const long changed = iol_got_patch(g_symbols, count, (uintptr_t)iol_g.own_base);
    return changed < 0 ? -ENOMEM : changed;
}

/* Stops: every slot put back first (no new call enters a wrapper), then the image's end written as
 * at exit. A thread inside a wrapper at that moment finishes its call normally. */
__attribute__((visibility("default"))) long iolens_trace_detach(void)
{
    iol_got_restore();
    iol_finish();
    __atomic_store_n(&iol_g.on, 0, __ATOMIC_RELEASE);
    return 0;
}
