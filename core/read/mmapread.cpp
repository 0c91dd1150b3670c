// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/mappedsource.h"
#include "core/progress.h"
#include "core/read/readstrategies.h"
#include "core/read/textblocks.h"
#include "core/strategy.h"

#include <QtGlobal>

#include <algorithm>

namespace iolens {

namespace {

// The mapping is walked in blocks of this size, for progress, cancel and the phase intervals.
constexpr std::uint64_t kBlock = 4u << 20;

class MmapRead final : public InstrumentedStrategy<MmapRead> {
public:
    MmapRead()
        : InstrumentedStrategy({ .id = "read.mmap",
            .title = QT_TRANSLATE_NOOP("Lesson", "map the file, vectorised newline scan"),
            .params = { checksumParam(), decodeParam() },
            .lesson
            = { .what = QT_TRANSLATE_NOOP("Lesson",
                    "Maps the whole file read-only with mmap(2) and scans the mapping for newlines in 4 MiB blocks: "
                    "memchr with the checksum on, a vectorised count (AVX2/SSE2, 32 bytes a step, as wc -l) with it "
                    "off. 64-bit offsets throughout: no 2 GiB limit."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "FileChannel.map(READ_ONLY, …) into a MappedByteBuffer, the byte view Files.lines() splits on "
                    "(article 001) — but a Java buffer stops at 2 GiB, a C++ mapping does not."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "Three system calls in all; no copy from the page cache, but one minor page fault per 16–64 KiB "
                    "touched (fault-around), paid inside the scan and visible in the run's minor faults. Memory: "
                    "page cache only, shared with every other reader of the file and reclaimable, although the run's "
                    "peak RSS counts every mapped page it touched (the whole file)."),
                .timing = QT_TRANSLATE_NOOP("Lesson",
                    "One interval per 4 MiB block split (split: the page faults are paid here) and decoded (decode); "
                    "close is munmap(2) and close(2)."),
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 001 (Files.lines().parallel(), HDD): parallel ≤2 GB 2.6 s, >2 GB 9 s (fell back to the "
                    "sequential path); sequential 6.6 s / 7.1 s. Split bytes first, decode later."),
                .excerpt = "const char* p = (const char*)mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);\nlines = "
                           "countNewlines(p, size);" } })
    { }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const ReadOptions options = ReadOptions::from(context);
        MappedSource source(context.sourcePath(), probe);
        const char* data = source.data();
        const std::uint64_t size = source.size();
        TextBlocks text(options);
        ProgressTicker progress(context);
        for (std::uint64_t offset = 0; offset < size; offset += kBlock) {
            const auto n = static_cast<std::size_t>(std::min(kBlock, size - offset));
            text.take(probe, data + offset, n);
            progress.add(n);
        }
        progress.flush();
        text.finish();
        source.close(probe);
        return text.output();
    }
};

} // namespace

std::unique_ptr<Strategy> makeReadMmap()
{
    return std::make_unique<MmapRead>();
}

} // namespace iolens
