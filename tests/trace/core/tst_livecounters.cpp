// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// readLiveCounters() over a trace directory that is still being written: sums over threads and
// images, files and processes counted, files that do not validate yet skipped.

#include "ioltwriter.h"

#include "core/trace/livecounters.h"

#include <QTemporaryDir>
#include <QTest>

#include <ctime>
#include <fstream>

using namespace iolens::trace;
using iolens::trace::test::IoltWriter;

namespace {

std::uint64_t monotonicNow()
{
    timespec ts {};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return static_cast<std::uint64_t>(ts.tv_sec) * 1'000'000'000u + static_cast<std::uint64_t>(ts.tv_nsec);
}

} // namespace

class TestLiveCounters : public QObject {
    Q_OBJECT

private slots:
    void sumsWhatIsWrittenSoFar()
    {
        QTemporaryDir d;
        const std::string dir = d.path().toStdString();
        const std::uint64_t oneSecondAgo = monotonicNow() - 1'000'000'000u;

        IoltWriter a(10);
        a.header().start_ns = oneSecondAgo;
        const std::uint32_t f1 = a.addFile(IOLT_KIND_REGULAR, "/a");
        const std::uint32_t f2 = a.addFile(IOLT_KIND_SOCKET, "127.0.0.1:80");
        const std::uint32_t t0 = a.addThread(10), t1 = a.addThread(11);
        a.calls(t0, f1, IOLT_CALL_READ, 100, 10, 5);
        a.calls(t1, f1, IOLT_CALL_READ, 50, 10, 5);
        a.calls(t1, f2, IOLT_CALL_SEND, 2, 1000, 5);
        a.calls(t1, f1, IOLT_CALL_OPEN, 3, 0, 5); // a call that moves no bytes
        a.calls(t1, 0, IOLT_CALL_FORK, 1, 0, 5); // not an I/O call
        a.write(dir);
        IoltWriter b(10, 1, 1); // the same pid after exec
        b.header().start_ns = oneSecondAgo + 500'000'000u;
        const std::uint32_t g = b.addFile(IOLT_KIND_REGULAR, "/b");
        b.calls(b.addThread(10), g, IOLT_CALL_WRITE, 7, 3, 5);
        b.write(dir);
        IoltWriter c(12, 10);
        c.header().start_ns = oneSecondAgo + 600'000'000u;
        c.write(dir);
        // Being created right now: still empty, or sized but without its magic.
        std::ofstream(dir + "/p13.0.iolt").flush();
        IoltWriter e(14);
        e.header().magic[0] = 0;
        e.write(dir);

        const LiveCounters live = readLiveCounters(dir);
        QCOMPARE(live.calls, std::uint64_t { 100 + 50 + 2 + 3 + 7 });
        QCOMPARE(live.bytes, std::uint64_t { 1000 + 500 + 2000 + 21 });
        QCOMPARE(live.files, std::uint64_t { 3 });
        QCOMPARE(live.processes, std::uint64_t { 2 });
        QVERIFY(live.elapsedNs >= 1'000'000'000u); // since the earliest image's start
    }

    void missingDirectoryGivesZeros()
    {
        const LiveCounters live = readLiveCounters("/nonexistent/iolens-live");
        QCOMPARE(live.calls, std::uint64_t { 0 });
        QCOMPARE(live.processes, std::uint64_t { 0 });
        QCOMPARE(live.elapsedNs, std::uint64_t { 0 });
    }
};

QTEST_GUILESS_MAIN(TestLiveCounters)
#include "tst_livecounters.moc"
