// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/copy/copyfiles.h"
#include "core/copy/copystrategies.h"
#include "core/strategy.h"

#include <QtGlobal>

#include <algorithm>
#include <cstring>
#include <sys/mman.h>
#include <unistd.h>

namespace iolens {

namespace {

// Both strategies map a window of the file at a time rather than all of it: mapped page-cache
// pages count as the process's resident memory, so a whole-file mapping of 100 GiB would report
// (and, under memory pressure, hold) 100 GiB. A window keeps resident memory at its own size.
ParamSpec windowParam()
{
    return { "window_size", "bytes mapped at a time (rounded up to whole pages)", ParamType::Size, 16 << 20, 1,
        1ll << 40 };
}

std::uint64_t pageRounded(std::int64_t bytes)
{
    const auto page = static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE));
    return (static_cast<std::uint64_t>(bytes) + page - 1) / page * page;
}

template <class P>
sys::Mapping mapWindow(P& probe, int fd, std::uint64_t offset, std::uint64_t length, int prot, const std::string& path)
{
    auto scope = probe.phase(Phase::Map);
    sys::Mapping mapping(fd, offset, length, prot, MAP_SHARED, path);
    scope.addBytes(length);
    return mapping;
}

template <class P> void unmap(P& probe, sys::Mapping& mapping)
{
    auto scope = probe.phase(Phase::Map);
    mapping = sys::Mapping();
}

// --- copy.mmap-write ---------------------------------------------------------------------------

class MmapWrite final : public InstrumentedStrategy<MmapWrite> {
public:
    MmapWrite()
        : InstrumentedStrategy({ .id = "copy.mmap-write",
            .title = QT_TRANSLATE_NOOP("Lesson", "map the source, write(2) from the mapping"),
            .params = { { "chunk_size", "bytes passed to each write(2) straight from the mapping", ParamType::Size,
                            1 << 20, 1, 1ll << 30 },
                windowParam() },
            .lesson
            = { .what = QT_TRANSLATE_NOOP("Lesson",
                    "Maps the source file into memory with mmap(2), a window at a time, and writes the mapped bytes "
                    "to the destination with write(2), chunk by chunk: no user-space buffer and no read(2)."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "FileChannel.map(READ_ONLY, position, size) and WritableByteChannel.write(MappedByteBuffer) — "
                    "a MappedByteBuffer is limited to 2 GiB in Java; here windows of any size cover any file."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "size / chunk_size write(2) calls copying from the page cache to the page cache, plus one "
                    "mmap/munmap pair per window; the source pages are faulted into the mapping while write(2) reads "
                    "them, so page faults replace read calls (the faults are counted inside Write). Resident memory "
                    "grows by one window. If the source is truncated meanwhile the process gets SIGBUS; on tmpfs, "
                    "faulting a hole through a mapping allocates it, so a sparse source fills up with real memory."),
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 000 (copying a file, JMH, 10 GB sparse file): transferTo 13.055 ± 0.583 s; buffered "
                    "variants 12.7–13.7 s — the same within error. 10 GB stream→stream 12.128 ± 0.331 s vs Path→Path "
                    "12.257 ± 0.342 s; at 100 GB 160.0 vs 153.5 s: the native copy pulls ahead at scale."),
                .excerpt = "void* src = mmap(nullptr, size, PROT_READ, MAP_PRIVATE, in, 0);\nwriteAll(out, src, size); "
                           "// page faults instead of read calls" } })
    { }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const auto chunk = static_cast<std::uint64_t>(context.param("chunk_size"));
        const std::uint64_t window = pageRounded(context.param("window_size"));
        CopyFiles files = CopyFiles::open(context, probe);
        const std::uint64_t size = sys::fileSize(files.in.get(), context.sourcePath());
        ProgressTicker ticker(context);
        for (std::uint64_t offset = 0; offset < size; offset += window) {
            const std::uint64_t length = std::min(window, size - offset);
            sys::Mapping source = mapWindow(probe, files.in.get(), offset, length, PROT_READ, context.sourcePath());
            for (std::uint64_t done = 0; done < length;) {
                const std::size_t n = std::min(chunk, length - done);
                {
                    auto scope = probe.phase(Phase::Write);
                    sys::writeAll(files.out.get(), source.data() + done, n, context.destPath());
                    scope.addBytes(n);
                }
                done += n;
                ticker.add(n);
            }
            unmap(probe, source);
        }
        ticker.flush();
        files.close(context, probe);
        return Output { size, 0, {} };
    }
};

// --- copy.mmap-memcpy --------------------------------------------------------------------------

class MmapMemcpy final : public InstrumentedStrategy<MmapMemcpy> {
public:
    MmapMemcpy()
        : InstrumentedStrategy({ .id = "copy.mmap-memcpy",
            .title = QT_TRANSLATE_NOOP("Lesson", "map both files, memcpy"),
            .params = { windowParam() },
            .lesson
            = { .what = QT_TRANSLATE_NOOP("Lesson",
                    "Sizes the destination with ftruncate(2), maps a window of both files with mmap(2) (the "
                    "destination shared and writable) and copies with memcpy, window after window. No read or write "
                    "system calls at all."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "FileChannel.map(READ_ONLY) on the source, FileChannel.map(READ_WRITE) on the destination, "
                    "then MappedByteBuffer.put(MappedByteBuffer)."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "Two page faults per page (a read fault on the source, a write fault on the destination) instead "
                    "of system calls, and one user-space copy; the dirty pages are written back by the kernel later. "
                    "Faults cost more than a large read(2), so this is rarely the fastest. Resident memory grows by "
                    "two windows. A store into a mapped page the disk has no room for is a SIGBUS, not an error code, "
                    "so the destination's blocks are reserved first with posix_fallocate(2): a full disk is then a "
                    "clean ENOSPC. On tmpfs the source's holes get allocated, as with mmap-write."),
                .timing = QT_TRANSLATE_NOOP("Lesson",
                    "memcpy is timed as Write in 4 MiB slices (the slices exist to poll cancel); the page faults it "
                    "takes are part of that time. Mapping and unmapping each window are timed as Map."),
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 000 (copying a file, JMH, 10 GB sparse file): transferTo 13.055 ± 0.583 s; buffered "
                    "variants 12.7–13.7 s — the same within error. 10 GB stream→stream 12.128 ± 0.331 s vs Path→Path "
                    "12.257 ± 0.342 s; at 100 GB 160.0 vs 153.5 s: the native copy pulls ahead at scale."),
                .excerpt = "ftruncate(out, size);\nvoid* dst = mmap(nullptr, size, PROT_WRITE, MAP_SHARED, out, "
                           "0);\nmemcpy(dst, src, size);" } })
    { }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const std::uint64_t window = pageRounded(context.param("window_size"));
        CopyFiles files = CopyFiles::open(context, probe, 0, O_RDWR); // PROT_WRITE with MAP_SHARED needs O_RDWR
        const std::uint64_t size = sys::fileSize(files.in.get(), context.sourcePath());
        {
            auto scope = probe.phase(Phase::Alloc);
            sys::ftruncate(files.out.get(), size, context.destPath());
            // ftruncate only sets the size: on a full disk (tmpfs, ext4 alike) the memcpy below would
            // then die of SIGBUS on the first page without a block. Reserving the blocks first turns
            // that into an ENOSPC error here, while the runner can still clean up and report it.
            sys::allocate(files.out.get(), size, context.destPath());
            scope.addBytes(size);
        }
        ProgressTicker ticker(context);
        for (std::uint64_t offset = 0; offset < size; offset += window) {
            const std::uint64_t length = std::min(window, size - offset);
            sys::Mapping source = mapWindow(probe, files.in.get(), offset, length, PROT_READ, context.sourcePath());
            sys::Mapping dest
                = mapWindow(probe, files.out.get(), offset, length, PROT_READ | PROT_WRITE, context.destPath());
            for (std::uint64_t done = 0; done < length;) {
                const std::size_t n = std::min(kProgressStepBytes, length - done);
                {
                    auto scope = probe.phase(Phase::Write);
                    std::memcpy(dest.data() + done, source.data() + done, n);
                    scope.addBytes(n);
                }
                done += n;
                ticker.add(n);
            }
            unmap(probe, dest);
            unmap(probe, source);
        }
        ticker.flush();
        files.close(context, probe);
        return Output { size, 0, {} };
    }
};

} // namespace

std::unique_ptr<Strategy> makeCopyMmapWrite()
{
    return std::make_unique<MmapWrite>();
}
std::unique_ptr<Strategy> makeCopyMmapMemcpy()
{
    return std::make_unique<MmapMemcpy>();
}

} // namespace iolens
