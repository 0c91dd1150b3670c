// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/unseenio.h"

#include "core/report/reportutil.h"
#include "core/sizeparse.h"
#include "core/trace/format/iolt.h"
#include "core/trace/tracetext.h"

#include <QtGlobal>

#include <algorithm>
#include <map>

namespace iolens::trace {

namespace {

// A notice when this share of the kernel's calls or bytes went unseen, and enough of them that it
// is not a program's handful of libc-internal reads (a locale file, /etc/passwd).
constexpr double kNoticeShare = 0.10;
constexpr std::uint64_t kNoticeMinCalls = 100;
constexpr std::uint64_t kNoticeMinBytes = 1024 * 1024;
constexpr std::size_t kNoticeProcesses = 3; // named in the notice, largest first

std::uint64_t buffers(std::uint64_t bytes)
{
    return (bytes + kStdioBufferBytes - 1) / kStdioBufferBytes;
}

std::string moved(std::uint64_t bytes, std::uint64_t calls, const char* verb)
{
    return formatSize(bytes) + " " + verb + " by " + counted(calls, "system call", "system calls");
}

} // namespace

void attributeCall(AttributedIo& a, std::uint32_t call, std::uint64_t count, std::uint64_t bytes)
{
    switch (call) {
    case IOLT_CALL_READ:
    case IOLT_CALL_PREAD:
    case IOLT_CALL_READV:
    case IOLT_CALL_PREADV:
        a.readCalls += count;
        a.readBytes += bytes;
        return;
    case IOLT_CALL_WRITE:
    case IOLT_CALL_PWRITE:
    case IOLT_CALL_WRITEV:
    case IOLT_CALL_PWRITEV:
        a.writeCalls += count;
        a.writeBytes += bytes;
        return;
    case IOLT_CALL_SENDFILE: // the kernel counts an in-kernel copy on both sides
    case IOLT_CALL_COPY_FILE_RANGE:
        a.readCalls += count;
        a.readBytes += bytes;
        a.writeCalls += count;
        a.writeBytes += bytes;
        return;
    default:
        break;
    }
    if (iolt_call_layer(call) != IOLT_LAYER_STDIO)
        return;
    if (iolt_call_reads(call)) {
        a.stdioReadCalls += count;
        a.stdioReadBytes += bytes;
    } else if (iolt_call_writes(call) || call == IOLT_CALL_FFLUSH || call == IOLT_CALL_FCLOSE) {
        a.stdioWriteCalls += count; // a flush or close writes what the buffer holds
        a.stdioWriteBytes += bytes;
    }
}

UnseenIo unseenIo(const KernelIo& kernel, const AttributedIo& a)
{
    UnseenIo u;
    if (!kernel.valid)
        return u;
    u.valid = true;
    u.seenReadCalls = a.readCalls;
    u.seenReadBytes = a.readBytes;
    u.seenWriteCalls = a.writeCalls;
    u.seenWriteBytes = a.writeBytes;
    const std::uint64_t readCallGap = minusOrZero(kernel.syscr, a.readCalls),
                        readByteGap = minusOrZero(kernel.rchar, a.readBytes);
    const std::uint64_t writeCallGap = minusOrZero(kernel.syscw, a.writeCalls),
                        writeByteGap = minusOrZero(kernel.wchar, a.writeBytes);
    // stdio's share, at most what it could have cost (unseenio.h)
    u.stdioReadCalls = std::min(readCallGap, a.stdioReadCalls + buffers(a.stdioReadBytes) + a.stdioReadStreams);
    u.stdioWriteCalls = std::min(writeCallGap, a.stdioWriteCalls + buffers(a.stdioWriteBytes) + a.stdioWriteStreams);
    u.readCalls = readCallGap - u.stdioReadCalls;
    u.writeCalls = writeCallGap - u.stdioWriteCalls;
    u.readBytes = minusOrZero(readByteGap, a.stdioReadBytes + a.stdioReadStreams * kStdioReadAheadBytes);
    u.writeBytes = minusOrZero(writeByteGap, a.stdioWriteBytes);
    if (!u.any())
        return u;
    if (a.noRecord) { // none of its calls was seen: the reasons below are about calls that were
        u.reasons.emplace_back("no-record");
        return u;
    }
    // stdio's buffers explain a gap only in the direction the program used them: `cat` closes its
    // stdout through stdio, but its unseen reads are libc's own (setlocale's locale.alias).
    if ((a.stdioReadCalls > 0 && u.readCalls + u.readBytes > 0)
        || (a.stdioWriteCalls > 0 && u.writeCalls + u.writeBytes > 0))
        u.reasons.emplace_back("stdio");
    if (a.threadsMissing)
        u.reasons.emplace_back("threads");
    if (a.endedBySignal)
        u.reasons.emplace_back("signal");
    u.reasons.emplace_back("outside-libc");
    return u;
}

std::string unseenReasonText(const std::string& reason)
{
    if (reason == "stdio")
        return "stdio buffers larger than iolens allows for (setvbuf, a file system's large block size)";
    if (reason == "threads")
        return "threads the trace file had no room for";
    if (reason == "signal")
        return "the call a signal ended it in, which never returned to iolens";
    if (reason == "outside-libc")
        return "system calls made past libc's wrappers: syscall(2), inline assembly, libc's internal reads, a "
               "statically linked library";
    if (reason == "no-record")
        return "it made no record of its own (a vfork child whose exec failed, a program iolens cannot enter, or a "
               "child ended before its first traced call): its parent told how it ended";
    return reason;
}

std::string unseenSentence(const Process& p)
{
    const std::string amounts = unseenAmounts(p.unseen);
    return amounts.empty() ? amounts : noticeProcessName(p) + ": " + amounts + " iolens did not see";
}

std::string unseenAmounts(const UnseenIo& u)
{
    if (!u.valid || !u.any())
        return {};
    std::string s;
    const bool reads = u.readCalls + u.readBytes > 0, writes = u.writeCalls + u.writeBytes > 0;
    if (reads)
        s += moved(u.readBytes, u.readCalls, "read");
    if (reads && writes)
        s += " and ";
    if (writes)
        s += moved(u.writeBytes, u.writeCalls, "written");
    return s;
}

namespace {

std::uint64_t digits(std::uint64_t n)
{
    std::uint64_t d = 1;
    while (n >= 10) {
        n /= 10;
        ++d;
    }
    return d;
}

// The read of an image's end snapshot of /proc/self/io, counted after it: one read (the kernel
// makes the whole text at the first read, and the preload stops at a short read), of the text's
// labels and newlines and the figures as they stood. Two reads and one digit for each of the last
// three figures were assumed before: a shell that reaped three `cat`s kept 3 bytes of one's
// read_bytes "4096" as unseen, and 3 unseen calls of its own were taken away.
constexpr std::uint64_t kSnapshotReads = 1;
constexpr std::uint64_t kSnapshotLabelBytes = 83; // "rchar: \n" … "cancelled_write_bytes: \n"

std::uint64_t snapshotBytes(const ImageIo& c)
{
    return kSnapshotLabelBytes + digits(c.endRchar) + digits(c.endWchar) + digits(c.endSyscr) + digits(c.endSyscw)
        + digits(c.endReadBytes) + digits(c.endWriteBytes) + digits(c.endCancelledWriteBytes);
}

} // namespace

void unseenIoPerProcess(Trace& t, const std::vector<ImageIo>& images)
{
    // The last image of each pid holds its whole counts.
    std::map<int, std::size_t> last;
    for (std::size_t i = 0; i < t.processes.size(); ++i) {
        const auto [it, inserted] = last.emplace(t.processes[i].pid, i);
        if (!inserted && t.processes[i].generation > t.processes[it->second].generation)
            it->second = i;
    }
    for (std::size_t i = 0; i < t.processes.size(); ++i) {
        Process& p = t.processes[i];
        KernelIo own = p.kernel;
        const std::uint64_t begin = p.startNs, end = p.startNs + p.wallNs;
        for (const auto& [pid, c] : last) {
            const Process& child = t.processes[c];
            const std::uint64_t childEnd = child.startNs + child.wallNs;
            if (child.parent != p.pid || pid == p.pid || !images[c].endValid || childEnd < begin || childEnd > end)
                continue;
            const ImageIo& io = images[c];
            own.syscr = minusOrZero(own.syscr, io.endSyscr + (io.endReadByReaper ? 0 : kSnapshotReads));
            own.rchar = minusOrZero(own.rchar, io.endRchar + (io.endReadByReaper ? 0 : snapshotBytes(io)));
            own.syscw = minusOrZero(own.syscw, io.endSyscw);
            own.wchar = minusOrZero(own.wchar, io.endWchar);
            own.readBytes = minusOrZero(own.readBytes, io.endReadBytes);
            own.writeBytes = minusOrZero(own.writeBytes, io.endWriteBytes);
        }
        p.kernelOwn = own;
        p.unseen = unseenIo(own, images[i].attributed);
    }
}

double UnseenTotals::callShare() const
{
    return kernelCalls ? static_cast<double>(calls) / static_cast<double>(kernelCalls) : 0.0;
}

double UnseenTotals::byteShare() const
{
    return kernelBytes ? static_cast<double>(bytes) / static_cast<double>(kernelBytes) : 0.0;
}

bool UnseenTotals::large() const
{
    return (calls >= kNoticeMinCalls && callShare() >= kNoticeShare)
        || (bytes >= kNoticeMinBytes && byteShare() >= kNoticeShare);
}

UnseenTotals unseenTotals(const Trace& t)
{
    UnseenTotals s;
    for (const Process& p : t.processes) {
        if (!p.unseen.valid)
            continue;
        s.calls += p.unseen.readCalls + p.unseen.writeCalls;
        s.bytes += p.unseen.readBytes + p.unseen.writeBytes;
        s.kernelCalls += p.kernel.syscr + p.kernel.syscw;
        s.kernelBytes += p.kernel.rchar + p.kernel.wchar;
    }
    return s;
}

void addUnseenNotice(Trace& t)
{
    const UnseenTotals s = unseenTotals(t);
    if (!s.large())
        return;
    const std::string share = report::fixed(100.0 * std::max(s.callShare(), s.byteShare()), 0);
    std::string english = "Unseen I/O: the kernel counted " + counted(s.calls, "system call", "system calls") + " ("
        + formatSize(s.bytes) + ") that iolens did not see, up to " + share
        + " % of these processes' reads and writes; the tables do not include them.";
    std::vector<Phrase> phrases { { "TraceNotice",
        QT_TRANSLATE_NOOP("TraceNotice",
            "Unseen I/O: the kernel counted %1 system calls (%2) that iolens did not see, up to %3 % of these "
            "processes' reads and writes; the tables do not include them."),
        { grouped(s.calls), formatSize(s.bytes), share } } };
    std::vector<const Process*> largest;
    for (const Process& p : t.processes)
        if (p.unseen.valid && p.unseen.any())
            largest.push_back(&p);
    std::stable_sort(largest.begin(), largest.end(), [](const Process* a, const Process* b) {
        return a->unseen.readBytes + a->unseen.writeBytes > b->unseen.readBytes + b->unseen.writeBytes;
    });
    for (std::size_t i = 0; i < largest.size() && i < kNoticeProcesses; ++i) {
        const std::string sentence = unseenSentence(*largest[i]);
        english += " " + sentence + ".";
        const UnseenIo& u = largest[i]->unseen;
        phrases.push_back({ "TraceNotice",
            QT_TRANSLATE_NOOP("TraceNotice",
                "%1: %2 read by %3 system calls and %4 written by %5 system calls that iolens did not see."),
            { noticeProcessName(*largest[i]), formatSize(u.readBytes), grouped(u.readCalls), formatSize(u.writeBytes),
                grouped(u.writeCalls) } });
    }
    // First: it changes how every figure below is read.
    t.noticePhrases.resize(t.notices.size());
    t.notices.insert(t.notices.begin(), std::move(english));
    t.noticePhrases.insert(t.noticePhrases.begin(), std::move(phrases));
}

} // namespace iolens::trace
