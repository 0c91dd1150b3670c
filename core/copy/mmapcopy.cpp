#include "core/copy/copyfiles.h"
#include "core/copy/copystrategies.h"
#include "core/strategy.h"

#include <algorithm>
#include <cstring>
#include <sys/mman.h>

namespace iolens {

namespace {

// Maps the whole source read-only (64-bit: files beyond 4 GiB map in one piece).
template <class P> sys::Mapping mapSource(const RunContext& context, P& probe, int fd, std::uint64_t& size)
{
    auto scope = probe.phase(Phase::Map);
    size = sys::fileSize(fd, context.sourcePath());
    sys::Mapping mapping(fd, size, PROT_READ, MAP_SHARED, context.sourcePath());
    scope.addBytes(size);
    scope.setCalls(2);
    return mapping;
}

// --- copy.mmap-write ---------------------------------------------------------------------------

class MmapWrite final : public InstrumentedStrategy<MmapWrite> {
public:
    MmapWrite()
        : InstrumentedStrategy({ "copy.mmap-write", "map the source, write(2) from the mapping", "copy",
            { { "chunk_size", "bytes passed to each write(2) straight from the mapping", ParamType::Size, 1 << 20, 1,
                1ll << 30 } },
            { "Maps the source file into memory with mmap(2) and writes the mapped bytes to the destination "
              "with write(2), chunk by chunk: no user-space buffer and no read(2).",
                "FileChannel.map(READ_ONLY, 0, size) and WritableByteChannel.write(MappedByteBuffer) — a "
                "MappedByteBuffer is limited to 2 GiB in Java; here one mapping covers any size.",
                "size / chunk_size write(2) calls copying from the page cache to the page cache; the source "
                "pages are faulted into the mapping while write(2) reads them, so page faults replace read "
                "calls (the faults are counted inside Write). If the source is truncated meanwhile the process "
                "gets SIGBUS; on tmpfs, faulting a hole through a mapping allocates it, so a sparse source "
                "fills up with real memory.",
                "" } })
    { }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const auto chunk = static_cast<std::uint64_t>(context.param("chunk_size"));
        CopyFiles files = CopyFiles::open(context, probe);
        std::uint64_t size;
        sys::Mapping source = mapSource(context, probe, files.in.get(), size);
        ProgressTicker ticker(context);
        for (std::uint64_t done = 0; done < size;) {
            const std::size_t n = std::min(chunk, size - done);
            {
                auto scope = probe.phase(Phase::Write);
                sys::writeAll(files.out.get(), source.data() + done, n, context.destPath());
                scope.addBytes(n);
            }
            done += n;
            ticker.add(n);
        }
        ticker.flush();
        {
            auto scope = probe.phase(Phase::Map);
            source = sys::Mapping(); // munmap
        }
        files.close(context, probe);
        return Output { size, 0, {} };
    }
};

// --- copy.mmap-memcpy --------------------------------------------------------------------------

class MmapMemcpy final : public InstrumentedStrategy<MmapMemcpy> {
public:
    MmapMemcpy()
        : InstrumentedStrategy({ "copy.mmap-memcpy", "map both files, memcpy", "copy", {},
            { "Sizes the destination with ftruncate(2), maps both files with mmap(2) (the destination shared "
              "and writable) and copies with memcpy. No read or write system calls at all.",
                "FileChannel.map(READ_ONLY) on the source, FileChannel.map(READ_WRITE) on the destination, "
                "then MappedByteBuffer.put(MappedByteBuffer).",
                "Two page faults per page (a read fault on the source, a write fault on the destination) instead "
                "of system calls, and one user-space copy; the dirty pages are written back by the kernel later. "
                "Faults cost more than a large read(2), so this is rarely the fastest. A full disk shows up as "
                "SIGBUS, not as an error code; on tmpfs the source's holes get allocated, as with mmap-write.",
                "memcpy is timed as Write in 4 MiB slices (the slices exist to poll cancel); the page faults it "
                "takes are part of that time. Unmapping is timed as Map." } })
    { }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        CopyFiles files = CopyFiles::open(context, probe, 0, O_RDWR); // PROT_WRITE with MAP_SHARED needs O_RDWR
        std::uint64_t size;
        sys::Mapping source = mapSource(context, probe, files.in.get(), size);
        {
            auto scope = probe.phase(Phase::Alloc);
            sys::ftruncate(files.out.get(), size, context.destPath());
            scope.addBytes(size);
        }
        sys::Mapping dest;
        {
            auto scope = probe.phase(Phase::Map);
            dest = sys::Mapping(files.out.get(), size, PROT_READ | PROT_WRITE, MAP_SHARED, context.destPath());
            scope.addBytes(size);
        }
        ProgressTicker ticker(context);
        for (std::uint64_t done = 0; done < size;) {
            const std::size_t n = std::min(kProgressStepBytes, size - done);
            {
                auto scope = probe.phase(Phase::Write);
                std::memcpy(dest.data() + done, source.data() + done, n);
                scope.addBytes(n);
            }
            done += n;
            ticker.add(n);
        }
        ticker.flush();
        {
            auto scope = probe.phase(Phase::Map);
            dest = sys::Mapping();
            source = sys::Mapping();
            scope.setCalls(2);
        }
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
