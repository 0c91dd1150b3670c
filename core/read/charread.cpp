// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/errors.h"
#include "core/io/streamfiles.h"
#include "core/progress.h"
#include "core/read/readstrategies.h"
#include "core/read/textblocks.h"
#include "core/strategy.h"
#include "core/sysio.h"

#include <QtGlobal>

#include <cerrno>
#include <cstdio>
#include <fcntl.h>
#include <fstream>
#include <memory>
#include <utility>
#include <vector>

namespace iolens {

namespace {

// Calls per timed batch: a clock read costs about as much as one fgetc, so single calls are not
// timed. At ~0.5 µs per read(2) a batch of read.char-syscall lasts some 30 ms.
constexpr std::size_t kBatch = 64 * 1024;

const char* const kBatchTiming = QT_TRANSLATE_NOOP("Lesson",
    "Phase read is timed around batches of 65,536 calls (one interval per batch, credited with the "
    "calls); the characters of a batch are then split into lines (split) and, with decode, decoded (decode). "
    "The batching only moves where the line handling happens: the calls are the same, one per byte.");

// One read(2) per byte: FileReader.read() without a buffer.
class SyscallChars {
public:
    void open(const std::string& path) { m_fd = sys::open(path, O_RDONLY); }
    int next(const std::string& path)
    {
        char c;
        return sys::read(m_fd.get(), &c, 1, path) == 1 ? static_cast<unsigned char>(c) : -1;
    }
    void close(const std::string& path) { sys::close(m_fd, path); }

private:
    sys::UniqueFd m_fd;
};

// fgetc(3) per byte: stdio refills its buffer (st_blksize, 4 KiB on ext4) with one read(2).
class StdioChars {
public:
    void open(const std::string& path)
    {
        sys::UniqueFd fd = sys::open(path, O_RDONLY);
        m_file = ::fdopen(fd.get(), "rb");
        if (!m_file)
            throw IoError("fdopen", path, errno);
        fd.release(); // the FILE owns it now
    }
    int next(const std::string& path)
    {
        const int c = std::fgetc(m_file);
        if (c == EOF && std::ferror(m_file))
            throw IoError("fgetc", path, errno != 0 ? errno : EIO);
        return c == EOF ? -1 : c;
    }
    void close(const std::string& path)
    {
        std::FILE* file = std::exchange(m_file, nullptr);
        if (file && std::fclose(file) != 0)
            throw IoError("fclose", path, errno);
    }
    ~StdioChars()
    {
        if (m_file)
            std::fclose(m_file);
    }

private:
    std::FILE* m_file = nullptr;
};

// std::istream::get per byte through the filebuf's buffer (BUFSIZ, 8 KiB in libstdc++).
class IstreamChars {
public:
    void open(const std::string& path)
    {
        streamfiles::openRetryingEintr(m_in, path, std::ios::in | std::ios::binary);
        if (!m_in.is_open())
            throw IoError("std::ifstream::open", path, errno != 0 ? errno : EIO);
    }
    int next(const std::string& path)
    {
        const std::ifstream::int_type c = m_in.get();
        if (std::ifstream::traits_type::eq_int_type(c, std::ifstream::traits_type::eof())) {
            if (m_in.bad())
                throw IoError("std::istream::get", path, errno != 0 ? errno : EIO);
            return -1;
        }
        return static_cast<int>(c);
    }
    void close(const std::string&) { m_in.close(); }

private:
    std::ifstream m_in;
};

template <class Chars> class CharRead final : public InstrumentedStrategy<CharRead<Chars>> {
public:
    explicit CharRead(StrategyInfo info)
        : InstrumentedStrategy<CharRead<Chars>>(std::move(info))
    { }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const ReadOptions options = ReadOptions::from(context);
        const std::string& path = context.sourcePath();
        Chars chars;
        {
            auto scope = probe.phase(Phase::Open);
            chars.open(path);
        }
        std::vector<char> batch(kBatch);
        TextBlocks text(options);
        // Every batch: at ~0.5 µs a call, 4 MiB would leave cancel unanswered for seconds.
        ProgressTicker progress(context, kBatch);
        for (bool end = false; !end;) {
            std::size_t n = 0;
            probe.begin(Phase::Read);
            for (; n < kBatch; ++n) {
                const int c = chars.next(path);
                if (c < 0) {
                    end = true;
                    break;
                }
                batch[n] = static_cast<char>(c);
            }
            probe.end(Phase::Read, n, n + (end ? 1 : 0)); // the call that met the end counts too
            if (n > 0)
                text.take(probe, batch.data(), n);
            progress.add(n);
        }
        progress.flush();
        text.finish();
        {
            auto scope = probe.phase(Phase::Close);
            chars.close(path);
        }
        return text.output();
    }
};

} // namespace

std::unique_ptr<Strategy> makeReadCharSyscall()
{
    return std::make_unique<CharRead<SyscallChars>>(StrategyInfo { .id = "read.char-syscall",
        .title = QT_TRANSLATE_NOOP("Lesson", "one read(2) per byte"),
        .params = { checksumParam(), decodeParam() },
        .lesson = { .what
            = QT_TRANSLATE_NOOP("Lesson", "Reads the file one byte per read(2) system call and collects the lines."),
            .javaApi = QT_TRANSLATE_NOOP("Lesson",
                "FileReader.read() one character at a time without a buffer (article 002: 450 ms for 10 MB, against "
                "80 ms with a 1 MiB char[] buffer)."),
            .costModel = QT_TRANSLATE_NOOP("Lesson",
                "One system call per byte: size × (~0.3–1 µs of kernel entry, file lookup and a 1-byte copy). The "
                "work per byte is nothing; the calls are everything, so it is hundreds of times slower than "
                "read.buffer."),
            .timing = kBatchTiming,
            .article = QT_TRANSLATE_NOOP("Lesson",
                "Article 002 (10 MB text): FileReader.read() per char 450 ms; FileReader with a 1 MiB char[] 80 ms; "
                "BufferedReader.readLine() 120 ms (a larger BufferedReader buffer made it 140 ms)."),
            .excerpt = "char c;\nwhile (read(fd, &c, 1) == 1)\n    lines += c == '\\n';" } });
}

std::unique_ptr<Strategy> makeReadCharStdio()
{
    return std::make_unique<CharRead<StdioChars>>(StrategyInfo { .id = "read.char-stdio",
        .title = QT_TRANSLATE_NOOP("Lesson", "fgetc(3) per byte through stdio's buffer"),
        .params = { checksumParam(), decodeParam() },
        .lesson
        = { .what = QT_TRANSLATE_NOOP("Lesson",
                "Reads the file with one fgetc(3) per byte; stdio refills its buffer with one read(2) per 4 KiB."),
            .javaApi = QT_TRANSLATE_NOOP("Lesson",
                "FileReader.read() per character: Java's FileReader also decodes through an 8 KiB byte buffer, so "
                "this is the closer match of article 002's 450 ms case."),
            .costModel = QT_TRANSLATE_NOOP("Lesson",
                "size / 4 KiB system calls plus one library call per byte (~5–10 ns: a lock, a buffer check). "
                "Cheap calls, but still one per byte."),
            .timing = kBatchTiming,
            .article = QT_TRANSLATE_NOOP("Lesson",
                "Article 002: FileReader.read() one char per call took 450 ms for 10 MB; stdio's fgetc is the buffered "
                "analogue — still one library call per character."),
            .excerpt = "int c;\nwhile ((c = fgetc(in)) != EOF)\n    if (c == '\\n') ++lines; // one call per byte, 4 "
                       "KiB refills underneath" } });
}

std::unique_ptr<Strategy> makeReadCharIstream()
{
    return std::make_unique<CharRead<IstreamChars>>(StrategyInfo { .id = "read.char-istream",
        .title = QT_TRANSLATE_NOOP("Lesson", "std::istream::get per byte"),
        .params = { checksumParam(), decodeParam() },
        .lesson = { .what = QT_TRANSLATE_NOOP(
                        "Lesson", "Reads the file with one std::ifstream::get() per byte through the stream buffer."),
            .javaApi = QT_TRANSLATE_NOOP("Lesson", "FileReader.read() / InputStreamReader.read() per character."),
            .costModel = QT_TRANSLATE_NOOP(
                "Lesson", "size / 8 KiB system calls plus one sentry-guarded virtual-free call per byte (~5–15 ns)."),
            .timing = kBatchTiming,
            .article = QT_TRANSLATE_NOOP("Lesson",
                "Article 002: reading one char per call (FileReader.read()) took 450 ms for 10 MB against 80 ms with a "
                "1 MiB char[] buffer."),
            .excerpt = "char c;\nwhile (in.get(c))\n    if (c == '\\n') ++lines; // a virtual-call-heavy path per "
                       "character" } });
}

} // namespace iolens
