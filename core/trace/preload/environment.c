// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The trace hidden from the program's environment and restored for its children (environment.h),
 * with the two ways glibc starts a child past our exec and posix_spawn wrappers: system(), done
 * here through the real posix_spawn as glibc 2.36 does it, and popen(). */
#include "environment.h"
#include "iolts.h"
#include "popenchild.h"

#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

extern char** environ;

#define IOL_PRELOAD "LD_PRELOAD="
#define IOL_PRELOAD_LEN (sizeof IOL_PRELOAD - 1)
#define IOL_HIDDEN_COUNT 5

static const char* const g_names[IOL_HIDDEN_COUNT]
    = { IOLT_ENV_DIR, IOLT_ENV_LIB, IOLT_ENV_EVENTS, IOLT_ENV_STACKS, IOLT_ENV_CLOCK };
static int g_hidden; /* 1 once iol_env_hide took the trace out */
static char* g_vars[IOL_HIDDEN_COUNT]; /* the hidden entries ("NAME=value"), as the kernel gave them */
/* Our entry in LD_PRELOAD as written there ("" if none), then g_preload_user right after its NUL:
 * one page for both in most processes (each page first written costs a fault, about 2.5 µs). */
static char g_preload_text[IOL_PATH_MAX + 2 * IOL_PATH_MAX];
static char* const g_token = g_preload_text;
static char* g_preload_orig; /* the LD_PRELOAD entry as given, ours included */
static int g_user_preload; /* 1: the user preloads something besides us (g_preload_user) */
static char* g_preload_user; /* "LD_PRELOAD=<the user's part>", in g_preload_text */

static int named(const char* entry, const char* name, size_t len)
{
    return strncmp(entry, name, len) == 0 && entry[len] == '=';
}

static int is_separator(char c)
{
    return c == ':' || c == ' '; /* as ld.so splits LD_PRELOAD */
}

/* The next name in an LD_PRELOAD value at or after p (its length in *len), or NULL. */
static const char* next_token(const char* p, size_t* len)
{
    while (*p && is_separator(*p))
        ++p;
    if (!*p)
        return NULL;
    const char* end = p;
    while (*end && !is_separator(*end))
        ++end;
    *len = (size_t)(end - p);
    return p;
}

static int is_ours(const char* token, size_t len)
{
    static const char base[] = "libiolens-trace.so";
    const size_t own = strlen(iol_g.lib_path);
    if (own && len == own && memcmp(token, iol_g.lib_path, len) == 0)
        return 1;
    const size_t b = sizeof base - 1;
    return len >= b && memcmp(token + len - b, base, b) == 0 && (len == b || token[len - b - 1] == '/');
}

static int names_us(const char* value)
{
    size_t len = 0;
    for (const char* p = next_token(value, &len); p; p = next_token(p + len, &len))
        if (is_ours(p, len))
            return 1;
    return 0;
}

/* The program's LD_PRELOAD entry: itself when the library is not in it (or the value is too long
 * to rewrite), g_preload_user without our name and one separator next to it, NULL when nothing
 * else was preloaded. */
static char* preload_without_us(char* entry)
{
    const char* value = entry + IOL_PRELOAD_LEN;
    size_t len = 0;
    const char* p = next_token(value, &len);
    while (p && !is_ours(p, len))
        p = next_token(p + len, &len);
    if (!p || len >= IOL_PATH_MAX || strlen(entry) >= 2 * IOL_PATH_MAX)
        return entry;
    memcpy(g_token, p, len);
    g_token[len] = '\0';
    size_t from = (size_t)(p - value), to = from + len;
    if (value[to] && is_separator(value[to]))
        ++to;
    else if (from > 0 && is_separator(value[from - 1]))
        --from;
    g_preload_orig = entry;
    char* out = g_preload_user = g_token + len + 1;
    memcpy(out, IOL_PRELOAD, IOL_PRELOAD_LEN);
    memcpy(out + IOL_PRELOAD_LEN, value, from);
    strcpy(out + IOL_PRELOAD_LEN + from, value + to);
    g_user_preload = out[IOL_PRELOAD_LEN] != '\0';
    return g_user_preload ? out : NULL;
}

/* Takes the trace out of `env` in place, shifting the entries after a removed one down (as
 * unsetenv does; no allocation). */
static void strip(char** env)
{
    /* Collected here and stored at once: a read of g_vars before its page was first written would
     * map the zero page, and the write after it fault a second time. */
    char* vars[IOL_HIDDEN_COUNT] = { 0 };
    size_t w = 0;
    for (size_t r = 0; env && env[r]; ++r) {
        char* e = env[r];
        int drop = 0;
        for (int k = 0; k < IOL_HIDDEN_COUNT; ++k)
            if (named(e, g_names[k], strlen(g_names[k]))) {
                if (!vars[k])
                    vars[k] = e;
                drop = 1;
            }
        if (!drop && !g_preload_orig && named(e, "LD_PRELOAD", IOL_PRELOAD_LEN - 1)) {
            e = preload_without_us(e);
            drop = e == NULL;
        }
        if (!drop)
            env[w++] = e;
    }
    if (env)
        env[w] = NULL;
    memcpy(g_vars, vars, sizeof g_vars);
}

void iol_env_hide(void)
{
    strip(environ);
    g_hidden = 1;
}

struct iol_env_need iol_env_need(char* const from[])
{
    size_t n = 0, preload = 0;
    for (; from && from[n]; ++n)
        if (!preload && named(from[n], "LD_PRELOAD", IOL_PRELOAD_LEN - 1))
            preload = strlen(from[n]);
    return (struct iol_env_need) { n + 2 + IOL_HIDDEN_COUNT, preload + strlen(g_token) + IOL_PRELOAD_LEN + 2 };
}

/* The LD_PRELOAD entry for a child whose environment has `entry` (NULL: none). */
static char* preload_for_child(char* entry, char* buf)
{
    if (!g_token[0])
        return entry; /* the library came by another way (/etc/ld.so.preload, dlopen) */
    const char* value = "";
    if (entry) {
        if (g_user_preload && strcmp(entry, g_preload_user) == 0)
            return g_preload_orig; /* the program's own, unchanged: exactly as it came */
        value = entry + IOL_PRELOAD_LEN;
        if (names_us(value))
            return entry;
    } else if (!g_user_preload && g_preload_orig)
        return g_preload_orig;
    /* ahead of the program's own preloads, as the launcher puts it */
    strcpy(buf, IOL_PRELOAD);
    strcat(buf, g_token);
    if (*value) {
        strcat(buf, ":");
        strcat(buf, value);
    }
    return buf;
}

char* const* iol_env_child(char* const from[], char** slots, char* buf)
{
    if (!g_hidden)
        return from;
    size_t w = 0;
    int have[IOL_HIDDEN_COUNT] = { 0 };
    int preload = 0;
    for (size_t i = 0; from && from[i]; ++i) {
        char* e = from[i];
        for (int k = 0; k < IOL_HIDDEN_COUNT; ++k)
            have[k] |= named(e, g_names[k], strlen(g_names[k]));
        if (!preload && named(e, "LD_PRELOAD", IOL_PRELOAD_LEN - 1)) {
            preload = 1;
            e = preload_for_child(e, buf);
        }
        slots[w++] = e;
    }
    if (!preload && g_token[0])
        slots[w++] = preload_for_child(NULL, buf);
    for (int k = 0; k < IOL_HIDDEN_COUNT; ++k)
        if (!have[k] && g_vars[k])
            slots[w++] = g_vars[k];
    slots[w] = NULL;
    return slots;
}

/* --- system() ------------------------------------------------------------------------------------ */

/* glibc's system() spawns the shell with its internal posix_spawn and environ, past any wrapper:
 * it would start the child without the trace. This is glibc 2.36's do_system step by step, with
 * the real posix_spawn given the restored environment: SIGINT and SIGQUIT ignored while any
 * system() runs (counted across threads), SIGCHLD blocked, the child started with the caller's
 * mask and SIGINT/SIGQUIT at their default unless they were ignored, the child killed and
 * reaped if the thread is cancelled while it waits. */
static pthread_mutex_t g_system_lock = PTHREAD_MUTEX_INITIALIZER;
static int g_system_running;
static struct sigaction g_system_intr, g_system_quit;

struct iol_system_run {
    pid_t pid;
    sigset_t omask;
};

static void system_done(struct iol_system_run* run)
{
    pthread_mutex_lock(&g_system_lock);
    if (--g_system_running == 0) {
        sigaction(SIGINT, &g_system_intr, NULL);
        sigaction(SIGQUIT, &g_system_quit, NULL);
    }
    pthread_mutex_unlock(&g_system_lock);
    sigprocmask(SIG_SETMASK, &run->omask, NULL);
}

static void system_cancelled(void* arg)
{
    struct iol_system_run* run = arg;
    kill(run->pid, SIGKILL);
    while (waitpid(run->pid, NULL, 0) < 0 && errno == EINTR) { }
    system_done(run);
}

static int run_shell(const char* line)
{
    struct sigaction ignore, intr, quit;
    memset(&ignore, 0, sizeof ignore);
    ignore.sa_handler = SIG_IGN;
    sigemptyset(&ignore.sa_mask);
    pthread_mutex_lock(&g_system_lock);
    if (g_system_running++ == 0) {
        sigaction(SIGINT, &ignore, &g_system_intr);
        sigaction(SIGQUIT, &ignore, &g_system_quit);
    }
    intr = g_system_intr;
    quit = g_system_quit;
    pthread_mutex_unlock(&g_system_lock);

    struct iol_system_run run;
    sigaddset(&ignore.sa_mask, SIGCHLD);
    sigprocmask(SIG_BLOCK, &ignore.sa_mask, &run.omask);
    sigset_t reset;
    sigemptyset(&reset);
    if (intr.sa_handler != SIG_IGN)
        sigaddset(&reset, SIGINT);
    if (quit.sa_handler != SIG_IGN)
        sigaddset(&reset, SIGQUIT);
    posix_spawnattr_t attr;
    posix_spawnattr_init(&attr);
    posix_spawnattr_setsigmask(&attr, &run.omask);
    posix_spawnattr_setsigdefault(&attr, &reset);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);

    IOL_REAL(spawn, posix_spawn);
    char* argv[] = { (char*)"sh", (char*)"-c", (char*)line, NULL };
    IOL_CHILD_ENV(env, environ);
    const int err = spawn(&run.pid, "/bin/sh", NULL, &attr, argv, env);
    posix_spawnattr_destroy(&attr);
    int status = -1;
    if (err == 0) {
        pthread_cleanup_push(system_cancelled, &run);
        pid_t got;
        while ((got = waitpid(run.pid, &status, 0)) < 0 && errno == EINTR) { }
        if (got != run.pid)
            status = -1;
        pthread_cleanup_pop(0);
    } else
        status = 127 << 8; /* as a shell that could not run */
    system_done(&run);
    if (err != 0)
        errno = err;
    return status;
}

IOL_EXPORT int system(const char* line)
{
    IOL_REAL(real, system);
    if (!g_hidden)
        return real(line);
    if (!line) /* is there a shell? */
        return run_shell("exit 0") == 0;
    return run_shell(line);
}

/* --- popen() ------------------------------------------------------------------------------------- */

/* popen's FILE (its pipe, the child pclose waits for) can only come from glibc's popen, whose
 * spawn reads environ during the call: environ is the restored array for that moment. One popen
 * at a time swaps it. A setenv by another thread meanwhile builds its array from the restored
 * one; the restored entries are then taken out of that array again (take_back), so the program
 * keeps its change and never the trace (nor a pointer into our stack). */
static pthread_mutex_t g_popen_lock = PTHREAD_MUTEX_INITIALIZER;

static char* preload_entry(char* const* env)
{
    for (size_t i = 0; env && env[i]; ++i)
        if (named(env[i], "LD_PRELOAD", IOL_PRELOAD_LEN - 1))
            return env[i];
    return NULL;
}

/* In `now`: the LD_PRELOAD entry `put` back to `had` (dropped if NULL), our hidden entries out. */
static void take_back(char** now, const char* put, char* had)
{
    size_t w = 0;
    for (size_t r = 0; now[r]; ++r) {
        char* e = now[r];
        if (put != had && e == put)
            e = had;
        for (int k = 0; k < IOL_HIDDEN_COUNT; ++k)
            if (e == g_vars[k])
                e = NULL;
        if (e)
            now[w++] = e;
    }
    now[w] = NULL;
}

IOL_EXPORT FILE* popen(const char* command, const char* mode)
{
    IOL_REAL(real, popen);
    if (!g_hidden)
        return real(command, mode);
    pthread_mutex_lock(&g_popen_lock);
    IOL_CHILD_ENV(env, environ);
    char** const was = environ;
    environ = (char**)env;
    struct iol_children before;
    iol_children_read(&before);
    FILE* f = real(command, mode);
    const int e = errno;
    iol_popen_started(f, &before); /* for pclose to tell the child's record how it ended */
    if (environ == (char**)env)
        environ = was;
    else if (environ)
        take_back(environ, preload_entry(env), preload_entry(was));
    pthread_mutex_unlock(&g_popen_lock);
    errno = e;
    return f;
}
