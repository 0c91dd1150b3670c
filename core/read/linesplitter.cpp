// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/read/linesplitter.h"

#include "core/io/newlinecount.h"

#include <cstring>
#include <new>
#include <xxhash.h>

namespace iolens {

void LineSplitter::StateDeleter::operator()(XXH3_state_s* state) const noexcept
{
    XXH3_freeState(state);
}

LineSplitter::LineSplitter(bool hashing)
    : m_digest(hashing)
{ }

LineSplitter::~LineSplitter() = default;
LineSplitter::LineSplitter(LineSplitter&&) noexcept = default;
LineSplitter& LineSplitter::operator=(LineSplitter&&) noexcept = default;

void LineSplitter::feed(const char* data, std::size_t size)
{
    if (size == 0)
        return;
    m_bytes += size;
    m_endsWithNewline = data[size - 1] == '\n';
    if (!m_digest.hashing()) {
        m_digest.countLines(countNewlines(data, size));
        return;
    }
    const char* p = data;
    const char* const end = data + size;
    while (p < end) {
        const auto* newline = static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)));
        if (!newline) {
            continuePiece(p, end);
            return;
        }
        if (m_pieced) {
            endPiecedLine(p, newline);
        } else {
            // The common case: the whole line lies in this block, one XXH3 call.
            std::size_t length = static_cast<std::size_t>(newline - p);
            if (length > 0 && newline[-1] == '\r')
                --length;
            m_digest.addLine(p, length);
        }
        p = newline + 1;
    }
}

void LineSplitter::finish()
{
    if (!m_digest.hashing()) {
        if (!m_endsWithNewline)
            m_digest.countLines(1);
        m_endsWithNewline = true;
        return;
    }
    if (m_pieced) {
        // No '\n' came: a held '\r' was content after all.
        if (m_heldCr)
            XXH3_64bits_update(m_state.get(), "\r", 1);
        m_digest.addLineHash(XXH3_64bits_digest(m_state.get()));
        m_pieced = m_heldCr = false;
    }
}

// [begin, end) is a line's start or middle: no '\n' in it.
void LineSplitter::continuePiece(const char* begin, const char* end)
{
    if (!m_state) {
        m_state.reset(XXH3_createState());
        if (!m_state)
            throw std::bad_alloc();
    }
    if (!m_pieced) {
        XXH3_64bits_reset(m_state.get());
        m_pieced = true;
    } else if (m_heldCr) {
        XXH3_64bits_update(m_state.get(), "\r", 1); // more content followed it
    }
    std::size_t length = static_cast<std::size_t>(end - begin);
    m_heldCr = end[-1] == '\r';
    if (m_heldCr)
        --length;
    XXH3_64bits_update(m_state.get(), begin, length);
}

// [begin, newline) ends the line in progress.
void LineSplitter::endPiecedLine(const char* begin, const char* newline)
{
    std::size_t length = static_cast<std::size_t>(newline - begin);
    if (length > 0) {
        if (m_heldCr)
            XXH3_64bits_update(m_state.get(), "\r", 1);
        if (newline[-1] == '\r')
            --length;
        XXH3_64bits_update(m_state.get(), begin, length);
    } // else the held '\r' (if any) was the ending's
    m_digest.addLineHash(XXH3_64bits_digest(m_state.get()));
    m_pieced = m_heldCr = false;
}

} // namespace iolens
