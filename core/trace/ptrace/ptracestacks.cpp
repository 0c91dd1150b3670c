// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Sampled call stacks of the calls the ptrace tracer records (issue 23 §1 for static and Go
// programs), with the preload's policy (preload/stacks.c, format/iolts.h): every call while its
// (file, call, site) has made at most IOLTS_FIRST_CALLS on the thread (past a thread's
// IOLTS_FIRST_BUDGET such samples, one in IOLTS_FIRST_THINNING), then one each IOLTS_PERIOD calls,
// and every call slower than IOLTS_SLOW_NS. A first or periodic sample stands for the slot's calls
// since the previous one; a slow call for itself. The stack is walked at the call's exit stop,
// where the thread is still inside it (remoteunwinder.h), and stored in the image's stacks file
// (stackswriter.h), which the loader reads and names as it does the preload's.
#include "core/trace/ptrace/ptracetracer.h"

#include "core/trace/format/iolts.h"
#include "core/trace/ptrace/tracees.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <cstring>
#include <utility>

namespace iolens::trace::ptrace {

namespace {

std::uint64_t shadowKey(std::uint32_t file, std::uint32_t call, std::uint32_t site)
{
    return std::uint64_t(file) | std::uint64_t(call) << 24 | std::uint64_t(site) << 40;
}

} // namespace

bool PtraceTracer::stacksWanted()
{
    const char* v = std::getenv(IOLT_ENV_STACKS); // iolens-cli trace --no-stacks sets "0"
    return !(v && std::strcmp(v, "0") == 0);
}

void PtraceTracer::startStacks(Process& p)
{
    p.stacks.reset();
    p.unwinder.reset();
    if (!m_stacks || !p.writer || p.writer->path().empty())
        return;
    p.unwinder = std::make_unique<RemoteUnwinder>(p.pid);
    p.stacks = std::make_unique<StacksWriter>(p.writer->path(), p.pid, p.writer->generation());
}

void PtraceTracer::sampleStack(Tracee& t, const user_regs_struct& regs, std::uint32_t file, std::uint32_t call,
    std::uint64_t ns, std::int64_t bytes)
{
    Process& p = *t.proc;
    if (!p.stacks)
        return;
    StackShadow& sh = t.shadows[shadowKey(file, call, t.site)];
    ++sh.total;
    ++sh.calls;
    ++sh.timed;
    sh.ns += ns;
    sh.bytes += bytes > 0 ? std::uint64_t(bytes) : 0;
    bool first = sh.total <= IOLTS_FIRST_CALLS;
    if (first) {
        if (t.firstTaken < IOLTS_FIRST_BUDGET) {
            ++t.firstTaken;
        } else if (++t.firstPassed % IOLTS_FIRST_THINNING != 0) {
            first = false;
            p.stacks->thinned(1);
        }
    }
    const bool periodic = !first && sh.total >= sh.due;
    const bool slow = ns >= IOLTS_SLOW_NS;
    if (!first && !periodic && !slow)
        return;
    StacksWriter::Sample s;
    s.file = file;
    s.call = call;
    s.site = t.site;
    if (first || periodic) { // the slot's calls since its last sample
        s.calls = std::exchange(sh.calls, 0);
        s.timed = std::exchange(sh.timed, 0);
        s.ns = std::exchange(sh.ns, 0);
        s.bytes = std::exchange(sh.bytes, 0);
        while (periodic && sh.due <= sh.total)
            sh.due += IOLTS_PERIOD;
    } else { // a slow call stands for itself
        s.calls = s.timed = 1;
        s.ns = ns;
        s.bytes = bytes > 0 ? std::uint64_t(bytes) : 0;
        --sh.calls;
        --sh.timed;
        sh.ns -= ns;
        sh.bytes -= s.bytes;
    }
    std::array<std::uint64_t, IOLTS_MAX_FRAMES + 1> frames {};
    const std::size_t depth = p.unwinder->unwind(t.tid, regs, frames.data(), frames.size());
    if (depth == 0) {
        p.stacks->failed();
        return;
    }
    const bool truncated = depth > IOLTS_MAX_FRAMES;
    p.stacks->add(frames.data(), std::min<std::size_t>(depth, IOLTS_MAX_FRAMES), truncated, s, p.modules);
}

} // namespace iolens::trace::ptrace
