// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/linedigest.h"

#include <cstddef>
#include <cstdint>
#include <memory>

struct XXH3_state_s;

namespace iolens {

// Splits a text that arrives in blocks (read(2) buffers, slices of a mapping, one thread's range)
// into lines for a LineDigest. A line may span blocks: its pieces go into a streaming XXH3, which
// gives the same hash as one call over the whole line, so a 2 GiB line costs no 2 GiB copy. A '\r'
// at the end of a block waits for the next block to show whether a '\n' follows.
//
// With hashing on, lines are found with memchr (SIMD inside glibc) and hashed where they lie;
// with hashing off, newlines are only counted, 32 bytes a step (countNewlines).
class LineSplitter {
public:
    explicit LineSplitter(bool hashing);
    ~LineSplitter();
    LineSplitter(LineSplitter&&) noexcept;
    LineSplitter& operator=(LineSplitter&&) noexcept;

    void feed(const char* data, std::size_t size);
    // End of the text: a last line without '\n' counts now.
    void finish();

    const LineDigest& digest() const noexcept { return m_digest; }
    std::uint64_t bytes() const noexcept { return m_bytes; }

private:
    void continuePiece(const char* begin, const char* end);
    void endPiecedLine(const char* begin, const char* newline);

    LineDigest m_digest;
    std::uint64_t m_bytes = 0;
    bool m_endsWithNewline = true; // of everything fed so far (true while nothing was fed)
    bool m_pieced = false; // a line is in progress in m_state
    bool m_heldCr = false; // that line's last byte so far is a '\r' not yet given to m_state
    struct StateDeleter {
        void operator()(XXH3_state_s* state) const noexcept;
    };
    std::unique_ptr<XXH3_state_s, StateDeleter> m_state;
};

} // namespace iolens
