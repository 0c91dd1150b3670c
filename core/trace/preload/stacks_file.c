// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The image's stacks file (format/iolts.h): created on the first sample, next to the trace file
 * and with its generation; the stack table (interned once per distinct stack) and the weight
 * table. Called under the stacks lock only, from stacks.c's slow path (a per-thread cache answers
 * the usual case without it).
 *
 * A fork child inherits the parent's mapping, which it must never write into: when the image's pid
 * (iol_g.pid, set anew in the child by iol_fork_child) is no longer the file's, the mapping is
 * dropped and the child starts a file of its own. The lock is a private variable for the same
 * reason: a thread of the parent that held it does not exist in the child, so the child takes it
 * fresh. */
#include "stacks.h" /* first: iol.h's feature macros come before any system header */

#include "iolts.h"
#include "lock.h"
#include "record.h"
#include "text.h"

#include <fcntl.h>
#include <link.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

#define MODULES_OFF ((uint64_t)IOLTS_HEADER_SIZE)
#define STACKS_OFF (MODULES_OFF + (uint64_t)IOLTS_MAX_MODULES * sizeof(struct iolts_module))
#define WEIGHTS_OFF (STACKS_OFF + (uint64_t)IOLTS_MAX_STACKS * sizeof(struct iolts_stack))
#define FRAMES_OFF (WEIGHTS_OFF + (uint64_t)IOLTS_MAX_WEIGHTS * sizeof(struct iolts_weight))
#define LANG_OFF (FRAMES_OFF + (uint64_t)IOLTS_FRAME_POOL * sizeof(uint64_t))
#define FILE_SIZE (LANG_OFF + (uint64_t)IOLTS_MAX_LANG * sizeof(struct iolts_lang_frame))
#define INDEX_SIZE (2u * IOLTS_MAX_STACKS) /* power of two, half full at most */
#define WINDEX_SIZE (2u * IOLTS_MAX_WEIGHTS)
#define LINDEX_SIZE (2u * IOLTS_MAX_LANG)
#define RESERVE_CHUNK (64u << 10)

static uint32_t g_lock;
static int g_pid; /* whose file g_hdr is (0: none yet) */
static int g_failed_pid; /* this pid could not create its file: no retry */
static struct iolts_header* g_hdr;
static char g_path[IOL_PATH_MAX + 64];
/* Reserved (space.h's reasoning: a page the file system cannot give raises SIGBUS at the store,
 * so each region's pages are reserved before they are written) up to these offsets. */
static uint64_t g_modules_reserved, g_stacks_reserved, g_weights_reserved, g_frames_reserved, g_lang_reserved;

/* An index of a table of the file: entry + 1 by its hash, open addressed, at most half full; 0
 * free. Private memory mapped at the first entry, one page, and doubled as the table grows, to
 * twice the table's most entries. Fixed arrays of that size (448 KiB in all, cleared for each new
 * file) cost each image that sampled a stack 112 page faults: a third of what the stacks added to
 * a traced build, whose every compiler run is an image of its own. */
struct stack_index {
    uint32_t* at;
    uint32_t cap; /* a power of two; 0 before the first entry */
    uint32_t n;
};
static struct stack_index g_index; /* stack id + 1 by the stack's hash */
static struct stack_index g_windex; /* weight entry + 1 by its key */
static struct stack_index g_lindex; /* language frame + 1 by its hash */
#define INDEX_FIRST 1024u /* one page */

static void index_drop(struct stack_index* x)
{
    if (x->at)
        syscall(SYS_munmap, x->at, (size_t)x->cap * sizeof(uint32_t));
    x->at = NULL;
    x->cap = x->n = 0;
}

/* Room for one more entry in x, whose most is `max` buckets; the hash of entry e is hash_of(e).
 * 0 when it has no free bucket left (the entry is then counted as dropped, as when its table is full). */
static int index_room(struct stack_index* x, uint32_t max, uint32_t (*hash_of)(uint32_t entry))
{
    if (x->at && (x->n + 1) * 2 <= x->cap)
        return 1;
    /* Past half full, at its largest or without memory to double, it still works while a bucket is
     * free (at its largest one always is: its table is full first). */
    const int usable = x->at != NULL && x->n + 1 < x->cap;
    const uint32_t cap = x->at ? x->cap * 2 : INDEX_FIRST;
    if (cap > max)
        return usable;
    void* p = iol_map_index((size_t)cap * sizeof(uint32_t));
    if (p == MAP_FAILED)
        return usable;
    uint32_t* old = x->at;
    const uint32_t old_cap = x->cap;
    x->at = p;
    x->cap = cap;
    for (uint32_t b = 0; old && b < old_cap; ++b) {
        if (!old[b])
            continue;
        uint32_t i = hash_of(old[b] - 1) & (cap - 1);
        while (x->at[i])
            i = (i + 1) & (cap - 1);
        x->at[i] = old[b];
    }
    if (old)
        syscall(SYS_munmap, old, (size_t)old_cap * sizeof(uint32_t));
    return 1;
}

void iol_stacks_lock(void)
{
    iol_spin_lock(&g_lock);
}

void iol_stacks_unlock(void)
{
    iol_spin_unlock(&g_lock);
}

static uint64_t page_up(uint64_t x)
{
    return (x + 4095u) & ~(uint64_t)4095u;
}

/* [from, to) of the file allocated before it is written: MADV_POPULATE_WRITE, else fallocate on
 * the file reopened by name (kernels before 5.14). */
static int reserve_range(uint64_t from, uint64_t to)
{
    from &= ~(uint64_t)4095u;
    to = page_up(to);
    if (to > FILE_SIZE)
        to = FILE_SIZE;
    if (from >= to)
        return 1;
    const int saved = errno;
    int ok = syscall(SYS_madvise, (unsigned char*)g_hdr + from, (size_t)(to - from), MADV_POPULATE_WRITE) == 0;
    if (!ok && errno == EINVAL) {
        const long fd = iol_sys_open(g_path, O_RDWR | O_CLOEXEC, 0);
        if (fd >= 0) {
            ok = syscall(SYS_fallocate, (int)fd, 0, (off_t)from, (off_t)(to - from)) == 0 || errno == EOPNOTSUPP;
            iol_sys_close((int)fd);
        }
    }
    errno = saved;
    return ok;
}

/* Region [base, base + limit): bytes up to `upto` from its start writable. */
static int ensure(uint64_t base, uint64_t limit, uint64_t* reserved, uint64_t upto)
{
    if (upto <= *reserved)
        return 1;
    if (upto > limit)
        return 0;
    /* Ahead of need by half what the region has (a chunk at most), as space.c: a fixed chunk of
     * 64 KiB per region made every image that sampled a stack reserve 68 pages, where a compiler
     * run of a build used a few (a new tmpfs page costs about 5 µs here). */
    const uint64_t ahead = *reserved / 2 < RESERVE_CHUNK ? *reserved / 2 : RESERVE_CHUNK;
    uint64_t end = upto + ahead;
    if (end > limit)
        end = limit;
    if (!reserve_range(base + *reserved, base + end)) {
        if (!reserve_range(base + *reserved, base + upto))
            return 0;
        end = upto;
    }
    /* reserve_range took whole pages: the last one counts as reserved to its end, or each new
     * 40-byte entry on it would reserve it again, a system call each (some 30 per compiler run). */
    end = page_up(base + end) - base;
    *reserved = end < limit ? end : limit;
    return 1;
}

static struct iolts_header* create(void)
{
    const int pid = iol_g.pid;
    if (!iol_g.hdr || g_failed_pid == pid)
        return NULL;
    iol_text_trace_file(g_path, sizeof g_path, iol_g.dir, pid, iol_g.hdr->generation, ".iolts");
    const long fd = iol_sys_open(g_path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0) {
        g_failed_pid = pid;
        return NULL;
    }
    void* base = MAP_FAILED;
    if (syscall(SYS_ftruncate, (int)fd, (off_t)FILE_SIZE) == 0)
        base = (void*)syscall(SYS_mmap, NULL, (size_t)FILE_SIZE, PROT_READ | PROT_WRITE, MAP_SHARED, (int)fd, 0);
    iol_sys_close((int)fd);
    g_hdr = base == MAP_FAILED ? NULL : base;
    g_modules_reserved = g_stacks_reserved = g_weights_reserved = g_frames_reserved = g_lang_reserved = 0;
    if (!g_hdr || !reserve_range(0, IOLTS_HEADER_SIZE)) {
        if (g_hdr)
            syscall(SYS_munmap, g_hdr, (size_t)FILE_SIZE);
        g_hdr = NULL;
        syscall(SYS_unlinkat, -100, g_path, 0);
        g_failed_pid = pid;
        return NULL;
    }
    struct iolts_header* h = g_hdr;
    h->version = IOLTS_VERSION;
    h->header_size = IOLTS_HEADER_SIZE;
    h->file_size = FILE_SIZE;
    h->pid = pid;
    h->generation = iol_g.hdr->generation;
    h->max_frames = IOLTS_MAX_FRAMES;
    h->max_stacks = IOLTS_MAX_STACKS;
    h->frame_pool = IOLTS_FRAME_POOL;
    h->max_weights = IOLTS_MAX_WEIGHTS;
    h->first_calls = IOLTS_FIRST_CALLS;
    h->period = IOLTS_PERIOD;
    h->stdio_period = IOLTS_STDIO_PERIOD;
    h->slow_ns = IOLTS_SLOW_NS;
    h->stacks_offset = STACKS_OFF;
    h->weights_offset = WEIGHTS_OFF;
    h->frames_offset = FRAMES_OFF;
    h->modules_offset = MODULES_OFF;
    h->max_modules = IOLTS_MAX_MODULES;
    h->lang_offset = LANG_OFF;
    h->max_lang = IOLTS_MAX_LANG;
    memcpy(h->magic, IOLTS_MAGIC, sizeof IOLTS_MAGIC); /* last: a reader checks it first */
    index_drop(&g_index); /* a fork child's: its parent's entries */
    index_drop(&g_windex);
    index_drop(&g_lindex);
    g_pid = pid;
    return h;
}

struct iolts_header* iol_stacks_file(void)
{
    if (g_pid == iol_g.pid && g_hdr)
        return g_hdr;
    if (g_hdr && g_pid != iol_g.pid) { /* a fork child: the parent's mapping is not ours */
        syscall(SYS_munmap, g_hdr, (size_t)FILE_SIZE);
        g_hdr = NULL;
    }
    return create();
}

static struct iolts_module* module_at(uint32_t i)
{
    return (struct iolts_module*)((unsigned char*)g_hdr + MODULES_OFF) + i;
}

static int has_module(uint64_t addr)
{
    const uint32_t n = g_hdr->modules_used;
    for (uint32_t i = 0; i < n; ++i) {
        const struct iolts_module* m = module_at(i);
        if (addr >= m->begin && addr < m->end)
            return 1;
    }
    return 0;
}

struct module_search {
    uint64_t addr;
    struct iolts_module found;
    int ok;
};

static int find_module(struct dl_phdr_info* info, size_t size, void* data)
{
    (void)size;
    struct module_search* q = data;
    uint64_t lo = UINT64_MAX, hi = 0;
    int inside = 0;
    for (int i = 0; i < info->dlpi_phnum; ++i) {
        const ElfW(Phdr)* p = &info->dlpi_phdr[i];
        if (p->p_type != PT_LOAD)
            continue;
        const uint64_t b = info->dlpi_addr + p->p_vaddr, e = b + p->p_memsz;
        lo = b < lo ? b : lo;
        hi = e > hi ? e : hi;
        inside = inside || (q->addr >= b && q->addr < e);
    }
    if (!inside)
        return 0;
    q->found.begin = lo;
    q->found.end = hi;
    q->found.base = info->dlpi_addr;
    const char* name = info->dlpi_name;
    if (!name || !name[0]) { /* the main program */
        const long n = syscall(SYS_readlinkat, -100, "/proc/self/exe", q->found.path, sizeof q->found.path - 1);
        q->found.path[n > 0 ? n : 0] = '\0';
    } else {
        strncpy(q->found.path, name, sizeof q->found.path - 1);
        q->found.path[sizeof q->found.path - 1] = '\0';
    }
    q->ok = 1;
    return 1;
}

/* The object each frame lies in, added when new (dl_iterate_phdr: only for stacks not seen yet). */
static void add_modules(const uintptr_t* frames, uint32_t depth)
{
    struct iolts_header* h = g_hdr;
    for (uint32_t k = 0; k < depth; ++k) {
        if (IOLTS_IS_LANG((uint64_t)frames[k]) || has_module(frames[k]))
            continue;
        struct module_search q;
        memset(&q, 0, sizeof q);
        q.addr = frames[k];
        dl_iterate_phdr(find_module, &q);
        const uint32_t n = h->modules_used;
        if (!q.ok || n >= IOLTS_MAX_MODULES
            || !ensure(
                MODULES_OFF, STACKS_OFF - MODULES_OFF, &g_modules_reserved, (n + 1ull) * sizeof(struct iolts_module)))
            continue;
        *module_at(n) = q.found;
        __atomic_store_n(&h->modules_used, n + 1, __ATOMIC_RELEASE);
    }
}

static struct iolts_stack* stack_at(uint32_t id)
{
    return (struct iolts_stack*)((unsigned char*)g_hdr + STACKS_OFF) + id;
}

static uint64_t* frames_at(uint64_t first)
{
    return (uint64_t*)((unsigned char*)g_hdr + FRAMES_OFF) + first;
}

static int same_stack(uint32_t id, uint64_t hash, const uintptr_t* frames, uint32_t depth, int truncated)
{
    const struct iolts_stack* s = stack_at(id);
    if (s->hash != hash || s->depth != depth || s->truncated != (uint32_t)truncated)
        return 0;
    const uint64_t* f = frames_at(s->first);
    for (uint32_t i = 0; i < depth; ++i)
        if (f[i] != (uint64_t)frames[i])
            return 0;
    return 1;
}

static uint32_t stack_position(uint64_t hash)
{
    return (uint32_t)(hash >> 20);
}

static uint32_t stack_hash_of(uint32_t id)
{
    return stack_position(stack_at(id)->hash);
}

int64_t iol_stacks_intern(uint64_t hash, const uintptr_t* frames, uint32_t depth, int truncated)
{
    struct iolts_header* h = g_hdr;
    if (!index_room(&g_index, INDEX_SIZE, stack_hash_of))
        return -1;
    const uint32_t mask = g_index.cap - 1;
    uint32_t i = stack_position(hash) & mask;
    while (g_index.at[i]) {
        if (same_stack(g_index.at[i] - 1, hash, frames, depth, truncated))
            return g_index.at[i] - 1;
        i = (i + 1) & mask;
    }
    const uint32_t id = h->stacks_used;
    const uint64_t first = h->frames_used;
    if (id >= IOLTS_MAX_STACKS || first + depth > IOLTS_FRAME_POOL
        || !ensure(STACKS_OFF, WEIGHTS_OFF - STACKS_OFF, &g_stacks_reserved, (id + 1ull) * sizeof(struct iolts_stack))
        || !ensure(FRAMES_OFF, LANG_OFF - FRAMES_OFF, &g_frames_reserved, (first + depth) * sizeof(uint64_t)))
        return -1;
    add_modules(frames, depth);
    uint64_t* f = frames_at(first);
    for (uint32_t k = 0; k < depth; ++k)
        f[k] = (uint64_t)frames[k];
    struct iolts_stack* s = stack_at(id);
    s->hash = hash;
    s->first = first;
    s->depth = depth;
    s->truncated = (uint32_t)truncated;
    h->frames_used = first + depth;
    __atomic_store_n(&h->stacks_used, id + 1, __ATOMIC_RELEASE);
    g_index.at[i] = id + 1;
    g_index.n++;
    return id;
}

static uint32_t weight_hash(uint32_t stack, uint64_t key, uint32_t site)
{
    uint64_t x = key ^ ((uint64_t)stack << 40) ^ ((uint64_t)site * 0x9e3779b97f4a7c15ull);
    x ^= x >> 31;
    x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 29;
    return (uint32_t)x;
}

static struct iolts_weight* weight_at(uint32_t n)
{
    return (struct iolts_weight*)((unsigned char*)g_hdr + WEIGHTS_OFF) + n;
}

static uint32_t weight_hash_of(uint32_t n)
{
    const struct iolts_weight* w = weight_at(n);
    const uint64_t key = (uint64_t)w->file | (uint64_t)w->call << 32 | (uint64_t)w->zone << 48;
    return weight_hash(w->stack, key, w->site);
}

struct iolts_weight* iol_stacks_weight(uint32_t stack, uint64_t key, uint32_t site)
{
    struct iolts_header* h = g_hdr;
    struct iolts_weight* table = (struct iolts_weight*)((unsigned char*)h + WEIGHTS_OFF);
    const uint32_t file = (uint32_t)key, call = (uint16_t)(key >> 32), zone = (uint16_t)(key >> 48);
    if (!index_room(&g_windex, WINDEX_SIZE, weight_hash_of))
        return NULL;
    const uint32_t mask = g_windex.cap - 1;
    uint32_t i = weight_hash(stack, key, site) & mask;
    while (g_windex.at[i]) {
        struct iolts_weight* w = &table[g_windex.at[i] - 1];
        if (w->stack == stack && w->file == file && w->call == call && w->zone == zone && w->site == site)
            return w;
        i = (i + 1) & mask;
    }
    const uint32_t n = h->weights_used;
    if (n >= IOLTS_MAX_WEIGHTS
        || !ensure(
            WEIGHTS_OFF, FRAMES_OFF - WEIGHTS_OFF, &g_weights_reserved, (n + 1ull) * sizeof(struct iolts_weight)))
        return NULL;
    struct iolts_weight* w = &table[n];
    w->stack = stack;
    w->file = file;
    w->call = (uint16_t)call;
    w->zone = (uint16_t)zone;
    w->site = site;
    __atomic_store_n(&w->used, 1u, __ATOMIC_RELEASE);
    __atomic_store_n(&h->weights_used, n + 1, __ATOMIC_RELEASE);
    g_windex.at[i] = n + 1;
    g_windex.n++;
    return w;
}

static uint32_t lang_position(uint64_t hash)
{
    return (uint32_t)(hash >> 24);
}

static uint32_t lang_hash_of(uint32_t n)
{
    return lang_position(((const struct iolts_lang_frame*)((unsigned char*)g_hdr + LANG_OFF))[n].hash);
}

int64_t iol_stacks_lang_intern(const struct iolts_lang_frame* frame)
{
    struct iolts_header* h = g_hdr;
    struct iolts_lang_frame* table = (struct iolts_lang_frame*)((unsigned char*)h + LANG_OFF);
    if (!index_room(&g_lindex, LINDEX_SIZE, lang_hash_of))
        return -1;
    const uint32_t mask = g_lindex.cap - 1;
    uint32_t i = lang_position(frame->hash) & mask;
    while (g_lindex.at[i]) {
        const struct iolts_lang_frame* e = &table[g_lindex.at[i] - 1];
        if (e->hash == frame->hash && e->language == frame->language && e->line == frame->line
            && strcmp(e->function, frame->function) == 0 && strcmp(e->file, frame->file) == 0)
            return g_lindex.at[i] - 1;
        i = (i + 1) & mask;
    }
    const uint32_t n = h->lang_used;
    if (n >= IOLTS_MAX_LANG
        || !ensure(LANG_OFF, FILE_SIZE - LANG_OFF, &g_lang_reserved, (n + 1ull) * sizeof(struct iolts_lang_frame)))
        return -1;
    table[n] = *frame;
    __atomic_store_n(&h->lang_used, n + 1, __ATOMIC_RELEASE);
    g_lindex.at[i] = n + 1;
    g_lindex.n++;
    return n;
}
