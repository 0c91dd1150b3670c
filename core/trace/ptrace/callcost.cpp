// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/ptrace/callcost.h"
#include "core/trace/ptrace/monotonic.h"

#include "core/trace/ptrace/ptracetracer.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <ctime>
#include <new>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/ptrace.h>
#include <sys/wait.h>
#include <unistd.h>

namespace iolens::trace::ptrace {

std::uint64_t measureCallCost(bool everyCall)
{
    // In batches, so that one batch that a neighbour's burst (or a preemption of the tracer) lands
    // on does not make the figure: the median batch of each side counts.
    constexpr int kBatches = 5, kCallsPerBatch = 400;
    struct Result {
        std::uint64_t untracedNs[kBatches] {}, tracedNs[kBatches] {};
        int ok = 0;
    };
    void* page = ::mmap(nullptr, sizeof(Result), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (page == MAP_FAILED)
        return 0;
    auto* result = new (page) Result;
    const int zero = ::open("/dev/zero", O_RDONLY | O_CLOEXEC);
    int sync[2] = { -1, -1 };
    int ready[2] = { -1, -1 }; // everyCall: the child's untraced batches are done
    PtraceTracer tracer({}, 1024);
    if (everyCall)
        tracer.stopAtEveryCall();
    std::uint64_t cost = 0;
    if (zero >= 0 && ::pipe2(sync, O_CLOEXEC) == 0 && ::pipe2(ready, O_CLOEXEC) == 0) {
        const pid_t child = ::fork();
        if (child == 0) {
            // Async-signal-safe only: the window forks from a process with threads.
            char go = 0, byte = 0;
            ::close(sync[1]);
            ::close(ready[0]);
            if (::read(sync[0], &go, 1) != 1)
                ::_exit(1);
            const auto reads = [&](std::uint64_t* ns) {
                for (int b = 0; b < kBatches; ++b) {
                    const std::uint64_t start = monotonicNs();
                    for (int i = 0; i < kCallsPerBatch; ++i)
                        if (::read(zero, &byte, 1) != 1)
                            ::_exit(1);
                    ns[b] = monotonicNs() - start;
                }
            };
            reads(result->untracedNs);
            if (everyCall) { // seized now, between these two bytes
                if (::write(ready[1], &go, 1) != 1 || ::read(sync[0], &go, 1) != 1)
                    ::_exit(1);
            } else if (tracer.filter().install() != 0) {
                ::_exit(1);
            }
            reads(result->tracedNs);
            result->ok = 1;
            ::_exit(0);
        }
        ::close(sync[0]);
        ::close(ready[1]);
        if (child > 0) {
            char go = 1;
            bool seized = false;
            if (everyCall) {
                // Seized once its untraced batches are done; the interrupt's stop sets it going
                // from one system call to the next.
                seized = ::write(sync[1], &go, 1) == 1 && ::read(ready[0], &go, 1) == 1 && tracer.seize(child) == 0
                    && ::ptrace(PTRACE_INTERRUPT, child, nullptr, nullptr) == 0;
            } else {
                seized = tracer.seize(child) == 0;
            }
            if (!seized)
                ::kill(child, SIGKILL);
            [[maybe_unused]] const ssize_t n = ::write(sync[1], &go, 1);
            ::close(sync[1]);
            if (seized)
                tracer.runToEnd();
            else
                while (::waitpid(child, nullptr, 0) < 0 && errno == EINTR) { }
            const auto median = [](std::uint64_t* ns) {
                std::sort(ns, ns + kBatches);
                return ns[kBatches / 2];
            };
            const std::uint64_t traced = median(result->tracedNs), untraced = median(result->untracedNs);
            if (result->ok && traced > untraced)
                cost = (traced - untraced) / kCallsPerBatch;
        } else {
            ::close(sync[1]);
        }
    }
    if (ready[0] >= 0)
        ::close(ready[0]);
    if (zero >= 0)
        ::close(zero);
    ::munmap(page, sizeof(Result));
    return cost;
}

} // namespace iolens::trace::ptrace
