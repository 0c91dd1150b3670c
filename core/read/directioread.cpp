// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/errors.h"
#include "core/progress.h"
#include "core/read/readstrategies.h"
#include "core/read/textblocks.h"
#include "core/strategy.h"
#include "core/sysio.h"

#include <QtGlobal>

#include <cerrno>
#include <fcntl.h>
#include <sys/mman.h>

namespace iolens {

namespace {

// O_DIRECT wants the buffer address, the file offset and the length aligned to the device's
// logical block (512 or 4096 bytes); a page satisfies every common device.
constexpr std::size_t kAlignment = 4096;

UnsupportedError noDirectIo(const IoError& error)
{
    return UnsupportedError(
        "the filesystem does not support O_DIRECT (" + error.call() + ": " + errnoName(error.error()) + ")");
}

class DirectIoRead final : public InstrumentedStrategy<DirectIoRead> {
public:
    DirectIoRead()
        : InstrumentedStrategy({ .id = "read.direct-io",
            .title = QT_TRANSLATE_NOOP("Lesson", "O_DIRECT sequential read (no page cache)"),
            .params
            = { { "buffer_size", "bytes per read(2); rounded up to a multiple of the 4 KiB alignment O_DIRECT needs",
                    ParamType::Size, 1 << 20, 1, 1ll << 30 },
                checksumParam(), decodeParam() },
            .lesson
            = { .what = QT_TRANSLATE_NOOP("Lesson",
                    "Opens the file with O_DIRECT and reads it sequentially into a page-aligned buffer: the device "
                    "writes into the buffer by DMA, the page cache is neither used nor filled. The tail after the "
                    "last whole block comes back as a short read."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "ExtendedOpenOption.DIRECT with a ByteBuffer.allocateDirect(...).alignedSlice(blockSize) buffer "
                    "(article 002's NIO point: let the device fill the program's buffer, skip the kernel's copy)."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "size / buffer_size system calls, each waiting for the device: no cache hits and no read-ahead, "
                    "so a warm file gets slower, not faster; large buffers (≥ 1 MiB) approach the device's speed."),
                .timing = QT_TRANSLATE_NOOP("Lesson",
                    "One interval per read(2) call (read), per block split (split) and per block decoded (decode)."),
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 002 read through the page cache; O_DIRECT skips it — the cold-cache bound of a read, with "
                    "aligned buffers."),
                .excerpt
                = "int fd = open(path, O_RDONLY | O_DIRECT);\nvoid* buf = aligned_alloc(4096, size); // alignment is "
                  "required\nwhile ((n = read(fd, buf, size)) > 0)\n    lines += countNewlines(buf, n);" } })
    { }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const ReadOptions options = ReadOptions::from(context);
        const auto asked = static_cast<std::size_t>(context.param("buffer_size"));
        const std::size_t bufferSize = (asked + kAlignment - 1) / kAlignment * kAlignment;
        const std::string& path = context.sourcePath();
        sys::UniqueFd fd;
        std::uint64_t size;
        {
            auto scope = probe.phase(Phase::Open);
            try {
                fd = sys::open(path, O_RDONLY | O_DIRECT);
            } catch (const IoError& error) {
                if (error.error() == EINVAL)
                    throw noDirectIo(error);
                throw;
            }
            size = sys::fileSize(fd.get(), path);
            scope.setCalls(2);
        }
        sys::Mapping buffer;
        {
            // An anonymous mapping is page aligned by construction.
            auto scope = probe.phase(Phase::Alloc);
            buffer = sys::Mapping(-1, bufferSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                "anonymous memory for the O_DIRECT buffer");
        }
        auto* data = reinterpret_cast<char*>(buffer.data());
        TextBlocks text(options);
        ProgressTicker progress(context);
        std::uint64_t done = 0;
        // Stops at the size fstat gave: one more read(2) at the unaligned end offset would fail
        // with EINVAL instead of returning 0.
        while (done < size) {
            std::size_t n;
            {
                auto scope = probe.phase(Phase::Read);
                try {
                    n = sys::read(fd.get(), data, bufferSize, path);
                } catch (const IoError& error) {
                    if (error.error() == EINVAL && done == 0)
                        throw noDirectIo(error); // opened, but the first aligned read was refused
                    throw;
                }
                scope.addBytes(n);
            }
            if (n == 0)
                break; // the file shrank since fstat
            text.take(probe, data, n);
            done += n;
            progress.add(n);
            if (n % kAlignment != 0 && done < size) {
                // A short read mid-file leaves the offset unaligned: go on through the page cache.
                auto scope = probe.phase(Phase::Other);
                sys::changeStatusFlags(fd.get(), 0, O_DIRECT, path);
            }
        }
        progress.flush();
        text.finish();
        {
            auto scope = probe.phase(Phase::Close);
            sys::close(fd, path);
        }
        return text.output();
    }
};

} // namespace

std::unique_ptr<Strategy> makeReadDirectIo()
{
    return std::make_unique<DirectIoRead>();
}

} // namespace iolens
