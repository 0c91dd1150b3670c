// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/tracenotices.h"

#include "core/trace/format/iolt.h"
#include "core/trace/traceloader.h"
#include "core/trace/tracetext.h"

#include <QtGlobal>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <set>

#include <sys/stat.h>

namespace iolens::trace {

namespace {

// Sampled call kinds listed one by one before the rest is summed up: enough to see which calls
// were sampled without a hundred lines for a program that reads a hundred files with fgetc.
constexpr std::size_t kSampledListed = 8;
// Processes whose stdio calls get the sentence about stdio's hidden system calls: below 1,000
// stdio calls the refills cannot matter (every shell in a script prints a few lines), and beyond
// five processes the rest are counted, so a script of a hundred commands stays readable.
constexpr std::uint64_t kStdioNoticeMinCalls = 1000;
constexpr std::size_t kStdioListed = 5;

void sampledNotices(Trace& t, const std::vector<ImageFacts>& facts)
{
    // Per pid, the rates of stdio calls and of the other layers' calls (see iolt_slot.timed).
    std::map<int, std::uint64_t> stdioPeriod, callPeriod;
    for (const ImageFacts& f : facts) {
        stdioPeriod[f.pid] = std::max(stdioPeriod[f.pid], f.samplePeriod);
        callPeriod[f.pid] = std::max(callPeriod[f.pid], f.callSamplePeriod);
    }
    std::vector<std::pair<const FileStats*, const CallStats*>> sampled;
    for (const FileStats& f : t.files)
        for (const CallStats& c : f.calls)
            if (c.sampled() && !iolt_call_is_pages(static_cast<std::uint32_t>(c.callId))) // untimed (mmapNotice)
                sampled.emplace_back(&f, &c);
    std::stable_sort(
        sampled.begin(), sampled.end(), [](const auto& a, const auto& b) { return a.second->count > b.second->count; });
    const std::size_t more = sampled.size() > kSampledListed ? sampled.size() - kSampledListed : 0;
    for (std::size_t i = 0; i < sampled.size() && i < kSampledListed; ++i) {
        const FileStats& f = *sampled[i].first;
        const CallStats& c = *sampled[i].second;
        const bool stdio = iolt_call_layer(static_cast<std::uint32_t>(c.callId)) == IOLT_LAYER_STDIO;
        std::uint64_t every = stdio ? stdioPeriod[f.pid] : callPeriod[f.pid];
        if (every == 0)
            every = c.timed ? (c.count + c.timed / 2) / c.timed : 0;
        t.addNotice(c.call + " on " + displayPath(f.path) + ": "
                + (c.timed == 0 ? std::string("no call timed, no time known")
                                : "1 call in " + grouped(every) + " timed, total estimated")
                + " (" + counted(c.count, "call", "calls") + ", " + grouped(c.timed) + " timed).",
            { c.timed == 0 ? noticePhrase(
                  QT_TRANSLATE_NOOP("TraceNotice", "%1 on %2: no call timed, no time known (%3 calls, %4 timed)."),
                  { c.call, displayPath(f.path), grouped(c.count), grouped(c.timed) })
                           : noticePhrase(QT_TRANSLATE_NOOP("TraceNotice",
                                              "%1 on %2: 1 call in %3 timed, total estimated (%4 calls, %5 timed)."),
                               { c.call, displayPath(f.path), grouped(every), grouped(c.count), grouped(c.timed) }) });
    }
    if (more > 0)
        t.addNotice("The time of " + counted(more, "more call kind", "more call kinds")
                + " on other files was sampled the same way.",
            { noticePhrase(QT_TRANSLATE_NOOP("TraceNotice",
                               "The time of %1 more call kinds on other files was sampled the same way."),
                { grouped(more) }) });
    if (std::any_of(facts.begin(), facts.end(), [](const ImageFacts& f) { return f.sampledCapped; }))
        t.addNotice("Timing a cheap call costs more than the call itself, so the sampled estimate of a "
                    "thread was capped at the time the thread ran: it is an upper bound.",
            { noticePhrase(QT_TRANSLATE_NOOP("TraceNotice",
                "Timing a cheap call costs more than the call itself, so the sampled estimate of a "
                "thread was capped at the time the thread ran: it is an upper bound.")) });
}

// glibc's stdio refills and flushes its buffer with an internal read or write that no preload
// sees: the kernel's counts are the only way to show how many system calls the stdio calls cost.
void stdioNotices(Trace& t)
{
    struct Counts {
        std::uint64_t reads = 0, writes = 0;
    };
    std::map<int, Counts> stdio;
    for (const FileStats& f : t.files)
        for (const CallStats& c : f.calls) {
            if (c.layer != Layer::Stdio)
                continue;
            const auto id = static_cast<std::uint32_t>(c.callId);
            if (iolt_call_reads(id))
                stdio[f.pid].reads += c.count;
            else if (iolt_call_writes(id))
                stdio[f.pid].writes += c.count;
        }
    std::vector<std::pair<int, Counts>> busy;
    for (const auto& [pid, counts] : stdio)
        if (counts.reads + counts.writes >= kStdioNoticeMinCalls)
            busy.emplace_back(pid, counts);
    std::stable_sort(busy.begin(), busy.end(), [](const auto& a, const auto& b) {
        return a.second.reads + a.second.writes > b.second.reads + b.second.writes;
    });
    const std::size_t rest = busy.size() > kStdioListed ? busy.size() - kStdioListed : 0;
    busy.resize(busy.size() - rest);
    for (const auto& [pid, counts] : busy) {
        KernelIo k;
        for (const Process& p : t.processes)
            if (p.pid == pid && p.ownKernel().valid) { // not its children's, which the kernel adds in
                k.valid = true;
                k.syscr += p.ownKernel().syscr;
                k.syscw += p.ownKernel().syscw;
            }
        std::string s = noticeProcessName(t, pid)
            + ": glibc's stdio fills and flushes its buffers with its own read and "
              "write system calls, which a preload cannot see; ";
        const std::string calls = counted(counts.reads, "stdio read call", "stdio read calls") + " and "
            + counted(counts.writes, "stdio write call", "stdio write calls");
        std::vector<Phrase> phrases { noticePhrase(
            QT_TRANSLATE_NOOP("TraceNotice",
                "%1: glibc's stdio fills and flushes its buffers with its own read and "
                "write system calls, which a preload cannot see."),
            { noticeProcessName(t, pid) }) };
        if (k.valid) {
            s += "for its " + calls + " the kernel counted " + counted(k.syscr, "read system call", "read system calls")
                + " and " + counted(k.syscw, "write system call", "write system calls") + " (syscr, syscw).";
            phrases.push_back(
                noticePhrase(QT_TRANSLATE_NOOP("TraceNotice",
                                 "For its %1 stdio read calls and %2 stdio write calls the kernel counted %3 "
                                 "read system calls and %4 write system calls (syscr, syscw)."),
                    { grouped(counts.reads), grouped(counts.writes), grouped(k.syscr), grouped(k.syscw) }));
        } else {
            s += "the kernel's counts for its " + calls + " are not known, as it did not exit.";
            phrases.push_back(
                noticePhrase(QT_TRANSLATE_NOOP("TraceNotice",
                                 "The kernel's counts for its %1 stdio read calls and %2 stdio write calls "
                                 "are not known, as it did not exit."),
                    { grouped(counts.reads), grouped(counts.writes) }));
        }
        t.addNotice(s, std::move(phrases));
    }
    if (rest > 0)
        t.addNotice(counted(rest, "more process", "more processes") + " made " + grouped(kStdioNoticeMinCalls)
                + " stdio calls or more, whose buffers also refill through system calls a preload cannot see (the "
                  "kernel's syscr and syscw are in each process's figures).",
            { noticePhrase(
                QT_TRANSLATE_NOOP("TraceNotice",
                    "%1 more processes made %2 stdio calls or more, whose buffers also refill through system "
                    "calls a preload cannot see (the kernel's syscr and syscw are in each process's figures)."),
                { grouped(rest), grouped(kStdioNoticeMinCalls) }) });
}

void droppedNotices(Trace& t, const std::vector<ImageFacts>& facts)
{
    std::uint64_t files = 0, sites = 0, zones = 0, slotCount = 0, maxEvents = 0, overflow = 0;
    std::uint32_t maxThreads = 0;
    for (const ImageFacts& f : facts) {
        files += f.filesDropped;
        sites += f.sitesDropped;
        zones += f.zonesDropped;
        slotCount += f.slotsDropped;
        maxEvents = std::max(maxEvents, f.maxEvents);
        overflow += f.overflowEventsDropped;
        maxThreads = std::max(maxThreads, f.maxThreads);
    }
    // Threads past a process's thread blocks share one block that logs no events: their loss is
    // the thread limit's, which --events cannot change.
    overflow = std::min(overflow, t.eventsDropped);
    if (t.eventsDropped > overflow)
        t.addNotice(grouped(t.eventsDropped - overflow) + " events not kept: the time line holds " + grouped(maxEvents)
                + " per thread (--events raises it); the counts and times include them.",
            { noticePhrase(
                QT_TRANSLATE_NOOP("TraceNotice",
                    "%1 events not kept: the time line holds %2 per thread (--events raises it); the counts and "
                    "times include them."),
                { grouped(t.eventsDropped - overflow), grouped(maxEvents) }) });
    if (overflow > 0) {
        const std::string threads = grouped(maxThreads > 0 ? maxThreads - 1 : 0);
        t.addNotice(grouped(overflow) + " events of threads beyond the first " + threads
                + " of a process are not in the time line: those threads share one block of counts that keeps no "
                  "events; the counts and times include them.",
            { noticePhrase(QT_TRANSLATE_NOOP("TraceNotice",
                               "%1 events of threads beyond the first %2 of a process are not in the time line: those "
                               "threads share one block of counts that keeps no events; the counts and times include "
                               "them."),
                { grouped(overflow), threads }) });
    }
    if (t.eventsNotLoaded > 0)
        t.addNotice(grouped(t.eventsNotLoaded)
                + " events were kept but not loaded into the time line, which "
                  "is limited to "
                + grouped(kMaxLoadedEvents) + " events; the counts and times include them.",
            { noticePhrase(
                QT_TRANSLATE_NOOP("TraceNotice",
                    "%1 events were kept but not loaded into the time line, which is limited to %2 events; the "
                    "counts and times include them."),
                { grouped(t.eventsNotLoaded), grouped(kMaxLoadedEvents) }) });
    if (slotCount > 0)
        t.addNotice(counted(slotCount, "call was", "calls were")
                + " counted without their file, site and zone: a thread's table of " + grouped(IOLT_MAX_SLOTS)
                + " distinct (file, call, site, zone) combinations was full.",
            { noticePhrase(
                QT_TRANSLATE_NOOP("TraceNotice",
                    "%1 calls were counted without their file, site and zone: a thread's table of %2 distinct "
                    "(file, call, site, zone) combinations was full."),
                { grouped(slotCount), grouped(IOLT_MAX_SLOTS) }) });
    const auto full = [&t](std::uint64_t n, const char* one, const char* many, std::uint64_t capacity,
                          const char* where, const char* translated) {
        if (n > 0)
            t.addNotice(counted(n, one, many) + " found the table of " + grouped(capacity)
                    + " full: " + (n == 1 ? "its" : "their") + " calls are counted " + where + ".",
                { noticePhrase(translated, { grouped(n), grouped(capacity) }) });
    };
    // The file table is full when its entries or the strings that hold their names run out.
    if (files > 0)
        t.addNotice(counted(files, "file", "files") + " found the file table full (" + grouped(IOLT_MAX_FILES)
                + " entries, " + grouped(IOLT_STRINGS_SIZE) + " bytes of names): " + (files == 1 ? "its" : "their")
                + " calls are counted under (no file).",
            { noticePhrase(QT_TRANSLATE_NOOP("TraceNotice",
                               "%1 files found the file table full (%2 entries, %3 bytes of names): their calls are "
                               "counted under (no file)."),
                { grouped(files), grouped(IOLT_MAX_FILES), grouped(IOLT_STRINGS_SIZE) }) });
    full(sites, "call site", "call sites", IOLT_MAX_SITES, "without a site",
        QT_TRANSLATE_NOOP(
            "TraceNotice", "%1 call sites found the table of %2 full: their calls are counted without a site."));
    full(zones, "zone", "zones", IOLT_MAX_ZONES, "outside zones",
        QT_TRANSLATE_NOOP(
            "TraceNotice", "%1 zones found the table of %2 full: their calls are counted outside zones."));
}

// "pid 42 (bash)": the notice name of image (pid, generation), else of the pid's last image.
std::string imageNoticeName(const Trace& t, int pid, int generation)
{
    for (const Process& p : t.processes)
        if (p.pid == pid && p.generation == generation)
            return noticeProcessName(p);
    return noticeProcessName(t, pid);
}

void processNotices(Trace& t, const std::vector<ImageFacts>& facts)
{
    if (t.processes.empty())
        t.addNotice("No process of this trace loaded the trace library: the program may clear its "
                    "environment (LD_PRELOAD) or be statically linked, so none of its calls are in this "
                    "trace.",
            { noticePhrase(QT_TRANSLATE_NOOP("TraceNotice",
                "No process of this trace loaded the trace library: the program may clear its environment "
                "(LD_PRELOAD) or be statically linked, so none of its calls are in this trace.")) });
    for (const Process& p : t.processes) {
        if (p.untracedExecs > 0) {
            std::vector<Phrase> phrases { p.untracedExec.empty()
                    ? noticePhrase(QT_TRANSLATE_NOOP("TraceNotice",
                                       "%1: a program was started with an environment that drops LD_PRELOAD: its calls "
                                       "are not in this trace."),
                        { noticeProcessName(t, p.pid) })
                    : noticePhrase(
                        QT_TRANSLATE_NOOP("TraceNotice",
                            "%1: %2 was started with an environment that drops LD_PRELOAD: its calls are not "
                            "in this trace."),
                        { noticeProcessName(t, p.pid), displayPath(p.untracedExec) }) };
            if (p.untracedExecs > 1)
                phrases.push_back(noticePhrase(QT_TRANSLATE_NOOP("TraceNotice", "(Nor those of %1 more such execs.)"),
                    { grouped(p.untracedExecs - 1) }));
            t.addNotice(noticeProcessName(t, p.pid) + ": "
                    + (p.untracedExec.empty() ? std::string("a program") : displayPath(p.untracedExec))
                    + " was started with an environment that drops LD_PRELOAD: its calls are not in this trace"
                    + (p.untracedExecs > 1 ? " (nor those of "
                                + counted(p.untracedExecs - 1, "more such exec", "more such execs") + ")"
                                           : std::string())
                    + ".",
                std::move(phrases));
        }
        if (p.end == "killed" && p.toldByParent && p.signal == 0) {
            // A record begun for an image that could not make its own (preload/untracedimage.h),
            // which no traced process finished: its parent reaped it past the wrappers, or was not
            // traced.
            t.addNotice(noticeProcessName(t, p.pid)
                    + " could not make a record of its own (a program iolens cannot enter), and no traced process "
                      "reaped it: how it ended and its kernel counts are not known.",
                { noticePhrase(QT_TRANSLATE_NOOP("TraceNotice",
                                   "%1 could not make a record of its own (a program iolens cannot enter), and no "
                                   "traced process reaped it: how it ended and its kernel counts are not known."),
                    { noticeProcessName(t, p.pid) }) });
        } else if (p.end == "killed" && p.toldByParent) { // no trace of its own to go up to a last call
            t.addNotice(noticeProcessName(t, p.pid) + " was killed by signal " + signalText(p.signal)
                    + " and made no record of its own: its parent told how it ended.",
                { noticePhrase(QT_TRANSLATE_NOOP("TraceNotice",
                                   "%1 was killed by signal %2 and made no record of its own: its parent told how "
                                   "it ended."),
                    { noticeProcessName(t, p.pid), signalText(p.signal) }) });
        } else if (p.end == "killed") {
            std::vector<Phrase> phrases { p.signal
                    ? noticePhrase(QT_TRANSLATE_NOOP("TraceNotice",
                                       "%1 was killed by signal %2: its trace goes up to its last call."),
                        { noticeProcessName(t, p.pid), signalText(p.signal) })
                    : noticePhrase(
                        QT_TRANSLATE_NOOP("TraceNotice",
                            "%1 ended without exiting (killed or crashed): its trace goes up to its last call."),
                        { noticeProcessName(t, p.pid) }) };
            if (!p.kernel.valid)
                phrases.push_back(
                    noticePhrase(QT_TRANSLATE_NOOP("TraceNotice", "The kernel's counts for it are not known.")));
            t.addNotice(noticeProcessName(t, p.pid)
                    + (p.signal ? " was killed by signal " + signalText(p.signal)
                                : std::string(" ended without exiting (killed or crashed)"))
                    + ": its trace goes up to its last call"
                    + (p.kernel.valid ? std::string(".")
                                      : std::string(", and the kernel's counts for it are not known.")),
                std::move(phrases));
        }
    }
    for (const ImageFacts& f : facts) {
        if (f.staticChild) {
            // Named as the image that exec'd it (bash), not as the pid's last image, which may be the
            // static program's own record, told by the parent (busybox "started" busybox).
            const std::string name = imageNoticeName(t, f.pid, f.generation);
            t.addNotice(name
                    + " started a statically linked program: LD_PRELOAD cannot see its calls, so they are not in this "
                      "trace.",
                { noticePhrase(
                    QT_TRANSLATE_NOOP("TraceNotice",
                        "%1 started a statically linked program: LD_PRELOAD cannot see its calls, so they are "
                        "not in this trace."),
                    { name }) });
        }
        if (f.noSpace)
            t.addNotice(noticeProcessName(t, f.pid)
                    + ": the file system holding the trace directory ran out of space, so the trace stopped growing "
                      "there: later time-line events, files, call sites or threads of it are missing (the program ran "
                      "on untouched).",
                { noticePhrase(
                    QT_TRANSLATE_NOOP("TraceNotice",
                        "%1: the file system holding the trace directory ran out of space, so the trace stopped "
                        "growing there: later time-line events, files, call sites or threads of it are missing "
                        "(the program ran on untouched)."),
                    { noticeProcessName(t, f.pid) }) });
        if (f.untracedChildren > 0)
            t.addNotice(noticeProcessName(t, f.pid) + " started " + counted(f.untracedChildren, "process", "processes")
                    + " that could not write a trace file (the trace directory refused the user it had changed to, or "
                      "its file system was full): "
                    + (f.untracedChildren == 1 ? "its" : "their") + " calls are not in this trace.",
                { noticePhrase(
                    QT_TRANSLATE_NOOP("TraceNotice",
                        "%1 started %2 processes that could not write a trace file (the trace directory refused "
                        "the user it had changed to, or its file system was full): their calls are not in this "
                        "trace."),
                    { noticeProcessName(t, f.pid), grouped(f.untracedChildren) }) });
        if (!f.missingSymbol.empty())
            t.addNotice(noticeProcessName(t, f.pid) + " called " + f.missingSymbol
                    + ", which the trace library wraps but whose real function it could not find: that call could "
                      "not work, and the trace may end there.",
                { noticePhrase(
                    QT_TRANSLATE_NOOP("TraceNotice",
                        "%1 called %2, which the trace library wraps but whose real function it could not find: "
                        "that call could not work, and the trace may end there."),
                    { noticeProcessName(t, f.pid), f.missingSymbol }) });
    }
}

void mmapNotice(Trace& t, const std::vector<ImageFacts>& facts)
{
    std::uint64_t maps = 0, bytes = 0, pages = 0, fromDisk = 0;
    std::set<std::string> paths;
    std::set<int> mappers;
    for (const FileStats& f : t.files)
        for (const CallStats& c : f.calls)
            if (c.callId == IOLT_CALL_MMAP && f.kind == FileKind::Regular && c.count > 0) {
                maps += c.count;
                bytes += c.bytes;
                paths.insert(f.path);
                mappers.insert(f.pid);
            } else if (c.callId == IOLT_CALL_PAGE_FAULTS) {
                pages += c.count;
            } else if (c.callId == IOLT_CALL_PAGES_FROM_DISK) {
                fromDisk += c.count;
            }
    if (maps == 0)
        return;
    std::uint64_t measured = 0, unmeasured = 0, cacheSeen = 0;
    for (const ImageFacts& f : facts) {
        measured += f.mapsMeasured;
        unmeasured += f.mapsUnmeasured;
        cacheSeen += f.mapsCacheSeen;
    }
    const std::string named = displayPath(*paths.begin()) + (paths.size() > 1 ? ", …" : "");
    if (measured + unmeasured == 0) { // a trace library that did not measure mappings (older files)
        t.addNotice(counted(maps, "memory mapping", "memory mappings") + " of " + grouped(bytes) + " bytes of "
                + counted(paths.size(), "file", "files") + " (" + named
                + "): reads and writes through a mapping are memory accesses, not calls, so they are not counted "
                  "here.",
            { noticePhrase(
                QT_TRANSLATE_NOOP("TraceNotice",
                    "%1 memory mappings of %2 bytes of %3 files (%4): reads and writes through a mapping are "
                    "memory accesses, not calls, so they are not counted here."),
                { grouped(maps), grouped(bytes), grouped(paths.size()), named }) });
        return;
    }
    std::string s = counted(maps, "memory mapping", "memory mappings") + " of " + grouped(bytes) + " bytes of "
        + counted(paths.size(), "file", "files") + " (" + named
        + "): the pages of a mapping that were in the process's memory when it was unmapped, or at exec or exit, "
          "are counted as page faults ("
        + counted(pages, "page", "pages")
        + " in all): the pages the process touched, with the neighbours the kernel mapped along with them, less "
          "any it reclaimed before. The time spent in page faults is not measured, and reads and writes through a "
          "mapping are not counted as calls.";
    std::vector<Phrase> phrases { noticePhrase(
                                      QT_TRANSLATE_NOOP("TraceNotice",
                                          "%1 memory mappings of %2 bytes of %3 files (%4): the pages of a mapping "
                                          "that were in the process's memory when it was unmapped, or at exec or "
                                          "exit, are counted as page faults (%5 pages in all): the pages the "
                                          "process touched, with the neighbours the kernel mapped along with "
                                          "them, less any it reclaimed before."),
                                      { grouped(maps), grouped(bytes), grouped(paths.size()), named, grouped(pages) }),
        noticePhrase(QT_TRANSLATE_NOOP("TraceNotice",
            "The time spent in page faults is not measured, and reads and writes through a mapping are not counted as "
            "calls.")) };
    if (cacheSeen > 0) { // the page cache was seen as some of them were mapped
        s += " Of those pages, " + grouped(fromDisk)
            + " were not in the page cache when their file was mapped, so the faults had them read from storage "
              "(\"pages from disk\": the faults themselves and the kernel's read-ahead for them).";
        phrases.push_back(
            noticePhrase(QT_TRANSLATE_NOOP("TraceNotice",
                             "Of those pages, %1 were not in the page cache when their file was mapped, so "
                             "the faults had them read from storage (\"pages from disk\": the faults "
                             "themselves and the kernel's read-ahead for them)."),
                { grouped(fromDisk) }));
    }
    if (measured > cacheSeen) {
        s += " For " + counted(measured - cacheSeen, "mapping", "mappings")
            + ", iolens could not tell which pages came from disk: the kernel shows a file's page cache only to a "
              "process that owns the file or may write it.";
        phrases.push_back(
            noticePhrase(QT_TRANSLATE_NOOP("TraceNotice",
                             "For %1 mappings, iolens could not tell which pages came from disk: the kernel "
                             "shows a file's page cache only to a process that owns the file or may write "
                             "it."),
                { grouped(measured - cacheSeen) }));
    }
    if (unmeasured > 0) {
        s += " " + counted(unmeasured, "mapping", "mappings")
            + " could not be measured (the trace library's table of mappings was full, /proc/self/pagemap could not "
              "be read, or a call it does not see unmapped them).";
        phrases.push_back(
            noticePhrase(QT_TRANSLATE_NOOP("TraceNotice",
                             "%1 mappings could not be measured (the trace library's table of mappings was "
                             "full, /proc/self/pagemap could not be read, or a call it does not see unmapped "
                             "them)."),
                { grouped(unmeasured) }));
    }
    std::uint64_t unfinished = 0;
    for (int pid : mappers)
        unfinished += std::any_of(t.processes.begin(), t.processes.end(),
            [pid](const Process& p) { return p.pid == pid && (p.end == "killed" || p.end == "running"); });
    if (unfinished > 0) {
        s += " " + counted(unfinished, "process that mapped files", "processes that mapped files")
            + " did not exit (killed, crashed or still running): the mappings still there then are not counted.";
        phrases.push_back(noticePhrase(QT_TRANSLATE_NOOP("TraceNotice",
                                           "%1 processes that mapped files did not exit (killed, crashed or still "
                                           "running): the mappings still there then are not counted."),
            { grouped(unfinished) }));
    }
    t.addNotice(std::move(s), std::move(phrases));
}

} // namespace

void addNotices(Trace& t, const std::vector<ImageFacts>& facts)
{
    processNotices(t, facts);
    sampledNotices(t, facts);
    stdioNotices(t);
    droppedNotices(t, facts);
    mmapNotice(t, facts);
    uringNotices(t, facts);
}

void readZonesFallback(Trace& t, const std::string& dir)
{
    // A zone line is at most 65 bytes; 16 MiB of them is a quarter of a million zones, more than a
    // program that marks sections by hand writes. Beyond that the rest is ignored.
    constexpr std::uint64_t kMaxBytes = std::uint64_t { 16 } << 20;
    const std::string path = dir + "/" + kZonesFileName;
    struct stat st { };
    if (::lstat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode) || st.st_size == 0)
        return;
    std::ifstream in(path, std::ios::binary);
    std::map<std::string, std::uint64_t> closed;
    std::vector<std::string> open;
    std::string line;
    std::uint64_t read = 0;
    while (read < kMaxBytes && std::getline(in, line)) {
        read += line.size() + 1;
        if (line.size() < 2 || line.size() > 64)
            continue;
        const std::string name = line.substr(1);
        if (line[0] == '+') {
            open.push_back(name);
        } else if (line[0] == '-') {
            const auto it = std::find(open.rbegin(), open.rend(), name);
            if (it == open.rend())
                continue;
            open.erase(std::next(it).base());
            ++closed[name];
        }
    }
    const int pid = t.processes.empty() ? 0 : t.processes.front().pid;
    std::uint64_t added = 0;
    for (const auto& entry : closed) {
        const std::string& name = entry.first; // not a structured binding: lambdas below capture it
        const std::uint64_t count = entry.second;
        const bool known
            = std::any_of(t.zones.begin(), t.zones.end(), [&](const Zone& z) { return z.name == name && z.count > 0; });
        if (known)
            continue;
        Zone z;
        z.name = name;
        z.pid = pid;
        z.count = count;
        t.zones.push_back(std::move(z));
        added += count;
    }
    if (added > 0)
        t.addNotice("The program wrote " + counted(added, "stopwatch zone", "stopwatch zones")
                + " without the trace library (LD_PRELOAD was dropped): they are counted from its zone lines, without "
                  "times and without the I/O inside them.",
            { noticePhrase(
                QT_TRANSLATE_NOOP("TraceNotice",
                    "The program wrote %1 stopwatch zones without the trace library (LD_PRELOAD was dropped): "
                    "they are counted from its zone lines, without times and without the I/O inside them."),
                { grouped(added) }) });
}

} // namespace iolens::trace
