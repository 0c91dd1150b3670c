// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/replay/replaystrategies.h"
#include "core/strategy.h"

#include <QtGlobal>

namespace iolens::replay {

namespace {

const char* const kTiming = QT_TRANSLATE_NOOP("Lesson",
    "Each recorded run of calls (the trace merges consecutive calls of one kind) is timed as one interval, credited "
    "with its calls and bytes: two clock reads per run, not per call. The bytes read are hashed as they arrive, as "
    "the program would have used them.");

const char* const kArticle = QT_TRANSLATE_NOOP("Lesson",
    "Issue 26: the built-in strategies show a fix on their own work; a replay shows it on the calls the program "
    "made, so the speed-up in the table is the program's.");

} // namespace

StrategyInfo replayInfo(Fix fix)
{
    switch (fix) {
    case Fix::AsRecorded:
        return { .id = "replay.as-recorded",
            .title = QT_TRANSLATE_NOOP("Lesson", "the traced calls, as recorded"),
            .lesson = { .what = QT_TRANSLATE_NOOP("Lesson",
                            "Repeats the traced program's calls on a copy of the file: the same call kinds (stdio "
                            "calls through a FILE*, read, pread, write and pwrite through descriptors), sizes, "
                            "offsets, opens, closes and fsyncs, in recorded time order and in one thread (the "
                            "threads of the program are merged by when their calls began). Writes write bytes that "
                            "depend only on the file offset; the traced file itself is only read, to copy it."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "Whatever the program called: FileInputStream.read(byte[]), RandomAccessFile.seek + read, new "
                    "FileWriter(path, true) per record — the pattern before any fix."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "The program's own: calls × cost per call of each kind, opens and fsyncs included. Each run of "
                    "calls spreads its bytes evenly (the trace does not keep single calls' sizes)."),
                .timing = kTiming,
                .article = kArticle,
                .excerpt = "for (const Step& s : plan.steps) // recorded time order\n    for (i = 0; i < s.count; "
                           "++i)\n        read(fd, buf, s.bytes / s.count); // or pread, fgetc, write …" } };
    case Fix::Buffered:
        return { .id = "replay.buffered",
            .title = QT_TRANSLATE_NOOP("Lesson", "the traced calls, reads through a 64 KiB buffer"),
            .lesson = { .what = QT_TRANSLATE_NOOP("Lesson",
                            "As recorded, but every run of reads smaller than 64 KiB each is read as 64 KiB reads "
                            "(or the run's range whole, if smaller): the program's small reads would be served from "
                            "the buffer."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "new BufferedInputStream(new FileInputStream(f), 65536) in place of FileInputStream.read(byte[]) "
                    "with a small array, or read() per byte."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "bytes / 64 KiB system calls per read run instead of one per recorded call; the copies stay "
                    "the same. Memory: 64 KiB."),
                .timing = kTiming,
                .article = kArticle,
                .excerpt = "for (at = 0; at < run.bytes; at += 65536)\n    read(fd, buf, min(65536, run.bytes - "
                           "at));" } };
    case Fix::KeptOpen:
        return { .id = "replay.kept-open",
            .title = QT_TRANSLATE_NOOP("Lesson", "the traced calls, the file kept open"),
            .lesson = { .what = QT_TRANSLATE_NOOP("Lesson",
                            "As recorded, but the file is opened once, at the first recorded open, and closed once at "
                            "the end: the reopen cycles are gone. Where a reopen moved the file position back, one "
                            "lseek puts it where the next call began."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "Article 004's fix: the FileWriter (or FileInputStream) created once outside the loop instead "
                    "of new FileWriter(path, true) and close() per record."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "1 open + 1 close instead of one of each per cycle (a path walk and a file description each, "
                    "µs on Linux, ms with an antivirus filter on Windows); a seek per cycle at most."),
                .timing = kTiming,
                .article = kArticle,
                .excerpt = "int fd = open(copy, flags); // once\nfor (const Step& s : plan.steps)\n    if (s.call != "
                           "open && s.call != close)\n        replay(fd, s);\nclose(fd);" } };
    case Fix::CoalescedWrites:
        return { .id = "replay.coalesced-writes",
            .title = QT_TRANSLATE_NOOP("Lesson", "the traced calls, each write run as one gathering write"),
            .lesson = { .what = QT_TRANSLATE_NOOP("Lesson",
                            "As recorded, but every run of consecutive writes goes out as one writev(2) of its "
                            "calls' pieces (1,024 at a time), a pwrite run as one pwrite(2) of its range and a stdio "
                            "write run as one fwrite(3)."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "GatheringByteChannel.write(ByteBuffer[]), or a StringBuilder written with one write() "
                    "instead of a write() per record."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "ceil(calls / 1,024) system calls per write run instead of one per call; the bytes copied "
                    "are the same."),
                .timing = kTiming,
                .article = kArticle,
                .excerpt = "iovec pieces[1024]; // one per recorded call\nwritev(fd, pieces, n); // the run at "
                           "once" } };
    case Fix::Mmap:
        return { .id = "replay.mmap",
            .title = QT_TRANSLATE_NOOP("Lesson", "the traced calls, reads served from one mapping"),
            .lesson = { .what = QT_TRANSLATE_NOOP("Lesson",
                            "As recorded, but the copy is mapped once (again if writes grow it) and every recorded "
                            "read range is copied out of the mapping with memcpy: no read calls, page faults instead."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "FileChannel.map(READ_ONLY, 0, size) and MappedByteBuffer.get(byte[]) in place of the "
                    "stream's reads."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "1 open + 1 mmap, then one page fault per 4 KiB page first touched (fewer with fault-around) "
                    "and a memcpy per range; no system call per read."),
                .timing = kTiming,
                .article = kArticle,
                .excerpt = "const char* m = mmap(nullptr, size, PROT_READ, MAP_SHARED, fd, 0);\nmemcpy(buf, m + "
                           "run.offset, run.bytes); // each read range" } };
    case Fix::FsyncAtEnd:
        return { .id = "replay.fsync-at-end",
            .title = QT_TRANSLATE_NOOP("Lesson", "the traced calls, one fsync at the end"),
            .lesson = { .what = QT_TRANSLATE_NOOP("Lesson",
                            "As recorded, but the recorded fsync and fdatasync calls are dropped and one fsync(2) is "
                            "made before the last close: the file is as durable at the end, not after every call."),
                .javaApi = QT_TRANSLATE_NOOP(
                    "Lesson", "FileChannel.force(true) once after the loop instead of after each record."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "1 device flush instead of one per recorded fsync (0.1–10 ms each): the writes stay as "
                    "recorded."),
                .timing = kTiming,
                .article = kArticle,
                .excerpt
                = "for (const Step& s : plan.steps)\n    if (s.call != fsync)\n        replay(fd, s);\nfsync(fd); "
                  "// once" } };
    case Fix::Indexed:
        return { .id = "replay.indexed",
            .title = QT_TRANSLATE_NOOP("Lesson", "the traced calls, ranges read before answered from memory"),
            .lesson = { .what = QT_TRANSLATE_NOOP("Lesson",
                            "As recorded, but the bytes each read brings in are kept in memory by offset, and every "
                            "later read of bytes read before (and not written since) is answered from memory with no "
                            "call: the first pass builds the index, the rescans and lookups after it cost a memory "
                            "copy. A run that reads further than any before reads only the new part from the file, "
                            "with its own calls; a write over a range makes the next read of it go to the file "
                            "again."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "Article 004's fix for readFile(path, lineNo): read the file once into a List<String> (or "
                    "an index of line offsets) and answer each lookup from it, instead of reading the file from "
                    "the start for every line asked for."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "The first read of each range as recorded; every re-read costs a memcpy instead of its "
                    "system calls (and a seek where the program's position moved). Memory: the bytes read, up "
                    "to the file's size (the fix is not offered past 1 GiB)."),
                .timing = kTiming,
                .article = kArticle,
                .excerpt = "for (const Segment& g : index.segments(run.offset, run.end))\n    if (g.known)\n        "
                           "use(index.at(g.begin), g.end - g.begin); // no call\n    else // the run's calls over "
                           "g\n        index.remember(g.begin, read(fd, buf, n));" } };
    case Fix::PerThread:
        return { .id = "replay.per-thread",
            .title = QT_TRANSLATE_NOOP("Lesson", "the traced calls, each recorded thread in a thread of its own"),
            .lesson = { .what = QT_TRANSLATE_NOOP("Lesson",
                            "As recorded, but not merged into one thread: each thread (and process) of the program "
                            "that used the file replays its own calls, in its own order, with its own opens, on a "
                            "thread of its own, all at once on the one copy, as the program ran them. Not offered "
                            "where a thread reads what another writes, since the bytes read would then depend on "
                            "which thread came first."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "An ExecutorService whose tasks each repeat one of the program's threads: what the program's own "
                    "threads did, next to the one-thread replays."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "The recorded calls, overlapped: the wall time is about the busiest thread's when the storage "
                    "and the cores keep up, and the threads' phase times add up to more than the wall time. Appends "
                    "from several threads take turns, as the kernel's lock on the file makes them do anyway."),
                .timing = kTiming,
                .article = kArticle,
                .excerpt = "for (const Plan& thread : plan.byThread())\n    workers.start([&] { replay(thread); }); // "
                           "its own fds\nworkers.join();" } };
    }
    return {};
}

} // namespace iolens::replay
