// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sysio.h"

#include <cstddef>
#include <cstring>
#include <sys/mman.h>

namespace iolens {

// A page-aligned buffer of fresh memory, as ByteBuffer.allocateDirect gives: an anonymous mapping
// (its own pages, not recycled heap) cleared on allocation, because allocateDirect zeroes what it
// allocates. Clearing touches every page, so the page faults of new memory land in the alloc phase.
// glibc's malloc would not do: after the first free of a 1 MiB block it raises its mmap threshold
// and hands the same warm pages back, hiding exactly the cost this family shows.
class ChunkBuffer {
public:
    ChunkBuffer() = default;
    explicit ChunkBuffer(std::size_t size)
        : m_mapping(
            -1, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, "anonymous memory for a chunk buffer")
    {
        std::memset(m_mapping.data(), 0, size);
    }
    char* data() const noexcept { return reinterpret_cast<char*>(m_mapping.data()); }
    std::size_t size() const noexcept { return static_cast<std::size_t>(m_mapping.size()); }

private:
    sys::Mapping m_mapping;
};

} // namespace iolens
