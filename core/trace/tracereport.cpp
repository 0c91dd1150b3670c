// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/tracereport.h"

#include "core/printable.h"
#include "core/report/reportutil.h"
#include "core/sizeparse.h"
#include "core/trace/format/iolt.h"
#include "core/trace/tracetext.h"
#include "core/trace/unseenio.h"
#include "core/trace/usercode.h"

#include <algorithm>
#include <map>
#include <set>

namespace iolens::trace {

namespace {

// Columns are padded by characters, not bytes: "–" and "µs" are several bytes in UTF-8.
std::size_t displayWidth(const std::string& s)
{
    return static_cast<std::size_t>(std::count_if(s.begin(), s.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}
std::string padLeft(const std::string& s, std::size_t width)
{
    const std::size_t w = displayWidth(s);
    return std::string(width > w ? width - w : 0, ' ') + s;
}
std::string padRight(const std::string& s, std::size_t width)
{
    const std::size_t w = displayWidth(s);
    return s + std::string(width > w ? width - w : 0, ' ');
}

std::string baseName(const std::string& path)
{
    const std::size_t slash = path.rfind('/');
    return slash == std::string::npos || slash + 1 == path.size() ? path : path.substr(slash + 1);
}

std::string processLabel(const Process& p)
{
    const std::string& name = !p.argv.empty() ? p.argv.front() : p.exe;
    std::string out = "pid " + std::to_string(p.pid);
    if (p.generation > 0)
        out += " (exec " + std::to_string(p.generation) + ")";
    if (!name.empty())
        out += " " + printable(name);
    return out;
}

std::string endText(const Process& p)
{
    if (p.end == "exited")
        return "exited " + std::to_string(p.exitStatus);
    if (p.end == "killed")
        return p.signal ? "killed by signal " + signalText(p.signal) : std::string("ended without exit");
    return p.end;
}

// Files listed per process, most time first: a shell script's PATH lookups alone stat dozens of
// missing paths, which would bury the files that matter. The JSON keeps all of them.
constexpr std::size_t kFilesListed = 12;

std::string msec(std::uint64_t ns)
{
    return std::to_string((ns + 500'000) / 1'000'000) + "msec.";
}

// "12 read and 3 write system calls, 4 KiB read, 1 KiB written"
std::string kernelCounts(const KernelIo& k)
{
    return counted(k.syscr, "read", "read") + " and " + counted(k.syscw, "write system call", "write system calls")
        + ", " + formatSize(k.rchar) + " read, " + formatSize(k.wchar) + " written";
}

void writeProcessHeader(std::ostream& out, const Process& p)
{
    out << processLabel(p) << " (" << endText(p) << (p.toldByParent ? ", as its parent told it" : "") << "): wall "
        << millis(p.wallNs) << ", in I/O calls " << millis(p.ioNs);
    if (const std::optional<double> share = p.ioShareOfWall())
        out << " (" << report::fixed(100.0 * *share, 0) << " %)";
    else if (p.threads.size() > 1)
        out << " (summed over " << p.threads.size() << " threads)";
    if (p.ownKernel().valid) {
        out << "; kernel: " << kernelCounts(p.ownKernel());
        if (p.kernelHasChildren())
            out << " (" << kernelCounts(p.kernel) << " with the children it reaped)";
    }
    if (p.faults.valid && p.faults.major > 0) // pages read from storage: a cold mapped file, or code
        out << "; " << counted(p.faults.major, "major page fault", "major page faults");
    out << "\n";
    if (const std::string unseen = unseenAmounts(p.unseen); !unseen.empty()) {
        out << "  unseen I/O: " << unseen << " iolens did not see (likely: ";
        for (std::size_t i = 0; i < p.unseen.reasons.size(); ++i)
            out << (i ? "; " : "") << unseenReasonText(p.unseen.reasons[i]);
        out << ")\n";
    }
}

// Lines of the program's own code named per file in the table: the few that make most of its time.
constexpr std::size_t kUserLinesListed = 3;

// "    from count (slow.py:5) 98 %, main (x.c:9) 2 %": the file's hottest user lines with their
// share of its sampled time (of its calls where no time was measured); nothing without stacks.
void writeUserLines(std::ostream& out, const UserCode& code, const FileStats& f)
{
    std::set<std::string> calls;
    for (const CallStats& c : f.calls)
        if (!iolt_call_is_pages(static_cast<std::uint32_t>(c.callId)))
            calls.insert(c.call);
    const std::vector<Finding::UserLine> lines = code.linesFor(f.pid, f.path, calls);
    if (lines.empty())
        return;
    std::uint64_t ns = 0, n = 0;
    for (const Finding::UserLine& l : lines) {
        ns += l.ns;
        n += l.calls;
    }
    out << "    from ";
    for (std::size_t i = 0; i < lines.size() && i < kUserLinesListed; ++i) {
        const double share = ns > 0 ? static_cast<double>(lines[i].ns) / static_cast<double>(ns)
                                    : static_cast<double>(lines[i].calls) / static_cast<double>(n ? n : 1);
        out << (i ? ", " : "") << printable(code.frameLabel(lines[i].frame)) << " "
            << report::fixed(100.0 * share, share < 0.1 ? 1 : 0) << " %";
    }
    if (lines.size() > kUserLinesListed)
        out << " and " << counted(lines.size() - kUserLinesListed, "more line", "more lines");
    out << "\n";
}

} // namespace

std::string bucketLabel(int k)
{
    if (k <= 0)
        return "0 B";
    if (k == 1)
        return "1 B";
    if (k >= kHistogramBuckets - 1)
        return "≥ 1 GiB";
    const std::uint64_t low = iolt_hist_bucket_low(static_cast<std::uint32_t>(k));
    if (low < 1024)
        return std::to_string(low) + "–" + std::to_string(2 * low - 1) + " B";
    return formatSize(low) + "–" + formatSize(2 * low);
}

std::string sizesSummary(const std::vector<std::uint64_t>& h)
{
    int first = -1, last = -1, most = -1;
    for (int k = 0; k < static_cast<int>(h.size()); ++k) {
        if (h[static_cast<std::size_t>(k)] == 0)
            continue;
        if (first < 0)
            first = k;
        last = k;
        if (most < 0 || h[static_cast<std::size_t>(k)] > h[static_cast<std::size_t>(most)])
            most = k;
    }
    if (first < 0)
        return "-";
    if (first == last)
        return bucketLabel(first);
    const std::string range = bucketLabel(first) + " … " + bucketLabel(last);
    // "most" only when one bucket leads: with a tie (one 64 KiB read and the 0-byte EOF read) it
    // would single out an arbitrary one.
    for (int k = 0; k < static_cast<int>(h.size()); ++k)
        if (k != most && h[static_cast<std::size_t>(k)] == h[static_cast<std::size_t>(most)])
            return range;
    return range + ", most " + bucketLabel(most);
}

void writeTraceTable(std::ostream& out, const Trace& t)
{
    std::map<int, std::vector<const FileStats*>> filesByPid;
    for (const FileStats& f : t.files)
        filesByPid[f.pid].push_back(&f);
    std::map<int, bool> shown;
    const UserCode code(t);
    for (const Process& p : t.processes) {
        if (shown[p.pid])
            continue;
        shown[p.pid] = true;
        // Files are per pid, over all its images (an exec keeps the pid): every image's line first,
        // then the files.
        for (const Process& image : t.processes)
            if (image.pid == p.pid)
                writeProcessHeader(out, image);
        const auto it = filesByPid.find(p.pid);
        if (it == filesByPid.end()) {
            out << "  (no I/O calls)\n";
            continue;
        }
        out << "  " << padRight("call", 16) << padLeft("count", 14) << padLeft("time", 14) << padLeft("bytes", 12)
            << "  sizes\n";
        std::uint64_t restCalls = 0, restNs = 0;
        for (std::size_t i = kFilesListed; i < it->second.size(); ++i)
            for (const CallStats& c : it->second[i]->calls) {
                restCalls += c.count;
                restNs += c.ns;
            }
        for (std::size_t i = 0; i < it->second.size() && i < kFilesListed; ++i) {
            const FileStats* f = it->second[i];
            out << "  " << displayPath(f->path) << " (" << fileKindName(f->kind);
            if (f->opens > 0)
                out << ", " << counted(f->opens, "open", "opens");
            out << ")\n";
            for (const CallStats& c : f->calls) {
                const bool pages = iolt_call_is_pages(static_cast<std::uint32_t>(c.callId)); // untimed
                const bool moves = iolt_call_reads(static_cast<std::uint32_t>(c.callId))
                    || iolt_call_writes(static_cast<std::uint32_t>(c.callId)) || c.callId == IOLT_CALL_MMAP || pages;
                // A long name ("pages from disk", "copy_file_range") takes room from the count's
                // column rather than pushing the row's numbers out of line.
                const std::string name = c.call + (c.sampled() && !pages ? "*" : "");
                const std::string count = grouped(c.count);
                out << "    " << name
                    << padLeft(count, std::max<std::size_t>(28, name.size() + count.size() + 1) - name.size())
                    << padLeft(pages ? std::string("-") : report::formatDuration(static_cast<double>(c.ns)), 14)
                    << padLeft(moves ? formatSize(c.bytes) : std::string("-"), 12) << "  "
                    << (moves ? sizesSummary(c.histogram) : std::string("-"));
                if (c.errors > 0)
                    out << ", " << counted(c.errors, "error", "errors");
                out << "\n";
            }
            writeUserLines(out, code, *f);
        }
        if (it->second.size() > kFilesListed)
            out << "  … and " << counted(it->second.size() - kFilesListed, "more file", "more files") << ": "
                << counted(restCalls, "call", "calls") << ", " << report::formatDuration(static_cast<double>(restNs))
                << " (the JSON lists every file)\n";
    }
    bool sampled = false;
    for (const FileStats& f : t.files)
        for (const CallStats& c : f.calls)
            sampled = sampled || (c.sampled() && !iolt_call_is_pages(static_cast<std::uint32_t>(c.callId)));
    if (sampled)
        out << "  * time sampled: some calls were timed and the total estimated (see the notices)\n";
    if (!t.zones.empty()) {
        out << "\nZones\n";
        for (const Zone& z : t.zones)
            out << "  Stopwatch[" << printable(z.name) << "] pid " << z.pid << ": "
                << counted(z.count, "interval", "intervals") << ", " << millis(z.ns) << "\n";
    }
    writeTraceFindings(out, t);
}

void writeTraceFindings(std::ostream& out, const Trace& t)
{
    if (!t.findings.empty()) {
        out << "\nFindings\n";
        for (const Finding& f : t.findings) {
            out << "  " << f.id << ": " << printable(f.title) << " ("
                << report::fixed(f.share * 100, f.share < 0.1 ? 1 : 0) << " % of pid " << f.pid << "'s wall time)\n";
            out << "    " << printable(f.evidence) << "\n";
            out << "    Lesson: " << printable(f.lesson) << "\n";
            out << "    try:";
            for (std::size_t i = 0; i < f.tryStrategies.size(); ++i)
                out << (i ? ", " : " ") << f.tryStrategies[i];
            out << "\n";
        }
    } else {
        out << "\nFindings: none of the known patterns.\n";
    }
    if (!t.notices.empty()) {
        out << "\nNotices\n";
        for (const std::string& n : t.notices)
            out << "  - " << printable(n) << "\n";
    }
}

namespace {

// StopwatchUtil's showAll() lists its keys in order: numbered zones by number (2 before 10), then
// named ones by name. The loader keeps zones in the order the program first opened them.
std::vector<const Zone*> zonesInKeyOrder(const Trace& t, int pid)
{
    std::vector<const Zone*> zones;
    for (const Zone& z : t.zones)
        if (z.pid == pid)
            zones.push_back(&z);
    const auto number = [](const std::string& name) -> long long {
        if (name.empty() || name.size() > 18
            || !std::all_of(name.begin(), name.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return -1;
        return std::stoll(name);
    };
    std::stable_sort(zones.begin(), zones.end(), [&](const Zone* a, const Zone* b) {
        const long long na = number(a->name), nb = number(b->name);
        if ((na < 0) != (nb < 0))
            return na >= 0; // numbered first
        return na >= 0 ? na < nb : a->name < b->name;
    });
    return zones;
}

} // namespace

void writeTraceStopwatch(std::ostream& out, const Trace& t)
{
    std::map<int, bool> shown;
    for (const Process& p : t.processes) {
        if (shown[p.pid])
            continue;
        shown[p.pid] = true;
        std::uint64_t wall = 0, io = 0;
        for (const Process& q : t.processes)
            if (q.pid == p.pid) {
                wall += q.wallNs;
                io += q.ioNs;
            }
        out << processLabel(p) << " (wall " << msec(wall) << ", in I/O calls " << msec(io) << ")\n";
        for (const FileStats& f : t.files) {
            if (f.pid != p.pid)
                continue;
            const std::string name = f.path.empty() ? std::string("(no file)") : printable(baseName(f.path));
            for (const CallStats& c : f.calls)
                out << "Stopwatch[" << c.call << " " << name << "]: " << msec(c.ns) << "\n";
        }
        for (const Zone* zp : zonesInKeyOrder(t, p.pid)) {
            const Zone& z = *zp;
            out << "Stopwatch[" << printable(z.name) << "]: " << msec(z.ns);
            // The zone's biggest I/O, grouped per file: "of which 10,000 open + 10,000 close of test3.csv".
            std::vector<std::pair<std::string, std::string>> parts; // path → "10,000 open + …"
            for (std::size_t i = 0; i < z.io.size() && i < 4; ++i) {
                const Zone::Attributed& a = z.io[i];
                auto it = std::find_if(parts.begin(), parts.end(), [&](const auto& x) { return x.first == a.path; });
                const std::string piece = grouped(a.count) + " " + a.call;
                if (it == parts.end())
                    parts.emplace_back(a.path, piece);
                else
                    it->second += " + " + piece;
            }
            for (std::size_t i = 0; i < parts.size(); ++i)
                out << (i == 0 ? ", of which " : "; ") << parts[i].second << " of "
                    << (parts[i].first.empty() ? std::string("(no file)") : printable(baseName(parts[i].first)));
            out << "\n";
        }
    }
}

} // namespace iolens::trace
