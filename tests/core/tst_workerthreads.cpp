// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/workerthreads.h"

#include <QTest>

#include <atomic>
#include <stdexcept>
#include <string>

using namespace iolens;

namespace {
// Waits (without a time limit: the test's own timeout is the limit) until `stop` turns true.
void waitForStop(const std::stop_token& stop)
{
    while (!stop.stop_requested())
        std::this_thread::yield();
}
} // namespace

class TestWorkerThreads : public QObject {
    Q_OBJECT
private slots:
    void runsEveryJobOnItsOwnThread()
    {
        std::atomic<int> ran { 0 };
        std::atomic<int> onCaller { 0 };
        std::atomic<int> stopped { 0 };
        const auto caller = std::this_thread::get_id();
        WorkerThreads workers(8);
        for (int i = 0; i < 8; ++i)
            workers.start([&](std::stop_token stop) {
                stopped += stop.stop_requested();
                onCaller += std::this_thread::get_id() == caller;
                ++ran;
            });
        workers.join();
        QCOMPARE(ran.load(), 8);
        QCOMPARE(onCaller.load(), 0);
        QCOMPARE(stopped.load(), 0);
        workers.join(); // joining again, with nothing left, is harmless
    }

    void firstFailureIsRethrownAndStopsTheOthers()
    {
        // The first job fails once the second runs (else start() would rightly not start the second);
        // the second waits for the stop that failure requests, then fails too: join() must rethrow
        // the first failure, not the later one.
        WorkerThreads workers(2);
        std::atomic<bool> secondRuns { false };
        std::atomic<bool> secondSawStop { false };
        workers.start([&](std::stop_token) {
            while (!secondRuns.load())
                std::this_thread::yield();
            throw std::runtime_error("first");
        });
        workers.start([&](std::stop_token stop) {
            secondRuns = true;
            waitForStop(stop);
            secondSawStop = true;
            throw std::runtime_error("second");
        });
        try {
            workers.join();
            QFAIL("join() returned although a job threw");
        } catch (const std::runtime_error& e) {
            QCOMPARE(std::string(e.what()), std::string("first"));
        }
        QVERIFY(secondSawStop.load());
    }

    void noJobStartsAfterAFailure()
    {
        WorkerThreads workers(2);
        workers.start([](std::stop_token) { throw std::runtime_error("early"); });
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, workers.join());
        // The failure is recorded: a later job is not started, and join() still reports the failure.
        std::atomic<int> started { 0 };
        workers.start([&](std::stop_token) { ++started; });
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, workers.join());
        QCOMPARE(started.load(), 0);
    }

    void leavingTheScopeStopsAndJoins()
    {
        // An exception between start() and join() must not terminate the process (std::thread
        // would): the destructor asks the jobs to stop and waits for them.
        std::atomic<bool> ended { false };
        try {
            WorkerThreads workers(1);
            workers.start([&](std::stop_token stop) {
                waitForStop(stop);
                ended = true;
            });
            throw std::runtime_error("the caller failed");
        } catch (const std::runtime_error&) { }
        QVERIFY(ended.load());
    }
};

QTEST_GUILESS_MAIN(TestWorkerThreads)
#include "tst_workerthreads.moc"
