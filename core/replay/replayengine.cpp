// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/replay/replayengine.h"

#include "core/errors.h"
#include "core/replay/readindex.h"
#include "core/replay/replaydata.h"
#include "core/replay/replayplan.h"
#include "core/runcontext.h"
#include "core/workerthreads.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <map>
#include <memory>
#include <mutex>
#include <stop_token>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

namespace iolens::replay {

namespace {

// Linux's IOV_MAX: the most pieces one writev(2) takes.
constexpr std::size_t kIovMax = 1024;
// Progress and cancel at least this often, counted in runs of calls.
constexpr std::uint64_t kStepsPerProgress = 4096;

struct PosixHandle {
    int fd = -1;
    std::uint64_t pos = 0; // the kernel's file position, as the replay moved it
};

struct StdioHandle {
    std::FILE* file = nullptr;
    std::uint64_t pos = 0;
};

// Fix::PerThread: the posix appends of the replaying threads, one at a time. O_APPEND puts a write
// where the file ends when the kernel gets to it, and a replay writes the bytes of the offset it
// writes at (PatternData), so finding that offset and writing must be one step across the threads,
// or an append would carry the bytes of another offset than the one it lands at and the copy would
// depend on the timing. The kernel serialises writes to one file on its inode lock anyway, so the
// threads wait for each other about as the program's threads did.
struct AppendTurns {
    std::mutex mutex;
    std::uint64_t size = 0; // where the file ends, as every thread's appends left it
};

class Replayer {
public:
    Replayer(const Plan& plan, Fix fix, const std::string& copy, StepTimer& timer, RunContext* context)
        : m_plan(plan)
        , m_fix(fix)
        , m_copy(copy)
        , m_timer(timer)
        , m_context(context)
        , m_size(plan.startSize)
    {
        m_lastClose = -1;
        for (std::size_t i = 0; i < plan.steps.size(); ++i)
            if (plan.steps[i].call == Call::Close || plan.steps[i].call == Call::Fclose)
                m_lastClose = static_cast<std::ptrdiff_t>(i);
    }

    ~Replayer()
    {
        // Reached with handles open only when a call failed or the run was cancelled.
        for (const StdioHandle& h : m_stdio)
            std::fclose(h.file);
        for (const PosixHandle& h : m_posix)
            ::close(h.fd);
        if (m_map)
            ::munmap(const_cast<char*>(m_map), m_mapBytes);
        if (m_mapFd >= 0)
            ::close(m_mapFd);
    }

    Tally run()
    {
        {
            m_timer.begin(Phase::Alloc);
            const std::uint64_t largest = std::max<std::uint64_t>(m_plan.largestCall(), kReplayBufferBytes);
            m_bufferBytes = std::size_t(std::min<std::uint64_t>(largest, kMaxChunk));
            m_buffer.reset(new char[m_bufferBytes]); // not zeroed: every read fills what it uses
            m_data = PatternData(std::min<std::uint64_t>(largest, kMaxChunk));
            m_timer.end(Phase::Alloc, 0, 1);
        }
        ReadHash runHash; // over the read steps' digests, in step order
        for (std::size_t i = 0; i < m_plan.steps.size(); ++i) {
            const Step& step = m_plan.steps[i];
            if (m_fix == Fix::FsyncAtEnd && static_cast<std::ptrdiff_t>(i) == m_lastClose)
                syncOnce();
            const bool reads = isRead(step.call);
            if (reads)
                m_hash.reset();
            perform(step);
            if (reads) {
                const std::uint64_t digest = m_hash.digest();
                if (m_digests)
                    (*m_digests)[(*m_digestIndex)[i]] = digest;
                else
                    runHash.update(reinterpret_cast<const char*>(&digest), sizeof digest);
            }
            progress(step.bytes);
        }
        if (m_fix == Fix::FsyncAtEnd && !m_synced)
            syncOnce();
        closeLeftovers();
        m_tally.readHash = runHash.digest();
        if (m_context && m_pending > 0)
            m_context->advance(m_pending);
        return m_tally;
    }

    // Per-thread replay: each read step's digest goes to (*digests)[(*index)[step]] instead of
    // into this run's hash, so that the caller can fold every thread's in the recorded order.
    void collectDigests(std::vector<std::uint64_t>* digests, const std::vector<std::size_t>* index)
    {
        m_digests = digests;
        m_digestIndex = index;
    }

    // Per-thread replay: the appends take turns with the other threads' (AppendTurns), and the
    // replay ends early (CancelledError, which the caller drops) once another thread has failed.
    void shareWith(AppendTurns* turns, std::stop_token stop)
    {
        m_appends = turns;
        m_stop = std::move(stop);
    }

private:
    // The largest piece one call moves: a recorded call larger than this is split (none in
    // practice: 64 MiB is what a program's single read(2) rarely exceeds).
    static constexpr std::uint64_t kMaxChunk = 64ull << 20;

    void perform(const Step& s)
    {
        switch (s.call) {
        case Call::Open:
        case Call::Fopen:
            return open(s);
        case Call::Close:
        case Call::Fclose:
            return close(s);
        case Call::Lseek:
        case Call::Fseek:
        case Call::Ftell:
            return seek(s);
        case Call::Fsync:
        case Call::Fdatasync:
            return sync(s);
        case Call::Fflush:
            return flush(s);
        default:
            break;
        }
        if (isRead(s.call))
            read(s);
        else if (isWrite(s.call))
            write(s);
    }

    // --- opening and closing -------------------------------------------------------------------

    void open(const Step& s)
    {
        const bool stdio = s.call == Call::Fopen;
        if (m_fix == Fix::KeptOpen && (stdio ? !m_stdio.empty() : !m_posix.empty()))
            return; // the handle of the first open is still there
        m_timer.begin(Phase::Open);
        for (std::uint32_t i = 0; i < s.count; ++i)
            stdio ? openStdio() : openPosix();
        m_timer.end(Phase::Open, 0, s.count);
        m_tally.calls[std::size_t(s.call)] += s.count;
    }

    void openPosix()
    {
        int flags = m_plan.posixWrites ? O_RDWR : O_RDONLY;
        if (m_plan.posixAppends)
            flags |= O_APPEND;
        const int fd = ::open(m_copy.c_str(), flags | O_CLOEXEC);
        if (fd < 0)
            throw IoError("open", m_copy, errno);
        m_posix.push_back(PosixHandle { fd, 0 });
    }

    void openStdio()
    {
        const char* mode = !m_plan.stdioWrites ? "rb" : m_plan.stdioAppends ? "a+b" : "r+b";
        std::FILE* file = std::fopen(m_copy.c_str(), mode);
        if (!file)
            throw IoError("fopen", m_copy, errno);
        m_stdio.push_back(StdioHandle { file, 0 });
    }

    void close(const Step& s)
    {
        if (m_fix == Fix::KeptOpen)
            return; // closed once, at the end
        const bool stdio = s.call == Call::Fclose;
        m_timer.begin(Phase::Close);
        std::uint64_t closed = 0;
        for (std::uint32_t i = 0; i < s.count; ++i)
            closed += stdio ? closeStdio() : closePosix();
        m_timer.end(Phase::Close, 0, closed);
        m_tally.calls[std::size_t(s.call)] += closed;
    }

    // The most recently opened handle goes first, as a program's nested opens close.
    bool closePosix()
    {
        if (m_posix.empty())
            return false; // opened before the trace began: nothing of ours to close
        const int fd = m_posix.back().fd;
        m_posix.pop_back();
        if (::close(fd) != 0)
            throw IoError("close", m_copy, errno);
        return true;
    }

    bool closeStdio()
    {
        if (m_stdio.empty())
            return false;
        std::FILE* file = m_stdio.back().file;
        m_stdio.pop_back();
        if (std::fclose(file) != 0)
            throw IoError("fclose", m_copy, errno);
        return true;
    }

    void closeLeftovers()
    {
        const bool counted = m_fix == Fix::KeptOpen; // the fix's one close per layer, not a leftover
        m_timer.begin(Phase::Close);
        std::uint64_t closed = 0;
        while (!m_stdio.empty()) {
            closeStdio();
            ++closed;
            counted ? ++m_tally.calls[std::size_t(Call::Fclose)] : ++m_tally.implicitCloses;
        }
        while (!m_posix.empty()) {
            closePosix();
            ++closed;
            counted ? ++m_tally.calls[std::size_t(Call::Close)] : ++m_tally.implicitCloses;
        }
        m_timer.end(Phase::Close, 0, closed);
    }

    PosixHandle& posix()
    {
        if (m_posix.empty()) {
            m_timer.begin(Phase::Open);
            openPosix();
            m_timer.end(Phase::Open, 0, 1);
            ++m_tally.implicitOpens;
        }
        return m_posix.back();
    }

    StdioHandle& stdio()
    {
        if (m_stdio.empty()) {
            m_timer.begin(Phase::Open);
            openStdio();
            m_timer.end(Phase::Open, 0, 1);
            ++m_tally.implicitOpens;
        }
        return m_stdio.back();
    }

    // --- positions -----------------------------------------------------------------------------

    // A recorded seek goes where the next run of the same layer begins (the trace keeps no target).
    void seek(const Step& s)
    {
        m_timer.begin(Phase::Other);
        for (std::uint32_t i = 0; i < s.count; ++i) {
            if (s.call == Call::Lseek) {
                PosixHandle& h = posix();
                const off_t at = s.seekTarget >= 0 ? ::lseek(h.fd, s.seekTarget, SEEK_SET) : ::lseek(h.fd, 0, SEEK_CUR);
                if (at < 0)
                    throw IoError("lseek", m_copy, errno);
                h.pos = std::uint64_t(at);
            } else if (s.call == Call::Fseek) {
                StdioHandle& h = stdio();
                const long target = s.seekTarget >= 0 ? long(s.seekTarget) : long(h.pos);
                if (std::fseek(h.file, target, SEEK_SET) != 0)
                    throw IoError("fseek", m_copy, errno);
                h.pos = std::uint64_t(target);
            } else if (std::ftell(stdio().file) < 0) {
                throw IoError("ftell", m_copy, errno);
            }
        }
        m_timer.end(Phase::Other, 0, s.count);
        m_tally.calls[std::size_t(s.call)] += s.count;
    }

    // Puts a handle where the run begins when it is elsewhere: one seek the recording does not hold.
    void placePosix(PosixHandle& h, std::int64_t offset)
    {
        if (offset < 0 || std::uint64_t(offset) == h.pos)
            return;
        if (::lseek(h.fd, offset, SEEK_SET) < 0)
            throw IoError("lseek", m_copy, errno);
        h.pos = std::uint64_t(offset);
        ++m_tally.extraSeeks;
    }

    void placeStdio(StdioHandle& h, std::int64_t offset)
    {
        if (offset < 0 || std::uint64_t(offset) == h.pos)
            return;
        if (std::fseek(h.file, long(offset), SEEK_SET) != 0)
            throw IoError("fseek", m_copy, errno);
        h.pos = std::uint64_t(offset);
        ++m_tally.extraSeeks;
    }

    // --- durability ----------------------------------------------------------------------------

    void sync(const Step& s)
    {
        if (m_fix == Fix::FsyncAtEnd)
            return; // dropped: one fsync at the end instead
        m_timer.begin(Phase::Sync);
        for (std::uint32_t i = 0; i < s.count; ++i)
            syncFd(s.call == Call::Fdatasync);
        m_timer.end(Phase::Sync, 0, s.count);
        m_tally.calls[std::size_t(s.call)] += s.count;
    }

    // The descriptor a program would sync: its open one, else the stream's (after its buffer).
    void syncFd(bool dataOnly)
    {
        int fd = -1;
        if (!m_posix.empty())
            fd = m_posix.back().fd;
        else if (!m_stdio.empty()) {
            if (std::fflush(m_stdio.back().file) != 0)
                throw IoError("fflush", m_copy, errno);
            fd = ::fileno(m_stdio.back().file);
        } else
            fd = posix().fd;
        if ((dataOnly ? ::fdatasync(fd) : ::fsync(fd)) != 0)
            throw IoError(dataOnly ? "fdatasync" : "fsync", m_copy, errno);
    }

    void syncOnce()
    {
        m_timer.begin(Phase::Sync);
        syncFd(false);
        m_timer.end(Phase::Sync, 0, 1);
        ++m_tally.calls[std::size_t(Call::Fsync)];
        m_synced = true;
    }

    void flush(const Step& s)
    {
        m_timer.begin(Phase::Flush);
        for (std::uint32_t i = 0; i < s.count; ++i)
            if (std::fflush(stdio().file) != 0)
                throw IoError("fflush", m_copy, errno);
        m_timer.end(Phase::Flush, 0, s.count);
        m_tally.calls[std::size_t(s.call)] += s.count;
    }

    // --- reads ---------------------------------------------------------------------------------

    void read(const Step& s)
    {
        if (m_fix == Fix::Mmap)
            return readMapped(s);
        if (m_fix == Fix::Indexed && readFromIndex(s))
            return;
        const bool buffered = m_fix == Fix::Buffered && s.bytes / s.count < kReplayBufferBytes;
        m_timer.begin(Phase::Read);
        std::uint64_t moved = 0, calls = 0;
        if (isPositioned(s.call)) {
            const PosixHandle& h = posix();
            const std::uint64_t start = s.offset >= 0 ? std::uint64_t(s.offset) : 0;
            m_tally.offsets.push_back(std::int64_t(start));
            forEachPiece(s, buffered, [&](std::uint64_t at, std::uint64_t n) {
                const std::uint64_t got = preadOnce(s.call, h.fd, n, start + at);
                remember(start + at, got);
                moved += got;
                ++calls;
            });
        } else if (isStdio(s.call)) {
            StdioHandle& h = stdio();
            placeStdio(h, s.offset);
            m_tally.offsets.push_back(std::int64_t(h.pos));
            forEachPiece(s, buffered, [&](std::uint64_t, std::uint64_t n) {
                const std::uint64_t got
                    = s.call == Call::Fgetc && !buffered ? fgetcRun(h.file, n, h.pos) : freadOnce(h.file, n);
                if (s.call != Call::Fgetc || buffered)
                    remember(h.pos, got);
                h.pos += got;
                moved += got;
                calls += s.call == Call::Fgetc && !buffered ? n : 1;
            });
        } else {
            PosixHandle& h = posix();
            placePosix(h, s.offset);
            m_tally.offsets.push_back(std::int64_t(h.pos));
            forEachPiece(s, buffered, [&](std::uint64_t, std::uint64_t n) {
                const std::uint64_t got = readOnce(s.call, h.fd, n);
                remember(h.pos, got);
                h.pos += got;
                moved += got;
                ++calls;
            });
        }
        m_timer.end(Phase::Read, moved, calls);
        const Call made = buffered ? bufferedCall(s.call) : s.call;
        m_tally.calls[std::size_t(made)] += calls;
        m_tally.bytes[std::size_t(made)] += moved;
        m_tally.bytesRead += moved;
    }

    // The call a buffered read run is made of: large reads of the same layer and kind of position.
    static Call bufferedCall(Call call)
    {
        return isPositioned(call) ? Call::Pread : isStdio(call) ? Call::Fread : Call::Read;
    }

    // Calls fn(offset in run, bytes) for each call of the run: the recorded calls (bytes / count
    // each, remainder on the last), or 64 KiB pieces when buffered. fgetc runs come as one piece of
    // all their calls, the stdio buffer being what they are made of.
    template <class Fn> void forEachPiece(const Step& s, bool buffered, Fn&& fn)
    {
        if (buffered) {
            for (std::uint64_t at = 0; at < s.bytes; at += kReplayBufferBytes)
                fn(at, std::min(kReplayBufferBytes, s.bytes - at));
            return;
        }
        if (s.call == Call::Fgetc)
            return fn(0, s.count);
        std::uint64_t at = 0;
        for (std::uint32_t i = 0; i < s.count; ++i) {
            const std::uint64_t n = s.callBytes(i);
            fn(at, n);
            at += n;
        }
    }

    std::uint64_t readOnce(Call call, int fd, std::uint64_t n)
    {
        n = std::min<std::uint64_t>(n, m_bufferBytes);
        ssize_t got = 0;
        if (call == Call::Readv) {
            iovec piece { m_buffer.get(), n };
            got = ::readv(fd, &piece, 1);
        } else
            got = ::read(fd, m_buffer.get(), n);
        if (got < 0)
            throw IoError(std::string(callName(call)), m_copy, errno);
        m_hash.update(m_buffer.get(), std::size_t(got));
        return std::uint64_t(got);
    }

    std::uint64_t preadOnce(Call call, int fd, std::uint64_t n, std::uint64_t offset)
    {
        n = std::min<std::uint64_t>(n, m_bufferBytes);
        ssize_t got = 0;
        if (call == Call::Preadv) {
            iovec piece { m_buffer.get(), n };
            got = ::preadv(fd, &piece, 1, off_t(offset));
        } else
            got = ::pread(fd, m_buffer.get(), n, off_t(offset));
        if (got < 0)
            throw IoError(std::string(callName(call)), m_copy, errno);
        m_hash.update(m_buffer.get(), std::size_t(got));
        return std::uint64_t(got);
    }

    // fread stands for fgets, getline and fscanf too: the same bytes through the same buffer.
    std::uint64_t freadOnce(std::FILE* file, std::uint64_t n)
    {
        n = std::min<std::uint64_t>(n, m_bufferBytes);
        const std::size_t got = std::fread(m_buffer.get(), 1, n, file);
        if (got < n && std::ferror(file))
            throw IoError("fread", m_copy, errno != 0 ? errno : EIO);
        m_hash.update(m_buffer.get(), got);
        return got;
    }

    // `calls` fgetc calls, one byte each, from file offset `at`, gathered and hashed a buffer at a
    // time.
    std::uint64_t fgetcRun(std::FILE* file, std::uint64_t calls, std::uint64_t at)
    {
        std::uint64_t got = 0;
        std::size_t fill = 0;
        for (std::uint64_t i = 0; i < calls; ++i) {
            const int c = std::fgetc(file);
            if (c == EOF)
                continue; // the program's loop ended on this one too
            m_buffer[fill++] = static_cast<char>(c);
            ++got;
            if (fill == m_bufferBytes) {
                m_hash.update(m_buffer.get(), fill);
                remember(at + got - fill, fill);
                fill = 0;
            }
        }
        m_hash.update(m_buffer.get(), fill);
        remember(at + got - fill, fill);
        return got;
    }

    // Fix::Indexed: the n bytes just read into the buffer, from file offset `offset`, go into the
    // index.
    void remember(std::uint64_t offset, std::uint64_t n)
    {
        if (m_fix == Fix::Indexed)
            m_index.remember(offset, m_buffer.get(), std::size_t(n));
    }

    // Fix::Indexed: a read run over bytes read before (and not written since) is answered from the
    // index in memory with no call; where the index holds only part of the run, the recorded calls
    // that cover the rest read just that rest from the file (a lookup reading further than any
    // before reads only the new lines), and the index learns it. The bytes are hashed in the file's
    // order, as the recorded calls read them. Returns false when the index holds none of the run:
    // it is read as recorded. The file position the answered calls would have moved is set by the
    // next call that needs it (place*: one lseek), as after a kept-open reopen.
    bool readFromIndex(const Step& s)
    {
        if (s.offset < 0)
            return false;
        const std::uint64_t start = std::uint64_t(s.offset);
        if (s.bytes == 0) {
            // Reads that found the end of the file: known too once the index holds the file's
            // last byte (the pass that read it found where the file ends).
            if (m_size == 0 || start < m_size || !m_index.covers(m_size - 1, m_size))
                return false;
            m_timer.begin(Phase::Read);
            m_timer.end(Phase::Read, 0, 0);
            m_tally.offsets.push_back(std::int64_t(start));
            m_tally.indexedReads += s.count;
            return true;
        }
        const std::vector<ReadIndex::Segment> segments = m_index.segments(start, start + s.bytes);
        if (segments.size() == 1 && !segments.front().known)
            return false;
        m_timer.begin(Phase::Read);
        std::uint64_t moved = 0, fromFile = 0, calls = 0, callsMade = 0;
        std::int64_t lastCall = -1;
        for (const ReadIndex::Segment& g : segments) {
            if (g.known) {
                for (std::uint64_t at = g.begin; at < g.end; at += kReplayBufferBytes)
                    m_hash.update(m_index.at(at), std::size_t(std::min<std::uint64_t>(kReplayBufferBytes, g.end - at)));
                moved += g.end - g.begin;
                continue;
            }
            // The recorded calls [g.begin, g.end) falls in, each reading its part of it (fgetc's,
            // a byte each, as one run of them).
            for (std::uint64_t at = g.begin; at < g.end;) {
                const std::uint32_t i = s.callAt(at - start);
                const std::uint64_t n = s.call == Call::Fgetc
                    ? g.end - at
                    : std::min(g.end, start + s.callBegin(i) + s.callBytes(i)) - at;
                const std::uint64_t got = readPart(s, at, n, calls);
                fromFile += got;
                moved += got;
                callsMade += s.call == Call::Fgetc ? n : std::uint64_t(std::int64_t(i) != lastCall);
                lastCall = i;
                at += n;
            }
        }
        m_timer.end(Phase::Read, moved, calls);
        m_tally.offsets.push_back(std::int64_t(start));
        m_tally.calls[std::size_t(s.call)] += calls;
        m_tally.bytes[std::size_t(s.call)] += fromFile;
        m_tally.bytesRead += moved;
        m_tally.indexedReads += s.count - std::min<std::uint64_t>(callsMade, s.count);
        return true;
    }

    // Fix::Indexed: n bytes at `offset`, the part of one recorded call the index does not hold,
    // read from the file with that call's kind (fgetc: a call per byte) and remembered; `calls`
    // counts the calls made.
    std::uint64_t readPart(const Step& s, std::uint64_t offset, std::uint64_t n, std::uint64_t& calls)
    {
        if (s.call == Call::Fgetc) {
            StdioHandle& h = stdio();
            placeStdio(h, offset);
            const std::uint64_t got = fgetcRun(h.file, n, h.pos); // remembers what it read
            h.pos += got;
            calls += n;
            return got;
        }
        std::uint64_t got = 0;
        for (std::uint64_t done = 0; done < n;) {
            const std::uint64_t piece = std::min<std::uint64_t>(n - done, m_bufferBytes);
            std::uint64_t read = 0;
            if (isPositioned(s.call)) {
                read = preadOnce(s.call, posix().fd, piece, offset + done);
            } else if (isStdio(s.call)) {
                StdioHandle& h = stdio();
                placeStdio(h, offset + done);
                read = freadOnce(h.file, piece);
                h.pos += read;
            } else {
                PosixHandle& h = posix();
                placePosix(h, offset + done);
                read = readOnce(s.call, h.fd, piece);
                h.pos += read;
            }
            remember(offset + done, read);
            ++calls;
            got += read;
            done += piece;
            if (read < piece)
                break; // the end of the file: the recorded calls found it too
        }
        return got;
    }

    void readMapped(const Step& s)
    {
        std::uint64_t start = s.offset >= 0 ? std::uint64_t(s.offset) : 0;
        if (s.offset < 0 && !isPositioned(s.call))
            start = isStdio(s.call) ? stdio().pos : posix().pos;
        const std::uint64_t end = std::min(start + s.bytes, m_size);
        if (end > start && end > m_mapBytes)
            map(end);
        m_timer.begin(Phase::Read);
        for (std::uint64_t at = start; at < end; at += m_bufferBytes) {
            const std::size_t n = std::size_t(std::min<std::uint64_t>(m_bufferBytes, end - at));
            std::memcpy(m_buffer.get(), m_map + at, n);
            m_hash.update(m_buffer.get(), n);
        }
        const std::uint64_t moved = end > start ? end - start : 0;
        m_timer.end(Phase::Read, moved, 1);
        m_tally.offsets.push_back(std::int64_t(start));
        m_tally.bytesRead += moved;
        ++m_tally.mappedReads;
    }

    // Maps the copy whole (again, when writes have grown it past the mapping).
    void map(std::uint64_t atLeast)
    {
        m_timer.begin(Phase::Map);
        if (m_mapFd < 0) {
            m_mapFd = ::open(m_copy.c_str(), O_RDONLY | O_CLOEXEC);
            if (m_mapFd < 0)
                throw IoError("open", m_copy, errno);
        }
        if (m_map) {
            ::munmap(const_cast<char*>(m_map), m_mapBytes);
            m_map = nullptr;
        }
        struct stat st { };
        if (::fstat(m_mapFd, &st) != 0)
            throw IoError("fstat", m_copy, errno);
        const std::uint64_t bytes = std::max<std::uint64_t>(std::uint64_t(st.st_size), atLeast);
        void* at = ::mmap(nullptr, bytes, PROT_READ, MAP_SHARED, m_mapFd, 0);
        if (at == MAP_FAILED)
            throw IoError("mmap", m_copy, errno);
        m_map = static_cast<const char*>(at);
        m_mapBytes = bytes;
        m_timer.end(Phase::Map, 0, 1);
    }

    // --- writes --------------------------------------------------------------------------------

    void write(const Step& s)
    {
        const bool coalesced = m_fix == Fix::CoalescedWrites && s.count > 1;
        m_timer.begin(Phase::Write);
        std::uint64_t calls = 0;
        std::uint64_t writtenAt = 0; // where the run's bytes went
        Call made = s.call;
        if (isPositioned(s.call)) {
            const int fd = posix().fd;
            const std::uint64_t start = s.offset >= 0 ? std::uint64_t(s.offset) : 0;
            writtenAt = start;
            m_tally.offsets.push_back(std::int64_t(start));
            if (coalesced)
                made = Call::Pwrite;
            forEachWrite(s, coalesced, [&](std::uint64_t at, std::uint64_t n) {
                pwriteOnce(made, fd, start + at, n);
                ++calls;
            });
            grow(start + s.bytes);
        } else if (isStdio(s.call)) {
            StdioHandle& h = stdio();
            if (!m_plan.stdioAppends)
                placeStdio(h, s.offset);
            const std::uint64_t start = m_plan.stdioAppends ? m_size : h.pos;
            writtenAt = start;
            m_tally.offsets.push_back(std::int64_t(start));
            if (coalesced)
                made = Call::Fwrite;
            forEachWrite(s, coalesced,
                [&](std::uint64_t at, std::uint64_t n) { calls += stdioWrite(made, h.file, start + at, n); });
            h.pos = start + s.bytes;
            grow(h.pos);
        } else {
            PosixHandle& h = posix();
            std::unique_lock<std::mutex> turn;
            if (m_plan.posixAppends && m_appends) {
                turn = std::unique_lock(m_appends->mutex);
                m_size = std::max(m_size, m_appends->size); // the other threads' appends came first
            }
            if (!m_plan.posixAppends)
                placePosix(h, s.offset);
            const std::uint64_t start = m_plan.posixAppends ? m_size : h.pos;
            writtenAt = start;
            m_tally.offsets.push_back(std::int64_t(start));
            if (coalesced) {
                made = Call::Writev;
                calls = gather(h.fd, s, start);
            } else
                forEachWrite(s, false, [&](std::uint64_t at, std::uint64_t n) {
                    writeOnce(s.call, h.fd, start + at, n);
                    ++calls;
                });
            h.pos = start + s.bytes;
            grow(h.pos);
            if (turn)
                m_appends->size = m_size;
        }
        m_timer.end(Phase::Write, s.bytes, calls);
        if (m_fix == Fix::Indexed)
            m_index.forget(writtenAt, writtenAt + s.bytes); // read from the file again next time
        m_tally.calls[std::size_t(made)] += calls;
        m_tally.bytes[std::size_t(made)] += s.bytes;
        m_tally.bytesWritten += s.bytes;
    }

    void grow(std::uint64_t end) { m_size = std::max(m_size, end); }

    // fn(offset in run, bytes) per call: the recorded ones, or the whole run in pieces of at most
    // the data buffer when coalesced.
    template <class Fn> void forEachWrite(const Step& s, bool coalesced, Fn&& fn)
    {
        if (coalesced) {
            for (std::uint64_t at = 0; at < s.bytes; at += m_data.capacity())
                fn(at, std::min(m_data.capacity(), s.bytes - at));
            return;
        }
        std::uint64_t at = 0;
        for (std::uint32_t i = 0; i < s.count; ++i) {
            const std::uint64_t n = s.callBytes(i);
            for (std::uint64_t done = 0; done < n || (n == 0 && done == 0); done += m_data.capacity()) {
                fn(at + done, std::min(m_data.capacity(), n - done));
                if (n == 0)
                    break;
            }
            at += n;
        }
    }

    void writeOnce(Call call, int fd, std::uint64_t offset, std::uint64_t n)
    {
        const char* data = m_data.at(offset);
        ssize_t put = 0;
        if (call == Call::Writev) {
            iovec piece { const_cast<char*>(data), n };
            put = ::writev(fd, &piece, 1);
        } else
            put = ::write(fd, data, n);
        if (put < 0 || std::uint64_t(put) != n)
            throw IoError(std::string(callName(call)), m_copy, put < 0 ? errno : EIO);
    }

    void pwriteOnce(Call call, int fd, std::uint64_t offset, std::uint64_t n)
    {
        const char* data = m_data.at(offset);
        ssize_t put = 0;
        if (call == Call::Pwritev) {
            iovec piece { const_cast<char*>(data), n };
            put = ::pwritev(fd, &piece, 1, off_t(offset));
        } else
            put = ::pwrite(fd, data, n, off_t(offset));
        if (put < 0 || std::uint64_t(put) != n)
            throw IoError(std::string(callName(call)), m_copy, put < 0 ? errno : EIO);
    }

    // One recorded stdio write of n bytes at `offset`; returns the calls it took (fputc: one per
    // byte). fputs stands as fwrite: the same bytes into the same buffer, without needing a '\0'.
    std::uint64_t stdioWrite(Call call, std::FILE* file, std::uint64_t offset, std::uint64_t n)
    {
        const char* data = m_data.at(offset);
        if (call == Call::Fputc) {
            for (std::uint64_t i = 0; i < n; ++i)
                if (std::fputc(static_cast<unsigned char>(data[i]), file) == EOF)
                    throw IoError("fputc", m_copy, errno != 0 ? errno : EIO);
            return std::max<std::uint64_t>(n, 1);
        }
        if (call == Call::Fprintf) {
            if (std::fprintf(file, "%.*s", int(n), data) < 0)
                throw IoError("fprintf", m_copy, errno != 0 ? errno : EIO);
            return 1;
        }
        if (std::fwrite(data, 1, n, file) != n)
            throw IoError("fwrite", m_copy, errno != 0 ? errno : EIO);
        return 1;
    }

    // The run's calls as pieces of one writev(2) (IOV_MAX at a time): each call's bytes stay a
    // piece of their own, the kernel gathers them.
    std::uint64_t gather(int fd, const Step& s, std::uint64_t start)
    {
        std::vector<iovec> pieces;
        pieces.reserve(std::min<std::size_t>(s.count, kIovMax));
        std::uint64_t calls = 0, at = 0, pending = 0;
        const auto flush = [&] {
            const ssize_t put = ::writev(fd, pieces.data(), int(pieces.size()));
            if (put < 0 || std::uint64_t(put) != pending)
                throw IoError("writev", m_copy, put < 0 ? errno : EIO);
            pieces.clear();
            pending = 0;
            ++calls;
        };
        for (std::uint32_t i = 0; i < s.count; ++i) {
            const std::uint64_t n = std::min(s.callBytes(i), m_data.capacity());
            pieces.push_back(iovec { const_cast<char*>(m_data.at(start + at)), n });
            pending += n;
            at += s.callBytes(i);
            if (pieces.size() == kIovMax)
                flush();
        }
        if (!pieces.empty())
            flush();
        return calls;
    }

    void progress(std::uint64_t bytes)
    {
        if (m_stop.stop_requested())
            throw CancelledError();
        m_pending += bytes;
        if (!m_context || (m_pending < kProgressStepBytes && ++m_steps % kStepsPerProgress != 0))
            return;
        m_context->advance(m_pending);
        m_pending = 0;
    }

    const Plan& m_plan;
    const Fix m_fix;
    const std::string& m_copy;
    StepTimer& m_timer;
    RunContext* m_context;
    std::uint64_t m_size; // the copy's size, as the replay's writes grow it
    std::vector<PosixHandle> m_posix; // open descriptors, the latest last
    std::vector<StdioHandle> m_stdio;
    std::unique_ptr<char[]> m_buffer; // what reads read into
    std::size_t m_bufferBytes = 0;
    PatternData m_data; // what writes write
    ReadIndex m_index; // Fix::Indexed: the bytes read so far
    std::vector<std::uint64_t>* m_digests = nullptr; // collectDigests
    const std::vector<std::size_t>* m_digestIndex = nullptr;
    AppendTurns* m_appends = nullptr; // shareWith
    std::stop_token m_stop;
    ReadHash m_hash;
    int m_mapFd = -1;
    const char* m_map = nullptr;
    std::uint64_t m_mapBytes = 0;
    std::ptrdiff_t m_lastClose = -1;
    bool m_synced = false;
    std::uint64_t m_pending = 0, m_steps = 0;
    Tally m_tally;
};

} // namespace

namespace {

// The plan's steps split by the recorded thread that made them, in the order each thread first
// appears, with each step's index in the whole plan.
struct ThreadPlans {
    std::vector<Plan> plans;
    std::vector<std::vector<std::size_t>> index;
};

ThreadPlans splitByThread(const Plan& plan)
{
    ThreadPlans out;
    std::map<std::pair<int, int>, std::size_t> groupOf;
    for (std::size_t i = 0; i < plan.steps.size(); ++i) {
        const Step& s = plan.steps[i];
        const auto [it, added] = groupOf.try_emplace({ s.pid, s.tid }, out.plans.size());
        if (added) {
            Plan part = plan;
            part.steps.clear();
            out.plans.push_back(std::move(part));
            out.index.emplace_back();
        }
        out.plans[it->second].steps.push_back(s);
        out.index[it->second].push_back(i);
    }
    return out;
}

void add(Tally& into, const Tally& t)
{
    for (std::size_t k = 0; k < into.calls.size(); ++k) {
        into.calls[k] += t.calls[k];
        into.bytes[k] += t.bytes[k];
    }
    into.offsets.insert(into.offsets.end(), t.offsets.begin(), t.offsets.end());
    into.bytesRead += t.bytesRead;
    into.bytesWritten += t.bytesWritten;
    into.extraSeeks += t.extraSeeks;
    into.implicitOpens += t.implicitOpens;
    into.implicitCloses += t.implicitCloses;
}

// Fix::PerThread: each recorded thread's steps, as recorded, on a thread of its own, all at once
// on the one copy. The read hash folds every read step's digest in the plan's order, as the
// single-threaded replays do, so it is theirs whatever order the threads ran in (the fix is not
// offered where a thread reads what another writes: then the bytes read would depend on timing).
// Each thread reports progress and polls cancel itself (RunContext::advance is for any thread).
Tally replayPerThread(const Plan& plan, const std::string& copy, StepTimer& timer, RunContext* context)
{
    const ThreadPlans parts = splitByThread(plan);
    std::vector<std::uint64_t> digests(plan.steps.size(), 0);
    std::vector<Tally> tallies(parts.plans.size());
    AppendTurns appends;
    appends.size = plan.startSize;
    WorkerThreads workers(parts.plans.size());
    for (std::size_t g = 0; g < parts.plans.size(); ++g)
        workers.start([&, g](std::stop_token stop) {
            timer.asWorker([&] {
                Replayer replayer(parts.plans[g], Fix::AsRecorded, copy, timer, context);
                replayer.collectDigests(&digests, &parts.index[g]);
                replayer.shareWith(&appends, stop);
                tallies[g] = replayer.run();
            });
        });
    workers.join();
    Tally out;
    for (std::size_t g = 0; g < tallies.size(); ++g) {
        add(out, tallies[g]);
        tallies[g].pid = parts.plans[g].steps.front().pid;
        tallies[g].tid = parts.plans[g].steps.front().tid;
    }
    ReadHash runHash;
    for (std::size_t i = 0; i < plan.steps.size(); ++i)
        if (isRead(plan.steps[i].call))
            runHash.update(reinterpret_cast<const char*>(&digests[i]), sizeof digests[i]);
    out.readHash = runHash.digest();
    out.threads = parts.plans.size();
    out.perThread = std::move(tallies);
    return out;
}

} // namespace

Tally replaySteps(const Plan& plan, Fix fix, const std::string& copy, StepTimer& timer, RunContext* context)
{
    if (fix == Fix::PerThread)
        return replayPerThread(plan, copy, timer, context);
    return Replayer(plan, fix, copy, timer, context).run();
}

} // namespace iolens::replay
