// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <thread>
#include <vector>

namespace iolens::ui {

// The one way the window owns a worker thread (DESIGN.md section 6.3): each job runs on a
// std::jthread this helper owns, with a cancel flag the job polls; everything the job hands back
// is posted as a queued call into the thread that made the helper (the GUI thread), so there is
// never a nested event loop or a raw QThread to delete. The latest job wins: starting one cancels
// the one before, and whatever an older job still posts is dropped. Destroying the helper cancels
// and joins every job and drops what they posted, so a job may use its owner until it returns.
// Owners that run one job at a time simply do not start another while isRunning().
class WorkerJob {
public:
    // Runs `call` on the GUI thread, unless a newer job was started meanwhile. Callable from the
    // job's thread any number of times; calls arrive in the order they were posted.
    using Post = std::function<void(std::function<void()> call)>;
    using Work = std::function<void(const std::atomic<bool>& cancel, const Post& post)>;

    WorkerJob();
    ~WorkerJob();
    WorkerJob(const WorkerJob&) = delete;
    WorkerJob& operator=(const WorkerJob&) = delete;

    // Starts `work` on a new thread; `onFinished` then runs on the GUI thread after everything
    // the job posted, once isRunning() is false again (not for a job that was replaced).
    void start(Work work, std::function<void()> onFinished = {});
    // Sets the cancel flag of every job still running.
    void cancel();
    // True from start() until the latest job's onFinished.
    bool isRunning() const { return m_running; }
    // Threads still working, replaced jobs included.
    int pendingThreads() const;

private:
    struct Worker {
        std::atomic<bool> cancel { false };
        std::atomic<bool> done { false };
        std::jthread thread;
    };

    void reap();

    std::unique_ptr<QObject> m_context; // receives the posts; its death drops the ones still queued
    std::vector<std::unique_ptr<Worker>> m_workers;
    std::uint64_t m_latest = 0;
    bool m_running = false;
};

} // namespace iolens::ui
