// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/uringnotices.h"

#include "core/trace/ioltfile.h"
#include "core/trace/tracenotices.h"
#include "core/trace/tracetext.h"
#include "core/trace/unseenio.h"

#include <QtGlobal>

#include <algorithm>
#include <cstdio>

namespace iolens::trace {

namespace {

// 45300 ns → "45.3".
std::string micros(double ns)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", ns / 1000.0);
    return text;
}

// What the trace holds of the requests: the sizes submitted, or (where the preload read their
// completions) the sizes done, with the time from submission to completion.
void requestsNotice(Trace& t, const std::string& who, const UringFacts& u)
{
    if (u.completed == 0) {
        t.addNotice(who + ": " + counted(u.requests, "io_uring request is", "io_uring requests are")
                + " counted under the calls they stand for (a read as pread …), with the sizes submitted, not "
                  "the sizes done, and the time of the submitting call shared among them (waiting for their "
                  "completions is not in it).",
            { noticePhrase(QT_TRANSLATE_NOOP("TraceNotice",
                               "%1: %2 io_uring requests are counted under the calls they stand for (a read as pread "
                               "…), with the sizes submitted, not the sizes done, and the time of the submitting call "
                               "shared among them (waiting for their completions is not in it)."),
                { who, grouped(u.requests) }) });
        return;
    }
    const std::string mean = micros(static_cast<double>(u.waitNs) / static_cast<double>(u.completed));
    const std::string most = micros(static_cast<double>(u.waitMaxNs));
    t.addNotice(who + ": " + counted(u.requests, "io_uring request is", "io_uring requests are")
            + " counted under the calls they stand for (a read as pread …), with the time of the submitting call "
              "shared among them. Their completions give the sizes done and the failures ("
            + grouped(u.failed) + " failed); from submission to completion they took " + mean + " µs on average and "
            + most + " µs at most, as seen when the program next submitted to or waited on its ring.",
        { noticePhrase(QT_TRANSLATE_NOOP("TraceNotice",
                           "%1: %2 io_uring requests are counted under the calls they stand for (a read as pread …), "
                           "with the time of the submitting call shared among them. Their completions give the sizes "
                           "done and the failures (%3 failed); from submission to completion they took %4 µs on "
                           "average and %5 µs at most, as seen when the program next submitted to or waited on its "
                           "ring."),
            { who, grouped(u.requests), grouped(u.failed), mean, most }) });
    const std::uint64_t done = minusOrZero(u.completed, u.otherThread);
    if (done >= u.requests)
        return;
    const std::uint64_t asked = u.requests - done;
    t.addNotice(who + ": the sizes submitted are kept for " + counted(asked, "io_uring request", "io_uring requests")
            + " whose completion iolens did not read (never reaped, reaped on another thread, overwritten in a "
              "full queue, or on a ring whose queue iolens could not find).",
        { noticePhrase(
            QT_TRANSLATE_NOOP("TraceNotice",
                "%1: the sizes submitted are kept for %2 io_uring requests whose completion iolens did not "
                "read (never reaped, reaped on another thread, overwritten in a full queue, or on a ring whose "
                "queue iolens could not find)."),
            { who, grouped(asked) }) });
}

} // namespace

UringFacts uringFacts(const iolt_header& h)
{
    UringFacts u;
    u.requests = loadRelaxed(h.uring_requests);
    u.other = loadRelaxed(h.uring_other);
    u.fixedUnresolved = loadRelaxed(h.uring_fixed_unresolved);
    u.ringsUnseen = loadRelaxed(h.uring_rings_unseen);
    u.sqpollRings = loadRelaxed(h.uring_sqpoll_rings);
    u.readCalls = loadRelaxed(h.uring_read_calls);
    u.readBytes = loadRelaxed(h.uring_read_bytes);
    u.writeCalls = loadRelaxed(h.uring_write_calls);
    u.writeBytes = loadRelaxed(h.uring_write_bytes);
    u.tracked = loadRelaxed(h.uring_tracked);
    u.completed = loadRelaxed(h.uring_completed);
    u.failed = loadRelaxed(h.uring_failed);
    u.otherThread = loadRelaxed(h.uring_other_thread);
    u.lost = loadRelaxed(h.uring_lost);
    u.waitNs = loadRelaxed(h.uring_wait_ns);
    u.waitMaxNs = loadRelaxed(h.uring_wait_max_ns);
    return u;
}

void leaveOutUring(AttributedIo& a, const UringFacts& u)
{
    a.readCalls = minusOrZero(a.readCalls, u.readCalls);
    a.readBytes = minusOrZero(a.readBytes, u.readBytes);
    a.writeCalls = minusOrZero(a.writeCalls, u.writeCalls);
    a.writeBytes = minusOrZero(a.writeBytes, u.writeBytes);
}

void uringNotices(Trace& t, const std::vector<ImageFacts>& facts)
{
    for (const ImageFacts& f : facts) {
        const UringFacts& u = f.uring;
        const std::string who = noticeProcessName(t, f.pid);
        if (u.requests > 0)
            requestsNotice(t, who, u);
        if (u.ringsUnseen > 0 && t.mode == "ptrace")
            t.addNotice(who + " entered " + counted(u.ringsUnseen, "io_uring ring", "io_uring rings")
                    + " whose queue iolens could not read: set up before iolens attached, or entered through "
                      "its registered index; their reads and writes are not in this trace.",
                { noticePhrase(
                    QT_TRANSLATE_NOOP("TraceNotice",
                        "%1 entered %2 io_uring rings whose queue iolens could not read: set up before iolens "
                        "attached, or entered through its registered index; their reads and writes are not in "
                        "this trace."),
                    { who, grouped(u.ringsUnseen) }) });
        else if (u.ringsUnseen > 0)
            t.addNotice(who + " set up " + counted(u.ringsUnseen, "io_uring ring", "io_uring rings")
                    + " whose requests iolens did not see: the program submits them with its own system call "
                      "instructions (as fio does), past libc and liburing; their reads and writes are not in this "
                      "trace (tracing with --mode ptrace counts them).",
                { noticePhrase(
                    QT_TRANSLATE_NOOP("TraceNotice",
                        "%1 set up %2 io_uring rings whose requests iolens did not see: the program submits them "
                        "with its own system call instructions (as fio does), past libc and liburing; their "
                        "reads and writes are not in this trace (tracing with --mode ptrace counts them)."),
                    { who, grouped(u.ringsUnseen) }) });
        if (u.sqpollRings > 0 && t.mode == "ptrace")
            t.addNotice(who + " set up " + counted(u.sqpollRings, "io_uring ring", "io_uring rings")
                    + " with a kernel thread polling its queue (SQPOLL): the kernel takes those requests without "
                      "a system call, so they are not in this trace.",
                { noticePhrase(
                    QT_TRANSLATE_NOOP("TraceNotice",
                        "%1 set up %2 io_uring rings with a kernel thread polling its queue (SQPOLL): the kernel "
                        "takes those requests without a system call, so they are not in this trace."),
                    { who, grouped(u.sqpollRings) }) });
        else if (u.sqpollRings > 0)
            t.addNotice(who + " set up " + counted(u.sqpollRings, "io_uring ring", "io_uring rings")
                    + " with a kernel thread polling its queue (SQPOLL) without liburing: the kernel takes those "
                      "requests without a call iolens sees, so they are not in this trace.",
                { noticePhrase(
                    QT_TRANSLATE_NOOP("TraceNotice",
                        "%1 set up %2 io_uring rings with a kernel thread polling its queue (SQPOLL) without "
                        "liburing: the kernel takes those requests without a call iolens sees, so they are not "
                        "in this trace."),
                    { who, grouped(u.sqpollRings) }) });
        if (u.fixedUnresolved > 0)
            t.addNotice(who + ": " + counted(u.fixedUnresolved, "io_uring request", "io_uring requests")
                    + " named a registered file whose file iolens did not know: they are counted under "
                      "\"(io_uring registered file, not resolved)\".",
                { noticePhrase(
                    QT_TRANSLATE_NOOP("TraceNotice",
                        "%1: %2 io_uring requests named a registered file whose file iolens did not know: they "
                        "are counted under \"(io_uring registered file, not resolved)\"."),
                    { who, grouped(u.fixedUnresolved) }) });
        if (u.other > 0)
            t.addNotice(who
                    + ": io_uring requests of other kinds (polls, timeouts, accepts, no-ops …) are not counted ("
                    + grouped(u.other) + ").",
                { noticePhrase(QT_TRANSLATE_NOOP("TraceNotice",
                                   "%1: io_uring requests of other kinds (polls, timeouts, accepts, no-ops …) are not "
                                   "counted (%2)."),
                    { who, grouped(u.other) }) });
    }
}

} // namespace iolens::trace
