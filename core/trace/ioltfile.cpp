// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/ioltfile.h"

#include "core/errors.h"
#include "core/trace/traceerror.h"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace iolens::trace {

// The layout a version 1 file has: the fields of struct iolt_file before stat_interval_hist.
static_assert(IOLT_FILE_V1_SIZE == 128, "version 1 file entries are 128 bytes");
static_assert(sizeof(iolt_file) % 8 == 0, "file entries keep their 64-bit counters aligned");

namespace {

// count elements of elemSize bytes from offset lie inside [0, size), without overflowing.
bool fits(std::uint64_t offset, std::uint64_t count, std::uint64_t elemSize, std::uint64_t size)
{
    if (offset > size)
        return false;
    if (elemSize == 0)
        return true;
    return count <= (size - offset) / elemSize;
}

std::string quoted(const std::string& path)
{
    return "'" + path + "'";
}

} // namespace

IoltFile::IoltFile(const std::string& path)
    : m_path(path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
    if (fd < 0) {
        const int e = errno;
        throw TraceError(
            "Cannot open the trace file " + quoted(path) + ": " + std::strerror(e) + " (" + errnoName(e) + ").");
    }
    struct stat st { };
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        throw TraceError(quoted(path) + " is not a trace file: it is not a regular file.");
    }
    const auto actual = static_cast<std::uint64_t>(st.st_size);
    if (actual < IOLT_HEADER_SIZE) {
        ::close(fd);
        throw TraceError(quoted(path) + " is not a trace file: it is " + std::to_string(actual)
            + " bytes, shorter than the " + std::to_string(IOLT_HEADER_SIZE) + "-byte header.");
    }
    m_size = static_cast<std::size_t>(actual);
    m_map = ::mmap(nullptr, m_size, PROT_READ, MAP_SHARED, fd, 0);
    const int mapError = errno;
    ::close(fd);
    if (m_map == MAP_FAILED) {
        m_map = nullptr;
        throw TraceError("Cannot map the trace file " + quoted(path) + ": " + std::strerror(mapError) + " ("
            + errnoName(mapError) + ").");
    }
    m_bytes = static_cast<const unsigned char*>(m_map);
    m_header = reinterpret_cast<const iolt_header*>(m_bytes);
    try {
        validate(actual);
    } catch (...) {
        ::munmap(m_map, m_size);
        m_map = nullptr;
        throw;
    }
}

IoltFile::~IoltFile()
{
    if (m_map)
        ::munmap(m_map, m_size);
}

void IoltFile::damaged(const std::string& what) const
{
    throw TraceError(quoted(m_path) + " is damaged: " + what + ".");
}

void IoltFile::validate(std::uint64_t actualSize)
{
    const iolt_header& h = *m_header;
    if (std::memcmp(h.magic, IOLT_MAGIC, sizeof h.magic) != 0)
        throw TraceError(quoted(m_path) + " is not a trace file: it does not start with " + IOLT_MAGIC + ".");
    if (h.version < IOLT_VERSION_OLDEST || h.version > IOLT_VERSION)
        throw TraceError(quoted(m_path) + " was written in trace format version " + std::to_string(h.version)
            + ", and this iolens reads versions " + std::to_string(IOLT_VERSION_OLDEST) + " to "
            + std::to_string(IOLT_VERSION) + ".");
    m_fileEntrySize = h.version >= 2 ? sizeof(iolt_file) : IOLT_FILE_V1_SIZE;
    if (h.header_size != IOLT_HEADER_SIZE)
        damaged("its header size is " + std::to_string(h.header_size) + " bytes instead of "
            + std::to_string(IOLT_HEADER_SIZE));
    if (h.file_size > actualSize)
        throw TraceError(quoted(m_path) + " is truncated: its header says " + std::to_string(h.file_size)
            + " bytes, the file has " + std::to_string(actualSize) + ".");
    const std::uint64_t size = h.file_size;
    if (h.hist_buckets != IOLT_HIST_BUCKETS)
        damaged("it has " + std::to_string(h.hist_buckets) + " histogram buckets instead of "
            + std::to_string(IOLT_HIST_BUCKETS));
    if (h.max_files == 0 || h.max_sites == 0 || h.max_zones == 0 || h.max_slots == 0 || h.max_threads == 0)
        damaged("a table of its header has no room at all");
    if (h.max_zones > 65536u)
        damaged("its zone table is larger than a 16-bit zone index can name");

    // Every table must lie inside the file, on 8-byte boundaries (its 64-bit counters are loaded
    // atomically, which needs them aligned).
    struct Region {
        const char* name;
        std::uint64_t offset, count, elemSize;
    };
    const Region regions[] = {
        { "file table", h.files_offset, h.max_files, m_fileEntrySize },
        { "site table", h.sites_offset, h.max_sites, sizeof(iolt_site) },
        { "zone table", h.zones_offset, h.max_zones, sizeof(iolt_zone) },
        { "string table", h.strings_offset, IOLT_STRINGS_SIZE, 1 },
        { "thread blocks", h.threads_offset, h.max_threads, h.thread_block_size },
    };
    for (const Region& r : regions) {
        if (r.offset < IOLT_HEADER_SIZE || r.offset % 8 != 0 || !fits(r.offset, r.count, r.elemSize, size))
            damaged(std::string("its ") + r.name + " lies outside the file");
    }
    if (h.thread_block_size % 8 != 0)
        damaged("its thread blocks are not 8-byte aligned");

    // The parts of a thread block: the thread, its slots, its zone totals, its events.
    m_slotsOffset = sizeof(iolt_thread);
    m_totalsOffset = m_slotsOffset + std::uint64_t { h.max_slots } * sizeof(iolt_slot);
    m_eventsOffset = m_totalsOffset + std::uint64_t { h.max_zones } * sizeof(iolt_zone_total);
    if (!fits(m_eventsOffset, h.max_events, sizeof(iolt_event), h.thread_block_size))
        damaged("its thread blocks of " + std::to_string(h.thread_block_size) + " bytes cannot hold "
            + std::to_string(h.max_events) + " events");

    // Counts beyond their table's capacity.
    if (loadAcquire(h.files_used) > h.max_files || loadAcquire(h.sites_used) > h.max_sites
        || loadAcquire(h.zones_used) > h.max_zones || loadAcquire(h.threads_used) > h.max_threads
        || loadAcquire(h.strings_used) > IOLT_STRINGS_SIZE)
        damaged("a table of it counts more entries than it has room for");
    if (h.argv_bytes > IOLT_STRINGS_SIZE || h.argv_string > IOLT_STRINGS_SIZE - h.argv_bytes)
        damaged("its argv lies outside its string table");
    for (std::uint32_t b = 0; b < threads(); ++b) {
        const iolt_thread& t = thread(b);
        if (loadRelaxed(t.slots_used) > h.max_slots)
            damaged("thread block " + std::to_string(b) + " counts more slots than it has");
        if (loadRelaxed(t.events_kept) > h.max_events)
            damaged("thread block " + std::to_string(b) + " counts more events than it has room for");
    }
}

const unsigned char* IoltFile::block(std::uint32_t index) const
{
    return m_bytes + m_header->threads_offset + std::uint64_t { index } * m_header->thread_block_size;
}

const iolt_file* IoltFile::file(std::uint32_t index) const
{
    if (index >= m_header->max_files)
        return nullptr;
    const auto* f = reinterpret_cast<const iolt_file*>(
        m_bytes + m_header->files_offset + std::uint64_t { index } * m_fileEntrySize);
    return loadAcquire(f->used) ? f : nullptr;
}

const std::uint64_t* IoltFile::statIntervalHistogram(const iolt_file& f) const
{
    return m_fileEntrySize >= sizeof(iolt_file) ? f.stat_interval_hist : nullptr;
}

const iolt_site* IoltFile::site(std::uint32_t index) const
{
    if (index >= m_header->max_sites)
        return nullptr;
    const auto* s = reinterpret_cast<const iolt_site*>(m_bytes + m_header->sites_offset) + index;
    return loadAcquire(s->used) ? s : nullptr;
}

const iolt_zone* IoltFile::zone(std::uint32_t index) const
{
    if (index >= m_header->max_zones)
        return nullptr;
    const auto* z = reinterpret_cast<const iolt_zone*>(m_bytes + m_header->zones_offset) + index;
    return loadAcquire(z->used) ? z : nullptr;
}

std::uint32_t IoltFile::threads() const
{
    const std::uint32_t used = loadAcquire(m_header->threads_used);
    return used < m_header->max_threads ? used : m_header->max_threads;
}

const iolt_thread& IoltFile::thread(std::uint32_t b) const
{
    return *reinterpret_cast<const iolt_thread*>(block(b));
}

const iolt_slot* IoltFile::slotTable(std::uint32_t b) const
{
    return reinterpret_cast<const iolt_slot*>(block(b) + m_slotsOffset);
}

const iolt_zone_total* IoltFile::zoneTotals(std::uint32_t b) const
{
    return reinterpret_cast<const iolt_zone_total*>(block(b) + m_totalsOffset);
}

const iolt_event* IoltFile::events(std::uint32_t b) const
{
    return reinterpret_cast<const iolt_event*>(block(b) + m_eventsOffset);
}

std::uint64_t IoltFile::eventCount(std::uint32_t b) const
{
    const std::uint64_t kept = loadAcquire(thread(b).events_kept);
    return kept < m_header->max_events ? kept : m_header->max_events;
}

std::string IoltFile::string(std::uint32_t offset) const
{
    if (offset == 0)
        return {};
    if (offset >= IOLT_STRINGS_SIZE)
        damaged("a string offset of " + std::to_string(offset) + " lies outside its string table");
    const char* begin = reinterpret_cast<const char*>(m_bytes + m_header->strings_offset) + offset;
    const std::size_t room = IOLT_STRINGS_SIZE - offset;
    const void* nul = std::memchr(begin, '\0', room);
    if (!nul)
        damaged("a string at offset " + std::to_string(offset) + " runs past the end of its string table");
    return std::string(begin, static_cast<const char*>(nul));
}

std::vector<std::string> IoltFile::argv() const
{
    std::vector<std::string> out;
    const iolt_header& h = *m_header;
    const char* p = reinterpret_cast<const char*>(m_bytes + h.strings_offset) + h.argv_string;
    const char* end = p + h.argv_bytes;
    while (p < end) {
        const void* nul = std::memchr(p, '\0', static_cast<std::size_t>(end - p));
        const char* stop = nul ? static_cast<const char*>(nul) : end;
        out.emplace_back(p, stop);
        p = stop + 1;
    }
    return out;
}

} // namespace iolens::trace
