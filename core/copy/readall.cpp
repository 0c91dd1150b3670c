// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/copy/copyfiles.h"
#include "core/copy/copystrategies.h"
#include "core/strategy.h"

#include <QtGlobal>

#include <algorithm>
#include <memory>

namespace iolens {

namespace {

// The whole file sits in one buffer; it is filled and drained in slices only so that cancel is
// polled every few MiB. A 4 MiB read(2) costs the same per byte as one huge read.
constexpr std::uint64_t kSlice = kProgressStepBytes;

class ReadAll final : public InstrumentedStrategy<ReadAll> {
public:
    ReadAll()
        : InstrumentedStrategy({ .id = "copy.read-all",
            .title = QT_TRANSLATE_NOOP("Lesson", "whole file into memory, then write"),
            .lesson
            = { .what = QT_TRANSLATE_NOOP("Lesson",
                    "Allocates a buffer as large as the file, reads the whole file into it, then writes it out."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "Files.readAllBytes(Path) / InputStream.readAllBytes() followed by Files.write: fast, but memory "
                    "grows with the file — dangerous with many concurrent users or a file larger than RAM."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "As few system calls as possible, but size bytes of memory: the process's peak RSS grows by the "
                    "file size, and every page of the buffer is faulted in (zeroed by the kernel) during Read."),
                .timing = QT_TRANSLATE_NOOP("Lesson",
                    "Read and Write are timed per 4 MiB slice (the slices exist to poll cancel); Alloc is the "
                    "allocation, whose pages are only touched later, in Read."),
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 000: readAllBytes() is fast, but memory grows with the file — dangerous with many "
                    "concurrent users. Watch the Peak RSS column."),
                .excerpt = "std::vector<char> all(size);\nreadAll(in, all.data(), size); // the whole file in "
                           "memory\nwriteAll(out, all.data(), size);" } })
    { }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        CopyFiles files = CopyFiles::open(context, probe);
        std::uint64_t size;
        std::unique_ptr<char[]> buffer;
        {
            auto scope = probe.phase(Phase::Alloc);
            size = sys::fileSize(files.in.get(), context.sourcePath());
            buffer = std::make_unique_for_overwrite<char[]>(size);
            scope.addBytes(size);
        }
        std::uint64_t filled = 0;
        while (filled < size) {
            const std::size_t want = std::min(kSlice, size - filled);
            std::size_t n;
            {
                auto scope = probe.phase(Phase::Read);
                n = sys::readFull(files.in.get(), buffer.get() + filled, want, context.sourcePath());
                scope.addBytes(n);
            }
            filled += n;
            if (n < want)
                break; // the file shrank since fstat: copy what it holds now
            context.checkCancel();
        }
        ProgressTicker ticker(context);
        for (std::uint64_t done = 0; done < filled;) {
            const std::size_t n = std::min(kSlice, filled - done);
            {
                auto scope = probe.phase(Phase::Write);
                sys::writeAll(files.out.get(), buffer.get() + done, n, context.destPath());
                scope.addBytes(n);
            }
            done += n;
            ticker.add(n);
        }
        ticker.flush();
        files.close(context, probe);
        return Output { filled, 0, {} };
    }
};

} // namespace

std::unique_ptr<Strategy> makeCopyReadAll()
{
    return std::make_unique<ReadAll>();
}

} // namespace iolens
