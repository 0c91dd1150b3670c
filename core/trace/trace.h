// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The model of one trace: what an unmodified program did through the I/O calls libiolens-trace.so
// sees, loaded from its trace directory (core/trace/format/iolt.h) by loadTrace(). Value structs,
// immutable once loaded, shared as std::shared_ptr<const Trace> (DESIGN.md section 6.2). Qt Core at
// most; the window and the CLI read the same structs.

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace iolens::trace {

inline constexpr int kHistogramBuckets = 32; // iolt.h IOLT_HIST_BUCKETS: 0, 1, 2-3, 4-7, … ≥1 GiB
inline constexpr int kStatIntervalBuckets = 26; // iolt.h IOLT_STAT_BUCKETS: < 1 us, 1 us, 2-3 us, … ≥ 16.8 s

enum class FileKind { None, Regular, Directory, Socket, Pipe, Tty, Device, Other, Missing };
enum class Layer { Posix, Stdio, Socket, Meta };

// /proc/PID/io of one process image (end minus start, less the library's own reads).
struct KernelIo {
    bool valid = false;
    std::uint64_t syscr = 0, syscw = 0, rchar = 0, wchar = 0, readBytes = 0, writeBytes = 0;
};

// A process image's page faults, as the kernel counted them (/proc/PID/stat): minor ones found the
// page in memory, major ones read it from storage (a mapped file's page not in the page cache, or
// code and data of the program and its libraries).
struct PageFaults {
    bool valid = false; // read at the image's start and at its exit or exec
    std::uint64_t minor = 0, major = 0;
};

// What the kernel counted for one process image (KernelIo) that the trace could not attribute to
// a call it saw: "unseen I/O" (core/trace/unseenio.h says how it is reckoned). Bytes are compared
// with rchar/wchar, calls with syscr/syscw, both after the library's own reads are taken out.
struct UnseenIo {
    bool valid = false; // the kernel's counts are known (the image exited or exec'd)
    std::uint64_t readCalls = 0, readBytes = 0, writeCalls = 0, writeBytes = 0; // unseen
    // What the trace attributed on the kernel's terms: the read(2)/write(2) family it saw, and the
    // system calls stdio may have made for its calls at most (not unseen: they are accounted for).
    std::uint64_t seenReadCalls = 0, seenReadBytes = 0, seenWriteCalls = 0, seenWriteBytes = 0;
    std::uint64_t stdioReadCalls = 0, stdioWriteCalls = 0;
    // Likely reasons, by what the trace knows: "stdio", "threads", "signal", "outside-libc", "no-record"
    // (unseenio.h).
    std::vector<std::string> reasons;
    bool any() const { return readCalls + readBytes + writeCalls + writeBytes > 0; }
};

// One call kind on one file by one process, summed over threads, sites and zones.
struct CallStats {
    std::string call; // "read", "fgetc" … (iolt_call_name)
    int callId = 0; // enum iolt_call
    Layer layer = Layer::Posix;
    std::uint64_t count = 0;
    std::uint64_t ns = 0; // estimated total time: measured, scaled up where calls were sampled
    std::uint64_t timed = 0; // calls actually timed (== count unless sampled)
    std::uint64_t bytes = 0;
    std::uint64_t errors = 0;
    std::uint64_t minNs = 0, maxNs = 0;
    std::uint64_t sequential = 0, random = 0;
    // Calls by size: kHistogramBuckets counts (iolt.h iolt_hist_bucket), or as the loader leaves
    // them, only those up to the last bucket that counts a call (the rest are zero), and none when
    // no call moved a byte (opens, stats, closes: a trace of 100,000 files has half a million such
    // call kinds). bucket() reads every form.
    std::vector<std::uint64_t> histogram = std::vector<std::uint64_t>(kHistogramBuckets, 0);
    bool sampled() const { return timed < count; }
    std::uint64_t bucket(std::size_t k) const { return k < histogram.size() ? histogram[k] : 0; }
};

// A file (or socket, pipe, tty …) as one process saw it.
struct FileStats {
    std::string path; // absolute path; "127.0.0.1:8080" for a socket's peer; "pipe:[123]"
    FileKind kind = FileKind::Regular;
    int pid = 0;
    std::uint64_t sizeAtOpen = 0;
    std::uint64_t opens = 0, sessionsClosed = 0;
    std::uint64_t sessionsWritten = 0, sessionWriteBytes = 0;
    std::uint64_t sessionsReadFromStart = 0, sessionReadBytes = 0;
    std::uint64_t statCalls = 0;
    double statIntervalMeanNs = 0, statIntervalCv = 0; // regularity of stat polling
    // The same intervals by octave (kStatIntervalBuckets counts, statregularity.h); empty when a
    // trace file older than the histogram held some of them: then only the CV tells.
    std::vector<std::uint64_t> statIntervalHistogram;
    std::uint64_t exchanges = 0; // socket request/response turnarounds
    std::vector<CallStats> calls; // one per call kind, most time first
    std::uint64_t ns() const; // time in all its calls
    std::uint64_t bytesRead() const;
    std::uint64_t bytesWritten() const;
};

// Counts by path, in path order (byte-wise, as std::string compares), read like the
// std::map<std::string, std::uint64_t> it replaced. The paths are indexes into a table of sorted
// paths that the loader's sites share: each site of a program that touched 100,000 files held a
// copy of every path (800,000 strings in all).
class PathCounts {
public:
    using Entry = std::pair<std::string, std::uint64_t>;
    using Paths = std::shared_ptr<const std::vector<std::string>>;
    using value_type = std::pair<const std::string&, std::uint64_t>; // as read: a path and its count

    class const_iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = PathCounts::value_type;
        using difference_type = std::ptrdiff_t;
        struct Arrow { // what -> points at: the pair made for it
            value_type entry;
            const value_type* operator->() const { return &entry; }
        };
        using pointer = Arrow;
        using reference = value_type;

        const_iterator() = default;
        const_iterator(const std::vector<std::string>* paths, const std::pair<std::uint32_t, std::uint64_t>* at)
            : m_paths(paths)
            , m_at(at)
        { }
        value_type operator*() const { return { (*m_paths)[m_at->first], m_at->second }; }
        Arrow operator->() const { return { **this }; }
        const_iterator& operator++()
        {
            ++m_at;
            return *this;
        }
        const_iterator operator++(int)
        {
            const_iterator was = *this;
            ++m_at;
            return was;
        }
        friend bool operator==(const const_iterator& a, const const_iterator& b) { return a.m_at == b.m_at; }

    private:
        const std::vector<std::string>* m_paths = nullptr;
        const std::pair<std::uint32_t, std::uint64_t>* m_at = nullptr;
    };

    PathCounts() = default;
    // Any order; a path given twice keeps its last count.
    PathCounts(std::vector<Entry> entries);
    PathCounts(std::initializer_list<Entry> entries)
        : PathCounts(std::vector<Entry>(entries))
    { }
    // Counts of the paths of `paths` (sorted, each once) by their index: in index order, each once.
    static PathCounts fromTable(Paths paths, std::vector<std::pair<std::uint32_t, std::uint64_t>> counts);

    const_iterator begin() const { return { m_paths.get(), m_counts.data() }; }
    const_iterator end() const { return { m_paths.get(), m_counts.data() + m_counts.size() }; }
    std::size_t size() const { return m_counts.size(); }
    bool empty() const { return m_counts.empty(); }
    const_iterator find(const std::string& path) const;
    bool contains(const std::string& path) const { return find(path) != end(); }
    friend bool operator==(const PathCounts& a, const PathCounts& b);

private:
    Paths m_paths;
    std::vector<std::pair<std::uint32_t, std::uint64_t>> m_counts; // (index into m_paths, count), in path order
};

// Where calls came from: the first frame outside libc/libstdc++/the JVM's runtime.
struct Site {
    int pid = 0;
    std::uint64_t address = 0;
    std::string module; // path of the executable or library
    std::uint64_t moduleOffset = 0;
    std::string function; // symbolised after the run ("writeFile"), empty if unknown
    std::string location; // "merge.c:42", empty if no debug info
    // Appended (issue 23 §5): the source file as the debug information names it, with its
    // directory ("/home/me/src/merge.c", "/rustc/<commit>/library/std/src/fs.rs"), empty if none.
    std::string sourcePath;
    std::uint64_t count = 0, ns = 0, bytes = 0;
    std::map<std::string, std::uint64_t> callsByKind; // "write" → 20000
    std::string label() const; // "writeFile (merge.c:42)", or module+0x1234
    // Appended (H2): the calls by the file they were made on (FileStats::path), so a finding
    // names the sites that called on its file, not every site of the same call kind.
    PathCounts callsByPath;
    // Appended (issue 23 §2): when the code at the address was inlined by the compiler, the
    // functions it was inlined into, innermost first (function above is the inlined one, location
    // its line); the last is the function the code physically lies in. Filled by the symbolizer.
    struct InlinedInto {
        std::string function, location, sourcePath;
    };
    std::vector<InlinedInto> inlinedInto;
};

// A stopwatch section the program marked itself (iolens/stopwatch.h, StopwatchUtil.java).
struct Zone {
    std::string name; // "4", "write test3.csv"
    int pid = 0;
    std::uint64_t count = 0, ns = 0; // closed intervals, inclusive time
    // The I/O calls made while this zone was the innermost open one, by "call path" key, e.g.
    // {"open", "/tmp/x/test3.csv"} → count/ns.
    struct Attributed {
        std::string call, path;
        std::uint64_t count = 0, ns = 0, bytes = 0;
    };
    std::vector<Attributed> io;
};

// One time-line interval of one thread (merged consecutive calls, iolt.h iolt_event).
struct Event {
    int pid = 0, tid = 0;
    std::uint64_t beginNs = 0, endNs = 0; // relative to Trace::startRealtimeNs
    std::string call; // or the zone's name when isZone
    bool isZone = false;
    int file = -1; // index into Trace::files, -1 none
    std::uint32_t count = 1;
    std::uint64_t bytes = 0;
    // Appended (issue 26 §1): the file offset where the interval's first call began, -1 when not
    // known (a socket or pipe, a zone, an older trace). An interval with an offset holds calls that
    // each began where the one before ended (a sequential run): its calls cover
    // [offset, offset + bytes) in order.
    std::int64_t offset = -1;
};

struct Thread {
    int pid = 0, tid = 0;
    std::string name;
    std::uint64_t eventsKept = 0, eventsDropped = 0;
};

struct Process {
    int pid = 0, parent = 0;
    int generation = 0; // execs before this image
    std::vector<std::string> argv;
    std::string exe;
    // How it ended: "exited" (exitStatus valid), "execed", "killed" (signal valid when known,
    // else 0: it ended without calling exit), "running", "detached" (iolens-cli trace --pid let go
    // of it while it ran on).
    std::string end = "running";
    int exitStatus = 0;
    int signal = 0;
    std::uint64_t startNs = 0, wallNs = 0; // start relative to Trace::startRealtimeNs
    std::uint64_t ioNs = 0; // time inside traced I/O calls, summed over threads
    KernelIo kernel;
    std::vector<Thread> threads;
    std::uint64_t untracedExecs = 0; // execs with an environment that drops the library
    std::string untracedExec; // the first such program
    UnseenIo unseen; // appended (issue 22): the kernel's counts less what the trace attributed
    PageFaults faults; // appended (issue 24 §3)
    // The process's own counts: `kernel` less the whole counts of the children this image reaped,
    // which the kernel adds to a parent's at the wait (a shell's `kernel` holds its commands' I/O).
    // Equal to `kernel` for an image that reaped no traced child (unseenIoPerProcess sets it).
    KernelIo kernelOwn;
    // kernelOwn where it was worked out, else the kernel's counts (a trace made without it).
    const KernelIo& ownKernel() const { return kernelOwn.valid ? kernelOwn : kernel; }
    // Appended: it made no record of its own (a vfork child whose exec failed, a program iolens
    // cannot enter, a child killed before its first traced call); its traced parent wrote this one
    // when it reaped it: its pid, times, end and kernel counts, and its name (comm) as argv, no calls
    // (preload/childrecord.h). All its I/O is unseen.
    bool toldByParent = false;
    // Whether `kernel` holds the I/O of children this image reaped.
    bool kernelHasChildren() const
    {
        const KernelIo& own = ownKernel();
        return kernel.valid
            && (own.syscr != kernel.syscr || own.syscw != kernel.syscw || own.rchar != kernel.rchar
                || own.wchar != kernel.wchar || own.readBytes != kernel.readBytes
                || own.writeBytes != kernel.writeBytes);
    }
    // Time in calls as a share of wall time (0..1). None for a process with several threads: their
    // call times are summed, so the ratio can pass 100 % and would read like a measuring error.
    std::optional<double> ioShareOfWall() const
    {
        if (threads.size() > 1 || wallNs == 0)
            return std::nullopt;
        return static_cast<double>(ioNs) / static_cast<double>(wallNs);
    }
};

// One English sentence with its figures kept apart, for the window to translate: `source` is
// marked QT_TRANSLATE_NOOP(context, …) where it is written and holds %1, %2 … for `args` (counts,
// paths, call names, durations, already formatted). The English fields beside it (Finding::title,
// Trace::notices) stay what the CLI and JSON print; the window shows the translation when the
// user's language has one (ui/trace/tracephrases.h).
struct Phrase {
    const char* context = "";
    const char* source = "";
    std::vector<std::string> args;
};

// A pattern the articles teach, found in this trace (core/trace/findings.h has the rules).
struct Finding {
    std::string id; // "small-io", "reopen-per-record", …
    std::string file; // the path it is about ("" when about a process)
    int pid = 0;
    double share = 0; // of the process's wall time this pattern's calls account for (0..1)
    std::string title; // one line: "10,000,000 fgetc calls of 1 byte on /tmp/in.txt"
    std::string evidence; // counts, call sites, zone, in plain words
    std::string lesson; // the matching strategy's lesson, in a few sentences
    std::vector<std::string> tryStrategies; // strategy ids: the slow mirror first, then the fixes
    std::vector<std::string> sites; // labels of the call sites involved
    std::string zone; // the innermost zone the calls were made in, if one dominates
    Phrase titlePhrase; // title and evidence for translation (empty source: not known)
    std::vector<Phrase> evidencePhrases; // one per sentence
    // Appended (issue 23 §3): where in the program's own code these calls come from, from the
    // sampled stacks (core/trace/usercode.h says what "own code" is).
    struct UserLine {
        std::size_t frame = 0; // index into Trace::frames
        std::uint64_t calls = 0, ns = 0; // of this finding's calls, through this frame
        long stack = -1; // the hottest of its stacks: index into Trace::stacks
    };
    std::vector<UserLine> userLines; // hottest first; empty without stacks
};

// Live figures while a program runs, summed over every process image written so far (read from
// the mapped trace files by readLiveCounters(), core/trace/livecounters.h).
struct LiveCounters {
    std::uint64_t calls = 0, bytes = 0, files = 0, processes = 0;
    std::uint64_t elapsedNs = 0;
};

// A frame of a sampled call stack (issue 23, format/iolts.h): a return address named after the run
// by the symbolizer. Frames are shared by every stack that passes through them.
struct Frame {
    std::string function; // "caller_a", empty when the module has no symbols for it
    std::string file; // "merge.c", empty without debug information
    int line = 0; // 0: not known
    std::string module; // path of the executable or library, empty for code in no object (JIT)
    // "python" for a frame of the interpreted code (its function, source file and line, as the
    // interpreter names them; no module), empty for native code.
    std::string language;
    std::uint64_t moduleOffset = 0; // or the address itself when module is empty
    // Appended (issue 23 §5): the source file with its directory, as the debug information names
    // it (file keeps only its last component); empty when unknown or for interpreted code, whose
    // file is already the interpreter's full path.
    std::string sourcePath;
    // libc, libstdc++, libgcc_s, libm, the loader, libunwind, the JVM's native libraries or
    // libiolens-trace itself: kept in the stacks, marked so that views can fold them.
    bool runtime = false;
    std::string label() const; // "caller_a (stackcallers.c:21)", else module+0x1234
    // Appended (issue 23 §2): code the compiler inlined into the next (outer) frame's function,
    // at the same address; the stack goes on with the function it was inlined into.
    bool inlined = false;
};

// The frames of a stack: indices into Trace::frames, innermost first. Immutable and shared: the
// loader gives every stack with the same frames the same list (a trace of 100,000 files has some
// 800,000 stacks over a few dozen distinct lists, which each stack had copied: 800,000 allocations
// on this VM, where memory touched is time). Reads as a const std::vector<std::size_t>; assigning
// a vector makes a list of its own.
class FrameList {
public:
    using const_iterator = std::vector<std::size_t>::const_iterator;
    using const_reverse_iterator = std::vector<std::size_t>::const_reverse_iterator;
    using value_type = std::size_t;

    FrameList() = default;
    FrameList(std::vector<std::size_t> ids) // implicit: a stack's frames are assigned from a vector
        : m_ids(ids.empty() ? nullptr : std::make_shared<const std::vector<std::size_t>>(std::move(ids)))
    { }
    FrameList(std::initializer_list<std::size_t> ids)
        : FrameList(std::vector<std::size_t>(ids))
    { }

    const std::vector<std::size_t>& ids() const { return m_ids ? *m_ids : emptyIds(); }
    operator const std::vector<std::size_t>&() const { return ids(); }
    const_iterator begin() const { return ids().begin(); }
    const_iterator end() const { return ids().end(); }
    const_reverse_iterator rbegin() const { return ids().rbegin(); }
    const_reverse_iterator rend() const { return ids().rend(); }
    std::size_t size() const { return m_ids ? m_ids->size() : 0; }
    bool empty() const { return size() == 0; }
    std::size_t operator[](std::size_t k) const { return (*m_ids)[k]; }
    std::size_t front() const { return m_ids->front(); }
    std::size_t back() const { return m_ids->back(); }
    // The same list object, not only equal frames (what the loader's sharing gives).
    bool sharedWith(const FrameList& other) const { return m_ids == other.m_ids; }
    const void* identity() const { return m_ids.get(); }

    friend bool operator==(const FrameList& a, const FrameList& b) { return a.m_ids == b.m_ids || a.ids() == b.ids(); }
    friend bool operator==(const FrameList& a, const std::vector<std::size_t>& b) { return a.ids() == b; }
    friend bool operator<(const FrameList& a, const FrameList& b) { return a.m_ids != b.m_ids && a.ids() < b.ids(); }

private:
    static const std::vector<std::size_t>& emptyIds()
    {
        static const std::vector<std::size_t> none;
        return none;
    }
    std::shared_ptr<const std::vector<std::size_t>> m_ids; // null: no frames
};

// A distinct call stack of one process with the calls it stands for on one file and call kind.
// Stacks are sampled (stackSampling says how); their calls, ns and bytes are scaled so that the
// stacks of each (process, file, call kind, site, zone) add up to its exact counts.
struct Stack {
    FrameList frames; // indices into Trace::frames, innermost first; empty: no stack sampled
    bool truncated = false; // deeper than StackSampling::maxFrames: the outermost frames are missing
    int pid = 0;
    int file = -1; // index into Trace::files, -1: the calls had no file
    std::string call; // "write"
    std::uint64_t calls = 0, ns = 0, bytes = 0;
};

struct StackSampling {
    bool enabled = false; // some image wrote a stacks file
    int maxFrames = 0;
    // Every call of a slot up to firstCalls, then 1 in period (stdioPeriod for the stdio layer's
    // calls), and every call >= slowNs.
    std::uint64_t firstCalls = 0, period = 0, slowNs = 0, stdioPeriod = 0;
    std::uint64_t samples = 0, truncated = 0, dropped = 0, failed = 0; // summed over the images
    std::uint64_t unsampledCalls = 0; // calls in slots without a single stored sample (Stack with no frames)
    // Calls of slots that had no sample of their own (past a thread's first-call budget) given the
    // stacks sampled at the same call site, call kind and zone on other files.
    std::uint64_t siteSharedCalls = 0;
};

struct Trace {
    std::vector<std::string> command; // what was run (argv of the top program)
    int exitStatus = 0; // of the top program; 128+signal when it was killed
    int signal = 0;
    std::uint64_t startRealtimeNs = 0; // CLOCK_REALTIME of the first image's start
    std::uint64_t wallNs = 0; // as iolens waited for it
    std::vector<Process> processes;
    std::vector<FileStats> files; // per (process, file)
    std::vector<Site> sites;
    std::vector<Zone> zones;
    std::vector<Event> events;
    std::uint64_t eventsKept = 0, eventsDropped = 0;
    std::vector<Finding> findings;
    std::vector<std::string> notices; // what the preload could not see, said in plain words
    std::vector<std::vector<Phrase>> noticePhrases; // each notice's sentences for translation (may be empty)
    // A notice and the phrases it is translated from (none: shown in English everywhere).
    void addNotice(std::string english, std::vector<Phrase> phrases = {})
    {
        notices.push_back(std::move(english));
        noticePhrases.resize(notices.size() - 1);
        noticePhrases.push_back(std::move(phrases));
    }
    // Appended (H2): events that were kept in the trace files but not loaded into `events`, or
    // not saved in a trace JSON's bounded time line (traceloader.h kMaxLoadedEvents).
    std::uint64_t eventsNotLoaded = 0;
    // Appended (issue 24): how the calls were seen: "preload" (libiolens-trace.so inside the
    // program) or "ptrace" (from outside, core/trace/ptrace/), with why ("a static program") and
    // what one recorded system call cost the program then, in ns (0: not measured).
    std::string mode = "preload";
    std::string modeReason;
    std::uint64_t callCostNs = 0;
    // Appended (issue 22): traced processes still running when the trace ended (daemons,
    // background jobs the program left behind; their records so far are in the trace).
    std::uint64_t stillRunning = 0;
    // Appended (issue 23): sampled full call stacks.
    std::vector<Frame> frames;
    std::vector<Stack> stacks; // most time first
    StackSampling stackSampling;
    // Appended (issue 23 §3): module path parts whose frames count as the program's own code
    // beside the default rules (iolens-cli trace --user-code, core/trace/usercode.h).
    std::vector<std::string> userCodeModules;
};

} // namespace iolens::trace
