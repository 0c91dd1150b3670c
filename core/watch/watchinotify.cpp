// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/errors.h"
#include "core/watch/watchrun.h"
#include "core/watch/watchstrategies.h"

#include <QtGlobal>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>

#ifdef __linux__
#include <sys/inotify.h>
#endif

namespace iolens {

namespace {

#ifdef __linux__

// WatchService.take(): register the directory for modifications, sleep in the kernel until an
// event arrives, read the events, and fstat the file to see which change it was.
class InotifyWatcher {
public:
    void arm(const std::string& directory, const std::string& file)
    {
        m_file = file;
        m_name = file.substr(file.rfind('/') + 1);
        const int fd = ::inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
        if (fd < 0 && (errno == ENOSYS || errno == EMFILE))
            throw UnsupportedError(errno == ENOSYS
                    ? "inotify is not available in this kernel (inotify_init1: ENOSYS)"
                    : "no inotify instance left for this user: raise fs.inotify.max_user_instances "
                      "(inotify_init1: EMFILE)");
        if (fd < 0)
            throw IoError("inotify_init1", directory, errno);
        m_inotify = sys::UniqueFd(fd);
        // The directory, as WatchService registers directories; events name the file in it.
        if (::inotify_add_watch(m_inotify.get(), directory.c_str(), IN_MODIFY) < 0) {
            if (errno == ENOSPC)
                throw UnsupportedError("no inotify watch left for this user: raise fs.inotify.max_user_watches "
                                       "(inotify_add_watch on '"
                    + directory + "': ENOSPC)");
            throw IoError("inotify_add_watch", directory, errno);
        }
        m_fileFd = sys::open(file, O_RDONLY);
    }

    template <class P> std::optional<Observation> look(P& probe, const ChangeWriter& writer)
    {
        {
            // Blocks without a timeout: idle costs nothing. Cancel and the writer's timeout come
            // through the wake-up descriptor.
            auto scope = probe.phase(Phase::Wait);
            pollfd fds[2] = { { m_inotify.get(), POLLIN, 0 }, { writer.wakeFd(), POLLIN, 0 } };
            ++m_syscalls;
            const int ready = ::poll(fds, 2, -1);
            if (ready < 0 && errno != EINTR)
                throw IoError("poll", m_file, errno);
            if (ready > 0 && fds[1].revents)
                writer.throwIfAborted();
            if (ready <= 0 || !fds[0].revents)
                return std::nullopt;
        }
        auto scope = probe.phase(Phase::Detect);
        if (!readEvents())
            return std::nullopt;
        struct stat st { };
        ++m_syscalls;
        if (::fstat(m_fileFd.get(), &st) < 0)
            throw IoError("fstat", m_file, errno);
        return Observation { Clock::monotonicNs(), static_cast<std::uint64_t>(st.st_size) };
    }

    std::uint64_t syscalls() const noexcept { return m_syscalls; }

    void close()
    {
        sys::close(m_fileFd, m_file);
        sys::close(m_inotify, m_file);
    }

private:
    // Reads what is queued (up to 4 KiB, about a hundred events; poll reports the rest); true when
    // an event concerns the watched file, or events were lost.
    bool readEvents()
    {
        alignas(inotify_event) char buffer[4096];
        ++m_syscalls;
        const ssize_t n = ::read(m_inotify.get(), buffer, sizeof buffer);
        if (n < 0 && (errno == EAGAIN || errno == EINTR))
            return false;
        if (n < 0)
            throw IoError("read", "inotify events for '" + m_file + "'", errno);
        bool relevant = false;
        for (ssize_t at = 0; at < n;) {
            inotify_event event;
            std::memcpy(&event, buffer + at, sizeof event);
            const char* name = buffer + at + sizeof event;
            // An overflowed queue lost events: only a look at the file can tell what changed.
            if ((event.mask & IN_Q_OVERFLOW) || ((event.mask & IN_MODIFY) && event.len > 0 && m_name == name))
                relevant = true;
            at += static_cast<ssize_t>(sizeof event + event.len);
        }
        return relevant;
    }

    std::string m_file;
    std::string m_name;
    sys::UniqueFd m_inotify;
    sys::UniqueFd m_fileFd;
    std::uint64_t m_syscalls = 0;
};

#endif

class Inotify final : public InstrumentedStrategy<Inotify> {
public:
    Inotify()
        : InstrumentedStrategy({ .id = "watch.inotify",
            .title = QT_TRANSLATE_NOOP("Lesson", "kernel notification (inotify)"),
            .params = watchWorkloadParams(),
            .lesson
            = { .what = QT_TRANSLATE_NOOP("Lesson",
                    "The same writer as watch.poll-stat. This watcher registers an inotify watch for modifications on "
                    "the file's directory and blocks in poll(2) until the kernel queues an event; then it reads the "
                    "events and fstats the file to see which change it was."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "java.nio.file.WatchService (JDK 7): dir.register(watcher, ENTRY_MODIFY), then watcher.take() "
                    "blocks until a change, as in article 002's WatcherThread; periodic checks are no longer needed. "
                    "The JDK builds WatchService on inotify on Linux."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "Nothing while idle: the thread sleeps in the kernel until a write queues an event. Per change: "
                    "one wake-up, then poll, read and fstat — a few microseconds of CPU, however long the run. "
                    "Latency is the wake-up of a blocked thread (tens of microseconds; more on a loaded machine). "
                    "Events for the file merge in the queue only while the previous one is unread, so missed events "
                    "need a watcher slower than the writer. Limits: fs.inotify.max_user_watches and "
                    "max_user_instances, and no events for changes other hosts make over a network filesystem."),
                .timing = QT_TRANSLATE_NOOP("Lesson",
                    "wait is each blocking poll(2) on the inotify descriptor and the run's wake-up eventfd, detect "
                    "each read(2) of the event queue with the fstat(2) after it. Metrics as for watch.poll-stat: "
                    "latency from the writer's clock read just before its write(2) to just after the fstat; "
                    "watch_cpu_ns the watching thread's CPU; watch_syscalls its poll, read and fstat calls. close is "
                    "closing the inotify descriptor, which waits for the kernel to retire the watch (an SRCU grace "
                    "period): milliseconds of wall time but hardly any CPU, paid once per instance — keep one "
                    "instance for a program's life. The wall time is the writer's schedule, as for watch.poll-stat."),
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 002: since JDK 7, WatchService — dir.register(watcher, ENTRY_MODIFY), then watcher.take() "
                    "blocks until a change — replaces checking the file periodically. Nothing runs while nothing "
                    "changes."),
                .excerpt = "int fd = inotify_init1(IN_CLOEXEC);\ninotify_add_watch(fd, dir, IN_MODIFY); // "
                           "dir.register(watcher, ENTRY_MODIFY)\nfor (;;) {\n    poll(&pfd, 1, -1);                   "
                           "// watcher.take(): sleeps until an event\n    read(fd, events, sizeof events);      // "
                           "key.pollEvents()\n}" } })
    { }

    std::shared_ptr<const PreparedInput> prepareInput(const RunContext& context) const override
    {
        return watch::preparePlan(context);
    }

    std::optional<std::string> unsupportedReason() const override
    {
#ifdef __linux__
        return std::nullopt;
#else
        return "inotify is Linux-only";
#endif
    }

    template <class P> Output execute([[maybe_unused]] RunContext& context, [[maybe_unused]] P& probe) const
    {
#ifdef __linux__
        InotifyWatcher watcher;
        return watch::watchChanges(context, probe, watcher, std::chrono::milliseconds(5000));
#else
        throw UnsupportedError("inotify is Linux-only");
#endif
    }
};

} // namespace

std::unique_ptr<Strategy> makeWatchInotify()
{
    return std::make_unique<Inotify>();
}

} // namespace iolens
