// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/scenario/csvmerge.h"

#include "core/errors.h"
#include "core/filehash.h"
#include "core/io/lineindex.h"
#include "core/io/linereader.h"
#include "core/probe.h"
#include "core/scenario/csvinputs.h"
#include "core/scratchdir.h"
#include "core/sysio.h"

#include <cerrno>
#include <cstdio>
#include <fcntl.h>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>

namespace iolens {

namespace {

// The article printed "idx/max" to the console with System.out.println, which flushes: one
// write(2) per line. The scenario keeps that call but sends it to /dev/null, so the user's
// terminal is not flooded with 10,000 lines; a real terminal would cost more (it draws the text).
constexpr const char* kPrintSink = "/dev/null";

// Java's BufferedWriter holds 8,192 chars.
constexpr std::size_t kWriterBuffer = 8192;

// Files the article's program creates are ordinary user files.
constexpr mode_t kFileMode = 0644;

// readFile(path, lineNo): open, BufferedReader.readLine() lineNo times, close — the article's v1–v3 read.
std::string readFile(const std::string& path, std::uint64_t lineNo)
{
    sys::UniqueFd fd = sys::open(path, O_RDONLY);
    LineReader reader(fd.get(), path);
    NullProbe none;
    std::string content;
    for (std::uint64_t n = 0; n < lineNo; ++n)
        if (!reader.readLine(content, none))
            throw UsageError("'" + path + "' has fewer than " + std::to_string(lineNo) + " lines.");
    sys::close(fd, path);
    return content;
}

// writeFile(path, content): new FileWriter(file, true), append content + "\n", close.
void writeFile(const std::string& path, const std::string& content)
{
    sys::UniqueFd fd = sys::open(path, O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW, kFileMode);
    const std::string line = content + "\n";
    sys::writeAll(fd.get(), line.data(), line.size(), path);
    sys::close(fd, path);
}

// The writer of v3 and v4: opened once, appends through an 8 KiB buffer, one write(2) per full buffer.
class BufferedAppender {
public:
    explicit BufferedAppender(const std::string& path)
        : m_path(path)
        , m_fd(sys::open(path, O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW, kFileMode))
    {
        m_buffer.reserve(kWriterBuffer);
    }
    void append(const std::string& text)
    {
        if (m_buffer.size() + text.size() > kWriterBuffer)
            flush();
        if (text.size() >= kWriterBuffer)
            sys::writeAll(m_fd.get(), text.data(), text.size(), m_path); // as BufferedWriter: big writes go straight
        else
            m_buffer += text;
    }
    void close()
    {
        flush();
        sys::close(m_fd, m_path);
    }

private:
    void flush()
    {
        sys::writeAll(m_fd.get(), m_buffer.data(), m_buffer.size(), m_path);
        m_buffer.clear();
    }

    std::string m_path;
    sys::UniqueFd m_fd;
    std::string m_buffer;
};

// v4's reader: the file opened and indexed once (on the first read), then one pread(2) per line.
class IndexedLines {
public:
    explicit IndexedLines(std::string path)
        : m_path(std::move(path))
    { }
    std::string line(std::uint64_t lineNo)
    {
        if (!m_fd) {
            m_fd = sys::open(m_path, O_RDONLY);
            auto buffer = std::make_unique_for_overwrite<char[]>(1u << 20);
            while (const std::size_t n = sys::read(m_fd.get(), buffer.get(), 1u << 20, m_path))
                m_index.scan(buffer.get(), n);
            m_index.finish();
        }
        if (lineNo > m_index.lines())
            throw UsageError("'" + m_path + "' has fewer than " + std::to_string(lineNo) + " lines.");
        std::string bytes(static_cast<std::size_t>(m_index.end(lineNo) - m_index.begin(lineNo)), '\0');
        bytes.resize(sys::preadFull(m_fd.get(), bytes.data(), bytes.size(), m_index.begin(lineNo), m_path));
        return std::string(lineContent(bytes.data(), bytes.size()));
    }
    void close()
    {
        if (m_fd)
            sys::close(m_fd, m_path);
    }

private:
    std::string m_path;
    sys::UniqueFd m_fd;
    LineIndex m_index;
};

class CsvMergeProgram {
public:
    CsvMergeProgram(const std::string& dir, const CsvMergeOptions& options)
        : m_options(options)
        , m_test1(dir + "/test1.csv")
        , m_test2(dir + "/test2.csv")
        , m_test3(dir + "/test3.csv")
        , m_console(sys::open(kPrintSink, O_WRONLY))
    {
        // Interned in order, so that showAll() lists the sections by number.
        for (int n = 1; n <= 8; ++n)
            m_keys[n] = m_stopwatch.key(n);
    }

    const Stopwatch& stopwatch() const noexcept { return m_stopwatch; }
    const std::string& output() const noexcept { return m_test3; }

    void run()
    {
        switch (m_options.variant) {
        case CsvMergeVariant::V1:
            return runV1();
        case CsvMergeVariant::V2:
            return runV2();
        case CsvMergeVariant::V3:
        case CsvMergeVariant::V4:
            return runWriterOpenedOnce(m_options.variant == CsvMergeVariant::V4);
        }
    }

private:
    void start(int n) { m_stopwatch.start(m_keys[n]); }
    void stop(int n) { m_stopwatch.stop(m_keys[n]); }

    void print(std::uint64_t idx, std::uint64_t max)
    {
        const std::string line = std::to_string(idx) + "/" + std::to_string(max) + "\n";
        sys::writeAll(m_console.get(), line.data(), line.size(), kPrintSink);
    }

    void iterationDone(std::uint64_t idx)
    {
        if (m_options.cancel && m_options.cancel->load(std::memory_order_relaxed))
            throw CancelledError();
        const std::uint64_t max = m_options.iterations;
        if (m_options.progress && (idx % 64 == 0 || idx == max))
            m_options.progress(idx, max);
    }

    // for (idx = 1..max) { print; read; write; read; write } — the article's first listing.
    void runV1()
    {
        const std::uint64_t max = m_options.iterations;
        start(1);
        for (std::uint64_t idx = 1; idx <= max; ++idx) {
            start(2);
            print(idx, max);
            stop(2);
            start(3);
            std::string content = readFile(m_test1, idx);
            stop(3);
            start(4);
            writeFile(m_test3, content);
            stop(4);
            start(5);
            content = readFile(m_test2, kCsvMergeSecondOffset + idx);
            stop(5);
            start(6);
            writeFile(m_test3, content);
            stop(6);
            iterationDone(idx);
        }
        stop(1);
    }

    // The two writes merged: content = line1 + "\n" + line2, one writeFile.
    void runV2()
    {
        const std::uint64_t max = m_options.iterations;
        start(1);
        for (std::uint64_t idx = 1; idx <= max; ++idx) {
            start(2);
            print(idx, max);
            stop(2);
            start(3);
            std::string content = readFile(m_test1, idx) + "\n";
            stop(3);
            start(5);
            content += readFile(m_test2, kCsvMergeSecondOffset + idx);
            stop(5);
            start(6);
            writeFile(m_test3, content);
            stop(6);
            iterationDone(idx);
        }
        stop(1);
    }

    // The writer opened once (7), appended to (6), closed once (8); v4 also indexes the reads.
    void runWriterOpenedOnce(bool indexedReads)
    {
        const std::uint64_t max = m_options.iterations;
        IndexedLines indexed1(m_test1);
        IndexedLines indexed2(m_test2);
        const auto read = [&](IndexedLines& indexed, const std::string& path, std::uint64_t lineNo) {
            return indexedReads ? indexed.line(lineNo) : readFile(path, lineNo);
        };
        start(1);
        start(7);
        BufferedAppender writer(m_test3);
        stop(7);
        for (std::uint64_t idx = 1; idx <= max; ++idx) {
            start(2);
            print(idx, max);
            stop(2);
            start(3);
            std::string content = read(indexed1, m_test1, idx) + "\n";
            stop(3);
            start(5);
            content += read(indexed2, m_test2, kCsvMergeSecondOffset + idx);
            stop(5);
            start(6);
            writer.append(content + "\n");
            stop(6);
            iterationDone(idx);
        }
        start(8);
        writer.close();
        indexed1.close();
        indexed2.close();
        stop(8);
        stop(1);
    }

    const CsvMergeOptions& m_options;
    std::string m_test1, m_test2, m_test3;
    sys::UniqueFd m_console;
    Stopwatch m_stopwatch;
    Stopwatch::Key m_keys[9] {};
};

} // namespace

std::string_view csvMergeVariantName(CsvMergeVariant variant) noexcept
{
    switch (variant) {
    case CsvMergeVariant::V1:
        return "v1";
    case CsvMergeVariant::V2:
        return "v2";
    case CsvMergeVariant::V3:
        return "v3";
    case CsvMergeVariant::V4:
        return "v4";
    }
    return "v1";
}

std::optional<CsvMergeVariant> csvMergeVariantFromName(std::string_view name) noexcept
{
    for (const CsvMergeVariant v :
        { CsvMergeVariant::V1, CsvMergeVariant::V2, CsvMergeVariant::V3, CsvMergeVariant::V4 })
        if (csvMergeVariantName(v) == name)
            return v;
    return std::nullopt;
}

CsvMergeResult runCsvMerge(const CsvMergeOptions& options)
{
    if (options.iterations == 0)
        throw UsageError("The csv-merge scenario needs at least 1 iteration.");
    std::unique_ptr<ScratchDir> scratch;
    std::string dir = options.dir;
    if (dir.empty()) {
        scratch = std::make_unique<ScratchDir>(
            options.scratchParent.empty() ? ScratchDir::systemTempDir() : options.scratchParent);
        dir = scratch->path();
    } else {
        struct stat st { };
        if (::stat(dir.c_str(), &st) < 0 || !S_ISDIR(st.st_mode))
            throw UsageError("The scenario directory '" + dir + "' does not exist or is not a directory.");
    }
    ensureCsvInputs(dir, kCsvMergeSecondOffset + options.iterations, options.cancel);

    CsvMergeProgram program(dir, options);
    // The article appended to test3.csv; a previous run's output would make this one's longer.
    if (::unlink(program.output().c_str()) < 0 && errno != ENOENT)
        throw IoError("unlink", program.output(), errno);
    program.run();

    CsvMergeResult result;
    result.variant = options.variant;
    result.iterations = options.iterations;
    result.stopwatches = program.stopwatch().totals();
    result.stopwatchTable = program.stopwatch().showAll();
    const FileDigest digest = hashFile(program.output());
    result.outputBytes = digest.bytes;
    result.outputLines = 2 * options.iterations;
    result.outputChecksum = digest.text();
    result.dir = scratch ? std::string() : dir;
    return result;
}

} // namespace iolens
