// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The stacks file of one process image traced through ptrace (format/iolts.h), written by the
// tracer as the preload writes its own (preload/stacks_file.c), so that the loader reads both
// alike: created at the first sample next to the image's .iolt file; modules as the frames meet
// them, each distinct stack once, and per (stack, file, call, site) the calls, time and bytes its
// samples stood for. The tracer is its only writer; entries are published with release stores.

#include "core/trace/format/iolts.h"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include <sys/types.h>

namespace iolens::trace::ptrace {

class Modules;

class StacksWriter {
public:
    // iolPath: the image's .iolt file; the stacks file is that path + "s".
    StacksWriter(std::string iolPath, pid_t pid, std::uint32_t generation);
    ~StacksWriter();
    StacksWriter(const StacksWriter&) = delete;
    StacksWriter& operator=(const StacksWriter&) = delete;

    struct Sample {
        std::uint32_t file = 0, call = 0, site = 0;
        std::uint64_t calls = 0, timed = 0, ns = 0, bytes = 0; // what the sample stands for
    };
    // One sampled stack (innermost first). False when it could not be stored (file or tables
    // full), which the header counts.
    bool add(const std::uint64_t* frames, std::size_t depth, bool truncated, const Sample& s, Modules& modules);
    // A sample whose stack could not be walked.
    void failed();
    // First calls past the thread's budget not sampled (iolts.h IOLTS_FIRST_BUDGET).
    void thinned(std::uint64_t n);

private:
    bool open();
    // The pages of [regionOffset + from, regionOffset + to) reserved before they are written (a
    // full file system then refuses here instead of raising SIGBUS in iolens).
    bool reserve(std::uint64_t regionOffset, std::uint64_t& reserved, std::uint64_t to);
    std::int64_t stackId(const std::uint64_t* frames, std::size_t depth, bool truncated);
    void addModule(std::uint64_t address, pid_t pid, Modules& modules);

    std::string m_path;
    pid_t m_pid;
    std::uint32_t m_generation;
    bool m_tried = false;
    unsigned char* m_base = nullptr;
    std::uint64_t m_size = 0;
    std::uint64_t m_modulesReserved = 0, m_stacksReserved = 0, m_weightsReserved = 0, m_framesReserved = 0;
    iolts_header* m_header = nullptr;
    std::unordered_multimap<std::uint64_t, std::uint32_t> m_stacks; // by hash
    std::unordered_map<std::string, std::uint32_t> m_weights; // (stack, file, call, site) → entry
    std::vector<std::pair<std::uint64_t, std::uint64_t>> m_moduleRanges; // [begin, end) registered
};

} // namespace iolens::trace::ptrace
