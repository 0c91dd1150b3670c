// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/traceloader.h"

#include "core/trace/findings.h"
#include "core/trace/imagebuffer.h"
#include "core/trace/ioltfile.h"
#include "core/trace/placepermutation.h"
#include "core/trace/ptrace/tracernote.h"
#include "core/trace/runsort.h"
#include "core/trace/stackloader.h"
#include "core/trace/stackworker.h"
#include "core/trace/stillrunning.h"
#include "core/trace/symbolizer.h"
#include "core/trace/tracedirectory.h"
#include "core/trace/traceerror.h"
#include "core/trace/tracenotices.h"
#include "core/trace/tracetext.h"
#include "core/trace/unseenio.h"

#include <QtGlobal>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <system_error>
#include <thread>
#include <tuple>
#include <unordered_map>

#include <sys/wait.h>

namespace iolens::trace {

namespace {

// "Traced through ptrace: a static program; each recorded system call costs about 3.4 µs more.",
// with its phrase for translation when the reason is one this iolens gives (a note from elsewhere
// stays English).
void addTracerNotice(Trace& t, const TracerNote& note)
{
    char figure[32] = "";
    std::string cost;
    if (note.callCostNs == 0) {
        cost = "each recorded system call stops the program (its cost could not be measured).";
    } else {
        const double us = static_cast<double>(note.callCostNs) / 1000.0;
        std::snprintf(figure, sizeof figure, us < 10 ? "%.1f" : "%.0f", us);
        cost = std::string("each recorded system call costs about ") + figure + " µs more.";
    }
    std::string english
        = "Traced through " + note.mode + (note.reason.empty() ? std::string() : ": " + note.reason) + "; " + cost;
    const bool measured = note.callCostNs != 0;
    const char* source = nullptr;
    if (note.mode == "ptrace" && note.reason == kReasonAttachedStatic) {
        // No seccomp filter can be put into a running process: every system call stops it.
        english = "Attached through ptrace: a static program (no dynamic loader for the trace library), stopped at "
                  "every system call; "
            + cost;
        source = measured ? QT_TRANSLATE_NOOP("TraceNotice",
                     "Attached through ptrace: a static program (no dynamic loader for the trace library), stopped "
                     "at every system call; each recorded system call costs about %1 µs more.")
                          : QT_TRANSLATE_NOOP("TraceNotice",
                              "Attached through ptrace: a static program (no dynamic loader for the trace library), "
                              "stopped at every system call; each recorded system call stops the program (its cost "
                              "could not be measured).");
    } else if (note.mode == "ptrace" && note.reason == kReasonStaticProgram)
        source = measured ? QT_TRANSLATE_NOOP("TraceNotice",
                     "Traced through ptrace: a static program; each recorded system call costs about %1 µs more.")
                          : QT_TRANSLATE_NOOP("TraceNotice",
                              "Traced through ptrace: a static program; each recorded system call stops the program "
                              "(its cost could not be measured).");
    else if (note.mode == "ptrace" && note.reason == kReasonAskedFor)
        source = measured ? QT_TRANSLATE_NOOP("TraceNotice",
                     "Traced through ptrace: as asked (--mode ptrace); each recorded system call costs about %1 "
                     "µs more.")
                          : QT_TRANSLATE_NOOP("TraceNotice",
                              "Traced through ptrace: as asked (--mode ptrace); each recorded system call stops the "
                              "program (its cost could not be measured).");
    if (!source) {
        t.addNotice(english);
        return;
    }
    std::vector<std::string> args;
    if (measured)
        args.emplace_back(figure);
    t.addNotice(english, { Phrase { "TraceNotice", source, std::move(args) } });
}

// ns measured over `timed` of `count` calls, scaled to all of them.
std::uint64_t estimatedNs(std::uint64_t ns, std::uint64_t timed, std::uint64_t count)
{
    if (timed == 0 || count == 0)
        return 0;
    if (timed >= count)
        return ns;
    __extension__ using U128 = unsigned __int128;
    const U128 scaled = static_cast<U128>(ns) * count / timed;
    return scaled > ~std::uint64_t { 0 } ? ~std::uint64_t { 0 } : static_cast<std::uint64_t>(scaled);
}

// Timing a call costs two clock reads (~20 ns each), more than a cheap stdio call itself (a few
// ns), so scaling the timed sample of fgetc calls up to all of them can exceed the time the thread
// ran at all. A thread cannot spend more time inside calls than it lived: the sampled estimates of
// such a thread are scaled down to fit its life less its calls timed one by one.
struct SampledCap {
    std::uint64_t room = 0, sampled = 0; // scale sampled estimates by room / sampled when applying
    bool applies() const { return sampled > room; }
    std::uint64_t scale(std::uint64_t ns) const
    {
        if (!applies())
            return ns;
        __extension__ using U128 = unsigned __int128;
        return static_cast<std::uint64_t>(static_cast<U128>(ns) * room / sampled);
    }
};

SampledCap sampledCap(const IoltFile& image, std::uint32_t b, std::uint64_t endNs, bool shared)
{
    SampledCap cap;
    const iolt_thread& t = image.thread(b);
    const std::uint64_t start = loadRelaxed(t.start_ns);
    if (shared || endNs <= start)
        return cap; // several threads share the block, or the life is unknown: nothing to cap by
    std::uint64_t exact = 0;
    for (const IoltFile::SlotRun& run : image.slotRuns(b)) {
        for (std::uint32_t i = 0; i < run.count; ++i) {
            const iolt_slot& s = run.at(i);
            if (!loadAcquire(s.key.used) || s.key.call >= IOLT_CALL_COUNT
                || iolt_call_layer(s.key.call) == IOLT_LAYER_META)
                continue;
            const std::uint64_t count = loadRelaxed(s.count), timed = std::min(loadRelaxed(s.timed), count);
            if (timed < count)
                cap.sampled += estimatedNs(loadRelaxed(s.ns), timed, count);
            else
                exact += loadRelaxed(s.ns);
        }
    }
    const std::uint64_t life = endNs - start;
    cap.room = life > exact ? life - exact : 0;
    return cap;
}

PageFaults faultsDiff(const iolt_header& h)
{
    PageFaults f;
    const iolt_faults& a = h.faults_start;
    const iolt_faults& b = h.faults_end;
    if (!loadAcquire(a.valid) || !loadAcquire(b.valid))
        return f;
    f.valid = true;
    f.minor = minusOrZero(b.minor, a.minor);
    f.major = minusOrZero(b.major, a.major);
    return f;
}

// The wait status that ended an image whose record never said how it ended, as its traced parent
// told it (iolt.h reaped_by, preload/wrap_wait.c) or iolens reaped it (the program it started, an
// orphan with --wait-all): a signal's, or an exit past the library (a raw exit_group, as Go's
// os.Exit); nullopt when neither saw it (the loader then knows only that it ended unseen).
std::optional<int> reapedStatus(const iolt_header& h, const std::map<int, int>& reapedOrphans)
{
    if (loadAcquire(h.reaped_by) != 0)
        return loadRelaxed(h.reaped_status);
    if (const auto it = reapedOrphans.find(h.pid); it != reapedOrphans.end())
        return it->second;
    return std::nullopt;
}

KernelIo kernelDiff(const iolt_header& h)
{
    KernelIo k;
    const iolt_kernel_io& a = h.kernel_start;
    const iolt_kernel_io& b = h.kernel_end;
    if (!loadAcquire(a.valid) || !loadAcquire(b.valid))
        return k;
    k.valid = true;
    k.syscr = minusOrZero(minusOrZero(b.syscr, a.syscr), h.own_syscr);
    k.syscw = minusOrZero(b.syscw, a.syscw);
    k.rchar = minusOrZero(minusOrZero(b.rchar, a.rchar), h.own_rchar);
    k.wchar = minusOrZero(b.wchar, a.wchar);
    k.readBytes = minusOrZero(b.read_bytes, a.read_bytes);
    k.writeBytes = minusOrZero(b.write_bytes, a.write_bytes);
    return k;
}

static_assert(kStatIntervalBuckets == IOLT_STAT_BUCKETS, "trace.h and iolt.h count the same stat octaves");

// The raw sums behind FileStats' stat regularity, kept until every generation is added.
struct StatSums {
    std::uint64_t intervals = 0;
    double sumNs = 0, sumSqUs = 0;
    std::vector<std::uint64_t> histogram; // kStatIntervalBuckets counts once a file has intervals
    bool histogramComplete = true; // false once an image older than the histogram added intervals
};

// An image's table entries (small numbers, dense from 1) and their indexes in the trace: a vector,
// not a map (a 100,000-file image made 100,000 tree nodes and a tree search per slot). Entries past
// kDense (only a damaged file's) go to a map, so that one cannot make the vector huge.
class EntryIndexes {
public:
    static constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();
    std::size_t find(std::uint32_t entry) const
    {
        if (entry < m_dense.size())
            return m_dense[entry];
        const auto it = m_sparse.find(entry);
        return it == m_sparse.end() ? kNone : it->second;
    }
    void set(std::uint32_t entry, std::size_t index)
    {
        if (entry >= kDense) {
            m_sparse[entry] = index;
            return;
        }
        if (entry >= m_dense.size())
            m_dense.resize(std::max<std::size_t>(entry + 1, m_dense.size() * 2), kNone);
        m_dense[entry] = index;
    }
    void clear()
    {
        m_dense.clear();
        m_sparse.clear();
    }

private:
    static constexpr std::uint32_t kDense = 1u << 22;
    std::vector<std::size_t> m_dense;
    std::map<std::uint32_t, std::size_t> m_sparse;
};

struct FileKeyHash {
    std::size_t operator()(const std::tuple<int, int, std::string>& k) const noexcept
    {
        const std::size_t h = std::hash<std::string>()(std::get<2>(k));
        return h ^ (static_cast<std::size_t>(std::get<0>(k)) * 0x9e3779b97f4a7c15ull + std::get<1>(k));
    }
};

class Loader {
public:
    explicit Loader(const LoadOptions& options)
        : m_options(options)
    { }

    // Room for `files` files at once (the images' file counts summed): growing the tables one
    // doubling at a time moved 100,000 files' entries 17 times.
    void reserveFiles(std::size_t files);
    void add(const IoltFile& image, std::uint64_t traceStartRealtime);
    // The trace but its stacks, which m_stacks goes on merging and ordering; m_newFileIndex says
    // where sortFiles moved each file.
    Trace finish();

    Trace m_trace;
    std::vector<ImageFacts> m_facts;
    std::unique_ptr<StackWorker> m_stacks = std::make_unique<StackWorker>();
    std::vector<int> m_newFileIndex;
    std::vector<ImageIo> m_imageIo; // one per process, for unseen I/O

private:
    // Trace::files index of an image's file entry, its counts added on its first use.
    std::size_t fileIndex(const IoltFile& image, int pid, std::uint32_t entry);
    std::size_t namedFileIndex(const IoltFile& image, int pid, std::uint32_t entry); // its alias_of not followed
    std::size_t fileOfEntry(const IoltFile& image, int pid, std::uint32_t entry, const iolt_file* f);
    void addEntryCounts(const IoltFile& image, const iolt_file& f, std::size_t index);
    std::size_t siteIndex(const IoltFile& image, int pid, std::uint32_t entry);
    std::size_t zoneIndex(const IoltFile& image, int pid, std::uint32_t entry);
    CallStats& callStats(std::size_t file, std::uint32_t call, std::uint64_t kinds);

    const LoadOptions& m_options;
    // (pid, kind, path) → index in Trace::files; hashed: a tree compared long common path prefixes
    std::unordered_map<std::tuple<int, int, std::string>, std::size_t, FileKeyHash> m_files;
    std::vector<StatSums> m_statSums;
    std::map<std::tuple<int, std::string, std::uint64_t>, std::size_t> m_sites; // (pid, module, offset)
    // Per site, its calls by file index: Site::callsByPath is filled from it once, in finish(), so
    // that a slot adds a number, not a path, to a map (100,000 files made 700,000 path copies).
    // Appended per slot and summed in finish(): a hash map made a node per (site, file).
    std::vector<std::vector<std::pair<std::uint32_t, std::uint64_t>>> m_siteFiles;
    // Per site, its calls by call kind (Site::callsByKind, filled in finish()): a name's map lookup
    // per slot compared strings 900,000 times for a 100,000-file program.
    std::vector<std::vector<std::pair<std::uint32_t, std::uint64_t>>> m_siteKinds;
    std::map<std::pair<int, std::string>, std::size_t> m_zones; // (pid, name)
    std::vector<std::map<std::pair<std::uint32_t, std::size_t>, Zone::Attributed>> m_zoneIo;
    // Per image, while it is added: its entries' indexes in the trace.
    EntryIndexes m_imageFiles, m_imageSites, m_imageZones;
    SlotTotals m_imageSlots; // its slots' totals, for its sampled stacks
};

void Loader::reserveFiles(std::size_t files)
{
    m_trace.files.reserve(files);
    m_statSums.reserve(files);
    m_files.reserve(files);
}

std::size_t Loader::fileIndex(const IoltFile& image, int pid, std::uint32_t entry)
{
    if (const std::size_t known = m_imageFiles.find(entry); known != EntryIndexes::kNone)
        return known;
    const iolt_file* f = image.file(entry);
    // A second name of an earlier entry's file (iolt.h, alias_of) is counted as that file. The
    // library points an alias only at an entry that is none (earlier, so a damaged file cannot
    // make a loop); the target's own alias_of is not followed.
    const std::uint32_t alias = f ? loadRelaxed(f->alias_of) : 0;
    const std::size_t index
        = alias != 0 && alias < entry ? namedFileIndex(image, pid, alias) : fileOfEntry(image, pid, entry, f);
    if (f)
        addEntryCounts(image, *f, index);
    m_imageFiles.set(entry, index);
    return index;
}

std::size_t Loader::namedFileIndex(const IoltFile& image, int pid, std::uint32_t entry)
{
    if (const std::size_t known = m_imageFiles.find(entry); known != EntryIndexes::kNone)
        return known;
    const iolt_file* f = image.file(entry);
    const std::size_t index = fileOfEntry(image, pid, entry, f);
    if (f)
        addEntryCounts(image, *f, index);
    m_imageFiles.set(entry, index);
    return index;
}

// The file of (pid, kind, path) of `entry`, added to the trace when it is the first of them.
std::size_t Loader::fileOfEntry(const IoltFile& image, int pid, std::uint32_t entry, const iolt_file* f)
{
    std::string path;
    int kind = IOLT_KIND_NONE;
    if (f) {
        kind = static_cast<int>(loadRelaxed(f->kind));
        if (kind > IOLT_KIND_MISSING)
            image.damaged("file entry " + std::to_string(entry) + " has an unknown kind " + std::to_string(kind));
        path = image.string(loadRelaxed(f->path_string));
    } else if (entry != 0) {
        kind = IOLT_KIND_OTHER; // referenced by a slot before it was published: a live read
        path = "(file " + std::to_string(entry) + ")";
    }
    // The path copied once for the key, then moved into the file (100,000 files made four copies).
    auto [it, inserted] = m_files.emplace(std::make_tuple(pid, kind, path), m_trace.files.size());
    if (inserted) {
        FileStats fs;
        fs.path = std::move(path);
        fs.kind = static_cast<FileKind>(kind);
        fs.pid = pid;
        m_trace.files.push_back(std::move(fs));
        m_statSums.emplace_back();
    }
    return it->second;
}

// An entry's own counts (opens, sessions, stat polling …) added to file `index`.
void Loader::addEntryCounts(const IoltFile& image, const iolt_file& f, std::size_t index)
{
    FileStats& fs = m_trace.files[index];
    fs.sizeAtOpen = std::max(fs.sizeAtOpen, loadRelaxed(f.size_at_open));
    fs.opens += loadRelaxed(f.opens);
    fs.sessionsClosed += loadRelaxed(f.sessions_closed);
    fs.sessionsWritten += loadRelaxed(f.sessions_written);
    fs.sessionWriteBytes += loadRelaxed(f.session_write_bytes);
    fs.sessionsReadFromStart += loadRelaxed(f.sessions_read_from_start);
    fs.sessionReadBytes += loadRelaxed(f.session_read_bytes);
    const std::uint64_t stats = loadRelaxed(f.stat_calls);
    fs.statCalls += stats;
    if (stats > 1) {
        StatSums& s = m_statSums[index];
        s.intervals += stats - 1;
        s.sumNs += static_cast<double>(loadRelaxed(f.stat_interval_sum));
        s.sumSqUs += static_cast<double>(loadRelaxed(f.stat_interval_sumsq_us));
        if (const std::uint64_t* hist = image.statIntervalHistogram(f)) {
            s.histogram.resize(kStatIntervalBuckets);
            for (std::size_t k = 0; k < s.histogram.size(); ++k)
                s.histogram[k] += loadRelaxed(hist[k]);
        } else {
            s.histogramComplete = false;
        }
    }
    fs.exchanges += loadRelaxed(f.exchanges);
}

std::size_t Loader::siteIndex(const IoltFile& image, int pid, std::uint32_t entry)
{
    if (const std::size_t known = m_imageSites.find(entry); known != EntryIndexes::kNone)
        return known;
    const iolt_site* s = image.site(entry);
    Site site;
    site.pid = pid;
    if (s) {
        site.address = loadRelaxed(s->address);
        site.module = image.string(loadRelaxed(s->module_string));
        site.moduleOffset = loadRelaxed(s->module_offset);
        site.function = image.string(loadRelaxed(s->symbol_string)); // dladdr's, until symbolised
    }
    // Without a module the address is all there is (and differs per image only by ASLR).
    const auto key = std::make_tuple(pid, site.module, site.module.empty() ? site.address : site.moduleOffset);
    auto [it, inserted] = m_sites.emplace(key, m_trace.sites.size());
    if (inserted) {
        m_trace.sites.push_back(std::move(site));
        m_siteFiles.emplace_back();
        m_siteKinds.emplace_back();
    }
    m_imageSites.set(entry, it->second);
    return it->second;
}

std::size_t Loader::zoneIndex(const IoltFile& image, int pid, std::uint32_t entry)
{
    if (const std::size_t known = m_imageZones.find(entry); known != EntryIndexes::kNone)
        return known;
    const iolt_zone* z = image.zone(entry);
    const std::string name = z ? image.string(loadRelaxed(z->name_string)) : "(zone " + std::to_string(entry) + ")";
    auto [it, inserted] = m_zones.emplace(std::make_pair(pid, name), m_trace.zones.size());
    if (inserted) {
        Zone zone;
        zone.name = name;
        zone.pid = pid;
        m_trace.zones.push_back(std::move(zone));
        m_zoneIo.emplace_back();
    }
    m_imageZones.set(entry, it->second);
    return it->second;
}

// count added to key's entry of a short list (a site's call kinds: a few).
void addTo(std::vector<std::pair<std::uint32_t, std::uint64_t>>& list, std::uint32_t key, std::uint64_t count)
{
    for (auto& [k, n] : list)
        if (k == key) {
            n += count;
            return;
        }
    list.emplace_back(key, count);
}

// A slot's histogram added to a call kind's, which holds its buckets up to the last that counts a
// call (trace.h): 100,000 files' reads of one size took 256 bytes each for 32 buckets, where they
// need 56 bytes for 7, and the loader's allocations are its page faults.
void addHistogram(std::vector<std::uint64_t>& into, const std::uint64_t (&hist)[IOLT_HIST_BUCKETS])
{
    std::uint32_t end = IOLT_HIST_BUCKETS;
    while (end > 0 && loadRelaxed(hist[end - 1]) == 0)
        --end;
    if (end > into.size())
        into.resize(end, 0);
    for (std::uint32_t k = 0; k < end; ++k)
        into[k] += loadRelaxed(hist[k]);
}

// A file has a few call kinds: a linear search of its own vector beats a map per file (a node per
// call kind, for 100,000 files).
// `kinds`: the call kinds the image's slots have on the file's entry (a bit each), for room.
CallStats& Loader::callStats(std::size_t file, std::uint32_t call, std::uint64_t kinds)
{
    std::vector<CallStats>& calls = m_trace.files[file].calls;
    for (CallStats& c : calls)
        if (c.callId == static_cast<int>(call))
            return c;
    // Room for the file's call kinds at once, else grown one at a time: doubling left a file of 5
    // call kinds room for 8 (40 MB of CallStats never used for 100,000 files), and growing moved
    // them 4 times.
    if (calls.size() == calls.capacity())
        calls.reserve(calls.empty() ? std::max(1, std::popcount(kinds)) : calls.size() + 1);
    // The histogram empty until a call moves a byte (trace.h), named so: the default one would be
    // allocated and freed for each of half a million call kinds that move none.
    return calls.emplace_back(CallStats { .call = iolt_call_name(call),
        .callId = static_cast<int>(call),
        .layer = static_cast<Layer>(iolt_call_layer(call)),
        .histogram = {} });
}

void Loader::add(const IoltFile& image, std::uint64_t traceStartRealtime)
{
    const iolt_header& h = image.header();
    m_imageFiles.clear();
    m_imageSites.clear();
    m_imageZones.clear();
    m_imageSlots.clear();

    Process p;
    p.pid = h.pid;
    p.parent = h.ppid;
    p.generation = static_cast<int>(h.generation);
    p.argv = image.argv();
    p.exe = image.string(h.exe_string);
    const std::uint64_t startRealtime = h.start_realtime_ns;
    p.startNs = minusOrZero(startRealtime, traceStartRealtime);
    const std::uint64_t offset = p.startNs; // an image's monotonic times → the trace's time
    const int state = loadAcquire(h.state);
    const std::uint64_t end = loadAcquire(h.end_ns);
    if (state == IOLT_STATE_EXITED && (loadRelaxed(h.flags) & IOLT_FLAG_ATTACHED) && h.exit_status == -1) {
        p.end = "detached"; // iolens let go of it; it runs on
    } else if (state == IOLT_STATE_EXITED) {
        p.end = "exited";
        p.exitStatus = h.exit_status;
    } else if (state == IOLT_STATE_EXECED) {
        p.end = "execed";
    } else if (loadRelaxed(h.flags) & IOLT_FLAG_DAEMON_EXIT) {
        p.end = "exited"; // daemon(3)'s parent: _exit(0) inside libc, past the library
        p.exitStatus = 0;
    } else if (const std::optional<int> status = reapedStatus(h, m_options.reapedOrphans);
               status && WIFSIGNALED(*status)) {
        p.end = "killed"; // its traced parent, or iolens, reaped it, killed by a signal
        p.signal = WTERMSIG(*status);
    } else if (status && WIFEXITED(*status)) {
        p.end = "exited"; // past the library's exit wrappers and destructor; its reaper told it
        p.exitStatus = WEXITSTATUS(*status);
    } else if (m_options.finished && m_options.checkStillRunning && imageStillRunning(h.pid, h.start_ns)) {
        p.end = "running"; // outlived the traced program (a daemon, a background job)
        ++m_trace.stillRunning;
    } else {
        p.end = m_options.finished ? "killed" : "running";
    }
    p.toldByParent = (loadRelaxed(h.flags) & IOLT_FLAG_TOLD_BY_PARENT) != 0;
    p.kernel = kernelDiff(h);
    p.faults = faultsDiff(h);
    p.untracedExecs = loadRelaxed(h.untraced_execs);
    if (p.untracedExecs > 0)
        p.untracedExec = image.string(loadRelaxed(h.untraced_exec_string));

    ImageFacts facts;
    facts.pid = p.pid;
    facts.generation = p.generation;
    facts.samplePeriod = h.sample_period;
    facts.callSamplePeriod = h.call_sample_period ? h.call_sample_period : h.sample_period;
    facts.filesDropped = loadRelaxed(h.files_dropped);
    facts.sitesDropped = loadRelaxed(h.sites_dropped);
    facts.zonesDropped = loadRelaxed(h.zones_dropped);
    facts.slotsDropped = loadRelaxed(h.slots_dropped);
    facts.staticChild = (loadRelaxed(h.flags) & IOLT_FLAG_STATIC_CHILD) != 0;
    facts.noSpace = (loadRelaxed(h.flags) & IOLT_FLAG_NO_SPACE) != 0;
    facts.untracedChildren = loadRelaxed(h.untraced_children);
    facts.mapsMeasured = loadRelaxed(h.maps_measured);
    facts.mapsCacheSeen = loadRelaxed(h.maps_cache_seen);
    facts.mapsUnmeasured = loadRelaxed(h.maps_unmeasured);
    if (loadRelaxed(h.flags) & IOLT_FLAG_MISSING_SYMBOL)
        facts.missingSymbol = image.string(loadRelaxed(h.missing_symbol_string));
    facts.uring = uringFacts(h);
    facts.maxEvents = h.max_events;
    facts.maxThreads = h.max_threads;

    std::uint64_t lastNs = 0;
    std::uint64_t keptSum = 0, droppedSum = 0;
    AttributedIo attributed; // for unseen I/O: this image's calls on the kernel's terms
    std::set<std::uint32_t> stdioRead, stdioWritten; // file entries read / written through stdio
    // Entries a slot or an event may name: a live file's tables may have grown past this mapping
    // since it was made, so its counts, not these, can be larger (such entries read as unpublished).
    const std::uint64_t fileCapacity = std::max<std::uint64_t>(image.fileCapacity(), loadAcquire(h.files_used));
    const std::uint64_t siteCapacity = std::max<std::uint64_t>(image.siteCapacity(), loadAcquire(h.sites_used));
    // Each file entry's call kinds, a bit per kind, read before the slots are added (entries past
    // the dense range, only a damaged file's, go without).
    static_assert(IOLT_CALL_COUNT <= 64, "a call kind is a bit of a std::uint64_t");
    std::vector<std::uint64_t> entryKinds(std::min<std::uint64_t>(fileCapacity, std::uint64_t { 1 } << 22), 0);
    std::size_t usedSlots = 0;
    for (std::uint32_t b = 0; b < image.threads(); ++b) {
        if (!loadAcquire(image.thread(b).used))
            continue;
        for (const IoltFile::SlotRun& run : image.slotRuns(b))
            for (std::uint32_t i = 0; i < run.count; ++i) {
                const iolt_slot& s = run.at(i);
                if (!loadAcquire(s.key.used))
                    continue;
                ++usedSlots;
                if (s.key.call < IOLT_CALL_COUNT && s.key.file < entryKinds.size())
                    entryKinds[s.key.file] |= std::uint64_t { 1 } << s.key.call;
            }
    }
    m_imageSlots.reserve(usedSlots); // 700,000 slots' totals grown by doubling were moved 20 times
    for (std::uint32_t b = 0; b < image.threads(); ++b) {
        const iolt_thread& t = image.thread(b);
        if (!loadAcquire(t.used))
            continue;
        Thread thread;
        thread.pid = p.pid;
        thread.tid = loadRelaxed(t.tid);
        const bool shared = loadRelaxed(t.shared) != 0;
        char name[sizeof t.name + 1] = {};
        std::memcpy(name, t.name, sizeof t.name);
        thread.name = shared ? std::string("(threads sharing the overflow block)") : std::string(name);
        thread.eventsKept = image.eventCount(b);
        thread.eventsDropped = loadRelaxed(t.events_dropped);
        keptSum += thread.eventsKept;
        droppedSum += thread.eventsDropped;
        if (shared)
            facts.overflowEventsDropped += thread.eventsDropped;
        lastNs = std::max(lastNs, loadRelaxed(t.last_ns));

        const SampledCap cap = sampledCap(image, b, end != 0 ? end : loadRelaxed(t.last_ns), shared);
        facts.sampledCapped = facts.sampledCapped || cap.applies();
        std::uint64_t slotNumber = 0; // over the thread's tables, for the damage message
        for (const IoltFile::SlotRun& run : image.slotRuns(b)) {
            for (std::uint32_t i = 0; i < run.count; ++i, ++slotNumber) {
                const iolt_slot& s = run.at(i);
                if (!loadAcquire(s.key.used))
                    continue;
                const std::uint32_t call = s.key.call, fileEntry = s.key.file, zoneEntry = s.key.zone,
                                    siteEntry = s.key.site;
                if (call >= IOLT_CALL_COUNT || fileEntry >= fileCapacity || zoneEntry >= h.max_zones
                    || siteEntry >= siteCapacity)
                    image.damaged("slot " + std::to_string(slotNumber) + " of thread block " + std::to_string(b)
                        + " names an entry beyond its tables");
                const std::uint64_t count = loadRelaxed(s.count);
                if (count == 0)
                    continue;
                const std::uint64_t timed = std::min(loadRelaxed(s.timed), count);
                const std::uint64_t ns
                    = timed < count ? cap.scale(estimatedNs(loadRelaxed(s.ns), timed, count)) : loadRelaxed(s.ns);
                const std::uint64_t bytes = loadRelaxed(s.bytes);
                const std::size_t fi = fileIndex(image, p.pid, fileEntry);
                CallStats& c = callStats(fi, call, fileEntry < entryKinds.size() ? entryKinds[fileEntry] : 0);
                const std::uint64_t minNs = loadRelaxed(s.min_ns), maxNs = loadRelaxed(s.max_ns);
                if (timed > 0) {
                    c.minNs = c.timed == 0 ? minNs : std::min(c.minNs, minNs);
                    c.maxNs = std::max(c.maxNs, maxNs);
                }
                c.count += count;
                c.timed += timed;
                c.ns += ns;
                c.bytes += bytes;
                c.errors += loadRelaxed(s.errors);
                c.sequential += loadRelaxed(s.sequential);
                c.random += loadRelaxed(s.random);
                if (run.hasHistograms())
                    addHistogram(c.histogram, s.hist);
                if (c.layer != Layer::Meta)
                    p.ioNs += ns;
                attributeCall(attributed, call, count, bytes);
                if (c.layer == Layer::Stdio && iolt_call_reads(call))
                    stdioRead.insert(fileEntry);
                else if (c.layer == Layer::Stdio && iolt_call_writes(call))
                    stdioWritten.insert(fileEntry);
                m_imageSlots.push_back({ SlotKey { fileEntry, call, zoneEntry, siteEntry },
                    SlotTotal { count, ns, bytes, static_cast<int>(fi) } });

                if (siteEntry != 0) {
                    const std::size_t si = siteIndex(image, p.pid, siteEntry);
                    Site& site = m_trace.sites[si];
                    site.count += count;
                    site.ns += ns;
                    site.bytes += bytes;
                    addTo(m_siteKinds[si], call, count);
                    m_siteFiles[si].emplace_back(static_cast<std::uint32_t>(fi), count);
                }
                if (zoneEntry != 0) {
                    const std::size_t zi = zoneIndex(image, p.pid, zoneEntry);
                    Zone::Attributed& a = m_zoneIo[zi][{ call, fi }];
                    a.call = c.call;
                    a.path = m_trace.files[fi].path;
                    a.count += count;
                    a.ns += ns;
                    a.bytes += bytes;
                }
            }
        }

        const iolt_zone_total* totals = image.zoneTotals(b);
        for (std::uint32_t z = 1; z < h.max_zones; ++z) {
            const std::uint64_t count = loadRelaxed(totals[z].count), ns = loadRelaxed(totals[z].ns);
            if (count == 0 && ns == 0)
                continue;
            Zone& zone = m_trace.zones[zoneIndex(image, p.pid, z)];
            zone.count += count;
            zone.ns += ns;
        }

        const std::uint64_t n = image.eventCount(b);
        for (std::uint64_t i = 0; i < n; ++i) {
            const iolt_event& e = image.event(b, i);
            const std::uint32_t call = loadRelaxed(e.call), fileEntry = loadRelaxed(e.file),
                                zoneEntry = loadRelaxed(e.zone);
            if (call >= IOLT_CALL_COUNT || fileEntry >= fileCapacity || zoneEntry >= h.max_zones)
                image.damaged("event " + std::to_string(i) + " of thread block " + std::to_string(b)
                    + " names an entry beyond its tables");
            if (m_trace.events.size() >= kMaxLoadedEvents) {
                ++m_trace.eventsNotLoaded;
                continue;
            }
            Event ev;
            ev.pid = p.pid;
            ev.tid = thread.tid;
            ev.beginNs = offset + loadRelaxed(e.begin_ns);
            ev.endNs = std::max(ev.beginNs, offset + loadRelaxed(e.end_ns));
            ev.isZone = call == IOLT_CALL_ZONE;
            if (ev.isZone)
                ev.call = m_trace.zones[zoneIndex(image, p.pid, zoneEntry)].name;
            else
                ev.call = iolt_call_name(call);
            ev.file = fileEntry == 0 || ev.isZone ? -1 : static_cast<int>(fileIndex(image, p.pid, fileEntry));
            ev.count = loadRelaxed(e.count);
            ev.bytes = loadRelaxed(e.bytes);
            const std::uint64_t offset1 = image.eventsHaveOffsets() ? loadRelaxed(e.offset1) : 0;
            if (offset1 != 0 && offset1 - 1 <= static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())
                && ev.file >= 0 && !ev.isZone)
                ev.offset = static_cast<std::int64_t>(offset1 - 1);
            m_trace.events.push_back(std::move(ev));
        }
        p.threads.push_back(std::move(thread));
    }
    // The header's totals also count what threads of the shared block could not log.
    m_trace.eventsKept += std::max(keptSum, loadRelaxed(h.events_kept));
    m_trace.eventsDropped += std::max(droppedSum, loadRelaxed(h.events_dropped));

    // end_ns is relative to start_ns, like every time of the image (iolt.h); an image that did not
    // finish ends at its last call.
    p.wallNs = end != 0 ? end : lastNs;
    attributed.stdioReadStreams = stdioRead.size();
    attributed.stdioWriteStreams = stdioWritten.size();
    attributed.threadsMissing = facts.noSpace;
    attributed.endedBySignal = p.end == "killed";
    attributed.noRecord = p.toldByParent;
    leaveOutUring(attributed, facts.uring);
    ImageIo io;
    io.attributed = attributed;
    io.endValid = p.kernel.valid;
    // Valid only as its reaper read it (iolt.h reaped_by), as for a record its parent wrote.
    io.endReadByReaper = state == IOLT_STATE_RUNNING || p.toldByParent;
    io.endSyscr = h.kernel_end.syscr;
    io.endSyscw = h.kernel_end.syscw;
    io.endRchar = h.kernel_end.rchar;
    io.endWchar = h.kernel_end.wchar;
    io.endReadBytes = h.kernel_end.read_bytes;
    io.endWriteBytes = h.kernel_end.write_bytes;
    io.endCancelledWriteBytes = h.kernel_end.cancelled_write_bytes;
    m_imageIo.push_back(io);
    m_stacks->add(
        image.path(), p.pid, std::move(m_imageSlots), state == IOLT_STATE_EXITED || state == IOLT_STATE_EXECED);
    m_imageSlots = {};
    m_trace.processes.push_back(std::move(p));
    m_facts.push_back(facts);
}

// Each file's rank among the distinct paths in path order (files of equal paths share one).
std::vector<std::uint32_t> pathRanks(const std::vector<FileStats>& files)
{
    std::vector<std::uint32_t> order(files.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = static_cast<std::uint32_t>(i);
    // The files come in runs already in path order, where std::sort's pivots degrade it to its heap
    // sort (perf: 8 % of loading a trace of 100,000 files), and a merge sort still compares n log n
    // times: the runs are merged (runsort.h).
    stableSortRuns(
        order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) { return files[a].path < files[b].path; });
    std::vector<std::uint32_t> rank(files.size());
    std::uint32_t r = 0;
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (i > 0 && files[order[i]].path != files[order[i - 1]].path)
            ++r;
        rank[order[i]] = r;
    }
    return rank;
}

// Sorts t.files most time first, then by process and path (`pathRank`: pathRanks of t.files, so that
// ties compare numbers, not paths); returns each file's new index by its old one (events are
// renumbered here, the stacks by the caller).
std::vector<int> sortFiles(Trace& t, const std::vector<std::uint32_t>& pathRank)
{
    struct Key {
        std::uint64_t ns;
        int pid;
        std::uint32_t rank;
        std::size_t index;
    };
    std::vector<Key> keys(t.files.size());
    for (std::size_t i = 0; i < keys.size(); ++i)
        keys[i] = { t.files[i].ns(), t.files[i].pid, pathRank[i], i };
    std::stable_sort(keys.begin(), keys.end(), [](const Key& a, const Key& b) {
        if (a.ns != b.ns)
            return a.ns > b.ns;
        return std::tie(a.pid, a.rank) < std::tie(b.pid, b.rank);
    });
    std::vector<int> newIndex(keys.size());
    for (std::size_t i = 0; i < keys.size(); ++i)
        newIndex[keys[i].index] = static_cast<int>(i);
    keys = {};
    moveToPlaces(t.files, newIndex); // in place: a sorted copy was 35 MB more for 100,000 files
    for (Event& e : t.events)
        if (e.file >= 0)
            e.file = newIndex[static_cast<std::size_t>(e.file)];
    return newIndex;
}

// A trace whose processes, files, sites, zones and notices are in, while StackWorker goes on
// merging and ordering its stacks: what needs no stacks (the call sites' symbols, the findings'
// rules) runs meanwhile (loadTrace).
struct PartlyLoaded {
    Trace trace;
    std::unique_ptr<StackWorker> stacks;
    std::vector<int> newFileIndex; // where sortFiles moved each file
    std::size_t stackNoticesAt = 0; // the stacks' notices go before trace.notices[stackNoticesAt]
};

// Waits for the stacks and puts them into p.trace: their files renumbered as sortFiles did, their
// notices where they were due.
void attachStacks(PartlyLoaded& p)
{
    Trace stacks = p.stacks->finish();
    p.stacks.reset();
    Trace& t = p.trace;
    for (Stack& s : stacks.stacks)
        if (s.file >= 0)
            s.file = p.newFileIndex[static_cast<std::size_t>(s.file)];
    t.frames = std::move(stacks.frames);
    t.stacks = std::move(stacks.stacks);
    t.stackSampling = stacks.stackSampling;
    stacks.noticePhrases.resize(stacks.notices.size());
    t.noticePhrases.resize(t.notices.size());
    const auto at = static_cast<std::ptrdiff_t>(std::min(p.stackNoticesAt, t.notices.size()));
    t.notices.insert(t.notices.begin() + at, std::make_move_iterator(stacks.notices.begin()),
        std::make_move_iterator(stacks.notices.end()));
    t.noticePhrases.insert(t.noticePhrases.begin() + at, std::make_move_iterator(stacks.noticePhrases.begin()),
        std::make_move_iterator(stacks.noticePhrases.end()));
}

Trace Loader::finish()
{
    m_stacks->close(); // the stacks are merged and ordered beside what follows
    Trace& t = m_trace;
    for (std::size_t i = 0; i < t.files.size(); ++i) {
        FileStats& fs = t.files[i];
        // A total order (a file has one CallStats per call kind), so std::sort: a stable sort took a
        // buffer from the heap for each of 100,000 files' few call kinds.
        std::sort(fs.calls.begin(), fs.calls.end(),
            [](const CallStats& a, const CallStats& b) { return a.ns != b.ns ? a.ns > b.ns : a.callId < b.callId; });
        const StatSums& s = m_statSums[i];
        if (s.intervals > 0) {
            const double n = static_cast<double>(s.intervals);
            fs.statIntervalMeanNs = s.sumNs / n;
            // The squares are of whole microseconds, each interval truncated (by half a microsecond
            // on average): compared with the exact mean, a regular 10 ms poll would show a negative
            // variance, so the mean of the truncated values is used.
            const double meanUs = fs.statIntervalMeanNs / 1000.0;
            const double truncatedMeanUs = std::max(0.0, meanUs - 0.5);
            const double variance = std::max(0.0, s.sumSqUs / n - truncatedMeanUs * truncatedMeanUs);
            fs.statIntervalCv = meanUs > 0 ? std::sqrt(variance) / meanUs : 0;
            if (s.histogramComplete)
                fs.statIntervalHistogram = s.histogram;
        }
    }
    for (std::size_t z = 0; z < t.zones.size(); ++z) {
        for (auto& [key, a] : m_zoneIo[z])
            t.zones[z].io.push_back(std::move(a));
        std::stable_sort(t.zones[z].io.begin(), t.zones[z].io.end(),
            [](const Zone::Attributed& a, const Zone::Attributed& b) { return a.ns > b.ns; });
    }
    // Each site's calls by path: the paths ranked once (sorting every site's files by their paths
    // compared long common prefixes again for each site: a 100,000-file program's eight sites, 16
    // million compares), and held once, in a table the sites share.
    const std::vector<std::uint32_t> rank = pathRanks(t.files);
    if (!t.sites.empty()) {
        const std::size_t distinct = rank.empty() ? 0 : *std::max_element(rank.begin(), rank.end()) + std::size_t { 1 };
        auto paths = std::make_shared<std::vector<std::string>>(distinct);
        std::vector<bool> named(distinct, false);
        for (std::size_t f = 0; f < rank.size(); ++f)
            if (!named[rank[f]]) {
                named[rank[f]] = true;
                (*paths)[rank[f]] = t.files[f].path;
            }
        for (std::size_t i = 0; i < t.sites.size(); ++i) {
            std::vector<std::pair<std::uint32_t, std::uint64_t>> byPath; // (rank, calls)
            byPath.reserve(m_siteFiles[i].size());
            for (const auto& [file, calls] : m_siteFiles[i])
                byPath.emplace_back(rank[file], calls);
            m_siteFiles[i] = {};
            // A site's files come in slot order, mostly the order they were opened in: a few runs
            // (two for a program that writes files then reads them back).
            stableSortRuns(byPath.begin(), byPath.end(), std::less<>());
            std::size_t kept = 0;
            for (std::size_t k = 0; k < byPath.size(); ++k) {
                if (kept > 0 && byPath[kept - 1].first == byPath[k].first)
                    byPath[kept - 1].second += byPath[k].second; // two processes' files may share a path
                else
                    byPath[kept++] = byPath[k];
            }
            byPath.resize(kept);
            t.sites[i].callsByPath = PathCounts::fromTable(paths, std::move(byPath));
        }
    }
    for (std::size_t i = 0; i < t.sites.size(); ++i)
        for (const auto& [call, count] : m_siteKinds[i])
            t.sites[i].callsByKind[iolt_call_name(call)] += count;
    std::stable_sort(t.sites.begin(), t.sites.end(), [](const Site& a, const Site& b) { return a.ns > b.ns; });
    std::stable_sort(t.events.begin(), t.events.end(), [](const Event& a, const Event& b) {
        return std::tie(a.beginNs, a.pid, a.tid, a.endNs) < std::tie(b.beginNs, b.pid, b.tid, b.endNs);
    });
    m_newFileIndex = sortFiles(t, rank);
    unseenIoPerProcess(t, m_imageIo);
    return std::move(t);
}

// The top program as it ended: the last generation of the launched pid, or of the earliest image
// whose parent is not in the trace.
Process* topImage(Trace& t, int topPid)
{
    int pid = topPid;
    if (pid == 0)
        for (const Process& p : t.processes) {
            const bool parentTraced = std::any_of(
                t.processes.begin(), t.processes.end(), [&](const Process& q) { return q.pid == p.parent; });
            if (!parentTraced) {
                pid = p.pid;
                break;
            }
        }
    Process* top = nullptr;
    for (Process& p : t.processes)
        if (p.pid == pid && (!top || p.generation > top->generation))
            top = &p;
    return top;
}

// Frees what the load no longer needs on a thread of its own: unmapping the trace files and freeing
// the loader's tables took 100 ms after a trace of 100,000 files, which the caller need not wait
// for. Without a thread they are freed here.
template <typename... Held> void releaseInBackground(Held&&... held)
{
    try {
        std::thread([... held = std::move(held)]() mutable { (held.reset(), ...); }).detach();
    } catch (const std::system_error&) {
        // freed as `held` goes
    }
}

// An image as the first look saw it, before it is read (IoltFile::peekImage).
struct ImageRef {
    std::string path;
    std::uint64_t size = 0;
    iolt_header header {};
};

struct ListedImages {
    std::vector<ImageRef> images;
    std::uint64_t unstarted = 0; // created, never begun (IoltFile::openImage)
    std::size_t execsInFlight = 0; // with countInFlight (stillrunning.h)
};

// Every image of the directory, by its header alone: the images are read one after the other
// afterwards, each into the memory the one before it used (imagebuffer.h).
ListedImages lookAtImages(const std::string& dir, bool countInFlight)
{
    const std::vector<ImageFile> files = listImages(dir);
    std::map<int, unsigned> newest;
    if (countInFlight)
        for (const ImageFile& f : files)
            newest[f.pid] = std::max(newest[f.pid], f.generation);
    ListedImages out;
    out.images.reserve(files.size());
    for (const ImageFile& f : files) {
        IoltFile::Peek peek = IoltFile::peekImage(f.path);
        if (peek.unstarted) {
            ++out.unstarted;
            if (countInFlight && f.generation == newest[f.pid] && imageBeingCreated(f.pid))
                ++out.execsInFlight; // its process is writing the header: looked at again after it
            continue;
        }
        if (countInFlight && f.generation == newest[f.pid] && execInFlight(peek.header))
            ++out.execsInFlight;
        out.images.push_back({ f.path, peek.size, peek.header });
    }
    return out;
}

// The trace in `dir` but its stacks (PartlyLoaded).
PartlyLoaded loadWithoutStacks(const std::string& dir, const LoadOptions& options)
{
    // An exec in flight (stillrunning.h) is waited for before the images are read, so that the new
    // image is there to be counted as still running. Checked on the images' headers as first looked
    // at: only when one is in flight, or a file did not open (it may be one being created; its
    // error, if it stays, comes from the second look), are they looked at again after the wait.
    std::optional<ListedImages> listed;
    if (options.finished && options.checkStillRunning) {
        try {
            listed = lookAtImages(dir, true);
        } catch (const TraceError&) {
            // looked at again after the wait below, which reports the error if it stays
        }
        if (!listed || listed->execsInFlight > 0) {
            listed.reset();
            waitForExecsInFlight(dir, std::chrono::milliseconds(250));
        }
    }
    if (!listed)
        listed = lookAtImages(dir, false);
    std::vector<ImageRef>& images = listed->images;
    std::uint64_t unstarted = listed->unstarted;
    std::sort(images.begin(), images.end(), [](const ImageRef& a, const ImageRef& b) {
        const iolt_header &x = a.header, &y = b.header;
        return std::tie(x.start_realtime_ns, x.pid, x.generation) < std::tie(y.start_realtime_ns, y.pid, y.generation);
    });

    auto loaderHeld = std::make_unique<Loader>(options);
    Loader& loader = *loaderHeld;
    std::size_t files = 0;
    for (const ImageRef& image : images) // bounded by the file's size: the header is not validated yet
        files += std::min<std::uint64_t>(image.header.files_used, image.size / sizeof(iolt_file));
    loader.reserveFiles(files);
    std::uint64_t start = 0;
    for (const ImageRef& image : images)
        start = start == 0 ? image.header.start_realtime_ns : std::min(start, image.header.start_realtime_ns);
    loader.m_trace.startRealtimeNs = start;
    // One image at a time: those that ended are read into the buffer the one before gave back,
    // the others mapped, and kept until the end (freed with the loader's tables).
    auto buffer = std::make_unique<ImageBuffer>();
    auto mapped = std::make_unique<std::vector<std::unique_ptr<IoltFile>>>();
    for (const ImageRef& ref : images) {
        std::unique_ptr<IoltFile> image = IoltFile::readImage(ref.path, *buffer);
        if (!image) {
            ++unstarted; // begun when first seen: not again (a file that was replaced)
            continue;
        }
        loader.add(*image, start);
        if (image->mapped())
            mapped->push_back(std::move(image));
    }
    PartlyLoaded partly;
    partly.trace = loader.finish();
    partly.stacks = std::move(loader.m_stacks);
    partly.newFileIndex = std::move(loader.m_newFileIndex);
    const std::vector<ImageFacts> facts = std::move(loader.m_facts);
    releaseInBackground(std::move(loaderHeld), std::move(mapped), std::move(buffer));
    Trace& t = partly.trace;
    partly.stackNoticesAt = t.notices.size();

    // The top program: what was launched, how it ended, how long iolens waited.
    t.command = options.command;
    Process* top = topImage(t, options.topPid);
    if (t.command.empty() && !t.processes.empty())
        t.command = t.processes.front().argv;
    if (options.haveWaitStatus) {
        const int status = options.waitStatus;
        if (WIFSIGNALED(status)) {
            t.signal = WTERMSIG(status);
            t.exitStatus = 128 + t.signal;
        } else if (WIFEXITED(status)) {
            t.exitStatus = WEXITSTATUS(status);
        }
        if (top && top->end == "killed" && WIFEXITED(status)) {
            // It exited past the preload (libc's own _exit, as daemon(3)'s parent does): the wait
            // status says how.
            top->end = "exited";
            top->exitStatus = t.exitStatus;
        } else if (top && top->end == "killed") {
            top->signal = t.signal;
        }
    } else if (top) {
        t.exitStatus = top->end == "exited" ? top->exitStatus : 0;
    }
    t.wallNs = options.wallNs;
    if (t.wallNs == 0)
        for (const Process& p : t.processes)
            t.wallNs = std::max(t.wallNs, p.startNs + p.wallNs);

    if (const std::optional<TracerNote> note = readTracerNote(dir)) {
        t.mode = note->mode;
        t.modeReason = note->reason;
        t.callCostNs = note->callCostNs;
        addTracerNotice(t, *note);
    }
    readZonesFallback(t, dir);
    addNotices(t, facts);
    if (t.stillRunning > 0)
        t.addNotice(t.stillRunning == 1
                ? std::string("1 traced process was still running when the trace ended (a daemon or background job "
                              "the program left behind): its calls up to then are in this trace; --wait-all waits "
                              "for such processes.")
                : std::to_string(t.stillRunning)
                    + " traced processes were still running when the trace ended (daemons or background jobs the "
                      "program left behind): their calls up to then are in this trace; --wait-all waits for such "
                      "processes.",
            { { "TraceNotice",
                QT_TRANSLATE_NOOP("TraceNotice",
                    "%1 traced processes were still running when the trace ended (daemons or background jobs the "
                    "program left behind): their calls up to then are in this trace; --wait-all waits for such "
                    "processes."),
                { std::to_string(t.stillRunning) } } });
    addUnseenNotice(t);
    if (unstarted > 0)
        t.addNotice(unstarted == 1
                ? std::string("1 process image ended while its trace file was being created (a signal to the group "
                              "right after a fork or exec): nothing of it had been recorded.")
                : std::to_string(unstarted)
                    + " process images ended while their trace files were being created (a signal to the group "
                      "right after a fork or exec): nothing of them had been recorded.",
            { { "TraceNotice",
                QT_TRANSLATE_NOOP("TraceNotice",
                    "%1 process images ended while their trace files were being created (a signal to the group "
                    "right after a fork or exec): nothing of them had been recorded."),
                { std::to_string(unstarted) } } });
    return partly;
}

} // namespace

Trace loadTraceModel(const std::string& dir, const LoadOptions& options)
{
    PartlyLoaded partly = loadWithoutStacks(dir, options);
    attachStacks(partly);
    return std::move(partly.trace);
}

std::shared_ptr<const Trace> loadTrace(const std::string& dir, const LoadOptions& options)
{
    PartlyLoaded partly = loadWithoutStacks(dir, options);
    Trace& t = partly.trace;
    t.userCodeModules = options.userCode;
    // While the stacks are merged and ordered: the call sites' symbols, and which files the
    // findings' rules find something on (their stacks only word a finding).
    if (options.symbolize)
        symbolizeSites(t);
    const std::vector<std::size_t> found = options.findings ? filesWithFindings(t) : std::vector<std::size_t>();
    attachStacks(partly);
    if (options.symbolize)
        symbolizeFrames(t);
    if (options.findings)
        t.findings = findFindings(t, found);
    return std::make_shared<const Trace>(std::move(t));
}

} // namespace iolens::trace
