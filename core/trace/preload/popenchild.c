// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "popenchild.h"

#include <pthread.h>
#include <string.h>

/* Streams a program has open at once through popen: a few. Past this many, a stream's child is not
 * remembered and is told as before. */
#define IOL_POPEN_STREAMS 32

static struct {
    FILE* f;
    int pid;
} g_streams[IOL_POPEN_STREAMS];
static pthread_mutex_t g_streams_lock = PTHREAD_MUTEX_INITIALIZER;

void iol_children_read(struct iol_children* out)
{
    out->len = iol_sys_read_file("/proc/thread-self/children", out->text, sizeof out->text);
    if (out->len >= (long)sizeof out->text - 1)
        out->len = -1; /* perhaps cut short: the new child could be past the end */
}

/* Whether the list `text` (pids each followed by a space) holds `pid`. */
static int lists(const char* text, long len, const char* pid, size_t pid_len)
{
    for (long at = 0; at < len;) {
        const char* end = memchr(text + at, ' ', (size_t)(len - at));
        const size_t n = end ? (size_t)(end - (text + at)) : (size_t)(len - at);
        if (n == pid_len && memcmp(text + at, pid, n) == 0)
            return 1;
        at += (long)n + 1;
    }
    return 0;
}

void iol_popen_started(FILE* f, const struct iol_children* before)
{
    if (!f)
        return;
    struct iol_children after;
    after.len = -1;
    if (before->len >= 0)
        iol_children_read(&after);
    int pid = 0; /* the new child; -1: none can be named */
    for (long at = 0; after.len > 0 && at < after.len;) {
        const char* end = memchr(after.text + at, ' ', (size_t)(after.len - at));
        const size_t n = end ? (size_t)(end - (after.text + at)) : (size_t)(after.len - at);
        if (n > 0 && !lists(before->text, before->len, after.text + at, n)) {
            if (pid != 0) {
                pid = -1; /* two new children: which one is the stream's cannot be told */
                break;
            }
            for (size_t k = 0; k < n && pid >= 0; ++k) {
                const char c = after.text[at + (long)k];
                pid = c >= '0' && c <= '9' ? pid * 10 + (c - '0') : -1; /* -1: not the kernel's list */
            }
            if (pid < 0)
                break;
        }
        at += (long)n + 1;
    }
    pthread_mutex_lock(&g_streams_lock);
    int free_entry = -1;
    for (int i = 0; i < IOL_POPEN_STREAMS; ++i) {
        /* A stream closed with fclose, whose address came back: its child is not this one, even
         * when this one cannot be told. */
        if (g_streams[i].f == f)
            g_streams[i].f = NULL;
        if (!g_streams[i].f && free_entry < 0)
            free_entry = i;
    }
    if (pid > 0 && free_entry >= 0) {
        g_streams[free_entry].f = f;
        g_streams[free_entry].pid = pid;
    }
    pthread_mutex_unlock(&g_streams_lock);
}

int iol_popen_take_child(FILE* f)
{
    int pid = 0;
    pthread_mutex_lock(&g_streams_lock);
    for (int i = 0; i < IOL_POPEN_STREAMS; ++i)
        if (g_streams[i].f == f) {
            pid = g_streams[i].pid;
            g_streams[i].f = NULL;
            break;
        }
    pthread_mutex_unlock(&g_streams_lock);
    return pid;
}
