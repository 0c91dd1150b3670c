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
    void* (*get_attr)(void*, const char*); /* new reference */
    const char* (*utf8)(void*);
    void (*decref)(void*);
    void (*err_fetch)(void**, void**, void**);
    void (*err_restore)(void*, void*, void*);
    void (*err_clear)(void);
    uintptr_t eval_lo, eval_hi; /* _PyEval_EvalFrameDefault */
};

static struct py_api g_py;
static int g_py_ready;

static int resolve(void* slot, const char* name)
{
    void* p = dlsym(RTLD_DEFAULT, name);
    memcpy(slot, &p, sizeof p); /* POSIX's way of turning dlsym's void* into a function pointer */
    return p != NULL;
}

void iol_lang_set_up(void)
{
    g_py_ready = 0;
#if UINTPTR_MAX > 0xffffffffu
    void* eval = dlsym(RTLD_DEFAULT, "_PyEval_EvalFrameDefault");
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
        && resolve(&a.this_thread_state, "PyGILState_GetThisThreadState")
        && resolve(&a.gil_ensure, "PyGILState_Ensure") && resolve(&a.gil_release, "PyGILState_Release")
        && resolve(&a.thread_frame, "PyThreadState_GetFrame") && resolve(&a.frame_back, "PyFrame_GetBack")
        && resolve(&a.frame_code, "PyFrame_GetCode") && resolve(&a.frame_line, "PyFrame_GetLineNumber")
        && resolve(&a.get_attr, "PyObject_GetAttrString") && resolve(&a.utf8, "PyUnicode_AsUTF8")
        && resolve(&a.decref, "Py_DecRef") && resolve(&a.err_fetch, "PyErr_Fetch")
        && resolve(&a.err_restore, "PyErr_Restore") && resolve(&a.err_clear, "PyErr_Clear");
    if (!ok)
        return;
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

static void name_frame(struct iolts_lang_frame* out, void* frame)
{
    memset(out, 0, sizeof *out);
    out->language = IOLTS_LANG_PYTHON;
    out->line = g_py.frame_line(frame);
    void* code = g_py.frame_code(frame);
    if (code) {
        if (!copy_attr(code, "co_qualname", out->function, sizeof out->function)) /* 3.11 and later */
            copy_attr(code, "co_name", out->function, sizeof out->function);
        copy_attr(code, "co_filename", out->file, sizeof out->file);
        g_py.decref(code);
    }
    uint64_t h = 0xcbf29ce484222325ull ^ out->language;
    h = hash_text(hash_text(h, out->function), out->file);
    out->hash = h ^ ((uint64_t)(uint32_t)out->line * 0x9e3779b97f4a7c15ull);
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
