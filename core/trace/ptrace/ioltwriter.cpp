// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/ptrace/ioltwriter.h"

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

std::uint64_t monotonicNs()
{
    timespec ts {};
    ::clock_gettime(CLOCK_MONOTONIC, &ts);
    return std::uint64_t(ts.tv_sec) * 1'000'000'000u + std::uint64_t(ts.tv_nsec);
}

template <typename T> void publish(T& field, T value)
{
    __atomic_store_n(&field, value, __ATOMIC_RELEASE);
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
            base = ::mmap(nullptr, m_size, PROT_READ | PROT_WRITE, MAP_SHARED, m_fd, 0);
        if (base == MAP_FAILED) {
            const int error = errno;
            ::close(m_fd);
            ::unlink(m_path.c_str());
            throw IoError("mmap", m_path, error);
        }
    }
    m_base = static_cast<unsigned char*>(base);
    Region header { 0, IOLT_HEADER_SIZE, 0 }, zones { zonesOff, IOLT_MAX_ZONES * sizeof(iolt_zone), 0 };
    m_files = { filesOff, IOLT_MAX_FILES * sizeof(iolt_file), 0 };
    m_sites = { sitesOff, IOLT_MAX_SITES * sizeof(iolt_site), 0 };
    m_strings = { stringsOff, IOLT_STRINGS_SIZE, 0 };
    if (!ensure(header, IOLT_HEADER_SIZE) || !ensure(zones, zones.size) || !ensure(m_files, sizeof(iolt_file))
        || !ensure(m_sites, sizeof(iolt_site)) || !ensure(m_strings, 1)) {
        ::munmap(m_base, m_size);
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
    ::munmap(m_base, m_size);
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
    const std::uint32_t at = m_header->strings_used;
    if (std::uint64_t(at) + s.size() + 1 > IOLT_STRINGS_SIZE || !ensure(m_strings, at + s.size() + 1))
        return 0;
    char* strings = reinterpret_cast<char*>(m_base + m_header->strings_offset);
    std::memcpy(strings + at, s.data(), s.size());
    strings[at + s.size()] = '\0';
    publish(m_header->strings_used, std::uint32_t(at + s.size() + 1));
    return at;
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
        if (index >= IOLT_MAX_FILES || !ensure(m_files, (index + 1) * sizeof(iolt_file))) {
            ++m_header->files_dropped;
            return 0;
        }
        iolt_file& f = reinterpret_cast<iolt_file*>(m_base + m_header->files_offset)[index];
        f.kind = kind;
        f.path_string = addString(path);
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
    const iolt_file& f = reinterpret_cast<const iolt_file*>(m_base + m_header->files_offset)[index];
    const char* name = reinterpret_cast<const char*>(m_base + m_header->strings_offset) + f.path_string;
    if (path == name)
        return true;
    struct stat st { };
    return ::stat(name, &st) == 0 && std::uint64_t(st.st_dev) == dev && std::uint64_t(st.st_ino) == ino;
}

iolt_file* IoltWriter::fileEntry(std::uint32_t index) noexcept
{
    if (index == 0 || index >= m_header->files_used)
        return nullptr;
    return &reinterpret_cast<iolt_file*>(m_base + m_header->files_offset)[index];
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
    if (index >= IOLT_MAX_SITES || !ensure(m_sites, (index + 1) * sizeof(iolt_site))) {
        ++m_header->sites_dropped;
        m_siteByAddress.emplace(address, 0);
        return 0;
    }
    iolt_site& s = reinterpret_cast<iolt_site*>(m_base + m_header->sites_offset)[index];
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
    return reinterpret_cast<iolt_thread*>(m_base + m_header->threads_offset + std::uint64_t(index) * m_blockSize);
}

int IoltWriter::thread(int tid, const std::string& name)
{
    if (const auto it = m_threads.find(tid); it != m_threads.end())
        return it->second.block;
    const std::uint32_t last = m_header->max_threads - 1;
    const std::uint32_t used = m_header->threads_used;
    const std::uint32_t index = std::min(used, last);
    ThreadState state;
    state.block = int(index);
    state.space = { m_header->threads_offset + std::uint64_t(index) * m_blockSize, m_blockSize, 0 };
    if (index == last && used > last) { // the overflow block exists already
        m_threads.emplace(tid, m_overflow);
        return m_overflow.block;
    }
    if (!ensure(state.space, m_eventsOff + sizeof(iolt_event))) {
        state.block = -1;
        m_threads.emplace(tid, state);
        return -1;
    }
    iolt_thread* th = block(int(index));
    th->tid = tid;
    th->start_ns = ::iolens::trace::ptrace::monotonicNs() - m_startNs;
    th->shared = index == last;
    const std::string shown = th->shared ? std::string("(other threads)") : name;
    std::memcpy(th->name, shown.data(), std::min(shown.size(), sizeof th->name - 1));
    publish(th->used, 1u);
    publish(m_header->threads_used, index + 1);
    if (th->shared)
        m_overflow = state;
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
    std::uint64_t nowNs, std::uint64_t pages, std::uint64_t pageSize)
{
    if (blockIndex < 0 || pages == 0)
        return;
    iolt_thread* th = block(blockIndex);
    const std::uint64_t k = key(file, IOLT_CALL_PAGE_FAULTS);
    iolt_slot* s = slot(th, k, site);
    s->count += pages;
    s->bytes += pages * pageSize;
    s->hist[iolt_hist_bucket(pageSize)] += pages;
    if (th->shared) {
        ++th->events_dropped;
        ++m_header->events_dropped;
        return;
    }
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
    if (th->shared) { // the overflow block keeps no time line
        ++th->events_dropped;
        ++m_header->events_dropped;
        return;
    }
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

void IoltWriter::addToHeader(std::uint64_t iolt_header::*counter, std::uint64_t n) noexcept
{
    if (n != 0)
        __atomic_fetch_add(&(m_header->*counter), n, __ATOMIC_RELAXED);
}

} // namespace iolens::trace::ptrace
