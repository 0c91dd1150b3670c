// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/copy/copyfiles.h"
#include "core/copy/copystrategies.h"
#include "core/io/streamfiles.h"
#include "core/strategy.h"

#include <QtGlobal>

#include <cerrno>
#include <cstdio>
#include <fstream>
#include <memory>

// The byte-at-a-time copies: the "real sin" of article 000. One byte per call is too short to
// time call by call (a clock read costs about as much as fgetc itself), so each strategy moves
// its bytes in batches of kByteBatch: it reads a batch one byte per call into a staging array,
// timed as one Read interval, then writes it one byte per call, timed as one Write interval.
// The calls are the same as in the plain interleaved loop; only their order within 64 KiB changes.

namespace iolens {

namespace {

constexpr std::size_t kByteBatch = 64 * 1024;

const char* const kBatchTiming = QT_TRANSLATE_NOOP("Lesson",
    "Timed in batches: 64 KiB are read one byte per call into a staging array "
    "(one Read interval, calls = bytes), then written one byte per call (one "
    "Write interval). A clock read costs about as much as one such call, so "
    "timing each call would double what is measured. Cancel is polled per batch.");

const ParamSpec kStdioBufferParam { "buffer_size",
    "buffer of each stream, set before the first byte moves (Java's "
    "BufferedInputStream/BufferedOutputStream use 8 KiB)",
    ParamType::Size, 8192, 1, 1ll << 30 };

// --- copy.byte-syscall -------------------------------------------------------------------------

class ByteSyscall final : public InstrumentedStrategy<ByteSyscall> {
public:
    ByteSyscall()
        : InstrumentedStrategy({ .id = "copy.byte-syscall",
            .title = QT_TRANSLATE_NOOP("Lesson", "one read(2) and one write(2) per byte"),
            .lesson
            = { .what = QT_TRANSLATE_NOOP("Lesson",
                    "Asks the kernel for every single byte: read(fd, &c, 1) then write(fd, &c, 1), until end of file."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "FileInputStream.read() / FileOutputStream.write(int) without any buffering: each call is a "
                    "native call into the kernel."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "2 × size system calls of ~0.2–1 µs each; the bytes themselves cost nothing. 1 GiB needs two "
                    "billion calls — minutes where a buffer loop takes a fraction of a second."),
                .timing = kBatchTiming,
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 000: BufferedInputStream.read() one byte per call through an 8 KiB buffer — per-byte "
                    "calls are the real sin; the bulk loops are all equal."),
                .excerpt
                = "char c;\nwhile (read(in, &c, 1) == 1)\n    write(out, &c, 1); // two system calls per byte" } })
    { }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        CopyFiles files = CopyFiles::open(context, probe);
        std::unique_ptr<char[]> batch;
        {
            auto scope = probe.phase(Phase::Alloc);
            batch = std::make_unique_for_overwrite<char[]>(kByteBatch);
        }
        const int in = files.in.get();
        const int out = files.out.get();
        ProgressTicker ticker(context, kByteBatch);
        std::uint64_t total = 0;
        for (;;) {
            std::size_t got = 0;
            {
                auto scope = probe.phase(Phase::Read);
                while (got < kByteBatch && sys::read(in, batch.get() + got, 1, context.sourcePath()) == 1)
                    ++got;
                scope.addBytes(got);
                scope.setCalls(got < kByteBatch ? got + 1 : got); // the read that saw end of file counts too
            }
            if (got > 0) {
                auto scope = probe.phase(Phase::Write);
                for (std::size_t i = 0; i < got; ++i)
                    sys::writeAll(out, batch.get() + i, 1, context.destPath());
                scope.addBytes(got);
                scope.setCalls(got);
            }
            total += got;
            ticker.add(got);
            if (got < kByteBatch)
                break;
        }
        ticker.flush();
        files.close(context, probe);
        return Output { total, 0, {} };
    }
};

// --- copy.byte-stdio ---------------------------------------------------------------------------

struct FileCloser {
    void operator()(std::FILE* file) const noexcept { std::fclose(file); }
};
using FilePtr = std::unique_ptr<std::FILE, FileCloser>;

// Hands an open descriptor to stdio; from then on fclose(3) closes it.
FilePtr adopt(sys::UniqueFd& fd, const char* mode, const std::string& path)
{
    std::FILE* file = ::fdopen(fd.get(), mode);
    if (!file)
        throw IoError("fdopen", path, errno);
    fd.release();
    return FilePtr(file);
}

void closeFile(FilePtr& file, const std::string& path)
{
    // fclose flushes the last buffer: a full disk is reported here, not by the fputc that filled it.
    if (std::fclose(file.release()) != 0)
        throw IoError("fclose", path, errno);
}

class ByteStdio final : public InstrumentedStrategy<ByteStdio> {
public:
    ByteStdio()
        : InstrumentedStrategy({ .id = "copy.byte-stdio",
            .title = QT_TRANSLATE_NOOP("Lesson", "fgetc/fputc per byte through stdio buffers"),
            .params = { kStdioBufferParam },
            .lesson
            = { .what = QT_TRANSLATE_NOOP("Lesson",
                    "Copies one byte per fgetc(3)/fputc(3) call; stdio refills and drains its own buffer (buffer_size, "
                    "set with setvbuf) with one read(2)/write(2) per buffer."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "BufferedInputStream.read() / BufferedOutputStream.write(int) one byte at a time through their "
                    "8 KiB buffers."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "2 × size library calls of a few ns each (each takes the FILE lock, which glibc skips while the "
                    "process has one thread) plus 2 × size / buffer_size system calls. Far cheaper than a system "
                    "call per byte, still ~10× slower than a buffer loop: per-byte calls are the cost."),
                .timing = kBatchTiming,
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 000: BufferedInputStream.read() one byte per call through an 8 KiB buffer — per-byte "
                    "calls are the real sin; the bulk loops are all equal."),
                .excerpt = "int c;\nwhile ((c = fgetc(in)) != EOF)\n    fputc(c, out); // one call per byte, stdio "
                           "buffers 8 KiB underneath" } })
    { }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const auto bufferSize = static_cast<std::size_t>(context.param("buffer_size"));
        const std::string& source = context.sourcePath();
        const std::string& dest = context.destPath();
        // Declared before the FILEs: setvbuf's buffers must outlive the streams using them.
        std::unique_ptr<char[]> inBuffer, outBuffer, batch;
        FilePtr in, out;
        {
            auto scope = probe.phase(Phase::Open);
            sys::UniqueFd inFd = sys::open(source, O_RDONLY);
            sys::UniqueFd outFd = sys::createNew(dest);
            in = adopt(inFd, "rb", source);
            out = adopt(outFd, "wb", dest);
            scope.setCalls(4);
        }
        {
            auto scope = probe.phase(Phase::Alloc);
            inBuffer = std::make_unique_for_overwrite<char[]>(bufferSize);
            outBuffer = std::make_unique_for_overwrite<char[]>(bufferSize);
            batch = std::make_unique_for_overwrite<char[]>(kByteBatch);
            if (std::setvbuf(in.get(), inBuffer.get(), _IOFBF, bufferSize) != 0)
                throw IoError("setvbuf", source, errno != 0 ? errno : EINVAL);
            if (std::setvbuf(out.get(), outBuffer.get(), _IOFBF, bufferSize) != 0)
                throw IoError("setvbuf", dest, errno != 0 ? errno : EINVAL);
            scope.setCalls(5);
        }
        ProgressTicker ticker(context, kByteBatch);
        std::uint64_t total = 0;
        for (;;) {
            std::size_t got = 0;
            errno = 0; // so that a failing fgetc's errno is not mistaken for an older one
            {
                auto scope = probe.phase(Phase::Read);
                int c;
                while (got < kByteBatch && (c = std::fgetc(in.get())) != EOF)
                    batch[got++] = static_cast<char>(c);
                scope.addBytes(got);
                scope.setCalls(got < kByteBatch ? got + 1 : got);
            }
            if (got < kByteBatch && std::ferror(in.get()))
                throw IoError("fgetc", source, errno != 0 ? errno : EIO);
            if (got > 0) {
                auto scope = probe.phase(Phase::Write);
                for (std::size_t i = 0; i < got; ++i)
                    if (std::fputc(static_cast<unsigned char>(batch[i]), out.get()) == EOF)
                        throw IoError("fputc", dest, errno);
                scope.addBytes(got);
                scope.setCalls(got);
            }
            total += got;
            ticker.add(got);
            if (got < kByteBatch)
                break;
        }
        ticker.flush();
        {
            auto scope = probe.phase(Phase::Close);
            closeFile(out, dest);
            closeFile(in, source);
            scope.setCalls(2);
        }
        return Output { total, 0, {} };
    }
};

// --- copy.byte-iostream ------------------------------------------------------------------------

class ByteIostream final : public InstrumentedStrategy<ByteIostream> {
public:
    ByteIostream()
        : InstrumentedStrategy({ .id = "copy.byte-iostream",
            .title = QT_TRANSLATE_NOOP("Lesson", "istream::get/ostream::put per byte"),
            .params = { kStdioBufferParam },
            .lesson
            = { .what = QT_TRANSLATE_NOOP("Lesson",
                    "Copies one byte per std::istream::get(char&) and std::ostream::put(char) call on std::ifstream / "
                    "std::ofstream; each filebuf (buffer_size, set with pubsetbuf) refills with one read(2) and "
                    "drains with one write(2)."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "BufferedInputStream.read() / BufferedOutputStream.write(int) one byte at a time, in C++ streams."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "2 × size member calls, each building a sentry and checking stream state (more work per byte "
                    "than fgetc), plus 2 × size / buffer_size system calls. Bounded by per-byte overhead, not I/O."),
                .timing = kBatchTiming,
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 000: BufferedInputStream.read() one byte per call through an 8 KiB buffer — per-byte "
                    "calls are the real sin; the bulk loops are all equal."),
                .excerpt = "char c;\nwhile (in.get(c))\n    out.put(c);" } })
    { }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const auto bufferSize = static_cast<std::size_t>(context.param("buffer_size"));
        const std::string& source = context.sourcePath();
        const std::string& dest = context.destPath();
        std::unique_ptr<char[]> inBuffer, outBuffer, batch;
        {
            auto scope = probe.phase(Phase::Alloc);
            inBuffer = std::make_unique_for_overwrite<char[]>(bufferSize);
            outBuffer = std::make_unique_for_overwrite<char[]>(bufferSize);
            batch = std::make_unique_for_overwrite<char[]>(kByteBatch);
        }
        std::ifstream in;
        std::ofstream out;
        {
            auto scope = probe.phase(Phase::Open);
            // A filebuf takes a buffer only before it is opened.
            in.rdbuf()->pubsetbuf(inBuffer.get(), static_cast<std::streamsize>(bufferSize));
            out.rdbuf()->pubsetbuf(outBuffer.get(), static_cast<std::streamsize>(bufferSize));
            streamfiles::openSource(in, source);
            streamfiles::createDestination(out, dest);
            scope.setCalls(3);
        }
        ProgressTicker ticker(context, kByteBatch);
        std::uint64_t total = 0;
        for (;;) {
            std::size_t got = 0;
            {
                auto scope = probe.phase(Phase::Read);
                char c;
                while (got < kByteBatch && in.get(c))
                    batch[got++] = c;
                scope.addBytes(got);
                scope.setCalls(got < kByteBatch ? got + 1 : got);
            }
            if (in.bad())
                throw IoError("std::istream::get", source, streamfiles::lastError());
            if (got > 0) {
                auto scope = probe.phase(Phase::Write);
                for (std::size_t i = 0; i < got; ++i)
                    if (!out.put(batch[i]))
                        throw IoError("std::ostream::put", dest, streamfiles::lastError());
                scope.addBytes(got);
                scope.setCalls(got);
            }
            total += got;
            ticker.add(got);
            if (got < kByteBatch)
                break;
        }
        ticker.flush();
        {
            auto scope = probe.phase(Phase::Close);
            errno = 0;
            out.close(); // flushes the last buffer: late write errors show here
            if (out.fail())
                throw IoError("std::ofstream::close", dest, streamfiles::lastError());
            in.close();
            scope.setCalls(2);
        }
        return Output { total, 0, {} };
    }
};

} // namespace

std::unique_ptr<Strategy> makeCopyByteSyscall()
{
    return std::make_unique<ByteSyscall>();
}
std::unique_ptr<Strategy> makeCopyByteStdio()
{
    return std::make_unique<ByteStdio>();
}
std::unique_ptr<Strategy> makeCopyByteIostream()
{
    return std::make_unique<ByteIostream>();
}

} // namespace iolens
