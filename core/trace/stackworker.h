// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The sampled stacks of a trace, read on a thread of their own while the loader adds the images'
// files, sites and zones (traceloader.cpp): the two share no table, and the stacks of a program
// that touched 100,000 files (800,000 of them, merged and ordered) took a third of the load.

#include "core/trace/stackloader.h"
#include "core/trace/trace.h"

#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <string>
#include <thread>

namespace iolens::trace {

class StackWorker {
public:
    StackWorker();
    ~StackWorker(); // stops at the image it is reading, if finish() was not called
    StackWorker(const StackWorker&) = delete;
    StackWorker& operator=(const StackWorker&) = delete;

    // Queues the stacks file of the image whose trace file is `ioltPath`, with its slots' totals
    // (each naming its file's index in Trace::files), in any order, a key any number of times
    // (mergeSlotTotals is run here). `ended`: StackLoader::addImage's.
    void add(std::string ioltPath, int pid, SlotTotals slots, bool ended = false);

    // No more images: the stacks are merged and ordered as soon as the queued ones are read.
    void close();

    // Waits for the queued images and StackLoader::finish, and returns what they made: a Trace
    // holding only frames, stacks, stackSampling and the stacks' notices. Rethrows the TraceError
    // of a damaged stacks file.
    Trace finish();

private:
    struct Image {
        std::string ioltPath;
        int pid = 0;
        SlotTotals slots;
        bool ended = false;
    };
    void run();

    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<Image> m_queue;
    bool m_closed = false; // no more images: finish() or the destructor
    bool m_stop = false; // the destructor: leave the rest
    std::exception_ptr m_error;
    StackLoader m_loader; // the thread's alone
    Trace m_stacks; // the thread's alone until it ends
    std::thread m_thread; // last: started once the members above exist
};

} // namespace iolens::trace
