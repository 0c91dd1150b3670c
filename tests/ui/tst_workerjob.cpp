// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/workerjob.h"

#include <QCoreApplication>
#include <QTest>
#include <QThread>

#include <atomic>
#include <chrono>
#include <thread>

using namespace iolens::ui;

// The one worker-thread helper of the window: posts arrive on the GUI thread in order, finished
// comes last, the latest job wins, and destruction cancels and joins.
class TestWorkerJob : public QObject {
    Q_OBJECT
private slots:
    void postsArriveOnTheGuiThreadInOrderThenFinished()
    {
        WorkerJob job;
        QStringList events;
        std::atomic<Qt::HANDLE> worker { nullptr };
        QVERIFY(!job.isRunning());
        job.start(
            [&](const std::atomic<bool>&, const WorkerJob::Post& post) {
                worker = QThread::currentThreadId();
                for (int i = 0; i < 3; ++i)
                    post([&events, i] {
                        events << QStringLiteral("post %1 %2")
                                      .arg(i)
                                      .arg(QThread::currentThread() == QCoreApplication::instance()->thread()
                                              ? QStringLiteral("gui")
                                              : QStringLiteral("worker"));
                    });
            },
            [&] { events << (job.isRunning() ? QStringLiteral("finished, running") : QStringLiteral("finished")); });
        QVERIFY(job.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(events.size(), 4, 10000);
        QCOMPARE(events,
            QStringList({ QStringLiteral("post 0 gui"), QStringLiteral("post 1 gui"), QStringLiteral("post 2 gui"),
                QStringLiteral("finished") }));
        QVERIFY(!job.isRunning());
        QVERIFY(worker.load() != nullptr);
        QVERIFY(worker.load() != QThread::currentThreadId());
    }

    void theLatestJobWins()
    {
        WorkerJob job;
        std::atomic<bool> firstSawCancel { false };
        std::atomic<bool> release { false };
        QStringList events;
        job.start(
            [&](const std::atomic<bool>& cancel, const WorkerJob::Post& post) {
                while (!cancel)
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
                firstSawCancel = true;
                while (!release) // posts only after the second job has started
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
                post([&events] { events << QStringLiteral("first"); });
            },
            [&] { events << QStringLiteral("first finished"); });
        job.start([&](const std::atomic<bool>&,
                      const WorkerJob::Post& post) { post([&events] { events << QStringLiteral("second"); }); },
            [&] { events << QStringLiteral("second finished"); });
        QTRY_VERIFY_WITH_TIMEOUT(firstSawCancel.load(), 10000); // starting the second cancelled the first
        release = true;
        QTRY_VERIFY_WITH_TIMEOUT(job.pendingThreads() == 0, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(events.size(), 2, 10000);
        QCoreApplication::processEvents(); // the first job's posts, had they not been dropped
        QCOMPARE(events, QStringList({ QStringLiteral("second"), QStringLiteral("second finished") }));
        QVERIFY(!job.isRunning());
    }

    void cancelSetsTheFlag()
    {
        WorkerJob job;
        bool finished = false;
        std::atomic<bool> sawCancel { false };
        job.start(
            [&](const std::atomic<bool>& cancel, const WorkerJob::Post&) {
                while (!cancel)
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
                sawCancel = true;
            },
            [&] { finished = true; });
        QVERIFY(job.isRunning());
        job.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(finished, 10000);
        QVERIFY(sawCancel.load());
        QVERIFY(!job.isRunning());
    }

    void destructionCancelsJoinsAndDropsPosts()
    {
        std::atomic<bool> returned { false };
        bool posted = false;
        bool finished = false;
        {
            WorkerJob job;
            job.start(
                [&](const std::atomic<bool>& cancel, const WorkerJob::Post& post) {
                    while (!cancel)
                        std::this_thread::sleep_for(std::chrono::milliseconds(1));
                    post([&posted] { posted = true; });
                    returned = true;
                },
                [&] { finished = true; });
        }
        QVERIFY(returned.load()); // joined before the helper went
        QCoreApplication::processEvents();
        QVERIFY(!posted);
        QVERIFY(!finished);
    }
};

QTEST_GUILESS_MAIN(TestWorkerJob)
#include "tst_workerjob.moc"
