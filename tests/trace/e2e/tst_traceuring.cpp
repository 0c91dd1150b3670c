// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tracee2e.h"

#include <QDir>
#include <QTest>

// io_uring (issue 24 §2): requests decoded where the program submits them and counted per file
// under the calls they stand for. iolens' own copy.io-uring (liburing's io_uring_submit), a program
// driving its ring through glibc's syscall() with a registered file (also linked -static), and fio
// 3.33, which enters the kernel with its own system call instruction: named in a notice under the
// preload, counted through ptrace. Completions, read from the ring's queue, give the results.

using namespace tracee2e;
using namespace Qt::StringLiterals;

namespace {

bool hasNotice(const TraceRun& run, const QString& part)
{
    for (const QJsonValue& n : run.json[u"notices"].toArray())
        if (n.toString().contains(part))
            return true;
    return false;
}

QString notices(const TraceRun& run)
{
    return QString::fromUtf8(QJsonDocument(run.json[u"notices"].toArray()).toJson());
}

constexpr qint64 kCopySize = (1 << 20) + 5000; // 9 requests of 128 KiB, the last one short
constexpr qint64 kCopyBuffer = 128 << 10; // copy.io-uring's default buffer_size
constexpr qint64 kRawSize = 100'000; // 25 requests of 4 KiB, the last one short

} // namespace

class TestTraceUring : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString path(const QString& name) const { return canonical(m_dir.path()) + u'/' + name; }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(!QStandardPaths::findExecutable(u"fio"_s).isEmpty(), "fio is not installed (.ci/deps installs it)");
        QVERIFY(writeFile(path(u"copy.src"_s), patternBytes(kCopySize)));
        QVERIFY(writeFile(path(u"raw.src"_s), patternBytes(kRawSize)));
        QVERIFY(writeFile(path(u"fio.dat"_s), patternBytes(1 << 20)));
        QVERIFY(QDir().mkpath(path(u"out"_s)));
    }

    void copyIoUring_data()
    {
        QTest::addColumn<QStringList>("mode");
        QTest::newRow("preload") << QStringList {};
        QTest::newRow("ptrace") << QStringList { u"--mode"_s, u"ptrace"_s };
    }

    // copy.io-uring, once: every read and write request it submitted, per file, with its size, seen
    // by the preload in liburing's submit and by the ptrace tracer at the io_uring_enter.
    void copyIoUring()
    {
        QFETCH(QStringList, mode);
        const TraceRun run = trace(path(u"copy.json"_s),
            { QStringLiteral(IOLENS_CLI), u"run"_s, u"--file"_s, path(u"copy.src"_s), u"--strategy"_s,
                u"copy.io-uring"_s, u"--reps"_s, u"1"_s, u"--warmup"_s, u"0"_s, u"--out-dir"_s, path(u"out"_s) },
            mode);
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        const qint64 requests = (kCopySize + kCopyBuffer - 1) / kCopyBuffer;
        const Totals reads = run.call(path(u"copy.src"_s), u"pread"_s);
        QCOMPARE(reads.bytes % std::uint64_t(kCopySize), 0u);
        const std::uint64_t copies = reads.bytes / std::uint64_t(kCopySize);
        QVERIFY2(copies >= 1, qPrintable(notices(run)));
        QCOMPARE(reads.count, copies * std::uint64_t(requests));
        // The destination: the scratch directory's dest-N in --out-dir (its calibration files are
        // written with pwrite(2) of their own).
        Totals writes;
        for (const QJsonValue& f : run.files())
            if (f[u"path"].toString().startsWith(path(u"out/"_s)) && f[u"path"].toString().contains(u"/dest-"_s))
                for (const QJsonValue& c : f[u"calls"].toArray())
                    if (c[u"call"].toString() == u"pwrite") {
                        writes.count += std::uint64_t(c[u"count"].toInteger());
                        writes.bytes += std::uint64_t(c[u"bytes"].toInteger());
                    }
        QCOMPARE(writes.bytes, reads.bytes);
        QCOMPARE(writes.count, reads.count);
        QVERIFY2(hasNotice(run, u"io_uring requests are counted under the calls"_s), qPrintable(notices(run)));
        QVERIFY2(!hasNotice(run, u"whose requests iolens did not see"_s), qPrintable(notices(run)));
    }

    void rawSyscallRing_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QStringList>("mode");
        QTest::addColumn<QString>("expectedMode");
        QTest::newRow("preload") << e2eProgram(u"uring_syscall"_s) << QStringList {} << u"preload"_s;
        QTest::newRow("ptrace") << e2eProgram(u"uring_syscall"_s) << QStringList { u"--mode"_s, u"ptrace"_s }
                                << u"ptrace"_s;
        // Linked -static: auto mode traces it through ptrace, which reads its ring from outside.
        QTest::newRow("static") << QStringLiteral(IOLENS_STATIC_URING) << QStringList {} << u"ptrace"_s;
    }

    // A ring driven through syscall(): reads by fd, writes through registered file 1, an fsync and
    // an io_uring close, each counted on its file.
    void rawSyscallRing()
    {
        QFETCH(QString, program);
        QFETCH(QStringList, mode);
        QFETCH(QString, expectedMode);
        const TraceRun run = trace(path(u"raw.json"_s), { program, path(u"raw.src"_s), path(u"raw.dst"_s) }, mode);
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        QCOMPARE(run.json[u"mode"].toString(), expectedMode);
        const qint64 requests = (kRawSize + 4095) / 4096;
        const Totals reads = run.call(path(u"raw.src"_s), u"pread"_s);
        QCOMPARE(reads.count, std::uint64_t(requests));
        QCOMPARE(reads.bytes, std::uint64_t(kRawSize));
        const Totals writes = run.call(path(u"raw.dst"_s), u"pwrite"_s);
        QCOMPARE(writes.count, std::uint64_t(requests));
        QCOMPARE(writes.bytes, std::uint64_t(kRawSize));
        QCOMPARE(run.call(path(u"raw.dst"_s), u"fsync"_s).count, 1u);
        QCOMPARE(run.call(path(u"raw.src"_s), u"close"_s).count, 1u); // the io_uring close, no close(2)
        QVERIFY2(hasNotice(run, u"%1 io_uring requests are counted"_s.arg(2 * requests + 2)), qPrintable(notices(run)));
        QVERIFY2(!hasNotice(run, u"registered file whose file iolens did not know"_s), qPrintable(notices(run)));
        QVERIFY2(!hasNotice(run, u"whose requests iolens did not see"_s), qPrintable(notices(run)));
    }

    void resultsComeFromCompletions_data()
    {
        QTest::addColumn<QStringList>("mode");
        QTest::newRow("preload") << QStringList {};
        QTest::newRow("ptrace") << QStringList { u"--mode"_s, u"ptrace"_s };
    }

    // Requests whose results differ from what they asked: reads past a file's end and a read on a
    // write-only file. Their completions are read from the ring's queue (by the preload, or by the
    // tracer from outside), so the file's bytes are the bytes read, the sizes are the sizes done
    // and the failure is an error.
    void resultsComeFromCompletions()
    {
        QFETCH(QStringList, mode);
        const TraceRun run = trace(path(u"results.json"_s),
            { e2eProgram(u"uring_results"_s), path(u"raw.src"_s), path(u"results.wronly"_s) }, mode);
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        QCOMPARE(run.cli.out.trimmed(), QByteArray::number(kRawSize));
        const Totals reads = run.call(path(u"raw.src"_s), u"pread"_s);
        QCOMPARE(reads.count, 8u); // 8 requests of 64 KiB
        QCOMPARE(reads.bytes, std::uint64_t(kRawSize)); // not 8 × 64 KiB
        QCOMPARE(reads.errors, 0u);
        const Totals failed = run.call(path(u"results.wronly"_s), u"pread"_s);
        QCOMPARE(failed.count, 1u);
        QCOMPARE(failed.errors, 1u);
        QCOMPARE(failed.bytes, 0u);
        // The sizes done: one read of 64 KiB, one of the file's rest, six of nothing at its end.
        QJsonObject sizes;
        for (const QJsonValue& f : run.files())
            if (f[u"path"].toString() == path(u"raw.src"_s))
                for (const QJsonValue& c : f[u"calls"].toArray())
                    if (c[u"call"].toString() == u"pread")
                        sizes = c.toObject();
        const QJsonArray histogram = sizes[u"histogram"].toArray();
        QVERIFY2(histogram.size() == 32, QJsonDocument(sizes).toJson().constData());
        QCOMPARE(histogram[0].toInteger(), 6); // calls of 0 bytes
        QCOMPARE(histogram[16].toInteger(), 1); // 32 KiB to 64 KiB: 34,464 bytes
        QCOMPARE(histogram[17].toInteger(), 1); // 64 KiB to 128 KiB
        QVERIFY2(hasNotice(run, u"9 io_uring requests are counted"_s), qPrintable(notices(run)));
        QVERIFY2(hasNotice(run, u"Their completions give the sizes done and the failures (1 failed)"_s),
            qPrintable(notices(run)));
        QVERIFY2(!hasNotice(run, u"the sizes submitted are kept"_s), qPrintable(notices(run)));
    }

#if IOLENS_HAVE_LIBURING
    // A liburing program with its file registered: the requests naming registered file 0 count on
    // the file registered there; the no-op is named as a request of another kind.
    void liburingRegisteredFile()
    {
        const TraceRun run = trace(path(u"fixed.json"_s), { e2eProgram(u"uring_fixed"_s), path(u"raw.src"_s) });
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        const Totals reads = run.call(path(u"raw.src"_s), u"pread"_s);
        QCOMPARE(reads.count, std::uint64_t((kRawSize + 4095) / 4096));
        QCOMPARE(reads.bytes, std::uint64_t(kRawSize));
        QVERIFY2(!hasNotice(run, u"registered file whose file iolens did not know"_s), qPrintable(notices(run)));
        QVERIFY2(hasNotice(run, u"are not counted (1)."_s), qPrintable(notices(run)));
    }
#endif

    // fio's io_uring engine sets its ring up through syscall() but enters it with an inline system
    // call: its requests are not seen, and the notice says so for that process.
    void fioInlineRingIsNamed()
    {
        const TraceRun run = trace(path(u"fio.json"_s),
            { QStandardPaths::findExecutable(u"fio"_s), u"--name=t"_s, u"--filename="_s + path(u"fio.dat"_s),
                u"--ioengine=io_uring"_s, u"--rw=read"_s, u"--bs=4k"_s, u"--size=1M"_s, u"--output-format=terse"_s });
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        QVERIFY2(hasNotice(run, u"(fio) set up 1 io_uring ring whose requests iolens did not see"_s),
            qPrintable(notices(run)));
        QVERIFY2(!hasNotice(run, u"io_uring requests are counted"_s), qPrintable(notices(run)));
        QVERIFY2(hasNotice(run, u"--mode ptrace"_s), qPrintable(notices(run)));
    }

    // The same fio traced through ptrace: its inline io_uring_enter is a system call the tracer
    // stops at, so each of its 256 reads of 4 KiB is counted on the file, at its offset.
    void fioThroughPtraceIsCounted()
    {
        const TraceRun run = trace(path(u"fio-ptrace.json"_s),
            { QStandardPaths::findExecutable(u"fio"_s), u"--name=t"_s, u"--filename="_s + path(u"fio.dat"_s),
                u"--ioengine=io_uring"_s, u"--rw=read"_s, u"--bs=4k"_s, u"--size=1M"_s, u"--output-format=terse"_s },
            { u"--mode"_s, u"ptrace"_s });
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        const Totals reads = run.call(path(u"fio.dat"_s), u"pread"_s);
        QCOMPARE(reads.count, 256u);
        QCOMPARE(reads.bytes, std::uint64_t(1) << 20);
        QVERIFY2(hasNotice(run, u"256 io_uring requests are counted"_s), qPrintable(notices(run)));
        // Every completion read, also the last ones fio reaps without entering the kernel again
        // (read as the process exits).
        QVERIFY2(hasNotice(run, u"Their completions give the sizes done and the failures (0 failed)"_s),
            qPrintable(notices(run)));
        QVERIFY2(!hasNotice(run, u"the sizes submitted are kept"_s), qPrintable(notices(run)));
        QVERIFY2(!hasNotice(run, u"whose requests iolens did not see"_s), qPrintable(notices(run)));
    }
};

QTEST_GUILESS_MAIN(TestTraceUring)
#include "tst_traceuring.moc"
