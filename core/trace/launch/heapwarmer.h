// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The heap of the process that will load a trace, made ready while the traced program still runs.
//
// Loading the trace of a program that touched 100,000 files grows the heap by about 300 MiB, and
// the kernel zeroes each page as it is first touched: on the VM the benchmarks run on that was 45 %
// of the loading thread's time after the program ended (`perf` on `iolens-cli trace`), though the
// second core sat idle through the whole run of that single-threaded program. HeapWarmer moves the
// work into the run: it reserves a block of the main heap, and a thread at SCHED_IDLE (it runs only
// on a core nothing else wants, so it does not slow the traced program) writes the block's pages,
// as far as the loader will want them for the trace so far (heapForTrace). release() hands the
// block back to malloc, whose next allocations, the loader's, then find those pages ready.
//
// For that, malloc is told (mallopt, for the rest of this process's life) to take every block from
// its main heap, never from a mapping of its own (whose pages would be new again), to give every
// thread its blocks from there too (the loader's stacks thread does half of the work), and never to
// give the top of the heap back to the kernel. Only `iolens-cli trace` uses it: a process that loads
// one trace and exits. IOLENS_HEAP_WARM=0 in the environment turns it off.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>

namespace iolens::trace {

// What heapForTrace reckons the loader needs. Measured on the 100,000-file Python program of
// tests/bench/workloads.py (six call kinds per file, and their stack records), interleaved runs:
// with 2.5 KiB per file entry iolens-cli peaked at 424 MiB and took 0.73 s after the program (the
// stacks thread's last blocks were new pages again), with 3 KiB 465 MiB and 0.64 s, with 3.5 KiB
// 512 MiB and 0.63 s; without warming 405 MiB. Its exec loop and `make -j2` need a few KiB per
// process image.
constexpr std::uint64_t kLoaderHeapPerImage = 8u << 10;
constexpr std::uint64_t kLoaderHeapPerFile = 3u << 10;

// The heap the loader grows to for the trace in `dir` as it stands, from the headers of its image
// files (.iolt); 0 for a directory that cannot be read. Stops early, with what it has counted, once
// `stop` is set.
std::uint64_t heapForTrace(const std::string& dir, const std::atomic<bool>& stop);

class HeapWarmer {
public:
    enum class Priority {
        Idle, // SCHED_IDLE: iolens-cli trace
        Normal, // as the creating thread: for tests, on a machine whose cores are all busy
    };

    // Starts warming for the trace growing in `traceDir`. Does nothing (warmedBytes() stays 0) when
    // turned off, when less than 256 MiB is available, under strict overcommit
    // (vm.overcommit_memory = 2, where the reservation would count against every other program), or
    // when malloc cannot reserve the block: a quarter of the memory available, at most 4 GiB, which
    // is address space only until it is warmed.
    explicit HeapWarmer(std::string traceDir, Priority priority = Priority::Idle);
    ~HeapWarmer();
    HeapWarmer(const HeapWarmer&) = delete;
    HeapWarmer& operator=(const HeapWarmer&) = delete;

    // Stops the thread (within one 2 MiB step) and frees the block into the heap's top. Call it right
    // before loading the trace; the destructor calls it too.
    void release();
    // The pages written so far: warmedBytes() from warmedFrom() (nullptr when nothing is reserved).
    std::uint64_t warmedBytes() const;
    const void* warmedFrom() const { return m_first; }

private:
    void run(Priority priority);
    void warmUpTo(std::uint64_t target);

    std::string m_traceDir;
    unsigned char* m_block = nullptr; // from malloc
    unsigned char* m_first = nullptr; // m_block's first 2 MiB boundary, where huge pages can start
    std::uint64_t m_capacity = 0; // bytes from m_first
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    std::uint64_t m_warmed = 0; // bytes from m_first (m_mutex)
    bool m_stop = false; // (m_mutex)
    std::atomic<bool> m_stopping = false; // m_stop, for heapForTrace's loop
    std::thread m_thread;
};

} // namespace iolens::trace
