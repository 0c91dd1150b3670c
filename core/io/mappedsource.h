// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/phase.h"
#include "core/sysio.h"

#include <cstdint>
#include <fcntl.h>
#include <string>
#include <sys/mman.h>

namespace iolens {

// The source file mapped whole and read-only, as the mapping strategies (read.mmap, read.parallel,
// lookup.mmap-index) take it, timed in the same phases for all of them so that their open, map
// and close compare: open is open(2) and fstat(2), map is mmap(2), close is munmap(2) and close(2).
// An error names the path; the destructor unmaps and closes without timing (after an error).
class MappedSource {
public:
    template <class P>
    MappedSource(const std::string& path, P& probe)
        : m_path(path)
    {
        {
            auto scope = probe.phase(Phase::Open);
            m_fd = sys::open(path, O_RDONLY);
            m_size = sys::fileSize(m_fd.get(), path);
            scope.setCalls(2);
        }
        auto scope = probe.phase(Phase::Map);
        m_mapping = sys::Mapping(m_fd.get(), m_size, PROT_READ, MAP_PRIVATE, path);
    }

    const char* data() const noexcept { return reinterpret_cast<const char*>(m_mapping.data()); }
    std::uint64_t size() const noexcept { return m_size; }

    // Unmaps and closes, timed as the close phase; a close(2) error throws IoError.
    template <class P> void close(P& probe)
    {
        auto scope = probe.phase(Phase::Close);
        m_mapping = sys::Mapping();
        sys::close(m_fd, m_path);
        scope.setCalls(2);
    }

private:
    std::string m_path;
    sys::UniqueFd m_fd;
    std::uint64_t m_size = 0;
    sys::Mapping m_mapping;
};

} // namespace iolens
