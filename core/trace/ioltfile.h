// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One .iolt trace file (format/iolt.h), mapped read-only (or, for an image that has ended, read
// into the loader's buffer: imagebuffer.h) and validated before anything in it is trusted: a
// file that was truncated, comes from another version, or was written by someone else with
// offsets that point outside it must give one sentence, never a crash. The preload may still
// be writing the file; fields it writes concurrently are read with atomic loads (see iolt.h,
// "Concurrency").

#include "core/trace/format/iolt.h"
#include "core/trace/imagebuffer.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace iolens::trace {

// Loads of fields that another process stores into the shared mapping while we read it.
template <class T> T loadRelaxed(const T& field)
{
    return __atomic_load_n(&field, __ATOMIC_RELAXED);
}
template <class T> T loadAcquire(const T& field)
{
    return __atomic_load_n(&field, __ATOMIC_ACQUIRE);
}

class IoltFile {
public:
    // Maps and validates the file; throws TraceError naming the path.
    explicit IoltFile(const std::string& path);
    // The same, except that a file the preload created but never began gives nullptr: empty, or
    // its first 8 bytes all zero (the preload was killed between open, ftruncate and the header's
    // first stores). It holds no record by construction, since recording starts after the header:
    // the loader says so in a notice rather than failing the whole trace, so that Ctrl+C on a
    // program that forks and execs all the time still shows what its other processes did.
    // Anything else that does not read as a trace is the constructor's error.
    static std::unique_ptr<IoltFile> openImage(const std::string& path);
    // openImage, but an image that has ended (exited or exec'd: nothing writes to it any more) and
    // fits the buffer is read into it rather than mapped (imagebuffer.h); the buffer is the
    // image's until it is destroyed.
    static std::unique_ptr<IoltFile> readImage(const std::string& path, ImageBuffer& buffer);
    // What a first look at an image needs, without mapping it: whether it is unstarted (openImage's
    // nullptr), its size, and a copy of its header as it is now (zeros past the file's end, none
    // of it validated). Throws TraceError, as the constructor does, for a file that cannot be
    // opened or is not a regular file.
    struct Peek {
        bool unstarted = false;
        std::uint64_t size = 0;
        iolt_header header {};
    };
    static Peek peekImage(const std::string& path);
    ~IoltFile();
    IoltFile(const IoltFile&) = delete;
    IoltFile& operator=(const IoltFile&) = delete;

    const std::string& path() const noexcept { return m_path; }
    bool mapped() const noexcept { return m_held.mapped(); } // not read into a buffer
    const iolt_header& header() const noexcept { return *m_header; }

    // Published entries only (used flag set, acquire); nullptr for an index out of range or an
    // entry not published yet.
    // A version 1 file's entries are shorter (iolt.h IOLT_FILE_V1_SIZE): read only the fields of
    // its version through the pointer file() returns.
    const iolt_file* file(std::uint32_t index) const;
    // f.stat_interval_hist (IOLT_STAT_BUCKETS counts), or nullptr in a file older than that field.
    const std::uint64_t* statIntervalHistogram(const iolt_file& f) const;
    const iolt_site* site(std::uint32_t index) const;
    const iolt_zone* zone(std::uint32_t index) const;

    // Entries the file and site tables have room for in the segments this mapping holds (a version
    // 3 file grows: iolt.h "Growth"); an index at or past it is not one of the file's.
    std::uint64_t fileCapacity() const noexcept { return m_capacity[IOLT_TABLE_FILES]; }
    std::uint64_t siteCapacity() const noexcept { return m_capacity[IOLT_TABLE_SITES]; }

    // Thread blocks 0 … threads() - 1 (threads_used, capped at the blocks this mapping holds).
    std::uint32_t threads() const;
    const iolt_thread& thread(std::uint32_t block) const;
    // max_slots of them; check key.used. Not named "slots": that is a Qt macro.
    const iolt_slot* slotTable(std::uint32_t block) const;
    // Every slot table of a thread: the parts of its block's that hold data (check key.used; the
    // holes between them, never written, are not read), then the further tables of a version 3
    // file (their `count` slots all claimed). A version 5 table may hold short slots, which end
    // where the histogram would begin: read theirs only when hasHistograms().
    struct SlotRun {
        const unsigned char* first;
        std::uint32_t count;
        std::uint32_t slotSize; // sizeof(iolt_slot), or IOLT_SLOT_SHORT_SIZE
        const iolt_slot& at(std::uint32_t i) const
        {
            return *reinterpret_cast<const iolt_slot*>(first + std::size_t { i } * slotSize);
        }
        bool hasHistograms() const { return slotSize == sizeof(iolt_slot); }
    };
    std::vector<SlotRun> slotRuns(std::uint32_t block) const;
    const iolt_zone_total* zoneTotals(std::uint32_t block) const; // max_zones of them
    // Event i < eventCount(block) of a thread block. Its offset1 is there only when
    // eventsHaveOffsets(): a version 3 event is shorter (IOLT_EVENT_V3_SIZE).
    const iolt_event& event(std::uint32_t block, std::uint64_t i) const;
    std::uint64_t eventCount(std::uint32_t block) const; // events_kept, capped at max_events
    bool eventsHaveOffsets() const { return m_eventSize == sizeof(iolt_event); }

    // A NUL-terminated string of the strings table; throws TraceError when the offset is outside
    // it. Offset 0 is the empty string by convention of the writer (nothing stored there).
    std::string string(std::uint32_t offset) const;
    // argv: NUL-separated strings at argv_string, argv_bytes long.
    std::vector<std::string> argv() const;

    // Throws TraceError "<path> is damaged: <what>." (for checks made while reading entries).
    [[noreturn]] void damaged(const std::string& what) const;

private:
    // Opens, maps (or, with a buffer, reads an image that has ended) and validates; with
    // allowUnstarted, false (nothing mapped) for a file never begun instead of an error.
    bool open(bool allowUnstarted, ImageBuffer* buffer = nullptr);
    // The file opened for reading, and fstat'ed as a regular file; throws TraceError otherwise.
    static int openRegular(const std::string& path, std::uint64_t* size);
    // The file's data copied into buffer (its holes read as zeros there) when the image has ended
    // and fits; false, with the buffer given back, otherwise (it is mapped then).
    bool readEnded(int fd, std::uint64_t size, ImageBuffer& buffer);
    struct Unopened { };
    IoltFile(const std::string& path, Unopened);
    void validate(std::uint64_t actualSize);
    void findSegments();
    void findSlotData(int fd);
    // Where entry `index` (of elemSize bytes) of table t lies, nullptr past the segments mapped;
    // *room: the bytes from it to the end of its segment.
    const unsigned char* entry(
        iolt_table t, std::uint64_t index, std::uint64_t elemSize, std::uint64_t* room = nullptr) const;
    const unsigned char* block(std::uint32_t index) const;
    // The strings from `offset` to the end of their segment, nullptr when it lies outside them.
    const char* strings(std::uint32_t offset, std::size_t* room) const;

    std::string m_path;
    HeldBytes m_held; // what m_bytes points into
    std::size_t m_size = 0;
    const iolt_header* m_header = nullptr;
    const unsigned char* m_bytes = nullptr;
    std::uint64_t m_slotsOffset = 0, m_totalsOffset = 0, m_eventsOffset = 0; // within a thread block
    std::size_t m_eventSize = sizeof(iolt_event);
    std::uint64_t m_fileEntrySize = sizeof(iolt_file); // by the file's version
    // Per table (iolt_table): entries of segment 0, the segments' offsets in this mapping (the
    // first segmentCount of them), the entries they hold.
    std::uint64_t m_first[IOLT_TABLES] = {};
    std::uint64_t m_segment[IOLT_TABLES][IOLT_SEGMENTS] = {};
    std::uint32_t m_segmentCount[IOLT_TABLES] = {};
    std::uint64_t m_capacity[IOLT_TABLES] = {};
    // Per thread block, the parts of its slot table that are data, not holes: (first slot, count).
    std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>> m_slotData;
};

} // namespace iolens::trace
