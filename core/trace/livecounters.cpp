// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/livecounters.h"

#include "core/trace/ioltfile.h"
#include "core/trace/traceerror.h"

#include <cstring>
#include <ctime>
#include <set>

#include <dirent.h>

namespace iolens::trace {

namespace {

std::uint64_t monotonicNow()
{
    timespec ts {};
    ::clock_gettime(CLOCK_MONOTONIC, &ts);
    return static_cast<std::uint64_t>(ts.tv_sec) * 1'000'000'000u + static_cast<std::uint64_t>(ts.tv_nsec);
}

bool isImageName(const char* name)
{
    const std::size_t n = std::strlen(name);
    return name[0] == 'p' && n > 5 && std::strcmp(name + n - 5, ".iolt") == 0;
}

} // namespace

LiveCounters readLiveCounters(const std::string& dir)
{
    LiveCounters out;
    DIR* d = ::opendir(dir.c_str());
    if (!d)
        return out;
    std::set<int> pids;
    std::uint64_t firstStart = 0;
    while (const dirent* entry = ::readdir(d)) {
        if (!isImageName(entry->d_name))
            continue;
        try {
            const IoltFile image(dir + "/" + entry->d_name);
            const iolt_header& h = image.header();
            pids.insert(h.pid);
            if (h.start_ns != 0 && (firstStart == 0 || h.start_ns < firstStart))
                firstStart = h.start_ns;
            const std::uint32_t used = loadAcquire(h.files_used);
            for (std::uint32_t i = 1; i < used; ++i)
                if (const iolt_file* f = image.file(i); f && loadRelaxed(f->alias_of) == 0) // an alias is its file's
                    ++out.files;
            for (std::uint32_t b = 0; b < image.threads(); ++b) {
                if (!loadAcquire(image.thread(b).used))
                    continue;
                // The block's table (its parts that hold data), then the further tables.
                for (const IoltFile::SlotRun& run : image.slotRuns(b)) {
                    for (std::uint32_t i = 0; i < run.count; ++i) {
                        const iolt_slot& s = run.at(i);
                        if (!loadAcquire(s.key.used))
                            continue;
                        const std::uint32_t call = s.key.call;
                        // Pages of mapped files are not calls (preload/mappings.h).
                        if (call >= IOLT_CALL_COUNT || iolt_call_layer(call) == IOLT_LAYER_META
                            || iolt_call_is_pages(call))
                            continue;
                        out.calls += loadRelaxed(s.count);
                        if (iolt_call_reads(call) || iolt_call_writes(call))
                            out.bytes += loadRelaxed(s.bytes);
                    }
                }
            }
        } catch (const TraceError&) {
            continue; // created but not written yet: the next poll sees it
        }
    }
    ::closedir(d);
    out.processes = pids.size();
    if (firstStart != 0) {
        const std::uint64_t now = monotonicNow();
        out.elapsedNs = now > firstStart ? now - firstStart : 0;
    }
    return out;
}

} // namespace iolens::trace
