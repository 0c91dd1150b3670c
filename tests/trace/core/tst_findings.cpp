// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The findings on synthetic traces: each fires on its own trace and on no other, at its thresholds
// and not just beyond them (thresholds.h); a normal program's trace gets none; every strategy a
// finding suggests exists in the registry; the rule table's suppressions hold, and README.md's
// findings table says what the rule table says.

#include "tracebuilder.h"

#include "core/registry.h"
#include "core/trace/findingcontext.h"
#include "core/trace/findingrules.h"
#include "core/trace/findings.h"
#include "core/trace/statregularity.h"
#include "core/trace/thresholds.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <cmath>
#include <functional>
#include <map>
#include <optional>
#include <set>

using namespace iolens::trace;
using namespace iolens::trace::test;
namespace th = iolens::trace::thresholds;

namespace {

constexpr std::uint64_t kMs = 1'000'000;

// Knobs each pattern's trace is built from, so a test can move one of them across its threshold.
struct Knobs {
    std::uint64_t count = 0; // the pattern's main count (calls, opens, sessions, exchanges …)
    double fraction = 1; // share of the calls that have the pattern's size
    std::uint64_t ns = 100 * kMs; // time in the pattern's calls
    std::uint64_t size = 0; // bytes per call, session or exchange; 0 = the pattern's default
    double cv = 0.05; // stat-polling, in a trace file older than the interval histogram
    double intervalNs = 10 * kMs; // stat-polling: the poll's interval (of `fraction` of the intervals)
    bool octaves = true; // stat-polling: the trace file has the interval histogram (format version 2)
    std::uint64_t exchanges = 0; // small-socket-writes: request/response turns on the socket
    double openCloseShare = 0.75; // reopen-per-record: the share of the file's time not in its writes
};

Trace smallIo(Knobs k)
{
    const std::uint64_t count = k.count ? k.count : 10'000;
    const auto small = static_cast<std::uint64_t>(static_cast<double>(count) * k.fraction + 0.5);
    std::vector<CallStats> calls { callOf(IOLT_CALL_FGETC, small, k.ns, k.size ? k.size : 1) };
    if (count > small)
        calls.push_back(callOf(IOLT_CALL_FREAD, count - small, 0, 4096));
    calls.push_back(callOf(IOLT_CALL_FOPEN, 1, 1000));
    return traceOf({ fileOf("/data/in.txt", FileKind::Regular, calls) });
}

Trace reopen(Knobs k)
{
    const std::uint64_t opens = k.count ? k.count : 1000;
    const std::uint64_t bytes = k.size ? k.size : 40;
    const auto openCloseNs = static_cast<std::uint64_t>(std::llround(static_cast<double>(k.ns) * k.openCloseShare));
    const std::uint64_t openNs = openCloseNs * 2 / 3;
    FileStats f = fileOf("/tmp/x/test3.csv", FileKind::Regular,
        { callOf(IOLT_CALL_OPEN, opens, openNs), callOf(IOLT_CALL_WRITE, opens, k.ns - openCloseNs, bytes),
            callOf(IOLT_CALL_CLOSE, opens, openCloseNs - openNs) });
    f.sessionsWritten = static_cast<std::uint64_t>(static_cast<double>(opens) * k.fraction + 0.5);
    f.sessionWriteBytes = f.sessionsWritten * bytes;
    return traceOf({ f });
}

Trace rescan(Knobs k)
{
    const std::uint64_t sessions = k.count ? k.count : 100;
    FileStats f = fileOf("/data/table.csv", FileKind::Regular,
        { callOf(IOLT_CALL_OPEN, sessions, k.ns / 10), callOf(IOLT_CALL_READ, sessions * 10, k.ns * 8 / 10, 4096),
            callOf(IOLT_CALL_CLOSE, sessions, k.ns / 10) });
    f.sizeAtOpen = 40960;
    f.sessionsReadFromStart = static_cast<std::uint64_t>(static_cast<double>(sessions) * k.fraction + 0.5);
    f.sessionReadBytes = f.sessionsReadFromStart * 40960;
    return traceOf({ f });
}

Trace statPolling(Knobs k)
{
    const std::uint64_t calls = k.count ? k.count : 50;
    FileStats f = fileOf("/run/flag", FileKind::Regular, { callOf(IOLT_CALL_STAT, calls, calls * 1000) });
    if (!k.octaves) {
        f.statCalls = calls;
        f.statIntervalMeanNs = k.intervalNs;
        f.statIntervalCv = k.cv;
        return traceOf({ f });
    }
    // calls - 1 intervals: `fraction` of them the poll's, the others stalls ten times as long
    const std::size_t n = calls - 1;
    const auto regular = static_cast<std::size_t>(static_cast<double>(n) * k.fraction + 0.5);
    std::vector<double> intervals(n, 10 * k.intervalNs);
    std::fill(intervals.begin(), intervals.begin() + static_cast<std::ptrdiff_t>(regular), k.intervalNs);
    setStatIntervals(f, intervals);
    return traceOf({ f });
}

Trace fsyncPerRecord(Knobs k)
{
    const std::uint64_t syncs = k.count ? k.count : 100;
    const auto writes = static_cast<std::uint64_t>(static_cast<double>(syncs) / k.fraction + 0.5);
    return traceOf({ fileOf("/data/journal", FileKind::Regular,
        { callOf(IOLT_CALL_OPEN, 1, 1000), callOf(IOLT_CALL_WRITE, writes, 2 * kMs, 100),
            callOf(IOLT_CALL_FSYNC, syncs, k.ns) }) });
}

Trace smallWrites(Knobs k)
{
    const std::uint64_t count = k.count ? k.count : 10'000;
    const auto small = static_cast<std::uint64_t>(static_cast<double>(count) * k.fraction + 0.5);
    std::vector<CallStats> calls { callOf(IOLT_CALL_OPEN, 1, 1000),
        callOf(IOLT_CALL_WRITE, small, k.ns, k.size ? k.size : 100) };
    if (count > small)
        calls.push_back(callOf(IOLT_CALL_PWRITE, count - small, 0, 65536));
    return traceOf({ fileOf("/data/out.log", FileKind::Regular, calls) });
}

Trace roundTrips(Knobs k)
{
    const std::uint64_t exchanges = k.count ? k.count : 20;
    const std::uint64_t perExchange = k.size ? k.size : 1100;
    FileStats f = fileOf("127.0.0.1:8080", FileKind::Socket,
        { callOf(IOLT_CALL_CONNECT, 1, 1000), callOf(IOLT_CALL_SEND, exchanges, k.ns / 10, 100),
            callOf(IOLT_CALL_RECV, exchanges, k.ns * 9 / 10, perExchange - 100) });
    f.opens = 1;
    f.exchanges = exchanges;
    return traceOf({ f });
}

Trace smallSocketWrites(Knobs k)
{
    const std::uint64_t count = k.count ? k.count : 10'000;
    const auto small = static_cast<std::uint64_t>(static_cast<double>(count) * k.fraction + 0.5);
    std::vector<CallStats> calls { callOf(IOLT_CALL_CONNECT, 1, 1000),
        callOf(IOLT_CALL_SEND, small, k.ns, k.size ? k.size : 60) };
    if (count > small)
        calls.push_back(callOf(IOLT_CALL_WRITE, count - small, 0, 65536));
    FileStats f = fileOf("10.0.0.2:5140", FileKind::Socket, calls);
    f.opens = 1;
    f.exchanges = k.exchanges;
    return traceOf({ f });
}

Trace wholeFile(Knobs k)
{
    const std::uint64_t size = k.size ? k.size : 16ull << 20;
    const std::uint64_t reads = k.count ? k.count : 1;
    FileStats f = fileOf("/data/big.bin", FileKind::Regular,
        { callOf(IOLT_CALL_OPEN, 1, 1000), callOf(IOLT_CALL_READ, reads, k.ns, size / reads),
            callOf(IOLT_CALL_READ, 0, 0) });
    f.calls[2].count = 1; // the read that finds the end of the file
    f.calls[2].histogram[0] = 1;
    f.sizeAtOpen = size;
    return traceOf({ f });
}

const std::map<std::string, std::function<Trace(Knobs)>>& patterns()
{
    static const std::map<std::string, std::function<Trace(Knobs)>> p = {
        { "small-io", smallIo },
        { "reopen-per-record", reopen },
        { "rescan-from-start", rescan },
        { "stat-polling", statPolling },
        { "fsync-per-record", fsyncPerRecord },
        { "small-unbuffered-writes", smallWrites },
        { "many-round-trips", roundTrips },
        { "whole-file-in-memory", wholeFile },
        { "small-socket-writes", smallSocketWrites },
    };
    return p;
}

std::vector<std::string> ids(const Trace& t)
{
    std::vector<std::string> out;
    for (const Finding& f : findFindings(t))
        out.push_back(f.id);
    return out;
}

// A shell reading its rc files and python importing modules, then one buffered copy.
Trace normalProgram()
{
    std::vector<FileStats> files;
    for (const char* rc : { "/etc/bash.bashrc", "/home/u/.bashrc", "/etc/profile", "/etc/inputrc", "/etc/passwd" })
        files.push_back(fileOf(rc, FileKind::Regular,
            { callOf(IOLT_CALL_OPEN, 2, 20'000), callOf(IOLT_CALL_READ, 80, 80'000, 12),
                callOf(IOLT_CALL_FSTAT, 2, 2'000), callOf(IOLT_CALL_CLOSE, 2, 4'000) }));
    FileStats site = fileOf("/usr/lib/python3/site-packages", FileKind::Directory,
        { callOf(IOLT_CALL_STAT, 300, 300'000), callOf(IOLT_CALL_OPENDIR, 3, 30'000) });
    site.statCalls = 300;
    site.statIntervalMeanNs = 80'000; // imports: bursts microseconds apart
    site.statIntervalCv = 2.5;
    files.push_back(site);
    for (int i = 0; i < 40; ++i) {
        FileStats m = fileOf("/usr/lib/python3/mod" + std::to_string(i) + ".pyc", FileKind::Regular,
            { callOf(IOLT_CALL_OPEN, 1, 10'000), callOf(IOLT_CALL_READ, 2, 20'000, 6000),
                callOf(IOLT_CALL_CLOSE, 1, 2'000) });
        m.sessionsReadFromStart = 1;
        m.sessionReadBytes = 6000;
        files.push_back(m);
    }
    FileStats in = fileOf("/data/src.bin", FileKind::Regular,
        { callOf(IOLT_CALL_OPEN, 1, 10'000), callOf(IOLT_CALL_READ, 1024, 150 * kMs, 64 * 1024) });
    in.sizeAtOpen = 64ull << 20;
    in.sessionsReadFromStart = 1;
    in.sessionReadBytes = 64ull << 20;
    files.push_back(in);
    files.push_back(fileOf("/data/dst.bin", FileKind::Regular,
        { callOf(IOLT_CALL_OPEN, 1, 10'000), callOf(IOLT_CALL_WRITE, 1024, 200 * kMs, 64 * 1024),
            callOf(IOLT_CALL_FSYNC, 1, 20 * kMs) }));
    files.push_back(fileOf("/dev/pts/1", FileKind::Tty, { callOf(IOLT_CALL_WRITE, 30, 300'000, 60) }));
    return traceOf(files);
}

// The phrases a finding is translated from (Finding::titlePhrase, evidencePhrases): marked for
// the "Finding" context, with exactly the placeholders %1..%N of their N arguments, and every
// figure of them the one the English text says.
QString phraseProblem(const Phrase& p, const std::string& english)
{
    const QString source = QString::fromUtf8(p.source);
    if (QString::fromUtf8(p.context) != QStringLiteral("Finding") || source.isEmpty())
        return QStringLiteral("no Finding phrase for: ") + QString::fromStdString(english);
    for (std::size_t i = 1; i <= p.args.size() + 1; ++i) {
        const bool has = source.contains(QRegularExpression(QStringLiteral("%%1(?![0-9])").arg(i)));
        if (has != (i <= p.args.size()))
            return QStringLiteral("placeholder %%1 %2 in: %3")
                .arg(i)
                .arg(has ? u"without argument" : u"missing", source);
    }
    for (const std::string& arg : p.args)
        for (const QString& piece : QString::fromStdString(arg).split(QStringLiteral(", ")))
            if (!QString::fromStdString(english).contains(piece))
                return QStringLiteral("\"%1\" is not in the English: %2").arg(piece, QString::fromStdString(english));
    return {};
}

} // namespace

Q_DECLARE_METATYPE(Knobs)
Q_DECLARE_METATYPE(FileStats)
Q_DECLARE_METATYPE(std::vector<double>)

class TestFindings : public QObject {
    Q_OBJECT

private slots:
    // A rule's calls by call kind read as the map they were: name order, each name once, its
    // calls summed; past the eight kept in place as well.
    void callCountsReadLikeAMap()
    {
        rule::CallCounts counts;
        const std::vector<std::string> names
            = { "write", "read", "open", "close", "fstat", "lseek", "pread", "pwrite", "fsync", "mmap", "fgetc" };
        for (std::size_t i = 0; i < names.size(); ++i)
            counts.add(names[i], i + 1);
        counts.add("read", 100);
        counts.add("mmap", 1000);
        std::map<std::string, std::uint64_t> expected;
        for (std::size_t i = 0; i < names.size(); ++i)
            expected[names[i]] = i + 1;
        expected["read"] += 100;
        expected["mmap"] += 1000;
        const std::vector<std::pair<std::string, std::uint64_t>> got(counts.begin(), counts.end());
        QCOMPARE(got, (std::vector<std::pair<std::string, std::uint64_t>>(expected.begin(), expected.end())));
        QCOMPARE(counts.count("fgetc"), std::size_t { 1 });
        QCOMPARE(counts.count("fputc"), std::size_t { 0 });

        rule::CallCounts few; // within the room kept in place
        few.add("write", 2);
        few.add("close", 1);
        few.add("write", 3);
        QCOMPARE((std::vector<std::pair<std::string, std::uint64_t>>(few.begin(), few.end())),
            (std::vector<std::pair<std::string, std::uint64_t>> { { "close", 1 }, { "write", 5 } }));
    }

    void eachFiresOnItsOwnTraceOnly_data()
    {
        QTest::addColumn<QString>("id");
        for (const auto& [id, make] : patterns())
            QTest::addRow("%s", id.c_str()) << QString::fromStdString(id);
    }
    void eachFiresOnItsOwnTraceOnly()
    {
        QFETCH(QString, id);
        const Trace t = patterns().at(id.toStdString())(Knobs {});
        QCOMPARE(ids(t), (std::vector<std::string> { id.toStdString() }));
    }

    void phrasesCarryTheEnglishFigures_data()
    {
        QTest::addColumn<QString>("id");
        for (const auto& [id, make] : patterns())
            QTest::addRow("%s", id.c_str()) << QString::fromStdString(id);
    }
    void phrasesCarryTheEnglishFigures()
    {
        QFETCH(QString, id);
        const std::vector<Finding> found = findFindings(patterns().at(id.toStdString())(Knobs {}));
        QCOMPARE(found.size(), std::size_t { 1 });
        const Finding& f = found.front();
        const QString title = phraseProblem(f.titlePhrase, f.title);
        QVERIFY2(title.isEmpty(), qPrintable(title));
        QVERIFY(f.evidencePhrases.size() >= 2); // the pattern's sentence and the time it took
        for (const Phrase& p : f.evidencePhrases) {
            const QString problem = phraseProblem(p, f.evidence);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
    }

    void thresholds_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<Knobs>("at"); // exactly at the threshold: fires
        QTest::addColumn<Knobs>("beyond"); // just beyond it: does not
        const auto add = [](const char* name, const char* id, Knobs at, Knobs beyond) {
            QTest::addRow("%s", name) << QString::fromLatin1(id) << at << beyond;
        };
        const std::uint64_t share5 = 50 * kMs; // 5 % of the 1 s wall time
        add("small-io calls", "small-io", { th::kSmallIoMinCalls }, { th::kSmallIoMinCalls - 1 });
        add("small-io fraction", "small-io", { 10'000, 0.5 }, { 10'000, 0.4999 });
        add("small-io share", "small-io", { 10'000, 1, share5 }, { 10'000, 1, share5 - 1 });
        add("small-io size", "small-io", { 10'000, 1, share5, 15 }, { 10'000, 1, share5, 16 });
        // From 1,000 opens on, whatever the opens' share of the file's time; from 100, where they
        // take a quarter of it.
        const auto opensWithShare = [](std::uint64_t opens, double openCloseShare) {
            Knobs k { opens };
            k.openCloseShare = openCloseShare;
            return k;
        };
        add("reopen opens", "reopen-per-record", opensWithShare(th::kReopenMinOpens, 0.1),
            opensWithShare(th::kReopenMinOpens - 1, 0.1));
        add("reopen few opens", "reopen-per-record", { th::kReopenFewOpens }, { th::kReopenFewOpens - 1 });
        add("reopen few opens' share", "reopen-per-record", opensWithShare(500, th::kReopenFewOpensOverheadShare),
            opensWithShare(500, 0.249));
        add("reopen written", "reopen-per-record", { 1000, 0.8 }, { 1000, 0.799 });
        add("reopen bytes", "reopen-per-record", { 1000, 1, 100 * kMs, th::kReopenMaxBytesPerSession },
            { 1000, 1, 100 * kMs, th::kReopenMaxBytesPerSession + 1 });
        const std::uint64_t shareHalf = 5 * kMs; // 0.5 %
        add("reopen share", "reopen-per-record", { 1000, 1, shareHalf }, { 1000, 1, shareHalf - 4 });
        add("rescan sessions", "rescan-from-start", { th::kRescanMinSessions }, { th::kRescanMinSessions - 1 });
        add("rescan from start", "rescan-from-start", { 200, 0.8 }, { 200, 0.795 });
        const std::uint64_t share1 = 10 * kMs;
        add("rescan share", "rescan-from-start", { 100, 1, share1 }, { 100, 1, share1 - 10 });
        add("stat calls", "stat-polling", { th::kStatPollMinCalls }, { th::kStatPollMinCalls - 1 });
        // 50 intervals: 40 of 10 ms (the median's octave, 8.2-16.4 ms, with an empty neighbour)
        // and 10 of 100 ms are 80 % alike; 39 and 11 are not.
        add("stat regular share", "stat-polling", { 51, th::kStatPollMinRegularShare }, { 51, 0.78 });
        add("stat cv (no histogram)", "stat-polling", { 50, 1, 0, 0, th::kStatPollMaxCv, 10 * kMs, false },
            { 50, 1, 0, 0, th::kStatPollMaxCv + 0.01, 10 * kMs, false });
        add("stat interval", "stat-polling", { 50, 1, 0, 0, 0.1, th::kStatPollMinIntervalNs },
            { 50, 1, 0, 0, 0.1, th::kStatPollMinIntervalNs - 1 });
        add("stat interval (no histogram)", "stat-polling", { 50, 1, 0, 0, 0.1, th::kStatPollMinIntervalNs, false },
            { 50, 1, 0, 0, 0.1, th::kStatPollMinIntervalNs - 1, false });
        // 40 of 49 intervals alike (82 %) and a mean of 0.68 ms with the 9 stalls of 2.56 ms; the
        // median's octave is 256-512 us, which reaches 0.5 ms, or 128-256 us, which does not.
        add("stat median octave", "stat-polling", { 50, 40.0 / 49, 0, 0, 0.1, 256'000 },
            { 50, 40.0 / 49, 0, 0, 0.1, 255'999 });
        add("fsync calls", "fsync-per-record", { th::kFsyncMinCalls }, { th::kFsyncMinCalls - 1 });
        add("fsync per write", "fsync-per-record", { 100, 0.5 }, { 100, 100.0 / 201 });
        add("small writes calls", "small-unbuffered-writes", { th::kSmallWriteMinCalls },
            { th::kSmallWriteMinCalls - 1 });
        add("small writes fraction", "small-unbuffered-writes", { 10'000, 0.5 }, { 10'000, 0.4999 });
        add("small writes size", "small-unbuffered-writes", { 10'000, 1, 100 * kMs, 4095 },
            { 10'000, 1, 100 * kMs, 4096 });
        add("small writes share", "small-unbuffered-writes", { 10'000, 1, share5 }, { 10'000, 1, share5 - 1 });
        add("round trips", "many-round-trips", { th::kRoundTripsMinExchanges }, { th::kRoundTripsMinExchanges - 1 });
        add("round trip size", "many-round-trips", { 20, 1, 100 * kMs, th::kRoundTripMaxBytes },
            { 20, 1, 100 * kMs, th::kRoundTripMaxBytes + 1 });
        // The connect's 1,000 ns count too: all the socket's calls are the round trips' cost.
        add("round trip share", "many-round-trips", { 20, 1, share5 - 1000 }, { 20, 1, share5 - 2000 });
        add("whole file size", "whole-file-in-memory", { 1, 1, 10 * kMs, th::kWholeFileMinBytes },
            { 1, 1, 10 * kMs, th::kWholeFileMinBytes - 1 });
        add("whole file reads", "whole-file-in-memory", { th::kWholeFileMaxReads, 1, 10 * kMs, 64ull << 20 },
            { th::kWholeFileMaxReads + 1, 1, 10 * kMs, 64ull << 20 });
        add("socket writes calls", "small-socket-writes", { th::kSocketWriteMinCalls },
            { th::kSocketWriteMinCalls - 1 });
        add("socket writes fraction", "small-socket-writes", { 10'000, 0.5 }, { 10'000, 0.4999 });
        add("socket writes size", "small-socket-writes", { 10'000, 1, 100 * kMs, th::kSocketSmallWriteBytes - 1 },
            { 10'000, 1, 100 * kMs, th::kSocketSmallWriteBytes });
        add("socket writes share", "small-socket-writes", { 10'000, 1, share5 }, { 10'000, 1, share5 - 1 });
    }
    void thresholds()
    {
        QFETCH(QString, id);
        QFETCH(Knobs, at);
        QFETCH(Knobs, beyond);
        const auto& make = patterns().at(id.toStdString());
        QCOMPARE(ids(make(at)), (std::vector<std::string> { id.toStdString() }));
        QCOMPARE(ids(make(beyond)), std::vector<std::string> {});
    }

    // small-socket-writes counts pieces, not answers: at least two small sends per request/response
    // exchange. Beyond that, the answering side of a connection gets nothing (each send answers a
    // request, which the other side waits for); on the asking side the round trips are the finding
    // and their row keeps this one away, though it would fire alone.
    void smallSocketWritesArePiecesNotAnswers_data()
    {
        QTest::addColumn<bool>("answering");
        QTest::addColumn<std::uint64_t>("exchanges");
        QTest::addColumn<QString>("expected");
        QTest::addRow("answering, 2 sends per exchange")
            << true << std::uint64_t { 5'000 } << QStringLiteral("small-socket-writes");
        QTest::addRow("answering, fewer") << true << std::uint64_t { 5'001 } << QString();
        QTest::addRow("asking, 2 sends per exchange")
            << false << std::uint64_t { 5'000 } << QStringLiteral("many-round-trips");
        QTest::addRow("asking, too few exchanges for round trips")
            << false << th::kRoundTripsMinExchanges - 1 << QStringLiteral("small-socket-writes");
    }
    void smallSocketWritesArePiecesNotAnswers()
    {
        QFETCH(bool, answering);
        QFETCH(std::uint64_t, exchanges);
        QFETCH(QString, expected);
        Knobs k;
        k.exchanges = exchanges;
        Trace t = smallSocketWrites(k);
        if (answering)
            t.files[0].calls[0] = callOf(IOLT_CALL_ACCEPT, 1, 1000);
        const std::vector<std::string> none;
        QCOMPARE(ids(t), expected.isEmpty() ? none : std::vector<std::string> { expected.toStdString() });
    }

    // The rule table: each row's name is its own, its suppressors are rows above it, and
    // findingIds() lists the rows' ids in their order, each once.
    void ruleTableIsConsistent()
    {
        std::vector<std::string> names, ids;
        for (const FindingRule& r : findingRules()) {
            QVERIFY2(std::find(names.begin(), names.end(), r.name) == names.end(), r.name.data());
            for (const std::string_view by : r.suppressedBy)
                QVERIFY2(std::find(names.begin(), names.end(), by) != names.end(),
                    qPrintable(QStringLiteral("%1 is suppressed by %2, which is not a row above it")
                                   .arg(QLatin1String(r.name), QLatin1String(by))));
            QVERIFY2(r.rule != nullptr && !r.thresholds.empty(), r.name.data());
            names.emplace_back(r.name);
            if (std::find(ids.begin(), ids.end(), r.id) == ids.end())
                ids.emplace_back(r.id);
        }
        QCOMPARE(findingIds(), ids);
        QCOMPARE(ids.size(), patterns().size()); // every finding has its synthetic trace here
        // The buckets the rules count are those of their byte cut-offs (thresholds::sizeBucket).
        for (const std::uint64_t bytes : { th::kSmallIoBytes, th::kSmallWriteMaxBytes - 1,
                 th::kSocketSmallWriteBytes - 1, th::kWholeFileMinBytes, std::uint64_t { 0 }, std::uint64_t { 1 } })
            QCOMPARE(th::sizeBucket(bytes), static_cast<int>(iolt_hist_bucket(bytes)));
    }

    // A row's suppressors keep its finding away on the same file: each of these files shows both
    // patterns, the suppressed row alone would find its own, and only the suppressor's is listed.
    void suppressedFindingsStayAway_data()
    {
        QTest::addColumn<FileStats>("file");
        QTest::addColumn<QString>("kept");
        QTest::addColumn<QString>("suppressedRow");
        FileStats reopened = fileOf("/data/log.csv", FileKind::Regular,
            { callOf(IOLT_CALL_OPEN, 20'000, 100 * kMs), callOf(IOLT_CALL_WRITE, 20'000, 100 * kMs, 100),
                callOf(IOLT_CALL_CLOSE, 20'000, 0) });
        reopened.sessionsWritten = 20'000;
        reopened.sessionWriteBytes = 20'000 * 100;
        QTest::addRow("reopen, small writes")
            << reopened << QStringLiteral("reopen-per-record") << QStringLiteral("small-unbuffered-writes");
        FileStats bytes = reopened;
        bytes.calls[1] = callOf(IOLT_CALL_WRITE, 20'000, 100 * kMs, 1);
        bytes.sessionWriteBytes = 20'000;
        QTest::addRow("reopen, small-io writes")
            << bytes << QStringLiteral("reopen-per-record") << QStringLiteral("small-io writes");
        FileStats rescanned = reopened;
        rescanned.calls.push_back(callOf(IOLT_CALL_READ, 20'000, 10 * kMs, 100));
        rescanned.sizeAtOpen = 4096;
        rescanned.sessionsReadFromStart = 20'000;
        rescanned.sessionReadBytes = 20'000 * 100;
        QTest::addRow("reopen, rescan") << rescanned << QStringLiteral("reopen-per-record")
                                        << QStringLiteral("rescan-from-start");
        const FileStats synced = fileOf("/data/journal", FileKind::Regular,
            { callOf(IOLT_CALL_WRITE, 20'000, 100 * kMs, 1), callOf(IOLT_CALL_FSYNC, 20'000, 100 * kMs) });
        QTest::addRow("fsync, small-io writes")
            << synced << QStringLiteral("fsync-per-record") << QStringLiteral("small-io writes");
        // Half of the writes under 16 bytes, half of them 16 bytes to 4 KiB: small-io says it.
        const FileStats mixed = fileOf("/data/out.log", FileKind::Regular,
            { callOf(IOLT_CALL_WRITE, 10'000, 100 * kMs, 1), callOf(IOLT_CALL_PWRITE, 10'000, 100 * kMs, 100) });
        QTest::addRow("small-io, small writes")
            << mixed << QStringLiteral("small-io") << QStringLiteral("small-unbuffered-writes");
        // A request written in two pieces, 5,000 times: the round trips are what to fix first.
        FileStats asking = fileOf("10.0.0.2:5140", FileKind::Socket,
            { callOf(IOLT_CALL_CONNECT, 1, 1000), callOf(IOLT_CALL_SEND, 10'000, 100 * kMs, 60) });
        asking.exchanges = 5'000;
        QTest::addRow("round trips, socket pieces")
            << asking << QStringLiteral("many-round-trips") << QStringLiteral("small-socket-writes");
    }
    void suppressedFindingsStayAway()
    {
        QFETCH(FileStats, file);
        QFETCH(QString, kept);
        QFETCH(QString, suppressedRow);
        const Trace t = traceOf({ file });
        QCOMPARE(ids(t), std::vector<std::string> { kept.toStdString() });
        const auto& rules = findingRules();
        const auto row = std::find_if(
            rules.begin(), rules.end(), [&](const FindingRule& r) { return r.name == suppressedRow.toStdString(); });
        QVERIFY(row != rules.end());
        const rule::FindingContext context(t);
        QVERIFY2(row->rule(context, t.files[0]).has_value(), "the suppressed row alone finds nothing here");
    }

    // A finding without a strategy to try gets its advice as its lesson (tryStrategies.front() of an
    // empty list was undefined).
    void aFindingWithoutStrategiesKeepsItsAdvice()
    {
        const Trace t = smallIo(Knobs {});
        const rule::FindingContext context(t);
        const Finding f = context.make("x", t.files[0], rule::sumCalls(t.files[0], rule::anyCall), "title",
            rule::phrase("%1", { "title" }), rule::Said {}, "Read in blocks.", {});
        QVERIFY(f.tryStrategies.empty());
        QCOMPARE(f.lesson, std::string("Read in blocks."));
        const Finding known = context.make("x", t.files[0], rule::sumCalls(t.files[0], rule::anyCall), "title",
            rule::phrase("%1", { "title" }), rule::Said {}, "Read in blocks.", { "read.buffer" });
        QVERIFY(known.lesson.rfind("The strategy read.buffer does this: ", 0) == 0);
        QVERIFY(known.lesson.ends_with(" Read in blocks."));
    }

    // README.md's findings table is the rule table: the same ids in the same order; every size and
    // share a row states is one of its rule's cut-offs (thresholds.h); every strategy it names (or
    // a prefix ending in *) exists.
    void readmeTableMatchesTheRules()
    {
        QFile readme(QStringLiteral(IOLENS_SOURCE_DIR "/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly | QIODevice::Text));
        const QString text = QString::fromUtf8(readme.readAll());
        const qsizetype from = text.indexOf(QStringLiteral("- **Findings**"));
        QVERIFY(from >= 0);
        const qsizetype to = text.indexOf(QStringLiteral("\n- **"), from + 1);
        static const QRegularExpression rowPattern(
            QStringLiteral("^ *\\| `([a-z-]+)` \\| (.*) \\| (.*) \\|$"), QRegularExpression::MultilineOption);
        static const QRegularExpression figure(QStringLiteral("(\\d+(?:\\.\\d+)?) ?(B|KiB|MiB|%)(?![A-Za-z])"));
        std::vector<std::string> ids;
        auto rows = rowPattern.globalMatch(text.mid(from, to - from));
        while (rows.hasNext()) {
            const QRegularExpressionMatch row = rows.next();
            const std::string id = row.captured(1).toStdString();
            ids.push_back(id);
            auto figures = figure.globalMatch(row.captured(2));
            while (figures.hasNext()) {
                const QRegularExpressionMatch m = figures.next();
                const QString unit = m.captured(2);
                const double value = m.captured(1).toDouble()
                    * (unit == u"KiB"        ? 1024.0
                            : unit == u"MiB" ? 1024.0 * 1024
                            : unit == u"%"   ? 0.01
                                             : 1.0);
                const QString cutoffUnit = unit == u"%" ? QStringLiteral("%") : QStringLiteral("B");
                bool stated = false;
                for (const FindingRule& r : findingRules())
                    for (const FindingCutoff& c : r.thresholds)
                        stated = stated
                            || (r.id == id && QLatin1String(c.unit) == cutoffUnit && qFuzzyCompare(c.value, value));
                QVERIFY2(stated,
                    qPrintable(QStringLiteral("README.md says \"%1\" for %2, which is none of its rule's cut-offs")
                                   .arg(m.captured(0), row.captured(1))));
            }
            for (const QString& tried : row.captured(3).split(QStringLiteral(", "))) {
                const bool prefix = tried.endsWith(u'*');
                const std::string name = (prefix ? tried.chopped(1) : tried).toStdString();
                bool exists = false;
                for (const auto& s : iolens::Registry::instance().all())
                    exists = exists || (prefix ? s->info().id.starts_with(name) : s->info().id == name);
                QVERIFY2(exists, qPrintable(tried));
            }
        }
        QCOMPARE(ids, findingIds());
    }

    void rescanOfASizelessFileIsNotAFinding()
    {
        Trace t = rescan(Knobs {});
        t.files[0].sizeAtOpen = 0; // /proc/meminfo read again for fresh values
        QCOMPARE(ids(t), std::vector<std::string> {});
    }

    // A file mapped in a few large mappings with (nearly) every page of it in memory when they
    // ended (page faults, untimed) is whole-file-in-memory; a part of it, a small file, or many
    // mappings (a window moved over it) are not. A file read whole and mapped whole is said once.
    void mappedWholeFile_data()
    {
        QTest::addColumn<std::uint64_t>("size");
        QTest::addColumn<std::uint64_t>("maps");
        QTest::addColumn<double>("touched"); // share of the file's pages in memory
        QTest::addColumn<bool>("alsoRead");
        QTest::addColumn<int>("findings");
        const std::uint64_t big = th::kWholeFileMinBytes;
        QTest::addRow("mapped once, touched whole") << big << std::uint64_t(1) << 1.0 << false << 1;
        QTest::addRow("at the coverage cut-off") << big << std::uint64_t(1) << th::kWholeFileMinCoverage << false << 1;
        QTest::addRow("below it") << big << std::uint64_t(1) << th::kWholeFileMinCoverage - 0.01 << false << 0;
        QTest::addRow("in the most mappings") << 4 * big << th::kWholeFileMaxReads << 1.0 << false << 1;
        QTest::addRow("in more mappings") << 4 * big << th::kWholeFileMaxReads + 1 << 1.0 << false << 0;
        QTest::addRow("a smaller file") << big - 4096 << std::uint64_t(1) << 1.0 << false << 0;
        QTest::addRow("read whole too") << big << std::uint64_t(1) << 1.0 << true << 1;
    }
    void mappedWholeFile()
    {
        QFETCH(std::uint64_t, size);
        QFETCH(std::uint64_t, maps);
        QFETCH(double, touched);
        QFETCH(bool, alsoRead);
        QFETCH(int, findings);
        const auto pages = static_cast<std::uint64_t>(std::ceil(static_cast<double>(size / 4096) * touched));
        CallStats faults = callOf(IOLT_CALL_PAGE_FAULTS, pages, 0);
        faults.timed = 0;
        faults.bytes = pages * 4096;
        faults.histogram[iolt_hist_bucket(4096)] = pages;
        std::vector<CallStats> calls { callOf(IOLT_CALL_OPEN, 1, 1000), callOf(IOLT_CALL_MMAP, maps, 2000, size / maps),
            callOf(IOLT_CALL_MUNMAP, maps, 2000), faults };
        if (alsoRead)
            calls.push_back(callOf(IOLT_CALL_READ, 1, 10 * kMs, size));
        FileStats f = fileOf("/data/mapped.bin", FileKind::Regular, calls);
        f.sizeAtOpen = size;
        const std::vector<Finding> found = findFindings(traceOf({ f }));
        QCOMPARE(int(found.size()), findings);
        if (findings == 1) {
            QCOMPARE(found[0].id, std::string("whole-file-in-memory"));
            QVERIFY2(
                found[0].title.ends_with(alsoRead ? "read into memory in 1 call" : "mapped whole and touched whole"),
                found[0].title.c_str());
            if (!alsoRead)
                QVERIFY2(found[0].evidence.find("the time of the page faults is not measured") != std::string::npos,
                    found[0].evidence.c_str());
        }
    }

    void theServerSideOfRoundTripsIsNotAFinding()
    {
        Trace t = roundTrips(Knobs {});
        t.files[0].calls[0] = callOf(IOLT_CALL_ACCEPT, 1, 1000);
        QCOMPARE(ids(t), std::vector<std::string> {});
    }

    // A database's journal, made, written, synced and removed per transaction (sqlite3 committing
    // each of 150 inserts): its syncs are the cost, and fsync-per-record says so, not reopen.
    void aJournalPerTransactionIsNotReopenPerRecord()
    {
        Trace t = reopen(Knobs { 150 });
        t.files[0].calls.push_back(callOf(IOLT_CALL_FDATASYNC, 150, 900 * kMs));
        QCOMPARE(ids(t), std::vector<std::string> { "fsync-per-record" });
    }

    // The same journal where its syncs cost nothing (a file system that does not wait for the
    // disk): the opens and closes are most of its time, but it is removed after each session.
    void aJournalMadeAnewPerTransactionIsNotReopenedEvenWhenSyncsAreCheap()
    {
        Trace t = reopen(Knobs { 150 });
        t.files[0].calls.push_back(callOf(IOLT_CALL_FDATASYNC, 150, 1000));
        QCOMPARE(ids(t), (std::vector<std::string> { "reopen-per-record", "fsync-per-record" }));
        t.files[0].calls.push_back(callOf(IOLT_CALL_UNLINK, 75, 1000));
        QCOMPARE(ids(t), std::vector<std::string> { "fsync-per-record" });
    }

    void normalProgramHasNoFinding() { QCOMPARE(ids(normalProgram()), std::vector<std::string> {}); }

    void suggestedStrategiesExist()
    {
        std::set<std::string> seen;
        for (const auto& [id, make] : patterns())
            for (const Finding& f : findFindings(make(Knobs {}))) {
                QVERIFY(!f.tryStrategies.empty());
                for (const std::string& s : f.tryStrategies) {
                    QVERIFY2(iolens::Registry::instance().find(s) != nullptr, s.c_str());
                    seen.insert(s);
                }
                const auto* first = iolens::Registry::instance().find(f.tryStrategies.front());
                QVERIFY(f.lesson.rfind(
                            "The strategy " + f.tryStrategies.front() + " does this: " + first->info().lesson.what, 0)
                    == 0);
            }
        // small-io on writes and through system calls suggests its own mirrors.
        Trace writes
            = traceOf({ fileOf("/data/o", FileKind::Regular, { callOf(IOLT_CALL_WRITE, 20'000, 100 * kMs, 1) }) });
        const std::vector<Finding> w = findFindings(writes);
        QCOMPARE(w.size(), std::size_t { 1 });
        QCOMPARE(w[0].tryStrategies,
            (std::vector<std::string> { "copy.byte-syscall", "copy.buffer-loop", "write.buffered" }));
        for (const std::string& s : w[0].tryStrategies)
            QVERIFY(iolens::Registry::instance().find(s));
        QCOMPARE(seen.size(), std::size_t { 17 });
    }

    void smallIoSaysStdioAndTheKernelsCount()
    {
        const std::vector<Finding> f = findFindings(smallIo(Knobs {}));
        QCOMPARE(f.size(), std::size_t { 1 });
        QCOMPARE(f[0].title, std::string("10,000 fgetc calls of 1 byte on /data/in.txt"));
        QCOMPARE(f[0].file, std::string("/data/in.txt"));
        QCOMPARE(f[0].share, 0.1);
        QCOMPARE(f[0].evidence,
            std::string("10,000 fgetc calls, 1,221 read system calls (the kernel's count for the whole process) on "
                        "/data/in.txt: 10,000 of them move under 16 bytes. They are stdio calls: stdio's buffer "
                        "spares the kernel, but each call still costs a lock and a buffer check. These calls took "
                        "100 ms, 10 % of the process's 1,000 ms."));
        QCOMPARE(
            f[0].tryStrategies, (std::vector<std::string> { "read.char-stdio", "read.buffer", "copy.buffer-loop" }));
    }

    // A poll sleeps between its stats: the same regular stats with the process's other calls
    // filling half of their span (49 intervals of 10 ms) are work, not a poll.
    void statPollingNeedsIdleTimeBetweenStats()
    {
        const std::uint64_t span = 49 * 10 * kMs;
        for (const std::uint64_t otherNs : { span / 2 - 1, span / 2 }) {
            Trace t = statPolling(Knobs {});
            const FileStats work
                = fileOf("/data/work.db", FileKind::Regular, { callOf(IOLT_CALL_FDATASYNC, 50, otherNs) });
            t.files.push_back(work);
            t.processes[0].ioNs += otherNs;
            const std::vector<std::string> expected
                = otherNs < span / 2 ? std::vector<std::string> { "stat-polling" } : std::vector<std::string> {};
            QCOMPARE(ids(t), expected);
        }
    }

    // A 10 ms poll on a loaded machine: 3 of its 99 sleeps stalled to 100 ms, which puts the
    // intervals' coefficient of variation at 1.21, beyond the 1.0 of the rule for older traces;
    // 96 of the 99 intervals are still alike. Likewise when the machine also stretches the other
    // sleeps to anywhere from 10 to 30 ms: the window of two octaves, 8.2-32.8 ms, holds them all.
    void statPollingSurvivesAFewStalls_data()
    {
        QTest::addColumn<bool>("stretched");
        QTest::addRow("10 ms") << false;
        QTest::addRow("10-30 ms") << true;
    }
    void statPollingSurvivesAFewStalls()
    {
        QFETCH(bool, stretched);
        std::vector<double> intervals(99, 10.0 * kMs);
        if (stretched)
            for (std::size_t i = 0; i < intervals.size(); ++i)
                intervals[i] = 10.0 * kMs + 20.0 * kMs * static_cast<double>(i) / 98;
        for (const std::size_t stall : { 20, 50, 80 })
            intervals[stall] = 100.0 * kMs;
        FileStats f = fileOf("/run/flag", FileKind::Regular, { callOf(IOLT_CALL_STAT, 100, 100'000) });
        setStatIntervals(f, intervals);
        QCOMPARE(f.statCalls, std::uint64_t { 100 });
        if (!stretched) // 1.21: what the rule for older traces refused
            QVERIFY2(f.statIntervalCv > th::kStatPollMaxCv, qPrintable(QString::number(f.statIntervalCv)));
        const std::optional<StatRegularity> r = statRegularity(f.statIntervalHistogram);
        QVERIFY(r);
        QCOMPARE(r->intervals, std::uint64_t { 99 });
        QCOMPARE(r->inWindow, std::uint64_t { 96 });
        const std::vector<Finding> found = findFindings(traceOf({ f }));
        QCOMPARE(found.size(), std::size_t { 1 });
        QCOMPARE(found[0].id, std::string("stat-polling"));
        // The typical interval, not the mean: the stalls stretched that to 13 ms (22 ms stretched).
        const std::string every = stretched ? "20" : "10";
        QCOMPARE(found[0].title, "/run/flag stat'ed 100 times, every " + every + " ms");
        QCOMPARE(found[0].evidence,
            "/run/flag was stat'ed 100 times at a regular interval of " + every
                + " ms (96 of its 99 intervals between 8.19 ms and 32.8 ms): a loop asking whether it "
                  "changed, sleeping in between. These calls took 0 ms, 0.0 % of the process's 1,000 ms.");
    }

    // A poll that stats its path twice a round (stat, then lstat, microseconds apart) is a poll
    // too: half of its intervals are the repeats, which the window of the others leaves out; and
    // "every" is the round's interval, not half of it. Two stats a round of 10 ms, and three; a few
    // rounds stall to 100 ms.
    void statPollingCountsRoundsOfSeveralStats_data()
    {
        QTest::addColumn<int>("perRound");
        QTest::addColumn<double>("repeatNs");
        QTest::addRow("stat, lstat 3 us apart") << 2 << 3'000.0;
        QTest::addRow("stat, lstat 60 us apart") << 2 << 60'000.0;
        QTest::addRow("three stats a round") << 3 << 5'000.0;
    }
    void statPollingCountsRoundsOfSeveralStats()
    {
        QFETCH(int, perRound);
        QFETCH(double, repeatNs);
        std::vector<double> intervals;
        for (int round = 0; round < 60; ++round) {
            if (round > 0)
                intervals.push_back(round % 20 == 0 ? 100.0 * kMs : 10.0 * kMs - (perRound - 1) * repeatNs);
            intervals.insert(intervals.end(), static_cast<std::size_t>(perRound - 1), repeatNs);
        }
        FileStats f = fileOf("/run/flag", FileKind::Regular,
            { callOf(IOLT_CALL_STAT, intervals.size() + 1, 1000 * (intervals.size() + 1)) });
        setStatIntervals(f, intervals);
        const std::optional<StatRegularity> all = statRegularity(f.statIntervalHistogram);
        QVERIFY(all);
        QVERIFY2(all->share < th::kStatPollMinRegularShare, qPrintable(QString::number(all->share))); // what missed it
        const std::optional<StatRegularity> rounds = statRoundRegularity(f.statIntervalHistogram);
        QVERIFY(rounds);
        QCOMPARE(rounds->intervals, std::uint64_t { 59 });
        QCOMPARE(rounds->repeats, std::uint64_t(60 * (perRound - 1)));
        QCOMPARE(rounds->inWindow, std::uint64_t { 57 });
        const std::vector<Finding> found = findFindings(traceOf({ f }));
        QCOMPARE(found.size(), std::size_t { 1 });
        QCOMPARE(found[0].id, std::string("stat-polling"));
        const std::string calls = std::to_string(60 * perRound);
        QCOMPARE(found[0].title, "/run/flag stat'ed " + calls + " times, every 10 ms");
        QCOMPARE(found[0].evidence,
            "/run/flag was stat'ed " + calls + " times (" + std::to_string(perRound)
                + " a round) at a regular interval of 10 ms (57 of its 59 intervals between rounds between 8.19 ms "
                  "and 32.8 ms): a loop asking whether it changed, sleeping in between. These calls took 0 ms, 0.0 % "
                  "of the process's 1,000 ms.");
    }

    // Rounds are counted like stats: 30 rounds of two stats (60 stats) are too few to call a poll.
    void statPollingNeedsFiftyRounds()
    {
        std::vector<double> intervals;
        for (int round = 0; round < 30; ++round) {
            if (round > 0)
                intervals.push_back(10.0 * kMs);
            intervals.push_back(3'000.0);
        }
        FileStats f = fileOf("/run/flag", FileKind::Regular, { callOf(IOLT_CALL_STAT, 60, 60'000) });
        setStatIntervals(f, intervals);
        QVERIFY(f.statCalls >= th::kStatPollMinCalls);
        QCOMPARE(ids(traceOf({ f })), std::vector<std::string> {});
    }

    // What is not a poll, though every one of these averages 0.5 ms or more between stats:
    // random, independent stats (exponential gaps, here their exact quantiles, at 8 scales across an
    // octave), whose coefficient of variation (0.98) the rule for older traces let through, and
    // bursts microseconds apart (python's imports), between pauses that are regular or not.
    void statPollingNeedsAlikeIntervals_data()
    {
        QTest::addColumn<std::vector<double>>("intervals");
        for (int scale = 0; scale < 8; ++scale) {
            const double mean = 10.0 * kMs * std::exp2(scale / 8.0);
            std::vector<double> exponential;
            for (int i = 0; i < 99; ++i)
                exponential.push_back(-mean * std::log(1 - (i + 0.5) / 99));
            QTest::addRow("exponential, mean %.1f ms", mean / kMs) << exponential;
        }
        // 30 bursts of 10 stats 5 us apart, 6 ms between them: 90 % of the intervals alike, at 5 us.
        std::vector<double> bursts;
        for (int b = 0; b < 30; ++b) {
            if (b > 0)
                bursts.push_back(6.0 * kMs);
            bursts.insert(bursts.end(), 9, 5'000.0);
        }
        QTest::addRow("bursts of 10") << bursts;
        // 20 pairs of stats 5 us apart among 60 pauses spread evenly (in log) over 1-64 ms.
        std::vector<double> uneven;
        for (int p = 0; p < 60; ++p) {
            uneven.push_back(kMs * std::exp2(6.0 * p / 59));
            if (p % 3 == 0)
                uneven.push_back(5'000.0);
        }
        QTest::addRow("bursts, uneven pauses") << uneven;
    }
    void statPollingNeedsAlikeIntervals()
    {
        QFETCH(std::vector<double>, intervals);
        FileStats f = fileOf("/usr/lib/python3", FileKind::Directory,
            { callOf(IOLT_CALL_STAT, intervals.size() + 1, 1000 * (intervals.size() + 1)) });
        setStatIntervals(f, intervals);
        QVERIFY(f.statCalls >= th::kStatPollMinCalls);
        QVERIFY2(f.statIntervalMeanNs >= th::kStatPollMinIntervalNs, qPrintable(QString::number(f.statIntervalMeanNs)));
        const std::optional<StatRegularity> r = statRegularity(f.statIntervalHistogram);
        QVERIFY(r);
        QCOMPARE(r->intervals, std::uint64_t { intervals.size() });
        const QByteArray tag = QTest::currentDataTag();
        if (tag.startsWith("exponential")) {
            QVERIFY2(f.statIntervalCv <= th::kStatPollMaxCv, qPrintable(QString::number(f.statIntervalCv)));
            QVERIFY2(r->share < 0.5, qPrintable(QString::number(r->share))); // at most 47 % for the distribution
        } else if (tag == "bursts of 10") { // alike enough: the median's octave (4-8 us) is what refuses them
            QCOMPARE(r->share, 270.0 / 299);
            QCOMPARE(r->medianHighNs, std::uint64_t { 8'000 });
        } else { // the pauses hold the median, and no two octaves of them 80 % of the intervals
            QVERIFY(r->medianHighNs > th::kStatPollMinIntervalNs);
            QVERIFY2(r->share < 0.3, qPrintable(QString::number(r->share)));
        }
        QCOMPARE(ids(traceOf({ f })), std::vector<std::string> {});
    }

    // sqlite3 inserting 301 rows outside a transaction (traced on this machine): each commit syncs
    // the table file once, its journal twice and the directory once. Only the table file looks
    // like a flush per record on its own; the finding counts the others too, since one commit for
    // all rows removes them all, and its share is theirs together.
    void fsyncPerRecordCountsTheCommitsOtherFlushes()
    {
        Trace t = traceOf({
            fileOf("/db/t.db", FileKind::Regular,
                { callOf(IOLT_CALL_PWRITE, 602, 2 * kMs, 4096), callOf(IOLT_CALL_FDATASYNC, 301, 100 * kMs) }),
            fileOf("/db/t.db-journal", FileKind::Regular,
                { callOf(IOLT_CALL_PWRITE, 2402, 7 * kMs, 1024), callOf(IOLT_CALL_FDATASYNC, 602, 250 * kMs) }),
            fileOf("/db", FileKind::Directory, { callOf(IOLT_CALL_FDATASYNC, 301, 90 * kMs) }),
            fileOf("/db/other.log", FileKind::Regular, { callOf(IOLT_CALL_WRITE, 5, kMs, 100) }),
        });
        const std::vector<Finding> f = findFindings(t);
        QCOMPARE(f.size(), std::size_t { 1 });
        QCOMPARE(f[0].id, std::string("fsync-per-record"));
        QCOMPARE(f[0].file, std::string("/db/t.db"));
        QCOMPARE(f[0].title, std::string("301 fdatasync calls for 602 writes on /db/t.db"));
        QCOMPARE(f[0].share, 0.44); // (100 + 250 + 90) ms of the process's 1,000
        QCOMPARE(f[0].evidence,
            std::string("/db/t.db was flushed to storage 301 times (301 fdatasync calls) for 602 pwrite calls: about "
                        "one flush per record, each waiting for the disk. The process also flushed 2 other files "
                        "(/db/t.db-journal 602, /db 301): 1,204 flushes in all. These calls took 440 ms, 44 % of "
                        "the process's 1,000 ms."));
    }

    // Two files each flushed per record are two findings, and neither counts the other's flushes.
    void twoFilesFlushedPerRecordAreTwoFindings()
    {
        Trace t = traceOf({
            fileOf("/data/a", FileKind::Regular,
                { callOf(IOLT_CALL_WRITE, 200, kMs, 100), callOf(IOLT_CALL_FSYNC, 200, 100 * kMs) }),
            fileOf("/data/b", FileKind::Regular,
                { callOf(IOLT_CALL_WRITE, 150, kMs, 100), callOf(IOLT_CALL_FSYNC, 150, 50 * kMs) }),
        });
        const std::vector<Finding> f = findFindings(t);
        QCOMPARE(f.size(), std::size_t { 2 });
        QCOMPARE(f[0].file, std::string("/data/a"));
        QCOMPARE(f[0].share, 0.1);
        QCOMPARE(f[1].file, std::string("/data/b"));
        QCOMPARE(f[1].share, 0.05);
        QVERIFY(f[0].evidence.find("also flushed") == std::string::npos);
        QVERIFY(f[1].evidence.find("also flushed") == std::string::npos);
    }

    void evidenceNamesSitesAndTheDominantZone()
    {
        Trace t = reopen(Knobs {});
        Site s;
        s.pid = 1;
        s.function = "writeFile";
        s.location = "merge.c:42";
        s.callsByKind = { { "open", 1000 }, { "close", 1000 } };
        s.callsByPath = { { "/tmp/x/test3.csv", 2000 } };
        t.sites.push_back(s);
        Site elsewhere = s; // opens more, but of another file: not this finding's site
        elsewhere.function = "loadConfig";
        elsewhere.callsByKind = { { "open", 5000 } };
        elsewhere.callsByPath = { { "/etc/app.conf", 5000 } };
        t.sites.push_back(elsewhere);
        Site other = s;
        other.function = "main";
        other.location = "merge.c:10";
        other.callsByKind = { { "read", 5 } };
        other.callsByPath = { { "/tmp/x/test3.csv", 5 } }; // a call kind the finding is not about
        t.sites.push_back(other);
        Zone z;
        z.name = "4";
        z.pid = 1;
        z.io
            = { { "open", "/tmp/x/test3.csv", 1000, 50 * kMs, 0 }, { "close", "/tmp/x/test3.csv", 1000, 25 * kMs, 0 } };
        t.zones.push_back(z);
        const std::vector<Finding> f = findFindings(t);
        QCOMPARE(f.size(), std::size_t { 1 });
        QCOMPARE(f[0].sites, (std::vector<std::string> { "writeFile (merge.c:42)" }));
        QCOMPARE(f[0].zone, std::string("4"));
        QCOMPARE(f[0].title, std::string("1,000 opens of /tmp/x/test3.csv, each writing 40 bytes"));
        QCOMPARE(f[0].evidence,
            std::string("/tmp/x/test3.csv was opened 1,000 times; 1,000 of those sessions wrote a little (40 bytes on "
                        "average) and closed it again: 1,000 open and 1,000 close calls took 75 ms, 1,000 write calls "
                        "25 ms. From writeFile (merge.c:42). Mostly inside the program's zone Stopwatch[4]. These "
                        "calls took 100 ms, 10 % of the process's 1,000 ms."));
    }
};

QTEST_GUILESS_MAIN(TestFindings)
#include "tst_findings.moc"
