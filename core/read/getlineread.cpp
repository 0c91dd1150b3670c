// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/errors.h"
#include "core/io/batchedphase.h"
#include "core/io/streamfiles.h"
#include "core/progress.h"
#include "core/read/linedecodequeue.h"
#include "core/read/readoptions.h"
#include "core/read/readstrategies.h"
#include "core/strategy.h"
#include "core/sysio.h"

#include <QtGlobal>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <fstream>
#include <string>
#include <vector>

namespace iolens {

namespace {

// Lines per timed batch: one getline costs 20–100 ns, a clock read 10–40 ns.
constexpr std::uint64_t kLineBatch = 4096;

const char* const kLineTiming = QT_TRANSLATE_NOOP("Lesson",
    "Phase read is timed around batches of 4,096 getline calls (credited with the calls), the per-line "
    "checksum and keeping included; with decode, lines are decoded 64 KiB at a time (decode). Phase other "
    "is freeing the kept lines at the end.");

// The line's content without its ending; `raw` counts the bytes getline consumed.
std::size_t contentLength(const char* data, std::size_t size, bool terminated)
{
    return terminated && size > 0 && data[size - 1] == '\r' ? size - 1 : size;
}

class GetlineIstream final : public InstrumentedStrategy<GetlineIstream> {
public:
    GetlineIstream()
        : InstrumentedStrategy({ .id = "read.getline-istream",
            .title = QT_TRANSLATE_NOOP("Lesson", "std::getline into a kept std::string per line"),
            .params = { checksumParam(), decodeParam() },
            .lesson = { .what = QT_TRANSLATE_NOOP("Lesson",
                            "Reads line by line with std::getline from a std::ifstream and keeps every line in a "
                            "std::vector<std::string>, as the article's list of lines."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "BufferedReader.readLine() adding each String to an ArrayList (article 002: 120 ms for 10 MB; a "
                    "larger BufferedReader buffer made it slower, 140 ms)."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "One library call per line over an 8 KiB stream buffer (size / 8 KiB system calls), plus one "
                    "allocation per line longer than 15 bytes and the vector's growth: memory grows with the file "
                    "(about 1.5–2 × its size for short lines), which the run's peak RSS shows."),
                .timing = kLineTiming,
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 002 (10 MB text): FileReader.read() per char 450 ms; FileReader with a 1 MiB char[] 80 "
                    "ms; BufferedReader.readLine() 120 ms (a larger BufferedReader buffer made it 140 ms)."),
                .excerpt = "std::string line;\nwhile (std::getline(in, line))\n    lines.push_back(line); // "
                           "BufferedReader.readLine into a list" } })
    { }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const ReadOptions options = ReadOptions::from(context);
        const std::string& path = context.sourcePath();
        std::ifstream in;
        {
            auto scope = probe.phase(Phase::Open);
            streamfiles::openRetryingEintr(in, path, std::ios::in | std::ios::binary);
            if (!in.is_open())
                throw IoError("std::ifstream::open", path, errno != 0 ? errno : EIO);
        }
        LineDigest digest(options.checksum);
        std::vector<std::string> lines; // kept, as the article's ArrayList<String>
        std::uint64_t bytes = 0;
        ProgressTicker progress(context);
        BatchedPhase<P> reading(probe, Phase::Read, kLineBatch);
        LineDecodeQueue<P> decoding(probe, reading, options.decode);
        std::string line;
        reading.start();
        while (std::getline(in, line)) {
            // eof() after a successful getline: the last line had no '\n'.
            const bool terminated = !in.eof();
            const std::size_t raw = line.size() + (terminated ? 1 : 0);
            line.resize(contentLength(line.data(), line.size(), terminated));
            digest.addLine(line);
            decoding.add(line.data(), line.size());
            lines.push_back(std::move(line));
            bytes += raw;
            reading.count(raw);
            progress.add(raw);
        }
        reading.stop();
        if (in.bad())
            throw IoError("std::getline", path, errno != 0 ? errno : EIO);
        decoding.finish();
        progress.flush();
        {
            auto scope = probe.phase(Phase::Close);
            in.close();
        }
        {
            auto scope = probe.phase(Phase::Other);
            scope.setCalls(lines.size());
            std::vector<std::string>().swap(lines);
        }
        return readOutput(bytes, digest);
    }
};

struct FileCloser {
    void operator()(std::FILE* file) const noexcept { std::fclose(file); }
};

// getline(3)'s buffer: malloc'ed by the library, grown as needed, ours to free.
struct GetlineBuffer {
    char* data = nullptr;
    std::size_t capacity = 0;
    ~GetlineBuffer() { std::free(data); }
};

class GetlinePosix final : public InstrumentedStrategy<GetlinePosix> {
public:
    GetlinePosix()
        : InstrumentedStrategy({ .id = "read.getline-posix",
            .title = QT_TRANSLATE_NOOP("Lesson", "POSIX getline(3), one reused buffer"),
            .params = { checksumParam(), decodeParam() },
            .lesson = { .what = QT_TRANSLATE_NOOP("Lesson",
                            "Reads line by line with POSIX getline(3) from a stdio FILE into one buffer that is reused "
                            "for every line; nothing is kept."),
                .javaApi = QT_TRANSLATE_NOOP(
                    "Lesson", "BufferedReader.readLine() in a loop that only looks at each line (no list)."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "One library call per line over stdio's 4 KiB buffer (size / 4 KiB system calls); no "
                    "allocation once the buffer fits the longest line, so memory stays flat."),
                .timing = QT_TRANSLATE_NOOP("Lesson",
                    "Phase read is timed around batches of 4,096 getline calls (credited with the calls), the "
                    "per-line checksum included; with decode, lines are decoded 64 KiB at a time (decode)."),
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 002: BufferedReader.readLine() into a list took 120 ms for 10 MB — one line object per "
                    "line."),
                .excerpt = "char* line = nullptr; size_t cap = 0;\nssize_t n;\nwhile ((n = getline(&line, &cap, in)) "
                           "!= -1)\n    ++lines; // one malloc'd buffer, grown and reused\nfree(line);" } })
    { }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const ReadOptions options = ReadOptions::from(context);
        const std::string& path = context.sourcePath();
        std::FILE* file;
        {
            auto scope = probe.phase(Phase::Open);
            sys::UniqueFd fd = sys::open(path, O_RDONLY);
            file = ::fdopen(fd.get(), "rb");
            if (!file)
                throw IoError("fdopen", path, errno);
            fd.release();
            scope.setCalls(2);
        }
        std::unique_ptr<std::FILE, FileCloser> owner(file);
        LineDigest digest(options.checksum);
        std::uint64_t bytes = 0;
        ProgressTicker progress(context);
        BatchedPhase<P> reading(probe, Phase::Read, kLineBatch);
        LineDecodeQueue<P> decoding(probe, reading, options.decode);
        GetlineBuffer line;
        reading.start();
        for (;;) {
            const ssize_t n = ::getline(&line.data, &line.capacity, file);
            if (n < 0)
                break;
            const auto raw = static_cast<std::size_t>(n);
            const bool terminated = line.data[raw - 1] == '\n';
            const std::size_t length = contentLength(line.data, terminated ? raw - 1 : raw, terminated);
            digest.addLine(line.data, length);
            decoding.add(line.data, length);
            bytes += raw;
            reading.count(raw);
            progress.add(raw);
        }
        reading.stop();
        if (std::ferror(file))
            throw IoError("getline", path, errno != 0 ? errno : EIO);
        decoding.finish();
        progress.flush();
        {
            auto scope = probe.phase(Phase::Close);
            if (std::fclose(owner.release()) != 0)
                throw IoError("fclose", path, errno);
        }
        return readOutput(bytes, digest);
    }
};

} // namespace

std::unique_ptr<Strategy> makeReadGetlineIstream()
{
    return std::make_unique<GetlineIstream>();
}

std::unique_ptr<Strategy> makeReadGetlinePosix()
{
    return std::make_unique<GetlinePosix>();
}

} // namespace iolens
