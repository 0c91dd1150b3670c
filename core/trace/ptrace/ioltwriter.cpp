// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/ptrace/ioltwriter.h"

#include "core/trace/format/iolt_uring.h"
#include "core/trace/ptrace/atomicpublish.h"
#include "core/trace/ptrace/monotonic.h"

#include "core/errors.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <ctime>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

namespace iolens::trace::ptrace {

namespace {

constexpr std::uint64_t kChunk = 64 * 1024; // pages reserved ahead of use
constexpr std::uint32_t kFirstHashSlot = IOLT_CALL_COUNT; // below: the full table's slots (iolt.h)

std::uint64_t alignUp(std::uint64_t x, std::uint64_t a)
{
    return (x + a - 1) / a * a;
}

std::uint64_t realtimeNs()
{
    timespec ts {};
    ::clock_gettime(CLOCK_REALTIME, &ts);
    return std::uint64_t(ts.tv_sec) * 1'000'000'000u + std::uint64_t(ts.tv_nsec);
}

std::uint64_t key(std::uint32_t file, std::uint32_t call)
{
    return std::uint64_t(file) | std::uint64_t(call) << 32; // zone 0: no stopwatch zones in this mode
}

} // namespace

IoltWriter::IoltWriter(const std::string& dir, const ImageIdentity& identity, std::uint32_t generation,
    std::uint64_t maxEvents, std::uint64_t startNs)
    : m_startNs(startNs)
{
    const std::uint64_t filesOff = IOLT_HEADER_SIZE;
    const std::uint64_t sitesOff = alignUp(filesOff + std::uint64_t(IOLT_MAX_FILES) * sizeof(iolt_file), 64);
    const std::uint64_t zonesOff = alignUp(sitesOff + std::uint64_t(IOLT_MAX_SITES) * sizeof(iolt_site), 64);
    const std::uint64_t stringsOff = alignUp(zonesOff + std::uint64_t(IOLT_MAX_ZONES) * sizeof(iolt_zone), 64);
    const std::uint64_t threadsOff = alignUp(stringsOff + IOLT_STRINGS_SIZE, 4096);
    m_slotsOff = sizeof(iolt_thread);
    const std::uint64_t totalsOff = m_slotsOff + std::uint64_t(IOLT_MAX_SLOTS) * sizeof(iolt_slot);
    m_eventsOff = totalsOff + std::uint64_t(IOLT_MAX_ZONES) * sizeof(iolt_zone_total);
    m_blockSize = alignUp(m_eventsOff + maxEvents * sizeof(iolt_event), 4096);
    m_size = threadsOff + std::uint64_t(IOLT_DEFAULT_MAX_THREADS) * m_blockSize;

    void* base = MAP_FAILED;
    if (dir.empty()) {
        base = ::mmap(nullptr, m_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (base == MAP_FAILED)
            throw IoError("mmap", "(anonymous trace image)", errno);
    } else {
        for (;; ++generation) {
            m_path = dir + "/p" + std::to_string(identity.pid) + "." + std::to_string(generation) + ".iolt";
            m_fd = ::open(m_path.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
            if (m_fd >= 0 || errno != EEXIST)
                break;
        }
        if (m_fd < 0)
            throw IoError("open", m_path, errno);
        if (::ftruncate(m_fd, off_t(m_size)) == 0)
            base = mapGrowable(m_fd, m_size, m_reserved);
        if (base == MAP_FAILED) {
            const int error = errno;
            ::close(m_fd);
            ::unlink(m_path.c_str());
            throw IoError("mmap", m_path, error);
        }
    }
    if (m_reserved == 0)
        m_reserved = m_size;
    m_base = static_cast<unsigned char*>(base);
    Region header { 0, IOLT_HEADER_SIZE, 0 }, zones { zonesOff, IOLT_MAX_ZONES * sizeof(iolt_zone), 0 };
    m_firstOffset[IOLT_TABLE_FILES] = filesOff;
    m_firstOffset[IOLT_TABLE_SITES] = sitesOff;
    m_firstOffset[IOLT_TABLE_STRINGS] = stringsOff;
    m_firstOffset[IOLT_TABLE_THREADS] = threadsOff;
    m_files = { filesOff, IOLT_MAX_FILES * sizeof(iolt_file), 0 };
    m_sites = { sitesOff, IOLT_MAX_SITES * sizeof(iolt_site), 0 };
    m_strings = { stringsOff, IOLT_STRINGS_SIZE, 0 };
    if (!ensure(header, IOLT_HEADER_SIZE) || !ensure(zones, zones.size) || !ensure(m_files, sizeof(iolt_file))
        || !ensure(m_sites, sizeof(iolt_site)) || !ensure(m_strings, 1)) {
        ::munmap(m_base, m_reserved);
        if (m_fd >= 0) {
            ::close(m_fd);
            ::unlink(m_path.c_str());
        }
        throw IoError("fallocate", m_path, ENOSPC);
    }

    iolt_header* h = m_header = reinterpret_cast<iolt_header*>(m_base);
    std::memcpy(h->magic, IOLT_MAGIC, 8);
    h->version = IOLT_VERSION;
    h->header_size = IOLT_HEADER_SIZE;
    h->file_size = m_size;
    h->files_offset = filesOff;
    h->sites_offset = sitesOff;
    h->zones_offset = zonesOff;
    h->strings_offset = stringsOff;
    h->strings_size = IOLT_STRINGS_SIZE;
    h->threads_offset = threadsOff;
    h->max_files = IOLT_MAX_FILES;
    h->max_sites = IOLT_MAX_SITES;
    h->max_zones = IOLT_MAX_ZONES;
    h->max_slots = IOLT_MAX_SLOTS;
    h->hist_buckets = IOLT_HIST_BUCKETS;
    h->max_threads = IOLT_DEFAULT_MAX_THREADS;
    h->max_events = maxEvents;
    h->thread_block_size = m_blockSize;
    h->pid = identity.pid;
    h->ppid = identity.ppid;
    h->generation = generation;
    h->sample_period = 1; // every call timed
    h->call_sample_period = 1;
    h->strings_used = 1; // offset 0 is the empty string
    // start_realtime_ns is the realtime clock at startNs (the monotonic moment the image began).
    h->start_realtime_ns = realtimeNs() - (monotonicNs() - startNs);
    h->start_ns = startNs;
    if (!identity.argv.empty()) {
        h->argv_string = addString(identity.argv);
        h->argv_bytes = h->argv_string ? std::uint32_t(identity.argv.size()) : 0;
    }
    h->exe_string = addString(identity.exe);
    h->cwd_string = addString(identity.cwd);
    auto* files = reinterpret_cast<iolt_file*>(m_base + filesOff);
    files[0].kind = IOLT_KIND_NONE;
    files[0].used = 1;
    reinterpret_cast<iolt_site*>(m_base + sitesOff)[0].used = 1;
    reinterpret_cast<iolt_zone*>(m_base + zonesOff)[0].used = 1;
    h->files_used = h->sites_used = h->zones_used = 1;
}

IoltWriter::~IoltWriter()
{
    ::munmap(m_base, m_reserved);
    if (m_fd >= 0)
        ::close(m_fd);
}

// The pages of [r.off, r.off + upto) exist before anything is stored there.
bool IoltWriter::ensure(Region& r, std::uint64_t upto)
{
    if (upto <= r.reserved)
        return true;
    if (upto > r.size)
        return false;
    const std::uint64_t end = std::min(r.size, alignUp(upto + kChunk, 4096));
    const std::uint64_t from = (r.off + r.reserved) & ~std::uint64_t(4095);
    const std::uint64_t to = std::min(m_size, alignUp(r.off + end, 4096));
    bool ok = m_fd < 0 || ::madvise(m_base + from, to - from, MADV_POPULATE_WRITE) == 0;
    if (!ok && errno == EINVAL) // a kernel before 5.14
        ok = ::posix_fallocate(m_fd, off_t(from), off_t(to - from)) == 0;
    if (ok)
        r.reserved = end;
    else if (m_header)
        m_header->flags |= IOLT_FLAG_NO_SPACE;
    return ok;
}

std::uint32_t IoltWriter::addString(const std::string& s)
{
    // As the preload adds them (preload/tables.c): a string never straddles two segments.
    const std::uint64_t first = IOLT_STRINGS_SIZE;
    std::uint64_t at = m_header->strings_used, within = 0;
    std::uint32_t k = iolt_segment_of(at, first, &within);
    if (within + s.size() + 1 > first << k) {
        at += (first << k) - within;
        k = iolt_segment_of(at, first, &within);
    }
    if (s.size() + 1 > first << k || at + s.size() + 1 > UINT32_MAX)
        return 0;
    unsigned char* end = claim(IOLT_TABLE_STRINGS, at + s.size(), 1); // the NUL: the bytes before it too
    if (!end)
        return 0;
    char* p = reinterpret_cast<char*>(end) - s.size();
    std::memcpy(p, s.data(), s.size());
    p[s.size()] = '\0';
    publish(m_header->strings_used, std::uint32_t(at + s.size() + 1));
    return std::uint32_t(at);
}

const char* IoltWriter::stringAt(std::uint32_t at) const
{
    const std::uint64_t off = tableOffset(IOLT_TABLE_STRINGS, at, 1);
    return off ? reinterpret_cast<const char*>(m_base + off) : "";
}

std::uint32_t IoltWriter::file(std::uint32_t kind, const std::string& path, std::uint64_t dev, std::uint64_t ino)
{
    // As the preload names files (preload/tables.c): a regular file is one entry under any of its
    // names, by (dev, ino), as long as the entry's own name is still that inode; an inode number
    // freed and given to a new file (a scratch file deleted, the next one created) is a new entry,
    // never the old file's counts. A name keeps its entry when a new file takes it.
    const bool byInode = kind == IOLT_KIND_REGULAR && (dev != 0 || ino != 0);
    const std::string inodeKey = byInode ? std::to_string(dev) + ":" + std::to_string(ino) : std::string();
    if (byInode)
        if (const auto it = m_fileByInode.find(inodeKey);
            it != m_fileByInode.end() && stillTheSameFile(it->second, path, dev, ino))
            return it->second;
    std::uint32_t index = 0;
    if (const auto named = m_fileByName.find(path); named != m_fileByName.end()) {
        index = named->second;
        iolt_file& f = *fileEntry(index);
        if (f.kind != kind && kind != IOLT_KIND_MISSING)
            f.kind = kind; // a missing path that was created since
    } else {
        index = m_header->files_used;
        auto* entry = reinterpret_cast<iolt_file*>(claim(IOLT_TABLE_FILES, index, sizeof(iolt_file)));
        const std::uint32_t name = entry ? addString(path) : 0;
        if (!name) { // no room for the entry or its name: an entry without its name would merge files
            ++m_header->files_dropped;
            return 0;
        }
        iolt_file& f = *entry;
        f.kind = kind;
        f.path_string = name;
        publish(f.used, 1u);
        publish(m_header->files_used, index + 1);
        m_fileByName.emplace(path, index);
    }
    if (byInode) {
        iolt_file& f = *fileEntry(index);
        f.dev = dev;
        f.ino = ino;
        m_fileByInode.insert_or_assign(inodeKey, index);
    }
    return index;
}

// Whether entry `index`, found by its inode, is still that file: opened under its own name, or its
// name still names (dev, ino). Only opens of a second name pay for the stat.
bool IoltWriter::stillTheSameFile(
    std::uint32_t index, const std::string& path, std::uint64_t dev, std::uint64_t ino) const
{
    if (index == 0 || index >= m_header->files_used)
        return false;
    const auto& f
        = *reinterpret_cast<const iolt_file*>(m_base + tableOffset(IOLT_TABLE_FILES, index, sizeof(iolt_file)));
    const char* name = stringAt(f.path_string);
    if (path == name)
        return true;
    struct stat st { };
    return ::stat(name, &st) == 0 && std::uint64_t(st.st_dev) == dev && std::uint64_t(st.st_ino) == ino;
}

iolt_file* IoltWriter::fileEntry(std::uint32_t index) noexcept
{
    if (index == 0 || index >= m_header->files_used)
        return nullptr;
    return reinterpret_cast<iolt_file*>(m_base + tableOffset(IOLT_TABLE_FILES, index, sizeof(iolt_file)));
}

bool IoltWriter::knowsSite(std::uint64_t address, std::uint32_t& index) const
{
    const auto it = m_siteByAddress.find(address);
    if (it == m_siteByAddress.end())
        return false;
    index = it->second;
    return true;
}

std::uint32_t IoltWriter::site(std::uint64_t address, const std::string& module, std::uint64_t moduleOffset)
{
    if (std::uint32_t known = 0; knowsSite(address, known))
        return known;
    const std::uint32_t index = m_header->sites_used;
    auto* entry = reinterpret_cast<iolt_site*>(claim(IOLT_TABLE_SITES, index, sizeof(iolt_site)));
    if (!entry) {
        ++m_header->sites_dropped;
        m_siteByAddress.emplace(address, 0);
        return 0;
    }
    iolt_site& s = *entry;
    s.address = address;
    s.module_string = addString(module);
    s.module_offset = moduleOffset;
    publish(s.used, 1u);
    publish(m_header->sites_used, index + 1);
    m_siteByAddress.emplace(address, index);
    return index;
}

iolt_thread* IoltWriter::block(int index) const
{
    return reinterpret_cast<iolt_thread*>(m_base + tableOffset(IOLT_TABLE_THREADS, std::uint64_t(index), m_blockSize));
}

int IoltWriter::thread(int tid, const std::string& name)
{
    if (const auto it = m_threads.find(tid); it != m_threads.end())
        return it->second.block;
    const std::uint32_t index = m_header->threads_used;
    ThreadState state;
    state.block = int(index);
    // A block's pages are reserved as its thread uses them (its region), not with its segment.
    const std::uint64_t off = segmentOffset(IOLT_TABLE_THREADS, index, m_blockSize);
    state.space = { off, m_blockSize, 0 };
    if (off == 0 || !ensure(state.space, m_eventsOff + sizeof(iolt_event))) {
        state.block = -1;
        m_threads.emplace(tid, state);
        return -1;
    }
    iolt_thread* th = block(int(index));
    th->tid = tid;
    th->start_ns = monotonicNs() - m_startNs;
    std::memcpy(th->name, name.data(), std::min(name.size(), sizeof th->name - 1));
    publish(th->used, 1u);
    publish(m_header->threads_used, index + 1);
    m_threads.emplace(tid, state);
    return state.block;
}

iolt_slot* IoltWriter::slot(iolt_thread* th, std::uint64_t k, std::uint32_t site)
{
    auto* slots = reinterpret_cast<iolt_slot*>(reinterpret_cast<unsigned char*>(th) + m_slotsOff);
    // The preload's open-addressed hash (record.c), so the table fills the same way.
    std::uint64_t x = k ^ (std::uint64_t(site) * 0x9e3779b97f4a7c15ull);
    x ^= x >> 29;
    x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 32;
    std::uint32_t i = kFirstHashSlot + std::uint32_t(x % (IOLT_MAX_SLOTS - kFirstHashSlot));
    const auto matches = [&](const iolt_slot& s) {
        return s.key.file == std::uint32_t(k) && s.key.call == std::uint16_t(k >> 32) && s.key.zone == 0
            && s.key.site == site;
    };
    while (slots[i].key.used) {
        if (matches(slots[i]))
            return &slots[i];
        i = i + 1 < IOLT_MAX_SLOTS ? i + 1 : kFirstHashSlot;
    }
    const auto claim = [&](iolt_slot& s, std::uint32_t file, std::uint32_t call, std::uint32_t at) {
        s.key.file = file;
        s.key.call = std::uint16_t(call);
        s.key.zone = 0;
        s.key.site = at;
        publish(s.key.used, 1u);
        ++th->slots_used;
    };
    if (th->slots_used + 2 >= IOLT_MAX_SLOTS - kFirstHashSlot) {
        // The block's table is full: the thread's further tables (iolt.h, "Growth").
        if (iolt_slot* more = moreSlot(th, k, site))
            return more;
        const std::uint32_t call = std::uint16_t(k >> 32);
        iolt_slot& full = slots[call < kFirstHashSlot ? call : 0];
        if (!full.key.used)
            claim(full, 0, call, 0);
        ++m_header->slots_dropped;
        return &full;
    }
    claim(slots[i], std::uint32_t(k), std::uint16_t(k >> 32), site);
    return &slots[i];
}

iolt_slot* IoltWriter::moreSlot(iolt_thread* th, std::uint64_t k, std::uint32_t site)
{
    ThreadState& t = m_threads[th->tid];
    const auto key = std::make_pair(k, site);
    if (const auto it = t.moreSlots.find(key); it != t.moreSlots.end())
        return it->second;
    auto* table = t.lastTable ? reinterpret_cast<iolt_slot_table*>(m_base + t.lastTable) : nullptr;
    if (!table || table->used == table->capacity) {
        // Each table twice the size of the one before, appended to the file; filled in order.
        const std::uint32_t capacity = table ? table->capacity * 2 : IOLT_MAX_SLOTS;
        const std::uint64_t off = growFile(sizeof(iolt_slot_table) + std::uint64_t(capacity) * sizeof(iolt_slot));
        Region space { off, sizeof(iolt_slot_table) + std::uint64_t(capacity) * sizeof(iolt_slot), 0 };
        if (off == 0 || !ensure(space, sizeof(iolt_slot_table)))
            return nullptr;
        auto* next = reinterpret_cast<iolt_slot_table*>(m_base + off);
        next->capacity = capacity;
        if (table)
            publish(table->next, off);
        else
            publish(th->slot_tables, std::uint32_t(off / 4096));
        table = next;
        t.lastTable = off;
        t.lastTableSpace = space;
    }
    const std::uint32_t at = table->used;
    if (!ensure(t.lastTableSpace, sizeof(iolt_slot_table) + (at + 1) * sizeof(iolt_slot)))
        return nullptr;
    iolt_slot& s = reinterpret_cast<iolt_slot*>(table + 1)[at];
    s.key.file = std::uint32_t(k);
    s.key.call = std::uint16_t(k >> 32);
    s.key.zone = 0;
    s.key.site = site;
    publish(s.key.used, 1u);
    publish(table->used, at + 1);
    t.moreSlots.emplace(key, &s);
    return &s;
}

void* IoltWriter::mapGrowable(int fd, std::uint64_t size, std::uint64_t& reserved)
{
    // As the preload does (preload/growth.c): address space for the file's largest size, the file
    // mapped at its start and each extension right after, so that every offset stays at m_base +
    // offset and nothing written moves. 1 TiB, halved until the reservation succeeds.
    void* r = MAP_FAILED;
    std::uint64_t want = std::uint64_t(1) << 40;
    for (; want > size && r == MAP_FAILED; want >>= 1)
        r = ::mmap(nullptr, want, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (r == MAP_FAILED) { // no room to grow: the file as it is
        reserved = size;
        return ::mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    }
    reserved = want << 1; // the loop halved it once more after the success
    void* base = ::mmap(r, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, fd, 0);
    if (base == MAP_FAILED)
        ::munmap(r, reserved);
    return base;
}

std::uint64_t IoltWriter::growFile(std::uint64_t bytes)
{
    const std::uint64_t off = m_size; // page aligned, as every extension is
    const std::uint64_t end = off + alignUp(bytes, 4096);
    if (m_fd < 0 || end > m_reserved || ::ftruncate(m_fd, off_t(end)) != 0
        || ::mmap(m_base + off, end - off, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, m_fd, off_t(off))
            == MAP_FAILED) {
        m_header->flags |= IOLT_FLAG_NO_SPACE;
        return 0;
    }
    m_size = end;
    publish(m_header->file_size, end);
    return off;
}

std::uint64_t IoltWriter::firstCount(iolt_table t) const
{
    switch (t) {
    case IOLT_TABLE_FILES:
        return IOLT_MAX_FILES;
    case IOLT_TABLE_SITES:
        return IOLT_MAX_SITES;
    case IOLT_TABLE_STRINGS:
        return IOLT_STRINGS_SIZE;
    default:
        return IOLT_DEFAULT_MAX_THREADS;
    }
}

std::uint64_t IoltWriter::tableOffset(iolt_table t, std::uint64_t index, std::uint64_t size) const
{
    std::uint64_t within = 0;
    const std::uint32_t k = iolt_segment_of(index, firstCount(t), &within);
    if (k >= IOLT_SEGMENTS)
        return 0;
    const std::uint64_t start = k == 0 ? m_firstOffset[t] : m_header->segments[t][k];
    return start ? start + within * size : 0;
}

std::uint64_t IoltWriter::segmentOffset(iolt_table t, std::uint64_t index, std::uint64_t size)
{
    std::uint64_t within = 0;
    const std::uint32_t k = iolt_segment_of(index, firstCount(t), &within);
    if (k >= IOLT_SEGMENTS)
        return 0;
    if (k > 0 && m_header->segments[t][k] == 0) {
        const std::uint64_t off = growFile((firstCount(t) << k) * size);
        if (off == 0)
            return 0;
        m_segmentSpace[t][k] = { off, (firstCount(t) << k) * size, 0 };
        publish(m_header->segments[t][k], off); // before any entry in it is published
    }
    return tableOffset(t, index, size);
}

unsigned char* IoltWriter::claim(iolt_table t, std::uint64_t index, std::uint64_t size)
{
    const std::uint64_t off = segmentOffset(t, index, size);
    if (off == 0)
        return nullptr;
    std::uint64_t within = 0;
    const std::uint32_t k = iolt_segment_of(index, firstCount(t), &within);
    Region& space = k > 0       ? m_segmentSpace[t][k]
        : t == IOLT_TABLE_FILES ? m_files
        : t == IOLT_TABLE_SITES ? m_sites
                                : m_strings;
    return ensure(space, (within + 1) * size) ? m_base + off : nullptr;
}

void IoltWriter::newEvent(ThreadState& t, std::uint64_t k, std::uint64_t t0, std::uint64_t t1, std::uint64_t bytes)
{
    iolt_thread* th = block(t.block);
    const std::uint64_t kept = th->events_kept;
    if (kept >= m_header->max_events || !ensure(t.space, m_eventsOff + (kept + 1) * sizeof(iolt_event))) {
        ++th->events_dropped;
        ++m_header->events_dropped;
        t.latest.erase(k);
        return;
    }
    auto* ev = reinterpret_cast<iolt_event*>(reinterpret_cast<unsigned char*>(th) + m_eventsOff) + kept;
    ev->begin_ns = t0;
    ev->end_ns = t1;
    ev->bytes = bytes;
    ev->count = 1;
    ev->file = std::uint32_t(k);
    ev->call = std::uint16_t(k >> 32);
    ev->zone = 0;
    ev->offset1 = 0; // the ptrace tracer does not follow offsets: the access map is the preload's
    publish(th->events_kept, kept + 1);
    ++m_header->events_kept;
    t.latest[k] = ev;
}

void IoltWriter::recordPages(int blockIndex, std::uint32_t file, std::uint32_t site, std::uint64_t mappedNs,
    std::uint64_t nowNs, std::uint64_t pages, std::uint64_t pageSize, std::uint32_t call)
{
    if (blockIndex < 0 || pages == 0)
        return;
    iolt_thread* th = block(blockIndex);
    const std::uint64_t k = key(file, call);
    iolt_slot* s = slot(th, k, site);
    s->count += pages;
    s->bytes += pages * pageSize;
    s->hist[iolt_hist_bucket(pageSize)] += pages;
    if (call != IOLT_CALL_PAGE_FAULTS) // the same interval as its page faults': one is enough
        return;
    ThreadState& t = m_threads[th->tid];
    const std::uint64_t t0 = mappedNs - std::min(mappedNs, m_startNs);
    const std::uint64_t t1 = std::max(t0, nowNs - std::min(nowNs, m_startNs));
    newEvent(t, k, t0, t1, pages * pageSize);
    if (const auto ev = t.latest.find(k); ev != t.latest.end()) {
        ev->second->count = std::uint32_t(std::min<std::uint64_t>(pages, UINT32_MAX));
        t.latest.erase(ev); // the next measurement is an interval of its own
    }
}

void IoltWriter::record(int blockIndex, std::uint32_t file, std::uint32_t call, std::uint32_t site, std::uint64_t t0,
    std::uint64_t t1, std::int64_t bytes, int seq)
{
    if (blockIndex < 0)
        return;
    iolt_thread* th = block(blockIndex);
    t0 -= std::min(t0, m_startNs);
    t1 -= std::min(t1, m_startNs);
    t1 = std::max(t0, t1);
    const std::uint64_t k = key(file, call);
    iolt_slot* s = slot(th, k, site);
    const std::uint64_t d = t1 - t0;
    if (s->timed == 0 || d < s->min_ns)
        s->min_ns = d;
    s->max_ns = std::max(s->max_ns, d);
    s->count++;
    s->timed++;
    s->ns += d;
    std::uint64_t moved = 0;
    if (bytes >= 0) {
        moved = std::uint64_t(bytes);
        s->bytes += moved;
        s->hist[iolt_hist_bucket(moved)]++;
    } else if (bytes == kError) {
        s->errors++;
    }
    if (seq > 0)
        s->sequential++;
    else if (seq == 0)
        s->random++;
    th->last_ns = t1;
    ThreadState& t = m_threads[th->tid];
    const auto latest = t.latest.find(k);
    iolt_event* ev = latest == t.latest.end() ? nullptr : latest->second;
    if (ev && ev->count < UINT32_MAX - 1 && t0 - std::min(t0, ev->end_ns) <= IOLT_MERGE_GAP_NS) {
        ev->count++;
        ev->bytes += moved;
        ev->end_ns = t1;
    } else {
        newEvent(t, k, t0, t1, moved);
    }
}

void IoltWriter::finish(iolt_state state, int exitStatus, std::uint64_t endNs)
{
    m_header->exit_status = exitStatus;
    publish(m_header->end_ns, std::max<std::uint64_t>(1, endNs - std::min(endNs, m_startNs)));
    publish(m_header->state, std::int32_t(state));
}

void IoltWriter::markAttached() noexcept
{
    m_header->flags |= IOLT_FLAG_ATTACHED;
}

void IoltWriter::signalDelivered(int sig, std::uint64_t nowNs)
{
    if (sig <= 0 || unsigned(sig) >= IOLT_COUNTED_SIGNALS)
        return;
    __atomic_store_n(&m_header->signal_last_ns[sig], nowNs - std::min(nowNs, m_startNs), __ATOMIC_RELAXED);
    __atomic_fetch_add(&m_header->signal_deliveries[sig], 1u, __ATOMIC_RELEASE);
}

void IoltWriter::setFaults(bool atEnd, const iolt_faults& faults) noexcept
{
    (atEnd ? m_header->faults_end : m_header->faults_start) = faults;
}

void IoltWriter::addToHeader(std::uint64_t iolt_header::*counter, std::uint64_t n) noexcept
{
    if (n != 0)
        __atomic_fetch_add(&(m_header->*counter), n, __ATOMIC_RELAXED);
}

void IoltWriter::raiseHeader(std::uint64_t iolt_header::*counter, std::uint64_t atLeast) noexcept
{
    std::uint64_t now = __atomic_load_n(&(m_header->*counter), __ATOMIC_RELAXED);
    while (atLeast > now
        && !__atomic_compare_exchange_n(&(m_header->*counter), &now, atLeast, true, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
        ;
}

void IoltWriter::correctResult(
    int blockIndex, std::uint32_t file, std::uint32_t call, std::uint32_t site, const iolt_uring_result& r)
{
    if (blockIndex < 0 || (!r.failed && r.bucket_off < 0))
        return;
    iolt_slot* s = slot(block(blockIndex), key(file, call), site);
    if (r.failed)
        s->errors++;
    if (r.bucket_off >= 0)
        s->hist[r.bucket_off]--;
    if (r.bucket_on >= 0)
        s->hist[r.bucket_on]++;
    s->bytes += r.bytes;
}

} // namespace iolens::trace::ptrace
