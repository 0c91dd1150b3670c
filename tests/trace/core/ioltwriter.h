// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A test-only writer of trace files laid out exactly as core/trace/format/iolt.h says, so the
// loader, findings and report tests build the traces they need without the preload library.
// Small capacities (the header carries them) keep each file near the 2 MiB of its string table.

#include "core/trace/format/iolt.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace iolens::trace::test {

struct Capacities {
    std::uint32_t files = 64, sites = 32, zones = 16, slotCount = 64, threads = 4; // not "slots": a Qt macro
    std::uint64_t events = 32;
    // Version 1 files have shorter file entries (iolt.h IOLT_FILE_V1_SIZE): write only their fields.
    std::uint32_t version = IOLT_VERSION;
};

class IoltWriter {
public:
    explicit IoltWriter(int pid, int ppid = 1, unsigned generation = 0, Capacities cap = {})
        : m_cap(cap)
    {
        const std::uint64_t files = IOLT_HEADER_SIZE;
        m_fileEntrySize = cap.version >= 2 ? sizeof(iolt_file) : IOLT_FILE_V1_SIZE;
        const std::uint64_t sites = align(files + cap.files * m_fileEntrySize);
        const std::uint64_t zones = align(sites + cap.sites * sizeof(iolt_site));
        const std::uint64_t strings = align(zones + cap.zones * sizeof(iolt_zone));
        const std::uint64_t threads = align(strings + IOLT_STRINGS_SIZE);
        m_slotsOffset = sizeof(iolt_thread);
        m_totalsOffset = m_slotsOffset + cap.slotCount * sizeof(iolt_slot);
        m_eventsOffset = m_totalsOffset + cap.zones * sizeof(iolt_zone_total);
        m_eventSize = cap.version >= 4 ? sizeof(iolt_event) : IOLT_EVENT_V3_SIZE;
        m_blockSize = align(m_eventsOffset + cap.events * m_eventSize);
        m_bytes.assign(threads + cap.threads * m_blockSize, 0);
        iolt_header& h = header();
        std::memcpy(h.magic, IOLT_MAGIC, 8);
        h.version = cap.version;
        h.header_size = IOLT_HEADER_SIZE;
        h.file_size = m_bytes.size();
        h.files_offset = files;
        h.sites_offset = sites;
        h.zones_offset = zones;
        h.strings_offset = strings;
        h.threads_offset = threads;
        h.max_files = cap.files;
        h.max_sites = cap.sites;
        h.max_zones = cap.zones;
        h.max_slots = cap.slotCount;
        h.hist_buckets = IOLT_HIST_BUCKETS;
        h.max_threads = cap.threads;
        h.max_events = cap.events;
        h.thread_block_size = m_blockSize;
        h.pid = pid;
        h.ppid = ppid;
        h.generation = generation;
        h.strings_used = 1; // offset 0: the empty string
        h.files_used = h.sites_used = h.zones_used = 1; // index 0 of each table is reserved
        h.start_realtime_ns = 1'700'000'000'000'000'000ull;
        h.start_ns = 5'000'000'000ull;
        h.sample_period = 64;
        fileEntry(0).used = 1;
        fileEntry(0).kind = IOLT_KIND_NONE;
    }

    iolt_header& header() { return *reinterpret_cast<iolt_header*>(m_bytes.data()); }
    std::vector<unsigned char>& bytes() { return m_bytes; }

    std::uint32_t addString(const std::string& s)
    {
        iolt_header& h = header();
        const std::uint32_t at = h.strings_used;
        std::memcpy(m_bytes.data() + h.strings_offset + at, s.data(), s.size());
        h.strings_used = at + static_cast<std::uint32_t>(s.size()) + 1;
        return at;
    }
    void setArgv(const std::vector<std::string>& argv, const std::string& exe = {})
    {
        std::string joined;
        for (std::size_t i = 0; i < argv.size(); ++i)
            joined += (i ? std::string(1, '\0') : std::string()) + argv[i];
        header().argv_string = addString(joined);
        header().argv_bytes = static_cast<std::uint32_t>(joined.size());
        header().exe_string = exe.empty() ? 0 : addString(exe);
    }
    void setStartRealtime(std::uint64_t ns) { header().start_realtime_ns = ns; }

    iolt_file& fileEntry(std::uint32_t i)
    {
        return *reinterpret_cast<iolt_file*>(m_bytes.data() + header().files_offset + i * m_fileEntrySize);
    }
    std::uint32_t addFile(std::uint32_t kind, const std::string& path)
    {
        const std::uint32_t i = header().files_used++;
        iolt_file& f = fileEntry(i);
        f.kind = kind;
        f.path_string = addString(path);
        f.used = 1;
        return i;
    }
    std::uint32_t addSite(
        const std::string& module, std::uint64_t address, std::uint64_t offset, const std::string& symbol = {})
    {
        const std::uint32_t i = header().sites_used++;
        iolt_site& s = reinterpret_cast<iolt_site*>(m_bytes.data() + header().sites_offset)[i];
        s.module_string = module.empty() ? 0 : addString(module);
        s.address = address;
        s.module_offset = offset;
        s.symbol_string = symbol.empty() ? 0 : addString(symbol);
        s.used = 1;
        return i;
    }
    std::uint32_t addZone(const std::string& name)
    {
        const std::uint32_t i = header().zones_used++;
        iolt_zone& z = reinterpret_cast<iolt_zone*>(m_bytes.data() + header().zones_offset)[i];
        z.name_string = addString(name);
        z.used = 1;
        return i;
    }

    iolt_thread& thread(std::uint32_t b) { return *reinterpret_cast<iolt_thread*>(block(b)); }
    std::uint32_t addThread(int tid, const std::string& name = {}, bool shared = false)
    {
        const std::uint32_t b = header().threads_used++;
        iolt_thread& t = thread(b);
        t.tid = tid;
        std::memcpy(t.name, name.data(), std::min(name.size(), sizeof t.name - 1));
        t.shared = shared ? 1 : 0;
        t.used = 1;
        return b;
    }
    iolt_slot* slotTable(std::uint32_t b) { return reinterpret_cast<iolt_slot*>(block(b) + m_slotsOffset); }

    // Version 3 growth (iolt.h "Growth"): `bytes` of zeros appended at the page-aligned end of the
    // file, their offset returned. Pointers into the file are invalid after it.
    std::uint64_t append(std::uint64_t bytes)
    {
        const std::uint64_t off = (m_bytes.size() + 4095) / 4096 * 4096;
        m_bytes.resize(off + (bytes + 4095) / 4096 * 4096, 0);
        header().file_size = m_bytes.size();
        return off;
    }
    // Segment k of table t (entries of `entrySize` bytes, first << k of them), appended.
    unsigned char* addSegment(iolt_table t, std::uint32_t k, std::uint64_t first, std::uint64_t entrySize)
    {
        const std::uint64_t off = append((first << k) * entrySize);
        header().segments[t][k] = off;
        return m_bytes.data() + off;
    }
    // A further slot table of `capacity` slots for thread block b, after the ones it has. Its slots
    // are slotSize bytes apart: 0 writes the field as versions 3 and 4 did (whole slots), and with
    // IOLT_SLOT_SHORT_SIZE use shortSlot() to reach them.
    iolt_slot* addSlotTable(std::uint32_t b, std::uint32_t capacity, std::uint32_t slotSize = 0)
    {
        const std::uint64_t off
            = append(sizeof(iolt_slot_table) + capacity * std::uint64_t { slotSize ? slotSize : sizeof(iolt_slot) });
        auto* x = reinterpret_cast<iolt_slot_table*>(m_bytes.data() + off);
        x->capacity = capacity;
        x->slot_size = slotSize;
        std::uint64_t* link = nullptr;
        for (std::uint64_t at = std::uint64_t { thread(b).slot_tables } * 4096; at != 0;) {
            link = &reinterpret_cast<iolt_slot_table*>(m_bytes.data() + at)->next;
            at = *link;
        }
        if (link)
            *link = off;
        else
            thread(b).slot_tables = static_cast<std::uint32_t>(off / 4096);
        return reinterpret_cast<iolt_slot*>(x + 1);
    }
    // Slot i of a table of short slots returned by addSlotTable (its histogram is not there).
    static iolt_slot& shortSlot(iolt_slot* table, std::uint32_t i)
    {
        return *reinterpret_cast<iolt_slot*>(reinterpret_cast<unsigned char*>(table) + i * IOLT_SLOT_SHORT_SIZE);
    }
    static iolt_slot_table& tableOf(iolt_slot* table)
    {
        return *reinterpret_cast<iolt_slot_table*>(reinterpret_cast<unsigned char*>(table) - sizeof(iolt_slot_table));
    }
    iolt_zone_total& zoneTotal(std::uint32_t b, std::uint32_t zone)
    {
        return reinterpret_cast<iolt_zone_total*>(block(b) + m_totalsOffset)[zone];
    }

    // The slot of (file, call, site, zone) on thread block b, created on first use.
    iolt_slot& slot(
        std::uint32_t b, std::uint32_t file, std::uint32_t call, std::uint32_t site = 0, std::uint32_t zone = 0)
    {
        iolt_slot* s = slotTable(b);
        for (std::uint32_t i = 0; i < m_cap.slotCount; ++i) {
            if (s[i].key.used && s[i].key.file == file && s[i].key.call == call && s[i].key.site == site
                && s[i].key.zone == zone)
                return s[i];
            if (!s[i].key.used) {
                s[i].key.file = file;
                s[i].key.call = static_cast<std::uint16_t>(call);
                s[i].key.site = site;
                s[i].key.zone = static_cast<std::uint16_t>(zone);
                s[i].key.used = 1;
                ++thread(b).slots_used;
                return s[i];
            }
        }
        throw std::logic_error("IoltWriter: slot table full");
    }
    // `count` calls of `size` bytes each taking `nsEach`, of which `timed` were timed (default all).
    iolt_slot& calls(std::uint32_t b, std::uint32_t file, std::uint32_t call, std::uint64_t count, std::uint64_t size,
        std::uint64_t nsEach, std::uint32_t site = 0, std::uint32_t zone = 0, std::uint64_t timed = ~0ull)
    {
        iolt_slot& s = slot(b, file, call, site, zone);
        const std::uint64_t t = timed == ~0ull ? count : timed;
        if (t > 0) {
            s.min_ns = s.timed == 0 ? nsEach : std::min<std::uint64_t>(s.min_ns, nsEach);
            s.max_ns = std::max<std::uint64_t>(s.max_ns, nsEach);
        }
        s.count += count;
        s.timed += t;
        s.ns += t * nsEach;
        s.bytes += count * size;
        s.hist[iolt_hist_bucket(size)] += count;
        return s;
    }
    // Event i of thread block b, in the current version's layout.
    iolt_event& event(std::uint32_t b, std::uint64_t i)
    {
        return *reinterpret_cast<iolt_event*>(block(b) + m_eventsOffset + i * m_eventSize);
    }
    void addEvent(std::uint32_t b, const iolt_event& e)
    {
        iolt_thread& t = thread(b);
        // As the version's writer did: a version 3 event ends before offset1.
        std::memcpy(block(b) + m_eventsOffset + t.events_kept++ * m_eventSize, &e, m_eventSize);
        ++header().events_kept;
    }
    void exited(int status, std::uint64_t endNs)
    {
        header().state = IOLT_STATE_EXITED;
        header().exit_status = status;
        header().end_ns = endNs;
    }
    void execed(std::uint64_t endNs)
    {
        header().state = IOLT_STATE_EXECED;
        header().end_ns = endNs;
    }
    void kernel(const iolt_kernel_io& start, const iolt_kernel_io& end)
    {
        header().kernel_start = start;
        header().kernel_end = end;
        header().kernel_start.valid = header().kernel_end.valid = 1;
    }

    std::string fileName() const
    {
        const auto& h = *reinterpret_cast<const iolt_header*>(m_bytes.data());
        return "p" + std::to_string(h.pid) + "." + std::to_string(h.generation) + ".iolt";
    }
    // Writes dir/p<pid>.<generation>.iolt (or `bytes` of it: a truncated file); returns its path.
    std::string write(const std::string& dir, std::size_t bytes = ~std::size_t { 0 }) const
    {
        const std::string path = dir + "/" + fileName();
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(m_bytes.data()),
            static_cast<std::streamsize>(std::min(bytes, m_bytes.size())));
        return path;
    }

private:
    static std::uint64_t align(std::uint64_t n) { return (n + 7) & ~std::uint64_t { 7 }; }
    unsigned char* block(std::uint32_t b) { return m_bytes.data() + header().threads_offset + b * m_blockSize; }

    Capacities m_cap;
    std::vector<unsigned char> m_bytes;
    std::uint64_t m_slotsOffset = 0, m_totalsOffset = 0, m_eventsOffset = 0, m_blockSize = 0;
    std::size_t m_eventSize = sizeof(iolt_event);
    std::uint64_t m_fileEntrySize = sizeof(iolt_file);
};

} // namespace iolens::trace::test
