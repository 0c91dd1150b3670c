// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/generator.h"

#include "core/errors.h"
#include "core/savefile.h"
#include "core/sysio.h"

#include <array>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace iolens {

std::string_view genKindName(GenKind kind) noexcept
{
    switch (kind) {
    case GenKind::Random:
        return "random";
    case GenKind::Text:
        return "text";
    case GenKind::Zeros:
        return "zeros";
    case GenKind::Sparse:
        return "sparse";
    }
    return "unknown";
}

std::optional<GenKind> genKindFromName(std::string_view name) noexcept
{
    for (GenKind kind : { GenKind::Random, GenKind::Text, GenKind::Zeros, GenKind::Sparse })
        if (genKindName(kind) == name)
            return kind;
    return std::nullopt;
}

namespace {

// 1 MiB per write(2): large enough that the call overhead vanishes, small enough to stay in L2/L3.
constexpr std::size_t kChunkBytes = 1u << 20;

// xoshiro256** (Blackman and Vigna): a few ns per 8 bytes, so random files are written at disk
// speed. /dev/urandom would be both slower and not reproducible.
class Xoshiro256 {
public:
    explicit Xoshiro256(std::uint64_t seed) noexcept
    {
        // splitmix64 spreads any seed, 0 included, over the whole state.
        for (auto& word : m_state) {
            seed += 0x9e3779b97f4a7c15ull;
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
            word = z ^ (z >> 31);
        }
    }
    std::uint64_t next() noexcept
    {
        const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
        const std::uint64_t t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }
    // Uniform enough in [0, bound) for picking words and lengths (bound is tiny next to 2^64).
    std::uint64_t below(std::uint64_t bound) noexcept { return next() % bound; }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) noexcept { return (x << k) | (x >> (64 - k)); }
    std::array<std::uint64_t, 4> m_state {};
};

// Every source fills exactly the bytes asked for, continuing where the last call stopped, so the
// content does not depend on how the file is cut into writes.
class RandomSource {
public:
    explicit RandomSource(std::uint64_t seed)
        : m_rng(seed)
    { }
    void fill(char* out, std::size_t n)
    {
        // Whole words first; the file's last partial word takes the low bytes of one more word.
        std::size_t i = 0;
        for (; i + 8 <= n; i += 8) {
            const std::uint64_t word = m_rng.next();
            std::memcpy(out + i, &word, 8);
        }
        if (i < n) {
            const std::uint64_t word = m_rng.next();
            std::memcpy(out + i, &word, n - i);
        }
    }

private:
    Xoshiro256 m_rng;
};

// Words drawn from the articles' subject. The Japanese and Korean ones are 3-byte UTF-8 per
// character, so a reader that splits bytes carelessly produces visible damage.
constexpr std::array<std::string_view, 24> kAsciiWords { "the", "a", "of", "to", "file", "read", "write", "copy",
    "buffer", "stream", "channel", "kernel", "page", "cache", "line", "byte", "stopwatch", "hotspot", "latency",
    "throughput", "record", "block", "sync", "mmap" };
constexpr std::array<std::string_view, 16> kJapaneseWords { "ファイル", "読み込み", "書き込み", "速度", "性能",
    "バッファ", "ストリーム", "時間", "計測", "改善", "並列", "処理", "の", "を", "は", "です" };
constexpr std::array<std::string_view, 15> kKoreanWords { "파일", "읽기", "쓰기", "성능", "버퍼", "튜닝", "시간",
    "측정", "스트림", "병렬", "처리", "입출력", "는", "를", "합니다" };

class TextSource {
public:
    TextSource(std::uint64_t seed, std::uint64_t lineLength, TextCharset charset, std::uint64_t size)
        : m_rng(seed)
        , m_charset(charset)
        , m_remaining(size)
        // Lengths spread evenly over [L - L/2, L + L/2]: the mean is L, and the longest line is
        // bounded so readers with a fixed line buffer can be tested against a known maximum.
        , m_minLength(lineLength - lineLength / 2)
        , m_maxLength(lineLength + lineLength / 2)
    { }

    void fill(char* out, std::size_t n)
    {
        while (n > 0) {
            if (m_offset == m_line.size())
                nextLine();
            const std::size_t take = std::min(n, m_line.size() - m_offset);
            std::memcpy(out, m_line.data() + m_offset, take);
            m_offset += take;
            out += take;
            n -= take;
        }
    }

private:
    std::uint64_t nextLength()
    {
        if (m_remaining <= m_maxLength)
            return m_remaining; // the last line takes what is left
        std::uint64_t length = m_minLength + m_rng.below(m_maxLength - m_minLength + 1);
        // Never leave a remainder shorter than the shortest line: it would become a stub last line.
        if (m_remaining - length < m_minLength)
            length = m_remaining - m_minLength;
        return length;
    }

    std::string_view pickWord()
    {
        if (m_charset == TextCharset::Ascii)
            return kAsciiWords[m_rng.below(kAsciiWords.size())];
        // About 40 % ASCII, 30 % Japanese, 30 % Korean.
        const std::uint64_t r = m_rng.below(10);
        if (r < 4)
            return kAsciiWords[m_rng.below(kAsciiWords.size())];
        if (r < 7)
            return kJapaneseWords[m_rng.below(kJapaneseWords.size())];
        return kKoreanWords[m_rng.below(kKoreanWords.size())];
    }

    void nextLine()
    {
        const std::uint64_t length = nextLength();
        m_remaining -= length;
        m_line.clear();
        m_offset = 0;
        const std::size_t content = static_cast<std::size_t>(length - 1); // the rest is '\n'
        while (m_line.size() < content) {
            const std::size_t room = content - m_line.size();
            const bool first = m_line.empty();
            const std::string_view word = pickWord();
            if (word.size() + (first ? 0 : 1) <= room) {
                if (!first)
                    m_line += ' ';
                m_line += word;
                continue;
            }
            // The word does not fit: finish with an ASCII word cut to the room left, which can
            // never split a character. A lone byte becomes '.' rather than trailing blank.
            if (room == 1 && !first) {
                m_line += '.';
                continue;
            }
            std::string_view filler = kAsciiWords[m_rng.below(kAsciiWords.size())];
            if (!first) {
                m_line += ' ';
                filler = filler.substr(0, room - 1);
            } else {
                filler = filler.substr(0, room);
            }
            m_line += filler;
            // A short filler word may still leave room; the loop continues with the next word.
        }
        m_line += '\n';
    }

    Xoshiro256 m_rng;
    TextCharset m_charset;
    std::uint64_t m_remaining;
    std::uint64_t m_minLength;
    std::uint64_t m_maxLength;
    std::string m_line;
    std::size_t m_offset = 0;
};

// The temporary file beside the target; removed unless it was renamed into place.
class TempFile {
public:
    explicit TempFile(const std::string& target)
    {
        const auto slash = target.rfind('/');
        const std::string dir = slash == std::string::npos ? std::string(".") : target.substr(0, slash + 1);
        const std::string base = slash == std::string::npos ? target : target.substr(slash + 1);
        m_path = (slash == std::string::npos ? std::string() : dir) + "." + base + ".iolens-XXXXXX";
        std::vector<char> name(m_path.begin(), m_path.end());
        name.push_back('\0');
        const int fd = ::mkostemp(name.data(), O_CLOEXEC);
        if (fd < 0)
            throw IoError("create", target, errno);
        m_path = name.data();
        m_fd = sys::UniqueFd(fd);
        // mkstemp creates 0600; the generated file should look like any new file.
        if (::fchmod(fd, 0666 & ~currentUmask()) < 0)
            throw IoError("fchmod", target, errno);
    }
    ~TempFile()
    {
        m_fd.reset();
        if (!m_committed)
            ::unlink(m_path.c_str());
    }
    TempFile(const TempFile&) = delete;
    TempFile& operator=(const TempFile&) = delete;

    int fd() const noexcept { return m_fd.get(); }
    sys::UniqueFd& handle() noexcept { return m_fd; }
    const std::string& path() const noexcept { return m_path; }
    void committed() noexcept { m_committed = true; }

private:
    std::string m_path;
    sys::UniqueFd m_fd;
    bool m_committed = false;
};

void checkTarget(const std::string& path, bool overwrite)
{
    if (path.empty())
        throw UsageError("The output path is empty.");
    if (path.back() == '/')
        throw UsageError("The output path '" + path + "' names a directory, not a file.");
    struct stat st { };
    if (::lstat(path.c_str(), &st) < 0) {
        if (errno == ENOENT)
            return;
        throw IoError("lstat", path, errno);
    }
    if (!overwrite)
        throw UsageError("The output file '" + path + "' already exists; refusing to overwrite it.");
    // Renaming over a device, directory or link would replace that node itself, never what the
    // user meant by overwriting a file.
    if (!S_ISREG(st.st_mode))
        throw UsageError("The output path '" + path + "' exists and is not a regular file.");
}

// Moves the finished file into place; without overwrite, atomically refuses an existing target
// (one may have appeared while we wrote).
void commit(const TempFile& temp, const std::string& path, bool overwrite)
{
    if (overwrite) {
        if (::rename(temp.path().c_str(), path.c_str()) < 0)
            throw IoError("rename", path, errno);
        return;
    }
    if (::renameat2(AT_FDCWD, temp.path().c_str(), AT_FDCWD, path.c_str(), RENAME_NOREPLACE) == 0)
        return;
    int error = errno;
    if (error == EINVAL || error == ENOSYS) {
        // A filesystem without RENAME_NOREPLACE: link(2) refuses an existing target just as well.
        if (::link(temp.path().c_str(), path.c_str()) == 0) {
            ::unlink(temp.path().c_str());
            return;
        }
        error = errno;
    }
    if (error == EEXIST)
        throw UsageError("The output file '" + path + "' already exists; refusing to overwrite it.");
    throw IoError("rename", path, error);
}

template <class Source>
void writeChunks(int fd, const std::string& path, std::uint64_t size, Source& source, const std::atomic<bool>& cancel,
    const GenProgressFn& progress)
{
    const auto buffer = std::make_unique_for_overwrite<char[]>(kChunkBytes);
    std::uint64_t done = 0;
    while (done < size) {
        // Polled per 1 MiB chunk: an atomic load is nothing next to the write(2) it precedes.
        if (cancel.load(std::memory_order_relaxed))
            throw CancelledError();
        const auto n = static_cast<std::size_t>(std::min<std::uint64_t>(kChunkBytes, size - done));
        source.fill(buffer.get(), n);
        sys::writeAll(fd, buffer.get(), n, path);
        done += n;
        if (progress)
            progress(done, size);
    }
}

// Zeros need no generating: writeChunks hands the same buffer every time and never asks for more
// than the first time, so zeroing it once suffices.
struct ZeroSource {
    void fill(char* out, std::size_t n)
    {
        if (!m_zeroed)
            std::memset(out, 0, n);
        m_zeroed = true;
    }
    bool m_zeroed = false;
};

} // namespace

void generateFile(const std::string& path, GenKind kind, std::uint64_t size, const GenOptions& options,
    const std::atomic<bool>& cancel, const GenProgressFn& progress)
{
    if (kind == GenKind::Text && (options.lineLength < 1 || options.lineLength > kMaxLineLength))
        throw UsageError("The text line length must be between 1 and " + std::to_string(kMaxLineLength) + " bytes, got "
            + std::to_string(options.lineLength) + ".");
    if (size > static_cast<std::uint64_t>(INT64_MAX))
        throw UsageError("The size " + std::to_string(size) + " is too large for a file.");
    checkTarget(path, options.overwrite);
    if (cancel.load(std::memory_order_relaxed))
        throw CancelledError();

    TempFile temp(path);
    switch (kind) {
    case GenKind::Random: {
        RandomSource source(options.seed);
        writeChunks(temp.fd(), path, size, source, cancel, progress);
        break;
    }
    case GenKind::Text: {
        TextSource source(options.seed, options.lineLength, options.charset, size);
        writeChunks(temp.fd(), path, size, source, cancel, progress);
        break;
    }
    case GenKind::Zeros: {
        ZeroSource source;
        writeChunks(temp.fd(), path, size, source, cancel, progress);
        break;
    }
    case GenKind::Sparse:
        sys::ftruncate(temp.fd(), size, path);
        if (progress)
            progress(size, size);
        break;
    }
    // No fsync: the file is a regenerable test input, and forcing it to disk would cost more
    // than writing it. close(2) still reports deferred errors (NFS, quota).
    sys::close(temp.handle(), path);
    if (cancel.load(std::memory_order_relaxed))
        throw CancelledError();
    commit(temp, path, options.overwrite);
    temp.committed();
}

} // namespace iolens
