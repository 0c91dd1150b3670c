// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/errors.h"
#include "core/watch/watchrun.h"
#include "core/watch/watchstrategies.h"

#include <QtGlobal>

#include <cerrno>
#include <poll.h>
#include <sys/stat.h>

namespace iolens {

namespace {

// File.lastModified() in a loop: sleep an interval, stat the path, compare with the last stat.
class StatPoller {
public:
    explicit StatPoller(std::int64_t intervalMs) noexcept
        : m_intervalMs(static_cast<int>(intervalMs))
    { }

    void arm(const std::string&, const std::string& file)
    {
        m_file = file;
        const struct stat st = statFile();
        m_size = st.st_size;
        m_mtime = st.st_mtim;
        m_syscalls = 0; // what look() calls, as for every watcher: arming is setup
    }

    template <class P> std::optional<Observation> look(P& probe, const ChangeWriter& writer)
    {
        {
            // The sleep: a poll(2) with the interval as its timeout, on the writer's wake-up
            // descriptor, so that cancel ends it at once; otherwise the same as nanosleep(2).
            auto scope = probe.phase(Phase::Wait);
            pollfd wake { writer.wakeFd(), POLLIN, 0 };
            ++m_syscalls;
            const int ready = ::poll(&wake, 1, m_intervalMs);
            if (ready < 0 && errno != EINTR)
                throw IoError("poll", m_file, errno);
            if (ready > 0)
                writer.throwIfAborted();
        }
        struct stat st;
        {
            auto scope = probe.phase(Phase::Detect);
            st = statFile();
        }
        const std::uint64_t at = Clock::monotonicNs();
        // Size as well as mtime: most kernels stamp mtime from a coarse clock (one timer tick, up
        // to 10 ms), so two appends within a tick can leave the same mtime. Appends always grow the
        // file, so the size tells every change apart.
        if (st.st_size == m_size && st.st_mtim.tv_sec == m_mtime.tv_sec && st.st_mtim.tv_nsec == m_mtime.tv_nsec)
            return std::nullopt;
        m_size = st.st_size;
        m_mtime = st.st_mtim;
        return Observation { at, static_cast<std::uint64_t>(st.st_size) };
    }

    std::uint64_t syscalls() const noexcept { return m_syscalls; }
    void close() noexcept { }

private:
    struct stat statFile()
    {
        struct stat st { };
        ++m_syscalls;
        if (::stat(m_file.c_str(), &st) < 0)
            throw IoError("stat", m_file, errno);
        return st;
    }

    int m_intervalMs;
    std::string m_file;
    off_t m_size = 0;
    timespec m_mtime {};
    std::uint64_t m_syscalls = 0;
};

class PollStat final : public InstrumentedStrategy<PollStat> {
public:
    PollStat()
        : InstrumentedStrategy({ .id = "watch.poll-stat",
            .title = QT_TRANSLATE_NOOP("Lesson", "stat(2) the file every interval_ms"),
            .params = params(),
            .lesson
            = { .what = QT_TRANSLATE_NOOP("Lesson",
                    "A writer thread appends a line to a file `changes` times, at random gaps (fixed seed). This "
                    "watcher "
                    "sleeps interval_ms, calls stat(2) on the file and compares size and modification time with the "
                    "last stat, over and over until it has seen the last change."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "File.lastModified() polled in a loop with Thread.sleep(interval) between the calls: what article "
                    "002 says JDK 6 code did to find out whether a file changed, and calls costly when repeated. Each "
                    "lastModified() is a stat of the path."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "Per interval, changed or not: one sleep and wake-up (a context switch) plus one stat(2) (a path "
                    "lookup, about a microsecond): run time / interval_ms checks, most of them finding nothing "
                    "(empty_checks). A change waits half an interval on average before it is seen, up to a whole one "
                    "plus scheduling delay; changes closer together than the interval are seen as one (missed_events). "
                    "Halving the interval halves the latency and doubles the CPU. Comparing mtime alone would not do: "
                    "most kernels stamp files from a clock that advances once per timer tick (1–10 ms) and "
                    "lastModified() has millisecond resolution (whole seconds on some filesystems), so two writes "
                    "within one tick look like one; this watcher compares the size too."),
                .timing = QT_TRANSLATE_NOOP("Lesson",
                    "wait is each sleep (poll(2) on the run's wake-up eventfd with interval_ms as timeout, so cancel "
                    "can end it), detect each stat(2). Metrics: latency from the writer's clock read just before its "
                    "write(2) to just after the stat that showed the change (median, p99 by nearest rank, max); "
                    "watch_cpu_ns the watching thread's CPU (CLOCK_THREAD_CPUTIME_ID) from the writer's start to the "
                    "last change seen; watch_syscalls its poll and stat calls, which the r/w syscalls column does not "
                    "count (/proc counts only read- and write-class calls). The writer thread is not accounted. A run "
                    "lasts as long as the writer's schedule (about the sum of the gaps) whatever the watcher does: "
                    "compare the metrics and the detect calls, not the median wall time."),
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 002: File.lastModified() polled in a loop to notice a change is costly when repeated — "
                    "and a poll only answers at its next tick. Watch latency, watch_cpu_ns, watch_syscalls and "
                    "missed_events against watch.inotify, and try interval_ms 1, 10 and 100."),
                .excerpt = "struct stat last = statOf(path);\nfor (;;) {\n    sleepMs(interval_ms);            // "
                           "Thread.sleep(interval)\n    struct stat now = statOf(path);   // File.lastModified()\n    "
                           "if (now.st_size != last.st_size || !sameTime(now.st_mtim, last.st_mtim))\n        "
                           "changed(), last = now;        // two writes in one interval: one change seen\n}" } })
    { }

    std::shared_ptr<const PreparedInput> prepareInput(const RunContext& context) const override
    {
        return watch::preparePlan(context);
    }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const std::int64_t intervalMs = context.param("interval_ms");
        StatPoller poller(intervalMs);
        // Room for the poll that is just under way when the last change lands, and for a loaded machine.
        const std::chrono::milliseconds grace(5000 + 2 * intervalMs);
        return watch::watchChanges(context, probe, poller, grace);
    }

private:
    static std::vector<ParamSpec> params()
    {
        std::vector<ParamSpec> specs = watchWorkloadParams();
        specs.insert(specs.begin(),
            ParamSpec { "interval_ms", "pause between two stat calls (ms)", ParamType::Count, 10, 1, 5000 });
        return specs;
    }
};

} // namespace

std::unique_ptr<Strategy> makeWatchPollStat()
{
    return std::make_unique<PollStat>();
}

} // namespace iolens
