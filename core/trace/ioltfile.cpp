// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/ioltfile.h"

#include "core/errors.h"
#include "core/printable.h"
#include "core/trace/imagebuffer.h"
#include "core/trace/traceerror.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
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

// Only 0 bytes where the magic goes: created, never begun (openImage).
bool zeroMagic(const unsigned char* magic)
{
    return std::all_of(magic, magic + 8, [](unsigned char c) { return c == 0; });
}

} // namespace

IoltFile::IoltFile(const std::string& path)
    : m_path(path)
{
    open(false);
}

IoltFile::IoltFile(const std::string& path, Unopened)
    : m_path(path)
{ }

std::unique_ptr<IoltFile> IoltFile::openImage(const std::string& path)
{
    std::unique_ptr<IoltFile> image(new IoltFile(path, Unopened {}));
    if (!image->open(true))
        return nullptr;
    return image;
}

std::unique_ptr<IoltFile> IoltFile::readImage(const std::string& path, ImageBuffer& buffer)
{
    std::unique_ptr<IoltFile> image(new IoltFile(path, Unopened {}));
    if (!image->open(true, &buffer))
        return nullptr;
    return image;
}

bool IoltFile::readEnded(int fd, std::uint64_t size, ImageBuffer& buffer)
{
    const unsigned char* base
        = size <= ImageBuffer::kMaxImageBytes ? m_held.read(fd, static_cast<std::size_t>(size), buffer) : nullptr;
    if (!base)
        return false;
    const auto* h = reinterpret_cast<const iolt_header*>(base);
    if ((h->state != IOLT_STATE_EXITED && h->state != IOLT_STATE_EXECED) || h->file_size > size) {
        m_held.release();
        return false;
    }
    m_size = static_cast<std::size_t>(size);
    m_bytes = base;
    m_header = h;
    return true;
}

int IoltFile::openRegular(const std::string& path, std::uint64_t* size)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
    if (fd < 0) {
        const int e = errno;
        throw TraceError(
            "Cannot open the trace file " + inQuotes(path) + ": " + std::strerror(e) + " (" + errnoName(e) + ").");
    }
    struct stat st { };
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        throw TraceError(inQuotes(path) + " is not a trace file: it is not a regular file.");
    }
    *size = static_cast<std::uint64_t>(st.st_size);
    return fd;
}

IoltFile::Peek IoltFile::peekImage(const std::string& path)
{
    Peek peek;
    const int fd = openRegular(path, &peek.size);
    const std::size_t want = static_cast<std::size_t>(std::min<std::uint64_t>(peek.size, sizeof peek.header));
    const bool read = want == 0 || ::pread(fd, &peek.header, want, 0) == static_cast<ssize_t>(want);
    ::close(fd);
    // As open(true): empty, or its magic's 8 bytes all zero (a short read leaves it to open's error).
    peek.unstarted = peek.size == 0
        || (read && want >= sizeof peek.header.magic
            && zeroMagic(reinterpret_cast<const unsigned char*>(peek.header.magic)));
    return peek;
}

bool IoltFile::open(bool allowUnstarted, ImageBuffer* buffer)
{
    const std::string& path = m_path;
    std::uint64_t actual = 0;
    const int fd = openRegular(path, &actual);
    struct stat st { };
    if (allowUnstarted && actual < IOLT_HEADER_SIZE) {
        unsigned char magic[8] = { 1 };
        if (actual == 0 || (::pread(fd, magic, sizeof magic, 0) == ssize_t(sizeof magic) && zeroMagic(magic))) {
            ::close(fd);
            return false;
        }
    }
    if (actual < IOLT_HEADER_SIZE) {
        ::close(fd);
        throw TraceError(inQuotes(path) + " is not a trace file: it is " + std::to_string(actual)
            + " bytes, shorter than the " + std::to_string(IOLT_HEADER_SIZE) + "-byte header.");
    }
    // A file still being written may grow (version 3) between the fstat and the header's read: its
    // header then names a size larger than the mapping, and the file is mapped again at its new size.
    const bool copied = buffer && readEnded(fd, actual, *buffer);
    for (int attempt = 0; !copied; ++attempt) {
        m_size = static_cast<std::size_t>(actual);
        m_bytes = m_held.map(fd, m_size);
        if (!m_bytes) {
            const int mapError = errno;
            ::close(fd);
            throw TraceError("Cannot map the trace file " + inQuotes(path) + ": " + std::strerror(mapError) + " ("
                + errnoName(mapError) + ").");
        }
        m_header = reinterpret_cast<const iolt_header*>(m_bytes);
        if (allowUnstarted && attempt == 0 && zeroMagic(m_bytes)) {
            ::close(fd);
            m_held.release();
            m_header = nullptr;
            m_bytes = nullptr;
            return false;
        }
        if (attempt == 3 || loadAcquire(m_header->file_size) <= actual || ::fstat(fd, &st) != 0
            || static_cast<std::uint64_t>(st.st_size) <= actual)
            break;
        actual = static_cast<std::uint64_t>(st.st_size); // mapped again (map() lets go of this one)
    }
    try {
        validate(actual);
        findSlotData(fd);
    } catch (...) {
        ::close(fd);
        m_held.release();
        throw;
    }
    ::close(fd);
    return true;
}

IoltFile::~IoltFile() = default;

void IoltFile::damaged(const std::string& what) const
{
    throw TraceError(inQuotes(m_path) + " is damaged: " + what + ".");
}

void IoltFile::validate(std::uint64_t actualSize)
{
    const iolt_header& h = *m_header;
    if (std::memcmp(h.magic, IOLT_MAGIC, sizeof h.magic) != 0)
        throw TraceError(inQuotes(m_path) + " is not a trace file: it does not start with " + IOLT_MAGIC + ".");
    if (h.version < IOLT_VERSION_OLDEST || h.version > IOLT_VERSION)
        throw TraceError(inQuotes(m_path) + " was written in trace format version " + std::to_string(h.version)
            + ", and this iolens reads versions " + std::to_string(IOLT_VERSION_OLDEST) + " to "
            + std::to_string(IOLT_VERSION) + ".");
    m_fileEntrySize = h.version >= 2 ? sizeof(iolt_file) : IOLT_FILE_V1_SIZE;
    m_eventSize = h.version >= 4 ? sizeof(iolt_event) : IOLT_EVENT_V3_SIZE;
    if (h.header_size != IOLT_HEADER_SIZE)
        damaged("its header size is " + std::to_string(h.header_size) + " bytes instead of "
            + std::to_string(IOLT_HEADER_SIZE));
    const std::uint64_t size = loadAcquire(h.file_size);
    if (size > actualSize)
        throw TraceError(inQuotes(m_path) + " is truncated: its header says " + std::to_string(size)
            + " bytes, the file has " + std::to_string(actualSize) + ".");
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
    const std::uint64_t stringsSize = h.version >= 3 && h.strings_size != 0 ? h.strings_size : IOLT_STRINGS_SIZE;
    if (stringsSize == 0 || stringsSize > UINT32_MAX)
        damaged("its string table has a size of " + std::to_string(stringsSize) + " bytes");
    const Region regions[] = {
        { "file table", h.files_offset, h.max_files, m_fileEntrySize },
        { "site table", h.sites_offset, h.max_sites, sizeof(iolt_site) },
        { "zone table", h.zones_offset, h.max_zones, sizeof(iolt_zone) },
        { "string table", h.strings_offset, stringsSize, 1 },
        { "thread blocks", h.threads_offset, h.max_threads, h.thread_block_size },
    };
    for (const Region& r : regions) {
        if (r.offset < IOLT_HEADER_ROOM || r.offset % 8 != 0 || !fits(r.offset, r.count, r.elemSize, size))
            damaged(std::string("its ") + r.name + " lies outside the file");
    }
    if (h.thread_block_size % 8 != 0)
        damaged("its thread blocks are not 8-byte aligned");

    // The parts of a thread block: the thread, its slots, its zone totals, its events.
    m_slotsOffset = sizeof(iolt_thread);
    m_totalsOffset = m_slotsOffset + std::uint64_t { h.max_slots } * sizeof(iolt_slot);
    m_eventsOffset = m_totalsOffset + std::uint64_t { h.max_zones } * sizeof(iolt_zone_total);
    if (!fits(m_eventsOffset, h.max_events, m_eventSize, h.thread_block_size))
        damaged("its thread blocks of " + std::to_string(h.thread_block_size) + " bytes cannot hold "
            + std::to_string(h.max_events) + " events");

    m_first[IOLT_TABLE_FILES] = h.max_files;
    m_first[IOLT_TABLE_SITES] = h.max_sites;
    m_first[IOLT_TABLE_STRINGS] = stringsSize;
    m_first[IOLT_TABLE_THREADS] = h.max_threads;
    findSegments();

    // Counts beyond their table's capacity (a table whose next segment the writer added after this
    // mapping was made may count more: it is read as far as the mapping goes).
    // The counts first: the writer stores a larger file_size before it counts past a segment.
    const bool beyond = loadAcquire(h.files_used) > m_capacity[IOLT_TABLE_FILES]
        || loadAcquire(h.sites_used) > m_capacity[IOLT_TABLE_SITES] || loadAcquire(h.zones_used) > h.max_zones
        || loadAcquire(h.threads_used) > m_capacity[IOLT_TABLE_THREADS]
        || loadAcquire(h.strings_used) > m_capacity[IOLT_TABLE_STRINGS];
    if (beyond && loadAcquire(h.file_size) <= m_size)
        damaged("a table of it counts more entries than it has room for");
    std::size_t argvRoom = 0;
    if (h.argv_bytes != 0 && (!strings(h.argv_string, &argvRoom) || h.argv_bytes > argvRoom))
        damaged("its argv lies outside its string table");
    for (std::uint32_t b = 0; b < threads(); ++b) {
        const iolt_thread& t = thread(b);
        if (loadRelaxed(t.slots_used) > h.max_slots)
            damaged("thread block " + std::to_string(b) + " counts more slots than it has");
        if (loadRelaxed(t.events_kept) > h.max_events)
            damaged("thread block " + std::to_string(b) + " counts more events than it has room for");
    }
}

// Segment 0 of each table is where the header's offsets say (checked by validate); the others,
// in a version 3 file, as far as they lie inside this mapping, in order (the writer adds them in
// order; one past the mapping was added after the mapping was made, and so were those after it).
void IoltFile::findSegments()
{
    const iolt_header& h = *m_header;
    const std::uint64_t firstOffset[IOLT_TABLES]
        = { h.files_offset, h.sites_offset, h.strings_offset, h.threads_offset };
    const std::uint64_t elemSize[IOLT_TABLES] = { m_fileEntrySize, sizeof(iolt_site), 1, h.thread_block_size };
    for (std::uint32_t t = 0; t < IOLT_TABLES; ++t) {
        m_segment[t][0] = firstOffset[t];
        m_segmentCount[t] = 1;
        m_capacity[t] = m_first[t];
        for (std::uint32_t k = 1; h.version >= 3 && k < IOLT_SEGMENTS; ++k) {
            const std::uint64_t off = loadAcquire(h.segments[t][k]);
            const std::uint64_t count = m_first[t] << k;
            if (off == 0 || (count >> k) != m_first[t] || !fits(off, count, elemSize[t], m_size))
                break;
            if (off < IOLT_HEADER_SIZE || off % 8 != 0)
                damaged(
                    "segment " + std::to_string(k) + " of its table " + std::to_string(t) + " lies outside the file");
            m_segment[t][k] = off;
            m_segmentCount[t] = k + 1;
            m_capacity[t] += count;
        }
    }
}

const unsigned char* IoltFile::entry(
    iolt_table t, std::uint64_t index, std::uint64_t elemSize, std::uint64_t* room) const
{
    if (index >= m_capacity[t])
        return nullptr;
    std::uint64_t within = 0;
    const std::uint32_t k = iolt_segment_of(index, m_first[t], &within);
    if (room)
        *room = ((m_first[t] << k) - within) * elemSize;
    return m_bytes + m_segment[t][k] + within * elemSize;
}

const unsigned char* IoltFile::block(std::uint32_t index) const
{
    return entry(IOLT_TABLE_THREADS, index, m_header->thread_block_size);
}

const iolt_file* IoltFile::file(std::uint32_t index) const
{
    const auto* f = reinterpret_cast<const iolt_file*>(entry(IOLT_TABLE_FILES, index, m_fileEntrySize));
    return f && loadAcquire(f->used) ? f : nullptr;
}

const std::uint64_t* IoltFile::statIntervalHistogram(const iolt_file& f) const
{
    return m_fileEntrySize >= sizeof(iolt_file) ? f.stat_interval_hist : nullptr;
}

const iolt_site* IoltFile::site(std::uint32_t index) const
{
    const auto* s = reinterpret_cast<const iolt_site*>(entry(IOLT_TABLE_SITES, index, sizeof(iolt_site)));
    return s && loadAcquire(s->used) ? s : nullptr;
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
    const std::uint64_t used = loadAcquire(m_header->threads_used);
    return static_cast<std::uint32_t>(std::min(used, m_capacity[IOLT_TABLE_THREADS]));
}

const iolt_thread& IoltFile::thread(std::uint32_t b) const
{
    return *reinterpret_cast<const iolt_thread*>(block(b));
}

const iolt_slot* IoltFile::slotTable(std::uint32_t b) const
{
    return reinterpret_cast<const iolt_slot*>(block(b) + m_slotsOffset);
}

// A thread block's slot table is a hash, claimed at random places, and a version 3 writer reserves
// only the pages it claims: the rest are holes. Reading a hole through a shared mapping makes the
// file system allocate it (a tmpfs page of memory per page read: 350 KiB for every thread of a trace
// of 10,000 threads), so the slots are read only where the file has data (SEEK_DATA); a slot that
// was claimed lies wholly in data (the writer reserves both pages of one that crosses a page).
void IoltFile::findSlotData(int fd)
{
    const std::uint64_t tableBytes = std::uint64_t { m_header->max_slots } * sizeof(iolt_slot);
    for (std::uint32_t b = 0; b < threads(); ++b) {
        const auto start = static_cast<std::uint64_t>(reinterpret_cast<const unsigned char*>(slotTable(b)) - m_bytes);
        const std::uint64_t end = start + tableBytes;
        std::vector<std::pair<std::uint32_t, std::uint32_t>> runs;
        for (std::uint64_t at = start; at < end;) {
            const off_t data = ::lseek(fd, static_cast<off_t>(at), SEEK_DATA);
            if (data < 0) {
                if (errno != ENXIO) // no SEEK_DATA here: the whole table, as before
                    runs.assign(1, { 0, m_header->max_slots });
                break;
            }
            const auto from = static_cast<std::uint64_t>(data);
            if (from >= end)
                break;
            const off_t hole = ::lseek(fd, data, SEEK_HOLE);
            const std::uint64_t to = hole < 0 ? end : std::min(end, static_cast<std::uint64_t>(hole));
            // the slots wholly inside [from, to)
            const std::uint64_t first = (from - start + sizeof(iolt_slot) - 1) / sizeof(iolt_slot);
            const std::uint64_t last = (to - start) / sizeof(iolt_slot);
            if (last > first)
                runs.emplace_back(static_cast<std::uint32_t>(first), static_cast<std::uint32_t>(last - first));
            at = to > from ? to : from + 1;
        }
        m_slotData.push_back(std::move(runs));
    }
}

std::vector<IoltFile::SlotRun> IoltFile::slotRuns(std::uint32_t b) const
{
    std::vector<SlotRun> runs;
    if (b < m_slotData.size()) {
        for (const auto& [first, count] : m_slotData[b])
            runs.push_back({ reinterpret_cast<const unsigned char*>(slotTable(b) + first), count, sizeof(iolt_slot) });
    } else { // a block added after the file was opened
        runs.push_back(
            { reinterpret_cast<const unsigned char*>(slotTable(b)), m_header->max_slots, sizeof(iolt_slot) });
    }
    if (m_header->version < 3)
        return runs;
    // The further tables, appended in order: each lies after the one before, inside the mapping.
    std::uint64_t off = std::uint64_t { loadAcquire(thread(b).slot_tables) } * 4096u;
    std::uint64_t after = 0;
    while (off != 0) {
        if (off <= after || off % 4096u != 0 || !fits(off, 1, sizeof(iolt_slot_table), m_size))
            damaged("a further slot table of thread block " + std::to_string(b) + " lies outside the file");
        const auto* x = reinterpret_cast<const iolt_slot_table*>(m_bytes + off);
        const std::uint32_t slotSize = iolt_slot_table_slot_size(x);
        if (slotSize != sizeof(iolt_slot) && (slotSize != IOLT_SLOT_SHORT_SIZE || m_header->version < 5))
            damaged("a further slot table of thread block " + std::to_string(b) + " has slots of "
                + std::to_string(slotSize) + " bytes");
        const std::uint32_t capacity = loadRelaxed(x->capacity), used = loadAcquire(x->used);
        if (used > capacity || !fits(off + sizeof *x, capacity, slotSize, m_size))
            break; // added after this mapping was made (its pages are past it)
        runs.push_back({ reinterpret_cast<const unsigned char*>(x + 1), used, slotSize });
        after = off;
        off = loadAcquire(x->next);
    }
    return runs;
}

const iolt_zone_total* IoltFile::zoneTotals(std::uint32_t b) const
{
    return reinterpret_cast<const iolt_zone_total*>(block(b) + m_totalsOffset);
}

const iolt_event& IoltFile::event(std::uint32_t b, std::uint64_t i) const
{
    return *reinterpret_cast<const iolt_event*>(block(b) + m_eventsOffset + i * m_eventSize);
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
    std::size_t room = 0;
    const char* begin = strings(offset, &room);
    if (!begin)
        damaged("a string offset of " + std::to_string(offset) + " lies outside its string table");
    const void* nul = std::memchr(begin, '\0', room);
    if (!nul)
        damaged("a string at offset " + std::to_string(offset) + " runs past the end of its string table");
    return std::string(begin, static_cast<const char*>(nul));
}

const char* IoltFile::strings(std::uint32_t offset, std::size_t* room) const
{
    std::uint64_t bytes = 0;
    const auto* p = reinterpret_cast<const char*>(entry(IOLT_TABLE_STRINGS, offset, 1, &bytes));
    *room = static_cast<std::size_t>(bytes);
    return p;
}

std::vector<std::string> IoltFile::argv() const
{
    std::vector<std::string> out;
    const iolt_header& h = *m_header;
    std::size_t room = 0;
    const char* p = strings(h.argv_string, &room);
    if (!p || room < h.argv_bytes)
        return out; // validate refused such a file
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
