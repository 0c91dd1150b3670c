// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every member of a family does the same work (issue 12, section 1): the per-unit figure of a
// result and the comparison of a family's members, on results made by hand.
#include "core/familywork.h"
#include "core/result.h"

#include <QTest>

using namespace iolens;

namespace {

Result ran(const std::string& id, ParamValues params, Output output, double medianNs = 1e6)
{
    Result r;
    r.strategy = id;
    r.family = id.substr(0, id.find('.'));
    r.params = std::move(params);
    r.status = Status::Ok;
    r.verified = true;
    r.output = std::move(output);
    r.samples.resize(1);
    r.stats.medianNs = medianNs;
    return r;
}

Output bytes(std::uint64_t n, std::string checksum = "xxh3:00000000000000aa")
{
    return Output { n, 0, std::move(checksum) };
}

} // namespace

class TestFamilyWork : public QObject {
    Q_OBJECT
private slots:
    void unitsFollowTheFamily()
    {
        const Result write = ran("write.buffered", { { "records", 10'000 } }, bytes(347'092), 2e6);
        const auto w = unitFigure(write);
        QVERIFY(w);
        QCOMPARE(w->unit, std::string("record"));
        QCOMPARE(w->units, 10'000.0);
        QCOMPARE(w->nsPerUnit, 200.0);

        const Result lookup = ran("lookup.index", { { "lookups", 1000 }, { "pattern", 0 } }, bytes(5000), 5e5);
        QCOMPARE(unitFigure(lookup)->unit, std::string("lookup"));
        QCOMPARE(unitFigure(lookup)->nsPerUnit, 500.0);

        Result read = ran("read.buffer", {}, Output { 1u << 20, 4096, "xxh3:1" }, 4096e3);
        QCOMPARE(unitFigure(read)->unit, std::string("line"));
        QCOMPARE(unitFigure(read)->nsPerUnit, 1000.0);
        // A reader that counts no lines (fio) is given per MiB.
        Result fio = ran("ext.fio-read-8k", {}, Output { 4u << 20, 0, "", false }, 8e6);
        fio.verifiedAs = "read";
        QCOMPARE(unitFigure(fio)->unit, std::string("MiB"));
        QCOMPARE(unitFigure(fio)->units, 4.0);
        QCOMPARE(unitFigure(fio)->nsPerUnit, 2e6);

        const Result copy = ran("copy.sendfile", {}, bytes(64u << 20), 32e6);
        QCOMPARE(unitFigure(copy)->unit, std::string("MiB"));
        QCOMPARE(unitFigure(copy)->nsPerUnit, 5e5);

        Result failed = copy;
        failed.status = Status::Error;
        QVERIFY(!unitFigure(failed));
    }

    void theIssuesWriteFamilyIsNotComparable()
    {
        // What the issue saw: fsync-per-record at 1,000 records next to 10,000 for the others.
        const std::vector<Result> results { ran("write.buffered", { { "records", 10'000 } }, bytes(347'092)),
            ran("write.fsync-per-record", { { "records", 1'000 } }, bytes(33'730)),
            ran("write.fsync-at-end", { { "records", 10'000 } }, bytes(347'092)) };
        const std::vector<Comparison> c = compareFamilies(results);
        QCOMPARE(c.size(), std::size_t(1));
        QCOMPARE(c[0].family, std::string("write"));
        QCOMPARE(c[0].strategies,
            (std::vector<std::string> { "write.buffered", "write.fsync-per-record", "write.fsync-at-end" }));
        QVERIFY(!c[0].comparable);
        QCOMPARE(c[0].reason,
            std::string("The write strategies did different work, so their times do not compare: records = 1,000 "
                        "(write.fsync-per-record) against 10,000 (write.buffered, write.fsync-at-end)."));
        Report report;
        report.comparisons = c;
        QVERIFY(!report.comparable());
    }

    void theSameWorkIsComparable()
    {
        const std::vector<Result> results { ran("write.buffered", { { "records", 500 } }, bytes(17'000)),
            ran("write.writev", { { "records", 500 } }, bytes(17'000)), ran("copy.sendfile", {}, bytes(1000)) };
        const std::vector<Comparison> c = compareFamilies(results);
        QCOMPARE(c.size(), std::size_t(2));
        QVERIFY(c[0].comparable);
        QVERIFY(c[0].reason.empty());
        QCOMPARE(c[1].family, std::string("copy"));
        QVERIFY(c[1].comparable);
        Report report;
        report.comparisons = c;
        QVERIFY(report.comparable());
    }

    void differentOutputsAreNotComparable()
    {
        const std::vector<Result> results { ran("net.per-id", {}, Output { 100, 20, "xxh3:1" }),
            ran("net.range", {}, Output { 100, 21, "xxh3:1" }) };
        const std::vector<Comparison> c = compareFamilies(results);
        QVERIFY(!c[0].comparable);
        QCOMPARE(c[0].reason,
            std::string("The net strategies did different work, so their times do not compare: lines 20 (net.per-id) "
                        "against 21 (net.range)."));
    }

    void readersThatCountDifferentlyStillCompare()
    {
        // ext's read job: fio counts no lines, wc -l counts newlines, a Java reader lines and a checksum.
        Result fio = ran("ext.fio-read-8k", {}, Output { 4096, 0, "", false });
        Result wc = ran("ext.wc-l", {}, Output { 4096, 99, "", true, true });
        Result java = ran("ext.java-buffered-reader", {}, Output { 4096, 100, "xxh3:5" });
        for (Result* r : { &fio, &wc, &java })
            r->verifiedAs = "read";
        Result cp = ran("ext.cp", {}, bytes(4096));
        cp.verifiedAs = "copy";
        const std::vector<Comparison> c = compareFamilies({ fio, wc, java, cp });
        QCOMPARE(c.size(), std::size_t(2));
        QCOMPARE(c[0].job, std::string("read"));
        QVERIFY(c[0].comparable);
        QCOMPARE(c[1].job, std::string("copy"));
        QVERIFY(c[1].comparable);
    }

    void readersWithAndWithoutChecksumsAreNotComparable()
    {
        const std::vector<Result> results { ran("read.buffer", { { "checksum", 1 }, { "decode", 0 } },
                                                Output { 4096, 100, "xxh3:5" }),
            ran("read.mmap", { { "checksum", 0 }, { "decode", 0 } }, Output { 4096, 100, "" }) };
        const std::vector<Comparison> c = compareFamilies(results);
        QVERIFY(!c[0].comparable);
        QVERIFY(c[0].reason.ends_with(": checksum = 0 (read.mmap) against 1 (read.buffer)."));
    }

    void membersThatDidNotRunAreLeftOut()
    {
        Result failed = ran("write.writev", { { "records", 1 } }, bytes(1));
        failed.status = Status::Error;
        const std::vector<Comparison> c
            = compareFamilies({ ran("write.buffered", { { "records", 10 } }, bytes(340)), failed });
        QCOMPARE(c.size(), std::size_t(1));
        QCOMPARE(c[0].strategies, std::vector<std::string> { "write.buffered" });
        QVERIFY(c[0].comparable);
    }
};

QTEST_GUILESS_MAIN(TestFamilyWork)
#include "tst_familywork.moc"
