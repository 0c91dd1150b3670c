// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/findings.h"

#include "core/registry.h"
#include "core/report/reportutil.h"
#include "core/sizeparse.h"
#include "core/trace/format/iolt.h"
#include "core/trace/statregularity.h"
#include "core/trace/thresholds.h"
#include "core/trace/tracetext.h"

#include <QtGlobal>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <string_view>

namespace iolens::trace {

namespace th = thresholds;

namespace {

using CallPredicate = std::function<bool(const CallStats&)>;

bool reads(const CallStats& c)
{
    return iolt_call_reads(static_cast<std::uint32_t>(c.callId)) != 0;
}
bool writes(const CallStats& c)
{
    return iolt_call_writes(static_cast<std::uint32_t>(c.callId)) != 0;
}
bool isCall(const CallStats& c, std::initializer_list<int> ids)
{
    return std::find(ids.begin(), ids.end(), c.callId) != ids.end();
}

struct Sum {
    std::uint64_t count = 0, ns = 0, bytes = 0;
    std::vector<std::uint64_t> hist = std::vector<std::uint64_t>(kHistogramBuckets, 0);
    std::map<std::string, std::uint64_t> byCall; // call name → count
    std::uint64_t histRange(int from, int to) const // buckets [from, to]
    {
        std::uint64_t n = 0;
        for (int k = from; k <= to && k < kHistogramBuckets; ++k)
            n += hist[static_cast<std::size_t>(k)];
        return n;
    }
    std::string dominantCall() const
    {
        std::string best;
        std::uint64_t most = 0;
        for (const auto& [call, n] : byCall)
            if (n > most) {
                most = n;
                best = call;
            }
        return best;
    }
    // "10,000,000 fgetc and 12 fread calls"
    std::string callsText() const
    {
        std::vector<std::pair<std::uint64_t, std::string>> order;
        for (const auto& [call, n] : byCall)
            order.emplace_back(n, call);
        std::sort(order.rbegin(), order.rend());
        std::string out;
        for (std::size_t i = 0; i < order.size(); ++i) {
            if (i > 0)
                out += i + 1 == order.size() ? " and " : ", ";
            out += grouped(order[i].first) + " " + order[i].second;
        }
        return out + (count == 1 ? " call" : " calls");
    }
    // The same for a translated sentence that says "calls" itself: "10,000,000 fgetc, 12 fread".
    std::string callsList() const
    {
        std::vector<std::pair<std::uint64_t, std::string>> order;
        for (const auto& [call, n] : byCall)
            order.emplace_back(n, call);
        std::sort(order.rbegin(), order.rend());
        std::string out;
        for (std::size_t i = 0; i < order.size(); ++i)
            out += (i > 0 ? ", " : "") + grouped(order[i].first) + " " + order[i].second;
        return out;
    }
};

Phrase phrase(const char* source, std::vector<std::string> args)
{
    return Phrase { "Finding", source, std::move(args) };
}

// The text and the phrases it is translated from, built side by side.
struct Said {
    std::string english;
    std::vector<Phrase> phrases;
    void add(std::string sentence, Phrase p)
    {
        english += sentence;
        phrases.push_back(std::move(p));
    }
};

Sum sumCalls(const FileStats& f, const CallPredicate& keep)
{
    Sum s;
    for (const CallStats& c : f.calls) {
        if (!keep(c))
            continue;
        s.count += c.count;
        s.ns += c.ns;
        s.bytes += c.bytes;
        for (int k = 0; k < kHistogramBuckets; ++k)
            s.hist[static_cast<std::size_t>(k)] += c.histogram[static_cast<std::size_t>(k)];
        s.byCall[c.call] += c.count;
    }
    return s;
}

std::string percent(double share)
{
    return report::fixed(share * 100, share < 0.1 ? 1 : 0) + " %";
}

class Rules {
public:
    explicit Rules(const Trace& t)
        : m_t(t)
    {
        for (const Process& p : t.processes) {
            m_wall[p.pid] += p.wallNs;
            m_io[p.pid] += p.ioNs;
        }
    }

    // Time inside all of a process's traced calls (all its images).
    std::uint64_t ioNs(int pid) const
    {
        const auto it = m_io.find(pid);
        return it == m_io.end() ? 0 : it->second;
    }

    double share(std::uint64_t ns, int pid) const
    {
        const auto it = m_wall.find(pid);
        if (it == m_wall.end() || it->second == 0)
            return 0;
        return std::min(1.0, static_cast<double>(ns) / static_cast<double>(it->second));
    }

    // A finding's common parts: share, lesson, sites, zone, and the sentence that says them.
    Finding make(const char* id, const FileStats& f, const Sum& calls, std::string title, Phrase titlePhrase, Said said,
        const std::string& advice, std::vector<std::string> tryIds) const
    {
        Finding out;
        out.id = id;
        out.file = f.path;
        out.pid = f.pid;
        out.share = share(calls.ns, f.pid);
        out.title = std::move(title);
        out.titlePhrase = std::move(titlePhrase);
        out.tryStrategies = std::move(tryIds);
        out.sites = sites(f, calls);
        out.zone = zone(f, calls);
        if (!out.sites.empty()) {
            std::string list;
            for (std::size_t i = 0; i < out.sites.size(); ++i)
                list += (i ? ", " : "") + printableLabel(out.sites[i]);
            said.add(" From " + list + ".", phrase(QT_TRANSLATE_NOOP("Finding", "From %1."), { list }));
        }
        if (!out.zone.empty())
            said.add(" Mostly inside the program's zone Stopwatch[" + displayPath(out.zone) + "].",
                phrase(QT_TRANSLATE_NOOP("Finding", "Mostly inside the program's zone Stopwatch[%1]."),
                    { displayPath(out.zone) }));
        said.add(" These calls took " + millis(calls.ns) + ", " + percent(out.share) + " of the process's "
                + millis(wall(f.pid)) + ".",
            phrase(QT_TRANSLATE_NOOP("Finding", "These calls took %1, %2 of the process's %3."),
                { millis(calls.ns), percent(out.share), millis(wall(f.pid)) }));
        out.evidence = std::move(said.english);
        out.evidencePhrases = std::move(said.phrases);
        out.lesson = lessonOf(out.tryStrategies.front()) + " " + advice;
        return out;
    }

    const Trace& m_t;

private:
    std::uint64_t wall(int pid) const
    {
        const auto it = m_wall.find(pid);
        return it == m_wall.end() ? 0 : it->second;
    }
    static std::string printableLabel(const std::string& label) { return displayPath(label); }

    static std::string lessonOf(const std::string& id)
    {
        const Strategy* s = Registry::instance().find(id);
        if (!s)
            return {};
        const Lesson& l = s->info().lesson;
        return "The strategy " + id + " does this: " + l.what + " " + l.costModel;
    }

    // The sites of this process that made these call kinds on this file, most calls first. A site
    // without per-file counts (a trace saved before they existed) is matched by call kind alone.
    std::vector<std::string> sites(const FileStats& f, const Sum& calls) const
    {
        std::vector<std::pair<std::uint64_t, const Site*>> ranked;
        for (const Site& s : m_t.sites) {
            if (s.pid != f.pid)
                continue;
            std::uint64_t n = 0;
            for (const auto& [call, count] : s.callsByKind)
                if (calls.byCall.count(call))
                    n += count;
            if (!s.callsByPath.empty()) {
                const auto it = s.callsByPath.find(f.path);
                n = it == s.callsByPath.end() ? 0 : std::min(n, it->second);
            }
            if (n > 0)
                ranked.emplace_back(n, &s);
        }
        std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        std::vector<std::string> out;
        for (std::size_t i = 0; i < ranked.size() && i < th::kSitesNamed; ++i)
            out.push_back(ranked[i].second->label());
        return out;
    }

    // The zone holding most of these calls on this file, if it holds at least kDominantZone of them.
    std::string zone(const FileStats& f, const Sum& calls) const
    {
        const bool byNs = calls.ns > 0;
        const double total = static_cast<double>(byNs ? calls.ns : calls.count);
        std::string best;
        double most = 0;
        for (const Zone& z : m_t.zones) {
            if (z.pid != f.pid)
                continue;
            std::uint64_t n = 0;
            for (const Zone::Attributed& a : z.io)
                if (a.path == f.path && calls.byCall.count(a.call))
                    n += byNs ? a.ns : a.count;
            if (static_cast<double>(n) > most) {
                most = static_cast<double>(n);
                best = z.name;
            }
        }
        return total > 0 && most >= th::kDominantZone * total ? best : std::string();
    }

    std::map<int, std::uint64_t> m_wall, m_io;
};

std::string layerWord(bool stdio)
{
    return stdio ? "stdio" : "system";
}

std::uint64_t kernelCount(const Trace& t, int pid, bool readsNotWrites, bool& valid)
{
    std::uint64_t n = 0;
    valid = false;
    for (const Process& p : t.processes)
        if (p.pid == pid && p.kernel.valid) {
            valid = true;
            n += readsNotWrites ? p.kernel.syscr : p.kernel.syscw;
        }
    return n;
}

bool dataFile(const FileStats& f)
{
    return f.kind != FileKind::None && f.kind != FileKind::Socket && f.kind != FileKind::Directory
        && f.kind != FileKind::Missing;
}

std::optional<Finding> reopenPerRecord(const Rules& r, const FileStats& f)
{
    if (f.kind != FileKind::Regular || f.opens < th::kReopenMinOpens || f.sessionsWritten == 0)
        return std::nullopt;
    if (static_cast<double>(f.sessionsWritten) < th::kReopenMinWrittenFraction * static_cast<double>(f.opens))
        return std::nullopt;
    const std::uint64_t perSession = f.sessionWriteBytes / f.sessionsWritten;
    if (perSession > th::kReopenMaxBytesPerSession)
        return std::nullopt;
    const Sum all = sumCalls(f, [](const CallStats&) { return true; });
    if (r.share(all.ns, f.pid) < th::kReopenMinShare)
        return std::nullopt;
    const Sum openClose = sumCalls(f, [](const CallStats& c) {
        return isCall(c, { IOLT_CALL_OPEN, IOLT_CALL_CLOSE, IOLT_CALL_FOPEN, IOLT_CALL_FCLOSE });
    });
    const Sum written = sumCalls(f, writes);
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

Sum flushes(const FileStats& f)
{
    return sumCalls(f, [](const CallStats& c) {
        return isCall(c, { IOLT_CALL_FSYNC, IOLT_CALL_FDATASYNC, IOLT_CALL_SYNC_FILE_RANGE });
    });
}

bool flushedPerRecord(const Sum& syncs, const Sum& written)
{
    return syncs.count >= th::kFsyncMinCalls && written.count > 0
        && static_cast<double>(syncs.count) >= th::kFsyncMinPerWrite * static_cast<double>(written.count);
}

std::optional<Finding> fsyncPerRecord(const Rules& r, const FileStats& f)
{
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
    for (const FileStats& other : r.m_t.files) {
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

std::optional<Finding> smallIo(const Rules& r, const FileStats& f, bool readSide)
{
    if (!dataFile(f))
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
    const bool stdio = stdioCalls.count * 2 >= calls.count;
    const std::string dominant = calls.dominantCall();
    std::uint64_t dominantCount = 0, oneByte = 0;
    for (const CallStats& c : f.calls)
        if (c.call == dominant) {
            dominantCount += c.count;
            oneByte += c.histogram[1];
        }
    const bool allOne = oneByte * 10 >= dominantCount * 9;
    bool kernelValid = false;
    const std::uint64_t kernel = kernelCount(r.m_t, f.pid, readSide, kernelValid);
    const std::string direction = readSide ? "read" : "write";
    const std::string path = displayPath(f.path);
    std::string evidence = calls.callsText();
    if (kernelValid)
        evidence += ", " + counted(kernel, direction + " system call", direction + " system calls")
            + " (the kernel's count for the whole process)";
    evidence += " on " + path + ": " + grouped(small) + " of them move under " + std::to_string(th::kSmallIoBytes)
        + " bytes.";
    Said said;
    if (!kernelValid)
        said.add(evidence,
            phrase(QT_TRANSLATE_NOOP("Finding", "%1 calls on %2: %3 of them move under %4 bytes."),
                { calls.callsList(), path, grouped(small), std::to_string(th::kSmallIoBytes) }));
    else
        said.add(evidence,
            phrase(readSide ? QT_TRANSLATE_NOOP("Finding",
                       "%1 calls, %2 read system calls (the kernel's count for the whole process) on %3: "
                       "%4 of them move under %5 bytes.")
                            : QT_TRANSLATE_NOOP("Finding",
                                "%1 calls, %2 write system calls (the kernel's count for the whole process) on "
                                "%3: %4 of them move under %5 bytes."),
                { calls.callsList(), grouped(kernel), path, grouped(small), std::to_string(th::kSmallIoBytes) }));
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
        grouped(dominantCount) + " " + dominant + " calls of " + (allOne ? "1 byte" : "under 16 bytes") + " on " + path,
        phrase(allOne ? QT_TRANSLATE_NOOP("Finding", "%1 %2 calls of 1 byte on %3")
                      : QT_TRANSLATE_NOOP("Finding", "%1 %2 calls of under 16 bytes on %3"),
            { grouped(dominantCount), dominant, path }),
        std::move(said),
        readSide ? "Read in blocks of 64 KiB or more and work on the bytes in memory: the cost is then per block, "
                   "not per byte."
                 : "Collect the bytes in memory and write them in blocks of 64 KiB or more: the cost is then per "
                   "block, not per byte.",
        tryIds);
}

std::optional<Finding> rescanFromStart(const Rules& r, const FileStats& f)
{
    // A file without a size (procfs, sysfs) must be read again for fresh values: no index can help.
    if (f.kind != FileKind::Regular || f.sessionsReadFromStart < th::kRescanMinSessions || f.opens == 0
        || f.sizeAtOpen == 0)
        return std::nullopt;
    if (static_cast<double>(f.sessionsReadFromStart) < th::kRescanMinFromStartFraction * static_cast<double>(f.opens))
        return std::nullopt;
    const Sum all = sumCalls(f, [](const CallStats&) { return true; });
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

std::optional<Finding> statPolling(const Rules& r, const FileStats& f)
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

std::optional<Finding> smallUnbufferedWrites(const Rules& r, const FileStats& f)
{
    if (!dataFile(f))
        return std::nullopt;
    const Sum calls = sumCalls(f, [](const CallStats& c) { return isCall(c, { IOLT_CALL_WRITE, IOLT_CALL_PWRITE }); });
    const std::uint64_t small = calls.histRange(th::kSmallIoBuckets, th::kSmallWriteMaxBucket);
    if (calls.count < th::kSmallWriteMinCalls
        || static_cast<double>(small) < th::kSmallWriteMinFraction * static_cast<double>(calls.count))
        return std::nullopt;
    if (r.share(calls.ns, f.pid) < th::kMinShare)
        return std::nullopt;
    const std::uint64_t average = calls.bytes / calls.count;
    const std::string path = displayPath(f.path);
    Said said;
    said.add(calls.callsText() + " went to " + path + " one record at a time: " + grouped(small)
            + " of them wrote 16 bytes to 4 KiB, each one a system call, with no buffer gathering them.",
        phrase(QT_TRANSLATE_NOOP("Finding",
                   "%1 calls went to %2 one record at a time: %3 of them wrote 16 bytes to 4 KiB, each one a system "
                   "call, with no buffer gathering them."),
            { calls.callsList(), path, grouped(small) }));
    return r.make("small-unbuffered-writes", f, calls,
        calls.callsText() + " of " + counted(average, "byte", "bytes") + " on average on " + path,
        phrase(QT_TRANSLATE_NOOP("Finding", "%1 calls of %2 bytes on average on %3"),
            { calls.callsList(), grouped(average), path }),
        std::move(said),
        "Put a buffer between the records and the file (a BufferedWriter, a FILE*, or writev for a batch) so that "
        "one system call carries many records.",
        { "write.single-open", "write.buffered", "write.writev" });
}

std::optional<Finding> manyRoundTrips(const Rules& r, const FileStats& f)
{
    if (f.kind != FileKind::Socket || f.exchanges < th::kRoundTripsMinExchanges)
        return std::nullopt;
    // The accepting side of a connection answers the round trips; only the asking side can batch.
    if (sumCalls(f, [](const CallStats& c) { return c.callId == IOLT_CALL_ACCEPT; }).count > 0)
        return std::nullopt;
    const Sum all = sumCalls(f, [](const CallStats&) { return true; });
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

std::optional<Finding> wholeFileInMemory(const Rules& r, const FileStats& f)
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

} // namespace

const std::vector<std::string>& findingIds()
{
    static const std::vector<std::string> ids = { "small-io", "reopen-per-record", "rescan-from-start", "stat-polling",
        "fsync-per-record", "small-unbuffered-writes", "many-round-trips", "whole-file-in-memory" };
    return ids;
}

std::vector<Finding> findFindings(const Trace& t)
{
    const Rules rules(t);
    std::vector<Finding> out;
    auto add = [&out](std::optional<Finding> f) {
        if (f)
            out.push_back(std::move(*f));
        return f.has_value();
    };
    for (const FileStats& f : t.files) {
        // A file with one pattern does not also get the patterns it implies: a reopened file's
        // small writes are the records themselves, and fsync'ed records are written one by one.
        const bool reopened = add(reopenPerRecord(rules, f));
        const bool synced = add(fsyncPerRecord(rules, f));
        add(smallIo(rules, f, true));
        bool smallWrites = false;
        if (!reopened && !synced)
            smallWrites = add(smallIo(rules, f, false));
        if (!reopened && !synced && !smallWrites)
            add(smallUnbufferedWrites(rules, f));
        if (!reopened)
            add(rescanFromStart(rules, f));
        add(statPolling(rules, f));
        add(manyRoundTrips(rules, f));
        add(wholeFileInMemory(rules, f));
    }
    std::stable_sort(out.begin(), out.end(), [](const Finding& a, const Finding& b) { return a.share > b.share; });
    return out;
}

} // namespace iolens::trace
