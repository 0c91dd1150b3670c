// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* JavaScript frames for a sampled stack (langframes.h): V8's embedder API, asked from inside the
 * traced call of a node program. node exports V8's C++ API for its addons (from the node
 * executable, or from Debian's libnode), so the functions are found with dlsym under their
 * Itanium-mangled names and called with the C calling convention those names stand for: a method
 * takes its object as the first argument; a Local<T> is one pointer (a handle) returned in a
 * register; StackFrame::Location is two ints returned in one register. Nothing is linked, nothing
 * happens in a program without V8, and no option is added to node's command line.
 *
 * How, per sample: v8::Isolate::TryGetCurrent (the isolate this thread has entered, or none),
 * Isolate::InContext, a HandleScope on our stack, StackTrace::CurrentStackTrace, and per frame
 * its function name, script name and line (GetLocation: zero-based); the HandleScope then frees
 * every handle made.
 *
 * When it is not asked, because it could not answer safely: on a thread that has entered no
 * isolate (libuv's worker threads, which do the reads of node's asynchronous fs calls: the
 * JavaScript that asked for them is no longer running), outside a context, with a signal
 * handler's frame on the stack, and unless the call came from libuv (node's synchronous fs calls,
 * its stream writes): node's JavaScript is then waiting in a native call, where the API may be
 * used. V8's own writes (--trace-gc's lines during a collection, --prof's log, a heap snapshot)
 * come from V8 itself, where making handles could run a collection inside one. */
#include "langframes.h"

#include <dlfcn.h>
#include <link.h>
#include <stdint.h>
#include <string.h>

struct js_api {
    void* (*try_get_current)(void); /* v8::Isolate::TryGetCurrent() */
    _Bool (*in_context)(void* isolate); /* v8::Isolate::InContext() */
    void (*scope_open)(void* scope, void* isolate); /* v8::HandleScope::HandleScope(Isolate*) */
    void (*scope_close)(void* scope); /* v8::HandleScope::~HandleScope() */
    void* (*current_trace)(void* isolate, int limit, int options); /* StackTrace::CurrentStackTrace */
    int (*frame_count)(void* trace); /* StackTrace::GetFrameCount() const */
    void* (*frame_at)(void* trace, void* isolate, uint32_t index); /* StackTrace::GetFrame(Isolate*, uint32_t) */
    uint64_t (*location)(void* frame); /* StackFrame::GetLocation() const: {int line, int column} */
    void* (*script_name)(void* frame); /* StackFrame::GetScriptName() const */
    void* (*function_name)(void* frame); /* StackFrame::GetFunctionName() const */
    int (*write_utf8)(void* string, void* isolate, char* buffer, int capacity, int* chars, int options);
};

static struct js_api g_js;
static int g_js_ready;

enum {
    kStackTraceOverview = 15, /* v8::StackTrace::kOverview: line, column, script and function names */
    kWriteNoNullTermination = 2, /* v8::String::NO_NULL_TERMINATION */
    kWriteReplaceInvalidUtf8 = 8, /* v8::String::REPLACE_INVALID_UTF8 */
};

static int resolve(void* slot, const char* name)
{
    void* p = iol_dlsym(RTLD_DEFAULT, name, NULL);
    memcpy(slot, &p, sizeof p); /* POSIX's way of turning dlsym's void* into a function pointer */
    return p != NULL;
}

/* Where libuv's code lies: in Debian's node its own libuv.so.1; in a node that links libuv in (the
 * upstream builds), the run of libuv's exported functions (uv_*, from the executable's dynamic
 * symbol table) around uv_fs_read, each within kLibuvGap of the next: libuv's object files are
 * linked one after the other, and its static functions (uv__fs_read, uv__write) lie between them. dladdr is not used
 * per sample: it searches the symbol table from the start, 1.5 ms a call in node's 75,000 symbols. */
static uintptr_t g_uv_lo, g_uv_hi;
enum { kLibuvGap = 64 * 1024 }; /* libuv's largest static function is a few KiB */

static const ElfW(Sym) * dynamic_symbols(const struct link_map* map, const char** names, uint32_t* count)
{
    const ElfW(Sym)* symbols = NULL;
    const uint32_t *gnu_hash = NULL, *sysv_hash = NULL;
    *names = NULL;
    for (const ElfW(Dyn)* d = map->l_ld; d && d->d_tag != DT_NULL; ++d) {
        /* glibc relocates these in place where the dynamic section is writable; not elsewhere */
        const uintptr_t at = d->d_un.d_ptr < map->l_addr ? map->l_addr + d->d_un.d_ptr : d->d_un.d_ptr;
        if (d->d_tag == DT_SYMTAB)
            symbols = (const ElfW(Sym)*)at;
        else if (d->d_tag == DT_STRTAB)
            *names = (const char*)at;
        else if (d->d_tag == DT_GNU_HASH)
            gnu_hash = (const uint32_t*)at;
        else if (d->d_tag == DT_HASH)
            sysv_hash = (const uint32_t*)at;
    }
    *count = 0;
    if (sysv_hash) {
        *count = sysv_hash[1]; /* nchain: one per symbol */
    } else if (gnu_hash) {
        /* The GNU hash table gives no count: one past the last symbol of the longest chain. */
        const uint32_t buckets = gnu_hash[0], first = gnu_hash[1], bloom_words = gnu_hash[2];
        const uint32_t* bucket = (const uint32_t*)((const ElfW(Addr)*)(gnu_hash + 4) + bloom_words);
        const uint32_t* chain = bucket + buckets;
        uint32_t last = 0;
        for (uint32_t b = 0; b < buckets; ++b)
            if (bucket[b] > last)
                last = bucket[b];
        if (last >= first) {
            while (!(chain[last - first] & 1u))
                ++last;
            *count = last + 1;
        }
    }
    return symbols && *names ? symbols : NULL;
}

static void find_libuv(void)
{
    g_uv_lo = g_uv_hi = 0;
    void* entry = iol_dlsym(RTLD_DEFAULT, "uv_fs_read", NULL);
    struct dl_find_object object;
    if (!entry || _dl_find_object(entry, &object) != 0 || !object.dlfo_link_map)
        return;
    const struct link_map* map = object.dlfo_link_map;
    if (map->l_name && strstr(map->l_name, "/libuv.so")) {
        g_uv_lo = (uintptr_t)object.dlfo_map_start;
        g_uv_hi = (uintptr_t)object.dlfo_map_end;
        return;
    }
    const char* names = NULL;
    uint32_t count = 0;
    const ElfW(Sym)* symbols = dynamic_symbols(map, &names, &count);
    /* Grown from uv_fs_read's neighbourhood over libuv's functions close to it, so that one placed
     * elsewhere by the linker (uv_library_shutdown, a destructor, sits in node's .text.exit) does
     * not stretch the range over V8's code. Passes until nothing is added: a few hundred symbols. */
    uintptr_t lo = (uintptr_t)entry, hi = (uintptr_t)entry + 1;
    for (int grown = 1; grown && symbols;) {
        grown = 0;
        for (uint32_t i = 0; i < count; ++i) {
            const ElfW(Sym)* s = &symbols[i];
            if ((s->st_info & 0xf) != STT_FUNC /* ELF{32,64}_ST_TYPE */ || s->st_shndx == SHN_UNDEF
                || strncmp(names + s->st_name, "uv_", 3) != 0)
                continue;
            const uintptr_t begin = map->l_addr + s->st_value, end = begin + s->st_size;
            if (begin < lo && end + kLibuvGap >= lo) {
                lo = begin;
                grown = 1;
            }
            if (end > hi && begin <= hi + kLibuvGap) {
                hi = end;
                grown = 1;
            }
        }
    }
    g_uv_lo = lo;
    g_uv_hi = hi;
}

void iol_lang_js_set_up(void)
{
    g_js_ready = 0;
#if defined(__x86_64__) || defined(__aarch64__)
    struct js_api a;
    memset(&a, 0, sizeof a);
    const int ok = resolve(&a.try_get_current, "_ZN2v87Isolate13TryGetCurrentEv")
        && resolve(&a.in_context, "_ZN2v87Isolate9InContextEv")
        && resolve(&a.scope_open, "_ZN2v811HandleScopeC1EPNS_7IsolateE")
        && resolve(&a.scope_close, "_ZN2v811HandleScopeD1Ev")
        && resolve(&a.current_trace, "_ZN2v810StackTrace17CurrentStackTraceEPNS_7IsolateEiNS0_17StackTraceOptionsE")
        && resolve(&a.frame_count, "_ZNK2v810StackTrace13GetFrameCountEv")
        && resolve(&a.frame_at, "_ZNK2v810StackTrace8GetFrameEPNS_7IsolateEj")
        && resolve(&a.location, "_ZNK2v810StackFrame11GetLocationEv")
        && resolve(&a.script_name, "_ZNK2v810StackFrame13GetScriptNameEv")
        && resolve(&a.function_name, "_ZNK2v810StackFrame15GetFunctionNameEv")
        && resolve(&a.write_utf8, "_ZNK2v86String9WriteUtf8EPNS_7IsolateEPciPii");
    if (!ok)
        return;
    g_js = a;
    find_libuv();
    g_js_ready = g_uv_hi > g_uv_lo; /* without libuv, no call is known to be safe to ask from */
#endif
}

/* Whether one of the innermost native frames is libuv's: node's own calls into the kernel go
 * through it within a few frames (uv_fs_read → uv__fs_work → uv__fs_read → read). */
static int called_from_libuv(const uintptr_t* native, uint32_t depth)
{
    for (uint32_t k = 0; k < depth && k < 6; ++k)
        if (native[k] > g_uv_lo && native[k] <= g_uv_hi) /* a return address: just past its call */
            return 1;
    return 0;
}

/* A V8 string handle into dst[size] as UTF-8; "" for an empty handle. */
static void copy_string(void* isolate, void* string, char* dst, size_t size)
{
    dst[0] = '\0';
    if (!string)
        return;
    int chars = 0;
    const int n = g_js.write_utf8(
        string, isolate, dst, (int)size - 1, &chars, kWriteNoNullTermination | kWriteReplaceInvalidUtf8);
    dst[n > 0 && (size_t)n < size ? n : 0] = '\0';
}

static uint64_t hash_text(uint64_t h, const char* s)
{
    for (; *s; ++s)
        h = (h ^ (unsigned char)*s) * 0x100000001b3ull;
    return h;
}

static void name_frame(void* isolate, void* frame, struct iolts_lang_frame* out)
{
    memset(out, 0, sizeof *out);
    out->language = IOLTS_LANG_JAVASCRIPT;
    copy_string(isolate, g_js.function_name(frame), out->function, sizeof out->function);
    if (!out->function[0]) /* a module's top level, an arrow function: as node's own traces say */
        strcpy(out->function, "<anonymous>");
    char script[sizeof out->file + 8];
    copy_string(isolate, g_js.script_name(frame), script, sizeof script);
    /* An ES module's script is named by its URL: the path is what a person opens. */
    const char* file = strncmp(script, "file://", 7) == 0 ? script + 7 : script;
    iol_lang_copy_tail(out->file, sizeof out->file, file);
    const int line = (int)(uint32_t)g_js.location(frame); /* the low half: line_number_, from 0 */
    out->line = line >= 0 ? line + 1 : 0;
    uint64_t h = 0xcbf29ce484222325ull ^ out->language;
    h = hash_text(hash_text(h, out->function), out->file);
    out->hash = h ^ ((uint64_t)(uint32_t)out->line * 0x9e3779b97f4a7c15ull);
}

/* A thread libuv started (its thread pool: uv__fs_work ← worker ← start_thread ← clone3): its
 * outermost frames below the C library's thread start are libuv's. */
static int on_libuv_worker(const uintptr_t* native, uint32_t depth)
{
    for (uint32_t k = depth > 4 ? depth - 4 : 0; k < depth; ++k)
        if (native[k] > g_uv_lo && native[k] <= g_uv_hi)
            return 1;
    return 0;
}

/* The one frame put above a libuv worker's native frames: the call was asked for by node's
 * asynchronous API (fs.readFile, fs.promises, streams), whose JavaScript had returned by then, so
 * no JavaScript can be named; said in the stack rather than left as a stack that ends in libuv. */
static uint32_t async_marker(struct iolts_lang_frame* out)
{
    memset(out, 0, sizeof *out);
    out->language = IOLTS_LANG_JAVASCRIPT;
    strcpy(out->function, IOLTS_JS_ASYNC_FRAME);
    out->hash = hash_text(0xcbf29ce484222325ull ^ out->language, out->function);
    return 1;
}

uint32_t iol_lang_js_frames(
    struct iolts_lang_frame* out, uint32_t max, const uintptr_t* native, uint32_t depth, uint32_t* kept)
{
    *kept = depth;
    if (!g_js_ready || max == 0 || depth == 0)
        return 0;
    void* isolate = g_js.try_get_current();
    if (!isolate)
        return on_libuv_worker(native, depth) ? async_marker(out) : 0;
    if (!called_from_libuv(native, depth) || iol_lang_signal_frame(native, depth) || !g_js.in_context(isolate))
        return 0;
    const int saved_errno = errno;
    /* v8::HandleScope is three pointers in a release build of V8; room for more. */
    _Alignas(16) unsigned char scope[64];
    g_js.scope_open(scope, isolate);
    uint32_t n = 0;
    void* trace = g_js.current_trace(isolate, (int)max, kStackTraceOverview);
    if (trace) {
        const int count = g_js.frame_count(trace);
        for (int i = 0; i < count && n < max; ++i) {
            void* frame = g_js.frame_at(trace, isolate, (uint32_t)i);
            if (frame)
                name_frame(isolate, frame, &out[n++]);
        }
    }
    g_js.scope_close(scope);
    /* The native frames kept: those in a loaded object (libuv, node's C++ binding, V8's API call
     * glue), up to where the walk reached V8's generated code, which is in none. */
    uint32_t k = 0;
    struct dl_find_object object;
    while (k < depth && _dl_find_object((void*)(native[k] - 1), &object) == 0)
        ++k;
    *kept = k;
    errno = saved_errno;
    return n;
}
