// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/accesspattern.h"

#include <QTest>

// A file's access pattern from synthetic time lines (core/trace/accesspattern.h): every figure
// below is worked out by hand from the runs written next to it.

using namespace iolens::trace;

namespace {

Event run(const std::string& call, std::uint64_t beginNs, std::uint64_t endNs, std::int64_t offset, std::uint64_t bytes,
    std::uint32_t count, int file = 0)
{
    Event e;
    e.pid = 1;
    e.tid = 1;
    e.call = call;
    e.beginNs = beginNs;
    e.endNs = endNs;
    e.offset = offset;
    e.bytes = bytes;
    e.count = count;
    e.file = file;
    return e;
}

FileStats file(
    const std::string& path, std::uint64_t sizeAtOpen, std::uint64_t ns = 0, FileKind kind = FileKind::Regular)
{
    FileStats f;
    f.path = path;
    f.kind = kind;
    f.pid = 1;
    f.sizeAtOpen = sizeAtOpen;
    CallStats c;
    c.call = "read";
    c.ns = ns;
    f.calls.push_back(c);
    return f;
}

std::vector<std::uint64_t> againBytes(const AccessPattern& p)
{
    std::vector<std::uint64_t> out;
    for (const AccessRun& r : p.runs)
        out.push_back(r.againBytes);
    return out;
}

} // namespace

class TestAccessPattern : public QObject {
    Q_OBJECT
private slots:
    // 4 KiB read whole three times: one sequential run, two runs back to back, one 4 KiB pread;
    // then a read of the first half and a jump to the last quarter, which is no whole read.
    void readWholeThreeTimes()
    {
        Trace t;
        t.files = { file("/data/in.bin", 4096) };
        t.events = {
            run("read", 0, 100, 0, 4096, 4), // pass 1
            run("read", 200, 250, 0, 2048, 2), // pass 2, first half
            run("read", 260, 300, 2048, 2048, 2), // pass 2, back to back
            run("pread", 400, 410, 0, 4096, 1), // pass 3
            run("read", 500, 520, 0, 2048, 2), // stops at half
            run("read", 530, 540, 3072, 1024, 1), // jumps: not a continuation
        };
        const AccessPattern p = accessPattern(t, 0);
        QCOMPARE(p.runs.size(), 6u);
        QCOMPARE(againBytes(p), (std::vector<std::uint64_t> { 0, 2048, 2048, 4096, 2048, 1024 }));
        const AccessSummary& s = p.summary;
        QCOMPARE(s.fileSize, 4096u);
        QCOMPARE(s.wholeReads, 3u);
        QCOMPARE(s.reads.once, 4096u);
        QCOMPARE(s.reads.again, 2048u + 2048 + 4096 + 2048 + 1024);
        QCOMPARE(s.reads.runs, 6u);
        QCOMPARE(s.reads.calls, 12u);
        QCOMPARE(s.reads.typicalCallBytes, 1024u); // 11 calls of 1 KiB, 1 of 4 KiB
        QCOMPARE(s.writes.runs, 0u);
        QCOMPARE(s.writes.once, 0u);
        // Each call that began where the previous read ended: 3 in pass 1, 1 + 2 in pass 2 (its
        // second run goes on from its first), 1 in the half read; not the pread, not the jump.
        QCOMPARE(s.sequentialCalls, 7u);
        QCOMPARE(s.callsWithOffset, 12u);
        QCOMPARE(s.sequentialShare(), 7.0 / 12.0);
        QCOMPARE(s.callsWithoutOffset, 0u);
    }

    // Single 4 KiB preads of a 1 MiB file, given out of time order (as two threads' logs
    // arrive): the runs come back by time, and overlaps count what was read before.
    void randomAccess()
    {
        Trace t;
        t.files = { file("/data/index.db", 1 << 20) };
        t.events = {
            run("pread", 40, 41, 8192, 4096, 1), // [8192, 12288) again: 4096
            run("pread", 10, 11, 8192, 4096, 1), // [8192, 12288)
            run("pread", 30, 31, 524288, 4096, 1), // [524288, 528384)
            run("pread", 20, 21, 0, 4096, 1), // [0, 4096)
            run("pread", 50, 51, 10240, 4096, 1), // [10240, 14336): 2048 of it read before
        };
        const AccessPattern p = accessPattern(t, 0);
        QCOMPARE(p.runs.size(), 5u);
        std::vector<std::size_t> events;
        std::vector<std::uint64_t> begins;
        for (const AccessRun& r : p.runs) {
            events.push_back(r.event);
            begins.push_back(r.beginNs);
        }
        QCOMPARE(events, (std::vector<std::size_t> { 1, 3, 2, 0, 4 }));
        QCOMPARE(begins, (std::vector<std::uint64_t> { 10, 20, 30, 40, 50 }));
        QCOMPARE(againBytes(p), (std::vector<std::uint64_t> { 0, 0, 0, 4096, 2048 }));
        const AccessSummary& s = p.summary;
        QCOMPARE(s.reads.once, 4096u * 3 + 2048);
        QCOMPARE(s.reads.again, 4096u + 2048);
        QCOMPARE(s.wholeReads, 0u);
        QCOMPARE(s.reads.typicalCallBytes, 4096u);
        QCOMPARE(s.sequentialCalls, 0u);
        QCOMPARE(s.callsWithOffset, 5u);
        QCOMPARE(s.sequentialShare(), 0.0);
    }

    // A file created empty: 8 KiB written in 1 KiB calls, its first 512 bytes written again (a
    // header), then read whole in two 4 KiB calls and its second half read again. "Whole" is the
    // size written, as the file was empty at open.
    void mixedReadWrite()
    {
        Trace t;
        t.files = { file("/data/out.bin", 0) };
        t.events = {
            run("open", 0, 1, -1, 0, 1),
            run("write", 10, 100, 0, 8192, 8),
            run("pwrite", 150, 151, 0, 512, 1),
            run("fsync", 160, 170, -1, 0, 1),
            run("read", 200, 300, 0, 8192, 2),
            run("read", 400, 410, 4096, 4096, 1),
            run("close", 500, 501, -1, 0, 1),
        };
        const AccessPattern p = accessPattern(t, 0);
        QCOMPARE(p.runs.size(), 4u);
        QCOMPARE(againBytes(p), (std::vector<std::uint64_t> { 0, 512, 0, 4096 }));
        QCOMPARE(p.runs[0].direction, AccessDirection::Write);
        QCOMPARE(p.runs[2].direction, AccessDirection::Read);
        const AccessSummary& s = p.summary;
        QCOMPARE(s.fileSize, 8192u);
        QCOMPARE(s.writes.once, 8192u);
        QCOMPARE(s.writes.again, 512u);
        QCOMPARE(s.writes.runs, 2u);
        QCOMPARE(s.writes.calls, 9u);
        QCOMPARE(s.writes.typicalCallBytes, 1024u); // 8 calls of 1 KiB, 1 of 512 B
        QCOMPARE(s.reads.once, 8192u);
        QCOMPARE(s.reads.again, 4096u);
        QCOMPARE(s.reads.runs, 2u);
        QCOMPARE(s.reads.calls, 3u);
        QCOMPARE(s.reads.typicalCallBytes, 4096u);
        QCOMPARE(s.wholeReads, 1u);
        QCOMPARE(s.sequentialCalls, 8u); // 7 of the 8 writes, the second read of the first pass
        QCOMPARE(s.callsWithOffset, 12u);
        QCOMPARE(s.callsWithoutOffset, 0u); // open, fsync and close move no data
    }

    // A socket has no offsets, and an older trace's reads have none either: counted, not drawn.
    // The busiest file with offsets is then the regular one, though the socket took longer.
    void unknownOffsets()
    {
        Trace t;
        t.files = { file("127.0.0.1:8080", 0, 9'000'000, FileKind::Socket), file("/data/in.txt", 100, 1'000) };
        Event zone = run("parse", 0, 900, -1, 0, 1, -1);
        zone.isZone = true;
        t.events = {
            zone,
            run("connect", 0, 5, -1, 0, 1, 0),
            run("recv", 10, 20, -1, 640, 10, 0),
            run("send", 20, 30, -1, 320, 5, 0),
            run("read", 40, 50, 0, 100, 1, 1),
            run("read", 60, 70, -1, 300, 3, 1),
        };
        const AccessPattern socket = accessPattern(t, 0);
        QVERIFY(socket.runs.empty());
        QCOMPARE(socket.summary.callsWithoutOffset, 15u);
        QCOMPARE(socket.summary.callsWithOffset, 0u);
        QCOMPARE(socket.summary.reads.once, 0u);
        QCOMPARE(socket.summary.sequentialShare(), 0.0);

        const AccessPattern regular = accessPattern(t, 1);
        QCOMPARE(regular.runs.size(), 1u);
        QCOMPARE(regular.runs[0].event, 4u);
        QCOMPARE(regular.summary.callsWithoutOffset, 3u);
        QCOMPARE(regular.summary.wholeReads, 1u);
        QCOMPARE(regular.summary.reads.once, 100u);

        QCOMPARE(busiestFileWithOffsets(t), 1);
        t.events.resize(4); // only the socket's calls and the zone
        QCOMPARE(busiestFileWithOffsets(t), -1);
    }

    // A log reopened for every 11-byte record: each append is a run of its own (an open and a
    // close between), yet each begins where the one before ended: all but the first sequential.
    void reopenedAppendsAreSequential()
    {
        Trace t;
        t.files = { file("/data/out.log", 0) };
        for (std::uint64_t i = 0; i < 5; ++i) {
            t.events.push_back(run("open", 100 * i, 100 * i + 1, -1, 0, 1));
            t.events.push_back(run("write", 100 * i + 10, 100 * i + 11, static_cast<std::int64_t>(11 * i), 11, 1));
            t.events.push_back(run("close", 100 * i + 20, 100 * i + 21, -1, 0, 1));
        }
        const AccessSummary s = accessPattern(t, 0).summary;
        QCOMPARE(s.writes.runs, 5u);
        QCOMPARE(s.writes.once, 55u);
        QCOMPARE(s.sequentialCalls, 4u);
        QCOMPARE(s.sequentialShare(), 4.0 / 5.0);
    }

    // An empty file read to its end: one read of 0 bytes at offset 0. Nothing was read, and a
    // file of no bytes is never "read whole".
    void emptyFile()
    {
        Trace t;
        t.files = { file("/data/empty", 0) };
        t.events = { run("open", 0, 1, -1, 0, 1), run("read", 2, 3, 0, 0, 1), run("close", 4, 5, -1, 0, 1) };
        const AccessPattern p = accessPattern(t, 0);
        QCOMPARE(p.runs.size(), 1u);
        QCOMPARE(p.runs[0].bytes, 0u);
        const AccessSummary& s = p.summary;
        QCOMPARE(s.fileSize, 0u);
        QCOMPARE(s.wholeReads, 0u);
        QCOMPARE(s.reads.once, 0u);
        QCOMPARE(s.reads.again, 0u);
        QCOMPARE(s.reads.typicalCallBytes, 0u);
        QCOMPARE(s.callsWithOffset, 1u);
        QCOMPARE(s.sequentialCalls, 0u);

        QVERIFY(accessPattern(t, 1).runs.empty()); // out of range
        QVERIFY(accessPattern(t, -1).runs.empty());
    }

    // Ranges that touch, overlap and swallow one another: the sweep merges them as it goes.
    void overlappingRanges()
    {
        Trace t;
        t.files = { file("/data/f", 1000) };
        t.events = {
            run("read", 1, 2, 0, 10, 1), // [0, 10)
            run("read", 3, 4, 20, 10, 1), // [20, 30)
            run("read", 5, 6, 10, 10, 1), // [10, 20): touches both, overlaps neither
            run("read", 7, 8, 5, 20, 1), // [5, 25): all of it again
            run("read", 9, 10, 25, 20, 1), // [25, 45): 5 again
            run("read", 11, 12, 100, 10, 1), // [100, 110)
            run("read", 13, 14, 0, 200, 1), // [0, 200): 45 + 10 again
        };
        const AccessPattern p = accessPattern(t, 0);
        QCOMPARE(againBytes(p), (std::vector<std::uint64_t> { 0, 0, 0, 20, 5, 0, 55 }));
        QCOMPARE(p.summary.reads.once, 200u);
        QCOMPARE(p.summary.reads.again, 80u);
        QCOMPARE(p.summary.wholeReads, 0u); // 200 of 1000 bytes
    }

    void callDirections()
    {
        QCOMPARE(callDirection("read"), CallDirection::Read);
        QCOMPARE(callDirection("fgetc"), CallDirection::Read);
        QCOMPARE(callDirection("recv"), CallDirection::Read);
        QCOMPARE(callDirection("pwritev"), CallDirection::Write);
        QCOMPARE(callDirection("fprintf"), CallDirection::Write);
        QCOMPARE(callDirection("mmap"), CallDirection::None);
        QCOMPARE(callDirection("lseek"), CallDirection::None);
        QCOMPARE(callDirection("no such call"), CallDirection::None);
    }
};

QTEST_GUILESS_MAIN(TestAccessPattern)
#include "tst_accesspattern.moc"
