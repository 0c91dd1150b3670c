// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/format/iolt.h"
#include "core/trace/unseenio.h"

#include <QTest>

// Unseen I/O reckoned from the kernel's counts and one image's calls (core/trace/unseenio.h):
// system calls past libc are unseen, stdio's own refills and flushes are not, the trace's calls
// never make it negative, and a large share gets the first notice.

using namespace iolens::trace;

namespace {

KernelIo kernel(std::uint64_t syscr, std::uint64_t rchar, std::uint64_t syscw, std::uint64_t wchar)
{
    KernelIo k;
    k.valid = true;
    k.syscr = syscr;
    k.rchar = rchar;
    k.syscw = syscw;
    k.wchar = wchar;
    return k;
}

// A shell (pid 10, 10 us) and its child (pid 11, from 1 us to childEndNs), as a trace has them.
Trace shellAndChild(std::uint64_t childEndNs)
{
    Trace t;
    t.processes.resize(2);
    Process& shell = t.processes[0];
    Process& child = t.processes[1];
    shell.pid = 10;
    shell.wallNs = 10'000;
    child.pid = 11;
    child.parent = 10;
    child.startNs = 1'000;
    child.wallNs = childEndNs - child.startNs;
    return t;
}

} // namespace

Q_DECLARE_METATYPE(iolens::trace::KernelIo)
Q_DECLARE_METATYPE(iolens::trace::AttributedIo)

class TestUnseenIo : public QObject {
    Q_OBJECT
private slots:
    void reckoning_data()
    {
        QTest::addColumn<KernelIo>("k");
        QTest::addColumn<AttributedIo>("a");
        QTest::addColumn<QList<quint64>>("unseen"); // read calls, read bytes, write calls, write bytes
        QTest::addColumn<QStringList>("reasons");

        AttributedIo seen;
        attributeCall(seen, IOLT_CALL_READ, 10, 40'960);
        attributeCall(seen, IOLT_CALL_WRITE, 2, 100);
        QTest::addRow("all seen") << kernel(10, 40'960, 2, 100) << seen << QList<quint64> { 0, 0, 0, 0 }
                                  << QStringList {};
        QTest::addRow("raw reads past libc")
            << kernel(310, 40'960 + 300 * 4096, 2, 100) << seen << QList<quint64> { 300, 300 * 4096, 0, 0 }
            << QStringList { QStringLiteral("outside-libc") };
        // zone lines the preload swallowed: attributed writes the kernel never saw, not negative
        QTest::addRow("more seen than counted")
            << kernel(10, 40'960, 0, 0) << seen << QList<quint64> { 0, 0, 0, 0 } << QStringList {};

        AttributedIo stdio; // 100,000 fgetc of one byte from one stream; 1,000 fputs of 20 bytes to another
        attributeCall(stdio, IOLT_CALL_FGETC, 100'000, 100'000);
        attributeCall(stdio, IOLT_CALL_FPUTS, 1'000, 20'000);
        stdio.stdioReadStreams = 1;
        stdio.stdioWriteStreams = 1;
        // 4 KiB refills with the read-ahead of the last one, and one write per line (a tty)
        QTest::addRow("stdio is accounted for")
            << kernel(26, 102'400, 1'000, 20'000) << stdio << QList<quint64> { 0, 0, 0, 0 } << QStringList {};
        QTest::addRow("stdio and raw reads") << kernel(126 + 100'000 + 30, 102'400 + 65'536 + 5'000'000, 1'000, 20'000)
                                             << stdio << QList<quint64> { 130, 5'002'400, 0, 0 }
                                             << QStringList { QStringLiteral("stdio"), QStringLiteral("outside-libc") };

        // cat: its reads through read(2), its stdout closed through stdio (fflush, fclose: no bytes),
        // and 2 reads of libc's own (setlocale's locale.alias) unseen: stdio does not explain them.
        AttributedIo cat;
        attributeCall(cat, IOLT_CALL_READ, 2, 3);
        attributeCall(cat, IOLT_CALL_WRITE, 1, 3);
        attributeCall(cat, IOLT_CALL_FFLUSH, 1, 0);
        attributeCall(cat, IOLT_CALL_FCLOSE, 1, 0);
        QTest::addRow("stdio used for writing only")
            << kernel(4, 2'999, 1, 3) << cat << QList<quint64> { 2, 2'996, 0, 0 }
            << QStringList { QStringLiteral("outside-libc") };

        AttributedIo copies; // sendfile counts on both sides for the kernel
        attributeCall(copies, IOLT_CALL_SENDFILE, 3, 3'000);
        QTest::addRow("sendfile both ways") << kernel(3, 3'000, 4, 3'500) << copies << QList<quint64> { 0, 0, 1, 500 }
                                            << QStringList { QStringLiteral("outside-libc") };
        AttributedIo crowded = seen;
        crowded.threadsMissing = true;
        QTest::addRow("threads without room")
            << kernel(12, 40'960 + 8'192, 2, 100) << crowded << QList<quint64> { 2, 8'192, 0, 0 }
            << QStringList { QStringLiteral("threads"), QStringLiteral("outside-libc") };
    }
    void reckoning()
    {
        QFETCH(KernelIo, k);
        QFETCH(AttributedIo, a);
        QFETCH(QList<quint64>, unseen);
        QFETCH(QStringList, reasons);
        const UnseenIo u = unseenIo(k, a);
        QVERIFY(u.valid);
        QCOMPARE((QList<quint64> { u.readCalls, u.readBytes, u.writeCalls, u.writeBytes }), unseen);
        QStringList got;
        for (const std::string& r : u.reasons)
            got << QString::fromStdString(r);
        QCOMPARE(got, reasons);
        QCOMPARE(u.seenReadCalls, a.readCalls);
        QCOMPARE(u.seenWriteBytes, a.writeBytes);
    }

    // A shell's counts include those of the children it reaped: they are not its unseen I/O. A
    // child still running at the parent's end (a daemon) was not reaped by it: nothing comes off.
    void reapedChildrenAreTheirOwn_data()
    {
        QTest::addColumn<std::uint64_t>("childEndNs");
        QTest::addColumn<std::uint64_t>("childReadBytes"); // /proc/self/io's read_bytes at its end
        QTest::addColumn<std::uint64_t>("unseenReads");
        // The shell's own 2 unseen reads (libc's internal ones, 200 bytes) are what stays.
        QTest::addRow("reaped") << std::uint64_t(5'000) << std::uint64_t(0) << std::uint64_t(2);
        // A `cat` whose file came from the disk: "read_bytes: 4096" is 3 bytes longer.
        QTest::addRow("reaped, read from storage") << std::uint64_t(5'000) << std::uint64_t(4096) << std::uint64_t(2);
        QTest::addRow("outlived its parent") << std::uint64_t(50'000) << std::uint64_t(0) << std::uint64_t(2 + 100 + 1);
    }
    void reapedChildrenAreTheirOwn()
    {
        QFETCH(std::uint64_t, childEndNs);
        QFETCH(std::uint64_t, childReadBytes);
        QFETCH(std::uint64_t, unseenReads);
        Trace t = shellAndChild(childEndNs);
        Process &shell = t.processes[0], &child = t.processes[1];
        ImageIo shellIo, childIo;
        attributeCall(shellIo.attributed, IOLT_CALL_READ, 5, 500);
        attributeCall(childIo.attributed, IOLT_CALL_READ, 100, 409'600);
        childIo.endValid = true;
        childIo.endSyscr = 100; // as read at its end, its own snapshots' reads included
        childIo.endRchar = 409'600;
        childIo.endReadBytes = childReadBytes;
        child.kernel = kernel(100, 409'600, 0, 0);
        // the child's whole counts and the one read of its last snapshot (the preload's read of
        // /proc/self/io stops at the short read that has it all), added to the shell's at the wait
        const std::uint64_t snapshot = 83 + 6 + 1 + 3 + 1 + std::to_string(childReadBytes).size() + 1 + 1;
        shell.kernel = kernel(5 + 2 + 100 + 1, 500 + 200 + 409'600 + snapshot, 0, 0);
        shell.kernel.readBytes = childReadBytes; // the shell read nothing from storage itself
        unseenIoPerProcess(t, { shellIo, childIo });
        QCOMPARE(t.processes[0].unseen.readCalls, unseenReads);
        QCOMPARE(t.processes[0].unseen.readBytes, 200 + (unseenReads > 2 ? std::uint64_t(409'600 + snapshot) : 0u));
        QVERIFY(!t.processes[1].unseen.any());
        // The shell's own counts: its 5 reads and libc's 2, without the child's (which has a row of
        // its own), unless the child outlived it and so was never added.
        const KernelIo& own = t.processes[0].kernelOwn;
        const bool reaped = unseenReads == 2;
        QVERIFY(own.valid);
        QCOMPARE(own.syscr, reaped ? std::uint64_t(5 + 2) : shell.kernel.syscr);
        QCOMPARE(own.rchar, reaped ? std::uint64_t(500 + 200) : shell.kernel.rchar);
        QCOMPARE(own.readBytes, reaped ? std::uint64_t(0) : childReadBytes);
        QCOMPARE(t.processes[0].kernelHasChildren(), reaped);
        QCOMPARE(t.processes[1].kernelOwn.syscr, std::uint64_t(100));
        QVERIFY(!t.processes[1].kernelHasChildren());
    }

    // A child a signal killed: its end counts were read by its reaper while it was a zombie
    // (preload/wrap_wait.c), so no read of its own snapshot follows them, and nothing more is taken
    // from the parent than the child's counts. The write the signal ended is the child's unseen
    // call, and the signal its likely reason.
    void killedChildReadByItsReaper()
    {
        Trace t = shellAndChild(5'000);
        Process &shell = t.processes[0], &child = t.processes[1];
        child.end = "killed";
        ImageIo shellIo, childIo;
        attributeCall(shellIo.attributed, IOLT_CALL_READ, 5, 500);
        attributeCall(childIo.attributed, IOLT_CALL_WRITE, 9, 73'728);
        childIo.attributed.endedBySignal = true;
        childIo.endValid = true;
        childIo.endReadByReaper = true;
        childIo.endSyscw = 10;
        childIo.endWchar = 73'728;
        child.kernel = kernel(0, 0, 10, 73'728);
        shell.kernel = kernel(5 + 2, 500 + 200, 10, 73'728); // the child's added at the wait
        unseenIoPerProcess(t, { shellIo, childIo });
        QCOMPARE(t.processes[0].unseen.readCalls, 2u);
        QCOMPARE(t.processes[0].unseen.readBytes, 200u);
        QCOMPARE(t.processes[0].unseen.writeCalls, 0u);
        QCOMPARE(t.processes[0].unseen.writeBytes, 0u);
        const UnseenIo& u = t.processes[1].unseen;
        QCOMPARE(u.writeCalls, 1u);
        QCOMPARE(u.writeBytes, 0u);
        QCOMPARE(u.reasons, std::vector<std::string>({ "signal", "outside-libc" }));
        QCOMPARE(
            unseenReasonText("signal"), std::string("the call a signal ended it in, which never returned to iolens"));
    }

    // /proc/PID/io and /proc/PID/stat as the kernel writes them, parsed without libc (iolt.h): the
    // library reads its own, a reaper a killed child's.
    void procTextsParse()
    {
        iolt_kernel_io io {};
        iolt_parse_kernel_io("rchar: 2996\nwchar: 73728\nsyscr: 2\nsyscw: 10\nread_bytes: 8192\n"
                             "write_bytes: 4096\ncancelled_write_bytes: 512\n",
            &io);
        QCOMPARE(io.valid, 1u);
        QCOMPARE(io.rchar, 2996u);
        QCOMPARE(io.wchar, 73'728u);
        QCOMPARE(io.syscr, 2u);
        QCOMPARE(io.syscw, 10u);
        QCOMPARE(io.read_bytes, 8192u); // not cancelled_write_bytes' tail, nor rchar's
        QCOMPARE(io.write_bytes, 4096u);
        QCOMPARE(io.cancelled_write_bytes, 512u);
        std::uint64_t minor = 0, major = 0;
        // a command name with a space and a parenthesis of its own; minflt is field 10, majflt 12
        QVERIFY(iolt_parse_stat_faults("4242 (a b) c) Z 1 4242 4242 0 -1 4228172 23 5 7 0 0 0", &minor, &major));
        QCOMPARE(minor, 23u);
        QCOMPARE(major, 7u);
        QVERIFY(!iolt_parse_stat_faults("4242 (cut short) Z 1", &minor, &major));
        // A child without a record of its own is named from it (preload/childrecord.h): its name,
        // cut to the room given.
        const char* stat = "4242 (a b) c) Z 1 4242 4242 0 -1 4228172 23 5 7 0 0 0";
        char comm[32];
        QVERIFY(iolt_parse_stat_comm(stat, comm, sizeof comm));
        QCOMPARE(QByteArray(comm), QByteArray("a b) c"));
        QVERIFY(iolt_parse_stat_comm(stat, comm, 4));
        QCOMPARE(QByteArray(comm), QByteArray("a b"));
        QVERIFY(!iolt_parse_stat_comm("4242 cut short", comm, sizeof comm));
    }

    // A process its parent recorded (it made no record of its own) has no calls: all its I/O is
    // unseen, for that one reason, whatever else is true of it.
    void noRecordIsTheOneReason()
    {
        AttributedIo a;
        a.noRecord = true;
        a.endedBySignal = true;
        KernelIo k;
        k.valid = true;
        k.syscw = 3;
        k.wchar = 25;
        const UnseenIo u = unseenIo(k, a);
        QVERIFY(u.valid);
        QCOMPARE(u.writeCalls, 3u);
        QCOMPARE(u.writeBytes, 25u);
        QCOMPARE(u.reasons, std::vector<std::string> { "no-record" });
        QVERIFY(unseenReasonText("no-record").find("no record of its own") != std::string::npos);
    }

    void unknownWithoutTheKernelsCounts()
    {
        AttributedIo a;
        attributeCall(a, IOLT_CALL_READ, 1, 1);
        QVERIFY(!unseenIo(KernelIo {}, a).valid);
        Process p;
        p.unseen = unseenIo(KernelIo {}, a);
        QCOMPARE(unseenSentence(p), std::string());
    }

    void sentence()
    {
        Process p;
        p.pid = 4242;
        p.argv = { "/usr/bin/python3", "x.py" };
        p.unseen = unseenIo(kernel(12, 3 * 1024 * 1024 + 50, 0, 0), AttributedIo {});
        QCOMPARE(
            unseenSentence(p), std::string("pid 4242 (python3): 3.0 MiB read by 12 system calls iolens did not see"));
    }

    // The notice comes first, and only for a large share: 300 of 1,300 calls, not 3 of 1,003.
    void noticeForALargeShare_data()
    {
        QTest::addColumn<quint64>("rawReads");
        QTest::addColumn<bool>("notice");
        QTest::addRow("large") << quint64(300) << true;
        QTest::addRow("a handful") << quint64(3) << false;
    }
    void noticeForALargeShare()
    {
        QFETCH(quint64, rawReads);
        QFETCH(bool, notice);
        AttributedIo a;
        attributeCall(a, IOLT_CALL_READ, 1'000, 1'000);
        Trace t;
        t.notices.emplace_back("an earlier notice");
        t.noticePhrases.emplace_back();
        Process p;
        p.pid = 7;
        p.argv = { "prog" };
        p.kernel = kernel(1'000 + rawReads, 1'000 + rawReads, 0, 0);
        p.unseen = unseenIo(p.kernel, a);
        t.processes.push_back(p);
        addUnseenNotice(t);
        QCOMPARE(t.notices.size(), notice ? 2u : 1u);
        QCOMPARE(t.noticePhrases.size(), t.notices.size());
        QCOMPARE(t.notices.back(), std::string("an earlier notice"));
        if (!notice)
            return;
        QVERIFY(t.notices.front().starts_with("Unseen I/O: the kernel counted 300 system calls"));
        QVERIFY(t.notices.front().find("pid 7 (prog): 300 B read by 300 system calls iolens did not see.")
            != std::string::npos);
        QCOMPARE(t.noticePhrases.front().size(), 2u);
    }
};

QTEST_GUILESS_MAIN(TestUnseenIo)
#include "tst_unseenio.moc"
