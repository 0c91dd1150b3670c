// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "text.h"

struct iol_text iol_text_begin(char* out, size_t cap)
{
    if (cap)
        out[0] = '\0';
    return (struct iol_text) { out, cap, 0 };
}

static void add_char(struct iol_text* t, char c)
{
    if (t->len + 1 < t->cap) {
        t->out[t->len] = c;
        t->out[t->len + 1] = '\0';
    }
    ++t->len;
}

void iol_text_str(struct iol_text* t, const char* s)
{
    while (*s)
        add_char(t, *s++);
}

void iol_text_ulong(struct iol_text* t, unsigned long long v)
{
    char digits[20]; /* 2^64 - 1 has 20 */
    int n = 0;
    do {
        digits[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    while (n)
        add_char(t, digits[--n]);
}

void iol_text_long(struct iol_text* t, long long v)
{
    if (v < 0) {
        add_char(t, '-');
        /* -(v + 1) + 1: LLONG_MIN has no positive counterpart as a long long */
        iol_text_ulong(t, (unsigned long long)(-(v + 1)) + 1u);
    } else {
        iol_text_ulong(t, (unsigned long long)v);
    }
}

size_t iol_text_fd_link(char* out, size_t cap, long fd)
{
    struct iol_text t = iol_text_begin(out, cap);
    iol_text_str(&t, "/proc/self/fd/");
    iol_text_long(&t, fd);
    return t.len;
}

size_t iol_text_join(char* out, size_t cap, const char* a, const char* b)
{
    struct iol_text t = iol_text_begin(out, cap);
    iol_text_str(&t, a);
    iol_text_str(&t, "/");
    iol_text_str(&t, b);
    return t.len;
}

size_t iol_text_trace_file(char* out, size_t cap, const char* dir, int pid, unsigned generation, const char* ext)
{
    struct iol_text t = iol_text_begin(out, cap);
    iol_text_str(&t, dir);
    iol_text_str(&t, "/p");
    iol_text_long(&t, pid);
    iol_text_str(&t, ".");
    iol_text_ulong(&t, generation);
    iol_text_str(&t, ext);
    return t.len;
}
