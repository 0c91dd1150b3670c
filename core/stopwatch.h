// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/clock.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace iolens {

// StopwatchUtil, as article 004 used it: start(n) and stop(n) around numbered (or named) sections,
// showAll() prints "Stopwatch[4]: 71247msec." per key. Beyond the article: nanosecond totals,
// call counts, min and max per call, bytes, RAII scopes, and recording from many threads at once.
//
// Recording is per thread and takes no lock: each thread writes only its own record, found through
// a small thread_local cache. Keys are interned to slots once (that takes a lock); hot code keeps
// the Key. Read totals() only once the recording threads are done (joined), as after a run.
class Stopwatch {
public:
    static constexpr int kMaxKeys = 64;

    struct Key {
        std::uint16_t slot = 0;
    };

    struct Totals {
        std::string name;
        std::uint64_t totalNs = 0;
        std::uint64_t calls = 0;
        std::uint64_t minNs = 0;
        std::uint64_t maxNs = 0;
        std::uint64_t bytes = 0;
    };

    // Calibrates the clock, then measures what one start/stop pair costs; idempotent and
    // thread-safe. Call before anything is timed: the first measurement must not pay for it.
    static void calibrate();
    // The cost of one start/stop pair, measured by calibrate() (0 before).
    static double startStopOverheadNs() noexcept { return s_pairOverheadNs.load(std::memory_order_relaxed); }

    Stopwatch();
    ~Stopwatch();
    Stopwatch(const Stopwatch&) = delete;
    Stopwatch& operator=(const Stopwatch&) = delete;

    Key key(std::string_view name);
    Key key(int number); // the article's numbered sections: key 4 prints as "Stopwatch[4]"

    void start(Key key) noexcept
    {
        Entry& e = local().entries[key.slot];
        e.startedAt = Clock::now();
        e.running = true;
    }
    // Ends the interval opened by start(); calls lets one timed batch stand for many short calls.
    void stop(Key key, std::uint64_t bytes = 0, std::uint64_t calls = 1) noexcept
    {
        const Ticks now = Clock::now();
        ThreadRecord& r = local();
        Entry& e = r.entries[key.slot];
        if (!e.running)
            return; // stop without start: nothing to record, as StopwatchUtil
        e.running = false;
        e.add(now - e.startedAt, bytes, calls);
        r.keep(key.slot, e.startedAt, now);
    }
    // Stops `from` (crediting it `bytes`) and starts `to` with a single clock read: in a hot loop
    // of back-to-back phases this halves the clock reads of separate stop() and start() calls.
    void lap(Key from, Key to, std::uint64_t bytes = 0) noexcept
    {
        const Ticks now = Clock::now();
        ThreadRecord& r = local();
        Entry& f = r.entries[from.slot];
        if (f.running) {
            f.running = false;
            f.add(now - f.startedAt, bytes, 1);
            r.keep(from.slot, f.startedAt, now);
        }
        Entry& t = r.entries[to.slot];
        t.startedAt = now;
        t.running = true;
    }

    // Credits a duration measured elsewhere (a child process reported it) as `calls` calls: min and
    // max then describe the reported total, not single calls.
    void add(Key key, Ticks elapsed, std::uint64_t bytes, std::uint64_t calls) noexcept
    {
        local().entries[key.slot].add(elapsed, bytes, calls);
    }

    void start(int number) { start(key(number)); }
    void stop(int number) { stop(key(number)); }
    void start(std::string_view name) { start(key(name)); }
    void stop(std::string_view name) { stop(key(name)); }

    class Scope {
    public:
        Scope(Stopwatch& stopwatch, Key key) noexcept
            : m_stopwatch(&stopwatch)
            , m_key(key)
        {
            stopwatch.start(key);
        }
        ~Scope() { m_stopwatch->stop(m_key, m_bytes, m_calls); }
        Scope(const Scope&) = delete;
        Scope& operator=(const Scope&) = delete;
        void addBytes(std::uint64_t bytes) noexcept { m_bytes += bytes; }
        void setCalls(std::uint64_t calls) noexcept { m_calls = calls; }

    private:
        Stopwatch* m_stopwatch;
        Key m_key;
        std::uint64_t m_bytes = 0;
        std::uint64_t m_calls = 1;
    };
    Scope scope(Key key) noexcept { return Scope(*this, key); }

    // Interval recording, for a timeline: when enabled, every thread also keeps its first
    // `perThread` intervals (key, begin, end) in order; later ones are only counted. Off by default
    // (StopwatchUtil keeps totals only). Call before recording starts. Each thread's buffer is
    // allocated and cleared when the thread first records, or in prepareThread().
    void keepIntervals(std::size_t perThread);
    // Registers the calling thread now (allocating its record and interval buffer), so that the
    // allocation's page faults and memory land before a measured run, not in it.
    void prepareThread() noexcept { local(); }

    struct Interval {
        Ticks begin = 0;
        Ticks end = 0;
        std::uint16_t slot = 0;
    };
    struct ThreadIntervals {
        std::vector<Interval> kept; // in the order they ended
        std::uint64_t dropped = 0; // ended after the buffer was full
    };
    // One entry per recording thread, in the same order as perThreadTotals().
    std::vector<ThreadIntervals> intervalsPerThread() const;

    // Merged over all threads, in the order keys were first interned; keys never stopped are left out.
    std::vector<Totals> totals() const;
    // One vector per recording thread, in the order threads first recorded.
    std::vector<std::vector<Totals>> perThreadTotals() const;
    // The article's report: one "Stopwatch[KEY]: Xmsec." line per key.
    std::string showAll() const;
    void reset();

private:
    struct Entry {
        Ticks startedAt = 0;
        Ticks total = 0;
        Ticks min = ~Ticks { 0 };
        Ticks max = 0;
        std::uint64_t calls = 0;
        std::uint64_t bytes = 0;
        bool running = false;

        void add(Ticks elapsed, std::uint64_t addedBytes, std::uint64_t addedCalls) noexcept
        {
            total += elapsed;
            min = elapsed < min ? elapsed : min;
            max = elapsed > max ? elapsed : max;
            calls += addedCalls;
            bytes += addedBytes;
        }
    };
    struct ThreadRecord {
        std::thread::id thread;
        std::array<Entry, kMaxKeys> entries {};
        std::unique_ptr<Interval[]> intervals; // capacity m_intervalCapacity, or none
        std::size_t intervalCount = 0;
        std::size_t intervalCapacity = 0;
        std::uint64_t intervalsDropped = 0;

        void keep(std::uint16_t slot, Ticks begin, Ticks end) noexcept
        {
            if (intervalCount < intervalCapacity)
                intervals[intervalCount++] = Interval { begin, end, slot };
            else if (intervalCapacity > 0)
                ++intervalsDropped;
        }
    };

    ThreadRecord& local() noexcept
    {
        for (const CacheSlot& c : t_cache)
            if (c.serial == m_serial)
                return *c.record;
        return registerThread();
    }
    ThreadRecord& registerThread() noexcept;
    std::vector<Totals> merge(const std::vector<const ThreadRecord*>& records) const;

    struct CacheSlot {
        std::uint64_t serial = 0;
        ThreadRecord* record = nullptr;
    };
    static thread_local std::array<CacheSlot, 4> t_cache;
    static inline std::atomic<double> s_pairOverheadNs { 0.0 };
    static thread_local unsigned t_cacheNext;

    const std::uint64_t m_serial;
    mutable std::mutex m_mutex;
    std::vector<std::string> m_names;
    std::array<std::atomic<int>, 256> m_numbered; // slot + 1 of numbered keys 0..255, 0 = not yet
    std::vector<std::unique_ptr<ThreadRecord>> m_threads;
    std::size_t m_intervalCapacity = 0;
};

} // namespace iolens
