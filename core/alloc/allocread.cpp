// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/alloc/allocstrategies.h"
#include "core/alloc/chunkbuffer.h"
#include "core/filehash.h"
#include "core/progress.h"
#include "core/strategy.h"
#include "core/sysio.h"

#include <QtGlobal>

#include <fcntl.h>
#include <memory>
#include <xxhash.h>

namespace iolens {

namespace {

struct StateDeleter {
    void operator()(XXH3_state_t* state) const noexcept { XXH3_freeState(state); }
};

const char* const kAllocTiming = QT_TRANSLATE_NOOP("Lesson",
    "alloc is each buffer's mmap(2) and clearing (its page faults included) and each munmap(2); read each "
    "read(2) call; other is hashing the chunk (XXH3, for verification), the same for both strategies.");

// Reads the file chunk by chunk into `ChunkBuffer`s: a new one per chunk, or one for all.
template <class P> Output readInChunks(RunContext& context, P& probe, bool freshPerChunk)
{
    const auto chunkSize = static_cast<std::size_t>(context.param("chunk_size"));
    const std::string& path = context.sourcePath();
    sys::UniqueFd fd;
    {
        auto scope = probe.phase(Phase::Open);
        fd = sys::open(path, O_RDONLY);
    }
    std::unique_ptr<XXH3_state_t, StateDeleter> state(XXH3_createState());
    if (!state)
        throw std::bad_alloc();
    XXH3_64bits_reset(state.get());
    ChunkBuffer buffer;
    ProgressTicker progress(context);
    std::uint64_t total = 0;
    for (;;) {
        if (freshPerChunk || !buffer.data()) {
            auto scope = probe.phase(Phase::Alloc);
            buffer = ChunkBuffer(chunkSize);
            scope.addBytes(chunkSize);
        }
        std::size_t n;
        {
            auto scope = probe.phase(Phase::Read);
            n = sys::readFull(fd.get(), buffer.data(), chunkSize, path);
            scope.addBytes(n);
        }
        if (n > 0) {
            auto scope = probe.phase(Phase::Other);
            XXH3_64bits_update(state.get(), buffer.data(), n);
            scope.addBytes(n);
        }
        if (freshPerChunk) {
            // Released at once, as a careless allocateDirect per call leaves it to the collector.
            auto scope = probe.phase(Phase::Alloc);
            buffer = ChunkBuffer();
        }
        total += n;
        progress.add(n);
        if (n < chunkSize)
            break;
    }
    progress.flush();
    if (!freshPerChunk) {
        auto scope = probe.phase(Phase::Alloc);
        buffer = ChunkBuffer();
    }
    {
        auto scope = probe.phase(Phase::Close);
        sys::close(fd, path);
    }
    return Output { total, 0, xxh3Text(XXH3_64bits_digest(state.get())) };
}

ParamSpec chunkSizeParam()
{
    return { "chunk_size", "bytes per chunk: the size of each buffer (page aligned) and of each read", ParamType::Size,
        1 << 20, 1, 1ll << 30 };
}

class PerChunk final : public InstrumentedStrategy<PerChunk> {
public:
    PerChunk()
        : InstrumentedStrategy({ .id = "alloc.per-chunk",
            .title = QT_TRANSLATE_NOOP("Lesson", "a fresh aligned buffer for every chunk"),
            .params = { chunkSizeParam() },
            .lesson
            = { .what = QT_TRANSLATE_NOOP("Lesson",
                    "Reads the file in chunks, and for every chunk maps a fresh page-aligned buffer, clears it, reads "
                    "into it and unmaps it again."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "ByteBuffer.allocateDirect(chunkSize) inside the read loop — the misuse article 002 warns about: "
                    "each allocation reserves native memory, zeroes it, and when the reservation runs out "
                    "Bits.reserveMemory calls System.gc(). Allocate direct buffers once and reuse them."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "Per chunk: mmap + munmap system calls, and a minor page fault plus a page clear for every 4 KiB "
                    "(256 faults per MiB, ~0.1–0.3 ms per MiB) before the read's copy: roughly doubling the memory "
                    "traffic of the read itself. The run's minor faults grow with the file size."),
                .timing = kAllocTiming,
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 002: ByteBuffer.allocateDirect called per use can trigger System.gc() when native memory "
                    "runs out; allocate once and reuse."),
                .excerpt = "for (;;) {\n    void* buf = aligned_alloc(4096, chunk); // fresh every time\n    ...\n    "
                           "free(buf);\n}" } })
    { }
    template <class P> Output execute(RunContext& context, P& probe) const
    {
        return readInChunks(context, probe, true);
    }
};

class Reused final : public InstrumentedStrategy<Reused> {
public:
    Reused()
        : InstrumentedStrategy({ .id = "alloc.reused",
            .title = QT_TRANSLATE_NOOP("Lesson", "one aligned buffer, allocated once"),
            .params = { chunkSizeParam() },
            .lesson
            = { .what = QT_TRANSLATE_NOOP("Lesson",
                    "Maps and clears one page-aligned buffer, reads every chunk of the file into it, unmaps it at the "
                    "end."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "One ByteBuffer.allocateDirect kept for the whole loop (article 002's advice: allocate direct "
                    "buffers once, e.g. as a singleton, and reuse them)."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "One mmap, one munmap and chunk_size / 4 KiB page faults in all, whatever the file size; the "
                    "reads then copy into warm pages already mapped."),
                .timing = kAllocTiming,
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 002: ByteBuffer.allocateDirect called per use can trigger System.gc() when native memory "
                    "runs out; allocate once and reuse."),
                .excerpt = "void* buf = aligned_alloc(4096, chunk); // once\nfor (;;) { ... }" } })
    { }
    template <class P> Output execute(RunContext& context, P& probe) const
    {
        return readInChunks(context, probe, false);
    }
};

} // namespace

std::unique_ptr<Strategy> makeAllocPerChunk()
{
    return std::make_unique<PerChunk>();
}

std::unique_ptr<Strategy> makeAllocReused()
{
    return std::make_unique<Reused>();
}

} // namespace iolens
