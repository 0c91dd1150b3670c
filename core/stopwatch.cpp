// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stopwatch.h"

#include <stdexcept>

namespace iolens {

namespace {
std::atomic<std::uint64_t> g_nextSerial { 1 };
}

thread_local std::array<Stopwatch::CacheSlot, 4> Stopwatch::t_cache {};
thread_local unsigned Stopwatch::t_cacheNext = 0;

void Stopwatch::calibrate()
{
    static std::once_flag once;
    std::call_once(once, [] {
        Clock::calibrate();
        Stopwatch stopwatch;
        const Key key = stopwatch.key("calibration");
        s_pairOverheadNs.store(Clock::costPerCallNs([&] {
            stopwatch.start(key);
            stopwatch.stop(key);
        }),
            std::memory_order_relaxed);
    });
}

Stopwatch::Stopwatch()
    : m_serial(g_nextSerial.fetch_add(1, std::memory_order_relaxed))
{
    for (auto& n : m_numbered)
        n.store(0, std::memory_order_relaxed);
}

Stopwatch::~Stopwatch()
{
    // Serials are never reused, so stale cache slots of other threads can never match again;
    // only this thread's slots are cleared to keep the cache useful.
    for (CacheSlot& c : t_cache)
        if (c.serial == m_serial)
            c = {};
}

Stopwatch::Key Stopwatch::key(std::string_view name)
{
    std::lock_guard lock(m_mutex);
    for (std::size_t i = 0; i < m_names.size(); ++i)
        if (m_names[i] == name)
            return Key { static_cast<std::uint16_t>(i) };
    if (m_names.size() >= kMaxKeys)
        throw std::length_error("a stopwatch holds at most 64 keys");
    m_names.emplace_back(name);
    return Key { static_cast<std::uint16_t>(m_names.size() - 1) };
}

Stopwatch::Key Stopwatch::key(int number)
{
    const bool cacheable = number >= 0 && number < static_cast<int>(m_numbered.size());
    if (cacheable) {
        if (const int cached = m_numbered[static_cast<std::size_t>(number)].load(std::memory_order_acquire))
            return Key { static_cast<std::uint16_t>(cached - 1) };
    }
    const Key k = key(std::to_string(number));
    if (cacheable)
        m_numbered[static_cast<std::size_t>(number)].store(k.slot + 1, std::memory_order_release);
    return k;
}

Stopwatch::ThreadRecord& Stopwatch::registerThread() noexcept
{
    std::lock_guard lock(m_mutex);
    const auto self = std::this_thread::get_id();
    ThreadRecord* record = nullptr;
    for (auto& r : m_threads)
        if (r->thread == self)
            record = r.get();
    if (!record) {
        m_threads.push_back(std::make_unique<ThreadRecord>());
        record = m_threads.back().get();
        record->thread = self;
        if (m_intervalCapacity > 0) {
            // Value-initialised, so every page is touched here and not when the run writes it.
            record->intervals = std::make_unique<Interval[]>(m_intervalCapacity);
            record->intervalCapacity = m_intervalCapacity;
        }
    }
    t_cache[t_cacheNext++ % t_cache.size()] = CacheSlot { m_serial, record };
    return *record;
}

std::vector<Stopwatch::Totals> Stopwatch::merge(const std::vector<const ThreadRecord*>& records) const
{
    std::vector<Totals> out;
    for (std::size_t slot = 0; slot < m_names.size(); ++slot) {
        Totals t;
        t.name = m_names[slot];
        Ticks total = 0, min = ~Ticks { 0 }, max = 0;
        for (const ThreadRecord* r : records) {
            const Entry& e = r->entries[slot];
            if (e.calls == 0)
                continue;
            total += e.total;
            min = std::min(min, e.min);
            max = std::max(max, e.max);
            t.calls += e.calls;
            t.bytes += e.bytes;
        }
        if (t.calls == 0)
            continue;
        t.totalNs = Clock::toNsInt(total);
        t.minNs = Clock::toNsInt(min);
        t.maxNs = Clock::toNsInt(max);
        out.push_back(std::move(t));
    }
    return out;
}

std::vector<Stopwatch::Totals> Stopwatch::totals() const
{
    std::lock_guard lock(m_mutex);
    std::vector<const ThreadRecord*> records;
    for (const auto& r : m_threads)
        records.push_back(r.get());
    return merge(records);
}

std::vector<std::vector<Stopwatch::Totals>> Stopwatch::perThreadTotals() const
{
    std::lock_guard lock(m_mutex);
    std::vector<std::vector<Totals>> out;
    for (const auto& r : m_threads)
        out.push_back(merge({ r.get() }));
    return out;
}

void Stopwatch::keepIntervals(std::size_t perThread)
{
    std::lock_guard lock(m_mutex);
    m_intervalCapacity = perThread;
}

std::vector<Stopwatch::ThreadIntervals> Stopwatch::intervalsPerThread() const
{
    std::lock_guard lock(m_mutex);
    std::vector<ThreadIntervals> out;
    for (const auto& r : m_threads) {
        ThreadIntervals t;
        t.kept.assign(r->intervals.get(), r->intervals.get() + r->intervalCount);
        t.dropped = r->intervalsDropped;
        out.push_back(std::move(t));
    }
    return out;
}

std::string Stopwatch::showAll() const
{
    std::string out;
    for (const Totals& t : totals())
        out += "Stopwatch[" + t.name + "]: " + std::to_string(t.totalNs / 1'000'000) + "msec.\n";
    return out;
}

void Stopwatch::reset()
{
    std::lock_guard lock(m_mutex);
    for (auto& r : m_threads) {
        r->entries = {};
        r->intervalCount = 0;
        r->intervalsDropped = 0;
    }
}

} // namespace iolens
