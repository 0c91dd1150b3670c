// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The rules of the findings, one function per pattern the articles teach, and their table at the
// end (findingrules.h). Every cut-off is in thresholds.h.
#include "core/trace/findingrules.h"

#include "core/report/reportutil.h"
#include "core/sizeparse.h"
#include "core/trace/format/iolt.h"
#include "core/trace/statregularity.h"
#include "core/trace/thresholds.h"
#include "core/trace/tracetext.h"

#include <QtGlobal>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string_view>

namespace iolens::trace {

namespace th = thresholds;

namespace {

using namespace rule;

std::string layerWord(bool stdio)
{
    return stdio ? "stdio" : "system";
}

std::uint64_t kernelCount(const Trace& t, int pid, bool readsNotWrites, bool& valid)
{
    std::uint64_t n = 0;
    valid = false;
    for (const Process& p : t.processes)
        if (p.pid == pid && p.ownKernel().valid) {
            valid = true;
            n += readsNotWrites ? p.ownKernel().syscr : p.ownKernel().syscw;
        }
    return n;
}

std::optional<Finding> reopenPerRecord(const FindingContext& r, const FileStats& f)
{
    if (f.kind != FileKind::Regular || f.opens < th::kReopenFewOpens || f.sessionsWritten == 0)
        return std::nullopt;
    if (static_cast<double>(f.sessionsWritten) < th::kReopenMinWrittenFraction * static_cast<double>(f.opens))
        return std::nullopt;
    // A file removed after its sessions is made anew for each one (a database's journal per
    // transaction): not a log reopened to append a record; its flushes are fsync-per-record's.
    const Sum removed = sumCalls(f, [](const CallStats& c) { return isCall(c, { IOLT_CALL_UNLINK }); });
    if (static_cast<double>(removed.count) >= th::kReopenMaxRemovedFraction * static_cast<double>(f.opens))
        return std::nullopt;
    const std::uint64_t perSession = f.sessionWriteBytes / f.sessionsWritten;
    if (perSession > th::kReopenMaxBytesPerSession)
        return std::nullopt;
    const Sum all = sumCalls(f, anyCall);
    if (r.share(all.ns, f.pid) < th::kReopenMinShare)
        return std::nullopt;
    const Sum openClose = sumCalls(f, [](const CallStats& c) {
        return isCall(c, { IOLT_CALL_OPEN, IOLT_CALL_CLOSE, IOLT_CALL_FOPEN, IOLT_CALL_FCLOSE, IOLT_CALL_DUP });
    });
    const Sum written = sumCalls(f, writes);
    // What each session costs besides its record: the open and close, a shell's dup2, Java's fstat.
    // Not its flushes or an unlink: a database's journal, made, synced and removed per transaction,
    // is fsync-per-record's finding.
    const Sum sessionCalls = sumCalls(f, [](const CallStats& c) {
        return isCall(
            c, { IOLT_CALL_OPEN, IOLT_CALL_CLOSE, IOLT_CALL_FOPEN, IOLT_CALL_FCLOSE, IOLT_CALL_DUP, IOLT_CALL_FSTAT });
    });
    if (f.opens < th::kReopenMinOpens
        && static_cast<double>(sessionCalls.ns) < th::kReopenFewOpensOverheadShare * static_cast<double>(all.ns))
        return std::nullopt;
    const std::string path = displayPath(f.path);
    Said said;
    said.add(path + " was opened " + grouped(f.opens) + " times; " + grouped(f.sessionsWritten)
            + " of those sessions wrote a little (" + counted(perSession, "byte", "bytes")
            + " on average) and closed it again: " + openClose.callsText() + " took " + millis(openClose.ns) + ", "
            + written.callsText() + " " + millis(written.ns) + ".",
        phrase(QT_TRANSLATE_NOOP("Finding",
                   "%1 was opened %2 times; %3 of those sessions wrote a little (%4 bytes on average) and closed it "
                   "again: %5 calls took %6, %7 calls %8."),
            { path, grouped(f.opens), grouped(f.sessionsWritten), grouped(perSession), openClose.callsList(),
                millis(openClose.ns), written.callsList(), millis(written.ns) }));
    return r.make("reopen-per-record", f, all,
        grouped(f.opens) + " opens of " + path + ", each writing " + counted(perSession, "byte", "bytes"),
        phrase(QT_TRANSLATE_NOOP("Finding", "%1 opens of %2, each writing %3 bytes"),
            { grouped(f.opens), path, grouped(perSession) }),
        std::move(said), "Open the file once, write every record through one buffered stream, and close it at the end.",
        { "write.reopen-per-record", "write.single-open", "write.buffered" });
}

bool isFlush(const CallStats& c)
{
    return isCall(c, { IOLT_CALL_FSYNC, IOLT_CALL_FDATASYNC, IOLT_CALL_SYNC_FILE_RANGE });
}

Sum flushes(const FileStats& f)
{
    return sumCalls(f, isFlush);
}

bool flushedPerRecord(const Sum& syncs, const Sum& written)
{
    return syncs.count >= th::kFsyncMinCalls && written.count > 0
        && static_cast<double>(syncs.count) >= th::kFsyncMinPerWrite * static_cast<double>(written.count);
}

std::optional<Finding> fsyncPerRecord(const FindingContext& r, const FileStats& f)
{
    if (countCalls(f, isFlush) < th::kFsyncMinCalls)
        return std::nullopt;
    Sum syncs = flushes(f);
    const Sum written = sumCalls(f, writes);
    if (!flushedPerRecord(syncs, written))
        return std::nullopt;
    const std::string path = displayPath(f.path);
    Said said;
    said.add(path + " was flushed to storage " + grouped(syncs.count) + " times (" + syncs.callsText() + ") for "
            + written.callsText() + ": about one flush per record, each waiting for the disk.",
        phrase(QT_TRANSLATE_NOOP("Finding",
                   "%1 was flushed to storage %2 times (%3 calls) for %4 calls: about one flush per record, each "
                   "waiting for the disk."),
            { path, grouped(syncs.count), syncs.callsList(), written.callsList() }));
    // A commit per record flushes more than the record's file: sqlite3 in its default journal mode
    // syncs the journal twice and the directory once for every table-file sync (1,204 flushes for
    // 301 inserts, most of the time in files that alone look like a normal commit). One commit for
    // all records removes them all, so the finding counts them, unless they are findings of their own.
    std::vector<std::pair<std::uint64_t, std::string>> others;
    Sum all = syncs;
    for (const FileStats& other : r.trace().files) {
        if (other.pid != f.pid || other.path == f.path)
            continue;
        const Sum theirs = flushes(other);
        if (theirs.count == 0 || flushedPerRecord(theirs, sumCalls(other, writes)))
            continue;
        others.emplace_back(theirs.count, displayPath(other.path));
        all.count += theirs.count;
        all.ns += theirs.ns;
    }
    if (!others.empty()) {
        std::sort(others.rbegin(), others.rend());
        std::string list;
        for (std::size_t i = 0; i < others.size(); ++i)
            list += (i ? ", " : "") + others[i].second + " " + grouped(others[i].first);
        said.add(" The process also flushed " + counted(others.size(), "other file", "other files") + " (" + list
                + "): " + grouped(all.count) + " flushes in all.",
            phrase(QT_TRANSLATE_NOOP("Finding", "The process also flushed %1 other files (%2): %3 flushes in all."),
                { grouped(others.size()), list, grouped(all.count) }));
    }
    return r.make("fsync-per-record", f, all,
        syncs.callsText() + " for " + counted(written.count, "write", "writes") + " on " + path,
        phrase(QT_TRANSLATE_NOOP("Finding", "%1 calls for %2 writes on %3"),
            { syncs.callsList(), grouped(written.count), path }),
        std::move(said),
        "Flush once at the end, or where losing the work would really matter (a commit of many records), not "
        "after every record; a database does that when many rows go into one transaction.",
        { "write.fsync-per-record", "write.fsync-at-end" });
}

std::optional<Finding> smallIo(const FindingContext& r, const FileStats& f, bool readSide)
{
    if (!dataFile(f) || (readSide ? countCalls(f, reads) : countCalls(f, writes)) < th::kSmallIoMinCalls)
        return std::nullopt;
    const Sum calls = sumCalls(f, readSide ? CallPredicate(reads) : CallPredicate(writes));
    const std::uint64_t small = calls.histRange(0, th::kSmallIoBuckets - 1);
    if (calls.count < th::kSmallIoMinCalls
        || static_cast<double>(small) < th::kSmallIoMinFraction * static_cast<double>(calls.count))
        return std::nullopt;
    if (r.share(calls.ns, f.pid) < th::kMinShare)
        return std::nullopt;
    const Sum stdioCalls
        = sumCalls(f, [&](const CallStats& c) { return c.layer == Layer::Stdio && (readSide ? reads(c) : writes(c)); });
    const bool stdio = th::kSmallIoStdioCalls.reachedBy(stdioCalls.count, calls.count);
    const std::string dominant = calls.dominantCall();
    std::uint64_t dominantCount = 0, oneByte = 0;
    for (const CallStats& c : f.calls)
        if (c.call == dominant) {
            dominantCount += c.count;
            oneByte += c.bucket(1);
        }
    const bool allOne = th::kSmallIoOneByteTitle.reachedBy(oneByte, dominantCount);
    bool kernelValid = false;
    const std::uint64_t kernel = kernelCount(r.trace(), f.pid, readSide, kernelValid);
    const std::string direction = readSide ? "read" : "write";
    const std::string path = displayPath(f.path);
    std::string evidence = calls.callsText();
    if (kernelValid)
        evidence += ", " + counted(kernel, direction + " system call", direction + " system calls")
            + " (the kernel's count for the whole process)";
    const std::string smallBytes = std::to_string(th::kSmallIoBytes);
    evidence += " on " + path + ": " + grouped(small) + " of them move under " + smallBytes + " bytes.";
    Said said;
    if (!kernelValid)
        said.add(evidence,
            phrase(QT_TRANSLATE_NOOP("Finding", "%1 calls on %2: %3 of them move under %4 bytes."),
                { calls.callsList(), path, grouped(small), smallBytes }));
    else
        said.add(evidence,
            phrase(readSide ? QT_TRANSLATE_NOOP("Finding",
                       "%1 calls, %2 read system calls (the kernel's count for the whole process) on %3: "
                       "%4 of them move under %5 bytes.")
                            : QT_TRANSLATE_NOOP("Finding",
                                "%1 calls, %2 write system calls (the kernel's count for the whole process) on "
                                "%3: %4 of them move under %5 bytes."),
                { calls.callsList(), grouped(kernel), path, grouped(small), smallBytes }));
    said.add(" They are " + layerWord(stdio) + " calls: "
            + (stdio ? "stdio's buffer spares the kernel, but each call still costs a lock and a buffer check."
                     : "every one of them enters the kernel."),
        phrase(stdio ? QT_TRANSLATE_NOOP("Finding",
                   "They are stdio calls: stdio's buffer spares the kernel, but each call still costs a lock "
                   "and a buffer check.")
                     : QT_TRANSLATE_NOOP("Finding", "They are system calls: every one of them enters the kernel."),
            {}));
    std::vector<std::string> tryIds;
    if (readSide)
        tryIds = { stdio ? "read.char-stdio" : "read.char-syscall", "read.buffer", "copy.buffer-loop" };
    else
        tryIds = { stdio ? "copy.byte-stdio" : "copy.byte-syscall", "copy.buffer-loop", "write.buffered" };
    return r.make("small-io", f, calls,
        grouped(dominantCount) + " " + dominant + " calls of " + (allOne ? "1 byte" : "under " + smallBytes + " bytes")
            + " on " + path,
        allOne ? phrase(
            QT_TRANSLATE_NOOP("Finding", "%1 %2 calls of 1 byte on %3"), { grouped(dominantCount), dominant, path })
               : phrase(QT_TRANSLATE_NOOP("Finding", "%1 %2 calls of under %4 bytes on %3"),
                   { grouped(dominantCount), dominant, path, smallBytes }),
        std::move(said),
        readSide ? "Read in blocks of 64 KiB or more and work on the bytes in memory: the cost is then per block, "
                   "not per byte."
                 : "Collect the bytes in memory and write them in blocks of 64 KiB or more: the cost is then per "
                   "block, not per byte.",
        tryIds);
}

std::optional<Finding> rescanFromStart(const FindingContext& r, const FileStats& f)
{
    // A file without a size (procfs, sysfs) must be read again for fresh values: no index can help.
    if (f.kind != FileKind::Regular || f.sessionsReadFromStart < th::kRescanMinSessions || f.opens == 0
        || f.sizeAtOpen == 0)
        return std::nullopt;
    if (static_cast<double>(f.sessionsReadFromStart) < th::kRescanMinFromStartFraction * static_cast<double>(f.opens))
        return std::nullopt;
    const Sum all = sumCalls(f, anyCall);
    if (r.share(all.ns, f.pid) < th::kRescanMinShare)
        return std::nullopt;
    const std::uint64_t perSession = f.sessionReadBytes / f.sessionsReadFromStart;
    const std::string path = displayPath(f.path);
    // sizeAtOpen > 0: checked above.
    Said said;
    said.add(grouped(f.sessionsReadFromStart) + " times " + path + " was opened and read from offset 0, "
            + counted(perSession, "byte", "bytes") + " each on average of its " + formatSize(f.sizeAtOpen) + " ("
            + all.callsText() + " in all).",
        phrase(QT_TRANSLATE_NOOP("Finding",
                   "%1 times %2 was opened and read from offset 0, %3 bytes each on average of its %4 (%5 calls in "
                   "all)."),
            { grouped(f.sessionsReadFromStart), path, grouped(perSession), formatSize(f.sizeAtOpen),
                all.callsList() }));
    return r.make("rescan-from-start", f, all,
        path + " read from the start " + grouped(f.sessionsReadFromStart) + " times",
        phrase(QT_TRANSLATE_NOOP("Finding", "%1 read from the start %2 times"),
            { path, grouped(f.sessionsReadFromStart) }),
        std::move(said),
        "Read the file once and build an index (a hash map from key to value or offset), then answer every "
        "lookup from it.",
        { "lookup.rescan", "lookup.index" });
}

// How regular a path's stats were: the evidence's words, the typical interval and the stats
// per round of the loop (1 unless it stats the path more than once a round).
struct StatRhythm {
    std::string regular;
    Phrase regularPhrase; // the same as a sentence of its own, for translation
    double everyNs = 0;
    double perRound = 1;
};

std::string statWindowText(const StatRegularity& octaves, std::string_view between)
{
    const std::string window = octaves.highNs == std::numeric_limits<std::uint64_t>::max()
        ? "from " + report::formatDuration(static_cast<double>(octaves.lowNs)) + " up"
        : "between " + report::formatDuration(static_cast<double>(octaves.lowNs)) + " and "
            + report::formatDuration(static_cast<double>(octaves.highNs));
    return grouped(octaves.inWindow) + " of its " + grouped(octaves.intervals) + " intervals" + std::string(between)
        + " " + window;
}

Phrase statWindowPhrase(const StatRegularity& octaves, bool rounds)
{
    const std::string low = report::formatDuration(static_cast<double>(octaves.lowNs));
    std::vector<std::string> args { grouped(octaves.inWindow), grouped(octaves.intervals), low };
    if (octaves.highNs == std::numeric_limits<std::uint64_t>::max())
        return phrase(rounds ? QT_TRANSLATE_NOOP("Finding", "(%1 of its %2 intervals between rounds from %3 up.)")
                             : QT_TRANSLATE_NOOP("Finding", "(%1 of its %2 intervals from %3 up.)"),
            std::move(args));
    args.push_back(report::formatDuration(static_cast<double>(octaves.highNs)));
    return phrase(rounds ? QT_TRANSLATE_NOOP("Finding", "(%1 of its %2 intervals between rounds between %3 and %4.)")
                         : QT_TRANSLATE_NOOP("Finding", "(%1 of its %2 intervals between %3 and %4.)"),
        std::move(args));
}

// nullopt when the intervals were not regular, or too short for a poll.
std::optional<StatRhythm> statRhythm(const FileStats& f)
{
    if (!statRegularity(f.statIntervalHistogram)) { // a file older than the histogram: the CV
        if (f.statIntervalMeanNs < th::kStatPollMinIntervalNs || f.statIntervalCv > th::kStatPollMaxCv)
            return std::nullopt;
        const std::string cv = report::fixed(f.statIntervalCv, 2);
        return StatRhythm { "coefficient of variation " + cv,
            phrase(QT_TRANSLATE_NOOP("Finding", "(coefficient of variation %1.)"), { cv }), f.statIntervalMeanNs };
    }
    // Every interval first; then those between rounds, for a loop that stats its path twice a round.
    for (const bool rounds : { false, true }) {
        const std::optional<StatRegularity> octaves
            = rounds ? statRoundRegularity(f.statIntervalHistogram) : statRegularity(f.statIntervalHistogram);
        if (!octaves || octaves->intervals + 1 < th::kStatPollMinCalls || octaves->share < th::kStatPollMinRegularShare
            || static_cast<double>(octaves->medianHighNs) <= th::kStatPollMinIntervalNs)
            continue;
        // The mean of these intervals (the repeats' microseconds left in) must reach 0.5 ms too.
        const auto all = static_cast<double>(octaves->intervals + octaves->repeats);
        if (f.statIntervalMeanNs * all / static_cast<double>(octaves->intervals) < th::kStatPollMinIntervalNs)
            continue;
        const double every = statTypicalIntervalNs(*octaves, f.statIntervalHistogram, f.statIntervalMeanNs);
        const double perRound = rounds ? static_cast<double>(octaves->intervals + octaves->repeats + 1)
                / static_cast<double>(octaves->intervals + 1)
                                       : 1.0;
        return StatRhythm { statWindowText(*octaves, rounds ? " between rounds" : ""),
            statWindowPhrase(*octaves, rounds), every, perRound };
    }
    return std::nullopt;
}

std::optional<Finding> statPolling(const FindingContext& r, const FileStats& f)
{
    if (f.statCalls < th::kStatPollMinCalls)
        return std::nullopt;
    const std::optional<StatRhythm> rhythm = statRhythm(f);
    if (!rhythm)
        return std::nullopt;
    const Sum stats = sumCalls(f, [](const CallStats& c) {
        return isCall(c, { IOLT_CALL_STAT, IOLT_CALL_FSTAT, IOLT_CALL_ACCESS });
    });
    const double span = f.statIntervalMeanNs * static_cast<double>(f.statCalls - 1);
    const std::uint64_t processIo = r.ioNs(f.pid);
    const double otherIo = static_cast<double>(processIo - std::min(processIo, stats.ns));
    if (otherIo >= th::kStatPollMaxBusyFraction * span)
        return std::nullopt;
    const std::string every = report::fixed(rhythm->everyNs / 1e6, rhythm->everyNs < 1e7 ? 1 : 0) + " ms";
    const bool whole = std::abs(rhythm->perRound - std::round(rhythm->perRound)) < 0.05;
    const std::string perRound
        = rhythm->perRound > 1 ? " (" + report::fixed(rhythm->perRound, whole ? 0 : 1) + " a round)" : "";
    const std::string path = displayPath(f.path);
    Said said;
    said.english = path + " was stat'ed " + grouped(f.statCalls) + " times" + perRound + " at a regular interval of "
        + every + " (" + rhythm->regular + "): a loop asking whether it changed, sleeping in between.";
    if (rhythm->perRound > 1)
        said.phrases.push_back(phrase(QT_TRANSLATE_NOOP("Finding",
                                          "%1 was stat'ed %2 times (%3 a round) at a regular interval of %4: a loop "
                                          "asking whether it changed, sleeping in between."),
            { path, grouped(f.statCalls), report::fixed(rhythm->perRound, whole ? 0 : 1), every }));
    else
        said.phrases.push_back(phrase(QT_TRANSLATE_NOOP("Finding",
                                          "%1 was stat'ed %2 times at a regular interval of %3: a loop asking "
                                          "whether it changed, sleeping in between."),
            { path, grouped(f.statCalls), every }));
    said.phrases.push_back(rhythm->regularPhrase);
    return r.make("stat-polling", f, stats, path + " stat'ed " + grouped(f.statCalls) + " times, every " + every,
        phrase(QT_TRANSLATE_NOOP("Finding", "%1 stat'ed %2 times, every %3"), { path, grouped(f.statCalls), every }),
        std::move(said),
        "Ask the kernel to tell you about changes (inotify on Linux, WatchService in Java) instead of asking over "
        "and over whether something changed.",
        { "watch.poll-stat", "watch.inotify" });
}

std::optional<Finding> smallUnbufferedWrites(const FindingContext& r, const FileStats& f)
{
    const auto plainWrites = [](const CallStats& c) { return isCall(c, { IOLT_CALL_WRITE, IOLT_CALL_PWRITE }); };
    if (!dataFile(f) || countCalls(f, plainWrites) < th::kSmallWriteMinCalls)
        return std::nullopt;
    const Sum calls = sumCalls(f, plainWrites);
    const std::uint64_t small = calls.histRange(th::kSmallIoBuckets, th::kSmallWriteMaxBucket);
    if (calls.count < th::kSmallWriteMinCalls
        || static_cast<double>(small) < th::kSmallWriteMinFraction * static_cast<double>(calls.count))
        return std::nullopt;
    if (r.share(calls.ns, f.pid) < th::kMinShare)
        return std::nullopt;
    const std::uint64_t average = calls.bytes / calls.count;
    const std::string path = displayPath(f.path);
    Said said;
    const std::string fromBytes = std::to_string(th::kSmallIoBytes);
    const std::string toKiB = std::to_string(th::kSmallWriteMaxBytes / 1024);
    said.add(calls.callsText() + " went to " + path + " one record at a time: " + grouped(small) + " of them wrote "
            + fromBytes + " bytes to " + toKiB + " KiB, each one a system call, with no buffer gathering them.",
        phrase(QT_TRANSLATE_NOOP("Finding",
                   "%1 calls went to %2 one record at a time: %3 of them wrote %4 bytes to %5 KiB, each one a system "
                   "call, with no buffer gathering them."),
            { calls.callsList(), path, grouped(small), fromBytes, toKiB }));
    return r.make("small-unbuffered-writes", f, calls,
        calls.callsText() + " of " + counted(average, "byte", "bytes") + " on average on " + path,
        phrase(QT_TRANSLATE_NOOP("Finding", "%1 calls of %2 bytes on average on %3"),
            { calls.callsList(), grouped(average), path }),
        std::move(said),
        "Put a buffer between the records and the file (a BufferedWriter, a FILE*, or writev for a batch) so that "
        "one system call carries many records.",
        { "write.single-open", "write.buffered", "write.writev" });
}

std::optional<Finding> manyRoundTrips(const FindingContext& r, const FileStats& f)
{
    if (f.kind != FileKind::Socket || f.exchanges < th::kRoundTripsMinExchanges)
        return std::nullopt;
    // The accepting side of a connection answers the round trips; only the asking side can batch.
    if (sumCalls(f, [](const CallStats& c) { return c.callId == IOLT_CALL_ACCEPT; }).count > 0)
        return std::nullopt;
    const Sum all = sumCalls(f, anyCall);
    const Sum moved = sumCalls(f, [](const CallStats& c) { return reads(c) || writes(c); });
    const std::uint64_t perExchange = moved.bytes / f.exchanges;
    if (perExchange > th::kRoundTripMaxBytes || r.share(all.ns, f.pid) < th::kMinShare)
        return std::nullopt;
    const std::string path = displayPath(f.path);
    Said said;
    said.add(grouped(f.exchanges) + " times a request went to " + path + " and the program waited for its answer ("
            + formatSize(perExchange) + " per exchange on average, " + moved.callsText() + ").",
        phrase(QT_TRANSLATE_NOOP("Finding",
                   "%1 times a request went to %2 and the program waited for its answer (%3 per exchange on "
                   "average, %4 calls)."),
            { grouped(f.exchanges), path, formatSize(perExchange), moved.callsList() }));
    return r.make("many-round-trips", f, all, grouped(f.exchanges) + " request/response round trips with " + path,
        phrase(QT_TRANSLATE_NOOP("Finding", "%1 request/response round trips with %2"), { grouped(f.exchanges), path }),
        std::move(said),
        "Ask for everything in one request (a range or a batch of ids), and only for the fields you need: one "
        "round trip instead of one per item.",
        { "net.per-id", "net.range", "net.range-projected" });
}

std::optional<Finding> wholeFileInMemory(const FindingContext& r, const FileStats& f)
{
    if (f.kind != FileKind::Regular || f.sizeAtOpen < th::kWholeFileMinBytes)
        return std::nullopt;
    const Sum calls = sumCalls(f, [](const CallStats& c) {
        return isCall(c, { IOLT_CALL_READ, IOLT_CALL_PREAD, IOLT_CALL_READV, IOLT_CALL_PREADV, IOLT_CALL_FREAD });
    });
    const std::uint64_t dataReads = calls.count - std::min(calls.count, calls.hist[0]);
    const std::uint64_t large = calls.histRange(th::kWholeFileMinBucket, kHistogramBuckets - 1);
    if (dataReads == 0 || dataReads > th::kWholeFileMaxReads || large == 0
        || static_cast<double>(calls.bytes) < th::kWholeFileMinCoverage * static_cast<double>(f.sizeAtOpen))
        return std::nullopt;
    const std::string path = displayPath(f.path);
    Said said;
    said.add(path + " was read whole: " + formatSize(calls.bytes) + " in " + calls.callsText()
            + ", so the process held the whole file in memory at once.",
        phrase(QT_TRANSLATE_NOOP("Finding",
                   "%1 was read whole: %2 in %3 calls, so the process held the whole file in memory at once."),
            { path, formatSize(calls.bytes), calls.callsList() }));
    return r.make("whole-file-in-memory", f, calls,
        path + " (" + formatSize(f.sizeAtOpen) + ") read into memory in " + counted(dataReads, "call", "calls"),
        phrase(QT_TRANSLATE_NOOP("Finding", "%1 (%2) read into memory in %3 calls"),
            { path, formatSize(f.sizeAtOpen), grouped(dataReads) }),
        std::move(said),
        "Stream it through a fixed buffer instead (64 KiB to 1 MiB): memory then stays the same however large the "
        "file grows.",
        { "copy.read-all", "copy.buffer-loop" });
}

// The same pattern through a mapping: the file mapped in a few large mappings and (nearly) every
// page of it in the process's memory when they ended (page faults, preload/mappings.h). Page cache
// pages mapped into the process count in its resident size, though the kernel can drop them when
// memory is short: the text says that rather than "allocated".
std::optional<Finding> wholeFileMapped(const FindingContext& r, const FileStats& f)
{
    if (f.kind != FileKind::Regular || f.sizeAtOpen < th::kWholeFileMinBytes)
        return std::nullopt;
    const Sum maps = sumCalls(f, [](const CallStats& c) { return isCall(c, { IOLT_CALL_MMAP }); });
    const Sum pages = sumCalls(f, [](const CallStats& c) { return isCall(c, { IOLT_CALL_PAGE_FAULTS }); });
    const double size = static_cast<double>(f.sizeAtOpen);
    if (maps.count == 0 || maps.count > th::kWholeFileMaxReads
        || maps.histRange(th::kWholeFileMinBucket, kHistogramBuckets - 1) == 0
        || static_cast<double>(maps.bytes) < th::kWholeFileMinCoverage * size
        || static_cast<double>(pages.bytes) < th::kWholeFileMinCoverage * size)
        return std::nullopt;
    const Sum calls = sumCalls(f, [](const CallStats& c) {
        return isCall(c, { IOLT_CALL_MMAP, IOLT_CALL_MUNMAP, IOLT_CALL_PAGE_FAULTS });
    });
    const std::string path = displayPath(f.path);
    Said said;
    said.add(path + " was mapped whole and touched whole: " + formatSize(pages.bytes) + " of its pages ("
            + grouped(pages.count) + ") were in the process's memory through "
            + counted(maps.count, "mapping", "mappings")
            + ", so it held the whole file at once (they count in its resident size; those it did not write are page "
              "cache pages the kernel can drop when memory is short); the time of the page faults is not measured.",
        phrase(QT_TRANSLATE_NOOP("Finding",
                   "%1 was mapped whole and touched whole: %2 of its pages (%3) were in the process's memory through "
                   "%4 mappings, so it held the whole file at once (they count in its resident size; those it did not "
                   "write are page cache pages the kernel can drop when memory is short); the time of the page faults "
                   "is not measured."),
            { path, formatSize(pages.bytes), grouped(pages.count), grouped(maps.count) }));
    return r.make("whole-file-in-memory", f, calls,
        path + " (" + formatSize(f.sizeAtOpen) + ") mapped whole and touched whole",
        phrase(
            QT_TRANSLATE_NOOP("Finding", "%1 (%2) mapped whole and touched whole"), { path, formatSize(f.sizeAtOpen) }),
        std::move(said),
        "For one pass over the file, read it through a fixed buffer, or map it in windows and unmap each one behind "
        "you: memory then stays the same however large the file grows.",
        { "read.mmap", "read.buffer" });
}

std::optional<Finding> smallIoReads(const FindingContext& r, const FileStats& f)
{
    return smallIo(r, f, true);
}
std::optional<Finding> smallIoWrites(const FindingContext& r, const FileStats& f)
{
    return smallIo(r, f, false);
}

std::optional<Finding> smallSocketWrites(const FindingContext& r, const FileStats& f)
{
    if (f.kind != FileKind::Socket)
        return std::nullopt;
    const Sum sends = sumCalls(f, [](const CallStats& c) {
        return isCall(c, { IOLT_CALL_WRITE, IOLT_CALL_WRITEV, IOLT_CALL_SEND });
    });
    const std::uint64_t small = sends.histRange(0, th::kSocketSmallWriteMaxBucket);
    if (sends.count < th::kSocketWriteMinCalls
        || static_cast<double>(small) < th::kSocketSmallWriteMinFraction * static_cast<double>(sends.count)
        || !th::kSocketSendsPerExchange.reachedBy(small, f.exchanges) || r.share(sends.ns, f.pid) < th::kMinShare)
        return std::nullopt;
    const std::uint64_t average = sends.bytes / sends.count;
    const std::string path = displayPath(f.path);
    const std::string underBytes = grouped(th::kSocketSmallWriteBytes);
    Said said;
    said.add(sends.callsText() + " sent to " + path + " in small pieces: " + grouped(small) + " of them carried under "
            + underBytes + " bytes, each one a system call (and on TCP often a packet of its own), with no buffer "
            + "gathering them.",
        phrase(QT_TRANSLATE_NOOP("Finding",
                   "%1 calls sent to %2 in small pieces: %3 of them carried under %4 bytes, each one a system call "
                   "(and on TCP often a packet of its own), with no buffer gathering them."),
            { sends.callsList(), path, grouped(small), underBytes }));
    return r.make("small-socket-writes", f, sends,
        sends.callsText() + " of " + counted(average, "byte", "bytes") + " on average to " + path,
        phrase(QT_TRANSLATE_NOOP("Finding", "%1 calls of %2 bytes on average to %3"),
            { sends.callsList(), grouped(average), path }),
        std::move(said),
        "Gather what you send in a buffer (a BufferedOutputStream around the socket's stream, a FILE* or a "
        "buffered makefile(), or writev for a batch) and send many kilobytes per call: the cost is then per "
        "buffer, not per piece.",
        { "write.buffered", "write.writev" });
}

} // namespace

const std::vector<FindingRule>& findingRules()
{
    // The order is the order of the rules on each file (a row's suppressors come before it), and
    // that of equal shares in the list of findings, which is sorted by share.
    static const std::vector<FindingRule> rules = {
        { "reopen-per-record", "reopen-per-record", reopenPerRecord,
            { { "kReopenMinOpens", th::kReopenMinOpens, "" }, { "kReopenFewOpens", th::kReopenFewOpens, "" },
                { "kReopenFewOpensOverheadShare", th::kReopenFewOpensOverheadShare, "%" },
                { "kReopenMinWrittenFraction", th::kReopenMinWrittenFraction, "%" },
                { "kReopenMaxBytesPerSession", th::kReopenMaxBytesPerSession, "B" },
                { "kReopenMaxRemovedFraction", th::kReopenMaxRemovedFraction, "%" },
                { "kReopenMinShare", th::kReopenMinShare, "%" } },
            {} },
        { "fsync-per-record", "fsync-per-record", fsyncPerRecord,
            { { "kFsyncMinCalls", th::kFsyncMinCalls, "" }, { "kFsyncMinPerWrite", th::kFsyncMinPerWrite, "" } }, {} },
        { "small-io", "small-io reads", smallIoReads,
            { { "kSmallIoBytes", th::kSmallIoBytes, "B" }, { "kSmallIoMinCalls", th::kSmallIoMinCalls, "" },
                { "kSmallIoMinFraction", th::kSmallIoMinFraction, "%" }, { "kMinShare", th::kMinShare, "%" } },
            {} },
        // A reopened file's small writes are the records themselves, and fsync'ed records are
        // written one by one: those findings say it.
        { "small-io", "small-io writes", smallIoWrites,
            { { "kSmallIoBytes", th::kSmallIoBytes, "B" }, { "kSmallIoMinCalls", th::kSmallIoMinCalls, "" },
                { "kSmallIoMinFraction", th::kSmallIoMinFraction, "%" }, { "kMinShare", th::kMinShare, "%" } },
            { "reopen-per-record", "fsync-per-record" } },
        { "small-unbuffered-writes", "small-unbuffered-writes", smallUnbufferedWrites,
            { { "kSmallWriteMinCalls", th::kSmallWriteMinCalls, "" },
                { "kSmallWriteMaxBytes", th::kSmallWriteMaxBytes, "B" },
                { "kSmallWriteMinFraction", th::kSmallWriteMinFraction, "%" }, { "kMinShare", th::kMinShare, "%" } },
            { "reopen-per-record", "fsync-per-record", "small-io writes" } },
        { "rescan-from-start", "rescan-from-start", rescanFromStart,
            { { "kRescanMinSessions", th::kRescanMinSessions, "" },
                { "kRescanMinFromStartFraction", th::kRescanMinFromStartFraction, "%" },
                { "kRescanMinShare", th::kRescanMinShare, "%" } },
            { "reopen-per-record" } },
        { "stat-polling", "stat-polling", statPolling,
            { { "kStatPollMinCalls", th::kStatPollMinCalls, "" },
                { "kStatPollMinRegularShare", th::kStatPollMinRegularShare, "%" },
                { "kStatPollMaxCv", th::kStatPollMaxCv, "" },
                { "kStatPollMinIntervalNs", th::kStatPollMinIntervalNs, "ns" },
                { "kStatPollMaxBusyFraction", th::kStatPollMaxBusyFraction, "%" } },
            {} },
        { "many-round-trips", "many-round-trips", manyRoundTrips,
            { { "kRoundTripsMinExchanges", th::kRoundTripsMinExchanges, "" },
                { "kRoundTripMaxBytes", th::kRoundTripMaxBytes, "B" }, { "kMinShare", th::kMinShare, "%" } },
            {} },
        { "whole-file-in-memory", "whole-file-in-memory", wholeFileInMemory,
            { { "kWholeFileMinBytes", th::kWholeFileMinBytes, "B" },
                { "kWholeFileMaxReads", th::kWholeFileMaxReads, "" },
                { "kWholeFileMinCoverage", th::kWholeFileMinCoverage, "%" } },
            {} },
        // A file both read whole and mapped whole is said once.
        { "whole-file-in-memory", "whole-file-in-memory mapped", wholeFileMapped,
            { { "kWholeFileMinBytes", th::kWholeFileMinBytes, "B" },
                { "kWholeFileMaxReads", th::kWholeFileMaxReads, "" },
                { "kWholeFileMinCoverage", th::kWholeFileMinCoverage, "%" } },
            { "whole-file-in-memory" } },
        // When the requests themselves are the cost, batching them removes their pieces too.
        { "small-socket-writes", "small-socket-writes", smallSocketWrites,
            { { "kSocketWriteMinCalls", th::kSocketWriteMinCalls, "" },
                { "kSocketSmallWriteBytes", th::kSocketSmallWriteBytes, "B" },
                { "kSocketSmallWriteMinFraction", th::kSocketSmallWriteMinFraction, "%" },
                { "kMinShare", th::kMinShare, "%" } },
            { "many-round-trips" } },
    };
    return rules;
}

} // namespace iolens::trace
