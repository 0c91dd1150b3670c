// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* iolens/stopwatch.h: article 004's StopwatchUtil for C and C++, header-only.
 *
 * Put start/stop around the sections of your program, as the article did, and showAll() prints
 * their totals in the article's form:
 *
 *     Stopwatch[1]: 159503msec.
 *     Stopwatch[4]: 71247msec.
 *
 * C:    iolens_stopwatch_start("4"); … iolens_stopwatch_stop("4"); iolens_stopwatch_show_all();
 * C++:  iolens::stopwatch::start(4); … iolens::stopwatch::stop(4); iolens::stopwatch::showAll();
 *       { iolens::stopwatch::Zone zone("write test3.csv"); … }   (stops at the end of the scope)
 *
 * The program needs nothing else: no library, no iolens. Run under `iolens-cli trace`, the same
 * calls also mark *zones*: iolens then attributes every I/O call to the innermost open zone of its
 * thread ("Stopwatch[4]: 71,247 ms, of which 10,000 open + 10,000 close of test3.csv"). The
 * mechanism is the line protocol of core/trace/format/iolt.h: when $IOLENS_TRACE_ZONES is set, the
 * first start opens that path (O_WRONLY|O_APPEND|O_CREAT|O_CLOEXEC, mode 0600, once per process;
 * the path is in iolens' private 0700 trace directory) and every start and
 * stop writes "+NAME\n" or "-NAME\n" to it in one write(). Under the trace library those writes
 * never reach the kernel; the library records them as zone events of the calling thread.
 *
 * Names are 1-63 bytes (longer ones are cut, a newline becomes a space); integer keys are their
 * decimal text, so start(4) and start("4") are the same stopwatch. Totals are shared by every
 * thread and every translation unit of the program (weak symbols, merged by the linker); a start
 * belongs to its thread, so two threads timing the same key each add their own intervals. At most
 * IOLENS_STOPWATCH_MAX_KEYS keys and IOLENS_STOPWATCH_DEPTH nested starts per thread are kept; a
 * start beyond that is ignored together with its stop.
 *
 * The time of the zone write() itself is outside the interval it marks: start writes before it
 * reads the clock, stop reads the clock before it writes.
 */
#ifndef IOLENS_STOPWATCH_H
#define IOLENS_STOPWATCH_H

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#if !defined(O_CLOEXEC) || !defined(CLOCK_MONOTONIC)
#error                                                                                                                 \
    "iolens/stopwatch.h needs POSIX.1-2008: compile C as gnu11 (the default) or define _POSIX_C_SOURCE 200809L before the first #include."
#endif

#define IOLENS_STOPWATCH_MAX_KEYS 256
#define IOLENS_STOPWATCH_DEPTH 32
#define IOLENS_STOPWATCH_NAME_MAX 63
#define IOLENS_STOPWATCH_ENV_ZONES "IOLENS_TRACE_ZONES" /* iolt.h IOLT_ENV_ZONES */

#ifdef __cplusplus
extern "C" {
#endif

struct iolens_stopwatch_key {
    char name[IOLENS_STOPWATCH_NAME_MAX + 1];
    uint64_t total_ns; /* atomic adds */
    uint64_t count; /* closed intervals, atomic adds */
};

struct iolens_stopwatch_table {
    uint32_t used; /* published keys (release store after the entry is written) */
    uint32_t lock; /* spin lock for appending */
    uint64_t dropped_keys; /* starts of new keys that found the table full */
    int zone_fd; /* valid when zone_state is 1 */
    int zone_state; /* 0 not tried, 3 being opened, 1 open, 2 unavailable (variable unset or open failed) */
    struct iolens_stopwatch_key keys[IOLENS_STOPWATCH_MAX_KEYS];
};

struct iolens_stopwatch_open {
    uint32_t depth;
    uint32_t key[IOLENS_STOPWATCH_DEPTH];
    uint64_t start_ns[IOLENS_STOPWATCH_DEPTH];
};

/* One definition per program however many translation units (C or C++) include this header: weak
 * symbols with C linkage, zero-initialised, merged by the linker. */
__attribute__((weak)) struct iolens_stopwatch_table iolens_stopwatch_table_;
__attribute__((weak)) __thread struct iolens_stopwatch_open iolens_stopwatch_open_;

static inline uint64_t iolens_stopwatch_now_ns_(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* The name as the table and the zone protocol keep it: at most 63 bytes, no newline. */
static inline size_t iolens_stopwatch_clean_name_(const char* name, char* out)
{
    size_t n = 0;
    if (name)
        for (; name[n] && n < IOLENS_STOPWATCH_NAME_MAX; ++n)
            out[n] = (name[n] == '\n' || name[n] == '\r') ? ' ' : name[n];
    out[n] = '\0';
    return n;
}

/* Index of the key, appending it when new; -1 when the table is full or the name empty. */
static inline int iolens_stopwatch_key_(const char* clean, int create)
{
    struct iolens_stopwatch_table* t = &iolens_stopwatch_table_;
    uint32_t used = __atomic_load_n(&t->used, __ATOMIC_ACQUIRE);
    uint32_t i;
    if (!clean[0])
        return -1;
    for (i = 0; i < used; ++i)
        if (strcmp(t->keys[i].name, clean) == 0)
            return (int)i;
    if (!create)
        return -1;
    while (__atomic_exchange_n(&t->lock, 1u, __ATOMIC_ACQUIRE))
        ;
    used = __atomic_load_n(&t->used, __ATOMIC_ACQUIRE);
    for (; i < used; ++i) /* appended by another thread meanwhile */
        if (strcmp(t->keys[i].name, clean) == 0)
            break;
    if (i == used) {
        if (used == IOLENS_STOPWATCH_MAX_KEYS) {
            __atomic_add_fetch(&t->dropped_keys, 1u, __ATOMIC_RELAXED);
            __atomic_store_n(&t->lock, 0u, __ATOMIC_RELEASE);
            return -1;
        }
        memcpy(t->keys[i].name, clean, strlen(clean) + 1);
        __atomic_store_n(&t->used, used + 1, __ATOMIC_RELEASE);
    }
    __atomic_store_n(&t->lock, 0u, __ATOMIC_RELEASE);
    return (int)i;
}

/* The zone path's fd, opened on first use; -1 when not traced. errno is left as the program had it. */
static inline int iolens_stopwatch_zone_fd_(void)
{
    struct iolens_stopwatch_table* t = &iolens_stopwatch_table_;
    int state = __atomic_load_n(&t->zone_state, __ATOMIC_ACQUIRE);
    int expected = 0;
    if (state == 0
        && __atomic_compare_exchange_n(&t->zone_state, &expected, 3, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
        /* This thread won the right to open (state 3: opening); the others wait below. */
        const int saved = errno;
        const char* path = getenv(IOLENS_STOPWATCH_ENV_ZONES);
        const int fd = (path && path[0]) ? open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600) : -1;
        errno = saved;
        __atomic_store_n(&t->zone_fd, fd, __ATOMIC_RELAXED);
        __atomic_store_n(&t->zone_state, fd >= 0 ? 1 : 2, __ATOMIC_RELEASE);
    }
    while ((state = __atomic_load_n(&t->zone_state, __ATOMIC_ACQUIRE)) == 0 || state == 3)
        ;
    return state == 1 ? __atomic_load_n(&t->zone_fd, __ATOMIC_RELAXED) : -1;
}

static inline void iolens_stopwatch_zone_line_(char sign, const char* clean, size_t n)
{
    char line[IOLENS_STOPWATCH_NAME_MAX + 3];
    const int fd = iolens_stopwatch_zone_fd_();
    const int saved = errno;
    if (fd < 0)
        return;
    line[0] = sign;
    memcpy(line + 1, clean, n);
    line[n + 1] = '\n';
    /* One write() per line is the protocol: the library sees each event whole. */
    if (write(fd, line, n + 2) < 0) { /* nothing to do: timing goes on without zones */
    }
    errno = saved;
}

static inline void iolens_stopwatch_start(const char* name)
{
    char clean[IOLENS_STOPWATCH_NAME_MAX + 1];
    const size_t n = iolens_stopwatch_clean_name_(name, clean);
    struct iolens_stopwatch_open* open_ = &iolens_stopwatch_open_;
    const int key = iolens_stopwatch_key_(clean, 1);
    if (key < 0 || open_->depth == IOLENS_STOPWATCH_DEPTH)
        return;
    iolens_stopwatch_zone_line_('+', clean, n);
    open_->key[open_->depth] = (uint32_t)key;
    open_->start_ns[open_->depth] = iolens_stopwatch_now_ns_();
    ++open_->depth;
}

static inline void iolens_stopwatch_stop(const char* name)
{
    const uint64_t now = iolens_stopwatch_now_ns_();
    char clean[IOLENS_STOPWATCH_NAME_MAX + 1];
    const size_t n = iolens_stopwatch_clean_name_(name, clean);
    struct iolens_stopwatch_open* open_ = &iolens_stopwatch_open_;
    const int key = iolens_stopwatch_key_(clean, 0);
    uint32_t i;
    if (key < 0)
        return;
    /* The innermost open start of this key closes, as the zone protocol's "-NAME" does. */
    for (i = open_->depth; i > 0; --i)
        if (open_->key[i - 1] == (uint32_t)key)
            break;
    if (i == 0)
        return; /* stop without start: ignored, like StopwatchUtil without a start time */
    __atomic_add_fetch(&iolens_stopwatch_table_.keys[key].total_ns, now - open_->start_ns[i - 1], __ATOMIC_RELAXED);
    __atomic_add_fetch(&iolens_stopwatch_table_.keys[key].count, 1u, __ATOMIC_RELAXED);
    for (; i < open_->depth; ++i) {
        open_->key[i - 1] = open_->key[i];
        open_->start_ns[i - 1] = open_->start_ns[i];
    }
    --open_->depth;
    iolens_stopwatch_zone_line_('-', clean, n);
}

static inline void iolens_stopwatch_start_n(long key)
{
    char name[24];
    snprintf(name, sizeof name, "%ld", key);
    iolens_stopwatch_start(name);
}

static inline void iolens_stopwatch_stop_n(long key)
{
    char name[24];
    snprintf(name, sizeof name, "%ld", key);
    iolens_stopwatch_stop(name);
}

/* Total ns and closed intervals of a key so far (0 when unknown). */
static inline uint64_t iolens_stopwatch_total_ns(const char* name)
{
    char clean[IOLENS_STOPWATCH_NAME_MAX + 1];
    int key;
    iolens_stopwatch_clean_name_(name, clean);
    key = iolens_stopwatch_key_(clean, 0);
    return key < 0 ? 0 : __atomic_load_n(&iolens_stopwatch_table_.keys[key].total_ns, __ATOMIC_RELAXED);
}

static inline uint64_t iolens_stopwatch_count(const char* name)
{
    char clean[IOLENS_STOPWATCH_NAME_MAX + 1];
    int key;
    iolens_stopwatch_clean_name_(name, clean);
    key = iolens_stopwatch_key_(clean, 0);
    return key < 0 ? 0 : __atomic_load_n(&iolens_stopwatch_table_.keys[key].count, __ATOMIC_RELAXED);
}

/* 1 and the number when the whole name is a decimal integer (so "10" sorts after "9"). */
static inline int iolens_stopwatch_numeric_(const char* name, long* value)
{
    char* end = NULL;
    if (!name[0] || (name[0] != '-' && (name[0] < '0' || name[0] > '9')))
        return 0;
    errno = 0;
    *value = strtol(name, &end, 10);
    return errno == 0 && end && *end == '\0';
}

/* Numeric keys first in numeric order (the article's table lists 1, 2, … 8), then named keys in
 * the order they were first started. */
static inline int iolens_stopwatch_before_(uint32_t a, uint32_t b)
{
    long va = 0, vb = 0;
    const int na = iolens_stopwatch_numeric_(iolens_stopwatch_table_.keys[a].name, &va);
    const int nb = iolens_stopwatch_numeric_(iolens_stopwatch_table_.keys[b].name, &vb);
    if (na && nb)
        return va < vb;
    if (na != nb)
        return na;
    return a < b;
}

/* The article's table, one line per key: "Stopwatch[4]: 71247msec." (whole ms, truncated). */
static inline void iolens_stopwatch_show_all_to(FILE* out)
{
    const int saved = errno;
    uint32_t order[IOLENS_STOPWATCH_MAX_KEYS];
    const uint32_t used = __atomic_load_n(&iolens_stopwatch_table_.used, __ATOMIC_ACQUIRE);
    const uint64_t dropped = __atomic_load_n(&iolens_stopwatch_table_.dropped_keys, __ATOMIC_RELAXED);
    uint32_t i, j;
    for (i = 0; i < used; ++i) { /* insertion sort: a few keys */
        uint32_t k = i;
        for (j = i; j > 0 && iolens_stopwatch_before_(k, order[j - 1]); --j)
            order[j] = order[j - 1];
        order[j] = k;
    }
    for (i = 0; i < used; ++i) {
        const struct iolens_stopwatch_key* key = &iolens_stopwatch_table_.keys[order[i]];
        fprintf(out, "Stopwatch[%s]: %llumsec.\n", key->name,
            (unsigned long long)(__atomic_load_n(&key->total_ns, __ATOMIC_RELAXED) / 1000000u));
    }
    if (dropped)
        fprintf(out, "Stopwatch: %llu starts of keys beyond the first %d were not timed.\n",
            (unsigned long long)dropped, IOLENS_STOPWATCH_MAX_KEYS);
    fflush(out);
    errno = saved;
}

static inline void iolens_stopwatch_show_all(void)
{
    iolens_stopwatch_show_all_to(stdout);
}

#ifdef __cplusplus
} /* extern "C" */

#include <cstdint>
#include <string>
#include <string_view>

namespace iolens::stopwatch {

inline std::string keyName(long key)
{
    return std::to_string(key);
}

inline void start(std::string_view name)
{
    iolens_stopwatch_start(std::string(name).c_str());
}
inline void start(long key)
{
    iolens_stopwatch_start_n(key);
}
inline void stop(std::string_view name)
{
    iolens_stopwatch_stop(std::string(name).c_str());
}
inline void stop(long key)
{
    iolens_stopwatch_stop_n(key);
}
// Without these, start(4) would be ambiguous between long and std::string_view's const char*.
inline void start(int key)
{
    iolens_stopwatch_start_n(key);
}
inline void stop(int key)
{
    iolens_stopwatch_stop_n(key);
}
inline void start(const char* name)
{
    iolens_stopwatch_start(name);
}
inline void stop(const char* name)
{
    iolens_stopwatch_stop(name);
}

inline void showAll(FILE* out = stdout)
{
    iolens_stopwatch_show_all_to(out);
}

inline std::uint64_t totalNs(std::string_view name)
{
    return iolens_stopwatch_total_ns(std::string(name).c_str());
}
inline std::uint64_t count(std::string_view name)
{
    return iolens_stopwatch_count(std::string(name).c_str());
}

// start(name) now, stop(name) at the end of the scope (also when an exception leaves it).
class Zone {
public:
    explicit Zone(std::string_view name)
        : m_name(name)
    {
        start(m_name);
    }
    explicit Zone(long key)
        : m_name(keyName(key))
    {
        start(m_name);
    }
    ~Zone() { stop(m_name); }
    Zone(const Zone&) = delete;
    Zone& operator=(const Zone&) = delete;

private:
    std::string m_name;
};

} // namespace iolens::stopwatch
#endif

#endif
