// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Unseen I/O (DESIGN.md 7.1, issue 22): what the kernel counted for a process image in
// /proc/PID/io that the trace cannot attribute to a call it saw.
//
// What is compared: the kernel counts every read(2)-family system call in syscr and its bytes in
// rchar (writes likewise in syscw, wchar); recv/send and memory-mapped access are in neither. So
// the trace's side is the read(2)/write(2) family it recorded (read, pread, readv, preadv; write,
// pwrite, writev, pwritev; sendfile and copy_file_range on both sides), calls against calls and
// bytes against bytes. stdio's own refills and flushes are system calls no preload sees, but they
// are not unseen I/O: the bytes the program read or wrote through stdio are in the trace. They
// are allowed for generously, so that a program that only uses stdio never shows unseen I/O:
//   bytes: the stdio bytes, plus one read-ahead buffer (kStdioReadAheadBytes) per stream read;
//   calls: at most one system call per stdio call (a line-buffered or unbuffered stream), plus
//          one per 4 KiB moved (a full buffer), plus one per stream (its end-of-file read).
// What remains is unseen: calls made past libc's exported wrappers (syscall(2), inline assembly,
// libc's internal reads, a statically linked library), and threads the trace file had no room
// for. The library's own reads of /proc are taken out before (KernelIo).

#include "core/trace/trace.h"

#include <cstdint>
#include <string>
#include <vector>

namespace iolens::trace {

inline constexpr std::uint64_t kStdioReadAheadBytes = 64 * 1024;
inline constexpr std::uint64_t kStdioBufferBytes = 4096;

// What one image's calls moved, on the kernel's terms (summed by the loader over its slots).
struct AttributedIo {
    std::uint64_t readCalls = 0, readBytes = 0, writeCalls = 0, writeBytes = 0; // read(2)/write(2) family
    std::uint64_t stdioReadCalls = 0, stdioReadBytes = 0, stdioWriteCalls = 0, stdioWriteBytes = 0;
    std::uint64_t stdioReadStreams = 0, stdioWriteStreams = 0; // files read / written through stdio
    bool threadsMissing = false; // the trace file had no room for some of its threads
    // A signal ended it: the kernel counted the call it was in, which never returned to the library.
    bool endedBySignal = false;
    // It made no record of its own: its parent wrote one, without calls (Process::toldByParent).
    bool noRecord = false;
};

// What unseenIoPerProcess() needs of one image besides its Process: its calls, and the kernel's
// counts at its end as read (cumulative since the process began: a fork child starts at zero).
struct ImageIo {
    AttributedIo attributed;
    bool endValid = false;
    std::uint64_t endSyscr = 0, endSyscw = 0, endRchar = 0, endWchar = 0;
    std::uint64_t endReadBytes = 0, endWriteBytes = 0, endCancelledWriteBytes = 0; // their digits are read too
    // The end counts were read by whoever reaped it, a signal having ended it (preload/wrap_wait.c,
    // launch/zombiecounts.h): no read of its own /proc/self/io follows them.
    bool endReadByReaper = false;
};

// Sets every process's `unseen` and `kernelOwn` (images[i] belongs to t.processes[i]). A parent's counts include
// those of the children it reaped (the kernel adds a child's to its parent's at the wait): the
// whole counts of each child that ended within the parent image's life are taken out first, with
// the reads of the child's last /proc/self/io snapshot, which come after the snapshot.
void unseenIoPerProcess(Trace& t, const std::vector<ImageIo>& images);

// Adds one slot's calls of `call` (enum iolt_call) on a file to `a`.
void attributeCall(AttributedIo& a, std::uint32_t call, std::uint64_t count, std::uint64_t bytes);

// The kernel's counts less what was attributed; invalid when the kernel's are not known.
UnseenIo unseenIo(const KernelIo& kernel, const AttributedIo& attributed);

// "pid 4242 (python3): 3.2 MiB read by 12 system calls iolens did not see" (empty when none).
std::string unseenSentence(const Process& p);
// Its figures alone: "3.2 MiB read by 12 system calls" (and "… written by …"; empty when none).
std::string unseenAmounts(const UnseenIo& u);
// A reason id of UnseenIo::reasons in plain words.
std::string unseenReasonText(const std::string& reason);

// Unseen I/O summed over the trace's processes (images with known kernel counts).
struct UnseenTotals {
    std::uint64_t calls = 0, bytes = 0; // unseen, reads and writes
    std::uint64_t kernelCalls = 0, kernelBytes = 0; // syscr + syscw, rchar + wchar
    double callShare() const;
    double byteShare() const;
    bool large() const; // worth a notice at the top of the report
};
UnseenTotals unseenTotals(const Trace& t);

// The notice at the front of Trace::notices when the unseen share is large.
void addUnseenNotice(Trace& t);

} // namespace iolens::trace
