// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// HeapWarmer (core/trace/launch/heapwarmer.h): the loader's heap reckoned from the image headers
// of a trace directory, written as the trace grows, and handed to malloc so that the next
// allocations land on pages that are already there.

#include "ioltwriter.h"

#include "core/trace/launch/heapwarmer.h"

#include <QTemporaryDir>
#include <QTest>

#include <cstdlib>
#include <cstring>
#include <fstream>

#include <sys/resource.h>

using namespace iolens::trace;
using iolens::trace::test::IoltWriter;

namespace {

constexpr std::uint64_t kStep = 2u << 20; // HeapWarmer writes whole 2 MiB steps

// An image of `pid` whose header counts `files` file entries and the reserved entry 0, written
// into `dir` (heapForTrace reads the count, not the entries).
void writeImage(const std::string& dir, int pid, std::uint32_t files)
{
    IoltWriter w(pid);
    w.header().files_used = files + 1;
    w.write(dir);
}

std::uint64_t wantedFor(std::uint64_t images, std::uint64_t fileEntries)
{
    return images * kLoaderHeapPerImage + fileEntries * kLoaderHeapPerFile;
}

long minorFaults()
{
    rusage u {};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_minflt;
}

} // namespace

class TestHeapWarmer : public QObject {
    Q_OBJECT

private slots:
    void heapIsReckonedFromTheImageHeaders()
    {
        QTemporaryDir d;
        const std::string dir = d.path().toStdString();
        writeImage(dir, 10, 9); // 10 entries with the reserved one
        writeImage(dir, 11, 999);
        // Not images: a stacks file, a file being created (no magic yet), one cut short.
        std::ofstream(dir + "/p10.0.iolts") << "IOLTRC01 but not an image";
        std::ofstream(dir + "/p12.0.iolt").flush();
        std::ofstream(dir + "/p13.0.iolt") << "IOLT";
        const std::atomic<bool> go = false;
        QCOMPARE(heapForTrace(dir, go), wantedFor(2, 10 + 1000));

        const std::atomic<bool> stopped = true;
        QCOMPARE(heapForTrace(dir, stopped), std::uint64_t(0));
        QCOMPARE(heapForTrace(dir + "/missing", go), std::uint64_t(0));
    }

    void warmsAsTheTraceGrowsAndMallocHandsThePagesOn()
    {
        qunsetenv("IOLENS_HEAP_WARM"); // the switch is the next test's
        QTemporaryDir d;
        const std::string dir = d.path().toStdString();
        writeImage(dir, 20, 4000);
        HeapWarmer warmer(dir, HeapWarmer::Priority::Normal);
        QVERIFY2(warmer.warmedFrom() != nullptr, "no block reserved: is less than 256 MiB of memory available?");
        const std::uint64_t first = wantedFor(1, 4001) / kStep * kStep;
        QVERIFY(first >= 2 * kStep);
        QTRY_COMPARE_WITH_TIMEOUT(warmer.warmedBytes(), first, 20000);

        // The program opened more files: the warmer follows (it looks again every 100 ms).
        writeImage(dir, 21, 8000);
        const std::uint64_t second = wantedFor(2, 4001 + 8001) / kStep * kStep;
        QVERIFY(second > first);
        QTRY_COMPARE_WITH_TIMEOUT(warmer.warmedBytes(), second, 20000);

        const auto* from = static_cast<const unsigned char*>(warmer.warmedFrom());
        const std::uint64_t warmed = warmer.warmedBytes();
        warmer.release();
        // The next large block comes from the freed one, and its pages there are in place: writing
        // them makes no page fault (4 MiB of new pages would make 1,024, or 2 as huge pages).
        constexpr std::size_t kSize = 4u << 20;
        auto* p = static_cast<unsigned char*>(std::malloc(kSize));
        QVERIFY(p != nullptr);
        unsigned char* begin = std::max(p, const_cast<unsigned char*>(from));
        unsigned char* end = std::min(p + kSize, const_cast<unsigned char*>(from) + warmed);
        QVERIFY2(end > begin && std::uint64_t(end - begin) >= kStep,
            "the block malloc gave is not where the warmed pages are");
        const long before = minorFaults();
        std::memset(begin, 1, std::size_t(end - begin));
        const long faults = minorFaults() - before;
        QCOMPARE(faults, 0L);
        std::free(p);
    }

    void turnedOffByTheEnvironment()
    {
        QTemporaryDir d;
        const std::string dir = d.path().toStdString();
        writeImage(dir, 30, 4000);
        qputenv("IOLENS_HEAP_WARM", "0");
        HeapWarmer warmer(dir, HeapWarmer::Priority::Normal);
        qunsetenv("IOLENS_HEAP_WARM");
        QCOMPARE(warmer.warmedFrom(), nullptr);
        QTest::qWait(300); // three looks it would have taken
        QCOMPARE(warmer.warmedBytes(), std::uint64_t(0));
    }
};

QTEST_GUILESS_MAIN(TestHeapWarmer)
#include "tst_heapwarmer.moc"
