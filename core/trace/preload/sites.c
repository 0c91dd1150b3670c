// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Call sites: the first frame outside libc, libstdc++, libgcc_s, libpthread, the loader and the
 * JVM's runtime libraries.
 *
 * A direct call from the program has its site in __builtin_return_address(0): one per-thread cache
 * lookup, no unwinding. When that address lies inside a runtime library (a C++ ofstream writing,
 * Java's FileOutputStream), the real caller is further up and needs a stack walk (glibc's
 * backtrace(), i.e. the unwinder), which costs microseconds. Trade-off: the walk's result is
 * memoised per return address and per thread, and walked again only every IOL_SITE_REWALK-th call
 * from that address, so a library path shared by several callers is attributed to whichever caller
 * was seen at the last walk in between. Calls made through runtime libraries are few and large
 * (buffer refills), so the error is small where it is not zero; direct calls are always exact. When
 * no frame outside them is found (JIT-compiled code has no unwind tables), the library's own
 * address is the site. */
#include "lock.h"
#include "record.h"
#include "tables.h"
#include "unwind.h"

#include <dlfcn.h>
#include <link.h>
#include <string.h>
#include <sys/mman.h>

#define ADDR_MAP_FIRST 256u /* one page */
#define ADDR_MAP_MAX 16384u
#define WALK_DEPTH 32

struct addr_entry {
    uintptr_t addr;
    uint32_t site;
    uint32_t kind; /* 1 program frame, 2 runtime library, 3 our own library */
};
/* The addresses classified so far, open addressed, at most 3/4 full: mapped at its first use and
 * doubled as it fills, to ADDR_MAP_MAX entries. A fixed table of the largest size (256 KiB in our
 * zero-filled data) cost a short process a page fault or two per address it classified, the
 * hashed addresses landing each on a page of its own: some 100 faults per cc1 of a traced build,
 * a third of what tracing added to it. Private memory: a fork child keeps a copy. */
static struct addr_entry* g_addr;
static uint32_t g_addr_cap;
static uint32_t g_addr_used;
static uint32_t g_addr_lock;
static char g_exe[IOL_PATH_MAX];

/* fork: the lock is taken across it, so the child never inherits it held by a thread it lacks. */
void iol_sites_fork_lock(int take)
{
    if (take) {
        iol_spin_lock(&g_addr_lock);
    } else {
        iol_spin_unlock(&g_addr_lock);
    }
}

static int is_runtime(const char* path)
{
    static const char* const names[] = { "libc.so", "libstdc++.so", "libgcc_s.so", "libpthread.so", "ld-linux",
        "ld64.so", "libjvm.so", "libjava.so", "libnio.so", "libzip.so", "libm.so", "libdl.so" };
    const char* base = strrchr(path, '/');
    base = base ? base + 1 : path;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; ++i)
        if (strncmp(base, names[i], strlen(names[i])) == 0)
            return 1;
    return 0;
}

/* The header has it from the image's start (fill_identity, state.c): a second readlink, and the
 * first touch of g_exe's page, cost each process that classifies a site about 5 µs. */
static const char* exe_path(void)
{
    if (iol_g.hdr && iol_g.hdr->exe_string)
        return iol_string_at(iol_g.hdr->exe_string);
    if (!g_exe[0]) {
        const long n = syscall(SYS_readlinkat, -100, "/proc/self/exe", g_exe, sizeof g_exe - 1);
        g_exe[n > 0 ? n : 0] = '\0';
    }
    return g_exe;
}

/* The loaded object an address lies in: its path as the loader has it ("" for the main program)
 * and its load base (where its first segment is mapped, as dladdr's dli_fbase). _dl_find_object
 * (glibc 2.35) is a lock-free lookup in a sorted table; dladdr also names the symbol but searches
 * the object's whole symbol table for it, ~0.6 ms per address in cc1's 29,000 symbols, which made
 * a traced compiler 20 % slower. Sites are named after the run (symbolizer.h) anyway. */
struct object {
    const char* path;
    uintptr_t base;
};

static int find_object(uintptr_t addr, struct object* o)
{
#ifdef DLFO_STRUCT_HAS_EH_DBASE
    struct dl_find_object found;
    if (_dl_find_object((void*)addr, &found) != 0 || !found.dlfo_link_map)
        return 0;
    o->path = found.dlfo_link_map->l_name ? found.dlfo_link_map->l_name : "";
    o->base = (uintptr_t)found.dlfo_map_start;
    return 1;
#else
    Dl_info info;
    if (!dladdr((void*)addr, &info) || !info.dli_fname)
        return 0;
    o->path = info.dli_fname;
    o->base = (uintptr_t)info.dli_fbase;
    return 1;
#endif
}

/* The entry of addr in the table, or the empty one where it goes; the table exists. Lock held. */
static struct addr_entry* addr_bucket(uintptr_t addr)
{
    uint32_t i = (uint32_t)((addr * 0x9e3779b97f4a7c15ull) >> 40) & (g_addr_cap - 1);
    while (g_addr[i].addr && g_addr[i].addr != addr)
        i = (i + 1) & (g_addr_cap - 1);
    return &g_addr[i];
}

/* Room for one more address: the table mapped, or doubled, when it would pass 3/4 full; 0 when
 * it is at its largest or there is no memory (the address is then classified again next time,
 * still correctly). Lock held. */
static int addr_room(void)
{
    if (g_addr && (g_addr_used + 1) * 4 <= g_addr_cap * 3)
        return 1;
    const uint32_t cap = g_addr ? g_addr_cap * 2 : ADDR_MAP_FIRST;
    if (cap > ADDR_MAP_MAX)
        return 0;
    void* p = iol_map_index((size_t)cap * sizeof(struct addr_entry));
    if (p == MAP_FAILED)
        return 0;
    struct addr_entry* old = g_addr;
    const uint32_t old_cap = g_addr_cap;
    g_addr = p;
    g_addr_cap = cap;
    for (uint32_t i = 0; old && i < old_cap; ++i)
        if (old[i].addr)
            *addr_bucket(old[i].addr) = old[i];
    if (old)
        syscall(SYS_munmap, old, (size_t)old_cap * sizeof(struct addr_entry));
    return 1;
}

/* Classifies an address (and registers it as a site when it is a program frame). */
static struct addr_entry classify(uintptr_t addr)
{
    iol_spin_lock(&g_addr_lock);
    struct addr_entry e = g_addr ? *addr_bucket(addr) : (struct addr_entry) { 0, 0, 0 };
    iol_spin_unlock(&g_addr_lock);
    if (e.addr)
        return e;

    struct object o;
    e.addr = addr;
    e.site = 0;
    e.kind = 1;
    const int found = find_object(addr, &o);
    if (found) {
        if (o.base == (uintptr_t)iol_g.own_base)
            e.kind = 3;
        else if (o.path[0] && is_runtime(o.path))
            e.kind = 2;
    }
    if (e.kind == 1) {
        const char* module = found && o.path[0] == '/' ? o.path : exe_path();
        const uint64_t off = found ? addr - o.base : 0;
        e.site = iol_site_add(addr, module[0] ? module : NULL, off, NULL);
    }
    iol_spin_lock(&g_addr_lock);
    if (addr_room()) {
        struct addr_entry* b = addr_bucket(addr);
        if (!b->addr)
            ++g_addr_used;
        *b = e;
    }
    iol_spin_unlock(&g_addr_lock);
    return e;
}

static uint32_t walk(uintptr_t ra)
{
    void* frames[WALK_DEPTH];
    const int n = iol_backtrace(frames, WALK_DEPTH);
    for (int i = 0; i < n; ++i) {
        const struct addr_entry e = classify((uintptr_t)frames[i]);
        if (e.kind == 1)
            return e.site;
    }
    /* No program frame: the runtime library's own address stands for the site. */
    struct object o;
    if (!find_object(ra, &o))
        return 0;
    return iol_site_add(ra, o.path, ra - o.base, NULL);
}

uint32_t iol_site_slow(struct iol_tls* t, void* ra, unsigned bucket)
{
    const struct addr_entry e = classify((uintptr_t)ra);
    uint32_t site = e.site;
    uint32_t left = 0;
    if (e.kind != 1) {
        site = walk((uintptr_t)ra);
        left = IOL_SITE_REWALK;
    }
    t->sitec[bucket].ra = ra;
    t->sitec[bucket].site = site;
    t->sitec[bucket].left = left;
    return site;
}
