// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The library's few fixed formats (a trace file's name, "/proc/self/fd/N", a directory and a
 * name) built without glibc's printf. The first snprintf of a process costs 15 to 19 µs here
 * (vfprintf's code and tables paged in, measured with the TSC around a first and a second call):
 * a tenth of what tracing /bin/true costs, for a process that never prints.
 *
 * Same contract as snprintf: the text is cut to fit and always NUL-terminated (when there is room
 * for the NUL at all), and the length returned is that of the whole text, so a result >= cap says
 * it was cut. No locale, no allocation, async-signal-safe. */
#pragma once

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A text being built into out[cap]: len counts every character added, kept or cut. */
struct iol_text {
    char* out;
    size_t cap;
    size_t len;
};

struct iol_text iol_text_begin(char* out, size_t cap);
void iol_text_str(struct iol_text* t, const char* s);
void iol_text_long(struct iol_text* t, long long v);
void iol_text_ulong(struct iol_text* t, unsigned long long v);

/* "/proc/self/fd/<fd>" */
size_t iol_text_fd_link(char* out, size_t cap, long fd);
/* "<a>/<b>" */
size_t iol_text_join(char* out, size_t cap, const char* a, const char* b);
/* "<dir>/p<pid>.<generation><ext>": a trace file's name (ext ".iolt" or ".iolts") */
size_t iol_text_trace_file(char* out, size_t cap, const char* dir, int pid, unsigned generation, const char* ext);

#ifdef __cplusplus
}
#endif
