// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/phase.h"
#include "core/sysio.h"

#include <cstring>
#include <memory>
#include <string>

namespace iolens {

// BufferedReader.readLine() in C++: an 8 KiB buffer (BufferedReader's default) refilled with
// read(2), each call copying the next line, without its ending, into the caller's string. A line
// ends at '\n', a "\r\n" is one ending (the read family's rule; Java also ends lines at a lone '\r').
// lookup.rescan and the csv-merge scenario read exactly as the article's readFile did with it.
//
// Timing: the caller runs Phase::Lookup around its calls; each refill laps to Phase::Read for the
// read(2) and back, one clock read per switch. With NullProbe this costs nothing.
class LineReader {
public:
    static constexpr std::size_t kDefaultBuffer = 8192;

    LineReader(int fd, const std::string& path, std::size_t bufferSize = kDefaultBuffer)
        : m_fd(fd)
        , m_path(path)
        , m_size(bufferSize)
        , m_buffer(std::make_unique_for_overwrite<char[]>(bufferSize))
    { }

    // The next line into `line`; false at the end of the file.
    template <class P> bool readLine(std::string& line, P& probe)
    {
        line.clear();
        bool any = false;
        for (;;) {
            if (m_pos == m_end && !refill(probe))
                return any; // a last line without '\n' keeps a final '\r' as content
            const char* begin = m_buffer.get() + m_pos;
            const auto* newline = static_cast<const char*>(std::memchr(begin, '\n', m_end - m_pos));
            if (!newline) {
                line.append(begin, m_end - m_pos);
                m_pos = m_end;
                any = true;
                continue;
            }
            line.append(begin, static_cast<std::size_t>(newline - begin));
            m_pos = static_cast<std::size_t>(newline - m_buffer.get()) + 1;
            if (!line.empty() && line.back() == '\r')
                line.pop_back();
            return true;
        }
    }

    std::uint64_t bytesRead() const noexcept { return m_bytesRead; }

private:
    template <class P> bool refill(P& probe)
    {
        probe.lap(Phase::Lookup, Phase::Read);
        const std::size_t n = sys::read(m_fd, m_buffer.get(), m_size, m_path);
        probe.lap(Phase::Read, Phase::Lookup, n);
        m_bytesRead += n;
        m_pos = 0;
        m_end = n;
        return n > 0;
    }

    int m_fd;
    const std::string& m_path;
    std::size_t m_size;
    std::unique_ptr<char[]> m_buffer;
    std::size_t m_pos = 0;
    std::size_t m_end = 0;
    std::uint64_t m_bytesRead = 0;
};

} // namespace iolens
