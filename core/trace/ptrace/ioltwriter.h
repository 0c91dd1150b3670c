// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One process image's trace file (format/iolt.h), written by the ptrace tracer from outside the
// program: the same layout, tables and merging rules as the preload's, so that the loader, the
// live counters and everything after them cannot tell the two apart. One writer per image; the
// tracer's one thread is its only writer (the `used` fields are still published with release
// stores, for the live reader). Every call is timed (no sampling: the stop costs far more than the
// clock). Pages are reserved before they are written (MADV_POPULATE_WRITE, else fallocate), so a
// full file system ends the recording (IOLT_FLAG_NO_SPACE) instead of raising SIGBUS in iolens.

#include "core/trace/format/iolt.h"

#include <cstdint>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

struct iolt_uring_result; // format/iolt_uring.h

namespace iolens::trace::ptrace {

struct ImageIdentity {
    int pid = 0, ppid = 0;
    std::string argv; // NUL-separated, without the last NUL (as /proc/PID/cmdline less its end)
    std::string exe, cwd;
};

class IoltWriter {
public:
    static constexpr std::int64_t kError = -1; // "bytes" of a failed call
    static constexpr std::int64_t kNoData = -2; // of a successful call that moves no data

    // Creates <dir>/p<pid>.<generation>.iolt with the first free generation from `generation`
    // on; an empty dir maps anonymous memory instead (nothing is kept). Throws IoError.
    IoltWriter(const std::string& dir, const ImageIdentity& identity, std::uint32_t generation, std::uint64_t maxEvents,
        std::uint64_t startNs);
    ~IoltWriter();
    IoltWriter(const IoltWriter&) = delete;
    IoltWriter& operator=(const IoltWriter&) = delete;

    std::uint32_t generation() const noexcept { return m_header->generation; }
    const std::string& path() const noexcept { return m_path; } // empty without a trace directory
    std::uint64_t startNs() const noexcept { return m_startNs; }

    // The file entry for (kind, path, dev, ino), added on first use; 0 when the table is full.
    // A regular file is the same entry under any name (dev, ino) while its entry's name is still it.
    std::uint32_t file(std::uint32_t kind, const std::string& path, std::uint64_t dev, std::uint64_t ino);
    iolt_file* fileEntry(std::uint32_t index) noexcept; // null for 0 or out of range
    // The site entry of an instruction address; 0 when the table is full.
    std::uint32_t site(std::uint64_t address, const std::string& module, std::uint64_t moduleOffset);
    bool knowsSite(std::uint64_t address, std::uint32_t& index) const;

    // The thread block of tid, added on its first call; -1 when the file cannot grow.
    int thread(int tid, const std::string& name);
    // One call: its slot counts, and the thread's time line. t0, t1 monotonic (ns); bytes ≥ 0
    // moved, or kError, kNoData; seq 1 sequential, 0 random, -1 not an offset-carrying call.
    void record(int block, std::uint32_t file, std::uint32_t call, std::uint32_t site, std::uint64_t t0,
        std::uint64_t t1, std::int64_t bytes, int seq);
    // Pages of a mapped file (call kind "page faults", or "pages from disk" for those of them read
    // from storage): count = pages, bytes = pages × pageSize, untimed (the slot's timed count
    // stays, so the loader knows no time was measured); for the page faults one time-line interval
    // from the mapping's mmap to its measurement, which nothing merges into.
    void recordPages(int block, std::uint32_t file, std::uint32_t site, std::uint64_t mappedNs, std::uint64_t nowNs,
        std::uint64_t pages, std::uint64_t pageSize, std::uint32_t call = IOLT_CALL_PAGE_FAULTS);
    // The image ended: by exit (status valid), or replaced by an exec.
    void finish(iolt_state state, int exitStatus, std::uint64_t endNs);
    // Recorded from an attach on (iolt.h, IOLT_FLAG_ATTACHED): finish(EXITED, -1) then reads as
    // "detached".
    void markAttached() noexcept;
    // A signal passed on to the program at nowNs (monotonic): iolt_header.signal_deliveries.
    void signalDelivered(int sig, std::uint64_t nowNs);
    // Adds n to one of the header's counters (the io_uring ones: uring_requests …).
    void addToHeader(std::uint64_t iolt_header::*counter, std::uint64_t n) noexcept;
    void raiseHeader(std::uint64_t iolt_header::*counter, std::uint64_t atLeast) noexcept; // a maximum
    // A call recorded with the size it asked for (an io_uring request) whose result came later:
    // its slot changed as format/iolt_uring.h's iolt_uring_result_of says.
    void correctResult(
        int block, std::uint32_t file, std::uint32_t call, std::uint32_t site, const iolt_uring_result& result);
    // The process's page faults (/proc/PID/stat) at the image's start or end.
    void setFaults(bool atEnd, const iolt_faults& faults) noexcept;

private:
    struct Region {
        std::uint64_t off = 0, size = 0, reserved = 0;
    };
    struct ThreadState {
        int block = -1;
        Region space;
        // Each key's latest event: a loop that reads one file and writes another goes on with
        // both runs, as in the preload (iolt.h, IOLT_MERGE_GAP_NS).
        std::unordered_map<std::uint64_t, iolt_event*> latest;
        // Slots past the block's own table: the last further table and every slot in them.
        std::uint64_t lastTable = 0;
        Region lastTableSpace;
        std::map<std::pair<std::uint64_t, std::uint32_t>, iolt_slot*> moreSlots;
    };
    bool ensure(Region& r, std::uint64_t upto);
    std::uint32_t addString(const std::string& s);
    const char* stringAt(std::uint32_t at) const;
    iolt_thread* block(int index) const;
    iolt_slot* slot(iolt_thread* th, std::uint64_t key, std::uint32_t site);
    iolt_slot* moreSlot(iolt_thread* th, std::uint64_t key, std::uint32_t site); // past the block's table

    // Growth, as the preload's (iolt.h, "Growth"; preload/growth.c): tables in segments appended
    // to the file, mapped right after it in one reserved range.
    static void* mapGrowable(int fd, std::uint64_t size, std::uint64_t& reserved);
    std::uint64_t growFile(std::uint64_t bytes); // the new region's offset; 0 when the file cannot grow
    std::uint64_t firstCount(iolt_table t) const; // entries (bytes of strings) of segment 0
    // The offset of entry index of table t (entries of size bytes); 0 when its segment does not exist.
    std::uint64_t tableOffset(iolt_table t, std::uint64_t index, std::uint64_t size) const;
    std::uint64_t segmentOffset(iolt_table t, std::uint64_t index, std::uint64_t size); // adds the segment
    // Entry index of table t with its bytes reserved; null without room.
    unsigned char* claim(iolt_table t, std::uint64_t index, std::uint64_t size);
    void newEvent(ThreadState& t, std::uint64_t key, std::uint64_t t0, std::uint64_t t1, std::uint64_t bytes);

    int m_fd = -1;
    std::string m_path;
    unsigned char* m_base = nullptr;
    std::uint64_t m_size = 0; // of the file, as mapped
    std::uint64_t m_reserved = 0; // address space from m_base the file may grow into
    std::uint64_t m_firstOffset[IOLT_TABLES] = {};
    Region m_segmentSpace[IOLT_TABLES][IOLT_SEGMENTS];
    iolt_header* m_header = nullptr;
    std::uint64_t m_startNs = 0;
    std::uint64_t m_blockSize = 0, m_slotsOff = 0, m_eventsOff = 0;
    Region m_files, m_sites, m_strings;
    bool stillTheSameFile(std::uint32_t index, const std::string& path, std::uint64_t dev, std::uint64_t ino) const;
    std::unordered_map<std::string, std::uint32_t> m_fileByName; // by path
    std::unordered_map<std::string, std::uint32_t> m_fileByInode; // "dev:ino" of regular files
    std::unordered_map<std::uint64_t, std::uint32_t> m_siteByAddress;
    std::unordered_map<int, ThreadState> m_threads;
};

} // namespace iolens::trace::ptrace
