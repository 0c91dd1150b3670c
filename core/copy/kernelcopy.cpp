// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/copy/copyfiles.h"
#include "core/copy/copystrategies.h"
#include "core/strategy.h"

#include <QtGlobal>

#include <cerrno>
#include <fcntl.h>
#include <tuple>

// In-kernel copies: the data never enters user space. Each call reads and writes, so the
// transfer is timed as Write (splice, which takes two calls per trip, times both halves).

namespace iolens {

namespace {

ParamSpec chunkParam(const char* call)
{
    return { "chunk_size",
        std::string("bytes asked of each ") + call
            + " call; the kernel moves at most 0x7ffff000 (2 GiB − 4 KiB) per call whatever is asked",
        ParamType::Size, 8ll << 20, 4096, 1ll << 40 };
}

// --- copy.sendfile -----------------------------------------------------------------------------

class Sendfile final : public InstrumentedStrategy<Sendfile> {
public:
    Sendfile()
        : InstrumentedStrategy({ .id = "copy.sendfile",
            .title = QT_TRANSLATE_NOOP("Lesson", "sendfile(2) in a loop"),
            .params = { chunkParam("sendfile") },
            .lesson
            = { .what = QT_TRANSLATE_NOOP("Lesson",
                    "Lets the kernel copy from the source to the destination with sendfile(2), looping until it "
                    "returns 0 (end of file)."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "FileChannel.transferTo(position, count, target), which the JDK implements with sendfile on "
                    "Linux (it also loops, since one call moves at most 2 GiB)."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "size / chunk_size system calls, one copy from page cache to page cache inside the kernel, no "
                    "user-space buffer. A 4 GiB file needs at least three calls: a single call stops at "
                    "0x7ffff000 bytes."),
                .timing
                = QT_TRANSLATE_NOOP("Lesson", "Each call is timed as one Write interval (it reads and writes)."),
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 000 (copying a file, JMH, 10 GB sparse file): transferTo 13.055 ± 0.583 s; buffered "
                    "variants 12.7–13.7 s — the same within error. 10 GB stream→stream 12.128 ± 0.331 s vs Path→Path "
                    "12.257 ± 0.342 s; at 100 GB 160.0 vs 153.5 s: the native copy pulls ahead at scale."),
                .excerpt = "while (left > 0)\n    left -= sendfile(out, in, nullptr, std::min(left, 0x7ffff000));" } })
    { }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const auto chunk = static_cast<std::size_t>(context.param("chunk_size"));
        CopyFiles files = CopyFiles::open(context, probe);
        ProgressTicker ticker(context);
        std::uint64_t offset = 0;
        for (;;) {
            std::size_t n;
            {
                auto scope = probe.phase(Phase::Write);
                n = sys::sendfile(files.out.get(), files.in.get(), offset, chunk, context.destPath());
                scope.addBytes(n);
            }
            if (n == 0)
                break;
            ticker.add(n);
        }
        ticker.flush();
        files.close(context, probe);
        return Output { offset, 0, {} };
    }
};

// --- copy.copy-file-range ----------------------------------------------------------------------

class CopyFileRange final : public InstrumentedStrategy<CopyFileRange> {
public:
    CopyFileRange()
        : InstrumentedStrategy({ .id = "copy.copy-file-range",
            .title = QT_TRANSLATE_NOOP("Lesson", "copy_file_range(2) (what cp does)"),
            .params = { chunkParam("copy_file_range") },
            .lesson = { .what = QT_TRANSLATE_NOOP("Lesson",
                            "Asks the kernel to copy a range from one file to another with copy_file_range(2), looping "
                            "until it returns 0. GNU cp does this after trying FICLONE."),
                .javaApi = QT_TRANSLATE_NOOP(
                    "Lesson", "Files.copy(Path, Path) — recent JDKs use copy_file_range for it on Linux."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "size / chunk_size system calls; the filesystem may share extents (btrfs, XFS), copy on the "
                    "server (NFS) or copy page cache to page cache (ext4, tmpfs). Only within one filesystem: "
                    "between two filesystems the kernel answers EXDEV and this strategy reports unsupported "
                    "(cp falls back to read/write there)."),
                .timing
                = QT_TRANSLATE_NOOP("Lesson", "Each call is timed as one Write interval (it reads and writes)."),
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 000 (copying a file, JMH, 10 GB sparse file): transferTo 13.055 ± 0.583 s; buffered "
                    "variants 12.7–13.7 s — the same within error. 10 GB stream→stream 12.128 ± 0.331 s vs Path→Path "
                    "12.257 ± 0.342 s; at 100 GB 160.0 vs 153.5 s: the native copy pulls ahead at scale."),
                .excerpt = "while (left > 0) // what cp does; the kernel may share extents\n    left -= "
                           "copy_file_range(in, nullptr, out, nullptr, left, 0);" } })
    { }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const auto chunk = static_cast<std::size_t>(context.param("chunk_size"));
        CopyFiles files = CopyFiles::open(context, probe);
        ProgressTicker ticker(context);
        std::uint64_t offset = 0;
        for (;;) {
            std::size_t n;
            try {
                auto scope = probe.phase(Phase::Write);
                n = sys::copyFileRange(files.in.get(), offset, files.out.get(), chunk, context.destPath());
                scope.addBytes(n);
            } catch (const IoError& error) {
                // Only the first call tells whether the kernel can do this at all; later failures are errors.
                if (offset == 0 && (error.error() == EXDEV || error.error() == EOPNOTSUPP || error.error() == ENOSYS))
                    throw UnsupportedError("copy_file_range cannot copy from '" + context.sourcePath() + "' to '"
                        + context.destPath() + "' (" + errnoName(error.error())
                        + "): the kernel copies only within one filesystem (or between NFS/CIFS mounts)");
                throw;
            }
            if (n == 0)
                break;
            ticker.add(n);
        }
        ticker.flush();
        files.close(context, probe);
        return Output { offset, 0, {} };
    }
};

// --- copy.splice -------------------------------------------------------------------------------

// The capacity of a new pipe on Linux (16 pages).
constexpr std::int64_t kDefaultPipeSize = 64 * 1024;

class Splice final : public InstrumentedStrategy<Splice> {
public:
    Splice()
        : InstrumentedStrategy({ .id = "copy.splice",
            .title = QT_TRANSLATE_NOOP("Lesson", "splice(2) through a pipe"),
            .params = { { "pipe_size",
                "capacity of the pipe (F_SETPIPE_SZ); one splice moves at most this much. Above "
                "/proc/sys/fs/pipe-max-size (1 MiB by default) only privileged processes may go",
                ParamType::Size, kDefaultPipeSize, 4096, 1ll << 30 } },
            .lesson
            = { .what = QT_TRANSLATE_NOOP("Lesson",
                    "Moves the data file → pipe → file with two splice(2) calls per trip: the first takes references "
                    "to the source's page-cache pages into the pipe, the second copies them into the destination."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "None directly: FileChannel.transferTo uses sendfile, which the kernel itself builds from the "
                    "same splice machinery."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "2 × size / pipe_size system calls; no user-space copy. With the default 64 KiB pipe it takes "
                    "more calls than sendfile for the same work."),
                .timing = QT_TRANSLATE_NOOP("Lesson",
                    "splice into the pipe is timed as Read, splice out of it as Write: one interval per call."),
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 000 (copying a file, JMH, 10 GB sparse file): transferTo 13.055 ± 0.583 s; buffered "
                    "variants 12.7–13.7 s — the same within error. 10 GB stream→stream 12.128 ± 0.331 s vs Path→Path "
                    "12.257 ± 0.342 s; at 100 GB 160.0 vs 153.5 s: the native copy pulls ahead at scale."),
                .excerpt = "splice(in, nullptr, pipe[1], nullptr, chunk, SPLICE_F_MOVE);\nsplice(pipe[0], nullptr, "
                           "out, nullptr, chunk, SPLICE_F_MOVE);" } })
    { }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const auto wanted = static_cast<std::size_t>(context.param("pipe_size"));
        const std::string& source = context.sourcePath();
        const std::string& dest = context.destPath();
        CopyFiles files = CopyFiles::open(context, probe);
        sys::UniqueFd pipeRead, pipeWrite;
        std::size_t capacity = kDefaultPipeSize;
        {
            auto scope = probe.phase(Phase::Open);
            std::tie(pipeRead, pipeWrite) = sys::pipe();
            if (wanted != capacity) {
                try {
                    capacity = sys::setPipeSize(pipeWrite.get(), wanted, "(pipe)");
                } catch (const IoError& error) {
                    if (error.error() == EPERM)
                        throw UnsupportedError("a pipe of " + std::to_string(wanted)
                            + " bytes exceeds /proc/sys/fs/pipe-max-size for this unprivileged process (F_SETPIPE_SZ: "
                            + errnoName(error.error()) + ")");
                    throw;
                }
            }
        }
        ProgressTicker ticker(context);
        std::uint64_t inOffset = 0;
        for (;;) {
            std::size_t n;
            {
                auto scope = probe.phase(Phase::Read);
                n = sys::splice(files.in.get(), &inOffset, pipeWrite.get(), nullptr, capacity, 0, source);
                scope.addBytes(n);
            }
            if (n == 0)
                break;
            for (std::size_t left = n; left > 0;) {
                std::size_t m;
                {
                    auto scope = probe.phase(Phase::Write);
                    m = sys::splice(pipeRead.get(), nullptr, files.out.get(), nullptr, left, 0, dest);
                    scope.addBytes(m);
                }
                if (m == 0)
                    throw IoError("splice", dest, EIO); // a file never refuses bytes without an error
                left -= m;
            }
            ticker.add(n);
        }
        ticker.flush();
        {
            auto scope = probe.phase(Phase::Close);
            sys::close(pipeWrite, "(pipe)");
            sys::close(pipeRead, "(pipe)");
            scope.setCalls(2);
        }
        files.close(context, probe);
        return Output { inOffset, 0, {} };
    }
};

} // namespace

std::unique_ptr<Strategy> makeCopySendfile()
{
    return std::make_unique<Sendfile>();
}
std::unique_ptr<Strategy> makeCopyCopyFileRange()
{
    return std::make_unique<CopyFileRange>();
}
std::unique_ptr<Strategy> makeCopySplice()
{
    return std::make_unique<Splice>();
}

} // namespace iolens
