// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The replay family (issue 26 §3) on a trace built here: the recorded counts come back exactly, every
// fix leaves the same verified result, a changed or vanished file and an unknown path are refused
// in one sentence, and the traced file is never written.
#include "core/errors.h"
#include "core/filehash.h"
#include "core/replay/readindex.h"
#include "core/replay/replaydata.h"
#include "core/replay/replayengine.h"
#include "core/replay/replayfix.h"
#include "core/replay/replayinput.h"
#include "core/replay/replayplan.h"
#include "core/runner.h"
#include "core/trace/trace.h"
#include "core/trace/tracejson.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <map>

using namespace iolens;
using namespace iolens::replay;

namespace {

constexpr std::uint64_t kOriginalBytes = 10'000; // the file before the program appended to it
constexpr std::uint64_t kAppended = 66; // 5 records of 11 bytes, then one more

// Counts nothing: the engine's own tally is what the tests read.
class NoTimer final : public StepTimer {
public:
    void begin(Phase) override { }
    void end(Phase, std::uint64_t, std::uint64_t) override { }
};

trace::FileStats fileAt(const std::string& path, std::uint64_t sizeAtOpen)
{
    trace::FileStats f;
    f.path = path;
    f.pid = 100;
    f.sizeAtOpen = sizeAtOpen;
    return f;
}

void add(trace::Trace& t, int tid, std::uint64_t at, const char* call, std::uint32_t count = 1, std::uint64_t bytes = 0,
    std::int64_t offset = -1, int file = 0)
{
    trace::Event e;
    e.pid = 100;
    e.tid = tid;
    e.beginNs = at;
    e.endNs = at + 1;
    e.call = call;
    e.file = file;
    e.count = count;
    e.bytes = bytes;
    e.offset = offset;
    t.events.push_back(e);
}

// The file's per-kind totals from its events, as the trace library would have counted them.
void countCalls(trace::Trace& t)
{
    for (std::size_t f = 0; f < t.files.size(); ++f) {
        std::map<std::string, trace::CallStats> kinds;
        for (const trace::Event& e : t.events)
            if (e.file == int(f)) {
                trace::CallStats& c = kinds[e.call];
                c.call = e.call;
                c.count += e.count;
                c.timed += e.count;
                c.bytes += e.bytes;
            }
        for (auto& [name, c] : kinds)
            t.files[f].calls.push_back(c);
        t.files[f].opens = kinds["open"].count + kinds["fopen"].count;
    }
}

// A program that reads the file three ways (read, pread, fgetc + fread on a second thread), then
// appends records with an fsync each, reopening the file per batch: every kind the replay repeats.
trace::Trace mixedTrace(const std::string& path)
{
    trace::Trace t;
    t.files.push_back(fileAt(path, kOriginalBytes + 55));
    add(t, 1, 10, "open");
    add(t, 1, 20, "read", 10, 10'000, 0);
    add(t, 2, 25, "fopen"); // the second thread, between the first one's calls
    add(t, 1, 30, "close");
    add(t, 2, 35, "fgetc", 100, 100, 0);
    add(t, 1, 40, "open");
    add(t, 2, 45, "fread", 3, 300, 100);
    add(t, 1, 50, "pread", 4, 400, 5'000);
    add(t, 2, 55, "fclose");
    add(t, 1, 60, "close");
    add(t, 1, 70, "open");
    add(t, 1, 80, "write", 5, 55, 10'000);
    add(t, 1, 90, "fsync");
    add(t, 1, 100, "close");
    add(t, 1, 110, "open");
    add(t, 1, 120, "write", 1, 11, 10'055);
    add(t, 1, 130, "fsync");
    add(t, 1, 140, "close");
    countCalls(t);
    return t;
}

// Only reads: one open, reads, one close.
trace::Trace readOnlyTrace(const std::string& path, std::uint64_t size)
{
    trace::Trace t;
    t.files.push_back(fileAt(path, size));
    add(t, 1, 10, "open");
    add(t, 1, 20, "read", 8, size, 0);
    add(t, 1, 30, "close");
    countCalls(t);
    return t;
}

void writeFile(const std::string& path, std::uint64_t bytes)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    for (std::uint64_t i = 0; i < bytes; ++i)
        out.put(char('0' + i % 10));
}

void writeTrace(const std::string& path, const trace::Trace& t)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    trace::writeTraceJson(out, t);
}

std::string loadPlanError(const std::string& tracePath, const std::string& file)
{
    try {
        loadPlan(tracePath, file);
    } catch (const UsageError& e) {
        return e.what();
    }
    return "(no error)";
}

} // namespace

class TestReplay : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::string m_file, m_trace;

    std::string path(const char* name) const { return m_dir.filePath(QString::fromLatin1(name)).toStdString(); }

    // A fresh copy of the file as the plan starts it, for one engine run.
    std::string copyFor(const Plan& plan, const char* name) const
    {
        const std::string copy = path(name);
        writeFile(copy, plan.startSize);
        return copy;
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_file = path("traced.csv");
        m_trace = path("trace.json");
        writeFile(m_file, kOriginalBytes + kAppended); // as the program left it
        writeTrace(m_trace, mixedTrace(m_file));
    }

    // The plan merges the threads by time, starts the copy where the appends began and opens it
    // for appending, as the program must have.
    void planFollowsTheRecording()
    {
        const Plan plan = loadPlan(m_trace, m_file);
        QCOMPARE(plan.steps.size(), std::size_t(18));
        QCOMPARE(plan.steps[2].call, Call::Fopen);
        QCOMPARE(plan.steps[3].call, Call::Close);
        QCOMPARE(plan.startSize, kOriginalBytes);
        QCOMPARE(plan.finalSize, kOriginalBytes + kAppended);
        QVERIFY(plan.posixWrites && plan.posixAppends && !plan.stdioWrites);
        QCOMPARE(plan.opens(), std::uint64_t(5));
        QCOMPARE(plan.syncs(), std::uint64_t(2));
    }

    // As recorded: every kind's calls and bytes, every run's offset, no call the recording lacks.
    // A run keeps its calls' count and bytes, not each call's size: they are spread as evenly as
    // the bytes allow, larger first, so that one-byte reads ending with the read that found the end
    // of the file (dd bs=1: 1,000,000 calls, 999,999 bytes) come back as 999,999 one-byte reads
    // and one of 0 bytes, not as 999,999 empty reads and one of 999,999 bytes.
    void runSizesSpreadEvenly()
    {
        replay::Step eof;
        eof.count = 1'000'000;
        eof.bytes = 999'999;
        QCOMPARE(eof.callBytes(0), 1u);
        QCOMPARE(eof.callBytes(999'998), 1u);
        QCOMPARE(eof.callBytes(999'999), 0u);
        replay::Step blocks;
        blocks.count = 3;
        blocks.bytes = 10;
        QCOMPARE(blocks.callBytes(0) + blocks.callBytes(1) + blocks.callBytes(2), 10u);
        QCOMPARE(blocks.callBytes(0), 4u);
        QCOMPARE(blocks.callBytes(2), 3u);
    }

    void asRecordedRepeatsTheCounts()
    {
        const Plan plan = loadPlan(m_trace, m_file);
        const std::string copy = copyFor(plan, "copy");
        NoTimer timer;
        const Tally tally = replaySteps(plan, Fix::AsRecorded, copy, timer, nullptr);
        QCOMPARE(tally.of(Call::Open), std::uint64_t(4));
        QCOMPARE(tally.of(Call::Close), std::uint64_t(4));
        QCOMPARE(tally.of(Call::Fopen), std::uint64_t(1));
        QCOMPARE(tally.of(Call::Fclose), std::uint64_t(1));
        QCOMPARE(tally.of(Call::Read), std::uint64_t(10));
        QCOMPARE(tally.bytesOf(Call::Read), std::uint64_t(10'000));
        QCOMPARE(tally.of(Call::Pread), std::uint64_t(4));
        QCOMPARE(tally.bytesOf(Call::Pread), std::uint64_t(400));
        QCOMPARE(tally.of(Call::Fgetc), std::uint64_t(100));
        QCOMPARE(tally.bytesOf(Call::Fgetc), std::uint64_t(100));
        QCOMPARE(tally.of(Call::Fread), std::uint64_t(3));
        QCOMPARE(tally.bytesOf(Call::Fread), std::uint64_t(300));
        QCOMPARE(tally.of(Call::Write), std::uint64_t(6));
        QCOMPARE(tally.bytesOf(Call::Write), kAppended);
        QCOMPARE(tally.of(Call::Fsync), std::uint64_t(2));
        QCOMPARE(tally.offsets, (std::vector<std::int64_t> { 0, 0, 100, 5'000, 10'000, 10'055 }));
        QCOMPARE(tally.extraSeeks, std::uint64_t(0));
        QCOMPARE(tally.implicitOpens, std::uint64_t(0));
        QCOMPARE(tally.implicitCloses, std::uint64_t(0));
        // The copy: the original bytes, then what the replay appended (a function of the offset).
        const FileDigest digest = hashFile(copy);
        QCOMPARE(digest.bytes, kOriginalBytes + kAppended);
        std::ifstream in(copy, std::ios::binary);
        in.seekg(std::streamoff(kOriginalBytes - 1));
        QCOMPARE(char(in.get()), '9');
        QCOMPARE(char(in.get()), PatternData::byteAt(kOriginalBytes));
    }

    // Each fix changes its own calls only, and reads the same bytes and leaves the same copy.
    void fixesChangeOnlyTheirCalls_data()
    {
        QTest::addColumn<int>("fix");
        QTest::addColumn<QString>("call");
        QTest::addColumn<quint64>("calls");
        QTest::addRow("buffered: one read per run") << int(Fix::Buffered) << QStringLiteral("read") << quint64(1);
        QTest::addRow("buffered: stdio runs as fread") << int(Fix::Buffered) << QStringLiteral("fread") << quint64(2);
        QTest::addRow("buffered: no fgetc") << int(Fix::Buffered) << QStringLiteral("fgetc") << quint64(0);
        QTest::addRow("kept-open: one open") << int(Fix::KeptOpen) << QStringLiteral("open") << quint64(1);
        QTest::addRow("kept-open: one close") << int(Fix::KeptOpen) << QStringLiteral("close") << quint64(1);
        QTest::addRow("kept-open: writes stay") << int(Fix::KeptOpen) << QStringLiteral("write") << quint64(6);
        QTest::addRow("coalesced: one writev") << int(Fix::CoalescedWrites) << QStringLiteral("writev") << quint64(1);
        QTest::addRow("coalesced: single write") << int(Fix::CoalescedWrites) << QStringLiteral("write") << quint64(1);
        QTest::addRow("mmap: no read") << int(Fix::Mmap) << QStringLiteral("read") << quint64(0);
        QTest::addRow("mmap: opens stay") << int(Fix::Mmap) << QStringLiteral("open") << quint64(4);
        QTest::addRow("fsync-at-end: one fsync") << int(Fix::FsyncAtEnd) << QStringLiteral("fsync") << quint64(1);
        // The first pass reads [0, 10,000) as recorded; the fgetc, fread and pread runs after it
        // re-read ranges of it and are answered from memory.
        QTest::addRow("indexed: the first pass stays") << int(Fix::Indexed) << QStringLiteral("read") << quint64(10);
        QTest::addRow("indexed: no fgetc") << int(Fix::Indexed) << QStringLiteral("fgetc") << quint64(0);
        QTest::addRow("indexed: no fread") << int(Fix::Indexed) << QStringLiteral("fread") << quint64(0);
        QTest::addRow("indexed: no pread") << int(Fix::Indexed) << QStringLiteral("pread") << quint64(0);
        QTest::addRow("indexed: writes stay") << int(Fix::Indexed) << QStringLiteral("write") << quint64(6);
        // Each thread's own calls, on threads of their own: every call as recorded.
        QTest::addRow("per-thread: fgetc") << int(Fix::PerThread) << QStringLiteral("fgetc") << quint64(100);
        QTest::addRow("per-thread: reads") << int(Fix::PerThread) << QStringLiteral("read") << quint64(10);
        QTest::addRow("per-thread: opens") << int(Fix::PerThread) << QStringLiteral("open") << quint64(4);
        QTest::addRow("per-thread: fopen") << int(Fix::PerThread) << QStringLiteral("fopen") << quint64(1);
        QTest::addRow("per-thread: writes") << int(Fix::PerThread) << QStringLiteral("write") << quint64(6);
    }

    void fixesChangeOnlyTheirCalls()
    {
        QFETCH(int, fix);
        QFETCH(QString, call);
        QFETCH(quint64, calls);
        const Plan plan = loadPlan(m_trace, m_file);
        NoTimer timer;
        const std::string recordedCopy = copyFor(plan, "recorded");
        const Tally recorded = replaySteps(plan, Fix::AsRecorded, recordedCopy, timer, nullptr);
        const std::string fixedCopy = copyFor(plan, "fixed");
        const Tally fixed = replaySteps(plan, Fix(fix), fixedCopy, timer, nullptr);
        QCOMPARE(fixed.of(*callFromName(call.toStdString())), std::uint64_t(calls));
        QCOMPARE(fixed.readHash, recorded.readHash);
        QCOMPARE(fixed.bytesRead, std::uint64_t(10'000 + 400 + 100 + 300));
        QCOMPARE(fixed.bytesWritten, kAppended);
        QCOMPARE(hashFile(fixedCopy).xxh3, hashFile(recordedCopy).xxh3);
        QCOMPARE(fixed.implicitOpens + fixed.implicitCloses, std::uint64_t(0));
    }

    // Through the runner: every strategy ran and was verified, all with one output, and neither the
    // traced file nor the trace changed.
    void runnerVerifiesEveryFix()
    {
        const FileDigest before = hashFile(m_file);
        RunSpec spec;
        spec.file = m_file;
        spec.replayTrace = m_trace;
        spec.reps = 2;
        spec.warmup = 0;
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("out")));
        spec.outDir = path("out");
        for (const char* id : { "replay.as-recorded", "replay.buffered", "replay.kept-open", "replay.coalesced-writes",
                 "replay.mmap", "replay.fsync-at-end", "replay.indexed", "replay.per-thread" })
            spec.strategies.push_back(StrategyChoice { id, {} });
        const std::atomic<bool> cancel { false };
        const Report report = Runner().run(spec, cancel);
        QCOMPARE(report.results.size(), std::size_t(8));
        for (const Result& r : report.results) {
            QVERIFY2(r.status == Status::Ok && r.verified,
                qPrintable(QString::fromStdString(r.strategy + ": " + r.message)));
            QCOMPARE(r.output.bytes, std::uint64_t(10'800 + kAppended));
            QCOMPARE(r.output.checksum, report.results.front().output.checksum);
            QCOMPARE(r.samples.size(), std::size_t(2));
        }
        const FileDigest after = hashFile(m_file);
        QCOMPARE(after.bytes, before.bytes);
        QCOMPARE(after.xxh3, before.xxh3);
        // The scratch directory and every copy in it went with the run.
        QCOMPARE(QDir(QString::fromStdString(spec.outDir)).entryList(QDir::NoDotAndDotDot | QDir::AllEntries),
            QStringList());
    }

    // A fix with nothing to change reports unsupported with its sentence.
    void fixesThatDoNotApplyAreUnsupported()
    {
        const std::string file = path("read-only.txt");
        writeFile(file, 4'000);
        const std::string tracePath = path("read-only.json");
        writeTrace(tracePath, readOnlyTrace(file, 4'000));
        RunSpec spec;
        spec.file = file;
        spec.replayTrace = tracePath;
        spec.reps = 1;
        spec.warmup = 0;
        spec.outDir = m_dir.path().toStdString();
        for (const char* id : { "replay.as-recorded", "replay.kept-open", "replay.coalesced-writes",
                 "replay.fsync-at-end", "replay.mmap", "replay.indexed", "replay.per-thread" })
            spec.strategies.push_back(StrategyChoice { id, {} });
        const std::atomic<bool> cancel { false };
        const Report report = Runner().run(spec, cancel);
        const std::map<std::string, std::string> expected {
            { "replay.kept-open",
                "The recorded pattern opens the file once, so there are no reopen cycles to keep open." },
            { "replay.coalesced-writes", "The recorded pattern writes nothing, so there are no writes to coalesce." },
            { "replay.fsync-at-end",
                "The recorded pattern never calls fsync, so there is no fsync to move to the end." },
            { "replay.indexed",
                "The recorded pattern reads no range of the file twice, so there is nothing to answer from memory." },
            { "replay.per-thread",
                "One thread made all the recorded calls, so there is nothing to replay in parallel." },
        };
        for (const Result& r : report.results) {
            const auto it = expected.find(r.strategy);
            if (it == expected.end()) {
                QVERIFY2(r.status == Status::Ok && r.verified, r.message.c_str());
                QCOMPARE(r.output.bytes, std::uint64_t(4'000));
            } else {
                QCOMPARE(r.status, Status::Unsupported);
                QCOMPARE(r.message, it->second);
                QVERIFY(r.samples.empty());
            }
        }
    }

    // Indexed: a file read whole three times is read from the file once; a write between the
    // passes makes the next pass read the written range, and only it, from the file again, and see
    // the bytes written (the same hash as the pattern as recorded).
    void indexedAnswersRescansFromMemory()
    {
        const std::string file = path("rescanned.txt");
        writeFile(file, 4'096);
        trace::Trace t;
        t.files.push_back(fileAt(file, 4'096));
        add(t, 1, 10, "open");
        add(t, 1, 20, "read", 4, 4'096, 0); // pass 1
        add(t, 1, 30, "pread", 4, 4'096, 0); // pass 2: all from memory
        add(t, 1, 40, "pwrite", 1, 100, 1'000); // changes [1,000, 1,100)
        add(t, 1, 50, "pread", 4, 4'096, 0); // pass 3: the changed range is read again, the rest known
        add(t, 1, 60, "pread", 1, 100, 1'000); // read again after pass 3: from memory
        add(t, 1, 70, "close");
        countCalls(t);
        const std::string tracePath = path("rescanned.json");
        writeTrace(tracePath, t);
        const Plan plan = loadPlan(tracePath, file);
        QCOMPARE(whyNotApplicable(plan, Fix::Indexed), std::nullopt);
        NoTimer timer;
        const std::string recordedCopy = copyFor(plan, "rescan-recorded");
        const Tally recorded = replaySteps(plan, Fix::AsRecorded, recordedCopy, timer, nullptr);
        const std::string indexedCopy = copyFor(plan, "rescan-indexed");
        const Tally indexed = replaySteps(plan, Fix::Indexed, indexedCopy, timer, nullptr);
        QCOMPARE(recorded.of(Call::Pread), std::uint64_t(9));
        QCOMPARE(indexed.of(Call::Read), std::uint64_t(4));
        // Pass 3's first two calls, [0, 1,024) and [1,024, 2,048), each for its part of the changed
        // range: 24 and 76 bytes.
        QCOMPARE(indexed.of(Call::Pread), std::uint64_t(2));
        QCOMPARE(indexed.bytesOf(Call::Pread), std::uint64_t(100));
        QCOMPARE(indexed.indexedReads, std::uint64_t(7)); // pass 2's four, pass 3's last two, the last one
        QCOMPARE(indexed.offsets, recorded.offsets);
        QCOMPARE(indexed.readHash, recorded.readHash);
        QCOMPARE(indexed.bytesRead, recorded.bytesRead);
        QCOMPARE(hashFile(indexedCopy).xxh3, hashFile(recordedCopy).xxh3);
        // Read once only: nothing for the index to answer.
        const std::string once = path("read-once.json");
        writeTrace(once, readOnlyTrace(file, 4'096));
        QCOMPARE(whyNotApplicable(loadPlan(once, file), Fix::Indexed),
            std::optional<std::string>(
                "The recorded pattern reads no range of the file twice, so there is nothing to answer from memory."));
    }

    // Indexed, lookups that each read the file from its start to the line asked for (article 004's
    // readFile(path, lineNo), reopening the file each time): a lookup reading further than any before
    // reads only the lines it has not seen from the file, one call each as recorded; one within
    // what was read makes no read call at all.
    void indexedReadsOnlyWhatNoLookupReadBefore_data()
    {
        QTest::addColumn<QString>("call");
        QTest::addColumn<quint64>("recordedCalls");
        QTest::addColumn<quint64>("indexedCalls");
        QTest::addColumn<quint64>("extraSeeks");
        // Lines 3, 1, 5, 2, 8 (64 bytes each): 3 + 1 + 5 + 2 + 8 calls as recorded; indexed, the
        // lines first read: 3, then none, 2 (lines 4 and 5), none, 3 (6 to 8), one seek past the
        // known lines for each of the last two.
        QTest::addRow("fgets") << QStringLiteral("fgets") << quint64(19) << quint64(8) << quint64(2);
        QTest::addRow("read") << QStringLiteral("read") << quint64(19) << quint64(8) << quint64(2);
        QTest::addRow("fgetc") << QStringLiteral("fgetc") << quint64(19 * 64) << quint64(8 * 64) << quint64(2);
    }

    void indexedReadsOnlyWhatNoLookupReadBefore()
    {
        QFETCH(QString, call);
        QFETCH(quint64, recordedCalls);
        QFETCH(quint64, indexedCalls);
        QFETCH(quint64, extraSeeks);
        const bool stdio = call.startsWith(u'f');
        const std::string file = path("lines.txt");
        writeFile(file, 64 * 10);
        trace::Trace t;
        t.files.push_back(fileAt(file, 64 * 10));
        std::uint64_t at = 10;
        for (const std::uint32_t line : { 3u, 1u, 5u, 2u, 8u }) {
            add(t, 1, at++, stdio ? "fopen" : "open");
            const std::uint32_t calls = call == u"fgetc" ? line * 64 : line;
            add(t, 1, at++, qPrintable(call), calls, line * 64, 0);
            add(t, 1, at++, stdio ? "fclose" : "close");
        }
        countCalls(t);
        const std::string tracePath = path("lines.json");
        writeTrace(tracePath, t);
        const Plan plan = loadPlan(tracePath, file);
        QCOMPARE(whyNotApplicable(plan, Fix::Indexed), std::nullopt);
        NoTimer timer;
        const std::string recordedCopy = copyFor(plan, "lines-recorded");
        const Tally recorded = replaySteps(plan, Fix::AsRecorded, recordedCopy, timer, nullptr);
        const std::string indexedCopy = copyFor(plan, "lines-indexed");
        const Tally indexed = replaySteps(plan, Fix::Indexed, indexedCopy, timer, nullptr);
        const Call made = *callFromName(call.toStdString());
        QCOMPARE(recorded.of(made), std::uint64_t(recordedCalls));
        QCOMPARE(indexed.of(made), std::uint64_t(indexedCalls));
        QCOMPARE(indexed.bytesOf(made), std::uint64_t(8 * 64)); // every line read from the file once
        QCOMPARE(indexed.indexedReads, std::uint64_t(recordedCalls - indexedCalls));
        QCOMPARE(indexed.extraSeeks, std::uint64_t(extraSeeks));
        QCOMPARE(indexed.of(stdio ? Call::Fopen : Call::Open), std::uint64_t(5)); // the rest as recorded
        QCOMPARE(indexed.readHash, recorded.readHash);
        QCOMPARE(indexed.bytesRead, recorded.bytesRead);
        QCOMPARE(indexed.bytesRead, std::uint64_t(19 * 64));
    }

    // Indexed, reads that found the end of the file (a run of its own when the program paused before
    // it): answered once the index holds the file's last byte, made while it does not.
    void indexedKnowsWhereTheFileEnds()
    {
        const std::string file = path("whole.txt");
        writeFile(file, 4'096);
        trace::Trace t;
        t.files.push_back(fileAt(file, 4'096));
        add(t, 1, 10, "open");
        add(t, 1, 15, "pread", 1, 1'000, 0);
        add(t, 1, 16, "pread", 1, 0, 4'096); // the end, before the index holds the last byte: made
        std::uint64_t at = 20;
        for (int pass = 0; pass < 3; ++pass) {
            add(t, 1, at++, "pread", 4, 4'096, 0);
            add(t, 1, at++, "pread", 1, 0, 4'096); // the read that found the end
        }
        add(t, 1, at, "close");
        countCalls(t);
        const std::string tracePath = path("whole.json");
        writeTrace(tracePath, t);
        const Plan plan = loadPlan(tracePath, file);
        NoTimer timer;
        const Tally recorded = replaySteps(plan, Fix::AsRecorded, copyFor(plan, "whole-recorded"), timer, nullptr);
        const Tally indexed = replaySteps(plan, Fix::Indexed, copyFor(plan, "whole-indexed"), timer, nullptr);
        QCOMPARE(recorded.of(Call::Pread), std::uint64_t(2 + 3 * 5));
        // The first pread, the early end, then pass 1's four calls for [1,000, 4,096) (the first
        // for its part from 1,000); pass 1's end and passes 2 and 3 from memory.
        QCOMPARE(indexed.of(Call::Pread), std::uint64_t(1 + 1 + 4));
        QCOMPARE(indexed.bytesOf(Call::Pread), std::uint64_t(4'096));
        QCOMPARE(indexed.indexedReads, std::uint64_t(1 + 2 * 5));
        QCOMPARE(indexed.readHash, recorded.readHash);
        QCOMPARE(indexed.offsets, recorded.offsets);
    }

    // Per thread: each recorded thread's calls on a thread of its own, the read hash folded in the
    // recorded order (the same as the one-thread replays'); not offered where a thread reads what
    // another writes.
    void perThreadReplaysEachThread()
    {
        const Plan plan = loadPlan(m_trace, m_file);
        QCOMPARE(whyNotApplicable(plan, Fix::PerThread), std::nullopt);
        NoTimer timer;
        const Tally recorded = replaySteps(plan, Fix::AsRecorded, copyFor(plan, "threads-recorded"), timer, nullptr);
        for (int round = 0; round < 5; ++round) { // thread timing differs from round to round
            const std::string copy = copyFor(plan, "threads-parallel");
            const Tally parallel = replaySteps(plan, Fix::PerThread, copy, timer, nullptr);
            QCOMPARE(parallel.threads, std::size_t(2));
            QCOMPARE(parallel.readHash, recorded.readHash);
            QCOMPARE(parallel.bytesRead, recorded.bytesRead);
            QCOMPARE(parallel.calls, recorded.calls);
            QCOMPARE(hashFile(copy).xxh3, hashFile(path("threads-recorded")).xxh3);
        }
        // Thread 2 reads [0, 400) while thread 1 rewrites [100, 200): timing would decide.
        const std::string file = path("shared.bin");
        writeFile(file, 1'000);
        trace::Trace t;
        t.files.push_back(fileAt(file, 1'000));
        add(t, 1, 10, "open");
        add(t, 1, 20, "pwrite", 1, 100, 100);
        add(t, 2, 15, "pread", 4, 400, 0);
        add(t, 1, 30, "close");
        countCalls(t);
        const std::string tracePath = path("shared.json");
        writeTrace(tracePath, t);
        QCOMPARE(whyNotApplicable(loadPlan(tracePath, file), Fix::PerThread),
            std::optional<std::string>("A thread reads what another thread writes, so the bytes read in parallel "
                                       "would depend on the timing."));
    }

    // Per thread, thread by thread: each replaying thread made exactly its recorded thread's calls,
    // at its offsets, with its own opens and closes (none borrowed, none left open), and the
    // traced file was only read.
    void perThreadRepeatsEachThreadsCalls()
    {
        const FileDigest traced = hashFile(m_file);
        const Plan plan = loadPlan(m_trace, m_file);
        NoTimer timer;
        const Tally tally = replaySteps(plan, Fix::PerThread, copyFor(plan, "each-thread"), timer, nullptr);
        QCOMPARE(tally.perThread.size(), std::size_t(2));
        const Tally& first = tally.perThread[0];
        QCOMPARE(first.pid, 100);
        QCOMPARE(first.tid, 1);
        QCOMPARE(first.of(Call::Open), std::uint64_t(4));
        QCOMPARE(first.of(Call::Close), std::uint64_t(4));
        QCOMPARE(first.of(Call::Read), std::uint64_t(10));
        QCOMPARE(first.bytesOf(Call::Read), std::uint64_t(10'000));
        QCOMPARE(first.of(Call::Pread), std::uint64_t(4));
        QCOMPARE(first.bytesOf(Call::Pread), std::uint64_t(400));
        QCOMPARE(first.of(Call::Write), std::uint64_t(6));
        QCOMPARE(first.bytesOf(Call::Write), kAppended);
        QCOMPARE(first.of(Call::Fsync), std::uint64_t(2));
        QCOMPARE(first.of(Call::Fopen) + first.of(Call::Fgetc) + first.of(Call::Fread), std::uint64_t(0));
        QCOMPARE(first.offsets, (std::vector<std::int64_t> { 0, 5'000, 10'000, 10'055 }));
        const Tally& second = tally.perThread[1];
        QCOMPARE(second.pid, 100);
        QCOMPARE(second.tid, 2);
        QCOMPARE(second.of(Call::Fopen), std::uint64_t(1));
        QCOMPARE(second.of(Call::Fclose), std::uint64_t(1));
        QCOMPARE(second.of(Call::Fgetc), std::uint64_t(100));
        QCOMPARE(second.bytesOf(Call::Fgetc), std::uint64_t(100));
        QCOMPARE(second.of(Call::Fread), std::uint64_t(3));
        QCOMPARE(second.bytesOf(Call::Fread), std::uint64_t(300));
        QCOMPARE(second.of(Call::Open) + second.of(Call::Read) + second.of(Call::Write), std::uint64_t(0));
        QCOMPARE(second.offsets, (std::vector<std::int64_t> { 0, 100 }));
        for (const Tally& t : tally.perThread)
            QCOMPARE(t.extraSeeks + t.implicitOpens + t.implicitCloses, std::uint64_t(0));
        const FileDigest after = hashFile(m_file);
        QCOMPARE(after.bytes, traced.bytes);
        QCOMPARE(after.xxh3, traced.xxh3);
    }

    // Where the parallel replay's bytes read or the copy would depend on the timing, it is not
    // offered; where they cannot, it is, and verifies the same every round.
    void perThreadOnlyWhereTimingCannotDecide_data()
    {
        QTest::addColumn<QString>("events"); // tid call count bytes offset; …, 1 ns apart
        QTest::addColumn<QString>("why"); // empty: offered
        const QString reads = QStringLiteral("A thread reads what another thread writes, so the bytes read in parallel "
                                             "would depend on the timing.");
        // Thread 2's own append lands at 1,000 or 1,055, depending on thread 1's: its read of
        // [1,055, 1,110) finds thread 1's bytes, its own, or nothing yet.
        QTest::addRow("read past two threads' appends")
            << QStringLiteral("1 open; 2 open; 1 write 1 55 1000; 2 write 1 55 1055; 2 pread 1 55 1055") << reads;
        // Thread 2 reads the hole thread 1's pwrite left, then fills it: zeros, or nothing yet.
        QTest::addRow("read of a hole another thread makes")
            << QStringLiteral("1 open; 2 open; 1 pwrite 1 100 1100; 2 pread 1 100 1000; 2 pwrite 1 100 1000") << reads;
        // Each thread writes its own new range and reads it back: there whatever the other did.
        QTest::addRow("own ranges past the end, read back") << QStringLiteral(
            "1 open; 2 open; 1 pwrite 1 100 1000; 2 pwrite 1 100 1100; 1 pread 1 100 1000; "
            "2 pread 1 100 1100; 1 close; 2 close") << QString();
        // Both read the original bytes while one appends: reads below the start size.
        QTest::addRow("reads of the original beside appends") << QStringLiteral(
            "1 open; 2 open; 1 read 4 1000 0; 2 write 3 30 1000; 2 pread 1 500 200; 1 close; "
            "2 close") << QString();
        QTest::addRow("stdio appends beside another writer")
            << QStringLiteral("1 fopen; 2 fopen; 1 fwrite 2 50 1000; 2 fwrite 2 50 1050; 1 fclose; 2 fclose")
            << QStringLiteral("Threads append to the file while another writes through a stdio stream, whose "
                              "buffered bytes land when it is flushed, so the copy would depend on the timing.");
    }

    void perThreadOnlyWhereTimingCannotDecide()
    {
        QFETCH(QString, events);
        QFETCH(QString, why);
        const std::string file = path("threads.bin");
        trace::Trace t;
        t.files.push_back(fileAt(file, 1'000));
        std::uint64_t at = 10, end = 1'000;
        for (const QString& event : events.split(QLatin1Char(';'))) {
            const QStringList f = event.trimmed().split(QLatin1Char(' '));
            const std::uint64_t bytes = f.size() > 3 ? f[3].toULongLong() : 0;
            const std::int64_t offset = f.size() > 4 ? f[4].toLongLong() : -1;
            add(t, f[0].toInt(), at++, qPrintable(f[1]), f.size() > 2 ? f[2].toUInt() : 1, bytes, offset);
            if (offset >= 0 && (f[1].endsWith(u"write")))
                end = std::max(end, std::uint64_t(offset) + bytes);
        }
        countCalls(t);
        writeFile(file, end);
        const std::string tracePath = path("threads.json");
        writeTrace(tracePath, t);
        const Plan plan = loadPlan(tracePath, file);
        const auto reason = whyNotApplicable(plan, Fix::PerThread);
        QCOMPARE(QString::fromStdString(reason.value_or(std::string())), why);
        if (reason)
            return;
        NoTimer timer;
        const std::string recordedCopy = copyFor(plan, "threads-one");
        const Tally recorded = replaySteps(plan, Fix::AsRecorded, recordedCopy, timer, nullptr);
        for (int round = 0; round < 20; ++round) {
            const std::string copy = copyFor(plan, "threads-each");
            const Tally parallel = replaySteps(plan, Fix::PerThread, copy, timer, nullptr);
            QCOMPARE(parallel.perThread.size(), std::size_t(2));
            QCOMPARE(parallel.readHash, recorded.readHash);
            QCOMPARE(parallel.bytesRead, recorded.bytesRead);
            QCOMPARE(hashFile(copy).xxh3, hashFile(recordedCopy).xxh3);
        }
    }

    // Two threads appending to one log (O_APPEND): in parallel each append lands wherever the file
    // ends when it gets there, so its bytes must be those of that offset, not of the one the thread
    // alone would expect. The copy comes out as the one-thread replay leaves it, every round.
    void perThreadAppendsLandWhereTheFileEnds()
    {
        const std::string file = path("shared.log");
        writeFile(file, 10'220);
        trace::Trace t;
        t.files.push_back(fileAt(file, 10'000));
        add(t, 1, 10, "open");
        add(t, 2, 12, "open");
        add(t, 1, 20, "write", 5, 55, 10'000);
        add(t, 2, 30, "write", 5, 55, 10'055);
        add(t, 1, 40, "write", 5, 55, 10'110);
        add(t, 2, 45, "write", 5, 55, 10'165);
        add(t, 1, 50, "close");
        add(t, 2, 55, "close");
        countCalls(t);
        const std::string tracePath = path("shared-log.json");
        writeTrace(tracePath, t);
        const Plan plan = loadPlan(tracePath, file);
        QVERIFY(plan.posixAppends);
        QCOMPARE(whyNotApplicable(plan, Fix::PerThread), std::nullopt);
        NoTimer timer;
        const std::string recordedCopy = copyFor(plan, "log-recorded");
        replaySteps(plan, Fix::AsRecorded, recordedCopy, timer, nullptr);
        QCOMPARE(hashFile(recordedCopy).bytes, std::uint64_t(10'220));
        for (int round = 0; round < 20; ++round) {
            const std::string copy = copyFor(plan, "log-parallel");
            const Tally parallel = replaySteps(plan, Fix::PerThread, copy, timer, nullptr);
            QCOMPARE(parallel.of(Call::Write), std::uint64_t(20));
            QCOMPARE(hashFile(copy).bytes, std::uint64_t(10'220));
            QCOMPARE(hashFile(copy).xxh3, hashFile(recordedCopy).xxh3);
        }
    }

    void readIndexKeepsItsRanges()
    {
        ReadIndex index;
        const std::string bytes(100, 'x');
        QVERIFY(!index.covers(0, 1));
        index.remember(10, bytes.data(), 20); // [10, 30)
        index.remember(30, bytes.data(), 10); // touches: [10, 40)
        QVERIFY(index.covers(10, 40));
        QVERIFY(!index.covers(9, 40));
        QVERIFY(!index.covers(10, 41));
        QVERIFY(!index.covers(20, 20)); // empty reads nothing
        index.forget(15, 20); // [10, 15) [20, 40)
        QVERIFY(index.covers(10, 15));
        QVERIFY(!index.covers(10, 16));
        QVERIFY(index.covers(20, 40));
        index.remember(0, bytes.data(), 50); // swallows both: [0, 50)
        QVERIFY(index.covers(0, 50));
        index.forget(0, 100);
        QVERIFY(!index.covers(0, 1));
        // Segments: what a read of a range finds known and not, in order.
        index.remember(10, bytes.data(), 10); // [10, 20)
        index.remember(30, bytes.data(), 10); // [30, 40)
        const auto text = [&](std::uint64_t begin, std::uint64_t end) {
            QStringList out;
            for (const ReadIndex::Segment& g : index.segments(begin, end))
                out << QStringLiteral("%1-%2%3").arg(g.begin).arg(g.end).arg(
                    g.known ? QStringLiteral(" known") : QString());
            return out;
        };
        QCOMPARE(text(5, 35),
            QStringList({ QStringLiteral("5-10"), QStringLiteral("10-20 known"), QStringLiteral("20-30"),
                QStringLiteral("30-35 known") }));
        QCOMPARE(text(12, 18), QStringList({ QStringLiteral("12-18 known") }));
        QCOMPARE(text(40, 50), QStringList({ QStringLiteral("40-50") }));
        QCOMPARE(text(0, 10), QStringList({ QStringLiteral("0-10") }));
    }

    void refusals()
    {
        // Changed since: one byte more than the trace leads to.
        writeFile(m_file, kOriginalBytes + kAppended + 1);
        QCOMPARE(loadPlanError(m_trace, m_file),
            "'" + m_file
                + "' has changed since the trace was made: it has 10067 bytes where the trace leads to 10066.");
        // Shorter than a recorded read reaches (a trace of reads only, the file cut since).
        const std::string cut = path("cut.txt");
        writeFile(cut, 3'000);
        const std::string cutTrace = path("cut.json");
        trace::Trace t = readOnlyTrace(cut, 4'000);
        t.files[0].opens = 0; // no size at open to compare: the read range must catch it
        writeTrace(cutTrace, t);
        QCOMPARE(loadPlanError(cutTrace, cut),
            "'" + cut
                + "' has changed since the trace was made: it has 3000 bytes where the trace read up to byte 4000.");
        // Vanished.
        QVERIFY(QFile::remove(QString::fromStdString(m_file)));
        QCOMPARE(loadPlanError(m_trace, m_file),
            "'" + m_file + "' is gone since the trace was made, so its calls cannot be replayed on it.");
        // A path the trace never touched.
        const std::string other = path("other.txt");
        writeFile(other, 10);
        QCOMPARE(loadPlanError(m_trace, other),
            "The trace never used '" + other + "' as a regular file; 'iolens-cli trace' lists the files it did.");
        // Touched without data: opened and closed only.
        trace::Trace idle;
        idle.files.push_back(fileAt(other, 10));
        add(idle, 1, 10, "open");
        add(idle, 1, 20, "close");
        countCalls(idle);
        const std::string idleTrace = path("idle.json");
        writeTrace(idleTrace, idle);
        QCOMPARE(loadPlanError(idleTrace, other),
            "The trace read and wrote no data through '" + other + "', so there is nothing to replay.");
        // No trace given at all.
        QCOMPARE(loadPlanError({}, other),
            std::string("The replay strategies repeat a trace's calls: give the trace with --replay TRACE.json."));
    }

    // A time line that lost calls (a bounded log) is not replayed as if it were the pattern.
    void incompleteTimelineIsRefused()
    {
        trace::Trace t = mixedTrace(m_file);
        t.files[0].calls.front().count += 2; // the trace counted more than its time line kept
        writeTrace(m_trace, t);
        const std::string error = loadPlanError(m_trace, m_file);
        QVERIFY2(error.starts_with("The trace kept only 135 of the 137 calls on '" + m_file + "'"), error.c_str());
    }
};

QTEST_GUILESS_MAIN(TestReplay)
#include "tst_replay.moc"
