// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/batchedphase.h"
#include "core/io/lineindex.h"
#include "core/io/mappedsource.h"
#include "core/lookup/lookupanswers.h"
#include "core/lookup/lookupplan.h"
#include "core/lookup/lookupstrategies.h"
#include "core/progress.h"
#include "core/strategy.h"
#include "core/sysio.h"

#include <QtGlobal>

#include <algorithm>
#include <fcntl.h>
#include <memory>
#include <stdexcept>
#include <string>

namespace iolens {

namespace {

constexpr std::size_t kIndexChunk = 1u << 20;

// The plan counted the lines before the run; a file that lost lines since must not be indexed past its end.
void checkPlanFits(const std::vector<std::uint64_t>& lineNumbers, const LineIndex& index)
{
    for (const std::uint64_t lineNo : lineNumbers)
        if (lineNo > index.lines())
            throw std::runtime_error("the file has " + std::to_string(index.lines())
                + " lines now, fewer than when the lookups were planned (line " + std::to_string(lineNo) + ")");
}

class IndexLookup final : public InstrumentedStrategy<IndexLookup> {
public:
    IndexLookup()
        : InstrumentedStrategy({ .id = "lookup.index",
            .title = QT_TRANSLATE_NOOP("Lesson", "one pass builds a line index, then pread(2)"),
            .params = { lookupsParam(), patternParam() },
            .lesson
            = { .what = QT_TRANSLATE_NOOP("Lesson",
                    "Reads the file once in 1 MiB blocks, noting where every line starts; each lookup is then one "
                    "pread(2) of exactly that line's bytes."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "The fix article 004 left to the reader (\"readFile can be improved the same way\"): read the "
                    "file once — e.g. Files.readAllLines, or RandomAccessFile.seek + readLine over remembered "
                    "offsets."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "O(N + M): one sequential pass (size / 1 MiB read(2) calls and a newline scan), then M "
                    "system calls of one line each. Memory: 8 bytes per line for the index."),
                .timing = QT_TRANSLATE_NOOP("Lesson",
                    "index is the whole first pass, its read(2) calls included; every lookup's pread(2) is timed on "
                    "its own (lookup)."),
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 004: each lookup re-opened test1.csv/test2.csv and read from the start (8,277 ms + 9,939 "
                    "ms); an index read once turns O(N·M) into O(N+M)."),
                .excerpt = "auto offsets = buildLineIndex(fd); // one pass\nfor (auto i : wanted)\n    pread(fd, buf, "
                           "len(i), offsets[i]);" } })
    { }
    std::shared_ptr<const PreparedInput> prepareInput(const RunContext& context) const override
    {
        return prepareLookupPlan(context);
    }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const auto& plan = context.preparedInput<LookupPlan>();
        const std::string& path = context.sourcePath();
        sys::UniqueFd fd;
        {
            auto scope = probe.phase(Phase::Open);
            fd = sys::open(path, O_RDONLY);
        }
        LineIndex index;
        {
            auto scope = probe.phase(Phase::Index);
            auto buffer = std::make_unique_for_overwrite<char[]>(kIndexChunk);
            ProgressTicker progress(context);
            std::uint64_t total = 0;
            std::uint64_t calls = 0;
            for (;;) {
                const std::size_t n = sys::read(fd.get(), buffer.get(), kIndexChunk, path);
                ++calls;
                if (n == 0)
                    break;
                index.scan(buffer.get(), n);
                total += n;
                progress.add(n);
            }
            index.finish();
            scope.addBytes(total);
            scope.setCalls(calls);
        }
        checkPlanFits(plan.lineNumbers(), index);
        LookupAnswers answers;
        std::string bytes;
        for (const std::uint64_t lineNo : plan.lineNumbers()) {
            auto scope = probe.phase(Phase::Lookup);
            const std::uint64_t begin = index.begin(lineNo);
            bytes.resize(static_cast<std::size_t>(index.end(lineNo) - begin));
            bytes.resize(sys::preadFull(fd.get(), bytes.data(), bytes.size(), begin, path));
            answers.add(lineContent(bytes.data(), bytes.size()));
            scope.addBytes(bytes.size());
        }
        context.checkCancel();
        {
            auto scope = probe.phase(Phase::Close);
            sys::close(fd, path);
        }
        return answers.output();
    }
};

constexpr std::uint64_t kLookupBatch = 1024;

class MmapIndexLookup final : public InstrumentedStrategy<MmapIndexLookup> {
public:
    MmapIndexLookup()
        : InstrumentedStrategy({ .id = "lookup.mmap-index",
            .title = QT_TRANSLATE_NOOP("Lesson", "a line index over a mapping"),
            .params = { lookupsParam(), patternParam() },
            .lesson
            = { .what = QT_TRANSLATE_NOOP("Lesson",
                    "Maps the file, scans the mapping once for line starts, and answers each lookup by slicing the "
                    "mapping: no system call per lookup."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "FileChannel.map + an index of line offsets (what a MappedByteBuffer-based reader would keep)."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "O(N + M): one pass over mapped memory (page faults instead of read(2) copies), then M memory "
                    "accesses. Memory: 8 bytes per line for the index; the pages are the page cache's."),
                .timing = QT_TRANSLATE_NOOP("Lesson",
                    "index is the scan of the mapping (its page faults included); lookups are timed in batches "
                    "of 1,024 (one costs less than two clock reads)."),
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 004: each lookup re-read test1.csv/test2.csv from the start (8,277 ms + 9,939 ms); one "
                    "index pass turns O(N·M) into O(N+M) — here over a mapping instead of pread."),
                .excerpt = "const char* p = map(file);\nstd::vector<size_t> start = indexLines(p, size); // once\nfor "
                           "(size_t i : lookups)\n    answer(p + start[i], start[i + 1] - start[i]);" } })
    { }
    std::shared_ptr<const PreparedInput> prepareInput(const RunContext& context) const override
    {
        return prepareLookupPlan(context);
    }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const auto& plan = context.preparedInput<LookupPlan>();
        MappedSource source(context.sourcePath(), probe);
        const char* data = source.data();
        const std::uint64_t size = source.size();
        LineIndex index;
        {
            auto scope = probe.phase(Phase::Index);
            ProgressTicker progress(context);
            for (std::uint64_t offset = 0; offset < size; offset += kIndexChunk) {
                const auto n = static_cast<std::size_t>(std::min<std::uint64_t>(kIndexChunk, size - offset));
                index.scan(data + offset, n);
                progress.add(n);
            }
            index.finish();
            scope.addBytes(size);
        }
        checkPlanFits(plan.lineNumbers(), index);
        LookupAnswers answers;
        BatchedPhase<P> lookups(probe, Phase::Lookup, kLookupBatch);
        lookups.start();
        for (const std::uint64_t lineNo : plan.lineNumbers()) {
            const std::uint64_t begin = index.begin(lineNo);
            const auto length = static_cast<std::size_t>(index.end(lineNo) - begin);
            answers.add(lineContent(data + begin, length));
            lookups.count(length);
        }
        lookups.stop();
        context.checkCancel();
        source.close(probe);
        return answers.output();
    }
};

} // namespace

std::unique_ptr<Strategy> makeLookupIndex()
{
    return std::make_unique<IndexLookup>();
}

std::unique_ptr<Strategy> makeLookupMmapIndex()
{
    return std::make_unique<MmapIndexLookup>();
}

} // namespace iolens
