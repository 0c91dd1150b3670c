// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/copy/copyfiles.h"
#include "core/copy/copystrategies.h"
#include "core/strategy.h"

#include <QtGlobal>

#include <algorithm>
#include <cerrno>
#include <memory>

namespace iolens {

namespace {

class SparseAware final : public InstrumentedStrategy<SparseAware> {
public:
    SparseAware()
        : InstrumentedStrategy({ .id = "copy.sparse-aware",
            .title = QT_TRANSLATE_NOOP("Lesson", "copy data extents only (SEEK_DATA/SEEK_HOLE)"),
            .params = { { "buffer_size", "bytes per pread(2) and pwrite(2) inside a data extent", ParamType::Size,
                1 << 20, 1, 1ll << 30 } },
            .lesson
            = { .what = QT_TRANSLATE_NOOP("Lesson",
                    "Sizes the destination with ftruncate(2), then asks the source for its data extents with "
                    "lseek(SEEK_DATA) and lseek(SEEK_HOLE) and copies only those with pread(2)/pwrite(2). Holes are "
                    "skipped and stay holes in the destination, as `cp --sparse=auto` keeps them."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "None: RandomAccessFile.setLength made article 000's 10 GB test file sparse, and every Java copy "
                    "API read its holes back as real zeros — the benchmark mostly copied zeros the disk never held."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "Two lseek calls per data extent plus a buffer loop over the data alone: a mostly-empty file "
                    "copies in a fraction of the time and takes no disk space for its holes. Zeros written as data "
                    "are still copied (no zero detection). On a filesystem without SEEK_DATA the whole file counts "
                    "as one extent."),
                .timing = QT_TRANSLATE_NOOP("Lesson",
                    "lseek calls are timed as Detect, each pread as Read and each pwrite as Write. Progress counts "
                    "skipped holes too, so it reaches the file size."),
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 000's 10 GB test file came from RandomAccessFile.setLength: a sparse file of zeros. "
                    "SEEK_DATA/SEEK_HOLE copy only the data."),
                .excerpt = "off_t data = lseek(in, off, SEEK_DATA);\noff_t hole = lseek(in, data, SEEK_HOLE);\n// copy "
                           "[data, hole), leave holes as holes" } })
    { }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const auto bufferSize = static_cast<std::size_t>(context.param("buffer_size"));
        const std::string& source = context.sourcePath();
        const std::string& dest = context.destPath();
        CopyFiles files = CopyFiles::open(context, probe);
        const int in = files.in.get();
        const int out = files.out.get();
        std::uint64_t size;
        std::unique_ptr<char[]> buffer;
        {
            // The full size first: the holes are made by extending the file, not by writing.
            auto scope = probe.phase(Phase::Alloc);
            size = sys::fileSize(in, source);
            sys::ftruncate(out, size, dest);
            buffer = std::make_unique_for_overwrite<char[]>(bufferSize);
            scope.setCalls(2);
        }
        ProgressTicker ticker(context);
        std::uint64_t offset = 0;
        while (offset < size) {
            std::uint64_t dataBegin;
            std::uint64_t dataEnd;
            {
                auto scope = probe.phase(Phase::Detect);
                std::optional<std::uint64_t> data;
                try {
                    data = sys::seekData(in, offset, source);
                    dataEnd = data ? std::min(size, sys::seekHole(in, *data, source)) : size;
                } catch (const IoError& error) {
                    if (error.error() != EINVAL)
                        throw;
                    data = offset; // no SEEK_DATA here: everything left is data
                    dataEnd = size;
                }
                dataBegin = data ? std::min(*data, size) : size;
                scope.setCalls(data ? 2 : 1);
            }
            ticker.add(dataBegin - offset); // the hole, skipped
            for (offset = dataBegin; offset < dataEnd;) {
                const std::size_t want = std::min<std::uint64_t>(bufferSize, dataEnd - offset);
                std::size_t n;
                {
                    auto scope = probe.phase(Phase::Read);
                    n = sys::preadFull(in, buffer.get(), want, offset, source);
                    scope.addBytes(n);
                }
                if (n == 0) {
                    dataEnd = offset; // the source shrank since fstat
                    size = offset;
                    break;
                }
                {
                    auto scope = probe.phase(Phase::Write);
                    sys::pwriteAll(out, buffer.get(), n, offset, dest);
                    scope.addBytes(n);
                }
                offset += n;
                ticker.add(n);
            }
            offset = dataEnd;
        }
        ticker.flush();
        files.close(context, probe);
        return Output { size, 0, {} };
    }
};

} // namespace

std::unique_ptr<Strategy> makeCopySparseAware()
{
    return std::make_unique<SparseAware>();
}

} // namespace iolens
