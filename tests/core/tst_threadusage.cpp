// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/threadusage.h"

#include <QTemporaryFile>
#include <QTest>

#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <thread>
#include <unistd.h>

using namespace iolens;

class TestThreadUsage : public QObject {
    Q_OBJECT
private slots:
    void countsReadCallsAndBytes()
    {
        QTemporaryFile file;
        QVERIFY(file.open());
        const QByteArray data(1 << 20, 'x');
        QCOMPARE(file.write(data), qint64(data.size()));
        QVERIFY(file.flush());
        const int fd = ::open(file.fileName().toLocal8Bit().constData(), O_RDONLY);
        QVERIFY(fd >= 0);
        char buffer[65536];
        const ThreadUsage before = ThreadUsage::sample();
        int calls = 0;
        while (::read(fd, buffer, sizeof buffer) > 0)
            ++calls;
        ++calls; // the read that saw end of file
        const ThreadUsage delta = ThreadUsage::sample().delta(before);
        ::close(fd);
        QCOMPARE(calls, 17);
        // Exactly our calls: the /proc read that takes the sample is subtracted.
        QCOMPARE(delta.syscr, std::uint64_t(17));
        QCOMPARE(delta.syscw, std::uint64_t(0));
        QCOMPARE(delta.rchar, std::uint64_t(1 << 20));
    }

    void countsMinorFaultsOfThisThreadOnly()
    {
        constexpr std::size_t kBytes = 16u << 20;
        const ThreadUsage before = ThreadUsage::sample();
        // Another thread's faults must not show up in this thread's counters.
        std::thread other([] {
            void* q = ::mmap(nullptr, kBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
            std::memset(q, 1, kBytes);
            ::munmap(q, kBytes);
        });
        other.join();
        const ThreadUsage idle = ThreadUsage::sample().delta(before);
        void* p = ::mmap(nullptr, kBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        QVERIFY(p != MAP_FAILED);
        std::memset(p, 1, kBytes); // first touch of every page is a minor fault (fewer with huge pages)
        const ThreadUsage delta = ThreadUsage::sample().delta(before);
        ::munmap(p, kBytes);
        QVERIFY2(idle.minorFaults < 64, qPrintable(QString::number(idle.minorFaults)));
        QVERIFY2(delta.minorFaults >= 8, qPrintable(QString::number(delta.minorFaults)));
        QVERIFY(delta.cpuUserNs + delta.cpuSysNs > 0);
    }

    void cpuTotalIsTheThreadClockAndTheSplitAddsUpToIt()
    {
        auto threadCpuNs = [] {
            timespec ts {};
            ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
            return std::uint64_t(ts.tv_sec) * 1'000'000'000u + std::uint64_t(ts.tv_nsec);
        };
        const ThreadUsage before = ThreadUsage::sample();
        const std::uint64_t start = threadCpuNs();
        volatile std::uint64_t spin = 0;
        // 3 ms of this thread's CPU, by its own clock: shorter than one 250 Hz tick, where rusage lags.
        while (threadCpuNs() - start < 3'000'000)
            spin = spin + 1;
        const ThreadUsage delta = ThreadUsage::sample().delta(before);
        QVERIFY2(delta.cpuNs >= 3'000'000, qPrintable(QString::number(delta.cpuNs)));
        if (delta.cpuSplitKnown)
            QCOMPARE(delta.cpuUserNs + delta.cpuSysNs, delta.cpuNs);
        else
            QCOMPARE(delta.cpuUserNs + delta.cpuSysNs, std::uint64_t(0));
    }

    void splitsAreSummedAcrossThreads()
    {
        ThreadUsage a;
        a.cpuNs = 10;
        a.cpuUserNs = 6;
        a.cpuSysNs = 4;
        ThreadUsage b;
        b.cpuNs = 5;
        b.cpuSplitKnown = false;
        a += b;
        QCOMPARE(a.cpuNs, std::uint64_t(15));
        QCOMPARE(a.cpuUserNs, std::uint64_t(6));
        QVERIFY(!a.cpuSplitKnown);
    }

    void childUsageTotalIsUserPlusSys()
    {
        rusage ru {};
        ru.ru_utime.tv_usec = 1500;
        ru.ru_stime.tv_sec = 1;
        const ThreadUsage u = ThreadUsage::fromRusage(ru);
        QCOMPARE(u.cpuUserNs, std::uint64_t(1'500'000));
        QCOMPARE(u.cpuSysNs, std::uint64_t(1'000'000'000));
        QCOMPARE(u.cpuNs, std::uint64_t(1'001'500'000));
        QVERIFY(u.cpuSplitKnown);
    }

    void peakRssCanBeReset()
    {
        if (!MemoryUsage::resetPeak())
            QFAIL("writing 5 to /proc/self/clear_refs is refused: peak RSS per run cannot be measured here");
        constexpr std::size_t kBytes = 128u << 20;
        const std::uint64_t base = MemoryUsage::currentRssBytes();
        void* p = ::mmap(nullptr, kBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        std::memset(p, 1, kBytes);
        ::munmap(p, kBytes);
        const std::uint64_t peak = MemoryUsage::peakRssBytes();
        QVERIFY(peak >= base + kBytes - (8u << 20));
        QVERIFY(MemoryUsage::resetPeak());
        // After the reset the high-water mark is back near the current RSS, 128 MiB lower.
        QVERIFY(MemoryUsage::peakRssBytes() < peak - (64u << 20));
    }
};

QTEST_GUILESS_MAIN(TestThreadUsage)
#include "tst_threadusage.moc"
