// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Python frames for a sampled stack (langframes.h): CPython's own C API, found with dlsym in the
 * process (the python3 executable exports it; so does an embedding program's libpython), so the
 * library links nothing of Python's and a program without it is untouched.
 *
 * How, for a call made on a thread that runs Python code: the thread's state
 * (PyGILState_GetThisThreadState, no lock), the GIL taken with PyGILState_Ensure (the interpreter
 * releases it around read and write, so the calling thread rarely holds it), the pending exception
 * set aside (PyErr_Fetch), PyThreadState_GetFrame and PyFrame_GetBack up the chain, each frame's
 * code object named by its co_qualname and co_filename and its line by PyFrame_GetLineNumber; then
 * the exception put back, the GIL handed back as it was and errno restored. Every reference taken
 * is released. The call being sampled has already returned and was timed (stacks.c samples after
 * the call), so the wait for the GIL is not in any measured time.
 *
 * When it is not asked, because it could not answer safely: before Py_Initialize and once
 * finalising (PyGILState_Ensure would then end a daemon thread), on a thread the interpreter does
 * not know (a C thread of an extension: asking would create a thread state for it), when no native
 * frame is in the eval loop (no Python code on this thread), and when a signal handler's frame is
 * on the stack (the interrupted code may be inside the interpreter's allocator, which is not
 * reentrant). Sub-interpreters are not followed: the GILState API knows the main one only. */
#include "langframes.h"
#include "lock.h"

#include <dlfcn.h>
#include <link.h>
#include <string.h>

struct py_api {
    int (*is_initialized)(void);
    int (*is_finalizing)(void);
    void* (*this_thread_state)(void);
    int (*gil_ensure)(void); /* PyGILState_STATE, an enum */
    void (*gil_release)(int);
    void* (*thread_frame)(void*); /* new reference */
    void* (*frame_back)(void*); /* new reference */
    void* (*frame_code)(void*); /* new reference */
    int (*frame_line)(void*);
    int (*frame_lasti)(void*); /* 3.11 and later; NULL before: lines are then not remembered */
    void* (*get_attr)(void*, const char*); /* new reference */
    const char* (*utf8)(void*);
    void (*decref)(void*);
    void* (*weak_new)(void*, void*); /* PyWeakref_NewRef: a new reference to a weak reference */
    int (*weak_get_ref)(void*, void**); /* PyWeakref_GetRef, 3.13 and later: 1 and a new reference */
    void* (*weak_get_object)(void*); /* PyWeakref_GetObject, before 3.13: borrowed, None when dead */
    void (*err_fetch)(void**, void**, void**);
    void (*err_restore)(void*, void*, void*);
    void (*err_clear)(void);
    uintptr_t eval_lo, eval_hi; /* _PyEval_EvalFrameDefault */
};

static struct py_api g_py;
static int g_py_ready;

static int resolve(void* slot, const char* name)
{
    void* p = iol_dlsym(RTLD_DEFAULT, name, NULL);
    memcpy(slot, &p, sizeof p); /* POSIX's way of turning dlsym's void* into a function pointer */
    return p != NULL;
}

void iol_lang_set_up(void)
{
    g_py_ready = 0;
#if UINTPTR_MAX > 0xffffffffu
    void* eval = iol_dlsym(RTLD_DEFAULT, "_PyEval_EvalFrameDefault", NULL);
    Dl_info info;
    const ElfW(Sym)* sym = NULL;
    if (!eval || !dladdr1(eval, &info, (void**)&sym, RTLD_DL_SYMENT) || !sym || sym->st_size == 0)
        return;
    struct py_api a;
    memset(&a, 0, sizeof a);
    a.eval_lo = (uintptr_t)eval;
    a.eval_hi = a.eval_lo + sym->st_size;
    if (!resolve(&a.is_finalizing, "_Py_IsFinalizing")) /* 3.13 made it public */
        resolve(&a.is_finalizing, "Py_IsFinalizing");
    const int ok = a.is_finalizing && resolve(&a.is_initialized, "Py_IsInitialized")
        && resolve(&a.this_thread_state, "PyGILState_GetThisThreadState") && resolve(&a.gil_ensure, "PyGILState_Ensure")
        && resolve(&a.gil_release, "PyGILState_Release") && resolve(&a.thread_frame, "PyThreadState_GetFrame")
        && resolve(&a.frame_back, "PyFrame_GetBack") && resolve(&a.frame_code, "PyFrame_GetCode")
        && resolve(&a.frame_line, "PyFrame_GetLineNumber") && resolve(&a.get_attr, "PyObject_GetAttrString")
        && resolve(&a.utf8, "PyUnicode_AsUTF8") && resolve(&a.decref, "Py_DecRef")
        && resolve(&a.err_fetch, "PyErr_Fetch") && resolve(&a.err_restore, "PyErr_Restore")
        && resolve(&a.err_clear, "PyErr_Clear");
    if (!ok)
        return;
    resolve(&a.frame_lasti, "PyFrame_GetLasti");
    resolve(&a.weak_new, "PyWeakref_NewRef");
    if (!resolve(&a.weak_get_ref, "PyWeakref_GetRef"))
        resolve(&a.weak_get_object, "PyWeakref_GetObject");
    g_py = a;
    g_py_ready = 1;
#endif
}

int iol_lang_eval_span(const uintptr_t* frames, uint32_t depth, uint32_t* first, uint32_t* last)
{
    if (!g_py_ready)
        return 0;
    int found = 0;
    for (uint32_t k = 0; k < depth; ++k)
        if (frames[k] > g_py.eval_lo && frames[k] <= g_py.eval_hi) { /* a return address: just past the call */
            if (!found)
                *first = k;
            *last = k;
            found = 1;
        }
    return found;
}

/* An attribute of the code object that is a str, copied; 0 when it has none. */
static int copy_attr(void* code, const char* name, char* dst, size_t size)
{
    void* value = g_py.get_attr(code, name);
    if (!value) {
        g_py.err_clear();
        return 0;
    }
    const char* text = g_py.utf8(value);
    if (text)
        iol_lang_copy_tail(dst, size, text);
    else
        g_py.err_clear();
    g_py.decref(value);
    return text != NULL;
}

static uint64_t hash_text(uint64_t h, const char* s)
{
    for (; *s; ++s)
        h = (h ^ (unsigned char)*s) * 0x100000001b3ull;
    return h;
}

static uint64_t names_hash(const char* function, const char* file)
{
    return hash_text(hash_text(0xcbf29ce484222325ull ^ IOLTS_LANG_PYTHON, function), file);
}

static void names_of(void* code, char* function, size_t function_size, char* file, size_t file_size)
{
    if (!copy_attr(code, "co_qualname", function, function_size)) /* 3.11 and later */
        copy_attr(code, "co_name", function, function_size);
    copy_attr(code, "co_filename", file, file_size);
}

/* Names and lines remembered per code object. Named from scratch, a frame cost two attribute
 * lookups and PyFrame_GetLineNumber, which scans the code's location table from its start: 40 % of
 * the instructions of a traced `python3 -c "import json, csv, email.parser"` (callgrind,
 * 2026-12-06), whose imports take a stack at almost every first call. An entry holds a weak
 * reference to its code object, not a reference: the program's objects live and die as they would
 * untraced, and an entry whose code object died (its address perhaps taken by a new one since) is
 * seen to be stale. A line entry carries its code entry's generation, so that a code object entered
 * later in the same place finds none of the lines of the one before. Mapped at the first Python
 * frame, not in .bss, which every traced process populates at start (warmup.c). Taken with a
 * try-lock only (a free-threaded build has no GIL; a fork child may inherit it held): a frame that
 * cannot have it is named from scratch. */
#define CODE_MEMO 256u /* code objects: the functions a program does its I/O from */
#define LINE_MEMO 4096u /* (code, instruction) pairs */

struct code_memo {
    const void* code; /* compared only, never followed: NULL for an empty entry */
    void* weak; /* our reference to a weak reference to code */
    uint32_t gen;
    uint32_t pad;
    uint64_t names_hash;
    char function[sizeof((struct iolts_lang_frame*)0)->function];
    char file[sizeof((struct iolts_lang_frame*)0)->file];
};

struct line_memo {
    const void* code;
    uint32_t gen;
    int32_t lasti;
    int32_t line;
    uint32_t pad;
};

static struct {
    struct code_memo* codes;
    struct line_memo* lines;
    uint32_t gen, lock;
    int failed; /* no memory for it: every frame named from scratch */
} g_memo;

static uint64_t pointer_hash(const void* p, uint64_t salt)
{
    uint64_t x = ((uint64_t)(uintptr_t)p ^ salt * 0x9e3779b97f4a7c15ull) * 0xbf58476d1ce4e5b9ull;
    return x ^ x >> 31;
}

/* Under g_memo.lock. */
static int memo_ready(void)
{
    if (g_memo.codes)
        return 1;
    if (g_memo.failed || !g_py.weak_new || !(g_py.weak_get_ref || g_py.weak_get_object))
        return 0;
    void* codes = iol_map_scratch(CODE_MEMO * sizeof(struct code_memo));
    void* lines = codes == MAP_FAILED ? MAP_FAILED : iol_map_scratch(LINE_MEMO * sizeof(struct line_memo));
    if (lines == MAP_FAILED) {
        if (codes != MAP_FAILED)
            syscall(SYS_munmap, codes, CODE_MEMO * sizeof(struct code_memo));
        g_memo.failed = 1;
        return 0;
    }
    g_memo.codes = codes;
    g_memo.lines = lines;
    return 1;
}

/* Whether the entry's weak reference still leads to code (the GIL held). */
static int still_names(const struct code_memo* c, const void* code)
{
    if (c->code != code || !c->weak)
        return 0;
    if (g_py.weak_get_ref) {
        void* o = NULL;
        if (g_py.weak_get_ref(c->weak, &o) != 1)
            return 0;
        g_py.decref(o);
        return o == code;
    }
    return g_py.weak_get_object(c->weak) == code;
}

/* The entry filled for code: its names, a weak reference and a new generation; 0 when code takes
 * no weak reference (the entry is then left empty). */
static int enter_code(struct code_memo* c, void* code)
{
    if (c->weak)
        g_py.decref(c->weak); /* a weak reference without a callback: its release runs no Python */
    c->code = NULL;
    c->weak = g_py.weak_new(code, NULL);
    if (!c->weak) {
        g_py.err_clear();
        return 0;
    }
    c->code = code;
    c->gen = ++g_memo.gen ? g_memo.gen : ++g_memo.gen; /* never 0: an empty line entry's */
    memset(c->function, 0, sizeof c->function);
    memset(c->file, 0, sizeof c->file);
    names_of(code, c->function, sizeof c->function, c->file, sizeof c->file);
    c->names_hash = names_hash(c->function, c->file);
    return 1;
}

/* out's names and line from the memo, entered there if new; 0 when the memo could not be used. */
static int name_from_memo(struct iolts_lang_frame* out, void* frame, void* code)
{
    if (!iol_spin_trylock(&g_memo.lock, 0))
        return 0;
    struct code_memo* c = memo_ready() ? &g_memo.codes[pointer_hash(code, 0) & (CODE_MEMO - 1)] : NULL;
    if (!c || (!still_names(c, code) && !enter_code(c, code))) {
        iol_spin_unlock(&g_memo.lock);
        return 0;
    }
    memcpy(out->function, c->function, sizeof out->function);
    memcpy(out->file, c->file, sizeof out->file);
    const int lasti = g_py.frame_lasti ? g_py.frame_lasti(frame) : -1;
    if (lasti < 0) {
        out->line = g_py.frame_line(frame);
    } else {
        struct line_memo* l = &g_memo.lines[pointer_hash(code, (uint64_t)lasti + 1) & (LINE_MEMO - 1)];
        if (l->code != code || l->gen != c->gen || l->lasti != lasti) {
            l->code = code;
            l->gen = c->gen;
            l->lasti = lasti;
            l->line = g_py.frame_line(frame);
        }
        out->line = l->line;
    }
    const uint64_t h = c->names_hash;
    iol_spin_unlock(&g_memo.lock);
    out->hash = h ^ ((uint64_t)(uint32_t)out->line * 0x9e3779b97f4a7c15ull);
    return 1;
}

static void name_frame(struct iolts_lang_frame* out, void* frame)
{
    memset(out, 0, sizeof *out);
    out->language = IOLTS_LANG_PYTHON;
    void* code = g_py.frame_code(frame);
    if (code && name_from_memo(out, frame, code)) {
        g_py.decref(code);
        return;
    }
    out->line = g_py.frame_line(frame);
    if (code) {
        names_of(code, out->function, sizeof out->function, out->file, sizeof out->file);
        g_py.decref(code);
    }
    out->hash = names_hash(out->function, out->file) ^ ((uint64_t)(uint32_t)out->line * 0x9e3779b97f4a7c15ull);
}

uint32_t iol_lang_python_frames(struct iolts_lang_frame* out, uint32_t max, const uintptr_t* native, uint32_t depth)
{
    if (!g_py_ready || max == 0)
        return 0;
    if (iol_lang_signal_frame(native, depth))
        return 0;
    if (!g_py.is_initialized() || g_py.is_finalizing())
        return 0;
    void* state = g_py.this_thread_state();
    if (!state)
        return 0;
    const int saved_errno = errno;
    const int gil = g_py.gil_ensure();
    void *type, *value, *traceback;
    g_py.err_fetch(&type, &value, &traceback);
    uint32_t n = 0;
    void* frame = g_py.thread_frame(state);
    while (frame && n < max) {
        name_frame(&out[n++], frame);
        void* back = g_py.frame_back(frame);
        g_py.decref(frame);
        frame = back;
    }
    if (frame)
        g_py.decref(frame);
    g_py.err_clear();
    g_py.err_restore(type, value, traceback);
    g_py.gil_release(gil);
    errno = saved_errno;
    return n;
}
